/// Reads a CSS selector list (Selectors Level 4, the part `CSSTranslator` can say in XPath 1.0):
/// type and universal selectors, `#id`, `.class`, attribute selectors with `= ~= ^= $= *= |=`
/// (and the `i` flag), the combinators ` `, `>`, `+`, `~`, and `:not()`, `:has()`,
/// `:first-child`, `:last-child`, `:only-child`, `:empty`. Anything else is an error naming
/// its column.
///
/// `:not()` and `:has()` nest as deep as the selector is written: the selector comes from the
/// configuration or the command line, never from a template.
struct CSSParser {
    static let supportedPseudoClasses = [":not()", ":has()", ":first-child", ":last-child", ":only-child", ":empty"]

    private let characters: [Unicode.Scalar]
    private var index = 0

    init(_ source: String) {
        characters = Array(source.unicodeScalars)
    }

    static func parse(_ source: String) throws(SelectorError) -> [CSSComplexSelector] {
        var parser = CSSParser(source)
        parser.skipWhitespace()
        guard !parser.atEnd else { throw SelectorError("the selector is empty", column: 1) }
        let list = try parser.selectorList()
        if !parser.atEnd { throw parser.unexpected() }
        return list
    }

    // MARK: Grammar

    private mutating func selectorList() throws(SelectorError) -> [CSSComplexSelector] {
        var list: [CSSComplexSelector] = []
        repeat {
            skipWhitespace()
            list.append(try complexSelector())
            skipWhitespace()
        } while consume(",")
        return list
    }

    /// The selectors of `:has()`, each with the combinator it starts with.
    private mutating func relativeSelectorList() throws(SelectorError) -> [(combinator: CSSCombinator, selector: CSSComplexSelector)] {
        var list: [(CSSCombinator, CSSComplexSelector)] = []
        repeat {
            skipWhitespace()
            let combinator = explicitCombinator() ?? .descendant
            skipWhitespace()
            list.append((combinator, try complexSelector()))
            skipWhitespace()
        } while consume(",")
        return list
    }

    private mutating func complexSelector() throws(SelectorError) -> CSSComplexSelector {
        let first = try compoundSelector()
        var rest: [(CSSCombinator, CSSCompoundSelector)] = []
        while true {
            let hadWhitespace = skipWhitespace()
            var combinator = explicitCombinator()
            if combinator != nil {
                skipWhitespace()
            } else if hadWhitespace, !atEnd, current != ",", current != ")" {
                combinator = .descendant
            }
            guard let combinator else { break }
            rest.append((combinator, try compoundSelector()))
        }
        return CSSComplexSelector(first: first, rest: rest)
    }

    private mutating func explicitCombinator() -> CSSCombinator? {
        if consume(">") { return .child }
        if consume("+") { return .nextSibling }
        if consume("~") { return .subsequentSibling }
        return nil
    }

    private mutating func compoundSelector() throws(SelectorError) -> CSSCompoundSelector {
        var compound = CSSCompoundSelector(elementName: nil, conditions: [])
        let start = index
        if consume("*") {
            if !atEnd, current == "|" { throw SelectorError("namespaces (`|`) are not supported", column: index + 1) }
        } else if !atEnd, startsIdentifier {
            compound.elementName = try identifier().lowercased()
            if !atEnd, current == "|" { throw SelectorError("namespaces (`|`) are not supported", column: index + 1) }
        }
        while !atEnd {
            let column = index + 1
            if consume("#") {
                compound.conditions.append(.id(try identifier(after: "#", column: column)))
            } else if consume(".") {
                compound.conditions.append(.className(try identifier(after: ".", column: column)))
            } else if consume("[") {
                compound.conditions.append(try attributeSelector())
            } else if consume(":") {
                compound.conditions.append(try pseudoClass(column: column))
            } else {
                break
            }
        }
        if index == start { throw unexpected(expecting: "a selector") }
        return compound
    }

    private mutating func attributeSelector() throws(SelectorError) -> CSSCondition {
        skipWhitespace()
        guard !atEnd, startsIdentifier else { throw unexpected(expecting: "an attribute name") }
        let name = try identifier()
        if !atEnd, current == "|", !lookingAt("|=") { throw SelectorError("namespaces (`|`) are not supported", column: index + 1) }
        skipWhitespace()
        if consume("]") { return .attribute(name: name, match: nil, ignoresCase: false) }
        guard let op = CSSAttributeOperator.allCases.first(where: { lookingAt($0.rawValue) }) else {
            throw unexpected(expecting: "`]` or one of " + CSSAttributeOperator.allCases.map { "`\($0.rawValue)`" }.joined(separator: " "))
        }
        index += op.rawValue.unicodeScalars.count
        skipWhitespace()
        let value: String
        if !atEnd, current == "\"" || current == "'" {
            value = try string()
        } else if !atEnd, startsIdentifier {
            value = try identifier()
        } else {
            throw unexpected(expecting: "a value (a name or a quoted string)")
        }
        skipWhitespace()
        var ignoresCase = false
        if !atEnd, current == "i" || current == "I" || current == "s" || current == "S" {
            ignoresCase = current == "i" || current == "I"
            index += 1
            skipWhitespace()
        }
        guard consume("]") else { throw unexpected(expecting: "`]`") }
        return .attribute(name: name, match: (op, value), ignoresCase: ignoresCase)
    }

