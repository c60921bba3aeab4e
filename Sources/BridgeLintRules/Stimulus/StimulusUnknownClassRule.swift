import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a `data-<identifier>-<name>-class` whose name is not in `static classes`.
public struct StimulusUnknownClassRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-unknown-class",
        summary: "A `data-<identifier>-<name>-class` attribute whose name the controller does not declare in `static classes`.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        DeclaredMemberCheck.cssClass.check(context)
    }
}
