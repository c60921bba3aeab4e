import BridgeLintCore

/// One token of Ruby source. Comments, `=begin`/`=end` blocks, heredoc bodies and whitespace are
/// never tokens.
struct RubyToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Names, keywords and constants; `@x`, `@@x`, `$x` keep their sigil; `valid?` its `?`.
        case identifier
        /// `:name` or `:"name"`: `text` is the name.
        case symbol
        /// `name:` in a hash or keyword argument: `text` is the name.
        case label
        /// Quoted strings, `%w[]`-style literals, heredocs, regexps: `text` is the literal value.
        case string
        case number
        case punctuation
    }

    var kind: Kind
    var range: SourceRange
    var text: String
    /// The value contains `#{...}`: it is not known.
    var isInterpolated = false
    /// A line break separates this token from the previous one: a new statement may start.
    var startsLine = false

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
    /// The name of a symbol or a non-interpolated string (`:todos`, `"todos"`).
    var name: String? {
        switch kind {
        case .symbol: text
        case .string: isInterpolated ? nil : text
        default: nil
        }
    }
}

/// Splits Ruby source into tokens. Knows enough Ruby to never mistake a comment, string,
/// heredoc, `%`-literal or regexp for code; unterminated constructs run to the end of the file.
enum RubyTokenizer {
    static func tokens(of bytes: [UInt8]) -> [RubyToken] {
        var lexer = RubyLexer(bytes: bytes)
        return lexer.run()
    }
}

private struct RubyLexer {
    let bytes: [UInt8]
    var index = 0
    var tokens: [RubyToken] = []
    var sawNewline = true
    /// Heredocs opened on the current line: their bodies start after its line break.
    var pendingHeredocs: [(terminator: [UInt8], tokenIndex: Int)] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    func byte(at offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }

    static let regexpAfterWords: Set = [
        "if", "unless", "when", "and", "or", "not", "return", "then", "else", "elsif", "while", "until", "in",
    ]

