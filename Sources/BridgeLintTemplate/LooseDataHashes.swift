import BridgeLintCore

/// `data:` hashes in ERB code that no element of the tree renders: passed to a helper or
/// component bridgelint does not know (`ui_button "Go", data: { controller: "menu" }`,
/// `render MenuComponent.new(data: { controller: "menu" })`) or built in Ruby code. Where they
/// land is unknown, but every name in them can still be checked.
enum LooseDataHashes {
    static let elementName = "#data"

    /// Each such hash as an element named `#data` outside the tree (no parent, no children),
    /// indexed after `placed`. It may land on an element with attributes the template does not
    /// show, so it has dynamic attributes: rules make no claim about its scope or placement.
    static func elements(in bytes: [UInt8], erbTags: [ERBTag], after placed: [Element]) -> [Element] {
        var placedKeys: Set<Int> = []
        for element in placed {
            for attribute in element.attributes {
                if case .rubyKey = attribute.origin { placedKeys.insert(attribute.nameRange.start) }
            }
        }
        var result: [Element] = []
        for tag in erbTags where tag.kind == .code || tag.kind == .output {
            guard mentionsData(bytes, in: tag.contentRange) else { continue }
            let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
            for index in tokens.indices where isDataKey(tokens, at: index) {
                let keyToken = tokens[index]
                var parser = RubyArgumentParser(tokens: tokens, index: keyToken.kind == .label ? index + 1 : index + 2)
                guard case .hash(let pairs, let range) = parser.parseValue(inParentheses: true) else { continue }
                let rendered = HelperCallParser.attributes(ofNested: pairs, in: "data")
                guard let first = rendered.attributes.first, !placedKeys.contains(first.nameRange.start) else { continue }
                let nameRange = keyToken.kind == .label ? SourceRange(start: keyToken.range.start, end: keyToken.range.end - 1) : keyToken.range
                var element = Element(index: placed.count + result.count, name: elementName, origin: .helper("data:"),
                                      range: SourceRange(start: keyToken.range.start, end: range.end), nameRange: nameRange, startTagRange: tag.range)
                element.attributes = rendered.attributes
                element.hasDynamicAttributes = true
                result.append(element)
            }
        }
        return result
    }

    /// `data: {` or `:data => {`.
    private static func isDataKey(_ tokens: [RubyToken], at index: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .label, token.text == "data" {
            return index + 1 < tokens.count && tokens[index + 1].isPunctuation("{")
        }
        if token.kind == .symbol, token.text == "data", index + 2 < tokens.count {
            return tokens[index + 1].isPunctuation("=>") && tokens[index + 2].isPunctuation("{")
        }
        return false
    }

    /// Whether the code holds `data` at all: most ERB tags do not, and need no lexing.
    private static func mentionsData(_ bytes: [UInt8], in range: SourceRange) -> Bool {
        let needle: [UInt8] = Array("data".utf8)
        var index = range.start
        while index + needle.count <= range.end {
            if bytes[index] == needle[0], bytes[index + 1] == needle[1], bytes[index + 2] == needle[2], bytes[index + 3] == needle[3] { return true }
            index += 1
        }
        return false
    }
}

extension Element {
    /// A `data:` hash given to a helper or component the parser does not know: outside the tree,
    /// on an element the template does not show.
    public var isLooseDataHash: Bool { name == LooseDataHashes.elementName }
}
