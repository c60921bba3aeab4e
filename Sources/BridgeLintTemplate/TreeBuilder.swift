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
/// implied `<tbody>`, `<tr>` and `<colgroup>` are built, and a `<form>` in a table outside its
/// cells is inserted and closed at once; other markup there is reported as moved in front of the
/// table and ended by the next table tag (`TreeBuilder+FosterParenting`), though the tree keeps
/// it where it is written. Not modelled: the reconstruction of formatting elements (`<b>` clones
/// after a misnested `</p>`; the list of active formatting elements is kept, so the end tag that
/// ends such a clone is not stray). Each structure issue says, once the tree is built, whether it
/// moves content (`StructureDamage`).
///
/// This file holds the parser's algorithm; the findings live in extensions: how an issue is
/// recorded (`TreeBuilder+Reports`), what a stray or misplaced end tag does
/// (`TreeBuilder+EndTagDamage`), what each finding does to the finished tree
/// (`TreeBuilder+Damage`), and the findings only the finished tree completes
/// (`TreeBuilder+LateFindings`).
struct TreeBuilder {
    let bytes: [UInt8]
    let erbTags: [ERBTag]
    let html: HTMLTokenizer
    let ruby: ERBStructure

    private(set) var elements: [Element] = []
    var issues: [ParseIssue] = []
    /// The HTML elements open at the end of the file (see `Template.openAtEnd`).
    private(set) var openAtEnd: [Int] = []
    /// The Ruby blocks that are not a helper's own (see `Template.rubyBlocks`), in the order they end.
    private(set) var rubyBlocks: [RubyBlock] = []

    /// Open elements, outermost first: HTML elements and the helper elements holding a block.
    var stack: [Int] = []
    /// Per element: whether an HTML start tag opened it (not a helper, nor the `<p>` a stray
    /// `</p>` makes).
    private(set) var openedByStartTag: [Bool] = []
    /// Per element: the name its tag was written with (`#dynamic` elements keep their masked
    /// tag's name), and what it means to searches of the stack.
    private var tagNames: [String] = []
    var traits: [HTMLElementKinds.Traits] = []
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
    var formPointer: Int?
    /// Per form helper element that a `</form>` in its block ended early: where its block ends.
    var formBlockEnds: [Int: Int] = [:]
    /// Per form a `</form>` ended while the form pointer pointed to it: where that end tag ends
    /// (after an ignored inner `<form>`, usually the inner form's end tag).
    var formEndTagEnds: [Int: Int] = [:]
    /// Form helper elements an end tag in their block closed together with elements still open
    /// inside the form (`<div><%= form_with do %><span></div>`): more than the form closes early.
    var formsClosedAroundOpenElements: Set<Int> = []
    /// Helpers' elements an end tag in their block closed early, with the element outside it (see
    /// `endTagFoundNothing`): browsers popped them there, so a later end tag in the block closes
    /// an element further out, the same misnesting, not the helper's element again.
    var helpersClosedEarly: Set<Int> = []
    /// Links (a `link_to` block's `<a>`, or one in the markup) that a link a helper renders inside
    /// them closed: browsers end an open `<a>` at the next `<a>` start tag, so an end tag later
    /// in the block finds the link already closed (see `endTagFoundNothing`).
    var linksClosedByNestedLink: Set<Int> = []
    /// The tables around the template where it renders.
    let tableContext: TableContext
    /// The table parts open where the template renders (`TableContext.inside`): the tree's
    /// outermost, implied, written in another template.
    var elementsOpenAround: Set<Int> = []
    /// Links whose nested link is reported (see `reportNestedLink`).
    var linksWithNestedLinks: Set<Int> = []
    /// Helpers' elements taken off the stack by such an end tag, as browsers do: their blocks'
    /// `<% end %>` finds them closed already (`endBrokenOutHelperBlock`).
    private var helpersPoppedEarly: Set<Int> = []
    /// Per finding of an end tag breaking out of a helper's block (`endTagFoundNothing`): the
    /// HTML elements it popped besides the one it closes (see `explainPoppedByBreakOut`).
    var poppedByBreakOut: [Int: [Int]] = [:]
    /// Elements a loop's body opened and left open at the loop's end, with where the loop
    /// starts: each later iteration renders inside the one before.
    var openPastLoopEnd: [Int: Int] = [:]
    /// Elements a later branch of an `if` or `case` opened and left open, with where the block
    /// ends: the tree follows the first branch, but on their branch's path they hold what follows.
    var openPastBranchEnd: [Int: Int] = [:]
    /// The element open around each ERB output so far that writes markup bridgelint cannot read
    /// (see `RubyStringMarkup.writesUnreadableMarkup`), nil at the top: until it closes, an end
    /// tag that finds nothing may close what that markup opened. With the `content_for` block
    /// holding the output, if any: only an end tag in the same block (or outside any) may.
    var unreadableMarkupParents: [(parent: Int?, block: SourceRange?)] = []
    /// What the app's helpers write (see `RubyStringMarkup.unclosedStartTags(of:in:helperMarkup:)`).
    let helperMarkup: HelperMarkup
    /// The bodies of the template's `content_for` blocks, read when some output is unreadable.
    private var unreadableMarkupBlocks: [SourceRange] = []

    /// The bodies of the template's `content_for` blocks: each renders where its region is read.
    func contentForBodies() -> [SourceRange] {
        RenderCall.all(in: bytes).compactMap { call -> SourceRange? in
            guard case .contentFor = call.kind, let end = call.blockEnd, call.range.end <= end else { return nil }
            return SourceRange(start: call.range.end, end: end)
        }
    }

    /// The innermost `content_for` block body holding `offset`, among `unreadableMarkupBlocks`.
    func contentBlock(at offset: Int) -> SourceRange? {
        unreadableMarkupBlocks.filter { $0.start <= offset && offset < $0.end }.min { $0.length < $1.length }
    }

    /// Whether `offset` stands inside the last start tag processed before the one at `next`
    /// (an ERB output in an attribute value: `<a href="<%= url.html_safe %>">`).
    private func isInsideStartTag(_ offset: Int, before next: Int) -> Bool {
        next > 0 && html.startTags[next - 1].range.contains(offset)
    }
    /// Per `<form>` an end tag of an element around it closed early (`<div><form></div>…</form>`,
    /// reported as never closed): where its own `</form>`, which then finds nothing to close,
    /// starts. The form element pointer keeps pointing at the form until that end tag.
    var formEndAfterEarlyClose: [Int: Int] = [:]
    /// Per open form, the `</form>` that ended the form element pointer's hold on it from inside
    /// a table cell without ending it (see `recordFormHoldEnded`).
    var formHoldsEnded: [Int: FormHoldEnded] = [:]
    /// Per ignored nested form helper (see `ignoreNestedForm`): its finding, and where its
    /// block's `<% end %>` is.
    var nestedFormFindings: [Int: (issue: Int, blockEnd: Int?)] = [:]
    /// `<a>` with no attributes written inside an open link (`<a href="/">Home<a>`, typed for
    /// `</a>`): per its start offset, the nesting issue reported for it and the outer link. When
    /// the bare `<a>` is then itself reported never closed, the two are one typo: one finding.
    var bareLinksInLinks: [Int: (issue: Int, outer: Int)] = [:]
    /// Tables opened by a bare `<table>` written in a table outside a cell, typed for
    /// `</table>` (see `reportTableStartTagTypedForEndTag`): while one is open, an end tag that
    /// finds nothing is that finding's consequence.
    var tablesTypedForEndTag: Set<Int> = []
    /// The last end tag reported for closing nothing inside an open element, with its finding
    /// and that element (see `explainsEndTagTypedForStartTag`).
    var lastStrayEndTag: (issue: Int, endTag: HTMLEndTag, open: Int)?
    /// Helper elements rendered as a start tag only (see `openAsStartTag`): on the stack they
    /// are HTML elements, which HTML end tags close.
    private var startTagHelpers: Set<Int> = []
    /// Helper block id -> the elements its block keeps open.
    private var blockElements: [Int: [Int]] = [:]
    /// Form helpers' blocks opened while the form element pointer was set, by block id: the
    /// helper's element (see `ignoreNestedForm`).
    private var ignoredFormBlocks: [Int: Int] = [:]
    /// Blocks of helpers that write a whole form (`button_to … do`) inside another form, by
    /// block id: the helper's form, the form it is inside, and the helper's tag (see
    /// `ignoreWholeNestedForm`).
    private var wholeFormBlocks: [Int: (form: Int, outer: Int, tag: ERBTag, spec: HelperElementSpec)] = [:]
    /// Open Ruby blocks: the state when each opened, and how its finished branches ended.
    private var blocks: [Int: BlockState] = [:]
    /// End tags that closed nothing so far (counted, reported or not).
    var strayEndTagCount = 0
    /// The last finding of an element of each name closed by another element's end tag, and
    /// that end tag (see `explainsSwappedEndTags`).
    var lastClosedByEndTag: [String: (issue: Int, endTag: HTMLEndTag)] = [:]
    /// Per start of the first of two swapped end tags: the swap, which a later end tag that
    /// closes nothing may show was an end tag too many (see `confirmsSwapWasExtraEndTag`).
    var swappedEndTags: [Int: SwappedEndTags] = [:]
    /// Per start of an element's own end tag, lined up with it, when an end tag too many closed
    /// the element early: the finding that says so, which that end tag, then closing nothing,
    /// is part of (see `explainsOwnEndTagOfOuterClosedEarly`).
    var ownEndTagsOfOuterClosedEarly: [Int: Int] = [:]

