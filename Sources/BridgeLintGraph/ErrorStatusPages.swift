/// The names of pages an exceptions app may render: Rails hands an unhandled exception to
/// `config.exceptions_app`, which a gem may set (gaffe, rambulance) to a controller of its own
/// that renders a page named after the response's status, `errors/not_found` or `errors/404`,
/// from a folder no controller of the app serves.
enum ErrorStatusPages {
    /// Whether `name` is an HTTP error status, as a number (`404`) or as Rack names it
    /// (`not_found`, `unprocessable_entity`).
    static func mayBeNamed(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        if utf8.count == 3, utf8[0] == UInt8(ascii: "4") || utf8[0] == UInt8(ascii: "5"),
           utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return true
        }
        return statusNames.contains(name)
    }

    /// Rack's names of the 4xx and 5xx statuses, with the older names it kept as aliases.
    private static let statusNames: Set<String> = [
        "bad_request", "unauthorized", "payment_required", "forbidden", "not_found", "method_not_allowed", "not_acceptable",
        "proxy_authentication_required", "request_timeout", "conflict", "gone", "length_required", "precondition_failed",
        "content_too_large", "payload_too_large", "request_entity_too_large", "uri_too_long", "request_uri_too_long",
        "unsupported_media_type", "range_not_satisfiable", "requested_range_not_satisfiable", "expectation_failed",
        "misdirected_request", "unprocessable_content", "unprocessable_entity", "locked", "failed_dependency", "too_early",
        "upgrade_required", "precondition_required", "too_many_requests", "request_header_fields_too_large",
        "unavailable_for_legal_reasons", "internal_server_error", "not_implemented", "bad_gateway", "service_unavailable",
        "gateway_timeout", "http_version_not_supported", "variant_also_negotiates", "insufficient_storage", "loop_detected",
        "not_extended", "network_authentication_required",
    ]
}
