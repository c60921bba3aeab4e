extension Template {
    /// Whether the template may be built otherwise inside a table than alone: it has a structure
    /// issue, or table parts (rows, cells, row groups) in markup of another kind with no table
    /// of its own between (`<div class="row"><tr>…`), which inside a table browsers move in
    /// front of it. A partial of bare rows is built the same either way. See
    /// `TemplateParser.parse(_:textBodies:helperMarkup:tableContext:)`.
    public var mayBeBuiltOtherwiseInsideATable: Bool {
        if issues.contains(where: { [.mismatchedEndTag, .unclosedElement, .invalidNesting].contains($0.kind) }) { return true }
        return elements.contains { element in
            guard HTMLElementKinds.tableParts.contains(element.name), let parent = element.parent else { return false }
            return !HTMLElementKinds.tableOutsideCell.contains(elements[parent].name)
        }
    }

    /// Whether the template writes a table part (`<td>`, `<tr>`, `<tbody>`, ...) outside a table
    /// of its own and outside a `<template>`: outside any table browsers ignore it.
    public var hasTablePartsOutsideItsTables: Bool {
        elements.contains { element in
            guard case .html = element.origin, HTMLElementKinds.tableParts.contains(element.name) || element.name == "col" else { return false }
            return !selfAndAncestors(of: element).dropFirst().contains { $0.name == "table" || $0.name == "template" }
        }
    }
}
