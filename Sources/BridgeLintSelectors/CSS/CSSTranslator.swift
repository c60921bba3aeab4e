/// Says a CSS selector list in XPath 1.0, for libxml2 to evaluate.
///
/// A selector reads forwards from the document: `nav > a.active` is `/descendant::nav/a[...]`
/// (the descendant axis, not `//`, which libxml2 evaluates by first collecting every node of
/// the document, text included; the two are equal where no predicate counts positions, as
/// here). Inside
/// `:not()` a selector is a test on the element itself, read backwards through its ancestors
/// and preceding siblings: `:not(nav > a)` is `not(self::a[parent::nav])`.
enum CSSTranslator {
    static func xpath(for source: String) throws(SelectorError) -> String {
        xpath(for: try CSSParser.parse(source))
    }

    /// A list of compounds alone (`[onclick], [onchange]`) is one walk of the tree testing
    /// each; a list with combinators is the union of its paths.
    static func xpath(for list: [CSSComplexSelector]) -> String {
        guard list.count > 1, list.allSatisfy(\.rest.isEmpty) else { return list.map(forward).joined(separator: " | ") }
        return "/descendant::*[" + list.map(matchesSelf).joined(separator: " or ") + "]"
    }

    /// Whether some compound, at any depth of `:not()` and `:has()`, is `:empty`.
    static func readsText(_ list: [CSSComplexSelector]) -> Bool {
        var pending = list
        while let selector = pending.popLast() {
            for condition in ([selector.first] + selector.rest.map(\.compound)).flatMap(\.conditions) {
                switch condition {
                case .empty: return true
                case .not(let inner): pending += inner
                case .has(let inner): pending += inner.map(\.selector)
                default: break
                }
            }
        }
        return false
    }

    /// What each selector's subject (its last compound) must be: its element name and the
    /// attributes its own conditions require; nil when some subject may be any element.
    static func candidates(for list: [CSSComplexSelector]) -> [Selector.Candidate]? {
        var candidates: [Selector.Candidate] = []
        for selector in list {
            let subject = selector.rest.last?.compound ?? selector.first
            let attributes = subject.conditions.compactMap { condition -> String? in
                switch condition {
                case .id: "id"
                case .className: "class"
                case .attribute(let name, _, _): name
                default: nil
                }
            }
            guard subject.elementName != nil || !attributes.isEmpty else { return nil }
            candidates.append(Selector.Candidate(name: subject.elementName, attributes: attributes))
        }
        return candidates
    }

    /// From the document node: `/descendant::first` then each combinator's step.
    private static func forward(_ selector: CSSComplexSelector) -> String {
        var path = "/descendant::" + step(selector.first)
        for (combinator, compound) in selector.rest { path += following(combinator, compound) }
        return path
    }

    /// The step that `combinator` then `compound` adds to a path.
    private static func following(_ combinator: CSSCombinator, _ compound: CSSCompoundSelector) -> String {
        switch combinator {
        case .descendant: "/descendant::" + step(compound)
        case .child: "/" + step(compound)
        case .nextSibling: "/following-sibling::*[1]/self::" + step(compound)
        case .subsequentSibling: "/following-sibling::" + step(compound)
        }
    }

    /// `name[condition]...`: a node test and its predicates.
    private static func step(_ compound: CSSCompoundSelector) -> String {
        nodeTest(compound.elementName) + compound.conditions.map { "[" + predicate($0) + "]" }.joined()
    }

    private static func nodeTest(_ name: String?) -> String {
        guard let name else { return "*" }
        return isNCName(name) ? name : "*[name()=\(literal(name))]"
    }

    /// Whether the element the context node is matches `selector`, read backwards: each
    /// compound is a predicate on the one after it, through the combinator turned around.
    private static func matchesSelf(_ selector: CSSComplexSelector) -> String {
        var test = step(selector.first)
        for (combinator, compound) in selector.rest {
            let axis = switch combinator {
            case .descendant: "ancestor::"
            case .child: "parent::"
            case .nextSibling: "preceding-sibling::*[1]/self::"
            case .subsequentSibling: "preceding-sibling::"
            }
            test = step(compound) + "[" + axis + test + "]"
        }
        return "self::" + test
    }

    private static func predicate(_ condition: CSSCondition) -> String {
        switch condition {
        case .id(let id):
            return "@id=" + literal(id)
        case .className(let name):
            return containsWord("@class", name)
        case .attribute(let name, let match, let ignoresCase):
            let attribute = isNCName(name) ? "@" + name : "@*[name()=\(literal(name))]"
            guard let (op, written) = match else { return attribute }
            let value = ignoresCase ? written.lowercased() : written
            let subject = ignoresCase ? "translate(\(attribute), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')" : attribute
            switch op {
            case .equals:
                return "\(subject)=\(literal(value))"
            case .includesWord:
                // A word list never holds the empty word or one with a blank in it.
                guard !value.isEmpty, !value.contains(where: \.isWhitespace) else { return "false()" }
                return containsWord(subject, value)
            case .startsWith:
                return value.isEmpty ? "false()" : "starts-with(\(subject), \(literal(value)))"
            case .endsWith:
                guard !value.isEmpty else { return "false()" }
                let length = value.unicodeScalars.count
                return "substring(\(subject), string-length(\(subject)) - \(length - 1))=\(literal(value))"
            case .contains:
                return value.isEmpty ? "false()" : "contains(\(subject), \(literal(value)))"
            case .dashPrefix:
                return "(\(subject)=\(literal(value)) or starts-with(\(subject), \(literal(value + "-"))))"
            }
        case .not(let selectors):
            return "not(" + selectors.map(matchesSelf).joined(separator: " or ") + ")"
        case .has(let selectors):
            return selectors.map { combinator, selector in
                var path: String
                switch combinator {
                case .descendant: path = "descendant::" + step(selector.first)
                case .child: path = step(selector.first)
                case .nextSibling: path = "following-sibling::*[1]/self::" + step(selector.first)
                case .subsequentSibling: path = "following-sibling::" + step(selector.first)
                }
                for (next, compound) in selector.rest { path += following(next, compound) }
                return path
            }.joined(separator: " or ")
        case .firstChild:
            return "not(preceding-sibling::*)"
        case .lastChild:
            return "not(following-sibling::*)"
        case .onlyChild:
            return "not(preceding-sibling::*) and not(following-sibling::*)"
        case .empty:
            return "not(node())"
        }
    }

    /// Whether the whitespace-separated words of `subject` include `word`.
    private static func containsWord(_ subject: String, _ word: String) -> String {
        "contains(concat(' ', normalize-space(\(subject)), ' '), \(literal(" " + word + " ")))"
    }

    /// `text` as an XPath string literal; XPath 1.0 has no escapes, so text with both quotes is
    /// a `concat()` of pieces.
    static func literal(_ text: String) -> String {
        if !text.contains("'") { return "'" + text + "'" }
        if !text.contains("\"") { return "\"" + text + "\"" }
        let pieces = text.split(separator: "'", omittingEmptySubsequences: false).map { "'" + $0 + "'" }
        return "concat(" + pieces.joined(separator: ", \"'\", ") + ")"
    }

    /// Whether `name` can be written as an XPath name test (an XML NCName).
    private static func isNCName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0 == "." || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
