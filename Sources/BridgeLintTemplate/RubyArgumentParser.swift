import BridgeLintCore

/// Reads call arguments and literal values from Ruby tokens. Anything it cannot read as a
/// literal becomes `.expression`: unknown, never wrong.
///
/// Arrays and hashes are read recursively, but only `maximumNesting` levels deep: a deeper
/// literal is skipped as one expression (iteratively), so the input cannot exhaust the call
/// stack, here or when a deep `RubyValue` is freed.
struct RubyArgumentParser {
    /// Array and hash levels read as literals; real helper calls use two or three.
    static let maximumNesting = 32

    let tokens: [RubyToken]
    var index: Int
    /// Arrays and hashes open around the value being read.
    private var nesting = 0

    init(tokens: [RubyToken], index: Int) {
        self.tokens = tokens
        self.index = index
    }

    var current: RubyToken? { index < tokens.count ? tokens[index] : nil }

    /// Words that end a bare argument list: a block or a statement modifier.
    static let modifierKeywords: Set<String> = ["if", "unless", "while", "until", "rescue", "do", "and", "or", "then"]

    /// True when the token ends the current value at nesting depth 0.
    private func isTerminator(_ token: RubyToken, inParentheses: Bool) -> Bool {
        switch token.kind {
        case .punctuation:
            return [",", ")", "]", "}", "=>", ";"].contains(token.text) || (token.text == "{" && !inParentheses && token.spaceBefore && isBlockBrace(at: index))
        case .newline:
            return !inParentheses || lineBreakEndsValue(at: index)
        case .identifier:
            return RubyArgumentParser.modifierKeywords.contains(token.text)
        default:
            return false
        }
    }

    /// Inside brackets a line break ends a value (`bridge_side: "right"⏎}`) unless the line
    /// ends with an operator or comma, or the next line starts with `.method`.
    private func lineBreakEndsValue(at position: Int) -> Bool {
        guard position > 0 else { return false }
        let previous = tokens[position - 1]
        if previous.kind == .punctuation, ![")", "]", "}"].contains(previous.text) { return false }
        var next = position
        while next < tokens.count, tokens[next].kind == .newline { next += 1 }
        return next >= tokens.count || !(tokens[next].isPunctuation(".") || tokens[next].isPunctuation("&."))
    }

    /// `{ |x| ...` or `{` ending the code: a block, not a hash.
    private func isBlockBrace(at position: Int) -> Bool {
        position + 1 >= tokens.count || tokens[position + 1].isPunctuation("|")
    }

    /// Parses arguments until `)` (when `parenthesized`) or the end of a bare argument list.
    mutating func parseArguments(parenthesized: Bool) -> [RubyArgument] {
        var arguments: [RubyArgument] = []
        var expectingArgument = true
        while let token = current {
            if parenthesized, token.isPunctuation(")") {
                index += 1
                break
            }
            if token.isPunctuation(",") {
                index += 1
                expectingArgument = true
                continue
            }
            if token.kind == .newline {
                // A line break continues the call inside parentheses or after a comma.
                guard parenthesized || (expectingArgument && !arguments.isEmpty) else { break }
                index += 1
                continue
            }
            if !parenthesized, isTerminator(token, inParentheses: false) { break }
            guard expectingArgument else {
                // Something that is not an argument: end a bare list, skip it inside parentheses.
                if parenthesized { index += 1; continue }
                break
            }
            let before = index
            arguments.append(parseArgument(inParentheses: parenthesized))
            if index == before { index += 1 }
            expectingArgument = false
        }
        return arguments
    }

    private mutating func parseArgument(inParentheses: Bool) -> RubyArgument {
        guard let token = current else { return .other(SourceRange(start: 0, end: 0)) }
        if token.isPunctuation("**") || token.isPunctuation("*") || token.isPunctuation("&") {
            let start = token.range.start
            index += 1
            let value = parseValue(inParentheses: inParentheses)
            let range = SourceRange(start: start, end: value.tokenRange.end)
            return token.text == "**" ? .unknownPairs(range) : .other(range)
        }
        if let pair = parseLabelPair(inParentheses: inParentheses) { return .pair(pair) }
        let value = parseValue(inParentheses: inParentheses)
        if let arrow = current, arrow.isPunctuation("=>") {
            index += 1
            let pairValue = parseValue(inParentheses: inParentheses)
            guard let key = RubyArgumentParser.key(from: value) else {
                return .unknownPairs(SourceRange(start: value.tokenRange.start, end: pairValue.tokenRange.end))
            }
            return .pair(RubyPair(key: key.key, keyNameRange: key.nameRange, value: pairValue))
        }
        return .positional(value)
    }

    /// `key: value` or `"key": value` at the current token.
    private mutating func parseLabelPair(inParentheses: Bool) -> RubyPair? {
        guard let token = current else { return nil }
        switch token.kind {
        case .label:
            index += 1
            let nameRange = SourceRange(start: token.range.start, end: token.range.end - 1)
            let value = parseValueOrShorthand(token: token, inParentheses: inParentheses)
            return RubyPair(key: RubyKey(text: token.text, style: .label, hash: nil, tokenRange: token.range), keyNameRange: nameRange, value: value)
        case .quotedLabel:
            index += 1
            let value = parseValue(inParentheses: inParentheses)
            let known = token.segments.allSatisfy { if case .text = $0 { true } else { false } }
            let nameRange = SourceRange(start: token.range.start + 1, end: token.range.end - 2)
            guard known else { return RubyPair(key: nil, keyNameRange: nameRange, value: value) }
            return RubyPair(key: RubyKey(text: token.text, style: .quotedLabel, hash: nil, tokenRange: token.range), keyNameRange: nameRange, value: value)
        default:
            return nil
        }
    }

