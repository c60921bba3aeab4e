import BridgeLintCore

/// End tags that do not close what the source shows them closing, and what they do to the tree:
/// an element closed by another element's end tag, two end tags swapped or one too many, a
/// stray end tag (alone, in a run, or meant for an element closed implicitly), one a helper's
/// block keeps from its element, and a branch of an `if` that closes an element the other
/// branches leave open.
extension TreeBuilder {
    /// `<% if a %></div><% else %>…<% end %>`: one branch of an `if`/`else` ends an element the
    /// `if` sits in, while another branch leaves it open and has no end tag of its own that
    /// found nothing: the structure after the `if` depends on the branch. Reported at that
    /// branch's end tag (the cause), not at the end tag later found stray (its consequence).
    /// Inside a loop, branches may open what a later iteration closes and close what an earlier
    /// one opened: there the other branch must leave the stack exactly as it found it.
    /// An element opened in an earlier `if` or loop that has ended (`<% if i % 4 == 0 %><div>`)
    /// is open only on some paths, decided by other code than this `if`'s: whether this branch's
    /// end tag balances it cannot be proven either way. (On the same condition, the earlier
    /// block's branches are followed instead: `DecidedCondition`.)
    mutating func reportBranchesThatCloseAlone(_ block: BlockState, endingAt blockEnd: Int) {
        let insideLoop = isInsideLoop
        let start = block.start.stack
        // How much of the block's stack each branch kept; past it, what the branch opened.
        let kept = block.branches.map { TreeBuilder.sharedPrefixLength(start, $0.stack) }
        guard kept.contains(where: { $0 < start.count }) else { return }
        for (number, branch) in block.branches.enumerated() where kept[number] < start.count {
            let opened = branch.stack[kept[number]...].map(tagName)
            for position in kept[number]..<start.count where isHTML(start[position]) {
                let element = start[position]
                let name = tagName(element)
                guard let endTag = closingEndTags[element], endTag.name == name, endTag.range.start < damagedFrom, !opened.contains(name),
                      !isOpenOnlyOnSomePaths(element), !isInLoop(endTag.range.start, startedAfter: block.openedAt) else { continue }
                let balanced = block.branches.indices.contains { other in
                    if insideLoop { return block.branches[other].strayEndTags == 0 && block.branches[other].stack == start }
                    return block.branches[other].strayEndTags == 0 && kept[other] > position
                        && !block.branches[other].stack[kept[other]...].contains { tagName($0) == name }
                }
                guard balanced else { continue }
                // `<dd>` left open on one path is closed anyway, before anything renders, by what
                // always follows the `if` (the next iteration's `<dt>`, `</dl>`): as if its end tag
                // had been written there, so the tree is the same on every path. So is a `<td>`
                // left open in its `<tr>`, which the next `<tr>` closes with the row.
                let leftOpen = block.branches.indices.filter { kept[$0] > position }.map { block.branches[$0].stack }
                if areClosedByWhatFollows(leftOpen, downTo: position, after: blockEnd) { continue }
                // A branch that renders another template may close the element there (a partial
                // ending in `</div>`): which branch is balanced is unknown.
                guard !block.branches.contains(where: { rendersTemplates(in: $0.code) }) else { return }
                // One end tag, one finding: the branch of an inner block (an `unless` in an
                // `else`) already said it, naming the block it is in.
                guard !issues.contains(where: { $0.kind == .mismatchedEndTag && $0.range == endTag.nameRange }) else { return }
                let open = elements[element]
                // On the path that leaves it open, it holds what renders after the `if` until an
                // end tag of its own or of an element around it.
                // The end tags after the block close that path's stack from the top: the first that
                // pops the element or one around it.
                var closer: HTMLEndTag?
                var stillOpen = Array(start)
                for later in html.endTags where later.range.start >= blockEnd {
                    guard let found = stillOpen.lastIndex(where: { isHTML($0) && tagName($0) == later.name }) else { continue }
                    if found <= position { closer = later; break }
                    stillOpen.removeSubrange(found...)
                }
                // Of the element's name, on this branch's path it closes the next element of that
                // name out, which the other path keeps: the trees differ after it.
                let outerOfName = start[..<position].contains(where: { isHTML($0) && tagName($0) == name })
                if closer?.name == name, outerOfName { closer = nil }
                // Named with its line: the end tag may sit in an inner block's branch too.
                let conditional = "`\(block.keyword ?? "if")` on \(place(of: block.openedAt))"
                damages.append((issues.count, .openOnAnotherPath(element, after: blockEnd, closedAt: closer?.range.start, conditional: conditional)))
                issues.append(ParseIssue(kind: .mismatchedEndTag,
                                         message: "end tag `</\(name)>` closes the `<\(open.name)>` opened on \(place(of: open.range.start)) in this branch only: another branch of the \(conditional) leaves it open, so what follows nests differently on each path",
                                         range: endTag.nameRange, relatedRange: open.nameRange, relatedMessage: "`<\(open.name)>` opened here",
                                         help: "close the `<\(open.name)>` in every branch, or move the `</\(name)>` out of the \(conditional)"))
                // On this path that end tag finds none of the template's elements of its name open.
                if let closer, closer.name == name { issues[issues.count - 1].laterEndTagOnlyExtraHere = closer.range.start }
                if insideLoop { branchClosesInLoops.append((issues.count - 1, element, endTag.range.start)) }
                // The first branch's tree goes on: the end tag that meant this element finds it closed.
                if number == 0 { forgiveEndTag(meant: element) }
                return
            }
        }
    }

    /// Whether `offset` is in the body of a loop that began after `start` and has ended. An end
    /// tag there closes, on each iteration, an element opened before the loop: something the
    /// body renders opens it (a helper's `"<div …>".html_safe`), unread, as a loop of its own
    /// is not judged.
    private func isInLoop(_ offset: Int, startedAfter start: Int) -> Bool {
        rubyBlocks.contains { $0.isLoop && $0.range.start > start && $0.range.contains(offset) }
    }

    /// `<% if a %></div><% end %>`: an end tag in the body of an `if` (or `unless`) without
    /// `else` closes an element opened before it, which the path that skips the body leaves
    /// open. Not reported there (without an `else`, it may be a wrapper closed only on one
    /// path), and not later either: the tree follows the body, where a later end tag of the
    /// element's name finds nothing to close, but on the other path that end tag closes the
    /// element (or, one element further out, what the end tags between have shifted onto). An
    /// end tag stray on one path only is no proven mistake, and removing it would break the
    /// other path. An element the body opens again (`</div><div class="row">`) leaves nothing
    /// to close. One a start tag in the body closed (a `<table>` written inside a table) was
    /// not closed on purpose: its own end tag, stray on that path, is reported there.
    mutating func forgiveEndTagsAfterBodyClosingAlone(_ block: BlockState) {
        guard block.keyword == "if" || block.keyword == "unless", !block.isLoop, block.decided == nil, !block.followsDecidedBranches else { return }
        let kept = TreeBuilder.sharedPrefixLength(block.start.stack, stack)
        var reopened = stack[kept...].filter(isHTML).map(tagName)
        for element in block.start.stack[kept...] where isHTML(element) {
            if let again = reopened.firstIndex(of: tagName(element)) {
                reopened.remove(at: again)
            } else if let endTag = closingEndTags[element], endTag.range.start > block.openedAt {
                forgiveEndTag(meant: element)
            }
        }
    }

    /// A later end tag of the name of `element`, closed on the path the tree follows only, that
    /// finds nothing to close is not reported: once per element, however many blocks around
    /// the end tag that closed it end with it closed.
    private mutating func forgiveEndTag(meant element: Int) {
        guard elementsClosedOnOnePath.insert(element).inserted else { return }
        forgivenEndTags[tagName(element), default: 0] += 1
    }

    /// Whether the open element `index` was opened inside an `if` or a loop (not a helper's
    /// block) that has ended: it is open here only on the paths that rendered it.
    func isOpenOnlyOnSomePaths(_ index: Int) -> Bool {
        openedInBlock[index].map { !isRubyBlockOpen($0) } ?? false
    }

