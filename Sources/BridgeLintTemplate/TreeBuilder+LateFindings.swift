import BridgeLintCore

/// Findings that only the finished tree completes: an element left open past a `</form>` (where
/// it really ends, the forms that land in it), a bare `<a>` typed for `</a>` (one finding, not
/// two), and structure errors in markup an ERB comment ended early lets render.
extension TreeBuilder {
    /// The findings that only the finished tree completes or merges: comments ended early,
    /// elements left open past a `</form>`, and one finding per cause.
    mutating func finishFindings(text: RenderedText) {
        explainCommentsEndedEarly()
        explainOpenPastFormEnd()
        var closedByOwnEndTag = Set(openPastFormEnd.filter { crossing in
            guard let endTag = closingEndTags[crossing.element], endTag.name == tagName(crossing.element), endTag.range.start >= crossing.formEnd else { return false }
            return !bytes[crossing.formEnd..<endTag.range.start].contains { !HTMLTokenizer.isSpace($0) }
        }.map(\.issue))
        closedByOwnEndTag.formUnion(mergeLinkEndTagTypos(text: text))
        closedByOwnEndTag.formUnion(explainMisplacedExtraEndTags(text: text))
        closedByOwnEndTag.formUnion(withdrawnIssues)
        if !closedByOwnEndTag.isEmpty {
            issues = issues.enumerated().filter { !closedByOwnEndTag.contains($0.offset) }.map(\.element)
        }
    }

    /// Completes the findings of `reportOpenPastFormEnd` from the finished tree: where the element
    /// left open really ends, and the forms that land inside it (a form inside a form's element).
    private mutating func explainOpenPastFormEnd() {
        for crossing in openPastFormEnd {
            let index = crossing.element
            let name = tagName(index)
            let marker = "so what follows"
            guard crossing.issue < issues.count, let at = issues[crossing.issue].message.firstRange(of: marker) else { continue }
            guard issues[crossing.issue].movesContent else {
                issues[crossing.issue].message = String(issues[crossing.issue].message[..<at.lowerBound].dropLast(2))
                    + "; nothing renders inside it after that `</form>`, so nothing moves"
                continue
            }
            var detail = ""
            if let end = closingEndTags[index] {
                let line = lineNumber(of: end.range.start)
                detail += end.name == name ? " up to its own `</\(name)>` on line \(line)" : " up to the `</\(end.name)>` on line \(line) that closes it"
                if end.name == name { issues[crossing.issue].help = "close the `<\(name)>` before `</form>`, or move that `</form>` after the `</\(name)>` on line \(line)" }
            }
            let forms = elements.indices.filter { candidate in
                guard isHTML(candidate), tagName(candidate) == "form", elements[candidate].range.start >= crossing.formEnd else { return false }
                var parent = elements[candidate].parent
                while let ancestor = parent, ancestor != index { parent = elements[ancestor].parent }
                return parent == index
            }
            let message = issues[crossing.issue].message
            var amended = String(message[..<at.upperBound]) + detail
            amended += String(message[at.upperBound...])
            if let first = forms.first {
                amended += forms.count == 1
                    ? "; the `<form>` on \(place(of: elements[first].range.start)) is among it: a form inside a form"
                    : "; the \(forms.count) `<form>`s from \(place(of: elements[first].range.start)) are among it: forms inside a form"
            }
            issues[crossing.issue].message = amended
        }
    }

    /// `<a href="/">Home<a>`: a bare `<a>` typed for `</a>` gives a nesting issue (links cannot
    /// nest) and, when something else closes it later, a never-closed one, both at the same
    /// `<a>`. One cause, one finding: the never-closed issue says what happened and names the
    /// typo; the nesting issue's index is returned to be dropped. Browsers end the outer link
    /// where `</a>` would have (the adoption agency), and the new `<a>` has no `href`, so it is
    /// no link: what it holds until it closes is what moved (the damage of the kept issue).
    /// `<a/>` is the same typo: HTML ignores the `/`, so its `/>` issue is the one kept.
    private mutating func mergeLinkEndTagTypos(text: RenderedText) -> [Int] {
        var dropped: [Int] = []
        for (start, typo) in bareLinksInLinks {
            guard let link = elements.indices.last(where: { elements[$0].range.start == start && tagName($0) == "a" }) else { continue }
            if let slash = damages.first(where: { if case .elementMeantEmpty(link) = $0.damage { true } else { false } }) {
                explainSelfClosedLinkTypo(slash.issue, link: link, outer: typo.outer, text: text)
                dropped.append(typo.issue)
                continue
            }
            guard let kept = damages.first(where: { if case .unclosed(link, _) = $0.damage { true } else { false } }),
                  case .unclosed(_, let closedBy) = kept.damage else { continue }
            let closer = html.endTags.first { $0.range == closedBy }?.name ?? "…"
            let outerLine = lineNumber(of: elements[typo.outer].range.start)
            let note = issues[kept.issue].message.firstRange(of: "; ").map { String(issues[kept.issue].message[$0.lowerBound...]) } ?? ""
            issues[kept.issue].message = "this `<a>` has no attributes and stands inside the link opened on line \(outerLine): it looks like a typo for `</a>`. "
                + "Browsers end the outer link here anyway (links cannot nest), and open a new `<a>` without `href` (no link) that `</\(closer)>` on \(place(of: closedBy.start)) closes implicitly"
                + (issues[kept.issue].movesContent ? ", so what follows until then lands inside it" : "") + note
            issues[kept.issue].help = "write `</a>`"
            dropped.append(typo.issue)
        }
        return dropped
    }

