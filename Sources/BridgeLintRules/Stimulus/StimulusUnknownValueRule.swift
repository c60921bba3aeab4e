import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a `data-<identifier>-<name>-value` whose name is not in `static values`.
public struct StimulusUnknownValueRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-unknown-value",
        summary: "A `data-<identifier>-<name>-value` attribute whose name the controller does not declare in `static values`.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        DeclaredMemberCheck.value.check(context)
    }
}
