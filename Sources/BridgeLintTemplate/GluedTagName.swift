import BridgeLintCore

/// `<tdclass="w">`: an attribute written without the blank before it. The tokenizer reads a tag
/// name up to a blank, `/` or `>`, so browsers make an element named `tdclass="w"` (no `<td>`,
/// and no `class`). Recognized when the name holds `=` or a quote, the part before starts with
/// an HTML element's name (the longest such), and what follows that is an attribute name HTML
/// or the app commonly writes: a custom element (`<my-card>`) or text made a tag
/// (`<ID=10,length=5>`) is left alone. Also recognized: `<span">`, an element's name with only
/// stray quotes, commas or semicolons after it (browsers make an element named `span"`).
struct GluedTagName {
    /// The element name as written (`td`).
    var element: String
    var glue: Glue

    /// What the name swallowed after the element's name.
    enum Glue {
        /// An attribute as written, with its value (`class="w"`), and its name (`class`).
        case attribute(String, name: String)
        /// Stray punctuation (`"` of `<span">`).
        case punctuation(String)
    }

    init?(_ tag: HTMLStartTag, in bytes: [UInt8]) {
        let name = Array(bytes[tag.nameRange.start..<tag.nameRange.end])
        if let stray = name.firstIndex(where: Self.isStrayPunctuation), stray > 0, name[stray...].allSatisfy(Self.isStrayPunctuation),
           HTMLElementKinds.names.contains(String(decoding: name[..<stray], as: UTF8.self)) {
            element = String(decoding: name[..<stray], as: UTF8.self)
            glue = .punctuation(String(decoding: name[stray...], as: UTF8.self))
            return
        }
        guard let glue = name.firstIndex(where: { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }),
              !name[..<glue].contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return nil }
        let head = String(decoding: name[..<glue], as: UTF8.self)
        guard let split = (1..<max(1, head.count)).reversed().first(where: { length in
            HTMLElementKinds.names.contains(String(head.prefix(length))) && Self.isAttributeName(String(head.dropFirst(length)))
        }) else { return nil }
        element = String(head.prefix(split))
        // The value runs to its closing quote, which may lie past the name (`<tdclass="a b">`).
        var end = tag.nameRange.end
        let afterEquals = tag.nameRange.start + glue + 1
        if name[glue] == UInt8(ascii: "="), afterEquals < tag.nameRange.end,
           bytes[afterEquals] == UInt8(ascii: "\"") || bytes[afterEquals] == UInt8(ascii: "'"),
           let close = bytes[(afterEquals + 1)..<max(afterEquals + 1, tag.closeOffset)].firstIndex(of: bytes[afterEquals]) {
            end = close + 1
        }
        self.glue = .attribute(String(decoding: bytes[(tag.nameRange.start + split)..<end], as: UTF8.self), name: String(head.dropFirst(split)))
    }

    private static func isStrayPunctuation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
    }

    /// Whether `name` reads as an attribute name: one HTML defines that templates often write,
    /// or a `data-` or `aria-` attribute.
    private static func isAttributeName(_ name: String) -> Bool {
        commonAttributes.contains(name) || (name.hasPrefix("data-") || name.hasPrefix("aria-")) && name.count > 5
    }

    private static let commonAttributes: Set<String> = [
        "accept", "action", "align", "alt", "autocomplete", "autofocus", "bgcolor", "border", "cellpadding", "cellspacing",
        "charset", "checked", "class", "cols", "colspan", "content", "dir", "disabled", "enctype", "for", "form", "headers",
        "height", "hidden", "href", "id", "lang", "max", "maxlength", "method", "min", "multiple", "name", "nowrap",
        "onclick", "pattern", "placeholder", "readonly", "rel", "required", "role", "rows", "rowspan", "scope", "selected",
        "size", "span", "src", "step", "style", "tabindex", "target", "title", "type", "valign", "value", "width",
    ]
}