    /// Two end tags swapped: the finding of the element the first closed implicitly.
    struct SwappedEndTags {
        var issue: Int
        /// The end tag right after the first, which closed nothing.
        var follower: HTMLEndTag
        /// The finding's message before it said what the two end tags are.
        var message: String
    }
    /// The first `</body>` or `</html>` that found its element open (see `closeDocument`).
    private(set) var documentEnd: HTMLEndTag?
    /// Per element: the end tag that closed it.
    var closingEndTags: [HTMLEndTag?] = []
    /// Per start of an end tag that closed an element of its name: that element (both kept as
    /// `closingEndTags` keeps them, looked up once per document instead of searched per end tag).
    var elementClosedByOwnEndTag: [Int: Int] = [:]
    /// Per start of an end tag: how many elements it closed, as `closingEndTags` says.
    var elementsClosedByEndTag: [Int: Int] = [:]
    /// The elements with no parent, in document order (see `children(of:)`).
    private var topLevelElements: [Int] = []
    /// Elements already reported as never closed.
    var reportedElements: Set<Int> = []
    /// Per start of an end tag that closed an element left open inside its own: that element's
    /// finding (see `explainsEndTagClosedThroughInner`).
    var unclosedIssueByEndTag: [Int: (issue: Int, element: Int)] = [:]
    /// Elements whose later own end tag a finding already tied to the end tag that closed them early.
    var elementsClosedThroughInner: Set<Int> = []
    /// Forms opened in a table outside a cell (see `TreeBuilder+FormInTable`): their finding and
    /// the table part they stand in.
    var formsInTable: [Int: (issue: Int, table: Int)] = [:]
    /// Those of `formsInTable` whose `</form>` came.
    var formsInTableEnded: Set<Int> = []
    /// Elements whose tag name swallowed an attribute (`<tdclass="w">`, see `GluedTagName`), or
    /// that a URL written in angle brackets made (`<https://…>`): their finding says so.
    var gluedElements: Set<Int> = []
    /// The last stray end tag reported for an element it does not close: a run of stray end
    /// tags right after it, for the same element, is one slip and one finding.
    var strayRun: (issue: Int, meant: Int, end: Int, followers: [String])?
    /// Stray end tags whose help offers to close the open element instead (issue → element):
    /// where that element's own end tag closes it later, only removing the stray one is right.
    var strayHelpOffersClosing: [Int: Int] = [:]
    /// Per element: for an HTML element that ended without its own end tag, the offset where
    /// it ended (`<p>` closed by a `<pre>` it cannot contain): a later `</p>` meant it.
    var implicitlyClosed: [Int?] = []
    /// Per element whose stray end tag was explained as meant for it after the end tag of an
    /// element around it closed it (`explainsStrayEndTagOfElementEndedByOuterEndTag`): where it
    /// ended. `implicitlyClosed` forgets it, so no other end tag blames it; an extra end tag
    /// found later (`explainMisplacedExtraEndTags`) still counts it among what it closed.
    var endedByOuterEndTagBeforeItsStray: [Int: Int] = [:]
    /// After a quoted value that swallowed markup, the structure errors are its damage: not news.
    /// From the start when an ERB tag swallows another (`ERBScanner.swallowedOpener`).
    var damagedFrom = Int.max
    /// Where what is open stops being known: the end of the first loop whose body leaves the
    /// stack other than it found it, or a helper's `<% end %>` whose end tag may close an element
    /// of its name after an end tag in its block closed the helper's element early.
    var openElementsUnknownFrom = Int.max
    /// Per element: the innermost Ruby block open where it was opened that is not a helper's own
    /// (an `if`, a loop), or nil: once that block has ended, whether the element is open depends
    /// on code the tree builder does not run.
    private(set) var openedInBlock: [Int?] = []
    /// Findings of a branch closing an element alone (see `reportBranchesThatCloseAlone`) made
    /// inside a loop: the issue, the element closed and where the end tag is. Withdrawn when the
    /// loop's body leaves an element of that name open for the next iteration (see `endLoop`).
    var branchClosesInLoops: [(issue: Int, element: Int, at: Int)] = []
    /// Findings withdrawn before the tree is finished (see `finishFindings`).
    var withdrawnIssues: Set<Int> = []
    /// End tags left without an element by a reported error (`<a><span><a>` closed the outer
    /// `<a>` and the `<span>`): their end tags are its consequence, not another finding.
    var forgivenEndTags: [String: Int] = [:]
    /// Elements written in a table outside a cell, which browsers insert in front of the table
    /// (see `TreeBuilder+FosterParenting`).
    var fosterParented: Set<Int> = []
    /// A heading closed by another heading's end tag (`<h3>Title</h2>`): its finding and that end
    /// tag, by the heading's name, until the heading's own end tag follows (`</h2></h3>`); see
    /// `reportStrayEndTag` for the help it then gets.
    var headingsClosedByAnotherName: [String: (issue: Int, endTag: HTMLEndTag)] = [:]
    /// The headings reported as opened inside another (`<h4><h3>`), by element, with their
    /// finding and the outer heading's name: the help changes when the inner one's own end tag
    /// closes it (it is meant, not a slip for the outer one's end tag).
    var nestedHeadings: [Int: (issue: Int, outer: String)] = [:]
    /// Elements an end tag closed on the path the tree follows only, whose later end tag is
    /// forgiven (see `forgiveEndTag(meant:)`).
    var elementsClosedOnOnePath: Set<Int> = []
    /// HTML's list of active formatting elements: formatting elements (`<b>`, `<em>`, `<a>`, ...)
    /// opened and not yet ended by their own end tag, and `nil` markers where a cell, caption,
    /// template or object opened. One popped by something else (`<p><em>…<ul>` closes both) stays
    /// listed: browsers rebuild it at the next text, and its end tag later ends it there.
    var activeFormatting: [Int?] = []
    /// Per formatting element: where it left the list of active formatting elements (its own end
    /// tag, the end of the cell or other marker it was opened in, the next `<a>`). One popped by
    /// something else and still listed is rebuilt at the next text (see `reopensAfterClosing`).
    var leftFormattingList: [Int: Int] = [:]
    /// Formatting elements whose own end tag ended them after something else popped them
    /// (`<a><strong>x</strong> y</a>` with the `</strong>` first): what was rebuilt was meant inside.
    var endedByOwnEndTagAfterRebuild: Set<Int> = []
    /// Issues whose severity depends on the finished tree: what each one does to the page.
    var damages: [(issue: Int, damage: StructureDamage)] = []
    /// Elements still open inside a form its `</form>` ended (with the issue that says so, and
    /// where the `</form>` ends): browsers keep them open, so one whose own end tag follows
    /// right after (`</form></div>`, the two end tags swapped) is built as written.
    var openPastFormEnd: [(issue: Int, element: Int, formEnd: Int)] = []
    /// Extra end tags the indentation places (see `explainsMisplacedExtraEndTag`).
    var misplacedExtraEndTags: [MisplacedExtraEndTag] = []
    /// What renders first after an offset on every path (made when first needed).
    var following: FollowingMarkup?
    /// The elements of the tags of one start tag split over an ERB conditional, by the offset
    /// of the `>` they share (see `Element.alternatives`).
    private var branchedTags: [Int: [Int]] = [:]

    struct BranchState {
        var stack: [Int]
        var formPointer: Int?
        /// End tags in the branch that closed nothing.
        var strayEndTags = 0
        /// From the tag that starts the branch to the one that ends it.
        var code = SourceRange(start: 0, end: 0)
    }

    struct BlockState {
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
        /// The terms of `condition` (see `ConditionTerms`), read once for the block.
        var terms: ConditionTerms?
        /// The code of the `else`/`elsif` tags so far, normalized.
        var branchTags: [String] = []
        /// The earlier block on the same condition whose branches this one's follow.
        var decided: DecidedCondition?
        /// `decisionsMade` when it opened: a block decided since sits inside it.
        var decisionsBefore = 0
        /// Some branch started where the earlier block's same branch ended, not at `start`.
        var followsDecidedBranches = false
        /// `strayEndTagCount` when the current branch started.
        var strayEndTagsBefore: Int
        /// The body may render several times (see `ERBStructure.Event.open`).
        var isLoop = false
        /// The block goes to a method that wraps it in markup bridgelint does not read
        /// (`ERBStructure.unreadWrapperBlocks`).
        var wrapsInUnreadMarkup = false
        /// The token that opened the block (`if`, `unless`, `case`, `begin`, `do`).
        var keyword: String?
        /// It has a `rescue`, `ensure` or `else` that runs after (part of) the body
        /// (`ERBStructure.branchesAfterBody`): its branches are no alternatives to compare.
        var runsBranchAfterBody = false
        /// What later branches opened and left open at their ends, which the tree closed to
        /// follow the first branch: on their own paths they stay open after the block.
        var leftOpenByLaterBranches: [Int] = []
    }