    mutating func run() -> [RubyToken] {
        if bytes.starts(with: UInt8.byteOrderMark) { index = UInt8.byteOrderMark.count }
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            let atLineStart = index == contentStart || bytes[index - 1] == .newline
            if byte == .newline {
                index += 1
                sawNewline = true
                skipHeredocBodies()
            } else if byte == .space || byte == .tab || byte == .carriageReturn {
                index += 1
            } else if byte == .backslash, self.byte(at: index + 1) == .newline {
                index += 2
            } else if byte == .hash {
                while index < bytes.count, bytes[index] != .newline { index += 1 }
            } else if atLineStart, startsWith("=begin") {
                skipEmbeddedDocument()
            } else if atLineStart, startsWith("__END__") {
                index = bytes.count
            } else if byte.isIdentifierStart || ((byte == .at || byte == .dollar) && self.byte(at: index + 1)?.isIdentifierStart == true)
                        || (byte == .at && self.byte(at: index + 1) == .at) {
                lexIdentifier()
            } else if byte.isDigit {
                let start = index
                while index < bytes.count, bytes[index].isIdentifierContinue || (bytes[index] == .dot && self.byte(at: index + 1)?.isDigit == true) {
                    index += 1
                }
                append(.number, start, text(start, index))
            } else if byte == .colon {
                lexColon()
            } else if byte == .quote || byte == .apostrophe || byte == .backtick {
                let start = index
                index += 1
                lexQuoted(start: start, open: byte, close: byte, interpolates: byte != .apostrophe)
            } else if byte == UInt8(ascii: "%"), let literal = percentLiteral() {
                let start = index
                index = literal.bodyStart
                lexQuoted(start: start, open: literal.open, close: literal.close, interpolates: literal.interpolates)
            } else if byte == .slash, regexpMayStart() {
                let start = index
                index += 1
                lexQuoted(start: start, open: .slash, close: .slash, interpolates: true)
                while index < bytes.count, bytes[index].isLetter { index += 1 }
            } else if byte == UInt8(ascii: "<"), let heredoc = heredocStart() {
                let start = index
                index = heredoc.end
                pendingHeredocs.append((heredoc.terminator, tokens.count))
                append(.string, start, "", interpolated: true)
            } else {
                lexPunctuation()
            }
        }
        return tokens
    }

    func startsWith(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        return index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    mutating func append(_ kind: RubyToken.Kind, _ start: Int, _ text: String, interpolated: Bool = false) {
        index = min(index, bytes.count)
        tokens.append(RubyToken(
            kind: kind, range: SourceRange(start: start, end: index), text: text,
            isInterpolated: interpolated, startsLine: sawNewline
        ))
        sawNewline = false
    }

    mutating func lexIdentifier() {
        let start = index
        while index < bytes.count, bytes[index] == .at || bytes[index] == .dollar { index += 1 }
        while index < bytes.count, bytes[index].isIdentifierContinue { index += 1 }
        // `valid?`, `save!` (but not `a ? b : c` nor `a != b`).
        if let next = byte(at: index), next == UInt8(ascii: "?") || next == UInt8(ascii: "!"), byte(at: index + 1) != .equals {
            index += 1
        }
        // `name:` is a label, `Foo::Bar` is not.
        if byte(at: index) == .colon, byte(at: index + 1) != .colon {
            let name = text(start, index)
            index += 1
            append(.label, start, name)
            return
        }
        append(.identifier, start, text(start, index))
    }

    mutating func lexColon() {
        let start = index
        if byte(at: index + 1) == .colon {
            index += 2
            append(.punctuation, start, "::")
        } else if let next = byte(at: index + 1), next.isIdentifierStart || next == .at {
            index += 1
            let nameStart = index
            while index < bytes.count, bytes[index].isIdentifierContinue || bytes[index] == .at { index += 1 }
            if let last = byte(at: index), [UInt8(ascii: "?"), UInt8(ascii: "!"), .equals].contains(last),
               byte(at: index + 1) != .equals, byte(at: index + 1) != UInt8(ascii: ">") {
                index += 1
            }
            append(.symbol, start, text(nameStart, index))
        } else if let next = byte(at: index + 1), next == .quote || next == .apostrophe {
            index += 2
            lexQuoted(start: start, open: next, close: next, interpolates: next == .quote)
            tokens[tokens.count - 1].kind = .symbol
        } else {
            index += 1
            append(.punctuation, start, ":")
        }
    }

    mutating func lexPunctuation() {
        let start = index
        let pairs: [[UInt8]] = [Array("=>".utf8), Array("||".utf8), Array("&&".utf8), Array("==".utf8), Array("&.".utf8)]
        if let pair = pairs.first(where: { index + 1 < bytes.count && bytes[index] == $0[0] && bytes[index + 1] == $0[1] }) {
            index += pair.count
        } else {
            index += 1
        }
        append(.punctuation, start, text(start, index))
    }

    /// A `/` starts a regexp where a value is expected, not after a value (division).
    func regexpMayStart() -> Bool {
        guard let previous = tokens.last, !sawNewline else { return true }
        switch previous.kind {
        case .punctuation: return ![")", "]", "}"].contains(previous.text)
        case .label: return true
        case .identifier:
            // `foo /re/` is a call with a regexp; `foo / 2` and `foo/2` divide.
            if Self.regexpAfterWords.contains(previous.text) { return true }
            return byte(at: index - 1) == .space && byte(at: index + 1) != .space
        default: return false
        }
    }

    /// `%w[`, `%i(`, `%q{`, `%Q<`, `%(`...: where the body starts and how it ends.
    func percentLiteral() -> (bodyStart: Int, open: UInt8, close: UInt8, interpolates: Bool)? {
        var cursor = index + 1
        var interpolates = true
        if let letter = byte(at: cursor), "wWiIqQrsx".utf8.contains(letter) {
            interpolates = "WIQrx".utf8.contains(letter)
            cursor += 1
        } else if let previous = tokens.last, !sawNewline,
                  previous.kind == .identifier || previous.kind == .number || previous.isPunctuation(")") {
            // `a %(b)` after a value is the modulo operator.
            if byte(at: index + 1) == .space || previous.kind == .number || previous.isPunctuation(")") { return nil }
        }
        guard let open = byte(at: cursor), !open.isIdentifierContinue, open != .space, open != .newline, open != .equals else {
            return nil
        }
        let closers: [UInt8: UInt8] = [.openParen: .closeParen, .openBracket: .closeBracket, .openBrace: .closeBrace, UInt8(ascii: "<"): UInt8(ascii: ">")]
        return (cursor + 1, open, closers[open] ?? open, interpolates)
    }

    /// What the lexer is inside of in a literal. An explicit stack, so nested interpolations
    /// (`"a#{"b#{c}"}"`) never recurse.
    enum Frame {
        case literal(open: UInt8, close: UInt8, interpolates: Bool, nesting: Int)
        case code(depth: Int)
    }

    /// Reads a literal whose opening delimiter ends just before `index`.
    mutating func lexQuoted(start: Int, open: UInt8, close: UInt8, interpolates: Bool) {
        var stack: [Frame] = [.literal(open: open, close: close, interpolates: interpolates, nesting: 0)]
        var value: [UInt8] = []
        var interpolated = false
        while index < bytes.count, let top = stack.last {
            let byte = bytes[index]
            switch top {
            case let .literal(open, close, interpolates, nesting):
                if byte == .backslash {
                    if stack.count == 1, let escaped = self.byte(at: index + 1) {
                        if interpolates {
                            value.append(Self.unescaped(escaped))
                        } else if escaped == close || escaped == .backslash {
                            value.append(escaped)
                        } else {
                            value += [byte, escaped]
                        }
                    }
                    index += 2
                } else if byte == close && nesting == 0 {
                    stack.removeLast()
                    index += 1
                } else if interpolates, byte == .hash, self.byte(at: index + 1) == .openBrace {
                    interpolated = true
                    stack.append(.code(depth: 1))
                    index += 2
                } else {
                    if byte == close {
                        stack[stack.count - 1] = .literal(open: open, close: close, interpolates: interpolates, nesting: nesting - 1)
                    } else if byte == open, open != close {
                        stack[stack.count - 1] = .literal(open: open, close: close, interpolates: interpolates, nesting: nesting + 1)
                    }
                    if interpolates, byte == .hash, self.byte(at: index + 1) == .at || self.byte(at: index + 1) == .dollar {
                        interpolated = true
                    }
                    if stack.count == 1 { value.append(byte) }
                    index += 1
                }
            case let .code(depth):
                if byte == .quote || byte == .apostrophe || byte == .backtick {
                    stack.append(.literal(open: byte, close: byte, interpolates: byte != .apostrophe, nesting: 0))
                    index += 1
                } else {
                    let newDepth = depth + (byte == .openBrace ? 1 : 0) - (byte == .closeBrace ? 1 : 0)
                    if newDepth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(depth: newDepth) }
                    index += 1
                }
            }
        }
        append(.string, start, String(decoding: value, as: UTF8.self), interpolated: interpolated)
    }

    static func unescaped(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "n"): .newline
        case UInt8(ascii: "t"): .tab
        default: byte
        }
    }

    /// `<<~SQL`, `<<-EOS`, `<<EOS`, `<<~'EOS'`: where the opener ends and the terminator word.
    func heredocStart() -> (end: Int, terminator: [UInt8])? {
        guard byte(at: index + 1) == UInt8(ascii: "<") else { return nil }
        var cursor = index + 2
        let indented = byte(at: cursor) == UInt8(ascii: "~") || byte(at: cursor) == .minus
        if indented { cursor += 1 }
        guard let first = byte(at: cursor) else { return nil }
        if first == .quote || first == .apostrophe || first == .backtick {
            let wordStart = cursor + 1
            var end = wordStart
            while end < bytes.count, bytes[end] != first, bytes[end] != .newline { end += 1 }
            guard byte(at: end) == first else { return nil }
            return (end + 1, Array(bytes[wordStart..<end]))
        }
        let isUpper = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        guard first.isIdentifierStart, indented || isUpper else { return nil }
        var end = cursor
        while end < bytes.count, bytes[end].isIdentifierContinue { end += 1 }
        return (end, Array(bytes[cursor..<end]))
    }

    /// At the start of a line after heredoc openers: skips their bodies and terminators.
    mutating func skipHeredocBodies() {
        let pending = pendingHeredocs
        pendingHeredocs.removeAll()
        for heredoc in pending {
            let bodyStart = index
            while index < bytes.count {
                var lineEnd = index
                while lineEnd < bytes.count, bytes[lineEnd] != .newline { lineEnd += 1 }
                let line = bytes[index..<lineEnd].drop { $0 == .space || $0 == .tab }
                let trimmed = line.reversed().drop { $0 == .carriageReturn || $0 == .space }.reversed()
                let isTerminator = Array(trimmed) == heredoc.terminator
                index = min(lineEnd + 1, bytes.count)
                if isTerminator { break }
            }
            tokens[heredoc.tokenIndex].text = text(bodyStart, index)
        }
    }

    mutating func skipEmbeddedDocument() {
        while index < bytes.count {
            let lineStart = index
            while index < bytes.count, bytes[index] != .newline { index += 1 }
            index = min(index + 1, bytes.count)
            if Array(bytes[lineStart..<min(lineStart + 4, bytes.count)]) == Array("=end".utf8) { break }
        }
        sawNewline = true
    }
}

extension UInt8 {
    static let at = UInt8(ascii: "@")
    static let equals = UInt8(ascii: "=")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
}
