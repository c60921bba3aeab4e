import BridgeLintCore

/// Reports suppression comments that silence nothing, or name rules that do not exist. Its
/// findings come from `SuppressionFilter`, which runs after every other rule.
public struct SuppressionUnusedRule: Rule {
    public static let id = "suppression-unused"

    public let metadata = RuleMetadata(
        id: SuppressionUnusedRule.id,
        summary: "A bridgelint:disable comment that silences nothing or names an unknown rule.",
        defaultSeverity: .warning,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }
}
