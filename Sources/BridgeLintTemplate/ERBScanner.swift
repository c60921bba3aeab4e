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
enum ERBScanner {
    static func scan(_ bytes: [UInt8]) -> [ERBTag] {
        var tags: [ERBTag] = []
        var index = 0
        let count = bytes.count
        while index + 1 < count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let start = index
            var contentStart = index + 2
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
            let close = closingMarker(bytes, from: contentStart)
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
        return tags
    }

    /// The offset of the first `%>` at or after `start`.
    private static func closingMarker(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: ">") { return index }
            index += 1
        }
        return nil
    }
}
