import BridgeLintCore
import BridgeLintProject

/// Which rules run, from `--select`, `--extend-select` and `--ignore` over `.bridgelint.yml`.
///
/// A selector is `ALL`, a rule id, or an area prefix (`bridge`, `bridge-`, `stimulus-unknown`)
/// that matches the ids continuing it at a `-`. For each rule the most specific matching
/// selector decides (the longest; `--ignore` wins a tie), as in Ruff; without `--select`, every
/// rule is selected by an implicit `ALL`. A rule `.bridgelint.yml` turns `off` stays off unless
/// `--select` or `--extend-select` names its exact id.
public struct RuleSelection: Sendable, Equatable {
    /// Nil: every rule, as if `ALL`.
    public var select: [String]?
    public var extendSelect: [String]
    public var ignore: [String]

    public init(select: [String]? = nil, extendSelect: [String] = [], ignore: [String] = []) {
        self.select = select
        self.extendSelect = extendSelect
        self.ignore = ignore
    }

    /// Whether a rule runs, and what decided it (for `--show-settings`).
    public struct Decision: Sendable, Equatable {
        public var runs: Bool
        /// `default`, `--select bridge-`, `--ignore html-parse-error`, `.bridgelint.yml:4:3`, ...
        public var source: String
    }

    /// Whether rule `id` runs, given its setting in the configuration (nil: not configured).
    public func decision(for id: String, setting: RuleSetting?, configurationPath: String?) -> Decision {
        let positive = (select ?? ["ALL"]).map { ("--select", $0) } + extendSelect.map { ("--extend-select", $0) }
        let bestSelect = Self.mostSpecific(positive.filter { Self.selector($0.1, matches: id) })
        let bestIgnore = Self.mostSpecific(ignore.map { ("--ignore", $0) }.filter { Self.selector($0.1, matches: id) })
        let configured = setting.map { setting in
            "\(configurationPath ?? ProjectLocator.configurationFileName):\(setting.location.line):\(setting.location.column)"
        }
        if let bestIgnore, Self.specificity(bestIgnore.1) >= bestSelect.map({ Self.specificity($0.1) }) ?? -1 {
            return Decision(runs: false, source: "\(bestIgnore.0) \(bestIgnore.1)")
        }
        guard let bestSelect else { return Decision(runs: false, source: "not in --select") }
        let namedOnCommandLine = select != nil || bestSelect.0 == "--extend-select"
        if let setting, !setting.isEnabled, !(bestSelect.1 == id && namedOnCommandLine) {
            return Decision(runs: false, source: configured ?? "configuration")
        }
        if namedOnCommandLine { return Decision(runs: true, source: "\(bestSelect.0) \(bestSelect.1)") }
        return Decision(runs: true, source: setting?.severity != nil ? configured ?? "configuration" : "default")
    }

    /// The selectors that match no rule, each as a usage message with a did-you-mean.
    public func unknownSelectors(among ids: [String]) -> [String] {
        let areas = Set(ids.compactMap { $0.split(separator: "-").first.map(String.init) }.filter { !$0.hasPrefix(CustomRuleDefinition.prefix) })
        let named = (select ?? []).map { ("--select", $0) } + extendSelect.map { ("--extend-select", $0) } + ignore.map { ("--ignore", $0) }
        return named.filter { _, selector in !ids.contains { Self.selector(selector, matches: $0) } }.map { option, selector in
            let hint = StringDistance.suggestions(for: selector, among: ids + areas.map { $0 + "-" }, limit: 1).first.map { " (did you mean `\($0)`?)" } ?? ""
            return "`\(option) \(selector)` matches no rule\(hint); `bridgelint rules` lists them"
        }
    }

    static func selector(_ selector: String, matches id: String) -> Bool {
        if selector == "ALL" || selector == id { return true }
        // `custom` and `custom:` select every custom rule (`custom:img-needs-alt`).
        if selector + ":" == CustomRuleDefinition.prefix || selector == CustomRuleDefinition.prefix { return id.hasPrefix(CustomRuleDefinition.prefix) }
        return id.hasPrefix(selector.hasSuffix("-") ? selector : selector + "-")
    }

    /// `ALL` is the least specific; a longer prefix is more specific; the exact id most.
    private static func specificity(_ selector: String) -> Int {
        selector == "ALL" ? 0 : selector.count + (selector.hasSuffix("-") ? 0 : 1)
    }

    private static func mostSpecific(_ candidates: [(String, String)]) -> (String, String)? {
        candidates.max { specificity($0.1) < specificity($1.1) }
    }
}
