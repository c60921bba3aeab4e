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
            let close = kind == .code || kind == .output
                ? closingMarkerSkippingStrings(bytes, from: contentStart) ?? closingMarker(bytes, from: contentStart)
                : closingMarker(bytes, from: contentStart)
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

    /// The offset of the first `%>` outside a Ruby string literal, so `<%= "100%>" %>` stays one
    /// tag. Nil when a string never closes: the caller then takes the first `%>`.
    private static func closingMarkerSkippingStrings(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // `?'` is a character literal, and a quote right after a word character is
                // unusual Ruby: do not let either start a string.
                if index == start || !isWordByte(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: "?") {
                    quote = byte
                }
            } else if byte == UInt8(ascii: "#"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "{") {
                // A Ruby comment runs to the end of the line, or to `%>` (ERB ends it there).
                while index + 1 < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: ">") { return index }
                    index += 1
                }
            } else if byte == UInt8(ascii: "%"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
