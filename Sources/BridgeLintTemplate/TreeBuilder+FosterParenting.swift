import BridgeLintCore

/// Markup written directly in a table outside a cell (`<tr><div class="row"><td>`, or a typo
/// such as `<tbdoy>`): HTML's "in table" rules insert the element in front of the table (foster
/// parenting), and the next table tag ends it with whatever was opened inside it ("clear the
/// stack back to a table context"), so the rows and cells written inside it stay in the table.
/// One finding, at its start tag: the table tag that ends it is no closing of the element, and
/// its own end tag, which then finds nothing open, is part of the same cause.
extension TreeBuilder {
    /// Elements HTML's "in table" rules insert where they stand: table parts, `<table>`,
    /// `<col>`, scripts, styles, templates and forms (handled on their own).
    private static let tableContent: Set<String> = HTMLElementKinds.tableParts.union(["table", "col", "script", "style", "template", "form"])

    /// Whether the HTML start tag `tag`, written where the current node is a table, a row group
    /// or a row, is inserted in front of the table: anything but table content and a hidden
    /// `<input>` (outside a `<template>`, whose content is parsed as written). Not where an
    /// earlier finding explains it: a tag name glued to an attribute (`<tdclass="w">`), or a
    /// bare `<table>` typed for `</table>`, whose new table holds what follows.
    func isFosterParented(_ tag: HTMLStartTag, glued: Bool) -> Bool {
        guard isInTableOutsideCell, openTemplate == nil, !glued, !Self.tableContent.contains(tag.name) else { return false }
        if let table = stack.last(where: { isHTML($0) && tagName($0) == "table" }), tablesTypedForEndTag.contains(table) { return false }
        return !isHiddenInput(tag)
    }

    private func isHiddenInput(_ tag: HTMLStartTag) -> Bool {
        guard tag.name == "input", let type = tag.attributes.first(where: { $0.name.lowercased() == "type" }), let value = type.valueRange else { return false }
        return String(decoding: bytes[value.start..<value.end], as: UTF8.self).lowercased() == "hidden"
    }

    /// Reports the element `index`, just made from `tag` in the table part `part` (a void
    /// element is never open), as moved in front of its table, and keeps it to be ended by the
    /// next table tag.
    mutating func reportFosterParented(_ index: Int, tag: HTMLStartTag, in part: Int) {
        // Its name as the parser reads it (`<tr<%= attributes %>>` is a `<tr>`).
        let (container, name) = (elements[part], tagName(part))
        // A name HTML does not define, one slip from a table part's (`tbdoy`, `htead`).
        let typo = HTMLElementKinds.names.contains(tag.name) ? nil
            : HTMLElementKinds.tableParts.union(["table"]).first { StringDistance.editDistance(tag.name, $0) == 1 || isTransposition(tag.name, $0) }
        // One open where the template renders is written in another template.
        let around = elementsOpenAround.contains(part)
        let inside = "a `<\(name)>` outside a cell" + (around ? ", and this partial renders only inside one" : "")
        // What moves is what it holds before the next table tag (text, ERB output), or, for
        // `<htead>`, the header rows, which land in an implied `<tbody>`.
        // A void element holds nothing: the text after it is the table's (moved on its own).
        let isVoid = HTMLElementKinds.void.contains(tag.name)
        let (holds, endedByTable) = isVoid ? (false, false) : content(from: tag.range.end, name: tag.name)
        // Written before anything of its table renders, outside a row (a heading in the
        // `<thead>`, above the rows), it lands just in front of the table: still shown first.
        let shownFirst = holds && typo == nil && name != "tr" && rendersNothingOfItsTable(before: tag.range.start)
        let moves = ["thead", "tfoot"].contains(typo ?? "") || holds && !shownFirst
        let fate = (holds ? "browsers move it, with what it holds, out in front of the table" : "browsers move it out in front of the table")
            + (shownFirst ? " (nothing of the table renders before it, so it still shows first, just above the table, outside its borders and background)" : "")
        let ending = isVoid ? "" : endedByTable
            ? (holds ? ", and the next table tag ends it, so the rows and cells written inside it stay in the table"
                     : ", and the next table tag ends it: it stays empty there, and the rows and cells written inside it stay in the table")
            : (holds ? "" : ", where it holds nothing")
        report(.invalidNesting,
               "`<\(tag.name)>` cannot stand in \(inside): " + fate + ending + (typo.map { " (`<\($0)>` is a table part)" } ?? "")
                   + (["thead", "tfoot"].contains(typo ?? "") ? ", and its rows land in the table's body, not in a `<\(typo ?? "")>`" : ""),
               at: tag.nameRange, related: around ? nil : container.nameRange, around ? nil : "`<\(name)>` opened here",
               help: typo.map { "write `<\($0)>`" } ?? "put it inside a cell (`<td>`), or around the whole table",
               from: part, to: tag.range.start, damage: moves ? .moves : .none)
        fosterParented.insert(index)
        // `<htead>` for `<thead>`: the `</thead>` written for it is the same slip.
        if let typo { forgivenEndTags[typo, default: 0] += 1 }
    }

