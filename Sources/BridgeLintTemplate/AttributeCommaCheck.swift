import BridgeLintCore

/// Finds commas written between the attributes of a start tag, as in a Ruby hash or a JavaScript
/// object (`<input type="submit", name="q">`). HTML separates attributes with whitespace only;
/// WHATWG's tokenizer reads the `,` after a quoted value (a missing-whitespace parse error) or
/// after a blank as the start of a new attribute name, which runs to the next blank, `/`, `=` or
/// `>`. So `type="submit", name="q"` gets an attribute named `,` (it does nothing; every written
/// attribute is still read), while `type="submit",name="q"` and `type="submit" ,name="q"` get one
/// named `,name`: the tag has no `name`. After a comma, a pair in Ruby's hash syntax
/// (`class: "left inline"`) sets nothing either: its key and the words of its value become
/// attribute names (`class:`, `"left`, `inline"`). One finding per tag, with a fix that removes
/// the commas where removing them is all it takes.
enum AttributeCommaCheck {
    /// `attributes`: the tag's attributes whose names are known (none glued to ERB output).
    static func issue(in attributes: [HTMLRawAttribute], of tag: HTMLStartTag, bytes: [UInt8]) -> ParseIssue? {
        let commas = attributes.filter { $0.name.utf8.first == UInt8(ascii: ",") }
        guard let first = commas.first else { return nil }
        // `,name`: the name written after the comma, lost.
        let glued = commas.filter { $0.name.utf8.contains { $0 != UInt8(ascii: ",") } }
        let what = "commas separate the attributes of this `<\(tag.name)>`, as in a Ruby hash or a JavaScript object; HTML separates attributes with spaces only"
        var issue: ParseIssue
        if let hash = rubyHashPair(in: attributes, bytes: bytes) {
            // `, class: "left inline"`: the pair is Ruby's, and browsers keep nothing of it.
            let written = attributes.contains { $0.name.lowercased() == hash.key.lowercased() && $0.nameRange.start < hash.pieces[0].nameRange.start }
            issue = ParseIssue(kind: .commaBetweenAttributes,
                               message: what + ": `\(hash.text)` is Ruby's hash syntax, which browsers read as attributes named "
                                   + list(hash.pieces.map { "`\($0.name)`" }) + ", so it sets no `\(hash.key)`",
                               range: first.nameRange,
                               help: written ? "add `\(hash.value)` to the tag's `\(hash.key)` and remove the commas"
                                             : "write it as HTML, `\(hash.key)=\"\(hash.value)\"`, and remove the commas")
            issue.movesContent = false
            return issue
        }
        if glued.isEmpty {
            issue = ParseIssue(kind: .commaBetweenAttributes,
                               message: what + ": browsers read each `,` as an attribute named `,`, which does nothing, and still read every attribute written",
                               range: first.nameRange, help: "remove the commas")
            issue.movesContent = false
        } else {
            let names = glued.map { "`\($0.name)`" }
            let meant = glued.map { "`\(String($0.name.drop { $0 == "," }))`" }
            issue = ParseIssue(kind: .commaBetweenAttributes,
                               message: what + ": browsers read a comma glued to the next name as part of it, so this tag gets "
                                   + (glued.count == 1 ? "an attribute named \(names[0]) and the \(meant[0]) written here is lost"
                                                       : "attributes named \(list(names)) and the \(list(meant)) written here are lost"),
                               range: glued[0].nameRange, help: "remove the commas")
        }
        let edits = removals(of: commas, bytes: bytes)
        issue.fix = edits.isEmpty ? nil : Fix(title: "remove the commas", edits: edits, applicability: .safe)
        return issue
    }

    /// The first pair written in Ruby's hash syntax among `attributes` (`class: "left inline"`):
    /// a name ending in `:`, with the names a quoted value written after it splits into
    /// (`"left`, `inline"`); its key, its text as written, and its value without quotes.
    private static func rubyHashPair(in attributes: [HTMLRawAttribute], bytes: [UInt8]) -> (key: String, text: String, value: String, pieces: [HTMLRawAttribute])? {
        guard let label = attributes.firstIndex(where: { $0.name.count > 1 && $0.name.hasSuffix(":") && $0.valueRange == nil }) else { return nil }
        var pieces = [attributes[label]]
        if label + 1 < attributes.count, let quote = attributes[label + 1].name.first, quote == "\"" || quote == "'" {
            for piece in attributes[(label + 1)...] {
                pieces.append(piece)
                if piece.name.count > (pieces.count == 2 ? 1 : 0), piece.name.last == quote { break }
            }
        }
        let range = pieces[0].range.start..<pieces[pieces.count - 1].range.end
        let isQuote = { (byte: UInt8) in byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }
        let value = pieces.count < 2 ? "…" : String(decoding: bytes[pieces[1].range.start..<range.upperBound].drop(while: isQuote).reversed().drop(while: isQuote).reversed(), as: UTF8.self)
        return (String(attributes[label].name.dropLast()), String(decoding: bytes[range], as: UTF8.self), value, pieces)
    }

    /// Edits removing the leading commas of each name; a comma between a quoted value and the
    /// next name (`"a",name`) becomes a space, which they lacked. None when a name made only of
    /// commas has a value (`, ="x"`): what was meant is not clear.
    private static func removals(of commas: [HTMLRawAttribute], bytes: [UInt8]) -> [TextEdit] {
        var edits: [TextEdit] = []
        for attribute in commas {
            let start = attribute.nameRange.start
            var end = start
            while end < attribute.nameRange.end, bytes[end] == UInt8(ascii: ",") { end += 1 }
            if end == attribute.nameRange.end, attribute.valueRange != nil { return [] }
            let spaceBefore = start == 0 || HTMLTokenizer.isSpace(bytes[start - 1])
            let nothingAfter = end == attribute.nameRange.end
            edits.append(TextEdit(range: SourceRange(start: start, end: end), replacement: spaceBefore || nothingAfter ? "" : " "))
        }
        return edits
    }

    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }
}
