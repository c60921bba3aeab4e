import BridgeLintCore

/// What each structure finding does to the page, decided once the tree is built
/// (`StructureDamage`): whether the browser's tree puts content elsewhere than the source
/// intends, judged from the end tags, the indentation and what renders in between, and what the
/// finding's message then adds (nothing moves, the form still submits its fields, a formatting
/// element is rebuilt).
extension TreeBuilder {
    /// Completes each finding whose severity depends on the finished tree (see `damages`):
    /// whether it moves content, and what its message adds about it.
    mutating func explainDamages(text: RenderedText) {
        for (issue, damage) in damages {
            if case .outerClosedEarly(let inner, _, _, _) = damage {
                if movesContent(damage, text: text) {
                    // What the other judgment said stays true of its element, not of the page.
                    let note = "; the `<\(tagName(inner))>` closes at the same place anyway, so nothing moves"
                    if issues[issue].message.hasSuffix(note) { issues[issue].message.removeLast(note.count) }
                    issues[issue].sameEndNote = nil
                    issues[issue].openToEnd = nil
                    issues[issue].movesContent = true
                    issues[issue].message += ", and what follows leaves it"
                }
                continue
            }
            issues[issue].movesContent = movesContent(damage, text: text)
            if case .endTagSwallowed(let index, let offset) = damage {
                let name = tagName(index)
                issues[issue].message += "; the `</\(name)>` it took in was meant for the `<\(name)>` opened on \(place(of: elements[index].range.start)), which "
                    + (issues[issue].movesContent ? "stays open, so what follows lands inside it (\(landedInside(index, after: offset)))"
                        : "closes at the same place without it, so nothing moves")
                continue
            }
            if case .closesEarly(let index, let offset) = damage, tagName(index) == "form", !formsClosedAroundOpenElements.contains(index),
               let content = elements[index].contentRange, rendersContent(with: offset, from: offset, to: content.end, in: text) {
                issues[issue].message += laterControlsNote(index, movesContent: issues[issue].movesContent)
            }
            if case .closesEarly(_, let offset) = damage, let popped = poppedByBreakOut[issue], let note = explainPoppedByBreakOut(popped, after: offset, text: text) {
                issues[issue].message += note
                issues[issue].movesContent = true
            }
            if case .unclosed(let index, let closedBy) = damage, let formEnd = formEndAfterEarlyClose[index] {
                let between = text.hasContent(from: closedBy.end, to: formEnd)
                let shifts = isIndentedInside(index, endTagAt: closedBy, text: text) && text.hasContent(from: formEnd, to: bytes.count)
                    && endsLater(closedBy, after: formEnd, text: text)
                let moves = shifts || (!keepsLaterControls(index) && between)
                issues[issue].movesContent = moves
                let closer = html.endTags.first { $0.range == closedBy }?.name ?? "…"
                issues[issue].message = "`</\(closer)>` on \(place(of: closedBy.start)) closes this `<form>` early, before its `</form>` on \(place(of: formEnd))"
                if shifts {
                    issues[issue].message += "; that end tag is indented inside the form, so it looks meant for an element the form never opened: the `<\(closer)>` around the form closes with it, the `</form>` then finds nothing, and each later `</\(closer)>` closes the element around the one it was written for, so what follows leaves them"
                    issues[issue].help = "remove the extra `</\(closer)>` on \(place(of: closedBy.start))"
                } else {
                    issues[issue].message += between ? laterControlsNote(index, movesContent: moves) : "; nothing renders between them, so nothing moves"
                    issues[issue].help = "move the `</form>` before that end tag, or the form's start tag out of the element it closes"
                }
                continue
            }
            if case .unclosed(let index, let endTag) = damage, let end = leftFormattingList[index],
               rebuildsAroundWhitespaceOnly(index, from: endTag.end, to: end, text: text), rendersContent(with: endTag.end, from: endTag.end, to: end, in: text) {
                issues[issue].message += "; browsers keep the link in their list of active formatting elements and rebuild it at the whitespace that follows, but until the `<a>` on \(place(of: end)) ends it, only whitespace lands in the rebuilt links (the adoption agency moves the blocks opened meanwhile back out of them), so no visible content moves"
                continue
            }
            if case .unclosed(let index, let endTag) = damage, reopensAfterClosing(index, at: endTag.end, text: text) {
                issues[issue].message += rebuiltNote(index)
                continue
            }
            // Left open by a wrong end tag, a formatting element is popped by its parent's end
            // tag with nothing after it inside, then rebuilt.
            if case .leftOpen(let index, let offset) = damage, issues[issue].kind == .mismatchedEndTag, let content = elements[index].contentRange,
               let closer = closer(of: index), !text.hasContent(from: offset, to: content.end), reopensAfterItsCloser(index, text: text) {
                issues[issue].message += "; the `</\(closer.name)>` on \(place(of: closer.range.start)) closes it" + rebuiltNote(index)
                continue
            }
            if case .unclosed(let index, let closedBy) = damage, !issues[issue].movesContent, endedByOwnEndTagAfterRebuild.contains(index),
               let end = leftFormattingList[index], text.hasContent(from: closedBy.end, to: end) {
                let name = tagName(index)
                issues[issue].message += "; browsers rebuild the `<\(name)>` at the next text, and its own `</\(name)>` on \(place(of: end)) ends it there, so nothing moves"
                continue
            }
            if case .leftOpen(let index, _) = damage, let loop = openPastLoopEnd[index] {
                issues[issue].message += "; the `<\(tagName(index))>` is opened in the body of the loop on \(place(of: loop)), which leaves it open, so each later iteration's markup nests inside the one before"
                continue
            }
            // A stray end tag meant for the open element (`<h4>Title</span>`) leaves it open: say
            // what lands inside it, and up to where.
            // Meant for an element an open one keeps it from (`<p><button>…</p>`), the open one,
            // inside it, is where what follows lands.
            if case .leftOpen(let index, let offset) = damage, issues[issue].movesContent, issues[issue].kind == .mismatchedEndTag {
                // A formatting element is rebuilt around what follows (the adoption agency), not kept out.
                let inner = HTMLElementKinds.formatting.contains(tagName(index)) ? index : innermostOpen(at: offset, inside: index)
                // In a table outside a cell, browsers move what is no table part out, in front of the table.
                let fostered = Self.fosterParentingParts.contains(tagName(inner))
                issues[issue].message += fostered
                    ? "; the `<\(tagName(inner))>` stays open, so what follows, but for rows and cells, is moved out in front of the table (\(landedInside(inner, after: offset)))"
                    : inner == index
                    ? "; the `<\(tagName(index))>` stays open, so what follows lands inside it (\(landedInside(index, after: offset)))"
                    : "; the `<\(tagName(inner))>` stays open, and the `<\(tagName(index))>` around it, so what follows lands inside the `<\(tagName(inner))>` (\(landedInside(inner, after: offset)))"
                continue
            }
            // An element the parser implied has no end tag to write: its message says it is implied.
            if case .leftOpen(let index, let offset) = damage, !issues[issue].movesContent, !elements[index].isImplied,
               isUnwrittenOptionalEndTag(index, strayEndingAt: offset) {
                let name = tagName(index)
                issues[issue].message += "; the template writes no `</\(name)>` for it (its end tag is optional), and it closes where that end tag may be left out (\(closerOfOmittedEndTag(index))), as it would without this end tag, so nothing moves"
                continue
            }
            // Left open where ERB output that may close it renders next: nothing proven to move.
            if case .leftOpen(let index, let offset) = damage, !issues[issue].movesContent, let content = elements[index].contentRange,
               let output = outputMayCloseFirst(index, after: offset, before: content.end, in: text) {
                let name = tagName(index)
                issues[issue].message += "; the `<\(name)>` stays open, and what renders next is the ERB output on \(place(of: output)): if it begins with a start tag that ends a `<\(name)>` (as its end tag may be left out), nothing lands inside it"
                continue
            }
            // Content after it lands in both, whatever else would close it there.
            if case .unclosed(let index, let endTag) = damage, issues[issue].movesContent || text.hasContent(from: elements[index].contentRange?.start ?? endTag.start, to: endTag.start),
               let outer = linedUpOpenAncestor(of: index, text: text) {
                let name = tagName(index)
                issues[issue].movesContent = true
                let closer = html.endTags.first { $0.range == endTag }?.name ?? "…"
                issues[issue].message = "`<\(name)>` is never closed: `</\(closer)>` on \(place(of: endTag.start)) closes it implicitly, with the `<\(name)>` opened on \(place(of: elements[outer].range.start)) around it, which it lines up with: written where that one's `</\(name)>` was meant, it opens a second `<\(name)>` inside the first, so what follows lands inside both"
                issues[issue].help = "write `</\(name)>` on \(place(of: elements[index].range.start)) instead of a second `<\(name)>` start tag"
                continue
            }
            if case .unclosed(let index, let endTag) = damage, let typed = startTagTyped(forEndTagOf: index, before: endTag.start) {
                issues[issue].message += "; browsers make an empty `<\(tagName(typed))>` of it, and nothing else lands inside this one, so nothing moves"
                continue
            }
            // `<span">`: an element of another name, whose `</span>` closes nothing.
            if case .leftOpen(let index, let offset) = damage, issues[issue].kind == .gluedTagName {
                issues[issue].message += issues[issue].movesContent
                    ? "; the `<\(tagName(index))>` stays open, so what follows lands inside it (\(landedInside(index, after: offset)))"
                    : isInert(index)
                    ? "; an element of a name HTML does not define, without attributes, has no style of its own, so what lands inside it renders as it would outside: nothing moves"
                    : "; the `<\(tagName(index))>` closes at the same place anyway, so nothing moves"
                continue
            }
            // Left open by a wrong end tag but closed by its own later: the message already says so.
            if let index = damage.keptOpen, !issues[issue].movesContent, !isInert(index), !readsAsText(index), closingEndTags[index]?.name != tagName(index) {
                let note = "; the `<\(tagName(index))>` closes at the same place anyway, so nothing moves"
                issues[issue].message += note
                // `</body>` and `</html>` pop nothing: what they "close" stays open to the end of
                // the page, past the template's end where a layout renders it.
                var closedByDocumentEnd = false
                if case .unclosed(_, let closedBy) = damage, closedBy == documentEnd?.range { closedByDocumentEnd = true }
                if openAtEnd.contains(index) || activeFormatting.contains(index) || leftFormattingList[index] == bytes.count || closedByDocumentEnd {
                    issues[issue].openToEnd = tagName(index)
                    issues[issue].sameEndNote = note
                }
            }
            if case .closedThroughInner(let index, let offset, let ownEnd) = damage {
                issues[issue].message += whatLeaves(index, from: offset, to: ownEnd, text: text)
            }
            if case .extraEndTag(let name, _, let ownEnd) = damage {
                issues[issue].message += issues[issue].movesContent
                    ? ", and what follows leaves it"
                    : "; nothing renders between it and the `</\(name)>` on \(place(of: ownEnd)), which then finds nothing to close, so nothing moves"
            }
            if case .ignoredBareForm(let outer, let at) = damage, !issues[issue].movesContent {
                let ending = formEndTagEnds[outer].map { " after the `</form>` on \(place(of: $0 - 1)) (which ends the outer form)" } ?? ""
                let attributes = html.startTags.first { $0.range.start == at }.map(onlyRestatesFormRole) == true
                    ? "its only attribute, `role=\"form\"`, is the role a form has anyway (and no landmark without a label)"
                    : "it has no attributes"
                issues[issue].message = "this `<form>` is inside the `<form>` on \(place(of: elements[outer].range.start)): browsers ignore the inner start tag; \(attributes), and nothing renders\(ending) before the outer form's own end, so the tree and the submission are the same as without it"
                issues[issue].help = "remove the inner `<form>` and its `</form>`"
            }
            // Open on the other path only until an end tag that closes it before anything renders:
            // the same tree on every path (this end tag is only extra, and ignored, on its own).
            if case .openOnAnotherPath(let index, _, let closedAt?, let conditional) = damage, !issues[issue].movesContent,
               case let otherPaths = "another branch of the \(conditional) leaves it open, so what follows nests differently on each path",
               issues[issue].message.hasSuffix(otherPaths) {
                issues[issue].message.removeLast(otherPaths.count)
                let lead = issues[issue].message
                let closer = "`</\(html.endTags.first { $0.range.start == closedAt }?.name ?? tagName(index))>` on \(place(of: closedAt))"
                issues[issue].message = lead + "another branch of the \(conditional) leaves it open, but nothing renders after that block before the \(closer) closes it there, so the tree is the same on every path (that end tag is extra on this one, and ignored)"
                if issues[issue].laterEndTagOnlyExtraHere == closedAt {
                    let name = tagName(index)
                    issues[issue].messageWhereRenderSiteHasItOpen = lead + "another branch of the \(conditional) leaves it open until the \(closer), which on this path finds no `<\(name)>` of this template open: where the template renders inside a `<\(name)>` (one a layout opens around `yield`), it closes that one instead, so what follows nests differently on each path"
                }
            }
            // Left open to the end of a `content_for` block: what follows is at its `yield`.
            if case .openOnAnotherPath(_, _, nil, let conditional) = damage, !issues[issue].movesContent,
               case let otherPaths = "another branch of the \(conditional) leaves it open, so what follows nests differently on each path",
               issues[issue].message.hasSuffix(otherPaths) {
                issues[issue].message.removeLast(otherPaths.count)
                issues[issue].message += "another branch of the \(conditional) leaves it open to the end of the `content_for` block, after which nothing in it renders: only what follows the block's `yield` may nest differently, which this template does not show"
            }
            if case .wholeFormEndsOuter(_, _, _, let changesRequest) = damage {
                // Its button is the outer form's whatever follows: the submission changes,
                // unless it is the request the helper means.
                issues[issue].message += issues[issue].movesContent
                    ? "; what follows it, up to the outer form's own end, is no longer in that form, so a field there does not submit with it"
                    : " (nothing renders after it outside that form before the form's own end)" + (changesRequest ? "" : ", so nothing else changes")
                if changesRequest { issues[issue].movesContent = true }
            }
            if case .formEndedEarly = damage {
                issues[issue].message += issues[issue].movesContent
                    ? "; what follows it in the block is no longer in the form, so the form does not submit its fields"
                    : "; what follows it stays inside elements still open in the form, or in forms of its own, so nothing moves"
            }
            if case .elementMeantEmpty(let index) = damage, issues[issue].movesContent, let (blockEnd, end) = heldPastBranchEnd(index) {
                let name = tagName(index)
                let reach = HTMLElementKinds.formatting.contains(name)
                    ? " (and past the end of the element around it: browsers rebuild it at the next text)"
                    : html.endTags.first { $0.range.start == end }.map { " up to the `</\($0.name)>` on \(place(of: end))" } ?? ""
                let holds = ", so it stays open and holds what follows"
                if issues[issue].message.hasSuffix(holds) { issues[issue].message.removeLast(holds.count) }
                issues[issue].message += ", so it stays open: on the path through this branch, what renders after the `<% end %>` on \(place(of: blockEnd - 1)) lands inside it\(reach)"
                continue
            }
            // The `/>` wordings below are for a `<div />`, not a heading typed for an end tag.
            guard case .elementMeantEmpty(let index) = damage, issues[issue].message.hasPrefix("`<\(tagName(index)) />`") else { continue }
            if let content = elements[index].contentRange, let closer = closer(of: index),
               closer.name != tagName(index), reopensAfterClosing(index, at: closer.range.end, text: text) {
                let name = tagName(index)
                let closes = rendersContent(with: elements[index].range.start, from: content.start, to: content.end, in: text)
                    ? "it holds what follows up to the `</\(closer.name)>` on \(place(of: closer.range.start)), which closes it"
                    : "the `</\(closer.name)>` on \(place(of: closer.range.start)) closes it before anything lands inside"
                issues[issue].message = "\(ParseIssue.ignoredSlash(in: name)); \(closes), but" + rebuiltNote(index).dropFirst(1)
                continue
            }
            if let endTag = closingEndTags[index], endTag.name == tagName(index), HTMLTokenizer.textContentElements.contains(endTag.name),
               let content = elements[index].contentRange, holdsMarkup(content) {
                // `<iframe … />` then markup, then `</iframe>`: the markup is the iframe's text
                // (a script's source, a text area's value), never built.
                let name = endTag.name
                issues[issue].message = "\(ParseIssue.ignoredSlash(in: name)), and the content of \(name == "iframe" ? "an" : "a") `<\(name)>` is text, not markup, so everything after it up to its `</\(name)>` on \(place(of: endTag.range.start)) becomes its text: what is written there is never built"
                issues[issue].help = "write `<\(name)></\(name)>`, and remove the `</\(name)>` on \(place(of: endTag.range.start))"
                issues[issue].movesContent = true
                continue
            }
            if closingEndTags[index]?.name == tagName(index), !hasAncestor(of: index, named: tagName(index)) || isPairedByIndentation(index, text: text) {
                // Its own end tag closes it where the source shows: `<a … />here</a>` wraps "here".
                let line = lineNumber(of: closingEndTags[index]?.range.start ?? 0)
                issues[issue].help = "remove the `/`: the `</\(tagName(index))>` on line \(line) closes the `<\(tagName(index))>`"
                if !issues[issue].movesContent {
                    issues[issue].message = "\(ParseIssue.ignoredSlash(in: tagName(index))), and its own `</\(tagName(index))>` on line \(line) closes it, so nothing moves"
                }
            } else if let endTag = closingEndTags[index], endTag.name == tagName(index), !issues[issue].movesContent,
                      let outer = ancestor(of: index, named: tagName(index)) {
                // `<div><b>x</b><div/>\n</div>`: the end tag meant for the outer `<div>` closes this
                // one, with nothing inside; where the outer one then closes is its own finding.
                issues[issue].message = "\(ParseIssue.ignoredSlash(in: tagName(index))), so the `</\(tagName(index))>` on \(place(of: endTag.range.start)) closes this one, still empty, instead of the `<\(tagName(outer))>` on \(place(of: elements[outer].range.start))"
                issues[issue].help = "write `<\(tagName(index))></\(tagName(index))>`"
            } else if issues[issue].movesContent, tagName(index) == "p", elements[index].parent == nil, closingEndTags[index] == nil,
                      let end = elements[index].contentRange?.end, !text.hasContent(from: end, to: bytes.count) {
                // Nothing after it in the template closes it, or renders (a `<p>` is never in `openAtEnd`).
                issues[issue].paragraphOpenToEnd = true
            } else if !issues[issue].movesContent, closesWhereItsEndTagMayBeOmitted(index),
                      elements[index].contentRange.map({ text.hasContent(from: $0.start, to: $0.end) }) == true {
                let name = tagName(index)
                issues[issue].message = "\(ParseIssue.ignoredSlash(in: name)), so the `<\(name)>` holds what follows up to where its optional end tag may be left out (\(closerOfOmittedEndTag(index))), as a `<\(name)>` written without `</\(name)>` does; nothing moves if that is what it was meant to hold"
                issues[issue].help = "write `<\(name)>` (its end tag is optional), or `<\(name)></\(name)>` if it was meant empty"
            } else if !issues[issue].movesContent,
                      !(elements[index].contentRange.map { text.hasContent(from: $0.start, to: $0.end) } ?? false) {
                // `<p />` before a `<div>`, `<th />` before `</tr>`: what comes next closes it at once.
                // An `<iframe />` is closed by nothing but its end tag: what follows is its text.
                let name = tagName(index)
                if HTMLTokenizer.textContentElements.contains(name) {
                    let end = closingEndTags[index]?.name == name ? "up to its `</\(name)>` on \(place(of: closingEndTags[index]?.range.start ?? 0))" : "up to an `</\(name)>` (none follows in this template: to the end of the page)"
                    issues[issue].message = "\(ParseIssue.ignoredSlash(in: name)), and the content of an `<\(name)>` is text, not markup, so everything after it \(end) becomes its text; here nothing that renders follows it in this template"
                    issues[issue].help = "write `<\(name)></\(name)>`"
                    continue
                }
                // Nothing after it in the template renders, and no end tag follows to close it: it
                // stays open past the template's end, where the page decides what lands inside.
                let rendersNothingAfter = !text.hasContent(from: elements[index].range.end, to: bytes.count)
                let endTagsAfter = html.endTags.filter { $0.range.start >= elements[index].range.end }
                let pastEnd = rendersNothingAfter && endTagsAfter.isEmpty
                // `</body>` and `</html>` close nothing: before them, it stays open, empty, to the page's end.
                let toPageEnd = rendersNothingAfter && !endTagsAfter.isEmpty && endTagsAfter.allSatisfy { ["body", "html"].contains($0.name) }
                issues[issue].message = "\(ParseIssue.ignoredSlash(in: tagName(index))); "
                    + (pastEnd ? "nothing after it in this template renders or closes it, so it stays open past the template's end, and what renders after the template on the page lands inside it"
                        : toPageEnd ? "nothing renders after it, and `</\(endTagsAfter[0].name)>` closes no element, so it stays open and empty to the end of the page: nothing moves"
                        : "here what follows closes it before anything lands inside, so nothing moves")
            }
            // `<b>Name<b/></td>`: written inside an element of its name, the `/` is misplaced:
            // it was meant as that element's end tag (unless an end tag of its name closes it,
            // said above). Not with attributes, which no end tag has (`<span class="icon-bar" />`
            // after another is a second bar). So is one whose start tag ended an element of its
            // name just before (`<p>Text<p/>`: a `<p>` start tag closes an open `<p>`). So is one
            // lined up with an open element of its name around it, first on its line at the same
            // indentation, whatever end tag closes it later (`<div/>` under its `<div>`, and the
            // `<div/>` after it under the `<div>` around that one).
            let parentOfName = elements[index].parent.flatMap { tagName($0) == tagName(index) ? $0 : nil }
            let linedUp = linedUpAncestorOfName(index, text: text)
            if closingEndTags[index]?.name != tagName(index) || linedUp != nil, elements[index].attributes.isEmpty,
               let meant = linedUp ?? parentOfName ?? endedByStartTag(of: index) {
                issues[issue].help = "write `</\(tagName(index))>`: the `/` goes before the name, to close the `<\(tagName(index))>` opened on \(place(of: elements[meant].range.start))"
            }
        }
    }

