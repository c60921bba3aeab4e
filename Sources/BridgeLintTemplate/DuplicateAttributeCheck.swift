import BridgeLintCore

/// Finds an attribute written twice on one start tag, on every set of attributes the tag can
/// render with ERB among them: two attributes outside any ERB branch of the tag, or in the same
/// branch, always render together; one outside and one inside an `if` render together when the
/// branch does (reported as conditional); two in different branches are left alone (they may
/// exclude each other). Browsers keep the first and ignore the repeat: when both are written
/// with the same value, the attribute is a boolean one whose presence is its value, or it is a
/// namespace declaration (`xmlns`), which HTML parsing ignores, or the repeat is written empty (`=""`), nothing is lost; when the
/// attribute only tells people something (`role`, `aria-*`, `alt`, `title`), the page works the
/// same with the kept value (both a warning).
enum DuplicateAttributeCheck {
    /// `branchKey` identifies the ERB branch an offset sits in (`ERBStructure.branchKey(at:)`);
    /// `bytes` is the template's text, for the values.
    static func issues(in attributes: [HTMLRawAttribute], of tag: HTMLStartTag, bytes: [UInt8], branchKey: (Int) -> Int) -> [ParseIssue] {
        guard attributes.count > 1, mayRepeatAName(attributes) else { return [] }
        let tagKey = branchKey(tag.range.start)
        var seen: [String: [(attribute: HTMLRawAttribute, key: Int)]] = [:]
        var issues: [ParseIssue] = []
        // A name starting with a comma (`type="a", name="b"`) is `AttributeCommaCheck`'s.
        for attribute in attributes where attribute.name.utf8.first != UInt8(ascii: ",") {
            let name = attribute.name.lowercased()
            let key = branchKey(attribute.nameRange.start)
            let earlier = seen[name, default: []]
            seen[name, default: []].append((attribute, key))
            // The first earlier one that renders whenever this one does, else one that renders
            // together with it on some path.
            let always = earlier.first { $0.key == key }
            let sometimes = earlier.first { $0.key == tagKey || key == tagKey }
            guard let first = always ?? sometimes else { continue }
            let when = always == nil ? " when the ERB branch around one of them renders" : ""
            var issue = ParseIssue(kind: .duplicateAttribute,
                                   message: "attribute `\(attribute.name)` is set twice on this `<\(tag.name)>`\(when); browsers keep the first and ignore this one",
                                   range: attribute.nameRange, relatedRange: first.attribute.nameRange, relatedMessage: "first `\(first.attribute.name)` here",
                                   help: mergeableAttributes.contains(name) ? "merge the two values into one `\(first.attribute.name)` attribute"
                                       : "keep one `\(first.attribute.name)`, with the value meant")
            issue.isConditional = always == nil
            if let harmless = whyNothingIsLost(attribute, repeating: first.attribute, name: name, in: bytes) {
                issue.movesContent = false
                issue.message += "; \(harmless.reason)"
                issue.help = "remove the \(harmless.isEmpty ? "empty" : "repeated") `\(attribute.name)`"
            }
            if issue.movesContent, name == "rel",
               addsNoToken(attribute, to: first.attribute, in: bytes, implied: impliedLinkTypes(attributes, tag: tag, bytes: bytes, branchKey: branchKey)) {
                issue.movesContent = false
                issue.message += "; with `target=\"_blank\"` the `<\(tag.name)>` opens with `noopener` anyway, so nothing is lost"
                issue.help = "remove the repeated `\(attribute.name)`"
            }
            if issue.movesContent, let told = whatOnlyPeopleAreTold(name, on: tag.name) {
                issue.movesContent = false
                issue.message += "; \(written(first.attribute, in: bytes)) applies and \(written(attribute, in: bytes)) is dropped, which changes only \(told)"
                issue.help = "keep one `\(first.attribute.name)`, with the value meant"
            }
            issues.append(issue)
        }
        return issues
    }

