/// One significant token of JavaScript or TypeScript source. Comments and whitespace are skipped.
public struct JavaScriptToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Identifiers and keywords alike (`class`, `static`, `save`).
        case identifier
        /// `#name`: an ECMAScript private name.
        case privateName
        /// A quoted string; `value` holds its unescaped contents.
        case string
        case number
        case punctuator
        /// One chunk of a template literal: from its opening `` ` `` or `}` to the next `${` or
        /// closing `` ` ``. Tokens of `${ ... }` expressions come between the chunks. A template
        /// without substitutions is one chunk whose `value` is its unescaped contents.
        case template
        case regularExpression
    }

    public var kind: Kind
    /// The source text of the token (for strings, including the quotes).
    public var text: String
    /// Unescaped contents of strings and of templates without substitutions.
    public var value: String?
    /// UTF-8 byte offsets, `start..<end`.
    public var start: Int
    public var end: Int
    /// 1-based line of `start`.
    public var line: Int
    /// A line break separates this token from the previous one (what automatic semicolon
    /// insertion looks at).
    public var followsLineBreak: Bool

    /// `kind == .punctuator && text == symbol`.
    public func isPunctuator(_ symbol: String) -> Bool { kind == .punctuator && hasText(symbol) }

    /// `kind == .identifier && text == word`.
    public func isIdentifier(_ word: String) -> Bool { kind == .identifier && hasText(word) }

    /// Whether the token's text is `word`. The words asked about are ASCII, and a string equal
    /// to one has its bytes: tokens of another length are told apart without comparing strings
    /// (by characters), which for every token asked about was a tenth of scanning the controllers.
    private func hasText(_ word: String) -> Bool {
        text.utf8.count == word.utf8.count && text == word
    }

    /// The literal text a string, or a template without substitutions, stands for.
    public var literalValue: String? {
        switch kind {
        case .string: value
        case .template: text.first == "`" && text.last == "`" && text.count >= 2 ? value : nil
        default: nil
        }
    }
}

/// A byte-level tokenizer for JavaScript and TypeScript, precise about what hides text from a
/// scanner: comments, strings, template literals with nested `${ }` and regular expression
/// literals. Total on any input: malformed source ends a token at the end of the line or file.
public enum JavaScriptTokenizer {
    public static func tokenize(_ text: String) -> [JavaScriptToken] {
        tokenize(Array(text.utf8))
    }

    public static func tokenize(_ bytes: [UInt8]) -> [JavaScriptToken] {
        var lexer = Lexer(bytes: bytes)
        return lexer.run()
    }
}

