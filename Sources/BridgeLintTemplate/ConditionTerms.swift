/// What an `if`/`unless` tag's condition states where its first branch renders, as terms that
/// each hold or fail there: `if a && !b` is `a` holding and `b` failing, `unless a || b` is both
/// failing. Opposite predicates are one term (`n.odd?` is `n.even?` failing, `x.blank?` is
/// `x.present?` failing, `a != b` is `a == b` failing), so that two blocks on opposite
/// conditions are known to take opposite branches (`<% if n.even? %><div><% end %>` …
/// `<% if n.odd? %></div><% end %>`).
struct ConditionTerms {
    struct Term: Hashable {
        /// The expression's code, tokens separated by one blank (as `ERBStructure.condition` writes it).
        let expression: String
        let holds: Bool

        var negated: Term { Term(expression: expression, holds: !holds) }
    }

    let terms: [Term]

    init(_ term: Term) { terms = [term] }

    /// The one term, when there is one.
    var single: Term? { terms.count == 1 ? terms[0] : nil }

    /// The terms of `condition` (`if …` or `unless …`, as `ERBStructure.condition` writes it), or
    /// nil when it states no single set of terms (`if a || b`, `unless a && b`).
    init?(condition: String) {
        let words = condition.parts(separatedBy: " ")
        guard let keyword = words.first, keyword == "if" || keyword == "unless" else { return nil }
        let isIf = keyword == "if"
        // `if a && b`: every part holds; `unless a || b`: every part fails.
        let (joiners, refused) = isIf ? (Self.conjunctions, Self.disjunctions) : (Self.disjunctions, Self.conjunctions)
        guard let parts = Self.topLevelParts(of: words.dropFirst(), splitAt: joiners, refusing: refused),
              // `not a && b` is `not (a && b)`: `not` binds looser than `&&` and `||` (not than `and`).
              !(parts.contains { $0.first == "not" } && words.contains { $0 == "&&" || $0 == "||" }) else { return nil }
        var terms: [Term] = []
        for part in parts {
            guard let term = Self.term(of: part, holds: isIf) else { return nil }
            terms.append(term)
        }
        self.terms = terms
    }

    /// Whether `self` holding means `other`'s single term fails, or holds: nil when it says nothing.
    func decides(_ other: Term) -> Bool? {
        if terms.contains(other) { return true }
        if terms.contains(other.negated) { return false }
        return nil
    }

    private static let conjunctions: Set<Substring> = ["&&", "and"]
    private static let disjunctions: Set<Substring> = ["||", "or"]

    /// Splits `words` at the top-level joiners; nil when a refused joiner stands at the top level.
    private static func topLevelParts(of words: ArraySlice<Substring>, splitAt joiners: Set<Substring>, refusing refused: Set<Substring>) -> [[Substring]]? {
        var parts: [[Substring]] = [[]]
        var depth = 0
        for word in words {
            if ["(", "[", "{"].contains(word) { depth += 1 }
            if [")", "]", "}"].contains(word) { depth -= 1 }
            if depth == 0, joiners.contains(word) {
                parts.append([])
            } else if depth == 0, refused.contains(word) || word == "?" {
                // `a || b` under `if`, or a ternary: no single set of terms.
                return nil
            } else {
                parts[parts.count - 1].append(word)
            }
        }
        return parts.contains(where: \.isEmpty) ? nil : parts
    }

    private static func term(of part: [Substring], holds: Bool) -> Term? {
        var words = unwrapped(part)
        var holds = holds
        while let first = words.first, first == "!" || first == "not" {
            let operand = Array(words.dropFirst())
            // `!a == b` is `(!a) == b`: `!` takes one operand, unless parentheses hold the whole.
            if first == "!", operand.contains(where: operators.contains), unwrapped(operand) == operand { return nil }
            words = unwrapped(operand)
            holds.toggle()
        }
        guard !words.isEmpty else { return nil }
        let operatorsUsed = words.filter(operators.contains)
        // `a != b` is `a == b` failing.
        if operatorsUsed == ["!="], let index = words.firstIndex(of: "!=") {
            words[index] = "=="
            holds.toggle()
        }
        // `x.odd?` is `x.even?` failing; not inside a comparison (`a == x.odd?`).
        if operatorsUsed.isEmpty, words.count >= 2, words[words.count - 2] == ".", let last = words.last, let opposite = oppositePredicates[last] {
            words[words.count - 1] = opposite
            holds.toggle()
        }
        return Term(expression: words.joined(separator: " "), holds: holds)
    }

    /// Binary operators a term may hold (`.` and `::` aside).
    private static let operators: Set<Substring> = ["==", "!=", "===", "=~", "!~", "<", ">", "<=", ">=", "<=>", "+", "-", "*", "/", "%", "**", "&", "|", "^", "<<", ">>", ":"]

    /// Predicates that are each other's negation, mapped to the one a term is written with.
    private static let oppositePredicates: [Substring: Substring] = ["odd?": "even?", "blank?": "present?"]

    /// `words` without parentheses around the whole of it.
    private static func unwrapped(_ words: [Substring]) -> [Substring] {
        var words = words
        while words.first == "(", words.last == ")", encloses(words) { words = Array(words.dropFirst().dropLast()) }
        return words
    }

    /// Whether the first word's parenthesis closes at the last word.
    private static func encloses(_ words: [Substring]) -> Bool {
        var depth = 0
        for (index, word) in words.enumerated() {
            if word == "(" { depth += 1 }
            if word == ")" { depth -= 1 }
            if depth == 0 { return index == words.count - 1 }
        }
        return false
    }
}
