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

    package static func css(_ source: String) throws(SelectorError) -> Selector {
        let xpath = try CSSTranslator.xpath(for: source)
        return Selector(language: .css, source: source, xpath: xpath)
    }

    package static func xpath(_ source: String) throws(SelectorError) -> Selector {
        try XPathValidator.validate(source)
        return Selector(language: .xpath, source: source, xpath: source)
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
