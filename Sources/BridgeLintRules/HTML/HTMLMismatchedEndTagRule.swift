import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate

/// Reports end tags that close the wrong element, and elements closed only implicitly by an
/// outer end tag. An end tag with nothing open in the template is judged at its render sites,
/// and with what the templates it renders before it leave open.
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
        return issues.compactMap { found in
            let issue = context.followingRenderSite(found)
            // A `<table>` closes an open `<p>` outside quirks mode only: a page without a
            // doctype (an email's layout) keeps the table in the `<p>`, and this `</p>` closes it.
            if issue.closedByTableOnlyInNoQuirksMode, !context.rendersOutsideQuirksMode { return nil }
            // An end tag too many by its indentation closes, instead, what a template rendered
            // inside the element it closes early leaves open (a layout's `</div>` after `yield`
            // closing the `<div id="layout">` its pages leave open).
            if let name = issue.extraEndTagByIndentation, let closed = issue.relatedRange,
               context.graph.leavesOpen(name, byCallsIn: path, within: SourceRange(start: closed.start, end: issue.range.start)) {
                return nil
            }
            // Likewise in a helper's block: a partial rendered there before the end tag that leaves
            // the element open (one bridgelint reads: an end tag in a block is more often misnested).
            if let block = issue.endTagInHelperBlock,
               context.graph.leavesOpen(block.name, byCallsIn: path, within: SourceRange(start: block.helperStart + 1, end: issue.range.start), readOnly: true) {
                return nil
            }
            // A partial rendered before it, inside the elements open here, that leaves an element
            // of its name open: the end tag closes that one (a policy page's `</div>`s after an
            // accordion partial that leaves its sections' `<div>`s open).
            if let name = issue.endTagSearchingPastTemplate ?? issue.topLevelEndTag,
               context.graph.leavesOpen(name, byCallsIn: path, within: SourceRange(start: 0, end: issue.range.start), readOnly: true,
                                        openAtEnd: context.openElementStarts(at: issue.range.start)) {
                return nil
            }
            // `</main>` with nothing open in a footer partial closes what its render site opened.
            if let name = issue.topLevelEndTag {
                return context.mayHaveOpen(name, before: issue.range.start) ? nil : context.diagnostic(for: issue)
            }
            // And the reverse: an element left open around a render of such a partial is closed there.
            if issue.kind == .unclosedElement, let closedAt = issue.relatedRange,
               context.graph.rendersClosing(context.template.file.text(in: issue.range).lowercased(), from: path,
                                            within: SourceRange(start: issue.range.end, end: closedAt.start)) {
                return nil
            }
            // Extra on this path, the end tag that closes the element on the other may close
            // what is open where the template renders.
            if let offset = issue.laterEndTagOnlyExtraHere, let message = issue.messageWhereRenderSiteHasItOpen,
               let closed = issue.relatedRange, context.mayHaveOpen(context.template.file.text(in: closed).lowercased(), before: offset) {
                var hedged = issue
                hedged.message = message
                return context.diagnostic(for: hedged)
            }
            if let echo = issue.extraEndTagEcho {
                return context.extraEndTagEchoAtRenderSite(issue, echo: echo)
            }
            if let name = issue.endTagSearchingPastTemplate {
                if let closing = context.renderSiteElementClosed(by: name, at: issue.range) {
                    return context.closesRenderSiteElement(issue, name: name, closing: closing)
                }
                if context.mayHaveOpen(name, before: issue.range.start) { return context.mayCloseRenderSiteElement(issue, name: name) }
            }
            return context.diagnostic(for: issue)
        }
    }
}

/// What an end tag searching past the template closes where it renders (see
/// `RuleContext.renderSiteElementClosed(by:at:)`).
struct RenderSiteClosing {
    var element: RenderSiteElement
    /// Only end tags follow it on the page.
    var toPageEnd: Bool
    /// Only end tags follow it until the end tag of the outermost element of its name around
    /// the template finds nothing left to close and is ignored.
    var realigns: Bool
    var related: RelatedLocation
}

extension RuleContext {
    /// An issue whose message says an element still open at the end of the template "closes at
    /// the same place anyway": true only at the top of the page. Where the template renders
    /// inside another, the element stays open past the render call, and what follows there
    /// lands inside it (an error, when the render graph shows what follows); when what follows
    /// is not known, the message makes no claim about it.
    func followingRenderSite(_ issue: ParseIssue) -> ParseIssue {
        guard let name = issue.openToEnd, let note = issue.sameEndNote, issue.message.hasSuffix(note) else { return issue }
        var issue = issue
        issue.message.removeLast(note.count)
        var following = graph.following(template.file.path, leftOpen: name)
        // A site in a page proven never to render is no place for the claim: ask again without those.
        if case .markup = following { following = graph.following(template.file.path, leftOpen: name, neverRenders: neverRenders) }
        switch following {
        case .pageEnd:
            issue.message += note
        case .markup(let site, let what):
            let sitePath = project.appRelative(site.path)
            issue.message += "; the `<\(name)>` is never closed in this template, so it stays open past its end: where `\(sitePath):\(site.line)` renders it, the \(what) that follows there moves into it"
            issue.movesContent = true
        case .unknown:
            break
        }
        return issue
    }