    /// Ruby 3.1 allows `{ x: }` meaning `{ x: x }`.
    private mutating func parseValueOrShorthand(token: RubyToken, inParentheses: Bool) -> RubyValue {
        if let next = current, next.isPunctuation(",") || next.isPunctuation("}") || next.isPunctuation(")") || next.kind == .newline {
            return .expression(range: token.range)
        }
        return parseValue(inParentheses: inParentheses)
    }

    private static func key(from value: RubyValue) -> (key: RubyKey, nameRange: SourceRange)? {
        switch value {
        case .symbol(let name, let range, let token):
            return (RubyKey(text: name, style: .symbol, hash: nil, tokenRange: token), range)
        case .string(_, let range, let token):
            guard let name = value.staticName else { return nil }
            return (RubyKey(text: name.text, style: .string, hash: nil, tokenRange: token), range)
        default:
            return nil
        }
    }

    /// Parses one value; a literal followed by anything but a terminator becomes an expression.
    mutating func parseValue(inParentheses: Bool) -> RubyValue {
        guard let token = current else { return .expression(range: SourceRange(start: tokens.last?.range.end ?? 0, end: tokens.last?.range.end ?? 0)) }
        let start = index
        var literal: RubyValue?
        switch token.kind {
        case .string:
            index += 1
            let contentRange = SourceRange(start: token.range.start + 1, end: max(token.range.start + 1, token.range.end - 1))
            literal = .string(token.segments, range: contentRange, token: token.range)
        case .symbol:
            index += 1
            let nameRange: SourceRange
            if case .text(_, let range, _)? = token.segments.first, token.segments.count == 1 { nameRange = range } else { nameRange = token.range }
            let known = token.segments.allSatisfy { if case .text = $0 { true } else { false } }
            literal = known ? .symbol(token.text, range: nameRange, token: token.range) : .expression(range: token.range)
        case .number:
            index += 1
            literal = .literal(token.text, range: token.range)
        case .identifier where token.text == "true" || token.text == "false":
            index += 1
            literal = .literal(token.text, range: token.range)
        case .identifier where token.text == "nil":
            index += 1
            literal = .nilValue(range: token.range)
        case .wordArray:
            index += 1
            literal = .array([], range: token.range)
        case .punctuation where token.text == "[" && nesting < RubyArgumentParser.maximumNesting:
            literal = parseArrayLiteral()
        case .punctuation where token.text == "{" && nesting < RubyArgumentParser.maximumNesting:
            literal = parseHashLiteral()
        default:
            break
        }
        if let literal, current.map({ isTerminator($0, inParentheses: inParentheses) }) ?? true {
            return literal
        }
        // Not a lone literal (`"a" + b`, `x.y`, `cond ? a : b`): unknown.
        return skipExpression(from: start, inParentheses: inParentheses)
    }

    /// Skips a balanced expression up to a terminator at depth 0.
    private mutating func skipExpression(from start: Int, inParentheses: Bool) -> RubyValue {
        index = start
        var depth = 0
        var last = start
        while let token = current {
            if depth == 0, index > start, isTerminator(token, inParentheses: inParentheses) { break }
            if depth == 0, index == start, token.kind == .newline { break }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            if depth == 0, token.kind == .identifier, token.text == "do" { break }
            // A line break inside a hash or parentheses separates values; it is not part of one.
            if token.kind != .newline { last = index }
            index += 1
        }
        guard start < tokens.count else { return .expression(range: SourceRange(start: 0, end: 0)) }
        let end = min(last, tokens.count - 1)
        let range = SourceRange(start: tokens[start].range.start, end: tokens[end].range.end)
        if let renderings = LiteralChoices.renderings(of: tokens[start...end]) { return .choices(renderings, range: range) }
        return .expression(range: range)
    }

    private mutating func parseArrayLiteral() -> RubyValue {
        let open = tokens[index].range.start
        index += 1
        nesting += 1
        defer { nesting -= 1 }
        var elements: [RubyValue] = []
        while let token = current, !token.isPunctuation("]") {
            if token.isPunctuation(",") || token.kind == .newline { index += 1; continue }
            let before = index
            elements.append(parseValue(inParentheses: true))
            if index == before { index += 1 }
        }
        let close = current?.range.end ?? tokens.last?.range.end ?? open
        if current != nil { index += 1 }
        return .array(elements, range: SourceRange(start: open, end: close))
    }

    private mutating func parseHashLiteral() -> RubyValue {
        let open = tokens[index].range.start
        index += 1
        nesting += 1
        defer { nesting -= 1 }
        var pairs: [RubyPair] = []
        var hasUnknownKeys = false
        while let token = current, !token.isPunctuation("}") {
            if token.isPunctuation(",") || token.kind == .newline { index += 1; continue }
            let before = index
            switch parseArgument(inParentheses: true) {
            case .pair(let pair): pairs.append(pair)
            case .unknownPairs, .positional, .other: hasUnknownKeys = true
            }
            if index == before { index += 1 }
        }
        let close = current?.range.end ?? tokens.last?.range.end ?? open
        if current != nil { index += 1 }
        if hasUnknownKeys {
            pairs.append(RubyPair(key: nil, keyNameRange: SourceRange(start: open, end: close), value: .expression(range: SourceRange(start: open, end: close))))
        }
        return .hash(pairs, range: SourceRange(start: open, end: close))
    }
}
