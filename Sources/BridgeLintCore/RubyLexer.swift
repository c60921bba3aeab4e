/// A part of a text whose source is known: literal text, or a dynamic part (ERB, `#{...}`)
/// whose rendering is not. An attribute value and a Ruby string literal are lists of them.
public enum TextSegment: Sendable, Hashable {
    /// `verbatim` is true when the text equals the source bytes at `range` (no escapes),
    /// so positions inside it can be computed.
    case text(String, range: SourceRange, verbatim: Bool)
    case dynamic(SourceRange)
}

/// A token of Ruby source. Comments, `=begin`/`=end` blocks, heredoc bodies and whitespace are
/// never tokens; line breaks are (`newline`) in `RubyLexer.tokens(in:range:)`.
public struct RubyToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Names, keywords and constants (`link_to`, `Todo`, `do`); `valid?` keeps its `?`.
        case identifier
        /// `@todo`, `@@x`, `$x`, with the sigil.
        case variable
        /// `name:` in a hash or keyword argument; `text` is `name`.
        case label
        /// `"name":`; `text` is the unescaped content.
        case quotedLabel
        /// `:name` or `:"name"`; `text` is the name.
        case symbol
        /// A quoted string, `%q()`/`%Q()`/`%()`, a heredoc (`text`: its body); `segments` holds
        /// its text and interpolations.
        case string
        /// `%w[a b]`, `%i[a b]`; `text` is the content.
        case wordArray
        /// `/re/` or `%r{re}`; `text` is the pattern.
        case regexp
        case number
        /// Punctuation and operators: `(`, `=>`, `&.`, `::`, `||=`, ...
        case punctuation
        case newline
    }

    public var kind: Kind
    public var range: SourceRange
    /// For a literal whose segments are all text, their text; for one with interpolations, the
    /// source between its delimiters.
    public var text: String
    /// For `.string`, `.quotedLabel`, `.wordArray`, `.symbol`: the parts of the literal.
    public var segments: [TextSegment] = []
    /// Whitespace directly before the token (matters for `foo -1` vs `foo - 1`, `a ? b : c`).
    public var spaceBefore = false
    /// A line break separates this token from the previous one: a new statement may start.
    public var startsLine = false
    /// The literal holds `#{...}` (or `#@x`): its value is not known. A heredoc always is.
    public var isInterpolated = false
    /// A quoted or `%` literal (or regexp) whose closing delimiter never comes: it runs to the
    /// end of the code, which Ruby cannot parse.
    public var isUnterminated = false

    public func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    public func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }

    /// The name of a symbol or a non-interpolated string (`:todos`, `"todos"`, `%w[a b]`).
    public var name: String? {
        switch kind {
        case .symbol: text
        case .string, .wordArray: isInterpolated ? nil : text
        default: nil
        }
    }
}

/// Splits Ruby source into tokens: the code of an ERB tag (`tokens(in:range:)`) or a whole
/// file (`tokens(of:)`). Knows enough Ruby to never mistake a comment, string, heredoc,
/// `%`-literal or regexp for code; unterminated constructs run to the end of the code; unknown
/// bytes become one-byte punctuation. It never fails, never loops, and never recurses (nested
/// interpolations are an explicit stack).
public struct RubyLexer {
    private let bytes: [UInt8]
    private let end: Int
    private var index: Int
    private var tokens: [RubyToken] = []
    private var sawSpace = false
    private var sawNewline = true
    /// Heredocs opened on the current line: their bodies start after its line break.
    private var pendingHeredocs: [(terminator: [UInt8], tokenIndex: Int)] = []

    /// The tokens of the Ruby code at `range` of `bytes` (offsets stay those of `bytes`), line
    /// breaks included.
    public static func tokens(in bytes: [UInt8], range: SourceRange) -> [RubyToken] {
        var lexer = RubyLexer(bytes: bytes, end: min(range.end, bytes.count), index: max(0, range.start))
        // About one token per four bytes of code: room made once, not by doubling from one
        // (issue 21: growing the array was a quarter of lexing every ERB tag).
        lexer.tokens.reserveCapacity(min(max(0, lexer.end - lexer.index) / 4 + 4, 4096))
        lexer.run()
        return lexer.tokens
    }

