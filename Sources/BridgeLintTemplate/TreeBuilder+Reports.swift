import BridgeLintCore

/// Recording a structure issue (unless ERB branches, a loop or an earlier broken value make it
/// unknowable), and the issues that are not about a stray end tag: nested links or buttons, an
/// element left open past `</form>`, and a start tag or attribute value that swallows markup.
extension TreeBuilder {
    /// Records an issue about the element at `from` and a tag at `to`, unless the two sit in
    /// different ERB branches or loops (the masked HTML does not show what renders together),
    /// an earlier broken value explains it, or a loop between them leaves the structure unknown.
    @discardableResult
    mutating func report(_ kind: ParseIssue.Kind, _ message: String, at range: SourceRange, related: SourceRange?, _ relatedMessage: String?,
                         help: String, from element: Int?, to offset: Int, damage: StructureDamage = .moves) -> Bool {
        guard offset < damagedFrom else { return false }
        // Past a loop that builds structure across iterations (or a helper block an end tag broke out
        // of), what is open from before it is unknown.
        if offset > openElementsUnknownFrom, element.map({ elements[$0].range.start < openElementsUnknownFrom }) ?? true { return false }
        if let element {
            // A helper's element starts, for this purpose, where its block's content does.
            let start = isHTML(element) ? elements[element].range.start : elements[element].contentRange?.start ?? elements[element].range.start
            if ruby.branchKey(at: start) != ruby.branchKey(at: offset) { return false }
        }
        if element == nil, ruby.branchKey(at: 0) != ruby.branchKey(at: offset) { return false }
        // An element whose name swallowed an attribute (`<tdclass="w">`): its finding says so.
        if let element, gluedElements.contains(element) { return false }
        if case .moves = damage {} else { damages.append((issues.count, damage)) }
        issues.append(ParseIssue(kind: kind, message: message, range: range, relatedRange: related, relatedMessage: relatedMessage, help: help))
        return true
    }

    /// A start tag that cannot nest in the element at stack `position` (`what`: "links", "buttons"):
    /// it and what is open inside it close here (or `closing`, when the adoption agency keeps some).
    mutating func reportNested(_ tag: HTMLStartTag, inside position: Int, closing: [Int]? = nil, what: String) {
        let outer = stack[position]
        let open = elements[outer]
        for closed in closing ?? Array(stack[position...]) where isHTML(closed) { forgivenEndTags[tagName(closed), default: 0] += 1 }
        // A slip in its end tag already reported leaves it open: one cause, one finding.
        guard !reportedElements.contains(outer) else { return }
        let emptied = tag.name == "a" ? helpForLinkLeftEmpty(outer, byLinkAt: tag.range.start, endingAt: nil) : nil
        report(.invalidNesting, "this `<\(tag.name)>` is inside the `<\(open.name)>` opened on \(place(of: open.range.start)): \(what) cannot nest, so browsers close the outer `<\(open.name)>` here"
                   + (emptied == nil ? "" : Self.emptiedLinkConsequence),
               at: tag.nameRange, related: open.nameRange, "outer `<\(open.name)>` opened here",
               help: emptied ?? "close the outer `<\(open.name)>` before this one, or make one of them another element", from: outer, to: tag.range.start,
               damage: emptied == nil ? .moves : .none)
    }

    /// A link inside the link at stack `position`, which closes with what is open inside it
    /// (or `closing`, when the adoption agency keeps some).
    mutating func reportNested(_ nested: NestedLink, inside position: Int, closing: [Int]) {
        switch nested {
        case .startTag(let tag):
            reportNested(tag, inside: position, closing: closing, what: "links")
        case .helper(let spec, let tag):
            for closed in closing where isHTML(closed) { forgivenEndTags[tagName(closed), default: 0] += 1 }
            reportNestedLink(spec, at: tag, inside: stack[position])
        }
    }

