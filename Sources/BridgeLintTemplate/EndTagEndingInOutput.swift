import BridgeLintCore

/// An end tag left without its `>` before ERB output (`</span?` on one line, `<%= render "stat" %>`
/// on the next). WHATWG's tokenizer reads everything after an end tag's name, up to the first `>`,
/// as part of the end tag (attributes it then drops), so the first `>` the output renders ends it:
/// the start tag a rendered partial opens with is swallowed, and its end tag later closes
/// something else. What the output renders is not read here, so where the tag ends, and the
/// structure after it, are unknown: the broken tag is the finding, and the structure findings from
/// there on are left out (the masked text would end it at a later `>` of the template itself).
enum EndTagEndingInOutput {
    /// The first such end tag, if any. Output glued to the name (`</h<%= level %>>`) makes the
    /// name, not junk after it.
    static func first(in endTags: [HTMLEndTag], erbTags: [ERBTag], bytes: [UInt8]) -> (tag: HTMLEndTag, output: ERBTag)? {
        var next = 0
        for tag in endTags {
            while next < erbTags.count, erbTags[next].range.start < tag.nameRange.end { next += 1 }
            // The masked text ends the tag at its last byte, a `>`, or at the end of the file.
            var index = next
            while index < erbTags.count, erbTags[index].range.start < tag.range.end {
                let erb = erbTags[index]
                if erb.kind == .output, erb.range.start > tag.nameRange.end { return (tag, erb) }
                index += 1
            }
        }
        return nil
    }

    /// The finding about `tag`: what browsers do with it, and what is unknown.
    static func issue(_ tag: HTMLEndTag, before output: ERBTag, bytes: [UInt8]) -> ParseIssue {
        let written = String(decoding: bytes[tag.nameRange.start..<tag.nameRange.end], as: UTF8.self)
        // `span?`: a slip of the keyboard in place of the `>`; the name keeps it.
        let meant = String(decoding: bytes[tag.nameRange.start..<tag.nameRange.end].prefix(while: HTMLTokenizer.isNameByte), as: UTF8.self)
        let outputLine = bytes[0..<output.range.start].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        var message = "the end tag `</\(written)` has no `>` before the ERB output on line \(outputLine): browsers read what the output renders, up to its first `>`, as part of the end tag, so the markup it swallows, and the structure after it, are unknown"
        var help = "add the missing `>` after `</\(written)`"
        if meant != written, !meant.isEmpty {
            message += "; and its name is `\(tag.name)` (the `\(written.dropFirst(meant.count))` is part of it), which closes no `<\(meant.lowercased())>`: browsers ignore it"
            help = "write `</\(meant)>`"
        }
        return ParseIssue(kind: .endTagEndsInOutput, message: message, range: SourceRange(start: tag.range.start, end: tag.nameRange.end), help: help)
    }
}
