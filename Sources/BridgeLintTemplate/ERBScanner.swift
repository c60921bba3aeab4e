import BridgeLintCore

/// One `<% ... %>` tag.
public struct ERBTag: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `<% code %>` and `<%- code -%>`
        case code
        /// `<%= expr %>` and `<%== expr %>`
        case output
        /// `<%# text %>` and `<%#= text %>`
        case comment
        /// `<%% ... %>`: renders as the literal text `<% ... %>`
        case literal
    }

    public var kind: Kind
    /// From `<%` to `%>` inclusive.
    public var range: SourceRange
    /// The Ruby code (or comment text) between the markers.
    public var contentRange: SourceRange
    /// False when the file ends before `%>`.
    public var isClosed: Bool
}

/// Splits template bytes into ERB tags. Everything outside them is HTML.
///
/// Like Erubi, the engine Rails uses (`/<%(={1,2}|-|\#|%)?(.*?)([-=])?%>/m`), every tag ends at
/// the first `%>`, even inside a Ruby string: `<%= "100%>" %>` is the tag `<%= "100%>` and the
/// text `" %>`. Reading Ruby strings here instead would let a quote that is not a string
/// (`/"/`, `$'`) swallow the markup up to some later `%>`.
package enum ERBScanner {
    package static func scan(_ bytes: [UInt8]) -> [ERBTag] {
        var tags: [ERBTag] = []
        var index = 0
        let count = bytes.count
        // `memchr` finds each `<`, not a loop over every byte of markup (issue 21: scanning was
        // a fortieth of a cold run, and each template is scanned more than once).
        while let start = ByteSearch.firstIndex(of: tagOpener, in: bytes, from: index) {
            var contentStart = start + 2
            var kind = ERBTag.Kind.code
            if contentStart < count {
                switch bytes[contentStart] {
                case UInt8(ascii: "%"):
                    kind = .literal
                    contentStart += 1
                case UInt8(ascii: "#"):
                    kind = .comment
                    contentStart += 1
                case UInt8(ascii: "="):
                    kind = .output
                    contentStart += 1
                    if contentStart < count, bytes[contentStart] == UInt8(ascii: "=") { contentStart += 1 }
                case UInt8(ascii: "-"):
                    contentStart += 1
                default:
                    break
                }
            }
            var close = closingMarker(bytes, from: contentStart)
            // `<%%>` with no `%>` after it: Erubi's regex, finding no end for the literal, backs
            // off to a code tag whose `%>` is the second `%` and the `>`: empty, renders nothing.
            if close == nil, kind == .literal, start + 3 < count, bytes[start + 3] == UInt8(ascii: ">") {
                kind = .code
                contentStart = start + 2
                close = start + 2
            }
            if let close {
                var contentEnd = close
                if contentEnd > contentStart, bytes[contentEnd - 1] == UInt8(ascii: "-") { contentEnd -= 1 }
                tags.append(ERBTag(kind: kind, range: SourceRange(start: start, end: close + 2),
                                   contentRange: SourceRange(start: contentStart, end: contentEnd), isClosed: true))
                index = close + 2
            } else {
                tags.append(ERBTag(kind: kind, range: SourceRange(start: start, end: count),
                                   contentRange: SourceRange(start: min(contentStart, count), end: count), isClosed: false))
                index = count
            }
        }
        return mergingBlockComments(tags, in: bytes)
    }

    /// A Ruby block comment opened in one code tag and closed in a later one
    /// (`<%\n=begin %> ... <%\n=end %>`) comments out everything between them, tags and
    /// markup alike: nothing there renders. The whole stretch becomes one comment tag; an
    /// `=begin` never closed runs to the end of the file, as Ruby reads it.
    private static func mergingBlockComments(_ tags: [ERBTag], in bytes: [UInt8]) -> [ERBTag] {
        var merged: [ERBTag] = []
        merged.reserveCapacity(tags.count)
        var index = 0
        while index < tags.count {
            let opener = tags[index]
            index += 1
            guard opener.kind == .code, opensBlockComment(bytes, in: opener.contentRange) else {
                merged.append(opener)
                continue
            }
            var end = (tag: bytes.count, content: bytes.count)
            while index < tags.count {
                let tag = tags[index]
                index += 1
                if tag.kind == .code, lineStart(of: endWord, in: bytes, range: tag.contentRange) != nil {
                    end = (tag.range.end, tag.contentRange.end)
                    break
                }
            }
            merged.append(ERBTag(kind: .comment, range: SourceRange(start: opener.range.start, end: end.tag),
                                 contentRange: SourceRange(start: opener.contentRange.start, end: end.content), isClosed: true))
        }
        return merged
    }

    private static let tagOpener = Array("<%".utf8)
    private static let tagCloser = Array("%>".utf8)
    private static let beginWord = Array("=begin".utf8)
    private static let endWord = Array("=end".utf8)

    /// Whether Ruby code has an `=begin` line with no `=end` line after it.
    private static func opensBlockComment(_ bytes: [UInt8], in range: SourceRange) -> Bool {
        guard let begin = lineStart(of: beginWord, in: bytes, range: range) else { return false }
        return lineStart(of: endWord, in: bytes, range: SourceRange(start: begin, end: range.end)) == nil
    }

    /// The offset after `word` where it starts a line inside `range` (Ruby's rule for `=begin`
    /// and `=end`: at the very start of a line, then a blank or the end of the line).
    private static func lineStart(of pattern: [UInt8], in bytes: [UInt8], range: SourceRange) -> Int? {
        var offset = range.start
        while offset < range.end {
            if bytes[offset] == UInt8(ascii: "\n") {
                let start = offset + 1
                let after = start + pattern.count
                if after <= range.end, bytes[start..<after].elementsEqual(pattern),
                   after == range.end || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[after]) {
                    return after
                }
            }
            offset += 1
        }
        return nil
    }

    /// The offset of a `<%` that the Ruby of a code or output tag holds outside its strings,
    /// regexps and comments: the tag's own `%>` is missing, so it ran on to that later tag's `%>`.
    /// A `/` after a `<` or a regexp over several lines is usually an end tag of the swallowed
    /// markup, not a regexp; a string that never closes is an apostrophe or quote of its text,
    /// not Ruby's; a `<%` after a heredoc or a comment sign on its line may be text there: silent.
    package static func swallowedOpener(in tag: ERBTag, bytes: [UInt8]) -> Int? {
        guard tag.isClosed, tag.kind == .code || tag.kind == .output else { return nil }
        let range = tag.contentRange
        let opener: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: "%")]
        var candidate = ByteSearch.firstIndex(of: opener, in: bytes, from: range.start, before: range.end)
        guard candidate != nil else { return nil }
        let tokens = RubyLexer.tokens(in: bytes, range: range)
        func inToken(_ offset: Int) -> RubyToken? { tokens.first { $0.range.start <= offset && offset < $0.range.end } }
        // A literal that never closes (an apostrophe or a quote of the swallowed markup's text:
        // `<p>Don't</p>`) is no Ruby string: a `<%` it seems to hold is the next tag's.
        let unterminated = tokens.contains { $0.isUnterminated }
        while let offset = candidate {
            let textual: Set<RubyToken.Kind> = [.string, .quotedLabel, .symbol, .wordArray]
            let inText = !unterminated && (inToken(offset).map { textual.contains($0.kind) || isOneLineRegexp($0, in: bytes) } ?? false)
            let afterHeredoc = tokens.contains { $0.kind == .string && $0.range.start < offset && bytes[$0.range.start] == UInt8(ascii: "<") }
            var lineStart = offset
            while lineStart > range.start, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            let commented = (lineStart..<offset).contains { bytes[$0] == UInt8(ascii: "#") && inToken($0) == nil }
            if !inText, !afterHeredoc, !commented { return offset }
            candidate = ByteSearch.firstIndex(of: opener, in: bytes, from: offset + 2, before: range.end)
        }
        return nil
    }

    /// `gsub(/<%/, "")` or `%r{<%}` on one line: a regexp the code writes, not the `/` of an
    /// end tag (`</p>`) that the lexer took for one.
    private static func isOneLineRegexp(_ token: RubyToken, in bytes: [UInt8]) -> Bool {
        guard token.kind == .regexp, !bytes[token.range.start..<token.range.end].contains(UInt8(ascii: "\n")) else { return false }
        return bytes[token.range.start] == UInt8(ascii: "%") || token.range.start == 0 || bytes[token.range.start - 1] != UInt8(ascii: "<")
    }

    /// The offset of the first `%>` at or after `start`.
    private static func closingMarker(_ bytes: [UInt8], from start: Int) -> Int? {
        ByteSearch.firstIndex(of: tagCloser, in: bytes, from: min(start, bytes.count))
    }
}
