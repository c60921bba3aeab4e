import BridgeLintCore

/// The C-family language a source file is written in; Swift and Kotlin share one tokenizer.
enum SourceDialect: Sendable {
    case swift
    case kotlin
}

/// One token of Swift or Kotlin source. Comments and whitespace are never tokens.
struct SourceToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier
        case string
        case number
        case punctuation
    }

    var kind: Kind
    /// Byte offsets of the whole token (quotes and backticks included).
    var range: SourceRange
    /// The identifier (without backticks), the punctuation, the number, or the string's literal
    /// value with common escapes decoded and interpolations left out.
    var text: String
    /// A string containing `\(...)`, `${...}` or `$name`: its value is not known.
    var isInterpolated = false
    /// A line break (possibly inside a comment) separates this token from the previous one.
    var startsLine = false

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
    /// A capitalised identifier: by convention a type name.
    var isTypeName: Bool {
        guard kind == .identifier, let first = text.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
    /// A string whose value is known.
    var literalValue: String? { kind == .string && !isInterpolated ? text : nil }
}

/// Splits Swift or Kotlin source into tokens, skipping `//` and nested `/* */` comments and
/// reading string literals whole: `"..."`, `"""..."""`, Swift raw strings `#"..."#`, Kotlin
/// character literals, and interpolations that contain further strings. Never fails: unterminated
/// constructs end at the end of the line (single-line strings) or of the file.
enum SourceTokenizer {
    static func tokens(of bytes: [UInt8], dialect: SourceDialect) -> [SourceToken] {
        var lexer = Lexer(bytes: bytes, dialect: dialect)
        return lexer.run()
    }
}

private struct Lexer {
    let bytes: [UInt8]
    let dialect: SourceDialect
    var index = 0
    var tokens: [SourceToken] = []
    var sawNewline = false

