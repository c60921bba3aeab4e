import BridgeLintCore

/// Where Ruby code may make a name callable or bound where a view calls it: a method it
/// defines (`def name`, `def self.name`, `alias name other`), a name it hands to a macro or
/// a hash as a symbol, string or key (`helper_method :name`, `define_method("name")`,
/// `alias_method :name`, `delegate :name`, `locals: { name: ... }`, a strict local `name:`),
/// a local it assigns (`name = ...`, `name ||= ...`) and a block parameter (`|name|`). Read
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
            default:
                continue
            }
        }
        return false
    }

    private static let assignments: Set<String> = ["=", "||=", "&&="]

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
