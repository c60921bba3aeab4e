import BridgeLintCore

/// Builds one element tree from the template's HTML tags and its ERB helper elements.
///
/// HTML tags follow the WHATWG tree-construction rules of the "in body" insertion mode
/// (implied end tags, scopes, the `<p>`, heading, list, form, link and button rules, foreign
/// SVG/MathML content), so the tree is the one a browser builds and Stimulus sees. What the
/// template cannot show is left alone, not guessed: an HTML end tag never closes a helper's
/// element, the branches of an `if` are parsed from the same starting point (the first
/// branch's result continues; a later `if` on the same condition follows each branch of the
/// earlier one), and errors across ERB branches or loops are not reported. The table modes'
/// implied `<tbody>`, `<tr>` and `<colgroup>` are built. Not modelled: foster parenting (markup
/// in a table outside its cells) and the reconstruction of formatting elements (`<b>` clones
/// after a misnested `</p>`; the list of active formatting elements is kept, so the end tag that
/// ends such a clone is not stray). Each structure issue says, once the tree is built, whether it
/// moves content (`StructureDamage`).
struct TreeBuilder {
    private let bytes: [UInt8]
    private let erbTags: [ERBTag]
    private let html: HTMLTokenizer
    private let ruby: ERBStructure

    private(set) var elements: [Element] = []
    private(set) var issues: [ParseIssue] = []
    /// The HTML elements open at the end of the file (see `Template.openAtEnd`).
    private(set) var openAtEnd: [Int] = []
    /// The Ruby blocks that are not a helper's own (see `Template.rubyBlocks`), in the order they end.
    private(set) var rubyBlocks: [RubyBlock] = []

    /// Open elements, outermost first: HTML elements and the helper elements holding a block.
    private var stack: [Int] = []
    /// Per element: whether an HTML start tag opened it (not a helper, nor the `<p>` a stray
    /// `</p>` makes).
    private var openedByStartTag: [Bool] = []
    /// Per element: the name its tag was written with (`#dynamic` elements keep their masked
    /// tag's name), and what it means to searches of the stack.
    private var tagNames: [String] = []
    private var traits: [HTMLElementKinds.Traits] = []
    /// Per element: how many HTML `<p>` elements were open, it included, when it was pushed on
    /// the stack. The stack only grows and shrinks at its top, returns to states it had (ERB
    /// branches) or loses a `<form>` from its middle, so the count at the current node is the
    /// number of `<p>` open now: the start tags that close a paragraph (`<div>`, `<ul>`, ...)
    /// skip their search of the stack when it is zero, keeping deep nesting linear.
    private var paragraphsOpenThrough: [Int] = []
    /// SVG and MathML elements (and what they contain, up to an HTML integration point).
    private var foreignElements: Set<Int> = []
    /// HTML's form element pointer: set by `<form>` (or a form helper's block, which renders
    /// one) when no `<template>` is open, cleared only by `</form>`, which may end the form
    /// before its helper's `<% end %>`.
    private var formPointer: Int?
    /// Per form helper element that a `</form>` in its block ended early: where its block ends.
    private var formBlockEnds: [Int: Int] = [:]
    /// Per form a `</form>` ended while the form pointer pointed to it: where that end tag ends
    /// (after an ignored inner `<form>`, usually the inner form's end tag).
    private var formEndTagEnds: [Int: Int] = [:]
    /// Form helper elements an end tag in their block closed together with elements still open
    /// inside the form (`<div><%= form_with do %><span></div>`): more than the form closes early.
    private var formsClosedAroundOpenElements: Set<Int> = []
    /// Helpers' elements an end tag in their block closed early, with the element outside it (see
    /// `endTagFoundNothing`): browsers popped them there, so a later end tag in the block closes
    /// an element further out, the same misnesting, not the helper's element again.
    private var helpersClosedEarly: Set<Int> = []
    /// Elements a loop's body opened and left open at the loop's end, with where the loop
    /// starts: each later iteration renders inside the one before.
    private var openPastLoopEnd: [Int: Int] = [:]
    /// The element open around each ERB output so far that writes markup bridgelint cannot read
    /// (see `RubyStringMarkup.writesUnreadableMarkup`), nil at the top: until it closes, an end
    /// tag that finds nothing may close what that markup opened. With the `content_for` block
    /// holding the output, if any: only an end tag in the same block (or outside any) may.
    private var unreadableMarkupParents: [(parent: Int?, block: SourceRange?)] = []
    /// The bodies of the template's `content_for` blocks, read when some output is unreadable.
    private var unreadableMarkupBlocks: [SourceRange] = []

    /// The innermost `content_for` block body holding `offset`, among `unreadableMarkupBlocks`.
    private func contentBlock(at offset: Int) -> SourceRange? {
        unreadableMarkupBlocks.filter { $0.start <= offset && offset < $0.end }.min { $0.length < $1.length }
    }
    /// Per `<form>` an end tag of an element around it closed early (`<div><form></div>…</form>`,
    /// reported as never closed): where its own `</form>`, which then finds nothing to close,
    /// starts. The form element pointer keeps pointing at the form until that end tag.
    private var formEndAfterEarlyClose: [Int: Int] = [:]
    /// `<a>` with no attributes written inside an open link (`<a href="/">Home<a>`, typed for
    /// `</a>`): per its start offset, the nesting issue reported for it and the outer link. When
    /// the bare `<a>` is then itself reported never closed, the two are one typo: one finding.
    private var bareLinksInLinks: [Int: (issue: Int, outer: Int)] = [:]
    /// Helper elements rendered as a start tag only (see `openAsStartTag`): on the stack they
    /// are HTML elements, which HTML end tags close.
    private var startTagHelpers: Set<Int> = []
    /// Helper block id -> the elements its block keeps open.
    private var blockElements: [Int: [Int]] = [:]
    /// Open Ruby blocks: the state when each opened, and how its finished branches ended.
    private var blocks: [Int: BlockState] = [:]
    /// End tags that closed nothing so far (counted, reported or not).
    private var strayEndTagCount = 0
    /// The last finding of an element of each name closed by another element's end tag, and
    /// that end tag (see `explainsSwappedEndTags`).
    private var lastClosedByEndTag: [String: (issue: Int, endTag: HTMLEndTag)] = [:]
    /// The first `</body>` or `</html>` that found its element open (see `closeDocument`).
    private var documentEnd: HTMLEndTag?
    /// Per element: the end tag that closed it.
    private var closingEndTags: [HTMLEndTag?] = []
    /// Elements already reported as never closed.
    private var reportedElements: Set<Int> = []
    /// The last stray end tag reported for an element it does not close: a run of stray end
    /// tags right after it, for the same element, is one slip and one finding.
    private var strayRun: (issue: Int, meant: Int, end: Int, followers: [String])?
    /// Per element: for an HTML element that ended without its own end tag, the offset where
    /// it ended (`<p>` closed by a `<pre>` it cannot contain): a later `</p>` meant it.
    private var implicitlyClosed: [Int?] = []
    /// After a quoted value that swallowed markup, the structure errors are its damage: not news.
    /// From the start when an ERB tag swallows another (`ERBScanner.swallowedOpener`).
    private var damagedFrom = Int.max
    /// The end of the first loop whose body leaves the stack other than it found it.
    private var unbalancedLoopEnd = Int.max
    /// End tags left without an element by a reported error (`<a><span><a>` closed the outer
    /// `<a>` and the `<span>`): their end tags are its consequence, not another finding.
    private var forgivenEndTags: [String: Int] = [:]
    /// HTML's list of active formatting elements: formatting elements (`<b>`, `<em>`, `<a>`, ...)
    /// opened and not yet ended by their own end tag, and `nil` markers where a cell, caption,
    /// template or object opened. One popped by something else (`<p><em>…<ul>` closes both) stays
    /// listed: browsers rebuild it at the next text, and its end tag later ends it there.
    private var activeFormatting: [Int?] = []
    /// Per formatting element: where it left the list of active formatting elements (its own end
    /// tag, the end of the cell or other marker it was opened in, the next `<a>`). One popped by
    /// something else and still listed is rebuilt at the next text (see `reopensAfterClosing`).
    private var leftFormattingList: [Int: Int] = [:]
    /// Formatting elements whose own end tag ended them after something else popped them
    /// (`<a><strong>x</strong> y</a>` with the `</strong>` first): what was rebuilt was meant inside.
    private var endedByOwnEndTagAfterRebuild: Set<Int> = []
    /// Issues whose severity depends on the finished tree: what each one does to the page.
    private var damages: [(issue: Int, damage: StructureDamage)] = []
    /// Elements still open inside a form its `</form>` ended (with the issue that says so, and
    /// where the `</form>` ends): browsers keep them open, so one whose own end tag follows
    /// right after (`</form></div>`, the two end tags swapped) is built as written.
    private var openPastFormEnd: [(issue: Int, element: Int, formEnd: Int)] = []
    /// What renders first after an offset on every path (made when first needed).
    private var following: FollowingMarkup?

    private struct BranchState {
        var stack: [Int]
        var formPointer: Int?
        /// End tags in the branch that closed nothing.
        var strayEndTags = 0
        /// From the tag that starts the branch to the one that ends it.
        var code = SourceRange(start: 0, end: 0)
    }

    private struct BlockState {
        var start: BranchState
        /// Where the current branch started: `start`, or where the same branch of an earlier
        /// block on the same condition ended.
        var branchStart: BranchState
        /// Where the current branch's code starts.
        var branchStartOffset: Int
        /// Where the block's opening tag is.
        var openedAt: Int
        var branches: [BranchState] = []
        /// `if x` / `unless x`: the condition two blocks share to take the same branch.
        var condition: String?
        /// The code of the `else`/`elsif` tags so far, normalized.
        var branchTags: [String] = []
        /// The earlier block on the same condition whose branches this one's follow.
        var decided: DecidedCondition?
        /// Some branch started where the earlier block's same branch ended, not at `start`.
        var followsDecidedBranches = false
        /// `strayEndTagCount` when the current branch started.
        var strayEndTagsBefore: Int
        /// The body may render several times (see `ERBStructure.Event.open`).
        var isLoop = false
    }

    /// How a block on a condition ended: each branch's state (a block with no `else` has the
    /// state before it as its `else`), and its `else`/`elsif` tags.
    private struct DecidedCondition {
        var ends: [BranchState]
        var branchTags: [String]
    }

    /// Blocks by condition, until Ruby assigns something: `<% if x %><div><% end %>` … `<% if x %></div><% end %>`
    /// take the same branch, so the second follows each branch of the first.
    private var decidedConditions: [String: DecidedCondition] = [:]

    private func blockState(isLoop: Bool = false, at offset: Int) -> BlockState {
        let start = BranchState(stack: stack, formPointer: formPointer)
        return BlockState(start: start, branchStart: start, branchStartOffset: offset, openedAt: offset, strayEndTagsBefore: strayEndTagCount, isLoop: isLoop)
    }

    /// `damagedFrom`: where the markup stops being what the browser gets (0 when the template
    /// cannot render at all); structure issues from there on are not reported.
    init(bytes: [UInt8], erbTags: [ERBTag], html: HTMLTokenizer, ruby: ERBStructure, damagedFrom: Int = .max) {
        self.bytes = bytes
        self.erbTags = erbTags
        self.html = html
        self.ruby = ruby
        self.damagedFrom = damagedFrom
    }

