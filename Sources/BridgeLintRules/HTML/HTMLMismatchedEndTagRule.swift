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
        guard !context.template.issues.isEmpty, context.templateRendersHTML else { return [] }
        return context.template.issues.filter { $0.kind == .mismatchedEndTag || $0.kind == .unclosedElement }.map(context.diagnostic(for:))
    }
}
