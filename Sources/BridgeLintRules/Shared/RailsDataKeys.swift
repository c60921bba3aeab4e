import BridgeLintTemplate

/// Facts about Rails `data:` hash keys shared by the rules that read them (PROTOCOL §4:
/// `dasherize` turns only `_` into `-`).
package enum RailsDataKeys {
    /// True for a Ruby `data:` key written with `_` where `__` was meant
    /// (`bridge_nav_target:` for `bridge__nav_target:`): `rails-data-underscore` reports it.
    static func isMisDasherizedKey(_ attribute: StimulusAttribute, identifiers: IdentifierIndex) -> Bool {
        misDashed(attribute.attribute, identifiers: identifiers) != nil
    }

    /// Stimulus member suffixes after `data-<identifier>-`.
    private static let memberSuffixes = ["-value", "-class", "-outlet", "-param"]

    /// For a Ruby `data:` key that renders a target, value, class, outlet or param of a
    /// controller written with single dashes where a known identifier has `--`
    /// (`bridge_nav_side_value:` -> `data-bridge-nav-side-value` for `bridge--nav`): the
    /// identifier as rendered and the one meant (the longest, when several fit).
    static func misDashed(_ attribute: Attribute, identifiers: IdentifierIndex) -> (written: String, intended: String)? {
        guard case .rubyKey(let key) = attribute.origin, key.hash == "data", attribute.name.hasPrefix("data-") else { return nil }
        let body = Array(attribute.name.utf8.dropFirst(5))
        // Try each prefix that ends before a `-`, longest first.
        for end in stride(from: body.count - 1, to: 0, by: -1) where body[end] == UInt8(ascii: "-") {
            let single = String(decoding: body[..<end], as: UTF8.self)
            guard let identifier = identifiers.bySingleDashedSpelling[single] else { continue }
            let rest = String(decoding: body[(end + 1)...], as: UTF8.self)
            if rest == "target" || memberSuffixes.contains(where: { rest.hasSuffix($0) && rest.count > $0.count }) {
                return (single, identifier)
            }
        }
        return nil
    }

    /// `bridge--nav` -> `bridge-nav`: what one underscore per `--` renders.
    static func singleDashed(_ identifier: String) -> String {
        var result = ""
        for character in identifier where !(character == "-" && result.last == "-") {
            result.append(character)
        }
        return result
    }

    /// The key text that renders `identifier` where the key now renders `written`, keeping the
    /// rest of the key and its separator style: `bridge_nav_target` -> `bridge__nav_target`.
    static func key(_ keyText: String, replacingIdentifier written: String, with identifier: String) -> String? {
        let keyCharacters = Array(keyText)
        guard keyCharacters.count >= written.count,
              String(keyCharacters[..<written.count]).map({ $0 == "_" ? "-" : $0 }) == Array(written) else { return nil }
        let usesUnderscores = keyCharacters[..<written.count].contains("_")
        let rendered = usesUnderscores ? String(identifier.map { $0 == "-" ? "_" : $0 }) : identifier
        return rendered + String(keyCharacters[written.count...])
    }

    /// A Ruby key spelling of a rendered attribute name without `data-`: `system-name` ->
    /// `system_name` (Rails dasherizes `_`, so underscores are the idiomatic key).
    package static func rubyKey(forDataName name: String) -> String {
        String(name.map { $0 == "-" ? "_" : $0 })
    }
}
