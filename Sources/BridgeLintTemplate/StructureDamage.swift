import BridgeLintCore

/// What a structure mistake does to the page, decided once the tree is built: whether the tree
/// browsers build puts content elsewhere than the source intends (`ParseIssue.movesContent`).
/// The intended end of an element comes from its end tags, and from the indentation where that
/// is the only evidence; content is text, tags or ERB output (not blanks, comments or ERB code).
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
    /// closes it later (then the end tag was only stray).
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
}

/// The template text as the damage checks read it.
struct RenderedText {
    let bytes: [UInt8]
    /// In document order.
    let erbTags: [ERBTag]
    /// HTML comments, in document order.
    let comments: [SourceRange]

    /// Whether anything in `start..<end` renders: text other than blanks, a tag, ERB output.
    func hasContent(from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        var erbIndex = RenderedText.firstIndex(erbTags.count, atOrAfter: start) { erbTags[$0].range.start }
        var commentIndex = RenderedText.firstIndex(comments.count, atOrAfter: start) { comments[$0].start }
        var offset = start
        while offset < min(end, bytes.count) {
            if erbIndex < erbTags.count, erbTags[erbIndex].range.start == offset {
                if erbTags[erbIndex].kind == .output || erbTags[erbIndex].kind == .literal { return true }
                offset = erbTags[erbIndex].range.end
                erbIndex += 1
                continue
            }
            if commentIndex < comments.count, comments[commentIndex].start == offset {
                offset = comments[commentIndex].end
                commentIndex += 1
                continue
            }
            if !HTMLTokenizer.isSpace(bytes[offset]) { return true }
            offset += 1
        }
        return false
    }

    /// The first line after the one `elementStart` is on, inside `content`, that has content and
    /// is indented no deeper than that line: where the source shows the element already ended.
    func firstOutdentedLine(after elementStart: Int, within content: SourceRange) -> Int? {
        let base = indentation(ofLineAt: elementStart)
        var offset = elementStart
        while offset < content.end {
            guard let lineBreak = bytes[offset..<content.end].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            var first = lineBreak + 1
            while first < content.end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            if first < content.end, bytes[first] != UInt8(ascii: "\n"), bytes[first] != UInt8(ascii: "\r"),
               first - lineBreak - 1 <= base, hasContent(from: first, to: lineEnd(from: first, limit: content.end)) {
                return first
            }
            offset = first
        }
        return nil
    }

    /// Blanks and tabs at the start of the line holding `offset`.
    private func indentation(ofLineAt offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return end - start
    }

    private func lineEnd(from offset: Int, limit: Int) -> Int {
        bytes[offset..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
    }

    /// The first of `count` items, sorted by `start`, that starts at or after `offset`.
    private static func firstIndex(_ count: Int, atOrAfter offset: Int, start: (Int) -> Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if start(middle) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
