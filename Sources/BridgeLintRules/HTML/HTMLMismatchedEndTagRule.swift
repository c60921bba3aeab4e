import BridgeLintCore
import BridgeLintTemplate

/// Reports end tags that close the wrong element, and elements closed only implicitly by an
/// outer end tag. An end tag with nothing open in the template is judged at its render sites.
public struct HTMLMismatchedEndTagRule: Rule {
    public let metadata = RuleMetadata(
        id: "html-mismatched-end-tag",
        summary: "An end tag that does not match the open element, or an element never closed.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.template.issues.contains(where: { $0.kind == .mismatchedEndTag || $0.kind == .unclosedElement }), context.templateRendersHTML else { return [] }
        let issues = context.renderedIssues(of: [.mismatchedEndTag, .unclosedElement])
        let path = context.template.file.path
        return issues.filter { issue in
            // `</main>` with nothing open in a footer partial closes what its render site opened.
            if let name = issue.topLevelEndTag { return !context.graph.mayHaveOpen(name, whereRendering: path) }
            // And the reverse: an element left open around a render of such a partial is closed there.
            if issue.kind == .unclosedElement, let closedAt = issue.relatedRange,
               context.graph.rendersClosing(context.template.file.text(in: issue.range).lowercased(), from: path,
                                            within: SourceRange(start: issue.range.end, end: closedAt.start)) {
                return false
            }
            return true
        }.map(context.diagnostic(for:))
    }
}
