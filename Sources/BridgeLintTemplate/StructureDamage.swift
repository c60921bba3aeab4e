import BridgeLintCore

/// What a structure mistake does to the page, decided once the tree is built: whether the tree
/// browsers build puts content elsewhere than the source intends (`ParseIssue.movesContent`).
/// The intended end of an element comes from its end tags, and from the indentation where that
/// is the only evidence; content is text, start tags or ERB output (not blanks, comments, end tags or ERB code).
enum StructureDamage {
    /// Always moves content (a link closed by a nested one, an ignored inner form).
    case moves
    /// Never: the parser ignores the tag, or the element closes where it was meant to.
    case none
    /// An element written to end at once (`<div />`, or `<h1>` typed for `</h1>`): moves content
    /// when it holds any, or when an end tag of its name, meant for an outer element, closes it.
    case elementMeantEmpty(Int)
    /// An element an end tag at `offset` seems meant to close but does not (`</spam>` for the
    /// open `<span>`): moves content when some follows inside it, unless its own end tag
    /// closes it later (then the end tag was only stray). When the element's start tag begins
    /// its line, content on later lines moved only where it is indented no deeper (the source
    /// shows it outside).
    case leftOpen(Int, after: Int)
    /// An element an end tag at `offset` closes before its own end (a `</div>` in `form_with`'s
    /// block for a `<div>` outside it closes the form too): moves content when some follows
    /// inside it.
    case closesEarly(Int, at: Int)
    /// An element never closed, ended implicitly by an end tag at `closedBy`: moves content
    /// when a later line inside it is indented no deeper than its start tag (the source shows
    /// it outside), or when content lands inside it after that end tag (it stays open, as
    /// after `</form>`).
    case unclosed(Int, closedBy: SourceRange)
    /// An element one branch of a conditional closes and another leaves open past the
    /// conditional's end at `offset`, until the end tag at `closedAt` (its own, or an outer
    /// element's; nil when none follows): moves content when some renders in between.
    /// `conditional`: its keyword and line, as messages name it (`` `if` on line 21 ``).
    case openOnAnotherPath(Int, after: Int, closedAt: Int?, conditional: String)
    /// A form helper's form a `</form>` at `offset` in its block ends before the block's end,
    /// with `leftOpen` still open inside it: moves content when some renders after those end
    /// and before the block's end, outside the forms written there.
    case formEndedEarly(Int, at: Int, leftOpen: [Int])
    /// An end tag of `name` too many, ending at `offset`, that closed an outer element of its
    /// name early: what renders from there to that element's own end tag (at `until`, which
    /// then finds nothing to close) sits one element shallower than the source intends.
    case extraEndTag(name: String, after: Int, until: Int)
    /// The same for an end tag too many that a finding already judges for `inner` (the element
    /// it closed implicitly): it adds what leaves the outer element, when something does, and
    /// otherwise leaves that finding's judgment as it is.
    case outerClosedEarly(inner: Int, name: String, after: Int, until: Int)
    /// An element an end tag of its name closed early, ending at `offset`, through elements
    /// still open inside it (`<fieldset><legend>General</fieldset>`: meant for the `<legend>`),
    /// whose own end tag, at `until`, then finds nothing to close: what renders in between
    /// leaves it.
    case closedThroughInner(Int, after: Int, until: Int)
    /// A `<form>` with no attributes at `offset`, inside the form `outer`: browsers ignore its
    /// start tag, so it loses nothing, and its `</form>` ends `outer` instead. Moves content
    /// when some renders between that `</form>` and the end `outer` was written with.
    case ignoredBareForm(Int, at: Int)
    /// The `</form>` of a form a helper writes whole inside the form `outer` (`button_to`), at
    /// `offset`: it ends `outer` with `leftOpen` still open inside it. Changes what is submitted
    /// (the helper's button submits `outer`) unless the button's request is the one the helper
    /// means (`changesRequest` false); moves content when some renders after those end and
    /// before the end `outer` was written with, outside the forms written there, which the
    /// message then says.
    case wholeFormEndsOuter(Int, at: Int, leftOpen: [Int], changesRequest: Bool)
    /// An element whose own end tag, ending at `offset`, a tag without its `>` took in as
    /// attributes (`<td class="x"</td>`, or `</div` with the next `</div>`): it stays open until
    /// something else closes it; moves content when some renders in between.
    case endTagSwallowed(Int, after: Int)
}

