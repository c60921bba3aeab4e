import BridgeLintCore
import BridgeLintTemplate

/// Reports start tags that browsers close or drop because of where they stand: a `<div />` that
/// stays open, a heading, link or button inside its own kind, a form inside a form or directly
/// in a table.
public struct HTMLInvalidNestingRule: Rule {
    public let metadata = RuleMetadata(
        id: "html-invalid-nesting",
        summary: "Markup browsers nest differently than written: `<div />` left open, a heading, link, button or form inside its own kind.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.template.issues.contains(where: { $0.kind == .invalidNesting }), context.templateRendersHTML else { return [] }
        return context.renderedIssues(of: [.invalidNesting]).filter { !context.closesInForeignContent($0) }.map { issue in
            if issue.paragraphOpenToEnd { return context.paragraphLeftOpen(issue) }
            if issue.formInTableLead != nil { return context.formInTable(issue) }
            return context.diagnostic(for: issue)
        }
    }
}

extension RuleContext {
    /// A `<form>` directly in a table, outside a cell (`ParseIssue.formInTableLead`): in a
    /// partial rendered only inside Turbo Streams, whose content browsers parse inside a
    /// `<template>`, they ignore its start tag (an error: its fields belong to no form), where a
    /// page's parse inserts it empty and keeps its fields associated (the issue as found).
    func formInTable(_ issue: ParseIssue) -> Diagnostic {
        guard let lead = issue.formInTableLead, let sites = graph.turboStreamSites(ofOnly: template.file.path) else { return diagnostic(for: issue) }
        var issue = issue
        let shown = sites.prefix(2).map { "`\(project.appRelative($0.path)):\($0.line)`" }.joined(separator: ", ") + (sites.count > 2 ? ", …" : "")
        let place = "and this partial renders only inside Turbo Streams (\(shown)), whose content browsers parse inside a `<template>`"
        (issue.message, issue.help) = ParseIssue.formIgnoredInTemplate(lead: lead, place: place)
        issue.movesContent = true
        return diagnostic(for: issue)
    }

    /// A `<p />` the template leaves open to its end (`ParseIssue.paragraphOpenToEnd`): the
    /// `<p>` holds the rest of the template, as one written without `</p>` does, and only what
    /// follows where the template renders can land in it from outside. An error where the render
    /// graph shows something that does (naming the site); a warning that says nothing moves
    /// where every site closes it first, and one that claims nothing where what follows is not
    /// known.
    func paragraphLeftOpen(_ issue: ParseIssue) -> Diagnostic {
        var issue = issue
        let slash = ParseIssue.ignoredSlash(in: "p") + ", so the `<p>` holds the rest of this template, as a `<p>` written without `</p>` does"
        issue.help = "write `<p>` (its end tag is optional), or `<p></p>` if it was meant empty"
        var closing = graph.closesParagraphLeftOpen(by: template.file.path)
        // A site in a page proven never to render is no place for the claim: ask again without those.
        if case .holds = closing { closing = graph.closesParagraphLeftOpen(by: template.file.path, neverRenders: neverRenders) }
        switch closing {
        case .closed:
            issue.message = slash + "; wherever the template renders, what follows closes it before anything else lands inside, so nothing moves if that is what it was meant to hold"
            issue.movesContent = false
        case .holds(let site, let what):
            let sitePath = project.appRelative(site.path)
            issue.message = slash + ", and it stays open past the template's end: where `\(sitePath):\(site.line)` renders it, the \(what) that follows there moves into it"
        case .unknown:
            issue.message = slash + "; what follows where the template renders decides whether anything else lands inside"
            issue.movesContent = false
        }
        return diagnostic(for: issue)
    }
}
