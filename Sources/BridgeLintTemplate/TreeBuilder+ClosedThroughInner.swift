import BridgeLintCore

/// `<fieldset><legend>General</fieldset> … </fieldset>`: an end tag that finds its element with
/// others still open inside it closes them all (HTML's "any other end tag" steps; the same for
/// `</div>` over an open `<span>`). When the element's own end tag, lined up with its start
/// tag, follows later and finds nothing to close, the first one was meant for what was open
/// inside (`</legend>`): the element closed early, and what renders between the two leaves it.
/// One finding says so, at the first end tag (the later one finding nothing is its consequence;
/// at the top of a template, where it may close an element of the render site, it keeps a
/// finding of its own).
extension TreeBuilder {
    /// Whether `stray`, which found nothing to close, is the own end tag of an element of its
    /// name that an earlier end tag closed through elements open inside it: then both findings
    /// say so, and true is returned.
    mutating func explainsEndTagClosedThroughInner(_ stray: HTMLEndTag) -> Bool {
        let name = stray.name
        guard let element = children(of: stack.last).last(where: { isHTML($0) && tagName($0) == name }),
              !elementsClosedThroughInner.contains(element),
              let closer = closingEndTags[element], elementClosedByOwnEndTag[closer.range.start] == element,
              swappedEndTags[closer.range.start] == nil,
              let left = unclosedIssueByEndTag[closer.range.start], !withdrawnIssues.contains(left.issue),
              // A formatting element (`<b>`) is rebuilt at the next text: its finding says what that does.
              !HTMLElementKinds.formatting.contains(tagName(left.element)),
              let damage = damages.firstIndex(where: { $0.issue == left.issue }), damages[damage].damage.keptOpen == left.element,
              linesUp(stray, with: element, closedBy: closer) else { return false }
        let line = lineNumber(of: elements[element].range.start)
        let closerLine = lineNumber(of: closer.range.start)
        let inner = elements[left.element].name
        let cause = "the `<\(name)>` opened on line \(line), which it lines up with, was already closed by the `</\(name)>` on line \(closerLine), written inside the `<\(inner)>`"
        // The end tags of what the first one closed inside the element, innermost first.
        let meant = elements.indices.reversed().filter { index in
            isHTML(index) && !elements[index].isImplied && implicitlyClosed[index] == closer.range.start && isInside(index, element)
                && !HTMLElementKinds.impliedEndTags.contains(tagName(index))
        }.map { "</\(tagName($0))>" }.joined()
        let fix = "write `\(meant)` for the `</\(name)>` on line \(closerLine)"
        guard report(.mismatchedEndTag, "end tag `</\(name)>` has no open `<\(name)>` to close: \(cause), so browsers ignore this one",
                     at: stray.nameRange, related: closer.nameRange, "`</\(name)>` closes the `<\(name)>` here",
                     help: "\(fix): this `</\(name)>` then closes the `<\(name)>`", from: element, to: stray.range.start, damage: .none) else { return false }
        elementsClosedThroughInner.insert(element)
        let strayIssue = issues.count - 1
        let strayLine = lineNumber(of: stray.range.start)
        var reachesRenderSite = false
        if stack.allSatisfy({ !isHTML($0) }) {
            // At the top of the template: where it renders, it may close an element there.
            issues[strayIssue].topLevelEndTag = Self.mayBeOpenAtRenderSite(name) ? name : nil
            reachesRenderSite = true
        } else if HTMLElementKinds.blockEndTags.contains(name), stack.allSatisfy({ isHTML($0) && traits[$0].isDisjoint(with: HTMLElementKinds.defaultScope) }) {
            issues[strayIssue].endTagSearchingPastTemplate = name
            issues[strayIssue].causeNote = cause
            reachesRenderSite = true
        }
        damages[damage].damage = .closedThroughInner(element, after: closer.range.end, until: stray.range.start)
        guard !reachesRenderSite else {
            issues[left.issue].message = "`<\(inner)>` is never closed: the `</\(name)>` on line \(closerLine) closes it and, early, the `<\(name)>` it is in (line \(line)), whose own `</\(name)>` is the one on line \(strayLine)"
            issues[left.issue].help = "\(fix): the `</\(name)>` on line \(strayLine) closes the `<\(name)>`"
            return true
        }
        // One cause, one finding, at the end tag typed for what was open inside: the later end
        // tag finding nothing is its consequence.
        withdrawnIssues.insert(strayIssue)
        let opened = issues[left.issue].range
        issues[left.issue].range = closer.nameRange
        issues[left.issue].relatedRange = opened
        issues[left.issue].relatedMessage = "`<\(inner)>` opened here"
        issues[left.issue].message = "end tag `</\(name)>` closes the `<\(inner)>` opened on \(place(of: elements[left.element].range.start)) and, early, the `<\(name)>` it is in (line \(line)), whose own `</\(name)>`, on line \(strayLine), then finds nothing to close"
        issues[left.issue].help = "write `\(meant)` for this `</\(name)>`: the `</\(name)>` on line \(strayLine) then closes the `<\(name)>`"
        return true
    }

    /// Whether the indentation pairs `stray` with `element`'s start tag (both first on their
    /// lines, at one indentation) and not `closer` (not first on its line at that indentation).
    private func linesUp(_ stray: HTMLEndTag, with element: Int, closedBy closer: HTMLEndTag) -> Bool {
        let lines = sourceLines
        let start = elements[element].range.start
        guard lines.isFirstOnItsLine(stray.range.start), lines.isFirstOnItsLine(start),
              lines.indentation(ofLineAt: stray.range.start) == lines.indentation(ofLineAt: start) else { return false }
        return !(lines.isFirstOnItsLine(closer.range.start) && lines.indentation(ofLineAt: closer.range.start) == lines.indentation(ofLineAt: start))
    }

    /// What leaves the element `index` between the end tag that closed it early (ending at
    /// `offset`) and its own (at `ownEnd`), as the finding's message ends.
    func whatLeaves(_ index: Int, from offset: Int, to ownEnd: Int, text: RenderedText) -> String {
        let name = tagName(index)
        guard let lines = renderingLines(from: offset, to: ownEnd, text: text) else {
            return "; nothing renders between the two, so nothing moves"
        }
        let first = elements.indices.first { isHTML($0) && elements[$0].range.start >= lines.start && elements[$0].range.start < ownEnd }
            .map { " (from the `<\(elements[$0].name)>` on \(place(of: elements[$0].range.start)))" } ?? ""
        let span = lines.first == lines.last ? "line \(lines.first)" : "lines \(lines.first)–\(lines.last)"
        return ", so what renders on \(span)\(first) is no longer inside the `<\(name)>`"
    }
}