    /// A helper's link (`<%= link_to "Edit", path %>`) inside an open `<a>` (a `link_to` block's,
    /// or one in the markup): browsers close the outer link at the inner one's start tag.
    mutating func reportNestedLink(_ spec: HelperElementSpec, at tag: ERBTag, inside link: Int) {
        // One cause: the first link inside it closes it; the next ones are said with that one.
        guard !reportedElements.contains(link), linksWithNestedLinks.insert(link).inserted else { return }
        let open = elements[link]
        let outer: String
        if case .helper(let helper) = open.origin { outer = "the `<a>` the `\(helper)` block on \(place(of: open.range.start)) renders" } else {
            outer = "the `<a>` opened on \(place(of: open.range.start))"
        }
        // A `link_to … do` link ends with its block's `<% end %>`.
        let innerEnd = spec.receivesBlock ? closeOfBlock(openedBy: tag)?.tag.range.end : tag.range.end
        let emptied = innerEnd.flatMap { helpForLinkLeftEmpty(link, byLinkAt: tag.range.start, endingAt: $0) }
        report(.invalidNesting, "this `\(spec.helperName)` renders an `<a>` inside \(outer): links cannot nest, so browsers close the outer `<a>` here"
                   + (emptied == nil ? "" : Self.emptiedLinkConsequence),
               at: spec.nameRange, related: open.nameRange, "outer `<a>` opened here",
               help: emptied ?? "end the outer link before this one (move this `\(spec.helperName)` out of it), or make one of them another element", from: link, to: tag.range.start,
               damage: emptied == nil ? .moves : .none)
    }

    /// The `<% end %>` (or `}`) of the block that the helper tag `opener` starts, with its offset.
    func closeOfBlock(openedBy opener: ERBTag) -> (offset: Int, tag: ERBTag)? {
        guard let blockID = ruby.events.lazy.compactMap({ entry -> Int? in
            if case .helper(_, let tag, _, let blockID?) = entry.event, tag.range == opener.range { blockID } else { nil }
        }).first else { return nil }
        return closeOfBlock(blockID)
    }

    /// The `<% end %>` (or `}`) that closes the block `blockID`, with its offset.
    func closeOfBlock(_ blockID: Int) -> (offset: Int, tag: ERBTag)? {
        for entry in ruby.events {
            if case .close(blockID, let tag) = entry.event { return (entry.offset, tag) }
        }
        return nil
    }

    /// What a nested link does when the outer one is left empty (`helpForLinkLeftEmpty`).
    private static let emptiedLinkConsequence = "; it holds nothing else, so it stays empty in front of this link and the page looks and works as if it were not written"

    /// When the link `outer`, which a nested link starting at `innerStart` closes, is left
    /// empty with nothing lost, what to do (remove it, and its `</a>` when one follows the inner
    /// link); nil otherwise. Left empty: nothing renders in it before the inner link nor after
    /// it, up to the next end tag (its own `</a>`, or its parent's), and it has no attribute but
    /// `href`, `target` and `rel`, which an empty link does nothing with (no class that styles
    /// it, no id a script finds). `<a href=""><%= link_to "Home", root_path %></a>` builds the
    /// page its author sees, with an empty `<a>` before the inner link. `innerEnd`: where the
    /// inner link ends; nil for a link in the markup, which ends at the next `</a>`.
    private func helpForLinkLeftEmpty(_ outer: Int, byLinkAt innerStart: Int, endingAt innerEnd: Int?) -> String? {
        let link = elements[outer]
        guard case .html = link.origin, !link.hasDynamicAttributes,
              link.attributes.allSatisfy({ ["href", "target", "rel"].contains($0.name.lowercased()) }),
              let innerEnd = innerEnd ?? html.endTags.first(where: { $0.range.start > innerStart && $0.name == "a" })?.range.end,
              !html.startTags.contains(where: { $0.name == "a" && $0.range.start > innerStart && $0.range.start < innerEnd }) else { return nil }
        let text = RenderedText(bytes: bytes, erbTags: erbTags, silentRanges: silentRanges(comments: html.comments, endTags: html.endTags))
        let nextEndTag = html.endTags.first { $0.range.start >= innerEnd }
        guard !text.hasContent(from: link.startTagRange.end, to: innerStart),
              !text.hasContent(from: innerEnd, to: nextEndTag?.range.start ?? bytes.count) else { return nil }
        return nextEndTag?.name == "a" ? "remove the outer `<a>` and its `</a>`" : "remove the outer `<a>`"
    }

