import BridgeLintCore
import BridgeLintTemplate

extension RenderGraph {
    /// What follows the markup of a template where it renders, for an element it leaves open
    /// at its end (which the browser keeps open there, so what follows lands inside it).
    public enum Following: Sendable, Equatable {
        /// Only the end of the page: it renders at the top, in no other template.
        case pageEnd
        /// Where `site` renders it, markup follows the call before any end tag or Ruby: `what`
        /// (`<main>`, or `text`).
        case markup(site: RenderSite, what: String)
        /// Some render path cannot be followed, or what follows the call is not proven.
        case unknown
    }

    /// What follows the template at `path` where it renders (see `Following`), for the element
    /// `name` it leaves open: the first render site whose call is followed by a start tag or text
    /// before any end tag, ERB tag or the end of its template; else `.pageEnd` when it only
    /// renders at the top of the page. A render site in a template `neverRenders` (one proven
    /// never to render) shows nothing, nor does one where the caller's output is text (see
    /// `isText(at:in:)`). A table part (`<tr>`) is built only inside a table: a site with no
    /// `<table>` open around the call (browsers ignore the part's tags there), or followed by a
    /// table's tag (which closes it or goes in it as a table's part would), shows nothing.
    public func following(_ path: String, leftOpen name: String, neverRenders: (String) -> Bool = { _ in false }) -> Following {
        var atTopOnly = true
        for context in contexts(of: path) {
            switch context {
            case .top:
                continue
            case .unknown:
                atTopOnly = false
            case .site(let caller, let index):
                atTopOnly = false
                // A site in a `<script>` (a partial written into a JavaScript string) shows no markup there.
                guard !neverRenders(caller), let node = nodes[caller], index < node.calls.count, node.calls[index].call.blockEnd == nil,
                      !isText(at: node.calls[index].call.range.start, in: caller), let bytes = texts.text(at: caller),
                      let what = Self.markup(in: bytes, from: node.calls[index].call.range.end) else { continue }
                if Self.tableParts.contains(name),
                   !scope(ofCall: index, in: caller).contains(where: { $0.name == "table" }) || Self.tableTags.contains(what) { continue }
                return .markup(site: RenderSite(path: caller, line: node.calls[index].line), what: what)
            }
        }
        return atTopOnly ? .pageEnd : .unknown
    }

    /// Whether nothing renders from `offset` in the template at `path` on any page that shows
    /// it: the rest of the template holds only end tags, blanks and comments, and so does the
    /// rest of every template that holds it, after its render site, up to the top of the page.
    /// Then an end tag there that closes elements early moves nothing out of them. False when
    /// some render path cannot be followed, a site is a `content_for` block or a render with a
    /// block, or Ruby follows (which may end a loop whose next turn renders). A render site in a
    /// template `neverRenders` shows nothing.
    public func rendersNothing(from offset: Int, in path: String, neverRenders: (String) -> Bool = { _ in false }) -> Bool {
        guard let node = node(at: path), contentBlock(at: offset, in: node) == nil, let bytes = texts.text(at: node.path),
              Self.holdsOnlyEndTags(bytes, from: offset) else { return false }
        return !someRenderSite(above: path) { caller, index in
            if neverRenders(caller) { return .skip }
            guard let callerNode = nodes[caller], index < callerNode.calls.count, case let call = callerNode.calls[index].call,
                  call.blockEnd == nil, contentBlock(at: call.range.start, in: callerNode) == nil,
                  let text = texts.text(at: caller), Self.holdsOnlyEndTags(text, from: call.range.end) else { return .found }
            return .goOn
        }
    }

