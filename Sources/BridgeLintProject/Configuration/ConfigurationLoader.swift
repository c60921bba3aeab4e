import BridgeLintCore

/// Settings and every problem found reading them. With problems, the settings hold the
/// defaults for whatever was wrong; the command line should still stop (exit code 2).
public struct ConfigurationLoadResult: Sendable {
    public var configuration: Configuration
    public var errors: [ConfigurationError]
}

/// Reads `.bridgelint.yml` (see `Configuration` for the keys) with libyaml. Unknown keys,
/// wrong types and bad values become `ConfigurationError`s with did-you-mean suggestions.
public enum ConfigurationLoader {
    /// Loads `<root>/.bridgelint.yml`; a missing file gives the defaults. A file that is not
    /// text, or larger than the default size limit (its own `max_file_size` cannot be known
    /// before it is read), is one error saying why.
    public static func load(root: String) -> ConfigurationLoadResult {
        let path = FileWalker.join(root, ProjectLocator.configurationFileName)
        guard FileReader.exists(path) else { return ConfigurationLoadResult(configuration: Configuration(), errors: []) }
        let problem: String
        let limit = FileSizeLimit(bytes: FileSizeLimit.defaultBytes)
        switch limit.read(path) {
        case .bytes(let bytes):
            guard let reason = FileReader.notTextReason(bytes) else { return parse(bytes: bytes, path: path) }
            problem = "cannot read the file: \(reason)"
        case .tooLarge(let size):
            problem = "cannot read the file: it is \(FileSizeLimit.describe(size)), over the \(FileSizeLimit.describe(limit.bytes)) file size limit"
        case .unreadable:
            problem = "cannot read the file"
        }
        let error = ConfigurationError(path: path, keyPath: "", location: FileLocation(line: 1, column: 1), message: problem)
        return ConfigurationLoadResult(configuration: Configuration(), errors: [error])
    }

    public static func parse(_ text: String, path: String) -> ConfigurationLoadResult {
        parse(bytes: Array(text.utf8), path: path)
    }

    public static func parse(bytes: [UInt8], path: String) -> ConfigurationLoadResult {
        var decoder = ConfigurationDecoder(path: path, bytes: bytes)
        decoder.configuration.path = path
        switch YAMLReader.read(bytes) {
        case .failure(.syntax(let message, let location)):
            decoder.errors.append(ConfigurationError(path: path, keyPath: "", location: location, message: message))
        case .success(let root):
            if let root { decoder.decodeDocument(root) }
        }
        return ConfigurationLoadResult(configuration: decoder.configuration, errors: decoder.errors)
    }
}

/// Checks the tree against the known keys and fills a `Configuration`.
private struct ConfigurationDecoder {
    let path: String
    /// The file's text, to tell where a scalar's text starts.
    let bytes: [UInt8]
    var configuration = Configuration()
    var errors: [ConfigurationError] = []

    static let topLevelKeys = [
        "include", "exclude", "controllers", "native", "platforms", "fail_level", "rules", "sf_symbols", "image_attributes",
        "projects", "root", "max_file_size", "custom_rules",
    ]
    static let levels = ["off", "error", "warning", "info"]

    mutating func decodeDocument(_ root: ConfigValue) {
        for entry in map(root, keyPath: "", allowed: Self.topLevelKeys) { decodeTopLevel(entry) }
    }

    private mutating func decodeTopLevel(_ entry: ConfigEntry) {
        let value = entry.value
        configuration.locations[entry.key] = entry.keyLocation
        switch entry.key {
        case "include": configuration.include = strings(value, keyPath: "include").map(Glob.init)
        case "exclude": configuration.exclude = strings(value, keyPath: "exclude").map(Glob.init)
        case "controllers":
            for item in map(value, keyPath: "controllers", allowed: ["paths", "known", "packages"]) {
                configuration.locations["controllers." + item.key] = item.keyLocation
                let list = strings(item.value, keyPath: "controllers." + item.key)
                switch item.key {
                case "paths": configuration.controllers.paths = list.map(Self.trimmingSlashes)
                case "known": configuration.controllers.known = list
                default: configuration.controllers.packages = list
                }
            }
        case "native":
            for item in map(value, keyPath: "native", allowed: ["ios", "android"]) {
                configuration.locations["native." + item.key] = item.keyLocation
                let list = strings(item.value, keyPath: "native." + item.key).map(Self.trimmingSlashes)
                if item.key == "ios" { configuration.native.ios = list } else { configuration.native.android = list }
            }
        case "platforms":
            configuration.platforms = Set(stringValues(value, keyPath: "platforms").compactMap { item in
                choice(item, keyPath: "platforms", among: Configuration.Platform.allCases.map(\.rawValue))
                    .flatMap(Configuration.Platform.init(rawValue:))
            })
        case "fail_level":
            if let level = choice(value, keyPath: "fail_level", among: Severity.allCases.map(\.rawValue)).flatMap(Severity.init(rawValue:)) {
                configuration.failLevel = level
            }
        case "rules":
            for item in map(value, keyPath: "rules", allowed: nil) { decodeRule(item) }
        case "sf_symbols":
            for item in map(value, keyPath: "sf_symbols", allowed: ["extra"]) {
                configuration.extraSFSymbols = strings(item.value, keyPath: "sf_symbols.extra")
            }
        case "custom_rules":
            guard let items = value.array else {
                if value.kind != .null { report(value.location, "custom_rules", "`custom_rules` must be a list of rules (`- id: ...`), not \(value.kindDescription)") }
                break
            }
            for item in items { decodeCustomRule(item) }
        case "image_attributes": configuration.imageAttributes = strings(value, keyPath: "image_attributes")
        case "projects": configuration.projects = strings(value, keyPath: "projects").map(Self.trimmingSlashes)
        case "root":
            if let text = value.string {
                configuration.repositoryRoot = Self.trimmingSlashes(text)
            } else {
                report(value.location, "root", "`root` must be a folder path (relative to this file), not \(value.kindDescription)")
            }
        case "max_file_size":
            if let size = FileSizeLimit.bytes(of: value), size > 0 {
                configuration.maxFileSize = size
            } else {
                report(value.location, "max_file_size", "`max_file_size` must be a positive number of bytes or a size such as `10 MB` or `512 KB`, not \(value.string.map { "`\($0)`" } ?? value.kindDescription)")
            }
        default: break  // reported by `map` as unknown
        }
    }

