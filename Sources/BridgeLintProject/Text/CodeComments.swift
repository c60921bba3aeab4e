import BridgeLintCore

/// The comments of a JavaScript, TypeScript, Swift or Kotlin file, where suppression
/// directives (`// bridgelint:disable-next-line bridge-connect-super`) are written.
///
/// The language's own tokenizer reads strings, template literals and regular expressions whole,
/// so what lies between two tokens is only blanks and comments: a `//` inside a string is never
/// taken for a comment.
public enum CodeComments {
    /// Whether `path` names a file whose comments this reads.
    public static func reads(_ path: String) -> Bool {
        dialect(of: path) != nil
    }

    /// Each `//` comment (to the end of its line) and `/* */` comment (delimiters included).
    public static func ranges(in bytes: [UInt8], path: String) -> [SourceRange] {
        guard let dialect = dialect(of: path) else { return [] }
        let tokens: [SourceRange]
        switch dialect {
        case .javaScript: tokens = JavaScriptTokenizer.tokenize(bytes).map { SourceRange(start: $0.start, end: $0.end) }
        case .native(let native): tokens = SourceTokenizer.tokens(of: bytes, dialect: native).map(\.range)
        }
        var comments: [SourceRange] = []
        var gapStart = 0
        for token in tokens + [SourceRange(start: bytes.count, end: bytes.count)] {
            comments += commentsInGap(bytes, from: gapStart, to: min(max(token.start, gapStart), bytes.count))
            gapStart = max(gapStart, token.end)
        }
        return comments
    }

    private enum Dialect {
        case javaScript
        case native(SourceDialect)
    }

    private static func dialect(of path: String) -> Dialect? {
        if path.hasSuffix(".swift") { return .native(.swift) }
        if path.hasSuffix(".kt") || path.hasSuffix(".kts") { return .native(.kotlin) }
        if [".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx"].contains(where: path.hasSuffix) { return .javaScript }
        return nil
    }

    /// The comments in text that holds only blanks and comments. Block comments nest in Swift
    /// and Kotlin; an unterminated one ends the gap.
    private static func commentsInGap(_ bytes: [UInt8], from start: Int, to end: Int) -> [SourceRange] {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        var comments: [SourceRange] = []
        var index = start
        while index + 1 < end {
            guard bytes[index] == slash, bytes[index + 1] == slash || bytes[index + 1] == star else {
                index += 1
                continue
            }
            let commentStart = index
            if bytes[index + 1] == slash {
                while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                var depth = 0
                while index < end {
                    if index + 1 < end, bytes[index] == slash, bytes[index + 1] == star {
                        depth += 1
                        index += 2
                    } else if index + 1 < end, bytes[index] == star, bytes[index + 1] == slash {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
            }
            comments.append(SourceRange(start: commentStart, end: index))
        }
        return comments
    }
}