    /// Whether nothing renders from `offset` in the template at `path` (where a stray `</name>`
    /// closes the element of its name that each render site has open around it) before the
    /// tree is as the source means again: that element's own end tag then closes the next
    /// element of the name around it, and so on, until the end tag of the outermost one (no
    /// element that stops the search between) finds nothing and is ignored. So the rest of the
    /// template, and each render site's template from the call to that outermost element's end,
    /// hold only end tags, blanks and comments (a layout with a footer `render` after it still
    /// qualifies). Each render site must be a template at the top of the page (a layout); one
    /// in a template `neverRenders` is skipped.
    public func rendersNothingUntilEndTagsRealign(_ name: String, from offset: Int, in path: String,
                                                  neverRenders: (String) -> Bool = { _ in false },
                                                  stopsSearch: (String) -> Bool) -> Bool {
        guard let node = node(at: path), contentBlock(at: offset, in: node) == nil, let bytes = texts.text(at: node.path),
              Self.holdsOnlyEndTags(Self.withoutContentBlocks(bytes, of: node, after: offset), from: offset) else { return false }
        var sites = 0
        for context in contexts(of: node.path) {
            if case .site(let caller, _) = context, neverRenders(caller) { continue }
            guard case .site(let caller, let index) = context, let callerNode = nodes[caller], index < callerNode.calls.count,
                  case let call = callerNode.calls[index].call, call.blockEnd == nil, contentBlock(at: call.range.start, in: callerNode) == nil,
                  contexts(of: caller) == [.top], let text = texts.text(at: caller) else { return false }
            var outermost: ScopeStep?
            for step in scope(ofCall: index, in: caller) {
                if step.name == name { outermost = step } else if stopsSearch(step.name) { break }
            }
            guard let outermost else { return false }
            let template = blockReading.parse(SourceFile(path: caller, bytes: text))
            guard let element = template.elements.first(where: { $0.range.start == outermost.start && $0.name == name }),
                  call.range.end <= element.range.end, element.range.end <= text.count,
                  Self.holdsOnlyEndTags(Array(text[call.range.end..<element.range.end]), from: 0) else { return false }
            sites += 1
        }
        return sites > 0
    }

    /// `bytes` with the `content_for :x do … end` blocks of `node` that start after `offset`
    /// blanked out, their `<% end %>` included: they render nothing where they are written.
    private static func withoutContentBlocks(_ bytes: [UInt8], of node: Node, after offset: Int) -> [UInt8] {
        var blanked = bytes
        for call in node.calls {
            guard case .contentFor = call.call.kind, let end = call.call.blockEnd, call.call.range.start >= offset, end <= bytes.count else { continue }
            let close = ByteSearch.firstIndex(of: Array("%>".utf8), in: bytes, from: end).map { $0 + 2 } ?? bytes.count
            for index in call.call.range.start..<close where blanked[index] != UInt8(ascii: "\n") { blanked[index] = UInt8(ascii: " ") }
        }
        return blanked
    }

    /// Whether `bytes` from `offset` to their end hold only end tags, blanks and comments.
    static func holdsOnlyEndTags(_ bytes: [UInt8], from offset: Int) -> Bool {
        var cursor = MarkupCursor(bytes: bytes, offset: offset)
        while let byte = cursor.skippingBlanksAndComments() {
            guard byte == UInt8(ascii: "<"), cursor.starts(with: "</"), cursor.offset + 2 < bytes.count, Self.isLetter(bytes[cursor.offset + 2]),
                  cursor.skip(past: ">") else { return false }
        }
        return cursor.offset >= bytes.count
    }

    /// A position in a template's bytes that steps over blanks and comments.
    private struct MarkupCursor {
        let bytes: [UInt8]
        var offset: Int

        func starts(with text: String) -> Bool {
            let needle = Array(text.utf8)
            return offset + needle.count <= bytes.count && Array(bytes[offset..<offset + needle.count]) == needle
        }

        mutating func skip(past end: String) -> Bool {
            guard let found = ByteSearch.firstIndex(of: Array(end.utf8), in: bytes, from: offset, before: bytes.count) else { return false }
            offset = found + end.utf8.count
            return true
        }