    init(bytes: [UInt8], dialect: SourceDialect) {
        self.bytes = bytes
        self.dialect = dialect
    }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func run() -> [SourceToken] {
        tokens.reserveCapacity(bytes.count / 4)
        if bytes.starts(with: UInt8.byteOrderMark) { index = UInt8.byteOrderMark.count }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .newline {
                sawNewline = true
                index += 1
            } else if byte == .space || byte == .tab || byte == .carriageReturn || byte == 0x0C {
                index += 1
            } else if let end = commentEnd(at: index) {
                if bytes[index..<end].contains(.newline) { sawNewline = true }
                index = end
            } else if byte.isIdentifierStart {
                let start = index
                while index < bytes.count, bytes[index].isIdentifierContinue { index += 1 }
                append(.identifier, start, text(start, index))
            } else if byte == .backtick {
                lexBacktickIdentifier()
            } else if byte.isDigit {
                lexNumber()
            } else if byte == .quote || (dialect == .swift && byte == .hash && rawStringHashes(at: index) != nil) {
                lexString()
            } else if dialect == .kotlin && byte == .apostrophe {
                lexCharacter()
            } else {
                lexPunctuation()
            }
        }
        return tokens
    }

    mutating func append(_ kind: SourceToken.Kind, _ start: Int, _ text: String, interpolated: Bool = false) {
        index = min(index, bytes.count)
        tokens.append(SourceToken(
            kind: kind, range: SourceRange(start: start, end: index), text: text,
            isInterpolated: interpolated, startsLine: sawNewline || tokens.isEmpty
        ))
        sawNewline = false
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    /// The end of a comment starting at `offset`, or nil when none starts there.
    func commentEnd(at offset: Int) -> Int? {
        guard bytes[offset] == .slash, let next = byte(at: offset + 1) else { return nil }
        if next == .slash {
            var end = offset + 2
            while end < bytes.count, bytes[end] != .newline { end += 1 }
            return end
        }
        guard next == .star else { return nil }
        var depth = 1
        var end = offset + 2
        while end < bytes.count, depth > 0 {
            if bytes[end] == .slash, byte(at: end + 1) == .star {
                depth += 1
                end += 2
            } else if bytes[end] == .star, byte(at: end + 1) == .slash {
                depth -= 1
                end += 2
            } else {
                end += 1
            }
        }
        return end
    }

    /// For Swift `#"`, `##"`...: the number of `#` before the quote.
    func rawStringHashes(at offset: Int) -> Int? {
        var end = offset
        while end < bytes.count, bytes[end] == .hash { end += 1 }
        return byte(at: end) == .quote ? end - offset : nil
    }

    mutating func lexBacktickIdentifier() {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != .backtick, bytes[index] != .newline { index += 1 }
        let name = text(start + 1, index)
        if index < bytes.count, bytes[index] == .backtick { index += 1 }
        append(.identifier, start, name)
    }

    mutating func lexNumber() {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte.isIdentifierContinue {
                index += 1
            } else if byte == .dot, let next = self.byte(at: index + 1), next.isDigit {
                index += 2
            } else {
                break
            }
        }
        append(.number, start, text(start, index))
    }

    mutating func lexPunctuation() {
        let start = index
        let pairs: [(UInt8, UInt8)] = [(.colon, .colon), (.minus, .greater)]
        if let next = byte(at: index + 1), pairs.contains(where: { $0 == (bytes[index], next) }) {
            index += 2
        } else {
            index += 1
        }
        append(.punctuation, start, text(start, index))
    }

    mutating func lexCharacter() {
        let start = index
        index += 1
        if byte(at: index) == .backslash { index += 2 }
        while index < bytes.count, bytes[index] != .apostrophe, bytes[index] != .newline { index += 1 }
        if byte(at: index) == .apostrophe { index += 1 }
        append(.string, start, text(start + 1, max(start + 1, index - 1)))
    }

    /// What the lexer is inside of while reading a string literal. Kept on an explicit stack so
    /// strings inside interpolations inside strings never recurse.
    enum Frame {
        case string(hashes: Int, triple: Bool)
        case interpolation(depth: Int)
    }

    mutating func lexString() {
        let start = index
        var stack: [Frame] = [openString()]
        var value: [UInt8] = []
        var interpolated = false
        while index < bytes.count, let top = stack.last {
            switch top {
            case let .string(hashes, triple):
                let byte = bytes[index]
                if let end = closingEnd(at: index, hashes: hashes, triple: triple) {
                    index = end
                    stack.removeLast()
                } else if byte == .newline && !triple {
                    // An unterminated single-line string ends at the line break.
                    stack.removeAll()
                } else if let interpolationStart = interpolationStart(at: index, hashes: hashes) {
                    index = interpolationStart.end
                    interpolated = true
                    if interpolationStart.opensCode { stack.append(.interpolation(depth: 1)) }
                } else if byte == .backslash, escapes(hashes: hashes, triple: triple) {
                    let escape = readEscape(at: index, hashes: hashes)
                    if stack.count == 1 { value.append(contentsOf: escape.value) }
                    index = escape.end
                } else {
                    if stack.count == 1 { value.append(byte) }
                    index += 1
                }
            case let .interpolation(depth):
                let byte = bytes[index]
                if let end = commentEnd(at: index) {
                    index = end
                } else if byte == .quote || (dialect == .swift && byte == .hash && rawStringHashes(at: index) != nil) {
                    stack.append(openString())
                } else if dialect == .kotlin && byte == .apostrophe {
                    let saved = tokens.count
                    lexCharacter()
                    tokens.removeSubrange(saved...)
                } else {
                    var newDepth = depth
                    if byte == .openParen || byte == .openBrace { newDepth += 1 }
                    if byte == .closeParen || byte == .closeBrace { newDepth -= 1 }
                    stack[stack.count - 1] = .interpolation(depth: newDepth)
                    if newDepth == 0 { stack.removeLast() }
                    index += 1
                }
            }
        }
        append(.string, start, String(decoding: value, as: UTF8.self), interpolated: interpolated)
    }

    /// Consumes an opening delimiter at `index` and returns its frame.
    mutating func openString() -> Frame {
        var hashes = 0
        if dialect == .swift {
            while index < bytes.count, bytes[index] == .hash {
                hashes += 1
                index += 1
            }
        }
        let triple = byte(at: index + 1) == .quote && byte(at: index + 2) == .quote
        index += triple ? 3 : 1
        return .string(hashes: hashes, triple: triple)
    }

    func closingEnd(at offset: Int, hashes: Int, triple: Bool) -> Int? {
        guard bytes[offset] == .quote else { return nil }
        var end = offset + 1
        if triple {
            guard byte(at: end) == .quote, byte(at: end + 1) == .quote else { return nil }
            end += 2
        }
        for _ in 0..<hashes {
            guard byte(at: end) == .hash else { return nil }
            end += 1
        }
        return end
    }

    /// Kotlin `"""` strings have no escapes; Swift raw strings need `\#`.
    func escapes(hashes: Int, triple: Bool) -> Bool { !(dialect == .kotlin && triple) }

    /// An interpolation at `offset`: Swift `\(` (`\#(` in raw strings), Kotlin `${` or `$name`.
    func interpolationStart(at offset: Int, hashes: Int) -> (end: Int, opensCode: Bool)? {
        switch dialect {
        case .swift:
            guard bytes[offset] == .backslash else { return nil }
            var end = offset + 1
            for _ in 0..<hashes {
                guard byte(at: end) == .hash else { return nil }
                end += 1
            }
            return byte(at: end) == .openParen ? (end + 1, true) : nil
        case .kotlin:
            guard bytes[offset] == .dollar, let next = byte(at: offset + 1) else { return nil }
            if next == .openBrace { return (offset + 2, true) }
            guard next.isIdentifierStart else { return nil }
            var end = offset + 1
            while end < bytes.count, bytes[end].isIdentifierContinue { end += 1 }
            return (end, false)
        }
    }

    /// Reads the escape at `offset` (a backslash): what it stands for and where it ends.
    func readEscape(at offset: Int, hashes: Int) -> (value: ArraySlice<UInt8>, end: Int) {
        var end = offset + 1
        for _ in 0..<hashes {
            guard byte(at: end) == .hash else { return ([.backslash], offset + 1) }
            end += 1
        }
        guard let escaped = byte(at: end) else { return ([], end) }
        switch escaped {
        case UInt8(ascii: "n"): return ([.newline], end + 1)
        case UInt8(ascii: "t"): return ([.tab], end + 1)
        case UInt8(ascii: "r"): return ([.carriageReturn], end + 1)
        case UInt8(ascii: "0"): return ([0], end + 1)
        case UInt8(ascii: "u"):
            // `\u{41}` (Swift) or `\u0041` (Kotlin): kept as written; names never use them.
            var unicodeEnd = end + 1
            while unicodeEnd < bytes.count, bytes[unicodeEnd].isHexOrBrace { unicodeEnd += 1 }
            return (bytes[offset..<unicodeEnd], unicodeEnd)
        case .newline: return ([], end + 1)
        default: return ([escaped], end + 1)
        }
    }
}

extension UInt8 {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let tab = UInt8(ascii: "\t")
    static let space = UInt8(ascii: " ")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backtick = UInt8(ascii: "`")
    static let backslash = UInt8(ascii: "\\")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let dot = UInt8(ascii: ".")
    static let colon = UInt8(ascii: ":")
    static let minus = UInt8(ascii: "-")
    static let greater = UInt8(ascii: ">")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isLetter: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }
    /// Letters, `_`, and any non-ASCII byte (Unicode identifiers are rare but legal).
    var isIdentifierStart: Bool { isLetter || self == UInt8(ascii: "_") || self >= 0x80 }
    var isIdentifierContinue: Bool { isIdentifierStart || isDigit }
    var isHexOrBrace: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F")) || self == .openBrace || self == .closeBrace
    }
}
