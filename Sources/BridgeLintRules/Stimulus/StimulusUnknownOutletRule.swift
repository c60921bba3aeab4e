import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a `data-<identifier>-<name>-outlet` whose name is not in `static outlets`.
public struct StimulusUnknownOutletRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-unknown-outlet",
        summary: "A `data-<identifier>-<name>-outlet` attribute whose name the controller does not declare in `static outlets`.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        DeclaredMemberCheck.outlet.check(context)
    }
}
