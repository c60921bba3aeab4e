import BridgeLintCore
import BridgeLintTemplate

/// Matches the name written in a value, class or outlet attribute against what the controller
/// declares, the way the browser and Stimulus compare them: HTML lower-cases attribute names,
/// and Stimulus looks values and classes up dasherized (`submitTitle` -> `submit-title`),
/// outlets as declared.
public enum DeclaredName {
    public enum Match: Sendable, Hashable {
        /// Stimulus finds the declaration; `declared` is its name as declared.
        case found(declared: String)
        /// Written in camelCase: the browser lower-cases it and Stimulus never reads it.
        /// `expected` is the spelling that works.
        case camelCase(expected: String, declared: String)
        /// Nothing declared matches; close names, as they must be written.
        case unknown(suggestions: [String])
    }

    /// `submitTitle` -> `submit-title`, as Stimulus' `dasherize`.
    public static func dasherize(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `area-over-85` -> `areaOver85`, as Stimulus' `camelize` (a letter or digit after `-` or
    /// `_` is upper-cased, the separator dropped).
    public static func camelize(_ name: String) -> String {
        var result = ""
        var separator: Character?
        for character in name {
            if let pending = separator {
                separator = nil
                if character.isASCII && (character.isLowercase || character.isNumber) {
                    result += character.uppercased()
                    continue
                }
                result.append(pending)
            }
            if character == "-" || character == "_" { separator = character } else { result.append(character) }
        }
        if let pending = separator { result.append(pending) }
        return result
    }

    /// The declared name `written` means when it differs from that name's attribute spelling
    /// only by a dash before a digit (`area-over-85` for `areaOver85`, read from `area-over85`):
    /// Stimulus' `dasherize` puts none there. Nil otherwise.
    public static func digitDashed(_ written: String, among declared: some Sequence<String>) -> String? {
        let meant = camelize(written.lowercased())
        return declared.first { $0 == meant && dasherize($0) != written.lowercased() }
    }

    /// Looks `written` up among `declared`. `dasherized` is true for values and classes.
    public static func match(_ written: String, among declared: some Sequence<String>, dasherized: Bool) -> Match {
        var spellings: [String: String] = [:]
        for name in declared {
            spellings[dasherized ? dasherize(name) : name.lowercased()] = name
        }
        if let name = spellings[written.lowercased()] { return .found(declared: name) }
        if dasherized, let name = spellings[dasherize(written)] { return .camelCase(expected: dasherize(written), declared: name) }
        return .unknown(suggestions: StringDistance.suggestions(for: written, among: spellings.keys))
    }

    /// `name` spelled for the attribute it replaces a part of: Ruby `data:` keys written with
    /// underscores get underscores (`submit_title`), everything else dashes.
    public static func spelling(_ name: String, for attribute: Attribute) -> String {
        if case .rubyKey(let key) = attribute.origin, !key.text.contains("-") {
            return String(name.map { $0 == "-" ? "_" : $0 })
        }
        return name
    }
}
