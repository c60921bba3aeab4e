/// A CSS selector as parsed: what `CSSParser` reads and `CSSTranslator` turns into XPath.
struct CSSComplexSelector {
    /// The first compound, then each combinator with the compound after it.
    var first: CSSCompoundSelector
    var rest: [(combinator: CSSCombinator, compound: CSSCompoundSelector)]
}

enum CSSCombinator {
    /// Whitespace.
    case descendant
    /// `>`
    case child
    /// `+`
    case nextSibling
    /// `~`
    case subsequentSibling
}

/// `div#main.card[data-x]:not(.hidden)`: an element name (nil for `*` or none) and conditions.
struct CSSCompoundSelector {
    var elementName: String?
    var conditions: [CSSCondition]
}

indirect enum CSSCondition {
    case id(String)
    case className(String)
    /// `[name]`, or `[name OP value]` (`ignoresCase`: the `i` flag).
    case attribute(name: String, match: (op: CSSAttributeOperator, value: String)?, ignoresCase: Bool)
    case not([CSSComplexSelector])
    /// `:has()`: each relative selector with the combinator it starts with (descendant when none).
    case has([(combinator: CSSCombinator, selector: CSSComplexSelector)])
    case firstChild
    case lastChild
    case onlyChild
    case empty
}

enum CSSAttributeOperator: String, CaseIterable {
    case equals = "="
    case includesWord = "~="
    case startsWith = "^="
    case endsWith = "$="
    case contains = "*="
    case dashPrefix = "|="
}
