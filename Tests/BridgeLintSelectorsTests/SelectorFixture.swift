import BridgeLintCore
@testable import BridgeLintSelectors
import BridgeLintTemplate

/// A template built into a libxml2 document, and what a selector matches on it, each element
/// as `name line:column` of its start tag.
struct SelectorFixture {
    let template: Template
    let document: SelectorDocument

    init(_ text: String, path: String = "app/views/pages/show.html.erb") {
        self.init(document: SelectorDocument(template: TemplateParser.parse(SourceFile(path: path, text: text))))
    }

    init(document: SelectorDocument) {
        template = document.template
        self.document = document
    }

    func matches(_ selector: Selector, functions: (any SelectorFunctions)? = nil) throws -> [String] {
        try document.elements(matching: selector, functions: functions).map { index in
            let element = template.elements[index]
            let position = template.file.position(of: element.startTagRange.start)
            return "\(element.name) \(position.line):\(position.column)"
        }
    }

    func css(_ source: String) throws -> [String] { try matches(Selector.css(source)) }

    func xpath(_ source: String) throws -> [String] { try matches(Selector.xpath(source)) }
}