    /// A loop whose body leaves `leftOpen` open (it ran from `start` to `end`): a branch in it that
    /// closes alone an element opened before the loop (`<% if i > 0 %></div><% else %>…<% end %>`
    /// first in the body) closes, from the second iteration on, the one of its name an earlier
    /// iteration opened later in the body and left open (`<div class="row">`, on every path or
    /// under a condition of its own), which nothing proves balanced or not: its finding is
    /// withdrawn. A branch closing an element the same iteration opened keeps it.
    mutating func withdrawBranchCloses(balancedBy leftOpen: ArraySlice<Int>, inLoopFrom start: Int, to end: Int) {
        let openedInBody = Set(leftOpen.filter { isHTML($0) && elements[$0].range.start >= start }.map(tagName))
        guard !openedInBody.isEmpty else { return }
        for close in branchClosesInLoops where start <= close.at && close.at < end && elements[close.element].range.start < start
            && openedInBody.contains(tagName(close.element)) {
            withdrawnIssues.insert(close.issue)
        }
    }

    /// Whether what follows `offset` closes, in each of the `stacks`, every element from the top
    /// down to the one at `position`, innermost first (as the parser reprocesses the tag that
    /// closed the one above).
    private mutating func areClosedByWhatFollows(_ stacks: [[Int]], downTo position: Int, after offset: Int) -> Bool {
        for stack in stacks {
            for top in (position..<stack.count).reversed() where !isClosedByWhatFollows(Array(stack[...top]), after: offset) { return false }
        }
        return true
    }

    /// Whether the current node of `open`, an element whose end tag HTML lets one omit, is
    /// closed by the first tag on every path after `offset`, before anything renders.
    mutating func isClosedByWhatFollows(_ open: [Int], after offset: Int) -> Bool {
        guard let element = open.last, isHTML(element), HTMLElementKinds.optionalEndTag.contains(tagName(element)) else { return false }
        if following == nil { following = FollowingMarkup(bytes: bytes, erbTags: erbTags, html: html, ruby: ruby) }
        guard let tags = following?.firstTags(after: offset), !tags.isEmpty else { return false }
        return tags.allSatisfy { tag in
            switch tag {
            case .start(let start): startTag(start.name, closesCurrentNodeOf: open)
            case .end(let end): endTag(end.name, closesCurrentNodeOf: open)
            }
        }
    }

    /// Whether a start tag `name` closes the current node of `open` first (the rules in `process(_:)`).
    func startTag(_ name: String, closesCurrentNodeOf open: [Int]) -> Bool {
        guard let current = open.last else { return false }
        let closers: Set<String>
        switch tagName(current) {
        case "dd", "dt": closers = ["dd", "dt"]
        case "li": closers = ["li"]
        case "p": closers = HTMLElementKinds.closesParagraph
        case "option": closers = ["option", "optgroup"]
        case "optgroup": closers = ["optgroup"]
        // Only inside a `<ruby>`; an `<rtc>` is not ended by an `<rp>` or `<rt>`.
        case "rtc": closers = open.contains { tagName($0) == "ruby" } ? ["rb", "rtc"] : []
        case "rb", "rp", "rt": closers = open.contains { tagName($0) == "ruby" } ? ["rb", "rp", "rt", "rtc"] : []
        case "td", "th": closers = ["td", "th", "tr", "tbody", "thead", "tfoot"]
        case "tr": closers = ["tr", "tbody", "thead", "tfoot"]
        case "tbody", "thead", "tfoot": closers = ["tbody", "thead", "tfoot"]
        default: closers = []
        }
        return closers.contains(name)
    }

    /// Whether the end tag `name`, met with `open` as the stack, closes its current node: it
    /// finds an element around it (or the node itself) as `process(_:)` searches, and the node
    /// ends without a word (an implied end tag, or a table part a table's end tag closes).
    private func endTag(_ name: String, closesCurrentNodeOf open: [Int]) -> Bool {
        guard let current = open.last else { return false }
        // These close by rules of their own (`closeForm`, `closeTemplate`, `closeHeading`, …).
        if ["form", "body", "html", "br", "template"].contains(name) || HTMLElementKinds.headings.contains(name) { return false }
        let scope = HTMLElementKinds.endTagScope(of: name)
        for index in open.reversed() {
            guard isHTML(index) else { return false }
            if tagName(index) == name {
                guard index != current else { return true }
                let currentName = tagName(current)
                // `closeOther`: a formatting element's end tag runs the adoption agency instead.
                guard scope != nil else { return HTMLElementKinds.impliedEndTags.contains(currentName) && !HTMLElementKinds.formatting.contains(name) }
                let closesTableParts = HTMLElementKinds.tableParts.contains(name) || name == "table"
                return HTMLElementKinds.impliedEndTags.contains(currentName) || closesTableParts && HTMLElementKinds.tableParts.contains(currentName)
            }
            if !traits[index].isDisjoint(with: scope ?? .special) { return false }
        }
        return false
    }

    /// `ignoredInTable`: `endTag` is a `</body>` or `</html>` met inside a table, which browsers
    /// ignore, so the element closes at the end of the page instead.
    mutating func reportUnclosed(_ index: Int, closedBy endTag: HTMLEndTag, ignoredInTable: Bool = false) {
        guard isHTML(index), !elements[index].isImplied, !reportedElements.contains(index) else { return }
        reportedElements.insert(index)
        let element = elements[index]
        // Markup bridgelint cannot read, written right inside it (`<%= raw t(".title") %>` whose
        // text holds `</span>`), may close it: unproven.
        if unreadableMarkupParents.contains(where: { $0.parent == index }) { return }
        let isText = readsAsText(index)
        let endPlace = place(of: endTag.range.start)
        var message = isText
            ? "`<\(element.name)` reads as a start tag: browsers make an element named `\(element.name)` of it (so that text is not shown), never closed until `</\(endTag.name)>` on \(endPlace) closes it implicitly"
            : ignoredInTable
            ? "`<\(element.name)>` is never closed: browsers ignore the `</\(endTag.name)>` on \(endPlace) inside a table\(endTag.name == "body" ? " (and `</html>` after it)" : ""), so it stays open to the end of the page"
            : ["body", "html"].contains(endTag.name)
            // `</body>` only ends the body's content: browsers pop nothing, and put what follows inside.
            ? "`<\(element.name)>` is never closed: the `</\(endTag.name)>` on \(endPlace) closes no element (browsers keep what is open, and put what follows it inside), so it stays open to the end of the page"
            : "`<\(element.name)>` is never closed: `</\(endTag.name)>` on \(endPlace) closes it implicitly"
        var help = isText ? "write `&lt;` for the `<` if it is text" : "add `</\(element.name)>` where the element ends"
        if !isText, let outer = outerElementMissingItsEndTag(index, closedBy: endTag) {
            let outerPlace = place(of: elements[outer].nameRange.start)
            message += ", and it holds nothing while the `<\(element.name)>` opened on \(outerPlace) is open around it: it reads as that element's end tag without its `/`"
            help = "write `</\(element.name)>` to close the `<\(element.name)>` opened on \(outerPlace)"
        } else if !isText, let typed = startTagTyped(forEndTagOf: index, before: endTag.range.start) {
            let typedPlace = place(of: elements[typed].nameRange.start)
            message += ", and the bare `<\(element.name)>` on \(typedPlace), which holds nothing, reads as its end tag without the `/`"
            help = "write `</\(element.name)>` on \(typedPlace) to close the `<\(element.name)>` opened on \(place(of: element.nameRange.start))"
        }
        if report(.unclosedElement, message,
                  at: element.nameRange, related: endTag.nameRange, ignoredInTable ? "`</\(endTag.name)>` ignored here, inside a table" : ["body", "html"].contains(endTag.name) ? "`</\(endTag.name)>` here" : "`</\(endTag.name)>` closes it here",
                  help: help, from: index, to: endTag.range.start,
                  damage: .unclosed(index, closedBy: endTag.range)) {
            lastClosedByEndTag[element.name] = (issues.count - 1, endTag)
            unclosedIssueByEndTag[endTag.range.start] = (issues.count - 1, index)
        }
    }

