import BridgeLintCore

/// A token of the Ruby code inside an ERB tag. Offsets are absolute in the template.
struct RubyToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// Identifier, constant or keyword (`link_to`, `Todo`, `do`, `empty?`).
        case identifier
        /// `@todo`, `@@x`, `$x`
        case variable
        /// `name:` in a hash or keyword argument; `text` is `name`.
        case label
        /// `"name":`; `text` is the unescaped content.
        case quotedLabel
        /// `:name` or `:"name"`; `text` is the name.
        case symbol
        /// A string literal; `segments` holds its text and interpolations.
        case string
        /// `%w[a b]` / `%i[a b]`; `text` is the raw content.
        case wordArray
        case number
        /// Punctuation and operators: `(`, `=>`, `&.`, `::`, `||`, ...
        case punctuation
        case newline
    }

    var kind: Kind
    var range: SourceRange
    var text: String
    /// For `.string` and `.quotedLabel`: the parts of the literal.
    var segments: [AttributeValue.Segment] = []
    /// Whitespace directly before the token (matters for `foo -1` vs `foo - 1`, `a ? b : c`).
    var spaceBefore = false

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
}

/// A small Ruby lexer: enough to read helper calls and block structure, never more.
/// Unknown bytes become one-byte punctuation; it never fails and never loops.
struct RubyLexer {
    private let bytes: [UInt8]
    private let end: Int
    private var index: Int
    private var tokens: [RubyToken] = []
    private var sawSpace = false

    static func tokens(in bytes: [UInt8], range: SourceRange) -> [RubyToken] {
        var lexer = RubyLexer(bytes: bytes, end: min(range.end, bytes.count), index: range.start)
        lexer.run()
        return lexer.tokens
    }

    private init(bytes: [UInt8], end: Int, index: Int) {
        self.bytes = bytes
        self.end = end
        self.index = index
    }

    private func byte(at offset: Int) -> UInt8 { offset < end ? bytes[offset] : 0 }

    private mutating func append(_ kind: RubyToken.Kind, from start: Int, text: String, segments: [AttributeValue.Segment] = []) {
        tokens.append(RubyToken(kind: kind, range: SourceRange(start: start, end: index), text: text, segments: segments, spaceBefore: sawSpace))
        sawSpace = false
    }