    mutating func build() {
        let helperEvents = ruby.events
        var helperIndex = 0
        var startIndex = 0
        var endIndex = 0
        let startTags = html.startTags
        let endTags = html.endTags
        // Start tags written by Ruby strings (see `RubyStringMarkup`): an end tag of theirs that
        // then finds nothing open closed what the string opened.
        let source = bytes
        var rubyStartTags = erbTags.map { (offset: $0.range.start, names: RubyStringMarkup.unclosedStartTags(of: $0, in: source)) }
            .filter { !$0.names.isEmpty }.makeIterator()
        var nextRubyStartTags = rubyStartTags.next()
        // Outputs that write markup bridgelint cannot read (a translation marked safe).
        let unreadableOffsets = erbTags.filter { RubyStringMarkup.writesUnreadableMarkup($0, in: source) }.map(\.range.start)
        // A `content_for` block renders where its region is read: what its output opens stays there.
        let contentBlocks = unreadableOffsets.isEmpty ? [] : RenderCall.all(in: source).compactMap { call -> SourceRange? in
            guard case .contentFor = call.kind, let end = call.blockEnd, call.range.end <= end else { return nil }
            return SourceRange(start: call.range.end, end: end)
        }
        unreadableMarkupBlocks = contentBlocks
        var unreadable = unreadableOffsets.makeIterator()
        var nextUnreadable = unreadable.next()
        while startIndex < startTags.count || endIndex < endTags.count {
            let nextStart = startIndex < startTags.count ? startTags[startIndex].range.start : Int.max
            let nextEnd = endIndex < endTags.count ? endTags[endIndex].range.start : Int.max
            let offset = min(nextStart, nextEnd)
            while let written = nextRubyStartTags, written.offset < offset {
                for name in written.names { forgivenEndTags[name, default: 0] += 1 }
                nextRubyStartTags = rubyStartTags.next()
            }
            while helperIndex < helperEvents.count, helperEvents[helperIndex].offset < offset {
                while let written = nextUnreadable, written < helperEvents[helperIndex].offset {
                    unreadableMarkupParents.append((stack.last, contentBlock(at: written)))
                    nextUnreadable = unreadable.next()
                }
                apply(helperEvents[helperIndex].event, at: helperEvents[helperIndex].offset)
                helperIndex += 1
            }
            while let written = nextUnreadable, written < offset {
                unreadableMarkupParents.append((stack.last, contentBlock(at: written)))
                nextUnreadable = unreadable.next()
            }
            if nextStart < nextEnd {
                process(startTags[startIndex])
                startIndex += 1
            } else {
                process(endTags[endIndex])
                endIndex += 1
            }
        }
        while helperIndex < helperEvents.count {
            apply(helperEvents[helperIndex].event, at: helperEvents[helperIndex].offset)
            helperIndex += 1
        }
        for (blockID, block) in blocks where blockElements[blockID] == nil {
            rubyBlocks.append(RubyBlock(range: SourceRange(start: block.openedAt, end: bytes.count), isLoop: block.isLoop))
        }
        finishStrayRun()
        closeDocument()
        openAtEnd = stack.filter { isHTML($0) && !elements[$0].isImplied && !HTMLElementKinds.impliedEndTags.contains(tagName($0)) }
        while let open = stack.popLast() { close(open, at: bytes.count, endTag: nil) }
        extendParentsOverChildren()
        let text = RenderedText(bytes: bytes, erbTags: erbTags, silentRanges: silentRanges(comments: html.comments, endTags: endTags))
        for (issue, damage) in damages {
            issues[issue].movesContent = movesContent(damage, text: text)
            if case .closesEarly(let index, let offset) = damage, tagName(index) == "form", !formsClosedAroundOpenElements.contains(index),
               let content = elements[index].contentRange, rendersContent(with: offset, from: offset, to: content.end, in: text) {
                issues[issue].message += laterControlsNote(index, movesContent: issues[issue].movesContent)
            }
            if case .unclosed(let index, let closedBy) = damage, let formEnd = formEndAfterEarlyClose[index] {
                let between = text.hasContent(from: closedBy.end, to: formEnd)
                let shifts = isIndentedInside(index, endTagAt: closedBy, text: text) && text.hasContent(from: formEnd, to: bytes.count)
                    && endsLater(closedBy, after: formEnd, text: text)
                let moves = shifts || (!keepsLaterControls(index) && between)
                issues[issue].movesContent = moves
                let closer = html.endTags.first { $0.range == closedBy }?.name ?? "…"
                issues[issue].message = "`</\(closer)>` on line \(lineNumber(of: closedBy.start)) closes this `<form>` early, before its `</form>` on line \(lineNumber(of: formEnd))"
                if shifts {
                    issues[issue].message += "; that end tag is indented inside the form, so it looks meant for an element the form never opened: the `<\(closer)>` around the form closes with it, the `</form>` then finds nothing, and each later `</\(closer)>` closes the element around the one it was written for, so what follows leaves them"
                    issues[issue].help = "remove the extra `</\(closer)>` on line \(lineNumber(of: closedBy.start))"
                } else {
                    issues[issue].message += between ? laterControlsNote(index, movesContent: moves) : "; nothing renders between them, so nothing moves"
                    issues[issue].help = "move the `</form>` before that end tag, or the form's start tag out of the element it closes"
                }
                continue
            }
            if case .unclosed(let index, let endTag) = damage, let end = leftFormattingList[index],
               rebuildsAroundWhitespaceOnly(index, from: endTag.end, to: end, text: text), rendersContent(with: endTag.end, from: endTag.end, to: end, in: text) {
                issues[issue].message += "; browsers keep the link in their list of active formatting elements and rebuild it at the whitespace that follows, but until the `<a>` on line \(lineNumber(of: end)) ends it, only whitespace lands in the rebuilt links (the adoption agency moves the blocks opened meanwhile back out of them), so no visible content moves"
                continue
            }
            if case .unclosed(let index, let endTag) = damage, reopensAfterClosing(index, at: endTag.end, text: text) {
                let name = tagName(index)
                let until = leftFormattingList[index].map { " (until line \(lineNumber(of: $0)))" } ?? ""
                issues[issue].message += "; browsers keep a formatting element open in their list of active formatting elements and rebuild it at the next text, so what follows\(until) lands inside a new `<\(name)>`"
                continue
            }
            if case .unclosed(let index, let closedBy) = damage, !issues[issue].movesContent, endedByOwnEndTagAfterRebuild.contains(index),
               let end = leftFormattingList[index], text.hasContent(from: closedBy.end, to: end) {
                let name = tagName(index)
                issues[issue].message += "; browsers rebuild the `<\(name)>` at the next text, and its own `</\(name)>` on line \(lineNumber(of: end)) ends it there, so nothing moves"
                continue
            }
            if case .leftOpen(let index, _) = damage, let loop = openPastLoopEnd[index] {
                issues[issue].message += "; the `<\(tagName(index))>` is opened in the body of the loop on line \(lineNumber(of: loop)), which leaves it open, so each later iteration's markup nests inside the one before"
                continue
            }
            // Left open by a wrong end tag but closed by its own later: the message already says so.
            if let index = damage.keptOpen, !issues[issue].movesContent, !isInert(index), closingEndTags[index]?.name != tagName(index) {
                let note = "; the `<\(tagName(index))>` closes at the same place anyway, so nothing moves"
                issues[issue].message += note
                if openAtEnd.contains(index) || activeFormatting.contains(index) || leftFormattingList[index] == bytes.count {
                    issues[issue].openToEnd = tagName(index)
                    issues[issue].sameEndNote = note
                }
            }
            if case .extraEndTag(let name, let offset, let closed) = damage {
                if issues[issue].movesContent {
                    issues[issue].message += ", and what follows leaves it"
                } else if let parent = elements[closed].parent, let parentEnd = unshiftedEnd(of: parent, name: name),
                          parentEnd < firstEndTagClosingNothing(named: name, after: offset)?.range.start ?? bytes.count {
                    issues[issue].message += "; nothing renders between it and the end of the `<\(tagName(parent))>` around that `<\(name)>` (line \(lineNumber(of: parentEnd))), which would have closed it there anyway, so nothing moves"
                } else {
                    let echo = firstEndTagClosingNothing(named: name, after: offset).map { " (line \(lineNumber(of: $0.range.start)))" } ?? ""
                    issues[issue].message += "; nothing renders between it and the `</\(name)>` that then finds nothing to close\(echo), so nothing moves"
                }
            }
            if case .ignoredBareForm(let outer, _) = damage, !issues[issue].movesContent {
                let ending = formEndTagEnds[outer].map { " after the `</form>` on line \(lineNumber(of: $0 - 1)) (which ends the outer form)" } ?? ""
                issues[issue].message = "this `<form>` is inside the `<form>` on line \(lineNumber(of: elements[outer].range.start)): browsers ignore the inner start tag; it has no attributes, and nothing renders\(ending) before the outer form's own end, so the tree and the submission are the same as without it"
                issues[issue].help = "remove the inner `<form>` and its `</form>`"
            }
            // Open on the other path only until an end tag that closes it before anything renders:
            // the same tree on every path (this end tag is only extra, and ignored, on its own).
            let otherPaths = "another branch of the same `if` leaves it open, so what follows nests differently on each path"
            if case .openOnAnotherPath(let index, _, let closedAt?) = damage, !issues[issue].movesContent, issues[issue].message.hasSuffix(otherPaths) {
                issues[issue].message.removeLast(otherPaths.count)
                issues[issue].message += "another branch of the same `if` leaves it open, but nothing renders after the `if` before the `</\(html.endTags.first { $0.range.start == closedAt }?.name ?? tagName(index))>` on line \(lineNumber(of: closedAt)) closes it there, so the tree is the same on every path (that end tag is extra on this one, and ignored)"
            }
            if case .formEndedEarly = damage {
                issues[issue].message += issues[issue].movesContent
                    ? "; what follows it in the block is no longer in the form, so the form does not submit its fields"
                    : "; what follows it stays inside elements still open in the form, or in forms of its own, so nothing moves"
            }
            // The `/>` wordings below are for a `<div />`, not a heading typed for an end tag.
            guard case .elementMeantEmpty(let index) = damage, issues[issue].message.hasPrefix("`<\(tagName(index)) />`") else { continue }
            if closingEndTags[index]?.name == tagName(index), !hasAncestor(of: index, named: tagName(index)) || isPairedByIndentation(index, text: text) {
                // Its own end tag closes it where the source shows: `<a … />here</a>` wraps "here".
                let line = lineNumber(of: closingEndTags[index]?.range.start ?? 0)
                issues[issue].help = "remove the `/`: the `</\(tagName(index))>` on line \(line) closes the `<\(tagName(index))>`"
                if !issues[issue].movesContent {
                    issues[issue].message = "`<\(tagName(index)) />` does not close the `<\(tagName(index))>` (only void elements, such as `<br>` and `<input>`, and SVG close with `/>`): the browser ignores the `/`, and its own `</\(tagName(index))>` on line \(line) closes it, so nothing moves"
                }
            } else if let endTag = closingEndTags[index], endTag.name == tagName(index), !issues[issue].movesContent,
                      let outer = ancestor(of: index, named: tagName(index)) {
                // `<div><b>x</b><div/>\n</div>`: the end tag meant for the outer `<div>` closes this
                // one, with nothing inside; where the outer one then closes is its own finding.
                issues[issue].message = "`<\(tagName(index)) />` does not close the `<\(tagName(index))>` (only void elements, such as `<br>` and `<input>`, and SVG close with `/>`): the browser ignores the `/`, so the `</\(tagName(index))>` on line \(lineNumber(of: endTag.range.start)) closes this one, still empty, instead of the `<\(tagName(outer))>` on line \(lineNumber(of: elements[outer].range.start))"
                issues[issue].help = "write `<\(tagName(index))></\(tagName(index))>`"
            } else if !issues[issue].movesContent,
                      !(elements[index].contentRange.map { text.hasContent(from: $0.start, to: $0.end) } ?? false) {
                // `<p />` before a `<div>`, `<th />` before `</tr>`: what comes next closes it at once.
                // An `<iframe />` is closed by nothing but its end tag: what follows is its text.
                let name = tagName(index)
                if HTMLTokenizer.textContentElements.contains(name) {
                    let end = closingEndTags[index]?.name == name ? "up to its `</\(name)>` on line \(lineNumber(of: closingEndTags[index]?.range.start ?? 0))" : "up to an `</\(name)>` (none follows in this template: to the end of the page)"
                    issues[issue].message = "`<\(name) />` does not close the `<\(name)>` (only void elements, such as `<br>` and `<input>`, and SVG close with `/>`): the browser ignores the `/`, and the content of an `<\(name)>` is text, not markup, so everything after it \(end) becomes its text; here nothing that renders follows it in this template"
                    issues[issue].help = "write `<\(name)></\(name)>`"
                    continue
                }
                issues[issue].message = "`<\(tagName(index)) />` does not close the `<\(tagName(index))>` (only void elements, such as `<br>` and `<input>`, and SVG close with `/>`): the browser ignores the `/`; here what follows closes it before anything lands inside, so nothing moves"
            }
        }
        explainCommentsEndedEarly()
        explainOpenPastFormEnd()
        var closedByOwnEndTag = Set(openPastFormEnd.filter { crossing in
            guard let endTag = closingEndTags[crossing.element], endTag.name == tagName(crossing.element), endTag.range.start >= crossing.formEnd else { return false }
            return !bytes[crossing.formEnd..<endTag.range.start].contains { !HTMLTokenizer.isSpace($0) }
        }.map(\.issue))
        closedByOwnEndTag.formUnion(mergeLinkEndTagTypos())
        if !closedByOwnEndTag.isEmpty {
            issues = issues.enumerated().filter { !closedByOwnEndTag.contains($0.offset) }.map(\.element)
        }
    }

    /// `<a href="/">Home<a>`: a bare `<a>` typed for `</a>` gives a nesting issue (links cannot
    /// nest) and, when something else closes it later, a never-closed one, both at the same
    /// `<a>`. One cause, one finding: the never-closed issue says what happened and names the
    /// typo; the nesting issue's index is returned to be dropped. Browsers end the outer link
    /// where `</a>` would have (the adoption agency), and the new `<a>` has no `href`, so it is
    /// no link: what it holds until it closes is what moved (the damage of the kept issue).
    private mutating func mergeLinkEndTagTypos() -> [Int] {
        var dropped: [Int] = []
        for (start, typo) in bareLinksInLinks {
            guard let link = elements.indices.last(where: { elements[$0].range.start == start && tagName($0) == "a" }),
                  let kept = damages.first(where: { if case .unclosed(link, _) = $0.damage { true } else { false } }),
                  case .unclosed(_, let closedBy) = kept.damage else { continue }
            let closer = html.endTags.first { $0.range == closedBy }?.name ?? "…"
            let outerLine = lineNumber(of: elements[typo.outer].range.start)
            let note = issues[kept.issue].message.firstRange(of: "; ").map { String(issues[kept.issue].message[$0.lowerBound...]) } ?? ""
            issues[kept.issue].message = "this `<a>` has no attributes and stands inside the link opened on line \(outerLine): it looks like a typo for `</a>`. "
                + "Browsers end the outer link here anyway (links cannot nest), and open a new `<a>` without `href` (no link) that `</\(closer)>` on line \(lineNumber(of: closedBy.start)) closes implicitly"
                + (issues[kept.issue].movesContent ? ", so what follows until then lands inside it" : "") + note
            issues[kept.issue].help = "write `</a>`"
            dropped.append(typo.issue)
        }
        return dropped
    }

    /// `<%# <div> <%= x %> </div> %>`: an ERB comment ends at its first `%>`, the one of the ERB
    /// tag written inside it, so what follows up to the `%>` meant to end it renders as markup.
    /// A structure finding in that markup names the comment as its cause.
    private mutating func explainCommentsEndedEarly() {
        guard !issues.isEmpty else { return }
        let opener: [UInt8] = Array("<%".utf8)
        let closer: [UInt8] = Array("%>".utf8)
        // The `%>` written outside any ERB tag, in order (found once, when a comment needs them).
        var strayClosers: [Int]?
        for comment in erbTags where comment.kind == .comment && comment.isClosed {
            guard let inner = ByteSearch.firstIndex(of: opener, in: bytes, from: comment.contentRange.start, before: comment.contentRange.end) else { continue }
            if strayClosers == nil { strayClosers = closersOutsideERBTags(closer) }
            // The `%>` meant to end the comment: the first one after it outside any ERB tag.
            guard let closers = strayClosers else { continue }
            var low = 0
            var high = closers.count
            while low < high {
                let middle = (low + high) / 2
                if closers[middle] < comment.range.end { low = middle + 1 } else { high = middle }
            }
            guard low < closers.count else { continue }
            let found = closers[low]
            let leakEnd = found + closer.count
            let leak = SourceRange(start: comment.range.end, end: leakEnd)
            let note = "the ERB comment at \(lineNumber(of: comment.range.start)):\(column(of: comment.range.start)) ends at the first `%>` (that of the ERB tag opened inside it on line \(lineNumber(of: inner))), so the markup after it, up to the `%>` on line \(lineNumber(of: leakEnd)), renders"
            for index in issues.indices where [.mismatchedEndTag, .unclosedElement, .invalidNesting].contains(issues[index].kind)
                && leak.start <= issues[index].range.start && issues[index].range.end <= leak.end && issues[index].causeNote == nil {
                issues[index].causeNote = note
                issues[index].message += "; \(note)"
                issues[index].help = "an ERB comment ends at the first `%>`: comment out each ERB tag inside it on its own (`<%#= … %>`), or wrap the markup in `<% if false %> … <% end %>`"
            }
        }
    }

    /// Where `closer` (`%>`) stands in the text between the ERB tags, in order.
    private func closersOutsideERBTags(_ closer: [UInt8]) -> [Int] {
        var found: [Int] = []
        var start = 0
        for index in 0...erbTags.count {
            let end = index < erbTags.count ? erbTags[index].range.start : bytes.count
            var from = start
            while let offset = ByteSearch.firstIndex(of: closer, in: bytes, from: from, before: end) {
                found.append(offset)
                from = offset + closer.count
            }
            start = max(start, index < erbTags.count ? erbTags[index].range.end : end)
        }
        return found
    }