    /// The element of the same name around the unclosed element `index`, when `index` holds
    /// only whitespace up to `endTag`: `<ul>` written where `</ul>` was meant (the slash left
    /// out) opens an empty list inside the one it was to close. Not a start tag with attributes
    /// (`<span data-custom-class="heading_1">`), which nobody types for an end tag.
    private func outerElementMissingItsEndTag(_ index: Int, closedBy endTag: HTMLEndTag) -> Int? {
        let element = elements[index]
        guard element.attributes.isEmpty, element.startTagRange.end <= endTag.range.start,
              bytes[element.startTagRange.end..<endTag.range.start].allSatisfy(HTMLTokenizer.isSpace) else { return nil }
        var parent = element.parent
        while let ancestor = parent, isHTML(ancestor) {
            if tagName(ancestor) == element.name { return ancestor }
            parent = elements[ancestor].parent
        }
        return nil
    }

    /// The last child of the unclosed element `index` when it is a start tag typed for
    /// `index`'s end tag, the `/` left out: a bare element of the same name that holds only
    /// whitespace, closed on a later line by its own end tag (the one meant for an element
    /// further out), with only whitespace after it up to `endTagStart`, the end tag that closes
    /// `index` implicitly. (`<div></div>` on one line is an empty element written on purpose.)
    func startTagTyped(forEndTagOf index: Int, before endTagStart: Int) -> Int? {
        guard let last = elements[index].children.last, isHTML(last), tagName(last) == tagName(index),
              elements[last].attributes.isEmpty, closingEndTags[last]?.name == tagName(index),
              let content = elements[last].contentRange, elements[last].range.end <= endTagStart,
              bytes[content.start..<content.end].allSatisfy(HTMLTokenizer.isSpace), bytes[content.start..<content.end].contains(UInt8(ascii: "\n")),
              bytes[elements[last].range.end..<endTagStart].allSatisfy(HTMLTokenizer.isSpace) else { return nil }
        return last
    }

