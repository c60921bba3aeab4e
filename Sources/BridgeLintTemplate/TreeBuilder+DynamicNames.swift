import BridgeLintCore

/// Messages name elements by their tag names; an element whose name ERB writes
/// (`<h<%= level %>>`) is `#dynamic` in the tree, a name no reader knows.
extension TreeBuilder {
    /// Names the elements whose tag name ERB writes as the template writes them
    /// (`<h<%= level %>>`) in every message, help and note, or, when the template writes several
    /// such names differently, as what they are.
    mutating func nameDynamicElementsInMessages() {
        let start = "`<#dynamic>`", end = "`</#dynamic>`"
        func mentions(_ text: String?) -> Bool { text.map { $0.contains(start) || $0.contains(end) } ?? false }
        guard issues.contains(where: { mentions($0.message) || mentions($0.help) || mentions($0.relatedMessage) }) else { return }
        let written = Set(elements.filter { $0.origin == .html && $0.name == "#dynamic" }.map(writtenName(of:)))
        let replacements: [(String, String)] = if written.count == 1, let name = written.first {
            [(start, "`<\(name)>`"), (end, "`</\(name)>`")]
        } else {
            [("the " + start, "the element whose tag name ERB writes"), (start, "an element whose tag name ERB writes"), (end, "its end tag")]
        }
        func named(_ text: String) -> String {
            replacements.reduce(text) { $0.replacing($1.0, with: $1.1) }
        }
        for index in issues.indices where mentions(issues[index].message) || mentions(issues[index].help) || mentions(issues[index].relatedMessage) {
            issues[index].message = named(issues[index].message)
            issues[index].help = issues[index].help.map(named)
            issues[index].relatedMessage = issues[index].relatedMessage.map(named)
        }
    }

    /// The tag name of `element` as written, with the ERB outputs that write it (`h<%= level %>`):
    /// from after its `<` to the first blank, `/` or `>` outside an ERB tag.
    private func writtenName(of element: Element) -> String {
        let tags = erbTags(in: element.range)
        var offset = element.range.start + 1
        while offset < element.range.end {
            if let tag = tags.first(where: { $0.range.start == offset }) {
                offset = tag.range.end
                continue
            }
            let byte = bytes[offset]
            if HTMLTokenizer.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
            offset += 1
        }
        return String(decoding: bytes[(element.range.start + 1)..<offset], as: UTF8.self)
    }
}
