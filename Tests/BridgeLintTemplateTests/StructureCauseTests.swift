import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// Findings that name the markup that caused them, rather than what follows from it.
@Suite struct StructureCauseTests {
    /// `</li` without its `>`: the `<li class="item">` on the next line is read as its attributes
    /// (a quoted value may hold a `>`), and lost; the `</li>` of that item then closes nothing,
    /// the damage of this finding.
    @Test func anEndTagWithoutItsClosingBracket() throws {
        let parsed = Parsed("<ul>\n  <li>Home</li\n  <li class=\"item\" data-action=\"click->menu#open\">\n    <a href=\"/about\">About</a>\n  </li>\n</ul>")
        #expect(parsed.damage == ["unterminatedAttributeValue 2:11-2:15 moves"])
        let issue = parsed.template.issues[0]
        #expect(issue.message == "the end tag `</li` has no `>`: browsers read what follows, up to the first `>`, as its attributes, so the `<li class=\"item\" data-action=\"cl…` on line 3 is part of it: that start tag makes no element, and its own end tag later closes something else or nothing")
        #expect(issue.help == "add the missing `>`: `</li>`")
        #expect(try parsed.element("a").parent.map { parsed.template.elements[$0].name } == "ul")
        // An end tag it swallows closes nothing (what that does to its element follows).
        #expect(Parsed("<div><span>a</span\n</div>").template.issues.first?.message.contains("the `</div>` on line 2 is part of it: that end tag closes nothing") == true)
        // Text it swallows before that markup is never shown, and the message says so.
        let text = Parsed("<p>\n  <span>Read more</span\n  Quill provides over 500 activities for every grade.\n</p>\n<p>Next</p>")
        #expect(text.template.issues.first?.message.hasPrefix("the end tag `</span` has no `>`: browsers read what follows, up to the first `>`, as its attributes, so the text `Quill provides over 500 activiti…` on line 3 is never shown, and the `</p>` on line 4 is part of it: that end tag closes nothing;") == true)
        // Glued to the name (`</small</h2>`), the markup is part of the name browsers read
        // (`small<`): one finding, at `</small`, and that end tag closing nothing is its damage.
        let glued = Parsed("<div>\n  <h2>Imports <small>in seconds</small</h2>\n</div>\n<p>Rows</p>")
        #expect(glued.damage == ["unterminatedAttributeValue 2:32-2:39 moves"])
        #expect(glued.template.issues[0].message == "the end tag `</small` has no `>`: browsers read what follows, up to the first `>`, as part of its name and attributes, so the `</h2>` on line 2 is part of it: that end tag closes nothing")
        #expect(glued.template.issues[0].help == "add the missing `>`: `</small>`")
        // A slip after the name (`</a?`): the help writes the element's end tag, not `</a?>`.
        let slip = Parsed("<p>\n  <a href=\"/x\">Photo</a?</p>\n<p>Taken by</p>")
        #expect(slip.template.issues.first?.help == "write `</a>`: the `?` after the name is not part of it, and the `>` is missing", "\(slip.template.issues.map(\.help))")
    }