    /// `<legend class="x">Title` … `<legend class="x">` lined up with it, where `</legend>` was
    /// meant: the open element of the same name around the unclosed `index`, also left without
    /// its end tag, whose start tag begins its line at the same indentation as `index`'s. Only
    /// for elements that do not hold one of their own name (a legend, a label, a caption, a
    /// summary), and fieldsets, which may nest but then close with end tags of their own;
    /// `<div>`s written flush may nest.
    private func linedUpOpenAncestor(of index: Int, text: RenderedText) -> Int? {
        let name = tagName(index)
        guard ["legend", "label", "caption", "figcaption", "summary", "fieldset"].contains(name),
              let outer = ancestor(of: index, named: name), closingEndTags[outer]?.name != name,
              text.isFirstOnItsLine(elements[index].range.start), text.isFirstOnItsLine(elements[outer].range.start),
              text.indentationWidths(ofLineAt: elements[index].range.start) == text.indentationWidths(ofLineAt: elements[outer].range.start) else { return nil }
        return outer
    }

    /// The nearest element around `index` of its name, that no end tag of its own closes, whose
    /// start tag begins its line at the indentation of `index`'s.
    private func linedUpAncestorOfName(_ index: Int, text: RenderedText) -> Int? {
        let name = tagName(index)
        guard text.isFirstOnItsLine(elements[index].range.start) else { return nil }
        let indentation = text.indentationWidths(ofLineAt: elements[index].range.start)
        var current = elements[index].parent
        while let outer = current {
            if tagName(outer) == name, closingEndTags[outer]?.name != name, text.isFirstOnItsLine(elements[outer].range.start),
               text.indentationWidths(ofLineAt: elements[outer].range.start) == indentation { return outer }
            current = elements[outer].parent
        }
        return nil
    }

