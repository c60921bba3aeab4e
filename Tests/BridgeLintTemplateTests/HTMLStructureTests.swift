import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// The element tree libxml2 and the ERB structure give together, and the structural issues:
/// mismatched and stray end tags, unclosed elements, duplicate attributes, across ERB branches.
/// What markup a template shows: a template whose name gives no format may be a shell script or
/// an XML file, told apart by what its tags are.
@Suite struct HTMLMarkupTests {
    @Test(arguments: [
        ("<div class=\"a\"><turbo-frame id=\"x\"><svg><path d=\"M0\"/><foo/></svg></turbo-frame></div>", true),
        ("<p x-on:click.prevent=\"go\" @click=\"go\" xlink:href=\"#a\" data-x_y=\"1\"></p>", true),
        ("<%# kind: answer file %>\n<?xml version=\"1.0\"?>\n<profile><base>default</base></profile>", false),
        ("<subvolumes config:type=\"list\"/>", false),
        ("cat <<EOF > /etc/x.conf\nhost=<%= @host %>\nEOF\n", false),
        ("# =<ipa-client-3 requires manual configuration\n# Modify sssd.conf for sssd <1.11\nif [ -f /x ]; then\n", false),
    ] as [(String, Bool)])
    func onlyHTMLMarkup(source: String, isHTML: Bool) {
        #expect(Parsed(source).template.showsOnlyHTMLMarkup == isHTML)
    }
}

