import BridgeLintCore

/// Messages name elements by their tag names; an element whose name ERB writes
/// (`<h<%= level %>>`) is `#dynamic` in the tree, a name no reader knows.
extension TreeBuilder {
    /// Names the elements whose tag name ERB writes as the template writes them
    /// (`<h<%= level %>>`) in every message, help, note and `sameEndNote`, or, when the template
    /// writes several such names differently, as what they are. Messages call them `#dynamic`
    /// (the tree's name) or by the name's written part (`<h>`), where that part is no HTML
    /// element's name and no other element of the template has it.
    mutating func nameDynamicElementsInMessages() {
        // Most templates have no finding: they are not walked.
        guard !issues.isEmpty else { return }
        let dynamic = elements.indices.filter { elements[$0].origin == .html && elements[$0].name == "#dynamic" }
        guard !dynamic.isEmpty else { return }
        let others = Set(elements.indices.filter { elements[$0].name != "#dynamic" }.map(tagName))
        let parts = Set(dynamic.map(tagName)).filter { !$0.isEmpty && !HTMLElementKinds.names.contains($0) && !others.contains($0) }
        let placeholders = ["#dynamic"] + parts.sorted()
        let written = Set(dynamic.map { writtenName(of: elements[$0]) })
        let replacements: [(String, String)] = placeholders.flatMap { placeholder -> [(String, String)] in
            let (start, end) = ("`<\(placeholder)>`", "`</\(placeholder)>`")
            if written.count == 1, let name = written.first { return [(start, "`<\(name)>`"), (end, "`</\(name)>`")] }
            return [("the " + start, "the element whose tag name ERB writes"), (start, "an element whose tag name ERB writes"), (end, "its end tag")]
        }
        func named(_ text: String) -> String {
            replacements.reduce(text) { $0.replacing($1.0, with: $1.1) }
        }
        for index in issues.indices {
            issues[index].message = named(issues[index].message)
            issues[index].help = issues[index].help.map(named)
            issues[index].relatedMessage = issues[index].relatedMessage.map(named)
            // A note a rule may take off the message again stays its suffix.
            issues[index].sameEndNote = issues[index].sameEndNote.map(named)
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