    /// The finding of `<a/>` typed for `</a>` inside the link `outer` (see `mergeLinkEndTagTypos`):
    /// at the whole tag, it says the tag is a start tag, that the outer link ends there as
    /// meant, and up to where the new link holds what follows; whether that moves anything (text
    /// in it, not only whitespace) is the damage of its `/>` issue. Closed by an outer end tag
    /// (`</p>`), the link stays in the list of active formatting elements, and browsers rebuild
    /// it at the next text: what follows lands in the copy too.
    private mutating func explainSelfClosedLinkTypo(_ issue: Int, link: Int, outer: Int, text: RenderedText) {
        let tag = elements[link].startTagRange
        var rebuilt = ""
        if let end = elements[link].contentRange?.end, reopensAfterClosing(link, at: end, text: text) {
            rebuilt = ", and browsers rebuild it at the next text after that (it stays in their list of active formatting elements), so what follows"
                + (leftFormattingList[link].map { " until \(place(of: $0))" } ?? "") + " lands in a new `<a>` too"
            issues[issue].movesContent = true
        }
        let written = String(decoding: bytes[tag.start..<min(tag.end, bytes.count)], as: UTF8.self)
        issues[issue].message = "`\(written)` is a start tag, not `</a>`: HTML ignores the `/` on an element that is not void. "
            + "It stands inside the link opened on \(place(of: elements[outer].range.start)), so browsers end that link here, as `</a>` would, "
            + "but open a new `<a>` without `href` (no link) that holds what follows up to \(closingPoint(of: link))" + rebuilt
            + (issues[issue].movesContent ? "" : "; only whitespace lands in it, so nothing moves")
        issues[issue].help = "write `</a>`"
        issues[issue].range = tag
        issues[issue].relatedRange = elements[outer].nameRange
        issues[issue].relatedMessage = "the link it ends opened here"
    }

    /// What ends the element at `index`, for a message: the end tag or start tag where its
    /// content ends, or the end of the template.
    private func closingPoint(of index: Int) -> String {
        guard let end = elements[index].contentRange?.end, end < bytes.count else { return "the end of the template" }
        if let endTag = closingEndTags[index] ?? html.endTags.first(where: { $0.range.start == end }) {
            return "the `</\(endTag.name)>` on \(place(of: endTag.range.start))"
        }
        if let startTag = html.startTags.first(where: { $0.range.start == end }) {
            return "the `<\(startTag.name)>` on \(place(of: end))" + (startTag.name == tagName(index) && tagName(index) == "a" ? " (links cannot nest)" : "")
        }
        return "\(place(of: end))"
    }

    /// `<%# <div> <%= x %> </div> %>`: an ERB comment ends at its first `%>`, the one of the ERB
    /// tag written inside it, so what follows up to the `%>` meant to end it renders as markup.
    /// A structure finding in that markup names the comment as its cause.
    private mutating func explainCommentsEndedEarly() {
        guard !issues.isEmpty else { return }
        let opener: [UInt8] = Array("<%".utf8)
        let closer: [UInt8] = Array("%>".utf8)
        // The `%>` written outside any ERB tag, in order (found once, when a comment needs them).
        var strayClosers: [Int]?
        for comment in erbTags where comment.kind == .comment && comment.isClosed {
            guard let inner = ByteSearch.firstIndex(of: opener, in: bytes, from: comment.contentRange.start, before: comment.contentRange.end) else { continue }
            if strayClosers == nil { strayClosers = closersOutsideERBTags(closer) }
            // The `%>` meant to end the comment: the first one after it outside any ERB tag.
            guard let closers = strayClosers else { continue }
            var low = 0
            var high = closers.count
            while low < high {
                let middle = (low + high) / 2
                if closers[middle] < comment.range.end { low = middle + 1 } else { high = middle }
            }
            guard low < closers.count else { continue }
            let found = closers[low]
            let leakEnd = found + closer.count
            let leak = SourceRange(start: comment.range.end, end: leakEnd)
            let note = "the ERB comment at \(lineNumber(of: comment.range.start)):\(column(of: comment.range.start)) ends at the first `%>` (that of the ERB tag opened inside it on \(place(of: inner))), so the markup after it, up to the `%>` on \(place(of: leakEnd)), renders"
            for index in issues.indices where [.mismatchedEndTag, .unclosedElement, .invalidNesting].contains(issues[index].kind)
                && leak.start <= issues[index].range.start && issues[index].range.end <= leak.end && issues[index].causeNote == nil {
                issues[index].causeNote = note
                issues[index].message += "; \(note)"
                issues[index].help = "an ERB comment ends at the first `%>`: comment out each ERB tag inside it on its own (`<%#= … %>`), or wrap the markup in `<% if false %> … <% end %>`"
            }
        }
    }

    /// Where `closer` (`%>`) stands in the text between the ERB tags, in order.
    private func closersOutsideERBTags(_ closer: [UInt8]) -> [Int] {
        var found: [Int] = []
        var start = 0
        for index in 0...erbTags.count {
            let end = index < erbTags.count ? erbTags[index].range.start : bytes.count
            var from = start
            while let offset = ByteSearch.firstIndex(of: closer, in: bytes, from: from, before: end) {
                found.append(offset)
                from = offset + closer.count
            }
            start = max(start, index < erbTags.count ? erbTags[index].range.end : end)
        }
        return found
    }

    /// The column of `offset` on its line, 1-based, counted in Unicode scalars.
    private func column(of offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return bytes[start..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
    }
}