    /// `<form><div></form>`: `</form>` takes only the form off the stack (HTML's "form" end tag
    /// steps), so the `<div>` is not closed by it: it stays open inside the form's element, and
    /// what follows lands in it. Where it ends and what lands in it is said once the tree is built
    /// (`explainOpenPastFormEnd`).
    mutating func reportOpenPastFormEnd(_ index: Int, form: Int, endTag: HTMLEndTag) {
        guard isHTML(index), !elements[index].isImplied, !reportedElements.contains(index) else { return }
        reportedElements.insert(index)
        let element = elements[index]
        report(.unclosedElement, "`<\(element.name)>` is still open when `</form>` on \(place(of: endTag.range.start)) ends the `<form>` around it (\(place(of: elements[form].range.start))): browsers take the form off the stack of open elements but do not close the `<\(element.name)>`, so what follows stays inside it, and so inside the form's element",
               at: element.nameRange, related: endTag.nameRange, "`</form>` ends the form here, not the `<\(element.name)>`",
               help: "close the `<\(element.name)>` before `</form>`", from: index, to: endTag.range.start,
               damage: .unclosed(index, closedBy: endTag.range))
    }

    mutating func reportUnterminatedValue(_ attribute: HTMLRawAttribute, of tag: HTMLStartTag) {
        guard tag.range.start < damagedFrom, let value = attribute.valueRange else { return }
        if HTMLTokenizer.opensWithEscapedQuote(bytes, value: value) {
            reportEscapedQuotes(attribute, of: tag)
            return
        }
        let quote = value.start > 0 ? String(UnicodeScalar(bytes[value.start - 1])) : "\""
        if value.end > value.start, bytes[value.end - 1] == UInt8(ascii: "\\") {
            // The damage stays inside this tag: the rest of the file is read as usual.
            issues.append(ParseIssue(kind: .unterminatedAttributeValue,
                                     message: "the value of `\(attribute.name)` ends at the `\\\(quote)` on \(place(of: value.end)): HTML has no backslash escapes, so the rest of the value becomes junk attributes",
                                     range: attribute.nameRange, help: "write `&quot;` (or the other quote, `'`) for a quote inside the value"))
            return
        }
        damagedFrom = tag.range.start
        let whereItEnds: String
        if quote == "\"", let output = erbTags.first(where: { $0.kind == .output && $0.range.start >= value.start && $0.range.start < value.end }) {
            // Escaped output never writes a quote, but a helper's markup does (`f.label` writes
            // `for="…"`; Rails' tag helpers quote with `"`).
            let code = String(decoding: bytes[output.range.start..<output.range.end], as: UTF8.self)
            let shown = code.count <= 40 && !code.contains("\n") ? code : String(code.prefix { $0 != "\n" }.prefix(36)) + "…"
            whereItEnds = "it ends at the next `\(quote)` rendered: one that the ERB output on \(place(of: output.range.start)) may write (`\(shown)`: helpers write their attributes in quotes), "
                + (value.end < bytes.count ? "else the one on \(place(of: value.end)); the markup up to there is part of the value"
                    : "else none, and the rest of the file is part of the value")
        } else {
            whereItEnds = value.end < bytes.count
                ? "its closing `\(quote)` is on \(place(of: value.end)), so the markup before it is part of the value"
                : "it never closes, so the rest of the file is part of the value"
        }
        issues.append(ParseIssue(kind: .unterminatedAttributeValue,
                                 message: "the quoted value of `\(attribute.name)` runs past the end of its tag: \(whereItEnds)",
                                 range: attribute.nameRange, help: "add the missing `\(quote)` where the value ends"))
    }

