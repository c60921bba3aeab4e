import BridgeLintCore

/// Where Ruby code may make a name callable or bound where a view calls it: a method it
/// defines (`def name`, `def self.name`, `alias name other`), a name it hands to a macro or
/// a hash as a symbol, string or key (`helper_method :name`, `define_method("name")`,
/// `alias_method :name`, `delegate :name`, `locals: { name: ... }`, a strict local `name:`),
/// a local it assigns (`name = ...`, `name ||= ...`, among others: `a, name = list`,
/// `*name, last = list`), a block or lambda parameter (`|name|`, `->(name) { }`) and a `for`
/// variable (`for name in list`). Read
/// from tokens, so a comment or the text of a string that is not the whole name is no
/// binding; a mere call of the name is none either.
public enum RubyNameBindings {
    /// Whether `tokens` bind `name` in one of those ways.
    public static func bind(_ name: String, in tokens: [RubyToken]) -> Bool {
        var inBlockParameters = false
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .symbol, .label, .quotedLabel:
                if token.text == name { return true }
            case .string:
                if !token.isInterpolated, token.text == name { return true }
            case .wordArray:
                if !token.isInterpolated, token.text.split(whereSeparator: \.isWhitespace).contains(where: { $0 == name }) { return true }
            case .punctuation:
                if token.text == "->", lambdaParameters(at: index, in: tokens).contains(where: { $0.isIdentifier(name) }) { return true }
                if token.text == "|" {
                    let previous = index > 0 ? tokens[index - 1] : nil
                    if inBlockParameters {
                        inBlockParameters = false
                    } else if previous?.isIdentifier("do") == true || previous?.isPunctuation("{") == true {
                        inBlockParameters = true
                    }
                }
            case .identifier:
                guard token.text == name else { continue }
                if inBlockParameters { return true }
                let previous = index > 0 ? tokens[index - 1] : nil
                // `def name`, `def self.name`, `alias name other`, `alias other name`.
                if previous?.isIdentifier("def") == true || previous?.isIdentifier("alias") == true { return true }
                if index > 1, previous?.isPunctuation(".") == true, tokens[index - 2].kind == .identifier,
                   index > 2, tokens[index - 3].isIdentifier("def") { return true }
                if index > 1, tokens[index - 2].isIdentifier("alias") { return true }
                if index + 1 < tokens.count, assignments.contains(tokens[index + 1].text), tokens[index + 1].kind == .punctuation,
                   previous.map({ !$0.isPunctuation(".") && !$0.isPunctuation("&.") }) ?? true { return true }
                if isAmongTargets(at: index, in: tokens) { return true }
            default:
                continue
            }
        }
        return false
    }

    private static let assignments: Set<String> = ["=", "||=", "&&="]

    /// Whether the name at `index` is among the targets of a multiple assignment (`a, name =
    /// list`, `name, = list`, `*name, last = list`, `(a, name), b = list`) or of a `for` loop
    /// (`for a, name in pairs`): the names, commas, splats and parentheses around it lead to
    /// `=` after a comma or splat, or lie between `for` and `in`. Two names in a row, or a
    /// name beside a parenthesis it would call or follow (`f(a), b`), end the list: the
    /// tokens of a template's tags have no line breaks between statements.
    private static func isAmongTargets(at index: Int, in tokens: [RubyToken]) -> Bool {
        func isTargetPart(_ token: RubyToken) -> Bool {
            token.kind == .identifier ? !targetListEnds.contains(token.text) : token.kind == .punctuation && ["(", ")", ",", "*"].contains(token.text)
        }
        /// Whether `first` then `second` can follow each other in a list of targets.
        func adjoin(_ first: RubyToken, _ second: RubyToken) -> Bool {
            !(first.kind == .identifier && (second.kind == .identifier || second.isPunctuation("(")))
                && !(first.isPunctuation(")") && second.kind == .identifier)
        }
        var separated = index > 0 && tokens[index - 1].isPunctuation("*")
        var end = index + 1
        while end < tokens.count, isTargetPart(tokens[end]), adjoin(tokens[end - 1], tokens[end]) {
            if tokens[end].isPunctuation(",") { separated = true }
            end += 1
        }
        var start = index - 1
        while start >= 0, isTargetPart(tokens[start]), adjoin(tokens[start], tokens[start + 1]) {
            if tokens[start].isPunctuation(",") { separated = true }
            start -= 1
        }
        guard end < tokens.count else { return false }
        if start >= 0, tokens[start].isIdentifier("for") { return tokens[end].isIdentifier("in") }
        return separated && tokens[end].isPunctuation("=")
    }

    /// Keywords a list of assignment or `for` targets cannot run past.
    private static let targetListEnds: Set<String> = ["for", "in", "do", "end", "if", "unless", "while", "until", "and", "or", "not", "then", "return", "when"]

    /// The parameters of the lambda whose `->` is at `index` (`->(a, b = 1)`, `-> a, b {`):
    /// the names after `(`, `,` or a splat, not a default value's.
    private static func lambdaParameters(at index: Int, in tokens: [RubyToken]) -> [RubyToken] {
        let parenthesized = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
        var parameters: [RubyToken] = []
        var depth = 0
        for position in (index + 1)..<tokens.count {
            let token = tokens[position]
            if parenthesized {
                if token.isPunctuation("(") { depth += 1 }
                if token.isPunctuation(")") { depth -= 1 }
                if depth == 0 { break }
            } else if token.isPunctuation("{") || token.isIdentifier("do") {
                break
            }
            let previous = tokens[position - 1]
            if token.kind == .identifier, position == index + 1 || ["(", ",", "*", "**", "&"].contains(where: previous.isPunctuation) {
                parameters.append(token)
            }
        }
        return parameters
    }

    /// Whether `bytes` hold a name `mayDefineComputedNames` or `defineMethodMissing` looks for
    /// (`define_method`, `define_singleton_method`, `method_missing`): a file without need not
    /// be lexed for them.
    public static func namesMethodDefiners(in bytes: [UInt8]) -> Bool {
        methodDefiners.contains { ByteSearch.contains($0, in: bytes) }
    }

    private static let methodDefiners = ["define_method", "define_singleton_method", "method_missing"].map { Array($0.utf8) }

    /// Whether `tokens` may define methods whose names they compute with one of `suffixes`
    /// (`define_method("#{name}_path")`): which names exist then is unknown.
    public static func mayDefineComputedNames(endingWith suffixes: [String], in tokens: [RubyToken]) -> Bool {
        var definesMethods = false
        var computesName = false
        for token in tokens {
            if token.isIdentifier("define_method") || token.isIdentifier("define_singleton_method") { definesMethods = true }
            if token.isInterpolated, [.string, .symbol].contains(token.kind), case .text(let tail, _, _)? = token.segments.last,
               suffixes.contains(where: { tail.hasSuffix($0) }) { computesName = true }
        }
        return definesMethods && computesName
    }

    /// Whether `tokens` define `method_missing`: an object answering any name.
    public static func defineMethodMissing(in tokens: [RubyToken]) -> Bool {
        tokens.indices.contains { tokens[$0].isIdentifier("method_missing") && $0 > 0 && tokens[$0 - 1].isIdentifier("def") }
    }
}