    /// `</ a>`: a blank after `</` makes a comment, so the link stays open and the next `<a>`
    /// nests in it (timwaters/mapwarper). One finding, at the `</ a>`; the nested link is its
    /// damage. Inside no element of its name it is only a comment. So with a `<` or `/` there.
    @Test func anEndTagWithABlankAfterItsSlashIsAComment() throws {
        let parsed = Parsed("<p>Give to <a href=\"/a\">Tim </ a> by PayPal: <a href=\"/b\">here</a></p>")
        #expect(parsed.damage == ["mismatchedEndTag 1:29-1:34 moves"])
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message == "`</ a>` is no end tag: with a blank after `</`, browsers read it as a comment, so it does not close the `<a>` opened on line 1; the `<a>` stays open, so what follows lands inside it (up to the `<a>` on line 1, which closes it)")
        #expect(issue.help == "write `</a>`")
        #expect(Parsed("<div>x</ b></div>").template.issues.isEmpty)
        // Closed by the paragraph's end, the link is not a second finding.
        #expect(Parsed("<p>Give <a href=\"/a\">Tim </ a> now</p>").template.issues.count == 1)
        // A `<` or `/` typed twice after `</` makes the same comment.
        let doubled = Parsed("<div>\n  <h5><%= title %></</h5>\n  <p>Body</p>\n</div>")
        #expect(doubled.issues == ["mismatchedEndTag 2:19-2:26"])
        #expect(doubled.template.issues.first?.message.hasPrefix("`</</h5>` is no end tag: with `<` after `</`, browsers read it as a comment, so it does not close the `<h5>` opened on line 2") == true)
        #expect(Parsed("<div>\n  <h5>Title<//h5>\n</div>").template.issues.first?.help == "write `</h5>`")
    }

    /// `<tdclass="w">`: one finding, at the name, naming the element and the attribute; the
    /// element's `</td>` closing nothing is part of it.
    @Test func anAttributeGluedToTheTagName() throws {
        let parsed = Parsed("<table>\n  <tr>\n    <tdclass=\"w\">Name</td>\n    <td>Value</td>\n  </tr>\n</table>")
        #expect(parsed.damage == ["gluedTagName 3:6-3:17 moves"])
        let issue = parsed.template.issues[0]
        #expect(issue.message == "the start tag `<tdclass=\"w\"` has no blank between the tag name `td` and the attribute `class=\"w\"`: browsers read `tdclass=\"w\"` as the name, so they make an element of that name, not a `<td>`, and the `class` is lost (in a table, outside a cell, they also move that element out, before the table); its `</td>` then closes no element of its own")
        #expect(issue.help == "write `<td class=\"w\">`")
        // The longest element name before it; a value with a blank; a `data-` attribute; more attributes after.
        #expect(Parsed("<spanclass=\"a b\">x</span>").template.issues.map(\.help) == ["write `<span class=\"a b\">`"])
        #expect(Parsed("<divdata-controller=\"menu\" id=\"m\"></div>").template.issues.map(\.help) == ["add the blank after the tag name: `<div data-controller=\"menu\"`"])
    }

    /// `<p><button>Choose</p>`: the button keeps the `</p>` from its `<p>`, so browsers insert an
    /// empty `<p></p>` and the button stays open, holding what follows: one finding, at the `</p>`.
    @Test func aParagraphEndTagAButtonKeepsFromItsParagraph() throws {
        let parsed = Parsed("<div class=\"row\">\n  <p><button type=\"submit\" class=\"btn\">Choose</p><br>\n  <span>after</span>\n</div>")
        #expect(parsed.damage == ["mismatchedEndTag 2:48-2:49 moves"])
        #expect(parsed.template.issues[0].message == "end tag `</p>` does not match the open element `<button>` (line 2): browsers do not look past it for the `<p>` opened on line 2, so they insert an empty `<p></p>` here; the `<button>` stays open, and the `<p>` around it, so what follows lands inside the `<button>` (from the `<br>` on line 2, up to the `</div>` on line 4)")
    }

    /// A `</div>` inside a table, lined up with the `<div>` around the table, was written for it
    /// too early: browsers ignore it, and the help moves it after the `</table>` (removing it
    /// would leave the `<div>` open). A table left open moves what follows, but for rows and
    /// cells, out in front of it.
    @Test func anEndTagATableKeepsFromItsElement() throws {
        let early = Parsed("<div class=\"wrap\">\n<table>\n  <thead><tr><th>A</th></tr></thead>\n</div>\n  <tbody><tr><td>1</td></tr></tbody>\n</table>\n</div>")
        let issue = try #require(early.template.issues.first)
        #expect(issue.message == "end tag `</div>` does not match the open element `<table>` (line 2): browsers do not look past it for the `<div>` opened on line 1, so they ignore it")
        #expect(issue.help == "move this `</div>` after the `</table>` on line 6: browsers ignore it inside the table, and removing it would leave the `<div>` on line 1 open")
        // A formatting element's end tag runs the adoption agency: browsers end the element there
        // and rebuild it inside the block around the block's content (html5lib: `<strong>Notes
        // </strong><ul><strong><li>a</li></strong></ul><br>`), so nothing stays open.
        let parsed = Parsed("<article>\n<strong>Notes\n<ul>\n  <li>a</li>\n</strong>\n</ul>\n<br>\n</article>")
        let strong = try #require(parsed.template.issues.first)
        #expect(strong.message == "end tag `</strong>` closes the `<strong>` opened on line 2 while the `<ul>` opened on line 3 is still open inside it: end tags close in the reverse order of their start tags, so browsers end the `<strong>` here and rebuild it inside the `<ul>` around what that holds; nothing lands in it after this end tag, so nothing moves")
        #expect(!strong.movesContent)
        #expect(parsed.template.issues.count == 1)
        // Not lined up with that `<div>`: only stray.
        #expect(Parsed("<div class=\"wrap\">\n  <table>\n    <tr><td>1</td></tr>\n      </div>\n  </table>\n</div>").template.issues.first?.help == "remove the stray `</div>`")
        let open = Parsed("<table>\n  <tbody><tr><td>1</td></tr></tbody>\n</tablex>\n<p>After</p>").template.issues.first
        #expect(open?.message.hasSuffix("; the `<table>` stays open, so what follows, but for rows and cells, is moved out in front of the table (from the `<p>` on line 4, to the end of the template)") == true)
    }

    /// A quoted value left open: it runs to its closing quote, or to the end of the file; with
    /// ERB output inside, a `"` that output writes (a helper's attributes) may end it first.
    @Test func aQuotedValueLeftOpenSaysWhereItMayEnd() throws {
        let prefix = "the quoted value of `class` runs past the end of its tag: "
        let never = Parsed("<div class=\"form-group\n  <label>Name</label>\n</div>").template.issues[0]
        #expect(never.message == prefix + "it never closes, so the rest of the file is part of the value")
        let later = Parsed("<div class=\"form-group\n  <label>Name</label>\n</div>\n<p class=\"x\">y</p>").template.issues[0]
        #expect(later.message == prefix + "its closing `\"` is on line 4, so the markup before it is part of the value")
        let output = Parsed("<%= form_with do |f| %>\n  <div class=\"form-group\n    <%= f.label :condition %>\n  </div>\n<% end %>").template.issues[0]
        #expect(output.message == prefix + "it ends at the next `\"` rendered: one that the ERB output on line 3 may write (`<%= f.label :condition %>`: helpers write their attributes in quotes), else none, and the rest of the file is part of the value")
        let outputThenQuote = Parsed("<div class=\"a\n  <%= link_to \"Home\", root_path, class: \"nav-link nav-link-home\" %>\n</div><p class=\"x\">y</p>").template.issues[0]
        #expect(outputThenQuote.message == prefix + "it ends at the next `\"` rendered: one that the ERB output on line 2 may write (`<%= link_to \"Home\", root_path, class…`: helpers write their attributes in quotes), else the one on line 3; the markup up to there is part of the value")
        // Rails' helpers quote with `"`, and escaped output writes no quote: a `'` is not ended by them.
        let single = Parsed("<div class='a\n  <%= f.label :name %>\n</div><p class='x'>y</p>").template.issues[0]
        #expect(single.message == prefix + "its closing `'` is on line 3, so the markup before it is part of the value")
    }

    /// `<span">`: stray quotes, commas or semicolons after an element's name make an element of
    /// another name; one finding at the name, and its `</span>` closing nothing is part of it.
    /// It moves what renders after that `</span>` inside the element, unless the element has no
    /// attribute (no style of its own), else nothing.
    @Test func strayPunctuationGluedToTheTagName() throws {
        let parsed = Parsed("<p>\n  <a href=\"/x\"><span\" class=\"name\">Name</span></a>\n  <span\" class=\"other\">Other</span> more\n  <span\">Third</span> more\n</p>")
        #expect(parsed.damage == ["gluedTagName 2:17-2:22 harmless", "gluedTagName 3:4-3:9 moves", "gluedTagName 4:4-4:9 harmless"])
        let issue = parsed.template.issues[0]
        #expect(issue.message == "the start tag `<span\"` has a stray `\"` after the tag name `span`: browsers read `span\"` as the name, so they make an element of that name, not a `<span>`; its `</span>` then closes no element of its own; the `<span\">` closes at the same place anyway, so nothing moves")
        #expect(parsed.template.issues[1].message.hasSuffix("; the `<span\">` stays open, so what follows lands inside it (from the `<span\">` on line 4, up to the `</p>` on line 5)"), "\(parsed.template.issues[1].message)")
        #expect(parsed.template.issues[2].message.hasSuffix("; an element of a name HTML does not define, without attributes, has no style of its own, so what lands inside it renders as it would outside: nothing moves"))
        #expect(issue.help == "remove the `\"` after `<span`")
        #expect(Parsed("<div><td,>x</td></div>").template.issues.map(\.kind) == [.gluedTagName])
        // Punctuation inside a name, or after a name that is no element, is not this slip.
        #expect(!Parsed("<div><x-item\">a</x-item\"></div>").template.issues.contains { $0.kind == .gluedTagName })
        #expect(!Parsed("<div><sp\"an>a</div>").template.issues.contains { $0.kind == .gluedTagName })
    }

    /// Names that are no element glued to an attribute: a custom element, text made a tag.
    @Test(arguments: ["<my-card=\"x\">a</my-card>", "<x-foo class=\"a\">b</x-foo>", "<p>1 <ID=10,length=5> 2</p>", "<a-widgetclass=\"x\">c</a-widgetclass=\"x\">"])
    func namesThatAreNotGluedAttributes(source: String) {
        #expect(!Parsed(source).template.issues.contains { $0.kind == .gluedTagName })
    }

    /// `</fieldset>` written for `</legend>`: it closes the legend and the fieldset, what follows
    /// leaves the fieldset, and the fieldset's own `</fieldset>`, lined up with its start tag,
    /// closes nothing; its finding names the first one.
    @Test func anEndTagClosingItsElementThroughAnotherIsTheCauseOfTheLaterOne() throws {
        let parsed = Parsed("<div class=\"panel\">\n  <fieldset>\n    <legend>General</fieldset>\n    <div class=\"group\"><input name=\"a\"></div>\n  </fieldset>\n</div>")
        #expect(parsed.damage == ["unclosedElement 3:6-3:12 moves", "mismatchedEndTag 5:5-5:13 harmless"])
        let left = parsed.template.issues[0]
        #expect(left.message == "`<legend>` is never closed: the `</fieldset>` on line 3 closes it and, early, the `<fieldset>` it is in (line 2), whose own `</fieldset>` is the one on line 5, so what renders on line 4 (from the `<div>` on line 4) is no longer inside the `<fieldset>`")
        #expect(left.help == "write `</legend>` for the `</fieldset>` on line 3: the `</fieldset>` on line 5 closes the `<fieldset>`")
        let stray = parsed.template.issues[1]
        #expect(stray.message == "end tag `</fieldset>` has no open `<fieldset>` to close: the `<fieldset>` opened on line 2, which it lines up with, was already closed by the `</fieldset>` on line 3, written inside the `<legend>`, so browsers ignore this one")
        #expect(stray.help == "write `</legend>` for the `</fieldset>` on line 3: this `</fieldset>` then closes the `<fieldset>`")
    }

    /// Where the later end tag cannot search past the template (an `</li>` stops at its list),
    /// it finds nothing wherever the template renders: one cause, one finding, at the end tag
    /// typed for what was open inside.
    @Test func whereTheLaterEndTagCannotLeaveTheTemplateTheFirstIsTheOnlyFinding() throws {
        let parsed = Parsed("<ol>\n  <li class=\"a\">\n    <label for=\"o\">Orientation</li>\n    <select name=\"o\"><option>1</option></select>\n  </li>\n</ol>")
        #expect(parsed.damage == ["unclosedElement 3:33-3:35 moves"])
        let issue = parsed.template.issues[0]
        #expect(issue.message == "end tag `</li>` closes the `<label>` opened on line 3 and, early, the `<li>` it is in (line 2), whose own `</li>`, on line 5, then finds nothing to close, so what renders on line 4 (from the `<select>` on line 4) is no longer inside the `<li>`")
        #expect(issue.help == "write `</label>` for this `</li>`: the `</li>` on line 5 then closes the `<li>`")
        #expect(issue.relatedRange.map(parsed.span) == "3:6-3:11")
    }

    /// The same inside the block of a helper that wraps it in markup bridgelint does not read
    /// (`f.inputs do`, uvalib/tracksys): the later end tag might close what the wrapper opened,
    /// but lined up with the element closed early it was written for that element.
    @Test func theSameInsideTheBlockOfAnUnreadWrapper() throws {
        let parsed = Parsed("<%= f.inputs \"General\" do %>\n  <li class=\"a\">\n    <label for=\"o\">Orientation</li>\n    <select name=\"o\"><option>1</option></select>\n  </li>\n<% end %>")
        #expect(parsed.damage.first == "unclosedElement 3:6-3:11 moves")
        #expect(parsed.template.issues[0].help == "write `</label>` for the `</li>` on line 3: the `</li>` on line 5 closes the `<li>`")
    }

    /// Any end tag that pops several elements: `</div>` over an open `<span>` and `<label>`; with
    /// nothing rendering before the element's own end tag, nothing moves. A formatting element
    /// left open (`<b>`) is rebuilt at the next text: its own finding says so.
    @Test func theSameForAnyEndTagPoppingSeveralElements() throws {
        let moves = Parsed("<section>\n  <div class=\"card\">\n    <span><label>Title</div>\n    <p>Body</p>\n  </div>\n</section>")
        #expect(moves.damage == ["unclosedElement 3:12-3:17 moves", "mismatchedEndTag 5:5-5:8 harmless"])
        #expect(moves.template.issues[0].help == "write `</label></span>` for the `</div>` on line 3: the `</div>` on line 5 closes the `<div>`")
        let rebuilt = Parsed("<section>\n  <div class=\"card\">\n    <span><b>Title</div>\n    <p>Body</p>\n  </div>\n</section>")
        #expect(!rebuilt.template.issues.contains { $0.message.contains("lines up with") })
        let still = Parsed("<section>\n  <div class=\"card\">\n    <span>Title</div>\n  </div>\n</section>")
        #expect(still.damage == ["unclosedElement 3:6-3:10 harmless", "mismatchedEndTag 4:5-4:8 harmless"])
        #expect(still.template.issues[0].message.hasSuffix("whose own `</div>` is the one on line 4; nothing renders between the two, so nothing moves"))
    }

    /// Without a later end tag of its name lined up with the element, the end tag closed it where
    /// it was written: the finding stays about the element left open.
    @Test func withoutALaterEndTagOfItsNameTheFindingStands() throws {
        let parsed = Parsed("<fieldset>\n  <legend>General</fieldset>\n<p>after</p>")
        #expect(parsed.damage == ["unclosedElement 2:4-2:10 harmless"])
        #expect(parsed.template.issues[0].message.hasPrefix("`<legend>` is never closed: `</fieldset>` on line 2 closes it implicitly"))
        // An end tag at the element's own indentation is its own; a later one is one too many.
        let own = Parsed("<div class=\"a\">\n  <div>\n    <span>x\n  </div>\n  </div>")
        #expect(!own.template.issues.contains { $0.message.contains("lines up with") })
    }

    /// `<form>` directly in a table: inserted there and closed at once, empty; the rows after it
    /// are the table's. Its `</form>` only ends the fields' association: no finding of its own.
    /// A warning, unless the form holds a Stimulus controller, whose scope then misses its fields.
    @Test func aFormDirectlyInATable() throws {
        let parsed = Parsed("<table>\n  <form action=\"/s\">\n    <tr><td><input name=\"q\"></td></tr>\n  </form>\n</table>")
        #expect(parsed.tree == "table(form tbody(tr(td(input))))")
        #expect(parsed.damage == ["invalidNesting 2:4-2:8 harmless"])
        #expect(parsed.template.issues[0].message == "this `<form>` stands directly in the `<table>` opened on line 1, outside a cell: browsers insert it there and close it at once, empty. The fields that follow still belong to it (the parser associates each one with the form, up to its `</form>` on line 4), so they submit with it, but they are not inside the form element: CSS such as `form input`, `form.querySelectorAll(…)` and `field.closest(\"form\")` do not find them")
        let controlled = Parsed("<table>\n  <tr>\n  <form data-controller=\"search\">\n    <td><input name=\"q\"></td>\n  </tr>\n</table>\n</form>")
        #expect(controlled.damage == ["invalidNesting 3:4-3:8 moves"])
        #expect(controlled.template.issues[0].message.hasSuffix("and the form's `data-controller` does not hold them: its targets and actions among them are not connected"))
        // In a cell it is an ordinary form.
        #expect(Parsed("<table><tr><td><form action=\"/s\"><input name=\"q\"></form></td></tr></table>").damage == [])
    }

    /// A form helper's block right in a table: the same finding, at the helper; the `</table>`
    /// in its block, closing the table around it, is part of it.
    @Test func aFormHelperBlockDirectlyInATable() throws {
        let parsed = Parsed("<div>\n  <table>\n  <%= form_for @report, url: \"/r\" do |f| %>\n    <tr><td><%= f.text_field :name %></td></tr>\n  </table>\n  <% end %>\n</div>")
        #expect(parsed.damage == ["invalidNesting 3:7-3:15 harmless"])
        #expect(parsed.template.issues[0].message.hasPrefix("the `<form>` that `form_for` renders here stands directly in the `<table>` opened on line 2, outside a cell"))
        #expect(parsed.template.issues[0].message.contains("(the parser associates each one with the form, up to the `</form>` its `<% end %>` writes on line 6)"))
    }
}
