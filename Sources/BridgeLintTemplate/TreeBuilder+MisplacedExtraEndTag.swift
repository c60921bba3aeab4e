import BridgeLintCore

/// An end tag too many that the indentation places: it stands deeper than the start tag of the
/// element it closes early, with no start tag of its own at its indentation, and that element's
/// own end tag, at its start tag's indentation, later finds nothing to close. Each end tag of the
/// name between the two closes the element around the one it was written for (a chain, when the
/// extra one is deeper down), so what renders from the extra end tag to the one left without an
/// element sits one element shallower than the source shows.
struct MisplacedExtraEndTag {
    /// The elements closed early, outermost first, each with the end tag that closed it: the
    /// last end tag is the extra one, each other one is the own end tag of the next element.
    var shifted: [(element: Int, closedBy: HTMLEndTag)]
    /// The end tag that then found nothing to close: the own end tag of the outermost element.
    var stray: HTMLEndTag
    /// Its finding, reported at the extra end tag.
    var issue: Int
    /// Nothing open in the template stops the search of `stray` (see `ParseIssue.extraEndTagEcho`).
    var searchesPastTemplate: Bool

    var extra: HTMLEndTag { shifted[shifted.count - 1].closedBy }
}

extension TreeBuilder {
    /// The end tag `stray` closed nothing: the elements closed early before it, outermost first,
    /// with the end tags that closed them, when the indentation shows that the last of those end
    /// tags was one too many (see `MisplacedExtraEndTag`); nil otherwise. One evidence bar for
    /// both findings that say so (`explainsMisplacedExtraEndTag`, and `confirmsSwapWasExtraEndTag`
    /// when that end tag was the first of two swapped ones): the indentation is unambiguous (the
    /// tags stand at their lines' indentation, one kind of indentation, the lines between nested
    /// inside), every tag of the chain renders on the same branch as `stray`, every path through
    /// the Ruby blocks between has one end tag of the name too many, no element of the chain
    /// would have closed where its end tag closed it anyway (`isClosedAnyway`), and no `<form>`
    /// closed with the element already says it.
    mutating func extraEndTagChain(endingAt stray: HTMLEndTag) -> [(element: Int, closedBy: HTMLEndTag)]? {
        // Cheap first: an element of its name at its indentation that a deeper end tag closed.
        let lines = sourceLines
        guard lines.isFirstOnItsLine(stray.range.start) else { return nil }
        let depth = lines.indentation(ofLineAt: stray.range.start)
        guard children(of: stack.last).contains(where: { child in
            guard tagName(child) == stray.name, let closer = closingEndTags[child],
                  lines.indentation(ofLineAt: elements[child].range.start) == depth, lines.indentation(ofLineAt: closer.range.start) > depth else { return false }
            return standsAtItsLineIndentation(elements[child].range.start) && standsAtItsLineIndentation(closer.range.start)
        }) else { return nil }
        let text = RenderedText(bytes: bytes, erbTags: erbTags, silentRanges: silentRanges(comments: html.comments, endTags: html.endTags))
        guard let shifted = misplacedExtraEndTagChain(endingAt: stray, text: text) else { return nil }
        let outer = shifted[0].element
        let extra = shifted[shifted.count - 1]
        let name = stray.name
        // The same branch on every tag of the chain, and one end tag too many on every path.
        let key = ruby.branchKey(at: stray.range.start)
        guard shifted.allSatisfy({ ruby.branchKey(at: elements[$0.element].range.start) == key && ruby.branchKey(at: $0.closedBy.range.start) == key }) else { return nil }
        let region = SourceRange(start: elements[outer].range.start, end: stray.range.end)
        let excess = ruby.endTagExcess(starts: html.startTags.filter { $0.name == name && region.contains($0.range.start) }.map(\.range.start),
                                       ends: html.endTags.filter { $0.name == name && region.contains($0.range.start) }.map(\.range.start),
                                       onPathTo: extra.closedBy.range.start, bytes: bytes)
        guard excess == 1 else { return nil }
        for link in shifted where isClosedAnyway(link.element, after: link.closedBy) { return nil }
        // A `<form>` it closed with that element is reported as closed early, and that finding
        // already names this end tag as one too many (see `isIndentedInside`).
        let closesForm = elements.indices.contains { form in
            tagName(form) == "form" && implicitlyClosed[form] == extra.closedBy.range.start
                && issues.contains { $0.kind == .unclosedElement && $0.range == elements[form].nameRange }
        }
        return closesForm ? nil : shifted
    }

