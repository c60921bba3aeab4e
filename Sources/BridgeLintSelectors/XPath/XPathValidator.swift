/// Checks an XPath expression before any template is read: libxml2 compiles it (syntax,
/// namespace prefixes), and every function it calls must exist, which libxml2 itself finds
/// out only when a call is evaluated (so never, on a template where its step matches nothing).
import CLibXML2

enum XPathValidator {
    static func validate(_ expression: String) throws(SelectorError) {
        let characters = Array(expression.unicodeScalars)
        guard !characters.allSatisfy({ $0.properties.isWhitespace }) else { throw SelectorError("the selector is empty", column: 1) }
        // Selectors are checked on the main thread when the configuration is read, before any
        // template is linted: libxml2 is initialized there, once, as it asks.
        xmlInitParser()
        let document = htmlNewDocNoDtD(nil, nil)
        defer { xmlFreeDoc(document) }
        let context = XPathContext(document: document, functions: nil)
        try context.compile(expression)
        for name in names(in: characters) {
            if let prefix = name.prefix, prefix != SelectorDocument.namespacePrefix {
                throw SelectorError("unknown namespace prefix `\(prefix):`; bridgelint defines only `bl:`", column: name.column)
            }
        }
        for call in names(in: characters) where call.isCall {
            if call.prefix != nil, let function = BridgeLintXPathFunction(rawValue: call.name),
               argumentCount(in: characters, callAt: call.column - 1) != function.argumentCount {
                throw SelectorError("`\(function.signature)` takes \(function.argumentCount == 1 ? "one argument" : "no argument")", column: call.column)
            }
            guard !context.hasFunction(call.name, namespaceURI: call.prefix.map(namespace)) else { continue }
            let known = call.prefix == SelectorDocument.namespacePrefix
                ? "; bridgelint's are " + BridgeLintXPathFunction.allCases.map { "`\($0.signature)`" }.joined(separator: ", ")
                : ""
            throw SelectorError("unknown function `\(call.prefix.map { $0 + ":" } ?? "")\(call.name)()`\(known)", column: call.column)
        }
        // What else only evaluation finds (a wrong argument type in a top-level call).
        xmlXPathFreeObject(try context.evaluate(expression))
    }

    private static func namespace(of prefix: String) -> String {
        prefix == SelectorDocument.namespacePrefix ? SelectorDocument.namespaceURI : prefix
    }

    /// The names written outside string literals; `isCall` for those before `(`, but for node
    /// tests and operators.
    private static func names(in characters: [Unicode.Scalar]) -> [(prefix: String?, name: String, column: Int, isCall: Bool)] {
        var names: [(String?, String, Int, Bool)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" || character == "\"" {
                index = endOfLiteral(in: characters, at: index)
                continue
            }
            guard isNameStart(character) else {
                index += 1
                continue
            }
            let start = index
            var name = readName(characters, from: &index)
            var prefix: String?
            // `prefix:name`, not the `::` of an axis.
            if index + 1 < characters.count, characters[index] == ":", isNameStart(characters[index + 1]) {
                index += 1
                prefix = name
                name = readName(characters, from: &index)
            }
            var next = index
            while next < characters.count, characters[next].properties.isWhitespace { next += 1 }
            let isCall = next < characters.count && characters[next] == "(" && (prefix != nil || !notFunctions.contains(name))
            names.append((prefix, name, start + 1, isCall))
        }
        return names
    }

    /// How many arguments the call starting at `start` passes: commas at its own depth.
    private static func argumentCount(in characters: [Unicode.Scalar], callAt start: Int) -> Int {
        guard var index = characters[start...].firstIndex(of: "(") else { return 0 }
        var depth = 0
        var commas = 0
        var isEmpty = true
        while index < characters.count {
            let character = characters[index]
            if character == "'" || character == "\"" {
                isEmpty = false
                index += 1
                while index < characters.count, characters[index] != character { index += 1 }
            } else if character == "(" || character == "[" {
                depth += 1
                if depth > 1 { isEmpty = false }
            } else if character == ")" || character == "]" {
                depth -= 1
                if depth == 0 { break }
            } else if character == ",", depth == 1 {
                commas += 1
            } else if !character.properties.isWhitespace {
                isEmpty = false
            }
            index += 1
        }
        return isEmpty && commas == 0 ? 0 : commas + 1
    }

    /// The index just past the string literal whose opening quote is at `start`.
    static func endOfLiteral(in characters: [Unicode.Scalar], at start: Int) -> Int {
        var index = start + 1
        while index < characters.count, characters[index] != characters[start] { index += 1 }
        return index + 1
    }

    /// `name` or `prefix:name` (not the `::` of an axis) from `index`, which ends past it.
    static func readQualifiedName(_ characters: [Unicode.Scalar], from index: inout Int) -> String {
        var name = readName(characters, from: &index)
        if index + 1 < characters.count, characters[index] == ":", isNameStart(characters[index + 1]) {
            index += 1
            name += ":" + readName(characters, from: &index)
        }
        return name
    }

    static func readName(_ characters: [Unicode.Scalar], from index: inout Int) -> String {
        let start = index
        while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
        return String(String.UnicodeScalarView(characters[start..<index]))
    }

    /// Names followed by `(` that are no function: node tests and operators.
    private static let notFunctions: Set<String> = ["node", "text", "comment", "processing-instruction", "and", "or", "div", "mod"]

    static func isNameStart(_ character: Unicode.Scalar) -> Bool {
        character == "_" || character.properties.isAlphabetic
    }

    static func isNameCharacter(_ character: Unicode.Scalar) -> Bool {
        isNameStart(character) || character == "-" || character == "." || ("0"..."9").contains(character)
    }
}
