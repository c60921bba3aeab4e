/// What an ERB condition states where its branch renders: an expression that holds there
/// (`<% if user_signed_in? %>`), or does not (its `<% else %>`, `<% unless user_signed_in? %>`).
/// A render call inside the branch renders its template only then, so on that render path the
/// fact is known, and markup of the template that needs the opposite never renders there.
public struct ConditionFact: Sendable, Hashable {
    /// The expression's code, blanks normalized as `Template.conditionalBodies` writes it.
    let expression: String
    let holds: Bool

    /// Whether this fact and `other` cannot both be true: the same expression, held and not held.
    func contradicts(_ other: ConditionFact) -> Bool {
        expression == other.expression && holds != other.holds
    }

    /// What must hold for the branch of `condition` to render (`if a? && !@b`, `unless a?`, as
    /// `Template.conditionalBodies` writes them): each part of `&&`/`and` of an `if`, or the one
    /// expression of an `unless`, possibly negated with `!` or `not`. Only expressions that name
    /// the same thing in every template of a page are kept: whose every name that is not a member
    /// of something is a predicate method (`user_signed_in?`), an instance variable or a
    /// constant. A bare name may be a local, which a partial binds anew (`render "x", user: nil`)
    /// or a block binds, so it says nothing across templates. Empty for another form (`||`).
    public static func facts(of condition: String) -> [ConditionFact] {
        let words = condition.split(separator: " ").map(String.init)
        guard let keyword = words.first, keyword == "if" || keyword == "unless",
              let parts = RenderSiteLocal.split(RenderSiteLocal.unwrapped(Array(words.dropFirst())))
        else { return [] }
        // `unless a && b` holds where either part fails: no single fact.
        if keyword == "unless", parts.count != 1 { return [] }
        return parts.compactMap { fact(of: $0, holds: keyword == "if") }
    }

    private static func fact(of part: [String], holds: Bool) -> ConditionFact? {
        var words = RenderSiteLocal.unwrapped(part)
        var holds = holds
        while let first = words.first, first == "!" || first == "not" {
            words = RenderSiteLocal.unwrapped(Array(words.dropFirst()))
            holds.toggle()
        }
        guard !words.isEmpty, words.indices.allSatisfy({ namesTheSameEverywhere(words, at: $0) }) else { return nil }
        return ConditionFact(expression: words.joined(separator: " "), holds: holds)
    }

    /// Whether the word at `index` means the same in every template of a page.
    private static func namesTheSameEverywhere(_ words: [String], at index: Int) -> Bool {
        // `current_user&.admin?` is one word: its receiver decides.
        let word = words[index].components(separatedBy: "&.")[0]
        guard let first = word.unicodeScalars.first else { return true }
        // Assignments change what the expression names.
        if word.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(word) { return false }
        guard first == "_" || ("a"..."z").contains(first) else { return true }
        if index > 0, [".", "&.", "::"].contains(words[index - 1]) { return true }
        if ["nil", "true", "false", "self", "and", "or", "not", "defined?"].contains(word) { return true }
        return word.hasSuffix("?") || word.hasSuffix("!")
    }
}

extension RenderGraph {
    /// Whether the call `index` of the template at `path` sits in a branch whose condition
    /// contradicts one of `required`: where it renders, markup that needs `required` does not.
    func excludes(_ required: [ConditionFact], atCall index: Int, in path: String) -> Bool {
        guard !required.isEmpty, let facts = elements(of: path)?.facts, index < facts.count else { return false }
        return facts[index].contains { fact in required.contains(where: fact.contradicts) }
    }
}
