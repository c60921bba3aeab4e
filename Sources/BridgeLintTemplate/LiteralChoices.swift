import BridgeLintCore

/// The texts a Ruby expression can render when they are a finite set of literals:
/// `"bridge--menu" if native_app?` renders `bridge--menu` or nothing, `open ? "a" : "b"` one of
/// two, `token_list("a", "b" => active)` `a` or `a b`; a condition of literals leaves one
/// branch (`"a" if false` renders nothing, see `LiteralCondition`). Any other expression is
/// unknown (nil).
///
/// Each rendering is a list of segments pointing into the literals, so a word of it has a
/// source range. Work is bounded: shapes nested deeper than `maximumDepth` are unknown (so the
/// recursion depth is not the input's to choose), and so is an expression with more than
/// `maximumRenderings` possible texts.
enum LiteralChoices {
    typealias Rendering = [AttributeValue.Segment]

    static let maximumDepth = 8
    static let maximumRenderings = 64

    /// The renderings of the Ruby code in `range` of `bytes` (the code of an ERB output tag).
    static func renderings(ofCode range: SourceRange, in bytes: [UInt8]) -> [Rendering]? {
        let tokens = RubyLexer.tokens(in: bytes, range: range)
        return renderings(of: tokens[...])
    }

    static func renderings(of tokens: ArraySlice<RubyToken>) -> [Rendering]? {
        renderings(of: tokens, depth: 0)
    }

    /// Rails' class-list helpers: words of positional arguments, keys of true-ish values.
    private static let tokenListHelpers: Set<String> = ["token_list", "class_names"]

    private static func renderings(of all: ArraySlice<RubyToken>, depth: Int) -> [Rendering]? {
        let tokens = trimmed(all)
        guard let first = tokens.first, depth < maximumDepth else { return nil }
        // `body if condition`, `body unless condition`: the modifier binds loosest. A condition
        // of literals (`if false`) leaves one of the two.
        if let modifier = firstTopLevel(in: tokens, where: { $0.isIdentifier("if") || $0.isIdentifier("unless") }), modifier > tokens.startIndex {
            let condition = LiteralCondition.truthiness(of: tokens[(modifier + 1)...])
            switch tokens[modifier].isIdentifier("if") ? condition : condition.negated {
            case .falsy: return [[]]
            case .truthy: return renderings(of: tokens[..<modifier], depth: depth + 1)
            case .unknown:
                guard let body = renderings(of: tokens[..<modifier], depth: depth + 1) else { return nil }
                return union(body, [[]])
            }
        }
        // `condition ? a : b`, right-associative.
        if let question = firstTopLevel(in: tokens, where: { $0.isPunctuation("?") }), question > tokens.startIndex,
           let colon = ternaryColon(in: tokens, after: question) {
            let then = { renderings(of: tokens[(question + 1)..<colon], depth: depth + 1) }
            let otherwise = { renderings(of: tokens[(colon + 1)...], depth: depth + 1) }
            switch LiteralCondition.truthiness(of: tokens[..<question]) {
            case .truthy: return then()
            case .falsy: return otherwise()
            case .unknown:
                guard let then = then(), let otherwise = otherwise() else { return nil }
                return union(then, otherwise)
            }
        }
        if first.isPunctuation("("), closing(of: tokens.startIndex, in: tokens) == tokens.endIndex - 1 {
            return renderings(of: tokens.dropFirst().dropLast(), depth: depth + 1)
        }
        if tokens.count == 1 { return literal(first).map { [$0] } }
        if first.kind == .identifier, tokenListHelpers.contains(first.text) {
            return tokenList(arguments: tokens.dropFirst(), depth: depth)
        }
        if first.isPunctuation("[") { return joinedArray(tokens, depth: depth) }
        return nil
    }

    /// A string without interpolation, a symbol, a number, `true`/`false` (rendered as words),
    /// `nil` (nothing).
    private static func literal(_ token: RubyToken) -> Rendering? {
        switch token.kind {
        case .string, .symbol:
            guard token.segments.allSatisfy({ if case .text = $0 { true } else { false } }) else { return nil }
            return token.segments
        case .number:
            return [.text(token.text, range: token.range, verbatim: true)]
        case .identifier where token.text == "true" || token.text == "false":
            return [.text(token.text, range: token.range, verbatim: true)]
        case .identifier where token.text == "nil":
            return []
        default:
            return nil
        }
    }

