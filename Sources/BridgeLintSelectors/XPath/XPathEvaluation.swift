import CLibXML2

/// What the `bl:` XPath functions ask beyond the template: the app's render graph.
package protocol SelectorFunctions: AnyObject {
    /// `bl:mounts('id')`: whether controller `identifier` may be mounted on the element or
    /// around it. False only when the files prove it is not, on some render path.
    func mounts(_ identifier: String, aroundElement index: Int) -> Bool
    /// `bl:controller()`: the controllers whose scope the element is in, on it or around it.
    func controllers(aroundElement index: Int) -> [String]
    /// `bl:target-of('id')`: whether the element is a Stimulus target of controller
    /// `identifier`: it says so (`data-<identifier>-target`) and no render path is known not
    /// to mount the controller around it.
    func isTarget(ofController identifier: String, element index: Int) -> Bool
    /// `bl:rendered-in('name')`: whether the template is, itself or on some render path the
    /// files prove, inside the layout, page or other template `name`.
    func isRendered(inside name: String) -> Bool
}

/// The functions bridgelint registers in the `bl` namespace, by name.
package enum BridgeLintXPathFunction: String, CaseIterable, Sendable {
    case mounts
    case controller
    case targetOf = "target-of"
    case renderedIn = "rendered-in"

    var argumentCount: Int { self == .controller ? 0 : 1 }

    /// How it is written in an XPath expression, with its arguments.
    package var signature: String {
        switch self {
        case .mounts: "bl:mounts('identifier')"
        case .controller: "bl:controller()"
        case .targetOf: "bl:target-of('identifier')"
        case .renderedIn: "bl:rendered-in('layout or page')"
        }
    }
}

extension SelectorDocument {
    /// The indices in `template.elements` of the elements `selector` selects, in document
    /// order: an attribute or text node selects its element. `functions` answers the `bl:`
    /// functions; without it `bl:mounts` holds everywhere, `bl:controller` returns nothing,
    /// and `bl:target-of` and `bl:rendered-in` hold nowhere.
    package func elements(matching selector: Selector, functions: (any SelectorFunctions)?) throws(SelectorError) -> [Int] {
        let result = try context(for: functions).evaluate(selector.xpath)
        defer { xmlXPathFreeObject(result) }
        guard result.pointee.type == XPATH_NODESET else {
            throw SelectorError("the expression gives \(XPathContext.describe(result.pointee.type)), not elements", column: 1)
        }
        guard let set = result.pointee.nodesetval, set.pointee.nodeNr > 0 else { return [] }
        var indices: Set<Int> = []
        for position in 0..<Int(set.pointee.nodeNr) {
            if let index = Self.elementIndex(of: set.pointee.nodeTab[position]) { indices.insert(index) }
        }
        return indices.sorted()
    }
}

/// A libxml2 XPath context on one document: the `bl` namespace and its functions registered,
/// errors kept instead of printed. Used by one thread at a time.
final class XPathContext {
    private let context: xmlXPathContextPtr
    private let table: FunctionTable

    let functions: (any SelectorFunctions)?

    init(document: xmlDocPtr?, functions: (any SelectorFunctions)?) {
        self.functions = functions
        bridgelint_silence_generic_errors()
        context = xmlXPathNewContext(document)
        table = FunctionTable(functions: functions)
        context.pointee.userData = Unmanaged.passUnretained(table).toOpaque()
        // Errors are kept in `lastError`, not printed.
        context.pointee.error = { _, _ in }
        // Bounded work: a selector that would walk the tree too long fails instead.
        context.pointee.opLimit = Self.operationLimit
        xmlXPathRegisterNs(context, SelectorDocument.namespacePrefix, SelectorDocument.namespaceURI)
        for function in BridgeLintXPathFunction.allCases {
            xmlXPathRegisterFuncNS(context, function.rawValue, SelectorDocument.namespaceURI, Self.implementation(of: function))
        }
    }

    deinit { xmlXPathFreeContext(context) }

    /// libxml2 operations one evaluation may take: far above what a selector over a large
    /// template needs (a few thousand nodes, each visited a few times).
    static let operationLimit: UInt = 50_000_000

    /// Evaluates `expression`; on failure, libxml2's error with its position.
    func evaluate(_ expression: String) throws(SelectorError) -> xmlXPathObjectPtr {
        // Each evaluation starts from the document node.
        context.pointee.node = nil
        if let result = withExtendedLifetime(table, { xmlXPathEval(expression, context) }) { return result }
        throw lastError(in: expression)
    }

    /// Compiles `expression` without evaluating it: its syntax and namespace prefixes.
    func compile(_ expression: String) throws(SelectorError) {
        guard let compiled = xmlXPathCtxtCompile(context, expression) else { throw lastError(in: expression) }
        xmlXPathFreeCompExpr(compiled)
    }

