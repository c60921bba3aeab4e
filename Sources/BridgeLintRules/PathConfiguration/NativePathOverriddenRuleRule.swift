import BridgeLintCore
import BridgeLintProject

/// Reports a rule that never takes effect: a later rule has the same patterns and sets every
/// property it sets. Both libraries merge the properties of every matching rule in order, later
/// ones winning, so the earlier rule's values are always overwritten.
public struct NativePathOverriddenRuleRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-overridden-rule",
        summary: "A path configuration rule whose every property a later rule with the same patterns overrides.",
        defaultSeverity: .warning)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        context.project.pathConfigurations.configurations.flatMap { configuration in
            let rules = configuration.rules.filter(\.isFullyKnown)
            return rules.enumerated().compactMap { offset, rule -> ProjectFinding? in
                let patterns = Set(rule.patterns.map(\.text))
                let keys = Set(rule.properties.map(\.key))
                guard !patterns.isEmpty, !keys.isEmpty, let patternsNode = rule.patternsNode,
                      let later = rules[(offset + 1)...].first(where: { Set($0.patterns.map(\.text)) == patterns && keys.isSubset(of: $0.properties.map(\.key)) })
                else { return nil }
                return context.finding(
                    in: configuration.path, at: .range(patternsNode.range),
                    "this rule never takes effect: rule \(later.index + 1) has the same patterns and sets every property it sets (\(keys.sorted().map { "`\($0)`" }.joined(separator: ", "))), and later rules win",
                    about: nil, help: "remove this rule, or merge what it means into the later one")
            }
        }
    }
}
