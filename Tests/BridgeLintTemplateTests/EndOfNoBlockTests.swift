import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An `end` (or `}`) that closes no block: Ruby cannot compile the template (a `<%= link_to
/// ... do %>` lost in an edit, an `end` too many), so every render raises and no structure issue
/// of its markup reaches a browser.
@Suite struct EndOfNoBlockTests {
    /// (template, `Parsed.issues`)
    @Test(arguments: [
        // One `end` too many: one issue at it, none for the markup it leaves unbalanced.
        ("<div>\n  <p>Sign in</p>\n  <% end %>\n</div></div>", ["endOfNoBlock 3:3-3:12"]),
        // An opener lost: the first `end` that closes nothing is reported, with how many follow.
        ("<% if a %>\n<p>x</p>\n<% end %>\n<% end %>\n<span><% end %></div>", ["endOfNoBlock 4:1-4:10"]),
        // `}` closing no block, trimmed tags.
        ("<ul>\n  <li>x</li>\n  <%- } -%>\n</ul>", ["endOfNoBlock 3:3-3:12"]),
        // Balanced blocks of every kind, one-line blocks and `end` in strings and comments.
        ("<% items.each do |i| %><li><%= i %></li><% end %>", []),
        ("<% if a then b end %><% x = [1].map { |y| y } %><%= link_to 'end', '/end' %>", []),
        ("<% case k %><% when 1 %><b>1</b><% else %><i>2</i><% end %>", []),
        ("<% begin %><p>x</p><% rescue StandardError %><p>y</p><% end %>", []),
        ("<%# end %><% # end\n%><p>end</p>", []),
        ("<%= form_with model: m do |f| %><% [1].each { |i| %><%= i %><% } %><% end %>", []),
        // A literal `<%%` is no ERB tag.
        ("<%% end %><p>x</p>", []),
    ] as [(String, [String])])
    func endOfNoBlock(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    @Test func theMessageSaysRailsCannotCompileTheTemplate() throws {
        let template = TemplateParser.parse(SourceFile(path: "a.html.erb", text: "<p>x</p>\n<% end %>\n<% end %>\n"))
        let issue = try #require(template.issues.first)
        #expect(template.issues.count == 1)
        #expect(issue.stopsCompilation)
        #expect(issue.message == "this `end` closes no block: no `if`, `unless`, `case` or `do` before it is left open (and 1 more after it), so Rails cannot compile the template and every render raises a SyntaxError")
        #expect(issue.help == "remove the `end`, or restore the ERB tag that opens its block (`<%= link_to ... do %>`, `<% if ... %>`)")
    }

    /// An ERB tag running on into the next stops compilation too.
    @Test func aSwallowingTagStopsCompilation() {
        let template = TemplateParser.parse(SourceFile(path: "a.html.erb", text: "<p><%= name</p>\n<p><%= email %></p>"))
        #expect(template.issues.map(\.stopsCompilation) == [true])
    }
}
