import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An element that what follows closes at the same place its own end tag would have: nothing
/// moves (a warning), and the message says so.
@Suite struct ClosesAnywayTests {
    /// A `</div>` inside a form helper's block that closes a `<div>` outside it ends the form
    /// in the browser's tree, but the parser keeps giving the form the fields that follow (its
    /// form element pointer, until `</form>`): nothing changes at run time when the form's
    /// attributes only configure its submission. A `class`, `id`, `style` or Stimulus attribute
    /// (or `form_for`'s own `id` and `class`) is something its descendants may depend on.
    @Test(arguments: [
        ("form_tag \"/scores\", method: :delete", false),
        ("form_with url: \"/scores\", method: :get, local: true", false),
        ("form_with url: \"/scores\", data: { turbo_frame: \"list\", remote: true }", false),
        ("form_tag \"/scores\", class: \"deleter\"", true),
        ("form_tag \"/scores\", id: \"deleter\"", true),
        ("form_with url: \"/scores\", data: { controller: \"bulk\" }", true),
        ("form_with url: \"/scores\", html: options", true),
        ("form_for @score", true),
    ])
    func aFormEndedEarlyKeepsItsLaterFields(call: String, moves: Bool) throws {
        let parsed = Parsed("<div class=\"card\">\n  <%= \(call) do |f| %>\n    <input name=\"a\">\n  </div>\n  <input name=\"b\">\n  <% end %>\n</section>")
        let issue = try #require(parsed.template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.movesContent == moves)
        #expect(issue.message.hasSuffix("so it submits them and nothing changes at run time") == !moves)
    }

    /// A container whose first line inside (ERB code too) is flush with it gives no evidence of
    /// where it was meant to end: the end tag that closes it is where it ends. With its children
    /// indented deeper, a later line flush with it still shows it was meant to end there.
    @Test(arguments: [
        ("    <% if image %>\n      <i>a</i>\n    <% end %>\n    <div class=\"col\">b</div>", false),
        ("    <% images.each do |image| %>\n      <i>a</i>\n    <% end %>\n    <div class=\"col\">b</div>", false),
        ("      <% if image %>\n      <i>a</i>\n      <% end %>\n    <div class=\"col\">b</div>", true),
        ("      <i>a</i>\n    <div class=\"col\">b</div>", true),
    ])
    func aContainerFlushWithItsFirstLineEndsAtItsCloser(body: String, moves: Bool) throws {
        let parsed = Parsed("<ul>\n  <li>\n    <div class=\"row\">\n\(body)\n  </li>\n</ul>")
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.kind == .unclosedElement)
        #expect(issue.movesContent == moves)
        #expect(issue.message.hasSuffix("so nothing moves") == !moves)
    }

    /// A formatting element an outer end tag closes stays in the list of active formatting
    /// elements: browsers rebuild it at the next text, so what follows lands in a new one, until
    /// its own end tag, the end of the cell (or other marker) it was opened in, or the next `<a>`.
    @Test(arguments: [
        ("<div>\n<p>Pick <a href=\"/a\">another.</p>\n</div>\n<div>Back</div>", true),
        ("<div>\n<p>Pick <b>another.</p>\n<p>Next</p>\n</div>", true),
        ("<div>\n<p>Pick <a href=\"/a\">another.</p>\n</div>", false),
        ("<div>\n<p>Pick <a href=\"/a\">another.</p>\n<a href=\"/b\">Back</a>\n</div>", false),
        ("<table><tr><td><p>Pick <a href=\"/a\">another.</p></td>\n<td>Back</td></tr></table>", false),
        ("<p><strong><a href=\"/jail\">12</strong> people</a> left.</p>", false),
    ])
    func aFormattingElementClosedByAnOuterEndTagIsRebuilt(source: String, moves: Bool) throws {
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .unclosedElement })
        #expect(issue.movesContent == moves)
        #expect(issue.message.contains("rebuild it at the next text") == moves)
        #expect(issue.message.hasSuffix("so nothing moves") == !moves)
    }

    /// Rebuilt around text up to its own end tag, a formatting element moved nothing, and the
    /// message says why; with nothing between the end tags, nothing was rebuilt.
    @Test func aFormattingElementEndedByItsOwnEndTagSaysWhetherItWasRebuilt() throws {
        let rebuilt = try #require(Parsed("<p><strong><a href=\"/jail\">12</strong> people</a> left.</p>").template.issues.first)
        #expect(rebuilt.message.hasSuffix("browsers rebuild the `<a>` at the next text, and its own `</a>` on line 1 ends it there, so nothing moves"))
        let swapped = try #require(Parsed("<p><i><b>Note</i></b> more</p>").template.issues.first)
        #expect(!swapped.movesContent)
        #expect(!swapped.message.contains("rebuild"))
    }

    /// A second `</td>` in a row of a table inside another table's cell: the outer cell is beyond
    /// its table, so the end tag is ignored, and the row closes at its own `</tr>`.
    @Test func aSecondCellEndTagInANestedTableIsIgnored() throws {
        let parsed = Parsed("<table><tr><td>\n<table>\n<tr><td>a</td>\n</td><td>b</td>\n</tr>\n</table>\n</td></tr></table>")
        let issue = try #require(parsed.template.issues.first)
        #expect(parsed.template.issues.count == 1)
        #expect(!issue.movesContent)
        #expect(issue.message.hasPrefix("end tag `</td>` has no open `<td>` to close: browsers ignore it"))
    }
}
