import BridgeLintCore
import BridgeLintTemplate

/// Reports start tags that browsers close or drop because of where they stand: a `<div />` that
/// stays open, a heading, link or button inside its own kind, a form inside a form.
public struct HTMLInvalidNestingRule: Rule {
    public let metadata = RuleMetadata(
        id: "html-invalid-nesting",
        summary: "Markup browsers nest differently than written: `<div />` left open, a heading, link, button or form inside its own kind.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.template.issues.contains(where: { $0.kind == .invalidNesting }), context.templateRendersHTML else { return [] }
        return context.renderedIssues(of: [.invalidNesting]).filter { !context.closesInForeignContent($0) }.map(context.diagnostic(for:))
    }
}
