import BridgeLintCore
import BridgeLintTemplate

/// Reports end tags that close the wrong element, and elements closed only implicitly by an
/// outer end tag (libxml2's own structural errors, mapped to the template's source).
public struct HTMLMismatchedEndTagRule: Rule {
    public let metadata = RuleMetadata(
        id: "html-mismatched-end-tag",
        summary: "An end tag that does not match the open element, or an element never closed.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let issues = context.template.issues.filter { $0.kind == .mismatchedEndTag || $0.kind == .unclosedElement }
        guard !issues.isEmpty, context.structureFollowsHTML else { return [] }
        return issues.map(context.diagnostic(for:))
    }
}
