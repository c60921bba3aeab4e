import BridgeLintCore

/// Merges libxml2's structure events and the ERB helper events into one element tree.
struct TreeBuilder {
    private let bytes: [UInt8]
    private let erbTags: [ERBTag]
    private let html: HTMLTokenizer
    private let ruby: ERBStructure
    /// Start offsets of all start and end tags, sorted: where libxml2 events are placed.
    private let tokenStarts: [Int]

    private(set) var elements: [Element] = []
    private(set) var issues: [ParseIssue] = []

    private var stack: [Int] = []
    /// Elements libxml2 opened, in its own nesting (nil: a start event with no matching tag).
    private var libxmlStack: [Int?] = []
    private var nextStartTag = 0
    /// Element index -> start tag, for HTML elements.
    private var startTagOfElement: [Int: HTMLStartTag] = [:]
    /// Helper block id -> the elements its block keeps open.
    private var blockElements: [Int: [Int]] = [:]
    /// Elements already blamed for an end tag that did not match them, or closed here where
    /// libxml2 did not close them: libxml2's later errors about them are not news.
    private var reportedElements: Set<Int> = []
    /// HTML elements that ended without their own end tag, with the offset where they ended
    /// (`<p>` closed by a `<pre>` it cannot contain): a later `</p>` meant them.
    private var implicitlyClosed: [Int: Int] = [:]
    /// An end tag libxml2 called mismatched; whether it applies the tag shows in its next events.
    private var pendingEndTag: HTMLEndTag?

    init(bytes: [UInt8], erbTags: [ERBTag], html: HTMLTokenizer, ruby: ERBStructure) {
        self.bytes = bytes
        self.erbTags = erbTags
        self.html = html
        self.ruby = ruby
        self.tokenStarts = (html.startTags.map(\.range.start) + html.endTags.map(\.range.start)).sorted()
    }

    mutating func build(events: [StructureEvent]) {
        var helperIndex = 0
        var lastOffset = 0
        let helperEvents = ruby.events
        for event in events {
            resolvePendingEndTag(before: event)
            let offset = max(lastOffset, mergeOffset(of: event))
            lastOffset = offset
            while helperIndex < helperEvents.count, helperEvents[helperIndex].offset < offset {
                apply(helperEvents[helperIndex].event)
                helperIndex += 1
            }
            apply(event)
        }
        if let pending = pendingEndTag {
            pendingEndTag = nil
            closeThrough(pending)
        }
        while helperIndex < helperEvents.count {
            apply(helperEvents[helperIndex].event)
            helperIndex += 1
        }
        while let open = stack.popLast() { close(open, at: bytes.count, endTag: nil) }
    }

    // MARK: - Placing libxml2 events in the source

    private func eventOffset(_ event: StructureEvent) -> Int {
        switch event {
        case .start(_, let offset), .end(_, let offset), .error(_, _, _, let offset): offset
        }
    }