    /// How a block on a condition ended: each branch's state (a block with no `else` has the
    /// state before it as its `else`), and its `else`/`elsif` tags.
    struct DecidedCondition {
        var ends: [BranchState]
        var branchTags: [String]
        /// When it was decided: the latest of several blocks that decide a later one counts.
        var order = 0
        /// The loops open around it: a loop opened or closed since may bind its names anew.
        var loops: [Int] = []
        /// Its condition's one term, when it has one: a later block's condition may decide it.
        var term: ConditionTerms.Term?
    }

    /// Blocks by condition, until Ruby assigns something: `<% if x %><div><% end %>` … `<% if x %></div><% end %>`
    /// take the same branch, so the second follows each branch of the first.
    private var decidedConditions: [String: DecidedCondition] = [:]
    private var decisionsMade = 0

    private func blockState(isLoop: Bool = false, at offset: Int) -> BlockState {
        let start = BranchState(stack: stack, formPointer: formPointer)
        return BlockState(start: start, branchStart: start, branchStartOffset: offset, openedAt: offset, strayEndTagsBefore: strayEndTagCount, isLoop: isLoop)
    }

    /// `damagedFrom`: where the markup stops being what the browser gets (0 when the template
    /// cannot render at all); structure issues from there on are not reported.
    /// `tableContext`: the tables around the template where it renders (see
    /// `TemplateParser.parse(_:textBodies:helperMarkup:tableContext:)`).
    init(bytes: [UInt8], erbTags: [ERBTag], html: HTMLTokenizer, ruby: ERBStructure, helperMarkup: HelperMarkup = .none, damagedFrom: Int = .max,
         tableContext: TableContext = .unknown) {
        self.bytes = bytes
        self.helperMarkup = helperMarkup
        self.tableContext = tableContext
        self.erbTags = erbTags
        self.html = html
        self.ruby = ruby
        self.damagedFrom = damagedFrom
    }

