import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An ERB tag missing its `%>` runs on to the next tag's `%>`: its Ruby holds that tag's `<%`,
/// Rails cannot compile the template, and the markup after it is not what any browser gets.
@Suite struct SwallowedERBOpenerTests {
    /// (template, `Parsed.issues`)
    @Test(arguments: [
        // An output tag before a later output tag: one finding at its opener, no structure noise.
        ("<p><b><%= user.name</b></p>\n<p><%= user.email %></p>\n</div>", ["unclosedERBTag 1:7-1:10"]),
        // A code tag before an ERB comment.
        ("<ul>\n  <% items.each do |item|\n  <%# one row %>\n  <li><%= item %></li>\n<% end %>\n</ul>", ["unclosedERBTag 2:3-2:5"]),
        // Only the first such tag is reported.
        ("<%= a</i> <%= b %> <%- c <%= d %>", ["unclosedERBTag 1:1-1:4"]),
        // `<%` inside a Ruby string, a symbol, a comment or a heredoc is not an ERB opener.
        ("<p><%= text.sub(\"<%\", \"\") %></p>", []),
        ("<p><%= text.delete('<%=') %></p>", []),
        ("<p><%= x; :\"<%\" %></p>", []),
        ("<% # was <%= old\n%>", []),
        ("<%= <<~T\n  <%= y\nT\n%>", []),
        // Nor inside a regexp the code writes, as a pattern to strip.
        ("<li><%= link_to(t.gsub(/<%/, \"\"), u.gsub(/<%/, \"\")) %></li>", []),
        ("<li><%= t.sub(%r{<%=?}, \"\") %></li>", []),
        // An ERB comment is text, not Ruby.
        ("<%# <%= a %><p>", []),
        // An apostrophe or a quote in the swallowed text opens no Ruby string: the `<%` after it
        // is still the next tag's, also when a later quote seems to close it.
        ("<%= user.name\n<p>Don't\n<%= x %>", ["unclosedERBTag 1:1-1:4"]),
        ("<%= link_to \"Don't\", root_path\n<p>It's here</p>\n<% end %>", ["unclosedERBTag 1:1-1:4"]),
        ("<%= t(\"x\")\n<p>Say \"hi</p>\n<%= y %>", ["unclosedERBTag 1:1-1:4"]),
        ("<%= name\n<p>Don't <%= link_to 'x', y %>", ["unclosedERBTag 1:1-1:4"]),
        // Apostrophes a regexp-like `</p>` holds, and closed strings, as before.
        ("<p><%= @user.name</p>\n<p>We'll email you.</p>\n<%= render \"form\" %>", ["unclosedERBTag 1:4-1:7"]),
        ("<p><%= t('.intro')\n<p><%= t('.more') %></p>", ["unclosedERBTag 1:4-1:7"]),
        ("<p><%= link_to \"Don't\", x %> <%= y %></p>", []),
    ] as [(String, [String])])
    func swallowedOpener(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    @Test func theMessageNamesTheOpenerAndTheLineOfTheNextTag() {
        let template = TemplateParser.parse(SourceFile(path: "a.html.erb", text: "<p><%= name</p>\n<p><%= email %></p>"))
        #expect(template.issues.map(\.message) == ["this `<%=` has no `%>` before the next `<%` (line 2); Rails cannot compile the template, so every render raises"])
    }
}
