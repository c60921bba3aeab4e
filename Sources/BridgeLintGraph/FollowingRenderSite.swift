import BridgeLintCore

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

    /// What follows the template at `path` where it renders (see `Following`): the first render
    /// site whose call is followed by a start tag or text before any end tag, ERB tag or the
    /// end of its template; else `.pageEnd` when it only renders at the top of the page.
    public func following(_ path: String) -> Following {
        var atTopOnly = true
        for context in contexts(of: path) {
            switch context {
            case .top:
                continue
            case .unknown:
                atTopOnly = false
            case .site(let caller, let index):
                atTopOnly = false
                guard let node = nodes[caller], index < node.calls.count, node.calls[index].call.blockEnd == nil,
                      let bytes = texts.text(at: caller),
                      let what = Self.markup(in: bytes, from: node.calls[index].call.range.end) else { continue }
                return .markup(site: RenderSite(path: caller, line: node.calls[index].line), what: what)
            }
        }
        return atTopOnly ? .pageEnd : .unknown
    }

    /// The start tag (`<main>`) or text that renders first from `offset`, skipping blanks and
    /// comments; nil when an end tag, an ERB tag (which may end a block or render anything) or
    /// the end of the file comes first.
    static func markup(in bytes: [UInt8], from offset: Int) -> String? {
        var cursor = offset
        func starts(with text: String) -> Bool {
            let needle = Array(text.utf8)
            return cursor + needle.count <= bytes.count && Array(bytes[cursor..<cursor + needle.count]) == needle
        }
        func skip(past end: String) -> Bool {
            guard let found = ByteSearch.firstIndex(of: Array(end.utf8), in: bytes, from: cursor, before: bytes.count) else { return false }
            cursor = found + end.utf8.count
            return true
        }
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                cursor += 1
            } else if starts(with: "<%#") || starts(with: "<!--") {
                guard skip(past: starts(with: "<!--") ? "-->" : "%>") else { return nil }
            } else if byte == UInt8(ascii: "<") {
                guard cursor + 1 < bytes.count, Self.isLetter(bytes[cursor + 1]) else { return nil }
                var end = cursor + 1
                while end < bytes.count, Self.isLetter(bytes[end]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
                return "`<" + String(decoding: bytes[cursor + 1..<end], as: UTF8.self).lowercased() + ">`"
            } else {
                return "text"
            }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
