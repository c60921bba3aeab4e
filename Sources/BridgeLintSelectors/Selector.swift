/// A selector over a template's tree: XPath 1.0 as written, or CSS translated to XPath.
///
/// Made only through `css(_:)` or `xpath(_:)`, which reject what libxml2 could not evaluate,
/// so evaluating a selector fails only on what the tree holds (see `SelectorDocument.elements`).
package struct Selector: Sendable, Hashable {
    package enum Language: String, Sendable, Hashable {
        case css
        case xpath
    }

    package let language: Language
    /// The selector as written.
    package let source: String
    /// The XPath expression libxml2 evaluates.
    package let xpath: String
    /// What an element must be for the selector to select anything (see `Candidate`), one of
    /// them; nil when the selector does not say.
    package let candidates: [Candidate]?
    /// Whether the selector may read text nodes (CSS only through `:empty`; for XPath see
    /// `XPathNeeds.readsText`): a document for selectors that do not is built without them.
    package let readsText: Bool
    /// The attributes the selector may read (`alt`, `bl:branch`); nil for any. A document for
    /// selectors that name theirs holds only those.
    package let attributeNames: Set<String>?

    package static func css(_ source: String) throws(SelectorError) -> Selector {
        let list = try CSSParser.parse(source)
        let xpath = CSSTranslator.xpath(for: list)
        return Selector(language: .css, source: source, xpath: xpath, candidates: CSSTranslator.candidates(for: list),
                        readsText: CSSTranslator.readsText(list), attributeNames: XPathNeeds.attributeNames(in: xpath))
    }

    package static func xpath(_ source: String) throws(SelectorError) -> Selector {
        try XPathValidator.validate(source)
        return Selector(language: .xpath, source: source, xpath: source, candidates: XPathNeeds.candidates(for: source), readsText: XPathNeeds.readsText(source),
                        attributeNames: XPathNeeds.attributeNames(in: source))
    }

    /// An element a selector needs in the tree to select anything: the subject of `img:not([alt])`
    /// is an `img`; of `a[target][href]`, an `a` with both attributes; `//button[...]` needs a
    /// `button`. A template with no such element is not worth a document.
    package struct Candidate: Sendable, Hashable {
        /// Nil for any element.
        package var name: String?
        package var attributes: [String]
    }
}

/// Why a selector cannot be used, with the 1-based column in the selector it is about.
package struct SelectorError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    /// 1-based, counted in characters of the selector.
    package var column: Int

    package init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }

    package var description: String { "\(message) (column \(column))" }
}
