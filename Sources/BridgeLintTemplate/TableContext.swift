/// What the render graph proves about the tables around a template where it renders: how
/// browsers build its table parts (`<tr>`, `<td>`, `<tbody>`, ...) written outside a table of
/// its own.
public enum TableContext: Sendable, Hashable {
    /// Not known (a partial may render inside a row or a table's body): its table parts are
    /// built where they stand.
    case unknown
    /// Directly in these table parts, outermost first (`["table", "tbody"]`), outside a cell,
    /// wherever it renders: its markup is built inside them, by the table's rules.
    case inside([String])
    /// Outside any table wherever it renders: browsers ignore a table part's start and end tags
    /// outside one of its own tables.
    case outsideTables
}

extension TableContext {
    /// The table parts open around the template, outermost first; none unless `inside`.
    var openParts: [String] {
        if case .inside(let parts) = self { parts } else { [] }
    }
}