    /// The column of `offset` on its line, 1-based, counted in Unicode scalars.
    private func column(of offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return bytes[start..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
    }

    /// What makes no node that could move: comments, end tags, and whole scripts, styles and
    /// templates (where they stand changes nothing on the page). Sorted and disjoint.
    private func silentRanges(comments: [SourceRange], endTags: [HTMLEndTag]) -> [SourceRange] {
        let unplaced = elements.indices.compactMap { index -> SourceRange? in
            guard ["script", "style", "template"].contains(tagName(index)), let endTag = closingEndTags[index] else { return nil }
            return SourceRange(start: elements[index].range.start, end: endTag.range.end)
        }
        var merged: [SourceRange] = []
        for range in (comments + endTags.map(\.range) + unplaced).sorted(by: { $0.start < $1.start }) {
            if let last = merged.last, range.start < last.end {
                merged[merged.count - 1].end = max(last.end, range.end)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Whether the tree puts content elsewhere than the source intends (see `StructureDamage`).
    /// Content that lands inside an element that cannot change how it renders has not moved.
    private func movesContent(_ damage: StructureDamage, text: RenderedText) -> Bool {
        switch damage {
        case .elementMeantEmpty(let index), .leftOpen(let index, _), .unclosed(let index, _), .openOnAnotherPath(let index, _, _):
            if isInert(index) { return false }
        case .moves, .none, .closesEarly, .formEndedEarly, .extraEndTag, .ignoredBareForm:
            break
        }
        switch damage {
        case .moves:
            return true
        case .none:
            return false
        case .elementMeantEmpty(let index):
            if closingEndTags[index]?.name == tagName(index) {
                // Its own end tag (no outer element of its name it could be meant for, or one the
                // source pairs with it): the `/>` was a stray slash.
                guard hasAncestor(of: index, named: tagName(index)), !isPairedByIndentation(index, text: text) else { return false }
                // Meant for the outer element, it closes this one: content lands inside only where
                // something renders before it (`<li><div><b>x</b><div/>\n</div></li>` is the tree
                // the source means), and the outer element it leaves open is reported on its own
                // (where something else closes it); one left open to the end is not.
                guard let content = elements[index].contentRange, let outer = ancestor(of: index, named: tagName(index)),
                      reportedElements.contains(outer), !openAtEnd.contains(outer) else { return true }
                return rendersContent(with: elements[index].range.start, from: content.start, to: content.end, in: text)
            }
            guard let content = elements[index].contentRange else { return true }
            return rendersContent(with: elements[index].range.start, from: content.start, to: content.end, in: text)
        case .leftOpen(let index, let offset):
            // Meant to close in a loop's body, it stays open past the loop's end: each later
            // iteration nests inside the one before, whatever closes the last one.
            if openPastLoopEnd[index] != nil { return true }
            // An element the parser implied (the `<tr>` around cells in a `<tfoot>`) was written
            // by no one, so no end tag was meant for it: the stray one is only ignored.
            guard !elements[index].isImplied, closingEndTags[index]?.name != tagName(index),
                  let content = elements[index].contentRange, offset < content.end else { return false }
            // What follows on the end tag's line lands inside the element; on later lines, when
            // the element's start tag begins its line, only what the source shows outside it
            // (indented no deeper) moved: an extra `</x-item>` in a grid whose later items are
            // indented inside it moves nothing.
            let start = elements[index].range.start
            guard text.beginsLine(at: start) else { return rendersContent(with: offset, from: offset, to: content.end, in: text) }
            let lineEnd = text.bytes[offset..<content.end].firstIndex(of: UInt8(ascii: "\n")) ?? content.end
            let outdented = text.firstOutdentedLine(after: start, within: SourceRange(start: offset, end: content.end),
                                                    deeperThanLineAt: nil, container: false) ?? content.end
            return rendersContent(with: offset, from: offset, to: lineEnd, in: text) || rendersContent(with: offset, from: outdented, to: content.end, in: text)
        case .closesEarly(let index, let offset):
            if keepsLaterControls(index) { return false }
            guard let content = elements[index].contentRange else { return true }
            return rendersContent(with: offset, from: offset, to: content.end, in: text)
        case .extraEndTag(let name, let offset, let closed):
            // Without the extra end tag, the element stays open up to the end tag meant for it, or
            // up to the end of the element around it, which closes it (its parent's end tag pops
            // everything open inside): what renders after that was never inside it.
            let parentEnd = elements[closed].parent.flatMap { unshiftedEnd(of: $0, name: name) } ?? bytes.count
            return text.hasContent(from: offset, to: min(parentEnd, firstEndTagClosingNothing(named: name, after: offset)?.range.start ?? bytes.count))
        case .openOnAnotherPath(_, let offset, let closedAt):
            guard let closedAt else { return true }
            return text.hasContent(from: offset, to: closedAt)
        case .ignoredBareForm(let outer, _):
            // Nothing renders after the `</form>` that ended the outer form (the inner form's
            // own, in the source) before the outer form's intended end: the `</form>` its
            // helper's `<% end %>` writes, or the `</form>` of its own then found stray.
            guard let formEnd = formEndTagEnds[outer] else { return false }
            let intendedEnd = isHTML(outer)
                ? firstEndTagClosingNothing(named: "form", after: formEnd)?.range.start ?? formEnd
                : formBlockEnds[outer] ?? formEnd
            return rendersContent(with: formEnd, from: formEnd, to: intendedEnd, in: text)
        case .formEndedEarly(let index, let offset, let leftOpen):
            // What stays open keeps its content in the form (its fields too: a field's form is
            // the nearest form around it), and the forms written after it hold their own.
            let from = leftOpen.map { elements[$0].range.end }.max().map { max($0, offset) } ?? offset
            guard let blockEnd = formBlockEnds[index], from < blockEnd else { return false }
            var start = from
            for form in elements.indices where isHTML(form) && tagName(form) == "form" && elements[form].range.start >= start && elements[form].range.start < blockEnd {
                if text.hasContent(from: start, to: elements[form].range.start) { return true }
                start = max(start, elements[form].range.end)
            }
            return text.hasContent(from: start, to: blockEnd)
        case .unclosed(let index, let endTag):
            if reopensAfterClosing(index, at: endTag.end, text: text) { return true }
            guard let content = elements[index].contentRange else { return true }
            // The element the end tag was written for bounds the evidence: a line indented no
            // deeper than that element is out of step with the end tags, not a sign of intent.
            let owner = closingEndTags.indices.last { closingEndTags[$0]?.range == endTag && closingEndTags[$0]?.name == tagName($0) }
            let outdented = text.firstOutdentedLine(after: elements[index].range.start, within: content,
                                                     deeperThanLineAt: owner.map { elements[$0].range.start },
                                                     container: HTMLElementKinds.blockEndTags.contains(tagName(index)) || tagName(index) == "form") ?? content.end
            let intendedEnd = min(outdented, endTag.start)
            return text.hasContent(from: intendedEnd, to: min(endTag.start, content.end))
                || rendersContent(with: endTag.start, from: max(intendedEnd, endTag.end), to: content.end, in: text)
        }
    }

    /// Whether content in `start..<end` renders on a path through `offset`: what the later
    /// branches of the conditional holding `offset` hold renders instead of it, not after it
    /// (a stray end tag or an unclosed element before `<% else %>`).
    private func rendersContent(with offset: Int, from start: Int, to end: Int, in text: RenderedText) -> Bool {
        guard let others = ruby.laterSiblingBranches(of: offset), others.start < end, others.end > start else {
            return text.hasContent(from: start, to: end)
        }
        return text.hasContent(from: start, to: max(start, others.start)) || text.hasContent(from: max(start, others.end), to: end)
    }

    /// Where `element` ends, when an extra end tag of `name` before it does not move that end: an
    /// end tag of another name (or a start tag) closes it, which finds it wherever the elements
    /// of `name` close. Nil when an end tag of `name` closes it (each one after the extra one
    /// closes an element one level out, up to the one that finds nothing), or nothing does.
    private func unshiftedEnd(of element: Int, name: String) -> Int? {
        guard let end = elements[element].contentRange?.end, end < bytes.count else { return nil }
        let closer = closingEndTags[element] ?? html.endTags.first { $0.range.start == end }
        return closer?.name == name ? nil : end
    }

    /// The first end tag named `name` at or after `offset` that closed no element.
    private func firstEndTagClosingNothing(named name: String, after offset: Int) -> HTMLEndTag? {
        let closing = Set(closingEndTags.compactMap { $0?.range.start })
        return html.endTags.first { $0.name == name && $0.range.start >= offset && !closing.contains($0.range.start) }
    }

    /// Whether the element is a form whose early end (an end tag of an element around it,
    /// WHATWG "any other end tag" / the block end tags, which pop it) keeps what follows working:
    /// the parser's form element pointer still points at it until `</form>`, so the controls
    /// created after it are associated with it ("create an element for a token") and the form
    /// submits them; they only leave the `<form>` element. That changes a Stimulus scope when
    /// the form mounts a controller (or may: attributes bridgelint cannot read), and more moves
    /// when elements open inside the form close with it: then it is not this case.
    /// Whether the end tag at `endTag`, which closed the element at `index` early, begins a line
    /// indented deeper than the element's start tag: the source shows it inside the element,
    /// meant for something the element never opened, so it is an end tag too many and every
    /// later end tag of its name closes one element further out (the `</form>` alone realigns
    /// nothing).
    private func isIndentedInside(_ index: Int, endTagAt endTag: SourceRange, text: RenderedText) -> Bool {
        let start = elements[index].range.start
        return text.isFirstOnItsLine(endTag.start) && text.isFirstOnItsLine(start)
            && text.indentation(ofLineAt: endTag.start) > text.indentation(ofLineAt: start)
    }

    /// Whether the element the end tag at `endTag` closed early has its own end tag after
    /// `offset`: the first end tag of its name there begins a line at the element's start tag's
    /// indentation. Without one, the end tag was the element's own, only written too deep.
    private func endsLater(_ endTag: SourceRange, after offset: Int, text: RenderedText) -> Bool {
        guard let name = html.endTags.first(where: { $0.range == endTag })?.name,
              let closed = closingEndTags.indices.last(where: { closingEndTags[$0]?.range == endTag && tagName($0) == name }),
              let next = html.endTags.first(where: { $0.name == name && $0.range.start > offset }) else { return false }
        return text.isFirstOnItsLine(next.range.start) && text.isFirstOnItsLine(elements[closed].range.start)
            && text.indentation(ofLineAt: next.range.start) == text.indentation(ofLineAt: elements[closed].range.start)
    }

    private func keepsLaterControls(_ index: Int) -> Bool {
        let element = elements[index]
        guard tagName(index) == "form", !formsClosedAroundOpenElements.contains(index) else { return false }
        return !element.mayHaveUnknownControllers && element.controllerTokens.isEmpty
    }

    /// What a form closed early by an end tag meant for an element around it still does, for
    /// the end of its finding's message (see `keepsLaterControls`).
    private func laterControlsNote(_ index: Int, movesContent: Bool) -> String {
        let pointer = "the fields after it still belong to the form (the parser's form element pointer keeps them until `</form>`), so it submits them"
        let scope = elements[index].controllerTokens.isEmpty
            ? "which matters to a controller its attributes may mount (bridgelint cannot read them all)"
            : "so they leave the scope of its `data-controller`"
        return movesContent
            ? "; \(pointer), but they are no longer inside the `<form>` element, \(scope)"
            : "; \(pointer), but they are no longer inside the `<form>` element (only CSS or scripts that look for them inside it notice)"
    }

    /// Whether content inside the element renders as it would outside it: a `<span>`, or an
    /// element HTML does not define and no script can (no dash in its name, as Termly's `<bdt>`),
    /// with no attribute but an empty `class` or `style`. Such elements have no default style.
    private func isInert(_ index: Int) -> Bool {
        let name = tagName(index)
        guard isHTML(index), name == "span" || (!HTMLElementKinds.names.contains(name) && !name.contains("-")) else { return false }
        let element = elements[index]
        return !element.hasDynamicAttributes && element.attributes.allSatisfy { attribute in
            (attribute.name == "class" || attribute.name == "style") && attribute.value?.staticText?.allSatisfy(\.isWhitespace) == true
        }
    }

    /// Whether the page is past the point where a start tag `name` (`html`, `head` or `body`)
    /// opens anything: then browsers only copy an `<html>` or `<body>` tag's attributes onto the
    /// element already there. A partial's `<body>` lands in the layout's body; a second `<html>`
    /// in the head changes nothing.
    private func hasBegun(before name: String) -> Bool {
        let allowed: Set<String> = name == "body" ? ["html", "head"] : name == "head" ? ["html"] : []
        return stack.contains { isHTML($0) && !allowed.contains(tagName($0)) }
    }

    /// Whether an end tag named `name` could close an element of that name around `index`:
    /// one inside the end tag's scope (a `</li>` stops at the list, any end tag at a cell).
    private func hasAncestor(of index: Int, named name: String) -> Bool {
        ancestor(of: index, named: name) != nil
    }

    /// The nearest element around `index` that an end tag named `name` could close (see `hasAncestor`).
    private func ancestor(of index: Int, named name: String) -> Int? {
        let boundaries: Set<String> = name == "li" ? ["ul", "ol", "td", "th", "table", "template"] : ["td", "th", "table", "caption", "template", "object", "marquee", "applet"]
        var current = elements[index].parent
        while let ancestor = current, !boundaries.contains(tagName(ancestor)) {
            if tagName(ancestor) == name { return ancestor }
            current = elements[ancestor].parent
        }
        return nil
    }

    /// Whether the source pairs the end tag that closed `index` (`<div class="x" />` left open)
    /// with it, not with the element of its name around it: that end tag starts a later line at
    /// the start tag's indentation, every line between with content is indented deeper, and the
    /// element around it has an end tag of its own (the end tags of the name pair up).
    private func isPairedByIndentation(_ index: Int, text: RenderedText) -> Bool {
        let name = tagName(index)
        guard let endTag = closingEndTags[index], endTag.name == name, let content = elements[index].contentRange,
              let outer = ancestor(of: index, named: name), closingEndTags[outer]?.name == name else { return false }
        let start = elements[index].range.start
        guard text.isFirstOnItsLine(endTag.range.start), lineNumber(of: endTag.range.start) > lineNumber(of: start),
              text.indentation(ofLineAt: endTag.range.start) == text.indentation(ofLineAt: start) else { return false }
        return text.firstOutdentedLine(after: start, within: content, deeperThanLineAt: nil, container: false) == nil
    }

    /// An element left open past its parent's end (`<form><div></form>`: the `<div>` stays open,
    /// as in browsers) still lies inside its parent: the parent's range grows to cover it.
    /// Children come after their parents in `elements`, so one backward pass suffices.
    private mutating func extendParentsOverChildren() {
        for index in elements.indices.reversed() {
            guard let parent = elements[index].parent, elements[parent].range.end < elements[index].range.end else { continue }
            elements[parent].range.end = elements[index].range.end
        }
    }

    // MARK: - ERB blocks

    private mutating func apply(_ event: ERBStructure.Event, at offset: Int) {
        switch event {
        case .helper(let spec, let tag, let isConditional, let blockID):
            // A field helper's `<input>` ends an open `<select>` as the start tag would.
            if spec.name == "input", let select = position(of: { $0 == "select" }, scope: HTMLElementKinds.defaultScope) {
                popThrough(select, at: tag.range.start, endTag: nil)
            }
            let parent = stack.last
            var opened: [Int] = []
            let index = addHelper(spec, tag: tag, parent: parent, isConditional: isConditional, opened: &opened)
            if let blockID {
                if opened.isEmpty { opened = [index] }
                if opened.first != index { opened.insert(index, at: 0) }
                for element in opened { elements[element].contentRange = SourceRange(start: tag.range.end, end: tag.range.end) }
                for element in opened {
                    if rendersForeignElement(element) { foreignElements.insert(element) }
                    push(element)
                }
                blockElements[blockID] = opened
                // The helper writes the form's start tag: it sets the form element pointer as one would.
                if opened == [index], elements[index].name == "form", formPointer == nil, !isTemplateOpen { formPointer = index }
                blocks[blockID] = blockState(at: offset)
            } else if spec.rendersStartTagOnly {
                openAsStartTag(index, after: tag)
            }
        case .open(let blockID, let isLoop, let condition):
            var block = blockState(isLoop: isLoop, at: offset)
            block.condition = condition
            // Only when what lies between the two blocks left the first branch's state as it was.
            if let condition, let earlier = decidedConditions[condition], let first = earlier.ends.first,
               first.stack == stack, first.formPointer == formPointer {
                block.decided = earlier
            }
            blocks[blockID] = block
        case .branch(let blockID, let tag):
            guard var block = blocks[blockID] else { return }
            finishBranch(of: &block, at: tag.range.start)
            block.branchTags.append(code(of: tag))
            // The next branch renders instead of this one: it starts from the block's state, or
            // from where the same branch of an earlier block on the same condition ended.
            block.branchStart = block.start
            if let decided = block.decided, block.branches.count < decided.ends.count,
               decided.branchTags.starts(with: block.branchTags) {
                block.branchStart = decided.ends[block.branches.count]
                block.followsDecidedBranches = true
            }
            blocks[blockID] = block
            stack = block.branchStart.stack
            formPointer = block.branchStart.formPointer
        case .close(let blockID, let tag):
            if var block = blocks.removeValue(forKey: blockID) {
                if blockElements[blockID] == nil {
                    rubyBlocks.append(RubyBlock(range: SourceRange(start: block.openedAt, end: tag.range.end), isLoop: block.isLoop))
                }
                if !block.branches.isEmpty { finishBranch(of: &block, at: tag.range.start) }
                if let condition = block.condition { decidedConditions[condition] = decision(of: block) }
                if !block.branches.isEmpty {
                    if !block.followsDecidedBranches { reportBranchesThatCloseAlone(block, endingAt: tag.range.end) }
                    stack = block.branches[0].stack
                    formPointer = block.branches[0].formPointer
                }
                if block.isLoop { endLoop(block, at: tag.range.start) }
            }
            closeHelperBlock(blockID, at: tag)
        case .assignment(let names):
            guard let names else {
                decidedConditions.removeAll()
                return
            }
            decidedConditions = decidedConditions.filter { condition, _ in !condition.split(separator: " ").contains { names.contains(String($0)) } }
        }
    }

    /// How `block`, just ended, left each branch, for a later block on its condition. A block with
    /// no `else` renders nothing on its other path: that path ends as it started.
    private func decision(of block: BlockState) -> DecidedCondition {
        guard !block.branches.isEmpty else {
            return DecidedCondition(ends: [BranchState(stack: stack, formPointer: formPointer), block.start], branchTags: ["else"])
        }
        return DecidedCondition(ends: block.branches, branchTags: block.branchTags)
    }

    /// A loop body that leaves elements open hands them to its next iteration, or closes what an
    /// earlier one opened (`<% while %><% if deeper %><ul><% else %></ul></li><% end %><% end %>`
    /// builds a tree): how many elements are open after it is unknown. From its end on, the
    /// elements open before it are not judged (see `report`). An element with an implied end tag
    /// left open (`<% each do %><li>x<% end %>`) is closed by the next iteration's: no news.
    private mutating func endLoop(_ block: BlockState, at offset: Int) {
        let kept = TreeBuilder.sharedPrefixLength(stack, block.start.stack)
        let closedOuter = kept < block.start.stack.count
        let leftOpen = stack[kept...].contains { open in
            !HTMLElementKinds.impliedEndTags.contains(tagName(open)) && !HTMLElementKinds.tableParts.contains(tagName(open)) && !elements[open].isImplied
        }
        guard closedOuter || leftOpen else { return }
        unbalancedLoopEnd = min(unbalancedLoopEnd, offset)
        for open in stack[kept...] where !HTMLElementKinds.impliedEndTags.contains(tagName(open)) && !HTMLElementKinds.tableParts.contains(tagName(open)) && !elements[open].isImplied {
            openPastLoopEnd[open] = block.openedAt
        }
    }

    /// Whether the helper element `index`, about to open, is SVG or MathML: `tag.svg do`,
    /// `content_tag :svg do`, or an element a helper renders inside SVG (`link_to` there renders
    /// SVG's `<a>`), unless HTML ends the SVG there (`tag.div`). Its block's `/>` closes elements.
    private func rendersForeignElement(_ index: Int) -> Bool {
        let name = elements[index].name
        if name == "svg" || name == "math" { return true }
        return isInForeignContent && !HTMLElementKinds.foreignBreakout.contains(name)
    }

    /// Whether an open block around the current position is a loop.
    private var isInsideLoop: Bool { blocks.values.contains(where: \.isLoop) }

    /// Records how the current branch ends; closes what a later branch opened, as the tree
    /// follows the first branch.
    private mutating func finishBranch(of block: inout BlockState, at offset: Int) {
        block.branches.append(BranchState(stack: stack, formPointer: formPointer, strayEndTags: strayEndTagCount - block.strayEndTagsBefore,
                                          code: SourceRange(start: block.branchStartOffset, end: offset)))
        block.strayEndTagsBefore = strayEndTagCount
        block.branchStartOffset = offset
        if block.branches.count > 1 {
            discardBranch(startingFrom: block.branchStart.stack, at: offset)
        }
    }

    /// Closes what a later branch opened: the tree follows the first branch. A branch only pops
    /// and pushes, so what it opened is what follows the part of `start` it kept.
    private mutating func discardBranch(startingFrom start: [Int], at offset: Int) {
        for open in stack[TreeBuilder.sharedPrefixLength(stack, start)...].reversed() { close(open, at: offset, endTag: nil) }
    }

    private static func sharedPrefixLength(_ lhs: [Int], _ rhs: [Int]) -> Int {
        var length = 0
        while length < lhs.count, length < rhs.count, lhs[length] == rhs[length] { length += 1 }
        return length
    }

    /// A helper that renders only its element's start tag (`<%= form_with url: x %>`) leaves
    /// the element open as that start tag would: what follows goes inside, and `</form>` closes
    /// it. Inside an open form, browsers ignore a form's start tag: it opens nothing.
    private mutating func openAsStartTag(_ index: Int, after tag: ERBTag) {
        guard formPointer == nil || isTemplateOpen else { return }
        startTagHelpers.insert(index)
        traits[index] = HTMLElementKinds.traits(of: tagName(index))
        elements[index].contentRange = SourceRange(start: tag.range.end, end: tag.range.end)
        openedByStartTag[index] = true
        push(index)
        formPointer = index
    }

    /// A start tag with nothing between its name and its `>` (`<form>`): no attribute, no ERB.
    private func isBare(_ tag: HTMLStartTag) -> Bool {
        tag.attributes.isEmpty && !bytes[tag.nameRange.end..<min(tag.closeOffset, bytes.count)].contains { !HTMLTokenizer.isSpace($0) && $0 != UInt8(ascii: "/") }
    }

    private mutating func closeHelperBlock(_ blockID: Int, at tag: ERBTag) {
        guard let opened = blockElements[blockID], let outer = opened.first else { return }
        if formBlockEnds[outer] != nil {
            formBlockEnds[outer] = tag.range.start
            endFormPointedTo(at: tag.range.start)
            return
        }
        guard stack.contains(outer) else { return }
        // The `end` of `form_with` is a `</form>`, which leaves open what is still open inside the
        // form, as browsers do (`<form><div></form></div>` is balanced), and resets the form
        // element pointer; `fields_for` renders no end tag at all. A later end tag closes those elements.
        if formPointer == outer { formPointer = nil }
        if opened == [outer], elements[outer].name == "form" || elements[outer].name == "#fields", let position = stack.lastIndex(of: outer) {
            stack.remove(at: position)
            elements[outer].range.end = tag.range.end
            if let content = elements[outer].contentRange { elements[outer].contentRange = SourceRange(start: content.start, end: tag.range.start) }
            return
        }
        while let open = stack.popLast() {
            if opened.contains(open) {
                elements[open].range.end = tag.range.end
                if let content = elements[open].contentRange { elements[open].contentRange = SourceRange(start: content.start, end: tag.range.start) }
            } else {
                close(open, at: tag.range.start, endTag: nil)
            }
            if open == outer { break }
        }
    }

    // MARK: - Start tags

    private mutating func process(_ tag: HTMLStartTag) {
        if let attribute = tag.unterminatedValue { reportUnterminatedValue(attribute, of: tag) }
        if let attribute = tag.markupAsAttribute { reportMissingTagEnd(of: tag, before: attribute) }
        let name = tag.name
        let at = tag.range.start
        if isInForeignContent {
            guard HTMLElementKinds.foreignBreakout.contains(name) else {
                insert(tag, foreign: true)
                return
            }
            while let top = stack.last, foreignElements.contains(top) { popCurrent(at: at) }
        }
        if ["html", "head", "body"].contains(name), hasBegun(before: name) { return }
        if let current = stack.last, isHTML(current), tagName(current) == "head", !HTMLElementKinds.headContent.contains(name) {
            popCurrent(at: at)
        }
        switch name {
        case "svg", "math":
            insert(tag, foreign: true)
            return
        case "form":
            if let form = formPointer, !isTemplateOpen {
                report(.invalidNesting, "this `<form>` is inside the `<form>` on line \(lineNumber(of: elements[form].range.start)): browsers ignore the inner start tag, so its attributes are lost and its fields belong to the outer form",
                       at: tag.nameRange, related: elements[form].nameRange, "outer `<form>` opened here",
                       help: "close the outer form first, or use the `form` attribute (`<button form=\"id\">`) to point at another form", from: form, to: at,
                       damage: isBare(tag) ? .ignoredBareForm(form, at: at) : .moves)
                forgivenEndTags["form", default: 0] += 1
                return
            }
        case "body":
            if let head = position(of: { $0 == "head" }, scope: []) { popThrough(head, at: at, endTag: nil) }
        case "li":
            closeListItem(named: ["li"], at: at)
        case "dd", "dt":
            closeListItem(named: ["dd", "dt"], at: at)
        case "button":
            if let button = position(of: { $0 == "button" }, scope: HTMLElementKinds.defaultScope) {
                reportNested(tag, inside: button, what: "buttons")
                generateImpliedEndTags(at: at)
                popThrough(button, at: at, endTag: nil)
            }
        case "a":
            if let link = position(of: { $0 == "a" }, scope: HTMLElementKinds.formattingMarkers) {
                let reported = issues.count
                let outer = stack[link]
                closeOpenLink(link, before: tag, at: at)
                if isBare(tag), issues.count > reported, issues[reported].kind == .invalidNesting {
                    bareLinksInLinks[tag.range.start] = (reported, outer)
                }
            }
            // An `<a>` still listed after the last marker (one something else popped) is ended
            // by the adoption agency and leaves the list: it is not rebuilt after this one.
            let afterMarker = (activeFormatting.lastIndex { $0 == nil }).map { $0 + 1 } ?? 0
            let listedLinks = activeFormatting[afterMarker...].compactMap { $0 }.filter { tagName($0) == "a" }
            removeFromFormattingList(at: at) { listedLinks.contains($0) }
        case "table":
            // A table start tag in a table (not in a cell) ends that table first.
            if let current = stack.last, isHTML(current), ["table", "tbody", "thead", "tfoot", "tr"].contains(tagName(current)),
               let table = position(of: { $0 == "table" }, scope: HTMLElementKinds.tableScope) {
                popThrough(table, at: at, endTag: nil)
            }
        case "td", "th":
            if let cell = position(of: { $0 == "td" || $0 == "th" }, scope: HTMLElementKinds.tableScope) { popThrough(cell, at: at, endTag: nil) }
        case "tr":
            if let row = position(of: { $0 == "tr" }, scope: HTMLElementKinds.tableScope) { popThrough(row, at: at, endTag: nil) }
        case "tbody", "thead", "tfoot":
            if let section = position(of: { ["tbody", "thead", "tfoot"].contains($0) }, scope: HTMLElementKinds.tableScope) {
                popThrough(section, at: at, endTag: nil)
            }
        case "input":
            // An `<input>` start tag ends an open `<select>` (HTML's "in body" rules, kept from
            // the older "in select" mode): the input lands after it, not inside.
            if let select = position(of: { $0 == "select" }, scope: HTMLElementKinds.defaultScope) { popThrough(select, at: at, endTag: nil) }
        case "select":
            // A `<select>` start tag in a select acts as `</select>`, and makes no element.
            if let select = position(of: { $0 == "select" }, scope: HTMLElementKinds.defaultScope) {
                let open = elements[stack[select]]
                let bare = isBare(tag)
                report(.invalidNesting, bare
                       ? "`<select>` inside the `<select>` opened on line \(lineNumber(of: open.range.start)): browsers read it as `</select>` (a select cannot hold another) and make no element of it; it looks like a typo for `</select>`, which closes the select at the same place, so nothing moves"
                       : "`<select>` inside the `<select>` opened on line \(lineNumber(of: open.range.start)): browsers read it as `</select>` (a select cannot hold another) and make no element of it, so its attributes are lost and what follows lands outside any select",
                       at: tag.nameRange, related: open.nameRange, "outer `<select>` opened here",
                       help: bare ? "write `</select>`" : "close the outer `<select>` before this one", from: stack[select], to: at,
                       damage: bare ? .none : .moves)
                // Written for a select of its own, its `</select>` and the outer one's later find
                // nothing: the same cause.
                if !bare { forgivenEndTags["select", default: 0] += 2 }
                popThrough(select, at: at, endTag: nil)
                return
            }
        case "option":
            if let current = stack.last, tagName(current) == "option" { popCurrent(at: at) }
        case "optgroup":
            if let current = stack.last, tagName(current) == "option" { popCurrent(at: at) }
            if let current = stack.last, tagName(current) == "optgroup" { popCurrent(at: at) }
        case "rb", "rtc", "rp", "rt":
            // Ruby annotations end the one open before them (`<rt>` not an `<rtc>`).
            if position(of: { $0 == "ruby" }, scope: HTMLElementKinds.defaultScope) != nil {
                generateImpliedEndTags(except: name == "rp" || name == "rt" ? "rtc" : nil, at: at)
            }
        default:
            break
        }
        openImpliedTableParts(before: name, at: at)
        if HTMLElementKinds.closesParagraph.contains(name), paragraphsOpen > 0,
           let paragraph = position(of: { $0 == "p" }, scope: HTMLElementKinds.buttonScope) {
            generateImpliedEndTags(except: "p", at: at)
            popThrough(paragraph, at: at, endTag: nil)
        }
        if HTMLElementKinds.headings.contains(name), let current = stack.last, isHTML(current), HTMLElementKinds.headings.contains(tagName(current)),
           reportedElements.contains(current) {
            // A heading left open by a slip already reported (`<h2>…</p>`): that finding's cause.
            popCurrent(at: at)
        } else if HTMLElementKinds.headings.contains(name), let current = stack.last, isHTML(current), HTMLElementKinds.headings.contains(tagName(current)) {
            let open = elements[current]
            report(.invalidNesting, "`<\(name)>` inside the `<\(open.name)>` opened on line \(lineNumber(of: open.range.start)): headings cannot nest, so browsers close the `<\(open.name)>` here",
                   at: tag.nameRange, related: open.nameRange, "`<\(open.name)>` opened here",
                   help: "close the heading with `</\(open.name)>` (a `<\(name)>` here is usually a typo for it)", from: current, to: at,
                   damage: .elementMeantEmpty(elements.count))
            reportedElements.insert(elements.count)
            popCurrent(at: at)
        }
        insert(tag, foreign: false)
    }

    /// The table insertion modes' implied elements: a row written directly in a `<table>` opens a
    /// `<tbody>` (that a later `</tbody>` closes), a cell written directly in a table or a row
    /// group opens a `<tr>`, a `<col>` in a table opens a `<colgroup>`, which any other tag ends.
    private mutating func openImpliedTableParts(before name: String, at offset: Int) {
        guard let current = stack.last, isHTML(current) else { return }
        var parent = tagName(current)
        if parent == "colgroup", name != "col", name != "template" {
            popCurrent(at: offset)
            guard let table = stack.last, isHTML(table) else { return }
            parent = tagName(table)
        }
        guard parent == "table" || ["tbody", "thead", "tfoot"].contains(parent) else { return }
        switch name {
        case "tr" where parent == "table":
            openImpliedElement("tbody", at: offset)
        case "td" where parent == "table", "th" where parent == "table":
            openImpliedElement("tbody", at: offset)
            openImpliedElement("tr", at: offset)
        case "td", "th":
            openImpliedElement("tr", at: offset)
        case "col" where parent == "table":
            openImpliedElement("colgroup", at: offset)
        default:
            break
        }
    }

    /// Opens an element no tag writes, at `offset` (`Element.isImplied`).
    private mutating func openImpliedElement(_ name: String, at offset: Int) {
        let index = elements.count
        let empty = SourceRange(start: offset, end: offset)
        var element = Element(index: index, name: name, origin: .html, range: empty, nameRange: empty, startTagRange: empty)
        element.parent = stack.last
        element.contentRange = empty
        append(element, tagName: name)
        if let parent = element.parent { elements[parent].children.append(index) }
        push(index)
    }

    /// `<li>` closes the open `<li>` (through what is open inside it, unless a block other than
    /// `address`, `div` or `p` is in the way); `<dd>` and `<dt>` close either.
    private mutating func closeListItem(named names: Set<String>, at offset: Int) {
        for position in stack.indices.reversed() {
            let element = elements[stack[position]]
            guard element.origin == .html else { return }
            let name = tagName(stack[position])
            if names.contains(name) {
                generateImpliedEndTags(except: name, at: offset)
                popThrough(position, at: offset, endTag: nil)
                return
            }
            if traits[stack[position]].contains(.special), !["address", "div", "p"].contains(name) { return }
        }
    }

    private mutating func insert(_ tag: HTMLStartTag, foreign: Bool) {
        let index = openHTMLElement(tag)
        if foreign { foreignElements.insert(index) }
        if tag.name == "form", !isTemplateOpen { formPointer = index }
        if HTMLElementKinds.void.contains(tag.name) && !foreign || foreign && tag.isSelfClosing {
            popCurrent(at: tag.range.end)
            implicitlyClosed[index] = nil
        } else if tag.isSelfClosing {
            report(.invalidNesting, "`<\(tag.name) />` does not close the `<\(tag.name)>`: only void elements (`<br>`, `<img>`, `<input>`) and SVG close with `/>`, so it stays open and holds what follows",
                   at: SourceRange(start: max(tag.range.start, tag.range.end - 2), end: tag.range.end), related: tag.nameRange, "`<\(tag.name)>` opened here",
                   help: "write `<\(tag.name)></\(tag.name)>`", from: index, to: tag.range.start, damage: .elementMeantEmpty(index))
            reportedElements.insert(index)
        }
    }

    // MARK: - End tags

    private mutating func process(_ tag: HTMLEndTag) {
        let name = tag.name
        if isInForeignContent {
            for position in stack.indices.reversed() {
                let open = stack[position]
                guard foreignElements.contains(open) else { break }
                if tagName(open) == name {
                    popThrough(position, at: tag.range.start, endTag: tag)
                    return
                }
            }
        }
        switch name {
        case "br":
            readAsLineBreak(tag)
        case "p":
            closeParagraph(tag)
        case "li":
            close(tag, scope: HTMLElementKinds.listItemScope)
        case "form":
            closeForm(tag)
        case _ where HTMLElementKinds.tableParts.contains(name) || name == "table":
            close(tag, scope: HTMLElementKinds.tableScope, closingTableParts: true)
        case "template":
            closeTemplate(tag)
        case "body", "html":
            // Browsers pop nothing here: later markup goes back into what is still open, and an
            // end tag after `</body>` may still close it. What stays open to the end is closed
            // by the first of these end tags (`closeDocument`).
            guard position(of: { $0 == name }, scope: []) != nil, documentEnd == nil else { return }
            documentEnd = tag
        case _ where HTMLElementKinds.headings.contains(name):
            closeHeading(tag)
        case _ where HTMLElementKinds.blockEndTags.contains(name) || name == "dd" || name == "dt":
            close(tag, scope: HTMLElementKinds.defaultScope)
        default:
            closeOther(tag)
        }
    }

    /// An end tag that closes its element in `scope`, through whatever is still open inside it.
    /// `closingTableParts`: cells, rows and row groups open inside close without a word
    /// (`</table>` after `<td>c`).
    private mutating func close(_ tag: HTMLEndTag, scope: HTMLElementKinds.Traits, closingTableParts: Bool = false) {
        let search = find({ $0 == tag.name }, scope: scope)
        guard let position = search.position else {
            endTagFoundNothing(tag, blockedByHelper: search.blockedByHelper) { $0 == tag.name }
            return
        }
        generateImpliedEndTags(except: tag.name, at: tag.range.start, alsoTableParts: closingTableParts)
        if let current = stack.last, current != stack[position] { reportUnclosed(current, closedBy: tag) }
        popThrough(position, at: tag.range.start, endTag: tag)
    }

    /// `</template>` closes everything opened inside the template, and the template.
    private mutating func closeTemplate(_ tag: HTMLEndTag) {
        let search = find({ $0 == "template" }, scope: [])
        guard let position = search.position else {
            endTagFoundNothing(tag, blockedByHelper: search.blockedByHelper) { $0 == "template" }
            return
        }
        generateImpliedEndTags(at: tag.range.start, alsoTableParts: true)
        if let current = stack.last, current != stack[position] { reportUnclosed(current, closedBy: tag) }
        popThrough(position, at: tag.range.start, endTag: tag)
    }

    /// `</p>` with no open `<p>` makes an empty paragraph, as browsers do.
    private mutating func closeParagraph(_ tag: HTMLEndTag) {
        if find({ $0 == "p" }, scope: HTMLElementKinds.buttonScope).position != nil {
            close(tag, scope: HTMLElementKinds.buttonScope)
            return
        }
        if find({ $0 == "p" }, scope: HTMLElementKinds.buttonScope).blockedByHelper {
            endTagFoundNothing(tag, blockedByHelper: true) { $0 == "p" }
            return
        }
        reportStrayEndTag(tag)
        let index = elements.count
        var element = Element(index: index, name: "p", origin: .html, range: tag.range, nameRange: tag.nameRange, startTagRange: tag.range)
        element.parent = stack.last
        element.contentRange = SourceRange(start: tag.range.end, end: tag.range.end)
        append(element, tagName: "p")
        if let parent = element.parent { elements[parent].children.append(index) }
    }

    /// `</br>` is read as a `<br>` start tag, without attributes: a line break either way.
    private mutating func readAsLineBreak(_ tag: HTMLEndTag) {
        report(.mismatchedEndTag, "`</br>` is not an end tag: browsers read it as a `<br>` line break", at: tag.nameRange, related: nil, nil,
               help: "write `<br>`", from: nil, to: tag.range.start, damage: .none)
        process(HTMLStartTag(range: tag.range, name: "br", nameRange: tag.nameRange, attributes: [], closeOffset: max(tag.range.start, tag.range.end - 1)))
    }

    /// `</form>` ends the form the form element pointer points to and, as in browsers, leaves
    /// open what is still open inside it. With no form pointed to it is ignored; pointed to but
    /// out of scope, it only clears the pointer (so a later `<form>` is not ignored). Inside a
    /// `<template>` it closes the form in scope, with what is open inside.
    private mutating func closeForm(_ tag: HTMLEndTag) {
        if isTemplateOpen {
            close(tag, scope: HTMLElementKinds.defaultScope)
            return
        }
        guard let form = formPointer else {
            reportStrayEndTag(tag)
            return
        }
        formPointer = nil
        formEndTagEnds[form] = tag.range.end
        if !isHTML(form) {
            endHelperFormEarly(form, tag)
            return
        }
        guard let position = find({ $0 == "form" }, scope: HTMLElementKinds.defaultScope).position, stack[position] == form else {
            // An end tag of an element around the form closed it early, and its finding says
            // so: this `</form>` only ends the form element pointer's hold (one cause, one finding).
            if !stack.contains(form), damages.contains(where: { if case .unclosed(form, _) = $0.damage { true } else { false } }) {
                formEndAfterEarlyClose[form] = tag.range.start
                return
            }
            reportStrayEndTag(tag)
            return
        }
        generateImpliedEndTags(at: tag.range.start)
        // After an ignored inner `<form>`, this is usually the inner form's end tag.
        if let current = stack.last, current != form, forgivenEndTags["form", default: 0] == 0 {
            let reported = issues.count
            reportOpenPastFormEnd(current, form: form, endTag: tag)
            if issues.count > reported { openPastFormEnd.append((reported, current, tag.range.end)) }
        }
        stack.remove(at: position)
        close(form, at: tag.range.start, endTag: tag)
    }

    /// `<form><div></form>`: `</form>` takes only the form off the stack (HTML's "form" end tag
    /// steps), so the `<div>` is not closed by it: it stays open inside the form's element, and
    /// what follows lands in it. Where it ends and what lands in it is said once the tree is built
    /// (`explainOpenPastFormEnd`).
    private mutating func reportOpenPastFormEnd(_ index: Int, form: Int, endTag: HTMLEndTag) {
        guard isHTML(index), !elements[index].isImplied, !reportedElements.contains(index) else { return }
        reportedElements.insert(index)
        let element = elements[index]
        report(.unclosedElement, "`<\(element.name)>` is still open when `</form>` on line \(lineNumber(of: endTag.range.start)) ends the `<form>` around it (line \(lineNumber(of: elements[form].range.start))): browsers take the form off the stack of open elements but do not close the `<\(element.name)>`, so what follows stays inside it, and so inside the form's element",
               at: element.nameRange, related: endTag.nameRange, "`</form>` ends the form here, not the `<\(element.name)>`",
               help: "close the `<\(element.name)>` before `</form>`", from: index, to: endTag.range.start,
               damage: .unclosed(index, closedBy: endTag.range))
    }

    /// Completes the findings of `reportOpenPastFormEnd` from the finished tree: where the element
    /// left open really ends, and the forms that land inside it (a form inside a form's element).
    private mutating func explainOpenPastFormEnd() {
        for crossing in openPastFormEnd {
            let index = crossing.element
            let name = tagName(index)
            let marker = "so what follows"
            guard crossing.issue < issues.count, let at = issues[crossing.issue].message.firstRange(of: marker) else { continue }
            guard issues[crossing.issue].movesContent else {
                issues[crossing.issue].message = String(issues[crossing.issue].message[..<at.lowerBound].dropLast(2))
                    + "; nothing renders inside it after that `</form>`, so nothing moves"
                continue
            }
            var detail = ""
            if let end = closingEndTags[index] {
                let line = lineNumber(of: end.range.start)
                detail += end.name == name ? " up to its own `</\(name)>` on line \(line)" : " up to the `</\(end.name)>` on line \(line) that closes it"
                if end.name == name { issues[crossing.issue].help = "close the `<\(name)>` before `</form>`, or move that `</form>` after the `</\(name)>` on line \(line)" }
            }
            let forms = elements.indices.filter { candidate in
                guard isHTML(candidate), tagName(candidate) == "form", elements[candidate].range.start >= crossing.formEnd else { return false }
                var parent = elements[candidate].parent
                while let ancestor = parent, ancestor != index { parent = elements[ancestor].parent }
                return parent == index
            }
            let message = issues[crossing.issue].message
            var amended = String(message[..<at.upperBound]) + detail
            amended += String(message[at.upperBound...])
            if let first = forms.first {
                amended += forms.count == 1
                    ? "; the `<form>` on line \(lineNumber(of: elements[first].range.start)) is among it: a form inside a form"
                    : "; the \(forms.count) `<form>`s from line \(lineNumber(of: elements[first].range.start)) are among it: forms inside a form"
            }
            issues[crossing.issue].message = amended
        }
    }

    /// The `</form>` a form helper's `<% end %>` writes after a `</form>` in its block ended its
    /// form early: it ends the form the pointer points to then (one written after that `</form>`
    /// and still open), or nothing.
    private mutating func endFormPointedTo(at offset: Int) {
        guard let form = formPointer else { return }
        formPointer = nil
        guard isHTML(form), let position = find({ $0 == "form" }, scope: HTMLElementKinds.defaultScope).position, stack[position] == form else { return }
        generateImpliedEndTags(at: offset)
        stack.remove(at: position)
        close(form, at: offset, endTag: nil)
    }

    /// A `</form>` inside the block of `form_with`, `form_tag` or `form_for`, whose form the
    /// pointer points to: browsers end that form here, not at the block's `<% end %>` (whose
    /// `</form>` they then ignore). What is open inside it stays open, so what follows still
    /// lies inside the form until those elements end; a `<form>` after it starts a form of its own.
    private mutating func endHelperFormEarly(_ form: Int, _ tag: HTMLEndTag) {
        // In scope: no table, cell or the like between; a helper's element renders one too.
        guard let position = stack.lastIndex(of: form),
              !stack[(position + 1)...].contains(where: { isHTML($0) && !traits[$0].isDisjoint(with: HTMLElementKinds.defaultScope) }) else {
            reportStrayEndTag(tag)
            return
        }
        generateImpliedEndTags(at: tag.range.start)
        let element = elements[form]
        let helper: String
        if case .helper(let name) = element.origin { helper = name } else { helper = element.name }
        formBlockEnds[form] = bytes.count
        // After an ignored inner `<form>`, this is that form's end tag: its finding says it.
        if let forgiven = forgivenEndTags["form"], forgiven > 0 {
            forgivenEndTags["form"] = forgiven - 1
        } else {
            report(.mismatchedEndTag, "end tag `</form>` ends the `<form>` that `\(helper)` renders on line \(lineNumber(of: element.range.start)) before the block's `<% end %>`: browsers end the form here (a `<form>` after it starts a form of its own, and the `</form>` that `<% end %>` writes no longer closes this one)",
                   at: tag.nameRange, related: element.nameRange, "`\(helper)` opens the form here",
                   help: "remove this `</form>` and end the block with `<% end %>` here instead, or move what follows out of the block",
                   from: form, to: tag.range.start, damage: .formEndedEarly(form, at: tag.range.end, leftOpen: Array(stack[(position + 1)...])))
        }
        stack.remove(at: position)
        elements[form].range.end = tag.range.end
        if let content = elements[form].contentRange { elements[form].contentRange = SourceRange(start: content.start, end: tag.range.start) }
    }

    /// `</h2>` closes whichever heading is open: `<h3>Title</h2>` ends the `<h3>`, an error.
    private mutating func closeHeading(_ tag: HTMLEndTag) {
        let search = find({ HTMLElementKinds.headings.contains($0) }, scope: HTMLElementKinds.defaultScope)
        guard let position = search.position else {
            endTagFoundNothing(tag, blockedByHelper: search.blockedByHelper) { HTMLElementKinds.headings.contains($0) }
            return
        }
        generateImpliedEndTags(at: tag.range.start)
        let heading = stack[position]
        let open = elements[heading]
        if tagName(heading) != tag.name {
            reportedElements.insert(heading)
            // It closes the heading where it was meant to; a later `</h3>` of the typo is its echo.
            forgivenEndTags[tagName(heading), default: 0] += 1
            report(.mismatchedEndTag, "end tag `</\(tag.name)>` does not match the open element `<\(open.name)>` (line \(lineNumber(of: open.range.start))): browsers close the `<\(open.name)>` here all the same",
                   at: tag.nameRange, related: open.nameRange, "`<\(open.name)>` opened here",
                   help: "close `<\(open.name)>` with `</\(open.name)>`", from: heading, to: tag.range.start, damage: .none)
        } else if let current = stack.last, current != heading {
            reportUnclosed(current, closedBy: tag)
        }
        popThrough(position, at: tag.range.start, endTag: tag)
    }

    /// Any other end tag closes the nearest open element of its name, unless a special
    /// element (`div`, `p`, `li`, ...) is in the way. For formatting elements (`</b>` over an
    /// open `<div>`) browsers move elements around (the adoption agency); the tree keeps them
    /// nested and the error is reported.
    private mutating func closeOther(_ tag: HTMLEndTag) {
        for position in stack.indices.reversed() {
            let open = stack[position]
            guard isHTML(open) else {
                endTagFoundNothing(tag, blockedByHelper: true) { $0 == tag.name }
                return
            }
            if tagName(open) == tag.name {
                let isFormatting = HTMLElementKinds.formatting.contains(tag.name)
                if isFormatting, let block = stack[(position + 1)...].first(where: { traits[$0].contains(.special) }) {
                    removeFromFormattingList(at: tag.range.start) { $0 == open }
                    reportUnclosed(block, closedBy: tag)
                    return
                }
                generateImpliedEndTags(except: tag.name, at: tag.range.start)
                if let current = stack.last, current != open { reportUnclosed(current, closedBy: tag) }
                popThrough(position, at: tag.range.start, endTag: tag)
                return
            }
            if traits[open].contains(.special) { break }
        }
        if endsRebuiltFormattingElement(tag) { return }
        reportStrayEndTag(tag)
    }

    /// `</em>` for an `<em>` that something else popped (`<p><em>…<ul>` closes the paragraph
    /// and the `<em>` in it) while it stays in the list of active formatting elements: browsers
    /// rebuild it at the next text, and this end tag ends it there. Not stray: without it, the
    /// rest of the page would be emphasized. The element that closed it is the finding.
    private mutating func endsRebuiltFormattingElement(_ tag: HTMLEndTag) -> Bool {
        guard HTMLElementKinds.formatting.contains(tag.name) else { return false }
        let afterMarker = (activeFormatting.lastIndex { $0 == nil }).map { $0 + 1 } ?? 0
        guard let entry = activeFormatting[afterMarker...].lastIndex(where: { index in
            index.map { tagName($0) == tag.name && !stack.contains($0) } ?? false
        }) else { return false }
        if let index = activeFormatting[entry] {
            leftFormattingList[index] = tag.range.start
            endedByOwnEndTagAfterRebuild.insert(index)
        }
        activeFormatting.remove(at: entry)
        return true
    }

    /// An end tag that closed nothing. Stopped by a helper's block (`<span><%= link_to x do %>…</span>`),
    /// it may mean an element outside the block: then nothing is reported, about the end tag or,
    /// later, about that element; with no such element open at all, it is stray.
    private mutating func endTagFoundNothing(_ tag: HTMLEndTag, blockedByHelper: Bool, matching matches: (String) -> Bool) {
        guard blockedByHelper else {
            reportStrayEndTag(tag)
            return
        }
        let meant = stack.filter { isHTML($0) && matches(tagName($0)) }
        guard let outer = meant.last else {
            reportStrayEndTag(tag)
            return
        }
        reportedElements.formUnion(meant)
        // A helper that renders an element (`form_with`, `link_to`, `tag.div`) closes it at its
        // `end`: an end tag inside the block for an element outside it is misnested HTML.
        // `fields_for` renders none, so there it is fine.
        guard let helper = stack.last(where: { !isHTML($0) }), !elements[helper].name.hasPrefix("#"),
              let position = stack.firstIndex(of: helper), stack.firstIndex(of: outer).map({ $0 < position }) == true else { return }
        // Browsers closed the helper's element at the first such end tag: this one closes an
        // element further out, which that finding's damage already counts.
        guard helpersClosedEarly.insert(helper).inserted else { return }
        let open = elements[outer]
        let helperElement = elements[helper]
        if stack.index(after: position) < stack.endIndex { formsClosedAroundOpenElements.insert(helper) }
        let helperName: String
        if case .helper(let name) = helperElement.origin { helperName = name } else { helperName = helperElement.name }
        report(.mismatchedEndTag, "end tag `</\(tag.name)>` inside the `\(helperName)` block closes the `<\(open.name)>` opened on line \(lineNumber(of: open.range.start)), outside the block: the `<\(helperElement.name)>` the block renders is still open there",
               at: tag.nameRange, related: open.nameRange, "`<\(open.name)>` opened here",
               help: "move the `</\(tag.name)>` after the block's `<% end %>`, or remove it", from: helper, to: tag.range.start,
               damage: .closesEarly(helper, at: tag.range.end))
    }

    // MARK: - The stack of open elements

    /// An element HTML's rules apply to: from a start tag, or from a helper that writes only one.
    private func isHTML(_ index: Int) -> Bool { elements[index].origin == .html || startTagHelpers.contains(index) }

    /// The name the tag was written with (`#dynamic` elements keep their masked tag's name).
    private func tagName(_ index: Int) -> String { tagNames[index] }

    /// Inside SVG or MathML, outside an HTML integration point (`<foreignObject>`).
    private var isInForeignContent: Bool {
        guard let current = stack.last else { return false }
        return foreignElements.contains(current) && !HTMLElementKinds.htmlIntegrationPoints.contains(tagName(current))
    }

    /// A `<template>` is open: the form element pointer is then neither read nor set.
    private var isTemplateOpen: Bool {
        stack.contains { isHTML($0) && tagName($0) == "template" }
    }

    /// Where the nearest open HTML element that `matches` sits in the stack, searching from the
    /// current node and stopping at an element named in `scope` or at a helper's element.
    private func find(_ matches: (String) -> Bool, scope: HTMLElementKinds.Traits) -> (position: Int?, blockedByHelper: Bool) {
        for position in stack.indices.reversed() {
            let index = stack[position]
            guard isHTML(index) else { return (nil, true) }
            let name = tagName(index)
            if matches(name) { return (position, false) }
            if !traits[index].isDisjoint(with: scope) { return (nil, false) }
        }
        return (nil, false)
    }

    private func position(of matches: (String) -> Bool, scope: HTMLElementKinds.Traits) -> Int? {
        find(matches, scope: scope).position
    }

    private mutating func generateImpliedEndTags(except name: String? = nil, at offset: Int, alsoTableParts: Bool = false) {
        while let current = stack.last, isHTML(current), tagName(current) != name,
              HTMLElementKinds.impliedEndTags.contains(tagName(current)) || alsoTableParts && HTMLElementKinds.tableParts.contains(tagName(current)) {
            popCurrent(at: offset)
        }
    }

    private mutating func popCurrent(at offset: Int) {
        guard let open = stack.popLast() else { return }
        close(open, at: offset, endTag: nil)
    }

    /// Closes the elements from stack `position` up, at `offset`; `endTag` is the one at `position`'s.
    /// At the end of the template, what the first `</body>` or `</html>` left open and nothing
    /// closed since: reported as closed by it (the browser closes it at the end of the document,
    /// the same place). Elements opened after that end tag close at the end.
    private mutating func closeDocument() {
        guard let tag = documentEnd, let position = position(of: { $0 == tag.name }, scope: []) else { return }
        while let open = stack.last, stack.count > position + 1, elements[open].range.start > tag.range.start {
            stack.removeLast()
            close(open, at: bytes.count, endTag: nil)
        }
        // Elements that end without an end tag may stay open; anything else is never closed.
        let unclosed = stack[(position + 1)...].last { open in
            let name = tagName(open)
            return isHTML(open) && !HTMLElementKinds.impliedEndTags.contains(name) && !HTMLElementKinds.tableParts.contains(name) && name != "body"
        }
        if let unclosed { reportUnclosed(unclosed, closedBy: tag) }
        popThrough(position, at: tag.range.start, endTag: tag)
    }

    private mutating func removeFromFormattingList(at offset: Int, where matches: (Int) -> Bool) {
        for case let listed? in activeFormatting where matches(listed) { leftFormattingList[listed] = offset }
        activeFormatting.removeAll { $0.map(matches) ?? false }
    }

    /// Whether a formatting element popped without its own end tag at `offset` (`<a>` closed by
    /// `</p>`) stays in the list of active formatting elements while content follows: browsers
    /// rebuild it at the next text (or the start tag after it) and put what follows in the new
    /// element, until the end of the cell it was opened in, or the next `<a>`. Where its own end
    /// tag ends the rebuilt element, what it holds was meant inside: nothing moved.
    private func reopensAfterClosing(_ index: Int, at offset: Int, text: RenderedText) -> Bool {
        guard isHTML(index), HTMLElementKinds.formatting.contains(tagName(index)), closingEndTags[index]?.name != tagName(index),
              !endedByOwnEndTagAfterRebuild.contains(index) else { return false }
        let end = leftFormattingList[index] ?? (activeFormatting.contains(index) ? bytes.count : offset)
        return rendersContent(with: offset, from: offset, to: end, in: text) && !rebuildsAroundWhitespaceOnly(index, from: offset, to: end, text: text)
    }

    /// Whether the copies browsers rebuild of the link `index` from `start` until a later `<a>`
    /// start tag at `end` ends it hold only whitespace. Browsers rebuild a listed formatting
    /// element at whitespace too (WHATWG "in body", character tokens), so a start tag after it
    /// lands inside the copy; at that `<a>` the adoption agency moves each special element
    /// (`div`, `ul`, `li`, `h4`, ...) still open then out of the copy, leaving a new copy inside
    /// it with its children. Text, ERB output, any other element, or a special element already
    /// closed by then stays inside a copy: that moved.
    private func rebuildsAroundWhitespaceOnly(_ index: Int, from start: Int, to end: Int, text: RenderedText) -> Bool {
        guard tagName(index) == "a", end < bytes.count, let trigger = html.startTags.first(where: { $0.range.start == end }), trigger.name == "a" else { return false }
        var gapStart = start
        for tag in html.startTags where tag.range.start >= start && tag.range.start < end {
            if text.hasContent(from: gapStart, to: tag.range.start) { return false }
            guard let element = elements.indices.last(where: { elements[$0].range.start == tag.range.start && isHTML($0) }),
                  traits[element].contains(.special), elements[element].range.end > end else { return false }
            gapStart = tag.range.end
        }
        return !text.hasContent(from: gapStart, to: end)
    }

    private mutating func popThrough(_ position: Int, at offset: Int, endTag: HTMLEndTag?) {
        while stack.count > position, let open = stack.popLast() {
            close(open, at: offset, endTag: stack.count == position ? endTag : nil)
        }
    }

    @discardableResult
    private mutating func openHTMLElement(_ tag: HTMLStartTag) -> Int {
        let index = elements.count
        // `<h<%= level %>>`: the element's real name is only known at run time.
        let name = TreeBuilder.isGluedToOutput(tag.nameRange, among: erbTags(in: tag.range)) ? "#dynamic" : tag.name
        var element = Element(index: index, name: name, origin: .html, range: tag.range, nameRange: tag.nameRange, startTagRange: tag.range)
        element.parent = stack.last
        element.contentRange = SourceRange(start: tag.range.end, end: tag.range.end)
        (element.attributes, element.hasDynamicAttributes) = attributes(of: tag)
        append(element, tagName: tag.name)
        if let parent = element.parent { elements[parent].children.append(index) }
        openedByStartTag[index] = true
        push(index)
        if traits[index].contains(.formattingMarker) { activeFormatting.append(nil) }
        if HTMLElementKinds.formatting.contains(tag.name) { activeFormatting.append(index) }
        return index
    }

    /// Opens `index` on top of the stack.
    private mutating func push(_ index: Int) {
        let isParagraph = isHTML(index) && tagName(index) == "p"
        paragraphsOpenThrough[index] = paragraphsOpen + (isParagraph ? 1 : 0)
        stack.append(index)
    }

    /// How often what is built now renders: the Ruby blocks open here that are not a helper's
    /// own block (`blockElements`) decide.
    private var currentRendering: Element.Rendering {
        var rendering = Element.Rendering.once
        for (blockID, block) in blocks where blockElements[blockID] == nil {
            if block.isLoop { return .repeatedly }
            rendering = .maybe
        }
        return rendering
    }

    /// How many HTML `<p>` elements are open (see `paragraphsOpenThrough`).
    private var paragraphsOpen: Int {
        stack.last.map { paragraphsOpenThrough[$0] } ?? 0
    }

    private mutating func append(_ element: Element, tagName: String) {
        var element = element
        element.rendering = currentRendering
        elements.append(element)
        tagNames.append(tagName)
        traits.append(element.origin == .html ? HTMLElementKinds.traits(of: tagName) : [])
        paragraphsOpenThrough.append(0)
        openedByStartTag.append(false)
        closingEndTags.append(nil)
        implicitlyClosed.append(nil)
    }

    private mutating func close(_ index: Int, at offset: Int, endTag: HTMLEndTag?) {
        // An element closed without an end tag (`<br>`, `<li>` closed by the next `<li>`) still
        // spans its start tag, and always its children (closed before it).
        let childrenEnd = elements[index].children.last.map { elements[$0].range.end } ?? 0
        if endTag == nil, openedByStartTag[index] { implicitlyClosed[index] = offset }
        if let endTag { closingEndTags[index] = endTag }
        if traits[index].contains(.formattingMarker), let marker = activeFormatting.lastIndex(where: { $0 == nil }) {
            for case let listed? in activeFormatting[marker...] { leftFormattingList[listed] = offset }
            activeFormatting.removeSubrange(marker...)
        } else if endTag?.name == tagName(index) {
            removeFromFormattingList(at: offset) { $0 == index }
        }
        let contentEnd = max(endTag?.range.start ?? offset, childrenEnd)
        elements[index].range.end = max(elements[index].startTagRange.end, endTag?.range.end ?? offset, childrenEnd)
        if let content = elements[index].contentRange {
            elements[index].contentRange = SourceRange(start: content.start, end: max(content.start, contentEnd))
        }
    }

    /// Adds a helper element (and the elements it renders inside), returning its index.
    /// `opened` receives the elements that hold the helper's block.
    private mutating func addHelper(_ spec: HelperElementSpec, tag: ERBTag, parent: Int?, isConditional: Bool, opened: inout [Int]) -> Int {
        let index = elements.count
        var element = Element(index: index, name: spec.name, origin: .helper(spec.helperName), range: tag.range, nameRange: spec.nameRange, startTagRange: tag.range)
        element.parent = parent
        element.attributes = spec.attributes
        element.hasDynamicAttributes = spec.hasDynamicAttributes
        element.inlineText = spec.inlineText
        element.form = spec.form
        element.field = spec.field
        element.isConditional = isConditional
        append(element, tagName: spec.name)
        if let parent { elements[parent].children.append(index) }
        if spec.receivesBlock { opened.append(index) }
        for child in spec.children {
            _ = addHelper(child, tag: tag, parent: index, isConditional: isConditional, opened: &opened)
        }
        return index
    }

    // MARK: - Attributes

    /// The attributes of an HTML start tag, and whether ERB among them may add more.
    private mutating func attributes(of tag: HTMLStartTag) -> ([Attribute], Bool) {
        let inside = erbTags(in: tag.range)
        var hasDynamic = false
        var result: [Attribute] = []
        var written: [HTMLRawAttribute] = []
        for raw in tag.attributes {
            if TreeBuilder.isGluedToOutput(raw.nameRange, among: inside) {
                hasDynamic = true
                continue
            }
            written.append(raw)
            var value: AttributeValue?
            if let valueRange = raw.valueRange {
                value = attributeValue(in: valueRange, erb: inside)
            }
            result.append(Attribute(name: raw.name, nameRange: raw.nameRange, value: value, origin: .html))
        }
        let valueRanges = tag.attributes.compactMap(\.valueRange)
        if inside.contains(where: { erb in erb.kind != .comment && !valueRanges.contains { $0.contains(erb.range) } }) {
            hasDynamic = true
        }
        if tag.unterminatedValue == nil {
            issues += DuplicateAttributeCheck.issues(in: written, of: tag, bytes: bytes, branchKey: { ruby.branchKey(at: $0) })
            if let commas = AttributeCommaCheck.issue(in: written, of: tag, bytes: bytes) { issues.append(commas) }
        }
        return (result, hasDynamic)
    }

    /// A name glued to ERB output (`data-<%= x %>-target`, `<h<%= level %>>`) is not a name the
    /// linter knows. Code tags render nothing: `<% if x %>open` leaves the name whole.
    private static func isGluedToOutput(_ name: SourceRange, among erb: [ERBTag]) -> Bool {
        erb.contains { $0.kind == .output && ($0.range.end == name.start || $0.range.start == name.end) }
    }

    private func attributeValue(in range: SourceRange, erb: [ERBTag]) -> AttributeValue {
        var segments: [AttributeValue.Segment] = []
        var choices: [AttributeValue.Choice] = []
        var offset = range.start
        var dynamic = false
        for tag in erb where range.contains(tag.range) {
            appendText(from: offset, to: tag.range.start, to: &segments)
            if tag.kind != .comment {
                segments.append(.dynamic(tag.range))
                dynamic = true
                if tag.kind == .output, let renderings = LiteralChoices.renderings(ofCode: tag.contentRange, in: bytes) {
                    choices.append(AttributeValue.Choice(range: tag.range, renderings: renderings))
                } else if tag.kind == .code, isBetweenWords(tag.range, in: range) {
                    // `search <% if native? %>menu<% end %>`: code renders nothing, and the text
                    // its branches hold may each render; inside a word (`a<% else %>b`) which
                    // pieces join is not known.
                    choices.append(AttributeValue.Choice(range: tag.range, renderings: [[]]))
                }
            }
            offset = tag.range.end
        }
        appendText(from: offset, to: range.end, to: &segments)
        if segments.isEmpty { segments.append(.text("", range: SourceRange(start: range.end, end: range.end), verbatim: true)) }
        return AttributeValue(kind: dynamic ? .interpolated : .text, range: range, segments: segments, choices: choices)
    }

    /// Whether the ERB tag at `tag` touches a blank or an end of the value `value` on one side.
    private func isBetweenWords(_ tag: SourceRange, in value: SourceRange) -> Bool {
        tag.start == value.start || HTMLTokenizer.isSpace(bytes[tag.start - 1])
            || tag.end == value.end || HTMLTokenizer.isSpace(bytes[tag.end])
    }

    /// Appends the value text in `start..<end` as the browser reads it: a character reference
    /// (`&amp;`, `&#62;`) becomes a segment of its own holding the decoded character.
    private func appendText(from start: Int, to end: Int, to segments: inout [AttributeValue.Segment]) {
        var runStart = start
        var index = start
        while index < end {
            guard bytes[index] == UInt8(ascii: "&"), let reference = HTMLTokenizer.characterReference(in: bytes, at: index, end: end) else {
                index += 1
                continue
            }
            if index > runStart {
                segments.append(.text(text(runStart, index), range: SourceRange(start: runStart, end: index), verbatim: true))
            }
            segments.append(.text(reference.text, range: SourceRange(start: index, end: index + reference.length), verbatim: false))
            index += reference.length
            runStart = index
        }
        if end > runStart {
            segments.append(.text(text(runStart, end), range: SourceRange(start: runStart, end: end), verbatim: true))
        }
    }

    private func erbTags(in range: SourceRange) -> [ERBTag] {
        var low = 0
        var high = erbTags.count
        while low < high {
            let middle = (low + high) / 2
            if erbTags[middle].range.start < range.start { low = middle + 1 } else { high = middle }
        }
        var result: [ERBTag] = []
        while low < erbTags.count, erbTags[low].range.start < range.end {
            result.append(erbTags[low])
            low += 1
        }
        return result
    }

    /// Whether ERB output stands directly in the open element `index`, after its last child and
    /// before `offset`: markup the template does not show.
    private func rendersOutputDirectly(in index: Int, before offset: Int) -> Bool {
        let start = elements[index].children.last.map { elements[$0].range.end } ?? elements[index].startTagRange.end
        return start < offset && erbTags(in: SourceRange(start: start, end: offset)).contains { $0.kind == .output }
    }

    /// Whether ERB output in `range` renders another template (`render`, `yield`).
    private func rendersTemplates(in range: SourceRange) -> Bool {
        erbTags(in: range).contains { tag in
            tag.kind == .output && RubyLexer.tokens(in: bytes, range: tag.contentRange).contains { $0.isIdentifier("render") || $0.isIdentifier("yield") }
        }
    }

    /// The Ruby of an ERB tag, its blanks normalized (`else`, `elsif x`).
    private func code(of tag: ERBTag) -> String {
        text(tag.contentRange.start, tag.contentRange.end).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    // MARK: - Issues

    /// Records an issue about the element at `from` and a tag at `to`, unless the two sit in
    /// different ERB branches or loops (the masked HTML does not show what renders together),
    /// an earlier broken value explains it, or a loop between them leaves the structure unknown.
    @discardableResult
    private mutating func report(_ kind: ParseIssue.Kind, _ message: String, at range: SourceRange, related: SourceRange?, _ relatedMessage: String?,
                                 help: String, from element: Int?, to offset: Int, damage: StructureDamage = .moves) -> Bool {
        guard offset < damagedFrom else { return false }
        // Past a loop that builds structure across iterations, what is open from before it is unknown.
        if offset > unbalancedLoopEnd, element.map({ elements[$0].range.start < unbalancedLoopEnd }) ?? true { return false }
        if let element {
            // A helper's element starts, for this purpose, where its block's content does.
            let start = isHTML(element) ? elements[element].range.start : elements[element].contentRange?.start ?? elements[element].range.start
            if ruby.branchKey(at: start) != ruby.branchKey(at: offset) { return false }
        }
        if element == nil, ruby.branchKey(at: 0) != ruby.branchKey(at: offset) { return false }
        if case .moves = damage {} else { damages.append((issues.count, damage)) }
        issues.append(ParseIssue(kind: kind, message: message, range: range, relatedRange: related, relatedMessage: relatedMessage, help: help))
        return true
    }

    /// `position`: where the outer element sits in the stack; it and what is open inside it close here.
    /// `<% if a %></div><% else %>…<% end %>`: one branch of an `if`/`else` ends an element the
    /// `if` sits in, while another branch leaves it open and has no end tag of its own that
    /// found nothing: the structure after the `if` depends on the branch. Reported at that
    /// branch's end tag (the cause), not at the end tag later found stray (its consequence).
    /// Inside a loop, branches may open what a later iteration closes and close what an earlier
    /// one opened: there the other branch must leave the stack exactly as it found it.
    private mutating func reportBranchesThatCloseAlone(_ block: BlockState, endingAt blockEnd: Int) {
        let insideLoop = isInsideLoop
        let start = block.start.stack
        // How much of the block's stack each branch kept; past it, what the branch opened.
        let kept = block.branches.map { TreeBuilder.sharedPrefixLength(start, $0.stack) }
        guard kept.contains(where: { $0 < start.count }) else { return }
        for (number, branch) in block.branches.enumerated() where kept[number] < start.count {
            let opened = branch.stack[kept[number]...].map(tagName)
            for position in kept[number]..<start.count where isHTML(start[position]) {
                let element = start[position]
                let name = tagName(element)
                guard let endTag = closingEndTags[element], endTag.name == name, endTag.range.start < damagedFrom, !opened.contains(name) else { continue }
                let balanced = block.branches.indices.contains { other in
                    if insideLoop { return block.branches[other].strayEndTags == 0 && block.branches[other].stack == start }
                    return block.branches[other].strayEndTags == 0 && kept[other] > position
                        && !block.branches[other].stack[kept[other]...].contains { tagName($0) == name }
                }
                guard balanced else { continue }
                // `<dd>` left open on one path is closed anyway, before anything renders, by what
                // always follows the `if` (the next iteration's `<dt>`, `</dl>`): as if its end tag
                // had been written there, so the tree is the same on every path.
                let openPath = Array(start[...position])
                if block.branches.indices.allSatisfy({ kept[$0] <= position || block.branches[$0].stack == openPath }),
                   isClosedByWhatFollows(openPath, after: blockEnd) { continue }
                // A branch that renders another template may close the element there (a partial
                // ending in `</div>`): which branch is balanced is unknown.
                guard !block.branches.contains(where: { rendersTemplates(in: $0.code) }) else { return }
                let open = elements[element]
                // On the path that leaves it open, it holds what renders after the `if` until an
                // end tag of its own or of an element around it.
                let around = Set(start[...position].map(tagName))
                let closer = html.endTags.first { $0.range.start >= blockEnd && around.contains($0.name) }
                damages.append((issues.count, .openOnAnotherPath(element, after: blockEnd, closedAt: closer?.range.start)))
                issues.append(ParseIssue(kind: .mismatchedEndTag,
                                         message: "end tag `</\(name)>` closes the `<\(open.name)>` opened on line \(lineNumber(of: open.range.start)) in this branch only: another branch of the same `if` leaves it open, so what follows nests differently on each path",
                                         range: endTag.nameRange, relatedRange: open.nameRange, relatedMessage: "`<\(open.name)>` opened here",
                                         help: "close the `<\(open.name)>` in every branch, or move the `</\(name)>` out of the `if`"))
                // The first branch's tree goes on: the end tag that meant this element finds it closed.
                if number == 0 { forgivenEndTags[name, default: 0] += 1 }
                return
            }
        }
    }

    /// Whether the current node of `open`, an element whose end tag HTML lets one omit, is
    /// closed by the first tag on every path after `offset`, before anything renders.
    private mutating func isClosedByWhatFollows(_ open: [Int], after offset: Int) -> Bool {
        guard let element = open.last, isHTML(element), Self.omittableEndTags.contains(tagName(element)) else { return false }
        if following == nil { following = FollowingMarkup(bytes: bytes, erbTags: erbTags, html: html, ruby: ruby) }
        guard let tags = following?.firstTags(after: offset), !tags.isEmpty else { return false }
        return tags.allSatisfy { tag in
            switch tag {
            case .start(let start): startTag(start.name, closesCurrentNodeOf: open)
            case .end(let end): endTag(end.name, closesCurrentNodeOf: open)
            }
        }
    }

    /// Elements whose end tag HTML lets one omit when what follows ends them.
    private static let omittableEndTags: Set<String> = HTMLElementKinds.impliedEndTags.union(["td", "th", "tr", "tbody", "thead", "tfoot"])

    /// Whether a start tag `name` closes the current node of `open` first (the rules in `process(_:)`).
    private func startTag(_ name: String, closesCurrentNodeOf open: [Int]) -> Bool {
        guard let current = open.last else { return false }
        let closers: Set<String>
        switch tagName(current) {
        case "dd", "dt": closers = ["dd", "dt"]
        case "li": closers = ["li"]
        case "p": closers = HTMLElementKinds.closesParagraph
        case "option": closers = ["option", "optgroup"]
        case "optgroup": closers = ["optgroup"]
        // Only inside a `<ruby>`; an `<rtc>` is not ended by an `<rp>` or `<rt>`.
        case "rtc": closers = open.contains { tagName($0) == "ruby" } ? ["rb", "rtc"] : []
        case "rb", "rp", "rt": closers = open.contains { tagName($0) == "ruby" } ? ["rb", "rp", "rt", "rtc"] : []
        case "td", "th": closers = ["td", "th", "tr", "tbody", "thead", "tfoot"]
        case "tr": closers = ["tr", "tbody", "thead", "tfoot"]
        case "tbody", "thead", "tfoot": closers = ["tbody", "thead", "tfoot"]
        default: closers = []
        }
        return closers.contains(name)
    }

    /// Whether the end tag `name`, met with `open` as the stack, closes its current node: it
    /// finds an element around it (or the node itself) as `process(_:)` searches, and the node
    /// ends without a word (an implied end tag, or a table part a table's end tag closes).
    private func endTag(_ name: String, closesCurrentNodeOf open: [Int]) -> Bool {
        guard let current = open.last else { return false }
        let scope: HTMLElementKinds.Traits
        var closingTableParts = false
        switch name {
        case "p": scope = HTMLElementKinds.buttonScope
        case "li": scope = HTMLElementKinds.listItemScope
        case _ where HTMLElementKinds.tableParts.contains(name) || name == "table":
            scope = HTMLElementKinds.tableScope
            closingTableParts = true
        case _ where HTMLElementKinds.blockEndTags.contains(name) || name == "dd" || name == "dt":
            scope = HTMLElementKinds.defaultScope
        case "form", "body", "html", "br", "template":
            return false
        case _ where HTMLElementKinds.headings.contains(name):
            return false
        default:
            // `closeOther`: the nearest element of its name, unless a special element is in the way.
            for index in open.reversed() {
                guard isHTML(index) else { return false }
                if tagName(index) == name {
                    return index == current || HTMLElementKinds.impliedEndTags.contains(tagName(current)) && !HTMLElementKinds.formatting.contains(name)
                }
                if traits[index].contains(.special) { return false }
            }
            return false
        }
        for index in open.reversed() {
            guard isHTML(index) else { return false }
            if tagName(index) == name {
                let name = tagName(current)
                return index == current || HTMLElementKinds.impliedEndTags.contains(name) || closingTableParts && HTMLElementKinds.tableParts.contains(name)
            }
            if !traits[index].isDisjoint(with: scope) { return false }
        }
        return false
    }

    /// An `<a>` start tag while the `<a>` at stack `position` is open: browsers run the
    /// adoption agency algorithm for `a`, then drop that link (WHATWG 13.2.6.4.7, "A start tag
    /// whose tag name is "a""). Each round takes the nearest special element (`div`, `section`,
    /// `li`, ...) opened inside the link as its furthest block, moves it out of the link (and
    /// out of the elements between that are not formatting elements, which leave the stack)
    /// and puts a copy of the link inside it; the last round finds no special element above
    /// the copy and pops it with what is open inside it. So the special elements stay open
    /// around what follows, as written: only the link, the other elements between it and the
    /// innermost special one, and what is open inside that one close here. (The algorithm's
    /// limits, 8 rounds and 3 formatting elements between two special ones, are not modelled.)
    private mutating func closeOpenLink(_ position: Int, before tag: HTMLStartTag, at offset: Int) {
        let link = stack[position]
        guard let innermost = stack.indices.last(where: { $0 > position && traits[stack[$0]].contains(.special) }) else {
            reportNested(tag, inside: position, closing: Array(stack[position...]), what: "links")
            popThrough(position, at: offset, endTag: nil)
            return
        }
        // The special elements, and the formatting elements the list still holds (the copies
        // browsers make of them), stay open; the others between leave the stack.
        // Sets, not array searches: a link around thousands of open elements stays linear.
        let listed = Set(activeFormatting.compactMap { $0 })
        let kept = stack[(position + 1)...innermost].filter { traits[$0].contains(.special) || listed.contains($0) }
        let keptSet = Set(kept)
        let closedBetween = stack[position...innermost].filter { !keptSet.contains($0) }
        reportNested(tag, inside: position, closing: closedBetween + stack[(innermost + 1)...], what: "links")
        popThrough(innermost + 1, at: offset, endTag: nil)
        stack.removeSubrange(position...)
        stack.append(contentsOf: kept)
        // Each kept element now sits in the previous one, the outermost where the link sat.
        var parent = elements[link].parent
        for element in kept {
            reparent(element, to: parent)
            parent = element
        }
        for element in closedBetween.reversed() {
            close(element, at: offset, endTag: nil)
        }
    }

    /// Moves `index` from its parent's children to `parent`'s, in document order.
    private mutating func reparent(_ index: Int, to parent: Int?) {
        guard elements[index].parent != parent else { return }
        if let old = elements[index].parent { elements[old].children.removeAll { $0 == index } }
        elements[index].parent = parent
        guard let parent else { return }
        let children = elements[parent].children
        elements[parent].children.insert(index, at: children.firstIndex { $0 > index } ?? children.count)
    }

    private mutating func reportNested(_ tag: HTMLStartTag, inside position: Int, closing: [Int]? = nil, what: String) {
        let outer = stack[position]
        let open = elements[outer]
        for closed in closing ?? Array(stack[position...]) where isHTML(closed) { forgivenEndTags[tagName(closed), default: 0] += 1 }
        // A slip in its end tag already reported leaves it open: one cause, one finding.
        guard !reportedElements.contains(outer) else { return }
        report(.invalidNesting, "this `<\(tag.name)>` is inside the `<\(open.name)>` opened on line \(lineNumber(of: open.range.start)): \(what) cannot nest, so browsers close the outer `<\(open.name)>` here",
               at: tag.nameRange, related: open.nameRange, "outer `<\(open.name)>` opened here",
               help: "close the outer `<\(open.name)>` before this one, or make one of them another element", from: outer, to: tag.range.start)
    }

    private mutating func reportUnclosed(_ index: Int, closedBy endTag: HTMLEndTag) {
        guard isHTML(index), !elements[index].isImplied, !reportedElements.contains(index) else { return }
        reportedElements.insert(index)
        let element = elements[index]
        // `<ID=10,length=5>` in text: no element name holds `=` or `,`; an unescaped `<`.
        let isText = element.name.utf8.contains { !HTMLTokenizer.isNameByte($0) }
        let message = isText
            ? "`<\(element.name)` reads as a start tag: browsers make an element named `\(element.name)` of it (so that text is not shown), never closed until `</\(endTag.name)>` on line \(lineNumber(of: endTag.range.start)) closes it implicitly"
            : "`<\(element.name)>` is never closed: `</\(endTag.name)>` on line \(lineNumber(of: endTag.range.start)) closes it implicitly"
        if report(.unclosedElement, message,
                  at: element.nameRange, related: endTag.nameRange, "`</\(endTag.name)>` closes it here",
                  help: isText ? "write `&lt;` for the `<` if it is text" : "add `</\(element.name)>` where the element ends", from: index, to: endTag.range.start,
                  damage: .unclosed(index, closedBy: endTag.range)) {
            lastClosedByEndTag[element.name] = (issues.count - 1, endTag)
        }
    }

    /// `<th><div>…</th></div>`: the element's own end tag right after the end tag that closed
    /// it (two end tags swapped). One cause: the unclosed element's finding says it, and the
    /// ignored end tag gets none of its own. When the template has more end tags of the closer's
    /// name than start tags on every path through its conditionals and loops, the closer is that
    /// extra one: it closed an outer element of its name early (what follows leaves it), and the
    /// end tag that was meant for that element later finds nothing open: the finding says so,
    /// and that end tag gets none of its own.
    private mutating func explainsSwappedEndTags(_ endTag: HTMLEndTag) -> Bool {
        guard let (issue, closer) = lastClosedByEndTag[endTag.name], closer.range.end <= endTag.range.start,
              !bytes[closer.range.end..<endTag.range.start].contains(where: { !HTMLTokenizer.isSpace($0) }) else { return false }
        lastClosedByEndTag[endTag.name] = nil
        let closed = closingEndTags.indices.last { closingEndTags[$0]?.range == closer.range && tagName($0) == closer.name }
        // Counted only where the count is the same on every path through the template's
        // conditionals and loops (see `ERBStructure.endTagExcess`).
        let excess = closed == nil ? nil : ruby.endTagExcess(starts: html.startTags.filter { $0.name == closer.name }.map(\.range.start),
                                                              ends: html.endTags.filter { $0.name == closer.name }.map(\.range.start),
                                                              onPathTo: closer.range.start, bytes: bytes)
        if let closed, let excess, excess > 0 {
            let line = lineNumber(of: elements[closed].range.start)
            let hasBlocks = ruby.events.contains { if case .open = $0.event { true } else { false } }
            let count = (excess == 1 ? "one `</\(closer.name)>`" : "\(excess) `</\(closer.name)>`s") + " more than `<\(closer.name)>`s" + (hasBlocks ? " on every path through its Ruby blocks" : "")
            issues[issue].message += ", and the `</\(endTag.name)>` right after it closes nothing: the template has \(count), so that `</\(closer.name)>` also closes the `<\(closer.name)>` opened on line \(line)"
            issues[issue].help = "remove the extra `</\(closer.name)>` (line \(lineNumber(of: closer.range.start))) and keep the `</\(endTag.name)>`"
            // What the source puts in that element after the extra end tag lands outside it.
            damages.removeAll { $0.issue == issue }
            damages.append((issue, .extraEndTag(name: closer.name, after: closer.range.end, closed: closed)))
            forgivenEndTags[closer.name, default: 0] += 1
            return true
        }
        issues[issue].message += ", and the `</\(endTag.name)>` right after it closes nothing (the two end tags are swapped)"
        issues[issue].help = "swap `</\(closer.name)>` and `</\(endTag.name)>`"
        return true
    }

    /// An end tag with no element of its name open where it stands.
    private mutating func reportStrayEndTag(_ endTag: HTMLEndTag) {
        let name = endTag.name
        strayEndTagCount += 1
        if let forgiven = forgivenEndTags[name], forgiven > 0 {
            forgivenEndTags[name] = forgiven - 1
            return
        }
        if !unreadableMarkupParents.isEmpty {
            let block = contentBlock(at: endTag.range.start)
            if unreadableMarkupParents.contains(where: { written in written.block == block && (written.parent.map { stack.contains($0) } ?? true) }) { return }
        }
        if explainsSwappedEndTags(endTag) { return }
        guard let open = stack.last(where: isHTML) else {
            if report(.mismatchedEndTag, "end tag `</\(name)>` has no open `<\(name)>` to close: \(Self.strayEffect(of: name))", at: endTag.nameRange, related: nil, nil,
                      help: "remove the stray `</\(name)>` or add the missing `<\(name)>`", from: nil, to: endTag.range.start, damage: .none) {
                issues[issues.count - 1].topLevelEndTag = name
            }
            return
        }
        let element = elements[open]
        // Rows a partial renders directly in a table open the `<tbody>` (or `<tr>`) browsers
        // imply, which this end tag then closes.
        if HTMLElementKinds.tableParts.contains(name), rendersOutputDirectly(in: open, before: endTag.range.start) { return }
        // Meant for the last element of its name that something else closed: unless a stray end
        // tag was already explained by it, or an element of its name other than the one that
        // closed it came since (then that one's own end tag was the last of the name).
        let sameName = element.children.filter { elements[$0].name == name }
        if let earlier = sameName.last(where: { implicitlyClosed[$0] != nil }), let closedAt = implicitlyClosed[earlier] {
            let since = sameName.drop { $0 != earlier }.dropFirst()
            if since.allSatisfy({ elements[$0].range.start == closedAt }) {
                reportStrayEndTagOfImplicitlyClosed(earlier, endTag: endTag)
                implicitlyClosed[earlier] = nil
                return
            }
        }
        // Meant for an element of its name that a block in the way keeps open, or for the open
        // element (a typo, `</spam>`, or another slip, `<a>…</button>`): either stays open, and
        // what happens to it is this finding's business, not another one's.
        // A table part's end tag searches only its own table: a cell of an outer table (beyond a
        // `<table>`) is not in the way of it, and a second `</td>` in a row is only ignored.
        let blocked = HTMLElementKinds.tableParts.contains(name) ? nil : stack.last { isHTML($0) && tagName($0) == name }
        let meant = blocked ?? open
        if var run = strayRun, run.meant == meant, !bytes[run.end..<endTag.range.start].contains(where: { !HTMLTokenizer.isSpace($0) }) {
            run.followers.append(name)
            run.end = endTag.range.end
            strayRun = run
            return
        }
        finishStrayRun()
        reportedElements.insert(meant)
        // Two table parts (`</td>` for an open `<tr>`) are not a misspelling of each other: the
        // parser only ignores the end tag.
        let typo = !(HTMLElementKinds.tableParts.contains(name) && HTMLElementKinds.tableParts.contains(tagName(open)))
            && StringDistance.editDistance(name, tagName(open)) <= StringDistance.threshold(forLength: name.count)
        let line = lineNumber(of: element.range.start)
        // An element the parser implied (the `<tr>` around cells in a `<tfoot>`) has no start tag
        // to name, and no end tag of its own to ask for.
        let implied = blocked == nil && element.isImplied
        let message = implied
            ? "end tag `</\(name)>` has no open `<\(name)>` to close: \(Self.strayEffect(of: name)) (the open element is the `<\(element.name)>` browsers imply on line \(line))"
            : blocked != nil || typo
            ? "end tag `</\(name)>` does not match the open element `<\(element.name)>` (line \(line))"
            : "end tag `</\(name)>` has no open `<\(name)>` to close: \(Self.strayEffect(of: name)) (it does not close the `<\(element.name)>` opened on line \(line))"
        if report(.mismatchedEndTag, message, at: endTag.nameRange, related: element.nameRange,
                  implied ? "`<\(element.name)>` implied here" : "`<\(element.name)>` opened here",
                  help: implied ? "remove the stray `</\(name)>`" : "close `<\(element.name)>` with `</\(element.name)>`, or remove the stray `</\(name)>`",
                  from: open, to: endTag.range.start,
                  damage: .leftOpen(meant, after: endTag.range.end)) {
            strayRun = (issues.count - 1, meant, endTag.range.end, [])
            // Only the document's own `<html>` or `<body>` is open: in a layout, which ignores
            // those start tags, the end tag meets what the layout has open around `yield`.
            if ["html", "body"].contains(tagName(open)) {
                issues[issues.count - 1].topLevelEndTag = name
            } else if blocked == nil, HTMLElementKinds.blockEndTags.contains(name),
                      stack.allSatisfy({ isHTML($0) && traits[$0].isDisjoint(with: HTMLElementKinds.defaultScope) }) {
                // Nothing here stops its search: where the template renders, it goes on through
                // the elements open around the render site (a layout's `<div>` around `yield`).
                issues[issues.count - 1].endTagSearchingPastTemplate = name
            }
        }
    }

    /// Says in the last run's finding which stray end tags right after it it stands for.
    private mutating func finishStrayRun() {
        guard let run = strayRun else { return }
        strayRun = nil
        guard !run.followers.isEmpty else { return }
        let tags = run.followers.map { "`</\($0)>`" }.joined(separator: ", ")
        let followers = run.followers.count == 1 ? "the end tag right after it (\(tags)) closes" : "the \(run.followers.count) end tags right after it (\(tags)) close"
        issues[run.issue].message += "; \(followers) nothing either"
        issues[run.issue].help = (issues[run.issue].help ?? "") + " (and the ones after it)"
    }

    /// What browsers do with an end tag that closes nothing: `</p>` makes an empty paragraph
    /// (`</br>` is read apart), any other is ignored.
    private static func strayEffect(of name: String) -> String {
        name == "p" ? "browsers insert an empty `<p></p>` here" : "browsers ignore it"
    }

    /// `</p>` after a `<p>` that HTML already closed, usually at a block it cannot contain
    /// (`<p> … <pre>` or `<p> … <div>`): browsers add an empty `<p></p>` for the stray end tag.
    private mutating func reportStrayEndTagOfImplicitlyClosed(_ earlier: Int, endTag: HTMLEndTag) {
        let element = elements[earlier]
        let name = element.name
        let closedAt = implicitlyClosed[earlier] ?? element.range.end
        let closer = html.startTags.first { $0.range.start == closedAt }
        let reason = closer.map { "the `<\(name)>` opened on line \(lineNumber(of: element.range.start)) was closed by `<\($0.name)>` on line \(lineNumber(of: $0.range.start)), which a `<\(name)>` cannot contain" }
            ?? "the `<\(name)>` opened on line \(lineNumber(of: element.range.start)) was already closed implicitly"
        report(.mismatchedEndTag, "end tag `</\(name)>` has no open `<\(name)>` to close: \(reason)",
               at: endTag.nameRange, related: element.nameRange, "`<\(name)>` opened here",
               help: name == "p"
                   ? closer.map { "browsers add an empty `<p></p>` here; use a `<div>` instead of the `<p>`, or move the `<\($0.name)>` out of it" } ?? "remove the stray `</p>`"
                   : "browsers ignore this end tag: remove it", from: earlier, to: endTag.range.start,
               // What leaves a bare `<p>` loses only the default paragraph margins, and the empty
               // `<p>` has no height: nothing moves. A `<p>` with attributes takes its class,
               // style or data with it. Any other such end tag is ignored.
               damage: name != "p" || element.attributes.isEmpty ? .none : .moves)
    }

    private mutating func reportUnterminatedValue(_ attribute: HTMLRawAttribute, of tag: HTMLStartTag) {
        guard tag.range.start < damagedFrom, let value = attribute.valueRange else { return }
        let quote = value.start > 0 ? String(UnicodeScalar(bytes[value.start - 1])) : "\""
        if value.end > value.start, bytes[value.end - 1] == UInt8(ascii: "\\") {
            // The damage stays inside this tag: the rest of the file is read as usual.
            issues.append(ParseIssue(kind: .unterminatedAttributeValue,
                                     message: "the value of `\(attribute.name)` ends at the `\\\(quote)` on line \(lineNumber(of: value.end)): HTML has no backslash escapes, so the rest of the value becomes junk attributes",
                                     range: attribute.nameRange, help: "write `&quot;` (or the other quote, `'`) for a quote inside the value"))
            return
        }
        damagedFrom = tag.range.start
        let whereItEnds = value.end < bytes.count
            ? "its closing `\(quote)` is on line \(lineNumber(of: value.end)), so the markup before it is part of the value"
            : "it never closes, so the rest of the file is part of the value"
        issues.append(ParseIssue(kind: .unterminatedAttributeValue,
                                 message: "the quoted value of `\(attribute.name)` runs past the end of its tag: \(whereItEnds)",
                                 range: attribute.nameRange, help: "add the missing `\(quote)` where the value ends"))
    }

    /// A start tag without its `>`: the markup after it (an end tag, another start tag) is read
    /// as its attributes up to the first `>`, or, where ERB output comes first, to the first `>`
    /// that output renders. What the browser builds after it is not known: the structure
    /// issues that follow are its damage.
    private mutating func reportMissingTagEnd(of tag: HTMLStartTag, before markup: HTMLRawAttribute) {
        guard tag.range.start < damagedFrom else { return }
        damagedFrom = tag.range.start
        let shown = markup.name.count > 24 ? String(markup.name.prefix(24)) + "…" : markup.name
        issues.append(ParseIssue(kind: .unterminatedAttributeValue,
                                 message: "the start tag `<\(tag.name)` has no `>`: browsers read what follows, up to the first `>`, as its attributes"
                                     + (erbTags(in: tag.range).first { $0.kind == .output && $0.range.start < markup.nameRange.start }.map {
                                         // Its first `>` ends the tag: what the tag swallows is unknown.
                                         ", and the ERB output on line \(lineNumber(of: $0.range.start)) comes first: what it renders decides where the tag ends"
                                     } ?? " (the markup `\(shown)` on line \(lineNumber(of: markup.nameRange.start)) among them)"),
                                 range: tag.nameRange, help: "add the missing `>` at the end of the start tag"))
    }

    private func lineNumber(of offset: Int) -> Int {
        var line = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") { line += 1 }
        return line
    }
}