    /// The tokens of a whole Ruby file; line breaks are not tokens (`startsLine` says where
    /// one was).
    public static func tokens(of bytes: [UInt8]) -> [RubyToken] {
        tokens(in: bytes, range: SourceRange(start: 0, end: bytes.count)).filter { $0.kind != .newline }
    }

    private init(bytes: [UInt8], end: Int, index: Int) {
        self.bytes = bytes
        self.end = end
        self.index = index
    }

    private func byte(at offset: Int) -> UInt8 { offset >= 0 && offset < end ? bytes[offset] : 0 }

    private mutating func append(_ kind: RubyToken.Kind, from start: Int, text: String, segments: [TextSegment] = [], interpolated: Bool = false) {
        tokens.append(RubyToken(kind: kind, range: SourceRange(start: start, end: min(index, end)), text: text, segments: segments,
                                spaceBefore: sawSpace, startsLine: sawNewline, isInterpolated: interpolated))
        sawSpace = false
        sawNewline = false
    }

    /// Whether a value may start here (so `%`, `?` and `:` begin literals rather than operators).
    private var previousAllowsOperand: Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .punctuation: return !(last.text == ")" || last.text == "]" || last.text == "}")
        case .newline, .label, .quotedLabel: return true
        case .identifier: return Self.keywordsBeforeOperand.contains(last.text) || sawSpace
        default: return false
        }
    }

    private static let keywordsBeforeOperand: Set<String> = ["if", "unless", "while", "until", "and", "or", "not", "return", "when", "in", "then", "else", "elsif", "do", "puts", "yield"]

    private static let keywordsBeforeRegexp: Set<String> = ["if", "unless", "when", "and", "or", "not", "return", "then", "else", "elsif", "while", "until", "in"]

    private mutating func run() {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        if index == 0, end >= 3, Array(bytes[0..<3]) == byteOrderMark { index = 3 }
        let contentStart = index
        while index < end {
            let c = bytes[index]
            let start = index
            let atLineStart = index == contentStart || bytes[index - 1] == UInt8(ascii: "\n")
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
                sawNewline = true
                skipHeredocBodies()
            case UInt8(ascii: "#"):
                while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "=") where atLineStart && startsWith("=begin"):
                skipEmbeddedDocument()
            case UInt8(ascii: "_") where atLineStart && startsWith("__END__"):
                index = end
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                index += 1
                lexLiteral(.string, start: start, open: c, close: c, interpolates: c != UInt8(ascii: "'"))
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
                while index < end, Self.isWordByte(bytes[index]) || bytes[index] >= 0x80 { index += 1 }
                append(.variable, from: start, text: text(start, index))
            case UInt8(ascii: "%"):
                if let literal = percentLiteral() {
                    index = literal.bodyStart
                    lexLiteral(literal.kind, start: start, open: literal.open, close: literal.close, interpolates: literal.interpolates)
                } else {
                    lexPunctuation(start: start)
                }
            case UInt8(ascii: "/") where regexpMayStart():
                index += 1
                lexLiteral(.regexp, start: start, open: c, close: c, interpolates: true)
                while index < end, Self.isLetter(bytes[index]) { index += 1 }
                tokens[tokens.count - 1].range.end = index
            case UInt8(ascii: "<") where heredocStart() != nil:
                guard let heredoc = heredocStart() else { break }
                index = heredoc.end
                pendingHeredocs.append((heredoc.terminator, tokens.count))
                append(.string, from: start, text: "", segments: [.dynamic(SourceRange(start: start, end: index))], interpolated: true)
            case UInt8(ascii: "?") where Self.isWordByte(byte(at: index + 1)) && !Self.isWordByte(byte(at: index + 2)) && previousAllowsOperand:
                // A character literal such as `?a`.
                index += 2
                append(.string, from: start, text: text(start + 1, index),
                       segments: [.text(text(start + 1, index), range: SourceRange(start: start + 1, end: index), verbatim: true)])
            case _ where c >= 0x30 && c <= 0x39:
                while index < end, Self.isWordByte(bytes[index]) || (bytes[index] == UInt8(ascii: ".") && Self.isDigit(byte(at: index + 1))) {
                    index += 1
                }
                append(.number, from: start, text: text(start, index))
            case _ where Self.isWordByte(c) || c >= 0x80:
                lexWord(start: start)
            default:
                lexPunctuation(start: start)
            }
        }
    }

    private func startsWith(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        return index + utf8.count <= end && Array(bytes[index..<index + utf8.count]) == utf8
    }

    /// A name, keyword or constant; `name:` is a label (`Foo::Bar` is not).
    private mutating func lexWord(start: Int) {
        while index < end, Self.isWordByte(bytes[index]) || bytes[index] >= 0x80 { index += 1 }
        // `valid?`, `save!` (but not `a ? b : c` nor `a != b`).
        if index < end, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!"), byte(at: index + 1) != UInt8(ascii: "=") {
            index += 1
        }
        let word = text(start, index)
        if byte(at: index) == UInt8(ascii: ":"), byte(at: index + 1) != UInt8(ascii: ":") {
            index += 1
            append(.label, from: start, text: word)
        } else {
            append(.identifier, from: start, text: word)
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
        let candidates = Self.mayContinueOperator(byte(at: index + 1)) ? Self.multiBytePunctuation : []
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
            index += 2
            lexLiteral(.symbol, start: start, open: next, close: next, interpolates: next == UInt8(ascii: "\""))
        } else if Self.isWordByte(next) || next >= 0x80 || next == UInt8(ascii: "@"), previousAllowsOperand || tokens.last?.kind == .identifier {
            index += 1
            let nameStart = index
            while index < end, Self.isWordByte(bytes[index]) || bytes[index] >= 0x80 || bytes[index] == UInt8(ascii: "@") { index += 1 }
            let last = byte(at: index)
            if last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: "="),
               byte(at: index + 1) != UInt8(ascii: "="), byte(at: index + 1) != UInt8(ascii: ">") {
                index += 1
            }
            let name = text(nameStart, index)
            append(.symbol, from: start, text: name, segments: [.text(name, range: SourceRange(start: nameStart, end: index), verbatim: true)])
        } else {
            index += 1
            append(.punctuation, from: start, text: ":")
        }
    }

    /// What the lexer is inside of in a literal. An explicit stack, so nested interpolations
    /// (`"a#{"b#{c}"}"`) never recurse.
    private enum Frame {
        case literal(open: UInt8, close: UInt8, interpolates: Bool, nesting: Int)
        case code(depth: Int)
    }

    /// Reads a literal whose opening delimiter ends just before `index`, up to and including its
    /// closing one (or the end of the code), as a `kind` token starting at `start`. Text runs,
    /// each escape and each interpolation are segments of their own, so the text around them
    /// keeps exact positions.
    private mutating func lexLiteral(_ kind: RubyToken.Kind, start: Int, open: UInt8, close: UInt8, interpolates: Bool) {
        let contentStart = index
        var segments: [TextSegment] = []
        // The text run since the last escape or interpolation is `bytes[bufferStart..<index]`,
        // read from the source when it ends, not copied byte by byte.
        var bufferStart = index
        var interpolated = false
        var nesting = 0
        func flushText(upTo offset: Int) {
            if offset > bufferStart {
                segments.append(.text(text(bufferStart, offset), range: SourceRange(start: bufferStart, end: offset), verbatim: true))
            }
            bufferStart = offset
        }
        while index < end {
            let c = bytes[index]
            if c == close, nesting == 0 { break }
            if open != close, c == open { nesting += 1 }
            if open != close, c == close { nesting -= 1 }
            if c == UInt8(ascii: "\\"), index + 1 < end {
                flushText(upTo: index)
                let escaped = bytes[index + 1]
                let unescaped: [UInt8] = if interpolates {
                    [Self.unescaped(escaped)]
                } else if escaped == close || escaped == UInt8(ascii: "\\") {
                    [escaped]
                } else {
                    [c, escaped]
                }
                segments.append(.text(String(decoding: unescaped, as: UTF8.self), range: SourceRange(start: index, end: index + 2),
                                      verbatim: unescaped.elementsEqual(bytes[index..<(index + 2)])))
                index += 2
                bufferStart = index
                continue
            }
            if interpolates, c == UInt8(ascii: "#"), byte(at: index + 1) == UInt8(ascii: "{") {
                flushText(upTo: index)
                let interpolationStart = index
                skipInterpolation()
                interpolated = true
                segments.append(.dynamic(SourceRange(start: interpolationStart, end: index)))
                bufferStart = index
                continue
            }
            if interpolates, c == UInt8(ascii: "#"), byte(at: index + 1) == UInt8(ascii: "@") || byte(at: index + 1) == UInt8(ascii: "$") {
                interpolated = true
            }
            index += 1
        }
        flushText(upTo: index)
        if segments.isEmpty { segments = [.text("", range: SourceRange(start: contentStart, end: contentStart), verbatim: true)] }
        let contentEnd = index
        // The loop stops before `end` only at the closing delimiter.
        let terminated = index < end
        if terminated { index += 1 }
        let joined: String = if segments.count == 1, case .text(let text, _, _) = segments[0] {
            text
        } else if segments.allSatisfy({ if case .text = $0 { true } else { false } }) {
            segments.map { if case .text(let text, _, _) = $0 { text } else { "" } }.joined()
        } else {
            text(contentStart, contentEnd)
        }
        append(kind, from: start, text: joined, segments: segments, interpolated: interpolated)
        if !terminated { tokens[tokens.count - 1].isUnterminated = true }
    }

    /// Moves past `#{...}` (at `index`): nested braces, and literals inside with their own
    /// interpolations.
    private mutating func skipInterpolation() {
        var stack: [Frame] = [.code(depth: 1)]
        index += 2
        while index < end, let top = stack.last {
            let c = bytes[index]
            switch top {
            case let .literal(open, close, interpolates, nesting):
                if c == UInt8(ascii: "\\") {
                    index += 2
                } else if c == close, nesting == 0 {
                    stack.removeLast()
                    index += 1
                } else if interpolates, c == UInt8(ascii: "#"), byte(at: index + 1) == UInt8(ascii: "{") {
                    stack.append(.code(depth: 1))
                    index += 2
                } else {
                    if c == close {
                        stack[stack.count - 1] = .literal(open: open, close: close, interpolates: interpolates, nesting: nesting - 1)
                    } else if c == open, open != close {
                        stack[stack.count - 1] = .literal(open: open, close: close, interpolates: interpolates, nesting: nesting + 1)
                    }
                    index += 1
                }
            case let .code(depth):
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                    stack.append(.literal(open: c, close: c, interpolates: c != UInt8(ascii: "'"), nesting: 0))
                } else {
                    let newDepth = depth + (c == UInt8(ascii: "{") ? 1 : 0) - (c == UInt8(ascii: "}") ? 1 : 0)
                    if newDepth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(depth: newDepth) }
                }
                index += 1
            }
        }
        index = min(index, end)
    }

    private static func unescaped(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        default: byte
        }
    }

    /// A `/` starts a regexp where a value is expected, not after a value (division).
    private func regexpMayStart() -> Bool {
        guard let previous = tokens.last, !sawNewline else { return true }
        switch previous.kind {
        case .punctuation: return ![")", "]", "}"].contains(previous.text)
        case .label, .quotedLabel, .newline: return true
        case .identifier:
            // `foo /re/` is a call with a regexp; `foo / 2` and `foo/2` divide.
            if Self.keywordsBeforeRegexp.contains(previous.text) { return true }
            return byte(at: index - 1) == UInt8(ascii: " ") && byte(at: index + 1) != UInt8(ascii: " ")
        default: return false
        }
    }

    /// `%w[`, `%i(`, `%q{`, `%Q<`, `%r{`, `%(`...: the kind of token, where the body starts and
    /// how it ends; nil for the modulo operator (`a % b`, `a %(b)` after a value).
    private func percentLiteral() -> (kind: RubyToken.Kind, bodyStart: Int, open: UInt8, close: UInt8, interpolates: Bool)? {
        var cursor = index + 1
        var kind = UInt8(ascii: "Q")
        let letter = byte(at: cursor)
        if "wWiIqQrsx".utf8.contains(letter) {
            kind = letter
            cursor += 1
        } else if let previous = tokens.last, previous.kind != .newline, !sawNewline,
                  previous.kind == .identifier || previous.kind == .number || previous.isPunctuation(")") {
            if byte(at: index + 1) == UInt8(ascii: " ") || previous.kind == .number || previous.isPunctuation(")") { return nil }
        }
        let open = byte(at: cursor)
        guard cursor < end, !(Self.isWordByte(open) || open >= 0x80), open != UInt8(ascii: " "), open != UInt8(ascii: "\n"),
              open != UInt8(ascii: "=") else { return nil }
        let closers: [UInt8: UInt8] = [UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
                                       UInt8(ascii: "{"): UInt8(ascii: "}"), UInt8(ascii: "<"): UInt8(ascii: ">")]
        let tokenKind: RubyToken.Kind = switch kind {
        case UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "i"), UInt8(ascii: "I"): .wordArray
        case UInt8(ascii: "r"): .regexp
        default: .string
        }
        return (tokenKind, cursor + 1, open, closers[open] ?? open, "WIQrx".utf8.contains(kind))
    }

    /// `<<~SQL`, `<<-EOS`, `<<EOS`, `<<~'EOS'`: where the opener ends and the terminator word.
    private func heredocStart() -> (end: Int, terminator: [UInt8])? {
        guard byte(at: index + 1) == UInt8(ascii: "<") else { return nil }
        var cursor = index + 2
        let indented = byte(at: cursor) == UInt8(ascii: "~") || byte(at: cursor) == UInt8(ascii: "-")
        if indented { cursor += 1 }
        guard cursor < end else { return nil }
        let first = bytes[cursor]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") || first == UInt8(ascii: "`") {
            let wordStart = cursor + 1
            var wordEnd = wordStart
            while wordEnd < end, bytes[wordEnd] != first, bytes[wordEnd] != UInt8(ascii: "\n") { wordEnd += 1 }
            guard byte(at: wordEnd) == first else { return nil }
            return (wordEnd + 1, Array(bytes[wordStart..<wordEnd]))
        }
        let isUpper = first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        guard Self.isLetter(first) || first == UInt8(ascii: "_") || first >= 0x80, indented || isUpper else { return nil }
        var wordEnd = cursor
        while wordEnd < end, Self.isWordByte(bytes[wordEnd]) || bytes[wordEnd] >= 0x80 { wordEnd += 1 }
        return (wordEnd, Array(bytes[cursor..<wordEnd]))
    }

    /// At the start of a line after heredoc openers: skips their bodies and terminators.
    private mutating func skipHeredocBodies() {
        let pending = pendingHeredocs
        pendingHeredocs.removeAll()
        for heredoc in pending {
            let bodyStart = index
            while index < end {
                var lineEnd = index
                while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let line = bytes[index..<lineEnd].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                let trimmed = line.reversed().drop { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: " ") }.reversed()
                let isTerminator = Array(trimmed) == heredoc.terminator
                index = min(lineEnd + 1, end)
                if isTerminator { break }
            }
            tokens[heredoc.tokenIndex].text = text(bodyStart, index)
        }
    }

    private mutating func skipEmbeddedDocument() {
        while index < end {
            let lineStart = index
            while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            index = min(index + 1, end)
            if Array(bytes[lineStart..<min(lineStart + 4, end)]) == Array("=end".utf8) { break }
        }
        sawNewline = true
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
    }

    public static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}
