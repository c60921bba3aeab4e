import BridgeLintTemplate

/// Facts about Rails `data:` hash keys shared by the rules that read them (PROTOCOL §4:
/// `dasherize` turns only `_` into `-`).
enum RailsDataKeys {
    /// True for a Ruby `data:` key written with `_` where `__` was meant
    /// (`bridge_nav_target:` for `bridge__nav_target:`): `rails-data-underscore` reports it.
    static func isMisDasherizedKey(_ attribute: StimulusAttribute, known: Set<String>) -> Bool {
        !intendedIdentifiers(for: attribute, known: known).isEmpty
    }

    /// The known identifiers a mis-dasherized `data:` key meant: `bridge--nav` for the
    /// identifier `bridge-nav` of `bridge_nav_target:`. Empty when the key is fine.
    static func intendedIdentifiers(for attribute: StimulusAttribute, known: Set<String>) -> [String] {
        guard case .rubyKey(let key) = attribute.attribute.origin, key.hash == "data",
              let identifier = attribute.identifier, !known.contains(identifier) else { return [] }
        return doubleDashedVariants(of: identifier).filter { known.contains($0) }
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

    /// `a-b-c` -> `a--b-c`, `a-b--c`: identifiers one `-` -> `--` away.
    static func doubleDashedVariants(of identifier: String) -> [String] {
        let characters = Array(identifier)
        var variants: [String] = []
        for (index, character) in characters.enumerated() where character == "-" {
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            guard before != "-", after != "-" else { continue }
            variants.append(String(characters[..<index]) + "--" + String(characters[(index + 1)...]))
        }
        return variants
    }

    /// A Ruby key spelling of a rendered attribute name without `data-`: `system-name` ->
    /// `system_name` (Rails dasherizes `_`, so underscores are the idiomatic key).
    static func rubyKey(forDataName name: String) -> String {
        String(name.map { $0 == "-" ? "_" : $0 })
    }
}
