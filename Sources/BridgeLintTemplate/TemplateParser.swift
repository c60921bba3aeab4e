import BridgeLintCore

/// Parses an ERB/HTML template into a `Template`: one element tree from raw HTML and Rails
/// helper calls, every element and attribute with its exact source range.
///
/// How: ERB tags are found first; their Ruby is read for helper calls and block structure.
/// The ERB is then masked out (replaced by spaces, offsets preserved), an HTML tokenizer reads
/// the tags of what remains with exact ranges, and the tree builder applies the HTML tree
/// construction rules to them, merged by source offset with the helper elements into one tree.
/// (libxml2's HTML parser follows HTML 4 rules where browsers follow WHATWG's; it is the
/// cross-check of the differential test, and its entity table decodes character references.)
public enum TemplateParser {
    /// Attributes read per tag; real templates stay far below it.
    static let maximumAttributesPerTag = 512

    /// `textBodies`: Ruby block bodies read as text, not markup, as a `javascript_tag` block's
    /// are (a `content_for` block that every layout shows inside `<script>`). `helperMarkup`:
    /// what the app's helpers write, for the outputs that call them. `tableContext`: the tables
    /// around the template wherever it renders, as far as they are known: a partial of rows
    /// rendered only in a table's body is built inside it, as browsers do.
    public static func parse(_ file: SourceFile, textBodies: [SourceRange] = [], helperMarkup: HelperMarkup = .none,
                             tableContext: TableContext = .unknown) -> Template {
        if file.bytes.contains(0) {
            let issue = ParseIssue(kind: .unreadableText, message: "the file contains NUL bytes: it is not a text template, so it was not linted",
                                   range: SourceRange(start: 0, end: 0), help: "exclude binary files in `.bridgelint.yml` (`exclude:`)")
            return Template(file: file, elements: [], erbTags: [], htmlComments: [], issues: [issue])
        }
        let allERBTags = ERBScanner.scan(file.bytes)
        var issues: [ParseIssue] = allERBTags.filter { !$0.isClosed }.map { tag in
            ParseIssue(kind: .unclosedERBTag, message: "this ERB tag is never closed: no `%>` before the end of the file",
                       range: SourceRange(start: tag.range.start, end: min(tag.range.start + 2, file.bytes.count)),
                       help: "add `%>` where the Ruby code ends")
        }
        // An ERB tag whose Ruby holds another `<%` ran on to a later tag's `%>`: Rails cannot
        // compile the template, so no render shows its markup; the structure issues are moot.
        let swallowing = allERBTags.lazy.compactMap { tag in ERBScanner.swallowedOpener(in: tag, bytes: file.bytes).map { (tag, $0) } }.first
        if let (tag, opener) = swallowing {
            let marker = String(decoding: file.bytes[tag.range.start..<tag.contentRange.start], as: UTF8.self)
            let line = file.bytes[0..<opener].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            var issue = ParseIssue(kind: .unclosedERBTag,
                                   message: "this `\(marker)` has no `%>` before the next `<%` (line \(line)); Rails cannot compile the template, so every render raises",
                                   range: SourceRange(start: tag.range.start, end: tag.contentRange.start),
                                   help: "add `%>` where the Ruby code ends")
            issue.stopsCompilation = true
            issues.append(issue)
        }
        // Read as rendered: what literal conditions switch off is blanks, and a conditional whose
        // taken branch they decide is that branch's body alone.
        let decided = DecidedBranches(bytes: file.bytes, erbTags: allERBTags)
        let unread = decided.neverRendered + decided.decidingTags
        var bytes = file.bytes
        var erbTags = allERBTags
        if !unread.isEmpty {
            TextMasker.blank(unread, in: &bytes)
            erbTags.removeAll { tag in unread.contains { $0.start <= tag.range.start && tag.range.end <= $0.end } }
        }
        var masked = TextMasker.mask(bytes, erbTags: erbTags, byteOrderMarkLength: file.byteOrderMarkLength)
        // The body of a helper block that renders <script> or <style> is code, not markup.
        let rawTextBodies = Self.outermost(RawTextBlocks.bodies(in: bytes, erbTags: erbTags, appHelpers: helperMarkup.rawTextBlockMethods) + textBodies.filter { $0.start <= $0.end && $0.end <= bytes.count })
        TextMasker.blank(rawTextBodies, in: &masked.bytes)
        if masked.replacedInvalidUTF8 {
            issues.append(ParseIssue(kind: .unreadableText, message: "the file is not valid UTF-8; invalid bytes were read as `?`",
                                     range: SourceRange(start: masked.firstInvalidOffset, end: masked.firstInvalidOffset + 1),
                                     help: "save the template as UTF-8"))
        }
        var html = HTMLTokenizer(masked: masked.bytes)
        // Past a limit, the rest of a tag's attributes is not read: bounded work per tag.
        for dropped in html.limitAttributes(to: TemplateParser.maximumAttributesPerTag) {
            issues.append(ParseIssue(kind: .unreadableText,
                                     message: "this tag has \(dropped.count) attributes; bridgelint reads the first \(TemplateParser.maximumAttributesPerTag) and ignores the rest",
                                     range: dropped.nameRange, help: "a tag this large is usually generated; exclude the file in `.bridgelint.yml` (`exclude:`)"))
        }
        let textOnly = (html.textOnlyRanges + rawTextBodies).sorted { $0.start < $1.start }
        let ruby = ERBStructure(bytes: bytes, erbTags: erbTags, textOnlyRanges: textOnly)
        // An `end` too many: Rails cannot compile the template either.
        let endOfNoBlock = swallowing == nil ? ruby.closersOfNoBlock.first : nil
        if let end = endOfNoBlock { issues.append(Self.endOfNoBlockIssue(end, count: ruby.closersOfNoBlock.count, bytes: bytes)) }
        // A start tag each branch of a conditional opens, finished after its `end`: one per branch.
        if !ruby.conditionals.isEmpty {
            let branched = BranchedStartTags.split(html.startTags, conditionals: ruby.conditionals, erbTags: erbTags, bytes: bytes, masked: masked.bytes)
            html.replaceStartTags(branched.tags)
            issues += branched.issues
        }
        // An end tag whose `>` comes from ERB output ends where the output says: the structure
        // from there on is not what the masked text shows.
        let endingInOutput = EndTagEndingInOutput.first(in: html.endTags, erbTags: erbTags, bytes: bytes)
        var builder = TreeBuilder(bytes: bytes, erbTags: erbTags, html: html, ruby: ruby, helperMarkup: helperMarkup,
                                  damagedFrom: swallowing == nil && endOfNoBlock == nil ? endingInOutput?.tag.range.start ?? .max : 0, tableContext: tableContext)
        builder.build()
        issues.append(contentsOf: builder.issues)
        // Unless damage before it (an ERB tag or a quoted value swallowing markup) explains it.
        if let (tag, output) = endingInOutput, swallowing == nil, endOfNoBlock == nil,
           builder.damagedFrom >= tag.range.start {
            issues.append(EndTagEndingInOutput.issue(tag, before: output, bytes: bytes))
        }
        issues.sort { $0.range < $1.range }
        // Output inside a comment or a script is text there, not markup.
        let hidden = html.comments + rawTextBodies
        let markupHashes = hidden.isEmpty ? ruby.tagsWithDataHashes : ruby.tagsWithDataHashes.filter { hash in
            !hidden.contains { $0.start <= hash.tag.range.start && hash.tag.range.end <= $0.end }
        }
        let loose = LooseDataHashes.elements(in: markupHashes, after: builder.elements)
        // Most templates have no loose hash: then the tree's array is kept, not copied.
        let elements = loose.isEmpty ? builder.elements : builder.elements + loose
        return Template(file: file, elements: elements, erbTags: erbTags, htmlComments: html.comments, issues: issues, openAtEnd: builder.openAtEnd,
                        conditionalBodies: ruby.conditionalBodies, branches: ruby.branches, turboStreamCalls: ruby.turboStreamCalls,
                        rubyBlocks: builder.rubyBlocks, textBodies: rawTextBodies, givenTextBodies: textBodies, givenHelperMarkup: helperMarkup, givenTableContext: tableContext,
                        railsTwoBlocks: ruby.railsTwoBlocks, neverRendered: decided.neverRendered)
    }