    private mutating func decodeRule(_ entry: ConfigEntry) {
        let keyPath = "rules." + entry.key
        var setting = RuleSetting(ruleID: entry.key, location: entry.keyLocation)
        switch entry.value.kind {
        case .bool(let enabled): setting.isEnabled = enabled
        case .null: break
        case .map(let options):
            var seen: Set<String> = []
            for option in options {
                if !seen.insert(option.key).inserted { duplicate(option, keyPath: keyPath) }
                if option.key == "severity" {
                    apply(level: option.value, keyPath: keyPath + ".severity", to: &setting)
                } else {
                    setting.options.append(option)
                }
            }
        default: apply(level: entry.value, keyPath: keyPath, to: &setting)
        }
        configuration.rules[entry.key] = setting
    }

    private static let customRuleKeys = ["id", "css", "xpath", "message", "severity", "paths", "help"]

    private mutating func decodeCustomRule(_ item: ConfigValue) {
        let keyPath = "custom_rules"
        guard item.entries != nil else {
            report(item.location, keyPath, "each item of `custom_rules` must be a map with `id`, `css` or `xpath`, and `message`, not \(item.kindDescription)")
            return
        }
        let entries = map(item, keyPath: keyPath, allowed: Self.customRuleKeys)
        func text(_ key: String) -> (String, ConfigValue)? {
            guard let entry = entries.first(where: { $0.key == key }) else { return nil }
            guard let string = entry.value.string, !string.isEmpty else {
                report(entry.value.location, keyPath + "." + key, "`\(key)` must be a non-empty string, not \(entry.value.kindDescription)")
                return nil
            }
            return (string, entry.value)
        }
        guard let (id, idValue) = text("id") else {
            if !entries.contains(where: { $0.key == "id" }) { report(item.location, keyPath, "this custom rule has no `id`; give it a kebab-case name (`id: img-needs-alt`)") }
            return
        }
        let ruleKeyPath = keyPath + "." + id
        guard Self.isKebabCase(id) else {
            report(idValue.location, ruleKeyPath, "`\(id)` is not a valid rule id; use lowercase words joined by `-` (`img-needs-alt`)")
            return
        }
        if let first = configuration.customRules.first(where: { $0.id == id }) {
            report(idValue.location, ruleKeyPath, "the custom rule `\(id)` is defined twice (first at line \(first.idLocation.line)); keep one")
            return
        }
        let selectors = CustomRuleDefinition.Language.allCases.compactMap { language in text(language.rawValue).map { (language, $0.0, $0.1) } }
        guard selectors.count == 1, let (language, selector, selectorValue) = selectors.first else {
            let message = selectors.isEmpty ? "the custom rule `\(id)` has no selector; add `css:` or `xpath:`" : "the custom rule `\(id)` has both `css:` and `xpath:`; keep one"
            if selectors.isEmpty, entries.contains(where: { $0.key == "css" || $0.key == "xpath" }) { return }
            report(idValue.location, ruleKeyPath, message)
            return
        }
        guard let (message, _) = text("message") else {
            if !entries.contains(where: { $0.key == "message" }) { report(idValue.location, ruleKeyPath, "the custom rule `\(id)` has no `message`; say what is wrong and what to do") }
            return
        }
        var severity = Severity.warning
        if let value = entries.first(where: { $0.key == "severity" })?.value,
           let level = choice(value, keyPath: ruleKeyPath + ".severity", among: Severity.allCases.map(\.rawValue)).flatMap(Severity.init(rawValue:)) {
            severity = level
        }
        let paths = entries.first { $0.key == "paths" }.map { strings($0.value, keyPath: ruleKeyPath + ".paths") } ?? []
        let (start, verbatim) = scalarStart(of: selectorValue, text: selector)
        configuration.customRules.append(CustomRuleDefinition(
            id: id, idLocation: idValue.location, language: language, selector: selector, selectorStart: start, selectorIsVerbatim: verbatim,
            message: message, severity: severity,
            include: paths.filter { !$0.hasPrefix("!") }.map(Glob.init), exclude: paths.filter { $0.hasPrefix("!") }.map { Glob(String($0.dropFirst())) },
            help: text("help")?.0))
    }

