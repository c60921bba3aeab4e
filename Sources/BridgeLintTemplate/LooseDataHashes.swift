import BridgeLintCore

/// `data:` hashes in ERB code that no element of the tree renders: passed to a helper or
/// component bridgelint does not know (`ui_button "Go", data: { controller: "menu" }`,
/// `render MenuComponent.new(data: { controller: "menu" })`) or built in Ruby code. Where they
/// land is unknown, but every name in them can still be checked.
enum LooseDataHashes {
    static let elementName = "#data"

    /// Each such hash in `tags` (the code and output tags holding a `data:` hash, with their
    /// tokens) as an element named `#data` outside the tree (no parent, no children), indexed
    /// after `placed`. It may land on an element with attributes the template does not show, so
    /// it has dynamic attributes: rules make no claim about its scope or placement.
    static func elements(in tags: [(tag: ERBTag, tokens: [RubyToken])], after placed: [Element]) -> [Element] {
        guard !tags.isEmpty else { return [] }
        // The helpers of the tree, by the ERB tag they come from: a hash one of them rendered is placed.
        var helpersByTag: [Int: [Int]] = [:]
        for element in placed where element.isHelper { helpersByTag[element.startTagRange.start, default: []].append(element.index) }
        var result: [Element] = []
        for (tag, tokens) in tags {
            let unrendered = unrenderedArguments(in: tokens)
            for index in tokens.indices {
                guard let hashStart = hashStart(tokens, afterKeyAt: index) else { continue }
                let keyToken = tokens[index]
                // Given to a helper as a setting Rails does not render (`options_for_select(list, selected: x, data: {...})`).
                if unrendered.contains(where: { $0.start <= keyToken.range.start && keyToken.range.start < $0.end }) { continue }
                // Merged away by the form helper that holds it (`form_with data: …, html: { data: … }`).
                let helpers = helpersByTag[tag.range.start] ?? []
                if helpers.contains(where: { placed[$0].form?.droppedOptions.contains { $0.start <= keyToken.range.start && keyToken.range.start < $0.end } == true }) { continue }
                var parser = RubyArgumentParser(tokens: tokens, index: hashStart)
                guard case .hash(let pairs, let range) = parser.parseValue(inParentheses: true) else { continue }
                let rendered = HelperCallParser.attributes(ofNested: pairs, in: "data")
                guard let first = rendered.attributes.first else { continue }
                let isPlaced = helpers.contains { placed[$0].attributes.contains { $0.nameRange.start == first.nameRange.start } }
                if isPlaced { continue }
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

    /// Where the arguments of `tokens`' helper calls that Rails never renders as attributes
    /// are (see `HelperCatalog.unrenderedArguments`): a top-level option helper anywhere in the
    /// code, a form builder method called on a builder (`form.select`). Keyword pairs at the
    /// end count as one hash argument; after a splat the positions are unknown.
    static func unrenderedArguments(in tokens: [RubyToken]) -> [SourceRange] {
        var ranges: [SourceRange] = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let afterDot = index >= 2 && tokens[index - 1].isPunctuation(".")
            let positions = afterDot
                ? (tokens[index - 2].kind == .identifier && tokens[index - 2].text.first?.isLowercase == true ? HelperCatalog.unrenderedBuilderArguments[token.text] : nil)
                : HelperCatalog.unrenderedArguments[token.text]
            guard let positions else { continue }
            let parenthesized = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(") && !tokens[index + 1].spaceBefore
            var parser = RubyArgumentParser(tokens: tokens, index: index + (parenthesized ? 2 : 1))
            var position = 0
            var keywords: SourceRange?
            arguments: for argument in parser.parseArguments(parenthesized: parenthesized) {
                switch argument {
                case .positional(let value):
                    if positions.contains(position) { ranges.append(value.tokenRange) }
                    position += 1
                case .pair(let pair):
                    let start = pair.key?.tokenRange.start ?? pair.keyNameRange.start
                    keywords = SourceRange(start: min(keywords?.start ?? start, start), end: pair.value.tokenRange.end)
                case .unknownPairs(let range):
                    keywords = SourceRange(start: min(keywords?.start ?? range.start, range.start), end: range.end)
                case .other:
                    break arguments
                }
            }
            if let keywords, positions.contains(position) { ranges.append(keywords) }
        }
        return ranges
    }

    /// `data: {` or `:data => {`, also with the hash in parentheses (`data: ({ controller: "x" } if on)`).
    static func isDataKey(_ tokens: [RubyToken], at index: Int) -> Bool {
        hashStart(tokens, afterKeyAt: index) != nil
    }

    /// Where the hash literal of the `data` key at `index` starts (its `{`); nil when the token
    /// there is no `data` key given a hash literal.
    private static func hashStart(_ tokens: [RubyToken], afterKeyAt index: Int) -> Int? {
        let token = tokens[index]
        var value: Int
        if token.kind == .label, token.text == "data" {
            value = index + 1
        } else if token.kind == .symbol, token.text == "data", index + 1 < tokens.count, tokens[index + 1].isPunctuation("=>") {
            value = index + 2
        } else {
            return nil
        }
        if value < tokens.count, tokens[value].isPunctuation("(") { value += 1 }
        return value < tokens.count && tokens[value].isPunctuation("{") ? value : nil
    }
}

extension Element {
    /// A `data:` hash given to a helper or component the parser does not know: outside the tree,
    /// on an element the template does not show.
    public var isLooseDataHash: Bool { name == LooseDataHashes.elementName }
}