    /// The element of the same name that the start tag of `index` ended (`<p>Text<p/>`): the
    /// sibling before it, closed where `index` starts, holding text or elements. (A row of
    /// empty cells, `<td/><td/>`, is meant: each is a cell of its own.)
    private func endedByStartTag(of index: Int) -> Int? {
        let siblings = children(of: elements[index].parent)
        guard let position = siblings.firstIndex(of: index), position > 0 else { return nil }
        let before = siblings[position - 1]
        guard tagName(before) == tagName(index), implicitlyClosed[before] == elements[index].range.start,
              let content = elements[before].contentRange, content.start < content.end,
              bytes[content.start..<content.end].contains(where: { !HTMLTokenizer.isSpace($0) }) else { return nil }
        return before
    }

    /// Whether the tree puts content elsewhere than the source intends (see `StructureDamage`).
    /// Content that lands inside an element that cannot change how it renders has not moved.
    private func movesContent(_ damage: StructureDamage, text: RenderedText) -> Bool {
        switch damage {
        case .elementMeantEmpty(let index), .leftOpen(let index, _), .unclosed(let index, _), .openOnAnotherPath(let index, _, _, _):
            if isInert(index) { return false }
        case .moves, .none, .closesEarly, .formEndedEarly, .extraEndTag, .outerClosedEarly, .closedThroughInner, .ignoredBareForm, .wholeFormEndsOuter,
             .endTagSwallowed:
            break
        }
        switch damage {
        case .moves:
            return true
        case .none:
            return false
        case .elementMeantEmpty(let index):
            if let (blockEnd, end) = heldPastBranchEnd(index) {
                // The first tag after the block may end it before anything lands inside (a `<td>` the next `<td>`).
                if let next = html.startTags.first(where: { $0.range.start >= blockEnd }), next.range.start < end,
                   !text.hasContent(from: blockEnd, to: next.range.start), startTag(next.name, closesCurrentNodeOf: [index]) { return false }
                return rendersContent(with: blockEnd, from: blockEnd, to: end, in: text)
            }
            if closingEndTags[index]?.name == tagName(index) {
                // Its own end tag (no outer element of its name it could be meant for, or one the
                // source pairs with it): the `/>` was a stray slash.
                guard hasAncestor(of: index, named: tagName(index)), !isPairedByIndentation(index, text: text) else { return false }
                // Meant for the outer element, it closes this one: content lands inside only where
                // something renders before it (`<li><div><b>x</b><div/>\n</div></li>` is the tree
                // the source means), and the outer element it leaves open is reported on its own
                // (where something else closes it); one left open to the end is not.
                guard let content = elements[index].contentRange, let outer = ancestor(of: index, named: tagName(index)),
                      reportedElements.contains(outer), !openAtEnd.contains(outer) else { return true }
                return rendersContent(with: elements[index].range.start, from: content.start, to: content.end, in: text)
            }
            if closesWhereItsEndTagMayBeOmitted(index) { return false }
            guard let content = elements[index].contentRange else { return true }
            // `<a href="/x"/></span>Text`: an outer end tag pops the link, but browsers rebuild
            // it at the next text, which lands in the copy.
            if reopensAfterItsCloser(index, text: text) { return true }
            return rendersContent(with: elements[index].range.start, from: content.start, to: content.end, in: text)
        case .leftOpen(let index, let offset):
            // Meant to close in a loop's body, it stays open past the loop's end: each later
            // iteration nests inside the one before, whatever closes the last one.
            if openPastLoopEnd[index] != nil { return true }
            // An element the parser implied (the `<tr>` around cells in a `<tfoot>`) was written
            // by no one, so no end tag was meant for it: the stray one is only ignored.
            guard !elements[index].isImplied, closingEndTags[index]?.name != tagName(index),
                  let content = elements[index].contentRange, offset <= content.end,
                  !isUnwrittenOptionalEndTag(index, strayEndingAt: offset) else { return false }
            // Popped right at the stray end tag (`<strong>Label</trong></div>`): only a rebuilt copy can move anything.
            guard offset < content.end else { return reopensAfterItsCloser(index, text: text) }
            // What follows on the end tag's line lands inside the element; on later lines, when
            // the element's start tag begins its line, only what the source shows outside it
            // (indented no deeper) moved: an extra `</x-item>` in a grid whose later items are
            // indented inside it moves nothing.
            // In a `content_for` block, only the rest of the block renders after it (where the
            // region is read); what follows the block renders elsewhere.
            let end = contentForBodies().filter { $0.start <= offset && offset < $0.end && $0.end < content.end }.map(\.end).min() ?? content.end
            if outputMayCloseFirst(index, after: offset, before: end, in: text) != nil { return false }
            // A formatting element its parent's end tag pops is rebuilt at the next text, which
            // lands in the copy (`<div><strong>Label</trong></div> value`).
            if end == content.end, reopensAfterItsCloser(index, text: text) { return true }
            let start = elements[index].range.start
            // An end tag written right after the element's content (`>Edit</edit>`) was meant to
            // end it there, whatever the indentation of what follows.
            let strayEndsContent = html.endTags.first { $0.range.end == offset }.map { !text.isFirstOnItsLine($0.range.start) } ?? false
            guard text.isFirstOnItsLine(start), !strayEndsContent else { return rendersContent(with: offset, from: offset, to: end, in: text) }
            let lineEnd = text.bytes[offset..<end].firstIndex(of: UInt8(ascii: "\n")) ?? end
            let within = SourceRange(start: offset, end: end)
            let outdented = [text.firstOutdentedLine(after: start, within: within, deeperThanLineAt: nil, container: false),
                             text.firstBlockLine(notDeeperThanLineAt: start, within: within)].compactMap { $0 }.min() ?? end
            return rendersContent(with: offset, from: offset, to: lineEnd, in: text) || rendersContent(with: offset, from: outdented, to: end, in: text)
        case .endTagSwallowed(let index, let offset):
            guard let content = elements[index].contentRange else { return true }
            return rendersContent(with: offset, from: offset, to: content.end, in: text)
        case .closesEarly(let index, let offset):
            if keepsLaterControls(index) { return false }
            guard let content = elements[index].contentRange else { return true }
            return rendersContent(with: offset, from: offset, to: content.end, in: text)
        case .extraEndTag(_, let offset, let ownEnd), .closedThroughInner(_, let offset, let ownEnd), .outerClosedEarly(_, _, let offset, let ownEnd):
            // Without the extra end tag, the element stays open up to its own end tag.
            return text.hasContent(from: offset, to: ownEnd)
        case .openOnAnotherPath(_, let offset, let closedAt, _):
            guard let closedAt else {
                // Open to the end of a `content_for` block: what follows it there is shown at the
                // block's `yield`, in a template this one does not show; only what renders in
                // the block after the conditional is proof.
                guard let block = contentForBodies().filter({ $0.start <= offset && offset <= $0.end }).min(by: { $0.length < $1.length }) else { return true }
                return text.hasContent(from: offset, to: block.end)
            }
            return text.hasContent(from: offset, to: closedAt)
        case .ignoredBareForm(let outer, _):
            // Nothing renders after the `</form>` that ended the outer form (the inner form's
            // own, in the source) before the outer form's intended end: the `</form>` its
            // helper's `<% end %>` writes, or the `</form>` of its own then found stray; with
            // none, the end of the element around it (the source never closes it before).
            guard let formEnd = formEndTagEnds[outer] else { return false }
            let aroundEnd = elements[outer].parent.flatMap { isHTML($0) ? closingEndTags[$0]?.range.start : nil } ?? bytes.count
            let intendedEnd = isHTML(outer)
                ? firstEndTagClosingNothing(named: "form", after: formEnd)?.range.start ?? max(formEnd, aroundEnd)
                : formBlockEnds[outer] ?? formEnd
            return rendersContent(with: formEnd, from: formEnd, to: intendedEnd, in: text)
        case .formEndedEarly(let index, let offset, let leftOpen):
            // What stays open keeps its content in the form (its fields too: a field's form is
            // the nearest form around it), and the forms written after it hold their own.
            guard let blockEnd = formBlockEnds[index] else { return false }
            return rendersOutsideForms(after: offset, leftOpen: leftOpen, until: blockEnd, text: text)
        case .wholeFormEndsOuter(let outer, let offset, let leftOpen, _):
            // Up to the outer form's own end: its helper's `<% end %>`, or the `</form>` then
            // found stray; none in the template, its end.
            let end = formBlockEnds[outer] ?? (isHTML(outer) ? firstEndTagClosingNothing(named: "form", after: offset)?.range.start : nil) ?? bytes.count
            return rendersOutsideForms(after: offset, leftOpen: leftOpen, until: end, text: text)
        case .unclosed(let index, let endTag):
            if reopensAfterClosing(index, at: endTag.end, text: text) { return true }
            // Its own end tag right after the one that closed it (two end tags swapped, see
            // `explainsSwappedEndTags`) says where it was meant to end: there, with only blanks
            // between. A content line flush with its start tag is no sign of another intent.
            if swappedEndTags[endTag.start] != nil { return false }
            // Its end tag was typed as a start tag: only that empty element lands inside it.
            if startTagTyped(forEndTagOf: index, before: endTag.start) != nil { return false }
            guard let content = elements[index].contentRange else { return true }
            // The element the end tag was written for bounds the evidence: a line indented no
            // deeper than that element is out of step with the end tags, not a sign of intent.
            let owner = elementClosedByOwnEndTag[endTag.start]
            let outdented = text.firstOutdentedLine(after: elements[index].range.start, within: content,
                                                     deeperThanLineAt: owner.map { elements[$0].range.start },
                                                     container: Self.isContainer(tagName(index)),
                                                     skipping: descendantsClosedByOwnEndTags(of: index),
                                                     items: Self.items[tagName(index)] ?? []) ?? content.end
            let intendedEnd = min(outdented, endTag.start)
            return text.hasContent(from: intendedEnd, to: min(endTag.start, content.end))
                || rendersContent(with: endTag.start, from: max(intendedEnd, endTag.end), to: content.end, in: text)
        }
    }

