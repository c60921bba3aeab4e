import BridgeLintCore

/// Reads Ruby hash and array literals (`{ settings: {}, rules: [{ patterns: [...] }] }`) from
/// the tokens of a Ruby file into `DataNode` trees, the way `to_json` would render them:
/// symbols become strings, `nil` null. A variable, call or interpolated string is `unknown`.
/// Iterative; a literal nested deeper than `JSONSourceReader.maximumDepth` is unknown below that
/// depth (a tree of values is freed recursively, so the input must not decide its depth).
enum RubyLiteralReader {
    /// One literal and where it sits: the method (`def ios_v1`) or constant (`RULES =`) around it.
    struct Literal: Sendable {
        var node: DataNode
        var enclosingName: String?
    }

    /// Every outermost hash or array literal in value position whose tokens hold `patterns`.
    static func literals(in bytes: [UInt8]) -> [Literal] {
        let tokens = RubyLexer.tokens(of: bytes)
        var reader = TokenReader(tokens: tokens, bytes: bytes)
        var result: [Literal] = []
        var enclosingName: String?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isIdentifier("def"), index + 1 < tokens.count {
                enclosingName = tokens[index + 1].text
            } else if token.kind == .identifier, token.startsLine, index + 1 < tokens.count, tokens[index + 1].isPunctuation("="),
                      let first = token.text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                enclosingName = token.text
            }
            if token.isPunctuation("{") || token.isPunctuation("["), startsValue(at: index, tokens) {
                reader.index = index
                let node = reader.value()
                if reader.index > index + 1, mentionsPatterns(tokens[index..<reader.index]) {
                    result.append(Literal(node: node, enclosingName: enclosingName))
                    index = reader.index
                    continue
                }
            }
            index += 1
        }
        return result
    }

    /// A `{` or `[` after `=`, a label, `=>`, `(`, `,`, `return` or at a line's start opens a
    /// literal, and so does a `[` given to a Jbuilder key (`json.rules [...]`); after a method
    /// name or `)` a `{` is a block.
    private static func startsValue(at index: Int, _ tokens: [RubyToken]) -> Bool {
        guard index > 0, !tokens[index].startsLine else { return true }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .label: return true
        case .punctuation: return ["=", "||=", "&&=", "+=", "=>", "(", ",", "[", "||"].contains(previous.text)
        case .identifier:
            let isJbuilderKey = index >= 3 && tokens[index - 2].isPunctuation(".") && tokens[index - 3].isIdentifier("json")
            return previous.text == "return" || (isJbuilderKey && tokens[index].isPunctuation("["))
        default: return false
        }
    }

    private static func mentionsPatterns(_ tokens: ArraySlice<RubyToken>) -> Bool {
        tokens.contains { [.label, .quotedLabel, .symbol, .string].contains($0.kind) && $0.text == "patterns" }
    }
}

/// Reads one value from a token position; `index` ends after it.
private struct TokenReader {
    struct Container {
        var isHash: Bool
        var start: Int
        var elements: [DataNode] = []
        var entries: [DataEntry] = []
        var key: (text: String, range: SourceRange, content: SourceRange)?
    }

    let tokens: [RubyToken]
    let bytes: [UInt8]
    var index = 0

    var token: RubyToken? { index < tokens.count ? tokens[index] : nil }

    mutating func value() -> DataNode {
        var stack: [Container] = []
        while true {
            guard let current = token else {
                // Unterminated: what was read is all that is known.
                return stack.first.map { DataNode(value: .unknown, range: SourceRange(start: tokens[$0.start].range.start, end: bytes.count)) }
                    ?? DataNode(value: .unknown, range: SourceRange(start: bytes.count, end: bytes.count))
            }
            if let top = stack.last, current.isPunctuation(top.isHash ? "}" : "]") {
                index += 1
                stack.removeLast()
                if let done = finish(closed(top), in: &stack) { return done }
                continue
            }
            if let top = stack.last, top.isHash {
                guard let key = readKey() else {
                    // Not a hash literal after all (`**options`, a block): unknown as a whole.
                    skipExpression()
                    if let done = finish(DataNode(value: .unknown, range: current.range), in: &stack) { return done }
                    continue
                }
                stack[stack.count - 1].key = key
            }
            guard let start = token else { continue }
            if start.isPunctuation("{") || start.isPunctuation("["), stack.count < JSONSourceReader.maximumDepth {
                index += 1
                stack.append(Container(isHash: start.text == "{", start: index - 1))
                continue
            }
            let node = scalar()
            if let done = finish(node, in: &stack) { return done }
        }
    }