    mutating func build() {
        lineBreaks = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
        for name in tableContext.openParts {
            elementsOpenAround.insert(elements.count)
            openImpliedElement(name, at: 0)
        }
        let helperEvents = ruby.events
        var helperIndex = 0
        var startIndex = 0
        var endIndex = 0
        let startTags = html.startTags
        let endTags = html.endTags
        // Start tags written by Ruby strings (see `RubyStringMarkup`): an end tag of theirs that
        // then finds nothing open closed what the string opened.
        let source = bytes
        let helperMarkup = self.helperMarkup
        var rubyStartTags = erbTags.map { (offset: $0.range.start, names: RubyStringMarkup.unclosedStartTags(of: $0, in: source, helperMarkup: helperMarkup)) }
            .filter { !$0.names.isEmpty }.makeIterator()
        var nextRubyStartTags = rubyStartTags.next()
        // Outputs that write markup bridgelint cannot read (a translation marked safe).
        let unreadableOffsets = erbTags.filter { RubyStringMarkup.writesUnreadableMarkup($0, in: source) }.map(\.range.start)
        // A `content_for` block renders where its region is read: what its output opens stays there.
        unreadableMarkupBlocks = unreadableOffsets.isEmpty ? [] : contentForBodies()
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
                    if !isInsideStartTag(written, before: startIndex) { unreadableMarkupParents.append((stack.last, contentBlock(at: written))) }
                    nextUnreadable = unreadable.next()
                }
                apply(helperEvents[helperIndex].event, at: helperEvents[helperIndex].offset)
                helperIndex += 1
            }
            while let written = nextUnreadable, written < offset {
                // An output in a start tag's attribute value writes its text, not markup.
                if !isInsideStartTag(written, before: startIndex) { unreadableMarkupParents.append((stack.last, contentBlock(at: written))) }
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
            rubyBlocks.append(RubyBlock(range: SourceRange(start: block.openedAt, end: bytes.count), isLoop: block.isLoop, keyword: block.keyword))
        }
        finishStrayRun()
        closeDocument()
        openAtEnd = stack.filter { isHTML($0) && !elements[$0].isImplied && !HTMLElementKinds.impliedEndTags.contains(tagName($0)) }
        while let open = stack.popLast() { close(open, at: bytes.count, endTag: nil) }
        extendParentsOverChildren()
        for group in branchedTags.values {
            for element in group { elements[element].alternatives = group.filter { $0 != element } }
        }
        let text = RenderedText(bytes: bytes, erbTags: erbTags, silentRanges: silentRanges(comments: html.comments, endTags: endTags))
        withdrawClosingOffers()
        reportSpacedEndTags()
        explainDamages(text: text)
        finishFindings(text: text)
        nameDynamicElementsInMessages()
    }

    /// Whether the page is past the point where a start tag `name` (`html`, `head` or `body`)
    /// opens anything: then browsers only copy an `<html>` or `<body>` tag's attributes onto the
    /// element already there. A partial's `<body>` lands in the layout's body; a second `<html>`
    /// in the head changes nothing.
    private func hasBegun(before name: String) -> Bool {
        let allowed: Set<String> = name == "body" ? ["html", "head"] : name == "head" ? ["html"] : []
        return stack.contains { isHTML($0) && !allowed.contains(tagName($0)) }
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
            // A helper's `<form>` or `<div>` closes an open `<p>` as the start tag would; a
            // `<form>` inside a form is ignored before it closes anything.
            if spec.name != "form" || formPointer == nil || isTemplateOpen { closeOpenParagraph(before: spec.name, at: tag.range.start) }
            if spec.name == "a", let link = stack.last(where: { tagName($0) == "a" }) {
                if isHTML(link), !isConditional, position(of: { $0 == "a" }, scope: HTMLElementKinds.formattingMarkers).map({ stack[$0] }) == link {
                    // A link written in the markup: browsers end it as at an `<a>` start tag.
                    endOpenLink(before: .helper(spec, tag), at: tag.range.start)
                } else {
                    if !isConditional { linksClosedByNestedLink.insert(link) }
                    reportNestedLink(spec, at: tag, inside: link)
                }
            }
            let parent = stack.last
            var opened: [Int] = []
            let index = addHelper(spec, tag: tag, parent: parent, isConditional: isConditional, opened: &opened)
            if let blockID, spec.receivesBlock, spec.children.isEmpty, spec.name == "form", let outer = formPointer, !isTemplateOpen {
                ignoreNestedForm(index, of: tag, inside: outer, blockID: blockID, at: offset)
            } else if spec.name == "form", !spec.rendersStartTagOnly, let outer = formPointer, !isTemplateOpen {
                ignoreWholeNestedForm(index)
                // Its `</form>` is written where the tag ends, or where its block (the button's) does.
                if let blockID {
                    opened.removeAll { $0 == index }
                    for element in opened {
                        elements[element].contentRange = SourceRange(start: tag.range.end, end: tag.range.end)
                        push(element)
                    }
                    blockElements[blockID] = opened
                    blocks[blockID] = blockState(at: offset)
                    wholeFormBlocks[blockID] = (index, outer, tag, spec)
                } else {
                    endWholeNestedForm(index, inside: outer, helperTag: tag, spec: spec, writtenAt: tag)
                }
            } else if let blockID {
                if spec.name == "form", opened.count <= 1, formPointer == nil, isInTableOutsideCell {
                    if let template = openTemplate {
                        reportFormIgnoredInTemplate(formDescription(index), at: elements[index].nameRange, template: template)
                    } else {
                        reportFormInTable(index, at: tag.range.start)
                    }
                }
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
            block.terms = condition.flatMap(ConditionTerms.init(condition:))
            block.wrapsInUnreadMarkup = ruby.unreadWrapperBlocks.contains(blockID)
            block.keyword = ruby.blockOpeners[blockID]
            // Only when what lies between the two blocks left the first branch's state as it was.
            if let condition, let earlier = decidedConditions[condition], let first = earlier.ends.first,
               first.stack == stack, first.formPointer == formPointer {
                block.decided = earlier
            } else if let terms = block.terms,
                      let implied = impliedStart(where: terms, from: block.start, decidedBefore: decisionsMade),
                      implied.stack != stack || implied.formPointer != formPointer {
                // The first branch renders only on the path where an earlier block took the
                // branch its condition implies: it starts where that branch ended.
                block.branchStart = implied
                block.followsDecidedBranches = true
                stack = implied.stack
                formPointer = implied.formPointer
            }
            block.decisionsBefore = decisionsMade
            blocks[blockID] = block
        case .branch(let blockID, let tag):
            guard var block = blocks[blockID] else { return }
            finishBranch(of: &block, at: tag.range.start)
            if ruby.branchesAfterBody.contains(tag.range.start) { block.runsBranchAfterBody = true }
            block.branchTags.append(code(of: tag))
            // The next branch renders instead of this one: it starts from the block's state, or
            // from where the same branch of an earlier block on the same condition ended.
            block.branchStart = block.start
            if let decided = block.decided, block.branches.count < decided.ends.count,
               decided.branchTags.starts(with: block.branchTags) {
                block.branchStart = decided.ends[block.branches.count]
                block.followsDecidedBranches = true
            } else if block.decided == nil, block.branchTags == ["else"], let term = block.terms?.single,
                      // Not a block decided inside this one's first branch, which the `else` never renders.
                      let implied = impliedStart(where: ConditionTerms(term.negated), from: block.start, decidedBefore: block.decisionsBefore),
                      implied.stack != block.start.stack || implied.formPointer != block.start.formPointer {
                block.branchStart = implied
                block.followsDecidedBranches = true
            }
            blocks[blockID] = block
            stack = block.branchStart.stack
            formPointer = block.branchStart.formPointer
        case .close(let blockID, let tag):
            if var block = blocks.removeValue(forKey: blockID) {
                if blockElements[blockID] == nil {
                    rubyBlocks.append(RubyBlock(range: SourceRange(start: block.openedAt, end: tag.range.end), isLoop: block.isLoop, keyword: block.keyword))
                }
                if !block.branches.isEmpty { finishBranch(of: &block, at: tag.range.start) }
                if let condition = block.condition {
                    var decision = decision(of: block)
                    decisionsMade += 1
                    decision.order = decisionsMade
                    decision.loops = openLoops
                    decision.term = block.terms?.single
                    decidedConditions[condition] = decision
                }
                if block.runsBranchAfterBody {
                    endBranchesAfterBody(of: block, at: tag.range.start)
                } else if !block.branches.isEmpty {
                    if !block.followsDecidedBranches { reportBranchesThatCloseAlone(block, endingAt: tag.range.end) }
                    for open in block.leftOpenByLaterBranches { openPastBranchEnd[open] = tag.range.end }
                    stack = block.branches[0].stack
                    formPointer = block.branches[0].formPointer
                } else {
                    forgiveEndTagsAfterBodyClosingAlone(block)
                }
                if block.isLoop { endLoop(block, at: tag.range.start) }
            }
            closeHelperBlock(blockID, at: tag)
            if let whole = wholeFormBlocks.removeValue(forKey: blockID) {
                endWholeNestedForm(whole.form, inside: whole.outer, helperTag: whole.tag, spec: whole.spec, writtenAt: tag)
            }
        case .assignment(let names):
            guard let names else {
                decidedConditions.removeAll()
                return
            }
            decidedConditions = decidedConditions.filter { condition, _ in !condition.split(separator: " ").contains { names.contains(String($0)) } }
        }
    }

    /// Where a branch on which `terms` hold starts: where the latest earlier two-way block on one
    /// term that `terms` decide (`if n.even?` for `n.odd?`, or for `n.even? && last`) ended the
    /// branch they imply, when what lies between it and `start` left its followed branch as it was.
    /// In a loop an element the followed branch has open may be one an earlier iteration left
    /// open (`<% if i.even? %><div><% end %>…<% if i.odd? %></div><% end %>`): the implied branch
    /// may add open elements there, never drop one.
    private func impliedStart(where terms: ConditionTerms, from start: BranchState, decidedBefore latest: Int) -> BranchState? {
        let loops = openLoops
        let candidates = decidedConditions.values.compactMap { decided -> (order: Int, start: BranchState)? in
            guard decided.order <= latest, decided.loops == loops, decided.ends.count == 2, decided.branchTags == ["else"],
                  let term = decided.term, let holds = terms.decides(term),
                  let followed = decided.ends.first, followed.stack == start.stack, followed.formPointer == start.formPointer else { return nil }
            let implied = decided.ends[holds ? 0 : 1]
            if !loops.isEmpty, !implied.stack.starts(with: start.stack) { return nil }
            return (decided.order, implied)
        }
        return candidates.max { $0.order < $1.order }?.start
    }

    /// The loop blocks open here, by block number.
    private var openLoops: [Int] { blocks.filter(\.value.isLoop).keys.sorted() }

    /// How `block`, just ended, left each branch, for a later block on its condition. A block with
    /// no `else` renders nothing on its other path: that path ends as it started.
    private func decision(of block: BlockState) -> DecidedCondition {
        guard !block.branches.isEmpty else {
            return DecidedCondition(ends: [BranchState(stack: stack, formPointer: formPointer), block.start], branchTags: ["else"])
        }
        return DecidedCondition(ends: block.branches, branchTags: block.branchTags)
    }

    /// A `begin` whose `rescue`, `ensure` or `else` ran after its body, or after the part of it
    /// that ran before an exception (`<% begin %><div><pre>…<% rescue %></pre></div><% end %>`
    /// closes what the body opened): which elements are open there is not known, so none of its
    /// end tags is compared with the body's. The tree follows the body; where a branch that goes
    /// on past the `end` (not one ending in `break`, `next`, `return` or `raise`) leaves another
    /// stack, what was open before is not judged from there on.
    private mutating func endBranchesAfterBody(of block: BlockState, at offset: Int) {
        guard let body = block.branches.first else { return }
        stack = body.stack
        formPointer = body.formPointer
        let goesOn = block.branches.dropFirst().filter { !endsInJump($0.code) }
        if goesOn.contains(where: { $0.stack != body.stack || $0.formPointer != body.formPointer }) {
            openElementsUnknownFrom = min(openElementsUnknownFrom, offset)
        }
    }

    /// Whether the last Ruby statement in `range` leaves the block for good: a plain `break`,
    /// `next`, `return` or `raise`, not one under an `if` or `unless` modifier.
    private func endsInJump(_ range: SourceRange) -> Bool {
        guard let last = erbTags(in: range).last(where: { $0.kind == .code && $0.range.start > range.start }) else { return false }
        let tokens = RubyLexer.tokens(in: bytes, range: last.contentRange)
        guard let first = tokens.first, ["break", "next", "return", "raise"].contains(where: first.isIdentifier) else { return false }
        return !tokens.contains { $0.isIdentifier("if") || $0.isIdentifier("unless") }
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
        openElementsUnknownFrom = min(openElementsUnknownFrom, offset)
        withdrawBranchCloses(balancedBy: stack[kept...], inLoopFrom: block.openedAt, to: offset)
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

    /// The open blocks given to a method that wraps them in markup bridgelint does not read.
    var blocksWrappingInUnreadMarkup: [BlockState] { blocks.values.filter(\.wrapsInUnreadMarkup) }

    /// Whether a loop opened after `offset` is still open: its body renders again after what
    /// follows it in the source.
    func isInOpenLoop(openedAfter offset: Int) -> Bool { blocks.values.contains { $0.isLoop && $0.openedAt > offset } }

    /// Whether the Ruby block `id` has opened and not yet ended.
    func isRubyBlockOpen(_ id: Int) -> Bool { blocks[id] != nil }

    /// Whether an open block around the current position is a loop.
    var isInsideLoop: Bool { blocks.values.contains(where: \.isLoop) }

    /// Records how the current branch ends; closes what a later branch opened, as the tree
    /// follows the first branch.
    private mutating func finishBranch(of block: inout BlockState, at offset: Int) {
        block.branches.append(BranchState(stack: stack, formPointer: formPointer, strayEndTags: strayEndTagCount - block.strayEndTagsBefore,
                                          code: SourceRange(start: block.branchStartOffset, end: offset)))
        block.strayEndTagsBefore = strayEndTagCount
        block.branchStartOffset = offset
        if block.branches.count > 1 {
            block.leftOpenByLaterBranches += discardBranch(startingFrom: block.branchStart.stack, at: offset)
        }
    }

    /// Closes what a later branch opened, and returns it: the tree follows the first branch. A
    /// branch only pops and pushes, so what it opened is what follows the part of `start` it kept.
    private mutating func discardBranch(startingFrom start: [Int], at offset: Int) -> [Int] {
        let opened = Array(stack[TreeBuilder.sharedPrefixLength(stack, start)...])
        for open in opened.reversed() { close(open, at: offset, endTag: nil) }
        return opened
    }

    static func sharedPrefixLength(_ lhs: [Int], _ rhs: [Int]) -> Int {
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

    /// A `<form>` start tag whose only attribute is `role="form"` (Bootstrap 3's examples wrote it
    /// on every form): the role a form has anyway, and without a label (`aria-label`, a
    /// `title`) no landmark, so nothing is lost when browsers ignore the tag.
    func onlyRestatesFormRole(_ tag: HTMLStartTag) -> Bool {
        guard tag.attributes.count == 1, let attribute = tag.attributes.first, attribute.name.lowercased() == "role",
              let value = attribute.valueRange, value.end <= bytes.count,
              String(decoding: bytes[value.start..<value.end].filter { !HTMLTokenizer.isSpace($0) }, as: UTF8.self).lowercased() == "form" else { return false }
        let rest = bytes[tag.nameRange.end..<attribute.range.start] + bytes[min(attribute.range.end, tag.closeOffset)..<min(tag.closeOffset, bytes.count)]
        return !rest.contains { !HTMLTokenizer.isSpace($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") }
    }

    /// A form helper's block while the form element pointer is set (`<%= form_with … do %>`
    /// inside another form): browsers ignore the `<form>` it writes, as they ignore such a start
    /// tag, so the helper's element holds nothing and is no open element; its block's markup
    /// lands in what is open around it. The `</form>` its `<% end %>` writes ends the outer
    /// form instead (`closeIgnoredFormBlock`), which the finding says; from inside a table cell
    /// it only ends browsers' hold on the outer form (`recordFormHoldEnded`).
    private mutating func ignoreNestedForm(_ index: Int, of tag: ERBTag, inside outer: Int, blockID: Int, at offset: Int) {
        let blockEnd = closeOfBlock(blockID)?.offset
        if report(.invalidNesting, nestedFormMessage(index, inside: outer, blockEnd: blockEnd, endClause: "writes ends the outer form"),
                  at: elements[index].nameRange, related: elements[outer].nameRange, "outer `<form>` opened here",
                  help: "end the outer form before this one, or use the `form` attribute (`form: \"id\"` on the fields) to point at another form",
                  from: outer, to: tag.range.start) {
            nestedFormFindings[index] = (issues.count - 1, blockEnd)
        }
        forgivenEndTags["form", default: 0] += 1
        elements[index].contentRange = SourceRange(start: tag.range.end, end: tag.range.end)
        ignoredFormBlocks[blockID] = index
        blockElements[blockID] = []
        blocks[blockID] = blockState(at: offset)
    }

    /// The `<% end %>` of an ignored nested form's block: its `</form>`, which browsers read
    /// as any `</form>` (it ends the form the pointer points to).
    private mutating func closeIgnoredFormBlock(_ index: Int, at tag: ERBTag) {
        endHelperElement(index, at: tag)
        closeForm(HTMLEndTag(range: tag.range, name: "form", nameRange: tag.range), writtenBy: index)
    }

    private mutating func closeHelperBlock(_ blockID: Int, at tag: ERBTag) {
        if let form = blockElements[blockID]?.first, formsInTable[form] != nil { endFormInTable(form, at: tag.range.start) }
        if let helper = blockElements[blockID]?.first ?? ignoredFormBlocks[blockID], elements[helper].form != nil {
            let body = SourceRange(start: elements[helper].startTagRange.end, end: tag.range.start)
            elements[helper].form?.block = body
        }
        if let form = ignoredFormBlocks.removeValue(forKey: blockID) {
            closeIgnoredFormBlock(form, at: tag)
            return
        }
        guard let opened = blockElements[blockID], let outer = opened.first else { return }
        if formBlockEnds[outer] != nil {
            formBlockEnds[outer] = tag.range.start
            endFormPointedTo(at: tag.range.start)
            return
        }
        if helpersPoppedEarly.contains(outer), !stack.contains(outer) {
            endBrokenOutHelperBlock(opened, at: tag)
            return
        }
        guard stack.contains(outer) else { return }
        // The `end` of `form_with` is a `</form>`, which leaves open what is still open inside the
        // form, as browsers do (`<form><div></form></div>` is balanced), and resets the form
        // element pointer; `fields_for` renders no end tag at all. A later end tag closes those elements.
        if formPointer == outer { formPointer = nil }
        // An earlier `</form>` ended browsers' hold on this form from inside a table cell: the
        // `</form>` this `<% end %>` writes finds no form, and the form stays open, an element
        // past its block, which the end tag of an element around it closes.
        if let ended = formHoldsEnded[outer], formPointer == nil, opened == [outer] {
            reportFormEndIgnored(HTMLEndTag(range: tag.range, name: "form", nameRange: tag.range), form: outer, ended: ended)
            startTagHelpers.insert(outer)
            return
        }
        if opened == [outer], elements[outer].name == "form" || elements[outer].name == "#fields" {
            // Its `</form>` first generates implied end tags: a `<p>` or `<li>` open last in the form ends there.
            if elements[outer].name == "form" { generateImpliedEndTags(at: tag.range.start) }
            guard let position = stack.lastIndex(of: outer) else { return }
            stack.remove(at: position)
            endHelperElement(outer, at: tag)
            return
        }
        if opened == [outer], keepsBlocksOpen(outer, at: tag) { return }
        if opened == [outer], endTagClosesElementOfItsName(outer, at: tag) { return }
        while let open = stack.popLast() {
            if opened.contains(open) {
                endHelperElement(open, at: tag)
            } else {
                close(open, at: tag.range.start, endTag: nil)
            }
            if open == outer { break }
        }
    }

    /// The helper element `index` ends with its block's `<% end %>`, its content just before it.
    private mutating func endHelperElement(_ index: Int, at tag: ERBTag) {
        elements[index].range.end = tag.range.end
        if let content = elements[index].contentRange { elements[index].contentRange = SourceRange(start: content.start, end: tag.range.start) }
    }

    /// The end tag a helper writes at its block's `<% end %>` (`tag.div`'s `</div>`) after its
    /// block left an element of that name open in it (`<%= tag.div do %><div>…<% end %>`):
    /// browsers close that element there, with what is open inside it, and the helper's element
    /// stays open as a start tag leaves it, for a later end tag (`</div>` after the `<% end %>`)
    /// to close, or whatever closes its parent.
    private mutating func endTagClosesElementOfItsName(_ helper: Int, at tag: ERBTag) -> Bool {
        let name = elements[helper].name
        guard !name.hasPrefix("#"), !HTMLElementKinds.formatting.contains(name), let position = stack.lastIndex(of: helper),
              let inner = stack.index(position, offsetBy: 1, limitedBy: stack.endIndex - 1),
              isHTML(stack[inner]), tagName(stack[inner]) == name,
              stack[inner...].allSatisfy(isHTML) else { return false }
        let scope = HTMLElementKinds.endTagScope(of: name) ?? .special
        guard !stack[(inner + 1)...].contains(where: { !traits[$0].isDisjoint(with: scope) || tagName($0) == name }) else { return false }
        while stack.count > inner { popCurrent(at: tag.range.start) }
        startTagHelpers.insert(helper)
        traits[helper] = HTMLElementKinds.traits(of: name)
        return true
    }

    /// The end tag of a formatting element a helper writes (`link_to`'s `</a>`) after its block
    /// opened a special element still open there (`<%= link_to url do %><p>…<% end %></p>`):
    /// browsers run the adoption agency, which takes the link and what lies between it and that
    /// element (the furthest block) off the stack and leaves the furthest block and what is in it
    /// open, for a later end tag to close. A table cell or other scope boundary in between makes
    /// browsers ignore that end tag, or nest differently: what is open from there on is unknown.
    private mutating func keepsBlocksOpen(_ helper: Int, at tag: ERBTag) -> Bool {
        guard HTMLElementKinds.formatting.contains(elements[helper].name), let position = stack.lastIndex(of: helper),
              let furthest = stack[(position + 1)...].firstIndex(where: { isHTML($0) && traits[$0].contains(.special) }) else { return false }
        if stack[(position + 1)...].contains(where: { !traits[$0].isDisjoint(with: [.defaultScopeBoundary, .formattingMarker]) }) {
            openElementsUnknownFrom = min(openElementsUnknownFrom, tag.range.start)
            return false
        }
        for between in stack[(position + 1)..<furthest].reversed() { close(between, at: tag.range.start, endTag: nil) }
        stack.removeSubrange(position..<furthest)
        endHelperElement(helper, at: tag)
        return true
    }

    /// An end tag in a helper's block closed `stack[position]`, an element opened before the
    /// block (`<h3><%= link_to url do %>…</h3><p>…<% end %></p>`): browsers read the helper's
    /// start tag, the block and its end tag as one stream, so they pop everything up to that
    /// element there, the helper's element too. What the block opens after it stays open past
    /// the `<% end %>`, as it does in the browser.
    /// The HTML elements popped on the way are returned.
    @discardableResult
    mutating func breakOutOfHelperBlock(through position: Int, endTag: HTMLEndTag) -> [Int] {
        var popped: [Int] = []
        while stack.count > position + 1, let open = stack.popLast() {
            if isHTML(open) {
                popped.append(open)
                close(open, at: endTag.range.start, endTag: nil)
            } else {
                helpersPoppedEarly.insert(open)
            }
        }
        popThrough(position, at: endTag.range.start, endTag: endTag)
        return popped
    }

    /// The `<% end %>` of a block whose helper's element an end tag in it popped early: the
    /// elements keep their extent up to the `<% end %>`. The end tags the helper writes there
    /// find no element of theirs open, and are ignored (a form's resets the form element
    /// pointer); if one might close an element of its name opened since, what is open from here
    /// on is not known.
    private mutating func endBrokenOutHelperBlock(_ opened: [Int], at tag: ERBTag) {
        for element in opened { endHelperElement(element, at: tag) }
        if let pointer = formPointer, opened.contains(pointer) { formPointer = nil }
        let written = Set(opened.map { elements[$0].name }.filter { !$0.hasPrefix("#") })
        if stack.contains(where: { written.contains(isHTML($0) ? tagName($0) : elements[$0].name) }) {
            openElementsUnknownFrom = min(openElementsUnknownFrom, tag.range.start)
        }
    }

    // MARK: - Start tags

    private mutating func process(_ tag: HTMLStartTag) {
        if let attribute = tag.unterminatedValue { reportUnterminatedValue(attribute, of: tag) }
        // Its own end tag taken in as attributes: judged by the element once inserted.
        let swallowingIssue = tag.markupAsAttribute.flatMap { reportMissingTagEnd(of: tag, before: $0) }
        defer {
            if let issue = swallowingIssue, let element = elements.indices.last, elements[element].range.start == tag.range.start {
                damages.append((issue, .endTagSwallowed(element, after: tag.range.end)))
            }
        }
        let glued = GluedTagName(tag, in: bytes)
        let gluedIssue = glued.flatMap { reportGluedTagName($0, of: tag) }
        let urlWrittenAsTag = glued == nil && reportURLWrittenAsTag(tag)
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
        if isIgnoredOutsideTables(tag) {
            reportIgnoredOutsideTables(tag)
            return
        }
        if name == "table" || name == "col" || HTMLElementKinds.tableParts.contains(name) { endFosterParented(at: at) }
        if let current = stack.last, isHTML(current), tagName(current) == "head", !HTMLElementKinds.headContent.contains(name) {
            popCurrent(at: at)
        }
        switch name {
        case "svg", "math":
            insert(tag, foreign: true)
            return
        case "form":
            if let form = formPointer, !isTemplateOpen {
                report(.invalidNesting, "this `<form>` is inside the `<form>` on \(place(of: elements[form].range.start)): browsers ignore the inner start tag, so its attributes are lost and its fields belong to the outer form",
                       at: tag.nameRange, related: elements[form].nameRange, "outer `<form>` opened here",
                       help: "close the outer form first, or use the `form` attribute (`<button form=\"id\">`) to point at another form", from: form, to: at,
                       damage: isBare(tag) || onlyRestatesFormRole(tag) ? .ignoredBareForm(form, at: at) : .moves)
                forgivenEndTags["form", default: 0] += 1
                return
            }
            if isInTableOutsideCell {
                // Inside a `<template>`, "in table" rules ignore the start tag (and its `</form>`).
                if let template = openTemplate {
                    reportFormIgnoredInTemplate("this `<form>`", at: tag.nameRange, template: template)
                    forgivenEndTags["form", default: 0] += 1
                } else {
                    insertFormInTable(tag)
                }
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
            endOpenLink(before: .startTag(tag), at: at)
        case "table":
            // A table start tag in a table (not in a cell) ends that table first.
            if isInTableOutsideCell, let table = position(of: { $0 == "table" }, scope: HTMLElementKinds.tableScope) {
                if isBare(tag), !isFollowedByRows(tag) { reportTableStartTagTypedForEndTag(tag, closing: stack[table]) }
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
                       ? "`<select>` inside the `<select>` opened on \(place(of: open.range.start)): browsers read it as `</select>` (a select cannot hold another) and make no element of it; it looks like a typo for `</select>`, which closes the select at the same place, so nothing moves"
                       : "`<select>` inside the `<select>` opened on \(place(of: open.range.start)): browsers read it as `</select>` (a select cannot hold another) and make no element of it, so its attributes are lost and what follows lands outside any select",
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
        closeOpenParagraph(before: name, at: at)
        if HTMLElementKinds.headings.contains(name), let current = stack.last, isHTML(current), HTMLElementKinds.headings.contains(tagName(current)),
           reportedElements.contains(current) {
            // A heading left open by a slip already reported (`<h2>…</p>`): that finding's cause.
            popCurrent(at: at)
        } else if HTMLElementKinds.headings.contains(name), let current = stack.last, isHTML(current), HTMLElementKinds.headings.contains(tagName(current)) {
            let open = elements[current]
            if report(.invalidNesting, "`<\(name)>` inside the `<\(open.name)>` opened on \(place(of: open.range.start)): headings cannot nest, so browsers close the `<\(open.name)>` here",
                      at: tag.nameRange, related: open.nameRange, "`<\(open.name)>` opened here",
                      help: "close the heading with `</\(open.name)>` (a `<\(name)>` here is usually a typo for it)", from: current, to: at,
                      damage: .elementMeantEmpty(elements.count)) {
                nestedHeadings[elements.count] = (issues.count - 1, open.name)
            }
            reportedElements.insert(elements.count)
            popCurrent(at: at)
        }
        if glued != nil || urlWrittenAsTag { gluedElements.insert(elements.count) }
        let fosteredIn = isFosterParented(tag, glued: glued != nil) ? stack.last : nil
        insert(tag, foreign: false)
        // `<span">`: the `</span>` meant for it leaves it open, which moves what follows inside it, if anything.
        if let gluedIssue, let glued, case .punctuation = glued.glue,
           let endTag = html.endTags.first(where: { $0.range.start > tag.range.start && $0.name == glued.element }) {
            damages.append((gluedIssue, .leftOpen(elements.count - 1, after: endTag.range.start)))
        }
        if let part = fosteredIn { reportFosterParented(elements.count - 1, tag: tag, in: part) }
    }

    /// A start tag of a block (`<div>`, `<form>`, `<ul>`, ...) first closes a `<p>` open in
    /// button scope.
    private mutating func closeOpenParagraph(before name: String, at offset: Int) {
        guard HTMLElementKinds.closesParagraph.contains(name), paragraphsOpen > 0,
              let paragraph = position(of: { $0 == "p" }, scope: HTMLElementKinds.buttonScope) else { return }
        generateImpliedEndTags(except: "p", at: offset)
        popThrough(paragraph, at: offset, endTag: nil)
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

    mutating func insert(_ tag: HTMLStartTag, foreign: Bool) {
        let index = openHTMLElement(tag)
        if foreign { foreignElements.insert(index) }
        if tag.name == "form", !isTemplateOpen { formPointer = index }
        if HTMLElementKinds.void.contains(tag.name) && !foreign || foreign && tag.isSelfClosing {
            popCurrent(at: tag.range.end)
            implicitlyClosed[index] = nil
        } else if tag.isSelfClosing {
            report(.invalidNesting, ParseIssue.ignoredSlash(in: tag.name) + ", so it stays open and holds what follows",
                   at: SourceRange(start: max(tag.range.start, tag.range.end - 2), end: tag.range.end), related: tag.nameRange, "`<\(tag.name)>` opened here",
                   help: "write `<\(tag.name)></\(tag.name)>`", from: index, to: tag.range.start, damage: .elementMeantEmpty(index))
            reportedElements.insert(index)
        }
    }

    /// Whether rows or cells are written after the table start tag `tag`, before the next table
    /// tag: then it starts a table of its own (the first one's `</table>` left out), no typo.
    private func isFollowedByRows(_ tag: HTMLStartTag) -> Bool {
        let end = nextTableTag(after: tag)?.offset ?? .max
        return html.startTags.contains { $0.range.start > tag.range.start && $0.range.start < end && HTMLElementKinds.tableParts.contains($0.name) }
    }

    /// The first `<table>` or `</table>` after `tag`, as written, and where it starts.
    private func nextTableTag(after tag: HTMLStartTag) -> (written: String, offset: Int)? {
        let nextStart = html.startTags.first { $0.range.start > tag.range.start && $0.name == "table" }.map { (written: "<table>", offset: $0.range.start) }
        let nextEnd = html.endTags.first { $0.range.start > tag.range.start && $0.name == "table" }.map { (written: "</table>", offset: $0.range.start) }
        return [nextStart, nextEnd].compactMap { $0 }.min { $0.offset < $1.offset }
    }

    /// `<table>` with no attributes in a table, outside any cell: browsers read it as
    /// `</table>` and open a new, empty table, which stays open until the next `</table>` or
    /// `<table>`; until then, end tags of the elements around it find nothing (a table bounds
    /// their search), and those elements hold what follows.
    private mutating func reportTableStartTagTypedForEndTag(_ tag: HTMLStartTag, closing outer: Int) {
        let closer = nextTableTag(after: tag)
        let ignored = html.endTags.first { $0.range.start > tag.range.start && $0.range.start < (closer?.offset ?? .max)
            && !HTMLElementKinds.tableParts.contains($0.name) && $0.name != "table" }
        let ignoring = ignored.map { ", so the `</\($0.name)>` on \(place(of: $0.range.start)) finds nothing (a table bounds its search) and its element holds what follows" } ?? ""
        let after = closer.map { "; the `\($0.written)` on \(place(of: $0.offset)) closes the new table\(ignoring)" }
            ?? "; no `</table>` follows to close the new table, so the end tags of the elements around it find nothing, and those elements stay open past the template's end"
        report(.invalidNesting, "`<table>` inside the `<table>` opened on \(place(of: elements[outer].range.start)), outside any cell: browsers read it as `</table>` and open a new, empty table; it looks like a typo for `</table>`\(after)",
               at: tag.nameRange, related: elements[outer].nameRange, "outer `<table>` opened here",
               help: "write `</table>`", from: outer, to: tag.range.start, damage: closer == nil || ignored != nil ? .moves : .none)
        tablesTypedForEndTag.insert(elements.count)
    }

    // MARK: - End tags

    private mutating func process(_ tag: HTMLEndTag) {
        // Another end tag of its name taken in as attributes: judged by the element it was
        // meant for, the one of that name this end tag leaves current.
        let swallowingIssue = tag.markupAsAttribute.flatMap { reportMissingTagEnd(ofEndTag: tag, before: $0) }
        defer {
            if let issue = swallowingIssue, let element = stack.last, isHTML(element) {
                // The end tag swallowed judges the element it was meant for, now current (see
                // `reportMissingTagEnd`); one glued to the name (`</strong</th>`), the parent.
                let gluedToName = tag.markupAsAttribute.map { $0 < tag.nameRange.end } == true
                let swallowedName = tag.markupAsAttribute.flatMap { Self.endTagName(bytes[$0..<tag.range.end]) }
                let judged = gluedToName ? stack.dropLast().last : tagName(element) == swallowedName ? element : nil
                if let judged { damages.append((issue, .endTagSwallowed(judged, after: tag.range.end))) }
            }
        }
        let name = tag.name
        if name == "table" || HTMLElementKinds.tableParts.contains(name) { endFosterParented(at: tag.range.start) }
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
        case "form":
            closeForm(tag)
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
        default:
            if let scope = HTMLElementKinds.endTagScope(of: name) {
                close(tag, scope: scope, closingTableParts: HTMLElementKinds.tableParts.contains(name) || name == "table")
            } else {
                closeOther(tag)
            }
        }
    }

    /// An end tag that closes its element in `scope`, through whatever is still open inside it.
    /// `closingTableParts`: cells, rows and row groups open inside close without a word
    /// (`</table>` after `<td>c`).
    private mutating func close(_ tag: HTMLEndTag, scope: HTMLElementKinds.Traits, closingTableParts: Bool = false) {
        let search = find({ $0 == tag.name }, scope: scope)
        guard let position = search.position else {
            endTagFoundNothing(tag, blockedByHelper: search.blockedByHelper, scope: scope) { $0 == tag.name }
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
            endTagFoundNothing(tag, blockedByHelper: search.blockedByHelper, scope: []) { $0 == "template" }
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
            endTagFoundNothing(tag, blockedByHelper: true, scope: HTMLElementKinds.buttonScope) { $0 == "p" }
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
    /// out of scope, it only clears the pointer (so a later `<form>` is not ignored, and the
    /// form's own `</form>` is: see `recordFormHoldEnded`). Inside a `<template>` it closes the
    /// form in scope, with what is open inside. `helper`: the ignored nested form helper whose
    /// `<% end %>` writes it, if one does.
    mutating func closeForm(_ tag: HTMLEndTag, writtenBy helper: Int? = nil) {
        if isTemplateOpen {
            close(tag, scope: HTMLElementKinds.defaultScope)
            return
        }
        guard let form = formPointer else {
            if let open = openFormWithHoldEnded() {
                reportFormEndIgnored(tag, form: open.form, ended: open.ended)
            } else {
                reportStrayEndTag(tag)
            }
            return
        }
        formPointer = nil
        formEndTagEnds[form] = tag.range.end
        if formsInTable[form] != nil, !stack.contains(form) {
            endFormInTable(form, at: tag.range.start)
            return
        }
        if let boundary = scopeBoundary(above: form) {
            recordFormHoldEnded(form, by: tag, inside: boundary, writtenBy: helper)
        }
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
        guard let position = stack.lastIndex(of: form), scopeBoundary(above: form) == nil else {
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
            report(.mismatchedEndTag, "end tag `</form>` ends the `<form>` that `\(helper)` renders on \(place(of: element.range.start)) before the block's `<% end %>`: browsers end the form here (a `<form>` after it starts a form of its own, and the `</form>` that `<% end %>` writes no longer closes this one)",
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
            endTagFoundNothing(tag, blockedByHelper: search.blockedByHelper, scope: HTMLElementKinds.defaultScope) { HTMLElementKinds.headings.contains($0) }
            return
        }
        generateImpliedEndTags(at: tag.range.start)
        let heading = stack[position]
        let open = elements[heading]
        if tagName(heading) == tag.name, let nested = nestedHeadings[heading] {
            // Closed by its own end tag: the inner heading is meant, not a slip for `</h4>`.
            issues[nested.issue].help = "end the `<\(nested.outer)>` before this `<\(open.name)>`, which its own `</\(tag.name)>` closes, or make one of them a `<div>` or a `<span>`"
        }
        if tagName(heading) != tag.name {
            reportedElements.insert(heading)
            // It closes the heading where it was meant to; a later `</h3>` of the typo is its echo.
            forgivenEndTags[tagName(heading), default: 0] += 1
            if report(.mismatchedEndTag, "end tag `</\(tag.name)>` does not match the open element `<\(open.name)>` (\(place(of: open.range.start))): browsers close the `<\(open.name)>` here all the same",
                      at: tag.nameRange, related: open.nameRange, "`<\(open.name)>` opened here",
                      help: "close `<\(open.name)>` with `</\(open.name)>`", from: heading, to: tag.range.start, damage: .none) {
                headingsClosedByAnotherName[tagName(heading)] = (issues.count - 1, tag)
            }
        } else if let current = stack.last, current != heading {
            reportUnclosed(current, closedBy: tag)
        }
        popThrough(position, at: tag.range.start, endTag: tag)
    }

    /// Any other end tag closes the nearest open element of its name, unless a special
    /// element (`div`, `p`, `li`, ...) is in the way. A formatting element's end tag reaches
    /// past one (see `endsFormattingElementAroundBlock`).
    private mutating func closeOther(_ tag: HTMLEndTag) {
        if endsFormattingElementAroundBlock(tag) { return }
        for position in stack.indices.reversed() {
            let open = stack[position]
            guard isHTML(open) else {
                endTagFoundNothing(tag, blockedByHelper: true, scope: .special) { $0 == tag.name }
                return
            }
            if tagName(open) == tag.name {
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

    /// `<strong><h3>Title</strong></h3>`: the end tag of a formatting element in the list of
    /// active formatting elements, in scope, with a special element (a block) open inside it.
    /// Browsers run the adoption agency: they end the formatting element here and rebuild it
    /// inside the block around what the block holds, and the block stays open for its own end
    /// tag. Nothing lands in the formatting element after this end tag, so nothing moves: one
    /// warning, that the end tags are misnested. The tree keeps the block inside it.
    private mutating func endsFormattingElementAroundBlock(_ tag: HTMLEndTag) -> Bool {
        guard HTMLElementKinds.formatting.contains(tag.name),
              let position = position(of: { $0 == tag.name }, scope: HTMLElementKinds.defaultScope),
              case let formatting = stack[position], activeFormatting.contains(formatting),
              let block = stack[(position + 1)...].first(where: { isHTML($0) && traits[$0].contains(.special) }) else { return false }
        removeFromFormattingList(at: tag.range.start) { $0 == formatting }
        stack.remove(at: position)
        close(formatting, at: tag.range.start, endTag: tag)
        let name = tagName(block)
        let blockPlace = place(of: elements[block].range.start)
        let next = bytes[tag.range.end...].firstIndex { !HTMLTokenizer.isSpace($0) }
        let ownEndFollows = next.map { Array(bytes[$0..<min(bytes.count, $0 + name.utf8.count + 3)]) == Array("</\(name)>".utf8) } ?? false
        _ = report(.mismatchedEndTag,
                   "end tag `</\(tag.name)>` closes the `<\(tag.name)>` opened on \(place(of: elements[formatting].range.start)) while the `<\(name)>` opened on \(blockPlace) is still open inside it: end tags close in the reverse order of their start tags, so browsers end the `<\(tag.name)>` here and rebuild it inside the `<\(name)>` around what that holds; nothing lands in it after this end tag, so nothing moves",
                   at: tag.nameRange, related: elements[block].nameRange, "`<\(name)>` opened here",
                   help: ownEndFollows ? "swap `</\(tag.name)>` and `</\(name)>`"
                       : "write `</\(name)>` before this `</\(tag.name)>`, or end the `<\(tag.name)>` before the `<\(name)>` on \(blockPlace)",
                   from: formatting, to: tag.range.start, damage: .none)
        return true
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
        // `<strong><em>Title</strong></em>`: right after the end tag that closed it, the two
        // end tags are swapped.
        _ = explainsSwappedEndTags(tag)
        return true
    }

    // MARK: - The stack of open elements

    /// An element HTML's rules apply to: from a start tag, or from a helper that writes only one.
    func isHTML(_ index: Int) -> Bool { elements[index].origin == .html || startTagHelpers.contains(index) }

    /// The name the tag was written with (`#dynamic` elements keep their masked tag's name).
    func tagName(_ index: Int) -> String { tagNames[index] }

    /// Inside SVG or MathML, outside an HTML integration point (`<foreignObject>`).
    private var isInForeignContent: Bool {
        guard let current = stack.last else { return false }
        return foreignElements.contains(current) && !HTMLElementKinds.htmlIntegrationPoints.contains(tagName(current))
    }

    /// A `<template>` is open: the form element pointer is then neither read nor set.
    private var isTemplateOpen: Bool {
        openTemplate != nil
    }

    /// The innermost open HTML `<template>`.
    var openTemplate: Int? {
        stack.last { isHTML($0) && tagName($0) == "template" }
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

    /// The innermost open HTML element above the open element `index` that bounds the default
    /// scope (a `<td>`, a `<table>`): an end tag written now does not reach `index` past it.
    func scopeBoundary(above index: Int) -> Int? {
        guard let position = stack.lastIndex(of: index) else { return nil }
        return stack[(position + 1)...].last { isHTML($0) && !traits[$0].isDisjoint(with: HTMLElementKinds.defaultScope) }
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

    mutating func popCurrent(at offset: Int) {
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
        // Inside a table (its cells and rows included) browsers ignore `</body>` and `</html>`:
        // what is open stays open to the end of the page.
        let ignoredInTable = stack[(position + 1)...].contains { isHTML($0) && tagName($0) == "table" }
        if let unclosed { reportUnclosed(unclosed, closedBy: tag, ignoredInTable: ignoredInTable) }
        popThrough(position, at: tag.range.start, endTag: tag)
    }

    private mutating func removeFromFormattingList(at offset: Int, where matches: (Int) -> Bool) {
        for case let listed? in activeFormatting where matches(listed) { leftFormattingList[listed] = offset }
        activeFormatting.removeAll { $0.map(matches) ?? false }
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
        if tag.otherBranches != nil { branchedTags[tag.closeOffset, default: []].append(index) }
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
        openedInBlock.append(blocks.keys.filter { blockElements[$0] == nil }.max())
        elements.append(element)
        tagNames.append(tagName)
        traits.append(element.origin == .html ? HTMLElementKinds.traits(of: tagName) : [])
        paragraphsOpenThrough.append(0)
        openedByStartTag.append(false)
        closingEndTags.append(nil)
        implicitlyClosed.append(nil)
        if element.parent == nil { topLevelElements.append(elements.count - 1) }
    }

    /// The children of `parent`, or with none the template's top-level elements.
    func children(of parent: Int?) -> [Int] {
        parent.map { elements[$0].children } ?? topLevelElements
    }

    private mutating func close(_ index: Int, at offset: Int, endTag: HTMLEndTag?) {
        // An element closed without an end tag (`<br>`, `<li>` closed by the next `<li>`) still
        // spans its start tag, and always its children (closed before it).
        let childrenEnd = elements[index].children.last.map { elements[$0].range.end } ?? 0
        if endTag == nil, openedByStartTag[index] { implicitlyClosed[index] = offset }
        if let endTag {
            // Closed again on another branch: the end tag it keeps is the last.
            if let old = closingEndTags[index] {
                elementsClosedByEndTag[old.range.start, default: 1] -= 1
                if elementsClosedByEndTag[old.range.start] == 0 { elementsClosedByEndTag[old.range.start] = nil }
                if elementClosedByOwnEndTag[old.range.start] == index { elementClosedByOwnEndTag[old.range.start] = nil }
            }
            closingEndTags[index] = endTag
            elementsClosedByEndTag[endTag.range.start, default: 0] += 1
            if endTag.name == tagName(index) { elementClosedByOwnEndTag[endTag.range.start] = index }
        }
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
        // A branch's tag of a start tag split over a conditional: the other branches are not its text.
        let inside = erbTags(in: tag.range).filter { erb in tag.otherBranches.map { !$0.contains(erb.range) } ?? true }
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
            // Markup read as attributes (a start tag without its `>`) is that one mistake's damage:
            // its attributes repeating the tag's are not another finding.
            let ownAttributes = tag.markupAsAttribute.map { markup in written.filter { $0.nameRange.start < markup.nameRange.start } } ?? written
            let duplicates = DuplicateAttributeCheck.issues(in: ownAttributes, of: tag, bytes: bytes, branchKey: branchKeys(of: tag))
            // An attribute after the `end` of a split tag repeats one of each branch's: one finding.
            issues += tag.otherBranches == nil ? duplicates : duplicates.filter { duplicate in
                !issues.contains { $0.kind == .duplicateAttribute && $0.range == duplicate.range }
            }
            if let commas = AttributeCommaCheck.issue(in: ownAttributes, of: tag, bytes: bytes) { issues.append(commas) }
        }
        return (result, hasDynamic)
    }

    /// The ERB branch of each offset in `tag`, for its duplicate attributes. A branch's tag of a
    /// start tag split over a conditional renders the attributes after the `end` whenever its
    /// branch renders: they count as that branch's.
    private func branchKeys(of tag: HTMLStartTag) -> (Int) -> Int {
        let ruby = self.ruby
        guard let other = tag.otherBranches else { return { ruby.branchKey(at: $0) } }
        let branch = ruby.branchKey(at: tag.range.start)
        let after = ruby.branchKey(at: other.end)
        return { offset in
            let key = ruby.branchKey(at: offset)
            return key == after && offset >= other.end ? branch : key
        }
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

    func erbTags(in range: SourceRange) -> [ERBTag] {
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
    func rendersOutputDirectly(in index: Int, before offset: Int) -> Bool {
        let start = elements[index].children.last.map { elements[$0].range.end } ?? elements[index].startTagRange.end
        return start < offset && erbTags(in: SourceRange(start: start, end: offset)).contains { $0.kind == .output }
    }

    /// Whether ERB output in `range` renders another template (`render`, `yield`).
    func rendersTemplates(in range: SourceRange) -> Bool {
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

    // MARK: - A link inside a link

    /// What starts a link where one is open: an `<a>` start tag, or a helper that renders an
    /// `<a>` (`<%= link_to "Home", root_path %>`).
    enum NestedLink {
        case startTag(HTMLStartTag)
        case helper(HelperElementSpec, ERBTag)
    }

    /// Ends, at `offset`, the `<a>` open where `nested` starts a link, as browsers do at an `<a>`
    /// start tag: the adoption agency closes it (`closeOpenLink`), and it leaves the list of
    /// active formatting elements, as does one still listed after the last marker (one
    /// something else popped), which is then not rebuilt after this one.
    private mutating func endOpenLink(before nested: NestedLink, at offset: Int) {
        if let link = position(of: { $0 == "a" }, scope: HTMLElementKinds.formattingMarkers) {
            let reported = issues.count
            let outer = stack[link]
            closeOpenLink(link, before: nested, at: offset)
            if case .startTag(let tag) = nested, isBare(tag), issues.count > reported, issues[reported].kind == .invalidNesting {
                bareLinksInLinks[tag.range.start] = (reported, outer)
            }
        }
        let afterMarker = (activeFormatting.lastIndex { $0 == nil }).map { $0 + 1 } ?? 0
        let listedLinks = activeFormatting[afterMarker...].compactMap { $0 }.filter { tagName($0) == "a" }
        removeFromFormattingList(at: offset) { listedLinks.contains($0) }
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
    private mutating func closeOpenLink(_ position: Int, before nested: NestedLink, at offset: Int) {
        let link = stack[position]
        guard let innermost = stack.indices.last(where: { $0 > position && traits[stack[$0]].contains(.special) }) else {
            reportNested(nested, inside: position, closing: Array(stack[position...]))
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
        reportNested(nested, inside: position, closing: closedBetween + stack[(innermost + 1)...])
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
    mutating func reparent(_ index: Int, to parent: Int?) {
        guard elements[index].parent != parent else { return }
        if let old = elements[index].parent { elements[old].children.removeAll { $0 == index } } else { topLevelElements.removeAll { $0 == index } }
        elements[index].parent = parent
        let children = self.children(of: parent)
        let position = children.firstIndex { $0 > index } ?? children.count
        if let parent { elements[parent].children.insert(index, at: position) } else { topLevelElements.insert(index, at: position) }
    }

    // MARK: - Source lines

    /// The source's lines, for their indentation while the tree is built (what renders is read later).
    var sourceLines: RenderedText { RenderedText(bytes: bytes, erbTags: [], silentRanges: []) }

    /// The offsets of the source's line breaks, found once (see `build()`): a finding's line
    /// numbers cost a search, not a pass over the file.
    private var lineBreaks: [Int] = []

    func lineNumber(of offset: Int) -> Int {
        RenderedText.firstIndex(lineBreaks.count, atOrAfter: min(offset, bytes.count)) { lineBreaks[$0] } + 1
    }

    /// Lines longer than this (in bytes) are too long for a line number alone to find a tag on.
    private static let longLine = 200

    /// Where `offset` is, for a message: `line 12`, or `line 41, column 5347` on a line too long
    /// for its number alone to find the tag (a generated privacy page written on one line).
    func place(of offset: Int) -> String {
        let line = lineNumber(of: offset)
        let start = line == 1 ? 0 : lineBreaks[line - 2] + 1
        let end = line - 1 < lineBreaks.count ? lineBreaks[line - 1] : bytes.count
        guard end - start > Self.longLine else { return "line \(line)" }
        // Columns count Unicode scalars, as diagnostics do: every byte but a continuation byte.
        let column = bytes[start..<min(max(offset, start), end)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return "line \(line), column \(column)"
    }
}