    /// Where the end tag named `name` at `endTag` searches past the template (nothing in it
    /// stops the search) and every render site has an element of its name open around the
    /// template: the first site's element, what the other sites do, whether only end tags
    /// follow it on the page (here and after where it renders), and else whether only end tags
    /// follow it until the end tag of the outermost element of its name around the template
    /// finds nothing left to close (`realigns`: the tree is as the source means again before
    /// anything renders); nil where some site has none. Render sites in pages proven never to
    /// render are skipped.
    func renderSiteElementClosed(by name: String, at endTag: SourceRange) -> RenderSiteClosing? {
        let path = template.file.path
        guard let sites = graph.openOnEveryPath(name, whereRendering: path, at: endTag.start, requiring: requirements(at: endTag.start), neverRenders: neverRenders,
                                                stopsSearch: ParseIssue.stopsEndTagSearch) else { return nil }
        let site = sites[0]
        let (line, tag) = startTag(of: site.element, in: site.path)
        // From the `</` of the end tag: it and what follows it on the page.
        let toPageEnd = graph.rendersNothing(from: max(0, endTag.start - 2), in: path, neverRenders: neverRenders)
        let realigns = !toPageEnd && graph.rendersNothingUntilEndTagsRealign(name, from: max(0, endTag.start - 2), in: path, neverRenders: neverRenders,
                                                                               stopsSearch: ParseIssue.stopsEndTagSearch)
        return RenderSiteClosing(element: RenderSiteElement(tag: tag, path: site.path, line: line, otherSites: sites.count - 1), toPageEnd: toPageEnd, realigns: realigns,
                                 related: related(path: site.path, location: FileLocation(line: line, column: 1), "`\(tag)` opened here, around where this template renders"))
    }

    /// A stray end tag (`</div>` with a `<section>` of the template open) where every render
    /// site has an element of its name open around the template (`closing`): browsers close that
    /// element there, and the template's open elements with it, so what follows moves out of
    /// them (an error). When nothing renders after it on the page (`movesNothing`), they close
    /// early with nothing left to move: a warning that says so.
    /// With `realigns`, what follows renders, but only after the end tag of the outermost
    /// element of its name around the template, which then finds nothing to close: the tree
    /// is as the source means again before anything renders.
    func closesRenderSiteElement(_ issue: ParseIssue, name: String, closing: RenderSiteClosing) -> Diagnostic {
        let site = closing.element
        let movesNothing = closing.toPageEnd || closing.realigns
        let realigns = closing.realigns
        let open = issue.relatedRange.map { range in
            " and the `<\(template.file.text(in: range))>` opened on line \(template.file.position(of: range.start).line) with it"
        } ?? ""
        let message = movesNothing
            ? "end tag `</\(name)>` has no open `<\(name)>` in this template: where it renders, browsers close \(site.described) early\(site.othersNote)\(open.isEmpty ? "" : "," + open); only end tags follow it on the page (here and after where it renders)\(realigns ? " until the end tag of the outermost `<\(name)>` there finds nothing left to close and is ignored" : ""), so nothing moves"
            : "end tag `</\(name)>` has no open `<\(name)>` in this template: where it renders, browsers close \(site.described)\(site.othersNote)\(open), so what follows moves out of them"
            + (issue.causeNote.map { "; " + $0 } ?? "")
        var related = issue.relatedRange.map { [self.related($0, issue.relatedMessage ?? "")] } ?? []
        related.append(closing.related)
        return diagnostic(message, at: issue.range, help: meantForOpenElement(issue, name: name) ?? "remove the stray `</\(name)>`, or add the `<\(name)>` it was meant to close",
                          related: related, severity: movesNothing ? .warning : nil)
    }

    /// An end tag searching past the template where a render site may have an element of its
    /// name open around it (a layout or page bridgelint cannot follow whole): browsers ignore
    /// it only where none is; where one is, it closes it, and the template's open elements with
    /// it. The message says both, and claims nothing moves only where nothing is open.
    func mayCloseRenderSiteElement(_ issue: ParseIssue, name: String) -> Diagnostic {
        let open = issue.relatedRange.map { range in
            " (and the `<\(template.file.text(in: range))>` opened on line \(template.file.position(of: range.start).line) with it)"
        } ?? ""
        let message = "end tag `</\(name)>` has no open `<\(name)>` in this template: where it renders, it closes the nearest `<\(name)>` open around it\(open); browsers ignore it only where none is open"
        let related = issue.relatedRange.map { [self.related($0, issue.relatedMessage ?? "")] } ?? []
        return diagnostic(message, at: issue.range, help: meantForOpenElement(issue, name: name) ?? issue.help ?? "remove the stray `</\(name)>`",
                          related: related, severity: .warning)
    }

