import BridgeLintTemplate
import Testing

/// The mode a page's start sets, checked against html5lib's reading of the same doctypes
/// (whether `<p><table>` keeps the table in the paragraph).
@Suite struct DocumentModeTests {
    @Test(arguments: [
        ("<!DOCTYPE html>\n<html>", DocumentMode.noQuirks),
        ("  <!-- generated -->\n<%# layout %>\n<!doctype HTML>", .noQuirks),
        ("\u{FEFF}<!DOCTYPE html SYSTEM \"about:legacy-compat\">", .noQuirks),
        ("<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">", .limitedQuirks),
        ("<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd\">", .noQuirks),
        ("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\" \"http://www.w3.org/TR/html4/loose.dtd\">", .limitedQuirks),
        ("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">", .quirks),
        ("<!DOCTYPE HTML PUBLIC '-//W3C//DTD HTML 4.01//EN' 'http://www.w3.org/TR/html4/strict.dtd'>", .noQuirks),
        ("<table width=\"100%\"><tr><td><%= yield %></td></tr></table>", .quirks),
        ("<html><body>", .quirks),
        ("Dear customer,", .quirks),
        ("<!DOCTYPE svg>", .quirks),
    ] as [(String, DocumentMode)])
    func modeOfAPageStart(start: String, mode: DocumentMode) {
        #expect(DocumentMode.ofPage(startingWith: Array(start.utf8)) == mode)
    }

    /// What the page starts with is unknown: ERB may write or choose the doctype, and the
    /// standard's long list of legacy identifiers is not kept.
    @Test(arguments: [
        "<%= render \"doctype\" %>\n<html>",
        "<% if print? %><!DOCTYPE html><% end %>",
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\">",
        "",
        "   \n",
    ])
    func unknownStarts(start: String) {
        #expect(DocumentMode.ofPage(startingWith: Array(start.utf8)) == nil)
    }
}