    /// The issue of `end`, the first of `count` ERB tags whose `end` (or `}`) closes no block.
    private static func endOfNoBlockIssue(_ end: ERBTag, count: Int, bytes: [UInt8]) -> ParseIssue {
        let code = bytes[end.contentRange.start..<end.contentRange.end].filter { !" \t\r\n-".utf8.contains($0) }
        let closer = code == Array("}".utf8) ? "}" : "end"
        let more = count > 1 ? " (and \(count - 1) more after it)" : ""
        var issue = ParseIssue(kind: .endOfNoBlock,
                               message: "this `\(closer)` closes no block: no `if`, `unless`, `case` or `do` before it is left open\(more), so Rails cannot compile the template and every render raises a SyntaxError",
                               range: end.range,
                               help: "remove the `\(closer)`, or restore the ERB tag that opens its block (`<%= link_to ... do %>`, `<% if ... %>`)")
        issue.stopsCompilation = true
        return issue
    }

    /// `ranges` sorted, without those inside another (text-only ranges must not overlap).
    private static func outermost(_ ranges: [SourceRange]) -> [SourceRange] {
        guard ranges.count > 1 else { return ranges }
        var kept: [SourceRange] = []
        for range in ranges.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) }) {
            if let last = kept.last, range.start < last.end {
                if range.end > last.end { kept[kept.count - 1] = SourceRange(start: last.start, end: range.end) }
                continue
            }
            kept.append(range)
        }
        return kept
    }
}