    /// Where the text of a scalar starts (after its quote), and whether it is written there as
    /// it reads, on one line.
    private func scalarStart(of value: ConfigValue, text: String) -> (FileLocation, Bool) {
        var line = 1
        var offset = 0
        while line < value.location.line, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }
        let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let lineText = String(decoding: bytes[offset..<lineEnd], as: UTF8.self)
        let before = lineText.prefix(value.location.column - 1)
        let rest = lineText.dropFirst(value.location.column - 1)
        let quoted = rest.first == "\"" || rest.first == "'"
        let start = FileLocation(line: value.location.line, column: value.location.column + (quoted ? 1 : 0))
        let body = quoted ? rest.dropFirst() : rest
        return (start, before.count == value.location.column - 1 && body.hasPrefix(text))
    }

    private static func isKebabCase(_ id: String) -> Bool {
        id.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
            !word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    private mutating func apply(level value: ConfigValue, keyPath: String, to setting: inout RuleSetting) {
        if let enabled = value.bool {
            setting.isEnabled = enabled
        } else if let level = choice(value, keyPath: keyPath, among: Self.levels) {
            setting.isEnabled = level != "off"
            setting.severity = Severity(rawValue: level)
        }
    }

    // MARK: Shapes

    /// The entries of a map, reporting unknown keys (when `allowed` is given) and repeated ones.
    private mutating func map(_ value: ConfigValue, keyPath: String, allowed: [String]?) -> [ConfigEntry] {
        if case .null = value.kind { return [] }
        guard let entries = value.entries else {
            report(value.location, keyPath, "\(describe(keyPath)) must be a map of settings, not \(value.kindDescription)")
            return []
        }
        var seen: Set<String> = []
        return entries.filter { entry in
            if !seen.insert(entry.key).inserted {
                duplicate(entry, keyPath: keyPath)
                return false
            }
            guard let allowed, !allowed.contains(entry.key) else { return true }
            let place = keyPath.isEmpty ? "" : " under `\(keyPath)`"
            report(
                entry.keyLocation, join(keyPath, entry.key), "unknown key `\(entry.key)`\(place)",
                suggestions: StringDistance.suggestions(for: entry.key, among: allowed))
            return false
        }
    }

    /// A list of strings; a single string is taken as a list of one.
    private mutating func strings(_ value: ConfigValue, keyPath: String) -> [String] {
        stringValues(value, keyPath: keyPath).compactMap { item in
            guard let text = item.string else {
                report(item.location, keyPath, "\(describe(keyPath)) must list strings; this item is \(item.kindDescription)")
                return nil
            }
            return text
        }
    }

    private mutating func stringValues(_ value: ConfigValue, keyPath: String) -> [ConfigValue] {
        switch value.kind {
        case .null: return []
        case .string: return [value]
        case .array(let items): return items
        default:
            report(value.location, keyPath, "\(describe(keyPath)) must be a list of strings, not \(value.kindDescription)")
            return []
        }
    }

    /// One of `choices`, reporting anything else with the closest choices.
    private mutating func choice(_ value: ConfigValue, keyPath: String, among choices: [String]) -> String? {
        let options = choices.map { "`\($0)`" }.joined(separator: ", ")
        guard let text = value.string else {
            report(value.location, keyPath, "\(describe(keyPath)) must be one of \(options), not \(value.kindDescription)")
            return nil
        }
        guard choices.contains(text) else {
            report(value.location, keyPath, "`\(text)` is not a valid value for \(describe(keyPath)); use one of \(options)",
                   suggestions: Self.suggestions(for: text, among: choices))
            return nil
        }
        return text
    }

    /// Close spellings, else choices the text abbreviates (`warn` -> `warning`, as ESLint spells it).
    private static func suggestions(for text: String, among choices: [String]) -> [String] {
        let close = StringDistance.suggestions(for: text, among: choices)
        guard close.isEmpty, text.count >= 2 else { return close }
        return choices.filter { $0.hasPrefix(text.lowercased()) }
    }

    // MARK: Reporting

    private mutating func duplicate(_ entry: ConfigEntry, keyPath: String) {
        report(entry.keyLocation, join(keyPath, entry.key), "`\(entry.key)` is set twice; keep one")
    }

    private mutating func report(_ location: FileLocation, _ keyPath: String, _ message: String, suggestions: [String] = []) {
        errors.append(ConfigurationError(path: path, keyPath: keyPath, location: location, message: message, suggestions: suggestions))
    }

    private func describe(_ keyPath: String) -> String { keyPath.isEmpty ? "the file" : "`\(keyPath)`" }

    private func join(_ keyPath: String, _ key: String) -> String { keyPath.isEmpty ? key : keyPath + "." + key }

    private static func trimmingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