    /// libxml2 reports how far it has read; the event belongs to the tag being read then. A
    /// start event comes after its tag's `>`, where the next tag may already begin; an element
    /// closed implicitly by the next tag (`<li>a⏎<li>`) ends when libxml2 stands at that tag's `<`,
    /// so an end event belongs to a tag starting exactly there.
    private func mergeOffset(of event: StructureEvent) -> Int {
        let offset = eventOffset(event)
        if offset >= bytes.count { return bytes.count }
        let includesOffset: Bool
        if case .end = event { includesOffset = true } else { includesOffset = false }
        var low = 0
        var high = tokenStarts.count
        while low < high {
            let middle = (low + high) / 2
            if tokenStarts[middle] < offset || includesOffset && tokenStarts[middle] == offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? tokenStarts[low - 1] : 0
    }

    private mutating func apply(_ event: StructureEvent) {
        switch event {
        case .start(let name, let offset):
            openHTMLElement(named: name, at: offset)
        case .end(let name, let offset):
            guard let element = libxmlStack.popLast() ?? nil else { return }
            // The end tag just read is this element's own, or an outer one closing it implicitly
            // (`</section>` closing an open `<div>`): either way the element ends where it starts.
            // Otherwise the element ends at the tag libxml2 stands at (`<li>a⏎<li>`), or the end.
            let closingTag = endTagRead(before: offset).flatMap { tag in
                tag.name == name || libxmlStack.contains { $0.flatMap { startTagOfElement[$0]?.name } == tag.name } ? tag : nil
            }
            let endTag = closingTag?.name == name ? closingTag : nil
            let closeOffset = closingTag?.range.start ?? mergeOffset(of: event)
            if stack.contains(element) {
                while let open = stack.popLast() {
                    close(open, at: closeOffset, endTag: open == element ? endTag : nil)
                    if open == element { break }
                }
            }
        case .error(let code, let first, let second, let offset):
            recordError(code: code, first: first, second: second, offset: offset)
        }
    }

    /// The end tag libxml2 may just have read when it reports reaching `offset` (it may already
    /// have skipped the blanks after it).
    private func endTagRead(before offset: Int) -> HTMLEndTag? {
        guard let tag = html.lastEndTag(endingAtOrBefore: offset), tag.range.end <= bytes.count else { return nil }
        return bytes[tag.range.end..<min(offset, bytes.count)].allSatisfy(HTMLTokenizer.isSpace) ? tag : nil
    }

    private mutating func apply(_ event: ERBStructure.Event) {
        switch event {
        case .helper(let spec, let tag, let isConditional, let blockID):
            let parent = stack.last
            var opened: [Int] = []
            let index = addHelper(spec, tag: tag, parent: parent, isConditional: isConditional, opened: &opened)
            if let blockID {
                if opened.isEmpty { opened = [index] }
                if opened.first != index { opened.insert(index, at: 0) }
                for element in opened { elements[element].contentRange = SourceRange(start: tag.range.end, end: tag.range.end) }
                stack.append(contentsOf: opened)
                blockElements[blockID] = opened
            }
        case .close(let blockID, let tag):
            guard let opened = blockElements[blockID], let outer = opened.first, stack.contains(outer) else { return }
            while let open = stack.popLast() {
                if opened.contains(open) {
                    elements[open].range.end = tag.range.end
                    if let content = elements[open].contentRange { elements[open].contentRange = SourceRange(start: content.start, end: tag.range.start) }
                } else {
                    close(open, at: tag.range.start, endTag: nil)
                }
                if open == outer { break }
            }
        }
    }

    // MARK: - Elements

    private mutating func openHTMLElement(named name: String, at offset: Int) {
        var found: Int?
        var cursor = nextStartTag
        while cursor < html.startTags.count {
            let tag = html.startTags[cursor]
            if tag.range.start >= offset { break }
            if tag.name == name, offset <= tag.closeOffset + 1 {
                found = cursor
                break
            }
            cursor += 1
        }
        guard let tagIndex = found else {
            libxmlStack.append(nil)
            return
        }
        nextStartTag = tagIndex + 1
        let tag = html.startTags[tagIndex]
        let index = elements.count
        // `<h<%= level %>>`: the element's real name is only known at run time.
        let name = TreeBuilder.isGluedToOutput(tag.nameRange, among: erbTags(in: tag.range)) ? "#dynamic" : tag.name
        var element = Element(index: index, name: name, origin: .html, range: tag.range, nameRange: tag.nameRange, startTagRange: tag.range)
        element.parent = stack.last
        element.contentRange = SourceRange(start: tag.range.end, end: tag.range.end)
        (element.attributes, element.hasDynamicAttributes) = attributes(of: tag)
        elements.append(element)
        if let parent = element.parent { elements[parent].children.append(index) }
        startTagOfElement[index] = tag
        stack.append(index)
        libxmlStack.append(index)
    }

    private mutating func close(_ index: Int, at offset: Int, endTag: HTMLEndTag?) {
        // An element closed without an end tag (`<br>`, `<li>` closed by the next `<li>`) still
        // spans its start tag, and always its children (closed before it): where libxml2 and
        // the tokenizer disagree on broken input (an unclosed `<script>`), the tree stays nested.
        let childrenEnd = elements[index].children.last.map { elements[$0].range.end } ?? 0
        if endTag == nil, startTagOfElement[index] != nil { implicitlyClosed[index] = offset }
        let contentEnd = max(endTag?.range.start ?? offset, childrenEnd)
        elements[index].range.end = max(elements[index].startTagRange.end, endTag?.range.end ?? offset, childrenEnd)
        if let content = elements[index].contentRange {
            elements[index].contentRange = SourceRange(start: content.start, end: max(content.start, contentEnd))
        }
    }

    /// Adds a helper element (and the elements it renders inside), returning its index.
    /// `opened` receives the elements that hold the helper's block.
    private mutating func addHelper(_ spec: HelperElementSpec, tag: ERBTag, parent: Int?, isConditional: Bool, opened: inout [Int]) -> Int {
        let index = elements.count
        var element = Element(index: index, name: spec.name, origin: .helper(spec.helperName), range: tag.range, nameRange: spec.nameRange, startTagRange: tag.range)
        element.parent = parent
        element.attributes = spec.attributes
        element.hasDynamicAttributes = spec.hasDynamicAttributes
        element.inlineText = spec.inlineText
        element.form = spec.form
        element.field = spec.field
        element.isConditional = isConditional
        elements.append(element)
        if let parent { elements[parent].children.append(index) }
        if spec.receivesBlock { opened.append(index) }
        for child in spec.children {
            _ = addHelper(child, tag: tag, parent: index, isConditional: isConditional, opened: &opened)
        }
        return index
    }

    /// The attributes of an HTML start tag, and whether ERB among them may add more.
    private func attributes(of tag: HTMLStartTag) -> ([Attribute], Bool) {
        let inside = erbTags(in: tag.range)
        var hasDynamic = false
        var result: [Attribute] = []
        for raw in tag.attributes {
            if TreeBuilder.isGluedToOutput(raw.nameRange, among: inside) {
                hasDynamic = true
                continue
            }
            var value: AttributeValue?
            if let valueRange = raw.valueRange {
                value = attributeValue(in: valueRange, erb: inside)
            }
            result.append(Attribute(name: raw.name, nameRange: raw.nameRange, value: value, origin: .html))
        }
        let valueRanges = tag.attributes.compactMap(\.valueRange)
        if inside.contains(where: { erb in erb.kind != .comment && !valueRanges.contains { $0.contains(erb.range) } }) {
            hasDynamic = true
        }
        return (result, hasDynamic)
    }

    /// A name glued to ERB output (`data-<%= x %>-target`, `<h<%= level %>>`) is not a name the
    /// linter knows. Code tags render nothing: `<% if x %>open` leaves the name whole.
    private static func isGluedToOutput(_ name: SourceRange, among erb: [ERBTag]) -> Bool {
        erb.contains { $0.kind == .output && ($0.range.end == name.start || $0.range.start == name.end) }
    }

    private func attributeValue(in range: SourceRange, erb: [ERBTag]) -> AttributeValue {
        var segments: [AttributeValue.Segment] = []
        var offset = range.start
        var dynamic = false
        for tag in erb where range.contains(tag.range) {
            appendText(from: offset, to: tag.range.start, to: &segments)
            if tag.kind != .comment {
                segments.append(.dynamic(tag.range))
                dynamic = true
            }
            offset = tag.range.end
        }
        appendText(from: offset, to: range.end, to: &segments)
        if segments.isEmpty { segments.append(.text("", range: SourceRange(start: range.end, end: range.end), verbatim: true)) }
        return AttributeValue(kind: dynamic ? .interpolated : .text, range: range, segments: segments)
    }

    /// Appends the value text in `start..<end` as the browser reads it: a character reference
    /// (`&amp;`, `&#62;`) becomes a segment of its own holding the decoded character.
    private func appendText(from start: Int, to end: Int, to segments: inout [AttributeValue.Segment]) {
        var runStart = start
        var index = start
        while index < end {
            guard bytes[index] == UInt8(ascii: "&"), let reference = HTMLTokenizer.characterReference(in: bytes, at: index, end: end) else {
                index += 1
                continue
            }
            if index > runStart {
                segments.append(.text(text(runStart, index), range: SourceRange(start: runStart, end: index), verbatim: true))
            }
            segments.append(.text(reference.text, range: SourceRange(start: index, end: index + reference.length), verbatim: false))
            index += reference.length
            runStart = index
        }
        if end > runStart {
            segments.append(.text(text(runStart, end), range: SourceRange(start: runStart, end: end), verbatim: true))
        }
    }

    private func erbTags(in range: SourceRange) -> [ERBTag] {
        var low = 0
        var high = erbTags.count
        while low < high {
            let middle = (low + high) / 2
            if erbTags[middle].range.start < range.start { low = middle + 1 } else { high = middle }
        }
        var result: [ERBTag] = []
        while low < erbTags.count, erbTags[low].range.start < range.end {
            result.append(erbTags[low])
            low += 1
        }
        return result
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    // MARK: - libxml2 errors -> issues

    private static let tagNameMismatch: Int32 = 76
    private static let attributeRedefined: Int32 = 42

    private mutating func recordError(code: Int32, first: String, second: String, offset: Int) {
        switch code {
        case TreeBuilder.tagNameMismatch where second.isEmpty:
            recordStrayEndTag(named: first, at: offset)
        case TreeBuilder.tagNameMismatch:
            recordUnclosedElement(closedBy: first, at: offset)
        case TreeBuilder.attributeRedefined:
            recordDuplicateAttribute(named: first, at: offset)
        default:
            break
        }
    }

    private func endTag(endingAt offset: Int, named name: String) -> HTMLEndTag? {
        html.lastEndTag(endingAtOrBefore: offset + 1).flatMap { $0.name == name && $0.range.start < offset ? $0 : nil }
    }

    /// True when the two offsets sit in different ERB branches or loops, where the masked
    /// HTML does not show what renders together.
    private func crossesERBBranches(_ lhs: Int, _ rhs: Int) -> Bool {
        ruby.branchKey(at: lhs) != ruby.branchKey(at: rhs)
    }

    /// The innermost element libxml2 holds open, if it is a real element.
    private var innermostHTMLElement: Int? { libxmlStack.last ?? nil }

    private mutating func recordStrayEndTag(named name: String, at offset: Int) {
        guard let endTag = endTag(endingAt: offset, named: name) else { return }
        if let open = innermostHTMLElement {
            // An element closed here but not by libxml2: what the browser has open is unclear.
            guard stack.contains(open) else { return }
            let element = elements[open]
            guard !crossesERBBranches(element.range.start, endTag.range.start) else { return }
            let line = lineNumber(of: element.range.start)
            reportedElements.insert(open)
            if let earlier = element.children.last(where: { elements[$0].name == name && implicitlyClosed[$0] != nil }) {
                issues.append(strayEndTagOfImplicitlyClosed(earlier, endTag: endTag))
                closeThrough(endTag)
                return
            }
            issues.append(ParseIssue(kind: .mismatchedEndTag,
                                     message: "end tag `</\(name)>` does not match the open element `<\(element.name)>` (line \(line))",
                                     range: endTag.nameRange, relatedRange: element.nameRange, relatedMessage: "`<\(element.name)>` opened here",
                                     help: "close `<\(element.name)>` with `</\(element.name)>`, or remove the stray `</\(name)>`"))
            closeThrough(endTag)
        } else {
            guard !crossesERBBranches(0, endTag.range.start) else { return }
            issues.append(ParseIssue(kind: .mismatchedEndTag,
                                     message: "end tag `</\(name)>` has no open `<\(name)>` to close",
                                     range: endTag.nameRange, help: "remove the stray `</\(name)>` or add the missing `<\(name)>`"))
        }
    }

    /// `</p>` after a `<p>` that HTML already closed, usually at a block it cannot contain
    /// (`<p> … <pre>` or `<p> … <div>`): browsers add an empty `<p></p>` for the stray end tag.
    private func strayEndTagOfImplicitlyClosed(_ earlier: Int, endTag: HTMLEndTag) -> ParseIssue {
        let element = elements[earlier]
        let name = element.name
        let closedAt = implicitlyClosed[earlier] ?? element.range.end
        let closer = html.startTags.first { $0.range.start == closedAt }
        let reason = closer.map { "the `<\(name)>` opened on line \(lineNumber(of: element.range.start)) was closed by `<\($0.name)>` on line \(lineNumber(of: $0.range.start)), which a `<\(name)>` cannot contain" }
            ?? "the `<\(name)>` opened on line \(lineNumber(of: element.range.start)) was already closed implicitly"
        return ParseIssue(kind: .mismatchedEndTag,
                          message: "end tag `</\(name)>` has no open `<\(name)>` to close: \(reason)",
                          range: endTag.nameRange, relatedRange: element.nameRange, relatedMessage: "`<\(name)>` opened here",
                          help: closer.map { "browsers add an empty `<\(name)></\(name)>` here; use a `<div>` instead of the `<\(name)>`, or move the `<\($0.name)>` out of it" }
                              ?? "remove the stray `</\(name)>`")
    }

    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// End tags that browsers apply through whatever is open inside the matching element
    /// (HTML's in-body rules), where libxml2 follows HTML 4 priorities and ignores some.
    private static let blockEndTags: Set<String> = [
        "address", "article", "aside", "blockquote", "button", "center", "details", "dialog", "dir", "div", "dl",
        "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "listing", "main", "menu", "nav", "ol",
        "pre", "search", "section", "summary", "ul", "li", "dd", "dt",
    ]
    /// Elements that end the search for the element an end tag closes (HTML's "scope").
    private static let scopeBoundaries: Set<String> = ["applet", "caption", "html", "table", "td", "th", "marquee", "object", "template"]

    /// After an end tag libxml2 called mismatched: if its next event belongs to another tag,
    /// libxml2 ignored the end tag (`</section>` cannot close an open `<div>` for it), so close
    /// what a browser closes; if it is an end event for this tag, libxml2 applied it.
    private mutating func resolvePendingEndTag(before event: StructureEvent) {
        guard let pending = pendingEndTag else { return }
        let sameTag = endTagRead(before: eventOffset(event))?.range == pending.range
        if sameTag, case .error = event { return }
        pendingEndTag = nil
        if !sameTag { closeThrough(pending) }
    }

    /// Closes, as browsers do, everything open down to the element `endTag` ends, when libxml2
    /// did not: a block end tag through what is open inside it (`<section><div></section>`), a
    /// heading end tag through the open heading (`<h3>Menu</h2>`). Nothing across a helper's
    /// block, a scope boundary or ERB branches.
    private mutating func closeThrough(_ endTag: HTMLEndTag) {
        let name = endTag.name
        let isHeading = TreeBuilder.headings.contains(name)
        guard isHeading || TreeBuilder.blockEndTags.contains(name) else { return }
        var target: Int?
        for index in stack.reversed() {
            let element = elements[index]
            guard element.origin == .html else { return }
            if element.name == name || isHeading && TreeBuilder.headings.contains(element.name) {
                target = index
                break
            }
            if TreeBuilder.scopeBoundaries.contains(element.name) || name == "li" && (element.name == "ul" || element.name == "ol") { return }
        }
        guard let target, !crossesERBBranches(elements[target].range.start, endTag.range.start) else { return }
        while let open = stack.popLast() {
            reportedElements.insert(open)
            close(open, at: endTag.range.start, endTag: open == target ? endTag : nil)
            if open == target { break }
        }
    }

    private mutating func recordUnclosedElement(closedBy name: String, at offset: Int) {
        guard let endTag = endTag(endingAt: offset, named: name) else { return }
        if pendingEndTag == nil { pendingEndTag = endTag }
        guard let open = innermostHTMLElement, !reportedElements.contains(open) else { return }
        let element = elements[open]
        guard !crossesERBBranches(element.range.start, endTag.range.start) else { return }
        reportedElements.insert(open)
        issues.append(ParseIssue(kind: .unclosedElement,
                                 message: "`<\(element.name)>` is never closed: `</\(name)>` on line \(lineNumber(of: endTag.range.start)) closes it implicitly",
                                 range: element.nameRange, relatedRange: endTag.nameRange, relatedMessage: "`</\(name)>` closes it here",
                                 help: "add `</\(element.name)>` where the element ends"))
    }

    private mutating func recordDuplicateAttribute(named name: String, at offset: Int) {
        // libxml2 reports the repeat right after reading it: the last attribute of that name
        // that ends by `offset` is the one it means.
        var low = 0
        var high = html.startTags.count
        while low < high {
            let middle = (low + high) / 2
            if html.startTags[middle].range.start < offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return }
        let tag = html.startTags[low - 1]
        let matches = tag.attributes.filter { $0.name.lowercased() == name.lowercased() }
        guard let first = matches.first, let second = matches.last(where: { $0.range.end <= offset }),
              second.range != first.range else { return }
        let between = SourceRange(start: first.range.start, end: second.range.end)
        guard !erbTags(in: between).contains(where: { $0.kind != .comment }) else { return }
        issues.append(ParseIssue(kind: .duplicateAttribute,
                                 message: "attribute `\(second.name)` is set twice on this `<\(tag.name)>`; browsers keep the first and ignore this one",
                                 range: second.nameRange, relatedRange: first.nameRange, relatedMessage: "first `\(first.name)` here",
                                 help: "merge the two values into one `\(first.name)` attribute"))
    }

    private func lineNumber(of offset: Int) -> Int {
        var line = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") { line += 1 }
        return line
    }
}
