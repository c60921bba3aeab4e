import BridgeLintCore
import BridgeLintRules

/// What is being typed at the cursor, read from the text before it: the start tag or ERB tag
/// the cursor is in, and where in it. Text, not the parsed tree, because the markup being typed
/// is usually incomplete (`<div data-controller="`).
enum CompletionSlot: Equatable {
    /// An attribute name: `<div data-con` in HTML, or a key of a Rails `data:` hash
    /// (`data: { bridge__` — written with underscores, which Rails dasherizes).
    case attributeName(prefix: String, isRubyKey: Bool)
    /// Inside the quoted value of `attribute` (its rendered name: `data-controller` for both
    /// `data-controller="` and `data: { controller: "`); `value` is the text typed so far.
    case attributeValue(attribute: String, value: String)
    /// A form builder call's field name: `form.text_field :ti`.
    case formField(builder: String, method: String, prefix: String)

    /// How far back the tag holding the cursor is looked for.
    private static let lookBehind = 8_000

    /// The slot at byte `offset`; nil outside tags and ERB code.
    static func at(_ offset: Int, in file: SourceFile) -> CompletionSlot? {
        let bytes = file.bytes
        let end = min(max(offset, 0), bytes.count)
        guard let tag = openTag(before: end, in: bytes) else { return nil }
        let text = String(decoding: bytes[tag.start..<end], as: UTF8.self)
        return tag.isERB ? rubySlot(text) : htmlSlot(text)
    }

    // MARK: - Finding the tag

    private static let lessThan = UInt8(ascii: "<"), percent = UInt8(ascii: "%"), greaterThan = UInt8(ascii: ">")

