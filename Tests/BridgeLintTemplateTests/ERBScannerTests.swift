import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// ERB tags: kinds, delimiters, trim markers, literals, `%>` inside Ruby strings, and ERB that
/// hides markup (comments) or renders it as text (`<%%`).
@Suite struct ERBScannerTests {
    /// (template, kind, tag span, content span, closed)
    @Test(arguments: [
        ("<% x %>", ERBTag.Kind.code, "1:1-1:8", "1:3-1:6", true),
        ("<%= x %>", .output, "1:1-1:9", "1:4-1:7", true),
        ("<%== raw %>", .output, "1:1-1:12", "1:5-1:10", true),
        ("<%- if x -%>", .code, "1:1-1:13", "1:4-1:10", true),
        ("<%# note %>", .comment, "1:1-1:12", "1:4-1:10", true),
        ("<%#= link_to %>", .comment, "1:1-1:16", "1:4-1:14", true),
        ("<%% x %>", .literal, "1:1-1:9", "1:4-1:7", true),
        // No `%>` after `<%%>`: Erubi backs off to an empty code tag ending in its own `%>`.
        ("<%%>", .code, "1:1-1:5", "1:3-1:3", true),
        (##"<%= "100%>" %>"##, .output, "1:1-1:11", "1:4-1:9", true),
        (##"<%= x # a comment %>"##, .output, "1:1-1:21", "1:4-1:19", true),
        ("<%= x", .output, "1:1-1:6", "1:4-1:6", false),
        ("<%\nif x\n%>", .code, "1:1-3:3", "1:3-3:1", true),
    ])
    func tag(source: String, kind: ERBTag.Kind, span: String, content: String, closed: Bool) throws {
        let parsed = Parsed(source)
        let tag = try #require(parsed.template.erbTags.first)
        #expect(parsed.template.erbTags.count == 1)
        #expect(tag.kind == kind)
        #expect(parsed.span(tag.range) == span)
        #expect(parsed.span(tag.contentRange) == content)
        #expect(tag.isClosed == closed)
    }

    /// Erubi ends every tag at the first `%>`; a quote that is not a Ruby string must not
    /// carry the tag over the markup after it.
    @Test(arguments: [
        (##"<%= "oops %><p id="a"></p>"##, ["1:1-1:13"], "p"),
        (##"<%= name.gsub(/"/, "") %><div class="a"></div><%= x %>"##, ["1:1-1:26", "1:47-1:55"], "div"),
        (##"<%= text.sub(/'/, "") %><div class='a'></div><% y %>"##, ["1:1-1:25", "1:46-1:53"], "div"),
        (##"<%= "100%>" %><p></p>"##, ["1:1-1:11"], "p"),
    ])
    func everyTagEndsAtTheFirstCloser(source: String, tags: [String], tree: String) {
        let parsed = Parsed(source)
        #expect(parsed.template.erbTags.map { parsed.span($0.range) } == tags)
        #expect(parsed.tree == tree)
    }

    /// (template, `Parsed.tree`): markup in comments and raw text renders no element; a `<%%`
    /// literal renders its content as text the browser parses.
    @Test(arguments: [
        (##"<%# <div data-controller="a"></div> %>"##, ""),
        (##"<%#= link_to "x", y, data: { controller: "b" } %>"##, ""),
        (##"<!-- <div data-controller="c"></div> -->"##, ""),
        (##"<!-- <%= link_to "x", y %> -->"##, ""),
        (##"<!-- <%= tag.div do %> --><p></p><% end %>"##, "p"),
        (##"<%% <div data-controller="d"> %>"##, "div"),
        (##"<%# multi-line\##n<div data-controller="e"></div>\##n%>"##, ""),
        (##"<script>var html = "<%= link_to "x", y %>"; if (a <b) {}</script>"##, "script"),
        (##"<style><%= tag.div %></style>"##, "style"),
    ])
    func commentedOutAndLiteralMarkup(source: String, tree: String) {
        #expect(Parsed(source).tree == tree)
    }

    /// A Ruby block comment across tags (`<%\n=begin %>` ... `<%\n=end %>`): nothing between
    /// renders, so its markup, helpers and unbalanced blocks are neither elements nor issues.
    @Test(arguments: [
        (##"<%\##n=begin %>\##n<div data-controller="a"><%= link_to "x", y, data: { controller: "b" } %></span>\##n<% if x %>\##n<%\##n=end %>\##n<p></p>"##, "p", ["comment 1:1-6:8"]),
        (##"<%-\##n=begin -%><b></i><%-\##n=end\##n-%><p></p>"##, "p", ["comment 1:1-4:4"]),
        (##"<%\##n=begin\##n%><div></div>"##, "", ["comment 1:1-3:14"]),
        (##"<%\##n=begin%>\##n<%= link_to "Out", out_path, method: :delete %>\##n<%\##n=end%>\##n"##, "", ["comment 1:1-5:7"]),
        (##"<%\##n=begin\##nnote\##n=end\##n%><p></p>"##, "p", ["code 1:1-5:3"]),
        (##"<% x = 1 %>\##n=begin\##n<p></p>\##n=end"##, "p", ["code 1:1-1:12"]),
        (##"<% =begin %><p></p><% =end %>"##, "p", ["code 1:1-1:13", "code 1:20-1:30"]),
    ])
    func rubyBlockCommentHidesEverythingUpToItsEnd(source: String, tree: String, tags: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.template.erbTags.map { "\($0.kind) \(parsed.span($0.range))" } == tags)
        #expect(parsed.issues.isEmpty)
    }

    @Test func everyTagIsRecordedInOrder() {
        let parsed = Parsed("<%# a %>\n<p class=\"<%= b %>\"><%% c %></p>\n<% d %>")
        #expect(parsed.template.erbTags.map { "\($0.kind) \(parsed.span($0.range))" } == [
            "comment 1:1-1:9", "output 2:11-2:19", "literal 2:21-2:29", "code 3:1-3:8",
        ])
    }

    @Test func htmlCommentRangeIsRecorded() {
        let parsed = Parsed("<p>a</p>\n<!-- <div> -->\n")
        #expect(parsed.template.htmlComments.map(parsed.span) == ["2:1-2:15"])
        #expect(parsed.tree == "p")
    }

    @Test func trimMarkersAndRawOutputAreStillHelpers() throws {
        let parsed = Parsed("<%- if admin? -%>\n<%== link_to \"A\", a_path, class: \"x\" -%>\n<%- end -%>")
        let link = try parsed.element("a")
        #expect(parsed.span(link.nameRange) == "2:6-2:13")
        #expect(parsed.describe(try parsed.attribute("class", of: link)) == ##"class 2:27-2:32 = text "x" 2:35-2:36 [x 2:35-2:36]"##)
    }

    @Test func endClosesTheHelperBlockNotAnInnerIf() throws {
        let parsed = Parsed("""
        <%= tag.nav do %>
          <% if signed_in? %>
            <%= link_to "Out", out_path %>
          <% else %>
            <%= link_to "In", in_path %>
          <% end %>
        <% end %>
        <footer></footer>
        """)
        #expect(parsed.tree == "nav(a a) footer")
        #expect(parsed.span(try parsed.element("nav").range) == "1:1-7:10")
        #expect(parsed.template.issues.isEmpty)
    }

    @Test func blockOfAnUnknownHelperDoesNotSwallowItsSiblings() {
        let parsed = Parsed(##"<%= render layout: "card" do %><p></p><% end %><%= cache @todo do %><i></i><% end %><b></b>"##)
        #expect(parsed.tree == "p i b")
    }
}