    /// Whether nothing of the innermost open table renders between its start tag and `offset`,
    /// once: not in a loop's body inside the table, whose later iterations follow rows.
    private func rendersNothingOfItsTable(before offset: Int) -> Bool {
        guard let table = stack.last(where: { isHTML($0) && tagName($0) == "table" }) else { return false }
        let start = elements[table].startTagRange.end
        return !isInOpenLoop(openedAfter: start) && !holdsContent(from: start, to: offset)
    }

    /// Ends, at `offset`, what a table tag ends: the foster-parented elements open above the
    /// table part they were written in, and what was opened inside them. Their own end tags,
    /// later, find nothing open: the finding at their start tag covers them.
    mutating func endFosterParented(at offset: Int) {
        guard let first = stack.firstIndex(where: fosterParented.contains) else { return }
        while stack.count > first, let open = stack.last {
            popCurrent(at: offset)
            implicitlyClosed[open] = nil
            if isHTML(open) { forgivenEndTags[tagName(open), default: 0] += 1 }
        }
    }

    /// Whether text, ERB output or an element shown without text (`shownWithoutText`) stands
    /// between `start` and the next table tag or end tag of `name` (what browsers move in front
    /// of the table with the element; other tags, comments and ERB code are no content), and
    /// whether a table tag comes first.
    /// (Each search starts where `start` falls among the tags, found by halving: a template
    /// of many rows has many such elements.)
    private func content(from start: Int, name: String) -> (holds: Bool, endedByTable: Bool) {
        let tableTags = HTMLElementKinds.tableParts.union(["table", "col"])
        let startTags = html.startTags[Self.firstIndex(in: html.startTags, from: start) { $0.range.start }...]
        let endTags = html.endTags[Self.firstIndex(in: html.endTags, from: start) { $0.range.start }...]
        let nextStart = startTags.first { tableTags.contains($0.name) }?.range.start ?? bytes.count
        let nextTableEnd = endTags.first { tableTags.contains($0.name) }?.range.start ?? bytes.count
        let tableEnd = min(nextStart, nextTableEnd)
        let ownEnd = endTags.prefix { $0.range.start < tableEnd }.first { $0.name == name }?.range.start ?? bytes.count
        let end = min(tableEnd, ownEnd)
        return (holdsContent(from: start, to: end), end < ownEnd)
    }

    /// The index of the first of `items` (in source order) whose `position` is `offset` or later.
    private static func firstIndex<Item>(in items: [Item], from offset: Int, position: (Item) -> Int) -> Int {
        var (low, high) = (0, items.count)
        while low < high {
            let middle = (low + high) / 2
            if position(items[middle]) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func holdsContent(from start: Int, to end: Int) -> Bool {
        var erb = Self.firstIndex(in: erbTags, from: start) { $0.range.start }
        let startTags = html.startTags[Self.firstIndex(in: html.startTags, from: start) { $0.range.start }...]
        if startTags.prefix(while: { $0.range.start < end }).contains(where: { Self.shownWithoutText.contains($0.name) && !isHiddenInput($0) }) { return true }
        var index = start
        while index < end {
            if erb < erbTags.count, erbTags[erb].range.start == index {
                if erbTags[erb].kind == .output { return true }
                index = erbTags[erb].range.end
                erb += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "<") {
                // A tag or comment: up to its `>` (or the next ERB tag, which may stand inside it).
                let stop = erb < erbTags.count ? min(end, erbTags[erb].range.start) : end
                index = (index..<stop).first { bytes[$0] == UInt8(ascii: ">") }.map { $0 + 1 } ?? stop
                continue
            }
            if !HTMLTokenizer.isSpace(bytes[index]) { return true }
            index += 1
        }
        return false
    }

    /// Elements a page shows even without text in them (a moved `<div>` holding an `<hr>` or a
    /// button moves something users see; an empty `<span>` does not).
    private static let shownWithoutText: Set<String> = [
        "img", "hr", "input", "select", "textarea", "button", "iframe", "video", "audio", "canvas", "svg", "object", "embed", "meter", "progress", "picture", "math",
    ]

    /// Whether `a` is `b` with two neighbouring letters swapped (`htead` for `thead`).
    private func isTransposition(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a), Array(b))
        guard x.count == y.count, x != y else { return false }
        let differing = x.indices.filter { x[$0] != y[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1 && x[differing[0]] == y[differing[1]] && x[differing[1]] == y[differing[0]]
    }
}
