import BridgeLintCore

/// Ruby tokens of one file plus what the schema and model scanners need to walk them by
/// statement and by block.
struct RubyStatements {
    let file: SourceFile
    let tokens: [RubyToken]

    /// The optional `do` of `while x do`, `until x do`, `for a in b do`: the loop keyword already
    /// opened the block, so these do not open another.
    private(set) var loopDos: Set<Int> = []
    /// The `|` that closes a block's parameters (`do |name|`): a line after it starts a
    /// statement, though a `|` at a line's end otherwise continues it.
    private(set) var parameterEnds: Set<Int> = []
    /// Where each token starts, computed in one pass.
    let positions: [SourcePosition]

    init(file: SourceFile) {
        self.file = file
        tokens = RubyLexer.tokens(of: file.bytes)
        positions = file.positions(ofAscending: tokens.map(\.range.start))
        var statementIsLoop = false
        for index in tokens.indices {
            if startsStatement(index) {
                statementIsLoop = ["while", "until", "for"].contains(tokens[index].text) && tokens[index].kind == .identifier
            }
            if statementIsLoop, tokens[index].isIdentifier("do") {
                loopDos.insert(index)
                statementIsLoop = false
            }
            if tokens[index].isIdentifier("do") || tokens[index].isPunctuation("{"), index + 1 < tokens.count, tokens[index + 1].isPunctuation("|"),
               let end = tokens[(index + 2)...].firstIndex(where: { $0.isPunctuation("|") }) {
                parameterEnds.insert(end)
            }
        }
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> RubyToken? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    func isIdentifier(_ index: Int, _ value: String) -> Bool { self[index]?.isIdentifier(value) ?? false }
    func isPunctuation(_ index: Int, _ value: String) -> Bool { self[index]?.isPunctuation(value) ?? false }
    func identifier(_ index: Int) -> String? { self[index].flatMap { $0.kind == .identifier ? $0.text : nil } }

    func site(_ index: Int) -> DeclarationSite {
        guard let token = self[index] else { return DeclarationSite(file: file, range: SourceRange(start: file.bytes.count, end: file.bytes.count)) }
        return DeclarationSite(path: file.path, position: positions[index], range: token.range)
    }

    /// Tokens after which a line break does not end the statement (assignments and the
    /// operators that end in one of these).
    static let continuations: Set = [",", "(", "[", "{", "=>", "||", "&&", ".", "&.", "=", "+", "-", "*", "|", "\\",
                                     "||=", "&&=", "+=", "-=", "!=", "<=", ">=", "===", "<=>", "**", ".."]

    /// Whether a statement starts at `index` (a new line that does not continue the previous one, or after `;`).
    /// A keyword argument's label at the end of a line takes its value from the next line
    /// (`get "/x", to:` then `"x#show"`), as Ruby reads it.
    func startsStatement(_ index: Int) -> Bool {
        guard let token = self[index] else { return false }
        guard index > 0, let previous = self[index - 1] else { return true }
        if previous.isPunctuation(";") { return true }
        guard token.startsLine else { return false }
        if token.isPunctuation(".") || token.isPunctuation("&.") || token.isPunctuation("..") { return false }
        if previous.kind == .label || previous.kind == .quotedLabel { return false }
        return parameterEnds.contains(index - 1) || !(previous.kind == .punctuation && Self.continuations.contains(previous.text))
    }

    /// The index of the first token of the statement after the one containing `index`.
    func statementEnd(from index: Int) -> Int {
        var cursor = index + 1
        var depth = 0
        while cursor < count {
            let token = tokens[cursor]
            if depth == 0, startsStatement(cursor) { return cursor }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth = max(0, depth - 1) }
            }
            cursor += 1
        }
        return count
    }

    /// Keywords after which `if`/`while`... start an expression (not `return`: `return if x` is a modifier).
    static let keywordsBeforeExpression: Set = ["and", "or", "not", "then", "do", "else", "in"]

    /// Whether the keyword at `index` opens a block closed by `end`: `do`, `def` (not `def x = 1`),
    /// `class`, `module`, `begin`, `case`, `for`, and `if`/`unless`/`while`/`until` used as
    /// statements or values rather than modifiers.
    func opensBlock(_ index: Int) -> Bool {
        guard let token = self[index], token.kind == .identifier else { return false }
        if index > 0, isPunctuation(index - 1, ".") || isPunctuation(index - 1, "&.") { return false }
        switch token.text {
        case "do": return !loopDos.contains(index)
        case "begin", "case", "module": return true
        case "class": return !isPunctuation(index + 1, ".")
        case "def": return !isEndlessDefinition(index)
        case "if", "unless", "while", "until", "for":
            guard !startsStatement(index) else { return true }
            guard let previous = self[index - 1] else { return true }
            if previous.kind == .punctuation { return !([")", "]", "}"].contains(previous.text)) }
            if previous.kind == .label { return true }
            return previous.kind == .identifier && Self.keywordsBeforeExpression.contains(previous.text)
        default: return false
        }
    }

    /// `def name(args) = expression` has no `end`.
    func isEndlessDefinition(_ defIndex: Int) -> Bool {
        tokens.isEndlessDefinition(at: defIndex)
    }

    /// The index of the `end` closing the block whose body starts at `index`, or `count`.
    func blockEnd(from index: Int) -> Int {
        var depth = 1
        var cursor = index
        while cursor < count {
            if opensBlock(cursor) {
                depth += 1
            } else if isIdentifier(cursor, "end"), !isPunctuation(cursor - 1, ".") {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor += 1
        }
        return count
    }

    /// The index of the bracket closing the `(`, `[` or `{` at `index` (brackets of every kind
    /// nest), or `count`.
    func closingBrace(from index: Int) -> Int {
        var depth = 0
        var cursor = index
        while let token = self[cursor] {
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    depth -= 1
                    if depth == 0 { return cursor }
                }
            }
            cursor += 1
        }
        return count
    }

    /// The arguments of a macro call such as `belongs_to :user, optional: true`.
    func call(_ range: Range<Int>) -> RubyCall {
        var call = RubyCall()
        var index = range.lowerBound
        if isPunctuation(index, "(") { index += 1 }
        var depth = 0
        var inOptions = false
        while index < range.upperBound, let token = self[index] {
            switch token.kind {
            case .punctuation where ["(", "[", "{"].contains(token.text): depth += 1
            case .punctuation where [")", "]", "}"].contains(token.text): depth -= 1
            case .label where depth == 0:
                inOptions = true
                call.options[token.text] = index + 1
            case .symbol where depth == 0 && isPunctuation(index + 1, "=>"):
                // `:null => false`, as older schemas write options.
                inOptions = true
                call.options[token.text] = index + 2
                index += 1
            case .symbol, .string, .wordArray:
                guard !inOptions, depth == 0 else { break }
                if let name = token.name { call.names.append((name, site(index))) } else { call.hasComputedNames = true }
            case .identifier where !inOptions && depth == 0, .punctuation where !inOptions && depth == 0 && ["*", "**"].contains(token.text):
                call.hasComputedNames = true
            default: break
            }
            index += 1
        }
        call.tokens = range
        return call
    }
}