    /// Start tags written with backslash-escaped quotes (`<div class=\"card\">`), as markup
    /// copied out of a JSON or JavaScript string is: one finding for a run of them (start tags
    /// one after the other written so; one without attributes, `<span>`, has no quotes to
    /// escape and goes on the run), at the first; their junk attributes are no other finding.
    private mutating func reportEscapedQuotes(_ attribute: HTMLRawAttribute, of tag: HTMLStartTag) {
        // The start tags with attributes, around this one.
        let startTags = html.startTags.filter { !$0.attributes.isEmpty }
        guard var position = startTags.firstIndex(where: { $0.range.start >= tag.range.start }) else { return }
        if position > 0, Self.isWrittenWithEscapedQuotes(startTags[position - 1], in: bytes) { return }
        var last = tag
        while position + 1 < startTags.count, Self.isWrittenWithEscapedQuotes(startTags[position + 1], in: bytes) {
            position += 1
            last = startTags[position]
        }
        let value = attribute.valueRange.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } ?? ""
        let shown = value.count > 32 ? String(value.prefix(32)) + "…" : value
        let run = last.range.start == tag.range.start ? ""
            : "; so are the start tags after it up to the `<\(last.name)>` on \(place(of: last.range.start))"
        var issue = ParseIssue(kind: .unterminatedAttributeValue,
                               message: "this `<\(tag.name)>` is written with backslash-escaped quotes (`\(attribute.name)=\(shown)`), as in a string literal: HTML has no backslash escapes, so browsers keep the backslashes and quotes in the values and read each word after a blank as an attribute of its own\(run)",
                               range: attribute.nameRange,
                               help: "write the quotes without backslashes (`\(attribute.name)=\"…\"`); if the markup was copied out of a string, unescape all of it (`\\n` is no line break in HTML either)")
        issue.relatedRange = last.range.start == tag.range.start ? nil : last.nameRange
        issue.relatedMessage = issue.relatedRange == nil ? nil : "the last start tag written so"
        issues.append(issue)
    }

    private static func isWrittenWithEscapedQuotes(_ tag: HTMLStartTag, in bytes: [UInt8]) -> Bool {
        guard let value = tag.unterminatedValue?.valueRange else { return false }
        return HTMLTokenizer.opensWithEscapedQuote(bytes, value: value)
    }

    /// An end tag without its `>` (`</li` at the end of a line): the markup after it, up to the
    /// first `>`, is read as its attributes, as after a start tag without one (see
    /// `reportMissingTagEnd(of:before:)`), and lost: a start tag there makes no element, and
    /// its end tag later closes something else or nothing. The structure issues from there on
    /// are its damage.
    /// Returns the finding's index when what it took in is only another end tag of its name
    /// (`</div` with the next `</div>`) or its parent's: the element that one was meant for is
    /// judged once it closes (`.endTagSwallowed`).
    mutating func reportMissingTagEnd(ofEndTag tag: HTMLEndTag, before markup: Int) -> Int? {
        guard markup < damagedFrom else { return nil }
        // Markup glued to the name (`</small</h2>`) is part of the name browsers read: the end
        // tag of that name closing nothing is damage too.
        let nameEnd = min(tag.nameRange.end, markup)
        damagedFrom = nameEnd < tag.nameRange.end ? tag.range.start : markup
        let written = String(decoding: bytes[tag.nameRange.start..<nameEnd], as: UTF8.self)
        let readAs = nameEnd < tag.nameRange.end ? "as part of its name and attributes" : "as its attributes"
        // What it swallowed, on one line: up to its `>` (or the end of the file).
        let end = bytes[tag.range.end - 1] == UInt8(ascii: ">") ? tag.range.end : tag.range.end + 1
        let swallowed = String(decoding: bytes[markup..<max(markup, end - 1)], as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let shown = swallowed.count > 32 ? String(swallowed.prefix(32)) + "…" : swallowed + (end == tag.range.end ? ">" : "")
        let lost = swallowed.hasPrefix("</") ? "that end tag closes nothing"
            : swallowed.hasPrefix("<!") ? "it is no comment or declaration"
            : "that start tag makes no element, and its own end tag later closes something else or nothing"
        // A slip after an element's name (`</a?`): the end tag meant is that element's.
        let meant = String(written.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
        let help = meant != written && HTMLElementKinds.names.contains(meant.lowercased())
            ? "write `</\(meant)>`: the `\(written.dropFirst(meant.count))` after the name is not part of it, and the `>` is missing"
            : "add the missing `>`: `</\(written)>`"
        // Text between the name and that markup is read as attributes too: it is never shown.
        let text = String(decoding: bytes[nameEnd..<markup], as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let textStart = bytes[nameEnd..<markup].firstIndex { !HTMLTokenizer.isSpace($0) }
        let hidden = text.isEmpty || textStart == nil ? ""
            : "the text `\(text.count > 32 ? String(text.prefix(32)) + "…" : text)` on \(place(of: textStart!)) is never shown, and "
        issues.append(ParseIssue(kind: .unterminatedAttributeValue,
                                 message: "the end tag `</\(written)` has no `>`: browsers read what follows, up to the first `>`, \(readAs), so \(hidden)the `\(shown)` on \(place(of: markup)) is part of it: \(lost)",
                                 range: SourceRange(start: tag.range.start, end: nameEnd), help: help))
        guard let swallowedName = Self.endTagName(bytes[markup..<tag.range.end]) else { return nil }
        if nameEnd == tag.nameRange.end {
            // Its own next end tag (`</div` with the next `</div>`), or its parent's (`</span`
            // with the `</button>` around it), which then leaves that element open.
            let parentNext = stack.count >= 2 && stack.last.map(tagName) == tag.name && stack.dropLast().last.map(tagName) == swallowedName
            return swallowedName == tag.name || parentNext ? issues.count - 1 : nil
        }
        // `</strong</th>` in `<th><strong>`: both end tags lost, the one meant and its parent's,
        // judged by the parent, unless the element meant is a formatting one that outlives it
        // (browsers open it again at the next text, unless the parent is a cell or another marker).
        guard stack.count >= 2, let meant = stack.last, let parent = stack.dropLast().last, isHTML(meant), isHTML(parent),
              tagName(meant) == written.lowercased(), tagName(parent) == swallowedName,
              !HTMLElementKinds.formatting.contains(tagName(meant)) || HTMLElementKinds.traits(of: tagName(parent)).contains(.formattingMarker)
        else { return nil }
        return issues.count - 1
    }

    /// The name of `markup` when it is one end tag and nothing else (`</th>`), lower-cased.
    static func endTagName(_ markup: ArraySlice<UInt8>) -> String? {
        guard markup.count > 3, markup.first == UInt8(ascii: "<"), markup.dropFirst().first == UInt8(ascii: "/"), markup.last == UInt8(ascii: ">") else { return nil }
        let name = markup.dropFirst(2).dropLast()
        guard name.first.map(HTMLTokenizer.isASCIILetter) == true, name.allSatisfy(HTMLTokenizer.isTagNameByte) else { return nil }
        return HTMLTokenizer.lowercased(Array(name), 0, name.count)
    }

    /// A start tag whose name swallowed an attribute (`<tdclass="w">`) or stray punctuation
    /// (`<span">`, see `GluedTagName`): browsers make an element of the whole name. One finding,
    /// at the name: the structure issues of that element (its `</td>` closing nothing, the
    /// element never closed) are its damage, not findings of their own (see `report`). Returns
    /// the finding's index.
    mutating func reportGluedTagName(_ glued: GluedTagName, of tag: HTMLStartTag) -> Int? {
        guard tag.range.start < damagedFrom else { return nil }
        let written = String(decoding: bytes[tag.nameRange.start..<tag.nameRange.end], as: UTF8.self)
        let table = isInTableOutsideCell ? " (in a table, outside a cell, they also move that element out, before the table)" : ""
        let endTag = html.endTags.contains { $0.range.start > tag.range.start && $0.name == glued.element } ? "; its `</\(glued.element)>` then closes no element of its own" : ""
        let message: String
        let help: String
        switch glued.glue {
        case .attribute(let attribute, let attributeName):
            let attributeEnd = tag.nameRange.start + glued.element.utf8.count + attribute.utf8.count
            let rest = tag.attributes.filter { $0.nameRange.start >= attributeEnd }
            help = rest.isEmpty && !tag.isSelfClosing
                ? "write `<\(glued.element) \(attribute)>`"
                : "add the blank after the tag name: `<\(glued.element) \(attribute)`"
            message = "the start tag `<\(written)` has no blank between the tag name `\(glued.element)` and the attribute `\(attribute)`: browsers read `\(written)` as the name, so they make an element of that name, not a `<\(glued.element)>`, and the `\(attributeName)` is lost"
        case .punctuation(let stray):
            help = "remove the `\(stray)` after `<\(glued.element)`"
            message = "the start tag `<\(written)` has a stray `\(stray)` after the tag name `\(glued.element)`: browsers read `\(written)` as the name, so they make an element of that name, not a `<\(glued.element)>`"
        }
        issues.append(ParseIssue(kind: .gluedTagName, message: message + table + endTag, range: tag.nameRange, help: help))
        return issues.count - 1
    }

    /// A start tag without its `>`: the markup after it (an end tag, another start tag) is read
    /// as its attributes up to the first `>`, or, where ERB output comes first (not inside a
    /// quoted value), to the first `>` that output renders. What the browser builds after it is not known: the structure
    /// issues that follow are its damage. Returns the finding's index when what it took in is
    /// only the element's own end tag (`<td class="x"</td>`): whether that moves content is
    /// judged once the element closes (`.endTagSwallowed`); a void element has no end tag, so
    /// the junk attributes are all browsers add.
    mutating func reportMissingTagEnd(of tag: HTMLStartTag, before markup: HTMLRawAttribute) -> Int? {
        guard tag.range.start < damagedFrom else { return nil }
        damagedFrom = tag.range.start
        let shown = markup.name.count > 24 ? String(markup.name.prefix(24)) + "…" : markup.name
        // Inside a quoted value, what an output renders is the value's text: its `>` ends nothing.
        let quotedValues = tag.attributes.compactMap { attribute -> SourceRange? in
            guard let value = attribute.valueRange, value.start > 0, bytes[value.start - 1] == UInt8(ascii: "\"") || bytes[value.start - 1] == UInt8(ascii: "'") else { return nil }
            return value
        }
        let output = erbTags(in: tag.range).first { erb in
            erb.kind == .output && erb.range.start < markup.nameRange.start && !quotedValues.contains { $0.start <= erb.range.start && erb.range.end <= $0.end }
        }
        // `<a hre<%= link_to … %>`: the output's helper writes the element the fragment began.
        let helper = output.flatMap { erb -> String? in
            let code = String(decoding: bytes[erb.contentRange.start..<erb.contentRange.end], as: UTF8.self)
            let name = String(code.drop { $0 == " " || $0 == "=" || $0 == "-" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return HelperCatalog.helpers[HelperCatalog.railsHelper(name)]?.element == tag.name ? name : nil
        }
        var fragmentEnd = output?.range.start ?? tag.range.start
        while fragmentEnd > tag.range.start, HTMLTokenizer.isSpace(bytes[fragmentEnd - 1]) { fragmentEnd -= 1 }
        let fragment = String(decoding: bytes[tag.range.start..<fragmentEnd], as: UTF8.self)
        issues.append(ParseIssue(kind: .unterminatedAttributeValue,
                                 message: "the start tag `<\(tag.name)` has no `>`: browsers read what follows, up to the first `>`, as its attributes"
                                     + (output.map {
                                         // Its first `>` ends the tag: what the tag swallows is unknown.
                                         ", and the ERB output on \(place(of: $0.range.start)) comes first: what it renders decides where the tag ends"
                                     } ?? " (the markup `\(shown)` on \(place(of: markup.nameRange.start)) among them)"),
                                 range: tag.nameRange,
                                 help: helper.map { "remove `\(fragment)`: the `\($0)` after it writes the `<\(tag.name)>`" } ?? "add the missing `>` at the end of the start tag"))
        guard output == nil, tag.attributes.last?.nameRange == markup.nameRange, markup.valueRange == nil, markup.nameRange.end + 1 == tag.range.end,
              markup.name.lowercased() == "</" + tag.name else { return nil }
        guard HTMLElementKinds.void.contains(tag.name) else { return issues.count - 1 }
        issues[issues.count - 1].movesContent = false
        issues[issues.count - 1].message += "; `<\(tag.name)>` is a void element, with no end tag: all browsers add are the attributes `<` and `\(tag.name)`, which mean nothing, so nothing moves"
        return nil
    }

    /// `</ a>` (a blank after `</`, or a `<` or `/`: `</</a>`) inside an `<a>`: browsers read a
    /// comment, so the `<a>` it was written for stays open. One finding, at it: what follows
    /// from the element left open (a link inside it, its later end tags) is its damage, not
    /// findings of their own.
    mutating func reportSpacedEndTags() {
        for spaced in html.spacedEndTags {
            let offset = spaced.range.start
            guard let element = elements.indices.last(where: { index in
                isHTML(index) && tagName(index) == spaced.name && elements[index].range.start < offset
                    && (elements[index].contentRange?.end ?? 0) >= offset
            }) else { continue }
            let written = String(decoding: bytes[spaced.range.start..<spaced.range.end], as: UTF8.self)
            let opened = elements[element].nameRange
            // The element's own "never closed" finding, and later ones about it (a link nested in it).
            let consequences = issues.indices.filter { issues[$0].range == opened || issues[$0].relatedRange == opened && issues[$0].range.start > offset }
            let stray = written.dropFirst(2).first { $0 != " " && $0 != "\t" }.flatMap { $0.isLetter ? nil : "`\($0)`" } ?? "a blank"
            guard report(.mismatchedEndTag, "`\(written)` is no end tag: with \(stray) after `</`, browsers read it as a comment, so it does not close the `<\(spaced.name)>` opened on \(place(of: elements[element].range.start))",
                         at: spaced.range, related: opened, "`<\(spaced.name)>` opened here",
                         help: "write `</\(spaced.name)>`", from: element, to: offset, damage: .leftOpen(element, after: spaced.range.end)) else { continue }
            withdrawnIssues.formUnion(consequences)
        }
    }
}
