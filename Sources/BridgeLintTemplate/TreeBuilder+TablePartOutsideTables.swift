import BridgeLintCore

/// A table part (`<td>`, `<tr>`, `<tbody>`, ...) written outside a table, in a template the
/// render graph proves renders outside any table (`TableContext.outsideTables`): HTML's "in body"
/// rules ignore its start tag and its end tag, so what it holds stays in the element around it.
extension TreeBuilder {
    /// Whether the HTML start tag `tag` is a table part browsers ignore here: outside any table
    /// of the template's own (or a `<template>`), in a template rendered outside any table.
    func isIgnoredOutsideTables(_ tag: HTMLStartTag) -> Bool {
        guard case .outsideTables = tableContext, HTMLElementKinds.tableParts.contains(tag.name) || tag.name == "col", openTemplate == nil else { return false }
        return !stack.contains { isHTML($0) && tagName($0) == "table" }
    }

    /// Reports the ignored start tag `tag` (a warning: no element is made, nothing moves); its
    /// end tag, which then finds nothing open, is part of the same finding.
    mutating func reportIgnoredOutsideTables(_ tag: HTMLStartTag) {
        let around = stack.last.map { "in the `<\(tagName($0))>` around it" } ?? "where it is written"
        // Its end tag is named only where one is written after it.
        let endTag = html.endTags.contains { $0.name == tag.name && $0.range.start > tag.range.start } ? " and its `</\(tag.name)>`" : ""
        report(.invalidNesting,
               "`<\(tag.name)>` stands outside any table, wherever this template renders: browsers ignore its start tag\(endTag), so what it holds stays \(around)",
               at: tag.nameRange, related: nil, nil,
               help: "remove the `<\(tag.name)>`\(endTag), or write the table around it",
               from: nil, to: tag.range.start, damage: .none)
        if !HTMLElementKinds.void.contains(tag.name) { forgivenEndTags[tag.name, default: 0] += 1 }
    }
}