@Suite struct HTMLStructureTests {
    /// (template, `Parsed.tree`, `Parsed.issues`)
    @Test(arguments: [
        ("<div><h3>Title</h2><p>x</p></div>", "div(h3 p)", ["mismatchedEndTag 1:17-1:19"]),
        ("<div>\n  <h3>Title</h2>\n</div>\n<p></p>", "div(h3) p", ["mismatchedEndTag 2:14-2:16"]),
        ("<header><h3>Menu</h2><%= link_to \"New\", x %><p></p></header>", "header(h3 a p)", ["mismatchedEndTag 1:19-1:21"]),
        ("<h3><span>Menu</h2><i></i>", "h3(span) i", ["mismatchedEndTag 1:17-1:19"]),
        // The tree follows the first branch of an `if`: there the `</h2>` closes the `<h3>`.
        ("<h3><% if x %>Menu</h2><% end %><i></i>", "h3 i", []),
        ("</div><p></p>", "p", ["mismatchedEndTag 1:3-1:6"]),
        // Block end tags close what is open inside, as browsers do (libxml2 alone would not).
        ("<section><div></section><%= link_to \"x\", y %><p></p>", "section(div) a p", ["unclosedElement 1:11-1:14"]),
        ("<ul><li><div>x</ul><p></p>", "ul(li(div)) p", ["unclosedElement 1:10-1:13"]),
        ("<li><div>x</li><li>y</li>", "li(div) li", ["unclosedElement 1:6-1:9"]),
        ("<section><% if x %><div><% end %></section><p></p>", "section(div) p", []),
        // A `</section>` the cell keeps from its `<section>` names the `<div>` open there: one finding for both.
        ("<section><table><tr><td><div></section></td></tr></table></section><p></p>", "section(table(tbody(tr(td(div))))) p", ["mismatchedEndTag 1:32-1:39"]),
        ("<form><div></form><button></button>", "form(div(button))", ["unclosedElement 1:8-1:11"]),
        ("<section><div></section>", "section(div)", ["unclosedElement 1:11-1:14"]),
        ("<ul><li>a<li>b</ul>", "ul(li li)", []),
        ("<ul><li>a <%= link_to \"x\", y %>\n<li>b</ul>", "ul(li(a) li)", []),
        ("<p>a <%= link_to \"x\", y %>\n<p>b", "p(a) p", []),
        // A helper's start tag, its block and its end tag are one stream to browsers: an end tag
        // in the block closes the element outside it (and the helper's), what the block opens
        // after it stays open past the `<% end %>`, and the helper's `</a>` finds nothing.
        ("<h3><%= link_to x do %>T</h3><p>y<% end %></p><i></i>", "h3(a) p i", ["mismatchedEndTag 1:27-1:29"]),
        ("<div><h2><%= link_to x do %>T</h2><ul><li>y<% end %></li></ul></div><i></i>", "div(h2(a) ul(li)) i", ["mismatchedEndTag 1:32-1:34"]),
        // Where the helper's end tag may close an element of its name opened since, what
        // follows is unknown: silent.
        ("<div><h3><%= content_tag :div do %></h3><div>a<% end %></div></div></p>", "div(h3(div) div) p", ["mismatchedEndTag 1:38-1:40"]),
        // `</a>` after a block that opened a special element runs the adoption agency: the
        // `<p>` stays open, and the `</p>` after `<% end %>` closes it.
        ("<div><%= link_to x do %><p>a<% end %></p></div><i></i>", "div(a(p)) i", []),
        // Other helpers' end tags, and `</a>` over elements that are not special, close what the
        // block left open at its end: the end tag after it is stray.
        ("<div><%= content_tag :div do %><p>a<% end %></p></div>", "div(div(p) p)", ["mismatchedEndTag 1:47-1:48"]),
        ("<div><%= link_to x do %><span>a<% end %></span></div>", "div(a(span))", ["mismatchedEndTag 1:43-1:47"]),
        // A helper's end tag closes an element of its name its block left open: the helper's
        // element stays open for the end tag after the `<% end %>`, or for its parent's.
        ("<div><%= tag.div do %><%= tag.div do %><div>a<% end %></div><% end %></div><i></i>", "div(div(div(div))) i", []),
        ("<section><%= content_tag :div do %><div>a<% end %><p>b</p></section>", "section(div(div p))", ["unclosedElement 1:14-1:25"]),
        ("<select><option>a<%= tag.span %><option>b</select>", "select(option(span) option)", []),
        ("<p>a<br>b<img src=\"x\"><input disabled>c</p>", "p(br img input)", []),
        ("<turbo-frame id=\"t\"><trix-editor></trix-editor></turbo-frame>", "turbo-frame(trix-editor)", []),
        ("<svg viewBox=\"0 0 1 1\"><path d=\"M0\"/></svg>", "svg(path)", []),
        // Each branch starts where the `if` did; the first branch's result goes on.
        ("<% if wide %><div class=\"a\"><% else %><div class=\"b\"><% end %>x</div>", "div div", []),
        ("<% if link %><a href=\"/\"><% end %>x<% if link %></a><% end %>", "a", []),
        ("<% items.each do |item| %><li><% end %>", "li", []),
        ("<h<%= level %> class=\"t\">Title</h<%= level %>><p></p>", "#dynamic p", []),
        // `<ul>` closes the paragraph and the formatting elements in it, which browsers rebuild
        // at the next text: their end tags end the rebuilt ones. Only the `</p>` is stray.
        ("<div><p><small><em>Note <ul><li>x</li></ul></em></small></p></div><div>z</div>", "div(p(small(em)) ul(li) p) div", ["mismatchedEndTag 1:59-1:60"]),
        ("<div><p><b>x<ul></ul></b></p></div>", "div(p(b) ul p)", ["mismatchedEndTag 1:28-1:29"]),
        ("<b>x</b></b><p></p>", "b p", ["mismatchedEndTag 1:11-1:12"]),
        // A table cell is a marker: a formatting element opened outside it is not ended inside.
        ("<p><i>x<table><tr><td></i></td></tr></table>", "p(i) table(tbody(tr(td)))", ["mismatchedEndTag 1:25-1:26"]),
        // `</template>` closes everything opened inside the template, and the template.
        ("<section><template><div>a<div></template></section><p></p>", "section(template(div(div))) p", ["unclosedElement 1:27-1:30"]),
        ("<template><li>a</template><p></p>", "template(li) p", []),
    ] as [(String, String, [String])])
    func structure(source: String, tree: String, issues: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues == issues)
    }

    @Test func mismatchPointsAtBothTags() throws {
        let parsed = Parsed("<div data-controller=\"bridge--nav\">\n  <h3>Menu</h2>\n</div>")
        let issue = try #require(parsed.template.issues.first)
        #expect(parsed.template.issues.count == 1)
        #expect(issue.kind == .mismatchedEndTag)
        #expect(parsed.span(issue.range) == "2:13-2:15")
        #expect(issue.relatedRange.map(parsed.span) == "2:4-2:6")
        #expect(issue.message == "end tag `</h2>` does not match the open element `<h3>` (line 2): browsers close the `<h3>` here all the same")
        #expect(parsed.span(try parsed.element("div").range) == "1:1-3:7")
        #expect(parsed.span(try parsed.element("h3").range) == "2:3-2:16")
    }

    /// An element whose tag name ERB writes (`<h<%=size%>>`) is named as written in messages,
    /// helps and notes; with several written differently, as what it is.
    @Test func anElementWhoseNameERBWritesIsNamedAsWritten() throws {
        let one = Parsed("<h<%=size%>>\n  <i>x</i>\n  </i> text\n</h<%=size%>>")
        let issue = try #require(one.template.issues.first)
        #expect(issue.message.contains("the `<h<%=size%>>` opened on line 1"), "\(issue.message)")
        #expect(issue.relatedMessage == "`<h<%=size%>>` opened here")
        let two = Parsed("<h<%= a %>>x</h<%= a %>>\n<h<%= b %>>\n  </i> text\n</h<%= b %>>")
        let messages = two.template.issues.map(\.message).joined(separator: "\n")
        #expect(messages.contains("the element whose tag name ERB writes opened on line 2"), "\(messages)")
        #expect(!messages.contains("#dynamic"), "\(messages)")
        // Named by the written part of its name (`<h>`), it is named as written too, in the note
        // a rule may take off again as well, which stays the message's suffix.
        let noted = try #require(Parsed("<div>\n  <h<%= n %>>Title</h3>\n</div>\n").template.issues.first)
        #expect(noted.message.hasSuffix("; the `<h<%= n %>>` closes at the same place anyway, so nothing moves"), "\(noted.message)")
        #expect(noted.sameEndNote.map(noted.message.hasSuffix) ?? true)
    }

    /// A link a helper renders inside a `link_to` block's `<a>` (or one in the markup) closes that
    /// `<a>`, as any `<a>` start tag does: it is reported once, and an end tag later in the block
    /// closes the element it was written for (kadroEN's photo cards).
    @Test func aHelpersLinkInsideALinkClosesIt() throws {
        let block = Parsed("<div class=\"well\">\n<%= link_to photo_path do %>\n<%= image_tag url %>\n<%= link_to \"Show\", show_path %>\n<%= link_to \"Edit\", edit_path %>\n</div>\n<% end %>")
        #expect(block.template.issues.map(\.message) == ["this `link_to` renders an `<a>` inside the `<a>` the `link_to` block on line 2 renders: links cannot nest, so browsers close the outer `<a>` here"])
        let markup = Parsed("<a href=\"/p\">\n  <%= link_to \"Edit\", edit_path %>\n</a>")
        #expect(markup.issues.count == 1)
        #expect(markup.template.issues.first?.message.hasPrefix("this `link_to` renders an `<a>` inside the `<a>` opened on line 1") == true)
        // Rendered on a condition, the inner link may not close the outer one: the end tag is judged.
        let conditional = Parsed("<div class=\"well\">\n<%= link_to photo_path do %>\n<%= link_to \"Exif\", exif_path if exif %>\n</div>\n<% end %>")
        #expect(conditional.template.issues.count == 2, "\(conditional.template.issues.map(\.message))")
    }

    /// An outer link the inner one leaves empty, with no attribute an empty link would use,
    /// moves nothing (a warning); content beside the inner link (a block link's ends at its
    /// `<% end %>`), a class or an id on the outer one moves something. A helper's link closes a
    /// link written in the markup as an `<a>` start tag does: its `</a>` (or the `</li>` written
    /// instead) is part of the one finding.
    @Test(arguments: [
        ("<li><a href=\"\"><%= link_to \"People\", people_path %></a></li>", false),
        ("<li><a><%= link_to \"People\", people_path %></li>", false),
        ("<li><a href=\"javascript:;\" target=\"_blank\">\n  <%= link_to \"People\", people_path %>\n</a></li>", false),
        ("<div><a href=\"#\" rel=\"nofollow\">\n  <a href=\"/y\"><img src=\"y.png\"></a>\n</a></div>", false),
        ("<li><a class=\"btn\"><%= link_to \"People\", people_path %></a></li>", true),
        ("<li><a id=\"people\"><%= link_to \"People\", people_path %></a></li>", true),
        ("<li><a href=\"#\">All <%= link_to \"People\", people_path %></a></li>", true),
        ("<li><a href=\"#\"><%= link_to \"People\", people_path %> more</a></li>", true),
        ("<li><a href=\"#\"><a href=\"/y\">Y</a><span>more</span></a></li>", true),
        ("<li><a href=\"#\">\n  <%= link_to people_path do %>\n    People\n  <% end %>\n</a></li>", false),
        ("<li><a href=\"#\"><%= link_to people_path do %>People<% end %> more</a></li>", true),
        ("<li><a href=\"#\"><%= link_to people_path do %>People<% end %><span>more</span></a></li>", true),
    ] as [(String, Bool)])
    func anOuterLinkLeftEmptyMovesNothing(source: String, moves: Bool) throws {
        let parsed = Parsed(source)
        #expect(parsed.template.issues.count == 1, "\(parsed.template.issues.map(\.message))")
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.kind == .invalidNesting)
        #expect(issue.movesContent == moves)
        #expect(issue.message.contains("stays empty in front of this link") == !moves)
        // Its `</a>` is named only where one is written after the inner link.
        if !moves { #expect(issue.help?.hasSuffix("its `</a>`") == (source.contains("</a></li>") || source.contains("\n</a>"))) }
    }

    /// A stray end tag whose nearest open element is `<body>` or `<html>` names none: no end tag
    /// closes those early, and a page's own `<body>` merges into its layout's.
    @Test(arguments: [("<body>\n  <p>x</p>\n  </div>\n</body>", ""), ("<section>\n  </div>\n</section>", " (it does not close the `<section>` opened on line 1)")])
    func aStrayEndTagInTheBodyNamesNoBody(source: String, aside: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.message == "end tag `</div>` has no open `<div>` to close: browsers ignore it" + aside)
    }

    /// A real demo app wraps a `<pre><code>` sample in a `<p>`: `<pre>` closes the `<p>`, so
    /// the later `</p>` is stray. The message must name the `<p>` and the `<pre>`, not the outer
    /// `<div>` the `</p>` happens to sit in.
    @Test func strayEndTagOfAParagraphClosedByABlockNamesBoth() throws {
        let parsed = Parsed("<div>\n  <p>\n    Rule:<br>\n    <pre><code>{}</code></pre>\n  </p>\n</div>")
        let issue = try #require(parsed.template.issues.first)
        #expect(parsed.issues == ["mismatchedEndTag 5:5-5:6"])
        #expect(issue.relatedRange.map(parsed.span) == "2:4-2:5")
        #expect(issue.message == "end tag `</p>` has no open `<p>` to close: the `<p>` opened on line 2 was closed by `<pre>` on line 4, which a `<p>` cannot contain")
        #expect(issue.help == "browsers add an empty `<p></p>` here; use a `<div>` instead of the `<p>`, or move the `<pre>` out of it")
        #expect(parsed.span(try parsed.element("div").range) == "1:1-6:7")
    }

    /// What closed the element the stray end tag was written for, and what to do: the element
    /// a helper renders there (`button_to`'s `<form>` closing a `<p>`, govau/performance-dashboard:
    /// use a `<div>`), a start tag that ends an element of its kind (a `<li>` in an open `<li>`,
    /// tulibraries/dplah), a skip link written first in `<head>`, which ends it
    /// (unboxed/bops-applicants: move the link into the body).
    @Test(arguments: [
        ("<section>\n  <p class=\"inline\">Not received?\n    <%= button_to \"Try again\", retry_path, method: :delete %>\n  </p>\n</section>",
         "end tag `</p>` has no open `<p>` to close: the `<p>` opened on line 2 was closed by the `<form>` that `button_to` renders on line 3, which a `<p>` cannot contain",
         "browsers add an empty `<p></p>` here; use a `<div>` instead of the `<p>`, or move the `button_to` out of it"),
        ("<ul>\n  <li>\n    <li>Change password</li>\n  </li>\n</ul>",
         "end tag `</li>` has no open `<li>` to close: the `<li>` opened on line 2 was closed by `<li>` on line 3, which ends an open `<li>` (its end tag may be left out)",
         "browsers ignore this end tag: remove it"),
        ("<!DOCTYPE html>\n<html>\n  <head>\n    <a href=\"#main\">Skip</a>\n    <title>T</title>\n  </head>\n  <body></body>\n</html>",
         "end tag `</head>` has no open `<head>` to close: the `<head>` opened on line 3 was closed by `<a>` on line 4, which a `<head>` cannot contain",
         "move the `<a>` on line 4 into the `<body>`: browsers end the `<head>` at it, so what follows it in the `<head>` is in the `<body>`; this end tag then closes the `<head>`"),
        ("<table class=\"t\">\n  <tr class=\"row\">\n    <thead>\n      <tr><th>A</th></tr>\n    </thead>\n  </tr>\n</table>",
         "end tag `</tr>` has no open `<tr>` to close: the `<tr>` opened on line 2 was closed by `<thead>` on line 3, which a `<tr>` cannot contain",
         "move the `<thead>` out of the `<tr>`: browsers end the `<tr>` at it, and ignore this end tag"),
        ("<table>\n  <tr>\n  <tr>\n    <td>a</td>\n  </tr>\n  </tr>\n</table>",
         "end tag `</tr>` has no open `<tr>` to close: the `<tr>` opened on line 2 was closed by `<tr>` on line 3, which ends an open `<tr>` (its end tag may be left out)",
         "browsers ignore this end tag: remove it"),
        // A `<p>` ends an open `<p>`, as a `<li>` does a `<li>`; the fix ends the first one.
        ("<div>\n  <p class=\"lead\">One\n  <p class=\"lead\">Two</p>\n  </p>\n</div>",
         "end tag `</p>` has no open `<p>` to close: the `<p>` opened on line 2 was closed by `<p>` on line 3, which ends an open `<p>` (a paragraph cannot hold another)",
         "browsers add an empty `<p></p>` here; end the `<p>` opened on line 2 before the `<p>` on line 3, and remove this `</p>`"),
        ("<h1>Location</h1>\n<p>\n  <dl>\n    <dt>Delivery</dt>\n  </dl>\n</p>",
         "end tag `</p>` has no open `<p>` to close: the `<p>` opened on line 2 was closed by `<dl>` on line 3, which a `<p>` cannot contain",
         "browsers add an empty `<p></p>` here; use a `<div>` instead of the `<p>`, or move the `<dl>` out of it"),

        // What closed it is in a loop or a branch: on the paths that skip it, the end tag
        // closes the element, so the message says when, and removing it is no fix
        // (bappeda-dev-team/ekak_kota_madiun).
        ("<tr>\n  <% goals.each do |goal| %>\n    </tr>\n  <% end %>\n  <tr>\n    <% rows.each do |row| %>\n      <tr>\n      </tr>\n    <% end %>\n  </tr>",
         "end tag `</tr>` has no open `<tr>` to close: the `<tr>` opened on line 5 was closed by `<tr>` on line 7, which ends an open `<tr>` (its end tag may be left out), when the loop on line 6 renders it (where it does not, this end tag closes that `<tr>`)",
         "end the `<tr>` opened on line 5 before the loop on line 6, and remove this end tag: then every path closes it once"),
        ("<ul>\n  <li>Output\n    <% if manual %>\n      <li>Manual</li>\n    <% else %>\n      <span>Auto</span>\n    <% end %>\n  </li>\n</ul>",
         "end tag `</li>` has no open `<li>` to close: the `<li>` opened on line 2 was closed by `<li>` on line 4, which ends an open `<li>` (its end tag may be left out), when the `if` on line 3 renders it (where it does not, this end tag closes that `<li>`)",
         "end the `<li>` opened on line 2 before the `if` on line 3, and remove this end tag: then every path closes it once"),
        ("<table>\n  <% if wide %>\n    <table class=\"inner\">\n      <tr><td>a</td></tr>\n    </table>\n  <% end %>\n  <tr><td>b</td></tr>\n</table>",
         "end tag `</table>` has no open `<table>` to close: the `<table>` opened on line 1 was closed by `<table>` on line 3, which a `<table>` cannot contain, when the `if` on line 2 renders it (where it does not, this end tag closes that `<table>`)",
         "move the `<table>` out of the `<table>`: browsers end the `<table>` at it where the `if` on line 2 renders it"),
    ])
    func strayEndTagOfAnElementClosedImplicitlyNamesWhatClosedIt(source: String, message: String, help: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.message == message)
        #expect(issue.help == help)
    }

    /// `<b style="x">Won<b/>`: a `/` typed on the wrong side of the name inside an element of its
    /// name is that element's end tag, whatever follows (unboxed/hangman_extreme).
    @Test func aSlashAfterTheNameInsideAnElementOfItsNameIsItsEndTag() throws {
        let parsed = Parsed("<% if a %>\n  <b style=\"color:green\">Won<b/>\n<% else %>\n  <b style=\"color:blue\">Still to win<b/>\n<% end %>\n<p>More</p>")
        #expect(parsed.template.issues.map(\.help) == ["write `</b>`: the `/` goes before the name, to close the `<b>` opened on line 2", "write `</b>`: the `/` goes before the name, to close the `<b>` opened on line 4"])
    }

    /// `<div>` on a line of its own, typed for `</div>`: the element it meant to close is closed
    /// implicitly later, and the empty element it makes is all that lands inside, so nothing
    /// moves (Vizzuality/irekia). An empty element written on one line may be meant.
    @Test func aBareStartTagTypedForTheEndTagOfTheElementAroundIsNamed() throws {
        let typed = try #require(Parsed("<ul>\n  <li>\n    <div class=\"content\">\n      <div class=\"follow\">\n        <b>x</b>\n      <div>\n    </div>\n  </li>\n</ul>").template.issues.first)
        #expect(typed.message.hasPrefix("`<div>` is never closed: `</li>` on line 8 closes it implicitly, and the bare `<div>` on line 6, which holds nothing, reads as its end tag without the `/`"))
        #expect(typed.help == "write `</div>` on line 6 to close the `<div>` opened on line 4")
        #expect(!typed.movesContent)
        let meant = try #require(Parsed("<ul>\n  <li>\n    <div class=\"content\">\n      <div class=\"follow\">\n        <b>x</b>\n      <div></div>\n  </li>\n</ul>").template.issues.first)
        #expect(meant.help == "add `</div>` where the element ends")
    }

    /// `</p><%= error %></p>`: two end tags that close nothing in one element, with content
    /// between and no start tag of their name: the first was typed for the start tag. One
    /// finding, at it (OSC/ondemand).
    /// On several lines, when text follows the first directly and no start tag stands between
    /// (a paragraph of a terms page typed `</p>Owners' agent is:` ... `</p>`): one finding, a
    /// warning; with an element between, each end tag is its own finding.
    @Test func anEndTagTypedForTheStartTagAcrossLinesIsOneFinding() throws {
        let parsed = Parsed("<div class=\"terms\">\n  <ul>\n    <li>x</li>\n  </ul>\n  </p>Owners' agent is:\n  info@example.org. Only notices\n  go there.</p>\n  <p>More</p>\n")
        #expect(parsed.issues.filter { $0.hasPrefix("mismatchedEndTag") } == ["mismatchedEndTag 5:5-5:6"])
        let typo = try #require(parsed.template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(typo.help == "write `<p>`")
        #expect(!typo.movesContent)
        let separate = Parsed("<div>\n  </p>\n  <section>x</section>\n  text</p>\n</div>")
        #expect(separate.issues.filter { $0.hasPrefix("mismatchedEndTag") }.count == 2)
    }

    @Test func anEndTagTypedForTheStartTagIsOneFindingAtIt() throws {
        let parsed = Parsed("<div class=\"card\">\n  <div class=\"card-body\">\n    </p><%= error %></p>\n  </div>\n</div>")
        #expect(parsed.issues == ["mismatchedEndTag 3:7-3:8"])
        #expect(parsed.template.issues.first?.message == "end tag `</p>` has no open `<p>` to close, nor has the `</p>` after it on line 3: with content between them, it reads as the `<p>` start tag written with a `/` (browsers insert an empty `<p></p>` at each)")
        #expect(parsed.template.issues.first?.help == "write `<p>`")
        #expect(Parsed("<div>\n  </span>\n  <span>x</span></span>\n</div>").issues.count == 2)
    }

    /// A `</p>` that closes nothing makes an empty paragraph; any other stray end tag is ignored.
    @Test(arguments: [
        ("</p><b></b>", "end tag `</p>` has no open `<p>` to close: browsers insert an empty `<p></p>` here"),
        ("</small><b></b>", "end tag `</small>` has no open `<small>` to close: browsers ignore it"),
        ("<div>\n</p>\n</div>", "end tag `</p>` has no open `<p>` to close: browsers insert an empty `<p></p>` here (it does not close the `<div>` opened on line 1)"),
    ])
    func whatBrowsersDoWithAStrayEndTag(source: String, message: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.message == message)
    }

    /// The help of a stray end tag names the start tag as the slip when it is no element and
    /// holds the end tag's name (`<h44>`) or nearly is it (`<fsieldset>`), and of a heading inside another names the inner one
    /// as meant when its own end tag closes it; otherwise each keeps its usual help.
    @Test(arguments: [
        ("<h44>Totals</h4>\n<table></table>", "`<h44>` is not an HTML element: write `<h4>` there, so that this `</h4>` closes it"),
        ("<div><h4x>Totals</h4></div>", "`<h4x>` is not an HTML element: write `<h4>` there, so that this `</h4>` closes it"),
        // A near miss of the end tag's name, too (sun_sail's `<fsieldset>`).
        ("<div>\n  <fsieldset>\n    <legend>Source</legend>\n  </fieldset>\n</div>", "`<fsieldset>` is not an HTML element: write `<fieldset>` there, so that this `</fieldset>` closes it"),
        // Not when the open element is one HTML defines: the end tag may be the slip.
        ("<div>\n  <section>\n    <p>x</p>\n  </sectoin>\n</div>", "close `<section>` with `</section>`, or remove the stray `</sectoin>`"),
        ("<div>\n</small>\n</div>", "remove the stray `</small>`"),
        ("<h4>\n  <h3>Goals</h3>\n</h4>", "end the `<h4>` before this `<h3>`, which its own `</h3>` closes, or make one of them a `<div>` or a `<span>`"),
        ("<h4>Goals<h3>\n<p>x</p>", "close the heading with `</h4>` (a `<h3>` here is usually a typo for it)"),
        ("<table><tr>\n<td><b>Job <%= x %><b/></td>\n</tr></table>", "write `</b>`: the `/` goes before the name, to close the `<b>` opened on line 2"),
        ("<table><tr>\n<td><i>x</i><b/></td>\n</tr></table>", "write `<b></b>`"),
        ("<div>\n  <p>\n    Text.\n  <p/>\n  <p>More</p>\n</div>", "write `</p>`: the `/` goes before the name, to close the `<p>` opened on line 2"),
        ("<table><tr>\n  <td/>\n  <td/>\n  <td>x</td>\n</tr></table>", "write `<td></td>`"),
        // Lined up with a `<p>` that the end tag of the `<div>` around it closed.
        ("<div class=\"col\">\n  <p>\n    Text\n      </div>\n  </p>\n",
         "move this `</p>` before the `</div>` on line 4, or remove that `</div>` if it is one too many (browsers add an empty `<p></p>` here)"),
        // Lined up with an open `<div>` of its own, whatever end tag closes it later.
        ("<div class=\"row\">\n  <div class=\"col\">\n    <p>x</p>\n  <div/>\n</div>\n", "write `</div>`: the `/` goes before the name, to close the `<div>` opened on line 2"),
        ("<div class=\"row\">\n  <div class=\"col\">\n    <p>x</p>\n    <div/>\n</div>\n", "write `<div></div>`"),
        ("<ul class=\"list\">\n    <a href=\"/a\">A</a>\n  </li>\n  <li><a href=\"/b\">B</a></li>\n</ul>", "add the missing `<li>` before the content on line 2, or remove the stray `</li>`"),
        ("<ul>\n  <li>a</li>\n  <div class=\"note\">b</div>\n  </li>\n</ul>", "remove the stray `</li>`"),
        ("<ul>\n  <!-- <li class=\"old\"> -->\n  </li>\n</ul>", "remove the stray `</li>`"),
        ("<table><tr class=\"row\"><thead><tr><th>A</th></tr></thead></tr></table>", "move the `<thead>` out of the `<tr>`: browsers end the `<tr>` at it, and ignore this end tag"),
        // A formatting element's end tag inside a block opened within it: browsers end it there
        // (the adoption agency); right before the block's own end tag, the two are swapped.
        ("<div>\n  <strong>Notes:\n  <ul>\n    <li>a</li>\n  </strong></ul>\n  <br>\n</div>", "swap `</strong>` and `</ul>`"),
        ("<div>\n  <strong>Notes:\n  <ul>\n    <li>a</li>\n  </strong>\n    <li>b</li>\n  </ul>\n</div>",
         "write `</ul>` before this `</strong>`, or end the `<strong>` before the `<ul>` on line 3"),
    ])
    func theHelpNamesTheSlip(source: String, help: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.help == help)
    }

    /// An end tag blocked by a table is said of the `<table>` the template wrote, not of the
    /// `<tbody>` browsers imply inside it: closing that `<tbody>` would change nothing.
    @Test func anEndTagBlockedByATableNamesTheTableNotItsImpliedBody() throws {
        let issue = try #require(Parsed("<div class=\"page\">\n  <table class=\"t\">\n    <tr><td>1</td></tr>\n</div>\n").template.issues.first)
        #expect(issue.message.hasPrefix("end tag `</div>` does not match the open element `<table>` (line 2)"))
        #expect(issue.help == "close `<table>` with `</table>`, or remove the stray `</div>`")
    }

    /// `<x … />` with attributes inside an `<x>` is no misplaced end tag (end tags have no
    /// attributes): the menu button's second bar is one more element meant empty.
    @Test func aSelfClosedTagWithAttributesInsideOneOfItsNameIsNoEndTag() throws {
        let issues = Parsed("<button>\n  <span class=\"bar\" />\n  <span class=\"bar\" />\n</button>").template.issues
        #expect(issues.map(\.help) == ["write `<span></span>`", "write `<span></span>`"])
    }

    /// A stray `</p>` is explained by the `<p>` something else closed only once, and not past a
    /// later paragraph closed by its own end tag.
    @Test func aStrayEndTagBlamesAnEarlierElementOnlyOnce() throws {
        let parsed = Parsed("<div><p>a\n<ul><li>x</li></ul>\n</p>\n<p>b</p><hr></p></div>")
        let messages = parsed.template.issues.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasSuffix("the `<p>` opened on line 1 was closed by `<ul>` on line 2, which a `<p>` cannot contain") == true)
        #expect(messages.last?.hasPrefix("end tag `</p>` has no open `<p>` to close: browsers insert an empty `<p></p>` here") == true)
    }

    /// `<p />` says what it does: where something lands inside, that it holds it; where what
    /// follows closes it at once, that nothing moves.
    @Test(arguments: [
        ("<p class=\"x\" />\n<div>a</div>", "nothing moves", false),
        ("<table><tr><th />\n</tr></table>", "nothing moves", false),
        ("<div><p />\n</div>", "nothing moves", false),
        ("<section><div class=\"x\" />\n<p>a</p></section>", "holds what follows", true),
        ("<span class=\"x\" />text", "holds what follows", true),
        // The end tag meant for the outer `<div>` closes the empty one; the outer one, closed by
        // `</li>`, has its own finding. Left open to the end, it has none: this one says so.
        ("<li><div>\n  <b>x</b>\n  <div/>\n</div></li>", "closes this one, still empty, instead of the `<div>` on line 1", false),
        ("<div class=\"o\">\n  <div/>\n</div>", "holds what follows", true),
        // Nothing renders after it and no end tag follows: open past the template's end.
        ("<p>Badge</p>\n<b>Still to win<b/>\n<% menu_item 'badges' %>", "what renders after the template on the page lands inside it", false),
    ])
    func selfClosingNonVoidElementSaysWhetherItHoldsAnything(source: String, says: String, moves: Bool) throws {
        let issue = try #require(Parsed(source).template.issues.first { $0.message.contains(" />`") })
        #expect(issue.message.hasSuffix(says))
        #expect(issue.movesContent == moves)
    }

    /// A start tag a Ruby string marked safe writes (`'<span>'.html_safe`, `raw("<p>")`,
    /// `<%== "<em>" %>`) is open when the markup's end tag for it comes: that end tag is not
    /// stray. An escaped string, or one that closes its own tag, opens nothing.
    @Test(arguments: [
        (##"<td><%= if x then '<span class="a">'.html_safe end %>x</span></td>"##, []),
        (##"<td><%=\n if x\n '<span class="a">'.html_safe\n else\n '<span class="b">'.html_safe\n end %>\n x\n</span></td>"##, []),
        (##"<div><%= raw("<p class=\"#{c}\">") %>a</p></div>"##, []),
        (##"<div><%== "<em>" %>a</em></div>"##, []),
        (##"<div><%= "<span>" %>a</span></div>"##, ["mismatchedEndTag 1:24-1:28"]),
        (##"<div><%= raw("<span>x</span>") %></span></div>"##, ["mismatchedEndTag 1:36-1:40"]),
    ] as [(String, [String])])
    func startTagWrittenByARubyStringIsOpen(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    /// A call of one of the app's helpers that marks a start tag safe (`HelperMarkup`) opens it
    /// as its literal would: the end tag the template writes for it is not stray. A helper whose
    /// tags close, another method of that name's word, a method of that name called on a receiver
    /// (`plan.pundit_span`), or no helper markup given: judged as before.
    @Test(arguments: [
        (##"<div><%= pundit_span(plan, :edit?) %>\##n  <%= link_to "Edit", edit_plan_path(plan) %>\##n</span></div>"##, []),
        (##"<div><%= open_note %>a</em></div>"##, []),
        (##"<div><%= closed_badge %></span></div>"##, ["mismatchedEndTag 1:27-1:31"]),
        (##"<div><%= pundit_span_label %></span></div>"##, ["mismatchedEndTag 1:32-1:36"]),
        (##"<div><%= plan.pundit_span %></span></div>"##, ["mismatchedEndTag 1:31-1:35"]),
        (##"<div><%= link_to plan&.open_note, plan %></em></div>"##, ["mismatchedEndTag 1:44-1:46"]),
    ] as [(String, [String])])
    func startTagAHelperWritesIsOpen(source: String, issues: [String]) {
        let markup = HelperMarkup(["pundit_span": ["<span class=\"no-op\">", " <span class=\"blocking\">"], "open_note": ["<em class=\"r\">"],
                                   "closed_badge": ["<span>x</span>"]])
        let template = TemplateParser.parse(SourceFile(path: "a.html.erb", text: source), helperMarkup: markup)
        #expect(Parsed(template).issues == issues)
        // Without the helpers' markup, the end tag is stray.
        if issues.isEmpty { #expect(!Parsed(source).issues.isEmpty) }
    }

    /// The block of an app's helper that writes it inside `<script>` (`<%= jquery do %>`) is
    /// script text: a `$('<a/>')` or a quoted `"<a href="...">"` in it is no markup.
    @Test func theBlockOfAHelperWritingAScriptIsText() {
        let source = "<div>\n<%= jquery do %>\n  $('<a/>').appendTo('body');\n  var row = \"<tr><td>\";\n<% end %>\n</div>"
        let markup = HelperMarkup(rawTextBlockMethods: ["jquery"])
        #expect(Parsed(TemplateParser.parse(SourceFile(path: "a.html.erb", text: source), helperMarkup: markup)).issues == [])
        #expect(!Parsed(source).issues.isEmpty)
        // The helper's name as a receiver or a variable writes no script.
        let other = "<div>\n<%= jquery.wrap do %>\n  <a/>\n<% end %>\n</div>"
        #expect(Parsed(TemplateParser.parse(SourceFile(path: "a.html.erb", text: other), helperMarkup: markup)).issues == Parsed(other).issues)
    }

    /// Markup a safe output writes from a value bridgelint cannot read (a translation or a method
    /// call marked safe, `raw` of a variable, `<%==` of one, a translation whose key ends in
    /// `html`) may open any element: an end tag that then finds nothing open is not reported
    /// while the element around that output is open (in the same `content_for` block, or outside
    /// any). A literal is read as above; after the element around the output ends, a stray end
    /// tag is judged again.
    @Test(arguments: [
        (##"<p class="agree"><%= @l.t('kols.agree').html_safe %></a></p>"##, []),
        (##"<p><%= raw(user.bio) %></div></p>"##, []),
        (##"<p><%== note.body %></span></p>"##, []),
        (##"<p><%= t(".terms_html") %></a></p>"##, []),
        (##"<%= sanitize @post.body %>\##n</div>"##, []),
        (##"<p><%= t(".terms") %></a></p>"##, ["mismatchedEndTag 1:24-1:25"]),
        (##"<p><%= @note.html_safe %></p>\##n</a>"##, ["mismatchedEndTag 2:3-2:4"]),
        // In a `content_for` block, what the output opens renders where the region is read.
        (##"<% content_for :head do %><%= raw alternate_links %><% end %>\##n<section>\##n</div>\##n</section>"##, ["mismatchedEndTag 3:3-3:6"]),
    ] as [(String, [String])])
    func markupASafeOutputWritesUnreadablyMayOpenAnyElement(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    /// (template, `Parsed.issues`)
    @Test(arguments: [
        (##"<div class="a" data-x="1" class="b"></div>"##, ["duplicateAttribute 1:27-1:32"]),
        (##"<div CLASS="a" class="b"></div>"##, ["duplicateAttribute 1:16-1:21"]),
        (##"<div <% if x %>class="a"<% else %>class="b"<% end %>></div>"##, []),
        (##"<div class="a" <%# note %> class="b"></div>"##, ["duplicateAttribute 1:28-1:33"]),
        (##"<div class="a"></div><div class="a"></div>"##, []),
        // A start tag without its `>` reads the next tag as attributes: one mistake, one finding.
        (##"<div class="a"\##n  <div class="b">x</div>"##, ["unterminatedAttributeValue 1:2-1:5"]),
        (##"<p id="a" class="b" id="c"\##n  <span id="d">x</span>"##, ["unterminatedAttributeValue 1:2-1:3", "duplicateAttribute 1:21-1:23"]),
    ] as [(String, [String])])
    func duplicateAttribute(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    /// An empty element inside one of its name, closed implicitly: the `/` of that one's end tag
    /// was left out (`<ul>` for `</ul>`), so the help says to write the end tag, not to add one.
    @Test(arguments: [
        ("<div>\n  <ul>\n    <li>a</li>\n  <ul>\n</div>", "`<ul>` opened on line 2"),
        ("<div>\n  <span>\n    <b>a</b>\n    <span>\n  </div>", "`<span>` opened on line 2"),
        ("<div>\n  <ul>\n    <li>a</li>\n  <ol>\n</div>", nil),
        ("<div>\n  <ul>\n    <li>a</li>\n  <ul><li>b</li>\n</div>", nil),
    ] as [(String, String?)])
    func emptyElementInsideOneOfItsNameReadsAsItsEndTag(source: String, outer: String?) throws {
        let issue = try #require(Parsed(source).template.issues.last { $0.kind == .unclosedElement })
        if let outer {
            #expect(issue.message.contains("it holds nothing while the \(outer) is open around it"), "\(issue.message)")
            #expect(issue.help?.hasPrefix("write `</") == true, "\(issue.help ?? "")")
        } else {
            #expect(issue.help?.hasPrefix("add `</") == true, "\(issue.help ?? "")")
        }
    }

    @Test func unclosedElementPointsAtItAndAtTheClosingTag() throws {
        let parsed = Parsed("<section>\n  <div class=\"card\">\n</section>")
        let issue = try #require(parsed.template.issues.first)
        #expect(parsed.issues == ["unclosedElement 2:4-2:7"])
        #expect(issue.relatedRange.map(parsed.span) == "3:3-3:10")
        #expect(issue.message == "`<div>` is never closed: `</section>` on line 3 closes it implicitly; the `<div>` closes at the same place anyway, so nothing moves")
        #expect(parsed.span(try parsed.element("div").range) == "2:3-3:1")
        // The same with a line break after `</section>`: the end of the file changes nothing.
        let followed = Parsed("<section>\n  <div class=\"card\">\n</section>\n")
        #expect(followed.span(try followed.element("div").range) == "2:3-3:1")
        #expect(followed.span(try followed.element("section").range) == "1:1-3:11")
    }

    @Test func helperBlockRangeAndContent() throws {
        let parsed = Parsed("<%= tag.nav class: \"menu\" do %>\n  <a href=\"/\">Home</a>\n<% end %>")
        let nav = try parsed.element("nav")
        #expect(parsed.span(nav.range) == "1:1-3:10")
        #expect(parsed.span(nav.startTagRange) == "1:1-1:32")
        #expect(nav.contentRange.map(parsed.span) == "1:32-3:1")
        #expect(parsed.template.textContent(of: nav) == .text("\n   Home \n"))
    }

    @Test func implicitlyClosedElementEndsAtTheNextTag() throws {
        let parsed = Parsed("<ul>\n  <li>a <b>x</b>\n  <li>b</li>\n</ul>\n<p>one <i>x</i>\n<p>two")
        #expect(parsed.span(try parsed.element("li").range) == "2:3-3:3")
        #expect(parsed.span(try parsed.element("p").range) == "5:1-6:1")
        #expect(parsed.span(try parsed.element("p", 1).range) == "6:1-6:7")
    }

    @Test func elementRangesAndContent() throws {
        let parsed = Parsed("<ul>\n  <li>One</li>\n  <li>Two\n</ul><br>")
        let list = try parsed.element("ul")
        #expect(parsed.span(list.range) == "1:1-4:6")
        #expect(list.contentRange.map(parsed.span) == "1:5-4:1")
        #expect(parsed.span(try parsed.element("li").range) == "2:3-2:15")
        #expect(parsed.span(try parsed.element("li", 1).range) == "3:3-4:1")
        #expect(parsed.span(try parsed.element("br").range) == "4:6-4:10")
        #expect(list.children == [1, 2])
        #expect(try parsed.element("li", 1).parent == list.index)
    }

    @Test func textContentSeesStaticAndDynamicText() throws {
        let parsed = Parsed(##"<a href="#"> Menu </a><button><%= icon %></button><%= link_to "Edit", x %><span> </span>"##)
        #expect(parsed.template.textContent(of: try parsed.element("a")) == .text(" Menu "))
        #expect(parsed.template.textContent(of: try parsed.element("button")) == .dynamic)
        #expect(parsed.template.textContent(of: try parsed.element("a", 1)) == .text("Edit"))
        #expect(parsed.template.textContent(of: try parsed.element("span")).isBlank)
    }

    @Test func commentsAreNotTextContent() throws {
        let parsed = Parsed("<a href=\"#\"><!-- icon > label --><svg></svg></a><b><!-- x -->Bold</b>")
        #expect(parsed.template.textContent(of: try parsed.element("a")).isBlank)
        #expect(parsed.template.textContent(of: try parsed.element("b")) == .text("Bold"))
    }

    @Test func scriptAndStyleContentIsNotParsedAsTags() {
        let parsed = Parsed(##"<script>if (a < b) { document.write("<div data-controller='z'>") }</script><style>a<b{}</style><p></p>"##)
        #expect(parsed.tree == "script style p")
        #expect(parsed.issues.isEmpty)
    }

    @Test func helperAndHTMLNestBothWays() {
        let parsed = Parsed(##"<div data-controller="menu"><%= link_to x do %><span>a</span><% end %></div><%= tag.nav do %><ul><li></li></ul><% end %>"##)
        #expect(parsed.tree == "div(a(span)) nav(ul(li))")
        #expect(parsed.issues.isEmpty)
    }

    @Test func htmlEndTagInsideHelperBlockClosesOnlyItsElement() {
        let parsed = Parsed(##"<%= tag.div do %><p>a</div><% end %><i></i>"##)
        #expect(parsed.tree == "div(p) i")
    }

    /// Masked ERB is blanks; libxml2 takes over 1,000 blanks in a row for text, which in
    /// `<head>` implies `<body>`. A head full of ERB output stays a head, and ERB inside a start
    /// tag or an attribute value is left as it was.
    @Test func longRunsOfMaskedERBStayBlank() throws {
        // A helper the linter renders no element for (`stylesheet_link_tag` renders a `<link>`).
        let links = (0..<20).map { "  <%= preload_link_tag \"style\($0)\", \"data-turbo-track\": \"reload\", as: \"style\" %>\n" }.joined()
        let head = Parsed("<html>\n<head>\n<title>x</title>\n\(links)<meta name=\"a\">\n</head>\n<body><p>hi</p></body>\n</html>\n")
        #expect(head.tree == "html(head(title meta) body(p))")
        #expect(head.issues.isEmpty)
        let long = "<%= \"" + String(repeating: "x", count: 1_500) + "\" %>"
        let inTag = Parsed("<div \(long) class=\"a\" data-x=\"\(long)\"><p>\(long)</p></div>")
        #expect(inTag.tree == "div(p)")
        #expect(inTag.issues.isEmpty)
        let div = try inTag.element("div")
        #expect(div.attributes.map(\.name) == ["class", "data-x"])
        #expect(inTag.template.textContent(of: try inTag.element("p")) == .dynamic)
    }

    /// The body of a block helper that renders `<script>` or `<style>` is JavaScript or CSS:
    /// never tags, never text of the `<head>` around it, and helpers in it render no element.
    @Test(arguments: [
        ("<html><head><title>x</title>\n<%= javascript_tag nonce: true do %>\n  if (a < b && c) { x(\"</div>\") }\n<% end %>\n<meta name=\"a\"></head><body><p></p></body></html>",
         "html(head(title meta) body(p))"),
        (##"<%= content_tag(:script, type: "module") do %> if (a <b) {} <% end %><p></p>"##, "script p"),
        (##"<%= content_tag "style" do %> a > b { } </p> <% end %><p></p>"##, "style p"),
        (##"<%= tag.script do %> var l = "<%= link_to "x", y %>"; <% if x %> <i> <% end %> <% end %><p></p>"##, "script p"),
        (##"<%= tag.div do %><p></p><% end %>"##, "div(p)"),
        (##"<% if x %><%= javascript_tag do %> a<b <% end %><% end %><p></p>"##, "p"),
    ])
    func rawTextHelperBodiesAreNotMarkup(source: String, tree: String) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues.isEmpty)
    }

    /// An end tag with nothing open in the template is judged where the template renders (a
    /// footer partial's `</main>` may close its layout's `<main>`), except a void element's: no
    /// render site ever has an `<embed>` open, so the end tag is ignored everywhere and reported
    /// whatever the layout is.
    @Test(arguments: [
        ("</main>\n<footer>f</footer>", "main"),
        ("<body><p>x</p></main>", "main"),
        ("<embed src=\"a.wav\"></embed>", nil),
        ("<body><img src=\"a.png\"></img>", nil),
        ("<p>x</p>\n</source>", nil),
    ] as [(String, String?)])
    func aStrayEndTagReachesRenderSitesUnlessItsElementIsVoid(source: String, reaching: String?) throws {
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.topLevelEndTag == reaching)
    }
}

extension HTMLStructureTests {
    /// A void element's end tag (`</embed>`, `</img>`, `</source>`) has no start tag to add and
    /// is no typo for the open element: its help says to remove it, because void elements have no
    /// end tag, wherever it stands (at the top, inside an element, inside a near-namesake), and
    /// its message names no open element it "does not close".
    @Test(arguments: [
        ("<embed src=\"a.wav\"></embed>", "embed"),
        ("<div>\n  <embed src=\"a.wav\"></embed>\n</div>", "embed"),
        ("<video>\n  <source src=\"a.mp4\"></source>\n</video>", "source"),
        ("<i><img src=\"a.png\"></img></i>", "img"),
        ("<p>x</p>\n</hr>", "hr"),
    ])
    func aVoidElementsEndTagIsToBeRemoved(source: String, name: String) throws {
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.help == "remove the `</\(name)>`: `<\(name)>` is a void element, which has no end tag")
        #expect(issue.message.hasPrefix("end tag `</\(name)>` has no open `<\(name)>` to close: browsers ignore it"))
        // No slip for the element open around it: the message names none.
        #expect(!issue.message.contains("it does not close"))
    }

    /// Any other stray end tag keeps its help: the start tag may be missing.
    @Test func aStrayEndTagOfAnElementWithContentMayMissItsStartTag() throws {
        let issue = try #require(Parsed("<p>x</p>\n</section>").template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.help == "remove the stray `</section>` or add the missing `<section>`")
    }

    /// `h1>Title</h1>`: the start tag written without its `<` shows as text; the finding names it
    /// and the help restores the `<`, at the top level or inside an element, past ERB output.
    /// Text that only ends with the name (`ship>`), or ERB output, is no such tag.
    @Test(arguments: [
        ("h1><%= t(\"suppliers.title\") %></h1>\n<p>x</p>", "h1", "line 1"),
        ("<div>\n  h2>Title</h2>\n</div>", "h2", "line 2"),
    ])
    func aStartTagWithoutItsLessThanIsNamed(source: String, name: String, place: String) throws {
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.message.hasSuffix("the text `\(name)>` on \(place) is its start tag without the `<`, shown as text"), "\(issue.message)")
        #expect(issue.help == "write `<\(name)>` for the `\(name)>` on \(place)")
    }

    @Test(arguments: ["<div>\n  ship>10 and more</p>\n</div>", "<div>\n  <p>a</p>\n  <%= \"p>\" %></p>\n</div>"])
    func textEndingInTheNameIsNoStartTag(source: String) throws {
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(!issue.message.contains("without the `<`"), "\(issue.message)")
    }

    /// A second `</head>` is ignored: a page has one head, so it was meant for nothing open (not
    /// for the `<html>` around it); the finding names the `</head>` that closed the head.
    @Test func aSecondHeadEndTagNamesTheFirst() throws {
        let source = "<!DOCTYPE html>\n<html>\n  <head>\n    <title>x</title>\n  </head>\n  </head>\n  <body><p>x</p></body>\n</html>"
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.message == "end tag `</head>` has no open `<head>` to close: the `<head>` opened on line 3 was closed by its `</head>` on line 5; browsers ignore this second one, so nothing moves")
        #expect(issue.help == "remove this `</head>`")
        #expect(!issue.movesContent)
    }

    /// `</p>` after bare text that follows a block's end tag, or the open element's start tag:
    /// the help offers the paragraph's left-out `<p>`. Text after an inline element is not
    /// told apart so surely: the help stays.
    @Test(arguments: [
        ("<div>\n  <h4>Title</h4>\n  Some text\n  </p>\n</div>", "add the missing `<p>` before the content on line 3, or remove the stray `</p>`"),
        ("<div>\n  Some text\n  </p>\n</div>", "add the missing `<p>` before the content on line 2, or remove the stray `</p>`"),
        ("<div>\n  <b>Title</b> Some text\n  </p>\n</div>", "remove the stray `</p>`"),
    ])
    func aParagraphEndTagAfterBareTextOffersItsStartTag(source: String, help: String) throws {
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.help == help, "\(issue.message)")
    }

    /// An empty cell written where a row belongs, around cells, was meant as their row: browsers
    /// keep an empty cell before them, which shifts the columns (an error). Inside a written row
    /// the same end tag is only ignored.
    @Test(arguments: [
        ("<table>\n  <thead>\n    <th>\n      <td>A</td>\n      <td>B</td>\n    </th>\n  </thead>\n</table>", true),
        ("<table>\n  <tr><td>\n      <td>A</td>\n      <td>B</td>\n    </td></tr>\n</table>", false),
    ])
    func anEmptyCellWrittenForARow(source: String, meantAsRow: Bool) throws {
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.message.hasSuffix("it stays an empty cell before the cells, which shifts the row's columns") == meantAsRow, "\(issue.message)")
        #expect(issue.help?.hasPrefix("if the `<") == meantAsRow, "\(issue.help ?? "")")
        #expect(issue.movesContent == meantAsRow)
    }
}

/// An end tag inside a helper's block meant for an element outside it: a `</div>` closes that
/// element and the helper's `<form>` with it; a `</span>`, whose search stops at a special
/// element, is ignored where the `<form>` is open, and the `<span>` stays open past the block.
@Suite struct EndTagInHelperBlockTests {
    @Test(arguments: [
        ("div", "closes the `<div>` opened on line 1, outside the block"),
        ("span", "is meant for the `<span>` opened on line 1, outside the block, but the `<form>` the block renders is still open there, and browsers ignore an end tag whose search meets it; the `<span>` stays open, so what follows lands inside it"),
    ])
    func anEndTagForAnElementOutsideTheBlock(name: String, says: String) throws {
        let source = "<\(name) class=\"x\">\n  <%= form_for :approve, url: \"/a\" do |form| %>\n    <%= form.submit \"Go\" %>\n  </\(name)>\n<% end %>\n<p>after</p>"
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.message.hasPrefix("end tag `</\(name)>` inside the `form_for` block " + says), "\(issue.message)")
    }
}

/// An element its own markup leaves open, with an ERB output right inside it that writes markup
/// bridgelint cannot read (`raw t(…)`, whose translation may hold `</span>`): that markup may
/// close it, so it is not reported; with a literal or escaped output it is, and so it is when
/// the output stands in an element of its own, closed as written.
@Suite struct ClosedByUnreadMarkupTests {
    @Test(arguments: [
        ("<%= raw t('.create_new_event') %>", false),
        ("<%= t('.title_html') %>", false),
        ("<%= @intro.html_safe %>", false),
        ("<%= t('.title') %>", true),
        ("<%= raw '<b>x</b>' %>", true),
    ])
    func anElementAnUnreadOutputMayClose(output: String, reported: Bool) {
        let parsed = Parsed("<h1 class=\"t\"><span class=\"first\">\(output)</h1>\n<p>x</p>")
        #expect(parsed.template.issues.contains { $0.kind == .unclosedElement } == reported, "\(parsed.template.issues.map(\.message))")
        let nested = Parsed("<h1 class=\"t\"><span class=\"first\"><b>\(output)</b></h1>\n<p>x</p>")
        #expect(nested.template.issues.contains { $0.kind == .unclosedElement }, "\(nested.template.issues.map(\.message))")
        // In an attribute value, the output writes the attribute's text, not markup.
        let attribute = Parsed("<p><a href=\"\(output.replacingOccurrences(of: "\"", with: "'"))\">Fill the form</p>\n</a>")
        #expect(attribute.template.issues.contains { $0.kind == .unclosedElement }, "\(attribute.template.issues.map(\.message))")
    }
}

/// `<iframe … />` (a script, a text area, a title) is not closed by its `/>`: its content is
/// text, so the markup written before its own end tag is its text, never built: an error. With
/// only blanks before that end tag, nothing is lost: a warning.
@Suite struct SelfClosedTextElementTests {
    @Test(arguments: ["iframe", "script", "textarea", "title", "style"])
    func markupBeforeItsEndTagIsItsText(name: String) throws {
        let lost = try #require(Parsed("<div>\n<\(name) src=\"a\" />\n<audio id=\"p\"></audio>\n</\(name)>\n</div>").template.issues.first { $0.kind == .invalidNesting })
        #expect(lost.message.hasSuffix("becomes its text: what is written there is never built") && lost.movesContent, "\(lost.message)")
        let empty = try #require(Parsed("<div>\n<\(name) src=\"a\" />\n</\(name)>\n</div>").template.issues.first { $0.kind == .invalidNesting })
        #expect(empty.message.hasSuffix("closes it, so nothing moves") && !empty.movesContent, "\(empty.message)")
    }
}

/// `<div … />` last in the body: `</body>` and `</html>` close no element, so it stays open,
/// empty, to the end of the page; another end tag after it closes it before anything lands.
@Suite struct SelfClosedLastInBodyTests {
    @Test(arguments: [
        ("  </body>\n</html>", "nothing renders after it, and `</body>` closes no element, so it stays open and empty to the end of the page: nothing moves"),
        ("</section>", "here what follows closes it before anything lands inside, so nothing moves"),
    ])
    func whatTheMessageSaysCloseIt(after: String, says: String) throws {
        let source = "<html>\n<body>\n<section>\n</section>\n\(after == "</section>" ? "<section>\n" : "")<% unless production? %>\n  <div class=\"environment\" />\n<% end %>\n\(after)"
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .invalidNesting })
        #expect(issue.message.hasSuffix(says), "\(issue.message)")
    }
}