    /// Whether `element`, closed by `closer`, would have closed there all the same: the tags
    /// right after it close it before anything renders (the next row's `<tr>` closes a `<tr>`,
    /// the next `<li>` an `<li>`). That end tag then closes it where it is written, not early.
    private mutating func isClosedAnyway(_ element: Int, after closer: HTMLEndTag) -> Bool {
        var open = [element]
        while let parent = elements[open[0]].parent { open.insert(parent, at: 0) }
        return isClosedByWhatFollows(open, after: closer.range.end)
    }

    /// The end tag `stray` closed nothing because the last end tag of `shifted` (see
    /// `extraEndTagChain`) was one too many: one finding at that end tag says so, and this one
    /// gets none.
    mutating func explainsMisplacedExtraEndTag(_ stray: HTMLEndTag, shifted: [(element: Int, closedBy: HTMLEndTag)]) -> Bool {
        let outer = shifted[0].element
        let extra = shifted[shifted.count - 1]
        let name = stray.name
        let line = lineNumber(of: elements[extra.element].range.start)
        guard report(.mismatchedEndTag, "end tag `</\(name)>` closes the `<\(name)>` opened on line \(line) early",
                     at: extra.closedBy.nameRange, related: elements[extra.element].nameRange, "`<\(name)>` opened here",
                     help: "remove this `</\(name)>`", from: outer, to: stray.range.start) else { return false }
        // Nothing open in the template stops its search: it goes on where the template renders.
        let searchesPastTemplate = stack.allSatisfy { !isHTML($0) || !ParseIssue.stopsEndTagSearch(tagName($0)) }
        misplacedExtraEndTags.append(MisplacedExtraEndTag(shifted: shifted, stray: stray, issue: issues.count - 1, searchesPastTemplate: searchesPastTemplate))
        return true
    }

    /// Whether the tag at `offset` stands at its line's indentation: only blanks, ERB tags that
    /// render nothing, and whole elements opened and closed on that line come before it
    /// (`<% if a %><div>`, `<div>a</div></div>`), so the line's indentation is its own.
    private func standsAtItsLineIndentation(_ offset: Int) -> Bool {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        guard lineStart < offset else { return true }
        // Each end tag before it closes an element of its name opened on the line, and every
        // start tag there but a void element's is closed by one of them.
        var covered: [SourceRange] = []
        var ends = 0
        for tag in html.endTags[RenderedText.firstIndex(html.endTags.count, atOrAfter: lineStart) { html.endTags[$0].range.start }...] {
            guard tag.range.start < offset else { break }
            guard let own = elementClosedByOwnEndTag[tag.range.start], elements[own].range.start >= lineStart else { return false }
            covered.append(SourceRange(start: elements[own].range.start, end: tag.range.end))
            ends += 1
        }
        var starts = 0
        for tag in html.startTags[RenderedText.firstIndex(html.startTags.count, atOrAfter: lineStart) { html.startTags[$0].range.start }...] {
            guard tag.range.start < offset else { break }
            if HTMLElementKinds.void.contains(tag.name) { covered.append(tag.range) } else { starts += 1 }
        }
        guard starts == ends else { return false }
        for tag in erbTags[RenderedText.firstIndex(erbTags.count, atOrAfter: lineStart) { erbTags[$0].range.start }...] {
            guard tag.range.start < offset else { break }
            if tag.kind == .code || tag.kind == .comment { covered.append(tag.range) }
        }
        var position = lineStart
        for range in covered.sorted(by: { $0.start < $1.start }) {
            guard !bytes[position..<max(position, range.start)].contains(where: { !HTMLTokenizer.isSpace($0) }) else { return false }
            position = max(position, range.end)
        }
        return !bytes[min(position, offset)..<offset].contains { !HTMLTokenizer.isSpace($0) }
    }