    /// The help when the stray end tag was written for the template's element it closes with
    /// the render site's (`issue.relatedRange`): both first on their lines at one indentation,
    /// and no end tag of that element's name after it in the template (`<div class="sign-in">`
    /// on line 1 and `</article>` on the last line).
    private func meantForOpenElement(_ issue: ParseIssue, name: String) -> String? {
        let file = template.file
        guard let opened = issue.relatedRange, opened.start > 0, issue.range.start >= 2 else { return nil }
        let element = file.text(in: opened)
        func indentation(ofTagAt offset: Int) -> [UInt8]? {
            let lineStart = file.lineStarts[file.lineIndex(containing: offset)]
            let prefix = file.bytes[lineStart..<offset]
            return prefix.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ? Array(prefix) : nil
        }
        guard let own = indentation(ofTagAt: opened.start - 1), own == indentation(ofTagAt: issue.range.start - 2),
              !ByteSearch.contains(Array("</\(element)".utf8), in: Array(file.bytes[issue.range.end...])) else { return nil }
        return "write `</\(element)>` for this `</\(name)>`: it lines up with the `<\(element)>` opened on line \(file.position(of: opened.start).line), which has no end tag of its own"
    }

    /// An end tag too many that the indentation places, whose element's own end tag later finds
    /// none of the template's elements of its name open (`ParseIssue.extraEndTagEcho`): where
    /// every render site has an element of that name open around the template, that end tag
    /// closes it, and what follows it there moves out of it too (an error, unless only end tags
    /// follow on the page). Where some site may have one open, the message no longer says it
    /// closes nothing; where none has, it stands.
    func extraEndTagEchoAtRenderSite(_ issue: ParseIssue, echo: ExtraEndTagEcho) -> Diagnostic {
        var issue = issue
        let own: ExtraEndTagMessage.OwnEndTag
        var related = issue.relatedRange.map { [self.related($0, issue.relatedMessage ?? "")] } ?? []
        if let closing = renderSiteElementClosed(by: echo.message.name, at: echo.range) {
            own = .closesRenderSiteElement(closing.element, toPageEnd: closing.toPageEnd, realigns: closing.realigns)
            related.append(closing.related)
        } else if mayHaveOpen(echo.message.name, before: echo.range.start) {
            own = .mayCloseRenderSiteElement(line: template.file.position(of: echo.range.start).line)
        } else {
            return diagnostic(for: issue)
        }
        issue.message = echo.message.message(own)
        issue.movesContent = echo.message.movesContent(own)
        if case .mayCloseRenderSiteElement = own { return diagnostic(for: issue) }
        return diagnostic(issue.message, at: issue.range, help: issue.help, related: related, severity: issue.movesContent ? nil : .warning)
    }

    /// Whether every page the template is part of is outside quirks mode: the top template of
    /// each page starts with such a doctype (see `RenderGraph.rendersOnlyOutsideQuirksMode`). The
    /// template's own doctype counts only where nothing wraps it: inside a layout (a mail view's
    /// `<!DOCTYPE html>` in a mailer layout without one) browsers ignore it.
    var rendersOutsideQuirksMode: Bool {
        graph.rendersOnlyOutsideQuirksMode(template.file.path)
    }

    /// Where the template's elements open at `offset` start.
    func openElementStarts(at offset: Int) -> Set<Int> {
        Set(template.elements.lazy.filter { $0.range.start < offset && offset < $0.range.end }.map(\.range.start))
    }

    /// Whether an element named `name` may be open where this template renders, for an end tag
    /// at `offset` that finds none in it (see `RenderGraph.mayHaveOpen`): only sites in pages
    /// not proven never to render count, asked only of a yes (skipping sites only turns it no).
    func mayHaveOpen(_ name: String, before offset: Int) -> Bool {
        let path = template.file.path
        let requiring = requirements(at: offset)
        return graph.mayHaveOpen(name, whereRendering: path, before: offset, requiring: requiring)
            && graph.mayHaveOpen(name, whereRendering: path, before: offset, requiring: requiring, neverRenders: neverRenders)
    }

    /// The line of `element` in the template at `path`, and its start tag as a short quote
    /// (`<div class="main">`).
    private func startTag(of element: ScopeStep, in path: String) -> (line: Int, tag: String) {
        guard let bytes = corpus.templateText(at: path) else { return (1, "<\(element.name)>") }
        let file = SourceFile(path: path, bytes: bytes)
        let line = file.position(of: element.start).line
        let parsed = TemplateParser.parse(file)
        guard let found = parsed.elements.first(where: { $0.range.start == element.start }),
              let classes = found.attribute(named: "class")?.value?.staticText, !classes.isEmpty else { return (line, "<\(element.name)>") }
        return (line, "<\(element.name) class=\"\(classes)\">")
    }
}