    private var previousAllowsOperand: Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .punctuation: return !(last.text == ")" || last.text == "]" || last.text == "}")
        case .newline, .label, .quotedLabel: return true
        case .identifier: return RubyLexer.keywordsBeforeOperand.contains(last.text) || sawSpace
        default: return false
        }
    }

    private static let keywordsBeforeOperand: Set<String> = ["if", "unless", "while", "until", "and", "or", "not", "return", "when", "in", "then", "else", "elsif", "do", "puts", "yield"]

    private mutating func run() {
        while index < end {
            let c = bytes[index]
            let start = index
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C:
                index += 1
                sawSpace = true
            case UInt8(ascii: "\\") where byte(at: index + 1) == UInt8(ascii: "\n"):
                index += 2
                sawSpace = true
            case UInt8(ascii: "\n"):
                index += 1
                append(.newline, from: start, text: "\n")
            case UInt8(ascii: "#"):
                while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                lexString(quote: c, interpolates: c != UInt8(ascii: "'"), contentStart: index + 1, closing: c)
                if byte(at: index) == UInt8(ascii: ":"), byte(at: index + 1) != UInt8(ascii: ":"), c != UInt8(ascii: "`") {
                    index += 1
                    tokens[tokens.count - 1].kind = .quotedLabel
                    tokens[tokens.count - 1].range.end = index
                }
            case UInt8(ascii: ":"):
                lexColon(start: start)
            case UInt8(ascii: "@"), UInt8(ascii: "$"):
                index += 1
                while index < end, bytes[index] == UInt8(ascii: "@") { index += 1 }
                while index < end, RubyLexer.isWordByte(bytes[index]) { index += 1 }
                append(.variable, from: start, text: text(start, index))
            case UInt8(ascii: "%") where previousAllowsOperand && RubyLexer.percentLiteralStart(byte(at: index + 1), byte(at: index + 2)):
                lexPercentLiteral(start: start)
            case UInt8(ascii: "?") where RubyLexer.isWordByte(byte(at: index + 1)) && !RubyLexer.isWordByte(byte(at: index + 2)) && previousAllowsOperand:
                // A character literal such as `?a`.
                index += 2
                append(.string, from: start, text: text(start + 1, index),
                       segments: [.text(text(start + 1, index), range: SourceRange(start: start + 1, end: index), verbatim: true)])
            case _ where c >= 0x30 && c <= 0x39:
                while index < end, RubyLexer.isWordByte(bytes[index]) || (bytes[index] == UInt8(ascii: ".") && (byte(at: index + 1) >= 0x30 && byte(at: index + 1) <= 0x39)) {
                    index += 1
                }
                append(.number, from: start, text: text(start, index))
            case _ where RubyLexer.isWordByte(c) || c >= 0x80:
                while index < end, RubyLexer.isWordByte(bytes[index]) || bytes[index] >= 0x80 { index += 1 }
                if index < end, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!"), byte(at: index + 1) != UInt8(ascii: "=") {
                    index += 1
                }
                let word = text(start, index)
                if byte(at: index) == UInt8(ascii: ":"), byte(at: index + 1) != UInt8(ascii: ":") {
                    index += 1
                    tokens.append(RubyToken(kind: .label, range: SourceRange(start: start, end: index), text: word, spaceBefore: sawSpace))
                    sawSpace = false
                } else {
                    append(.identifier, from: start, text: word)
                }
            default:
                lexPunctuation(start: start)
            }
        }
    }

    /// Operators longer than one byte, longest first, as bytes (no allocation per token).
    private static let multiBytePunctuation: [[UInt8]] = ["||=", "&&=", "<=>", "===", "**", "=>", "->", "&.", "::", "||", "&&", "==", "!=", "<=", ">=", "<<", ">>", "..", "+=", "-=", "=~", "!~"].map { Array($0.utf8) }

    /// The bytes that follow the first byte of a multi-byte operator.
    private static func mayContinueOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "*"), UInt8(ascii: ">"), UInt8(ascii: "."),
             UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private mutating func lexPunctuation(start: Int) {
        var length = 1
        // Most punctuation (`(`, `,`, `)`) is one byte: the list is searched only when the next
        // byte may continue an operator.
        let candidates = RubyLexer.mayContinueOperator(byte(at: index + 1)) ? RubyLexer.multiBytePunctuation : []
        for candidate in candidates where candidate[0] == bytes[index] && index + candidate.count <= end {
            var matches = true
            for offset in 1..<candidate.count where bytes[index + offset] != candidate[offset] {
                matches = false
                break
            }
            if matches {
                length = candidate.count
                break
            }
        }
        index += length
        append(.punctuation, from: start, text: text(start, index))
    }

    private mutating func lexColon(start: Int) {
        let next = byte(at: index + 1)
        if next == UInt8(ascii: ":") {
            index += 2
            append(.punctuation, from: start, text: "::")
        } else if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
            index += 1
            lexString(quote: next, interpolates: next == UInt8(ascii: "\""), contentStart: index + 1, closing: next)
            tokens[tokens.count - 1].kind = .symbol
            tokens[tokens.count - 1].range.start = start
        } else if RubyLexer.isWordByte(next) || next >= 0x80, previousAllowsOperand || tokens.last?.kind == .identifier {
            index += 1
            let nameStart = index
            while index < end, RubyLexer.isWordByte(bytes[index]) || bytes[index] >= 0x80 { index += 1 }
            if index < end, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "=") && byte(at: index + 1) != UInt8(ascii: ">") {
                index += 1
            }
            let name = text(nameStart, index)
            tokens.append(RubyToken(kind: .symbol, range: SourceRange(start: start, end: index), text: name,
                                    segments: [.text(name, range: SourceRange(start: nameStart, end: index), verbatim: true)], spaceBefore: sawSpace))
            sawSpace = false
        } else {
            index += 1
            append(.punctuation, from: start, text: ":")
        }
    }

    /// Lexes a string whose opening delimiter is just before `contentStart`; leaves `index`
    /// after the closing delimiter (or at the end of the code when it never closes).
    private mutating func lexString(quote: UInt8, interpolates: Bool, contentStart: Int, closing: UInt8) {
        let start = contentStart - 1
        index = contentStart
        var segments: [AttributeValue.Segment] = []
        var buffer: [UInt8] = []
        var bufferStart = index
        var verbatim = true
        var depth = 0
        func flushText(upTo offset: Int) {
            if !buffer.isEmpty || offset > bufferStart {
                segments.append(.text(String(decoding: buffer, as: UTF8.self), range: SourceRange(start: bufferStart, end: offset), verbatim: verbatim))
            }
            buffer = []
            bufferStart = offset
            verbatim = true
        }
        while index < end {
            let c = bytes[index]
            if c == closing, depth == 0 { break }
            if quote != closing, c == quote { depth += 1 }
            if quote != closing, c == closing { depth -= 1 }
            if c == UInt8(ascii: "\\"), index + 1 < end {
                // An escape is a segment of its own, so the text around it keeps exact positions.
                flushText(upTo: index)
                let escaped = bytes[index + 1]
                if interpolates {
                    switch escaped {
                    case UInt8(ascii: "n"): buffer.append(0x0A)
                    case UInt8(ascii: "t"): buffer.append(0x09)
                    default: buffer.append(escaped)
                    }
                } else if escaped == closing || escaped == UInt8(ascii: "\\") {
                    buffer.append(escaped)
                } else {
                    buffer.append(c)
                    buffer.append(escaped)
                }
                index += 2
                verbatim = buffer.elementsEqual(bytes[(index - 2)..<index])
                flushText(upTo: index)
                continue
            }
            if interpolates, c == UInt8(ascii: "#"), byte(at: index + 1) == UInt8(ascii: "{") {
                flushText(upTo: index)
                let interpolationStart = index
                index = RubyLexer.skipInterpolation(bytes, from: index + 2, end: end)
                segments.append(.dynamic(SourceRange(start: interpolationStart, end: index)))
                bufferStart = index
                continue
            }
            buffer.append(c)
            index += 1
        }
        flushText(upTo: index)
        if segments.isEmpty { segments = [.text("", range: SourceRange(start: contentStart, end: contentStart), verbatim: true)] }
        let contentEnd = index
        if index < end { index += 1 }
        let plain = segments.allSatisfy { if case .text = $0 { true } else { false } }
        let joined = plain ? segments.map { if case .text(let t, _, _) = $0 { t } else { "" } }.joined() : text(contentStart, contentEnd)
        tokens.append(RubyToken(kind: .string, range: SourceRange(start: start, end: index), text: joined, segments: segments, spaceBefore: sawSpace))
        sawSpace = false
    }

    /// Returns the offset after the `}` that closes an interpolation opened before `start`,
    /// skipping nested braces and strings.
    private static func skipInterpolation(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
        var depth = 1
        var index = start
        var quote: UInt8 = 0
        while index < end {
            let c = bytes[index]
            if quote != 0 {
                if c == UInt8(ascii: "\\") { index += 2; continue }
                if c == quote { quote = 0 }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return end
    }

    private static func percentLiteralStart(_ first: UInt8, _ second: UInt8) -> Bool {
        let delimiters: Set<UInt8> = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "!"), UInt8(ascii: "/")]
        if delimiters.contains(first) { return true }
        let kinds: Set<UInt8> = [UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "q"), UInt8(ascii: "Q")]
        return kinds.contains(first) && delimiters.contains(second)
    }

    private mutating func lexPercentLiteral(start: Int) {
        index += 1
        var kind = UInt8(ascii: "Q")
        if RubyLexer.isWordByte(bytes[index]) {
            kind = bytes[index]
            index += 1
        }
        let open = byte(at: index)
        let pairs: [UInt8: UInt8] = [UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
                                     UInt8(ascii: "{"): UInt8(ascii: "}"), UInt8(ascii: "<"): UInt8(ascii: ">")]
        let close = pairs[open] ?? open
        let isArray = kind == UInt8(ascii: "w") || kind == UInt8(ascii: "W") || kind == UInt8(ascii: "i") || kind == UInt8(ascii: "I")
        lexString(quote: open, interpolates: kind == UInt8(ascii: "Q") || kind == UInt8(ascii: "W") || kind == UInt8(ascii: "I"), contentStart: index + 1, closing: close)
        tokens[tokens.count - 1].range.start = start
        if isArray { tokens[tokens.count - 1].kind = .wordArray }
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