extension StructureDamage {
    /// The element an end tag left open (`.unclosed`, `.leftOpen`), if that is the damage.
    var keptOpen: Int? {
        switch self {
        case .unclosed(let index, _), .leftOpen(let index, _): index
        default: nil
        }
    }
}

/// The template text as the damage checks read it.
struct RenderedText {
    let bytes: [UInt8]
    /// In document order.
    let erbTags: [ERBTag]
    /// HTML comments and end tags, in document order: they make no node of their own.
    let silentRanges: [SourceRange]

    /// Whether anything in `start..<end` renders: text other than blanks, a start tag, ERB output.
    func hasContent(from start: Int, to end: Int) -> Bool {
        firstContent(from: start, to: end) != nil
    }

    /// Where the first thing in `start..<end` that renders starts (text other than blanks, a
    /// start tag, ERB output), and whether it is ERB output (`<%= %>`), whose markup is unknown.
    func firstContent(from start: Int, to end: Int) -> (offset: Int, isOutput: Bool)? {
        guard start < end else { return nil }
        var erbIndex = RenderedText.firstIndex(erbTags.count, atOrAfter: start) { erbTags[$0].range.start }
        // The first silent range that ends after `start`: it may hold `start`.
        var silentIndex = RenderedText.firstIndex(silentRanges.count, atOrAfter: start + 1) { silentRanges[$0].end }
        var offset = start
        while offset < min(end, bytes.count) {
            if erbIndex < erbTags.count, erbTags[erbIndex].range.start == offset {
                if erbTags[erbIndex].kind == .output { return (offset, true) }
                if erbTags[erbIndex].kind == .literal { return (offset, false) }
                offset = erbTags[erbIndex].range.end
                erbIndex += 1
                continue
            }
            if silentIndex < silentRanges.count, silentRanges[silentIndex].start <= offset {
                offset = silentRanges[silentIndex].end
                silentIndex += 1
                continue
            }
            if !HTMLTokenizer.isSpace(bytes[offset]) { return (offset, false) }
            offset += 1
        }
        return nil
    }

    /// The first line after the one `elementStart` is on, inside `content`, that has content and
    /// is indented no deeper than that line: where the source shows the element already ended.
    /// With `floorStart`, only a line indented deeper than the line at `floorStart` counts.
    /// For a `container` (a `<div>`, a `<form>`), indentation says nothing when its children
    /// start on later lines that are not indented deeper than it (content flush below it): nil
    /// then. An `<i>` or `<span>` with content flush below it was meant to end before it.
    /// A line starting inside one of `spans` (children the source closes later) is no evidence,
    /// nor one starting with the start tag of one of `items`, which only the element can hold (a
    /// list's `<li>`, a `<dl>`'s `<dt>` written flush with it).
    func firstOutdentedLine(after elementStart: Int, within content: SourceRange, deeperThanLineAt floorStart: Int?, container: Bool,
                            skipping spans: [SourceRange] = [], items: Set<String> = []) -> Int? {
        let base = indentationWidths(ofLineAt: elementStart)
        let floor = floorStart.map(indentationWidths(ofLineAt:)) ?? [-1, -1, -1]
        var childrenOnLaterLines = container && !hasContent(from: content.start, to: lineEnd(from: content.start, limit: content.end))
        var offset = content.start
        while offset < content.end {
            guard let lineBreak = bytes[offset..<content.end].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            var first = lineBreak + 1
            while first < content.end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            offset = first
            let depth = indentationWidths(ofLineAt: first)
            guard first < content.end else { continue }
            let lineHasContent = hasContent(from: first, to: lineEnd(from: first, limit: content.end))
            // An ERB code line (`<% if image %>`) flush with the container shows its children
            // are not indented either.
            if childrenOnLaterLines, lineHasContent || startsERBTag(at: first) {
                if zip(depth, base).contains(where: <=) { return nil }
                childrenOnLaterLines = false
            }
            guard lineHasContent, !spans.contains(where: { $0.start < first && first < $0.end }), !startsStartTag(of: items, at: first) else { continue }
            if zip(depth, base).allSatisfy(<=), zip(depth, floor).allSatisfy(>) { return first }
        }
        return nil
    }

