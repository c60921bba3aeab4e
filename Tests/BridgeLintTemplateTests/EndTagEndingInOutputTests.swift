import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An end tag without its `>` before ERB output: the first `>` the output renders ends it, so
/// what it swallows is unknown. One finding, at the end tag; no structure findings after it.
@Suite struct EndTagEndingInOutputParseErrorTests {
    @Test(arguments: [
        // `</span?`: a `?` typed for the `>`. The `<p>` after the output is not what ends the tag.
        (##"<div><span>a</span?\##n<%= render "stat" %>\##n<p class="r">b</p>\##n</div>"##, ["endTagEndsInOutput 1:13-1:20"]),
        (##"<div><b>a</b\##n  <%= link_to "x", y %></div><p></span>"##, ["endTagEndsInOutput 1:10-1:13"]),
        // Damage before it explains it.
        (##"<div class="a>b</div>\##n<p class="c">x</p>\##n<div></span\##n<%= render "z" %><p></p></div>"##, ["unterminatedAttributeValue 1:6-1:11"]),
        // Output glued to the name makes the name; a code tag renders nothing.
        (##"<h<%= level %> class="t">T</h<%= level %>><p></p>"##, []),
        (##"<div></div <% if x %>>"##, []),
        (##"<div></div><%= render "z" %><p></p>"##, []),
    ])
    func endTagEndingInOutput(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    @Test func theMessageSaysWhatBrowsersDoWithTheName() throws {
        let issue = try #require(Parsed("<div><span>a</span?\n<%= render \"stat\" %>\n<p>b</p></div>").template.issues.first)
        #expect(issue.message == "the end tag `</span?` has no `>` before the ERB output on line 2: browsers read what the output renders, up to its first `>`, as part of the end tag, so the markup it swallows, and the structure after it, are unknown; and its name is `span?` (the `?` is part of it), which closes no `<span>`: browsers ignore it")
        #expect(issue.help == "write `</span>`")
    }

    /// The same for a start tag without its `>`: the output, not the markup after it, may end it.
    @Test func aStartTagWithoutItsEndBeforeOutputSaysTheOutputDecides() throws {
        let issue = try #require(Parsed("<div class=\"a\"\n<%= render \"x\" %>\n<p>hi</p></div>").template.issues.first)
        #expect(issue.message == "the start tag `<div` has no `>`: browsers read what follows, up to the first `>`, as its attributes, and the ERB output on line 2 comes first: what it renders decides where the tag ends")
        let literal = try #require(Parsed("<div class=\"a\"\n<p>hi</p></div>").template.issues.first)
        #expect(literal.message.hasSuffix("as its attributes (the markup `<p` on line 2 among them)"))
        #expect(issue.help == "add the missing `>` at the end of the start tag")
        // Inside a quoted value, what the output renders is the value's text: its `>` ends nothing.
        for value in ["\"<%= params[:label] %>\"", "'x <%= label %>'"] {
            let quoted = try #require(Parsed("<div>\n<input name=\"label\" value=\(value)\n<% x = 1 %>\n<p>hi</p></div>").template.issues.first)
            #expect(quoted.message.hasSuffix("as its attributes (the markup `<p` on line 4 among them)"), "\(quoted.message)")
        }
    }

    /// A fragment of the element a helper right after it writes (`<a hre<%= link_to … %>`,
    /// instedd/nuntium) is a leftover: the help removes it.
    @Test func aStartTagFragmentBeforeAHelperWritingItsElementIsRemoved() throws {
        let issue = try #require(Parsed("<td><a hre<%= link_to msg.to, thread_path(msg) %></td>").template.issues.first)
        #expect(issue.help == "remove `<a hre`: the `link_to` after it writes the `<a>`")
    }
}