    /// A hash key and its `=>` or `:`; nil when the tokens are not a literal key.
    mutating func readKey() -> (text: String, range: SourceRange, content: SourceRange)? {
        guard let key = token else { return nil }
        switch key.kind {
        case .label:
            index += 1
            return (key.text, key.range, SourceRange(start: key.range.start, end: key.range.end - 1))
        case .quotedLabel where !key.isInterpolated:
            // `"key": value`: the key is the string, without its `:`.
            index += 1
            return (key.text, SourceRange(start: key.range.start, end: key.range.end - 1), SourceRange(start: key.range.start + 1, end: key.range.end - 2))
        case .symbol, .string:
            guard !key.isInterpolated, index + 1 < tokens.count, tokens[index + 1].isPunctuation("=>") || tokens[index + 1].isPunctuation(":") else { return nil }
            index += 2
            let quoted = key.kind == .string || bytes[key.range.start + 1] == .quote || bytes[key.range.start + 1] == .apostrophe
            let contentStart = key.range.start + (key.kind == .symbol ? 1 : 0) + (quoted ? 1 : 0)
            return (key.text, key.range, SourceRange(start: contentStart, end: key.range.end - (quoted ? 1 : 0)))
        default:
            return nil
        }
    }

    /// A string, symbol, number, `true`/`false`/`nil`, `%w[]` list, or an expression (unknown).
    mutating func scalar() -> DataNode {
        guard let current = token else { return DataNode(value: .unknown, range: SourceRange(start: bytes.count, end: bytes.count)) }
        let start = current.range.start
        let opener = bytes[start]
        let next = start + 1 < bytes.count ? bytes[start + 1] : 0
        var value: DataNode.Value?
        var content: SourceRange?
        switch current.kind {
        case .string where !current.isInterpolated:
            if opener == .quote || opener == .apostrophe {
                value = .string(current.text)
                content = SourceRange(start: current.range.start + 1, end: current.range.end - 1)
            }
        case .wordArray where !current.isInterpolated:
            if next == UInt8(ascii: "w") || next == UInt8(ascii: "i") { value = .array(words(of: current)) }
        case .symbol:
            value = .string(current.text)
            content = SourceRange(start: current.range.start + 1, end: current.range.end)
        case .number:
            value = .number(current.text)
        case .identifier:
            switch current.text {
            case "true": value = .bool(true)
            case "false": value = .bool(false)
            case "nil": value = .null
            default: break
            }
        default:
            break
        }
        index += 1
        // A literal followed by more (`"a" + b`, `x.freeze`) is an expression.
        if let value, let after = token, after.isPunctuation(",") || after.isPunctuation("}") || after.isPunctuation("]") {
            return DataNode(value: value, range: current.range, contentRange: content)
        }
        index -= 1
        skipExpression()
        let end = index > 0 ? tokens[index - 1].range.end : current.range.end
        return DataNode(value: .unknown, range: SourceRange(start: start, end: max(end, current.range.end)))
    }

    /// The words of a `%w[...]` literal, each with its range.
    func words(of token: RubyToken) -> [DataNode] {
        var words: [DataNode] = []
        var cursor = token.range.start + 3
        let end = token.range.end - 1
        while cursor < end {
            while cursor < end, [.space, .newline, .tab, .carriageReturn].contains(bytes[cursor]) { cursor += 1 }
            let wordStart = cursor
            while cursor < end, ![.space, .newline, .tab, .carriageReturn].contains(bytes[cursor]) { cursor += 1 }
            if cursor > wordStart {
                let range = SourceRange(start: wordStart, end: cursor)
                words.append(DataNode(value: .string(String(decoding: bytes[wordStart..<cursor], as: UTF8.self)), range: range))
            }
        }
        return words
    }

    /// Moves past an expression: up to the next `,`, `}` or `]` outside brackets.
    mutating func skipExpression() {
        var depth = 0
        let first = index
        while let current = token {
            if current.kind == .punctuation {
                if ["(", "[", "{"].contains(current.text) { depth += 1 }
                if [")", "]", "}"].contains(current.text) {
                    if depth == 0 { break }
                    depth -= 1
                }
                if current.text == ",", depth == 0 { break }
            }
            if current.isIdentifier("do") { depth += 1 }
            if current.isIdentifier("end") { if depth == 0 { break }; depth -= 1 }
            index += 1
        }
        if index == first { index += 1 }
    }

    func closed(_ container: Container) -> DataNode {
        DataNode(value: container.isHash ? .object(container.entries) : .array(container.elements),
                   range: SourceRange(start: tokens[container.start].range.start, end: tokens[index - 1].range.end))
    }

    /// Adds a value to its container and moves past the `,` after it (or to the closer).
    /// Returns the outermost value once it is complete.
    mutating func finish(_ node: DataNode, in stack: inout [Container]) -> DataNode? {
        guard !stack.isEmpty else { return node }
        if stack[stack.count - 1].isHash {
            if let key = stack[stack.count - 1].key {
                stack[stack.count - 1].entries.append(DataEntry(key: key.text, keyRange: key.range, keyContentRange: key.content, value: node))
            }
            stack[stack.count - 1].key = nil
        } else {
            stack[stack.count - 1].elements.append(node)
        }
        if token?.isPunctuation(",") == true { index += 1 }
        return nil
    }
}