extension RubyStatements {
    /// The first token of an option's value (`false` in `null: false`).
    func option(_ label: String, of call: RubyCall) -> RubyToken? {
        call.options[label].flatMap { self[$0] }
    }

    /// The symbols and strings in an option's value: `accessors: [:theme, :color]` -> both names.
    func names(inOption label: String, of call: RubyCall) -> [(value: String, site: DeclarationSite)] {
        guard var index = call.options[label] else { return [] }
        var names: [(value: String, site: DeclarationSite)] = []
        var depth = 0
        while index < call.tokens.upperBound, let token = self[index] {
            if token.isPunctuation("[") || token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation("]") || token.isPunctuation(")") { depth -= 1 }
            if depth <= 0, token.isPunctuation(",") || token.kind == .label || depth < 0 { break }
            if [.symbol, .string, .wordArray].contains(token.kind), let name = token.name { names.append((name, site(index))) }
            index += 1
        }
        return names
    }
}

/// The arguments of a Ruby macro call: leading names and keyword options.
struct RubyCall {
    /// `:user`, `"title"`: the positional symbol and string arguments before the options.
    var names: [(value: String, site: DeclarationSite)] = []
    /// Whether a positional argument before the options is not a literal name (a variable, a
    /// splat, an interpolated string): the call's names are then made at run time.
    var hasComputedNames = false
    /// Each option's label and the index of its value's first token.
    var options: [String: Int] = [:]
    var tokens: Range<Int> = 0..<0
}
