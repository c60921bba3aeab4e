import BridgeLintCore

/// Markup an ERB output tag writes from a Ruby string marked safe:
/// `<%= if x then '<span class="a">'.html_safe end %>`, `<%= raw("<div>") %>`, `<%== "<p>" %>`.
/// The masked template does not show those tags, so an end tag the markup writes later for one
/// of them (`</span>`) closes what the string opened, not nothing. Which branch of the Ruby
/// renders, and so whether the string renders at all, is not known: the tree builder leaves
/// such an end tag unreported rather than model the element.
enum RubyStringMarkup {
    /// The names of the start tags that the string literals of the output tag `tag` open and
    /// do not close themselves (`'<span class="a">'` -> `span`), each once per string; none
    /// unless the output is raw (`<%==`) or its code marks a string safe (`html_safe`, `raw`):
    /// otherwise ERB escapes the string and it renders as text. A call of one of the app's
    /// helpers adds those its literals open (see `HelperMarkup`).
    static func unclosedStartTags(of tag: ERBTag, in bytes: [UInt8], helperMarkup: HelperMarkup = .none) -> [String] {
        guard tag.kind == .output else { return [] }
        let content = tag.contentRange.start..<tag.contentRange.end
        let writesLiteral = ByteSearch.firstIndex(of: [UInt8(ascii: "<")], in: bytes, from: content.lowerBound, before: content.upperBound) != nil
        let callsHelper = !helperMarkup.isEmpty && helperMarkup.mayBeCalled(in: bytes, within: content)
        guard writesLiteral || callsHelper else { return [] }
        let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
        var names: [String] = []
        let isRaw = tag.contentRange.start > tag.range.start + 3 && bytes[tag.range.start + 3] == UInt8(ascii: "=")
        if writesLiteral, isRaw || tokens.contains(where: { $0.isIdentifier("html_safe") || $0.isIdentifier("raw") }) {
            names += tokens.filter { $0.kind == .string }.flatMap { unclosedStartTags(in: Array($0.text.utf8)) }
        }
        if callsHelper {
            // A helper is called without a receiver: `ca.title` is the record's, not a helper `title`.
            for (index, token) in tokens.enumerated() where token.kind == .identifier {
                guard index == 0 || !Self.receiverOperators.contains(where: tokens[index - 1].isPunctuation) else { continue }
                names += (helperMarkup.fragmentsByMethod[token.text] ?? []).flatMap { unclosedStartTags(in: Array($0.utf8)) }
            }
        }
        return names
    }

    private static let receiverOperators = [".", "&.", "::"]
    private static let markers = ["html", "raw", "sanitize"].map { Array($0.utf8) }
    private static let keywords: Set<String> = ["if", "then", "else", "elsif", "unless", "end", "and", "or", "not", "nil", "true", "false", "html_safe", "raw"]

    /// Whether the output tag `tag` writes markup bridgelint cannot read: it is raw (`<%==`) or
    /// marks safe (`html_safe`, `raw`, `sanitize`, a translation whose key ends in `html`) a
    /// value that is not a string literal (`<%= @l.t("kols.agree").html_safe %>`,
    /// `<%= raw(user.bio) %>`, `<%= t(".terms_html") %>`). Such markup may open any element.
    static func writesUnreadableMarkup(_ tag: ERBTag, in bytes: [UInt8]) -> Bool {
        guard tag.kind == .output else { return false }
        let isRaw = tag.contentRange.start > tag.range.start + 3 && bytes[tag.range.start + 3] == UInt8(ascii: "=")
        // Most output tags name none of these: no need to read their Ruby.
        guard isRaw || markers.contains(where: { ByteSearch.firstIndex(of: $0, in: bytes, from: tag.contentRange.start, before: tag.contentRange.end) != nil }) else { return false }
        let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange).filter { $0.kind != .newline }
        if isRaw {
            return tokens.contains { $0.kind == .variable || $0.kind == .identifier && !keywords.contains($0.text) }
        }
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            switch token.text {
            case "html_safe":
                // `'<b>'.html_safe` reads; `x.html_safe`, `t(".a").html_safe` do not.
                guard index >= 2, tokens[index - 1].kind == .punctuation, tokens[index - 1].text == ".",
                      tokens[index - 2].kind == .string else { return true }
            case "raw", "sanitize":
                let next = tokens.dropFirst(index + 1).drop { $0.kind == .punctuation && $0.text == "(" }
                guard let argument = next.first, argument.kind == .string else { return true }
            case "t", "translate":
                // Rails marks a translation safe when its key ends in `html`.
                let next = tokens.dropFirst(index + 1).drop { $0.kind == .punctuation && $0.text == "(" }
                if let key = next.first, key.kind == .string || key.kind == .symbol, key.text.hasSuffix("html") { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The start tags of `text` (an HTML fragment) that it does not close, in order.
    static func unclosedStartTags(in text: [UInt8]) -> [String] {
        var open: [String] = []
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "<"), index + 1 < text.count else {
                index += 1
                continue
            }
            let isEnd = text[index + 1] == UInt8(ascii: "/")
            var nameEnd = index + (isEnd ? 2 : 1)
            let nameStart = nameEnd
            while nameEnd < text.count, isNameByte(text[nameEnd], first: nameEnd == nameStart) { nameEnd += 1 }
            guard nameEnd > nameStart else {
                index += 1
                continue
            }
            let name = String(decoding: text[nameStart..<nameEnd], as: UTF8.self).lowercased()
            let close = text[nameEnd...].firstIndex(of: UInt8(ascii: ">")) ?? text.count
            if isEnd {
                if let last = open.lastIndex(of: name) { open.remove(at: last) }
            } else if !HTMLElementKinds.void.contains(name), !(close > nameEnd && text[close - 1] == UInt8(ascii: "/")) {
                open.append(name)
            }
            index = close
        }
        return open
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        return first ? isLetter : isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}
