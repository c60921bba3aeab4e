import BridgeLintCore
import BridgeLintTemplate

/// Reports an attribute written twice on one tag: browsers keep the first and drop the second,
/// so a second `data-action` or `data-controller` silently does nothing.
public struct HTMLDuplicateAttributeRule: Rule {
    public let metadata = RuleMetadata(
        id: "html-duplicate-attribute",
        summary: "The same attribute twice on one tag; the second is ignored.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.template.issues.contains(where: { $0.kind == .duplicateAttribute }), context.templateRendersHTML else { return [] }
        return context.renderedIssues(of: [.duplicateAttribute]).map(context.diagnostic(for:))
    }
}