/// Replaces ERB with blanks so the tokenizer sees only HTML, keeping every offset.
enum TextMasker {
    struct Result {
        var bytes: [UInt8]
        var replacedInvalidUTF8: Bool
        var firstInvalidOffset: Int
    }

    static func mask(_ bytes: [UInt8], erbTags: [ERBTag], byteOrderMarkLength: Int) -> Result {
        var masked = bytes
        var firstInvalid = -1
        // Over the buffer, with no array per tag: every byte of every template passes here.
        masked.withUnsafeMutableBufferPointer { masked in
            for index in 0..<byteOrderMarkLength { masked[index] = UInt8(ascii: " ") }
            func fill(_ range: Range<Int>, with filler: UInt8) {
                // An unquoted value's output renders one value, however many lines its Ruby
                // takes (`class=<%= case … end %>`): no line break may end it early.
                let keepsLineBreaks = filler != UInt8(ascii: "_")
                for index in range where !keepsLineBreaks || masked[index] != UInt8(ascii: "\n") { masked[index] = filler }
            }
            for tag in erbTags {
                // `value=<%= x %>` and `id= <%= x %>` (HTML allows blanks after `=`) must still read
                // as an unquoted value: blanks would leave `=` to take the next attribute as its value.
                let filler = followsEquals(tag.range.start, in: bytes) ? UInt8(ascii: "_") : UInt8(ascii: " ")
                // `<%% ... %>` renders its content as text the browser parses: only the delimiters go.
                if tag.kind == .literal {
                    fill(tag.range.start..<tag.contentRange.start, with: filler)
                    fill(tag.contentRange.end..<tag.range.end, with: filler)
                } else {
                    fill(tag.range.start..<tag.range.end, with: filler)
                }
            }
            var index = 0
            while index < masked.count {
                // ASCII, the usual byte, is valid on its own: eight bytes are passed at once.
                if index + 8 <= masked.count,
                   UnsafeRawPointer(masked.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                if masked[index] < 0x80 {
                    index += 1
                    continue
                }
                let length = validUTF8Length(UnsafeBufferPointer(masked), at: index)
                if length == 0 {
                    if firstInvalid < 0 { firstInvalid = index }
                    masked[index] = UInt8(ascii: "?")
                    index += 1
                } else {
                    index += length
                }
            }
        }
        return Result(bytes: masked, replacedInvalidUTF8: firstInvalid >= 0, firstInvalidOffset: max(firstInvalid, 0))
    }

    /// Blanks `ranges` (line breaks kept): text that is not markup, such as the body of a
    /// `javascript_tag` block.
    static func blank(_ ranges: [SourceRange], in masked: inout [UInt8]) {
        for range in ranges {
            for index in range.start..<min(range.end, masked.count) where masked[index] != UInt8(ascii: "\n") {
                masked[index] = UInt8(ascii: " ")
            }
        }
    }

    /// Whether the last byte before `offset` other than HTML blanks is `=`.
    private static func followsEquals(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset - 1
        while index >= 0, HTMLTokenizer.isSpace(bytes[index]) { index -= 1 }
        return index >= 0 && bytes[index] == UInt8(ascii: "=")
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is invalid.
    private static func validUTF8Length(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80
        case 0xE0...0xEF: length = 3; minimum = 0x800
        case 0xF0...0xF4: length = 4; minimum = 0x10000
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return 0 }
        return length
    }
}