private struct Lexer {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var tokens: [JavaScriptToken] = []
    var sawLineBreak = false
    /// Open `{` and `${` in source order: `true` for a template substitution.
    var braceStack: [Bool] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 4)
    }

    mutating func run() -> [JavaScriptToken] {
        if bytes.starts(with: [0x23, 0x21]) { skipToLineEnd() }  // #! hashbang
        while true {
            skipTrivia()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): lexString(quote: byte)
            case UInt8(ascii: "`"): lexTemplateChunk(from: index, contentStart: index + 1)
            case UInt8(ascii: "#") where index + 1 < bytes.count && isIdentifierStart(bytes[index + 1]):
                let start = index
                index += 1
                while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
                emit(.privateName, from: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): lexNumber()
            case UInt8(ascii: ".") where index + 1 < bytes.count && isDigit(bytes[index + 1]): lexNumber()
            case UInt8(ascii: "/"):
                if regularExpressionAllowed(), lexRegularExpression() { break }
                lexPunctuator()
            case UInt8(ascii: "{"):
                braceStack.append(false)
                lexPunctuator()
            case UInt8(ascii: "}"):
                if braceStack.popLast() == true {
                    lexTemplateChunk(from: index, contentStart: index + 1)
                } else {
                    lexPunctuator()
                }
            default:
                if isIdentifierStart(byte) {
                    let start = index
                    index += 1
                    while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
                    emit(.identifier, from: start)
                } else {
                    lexPunctuator()
                }
            }
        }
        return tokens
    }

    // MARK: Trivia

    mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                sawLineBreak = true
                index += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == 0x0B || byte == 0x0C
            {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                skipToLineEnd()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        sawLineBreak = true
                    }
                    index += 1
                }
                if index > bytes.count { index = bytes.count }
            } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                index += 3  // byte-order mark
            } else {
                return
            }
        }
    }

    mutating func skipToLineEnd() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    // MARK: Tokens

    mutating func emit(_ kind: JavaScriptToken.Kind, from start: Int, line startLine: Int? = nil, value: String? = nil) {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        tokens.append(JavaScriptToken(
            kind: kind, text: text, value: value, start: start, end: index,
            line: startLine ?? line, followsLineBreak: sawLineBreak))
        sawLineBreak = false
    }

    mutating func lexString(quote: UInt8) {
        let start = index
        index += 1
        var value: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                break
            }
            if byte == UInt8(ascii: "\n") { break }  // unterminated: end at the line break
            if byte == UInt8(ascii: "\\") {
                lexEscape(into: &value)
            } else {
                value.append(byte)
                index += 1
            }
        }
        emit(.string, from: start, value: String(decoding: value, as: UTF8.self))
    }

    /// Reads one escape sequence at `index` (on the backslash) and appends what it stands for.
    mutating func lexEscape(into value: inout [UInt8]) {
        index += 1
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "b"): value.append(0x08)
        case UInt8(ascii: "f"): value.append(0x0C)
        case UInt8(ascii: "v"): value.append(0x0B)
        case UInt8(ascii: "0") where index >= bytes.count || !isDigit(bytes[index]): value.append(0)
        case UInt8(ascii: "\r"):
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            line += 1
        case UInt8(ascii: "\n"): line += 1  // line continuation
        case UInt8(ascii: "x"): appendScalar(hexDigits(maximum: 2, exactly: true), to: &value)
        case UInt8(ascii: "u"):
            if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                index += 1
                let scalar = hexDigits(maximum: 6, exactly: false)
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
                appendScalar(scalar, to: &value)
            } else {
                appendScalar(hexDigits(maximum: 4, exactly: true), to: &value)
            }
        default: value.append(byte)
        }
    }

    mutating func hexDigits(maximum: Int, exactly: Bool) -> UInt32? {
        var result: UInt32 = 0
        var count = 0
        while count < maximum, index < bytes.count, let digit = hexValue(bytes[index]) {
            result = result * 16 + digit
            count += 1
            index += 1
        }
        if count == 0 || (exactly && count != maximum) { return nil }
        return result
    }

    func appendScalar(_ scalar: UInt32?, to value: inout [UInt8]) {
        let resolved = scalar.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
        value.append(contentsOf: Array(String(Character(resolved)).utf8))
    }

    /// A template chunk starting at `start` (a backtick or the `}` closing a substitution).
    mutating func lexTemplateChunk(from start: Int, contentStart: Int) {
        let startLine = line
        index = contentStart
        var value: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                index += 2
                braceStack.append(true)
                break
            }
            if byte == UInt8(ascii: "\\") {
                lexEscape(into: &value)
                continue
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            value.append(byte)
            index += 1
        }
        emit(.template, from: start, line: startLine, value: String(decoding: value, as: UTF8.self))
    }

    mutating func lexNumber() {
        let start = index
        let isHexadecimal = index + 1 < bytes.count && bytes[index] == UInt8(ascii: "0")
            && (bytes[index + 1] | 0x20) == UInt8(ascii: "x")
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isExponentSign = (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
                && (previous | 0x20) == UInt8(ascii: "e") && !isHexadecimal
            guard isIdentifierPart(byte) || byte == UInt8(ascii: ".") || isExponentSign else { break }
            previous = byte
            index += 1
        }
        emit(.number, from: start)
    }

    /// Whether a `/` here starts a regular expression rather than a division, judged by the
    /// previous significant token as JavaScript's grammar does for all practical source.
    func regularExpressionAllowed() -> Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .number, .string, .template, .regularExpression, .privateName: return false
        case .identifier: return Self.keywordsBeforeExpression.contains(previous.text)
        case .punctuator: return !(previous.text == ")" || previous.text == "]" || previous.text == "}"
            || previous.text == "++" || previous.text == "--")
        }
    }

    static let keywordsBeforeExpression: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case",
        "do", "else", "yield", "await",
    ]

    /// Lexes `/.../flags` if it closes on this line; otherwise leaves `index` alone and fails.
    mutating func lexRegularExpression() -> Bool {
        let start = index
        var cursor = index + 1
        var inClass = false
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
            if byte == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/"), !inClass {
                cursor += 1
                while cursor < bytes.count, isIdentifierPart(bytes[cursor]) { cursor += 1 }
                index = cursor
                emit(.regularExpression, from: start)
                return true
            }
            cursor += 1
        }
        return false
    }

    mutating func lexPunctuator() {
        let start = index
        for candidate in Self.punctuatorsByFirstByte[Int(bytes[index])] where matches(candidate) {
            index += candidate.count
            emit(.punctuator, from: start)
            return
        }
        // A single byte, or a whole UTF-8 sequence so tokens never split a scalar.
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        emit(.punctuator, from: start)
    }

    func matches(_ candidate: [UInt8]) -> Bool {
        guard index + candidate.count <= bytes.count else { return false }
        for offset in 0..<candidate.count where bytes[index + offset] != candidate[offset] { return false }
        return true
    }

    /// Multi-byte punctuators, longest first.
    static let punctuators: [[UInt8]] = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=",
        "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=",
        "%=", "&=", "|=", "^=", "**", "<<", ">>",
    ].map { Array($0.utf8) }

    /// `punctuators` by their first byte, longest first: most punctuation (`(`, `.`, `;`) starts
    /// none, and was compared with every one.
    static let punctuatorsByFirstByte: [[[UInt8]]] = (0...255).map { byte in punctuators.filter { $0.first == UInt8(byte) } }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
}

private func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