    /// The elements closed early before `stray`, outermost first, with the end tags that closed
    /// them, when the indentation shows the last of those end tags is one too many; nil otherwise.
    private func misplacedExtraEndTagChain(endingAt stray: HTMLEndTag, text: RenderedText) -> [(element: Int, closedBy: HTMLEndTag)]? {
        let name = stray.name
        guard text.isFirstOnItsLine(stray.range.start) else { return nil }
        // The element the stray end tag would close by its indentation: the last of its name, among
        // the children of the open element (or the template's top), with its start tag at that
        // indentation. Then, inside each element closed early, the one the end tag that closed it
        // was written for.
        var chain: [(element: Int, closedBy: HTMLEndTag)] = []
        var intendedEnd = stray
        var parent = stack.last
        while true {
            let depth = text.indentation(ofLineAt: intendedEnd.range.start)
            let atDepth = children(of: parent).filter { child in
                isHTML(child) && elements[child].range.start < intendedEnd.range.start
                    && text.indentation(ofLineAt: elements[child].range.start) == depth && standsAtItsLineIndentation(elements[child].range.start)
            }
            if let element = chain.last?.element {
                // Inside an element closed early: the end tag that closed it is the extra one when
                // the last element at its indentation closed where it was written to, or none stands there.
                guard let last = atDepth.last else { break }
                if closesAsWritten(last, before: intendedEnd.range.start, text: text) { break }
                guard tagName(last) == name, elements[last].parent == element else { return nil }
            }
            guard let candidate = (chain.isEmpty ? atDepth.last(where: { tagName($0) == name }) : atDepth.last),
                  openedByStartTag[candidate], let closer = closingEndTags[candidate], closer.name == name,
                  closer.range.end <= intendedEnd.range.start, standsAtItsLineIndentation(closer.range.start),
                  text.indentation(ofLineAt: closer.range.start) > depth else { return nil }
            // The lines between its start tag and its own end tag nest inside it.
            let container = HTMLElementKinds.blockEndTags.contains(name) || name == "form"
            guard text.firstOutdentedLine(after: elements[candidate].range.start,
                                          within: SourceRange(start: elements[candidate].startTagRange.end, end: intendedEnd.range.start),
                                          deeperThanLineAt: nil, container: container) == nil,
                  !stepsInWithoutElement(inside: candidate, toIndentationOf: closer, text: text) else { return nil }
            chain.append((candidate, closer))
            intendedEnd = closer
            parent = candidate
        }
        guard let extra = chain.last, indentsWithOneCharacter(from: elements[chain[0].element].range.start, to: stray.range.start),
              !bytes[elements[extra.element].startTagRange.end..<extra.closedBy.range.start].allSatisfy(HTMLTokenizer.isSpace),
              case let depth = text.indentation(ofLineAt: extra.closedBy.range.start),
              !siblingClosesDeeper(than: extra.element, at: depth, before: extra.closedBy.range.start, text: text),
              !earlierSiblingStands(at: depth, besides: extra.element, text: text)
        else { return nil }
        return chain
    }

    /// Whether an earlier sibling of `element` with its name, closed by its own end tag before
    /// `offset`, has that end tag at `depth`, deeper than its start tag: the author closes these
    /// elements there (pasted columns, each closed a few steps deeper than it opens), so an end
    /// tag at `depth` closing `element` says nothing about which was meant for which. (An element
    /// the end tag closes with nothing in it, `<div class="header">` and then the end tag on the
    /// next line, is closed as written too: the check above.)
    private func siblingClosesDeeper(than element: Int, at depth: Int, before offset: Int, text: RenderedText) -> Bool {
        let name = tagName(element)
        return children(of: elements[element].parent).contains { sibling in
            guard sibling != element, tagName(sibling) == name, isHTML(sibling), openedByStartTag[sibling], let closer = closingEndTags[sibling],
                  closer.name == name, closer.range.end <= offset else { return false }
            let start = elements[sibling].range.start
            return text.isFirstOnItsLine(start) && text.isFirstOnItsLine(closer.range.start) && lineNumber(of: closer.range.start) != lineNumber(of: start)
                && text.indentation(ofLineAt: closer.range.start) == depth && text.indentation(ofLineAt: start) < depth
        }
    }