    /// Why dropping `attribute`, a repeat of `kept`, loses nothing, as a message clause; nil
    /// when its value may be lost.
    private static func whyNothingIsLost(_ attribute: HTMLRawAttribute, repeating kept: HTMLRawAttribute, name: String,
                                         in bytes: [UInt8]) -> (reason: String, isEmpty: Bool)? {
        if isEmptyHandler(attribute, name: name, in: bytes) { return ("this one has no script, so nothing runs less", true) }
        let reason: String
        if hasSameValue(attribute, kept, name: name, in: bytes) {
            reason = attribute.valueRange == nil && kept.valueRange == nil ? "neither has a value"
                : value(of: attribute, name: name, in: bytes).isEmpty ? "both are empty"
                : isEventHandler(name) ? "both run the same script" : name == "style" ? "both set the same declarations" : "both have the same value"
        } else if let reader = readerOfBothValues(attribute, kept, name: name, in: bytes) {
            reason = "\(reader) reads both values alike"
        } else if booleanAttributes.contains(name) {
            reason = "`\(name)` is on by its presence alone"
        } else if let value = attribute.valueRange, value.start == value.end {
            // A copied block of attributes left with a blank one (`data-url="/x" … data-url=""`).
            return ("this one is empty, so nothing is lost", true)
        } else if name == "xmlns" || name.hasPrefix("xmlns:") {
            reason = "an HTML parser declares no namespace with `\(name)` (it places every element itself)"
        } else if tokenListAttributes.contains(name), addsNoToken(attribute, to: kept, in: bytes, implied: []) {
            reason = "every word of this one is already in the first"
        } else {
            return nil
        }
        return (reason + ", so nothing is lost", false)
    }

    /// HTML's boolean attributes: their presence is their value (`required` and
    /// `required="required"` both switch it on), so a repeat changes nothing.
    static let booleanAttributes: Set<String> = [
        "allowfullscreen", "async", "autofocus", "autoplay", "checked", "controls", "default", "defer", "disabled",
        "formnovalidate", "hidden", "inert", "ismap", "itemscope", "loop", "multiple", "muted", "nomodule", "novalidate",
        "open", "playsinline", "readonly", "required", "reversed", "selected",
    ]

    /// What an attribute that only tells people something tells them, so that a dropped repeat
    /// leaves the page working the same: `role` and `aria-*` are read by assistive technology,
    /// `alt` stands in for an image, `title` is advisory text (but on `<link>` and `<style>`,
    /// where it names the style sheet set the sheet belongs to). Nil for any other attribute.
    private static func whatOnlyPeopleAreTold(_ name: String, on tag: String) -> String? {
        switch name {
        case _ where name == "role" || name.hasPrefix("aria-"): "what assistive technology announces"
        case "alt": "the text shown or announced in place of the image"
        case "title" where tag != "link" && tag != "style": "the advisory text (the tooltip)"
        default: nil
        }
    }

    /// The attribute as written, in backticks for a message; a value longer than fits on a line
    /// of a message, or running over lines, is cut (`` `aria-label="Open the plan compar…` ``).
    private static func written(_ attribute: HTMLRawAttribute, in bytes: [UInt8]) -> String {
        let text = String(decoding: bytes[attribute.range.start..<attribute.range.end], as: UTF8.self)
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
        return firstLine.count == text.count && text.count <= 48 ? "`\(text)`" : "`\(firstLine.prefix(40))…`"
    }

    /// Attributes whose value is a set of space-separated tokens.
    static let tokenListAttributes: Set<String> = ["class", "rel"]

    /// Attributes whose two values can be written as one (words separated by spaces,
    /// declarations): for another (`id`, `href`, `type`), `id="a b"` would be neither value.
    static let mergeableAttributes: Set<String> = tokenListAttributes.union(["data-controller", "data-action", "aria-describedby", "aria-labelledby", "style"])