    /// `token_list(...)`/`class_names(...)` arguments, with or without parentheses: positional
    /// literals always render, a hash key renders when its value is true-ish.
    private static func tokenList(arguments all: ArraySlice<RubyToken>, depth: Int) -> [Rendering]? {
        var arguments = trimmed(all)
        if let open = arguments.first, open.isPunctuation("(") {
            guard closing(of: arguments.startIndex, in: arguments) == arguments.endIndex - 1 else { return nil }
            arguments = arguments.dropFirst().dropLast()
        }
        var parts: [[Rendering]] = []
        for argument in split(arguments, at: ",") {
            guard let first = argument.first else { continue }
            if first.isPunctuation("{") {
                guard closing(of: argument.startIndex, in: argument) == argument.endIndex - 1 else { return nil }
                for pair in split(argument.dropFirst().dropLast(), at: ",") where !pair.isEmpty {
                    guard let part = keyPart(pair, depth: depth) else { return nil }
                    parts.append(part)
                }
            } else if let part = keyPart(argument, depth: depth) {
                parts.append(part)
            } else if first.isPunctuation("[") {
                guard closing(of: argument.startIndex, in: argument) == argument.endIndex - 1 else { return nil }
                for element in split(argument.dropFirst().dropLast(), at: ",") where !element.isEmpty {
                    guard let part = renderings(of: element, depth: depth + 1) else { return nil }
                    parts.append(part)
                }
            } else {
                guard !first.isPunctuation("**"), !first.isPunctuation("*"), let part = renderings(of: argument, depth: depth + 1) else { return nil }
                parts.append(part)
            }
        }
        return product(parts)
    }

    /// `"key" => value`, `:key => value`, `key: value`: the key, always (`true`), never (`false`,
    /// `nil`) or maybe. Nil when the argument is not a pair, or its key is not a literal.
    private static func keyPart(_ argument: ArraySlice<RubyToken>, depth: Int) -> [Rendering]? {
        guard let first = argument.first else { return nil }
        let key: Rendering
        let value: ArraySlice<RubyToken>
        switch first.kind {
        case .label:
            key = [.text(first.text, range: SourceRange(start: first.range.start, end: first.range.end - 1), verbatim: true)]
            value = argument.dropFirst()
        case .quotedLabel:
            guard first.segments.allSatisfy({ if case .text = $0 { true } else { false } }) else { return nil }
            key = first.segments
            value = argument.dropFirst()
        default:
            guard argument.count > 2, argument[argument.startIndex + 1].isPunctuation("=>"), let literal = literal(first) else { return nil }
            key = literal
            value = argument.dropFirst(2)
        }
        let condition = trimmed(value)
        if condition.count == 1, let only = condition.first {
            if only.isIdentifier("true") { return [key] }
            if only.isIdentifier("false") || only.isIdentifier("nil") { return [[]] }
        }
        return [key, []]
    }

    /// `[a, b].join(" ")`, also with `.compact` before `join`: the elements' renderings joined.
    private static func joinedArray(_ tokens: ArraySlice<RubyToken>, depth: Int) -> [Rendering]? {
        guard let close = closing(of: tokens.startIndex, in: tokens) else { return nil }
        var rest = tokens[(close + 1)...]
        if rest.count >= 2, rest[rest.startIndex].isPunctuation("."), rest[rest.startIndex + 1].isIdentifier("compact") {
            rest = rest.dropFirst(2)
        }
        guard rest.count >= 3, rest[rest.startIndex].isPunctuation("."), rest[rest.startIndex + 1].isIdentifier("join") else { return nil }
        var argument = rest.dropFirst(2)
        if let open = argument.first, open.isPunctuation("("), closing(of: argument.startIndex, in: argument) == argument.endIndex - 1 {
            argument = argument.dropFirst().dropLast()
        }
        guard argument.count == 1, let separatorToken = argument.first, separatorToken.kind == .string,
              let separator = literal(separatorToken) else { return nil }
        var parts: [[Rendering]] = []
        for element in split(tokens[(tokens.startIndex + 1)..<close], at: ",") where !element.isEmpty {
            guard let part = renderings(of: element, depth: depth + 1) else { return nil }
            parts.append(part)
        }
        return product(parts, separator: separator)
    }

