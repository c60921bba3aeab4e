import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An element that what follows closes at the same place its own end tag would have: nothing
/// moves (a warning), and the message says so.
@Suite struct ClosesAnywayTests {
    /// Every helper whose element closes a `<p>` (`form_with`, `form_tag`, `button_to`'s form,
    /// `tag.div`, `content_tag :ul`) closes the `<p>` an ignored end tag left open, as its start
    /// tag would; a helper whose element does not (`link_to`) leaves it open, and what it renders
    /// lands inside.
    @Test(arguments: [
        ("<%= form_with url: \"/x\" do |f| %>\n  <%= f.text_field :q %>\n<% end %>", false),
        ("<%= form_tag \"/x\" do %>\n  <input name=\"q\">\n<% end %>", false),
        ("<%= button_to \"Go\", \"/x\" %>", false),
        ("<%= tag.div class: \"cards\" do %>\n  <b>x</b>\n<% end %>", false),
        ("<%= content_tag :ul do %>\n  <li>x</li>\n<% end %>", false),
        ("<div class=\"cards\"></div>", false),
        ("<%= link_to \"More\", \"/more\" %>", true),
    ])
    func aParagraphLeftOpenClosesAtTheNextBlock(next: String, moves: Bool) throws {
        let parsed = Parsed("<section>\n  <p class=\"intro\"><%= t(\".intro\") %></h1>\n\n  \(next)\n</section>")
        let issue = try #require(parsed.template.issues.first)
        #expect(parsed.template.issues.count == 1)
        #expect(issue.movesContent == moves)
        #expect(issue.message.hasSuffix("the `<p>` closes at the same place anyway, so nothing moves") == !moves)
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
}
