import BridgeLintCore
import CLibXML2

/// A start tag as written, with exact ranges for its name and attributes.
struct HTMLStartTag: Sendable {
    var range: SourceRange
    /// Lower-cased, as the HTML parser names elements.
    var name: String
    var nameRange: SourceRange
    var attributes: [HTMLRawAttribute]
    /// Offset of the `>` that ends the tag (or the end of the file).
    var closeOffset: Int
    /// Written `<tag ... />`: closes only void and foreign (SVG, MathML) elements.
    var isSelfClosing: Bool = false
    /// A quoted value that swallowed markup (`href="/home>Home</a>`): its closing quote
    /// came much later, or never; or one cut short by a backslash-escaped quote; or an unquoted
    /// one written with backslash-escaped quotes (`class=\"card\"`).
    var unterminatedValue: HTMLRawAttribute?
    /// The first attribute whose name starts with `<`: markup read as attributes because the
    /// start tag's `>` is missing (`<label class="x"` then `</label>` on a later line).
    var markupAsAttribute: HTMLRawAttribute?
    /// For one branch's tag of a start tag split over an ERB conditional (`BranchedStartTags`):
    /// the part of its range that renders on the other paths, from the end of its branch to the
    /// end of the conditional's `end`.
    var otherBranches: SourceRange?
}

struct HTMLRawAttribute: Sendable {
    /// As written: HTML is case-insensitive, but the case is kept for messages.
    var name: String
    var nameRange: SourceRange
    /// The value's range without quotes; nil for `<input disabled>`.
    var valueRange: SourceRange?
    /// The whole attribute, name to closing quote.
    var range: SourceRange
}

struct HTMLEndTag: Sendable {
    var range: SourceRange
    var name: String
    var nameRange: SourceRange
    /// Where markup read as the end tag's attributes starts (`</li` without its `>`, then
    /// `<li class="x">` on the next line): that markup, up to the first `>`, is lost.
    var markupAsAttribute: Int?
}

/// Finds tags, end tags and comments in template text whose ERB has been masked, as the
/// WHATWG tokenizer does: the content of `script`, `style`, `textarea`, `title`, `xmp`,
/// `iframe`, `noembed`, `noframes`, `noscript` and `plaintext` is text, and `< p>` is text.
/// It does not build structure (`TreeBuilder` does).
struct HTMLTokenizer {
    private(set) var startTags: [HTMLStartTag] = []
    private(set) var endTags: [HTMLEndTag] = []
    private(set) var comments: [SourceRange] = []
    /// `</ a>`, `</</a>`: a blank, `<` or `/` after `</` makes a comment, not an end tag; the name
    /// written after it.
    private(set) var spacedEndTags: [(range: SourceRange, name: String)] = []
    /// Where ERB output becomes text rather than markup: start tags (attribute text), comments
    /// and script/style content. In document order, not overlapping.
    private(set) var textOnlyRanges: [SourceRange] = []