    /// Whether a start tag of one of `names` (lower case) begins at `offset`.
    private func startsStartTag(of names: Set<String>, at offset: Int) -> Bool {
        guard !names.isEmpty, offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else { return false }
        var end = offset + 1
        while end < bytes.count, HTMLTokenizer.isNameByte(bytes[end]) { end += 1 }
        return names.contains(String(decoding: bytes[(offset + 1)..<end], as: UTF8.self).lowercased())
    }

    /// The first line in `content` that starts with an ERB tag opening or continuing a Ruby
    /// block (`<% items.each do |item| %>`, `<% if x %>`, `<% else %>`), indented no deeper than
    /// the line at `elementStart`: the lines of its body are indented from the block, not from
    /// the element, so they stand beside it, whatever their indentation.
    func firstBlockLine(notDeeperThanLineAt elementStart: Int, within content: SourceRange) -> Int? {
        let base = indentationWidths(ofLineAt: elementStart)
        var index = RenderedText.firstIndex(erbTags.count, atOrAfter: content.start) { erbTags[$0].range.start }
        while index < erbTags.count, erbTags[index].range.start < content.end {
            let tag = erbTags[index]
            index += 1
            guard tag.kind == .code, isFirstOnItsLine(tag.range.start), zip(indentationWidths(ofLineAt: tag.range.start), base).allSatisfy(<=) else { continue }
            let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
            let opensBlock = tokens.first.map { first in
                ["if", "unless", "case", "while", "until", "for", "elsif", "else", "when", "begin"].contains { first.isIdentifier($0) }
            } ?? false
            if opensBlock || tokens.contains(where: { $0.isIdentifier("do") }) { return tag.range.start }
        }
        return nil
    }

    /// Whether an ERB tag of any kind starts at `offset`.
    private func startsERBTag(at offset: Int) -> Bool {
        let index = RenderedText.firstIndex(erbTags.count, atOrAfter: offset) { erbTags[$0].range.start }
        return index < erbTags.count && erbTags[index].range.start == offset
    }

    /// Whether only blanks and tabs come before `offset` on its line.
    func isFirstOnItsLine(_ offset: Int) -> Bool {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
    }

    /// Blanks and tabs at the start of the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return end - start
    }

    /// The columns the blanks and tabs starting the line holding `offset` take with tab stops
    /// every 2, 4 and 8 columns. Where a template mixes tabs and blanks, the author's tab width
    /// is unknown: one line is shown no deeper than another only if it is at all three.
    func indentationWidths(ofLineAt offset: Int) -> [Int] {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return [2, 4, 8].map { tabStop in
            var column = 0
            for byte in bytes[start...].prefix(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                column = byte == UInt8(ascii: "\t") ? (column / tabStop + 1) * tabStop : column + 1
            }
            return column
        }
    }

    private func lineEnd(from offset: Int, limit: Int) -> Int {
        bytes[offset..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
    }

    /// The first of `count` items, sorted by `start`, whose `start` is at or after `offset`.
    static func firstIndex(_ count: Int, atOrAfter offset: Int, start: (Int) -> Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if start(middle) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