    /// Whether an element is text the source meant to show, made a tag by an unescaped `<`:
    /// a name no element has (`<ID=10,length=5>`: `=` and `,`), or one HTML does not define and
    /// no script can (no dash) written with a capital letter (`<BaseController`, `<LIST ID>`:
    /// templates write their tags in lower case) or inside a `<pre>` or `<code>`. SVG's
    /// camel-case elements (`<linearGradient>` in a partial for an `<svg>`) are markup, and so
    /// is a tag with a quoted attribute value: a client-side component in a Vue template read
    /// from the page (`<Breadcrumbs :items="items">`), which prose does not write.
    func readsAsText(_ index: Int) -> Bool {
        let name = tagName(index)
        guard isHTML(index) else { return false }
        if name.utf8.contains(where: { !HTMLTokenizer.isNameByte($0) }) { return true }
        guard !HTMLElementKinds.names.contains(name), !HTMLElementKinds.svgCamelCaseNames.contains(name), !name.contains("-"),
              !hasQuotedAttributeValue(index) else { return false }
        let range = elements[index].nameRange
        if bytes[range.start..<range.end].contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return true }
        var parent = elements[index].parent
        while let ancestor = parent {
            if isHTML(ancestor), ["pre", "code"].contains(tagName(ancestor)) { return true }
            parent = elements[ancestor].parent
        }
        return false
    }

    /// Whether the start tag of `index` writes an attribute value in quotes (`name="…"`).
    private func hasQuotedAttributeValue(_ index: Int) -> Bool {
        elements[index].attributes.contains { attribute in
            guard let value = attribute.value, value.range.start > 0, value.range.start <= bytes.count else { return false }
            let before = bytes[value.range.start - 1]
            return before == UInt8(ascii: "\"") || before == UInt8(ascii: "'")
        }
    }

    /// `<th><div>…</th></div>`: the element's own end tag right after the end tag that closed
    /// it (two end tags swapped). One cause: the unclosed element's finding says it, and the
    /// ignored end tag gets none of its own. The first of the two may instead be an end tag too
    /// many, meant for an element never opened: that stays to be seen (see `confirmsSwapWasExtraEndTag`).
    mutating func explainsSwappedEndTags(_ endTag: HTMLEndTag) -> Bool {
        guard let (issue, closer) = lastClosedByEndTag[endTag.name], closer.range.end <= endTag.range.start,
              !bytes[closer.range.end..<endTag.range.start].contains(where: { !HTMLTokenizer.isSpace($0) }) else { return false }
        lastClosedByEndTag[endTag.name] = nil
        swappedEndTags[closer.range.start] = SwappedEndTags(issue: issue, follower: endTag, message: issues[issue].message)
        // Lined up with the element's start tag, the end tag after it is the element's own: the
        // one indented inside the element is one too many, not swapped with it (until a later
        // end tag that finds nothing says what else it closed).
        if let element = unclosedIssueByEndTag[closer.range.start]?.element, isOneTooMany(closer, beforeOwn: endTag, of: element) {
            issues[issue].message += "; the `</\(endTag.name)>` on \(place(of: endTag.range.start)), lined up with the `<\(tagName(element))>`, is its own end tag, so the `</\(closer.name)>` on \(place(of: closer.range.start)), indented inside it, is one too many"
            issues[issue].help = "remove the extra `</\(closer.name)>` (\(place(of: closer.range.start)))"
            // It closed an element of its name further out, too (`</div>` pops to the nearest
            // `<div>`), which the source keeps open after it: what follows leaves that one.
            if let outer = elementClosedByOwnEndTag[closer.range.start], let ownEnd = intendedEnd(of: outer, closedEarlyBy: closer) {
                issues[issue].message += ", and it also closes the `<\(closer.name)>` opened on \(place(of: elements[outer].range.start))"
                damages.append((issue, .outerClosedEarly(inner: element, name: closer.name, after: closer.range.end, until: ownEnd)))
                if ownEnd < bytes.count { ownEndTagsOfOuterClosedEarly[ownEnd] = issue }
            }
            return true
        }
        issues[issue].message += ", and the `</\(endTag.name)>` right after it closes nothing (the two end tags are swapped)"
        issues[issue].help = "swap `</\(closer.name)>` and `</\(endTag.name)>`"
        return true
    }

    /// Where the source means `outer` to end, when `closer` (an end tag of its name, one too
    /// many) closed it early: `outer`'s start tag begins its line, `closer` is indented deeper,
    /// and so is the content after it. The later end tag of its name lined up with its start
    /// tag, else the end of the template.
    private func intendedEnd(of outer: Int, closedEarlyBy closer: HTMLEndTag) -> Int? {
        let lines = sourceLines
        let start = elements[outer].range.start
        guard isHTML(outer), lines.isFirstOnItsLine(start) else { return nil }
        let depth = lines.indentationWidths(ofLineAt: start)
        guard zip(lines.indentationWidths(ofLineAt: closer.range.start), depth).allSatisfy({ $0 > $1 }) else { return nil }
        let own = html.endTags.first { tag in
            tag.range.start > closer.range.start && tag.name == closer.name && lines.isFirstOnItsLine(tag.range.start)
                && lines.indentationWidths(ofLineAt: tag.range.start) == depth
        }
        return own?.range.start ?? bytes.count
    }

    /// Whether `endTag`, closing nothing, is the own end tag of an element an end tag too many
    /// closed early (see `explainsSwappedEndTags`): one cause, so that finding says it too.
    private mutating func explainsOwnEndTagOfOuterClosedEarly(_ endTag: HTMLEndTag) -> Bool {
        guard let issue = ownEndTagsOfOuterClosedEarly.removeValue(forKey: endTag.range.start) else { return false }
        issues[issue].message += " (whose own `</\(endTag.name)>`, on \(place(of: endTag.range.start)), then closes nothing)"
        return true
    }

    /// Whether `closer`, which closed `element` implicitly, stands on a line of its own indented
    /// deeper than the element's start tag, and `own`, the element's end tag right after it, is
    /// lined up with that start tag (at every tab width: see `RenderedText.indentationWidths`).
    private func isOneTooMany(_ closer: HTMLEndTag, beforeOwn own: HTMLEndTag, of element: Int) -> Bool {
        let lines = sourceLines
        let start = elements[element].range.start
        guard [start, closer.range.start, own.range.start].allSatisfy(lines.isFirstOnItsLine) else { return false }
        let depth = lines.indentationWidths(ofLineAt: start)
        return lines.indentationWidths(ofLineAt: own.range.start) == depth
            && zip(lines.indentationWidths(ofLineAt: closer.range.start), depth).allSatisfy { $0 > $1 }
    }

    /// Whether `endTag`, which closes nothing, shows that the first of two swapped end tags (see
    /// `explainsSwappedEndTags`) was one too many: it is the extra end tag of `shifted` (see
    /// `extraEndTagChain`), which closed the element of its name early, and each later end tag
    /// of the name closed the element of the name around the one it was written for, up to this
    /// one. Then what follows the extra end tag leaves the element (the swap's finding says so),
    /// and this end tag is part of it.
    private mutating func confirmsSwapWasExtraEndTag(_ endTag: HTMLEndTag, shifted: [(element: Int, closedBy: HTMLEndTag)]) -> Bool {
        let name = endTag.name
        let (closed, closer) = shifted[shifted.count - 1]
        guard let swap = swappedEndTags.removeValue(forKey: closer.range.start) else { return false }
        // The closed element's own end tag: this one, or the one that closed the element around it.
        let own = shifted.count == 1 ? endTag : shifted[shifted.count - 2].closedBy
        issues[swap.issue].message = swap.message
            + ", and the `</\(swap.follower.name)>` right after it closes nothing: that `</\(name)>` is indented inside the `<\(name)>` opened on \(place(of: elements[closed].range.start)), "
            + "whose own `</\(name)>` is on \(place(of: own.range.start)), so it is one too many and also closes that `<\(name)>`"
        issues[swap.issue].help = "remove the extra `</\(name)>` (\(place(of: closer.range.start))) and keep the `</\(swap.follower.name)>`"
        // What the source puts in that element after the extra end tag lands outside it.
        damages.removeAll { $0.issue == swap.issue }
        damages.append((swap.issue, .extraEndTag(name: name, after: closer.range.end, until: endTag.range.start)))
        return true
    }

    /// `<h3>Title</h2>` and the heading's own `</h3>` later: right after the wrong end tag,
    /// removing that one is the whole fix; with markup between them, removing it would pull that
    /// markup into the heading, so the help keeps the tree browsers build today.
    private func helpForHeadingClosedTwice(by wrong: HTMLEndTag, then own: HTMLEndTag) -> String {
        if !bytes[wrong.range.end..<own.range.start].contains(where: { !HTMLTokenizer.isSpace($0) }) {
            return "remove the `</\(wrong.name)>`: the `</\(own.name)>` after it closes the `<\(own.name)>`"
        }
        return "write `</\(own.name)>` for the `</\(wrong.name)>` and remove the `</\(own.name)>` on \(place(of: own.range.start)), which then closes nothing"
    }

    /// An end tag with no element of its name open where it stands.
    mutating func reportStrayEndTag(_ endTag: HTMLEndTag) {
        let name = endTag.name
        strayEndTagCount += 1
        if let forgiven = forgivenEndTags[name], forgiven > 0 {
            forgivenEndTags[name] = forgiven - 1
            if let closed = headingsClosedByAnotherName.removeValue(forKey: name) {
                issues[closed.issue].help = helpForHeadingClosedTwice(by: closed.endTag, then: endTag)
            }
            return
        }
        if !unreadableMarkupParents.isEmpty {
            let block = contentBlock(at: endTag.range.start)
            if unreadableMarkupParents.contains(where: { written in written.block == block && (written.parent.map { stack.contains($0) } ?? true) }) { return }
        }
        // Lined up with an element of its name an end tag written inside closed early, it was
        // meant for that element, whatever the wrapper opened.
        if mayCloseUnreadWrapper(name) {
            _ = explainsEndTagClosedThroughInner(endTag)
            return
        }
        // One end tag too many before this one, placed by indentation: said at the swap it was
        // taken for, or in a finding of its own; else this one may be the second of a swap.
        let shifted = extraEndTagChain(endingAt: endTag)
        if let shifted, confirmsSwapWasExtraEndTag(endTag, shifted: shifted) { return }
        if explainsSwappedEndTags(endTag) { return }
        if let shifted, explainsMisplacedExtraEndTag(endTag, shifted: shifted) { return }
        if explainsEndTagClosedThroughInner(endTag) { return }
        if explainsOwnEndTagOfOuterClosedEarly(endTag) { return }
        if explainsSecondHeadEndTag(endTag) { return }
        guard let open = stack.last(where: isHTML) else {
            if explainsStrayEndTagOfImplicitlyClosed(endTag, among: children(of: nil)) || explainsStrayEndTagOfElementEndedByOuterEndTag(endTag) { return }
            let unmarked = startTagWithoutLessThan(for: endTag)
            let message = "end tag `</\(name)>` has no open `<\(name)>` to close: \(Self.strayEffect(of: name))" + (unmarked?.note ?? "")
            let help = unmarked?.help
                ?? Self.voidEndTagHelp(name) ?? "remove the stray `</\(name)>` or add the missing `<\(name)>`"
            if report(.mismatchedEndTag, message, at: endTag.nameRange, related: nil, nil,
                      help: help, from: nil, to: endTag.range.start, damage: .none) {
                issues[issues.count - 1].topLevelEndTag = Self.mayBeOpenAtRenderSite(name) ? name : nil
            }
            return
        }
        // The new table a `<table>` typed for `</table>` opened stops the search of an end tag
        // whose element is open around it: that finding's consequence. One whose element is
        // open nowhere is stray anyway.
        if let table = stack.lastIndex(where: tablesTypedForEndTag.contains), stack[..<table].contains(where: { isHTML($0) && tagName($0) == name }) { return }
        let element = elements[open]
        // Rows a partial renders directly in a table open the `<tbody>` (or `<tr>`) browsers
        // imply, which this end tag then closes.
        if HTMLElementKinds.tableParts.contains(name), rendersOutputDirectly(in: open, before: endTag.range.start) { return }
        // A row closed inside the `<tbody>` browsers implied is among the table's own.
        let siblings = element.children.flatMap { elements[$0].isImplied ? [$0] + elements[$0].children : [$0] }
        if explainsStrayEndTagOfImplicitlyClosed(endTag, among: siblings) { return }
        if explainsStrayEndTagOfElementEndedByOuterEndTag(endTag) { return }
        // Meant for an element of its name that a block in the way keeps open, or for the open
        // element (a typo, `</spam>`, or another slip, `<a>…</button>`): either stays open, and
        // what happens to it is this finding's business, not another one's.
        // A table part's end tag searches only its own table: a cell of an outer table (beyond a
        // `<table>`) is not in the way of it, and a second `</td>` in a row is only ignored.
        let blocked = HTMLElementKinds.tableParts.contains(name) ? nil : stack.last { isHTML($0) && tagName($0) == name }
        let meant = blocked ?? open
        if var run = strayRun, run.meant == meant, !bytes[run.end..<endTag.range.start].contains(where: { !HTMLTokenizer.isSpace($0) }) {
            run.followers.append(name)
            run.end = endTag.range.end
            strayRun = run
            return
        }
        finishStrayRun()
        reportedElements.insert(meant)
        // The element in the way stays open too, which this finding says (`explainDamages`).
        if blocked != nil { reportedElements.insert(open) }
        // Two table parts (`</td>` for an open `<tr>`) are not a misspelling of each other: the
        // parser only ignores the end tag.
        // Nor is a void element's end tag (`</img>`, `</embed>`) meant for another element: it is
        // written for the void element, which has none.
        let typo = !(HTMLElementKinds.tableParts.contains(name) && HTMLElementKinds.tableParts.contains(tagName(open)))
            && !HTMLElementKinds.void.contains(name)
            && StringDistance.editDistance(name, tagName(open)) <= StringDistance.threshold(forLength: name.count)
        // An element the parser implied (the `<tr>` around cells in a `<tfoot>`) has no start tag
        // to name, and no end tag of its own to ask for.
        let implied = blocked == nil && element.isImplied
        if blocked == nil, !typo, !implied, explainsEndTagTypedForStartTag(endTag, inside: open) { return }
        // Meant for an element outside it, the end tag is blocked by the one the template wrote
        // around the implied one (the `<table>` of an implied `<tbody>`): that one is named.
        var shown = open
        while blocked != nil, elements[shown].isImplied, let parent = elements[shown].parent, isHTML(parent) { shown = parent }
        let named = elements[shown]
        let namedPlace = place(of: named.range.start)
        // One open where the template renders is written in another template: no line here.
        let around = elementsOpenAround.contains(shown) ? "the `<\(named.name)>` this partial renders in" : nil
        // An open element keeps it from its element: a `<button>` from a `<p>`, a table from what
        // is around it. (A formatting element's end tag runs the adoption agency instead.)
        var keptFrom = ""
        if let blocked, !HTMLElementKinds.formatting.contains(name) {
            keptFrom = ": browsers do not look past it for the `<\(name)>` opened on \(place(of: elements[blocked].range.start)), so they "
                + (name == "p" ? "insert an empty `<p></p>` here" : "ignore it")
        }
        var message = implied
            ? "end tag `</\(name)>` has no open `<\(name)>` to close: \(Self.strayEffect(of: name)) (the open element is \(around ?? "the `<\(named.name)>` browsers imply on \(namedPlace)"))"
            : blocked != nil || typo
            ? "end tag `</\(name)>` does not match the open element" + (around.map { ", \($0)" } ?? " `<\(named.name)>` (\(namedPlace))")
                + keptFrom
            : "end tag `</\(name)>` has no open `<\(name)>` to close: \(Self.strayEffect(of: name))"
            // `<body>` and `<html>` no end tag closes early (and a page's own merge into its layout's);
            // a void element's end tag (`</link>`) is no slip for another element's.
            + (["body", "html"].contains(named.name) || HTMLElementKinds.void.contains(name) ? "" : " (it does not close \(around ?? "the `<\(named.name)>` opened on \(namedPlace)"))")
        // A start tag whose name is no element's and holds the end tag's (`<h44>` for `<h4>`), or
        // is a near miss of it (`<fsieldset>` for `<fieldset>`): the start tag is the slip, and
        // removing the end tag would leave it open.
        let openIsNoElement = !HTMLElementKinds.names.contains(tagName(open)) && !tagName(open).contains("-")
        let misspeltStart = !implied && openIsNoElement
            && (typo ? HTMLElementKinds.names.contains(name)
                : (tagName(open).hasPrefix(name) || tagName(open).hasSuffix(name)) && tagName(open).count <= name.count + 2)
        let missingStart = blocked == nil && !typo && !implied
            ? contentMissingItsStartTag(endTag, inside: open) ?? paragraphTextMissingItsStartTag(endTag, inside: open) : nil
        let unmarked = blocked == nil && !typo && !implied ? startTagWithoutLessThan(for: endTag) : nil
        if let unmarked { message += unmarked.note }
        let orRemove: String = blocked.flatMap { movedPastItsTable(endTag, meant: $0, table: shown) }
            ?? (implied ? "" : Self.closingOffer(named.name)) + "remove the stray `</\(name)>`"
        let help = misspeltStart
            ? "`<\(named.name)>` is not an HTML element: write `<\(name)>` there, so that this `</\(name)>` closes it"
            : unmarked?.help
            ?? missingStart.map { "add the missing `<\(name)>` before the content on \(place(of: $0)), or remove the stray `</\(name)>`" }
            ?? Self.voidEndTagHelp(name)
            // Its formatting element is open around the one in the way (`<strong>Notes <ul>…</strong></ul>`):
            // removing the end tag would leave it open over what follows.
            ?? (blocked != nil && !implied && around == nil && !typo && HTMLElementKinds.formatting.contains(name)
                ? "end tags close in the reverse order of their start tags: write `</\(named.name)>` before this `</\(name)>`, or end the `<\(name)>` before the `<\(named.name)>` on \(namedPlace)"
                : nil)
            ?? orRemove
        if report(.mismatchedEndTag, message, at: endTag.nameRange, related: around == nil ? named.nameRange : nil,
                  around != nil ? nil : implied ? "`<\(named.name)>` implied here" : "`<\(named.name)>` opened here",
                  help: help,
                  from: open, to: endTag.range.start,
                  damage: .leftOpen(meant, after: endTag.range.end)) {
            strayRun = (issues.count - 1, meant, endTag.range.end, [])
            if blocked == nil, !typo, !implied { lastStrayEndTag = (issues.count - 1, endTag, open) }
            if !implied, !misspeltStart, Self.voidEndTagHelp(name) == nil { strayHelpOffersClosing[issues.count - 1] = shown }
            // Only the document's own `<html>` or `<body>` is open: in a layout, which ignores
            // those start tags, the end tag meets what the layout has open around `yield`.
            if ["html", "body"].contains(tagName(open)) {
                issues[issues.count - 1].topLevelEndTag = Self.mayBeOpenAtRenderSite(name) ? name : nil
            } else if blocked == nil, HTMLElementKinds.blockEndTags.contains(name),
                      stack.allSatisfy({ isHTML($0) && traits[$0].isDisjoint(with: HTMLElementKinds.defaultScope) }) {
                // Nothing here stops its search: where the template renders, it goes on through
                // the elements open around the render site (a layout's `<div>` around `yield`).
                issues[issues.count - 1].endTagSearchingPastTemplate = name
            }
        }
    }

    /// `</head>` after the `<head>` its own `</head>` closed: a page has one head, so this end tag
    /// was meant for nothing open (not for the `<html>` around it), and browsers ignore it.
    private mutating func explainsSecondHeadEndTag(_ endTag: HTMLEndTag) -> Bool {
        guard endTag.name == "head",
              let head = elements.indices.last(where: { isHTML($0) && elements[$0].name == "head" && elements[$0].range.start < endTag.range.start }),
              let closer = closingEndTags[head], closer.name == "head", closer.range.start < endTag.range.start else { return false }
        _ = report(.mismatchedEndTag,
                   "end tag `</head>` has no open `<head>` to close: the `<head>` opened on \(place(of: elements[head].range.start)) was closed by its `</head>` on \(place(of: closer.range.start)); browsers ignore this second one, so nothing moves",
                   at: endTag.nameRange, related: closer.nameRange, "the `</head>` that closed the `<head>`",
                   help: "remove this `</head>`", from: nil, to: endTag.range.start, damage: .none)
        return true
    }

    /// Whether an end tag `name` that found nothing to close stands in the block of a method that
    /// wraps it in markup bridgelint does not read (an app's own `settings_group "Privacy" do`
    /// writing `<div><table>` around it), and nothing opened in the block stopped its search: like
    /// an end tag at the top of a partial whose render site is unknown, it may close what that
    /// markup opened (`</td>`, `</table>`, `</div>`), so it is not reported. One stopped by an
    /// element of the block (`<td>x</span>`) finds nothing wherever the block renders. A void
    /// element's end tag closes nothing anywhere. A `</p>` after the block opened an element that
    /// closes paragraphs (`<div>`, `<ul>`) and left it open finds no `<p>` of the wrapper either:
    /// that element's start tag closed it.
    func mayCloseUnreadWrapper(_ name: String) -> Bool {
        guard Self.mayBeOpenAtRenderSite(name),
              let wrapper = blocksWrappingInUnreadMarkup.max(by: { $0.openedAt < $1.openedAt }) else { return false }
        // What the block opened: the stack past what it shares with the block's start (an end
        // tag in the block may have closed elements from before it).
        let opened = stack.dropFirst(Self.sharedPrefixLength(stack, wrapper.start.stack))
        if name == "p", opened.contains(where: { isHTML($0) && HTMLElementKinds.closesParagraph.contains(tagName($0)) }) { return false }
        return !opened.contains { stopsEndTagSearch(name, at: $0) }
    }

    /// Whether the open element `index` stops the search of an end tag `name` for its element
    /// (the scopes of `process(_:)`); a helper's element stops every search.
    private func stopsEndTagSearch(_ name: String, at index: Int) -> Bool {
        guard isHTML(index) else { return true }
        return !traits[index].isDisjoint(with: HTMLElementKinds.endTagScope(of: name) ?? .special)
    }

    /// Whether a render site may have an element named `name` open for a stray end tag to close:
    /// a void element (`</embed>`, `</img>`) is never open anywhere, so its end tag is ignored
    /// wherever the template renders.
    static func mayBeOpenAtRenderSite(_ name: String) -> Bool {
        !HTMLElementKinds.void.contains(name)
    }

    /// The help for an end tag of a void element (`</embed>`, `</img>`): there is no end tag to
    /// complete and no start tag to add, only this one to remove. Nil for any other element.
    static func voidEndTagHelp(_ name: String) -> String? {
        HTMLElementKinds.void.contains(name) ? "remove the `</\(name)>`: `<\(name)>` is a void element, which has no end tag" : nil
    }

    /// Says in the last run's finding which stray end tags right after it it stands for.
    mutating func finishStrayRun() {
        guard let run = strayRun else { return }
        strayRun = nil
        guard !run.followers.isEmpty else { return }
        let tags = run.followers.map { "`</\($0)>`" }.joined(separator: ", ")
        let followers = run.followers.count == 1 ? "the end tag right after it (\(tags)) closes" : "the \(run.followers.count) end tags right after it (\(tags)) close"
        issues[run.issue].message += "; \(followers) nothing either"
        issues[run.issue].help = (issues[run.issue].help ?? "") + " (and the ones after it)"
    }

    /// The help's offer to close the open element `name` (its end tag may be what is missing).
    /// `</div>` between `</thead>` and `<tbody>`, lined up with the `<div>` around the table: it
    /// was written for that `<div>`, too early; removing it would leave the `<div>` open, so the
    /// help is to move it after the table's end tag. Nil unless `table` is a table, the end tag
    /// starts its line at the column `meant` starts its own, and the table's end tag follows.
    private func movedPastItsTable(_ endTag: HTMLEndTag, meant: Int, table: Int) -> String? {
        guard tagName(table) == "table", let column = leadingColumn(of: endTag.range.start),
              leadingColumn(of: elements[meant].range.start) == column,
              let tableEnd = html.endTags.first(where: { $0.range.start > endTag.range.start && $0.name == "table" }) else { return nil }
        return "move this `</\(endTag.name)>` after the `</table>` on \(place(of: tableEnd.range.start)): browsers ignore it inside the table, and removing it would leave the `<\(tagName(meant))>` on \(place(of: elements[meant].range.start)) open"
    }

    /// The column of `offset` when only blanks and tabs come before it on its line, else nil.
    private func leadingColumn(of offset: Int) -> Int? {
        var start = offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return offset - start
    }

    private static func closingOffer(_ name: String) -> String {
        "close `<\(name)>` with `</\(name)>`, or "
    }

    /// Drops the offer to close the open element from a stray end tag's help where the
    /// element's own end tag closes it later (`<p>text</b></p>`): only the stray one is wrong.
    mutating func withdrawClosingOffers() {
        for (issue, element) in strayHelpOffersClosing where closingEndTags[element]?.name == tagName(element) {
            let offer = Self.closingOffer(elements[element].name)
            guard let help = issues[issue].help, help.hasPrefix(offer) else { continue }
            issues[issue].help = String(help.dropFirst(offer.count))
        }
    }

    /// What browsers do with an end tag that closes nothing: `</p>` makes an empty paragraph
    /// (`</br>` is read apart), any other is ignored.
    private static func strayEffect(of name: String) -> String {
        name == "p" ? "browsers insert an empty `<p></p>` here" : "browsers ignore it"
    }

    /// `<ul><a href="/x">X</a></li>…`: an item's end tag in its list (a row's in its table, a
    /// cell's in its row, a term's or definition's in its list, an option's in its select)
    /// after content written first in the list, with no start tag of the item's name before it:
    /// the first item's start tag was left out. Where that content starts. (After an item
    /// closed by its own end tag, that end tag may instead have come too early.)
    private func contentMissingItsStartTag(_ endTag: HTMLEndTag, inside open: Int) -> Int? {
        let parents: [String: Set<String>] = ["li": ["ul", "ol", "menu"], "tr": ["table", "tbody", "thead", "tfoot"], "td": ["tr"], "th": ["tr"],
                                              "dt": ["dl"], "dd": ["dl"], "option": ["select", "datalist", "optgroup"]]
        let from = elements[open].startTagRange.end
        guard parents[endTag.name]?.contains(tagName(open)) == true, from < endTag.range.start,
              !html.startTags.contains(where: { $0.name == endTag.name && from <= $0.range.start && $0.range.start < endTag.range.start }) else { return nil }
        // Past blanks and HTML comments (a commented-out item is not its content).
        var offset = from
        while offset < endTag.range.start {
            if HTMLTokenizer.isSpace(bytes[offset]) {
                offset += 1
            } else if bytes[offset...].starts(with: Self.commentStart) {
                guard let close = ByteSearch.firstIndex(of: Self.commentEnd, in: bytes, from: offset + 4) else { return nil }
                offset = close + Self.commentEnd.count
            } else {
                return offset
            }
        }
        return nil
    }

    /// `<h4>Title</h4> Some text.</p>`: a `</p>` after text that follows, with no tag between, the
    /// start tag of the open element or the end tag of a block in it: the paragraph's `<p>` was
    /// left out. Where that text starts.
    private func paragraphTextMissingItsStartTag(_ endTag: HTMLEndTag, inside open: Int) -> Int? {
        guard endTag.name == "p" else { return nil }
        let lastStart = html.startTags.last { $0.range.end <= endTag.range.start }
        let lastEnd = html.endTags.last { $0.range.end <= endTag.range.start }
        let from: Int
        if let lastEnd, lastEnd.range.end > lastStart?.range.end ?? -1 {
            guard HTMLElementKinds.closesParagraph.contains(lastEnd.name), lastEnd.range.start > elements[open].startTagRange.end else { return nil }
            from = lastEnd.range.end
        } else {
            guard let lastStart, lastStart.range == elements[open].startTagRange else { return nil }
            from = lastStart.range.end
        }
        return bytes[from..<endTag.range.start].firstIndex { !HTMLTokenizer.isSpace($0) }
    }

    /// `h1><%= title %></h1>`: text `name>` written earlier on the end tag's line, outside ERB
    /// and at the start of a word, is the start tag with its `<` left out (a void element's end
    /// tag has none). What the finding adds to its message, and its help.
    private func startTagWithoutLessThan(for endTag: HTMLEndTag) -> (note: String, help: String)? {
        guard !HTMLElementKinds.void.contains(endTag.name), let offset = unmarkedStartTagOffset(for: endTag) else { return nil }
        return ("; the text `\(endTag.name)>` on \(place(of: offset)) is its start tag without the `<`, shown as text",
                "write `<\(endTag.name)>` for the `\(endTag.name)>` on \(place(of: offset))")
    }

    /// Where the text `name>` of `startTagWithoutLessThan(for:)` starts.
    private func unmarkedStartTagOffset(for endTag: HTMLEndTag) -> Int? {
        let name = Array(endTag.name.utf8)
        let lineStart = bytes[..<endTag.range.start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        var offset = lineStart
        while offset + name.count < endTag.range.start {
            defer { offset += 1 }
            guard bytes[offset + name.count] == UInt8(ascii: ">"),
                  zip(bytes[offset..<offset + name.count], name).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) else { continue }
            if offset > lineStart, HTMLTokenizer.isNameByte(bytes[offset - 1]) || [UInt8(ascii: "<"), UInt8(ascii: "/")].contains(bytes[offset - 1]) { continue }
            if erbTags.contains(where: { $0.range.start <= offset && offset < $0.range.end }) { continue }
            if html.startTags.contains(where: { $0.range.start <= offset && offset < $0.range.end }) { continue }
            return offset
        }
        return nil
    }

    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)

    /// `<div></p>Error</p></div>`: an end tag that closes nothing, after one of its name that
    /// closed nothing either in the same element, with content between and no start tag of the
    /// name: the first was typed for the start tag, with a `/`. On one line; or on several when
    /// text follows the first directly and no start tag stands between (`</p>Owners' agent is:`
    /// then the paragraph's lines and its `</p>`). One finding, at the first, which moves
    /// nothing: it does not end the element around it.
    private mutating func explainsEndTagTypedForStartTag(_ endTag: HTMLEndTag, inside open: Int) -> Bool {
        guard let previous = lastStrayEndTag, previous.endTag.name == endTag.name, previous.open == open,
              previous.issue < issues.count, !withdrawnIssues.contains(previous.issue) else { return false }
        let between = previous.endTag.range.end..<endTag.range.start
        let oneLine = !bytes[between].contains(UInt8(ascii: "\n"))
        let textFollows = between.first.map { !HTMLTokenizer.isSpace(bytes[$0]) && bytes[$0] != UInt8(ascii: "<") } ?? false
            && !html.startTags.contains { between.contains($0.range.start) }
        guard oneLine || textFollows, bytes[between].contains(where: { !HTMLTokenizer.isSpace($0) }),
              !html.startTags.contains(where: { between.contains($0.range.start) && $0.name == endTag.name }) else { return false }
        let name = endTag.name
        issues[previous.issue].message = "end tag `</\(name)>` has no open `<\(name)>` to close, nor has the `</\(name)>` after it on \(place(of: endTag.range.start)): with content between them, it reads as the `<\(name)>` start tag written with a `/` (\(name == "p" ? "browsers insert an empty `<p></p>` at each" : "browsers ignore both"))"
        issues[previous.issue].help = "write `<\(name)>`"
        // The element the first was taken to be meant for is no longer the point: the later one is.
        issues[previous.issue].relatedRange = endTag.nameRange
        issues[previous.issue].relatedMessage = "the `</\(name)>` after it"
        issues[previous.issue].movesContent = false
        // It ends no element: what a stray end tag meant for the open one would leave open
        // (`damages`), and the help to close that one, do not apply.
        damages.removeAll { $0.issue == previous.issue }
        strayHelpOffersClosing[previous.issue] = nil
        lastStrayEndTag = nil
        return true
    }

    /// An end tag that closes nothing, meant for the last element of its name among `siblings`
    /// (the open element's children, or the top-level elements) that something else closed:
    /// unless a stray end tag was already explained by it, or an element of its name other
    /// than the one that closed it came since (then that one's own end tag was the last of the
    /// name). Reports it as such.
    private mutating func explainsStrayEndTagOfImplicitlyClosed(_ endTag: HTMLEndTag, among siblings: [Int]) -> Bool {
        let sameName = siblings.filter { elements[$0].name == endTag.name }
        guard let earlier = sameName.last(where: { implicitlyClosed[$0] != nil }), let closedAt = implicitlyClosed[earlier],
              sameName.drop(while: { $0 != earlier }).dropFirst().allSatisfy({ elements[$0].range.start == closedAt }) else { return false }
        reportStrayEndTagOfImplicitlyClosed(earlier, endTag: endTag)
        implicitlyClosed[earlier] = nil
        return true
    }

    /// `<div><p>Text</div></p>`: an end tag that closes nothing, lined up with the last element
    /// of its name (first on its line at the same indentation) that the end tag of an element
    /// around it closed: it was meant for that element. Reported as such, naming that end tag.
    private mutating func explainsStrayEndTagOfElementEndedByOuterEndTag(_ endTag: HTMLEndTag) -> Bool {
        let lines = sourceLines
        guard lines.isFirstOnItsLine(endTag.range.start),
              let earlier = elements.indices.last(where: { isHTML($0) && elements[$0].name == endTag.name && elements[$0].range.start < endTag.range.start }),
              let closedAt = implicitlyClosed[earlier], html.endTags.contains(where: { $0.range.start == closedAt && $0.name != endTag.name }),
              lines.isFirstOnItsLine(elements[earlier].range.start),
              lines.indentation(ofLineAt: elements[earlier].range.start) == lines.indentation(ofLineAt: endTag.range.start) else { return false }
        reportStrayEndTagOfImplicitlyClosed(earlier, endTag: endTag)
        endedByOuterEndTagBeforeItsStray[earlier] = closedAt
        implicitlyClosed[earlier] = nil
        return true
    }

    /// `</p>` after a `<p>` that HTML already closed, usually at a block it cannot contain
    /// (`<p> … <pre>` or `<p> … <div>`): browsers add an empty `<p></p>` for the stray end tag.
    private mutating func reportStrayEndTagOfImplicitlyClosed(_ earlier: Int, endTag: HTMLEndTag) {
        let element = elements[earlier]
        let name = element.name
        let closedAt = implicitlyClosed[earlier] ?? element.range.end
        // What closed it: a start tag written there, or the element a helper renders there
        // (`button_to`'s `<form>`): said as a message part and as what to move out.
        var closer: (said: String, line: Int, moved: String)?
        let startTag = html.startTags.first { $0.range.start == closedAt }
        if let tag = startTag {
            closer = ("`<\(tag.name)>`", lineNumber(of: tag.range.start), "the `<\(tag.name)>`")
        } else if let rendered = elements.first(where: { $0.range.start == closedAt }), case .helper(let helper) = rendered.origin {
            closer = ("the `<\(rendered.name)>` that `\(helper)` renders", lineNumber(of: closedAt), "the `\(helper)`")
        }
        // The end tag of an element around it (`<div><p>Text</div></p>`).
        let outerEnd = startTag == nil && closer == nil ? html.endTags.first { $0.range.start == closedAt } : nil
        // A `<li>` ends an open `<li>` (so do `<dt>`, `<dd>`, `<option>`): it is no content a
        // `<li>` cannot hold, as a block is for a `<p>`.
        // So does a row or cell its next one ends.
        let cells: Set = ["td", "th"]
        let ending = name != "p" && HTMLElementKinds.impliedEndTags.contains(name) && startTag.map { Self.startTag($0.name, mayEnd: name) } == true
            || startTag.map { $0.name == name && HTMLElementKinds.tableParts.contains(name) || cells.contains($0.name) && cells.contains(name) } == true
        let skippable = closer == nil ? nil : skippableBlock(around: closedAt, between: element.range.start, and: endTag.range.start)
        let onePath = skippable.map { ", when \($0) renders it (where it does not, this end tag closes that `<\(name)>`)" } ?? ""
        // A paragraph holds no paragraph: the next `<p>` ends it.
        let paragraphInParagraph = name == "p" && startTag?.name == "p"
        let closing = ending ? "which ends an open `<\(name)>` (its end tag may be left out)"
            : paragraphInParagraph ? "which ends an open `<p>` (a paragraph cannot hold another)"
            : "which a `<\(name)>` cannot contain"
        // `<thead><th><td>A</td><td>B</td></th>`: an empty cell written where a row belongs (in
        // the `<tr>` browsers imply), around cells, meant as their row; browsers keep it as an
        // empty cell before them, which shifts the row's columns.
        let cellWrittenForRow = startTag.map { cells.contains(name) && cells.contains($0.name) } == true
            && element.parent.map { elements[$0].isImplied && elements[$0].name == "tr" } == true
            && !bytes[element.startTagRange.end..<closedAt].contains(where: { !HTMLTokenizer.isSpace($0) })
        let reason = closer.map { "the `<\(name)>` opened on \(place(of: element.range.start)) was closed by \($0.said) on line \($0.line), " + closing + onePath
            + (cellWrittenForRow ? "; it stays an empty cell before the cells, which shifts the row's columns" : "") }
            ?? outerEnd.map { "the `<\(name)>` opened on \(place(of: element.range.start)) was closed by `</\($0.name)>` on \(place(of: $0.range.start)), which ends the `<\($0.name)>` around it" }
            ?? "the `<\(name)>` opened on \(place(of: element.range.start)) was already closed implicitly"
        var help = "browsers ignore this end tag: remove it"
        if let outerEnd {
            help = "move this `</\(name)>` before the `</\(outerEnd.name)>` on \(place(of: outerEnd.range.start)), or remove that `</\(outerEnd.name)>` if it is one too many"
                + (name == "p" ? " (browsers add an empty `<p></p>` here)" : "")
        } else if paragraphInParagraph, let closer {
            help = "browsers add an empty `<p></p>` here; end the `<p>` opened on \(place(of: element.range.start)) before the `<p>` on line \(closer.line), and remove this `</p>`"
        } else if name == "p" {
            help = closer.map { "browsers add an empty `<p></p>` here; use a `<div>` instead of the `<p>`, or move \($0.moved) out of it" } ?? "remove the stray `</p>`"
        } else if let skippable {
            // Removed, it would leave the element open on the paths that skip the block.
            help = ending
                ? "end the `<\(name)>` opened on \(place(of: element.range.start)) before \(skippable), and remove this end tag: then every path closes it once"
                : "move \(closer?.moved ?? "what closes it") out of the `<\(name)>`: browsers end the `<\(name)>` at it where \(skippable) renders it"
        } else if cellWrittenForRow {
            help = "if the `<\(name)>` on \(place(of: element.range.start)) was meant as the row of these cells, write `<tr>` for it and `</tr>` for this end tag; otherwise remove this end tag"
        } else if HTMLElementKinds.tableParts.contains(name), !ending, let closer {
            help = "move \(closer.moved) out of the `<\(name)>`: browsers end the `<\(name)>` at it, and ignore this end tag"
        } else if name == "head", let closer {
            // A skip link written first in `<head>`: what follows it there is in the body.
            help = "move \(closer.moved) on line \(closer.line) into the `<body>`: browsers end the `<head>` at it, so what follows it in the `<head>` is in the `<body>`; this end tag then closes the `<head>`"
        }
        let reported = report(.mismatchedEndTag, "end tag `</\(name)>` has no open `<\(name)>` to close: \(reason)",
                              at: endTag.nameRange, related: element.nameRange, "`<\(name)>` opened here",
                              help: help, from: earlier, to: endTag.range.start,
                              // What leaves a bare `<p>` loses only the default paragraph margins, and the empty
                              // `<p>` has no height: nothing moves. A `<p>` with attributes takes its class,
                              // style or data with it. Any other such end tag is ignored.
                              damage: cellWrittenForRow || name == "p" && !element.attributes.isEmpty ? .moves : .none)
        if reported, name == "p", startTag?.name == "table" { issues[issues.count - 1].closedByTableOnlyInNoQuirksMode = true }
    }

    /// The conditional or loop, as messages name it (`` the `if` on line 40 ``), that holds
    /// `offset` (where markup closed an element) but neither the element's start (`start`) nor
    /// its end tag (`end`): the paths that skip it leave the element for the end tag to close.
    private func skippableBlock(around offset: Int, between start: Int, and end: Int) -> String? {
        let conditionals: Set = ["if", "unless", "case"]
        let block = rubyBlocks.filter { block in
            block.range.contains(offset) && !block.range.contains(start) && !block.range.contains(end)
                && (block.isLoop || block.keyword.map(conditionals.contains) == true)
        }.max { $0.range.start < $1.range.start }
        return block.map { $0.isLoop ? "the loop on \(place(of: $0.range.start))" : "the `\($0.keyword ?? "if")` on \(place(of: $0.range.start))" }
    }

    /// An end tag that closed nothing. Stopped by a helper's block (`<span><%= link_to x do %>…</span>`),
    /// it may mean an element outside the block: then nothing is reported, about the end tag or,
    /// later, about that element; with no such element open at all, it is stray.
    mutating func endTagFoundNothing(_ tag: HTMLEndTag, blockedByHelper: Bool, scope: HTMLElementKinds.Traits, matching matches: (String) -> Bool) {
        guard blockedByHelper else {
            reportStrayEndTag(tag)
            return
        }
        let meant = stack.filter { isHTML($0) && matches(tagName($0)) }
        guard let outer = meant.last else {
            reportStrayEndTag(tag)
            return
        }
        reportedElements.formUnion(meant)
        // A helper that renders an element (`form_with`, `link_to`, `tag.div`) closes it at its
        // `end`: an end tag inside the block for an element outside it is misnested HTML.
        // `fields_for` renders none, so there it is fine.
        // A link the block's `<a>` holds (`<%= link_to "Edit", ... %>`) closed it already: the end
        // tag closes the element it was written for.
        guard let helper = stack.last(where: { !isHTML($0) }), !elements[helper].name.hasPrefix("#"), !linksClosedByNestedLink.contains(helper),
              let position = stack.firstIndex(of: helper), let outerPosition = stack.firstIndex(of: outer), outerPosition < position else { return }
        // The helper's markup and the block are one stream to browsers: the end tag closes the
        // element outside the block when nothing between stops its search (the helper's
        // `<form>`, a special element, stops a `</span>`'s: browsers ignore that one).
        let between = stack[(outerPosition + 1)...].map { isHTML($0) ? traits[$0] : HTMLElementKinds.traits(of: elements[$0].name) }
        let closesOutside = between.allSatisfy { $0.isDisjoint(with: scope) }
        // Browsers closed the helper's element at the first such end tag: this one closes an
        // element further out, which that finding's damage already counts.
        var reported: Int?
        // A form a helper opened in a table outside a cell was closed at once: its finding says so.
        if !closesOutside || helpersClosedEarly.insert(helper).inserted, formsInTable[helper] == nil {
            let open = elements[outer]
            let helperElement = elements[helper]
            let helperName: String
            if case .helper(let name) = helperElement.origin { helperName = name } else { helperName = helperElement.name }
            let line = lineNumber(of: open.range.start)
            guard closesOutside else {
                report(.mismatchedEndTag, "end tag `</\(tag.name)>` inside the `\(helperName)` block is meant for the `<\(open.name)>` opened on line \(line), outside the block, but the `<\(helperElement.name)>` the block renders is still open there, and browsers ignore an end tag whose search meets it",
                       at: tag.nameRange, related: open.nameRange, "`<\(open.name)>` opened here",
                       help: "move the `</\(tag.name)>` after the block's `<% end %>`", from: helper, to: tag.range.start,
                       damage: .leftOpen(outer, after: tag.range.end))
                return
            }
            if stack.index(after: position) < stack.endIndex { formsClosedAroundOpenElements.insert(helper) }
            if report(.mismatchedEndTag, "end tag `</\(tag.name)>` inside the `\(helperName)` block closes the `<\(open.name)>` opened on line \(line), outside the block: the `<\(helperElement.name)>` the block renders is still open there",
                      at: tag.nameRange, related: open.nameRange, "`<\(open.name)>` opened here",
                      help: "move the `</\(tag.name)>` after the block's `<% end %>`, or remove it", from: helper, to: tag.range.start,
                      damage: .closesEarly(helper, at: tag.range.end)) {
                reported = issues.count - 1
                issues[issues.count - 1].endTagInHelperBlock = .init(name: tag.name, helperStart: helperElement.range.start)
            }
        }
        guard closesOutside else { return }
        let popped = breakOutOfHelperBlock(through: outerPosition, endTag: tag).filter { !elements[$0].isImplied && !reportedElements.contains($0) }
        if let reported, !popped.isEmpty { poppedByBreakOut[reported] = popped }
    }
}