    /// Whether every token of the ignored value is already in the kept one
    /// (`class="icon icon-ok" class="icon"`, `class="tab <%= "on" if x %>" class="tab"`): nothing
    /// is lost. ERB in the ignored value: unknown; in the kept one, only the words it surely
    /// renders count (those not touching an ERB tag).
    private static func addsNoToken(_ ignored: HTMLRawAttribute, to kept: HTMLRawAttribute, in bytes: [UInt8], implied: Set<String>) -> Bool {
        guard let ignoredRange = ignored.valueRange, let keptRange = kept.valueRange else { return false }
        let ignoredValue = bytes[ignoredRange.start..<ignoredRange.end]
        guard !ignoredValue.contains(UInt8(ascii: "<")) else { return false }
        let dropped = Set(ignoredValue.split(whereSeparator: HTMLTokenizer.isSpace))
        let keptTokens = literalTokens(of: bytes[keptRange.start..<keptRange.end])
        // `opener` in the kept value turns the implied `noopener` off.
        let implied = keptRange.end > keptRange.start && bytes[keptRange.start..<keptRange.end].contains(UInt8(ascii: "<")) ? [] : implied
        return dropped.allSatisfy { token in
            keptTokens.contains(token) || implied.contains(String(decoding: token, as: UTF8.self).lowercased())
                && !keptTokens.contains { String(decoding: $0, as: UTF8.self).lowercased() == "opener" }
        }
    }

    /// The link types a `rel` need not say because the tag's other attributes give them: a link
    /// or form whose (first) `target` is the literal `_blank`, rendering whenever the tag does, opens
    /// with `noopener` (HTML's "rules for choosing a navigable", since 2019; Chrome 88, Firefox
    /// 79, Safari 12.1) unless `rel` says `opener`.
    private static func impliedLinkTypes(_ attributes: [HTMLRawAttribute], tag: HTMLStartTag, bytes: [UInt8], branchKey: (Int) -> Int) -> Set<String> {
        guard ["a", "area", "form"].contains(tag.name),
              let target = attributes.first(where: { $0.name.lowercased() == "target" }), let range = target.valueRange,
              branchKey(target.nameRange.start) == branchKey(tag.range.start),
              String(decoding: bytes[range.start..<range.end], as: UTF8.self).lowercased() == "_blank" else { return [] }
        return ["noopener"]
    }

    /// The space-separated words of a value that no ERB tag touches: `<%= a %> tab b<%= c %>`
    /// surely renders `tab` only.
    private static func literalTokens(of value: ArraySlice<UInt8>) -> Set<ArraySlice<UInt8>> {
        var words: Set<ArraySlice<UInt8>> = []
        var index = value.startIndex
        var wordStart: Int?
        var touchesERB = false
        func finishWord(at end: Int) {
            if let start = wordStart, !touchesERB { words.insert(value[start..<end]) }
            wordStart = nil
            touchesERB = false
        }
        while index < value.endIndex {
            if value[index] == UInt8(ascii: "<"), index + 1 < value.endIndex, value[index + 1] == UInt8(ascii: "%") {
                // Skip the tag; the word it sits in (or glues to) is not sure.
                touchesERB = true
                if wordStart == nil { wordStart = index }
                var end = index + 2
                while end + 1 < value.endIndex, !(value[end] == UInt8(ascii: "%") && value[end + 1] == UInt8(ascii: ">")) { end += 1 }
                index = min(end + 2, value.endIndex)
                continue
            }
            if HTMLTokenizer.isSpace(value[index]) {
                finishWord(at: index)
            } else if wordStart == nil {
                wordStart = index
            }
            index += 1
        }
        finishWord(at: value.endIndex)
        return words
    }

    /// Whether both are written with the same value as the attribute `name` is read (both
    /// without one, `<input disabled disabled>`): the one browsers keep is the one the repeat sets.
    private static func hasSameValue(_ lhs: HTMLRawAttribute, _ rhs: HTMLRawAttribute, name: String, in bytes: [UInt8]) -> Bool {
        value(of: lhs, name: name, in: bytes).elementsEqual(value(of: rhs, name: name, in: bytes))
    }