    /// Whether an element before `element`, in the same parent, starts its line at `depth`,
    /// where `element` does not: the author indents the parent's children unevenly (`<br>` four
    /// columns in, the `<div>` after it two), so an end tag at `depth` may well be `element`'s.
    private func earlierSiblingStands(at depth: Int, besides element: Int, text: RenderedText) -> Bool {
        children(of: elements[element].parent).contains { sibling in
            let start = elements[sibling].range.start
            return start < elements[element].range.start && isHTML(sibling) && text.isFirstOnItsLine(start)
                && standsAtItsLineIndentation(start) && text.indentation(ofLineAt: start) == depth
        }
    }

    /// Whether a child of `element` before `closer` stands deeper than the sibling right before
    /// it, which closed where it was written, with only blanks between (`<p>…</p>` and then a
    /// `<div>` one step in; not ERB, nor a comment that may hold the start tag the step was for),
    /// by just as much as `closer` stands deeper than the element's start tag: the
    /// indentation steps in without an element to explain it, and the end tags after it may
    /// stand that step deeper than they mean, `closer` at the element's own indentation.
    private func stepsInWithoutElement(inside element: Int, toIndentationOf closer: HTMLEndTag, text: RenderedText) -> Bool {
        let offset = closer.range.start
        let excess = text.indentation(ofLineAt: offset) - text.indentation(ofLineAt: elements[element].range.start)
        let children = elements[element].children.filter { child in
            elements[child].range.start < offset && text.isFirstOnItsLine(elements[child].range.start) && standsAtItsLineIndentation(elements[child].range.start)
        }
        return zip(children, children.dropFirst()).contains { previous, next in
            text.indentation(ofLineAt: elements[next].range.start) - text.indentation(ofLineAt: elements[previous].range.start) == excess
                && closesAsWritten(previous, before: elements[next].range.start, text: text)
                && !bytes[elements[previous].range.end..<elements[next].range.start].contains { !HTMLTokenizer.isSpace($0) }
        }
    }

    /// Whether the element ended where its source shows: a void element, or one closed by its
    /// own end tag before `offset`, on its start tag's line or at its start tag's indentation.
    private func closesAsWritten(_ element: Int, before offset: Int, text: RenderedText) -> Bool {
        if HTMLElementKinds.void.contains(tagName(element)) { return true }
        guard let closer = closingEndTags[element], closer.name == tagName(element), closer.range.end <= offset else { return false }
        return lineNumber(of: closer.range.start) == lineNumber(of: elements[element].range.start)
            || text.isFirstOnItsLine(closer.range.start) && text.indentation(ofLineAt: closer.range.start) == text.indentation(ofLineAt: elements[element].range.start)
    }