    // MARK: - Combining

    /// Every rendering of either, each once.
    private static func union(_ a: [Rendering], _ b: [Rendering]) -> [Rendering]? {
        var result = a
        for rendering in b where !result.contains(rendering) { result.append(rendering) }
        return result.count <= maximumRenderings ? result : nil
    }

    /// Every combination of one rendering per part, in order, joined by `separator` (a blank
    /// when nil, as `token_list` joins its words).
    private static func product(_ parts: [[Rendering]], separator: Rendering? = nil) -> [Rendering]? {
        let blank: Rendering = separator ?? [.text(" ", range: SourceRange(start: 0, end: 0), verbatim: false)]
        var result: [Rendering] = [[]]
        for (index, part) in parts.enumerated() {
            guard result.count * part.count <= maximumRenderings else { return nil }
            var next: [Rendering] = []
            for prefix in result {
                for rendering in part {
                    let joined = index == 0 ? prefix + rendering : prefix + blank + rendering
                    if !next.contains(joined) { next.append(joined) }
                }
            }
            result = next
        }
        return result
    }

    // MARK: - Tokens

    private static func trimmed(_ tokens: ArraySlice<RubyToken>) -> ArraySlice<RubyToken> {
        var result = tokens
        while let first = result.first, first.kind == .newline || first.isPunctuation(";") { result = result.dropFirst() }
        while let last = result.last, last.kind == .newline || last.isPunctuation(";") { result = result.dropLast() }
        return result
    }

    /// Brackets a token opens or closes (`+1`, `-1`), 0 for others.
    private static func nesting(_ token: RubyToken) -> Int {
        guard token.kind == .punctuation else { return 0 }
        switch token.text {
        case "(", "[", "{": return 1
        case ")", "]", "}": return -1
        default: return 0
        }
    }

    /// The first token outside every bracket that satisfies `predicate`.
    private static func firstTopLevel(in tokens: ArraySlice<RubyToken>, where predicate: (RubyToken) -> Bool) -> Int? {
        var depth = 0
        for index in tokens.indices {
            if depth == 0, predicate(tokens[index]) { return index }
            depth += nesting(tokens[index])
            if depth < 0 { return nil }
        }
        return nil
    }

    /// The `:` that pairs with the ternary `?` at `question`, skipping nested ternaries.
    private static func ternaryColon(in tokens: ArraySlice<RubyToken>, after question: Int) -> Int? {
        var depth = 0
        var pending = 1
        for index in (question + 1)..<tokens.endIndex {
            let token = tokens[index]
            if depth == 0 {
                if token.isPunctuation("?") { pending += 1 }
                if token.isPunctuation(":") {
                    pending -= 1
                    if pending == 0 { return index }
                }
            }
            depth += nesting(token)
            if depth < 0 { return nil }
        }
        return nil
    }

    /// The index of the bracket that closes the one at `open`.
    private static func closing(of open: Int, in tokens: ArraySlice<RubyToken>) -> Int? {
        var depth = 0
        for index in open..<tokens.endIndex {
            depth += nesting(tokens[index])
            if depth == 0 { return index }
            if depth < 0 { return nil }
        }
        return nil
    }

    /// The runs between top-level `separator`s (line breaks dropped).
    private static func split(_ tokens: ArraySlice<RubyToken>, at separator: String) -> [ArraySlice<RubyToken>] {
        var parts: [ArraySlice<RubyToken>] = []
        var depth = 0
        var start = tokens.startIndex
        for index in tokens.indices {
            if depth == 0, tokens[index].isPunctuation(separator) {
                parts.append(trimmed(tokens[start..<index]))
                start = index + 1
            }
            depth += nesting(tokens[index])
        }
        parts.append(trimmed(tokens[start..<tokens.endIndex]))
        return parts
    }
}
