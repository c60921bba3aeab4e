import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML with Foundation's parser: a document that does not parse throws, one that does
/// gives its elements in document order, attributes and text decoded.
final class XMLElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    struct NotWellFormed: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    static func parse(_ document: String) throws -> [Element] {
        let parser = XMLParser(data: Data(document.utf8))
        let reader = XMLElements()
        parser.delegate = reader
        guard parser.parse() else {
            throw NotWellFormed(description: parser.parserError.map { "\($0)" } ?? "unknown parser error")
        }
        return reader.elements
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }
}
