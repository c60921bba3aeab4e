import BridgeLintCore

/// A `<form>` written directly in a table, outside a cell (`<table><form><tr>…`). HTML's "in
/// table" rules insert it where it stands and pop it at once: the form element stays empty.
/// The form element pointer still points at it, so each field created after it, up to a
/// `</form>`, is associated with it and submits with it; that `</form>` only clears the
/// pointer (the form is no longer open). What breaks is what looks for the fields inside the
/// form element: CSS (`form input`), `form.querySelectorAll`, `field.closest("form")`, and a
/// Stimulus controller on the form, whose scope does not hold them. A form helper's block
/// (`<%= form_for … do %>` right after `<table>`) renders the same markup; its element keeps
/// the block's content in the tree (the fields are the form's all the same), and an end tag in
/// the block that closes the table is part of this finding, not one of its own.
extension TreeBuilder {
    /// Whether the current node is a table, a row group or a row: where a `<form>` start tag is
    /// inserted and popped at once ("in table", "in table body" and "in row" insertion modes).
    var isInTableOutsideCell: Bool {
        guard let current = stack.last, isHTML(current) else { return false }
        return HTMLElementKinds.tableOutsideCell.contains(tagName(current))
    }

    /// The HTML `<form>` start tag `tag` in a table, outside a cell: inserted and popped at once,
    /// the form element pointer set to it.
    mutating func insertFormInTable(_ tag: HTMLStartTag) {
        let index = elements.count
        insert(tag, foreign: false)
        reportFormInTable(index, at: tag.range.start)
        popCurrent(at: tag.range.end)
        implicitlyClosed[index] = nil
    }

    /// Records the finding of the form `index` (an HTML one, or a helper's) opened in a table
    /// outside a cell, at `offset`; its `</form>` completes the message (`endFormInTable`).
    mutating func reportFormInTable(_ index: Int, at offset: Int) {
        guard let table = stack.last(where: { isHTML($0) && !elements[$0].isImplied && HTMLElementKinds.tableOutsideCell.contains(tagName($0)) }) else { return }
        let controlled = elements[index].attributes.contains { $0.name == "data-controller" }
        guard report(.invalidNesting, formInTableMessage(index, in: table, endTag: nil), at: elements[index].nameRange, related: elements[table].nameRange,
                     "`<\(tagName(table))>` opened here",
                     help: "put the `<form>` around the `<table>`, or inside the one cell that holds all its fields",
                     from: index, to: offset, damage: controlled ? .moves : .none) else { return }
        formsInTable[index] = (issues.count - 1, table)
        issues[issues.count - 1].formInTableLead = formInTableLead(formDescription(index), in: table)
    }

    /// A form (`form`: how the message names it, at `nameRange`) in a table, outside a cell,
    /// while the `<template>` `template` is open: browsers ignore its start tag (see
    /// `ParseIssue.formIgnoredInTemplate`).
    mutating func reportFormIgnoredInTemplate(_ form: String, at nameRange: SourceRange, template: Int) {
        guard let table = stack.last(where: { isHTML($0) && !elements[$0].isImplied && HTMLElementKinds.tableOutsideCell.contains(tagName($0)) }) else { return }
        let (message, help) = ParseIssue.formIgnoredInTemplate(lead: formInTableLead(form, in: table),
                                                               place: "inside the `<template>` opened on \(place(of: elements[template].range.start))")
        report(.invalidNesting, message, at: nameRange, related: elements[table].nameRange, "`<\(tagName(table))>` opened here",
               help: help, from: table, to: nameRange.start)
    }

    /// The `</form>` (or a form helper's `<% end %>`) at `offset` that ends the hold of the form
    /// `index`, opened in a table, on the fields after it: the finding says where.
    mutating func endFormInTable(_ index: Int, at offset: Int) {
        guard let found = formsInTable[index], !formsInTableEnded.contains(index) else { return }
        formsInTableEnded.insert(index)
        issues[found.issue].message = formInTableMessage(index, in: found.table, endTag: offset)
    }

    /// How messages name the form `index`: an HTML one, or a helper's.
    func formDescription(_ index: Int) -> String {
        if case .helper(let helper) = elements[index].origin { return "the `<form>` that `\(helper)` renders here" }
        return "this `<form>`"
    }

    /// Where a form stands: `this <form> stands directly in the <tr> opened on line 2, outside
    /// a cell`.
    private func formInTableLead(_ form: String, in table: Int) -> String {
        "\(form) stands directly in the `<\(tagName(table))>` opened on \(place(of: elements[table].range.start)), outside a cell"
    }

    private func formInTableMessage(_ index: Int, in table: Int, endTag: Int?) -> String {
        var until = endTag.map { "up to its `</form>` on \(place(of: $0))" } ?? "up to a `</form>` (none follows in this template)"
        if case .helper = elements[index].origin {
            until = endTag.map { "up to the `</form>` its `<% end %>` writes on \(place(of: $0))" } ?? until
        }
        let controlled = elements[index].attributes.contains { $0.name == "data-controller" }
        return formInTableLead(formDescription(index), in: table) + ": browsers insert it there and close it at once, empty. "
            + "The fields that follow still belong to it (the parser associates each one with the form, \(until)), so they submit with it, "
            + "but they are not inside the form element: CSS such as `form input`, `form.querySelectorAll(…)` and `field.closest(\"form\")` do not find them"
            + (controlled ? ", and the form's `data-controller` does not hold them: its targets and actions among them are not connected" : "")
    }
}
