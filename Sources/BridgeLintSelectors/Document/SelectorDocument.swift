import BridgeLintCore
import BridgeLintTemplate
import CLibXML2

/// A template's tree as a libxml2 HTML document, built from bridgelint's own tree (the one the
/// browser builds, with Rails helper calls as the elements they render) for selectors to run on.
///
/// - Every element keeps its attributes (those its selectors may read: see `init`) as the
///   rules see them: a static value as its text, a dynamic one (ERB, `#{}`, a Ruby
///   expression) as its source text; a helper's `data:` keys as `data-*` attributes. A
///   repeated attribute keeps its first value, as browsers do.
/// - A helper's element also has what Rails always renders for it (`link_to`'s `href`, a
///   `button_to`'s `type="submit"`, a form field's `name` and `id`), values unknown: `…`.
/// - Text between elements is kept as written, ERB tags included; text a helper renders from
///   a Ruby expression (`link_to user.name, ...`) is `…`.
/// - Attributes in the `bl` namespace say what the template adds to the browser's view:
///   `bl:helper` (the helper that renders the element: `link_to`), `bl:branch` (the ERB
///   branches around it, outermost first, separated by `; `: `if signed_in?; else`), and
///   `bl:dynamic-attributes` (the element may have attributes the template does not show).
/// - Each node's `_private` holds its element's index (plus one) in `Template.elements`, so a
///   match leads back to its source range.
///
/// Elements with several roots (a partial) hang directly under the document node.
package final class SelectorDocument {
    /// The namespace of bridgelint's attributes and XPath functions.
    package static let namespaceURI = "https://bridgelint.dev/ns/selectors"
    package static let namespacePrefix = "bl"

    package let template: Template
    let pointer: xmlDocPtr
    private let namespace: xmlNsPtr
    private let withText: Bool
    /// The attributes the document holds (see `init`); nil for all.
    private let attributeNames: Set<String>?
    /// The XPath context of the last evaluation, kept for the next with the same functions.
    private var lastContext: XPathContext?

    /// How many documents have been built in this process: what shows that a run without
    /// selectors builds none.
    package static var builtCount: Int { counter.withLock { $0 } }
    private static let counter = Locked(0)

    /// `withText` false leaves text out, for selectors that do not read it (see `Selector.readsText`);
    /// `attributeNames` keeps only those attributes (`bl:branch` for bridgelint's), for
    /// selectors that read no others (see `Selector.attributeNames`): fewer nodes to make.
    package init(template: Template, withText: Bool = true, attributeNames: Set<String>? = nil) {
        xmlInitParser()
        self.template = template
        self.withText = withText
        self.attributeNames = attributeNames
        pointer = htmlNewDocNoDtD(nil, nil)
        // Element and attribute names are interned in the document's dictionary, not copied.
        pointer.pointee.dict = xmlDictCreate()
        namespace = xmlNewNs(nil, Self.namespaceURI, Self.namespacePrefix)
        Self.counter.withLock { $0 += 1 }
        build()
    }

    deinit {
        lastContext = nil
        xmlFreeDoc(pointer)
        xmlFreeNs(namespace)
    }

    /// The index in `template.elements` of the element `node` stands for: the node itself, or
    /// the element holding an attribute or text node; nil for the document node.
    package static func elementIndex(of node: xmlNodePtr?) -> Int? {
        var current = node
        while let node = current {
            if node.pointee.type == XML_ELEMENT_NODE, let marker = node.pointee._private {
                return Int(bitPattern: marker) - 1
            }
            current = node.pointee.parent
        }
        return nil
    }

    /// An XPath context on this document answering `bl:` calls with `functions`.
    func context(for functions: (any SelectorFunctions)?) -> XPathContext {
        if let context = lastContext, context.functions === functions { return context }
        let context = XPathContext(document: pointer, functions: functions)
        lastContext = context
        return context
    }

    /// Whether `selector` may select something in `template` (see `Inventory`).
    package static func mayMatch(_ selector: Selector, in template: Template) -> Bool {
        mayMatch(selector, in: Inventory(template: template))
    }

    /// Whether `selector` may select something in the template `inventory` describes: false
    /// when, for each of its candidates, the template has no element of that name or no
    /// element with one of its attributes, so no document need be built.
    package static func mayMatch(_ selector: Selector, in inventory: Inventory) -> Bool {
        guard let candidates = selector.candidates else { return true }
        return candidates.contains { candidate in
            (candidate.name.map(inventory.elementNames.contains) ?? true) && candidate.attributes.allSatisfy(inventory.attributeNames.contains)
        }
    }

    /// The element names of a template and the attribute names on its elements (with what a
    /// helper always renders), gathered once for every selector of a run to ask. A name and
    /// an attribute found on different elements still "may" match: at worst a document is
    /// built for nothing.
    package struct Inventory: Sendable {
        let elementNames: Set<String>
        let attributeNames: Set<String>

        package init(template: Template) {
            var elementNames: Set<String> = []
            var attributeNames: Set<String> = []
            for element in template.elements where !element.isLooseDataHash {
                elementNames.insert(element.name)
                for attribute in element.attributes { attributeNames.insert(attribute.name) }
                if element.isHelper {
                    for (name, _) in SelectorDocument.renderedAttributes(of: element) { attributeNames.insert(name) }
                }
            }
            self.elementNames = elementNames
            self.attributeNames = attributeNames
        }
    }

    // MARK: Building

    private func build() {
        let elements = template.elements
        var nodes = [xmlNodePtr?](repeating: nil, count: elements.count)
        // Where the next text of each element's content starts.
        var textCursor = withText ? elements.map { $0.contentRange?.start } : Array(repeating: nil, count: elements.count)
        let branches = holds("bl:branch")
            ? template.branches.sorted { $0.range.start < $1.range.start }.map { (range: $0.range, code: $0.code(in: template.file)) } : []
        for element in elements where !element.isLooseDataHash && element.name != "#fields" {
            // Made in the document, so that adding it to its parent has no tree to move.
            guard let node = xmlNewDocNode(pointer, nil, element.name, nil) else { continue }
            node.pointee._private = UnsafeMutableRawPointer(bitPattern: element.index + 1)
            setAttributes(of: element, on: node, branches: branches)
            var parentIndex = element.parent
            // `fields_for` scopes render no element: their children belong to the element around them.
            while let index = parentIndex, nodes[index] == nil { parentIndex = elements[index].parent }
            if let parentIndex, let parent = nodes[parentIndex] {
                if let start = textCursor[parentIndex], element.range.start > start {
                    appendText(in: SourceRange(start: start, end: element.range.start), to: parent)
                }
                if let start = textCursor[parentIndex] { textCursor[parentIndex] = max(start, element.range.end) }
                xmlAddChild(parent, node)
            } else {
                xmlAddChild(UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: xmlNode.self), node)
            }
            nodes[element.index] = node
        }
        for element in elements where withText {
            guard let node = nodes[element.index] else { continue }
            if let start = textCursor[element.index], let content = element.contentRange, content.end > start {
                appendText(in: SourceRange(start: start, end: content.end), to: node)
            } else if element.contentRange == nil, element.children.isEmpty, let text = element.inlineText {
                switch text {
                case .none: break
                case .text(let string): xmlAddChild(node, xmlNewDocText(pointer, string))
                case .dynamic: xmlAddChild(node, xmlNewDocText(pointer, "…"))
                }
            }
        }
    }

    /// Whether the document holds the attribute `name`.
    private func holds(_ name: String) -> Bool {
        attributeNames?.contains(name) ?? true
    }

    private func setAttributes(of element: Element, on node: xmlNodePtr, branches: [(range: SourceRange, code: String)]) {
        let bytes = template.file.bytes
        var seen: [String] = []
        for attribute in element.attributes where !attribute.name.isEmpty && holds(attribute.name) && !seen.contains(attribute.name) {
            seen.append(attribute.name)
            let value: String
            if let written = attribute.value {
                value = written.staticText ?? String(decoding: bytes[written.range.start..<written.range.end], as: UTF8.self)
            } else {
                value = ""
            }
            xmlNewProp(node, attribute.name, value)
        }
        if case .helper(let helper) = element.origin {
            if holds("bl:helper") { xmlNewNsProp(node, namespace, "helper", helper) }
            for (name, value) in Self.renderedAttributes(of: element) where holds(name) && !seen.contains(name) { xmlNewProp(node, name, value) }
        }
        if holds("bl:branch") {
            let offset = element.startTagRange.start
            var codes = branches.filter { $0.range.start <= offset && offset < $0.range.end }.map(\.code)
            if element.isConditional { codes.append("modifier if/unless") }
            if !codes.isEmpty { xmlNewNsProp(node, namespace, "branch", codes.joined(separator: "; ")) }
        }
        if element.hasDynamicAttributes, holds("bl:dynamic-attributes") { xmlNewNsProp(node, namespace, "dynamic-attributes", "true") }
    }

    /// What a helper always renders besides its options, which the template's tree does not
    /// hold (`link_to`'s `href`, a form builder field's `name` and `id`), value unknown (`…`)
    /// unless Rails fixes it: a selector asking for them must not find them missing.
    private static func renderedAttributes(of element: Element) -> [(String, String)] {
        switch element.name {
        case "input", "select", "textarea", "trix-editor": return [("name", "…"), ("id", "…")]
        case "a": return [("href", "…")]
        case "form": return [("action", "…"), ("method", "…")]
        case "button": return [("type", "submit")]
        case "img": return [("src", "…")]
        default: return []
        }
    }

    /// The text of `range` as a text node: its text, or its source when ERB renders some.
    private func appendText(in range: SourceRange, to node: xmlNodePtr) {
        let bytes = template.file.bytes
        // Most text holds no tag, comment or ERB (`<`): its bytes are the text.
        if !bytes[range.start..<range.end].contains(UInt8(ascii: "<")) {
            bytes.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { xmlAddChild(node, xmlNewDocTextLen(pointer, base + range.start, Int32(range.end - range.start))) }
            }
            return
        }
        let text: String
        switch template.scanText(in: range) {
        case .none: return
        case .text(let string): text = string
        case .dynamic: text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        }
        xmlAddChild(node, xmlNewDocText(pointer, text))
    }
}