    /// Whether the context knows the function `name` in namespace `uri` (nil: XPath's own).
    func hasFunction(_ name: String, namespaceURI uri: String?) -> Bool {
        bridgelint_xpath_has_function(context, name, uri) != 0
    }

    private func lastError(in expression: String) -> SelectorError {
        let error = context.pointee.lastError
        let code = Int(error.code) - Int(XML_XPATH_EXPRESSION_OK.rawValue)
        let message = Self.messages[code] ?? "the XPath expression cannot be evaluated"
        // libxml2 counts the offset in bytes of the expression; columns count characters.
        let byteOffset = max(0, Int(error.int1))
        let column = String(decoding: expression.utf8.prefix(byteOffset), as: UTF8.self).count + 1
        return SelectorError(message, column: column)
    }

    /// libxml2's XPath error codes (`xmlXPathError`), said for people.
    private static let messages: [Int: String] = [
        1: "a number is not written correctly",
        2: "a string is not closed",
        3: "a string or a name was expected here",
        4: "a variable reference is not written correctly",
        5: "a variable is used; bridgelint defines none",
        6: "a predicate (`[...]`) is not written correctly",
        7: "the expression is not valid XPath 1.0",
        8: "a `[` or `(` is not closed",
        9: "unknown function",
        10: "an operand has the wrong type",
        11: "a value has the wrong type for this function",
        12: "a function is called with the wrong number of arguments",
        19: "unknown namespace prefix; bridgelint defines only `bl:`",
        20: "the expression is not valid UTF-8",
        21: "a character is not valid here",
        25: "the expression takes too long to evaluate on this template",
        26: "the expression is nested too deeply",
    ]

    static func describe(_ type: xmlXPathObjectType) -> String {
        switch type {
        case XPATH_BOOLEAN: "a boolean"
        case XPATH_NUMBER: "a number"
        case XPATH_STRING: "a string"
        default: "a value"
        }
    }

    // MARK: The `bl:` functions

    /// The object `userData` points at during an evaluation.
    final class FunctionTable {
        let functions: (any SelectorFunctions)?
        init(functions: (any SelectorFunctions)?) { self.functions = functions }
    }

    private static func implementation(of function: BridgeLintXPathFunction) -> xmlXPathFunction {
        switch function {
        case .mounts:
            return { parser, count in
                guard let parser, let call = Call(parser, count: count, expected: 1) else { return }
                let identifier = call.popString()
                let mounts = call.elementIndex.flatMap { index in call.functions?.mounts(identifier, aroundElement: index) } ?? true
                valuePush(parser, xmlXPathNewBoolean(mounts ? 1 : 0))
            }
        case .controller:
            return { parser, count in
                guard let parser, let call = Call(parser, count: count, expected: 0) else { return }
                let identifiers = call.elementIndex.flatMap { index in call.functions?.controllers(aroundElement: index) } ?? []
                valuePush(parser, xmlXPathNewString(identifiers.joined(separator: " ")))
            }
        case .targetOf:
            return { parser, count in
                guard let parser, let call = Call(parser, count: count, expected: 1) else { return }
                let identifier = call.popString()
                let isTarget = call.elementIndex.flatMap { index in call.functions?.isTarget(ofController: identifier, element: index) } ?? false
                valuePush(parser, xmlXPathNewBoolean(isTarget ? 1 : 0))
            }
        case .renderedIn:
            return { parser, count in
                guard let parser, let call = Call(parser, count: count, expected: 1) else { return }
                let name = call.popString()
                valuePush(parser, xmlXPathNewBoolean(call.functions?.isRendered(inside: name) == true ? 1 : 0))
            }
        }
    }

    /// A call of a `bl:` function: its arguments checked, the element it is asked about.
    private struct Call {
        let parser: xmlXPathParserContextPtr

        init?(_ parser: xmlXPathParserContextPtr, count: Int32, expected: Int32) {
            guard count == expected else {
                xmlXPathErr(parser, Int32(XPATH_INVALID_ARITY.rawValue))
                return nil
            }
            self.parser = parser
        }

        var functions: (any SelectorFunctions)? {
            guard let data = parser.pointee.context.pointee.userData else { return nil }
            return Unmanaged<FunctionTable>.fromOpaque(data).takeUnretainedValue().functions
        }

        var elementIndex: Int? { SelectorDocument.elementIndex(of: parser.pointee.context.pointee.node) }

        func popString() -> String {
            guard let text = xmlXPathPopString(parser) else { return "" }
            defer { bridgelint_xml_free(text) }
            return String(cString: text)
        }
    }
}