        /// The first byte after blanks, HTML comments and ERB comments from here; nil at the end
        /// of the bytes, or in a comment that never ends (then `offset` is not at the end).
        mutating func skippingBlanksAndComments() -> UInt8? {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    offset += 1
                } else if starts(with: "<%#") || starts(with: "<!--") {
                    guard skip(past: starts(with: "<!--") ? "-->" : "%>") else { return nil }
                } else {
                    return byte
                }
            }
            return nil
        }
    }

    /// What becomes of a `<p>` the template at `path` leaves open at its end (see
    /// `closesParagraphLeftOpen(by:)`).
    public enum ParagraphLeftOpen: Sendable, Equatable {
        /// Wherever the template renders, what follows closes it before anything from outside
        /// the template lands inside.
        case closed
        /// Where `site` renders it, `what` follows the call (text, or a tag such as `<span>`
        /// that does not close a paragraph) and lands inside the `<p>`.
        case holds(site: RenderSite, what: String)
        /// Some render path cannot be followed, or an ERB tag follows a call.
        case unknown
    }

    /// What becomes of a `<p>` that the template at `path` leaves open at its end: closed when
    /// what follows each render call (blanks and comments aside) is a start tag that closes a
    /// paragraph (`<div>`), or the end tag of an element in scope around the call whose end
    /// closes what is open inside it (the `</div>` after a layout's `yield`), or nothing more
    /// in the caller, whose own render sites then answer; at the top of the page, the page's
    /// end closes it. Text or another tag first lands inside it (`.holds`). Unknown where some
    /// render path cannot be followed, a site is a `content_for` block, a render with a block
    /// or of a collection, or an ERB tag comes first (it may render anything). A render site in
    /// a template `neverRenders` (one proven never to render) shows nothing.
    public func closesParagraphLeftOpen(by path: String, neverRenders: (String) -> Bool = { _ in false }) -> ParagraphLeftOpen {
        guard let node = node(at: path) else { return .unknown }
        var seen: Set<String> = [node.path]
        var queue = [node.path]
        var unknown = false
        while let current = queue.popLast() {
            for context in contexts(of: current) {
                switch context {
                case .top:
                    continue
                case .unknown:
                    unknown = true
                case .site(let caller, _) where neverRenders(caller):
                    continue
                case .site(let caller, let index):
                    switch followsParagraph(atCall: index, in: caller) {
                    case .closes: continue
                    case .templateEnd: if seen.insert(caller).inserted { queue.append(caller) }
                    case .lands(let what): return .holds(site: RenderSite(path: caller, line: nodes[caller]?.calls[index].line ?? 1), what: what)
                    case .unknown: unknown = true
                    }
                }
            }
        }
        return unknown ? .unknown : .closed
    }

    /// What follows the call `index` of the template at `path` for a `<p>` open where it renders.
    private enum ParagraphFollower {
        case closes, templateEnd, lands(String), unknown
    }

    /// A collection render (`collection:`, `render @posts`) renders the partial once per item:
    /// what follows one item's open `<p>` is the next item's markup, not the call's.
    private static func mayRenderSeveral(_ kind: RenderCall.Kind) -> Bool {
        switch kind {
        case .partial(_, let collection), .component(_, let collection): collection
        case .object: true
        default: false
        }
    }

    private func followsParagraph(atCall index: Int, in path: String) -> ParagraphFollower {
        guard let node = nodes[path], index < node.calls.count, case let call = node.calls[index].call, call.blockEnd == nil,
              contentBlock(at: call.range.start, in: node) == nil, !Self.mayRenderSeveral(call.kind),
              let bytes = texts.text(at: path) else { return .unknown }
        var cursor = MarkupCursor(bytes: bytes, offset: call.range.end)
        guard let byte = cursor.skippingBlanksAndComments() else { return cursor.offset >= bytes.count ? .templateEnd : .unknown }
        guard byte == UInt8(ascii: "<") else { return .lands("text") }
        guard !cursor.starts(with: "<%") else { return .unknown }
        let isEndTag = cursor.starts(with: "</")
        let nameStart = cursor.offset + (isEndTag ? 2 : 1)
        var nameEnd = nameStart
        while nameEnd < bytes.count, Self.isLetter(bytes[nameEnd]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart else { return .unknown }
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
        guard isEndTag else { return ParagraphClosers.startTagCloses(name) ? .closes : .lands("`<\(name)>`") }
        guard ParagraphClosers.endTagCloses(name) else { return .unknown }
        // Its element must be in scope there, or browsers ignore the end tag.
        for step in scope(ofCall: index, in: path) {
            if step.name == name { return .closes }
            if ParseIssue.stopsEndTagSearch(step.name) { break }
        }
        return .unknown
    }

    /// The start tag (`<main>`) or text that renders first from `offset`, skipping blanks and
    /// comments; nil when an end tag, an ERB tag (which may end a block or render anything) or
    /// the end of the file comes first.
    /// Elements built only inside a table.
    private static let tableParts: Set<String> = ["caption", "colgroup", "tbody", "thead", "tfoot", "tr", "td", "th"]
    /// What `markup(in:from:)` calls the start tags that end an open table part or go in it as one.
    private static let tableTags: Set<String> = Set((tableParts.union(["table", "col"])).map { "`<\($0)>`" })

    static func markup(in bytes: [UInt8], from offset: Int) -> String? {
        var cursor = MarkupCursor(bytes: bytes, offset: offset)
        guard let byte = cursor.skippingBlanksAndComments() else { return nil }
        guard byte == UInt8(ascii: "<") else { return "text" }
        let start = cursor.offset
        guard start + 1 < bytes.count, Self.isLetter(bytes[start + 1]) else { return nil }
        var end = start + 1
        while end < bytes.count, Self.isLetter(bytes[end]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
        return "`<" + String(decoding: bytes[start + 1..<end], as: UTF8.self).lowercased() + ">`"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