    /// Where the block ends after which `index` stays open on its own branch's path (see
    /// `openPastBranchEnd`), and up to where it holds what follows there: the end of the element
    /// around it (the end tag of a later block on the same condition would have closed it).
    private func heldPastBranchEnd(_ index: Int) -> (blockEnd: Int, end: Int)? {
        guard let blockEnd = openPastBranchEnd[index], closingEndTags[index] == nil else { return nil }
        let end = elements[index].parent.flatMap { elements[$0].contentRange?.end } ?? bytes.count
        return end > blockEnd ? (blockEnd, end) : nil
    }

    /// Whether an element of `name` holds blocks written on lines of their own, which a
    /// template may write flush with it (a form's fields, a table's rows, a heading's icon and
    /// text, a list item's or cell's content): a first line flush with it is then no sign that
    /// it ended (see `RenderedText.firstOutdentedLine`).
    private static func isContainer(_ name: String) -> Bool {
        HTMLElementKinds.blockEndTags.contains(name)
            || ["form", "table", "tbody", "thead", "tfoot", "tr", "td", "th", "li", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6"].contains(name)
    }

    /// The children only an element of each name holds: a line starting with one, however little
    /// indented, is still inside it.
    private static let items: [String: Set<String>] = [
        "ul": ["li"], "ol": ["li"], "menu": ["li"], "dl": ["dt", "dd"], "select": ["option", "optgroup"], "datalist": ["option"],
    ]

    /// The spans of `index`'s outermost descendants that their own end tags close: the source
    /// shows the element going on around them, so a line inside one, however little indented,
    /// is no sign that the element was meant to end there.
    private func descendantsClosedByOwnEndTags(of index: Int) -> [SourceRange] {
        var spans: [SourceRange] = []
        var pending = elements[index].children
        while let child = pending.popLast() {
            if let endTag = closingEndTags[child], elementClosedByOwnEndTag[endTag.range.start] == child {
                spans.append(elements[child].range)
            } else {
                pending += elements[child].children
            }
        }
        return spans
    }

    /// What lands in an element left open after `offset`: from its first element there, up to
    /// what closes it.
    /// Open elements in which browsers move content that is no table part out, in front of the table.
    private static let fosterParentingParts: Set<String> = ["table", "tbody", "thead", "tfoot", "tr"]

    /// The deepest element written in the template that is open at `offset` inside `index`
    /// (`index` itself when none of its children is).
    private func innermostOpen(at offset: Int, inside index: Int) -> Int {
        var inner = index
        while let child = elements[inner].children.last(where: { child in
            isHTML(child) && !elements[child].isImplied && elements[child].range.start < offset && (elements[child].contentRange?.end ?? 0) > offset
        }) { inner = child }
        return inner
    }

    private func landedInside(_ index: Int, after offset: Int) -> String {
        let contentEnd = elements[index].contentRange?.end ?? elements[index].range.end
        // In a `content_for` block the element is open up to the block's end, where its region is read.
        let block = contentForBodies().filter { $0.start <= offset && offset < $0.end && $0.end < contentEnd }.min { $0.length < $1.length }
        let first = elements[index].children.first { isHTML($0) && elements[$0].range.start >= offset && elements[$0].range.start < (block?.end ?? .max) }
            .map { "from the `<\(tagName($0))>` on \(place(of: elements[$0].range.start)), " } ?? ""
        if let block { return first + "to the end of the `content_for` block on \(place(of: block.end)), where its region is read" }
        let closer = closingEndTags[index] ?? html.endTags.first { $0.range.start == contentEnd }
        // Or a start tag that ends it (a `<li>` an `<li>`, an `<a>` the link it would nest in).
        let starter = closer == nil ? html.startTags.first { $0.range.start == contentEnd } : nil
        let end = closer.map { "up to the `</\($0.name)>` on \(place(of: $0.range.start))" }
            ?? starter.map { "up to the `<\($0.name)>` on \(place(of: $0.range.start)), which closes it" }
            ?? (openAtEnd.contains(index) ? "to the end of the template" : "up to \(place(of: contentEnd))")
        return first + end
    }

    /// `<li/>Tea <li/>Milk</ul>`: an element whose end tag may be omitted, closed where that
    /// omitted end tag would be (by a start tag that ends it, or where the element around it
    /// ends), is the element the source shows, written with a stray `/`: what it holds was meant
    /// for it. Left open to the end of the page, it holds all that follows.
    private func closesWhereItsEndTagMayBeOmitted(_ index: Int) -> Bool {
        guard HTMLElementKinds.optionalEndTag.contains(tagName(index)), !openAtEnd.contains(index),
              let end = elements[index].contentRange?.end else { return false }
        if let parent = elements[index].parent, elements[parent].contentRange?.end == end { return true }
        return closingEndTags[index] == nil && html.startTags.contains { $0.range.start == end }
    }

    /// `<dt>…</dd>` and then `<%= presenter.attribute_to_html(…) %>`: an element whose end tag
    /// may be omitted, left open, where the first thing that renders after `offset` (before
    /// `end`) is ERB output: the output may begin with a start tag that closes it (the next
    /// `<dt>`), so nothing is proven to land inside it. The output's offset, or nil.
    /// A helper whose element bridgelint knows (`link_to` renders an `<a>`) begins with that
    /// start tag: only one that ends the element may close it.
    func outputMayCloseFirst(_ index: Int, after offset: Int, before end: Int, in text: RenderedText) -> Int? {
        let name = tagName(index)
        guard HTMLElementKinds.optionalEndTag.contains(name), isHTML(index),
              let first = text.firstContent(from: offset, to: end), first.isOutput else { return nil }
        if let rendered = elements.first(where: { $0.range.start == first.offset }), case .helper = rendered.origin,
           !Self.startTag(rendered.name, mayEnd: name) { return nil }
        return first.offset
    }

    /// Whether a start tag `start` may end an open element `open` whose end tag may be omitted
    /// (the WHATWG rules for omitting end tags): `<li>` ends an `<li>`, `<dt>` or `<dd>` a `<dt>`
    /// or `<dd>`, a block a `<p>`. Table parts are left open to any.
    static func startTag(_ start: String, mayEnd open: String) -> Bool {
        switch open {
        case "li": start == "li"
        case "dt", "dd": start == "dt" || start == "dd"
        case "option": start == "option" || start == "optgroup"
        case "optgroup": start == "optgroup"
        case "rb", "rt", "rtc", "rp": ["rb", "rt", "rtc", "rp"].contains(start)
        case "p": HTMLElementKinds.closesParagraph.contains(start)
        default: true
        }
    }

    /// Whether the stray end tag ending at `offset` is no sign that the element at `index` was
    /// meant to close there: its end tag is optional (`<p>`, `<li>`), the template writes none
    /// for it, so it closes where that end tag may be left out (a later start tag, its parent's
    /// end), and the stray end tag's name is no near miss of its own (`</span>` or `</b>` in a
    /// `<p>`, not `</pp>` nor `</o>`). Browsers ignore the end tag, and the tree is the one without it.
    func isUnwrittenOptionalEndTag(_ index: Int, strayEndingAt offset: Int) -> Bool {
        let name = tagName(index)
        guard HTMLElementKinds.optionalEndTag.contains(name), closesWhereItsEndTagMayBeOmitted(index),
              let stray = html.endTags.first(where: { $0.range.end == offset }) else { return false }
        return stray.name != name && !Self.isNearMiss(stray.name, of: name)
    }

    /// Whether an end tag `stray` was plausibly typed for an element `name`: short names one
    /// letter or a swap apart (`</pp>`, `</il>`). Two one-letter names are different words unless
    /// the stray one is no element (an end tag left over from its own start tag, as `</b>` or
    /// `</a>` is) and its key sits beside the other's on a QWERTY keyboard (`</o>` for `</p>`).
    static func isNearMiss(_ stray: String, of name: String) -> Bool {
        guard stray.count > 1 || name.count > 1 else {
            return !oneLetterElements.contains(stray) && areNeighbourKeys(stray, name)
        }
        return StringDistance.editDistance(stray, name) <= max(1, StringDistance.threshold(forLength: stray.count)) || stray.sorted() == name.sorted()
    }

    private static let oneLetterElements: Set<String> = ["a", "b", "i", "p", "q", "s", "u"]

    /// Whether the two one-letter names are keys side by side on a QWERTY keyboard, in a row or
    /// across neighbouring rows (each row sits half a key to the right of the one above).
    private static func areNeighbourKeys(_ lhs: String, _ rhs: String) -> Bool {
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map(Array.init)
        func key(_ text: String) -> (row: Int, column: Int)? {
            guard let letter = text.first, text.count == 1 else { return nil }
            for (row, keys) in rows.enumerated() { if let column = keys.firstIndex(of: letter) { return (row, column) } }
            return nil
        }
        guard let a = key(lhs), let b = key(rhs), lhs != rhs else { return false }
        if a.row == b.row { return abs(a.column - b.column) == 1 }
        guard abs(a.row - b.row) == 1 else { return false }
        let (upper, lower) = a.row < b.row ? (a, b) : (b, a)
        return lower.column == upper.column || lower.column == upper.column - 1
    }

    /// What closed an element `closesWhereItsEndTagMayBeOmitted` accepts, for its message.
    private func closerOfOmittedEndTag(_ index: Int) -> String {
        let end = closingEndTags[index]?.range.start ?? elements[index].contentRange?.end ?? elements[index].range.end
        let follows = { (start: Int) in start >= end && !self.bytes[end..<start].contains { !HTMLTokenizer.isSpace($0) } }
        if let endTag = html.endTags.first(where: { $0.range.start >= end }), follows(endTag.range.start) {
            return "the `</\(endTag.name)>` on \(place(of: endTag.range.start)) that ends the element around it"
        }
        if let next = html.startTags.first(where: { $0.range.start >= end }), follows(next.range.start) {
            return "the `<\(next.name)>` on \(place(of: next.range.start))"
        }
        return "the next tag that ends it"
    }

    /// Whether content in `start..<end` renders on a path through `offset`: what the later
    /// branches of the conditional holding `offset` hold renders instead of it, not after it
    /// (a stray end tag or an unclosed element before `<% else %>`).
    private func rendersContent(with offset: Int, from start: Int, to end: Int, in text: RenderedText) -> Bool {
        guard let others = ruby.laterSiblingBranches(of: offset), others.start < end, others.end > start else {
            return text.hasContent(from: start, to: end)
        }
        return text.hasContent(from: start, to: max(start, others.start)) || text.hasContent(from: max(start, others.end), to: end)
    }

    /// What an end tag breaking out of a helper's block did to the other elements it popped
    /// (`<section><%= form_with … do %>…</div>…<% end %></section>`): one whose own end tag is the
    /// next of its name and then finds nothing was meant to hold what renders between, which
    /// leaves it. Nil when none such moves anything (one its own end tag never closes was meant
    /// to end there, as the source shows).
    private func explainPoppedByBreakOut(_ popped: [Int], after offset: Int, text: RenderedText) -> String? {
        let moved = popped.compactMap { index -> (Int, HTMLEndTag)? in
            let first = RenderedText.firstIndex(html.endTags.count, atOrAfter: offset) { html.endTags[$0].range.start }
            guard let own = html.endTags[first...].first(where: { $0.name == tagName(index) }), elementsClosedByEndTag[own.range.start] == nil,
                  rendersContent(with: offset, from: offset, to: own.range.start, in: text) else { return nil }
            return (index, own)
        }
        guard !moved.isEmpty else { return nil }
        return moved.map { index, own in
            "; it closes the `<\(tagName(index))>` opened on \(place(of: elements[index].range.start)) with it, whose own `</\(own.name)>` on \(place(of: own.range.start)) then finds nothing, so what renders between leaves it"
        }.joined()
    }

    /// Whether something renders between `offset` (where a `</form>` ended a form with `leftOpen`
    /// still open inside it) and `end`, after those end, outside the forms written there: what
    /// stays open keeps its content in the form (its fields too: a field's form is the nearest
    /// form around it), and a form written after it holds its own.
    private func rendersOutsideForms(after offset: Int, leftOpen: [Int], until end: Int, text: RenderedText) -> Bool {
        let from = leftOpen.map { elements[$0].range.end }.max().map { max($0, offset) } ?? offset
        guard from < end else { return false }
        var start = from
        for form in elements.indices where isHTML(form) && tagName(form) == "form" && elements[form].range.start >= start && elements[form].range.start < end {
            if text.hasContent(from: start, to: elements[form].range.start) { return true }
            start = max(start, elements[form].range.end)
        }
        return text.hasContent(from: start, to: end)
    }

    /// The first end tag named `name` at or after `offset` that closed no element.
    func firstEndTagClosingNothing(named name: String, after offset: Int) -> HTMLEndTag? {
        let first = RenderedText.firstIndex(html.endTags.count, atOrAfter: offset) { html.endTags[$0].range.start }
        return html.endTags[first...].first { $0.name == name && elementsClosedByEndTag[$0.range.start] == nil }
    }

    /// Whether the end tag at `endTag`, which closed the element at `index` early, begins a line
    /// indented deeper than the element's start tag: the source shows it inside the element,
    /// meant for something the element never opened, so it is an end tag too many and every
    /// later end tag of its name closes one element further out (the `</form>` alone realigns
    /// nothing).
    private func isIndentedInside(_ index: Int, endTagAt endTag: SourceRange, text: RenderedText) -> Bool {
        let start = elements[index].range.start
        return text.isFirstOnItsLine(endTag.start) && text.isFirstOnItsLine(start)
            && text.indentation(ofLineAt: endTag.start) > text.indentation(ofLineAt: start)
    }

    /// Whether the element the end tag at `endTag` closed early has its own end tag after
    /// `offset`: the first end tag of its name there begins a line at the element's start tag's
    /// indentation. Without one, the end tag was the element's own, only written too deep.
    private func endsLater(_ endTag: SourceRange, after offset: Int, text: RenderedText) -> Bool {
        guard let closed = elementClosedByOwnEndTag[endTag.start], let name = closingEndTags[closed]?.name,
              let next = html.endTags.first(where: { $0.name == name && $0.range.start > offset }) else { return false }
        return text.isFirstOnItsLine(next.range.start) && text.isFirstOnItsLine(elements[closed].range.start)
            && text.indentation(ofLineAt: next.range.start) == text.indentation(ofLineAt: elements[closed].range.start)
    }

    /// Whether the element is a form whose early end (an end tag of an element around it,
    /// WHATWG "any other end tag" / the block end tags, which pop it) keeps what follows working:
    /// the parser's form element pointer still points at it until `</form>`, so the controls
    /// created after it are associated with it ("create an element for a token") and the form
    /// submits them; they only leave the `<form>` element. That changes a Stimulus scope when
    /// the form mounts a controller (or may: attributes bridgelint cannot read), and more moves
    /// when elements open inside the form close with it: then it is not this case.
    private func keepsLaterControls(_ index: Int) -> Bool {
        let element = elements[index]
        guard tagName(index) == "form", !formsClosedAroundOpenElements.contains(index) else { return false }
        return !element.mayHaveUnknownControllers && element.controllerTokens.isEmpty
    }

    /// What a form closed early by an end tag meant for an element around it still does, for
    /// the end of its finding's message (see `keepsLaterControls`).
    private func laterControlsNote(_ index: Int, movesContent: Bool) -> String {
        let pointer = "the fields after it still belong to the form (the parser's form element pointer keeps them until `</form>`), so it submits them"
        let scope = elements[index].controllerTokens.isEmpty
            ? "which matters to a controller its attributes may mount (bridgelint cannot read them all)"
            : "so they leave the scope of its `data-controller`"
        return movesContent
            ? "; \(pointer), but they are no longer inside the `<form>` element, \(scope)"
            : "; \(pointer), but they are no longer inside the `<form>` element (only CSS or scripts that look for them inside it notice)"
    }

    /// Whether content inside the element renders as it would outside it: a `<span>`, or an
    /// element HTML does not define and no script can (no dash in its name, as Termly's `<bdt>`),
    /// with no attribute but an empty `class` or `style`. Such elements have no default style.
    private func isInert(_ index: Int) -> Bool {
        let name = tagName(index)
        guard isHTML(index), name == "span" || (!HTMLElementKinds.names.contains(name) && !name.contains("-")) else { return false }
        let element = elements[index]
        return !element.hasDynamicAttributes && element.attributes.allSatisfy { attribute in
            (attribute.name == "class" || attribute.name == "style") && attribute.value?.staticText?.allSatisfy(\.isWhitespace) == true
        }
    }

    /// Whether the source pairs the end tag that closed `index` (`<div class="x" />` left open)
    /// with it, not with the element of its name around it: that end tag starts a later line at
    /// the start tag's indentation, every line between with content is indented deeper, and the
    /// element around it has an end tag of its own (the end tags of the name pair up).
    private func isPairedByIndentation(_ index: Int, text: RenderedText) -> Bool {
        let name = tagName(index)
        guard let endTag = closingEndTags[index], endTag.name == name, let content = elements[index].contentRange,
              let outer = ancestor(of: index, named: name), closingEndTags[outer]?.name == name else { return false }
        let start = elements[index].range.start
        guard text.isFirstOnItsLine(endTag.range.start), lineNumber(of: endTag.range.start) > lineNumber(of: start),
              text.indentation(ofLineAt: endTag.range.start) == text.indentation(ofLineAt: start) else { return false }
        return text.firstOutdentedLine(after: start, within: content, deeperThanLineAt: nil, container: false) == nil
    }

    /// What makes no node that could move: comments, end tags, and whole scripts, styles and
    /// templates (where they stand changes nothing on the page). Sorted and disjoint.
    func silentRanges(comments: [SourceRange], endTags: [HTMLEndTag]) -> [SourceRange] {
        let unplaced = elements.indices.compactMap { index -> SourceRange? in
            guard ["script", "style", "template"].contains(tagName(index)), let endTag = closingEndTags[index] else { return nil }
            return SourceRange(start: elements[index].range.start, end: endTag.range.end)
        }
        var merged: [SourceRange] = []
        for range in (comments + endTags.map(\.range) + unplaced).sorted(by: { $0.start < $1.start }) {
            if let last = merged.last, range.start < last.end {
                merged[merged.count - 1].end = max(last.end, range.end)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Whether a formatting element popped without its own end tag at `offset` (`<a>` closed by
    /// `</p>`) stays in the list of active formatting elements while content follows: browsers
    /// rebuild it at the next text (or the start tag after it) and put what follows in the new
    /// element, until the end of the cell it was opened in, or the next `<a>`. Where its own end
    /// tag ends the rebuilt element, what it holds was meant inside: nothing moved.
    /// The end tag that popped `index`: its own, or the one its content ends at.
    private func closer(of index: Int) -> HTMLEndTag? {
        guard let content = elements[index].contentRange else { return nil }
        return closingEndTags[index] ?? html.endTags.first { $0.range.start == content.end }
    }

    /// Whether the formatting element `index` is rebuilt after the end tag that popped it, with
    /// content landing in the copy (see `reopensAfterClosing`).
    private func reopensAfterItsCloser(_ index: Int, text: RenderedText) -> Bool {
        guard let closer = closer(of: index) else { return false }
        return reopensAfterClosing(index, at: closer.range.end, text: text)
    }

    /// What a finding adds when browsers rebuild the formatting element `index` after it closed.
    private func rebuiltNote(_ index: Int) -> String {
        let until = leftFormattingList[index].map { " (until \(place(of: $0)))" } ?? ""
        return "; browsers keep a formatting element open in their list of active formatting elements and rebuild it at the next text, so what follows\(until) lands inside a new `<\(tagName(index))>`"
    }

    func reopensAfterClosing(_ index: Int, at offset: Int, text: RenderedText) -> Bool {
        guard isHTML(index), HTMLElementKinds.formatting.contains(tagName(index)), closingEndTags[index]?.name != tagName(index),
              !endedByOwnEndTagAfterRebuild.contains(index) else { return false }
        let end = leftFormattingList[index] ?? (activeFormatting.contains(index) ? bytes.count : offset)
        return rendersContent(with: offset, from: offset, to: end, in: text) && !rebuildsAroundWhitespaceOnly(index, from: offset, to: end, text: text)
    }

    /// Whether the copies browsers rebuild of the link `index` from `start` until a later `<a>`
    /// start tag at `end` ends it hold only whitespace. Browsers rebuild a listed formatting
    /// element at whitespace too (WHATWG "in body", character tokens), so a start tag after it
    /// lands inside the copy; at that `<a>` the adoption agency moves each special element
    /// (`div`, `ul`, `li`, `h4`, ...) still open then out of the copy, leaving a new copy inside
    /// it with its children. Text, ERB output, any other element, or a special element already
    /// closed by then stays inside a copy: that moved.
    private func rebuildsAroundWhitespaceOnly(_ index: Int, from start: Int, to end: Int, text: RenderedText) -> Bool {
        guard tagName(index) == "a", end < bytes.count, let trigger = html.startTags.first(where: { $0.range.start == end }), trigger.name == "a" else { return false }
        var gapStart = start
        for tag in html.startTags where tag.range.start >= start && tag.range.start < end {
            if text.hasContent(from: gapStart, to: tag.range.start) { return false }
            guard let element = elements.indices.last(where: { elements[$0].range.start == tag.range.start && isHTML($0) }),
                  traits[element].contains(.special), elements[element].range.end > end else { return false }
            gapStart = tag.range.end
        }
        return !text.hasContent(from: gapStart, to: end)
    }

    /// Whether an end tag named `name` could close an element of that name around `index`:
    /// one inside the end tag's scope (`HTMLElementKinds.endTagScope`: a `</li>` stops at the
    /// list; any other end tag, whose search stops at special elements, is asked here at a cell,
    /// as one in the default scope).
    private func hasAncestor(of index: Int, named name: String) -> Bool {
        ancestor(of: index, named: name) != nil
    }

    /// The nearest element around `index` that an end tag named `name` could close (see `hasAncestor`).
    func ancestor(of index: Int, named name: String) -> Int? {
        let scope = HTMLElementKinds.endTagScope(of: name) ?? HTMLElementKinds.defaultScope
        var current = elements[index].parent
        while let ancestor = current, HTMLElementKinds.traits(of: tagName(ancestor)).isDisjoint(with: scope) {
            if tagName(ancestor) == name { return ancestor }
            current = elements[ancestor].parent
        }
        return nil
    }

    /// Whether `range` holds a tag outside ERB (`<` then a letter, `/` or `!`): markup, where
    /// text and ERB output alone (`<textarea … /><%= @note.body %></textarea>`) are a value.
    private func holdsMarkup(_ range: SourceRange) -> Bool {
        let tags = erbTags(in: range)
        var offset = range.start
        while offset + 1 < range.end {
            if let tag = tags.first(where: { $0.range.start == offset }) {
                offset = tag.range.end
                continue
            }
            let next = bytes[offset + 1] | 0x20
            if bytes[offset] == UInt8(ascii: "<"), next >= 0x61 && next <= 0x7A || bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "!") { return true }
            offset += 1
        }
        return false
    }
}
