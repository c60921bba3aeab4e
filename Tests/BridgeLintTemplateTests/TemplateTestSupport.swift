import BridgeLintCore
@testable import BridgeLintTemplate
import Testing

/// A parsed template with the look-ups every parser test needs: find an element or attribute,
/// and print ranges as `line:column-line:column` so expectations state exact positions.
struct Parsed {
    let template: Template

    init(_ text: String) {
        template = TemplateParser.parse(SourceFile(path: "test.html.erb", text: text))
    }

    init(bytes: [UInt8]) {
        template = TemplateParser.parse(SourceFile(path: "test.html.erb", bytes: bytes))
    }

    init(_ template: Template) {
        self.template = template
    }

    /// `line:column-line:column`, columns in Unicode scalars.
    func span(_ range: SourceRange) -> String {
        let location = template.file.location(of: range)
        return "\(location.start.line):\(location.start.column)-\(location.end.line):\(location.end.column)"
    }

    /// The `occurrence`-th element named `name` in document order; records a failure when absent.
    func element(_ name: String, _ occurrence: Int = 0, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Element {
        let matches = template.elements.filter { $0.name == name }
        return try #require(occurrence < matches.count ? matches[occurrence] : nil, "no \(name) #\(occurrence)", sourceLocation: sourceLocation)
    }

    func attribute(_ name: String, of element: Element, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Attribute {
        try #require(element.attribute(named: name), "no \(name) on \(element.name)", sourceLocation: sourceLocation)
    }

    /// The tree as nested names: `form(button(span)) a`. Iterative, so 5,000 levels are fine.
    var tree: String {
        var text = ""
        // nil closes the parenthesis of the element whose children were just written.
        var stack: [Int?] = template.roots.reversed().map(\.index)
        while let entry = stack.popLast() {
            guard let index = entry else {
                text += ")"
                continue
            }
            let element = template.elements[index]
            if !text.isEmpty, text.last != "(" { text += " " }
            text += element.name
            if !element.children.isEmpty {
                text += "("
                stack.append(nil)
                stack.append(contentsOf: element.children.reversed().map { Optional($0) })
            }
        }
        return text
    }

    /// Everything known about an attribute on one line:
    /// `name 1:6-1:21 = text "a b" 1:23-1:26 [a 1:23-1:24, b 1:25-1:26]`.
    func describe(_ attribute: Attribute) -> String {
        var line = "\(attribute.name) \(span(attribute.nameRange))"
        guard let value = attribute.value else { return line }
        line += " = \(value.kind)"
        if let text = value.staticText { line += " \"\(text)\"" }
        line += " \(span(value.range))"
        let tokens = value.staticTokens.map { "\($0.text) \(span($0.range))" }
        if !tokens.isEmpty { line += " [" + tokens.joined(separator: ", ") + "]" }
        return line
    }

    /// `describe` for each attribute of the element.
    func attributes(of element: Element) -> [String] {
        element.attributes.map(describe)
    }

    /// Each issue as `kind line:column-line:column`.
    var issues: [String] {
        template.issues.map { "\($0.kind) \(span($0.range))" }
    }

    /// `issues`, each followed by what it does to the page: `moves` or `harmless`.
    var damage: [String] {
        template.issues.map { "\($0.kind) \(span($0.range)) \($0.movesContent ? "moves" : "harmless")" }
    }
}
