/// What an XPath expression can read of a template's tree, worked out from its text so that a
/// template is turned into a document only when, and only as far as, a selector needs it.
/// Each answer errs towards "more": nil means "cannot tell", and the caller then builds all.
enum XPathNeeds {
    /// For an expression that is a union of paths each starting `//name` (`//img[not(@alt)]`,
    /// `//button/span | //a`), an element of each name, with the attributes its leading
    /// predicates require (`//a[@data-turbo-confirm]`, `//a[@target='_blank']`: a comparison
    /// of an attribute holds only where the attribute exists). Nil for anything else.
    static func candidates(for expression: String) -> [Selector.Candidate]? {
        var candidates: [Selector.Candidate] = []
        for path in topLevelUnion(Array(expression.unicodeScalars)) {
            let characters = Array(path.drop { $0.properties.isWhitespace })
            guard characters.starts(with: ["/", "/"]) else { return nil }
            var index = 2
            guard index < characters.count, XPathValidator.isNameStart(characters[index]) else { return nil }
            let name = XPathValidator.readName(characters, from: &index)
            let next = index < characters.count ? characters[index] : " "
            // `//svg:rect` or `//child::a` is not a plain name.
            guard next != ":", next != "(" else { return nil }
            var attributes: [String] = []
            while index < characters.count, characters[index] == "[", let end = closingBracket(in: characters, from: index) {
                if let attribute = requiredAttribute(in: Array(characters[(index + 1)..<end])) { attributes.append(attribute) }
                index = end + 1
            }
            candidates.append(Selector.Candidate(name: name, attributes: attributes))
        }
        return candidates.isEmpty ? nil : candidates
    }

    /// The attributes the expression reads (`@alt`, `@bl:branch`), by name as written; nil when
    /// it may read any (`@*`, the `attribute::` axis, `id()` and `lang()`, which read
    /// attributes they do not name).
    static func attributeNames(in expression: String) -> Set<String>? {
        let characters = Array(expression.unicodeScalars)
        var names: Set<String> = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" || character == "\"" {
                index = XPathValidator.endOfLiteral(in: characters, at: index)
            } else if character == "@" {
                index = skipSpaces(characters, from: index + 1)
                guard index < characters.count, XPathValidator.isNameStart(characters[index]) else { return nil }
                names.insert(XPathValidator.readQualifiedName(characters, from: &index))
            } else if XPathValidator.isNameStart(character) {
                let name = XPathValidator.readName(characters, from: &index)
                let next = skipSpaces(characters, from: index)
                let isAxis = next + 1 < characters.count && characters[next] == ":" && characters[next + 1] == ":"
                let isCall = next < characters.count && characters[next] == "("
                if isAxis && (name == "attribute" || name == "namespace") || isCall && (name == "id" || name == "lang") { return nil }
            } else {
                index += 1
            }
        }
        return names
    }

    /// Whether the expression may read text nodes, so that a document without them would
    /// select otherwise. It may, outside string literals, through a `text()`, `node()`,
    /// `comment()` or `processing-instruction()` test, the context item (`.`, `..`), a string
    /// function of the context node (`string()`, `string-length()`, `normalize-space()`,
    /// `number()`), or an element step inside a predicate or an argument, which may stand for
    /// its text (`//a[span='x']`). Errs towards yes: `//a[ancestor::nav]` reads none, but is
    /// said to.
    static func readsText(_ expression: String) -> Bool {
        let characters = Array(expression.unicodeScalars)
        var depth = 0
        var index = 0
        // The last character outside spaces before the one in hand.
        var previous: Unicode.Scalar = " "
        while index < characters.count {
            let character = characters[index]
            if character == "'" || character == "\"" {
                index = XPathValidator.endOfLiteral(in: characters, at: index)
                previous = character
                continue
            }
            if character == "." { return true }
            if character == "[" || character == "(" { depth += 1 }
            if character == "]" || character == ")" { depth -= 1 }
            // `*` in a predicate is an element step (or a product), but for `@*`.
            if character == "*", depth > 0, previous != "@" { return true }
            guard XPathValidator.isNameStart(character) else {
                if !character.properties.isWhitespace { previous = character }
                index += 1
                continue
            }
            let follows = previous
            let name = XPathValidator.readQualifiedName(characters, from: &index)
            previous = "a"
            let next = skipSpaces(characters, from: index)
            if next < characters.count, characters[next] == "(" {
                if ["text", "node", "comment", "processing-instruction"].contains(name) { return true }
                let argumentStart = skipSpaces(characters, from: next + 1)
                let withoutArguments = argumentStart < characters.count && characters[argumentStart] == ")"
                if withoutArguments, ["string", "string-length", "normalize-space", "number"].contains(name) { return true }
                continue
            }
            let isAxis = next + 1 < characters.count && characters[next] == ":" && characters[next + 1] == ":"
            // After an operand, `and`, `or`, `div` and `mod` are operators.
            let isOperator = ["and", "or", "div", "mod"].contains(name)
                && (follows == ")" || follows == "]" || follows == "'" || follows == "\"" || XPathValidator.isNameCharacter(follows))
            if depth > 0, follows != "@", !isAxis, !isOperator { return true }
        }
        return false
    }

    /// A predicate's attribute that must exist for it to hold: `@name` alone, or compared
    /// (`@name='x'`, `@name != 'x'`, `@tabindex > 0`); nil for anything else.
    private static func requiredAttribute(in predicate: [Unicode.Scalar]) -> String? {
        var index = skipSpaces(predicate, from: 0)
        guard index < predicate.count, predicate[index] == "@" else { return nil }
        index += 1
        guard index < predicate.count, XPathValidator.isNameStart(predicate[index]) else { return nil }
        let name = XPathValidator.readName(predicate, from: &index)
        index = skipSpaces(predicate, from: index)
        guard index < predicate.count else { return name }
        // `@bl:branch` is no attribute of the template's elements; `@a or @b` needs neither.
        guard ["=", "!", "<", ">"].contains(predicate[index]) else { return nil }
        var rest = index + 1
        if rest < predicate.count, predicate[rest] == "=" { rest += 1 }
        rest = skipSpaces(predicate, from: rest)
        // The other side a plain literal or number, and nothing after it (no `and`, `or`).
        guard rest < predicate.count else { return nil }
        let quote = predicate[rest]
        if quote == "'" || quote == "\"" {
            guard let close = predicate[(rest + 1)...].firstIndex(of: quote) else { return nil }
            rest = close + 1
        } else {
            while rest < predicate.count, ("0"..."9").contains(predicate[rest]) || predicate[rest] == "." { rest += 1 }
        }
        return skipSpaces(predicate, from: rest) == predicate.count ? name : nil
    }

    /// The index of the `]` closing the `[` at `start`, past nested brackets and strings.
    private static func closingBracket(in characters: [Unicode.Scalar], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "'" || character == "\"" {
                index = XPathValidator.endOfLiteral(in: characters, at: index)
                continue
            }
            if character == "[" { depth += 1 }
            if character == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    private static func skipSpaces(_ characters: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
        return index
    }

    /// The expression split at each `|` outside brackets, parentheses and strings.
    private static func topLevelUnion(_ characters: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = [[]]
        var depth = 0
        var quote: Unicode.Scalar?
        for character in characters {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            } else if character == "|", depth == 0 {
                parts.append([])
                continue
            }
            parts[parts.count - 1].append(character)
        }
        return parts
    }
}