    /// Elements whose content the tokenizer reads as text up to their end tag: raw text
    /// (`script`, `style`), escapable raw text (`textarea`, `title`), and those the parser
    /// switches to RAWTEXT (`xmp`, `iframe`, `noembed`, `noframes`, and `noscript` with
    /// scripting on, as in every browser that runs Stimulus). `plaintext` never ends.
    static let textContentElements: Set<String> = ["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]

    init(masked bytes: [UInt8]) {
        var index = 0
        // Inside SVG and MathML, `<title>`, `<style>` and `<script>` hold markup, not text.
        var foreignDepth = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < count else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") {
                index = skipMarkupDeclaration(bytes, from: index)
            } else if next == UInt8(ascii: "/") {
                index = readEndTag(bytes, from: index)
                if let tag = endTags.last, tag.name == "svg" || tag.name == "math" { foreignDepth = max(0, foreignDepth - 1) }
            } else if HTMLTokenizer.isASCIILetter(next) {
                index = readStartTag(bytes, from: index)
                guard let tag = startTags.last else { continue }
                if tag.name == "svg" || tag.name == "math", !tag.isSelfClosing { foreignDepth += 1 }
                if HTMLElementKinds.foreignBreakout.contains(tag.name) { foreignDepth = 0 }
                if foreignDepth == 0, HTMLTokenizer.textContentElements.contains(tag.name), tag.range.end <= count {
                    index = tag.name == "plaintext" ? count : skipRawText(bytes, from: tag.range.end, name: tag.name)
                    textOnlyRanges.append(SourceRange(start: tag.range.end, end: index))
                }
            } else {
                index += 1
            }
        }
    }

    /// Keeps at most `limit` attributes per start tag. For each tag cut, returns its name's
    /// range and how many attributes it had.
    mutating func limitAttributes(to limit: Int) -> [(nameRange: SourceRange, count: Int)] {
        var cut: [(nameRange: SourceRange, count: Int)] = []
        for index in startTags.indices where startTags[index].attributes.count > limit {
            cut.append((startTags[index].nameRange, startTags[index].attributes.count))
            startTags[index].attributes.removeSubrange(limit...)
        }
        return cut
    }

    /// Replaces the start tag at each index with the tags it stands for (see `BranchedStartTags`);
    /// they start where it does or later, before the next one.
    mutating func replaceStartTags(_ replacements: [Int: [HTMLStartTag]]) {
        for (index, tags) in replacements.sorted(by: { $0.key > $1.key }) {
            startTags.replaceSubrange(index...index, with: tags)
        }
    }

    /// The last end tag that ends at or before `offset`. End tags are in document order, so
    /// their ends are sorted: a binary search, not a scan.
    func lastEndTag(endingAtOrBefore offset: Int) -> HTMLEndTag? {
        var low = 0
        var high = endTags.count
        while low < high {
            let middle = (low + high) / 2
            if endTags[middle].range.end <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? endTags[low - 1] : nil
    }

    private mutating func skipMarkupDeclaration(_ bytes: [UInt8], from start: Int) -> Int {
        if bytes.count >= start + 4, bytes[start + 2] == UInt8(ascii: "-"), bytes[start + 3] == UInt8(ascii: "-") {
            var index = start + 4
            while index + 2 < bytes.count {
                if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") {
                    comments.append(SourceRange(start: start, end: index + 3))
                    textOnlyRanges.append(SourceRange(start: start, end: index + 3))
                    return index + 3
                }
                index += 1
            }
            comments.append(SourceRange(start: start, end: bytes.count))
            textOnlyRanges.append(SourceRange(start: start, end: bytes.count))
            return bytes.count
        }
        var index = start + 2
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        return index + 1
    }

    private mutating func readEndTag(_ bytes: [UInt8], from start: Int) -> Int {
        let nameStart = start + 2
        var index = nameStart
        // `</` and a letter start an end tag; anything else is a bogus comment (no tag).
        if index < bytes.count, HTMLTokenizer.isASCIILetter(bytes[index]) {
            while index < bytes.count, HTMLTokenizer.isTagNameByte(bytes[index]) { index += 1 }
        }
        let nameEnd = index
        if nameEnd == nameStart, let spaced = Self.spacedEndTag(bytes, from: start) {
            spacedEndTags.append(spaced)
        }
        // A `<` in the name is markup the missing `>` let in (`</small</h2>`: browsers name the
        // end tag `small<`).
        var markupAsAttribute = bytes[min(nameStart + 1, nameEnd)..<nameEnd].firstIndex(of: UInt8(ascii: "<"))
        // After the name come attributes, as in a start tag (browsers drop them): a quoted
        // value may hold a `>` (`data-action="click->menu#open"`), and a `<` where an attribute
        // name starts is markup the missing `>` let in.
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), nameEnd > nameStart, markupAsAttribute == nil, index > nameEnd,
               HTMLTokenizer.isSpace(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: "\"") || bytes[index - 1] == UInt8(ascii: "'") {
                markupAsAttribute = index
            }
            index += 1
            guard byte == UInt8(ascii: "="), nameEnd > nameStart else { continue }
            while index < bytes.count, HTMLTokenizer.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
            let quote = bytes[index]
            index += 1
            while index < bytes.count, bytes[index] != quote { index += 1 }
            if index < bytes.count { index += 1 }
        }
        let end = min(index + 1, bytes.count)
        if nameEnd > nameStart {
            endTags.append(HTMLEndTag(range: SourceRange(start: start, end: end), name: HTMLTokenizer.lowercased(bytes, nameStart, nameEnd),
                                      nameRange: SourceRange(start: nameStart, end: nameEnd), markupAsAttribute: markupAsAttribute))
        }
        return end
    }

    private mutating func readStartTag(_ bytes: [UInt8], from start: Int) -> Int {
        let count = bytes.count
        let nameStart = start + 1
        var index = nameStart
        while index < count, HTMLTokenizer.isTagNameByte(bytes[index]) { index += 1 }
        let nameEnd = index
        var attributes: [HTMLRawAttribute] = []
        var afterSolidus = false
        var unterminated: HTMLRawAttribute?
        var markupAsAttribute: HTMLRawAttribute?
        while index < count {
            let byte = bytes[index]
            if HTMLTokenizer.isSpace(byte) || byte == UInt8(ascii: "/") {
                afterSolidus = byte == UInt8(ascii: "/")
                index += 1
                continue
            }
            if byte == UInt8(ascii: ">") { break }
            afterSolidus = false
            // An attribute name runs to whitespace, `=`, `>` or `/>`.
            let attributeStart = index
            while index < count {
                let c = bytes[index]
                if HTMLTokenizer.isSpace(c) || c == UInt8(ascii: "=") || c == UInt8(ascii: ">") { break }
                if c == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") { break }
                index += 1
            }
            if index == attributeStart { index += 1; continue }
            let attributeNameEnd = index
            var lookahead = index
            while lookahead < count, HTMLTokenizer.isSpace(bytes[lookahead]) { lookahead += 1 }
            var valueRange: SourceRange?
            var swallowedMarkup = false
            if lookahead < count, bytes[lookahead] == UInt8(ascii: "=") {
                index = lookahead + 1
                while index < count, HTMLTokenizer.isSpace(bytes[index]) { index += 1 }
                if index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    let valueStart = index + 1
                    index = valueStart
                    while index < count, bytes[index] != quote { index += 1 }
                    let quoted = SourceRange(start: valueStart, end: index)
                    valueRange = quoted
                    swallowedMarkup = HTMLTokenizer.swallowedMarkup(bytes, value: quoted, closedAt: index)
                    if index < count { index += 1 }
                } else {
                    let valueStart = index
                    while index < count, !HTMLTokenizer.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    valueRange = SourceRange(start: valueStart, end: index)
                    swallowedMarkup = HTMLTokenizer.opensWithEscapedQuote(bytes, value: SourceRange(start: valueStart, end: index))
                }
            }
            let attribute = HTMLRawAttribute(
                name: String(decoding: bytes[attributeStart..<attributeNameEnd], as: UTF8.self),
                nameRange: SourceRange(start: attributeStart, end: attributeNameEnd),
                valueRange: valueRange,
                range: SourceRange(start: attributeStart, end: index))
            if swallowedMarkup, unterminated == nil { unterminated = attribute }
            if bytes[attributeStart] == UInt8(ascii: "<"), markupAsAttribute == nil { markupAsAttribute = attribute }
            attributes.append(attribute)
        }
        let end = min(index + 1, count)
        textOnlyRanges.append(SourceRange(start: start, end: end))
        startTags.append(HTMLStartTag(range: SourceRange(start: start, end: end), name: HTMLTokenizer.lowercased(bytes, nameStart, nameEnd),
                                      nameRange: SourceRange(start: nameStart, end: nameEnd), attributes: attributes, closeOffset: min(index, count),
                                      isSelfClosing: afterSolidus && index < count, unterminatedValue: unterminated,
                                      markupAsAttribute: markupAsAttribute))
        return end
    }

    /// Whether a quoted value ran past the markup it was meant to end before: it holds a `>`
    /// and its closing quote is missing, or is glued to what follows (`href="/a>A</a><p class="`
    /// closes at `class="`, before `x">`; `<a href="/x">` after it leaves `/x"`). A value that merely contains markup
    /// (`data-template="<b>x</b>"`) ends cleanly and is not reported.
    /// A value ending in `\` whose quote is glued to more text (`style="url(\"a\")"`) was
    /// meant to hold an escaped quote: HTML has no backslash escapes, so it ends there.
    /// The `>` of an arrow (`click->menu#open`, `{a=>1}`) ends no markup: such a value glued to
    /// the next attribute (`data-action="click->m#close"style="…"`) only lacks a blank after it.
    private static func swallowedMarkup(_ bytes: [UInt8], value: SourceRange, closedAt quote: Int) -> Bool {
        let escapedQuote = value.end > value.start && bytes[value.end - 1] == UInt8(ascii: "\\")
        let endsMarkup = (value.start..<value.end).contains { index in
            bytes[index] == UInt8(ascii: ">") && (index == value.start || ![UInt8(ascii: "-"), UInt8(ascii: "=")].contains(bytes[index - 1]))
        }
        guard escapedQuote || endsMarkup else { return false }
        guard quote + 1 < bytes.count else { return !escapedQuote }
        let next = bytes[quote + 1]
        let endsTag = next == UInt8(ascii: ">") || next == UInt8(ascii: "/") && quote + 2 < bytes.count && bytes[quote + 2] == UInt8(ascii: ">")
        return !(isSpace(next) || endsTag)
    }

    /// Whether an unquoted value starts with a backslash-escaped quote (`class=\"card\"`), as
    /// markup copied out of a string literal is written: HTML has no backslash escapes, so the
    /// backslashes and quotes are part of the value and each word after a blank is an attribute
    /// of its own.
    static func opensWithEscapedQuote(_ bytes: [UInt8], value: SourceRange) -> Bool {
        value.end - value.start >= 2 && bytes[value.start] == UInt8(ascii: "\\")
            && (bytes[value.start + 1] == UInt8(ascii: "\"") || bytes[value.start + 1] == UInt8(ascii: "'"))
    }

    /// Skips the text content of `name` up to its end tag: `</name` followed by a blank, `/`
    /// or `>` (so `</scripts>` inside a script is text).
    private func skipRawText(_ bytes: [UInt8], from start: Int, name: String) -> Int {
        let pattern = Array(("</" + name).utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") {
                var matches = true
                for offset in 2..<pattern.count where bytes[index + offset] | 0x20 != pattern[offset] {
                    matches = false
                    break
                }
                let after = index + pattern.count
                if matches, after == bytes.count || HTMLTokenizer.isSpace(bytes[after]) || bytes[after] == UInt8(ascii: "/") || bytes[after] == UInt8(ascii: ">") {
                    return index
                }
            }
            index += 1
        }
        return bytes.count
    }

    /// The character reference at `offset` (`&amp;`, `&#62;`, `&#x3E;`), decoded, and its length.
    /// Only references ending in `;` are read; names come from libxml2's HTML entity table.
    static func characterReference(in bytes: [UInt8], at offset: Int, end: Int) -> (text: String, length: Int)? {
        let nameStart = offset + 1
        var semicolon = nameStart
        while semicolon < min(end, nameStart + 32), bytes[semicolon] != UInt8(ascii: ";") {
            guard isASCIILetter(bytes[semicolon]) || (bytes[semicolon] >= 0x30 && bytes[semicolon] <= 0x39) || bytes[semicolon] == UInt8(ascii: "#") else { return nil }
            semicolon += 1
        }
        guard semicolon < end, bytes[semicolon] == UInt8(ascii: ";"), semicolon > nameStart else { return nil }
        let name = Array(bytes[nameStart..<semicolon])
        var value: UInt32?
        if name[0] == UInt8(ascii: "#") {
            let hex = name.count > 1 && name[1] | 0x20 == UInt8(ascii: "x")
            let digits = String(decoding: name.dropFirst(hex ? 2 : 1), as: UTF8.self)
            guard !digits.isEmpty else { return nil }
            // Browsers read an invalid code point (too large, a surrogate, zero) as U+FFFD.
            let number = UInt32(digits, radix: hex ? 16 : 10) ?? 0xFFFD
            value = number == 0 || Unicode.Scalar(number) == nil ? 0xFFFD : number
        } else if name == Array("apos".utf8) {
            value = UInt32(UInt8(ascii: "'"))
        } else {
            value = (name + [0]).withUnsafeBufferPointer { htmlEntityLookup($0.baseAddress)?.pointee.value }
        }
        guard let value, let scalar = Unicode.Scalar(value) else { return nil }
        return (String(Character(scalar)), semicolon + 1 - offset)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Bytes of a tag's name after its first letter: WHATWG's tag name state runs to whitespace,
    /// `/` or `>` (`<ID=10,length=5>` is one element named `id=10,length=5`, with no attribute).
    /// `</ a>` at `start`: blanks after `</`, then a name of letters and digits, blanks and `>`.
    private static func spacedEndTag(_ bytes: [UInt8], from start: Int) -> (range: SourceRange, name: String)? {
        var index = start + 2
        // Blanks, or a doubled `<` or `/` (`</</h5>`, `<//h5>`), typed between `</` and the name.
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "<"), UInt8(ascii: "/")].contains(bytes[index]) { index += 1 }
        guard index > start + 2, index < bytes.count, isASCIILetter(bytes[index]) else { return nil }
        let nameStart = index
        while index < bytes.count, isASCIILetter(bytes[index]) || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) { index += 1 }
        let nameEnd = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
        return (SourceRange(start: start, end: index + 1), lowercased(bytes, nameStart, nameEnd))
    }

    static func isTagNameByte(_ byte: UInt8) -> Bool {
        !isSpace(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: ">")
    }

    /// Bytes libxml2 accepts in an HTML element name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    static func lowercased(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end].map { isASCIILetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
