import BridgeLintCore

/// A JSON-RPC request id: a number or a string.
public enum RequestID: Hashable, Sendable {
    case number(Int)
    case string(String)

    init?(_ value: JSONValue?) {
        switch value {
        case .number(let number)?: self = .number(number)
        case .string(let string)?: self = .string(string)
        default: return nil
        }
    }

    var json: JSONValue {
        switch self {
        case .number(let number): .number(number)
        case .string(let string): .string(string)
        }
    }
}

/// A JSON-RPC error object.
public struct ResponseError: Error, Equatable, Sendable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError { ResponseError(code: -32601, message: "method not found: \(method)") }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized")
    public static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")
}

/// One message from the client.
public enum IncomingMessage {
    case request(id: RequestID, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    /// The answer to a request the server sent (ignored beyond being recognised).
    case response(id: RequestID?)

    /// Classifies a parsed JSON value; `.failure` carries the id when there is one, so the
    /// error can answer the request.
    static func classify(_ value: JSONValue) -> Result<IncomingMessage, InvalidMessage> {
        guard case .object = value, value["jsonrpc"] == .string("2.0") else {
            return .failure(InvalidMessage(id: RequestID(value["id"]), reason: "not a JSON-RPC 2.0 message"))
        }
        let id = RequestID(value["id"])
        let params = value["params"] ?? .null
        switch value["method"] {
        case .string(let method)?:
            if let id { return .success(.request(id: id, method: method, params: params)) }
            if value["id"] == nil { return .success(.notification(method: method, params: params)) }
            return .failure(InvalidMessage(id: nil, reason: "`id` must be a number or a string"))
        case nil where value["result"] != nil || value["error"] != nil:
            return .success(.response(id: id))
        default:
            return .failure(InvalidMessage(id: id, reason: "`method` must be a string"))
        }
    }
}

/// A message that is JSON but not a usable JSON-RPC message.
struct InvalidMessage: Error {
    var id: RequestID?
    var reason: String
}

/// Outgoing messages, as JSON.
enum OutgoingMessage {
    static func response(id: RequestID, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)])
    }

    /// An error response; `id` is null when the request's id could not be read.
    static func error(id: RequestID?, _ error: ResponseError) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null),
                 ("error", .object([("code", .number(error.code)), ("message", .string(error.message))]))])
    }

    static func notification(method: String, params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    static func request(id: RequestID, method: String, params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id.json), ("method", .string(method)), ("params", params)])
    }
}