    /// The start of the unclosed start tag or ERB tag the cursor is in.
    private static func openTag(before end: Int, in bytes: [UInt8]) -> (start: Int, isERB: Bool)? {
        let lowerBound = max(0, end - lookBehind)
        var searchEnd = end
        while let start = bytes[lowerBound..<searchEnd].lastIndex(of: lessThan) {
            searchEnd = start
            guard start + 1 < end else { continue }
            let next = bytes[start + 1]
            if next == percent {
                if closingERB(in: bytes, from: start + 2, to: end) != nil { continue }
                return (start, true)
            }
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20) else { continue }
            return htmlTagIsOpen(in: bytes, from: start + 1, to: end) ? (start, false) : nil
        }
        return nil
    }

    /// Where `%>` starts between `start` and `end`.
    private static func closingERB(in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var index = start
        while index + 1 < end {
            if bytes[index] == percent, bytes[index + 1] == greaterThan { return index }
            index += 1
        }
        return nil
    }

    /// Whether no `>` outside quotes and ERB tags ends the HTML tag before `end`.
    private static func htmlTagIsOpen(in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var quote: UInt8?
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == lessThan, index + 1 < end, bytes[index + 1] == percent {
                guard let close = closingERB(in: bytes, from: index + 2, to: end) else { return true }
                index = close + 2
                continue
            }
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == greaterThan {
                return false
            }
            index += 1
        }
        return true
    }

    // MARK: - HTML

    private static func htmlSlot(_ tag: String) -> CompletionSlot? {
        if let quote = openQuote(in: tag, skippingERB: true) {
            let before = tag[..<quote].trimmingTrailingSpaces()
            guard before.hasSuffix("=") else { return nil }
            let name = trailingWord(of: before.dropLast().trimmingTrailingSpaces()) { !$0.isWhitespace && !"\"'=<>".contains($0) }
            guard !name.isEmpty else { return nil }
            return .attributeValue(attribute: name.lowercased(), value: String(tag[tag.index(after: quote)...]))
        }
        let prefix = trailingWord(of: Substring(tag)) { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let before = tag.dropLast(prefix.count)
        guard before.last?.isWhitespace == true else { return nil }
        return .attributeName(prefix: prefix, isRubyKey: false)
    }

    // MARK: - Ruby

    private static func rubySlot(_ tag: String) -> CompletionSlot? {
        if let field = formField(in: tag) { return field }
        if let quote = openQuote(in: tag, skippingERB: false) {
            let before = tag[..<quote].trimmingTrailingSpaces()
            guard let key = rubyKey(endingAt: before) else { return nil }
            let keyStart = before.index(before.endIndex, offsetBy: -key.written.count)
            let rendered = isInDataHash(tag[..<keyStart]) ? "data-" + key.name.replacingUnderscores() : key.name
            return .attributeValue(attribute: rendered.lowercased(), value: String(tag[tag.index(after: quote)...]))
        }
        let prefix = trailingWord(of: Substring(tag)) { $0.isLetter || $0.isNumber || $0 == "_" }
        let before = tag.dropLast(prefix.count).trimmingTrailingSpaces()
        guard before.last == "{" || before.last == ",", isInDataHash(before) else { return nil }
        return .attributeName(prefix: prefix, isRubyKey: true)
    }

    /// `form.text_field :ti` at the end of the text.
    private static func formField(in tag: String) -> CompletionSlot? {
        guard let regex = try? Regex(#"([A-Za-z_]\w*)\.([a-z_]+)[ \t(]+:(\w*)$"#),
              let match = tag.firstMatch(of: regex),
              let builder = match.output[1].substring, let method = match.output[2].substring,
              let prefix = match.output[3].substring else { return nil }
        return .formField(builder: String(builder), method: String(method), prefix: String(prefix))
    }

    /// The key a Ruby value belongs to, from the text before its opening quote: `controller:`,
    /// `"data-controller" =>`, `:controller =>`, `"controller":`. `written` is the key as it
    /// stands in the text (with its quotes, colon or arrow).
    private static func rubyKey(endingAt text: Substring) -> (name: String, written: String)? {
        if text.hasSuffix("=>") {
            let key = text.dropLast(2).trimmingTrailingSpaces()
            let written = text.count - key.count
            if let quoted = quotedWord(endingAt: key) {
                return (quoted, String(text.suffix(written + quoted.count + 2)))
            }
            let name = trailingWord(of: key) { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, key.dropLast(name.count).last == ":" else { return nil }
            return (name, String(text.suffix(written + name.count + 1)))
        }
        guard text.hasSuffix(":") else { return nil }
        let key = text.dropLast()
        if let quoted = quotedWord(endingAt: key) { return (quoted, String(text.suffix(quoted.count + 3))) }
        let name = trailingWord(of: key) { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : (name, name + ":")
    }

    /// `data-x` for text ending in `"data-x"` or `'data-x'`.
    private static func quotedWord(endingAt text: Substring) -> String? {
        guard let quote = text.last, quote == "\"" || quote == "'" else { return nil }
        let inner = text.dropLast()
        let word = trailingWord(of: inner) { $0 != quote }
        guard inner.dropLast(word.count).last == quote else { return nil }
        return word
    }

    /// Whether the end of the Ruby text is inside the braces of a `data:` hash.
    private static func isInDataHash(_ text: Substring) -> Bool {
        guard let regex = try? Regex(#"(\bdata:|:data\s*=>|["']data["']\s*=>|["']data["']:)\s*\{"#) else { return false }
        guard let last = text.matches(of: regex).last else { return false }
        var depth = 1
        for character in text[last.range.upperBound...] {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if depth == 0 { return false }
        }
        return true
    }

    // MARK: - Shared

    /// The opening quote the end of the text is inside, if any; ERB tags among HTML attributes
    /// are skipped when `skippingERB`.
    private static func openQuote(in text: String, skippingERB: Bool) -> String.Index? {
        var quote: (character: Character, index: String.Index)?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if skippingERB, character == "<", text[index...].hasPrefix("<%") {
                guard let close = text[index...].range(of: "%>") else { return nil }
                index = close.upperBound
                continue
            }
            if let open = quote {
                if character == "\\", !skippingERB {
                    index = text.index(after: index)
                    if index < text.endIndex { index = text.index(after: index) }
                    continue
                }
                if character == open.character { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = (character, index)
            }
            index = text.index(after: index)
        }
        return quote?.index
    }

    private static func trailingWord(of text: Substring, where belongs: (Character) -> Bool) -> String {
        String(text.reversed().prefix(while: belongs).reversed())
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var result = self
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return result
    }
}

extension String {
    /// `bridge__nav_target` -> `bridge--nav-target`: Rails' `dasherize` of a `data:` key.
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