    /// The value browsers read: a bare attribute's is the empty string (`data-simplebar` is
    /// `data-simplebar=""`).
    private static func value(of attribute: HTMLRawAttribute, name: String, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        attribute.valueRange.map { readValue(bytes[$0.start..<$0.end], name: name) } ?? []
    }

    /// The values of an attribute that the script reading it treats alike, with who reads them
    /// so: Bootstrap's tab plugin (4 and 5) finds its triggers by `data-(bs-)toggle` `tab`,
    /// `pill` or `list` and does the same for each.
    private static let valuesReadAlike: [String: (values: Set<String>, reader: String)] = [
        "data-bs-toggle": (["tab", "pill", "list"], "Bootstrap's tab plugin"),
        "data-toggle": (["tab", "pill", "list"], "Bootstrap's tab plugin"),
    ]

    /// Who reads the two literal values of `name` alike, nil when they may differ in effect.
    private static func readerOfBothValues(_ attribute: HTMLRawAttribute, _ kept: HTMLRawAttribute, name: String, in bytes: [UInt8]) -> String? {
        guard let alike = valuesReadAlike[name], attribute.valueRange != nil, kept.valueRange != nil else { return nil }
        let values = [attribute, kept].map { String(decoding: value(of: $0, name: name, in: bytes), as: UTF8.self) }
        return values.allSatisfy(alike.values.contains) ? alike.reader : nil
    }

    /// Whether `attribute` is an event handler with no script (`<a onclick="go()" onclick>`):
    /// dropping it runs nothing less.
    private static func isEmptyHandler(_ attribute: HTMLRawAttribute, name: String, in bytes: [UInt8]) -> Bool {
        guard isEventHandler(name) else { return false }
        guard let value = attribute.valueRange else { return true }
        return readValue(bytes[value.start..<value.end], name: name).isEmpty
    }

    private static func isEventHandler(_ name: String) -> Bool {
        name.count > 2 && name.hasPrefix("on") && name.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// A value as the attribute `name` reads it, for comparing: an event handler's (`onclick`,
    /// `onkeydown`, ...) script without the blanks around it and the `;` that ends it, since
    /// `go();` and ` go() ` run the same; a `style`'s declarations likewise (see
    /// `declarations(in:)`); any other value as written.
    private static func readValue(_ value: ArraySlice<UInt8>, name: String) -> ArraySlice<UInt8> {
        if name == "style" { return declarations(in: value) }
        guard isEventHandler(name) else { return value }
        var script = value.drop(while: HTMLTokenizer.isSpace)
        while let last = script.last, HTMLTokenizer.isSpace(last) || last == UInt8(ascii: ";") { script = script.dropLast() }
        return script
    }

    /// A `style` value as CSS reads its declarations: blanks around `:` and `;` and at the ends
    /// dropped, other runs of blanks as one space, and no `;` at the end, so `width: 100px;` and
    /// `width:100px` set the same.
    private static func declarations(in value: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let separators: Set<UInt8> = [UInt8(ascii: ":"), UInt8(ascii: ";")]
        var read: [UInt8] = []
        var blankBefore = false
        for byte in value {
            if HTMLTokenizer.isSpace(byte) {
                blankBefore = true
                continue
            }
            if blankBefore, let last = read.last, !separators.contains(last), !separators.contains(byte) { read.append(UInt8(ascii: " ")) }
            blankBefore = false
            read.append(byte)
        }
        while read.last == UInt8(ascii: ";") { read.removeLast() }
        return read[...]
    }

    /// False when no two names can be equal: a comparison of bytes, ASCII case folded, for the
    /// usual tag with a few distinct names. Non-ASCII names always count as possible repeats.
    private static func mayRepeatAName(_ attributes: [HTMLRawAttribute]) -> Bool {
        for (position, attribute) in attributes.enumerated() {
            let name = attribute.name.utf8
            if name.contains(where: { $0 >= 0x80 }) { return true }
            for earlier in attributes[..<position] where earlier.name.utf8.elementsEqual(name, by: { foldedCase($0) == foldedCase($1) }) {
                return true
            }
        }
        return false
    }

    private static func foldedCase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
