/// The tags that close an open `<p>` (WHATWG HTML, "in body"), for a judgment made outside the
/// template that leaves it open: what follows where the template renders.
public enum ParagraphClosers {
    /// A start tag that first closes a `<p>` open in button scope (`<div>`, `<ul>`, `<h2>`).
    public static func startTagCloses(_ name: String) -> Bool {
        HTMLElementKinds.closesParagraph.contains(name)
    }

    /// An end tag that, when its element is in scope, closes what is open inside that element,
    /// a `<p>` among it: a block's (`</div>`), a list item's, a heading's, a form's, a table
    /// part's. Not a formatting element's (the adoption agency moves the `<p>`) nor an inline
    /// one's (ignored while a `<p>` is the current node). `</body>` and `</html>` leave it open,
    /// but end what renders on the page: nothing lands in it after them.
    public static func endTagCloses(_ name: String) -> Bool {
        name == "p" || name == "body" || name == "html" || name == "form" || name == "table" || HTMLElementKinds.blockEndTags.contains(name) || HTMLElementKinds.headings.contains(name)
            || HTMLElementKinds.tableParts.contains(name) || ["li", "dd", "dt"].contains(name)
    }
}