    /// Whether the lines from the one holding `start` to the one holding `end` are indented with
    /// spaces only or with tabs only: mixed, their depths cannot be compared.
    private func indentsWithOneCharacter(from start: Int, to end: Int) -> Bool {
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var seen: Set<UInt8> = []
        var atLineStart = true
        for byte in bytes[lineStart..<min(end, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
            } else if atLineStart, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                seen.insert(byte)
            } else {
                atLineStart = false
            }
        }
        return seen.count < 2
    }

    /// Completes the findings of `explainsMisplacedExtraEndTag` from the finished tree: what
    /// moves, and the elements the extra end tag closed with the one it closed early. Returns the
    /// findings to drop: an element inside it the extra end tag closed implicitly is its
    /// consequence (it would have closed as written).
    mutating func explainMisplacedExtraEndTags(text: RenderedText) -> Set<Int> {
        var dropped: Set<Int> = []
        for found in misplacedExtraEndTags {
            let name = found.stray.name
            let extra = found.extra
            let closed = found.shifted[found.shifted.count - 1].element
            let line = lineNumber(of: elements[closed].range.start)
            // Each element closed early lost what renders from the end tag that closed it to its own.
            var moved: [String] = []
            for (number, shifted) in found.shifted.enumerated() {
                let ownEnd = number == 0 ? found.stray : found.shifted[number - 1].closedBy
                guard let lines = renderingLines(from: shifted.closedBy.range.end, to: ownEnd.range.start, text: text) else { continue }
                let first = elements.indices.first { isHTML($0) && elements[$0].range.start >= lines.start && elements[$0].range.start < ownEnd.range.start }
                    .map { " (from the `<\(elements[$0].name)>` on \(place(of: elements[$0].range.start)))" } ?? ""
                let span = lines.first == lines.last ? "line \(lines.first)" : "lines \(lines.first)–\(lines.last)"
                moved.append("what renders on \(span)\(first) moves out of the `<\(name)>` opened on \(place(of: elements[shifted.element].range.start))")
            }
            let inside = elements.indices.filter { index in
                isHTML(index) && !elements[index].isImplied && isInside(index, closed)
                    && (implicitlyClosed[index] ?? endedByOuterEndTagBeforeItsStray[index]) == extra.range.start
            }
            let named = inside.map { "the `<\(elements[$0].name)>` on \(place(of: elements[$0].range.start))" }
            let closedToo = named.isEmpty ? "" : " (and " + (named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]) + " still open inside it)"
            var opening = "end tag `</\(name)>` closes the `<\(name)>` opened on line \(line)\(closedToo) early: it is indented deeper than that start tag, and every start tag at its indentation is closed as written, so it is one `</\(name)>` too many; "
            if found.shifted.count == 1 {
                opening += "the `<\(name)>`'s own end tag is the `</\(name)>` on \(place(of: found.stray.range.start)), at its start tag's indentation"
            } else {
                let chain = found.shifted.dropLast().reversed().map { shifted in
                    "the `</\(name)>` on \(place(of: shifted.closedBy.range.start)) closes the `<\(name)>` opened on \(place(of: elements[shifted.element].range.start))"
                }.joined(separator: ", ")
                opening += "the `<\(name)>`'s own end tag is the `</\(name)>` on \(place(of: found.shifted[found.shifted.count - 2].closedBy.range.start)), at its start tag's indentation, and each later `</\(name)>` closes the element around the one it was written for (\(chain)), up to the `</\(name)>` on \(place(of: found.stray.range.start))"
            }
            // The own end tag of an element it closed with the one it closed early then closes nothing.
            var echoes: [(offset: Int, said: String)] = []
            for index in inside {
                guard let echo = firstEndTagClosingNothing(named: tagName(index), after: extra.range.end), echo.range.start < found.stray.range.start,
                      let issue = issues.indices.first(where: { issues[$0].kind == .mismatchedEndTag && issues[$0].range == echo.nameRange }) else { continue }
                dropped.insert(issue)
                echoes.append((echo.range.start, "`</\(echo.name)>` on \(place(of: echo.range.start))"))
            }
            let parts = ExtraEndTagMessage(name: name, opening: opening, chained: found.shifted.count > 1,
                                           echoes: echoes.isEmpty ? "" : "; the " + echoes.sorted { $0.offset < $1.offset }.map(\.said).joined(separator: " and the ") + (echoes.count == 1 ? " then finds" : " then find") + " nothing to close either",
                                           moved: moved)
            issues[found.issue].message = parts.message(.closesNothing)
            issues[found.issue].movesContent = parts.movesContent(.closesNothing)
            if found.searchesPastTemplate { issues[found.issue].extraEndTagEcho = ExtraEndTagEcho(range: found.stray.nameRange, message: parts) }
            issues[found.issue].extraEndTagByIndentation = name
            issues[found.issue].help = "remove this `</\(name)>` (or add the start tag it was meant to close, at its indentation): the `</\(name)>` on \(place(of: found.stray.range.start)) closes the `<\(name)>` opened on \(place(of: elements[found.shifted[0].element].range.start))"
            for index in issues.indices where index != found.issue && issues[index].kind == .unclosedElement && issues[index].relatedRange == extra.nameRange {
                dropped.insert(index)
            }
        }
        return dropped
    }

    /// The first and last lines in `start..<end` that hold something that renders, and where the first starts.
    func renderingLines(from start: Int, to end: Int, text: RenderedText) -> (first: Int, last: Int, start: Int)? {
        guard text.hasContent(from: start, to: end) else { return nil }
        var found: (first: Int, last: Int, start: Int)?
        var lineStart = start
        var line = lineNumber(of: start)
        while lineStart < end {
            let lineEnd = bytes[lineStart..<end].firstIndex(of: UInt8(ascii: "\n")) ?? end
            if text.hasContent(from: lineStart, to: lineEnd) {
                found = (found?.first ?? line, line, found?.start ?? lineStart)
            }
            lineStart = lineEnd + 1
            line += 1
        }
        return found
    }

    func isInside(_ index: Int, _ ancestor: Int) -> Bool {
        var current = elements[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = elements[parent].parent
        }
        return false
    }
}