    private mutating func pseudoClass(column: Int) throws(SelectorError) -> CSSCondition {
        if !atEnd, current == ":" {
            throw SelectorError("pseudo-elements (`::`) select no element of the tree; they are not supported", column: column)
        }
        guard !atEnd, startsIdentifier else { throw unexpected(expecting: "a pseudo-class name") }
        let name = try identifier().lowercased()
        if consume("(") {
            let condition: CSSCondition
            switch name {
            case "not": condition = .not(try selectorList())
            case "has": condition = .has(try relativeSelectorList())
            default: throw unsupportedPseudoClass(":\(name)()", column: column)
            }
            skipWhitespace()
            guard consume(")") else { throw unexpected(expecting: "`)`") }
            return condition
        }
        switch name {
        case "first-child": return .firstChild
        case "last-child": return .lastChild
        case "only-child": return .onlyChild
        case "empty": return .empty
        default: throw unsupportedPseudoClass(":\(name)", column: column)
        }
    }

    private func unsupportedPseudoClass(_ written: String, column: Int) -> SelectorError {
        SelectorError("`\(written)` is not supported; the pseudo-classes are " + Self.supportedPseudoClasses.map { "`\($0)`" }.joined(separator: ", ")
                      + " (an XPath selector says more)", column: column)
    }

    // MARK: Tokens

    private var atEnd: Bool { index >= characters.count }
    private var current: Unicode.Scalar { characters[index] }

    private var startsIdentifier: Bool {
        let character = current
        if character == "-" {
            guard index + 1 < characters.count else { return false }
            let next = characters[index + 1]
            return Self.isNameStart(next) || next == "-" || next == "\\"
        }
        return Self.isNameStart(character) || character == "\\"
    }

    /// A CSS identifier, its escapes (`\:`, `\31 `) resolved.
    private mutating func identifier() throws(SelectorError) -> String {
        var result = String.UnicodeScalarView()
        while !atEnd {
            let character = current
            if character == "\\" {
                result.append(try escape())
            } else if Self.isNameStart(character) || character == "-" || ("0"..."9").contains(character) {
                result.append(character)
                index += 1
            } else {
                break
            }
        }
        return String(result)
    }

    private mutating func identifier(after marker: String, column: Int) throws(SelectorError) -> String {
        guard !atEnd, startsIdentifier else { throw SelectorError("`\(marker)` must be followed by a name", column: column) }
        return try identifier()
    }

    private mutating func escape() throws(SelectorError) -> Unicode.Scalar {
        let column = index + 1
        index += 1
        guard !atEnd, current != "\n" else { throw SelectorError("`\\` at the end of the selector escapes nothing", column: column) }
        var hex = ""
        while !atEnd, hex.count < 6, current.properties.isASCIIHexDigit {
            hex.unicodeScalars.append(current)
            index += 1
        }
        guard !hex.isEmpty else {
            defer { index += 1 }
            return current
        }
        if !atEnd, current == " " { index += 1 }
        guard let value = UInt32(hex, radix: 16), value != 0, let scalar = Unicode.Scalar(value) else {
            throw SelectorError("`\\\(hex)` is not a valid character", column: column)
        }
        return scalar
    }

    private mutating func string() throws(SelectorError) -> String {
        let quote = current
        let column = index + 1
        index += 1
        var result = String.UnicodeScalarView()
        while !atEnd, current != quote {
            if current == "\\" {
                result.append(try escape())
            } else {
                result.append(current)
                index += 1
            }
        }
        guard consume(quote) else { throw SelectorError("this string is not closed", column: column) }
        return String(result)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while !atEnd, current == " " || current == "\t" || current == "\n" || current == "\r" || current == "\u{0C}" { index += 1 }
        return index > start
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard !atEnd, current == character else { return false }
        index += 1
        return true
    }

    private func lookingAt(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return index + scalars.count <= characters.count && Array(characters[index..<index + scalars.count]) == scalars
    }

    private func unexpected(expecting expected: String? = nil) -> SelectorError {
        let found = atEnd ? "the end of the selector" : "`\(Character(current))`"
        let message = expected.map { "expected \($0), found \(found)" } ?? "unexpected \(found)"
        return SelectorError(message, column: index + 1)
    }

    private static func isNameStart(_ character: Unicode.Scalar) -> Bool {
        character == "_" || ("a"..."z").contains(character) || ("A"..."Z").contains(character) || character.value >= 0x80
    }
}
