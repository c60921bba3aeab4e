import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// What each structure mistake does to the page (`ParseIssue.movesContent`): the tree browsers
/// build against the one the source's end tags, and its indentation where that is the only
/// evidence, intend. One cause gets one finding.
@Suite struct StructureDamageTests {
    /// The help says what fixes it: only a stray `</p>` makes an element; a `/>` that its own end
    /// tag makes harmless is removed, not turned into an empty element.
    @Test(arguments: [
        ("<dl><dd class=\"x\">a<dd>b</dd></dd></dl>", "browsers ignore this end tag: remove it"),
        ("<div><p>Intro\n<ul><li>a</li></ul>\n</p></div>", "browsers add an empty `<p></p>` here; use a `<div>` instead of the `<p>`, or move the `<ul>` out of it"),
        ("<p><a href=\"/x\" />here</a></p>", "remove the `/`: the `</a>` on line 1 closes the `<a>`"),
        ("<div><i class=\"icon\" /> Starred</div>", "write `<i></i>`"),
        ("<div class=\"a\">\n  <div class=\"b\" />\n    <span>x</span>\n  </div>\n</div>", "remove the `/`: the `</div>` on line 4 closes the `<div>`"),
    ])
    func helpSaysWhatFixesIt(source: String, help: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.help == help)
    }

    /// An end tag that closes nothing (a leftover `</b>`, a typo `</spna>`) offers to close the
    /// open element only where nothing closes that element later with its own end tag; where its
    /// end tag follows, the only fix is removing the stray one.
    @Test(arguments: [
        ("<p>text</b></p>", "remove the stray `</b>`"),
        ("<div>\n  <p>text</b> and more</p>\n</div>", "remove the stray `</b>`"),
        ("<span>x</spna></span>", "remove the stray `</spna>`"),
        ("<section><i>x</i></b></li></section>", "remove the stray `</b>` (and the ones after it)"),
        ("<div><p>text</b>\n</div>", "close `<p>` with `</p>`, or remove the stray `</b>`"),
        ("<div><span>x</spna>\n</div>", "close `<span>` with `</span>`, or remove the stray `</spna>`"),
        ("<section><i>x</i></b></li>", "close `<section>` with `</section>`, or remove the stray `</b>` (and the ones after it)"),
        // A `</p>` for another paragraph does not close this one.
        ("<div><span>a</b><p>b</p></div>", "close `<span>` with `</span>`, or remove the stray `</b>`"),
        // Another heading's end tag closes a heading; where the heading's own end tag follows,
        // that one is ignored, and removing the wrong one is the whole fix.
        ("<div><h3>Title</h2></h3></div>", "remove the `</h2>`: the `</h3>` after it closes the `<h3>`"),
        ("<h4 class=\"t\">Title</h1>\n</h4>\n<p>x</p>", "remove the `</h1>`: the `</h4>` after it closes the `<h4>`"),
        // Markup between the two: removing the wrong one would pull it into the heading.
        ("<div><h3>Title</h2><p>x</p></h3></div>", "write `</h3>` for the `</h2>` and remove the `</h3>` on line 1, which then closes nothing"),
        ("<h3>Title</h2> and more\n</h3>", "write `</h3>` for the `</h2>` and remove the `</h3>` on line 2, which then closes nothing"),
        ("<div><h3>Title</h2><p>x</p></div>", "close `<h3>` with `</h3>`"),
        ("<h3>a</h2><h3>b</h3>", "close `<h3>` with `</h3>`"),
    ])
    func strayEndTagHelpOffersClosingOnlyWhatStaysUnclosed(source: String, help: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.help == help)
    }

    /// A run of stray end tags for the same open element (a pasted fragment's leftover
    /// `</span></li></ul>`) is one slip: one finding, which names the rest.
    @Test func aRunOfStrayEndTagsIsOneFinding() throws {
        let parsed = Parsed("<div><bdt class=\"c\"><span>a</span></span>\n </li></ul><p>b</p></div>\n<div><i>x</i></b></div>")
        #expect(parsed.template.issues.map { parsed.span($0.range) } == ["1:37-1:41", "3:16-3:17"])
        let first = try #require(parsed.template.issues.first)
        #expect(first.message.hasSuffix("(it does not close the `<bdt>` opened on line 1); the 2 end tags right after it (`</li>`, `</ul>`) close nothing either; the `<bdt>` stays open, so what follows lands inside it (from the `<p>` on line 2, up to the `</div>` on line 2)"))
        // Markup between two stray end tags ends the run.
        #expect(Parsed("<div><bdt><span>a</span></span>b</li></div>").template.issues.count == 2)
    }

    /// An end tag closing an element right before that element's own end tag is a swap, unless the
    /// source shows that `</div>` inside the `<div>` it closed and that `<div>`'s own `</div>` later,
    /// at its indentation, finding nothing: then that `</div>` is one too many, also closes the
    /// `<div>` around the section early, what follows leaves it, and the later `</div>` meant for
    /// it is part of the same finding.
    @Test func anExtraEndTagBeforeAnotherIsNoSwap() throws {
        let extra = Parsed("<div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n  <p>after</p>\n</div>")
        #expect(extra.damage == ["unclosedElement 2:4-2:11 moves"])
        let issue = try #require(extra.template.issues.first)
        #expect(issue.message.hasSuffix("and the `</section>` right after it closes nothing: that `</div>` is indented inside the `<div>` opened on line 1, whose own `</div>` is on line 6, so it is one too many and also closes that `<div>`, and what follows leaves it"))
        #expect(issue.help == "remove the extra `</div>` (line 3) and keep the `</section>`")
        // Where a branch or a loop leaves a `<div>` open for the last `</div>`, that one finds
        // something to close: a swap.
        let unbalanced = Parsed("<div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n  <% if a %><div class=\"x\"><% end %>\n</div>")
        #expect(unbalanced.template.issues.first?.help == "swap `</div>` and `</section>`")
        let looped = Parsed("<div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n  <% items.each do |i| %><div><%= i %><% end %>\n</div>")
        #expect(looped.template.issues.first?.help == "swap `</div>` and `</section>`")
        let swapped = Parsed("<table><tr>\n  <th>\n    <div class=\"end\">\n      a</th>\n    </div>\n</tr></table>")
        #expect(swapped.template.issues.map(\.help) == ["swap `</th>` and `</div>`"])
        // Its content flush with its start tag is no sign that it was meant to end earlier: the
        // swapped end tag says where (a users table's phone link), and nothing moves.
        let flush = Parsed("<table><tr>\n  <td>\n    <a href=\"/u\">\n    <%= phone %></td>\n    </a>\n  </td>\n</tr></table>")
        #expect(flush.damage.first == "unclosedElement 3:6-3:7 harmless")
        #expect(flush.template.issues.first?.message.hasSuffix("(the two end tags are swapped); the `<a>` closes at the same place anyway, so nothing moves") == true)
    }

    /// A list item written flush with its unclosed list is still inside it (only the list can
    /// hold it): the list closes at the outer end tag where its own would have; another element
    /// flush with it is where the source shows the list ended (olook's side menu).
    @Test(arguments: [
        ("<section>\n  <dl>\n    <dd>a</dd>\n  <dt>b</dt>\n    <dd>c</dd>\n</section>", "harmless"),
        ("<fieldset>\n  <ol>\n    <li>a</li>\n  <li>b</li>\n</fieldset>", "harmless"),
        ("<section>\n  <ul>\n    <li>a</li>\n  <p>after</p>\n</section>", "moves"),
    ])
    func aListItemFlushWithItsListIsInsideIt(source: String, effect: String) {
        let parsed = Parsed(source)
        #expect(parsed.damage.first?.hasSuffix(effect) == true, "\(parsed.damage)")
    }

    /// The element's own end tag right after it, lined up with its start tag, shows an end tag
    /// too many on a line of its own; that one also closes the `<div>` further out, indented less
    /// deep, whose content after it then leaves it, even where a leftover end tag in between
    /// keeps the later `</div>` from confirming it (tokoo's home page, where the home
    /// controller's `<div>` lost the rest of the page).
    @Test func anExtraEndTagOnItsOwnLineAlsoClosesTheOuterElement() throws {
        let parsed = Parsed("<div data-controller=\"home\">\n  <section class=\"s\">\n    <div>a</div>\n    </div>\n  </section>\n  <p>after</p>\n      </div>\n</div>")
        #expect(parsed.damage.first == "unclosedElement 2:4-2:11 moves")
        let issue = try #require(parsed.template.issues.first)
        // Its own `</div>`, lined up with it, then closes nothing: one cause, said in this finding.
        #expect(issue.message.hasSuffix("so the `</div>` on line 4, indented inside it, is one too many, and it also closes the `<div>` opened on line 1 (whose own `</div>`, on line 8, then closes nothing), and what follows leaves it"))
        #expect(parsed.issues.filter { $0.hasPrefix("mismatchedEndTag 8:") }.isEmpty, "\(parsed.issues)")
        // With only end tags after it, nothing leaves the outer element.
        let empty = Parsed("<div class=\"page\">\n  <section class=\"s\">\n    <div>a</div>\n    </div>\n  </section>\n      </div>\n</div>")
        #expect(empty.damage.first == "unclosedElement 2:4-2:11 harmless")
    }

    /// The own end tag of the element an extra end tag closed early is found by the parser as it
    /// goes: balanced conditionals and loops in between, a `content_for` block or a branch around
    /// both end tags, change nothing.
    @Test(arguments: [
        // A branch with no `<div>` of its own.
        "<div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n  <% if a %><p>after</p><% end %>\n</div>",
        // Each branch opens the same `<div>`, closed after the `end`.
        "<div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n  <% if a %><div class=\"a\"><% else %><div class=\"b\"><% end %>x</div>\n  <p>after</p>\n</div>",
        // A loop whose body is balanced, and the extra end tag inside a `content_for` block.
        "<% content_for :main do %><div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n  <% items.each do |i| %><div><%= i %></div><% end %>\n</div><% end %>",
        // The extra end tag inside one branch of an `if`; the other branch is unbalanced.
        "<% if a %><div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n  <p>after</p>\n</div><% else %><div><% end %>",
    ])
    func anExtraEndTagIsFoundOnEveryPath(source: String) throws {
        let parsed = Parsed(source)
        let issue = try #require(parsed.template.issues.first)
        #expect(parsed.damage == ["unclosedElement 2:4-2:11 moves"])
        #expect(issue.message.contains("that `</div>` is indented inside the `<div>` opened on line 1, whose own `</div>` is on line "))
        #expect(issue.message.hasSuffix(", so it is one too many and also closes that `<div>`, and what follows leaves it"))
        #expect(issue.help == "remove the extra `</div>` (line 3) and keep the `</section>`")
    }

    /// An extra end tag followed only by end tags up to the one that then finds nothing to close:
    /// the outer element closes early, but nothing lands outside it.
    @Test func anExtraEndTagThatMovesNothingIsAWarning() throws {
        let parsed = Parsed("<%= content_for :page do %>\n<div class=\"outer\">\n  <div class=\"page\">\n    <main>\n      <div>a</div>\n      </div>\n    </main>\n  </div>\n</div>\n<% end %>")
        #expect(parsed.damage == ["unclosedElement 4:6-4:10 harmless"])
        #expect(parsed.template.issues.first?.message.hasSuffix("whose own `</div>` is on line 8, so it is one too many and also closes that `<div>`; nothing renders between it and the `</div>` on line 9, which then finds nothing to close, so nothing moves") == true)
    }

    /// Whether the first of two end tags is one too many comes from the parser's stack and the
    /// source, not from counting tags over the file: on a Termly page (long lines of `<span>` and
    /// `<bdt>`), `<span><bdt></span></bdt>` is a swap of the span's own end tag even where the
    /// file has more `</span>` than `<span>` for reasons elsewhere; that stray `</span>` is a
    /// finding of its own.
    @Test(arguments: [
        "<div>\n<div class=\"a\"><span class=\"x\"><bdt class=\"b\"></span></bdt></div>\n<p>after</p>\n</span></div>",
        // The `<span>` closed begins a line, the stray `</span>` too, at its indentation, but the
        // `</span>` that closed it is on its line, not indented inside it.
        "<div>\n<span class=\"x\"><bdt class=\"b\">a</span></bdt>\n<p>after</p>\n</span></div>",
    ])
    func aSwapOnOneLineIsNoExtraEndTagWhateverTheCounts(source: String) throws {
        let parsed = Parsed(source)
        let swap = try #require(parsed.template.issues.first)
        #expect(swap.message.hasSuffix("closes it implicitly, and the `</bdt>` right after it closes nothing (the two end tags are swapped); the `<bdt>` closes at the same place anyway, so nothing moves"))
        #expect(swap.help == "swap `</span>` and `</bdt>`")
        #expect(!swap.movesContent)
        #expect(parsed.template.issues.count == 2)
        #expect(parsed.template.issues.last?.message.hasPrefix("end tag `</span>` has no open `<span>` to close: browsers ignore it") == true)
    }

    /// The Termly shape: a long single-line run of nested unknown elements and spans, in a page
    /// with one `</span>` too many elsewhere, and every `</span>` in the run its span's own.
    @Test func aTermlyRunOfSwappedEndTagsSaysSwapped() throws {
        let source = "<div class=\"body\">\n<div class=\"block\"><span style=\"font-size: 15px;\"><bdt class=\"block-component\"><span>Who we are</span></bdt></span>"
            + "<span><bdt class=\"question\"><strong>Contact</strong></span></bdt><span data-custom-class=\"body_text\"><bdt class=\"else-block\"></bdt></span></div>\n"
            + "<p>More</p>\n</span>\n</div>\n"
        let parsed = Parsed(source)
        #expect(parsed.template.issues.map(\.message) == [
            // On a line too long for its number alone, a place names its column too.
            "`<bdt>` is never closed: `</span>` on line 2, column 168 closes it implicitly, and the `</bdt>` right after it closes nothing (the two end tags are swapped); the `<bdt>` closes at the same place anyway, so nothing moves",
            "end tag `</span>` has no open `<span>` to close: browsers ignore it (it does not close the `<div>` opened on line 1)",
        ])
        #expect(parsed.template.issues.map(\.movesContent) == [false, false])
    }

    /// Two formatting elements closed in the wrong order (`<strong><em>x</strong></em>`): the
    /// `</em>` ends the `<em>` browsers would otherwise rebuild, so nothing moves, and the help
    /// says to swap them, not to add an `</em>` that is already there.
    @Test func swappedEndTagsOfFormattingElementsSaySwap() throws {
        let issue = try #require(Parsed("<h1 class=\"t\"><strong><em>Are you alone?</strong></em></h1>\n").template.issues.first)
        #expect(issue.message == "`<em>` is never closed: `</strong>` on line 1 closes it implicitly, and the `</em>` right after it closes nothing (the two end tags are swapped); the `<em>` closes at the same place anyway, so nothing moves")
        #expect(issue.help == "swap `</strong>` and `</em>`")
        #expect(!issue.movesContent)
    }

    /// One end tag swapped with another, `<a><b></a></b>`, names both; one with no start tag it
    /// could belong to, written inside the element of its name that it closes early, is the extra one.
    @Test func aSwapAndAnExtraEndTagSayWhichTheyAre() throws {
        let swap = try #require(Parsed("<section class=\"a\">\n  <div class=\"b\">x</section>\n</div>\n").template.issues.first)
        #expect(swap.message == "`<div>` is never closed: `</section>` on line 2 closes it implicitly, and the `</div>` right after it closes nothing (the two end tags are swapped); the `<div>` closes at the same place anyway, so nothing moves")
        #expect(swap.help == "swap `</section>` and `</div>`")
        let extra = try #require(Parsed("<div class=\"page\">\n  <section class=\"intro\">\n    <div>Welcome</div></div>\n  </section>\n  <p>More</p>\n</div>\n").template.issues.first)
        #expect(extra.message == "`<section>` is never closed: `</div>` on line 3 closes it implicitly, and the `</section>` right after it closes nothing: that `</div>` is indented inside the `<div>` opened on line 1, whose own `</div>` is on line 6, so it is one too many and also closes that `<div>`, and what follows leaves it")
        #expect(extra.help == "remove the extra `</div>` (line 3) and keep the `</section>`")
        #expect(extra.movesContent)
    }

    /// A block a helper renders (`form_tag`'s `<form>`, `content_tag :div`) closes an open `<p>`
    /// as its start tag written out would: `<p/>` before it holds nothing, and a `</p>` after it
    /// finds no paragraph open.
    @Test func aHelpersBlockElementClosesAnOpenParagraph() throws {
        let written = Parsed("<div>\n  <p/>\n  <form action=\"/u\"><input name=\"a\"></form>\n</div>")
        let helper = Parsed("<div>\n  <p/>\n  <%= form_tag \"/u\" do %><input name=\"a\"><% end %>\n</div>")
        #expect(written.damage == ["invalidNesting 2:5-2:7 harmless"])
        #expect(helper.damage == written.damage)
        #expect(helper.tree == "div(p form(input))")
        // The `</form>` its `<% end %>` writes generates implied end tags: a `<p>` left last in
        // the form ends there, as a written `</form>` ends it.
        let closing = Parsed("<div>\n  <%= form_tag \"/u\" do %>\n    <input name=\"a\">\n    <p/>\n  <% end %>\n  <span>after</span>\n</div>")
        #expect(closing.tree == "div(form(input p) span)")
        #expect(closing.tree == Parsed("<div>\n  <form action=\"/u\">\n    <input name=\"a\">\n    <p/>\n  </form>\n  <span>after</span>\n</div>").tree)
        let inline = Parsed("<p>Intro <%= content_tag :div, \"box\" %> tail</p>")
        #expect(inline.tree == "p div p")
    }

    /// `<li/>Tea` and `<p/>Intro`: the `/` is ignored, and an element whose end tag may be
    /// omitted holds what follows up to where that end tag may be left out (the next `<li>`, a
    /// block, the end of the element around it): the tree the source shows, a warning.
    @Test func aSelfClosedElementWhoseEndTagMayBeOmittedMovesNothingWhereItWouldEnd() throws {
        let list = Parsed("<ul>\n  <li/>Tea\n  <li/>Milk\n</ul>")
        #expect(list.tree == "ul(li li)")
        #expect(list.damage == ["invalidNesting 2:6-2:8 harmless", "invalidNesting 3:6-3:8 harmless"])
        #expect(list.template.issues.first?.message.contains("holds what follows up to where its optional end tag may be left out (the `<li>` on line 3)") == true)
        #expect(list.template.issues.last?.message.contains("(the `</ul>` on line 4 that ends the element around it)") == true)
        let paragraphs = Parsed("<div>\n  <p/>Searches are <b>case-insensitive</b>.\n  <p/>Wildcards work.\n  <ul><li>x</li></ul>\n</div>")
        #expect(paragraphs.damage == ["invalidNesting 2:5-2:7 harmless", "invalidNesting 3:5-3:7 harmless"])
        // A `<div />` has no optional end tag: holding what follows is damage.
        let div = Parsed("<section>\n  <div/>Text\n</section>")
        #expect(div.damage == ["invalidNesting 2:7-2:9 moves"])
        // Where the element around it ends, even when an end tag meant for one further out
        // ends both, it holds what an omitted end tag would; open to the end, all that follows.
        let past = Parsed("<section><div>\n  <p/>Text\n</section>")
        #expect(past.damage.last == "invalidNesting 2:5-2:7 harmless")
        let open = Parsed("<p/>Text <b>bold</b>")
        #expect(open.damage == ["invalidNesting 1:3-1:5 moves"])
    }

    /// `<h4>Title</span>`: the stray end tag leaves the heading open, and the finding says what
    /// lands inside it, from where and up to which end tag.
    @Test func aStrayEndTagThatLeavesItsElementOpenSaysWhatLandsInside() throws {
        let parsed = Parsed("<div class=\"setting\">\n  <h4>Boards</span>\n  <table><tr><td>x</td></tr></table>\n</div>")
        #expect(parsed.damage == ["mismatchedEndTag 2:15-2:19 moves"])
        #expect(parsed.template.issues.first?.message.hasSuffix("; the `<h4>` stays open, so what follows lands inside it (from the `<table>` on line 3, up to the `</div>` on line 4)") == true)
        // In a `content_for` block, only the rest of the block lands in it, where its region is read.
        let sidebar = Parsed("<% content_for :sidebar do %>\n  <h4>Back</span>\n  <ul><li>x</li></ul>\n<% end %>\n<div class=\"main\">Main</div>")
        #expect(sidebar.template.issues.first?.message.hasSuffix("lands inside it (from the `<ul>` on line 3, to the end of the `content_for` block on line 4, where its region is read)") == true)
        // Nothing renders after it in the block: what follows the block renders elsewhere.
        let alone = Parsed("<% content_for :sidebar do %>\n  <h4>Back</span>\n<% end %>\n<div class=\"main\">Main</div>")
        #expect(alone.damage == ["mismatchedEndTag 2:13-2:17 harmless"])
    }

    /// An element whose end tag may be omitted, left open where ERB output renders next: the
    /// output may begin with a start tag that ends it (`attribute_to_html` writing the next
    /// `<dt>`, UCLALibrary/californica), so nothing is proven to land inside it. A helper whose
    /// element is known begins with that element: a link lands in a `<dt>`, a `<dt>` or a block
    /// after a `<p>` ends it.
    @Test func anOptionalEndTagElementLeftOpenBeforeERBOutputIsNotProvenToHoldIt() throws {
        let list = Parsed("<dl>\n  <dt>\n    <span>Related</span>\n  <dt>\n  </dd>\n  <%= presenter.attribute_to_html(:related, html_dl: true) %>\n</dl>")
        #expect(list.damage == ["mismatchedEndTag 5:5-5:7 harmless"])
        #expect(list.template.issues.first?.message.hasSuffix("; the `<dt>` stays open, and what renders next is the ERB output on line 6: if it begins with a start tag that ends a `<dt>` (as its end tag may be left out), nothing lands inside it") == true)
        let link = Parsed("<dl>\n  <dt>\n    <span>Related</span>\n  <dt>\n  </dd>\n  <%= link_to \"More\", more_path %>\n</dl>")
        #expect(link.damage == ["mismatchedEndTag 5:5-5:7 moves"])
        #expect(TreeBuilder.startTag("div", mayEnd: "p") && !TreeBuilder.startTag("a", mayEnd: "dt") && TreeBuilder.startTag("dd", mayEnd: "dt"))
    }

    /// `<a … />` in an `else` branch: the tree follows the first branch, but on the `else`
    /// path the link is still open after the `<% end %>`, so what renders there lands in it
    /// (umd-lib/personnel-request-budgeting). Nothing rendering there before the element
    /// around it ends, or a tag that ends it first: nothing moves.
    @Test func anElementALaterBranchLeavesOpenHoldsWhatFollowsTheBlock() throws {
        let moves = Parsed("<div>\n  <% if parent %>\n    <%= link_to parent.name, parent %>\n  <% else %>\n    <a href=\"#\" id=\"parent_link\" />\n  <% end %>\n  <%= f.hidden_field :parent_id %>\n</div>")
        #expect(moves.damage == ["invalidNesting 5:34-5:36 moves"])
        #expect(moves.template.issues.first?.message.hasSuffix("so it stays open: on the path through this branch, what renders after the `<% end %>` on line 6 lands inside it (and past the end of the element around it: browsers rebuild it at the next text)") == true)
        let block = Parsed("<div>\n  <% if a %>\n    <b>x</b>\n  <% else %>\n    <div class=\"y\" />\n  <% end %>\n  <p>Later</p>\n</div>")
        #expect(block.template.issues.first?.message.hasSuffix("lands inside it up to the `</div>` on line 8") == true)
        let harmless = Parsed("<div>\n  <% if a %>\n    <b>x</b>\n  <% else %>\n    <div class=\"y\" />\n  <% end %>\n</div>")
        #expect(harmless.damage == ["invalidNesting 5:20-5:22 harmless"])
        // The next cell ends a cell at once (projectcypress/cypress).
        let cell = Parsed("<table><tr>\n  <% if a %>\n    <td>x</td>\n  <% else %>\n    <td/>\n  <% end %>\n  <td class=\"more\">y</td>\n</tr></table>")
        #expect(cell.damage == ["invalidNesting 5:8-5:10 harmless"])
    }

    /// A legend's start tag written again, lined up with it, where `</legend>` was meant
    /// (bitzesty/funding-frontend): the finding names both and the line to fix. Divs lined up
    /// in a flush template may nest: no such claim.
    @Test func aStartTagLinedUpWithAnOpenOneOfItsNameWasMeantAsItsEndTag() throws {
        let legend = Parsed("<fieldset>\n    <legend class=\"l\">\n      <h1>Title</h1>\n    <legend class=\"l\">\n    <div class=\"body\">\n      <p>Text</p>\n    </div>\n</fieldset>")
        #expect(legend.damage == ["unclosedElement 4:6-4:12 moves"])
        #expect(legend.template.issues.first?.message.hasSuffix("with the `<legend>` opened on line 2 around it, which it lines up with: written where that one's `</legend>` was meant, it opens a second `<legend>` inside the first, so what follows lands inside both") == true)
        #expect(legend.template.issues.first?.help == "write `</legend>` on line 4 instead of a second `<legend>` start tag")
        let divs = Parsed("<section>\n<div class=\"a\">\n<div class=\"b\">\n<p>Text</p>\n</section>")
        #expect(divs.template.issues.allSatisfy { $0.help == "add `</div>` where the element ends" })
    }

    /// A bare `<table>` in a table, outside any cell, typed for `</table>` (18F/dolores-landingham-bot):
    /// browsers close the table there and open a new, empty one, which bounds the search of
    /// the end tags after it; those are this finding's consequence, not findings of their own.
    /// One followed by rows starts a table of its own.
    @Test func aBareTableStartTagInATableIsTypedForItsEndTag() throws {
        let openToEnd = Parsed("<section>\n  <table>\n    <tr><td>a</td></tr>\n  <table>\n  <label>None.</label>\n</section>")
        #expect(openToEnd.damage == ["invalidNesting 4:4-4:9 moves"])
        #expect(openToEnd.template.issues.first?.help == "write `</table>`")
        #expect(openToEnd.template.issues.first?.message.hasSuffix("; no `</table>` follows to close the new table, so the end tags of the elements around it find nothing, and those elements stay open past the template's end") == true)
        let closed = Parsed("<div>\n  <table>\n    <tr><td>a</td></tr>\n  <table>\n</table>\n</div>")
        #expect(closed.damage == ["invalidNesting 4:4-4:9 harmless"])
        let ignoring = Parsed("<div>\n  <table>\n    <tr><td>a</td></tr>\n  <table>\n</div>\n<table class=\"x\"><tr><td>b</td></tr></table>")
        #expect(ignoring.template.issues.first?.message.hasSuffix("the `<table>` on line 6 closes the new table, so the `</div>` on line 5 finds nothing (a table bounds its search) and its element holds what follows") == true)
        #expect(ignoring.issues.count == 1)
        #expect(Parsed("<table>\n  <tr><td>a</td></tr>\n  <table class=\"inner\"><tr><td>b</td></tr></table>\n</table>").damage.allSatisfy { !$0.hasPrefix("invalidNesting 3:") })
        // An end tag whose element is open nowhere is stray anyway: a finding of its own.
        let stray = Parsed("<section>\n  <table>\n    <tr><td>a</td></tr>\n  <table>\n  <ul><a>x</a></li></ul>\n</section>")
        #expect(stray.issues.count == 2)
        // Rows after it: a second table, the first one's `</table>` left out; no typo.
        #expect(Parsed("<div>\n<table>\n  <tr><td>a</td></tr>\n<table>\n  <tr><td><div>b</div></td></tr>\n</table>\n</div>").damage.allSatisfy { !$0.hasPrefix("invalidNesting 4:") })
    }

    /// An `<input>` start tag (written, or a field helper's) ends an open `<select>`, and a
    /// `<select>` start tag in a select acts as `</select>` and makes no element: a `<select />`
    /// before the form's submit button holds nothing, and a bare `<select>` typed for
    /// `</select>` closes the select where it was meant to.
    @Test func inputAndSelectStartTagsEndAnOpenSelect() throws {
        let written = Parsed("<form>\n  <select name=\"list\" data-controller=\"lists\" />\n  <input type=\"submit\">\n</form>")
        #expect(written.tree == "form(select input)")
        #expect(written.damage == ["invalidNesting 2:47-2:49 harmless"])
        let helper = Parsed("<%= form_with url: \"/l\" do |f| %>\n  <select name=\"list\" />\n  <%= f.submit \"Add\" %>\n<% end %>")
        #expect(helper.damage == ["invalidNesting 2:23-2:25 harmless"])
        #expect(helper.template.issues.first?.message.hasSuffix("here what follows closes it before anything lands inside, so nothing moves") == true)
        let typo = Parsed("<div>\n  <select name=\"c\">\n    <option>a</option>\n  <select>\n</div>")
        #expect(typo.tree == "div(select(option))")
        #expect(typo.damage == ["invalidNesting 4:4-4:10 harmless"])
        #expect(typo.template.issues.first?.message == "`<select>` inside the `<select>` opened on line 2: browsers read it as `</select>` (a select cannot hold another) and make no element of it; it looks like a typo for `</select>`, which closes the select at the same place, so nothing moves")
        let nested = Parsed("<div>\n  <select name=\"c\">\n    <select name=\"d\"><option>a</option></select>\n  </select>\n</div>")
        #expect(nested.damage == ["invalidNesting 3:6-3:12 moves"])
    }

    /// Messages say what the tag written does: the `/>` wording only where a `/>` is written; a
    /// heading that a slip already reported left open is that finding's cause, not a second
    /// one where a later heading closes it; an `<iframe />` holds what follows as text.
    @Test func messagesSayWhatTheTagDoes() throws {
        let heading = try #require(Parsed("<h1>Title<h1>More</h1>").template.issues.first)
        #expect(heading.message == "`<h1>` inside the `<h1>` opened on line 1: headings cannot nest, so browsers close the `<h1>` here")
        let leftOpen = Parsed("<h2>Search</p>\n<div class=\"row\">x</div>\n<h2>How to search?</h2>")
        #expect(leftOpen.template.issues.map { "\($0.kind) \(leftOpen.span($0.range))" } == ["mismatchedEndTag 1:13-1:14"])
        let frame = try #require(Parsed("<section>\n  <iframe src=\"/jobs\" />\n<% x = 1 %>\n").template.issues.first)
        #expect(frame.message == "`<iframe />` is a start tag (`/>` closes only void elements, such as `<br>` and `<input>`, and SVG): the browser ignores the `/`, and the content of an `<iframe>` is text, not markup, so everything after it up to an `</iframe>` (none follows in this template: to the end of the page) becomes its text; here nothing that renders follows it in this template")
    }

    /// `<textarea … />` then its value and its own `</textarea>`: the value is its text, as the
    /// source means, so nothing moves; markup written there is never built.
    @Test func aTextAreaWrittenWithSlashHoldsItsValue() throws {
        let value = Parsed("<form>\n  <textarea name=\"x\" /><%= @value %> and text</textarea>\n</form>")
        #expect(value.damage == ["invalidNesting 2:22-2:24 harmless"])
        #expect(value.template.issues.first?.message.hasSuffix("and its own `</textarea>` on line 2 closes it, so nothing moves") == true)
        let markup = Parsed("<form>\n  <textarea name=\"y\" /><p>Hi</p></textarea>\n</form>")
        #expect(markup.damage.first?.hasSuffix("moves") == true)
        #expect(markup.template.issues.first?.message.hasSuffix("what is written there is never built") == true)
    }

    /// An element a loop's body opens and a stray end tag meant for it leaves open stays open past
    /// the loop's end: each later iteration nests inside the one before (an error), though a
    /// `</div>` after the loop closes the last one. An `<li>` is closed by the next one.
    @Test func anElementLeftOpenInALoopNestsTheNextIteration() throws {
        let parsed = Parsed("<div class=\"roster\">\n  <% units.each do |unit| %>\n    <div class=\"unit\">\n      <%= unit.name %>\n    </unit>\n  <% end %>\n</div>")
        #expect(parsed.damage == ["mismatchedEndTag 5:7-5:11 moves"])
        #expect(parsed.template.issues.first?.message.hasSuffix("; the `<div>` is opened in the body of the loop on line 2, which leaves it open, so each later iteration's markup nests inside the one before") == true)
        let once = Parsed("<div class=\"roster\">\n    <div class=\"unit\">\n      <%= unit.name %>\n    </unit>\n</div>")
        #expect(once.damage == ["mismatchedEndTag 4:7-4:11 harmless"])
        let items = Parsed("<ul>\n  <% units.each do |unit| %>\n    <li><%= unit.name %></unit>\n  <% end %>\n</ul>")
        #expect(items.damage == ["mismatchedEndTag 3:27-3:31 harmless"])
    }

    /// `</form>` with an element still open inside the form takes only the form off the stack
    /// (HTML's "form" end tag steps): it closes nothing else, so the finding never says it closes
    /// the element. It says where the element really ends and what lands in it, a second form
    /// included; when nothing renders there, that nothing moves.
    @Test func anEndTagOfAFormDoesNotCloseWhatIsOpenInsideIt() throws {
        let crossing = Parsed("<form action=\"/a\">\n  <div class=\"row\">\n    <input name=\"a\">\n</form>\n<form action=\"/b\">\n  <input name=\"b\">\n</form>\n  </div>")
        #expect(crossing.tree == "form(div(input form(input)))")
        #expect(crossing.damage == ["unclosedElement 2:4-2:7 moves"])
        let issue = try #require(crossing.template.issues.first)
        #expect(issue.message == "`<div>` is still open when `</form>` on line 4 ends the `<form>` around it (line 1): browsers take the form off the stack of open elements but do not close the `<div>`, so what follows up to its own `</div>` on line 8 stays inside it, and so inside the form's element; the `<form>` on line 5 is among it: a form inside a form")
        #expect(issue.help == "close the `<div>` before `</form>`, or move that `</form>` after the `</div>` on line 8")
        #expect(issue.relatedMessage == "`</form>` ends the form here, not the `<div>`")
        let twoForms = Parsed("<form>\n  <div>\n</form>\n<form><input></form>\n<form><input></form>\n  </div>")
        #expect(try #require(twoForms.template.issues.first).message.hasSuffix("; the 2 `<form>`s from line 4 are among it: forms inside a form"))
        let nothingFollows = Parsed("<section>\n<form>\n  <div>\n    <input name=\"a\">\n</form>\n</section>")
        #expect(nothingFollows.damage == ["unclosedElement 3:4-3:7 harmless"])
        #expect(nothingFollows.template.issues.first?.message == "`<div>` is still open when `</form>` on line 5 ends the `<form>` around it (line 2): browsers take the form off the stack of open elements but do not close the `<div>`; nothing renders inside it after that `</form>`, so nothing moves")
        // Its own end tag right after: the two end tags swapped, built as written.
        #expect(Parsed("<form>\n  <div>\n</form></div>").template.issues.isEmpty)
    }

    /// (template, `Parsed.damage`)
    @Test(arguments: [
        // An end tag with nothing of its name open is ignored.
        ("<div><small>x</small></small></div>", ["mismatchedEndTag 1:24-1:29 harmless"]),
        ("<ul><li>a</li></ul>\n</ul>", ["mismatchedEndTag 2:3-2:5 harmless"]),
        ("<div></p>x</div>", ["mismatchedEndTag 1:8-1:9 harmless"]),
        // No end tag was meant for an element the parser implied (the row around cells in a `<tfoot>`).
        ("<table><tfoot>\n<td>a</td></td>\n<td>b</td>\n</tfoot></table>", ["mismatchedEndTag 2:13-2:15 harmless"]),
        // A heading closed by another heading's end tag closes where it was meant to.
        ("<div><h3>Todos</h2></h3><p>x</p></div>", ["mismatchedEndTag 1:17-1:19 harmless"]),
        // A typo in an end tag: one finding; it moves content only when content follows.
        ("<div><span>x</spam></div>", ["mismatchedEndTag 1:15-1:19 harmless"]),
        ("<div><span class=\"tag\">x</spam> <b>y</b></div>", ["mismatchedEndTag 1:27-1:31 moves"]),
        ("<div><span>x</spam> y</span></div>", ["mismatchedEndTag 1:15-1:19 harmless"]),
        // What the other branches of the same conditional hold never renders after this end tag.
        ("<table><tr>\n<% if a %>\n  <th>\n    <input>\n  </td>\n<% else %>\n  <td><%= b %></td>\n<% end %>\n</tr></table>", ["mismatchedEndTag 5:5-5:7 harmless"]),
        ("<table><tr>\n<% if a %>\n  <th>\n    <input>\n  </td>\n  Total\n<% else %>\n  <td><%= b %></td>\n<% end %>\n</tr></table>", ["mismatchedEndTag 5:5-5:7 moves"]),
        // An element one branch closes and another leaves open: it moves only what renders
        // after the conditional before an end tag closes it on that path.
        ("<section><div class=\"c\">\n<% if a %>\n  <i>q</i></div>\n<% else %>\n  <b>p</b>\n<% end %>\n</section>", ["mismatchedEndTag 3:13-3:16 harmless"]),
        ("<section><div class=\"c\">\n<% if a %>\n  <i>q</i></div>\n<% else %>\n  <b>p</b>\n<% end %>\n<p>z</p></section>", ["mismatchedEndTag 3:13-3:16 moves"]),
        // A cell's end tag may be left out: the next `<td>` or the `</tr>` ends it on the other path.
        ("<table><tr><td class=\"c\">\n<% if a %>\n  <b>p</b>\n<% else %>\n  <i>q</i></td>\n<% end %>\n<td>z</td></tr></table>", []),
        // Content landing inside a bare `<span>` (or an element HTML does not define, with no
        // dash) renders as it would outside it: nothing moved.
        ("<div>\n  <span class=\"\">Label\n  <p>sibling</p>\n</div>", ["unclosedElement 2:4-2:8 harmless"]),
        ("<div><bdt><span>a</span></span><p>b</p></div>", ["mismatchedEndTag 1:27-1:31 harmless"]),
        ("<div><bdt class=\"c\"><span>a</span></span><p>b</p></div>", ["mismatchedEndTag 1:37-1:41 moves"]),
        ("<div><x-card><span>a</span></span><p>b</p></div>", ["mismatchedEndTag 1:30-1:34 moves"]),
        // An extra end tag in an element left open to the end: what follows it on later lines
        // moved only where the source shows it outside that element.
        ("<x-card>\n  <x-grid>\n    <x-item>a</x-item>\n    </x-item>\n    <x-item>b</x-item>\n</x-card>", ["mismatchedEndTag 4:7-4:13 harmless"]),
        ("<x-card>\n  <x-grid>\n    <x-item>a</x-item>\n  </x-item>\n  <p>b</p>\n</x-card>", ["mismatchedEndTag 4:5-4:11 moves"]),
        ("<x-card>\n  <x-grid>\n    <x-item>a</x-item>\n    </x-item> <p>b</p>\n</x-card>", ["mismatchedEndTag 4:7-4:13 moves"]),
        // An end tag written right after the element's content was meant to end it there: what
        // renders after it lands inside, however deep it is indented.
        ("<p>\n  <a class=\"e\"\n  href=\"/e\">Edit</edit>\n    &middot;\n  <a href=\"/d\">Delete</a>\n</p>", ["mismatchedEndTag 3:19-3:23 moves"]),
        ("<p>\n  <a class=\"e\"\n  href=\"/e\">Edit</edit>\n  <a href=\"/d\">Delete</a>\n</p>", ["mismatchedEndTag 3:19-3:23 harmless"]),
        // A formatting element its parent's end tag pops is rebuilt at the next text: what
        // follows lands in the copy.
        ("<div>\n  <div class=\"c\">\n    <strong>Unit</trong>\n  </div>\n  <div class=\"c\"><%= u %></div>\n</div>", ["mismatchedEndTag 3:19-3:24 moves"]),
        ("<div>\n  <div class=\"c\">\n    <em>Unit</m>\n  </div>\n</div>\n", ["mismatchedEndTag 3:15-3:16 harmless"]),
        ("<div>\n  <div class=\"c\"><strong>Unit</trong></div>\n  <div class=\"c\"><%= u %></div>\n</div>", ["mismatchedEndTag 2:32-2:37 moves"]),
        ("<div>\n  <div class=\"c\">\n    <span>Unit</spn>\n  </div>\n  <div class=\"c\"><%= u %></div>\n</div>", ["mismatchedEndTag 3:17-3:20 harmless"]),
        // Likewise for an element written to end at once, or left open, before `<% else %>`.
        ("<div>\n<% if a %>\n  <span class=\"icon\" />\n<% else %>\n  <img src=\"x\">\n<% end %>\n</div>", ["invalidNesting 3:22-3:24 harmless"]),
        ("<div>\n<% if a %>\n  <span class=\"icon\" />\n  <%= b %>\n<% else %>\n  <img src=\"x\">\n<% end %>\n</div>", ["invalidNesting 3:22-3:24 moves"]),
        ("<div>\n<% if a %>\n  <form><div class=\"w\"></form>\n<% else %>\n  <p>b</p>\n<% end %>\n</div>", ["unclosedElement 3:10-3:13 harmless"]),
        // An end tag of another name that the open element was meant to get: one finding.
        ("<p><a href=\"/x\">Home</button> <a href=\"/y\">Next</a></p>", ["mismatchedEndTag 1:23-1:29 harmless"]),
        ("<p><a href=\"/x\">Home</button> and more <a href=\"/y\">Next</a></p>", ["mismatchedEndTag 1:23-1:29 moves"]),
        // Meant for an element a block keeps open: that element swallows what follows.
        ("<span class=\"tag\"><div></span></div><p>x</p>", ["mismatchedEndTag 1:26-1:30 moves"]),
        // A missing end tag: where the next end tag closes it anyway, or content lands inside.
        ("<div><span>Text</div>", ["unclosedElement 1:7-1:11 harmless"]),
        ("<div class=\"card\">\n  <span class=\"count\">3 todos\n</div>", ["unclosedElement 2:4-2:8 harmless"]),
        ("<div>\n  <span>Label\n    <b>nested</b>\n</div>", ["unclosedElement 2:4-2:8 harmless"]),
        ("<div>\n  <span class=\"label\">Label\n  <p>sibling</p>\n</div>", ["unclosedElement 2:4-2:8 moves"]),
        ("<form><div></form><button>b</button>", ["unclosedElement 1:8-1:11 moves"]),
        ("<form><div></form>\n", ["unclosedElement 1:8-1:11 harmless"]),
        // `</form>` removes only the form: an element open inside it whose own end tag follows
        // right after (the two end tags swapped) is built as written.
        ("<section><form><div class=\"c\">\n<input name=\"a\">\n</form>\n</div><p>x</p></section>", [String]()),
        // A line indented no deeper than the element the closing end tag was written for is out
        // of step with the end tags: no evidence of where the unclosed element ends.
        ("<div>\n  <article>\n    <h1>T</h1>\n<section>x</section>\n</div>", ["unclosedElement 2:4-2:11 harmless"]),
        ("<div>\n  <article>\n    <h1>T</h1>\n  <section>x</section>\n</div>", ["unclosedElement 2:4-2:11 moves"]),
        // A container whose children are flush below it says nothing by its indentation; an
        // inline element with content flush below it was meant to end before that content.
        ("<td>\n  <div class=\"group\">\n  <a href=\"/e\">Edit</a>\n</td>", ["unclosedElement 2:4-2:7 harmless"]),
        ("<td>\n  <span class=\"icon\">\n  <a href=\"/e\">Edit</a>\n</td>", ["unclosedElement 2:4-2:8 moves"]),
        // End tags make no node: an outer end tag that closes an inner element instead moves nothing.
        ("<fieldset>\n  <div class=\"group\">\n    <div>\n    <label>L</label>\n  </div>\n</fieldset>", ["unclosedElement 2:4-2:7 harmless"]),
        // Nor do scripts, styles and templates: where they stand changes nothing on the page.
        ("<section>\n  <div class=\"w\">\n    <p>x</p>\n  <script>\n    main();\n  </script>\n</section>", ["unclosedElement 2:4-2:7 harmless"]),
        ("<section>\n  <div class=\"w\">\n    <p>x</p>\n  <script>main();</script>\n  <p>y</p>\n</section>", ["unclosedElement 2:4-2:7 moves"]),
        // `/>` on an element that is not void: harmless when it holds nothing.
        ("<button><i class=\"icon\" /></button>", ["invalidNesting 1:25-1:27 harmless"]),
        ("<div><i class=\"icon\" /> Starred</div>", ["invalidNesting 1:22-1:24 moves"]),
        ("<div class=\"a\"><div class=\"b\" /></div><p>x</p>", ["invalidNesting 1:31-1:33 moves"]),
        ("<h1>Settings<h1>\n<p>x</p>", ["invalidNesting 1:14-1:16 moves"]),
        // Its own end tag closes it where meant, unless an outer element of its name in that end
        // tag's scope was meant: then the `/>` was a stray slash.
        ("<ul><li class=\"badge\" />\n  <a href=\"/g\">Guide</a>\n</li></ul>", ["invalidNesting 1:23-1:25 harmless"]),
        ("<li><ul><li class=\"badge\" />\n  <a href=\"/g\">Guide</a>\n</li></ul></li>", ["invalidNesting 1:27-1:29 harmless"]),
        ("<p><i class=\"icon\" /></i> Starred</p>", ["invalidNesting 1:20-1:22 harmless"]),
        // Under an outer element of its name, the source pairs its own end tag with it when that
        // end tag starts a line at its indentation, what lies between is indented deeper, and the
        // outer element has an end tag of its own.
        ("<div class=\"a\">\n  <div class=\"b\" />\n    <span>x</span>\n  </div>\n</div>", ["invalidNesting 2:18-2:20 harmless"]),
        ("<ul>\n  <li>\n    <ul>\n      <li class=\"c\" />\n        <a href=\"/g\">Guide</a>\n      </li>\n    </ul>\n  </li>\n</ul>", ["invalidNesting 4:21-4:23 harmless"]),
        ("<div class=\"a\">\n  <div class=\"b\" />\n  <span>x</span>\n  </div>\n</div>", ["invalidNesting 2:18-2:20 moves"]),
        ("<div class=\"a\">\n  <div class=\"b\" />\n    <span>x</span>\n</div>\n</div>", ["invalidNesting 2:18-2:20 moves"]),
        ("<div class=\"a\">\n  <div class=\"b\" />\n    <span>x</span>\n  </div>\n", ["invalidNesting 2:18-2:20 moves"]),
        ("<div class=\"a\">\n  <div class=\"b\" />\n    <span>x</span>\n  </div>\n</section>", ["invalidNesting 2:18-2:20 moves", "mismatchedEndTag 5:3-5:10 harmless"]),
        // `</p>` after a block closed the `<p>`: a bare paragraph loses nothing; one with a class does.
        ("<div><p>Intro\n<ul><li>a</li></ul>\n</p></div>", ["mismatchedEndTag 3:3-3:4 harmless"]),
        ("<div><p class=\"lead\">Intro\n<ul><li>a</li></ul>\n</p></div>", ["mismatchedEndTag 3:3-3:4 moves"]),
        ("<section><h1>Settings<h1></section>", ["invalidNesting 1:23-1:25 harmless"]),
        // An end tag in a helper's block for an element outside it closes the helper's element
        // early: it moves content only when some follows before the block's end.
        ("<details><%= form_with url: \"/a\" do %><button>Go</button></details>\n<% end %>", ["mismatchedEndTag 1:60-1:67 harmless"]),
        ("<details><%= link_to \"/a\" do %><b>Go</b></details><p>after</p><% end %>", ["mismatchedEndTag 1:43-1:50 moves"]),
        // A form keeps the fields that follow (the parser's form element pointer): they only
        // leave its element, which moves a Stimulus scope when it mounts a controller.
        ("<details><%= form_with url: \"/a\", class: \"f\" do %><button>Go</button></details><p>after</p><% end %>", ["mismatchedEndTag 1:72-1:79 harmless"]),
        ("<details><%= form_with url: \"/a\", data: { controller: \"f\" } do %><button>Go</button></details><p>after</p><% end %>", ["mismatchedEndTag 1:87-1:94 moves"]),
        ("<details><%= form_with url: \"/a\" do %><button>Go</button></details><p>after</p><% end %>", ["mismatchedEndTag 1:60-1:67 harmless"]),
        // Always moves content: a link in a link, a form in a form, one branch closing alone.
        ("<a href=x><span><a href=y>b</a></span></a>", ["invalidNesting 1:18-1:19 moves"]),
        // Once the page has begun, `<html>`, `<head>` and `<body>` open nothing (browsers copy
        // their attributes onto the element already there).
        ("<div class=\"mail\"><body class=\"m\"><p>x</p></body></div>", []),
        ("<html><head><html lang=\"en\"><title>x</title></head><body><p>x</p></body></html>", []),
        ("<section><head><title>x</title></head></section>", ["mismatchedEndTag 1:34-1:38 harmless"]),
        // Repairs that are not stray tags: `</br>` is a `<br>`.
        ("<p>a</br>b</p>", ["mismatchedEndTag 1:7-1:9 harmless"]),
        // The same attribute twice with the same value loses nothing.
        (##"<div class="a" class="a"></div>"##, ["duplicateAttribute 1:16-1:21 harmless"]),
        (##"<div class="a" class="b"></div>"##, ["duplicateAttribute 1:16-1:21 moves"]),
        // A token list whose ignored value adds no token to the kept one loses nothing.
        (##"<i class="fa fa-check" class="fa"></i>"##, ["duplicateAttribute 1:24-1:29 harmless"]),
        (##"<i class="fa" class="fa fa-check"></i>"##, ["duplicateAttribute 1:15-1:20 moves"]),
        // ERB in the kept value: only the words it surely renders count.
        (##"<a class="tab <%= 'on' if x %>" class="tab"></a>"##, ["duplicateAttribute 1:33-1:38 harmless"]),
        (##"<a class="tab<%= '-on' if x %>" class="tab"></a>"##, ["duplicateAttribute 1:33-1:38 moves"]),
        (##"<a class="tab" class="<%= c %>"></a>"##, ["duplicateAttribute 1:16-1:21 moves"]),
        // A boolean attribute's presence is its value: `required` twice changes nothing.
        (##"<input required="required" required>"##, ["duplicateAttribute 1:28-1:36 harmless"]),
        // A link or form with `target="_blank"` opens with `noopener` anyway, unless `rel` says `opener`.
        (##"<a target="_blank" rel="license" rel="noopener"></a>"##, ["duplicateAttribute 1:34-1:37 harmless"]),
        (##"<form target="_BLANK" rel="nofollow" rel="noopener nofollow"></form>"##, ["duplicateAttribute 1:38-1:41 harmless"]),
        (##"<a target="_blank" rel="opener" rel="noopener"></a>"##, ["duplicateAttribute 1:33-1:36 moves"]),
        (##"<a target="_blank" rel="license" rel="noopener noreferrer"></a>"##, ["duplicateAttribute 1:34-1:37 moves"]),
        (##"<a target="_top" rel="license" rel="noopener"></a>"##, ["duplicateAttribute 1:32-1:35 moves"]),
        (##"<a <% if x %>target="_blank"<% end %> rel="license" rel="noopener"></a>"##, ["duplicateAttribute 1:53-1:56 moves"]),
        (##"<a target="_blank" rel="<%= r %>" rel="noopener"></a>"##, ["duplicateAttribute 1:35-1:38 moves"]),
        // An event handler runs the same script without the blanks around it and a trailing `;`;
        // other values compare as written.
        (##"<span onkeydown="go(event, 'x')" ONKEYDOWN=" go(event, 'x'); "></span>"##, ["duplicateAttribute 1:34-1:43 harmless"]),
        (##"<span onclick="go()" onclick="stop()"></span>"##, ["duplicateAttribute 1:22-1:29 moves"]),
        (##"<span onclick="go()" onclick="go();stop()"></span>"##, ["duplicateAttribute 1:22-1:29 moves"]),
        (##"<a href="/a" href="/a;"></a>"##, ["duplicateAttribute 1:14-1:18 moves"]),
        // A handler with no script runs nothing: dropping it loses nothing.
        (##"<a onclick="go()" onclick>x</a>"##, ["duplicateAttribute 1:19-1:26 harmless"]),
        (##"<a onclick="go()" onclick=" ; ">x</a>"##, ["duplicateAttribute 1:19-1:26 harmless"]),
        (##"<a href="/a" href>x</a>"##, ["duplicateAttribute 1:14-1:18 moves"]),
        // Moved in front of its table before anything of the table renders: still shown first.
        ("<table>\n  <thead>\n    <h4>T</h4>\n    <tr><th>A</th></tr>\n  </thead>\n</table>", ["invalidNesting 3:6-3:8 harmless"]),
        ("<table>\n  <tr><td>1</td></tr>\n  <h4>T</h4>\n</table>", ["invalidNesting 3:4-3:6 moves"]),
        // A bare attribute's value is the empty string; values a library reads alike lose nothing.
        (##"<div data-simplebar="" data-simplebar>x</div>"##, ["duplicateAttribute 1:24-1:38 harmless"]),
        (##"<a data-bs-toggle="pill" data-bs-toggle="tab">x</a>"##, ["duplicateAttribute 1:26-1:40 harmless"]),
        (##"<a data-toggle="list" data-toggle="tab">x</a>"##, ["duplicateAttribute 1:23-1:34 harmless"]),
        (##"<a data-bs-toggle="tab" data-bs-toggle="dropdown">x</a>"##, ["duplicateAttribute 1:25-1:39 moves"]),
        // A tag without its `>` that takes in only an end tag of its name loses that end tag: the
        // element it was meant for closes where something else closes it; a void element has none.
        ("<table><tr>\n  <td class=\"a\"</td>\n</tr></table>", ["unterminatedAttributeValue 2:4-2:6 harmless"]),
        ("<table><tr><td class=\"a\"</td>after</tr></table>", ["unterminatedAttributeValue 1:13-1:15 moves"]),
        ("<form><input name=\"q\"</input></form>", ["unterminatedAttributeValue 1:8-1:13 harmless"]),
        ("<ul>\n  <li>\n    <div>\n      <div>x</div\n    </div>\n  </li>\n</ul>", ["unterminatedAttributeValue 4:13-4:18 harmless"]),
        ("<section>\n  <div>\n    <div>x</div\n  </div>\n  <p>after</p>\n</section>", ["unterminatedAttributeValue 3:11-3:16 moves"]),
        // Left open on another path to the end of a `content_for` block: what follows is at its
        // `yield`, which this template does not show; what renders in the block after it moves.
        ("<% content_for :table do %>\n  <tbody>\n  <% if none %>\n    <tr><td>-</td></tr>\n  <% else %>\n    <tr><td>x</td></tr>\n    </tbody>\n  <% end %>\n<% end %>\n<%= render \"shared/table\" %>",
         ["mismatchedEndTag 7:7-7:12 harmless"]),
        ("<% content_for :table do %>\n  <tbody>\n  <% if none %>\n    <tr><td>-</td></tr>\n  <% else %>\n    <tr><td>x</td></tr>\n    </tbody>\n  <% end %>\n  <tr><td>t</td></tr>\n<% end %>",
         ["mismatchedEndTag 7:7-7:12 moves"]),
        // An end tag glued to its parent's (`</b</th>`) loses both: judged by the parent.
        ("<table><tr>\n  <th><b>A</b</th>\n  <td>x</td>\n</tr></table>", ["unterminatedAttributeValue 2:11-2:14 harmless"]),
        ("<section>\n  <div><span>A</span</div>\n  <p>after</p>\n</section>", ["unterminatedAttributeValue 2:15-2:21 moves"]),
        ("<section>\n  <div><span>A</span</div>\n</section>", ["unterminatedAttributeValue 2:15-2:21 harmless"]),
        // Not glued, an end tag without `>` that takes in its parent's (`</span` then `</button>`):
        // judged by the parent, left open.
        ("<div>\n  <button>\n    <span>Close</span\n  </button>\n  <h4>Edit</h4>\n</div>", ["unterminatedAttributeValue 3:16-3:22 moves"]),
        ("<div>\n  <button>\n    <span>Close</span\n  </button>\n</div>", ["unterminatedAttributeValue 3:16-3:22 harmless"]),
        // Not glued (`</div` then `</div>`) with another element current: no element is judged.
        ("<section>\n  <div><span>A</div\n  </div>\n</section>", ["unclosedElement 2:9-2:13 harmless", "unterminatedAttributeValue 2:15-2:20 moves"]),
        // A formatting element outlives a parent that is not a cell: it opens again at the next text.
        ("<section>\n  <div><b>A</b</div>\n</section>\n<p>after</p>", ["unterminatedAttributeValue 2:12-2:15 moves"]),
        // Taking in a start tag is not judged so: its element is lost.
        ("<table><tr>\n  <td class=\"a\" <span>b</span></td>\n</tr></table>", ["unterminatedAttributeValue 2:4-2:6 moves"]),
        // A repeat written empty (a copied block of attributes left with a blank one) drops only
        // an empty value; the first one, empty, drops the second's.
        (##"<a data-url="/x" data-url="">x</a>"##, ["duplicateAttribute 1:18-1:26 harmless"]),
        (##"<a data-url="" data-url="/x">x</a>"##, ["duplicateAttribute 1:16-1:24 moves"]),
        // `role`, `aria-*`, `alt` and `title` (but on `<link>` and `<style>`, where it names a style
        // sheet set) only tell people something: the page works the same with the kept value.
        (##"<div class="modal-dialog" role="dialog" role="document"></div>"##, ["duplicateAttribute 1:41-1:45 harmless"]),
        (##"<button aria-expanded="false" aria-expanded="true"></button>"##, ["duplicateAttribute 1:31-1:44 harmless"]),
        (##"<img src="a.png" alt="Logo" alt="Company logo">"##, ["duplicateAttribute 1:29-1:32 harmless"]),
        (##"<abbr title="HyperText" title="HTML"></abbr>"##, ["duplicateAttribute 1:25-1:30 harmless"]),
        (##"<link rel="stylesheet" href="a.css" title="Dark" title="Light">"##, ["duplicateAttribute 1:50-1:55 moves"]),
        // A `<form>` without attributes inside a form is ignored, and its `</form>` ends the outer
        // form: nothing moves when nothing renders between there and the outer form's own end.
        ("<%= form_with url: \"/a\" do %>\n  <div>\n    <form>\n      <input name=\"a\">\n    </form>\n  </div>\n<% end %>", ["invalidNesting 3:6-3:10 harmless"]),
        ("<form action=\"/a\">\n  <form>\n    <input name=\"a\">\n  </form>\n</form>", ["invalidNesting 2:4-2:8 harmless"]),
        ("<section><form action=\"/a\"><div><form><input name=\"a\"></div></form></section>", ["invalidNesting 1:34-1:38 harmless"]),
        ("<form action=\"/a\"><form><input name=\"a\"></form><input name=\"b\"></form>", ["invalidNesting 1:20-1:24 moves"]),
        ("<form action=\"/a\"><form class=\"x\"><input name=\"a\"></form></form>", ["invalidNesting 1:20-1:24 moves"]),
        ("<form action=\"/a\"><form <%= attrs %>><input name=\"a\"></form></form>", ["invalidNesting 1:20-1:24 moves"]),
        ("<%= form_with url: \"/a\" do %><form><input name=\"a\"></form><button>Go</button><% end %>", ["invalidNesting 1:31-1:35 moves"]),
        // `role="form"` alone restates a form's role (no landmark without a label): as bare, in
        // any case and quoting; with another attribute, or a label, or ERB, something is lost.
        ("<%= simple_form_for @order do |f| %>\n  <form role=\"form\">\n    <%= f.input :title %>\n  </form>\n<% end %>", ["invalidNesting 2:4-2:8 harmless"]),
        ("<form action=\"/a\"><form ROLE='Form' ><input name=\"a\"></form></form>", ["invalidNesting 1:20-1:24 harmless"]),
        ("<form action=\"/a\"><form role=form ><input name=\"a\"></form></form>", ["invalidNesting 1:20-1:24 harmless"]),
        ("<form action=\"/a\"><form role=\"form\"><input name=\"a\"></form><input name=\"b\"></form>", ["invalidNesting 1:20-1:24 moves"]),
        ("<form action=\"/a\"><form class=\"form-inline\" role=\"form\"><input name=\"a\"></form></form>", ["invalidNesting 1:20-1:24 moves"]),
        ("<form action=\"/a\"><form role=\"form\" aria-label=\"Search\"><input name=\"a\"></form></form>", ["invalidNesting 1:20-1:24 moves"]),
        ("<form action=\"/a\"><form role=\"search\"><input name=\"a\"></form></form>", ["invalidNesting 1:20-1:24 moves"]),
        ("<form action=\"/a\"><form role=\"form\" <%= attrs %>><input name=\"a\"></form></form>", ["invalidNesting 1:20-1:24 moves"]),
    ] as [(String, [String])])
    func damage(source: String, damage: [String]) {
        #expect(Parsed(source).damage == damage)
    }

    /// A repeat that only tells people something names the value that applies and the one
    /// dropped, as the source writes them (case, quotes; a long or multi-line value cut).
    @Test func aDroppedRoleNamesTheKeptAndTheDroppedValueAsWritten() throws {
        let parsed = Parsed(##"<div Role=dialog ROLE='document'></div>"##)
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message == "attribute `ROLE` is set twice on this `<div>`; browsers keep the first and ignore this one; `Role=dialog` applies and `ROLE='document'` is dropped, which changes only what assistive technology announces")
        #expect(issue.relatedMessage == "first `Role` here")
        #expect(issue.help == "keep one `Role`, with the value meant")
        let long = Parsed("<a aria-label=\"Open the plan comparison for every member of the household\" aria-label=\"Compare\n plans\"></a>")
        #expect(try #require(long.template.issues.first).message.hasSuffix("; `aria-label=\"Open the plan comparison for…` applies and `aria-label=\"Compare…` is dropped, which changes only what assistive technology announces"))
        // Names written as a placeholder's words keep their case too.
        let placeholder = Parsed("<p><Second First Name of First member></p>")
        #expect(try #require(placeholder.template.issues.first { $0.kind == .duplicateAttribute }).message == "attribute `First` is set twice on this `<second>`; browsers keep the first and ignore this one; neither has a value, so nothing is lost")
    }

    /// A repeat that loses nothing says why it is only a warning, and the help says to remove
    /// it (there is nothing to merge).
    @Test func aHarmlessRepeatSaysWhyAndToRemoveIt() throws {
        for (markup, reason) in [
            (#"<div class="a" class="a"></div>"#, "both have the same value"),
            (#"<input required="required" required>"#, "`required` is on by its presence alone"),
            (#"<p class="tab on" class="on"></p>"#, "every word of this one is already in the first"),
            (#"<a onclick="go();" onclick=" go() "></a>"#, "both run the same script"),
            (#"<button style="width: 100px;" type="submit" style="width:100px">Go</button>"#, "both set the same declarations"),
            (#"<p style=" color : red ;  margin: 0  auto" style="color:red;margin: 0 auto;;"></p>"#, "both set the same declarations"),
        ] {
            let issue = try #require(Parsed(markup).template.issues.first { $0.kind == .duplicateAttribute }, "\(markup)")
            #expect(!issue.movesContent, "\(markup)")
            #expect(issue.message.hasSuffix("; \(reason), so nothing is lost"), "\(markup): \(issue.message)")
            #expect(issue.help?.hasPrefix("remove the repeated `") == true, "\(markup): \(issue.help ?? "")")
        }
        let lost = try #require(Parsed(#"<div class="a" class="b"></div>"#).template.issues.first)
        #expect(lost.movesContent)
        // Declarations that differ in a value, or in blanks inside one, set different styles.
        for markup in [#"<div style="width:100px" style="width:160px"></div>"#, #"<div style="margin:0 auto" style="margin:0auto"></div>"#] {
            #expect(try #require(Parsed(markup).template.issues.first).movesContent, "\(markup)")
        }
        #expect(lost.help == "merge the two values into one `class` attribute")
        // An `id` (or `href`, `type`) holds one value: `id="a b"` would be neither.
        let id = try #require(Parsed(#"<fieldset id="size" aria-describedby="size-hint" id="size-hint"></fieldset>"#).template.issues.first)
        #expect(id.help == "keep one `id`, with the value meant")
    }

    /// A repeated handler with no script says why it is harmless, and to remove it.
    @Test func anEmptyRepeatedHandlerSaysNothingRunsLess() throws {
        let issue = try #require(Parsed(##"<a onclick="go()" onclick>x</a>"##).template.issues.first)
        #expect(issue.message == "attribute `onclick` is set twice on this `<a>`; browsers keep the first and ignore this one; this one has no script, so nothing runs less")
        #expect(issue.help == "remove the empty `onclick`")
    }

    /// An ignored `<form>` without attributes that moves nothing says so, and what to do.
    @Test func anIgnoredBareFormSaysNothingMoves() throws {
        let parsed = Parsed("<%= form_for @user do |f| %>\n  <form>\n    <%= f.submit %>\n  </form>\n<% end %>")
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message == "this `<form>` is inside the `<form>` on line 1: browsers ignore the inner start tag; it has no attributes, and nothing renders after the `</form>` on line 4 (which ends the outer form) before the outer form's own end, so the tree and the submission are the same as without it")
        #expect(issue.help == "remove the inner `<form>` and its `</form>`")
        let role = Parsed("<%= form_for @user do |f| %>\n  <form role=\"form\">\n    <%= f.submit %>\n  </form>\n<% end %>")
        #expect(try #require(role.template.issues.first).message == "this `<form>` is inside the `<form>` on line 1: browsers ignore the inner start tag; its only attribute, `role=\"form\"`, is the role a form has anyway (and no landmark without a label), and nothing renders after the `</form>` on line 4 (which ends the outer form) before the outer form's own end, so the tree and the submission are the same as without it")
        // An outer `<form>` with no end tag of its own is meant to hold what follows up to the
        // end of the element around it: a button after the one `</form>` leaves the form.
        let unclosed = "<div class=\"cluster\">\n  <form action=\"#\">\n    <form>\n      <input name=\"a\">\n    </form>\n    <button>Merge</button>\n</div>"
        #expect(try #require(Parsed(unclosed).template.issues.first).message == "this `<form>` is inside the `<form>` on line 2: browsers ignore the inner start tag, so its attributes are lost and its fields belong to the outer form")
        #expect(try #require(Parsed(unclosed.replacingOccurrences(of: "    <button>Merge</button>\n", with: "")).template.issues.first).message.hasSuffix("so the tree and the submission are the same as without it"))
    }

    /// The table modes' implied elements: no finding, and the tree browsers build.
    @Test(arguments: [
        ("<table><tr><td>a</td></tr></tbody></table>", "table(tbody(tr(td)))"),
        ("<table><tr><td>a</td></tr></tbody><tr><td>b</td></tr></table>", "table(tbody(tr(td)) tbody(tr(td)))"),
        ("<table><thead><th>a</th></thead><tbody><td>b</td></tr></tbody></table>", "table(thead(tr(th)) tbody(tr(td)))"),
        ("<table><td>a</td></table>", "table(tbody(tr(td)))"),
        ("<table><col><col><tr><td>a</td></tr></table>", "table(colgroup(col col) tbody(tr(td)))"),
        ("<table><colgroup><col></colgroup><col></table>", "table(colgroup(col) colgroup(col))"),
        ("<table>\n<% rows.each do |row| %>\n<tr><td><%= row %></td></tr>\n<% end %>\n</tbody>\n</table>", "table(tbody(tr(td)))"),
        ("<table><% if a %><tr><td>1</td></tr><% else %><tr><td>2</td></tr><% end %></tbody></table>", "table(tbody(tr(td)) tbody(tr(td)))"),
    ] as [(String, String)])
    func impliedTableParts(source: String, tree: String) throws {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues.isEmpty)
        let implied = parsed.template.elements.filter(\.isImplied)
        #expect(!implied.isEmpty && implied.allSatisfy { ["tbody", "tr", "colgroup"].contains($0.name) && $0.attributes.isEmpty })
    }

    /// A loop that leaves an implied `<tbody>` open is balanced: errors after it still count.
    @Test func aLoopOfRowsIsBalanced() {
        let parsed = Parsed("<div>\n<table>\n<% rows.each do |r| %><tr><td>x</td></tr><% end %>\n</table>\n<h3>T</h2>\n</div>")
        #expect(parsed.issues == ["mismatchedEndTag 5:8-5:10"])
    }

    @Test func anEndTagOfALineBreakIsALineBreak() throws {
        let parsed = Parsed("<p>one</br>two</p>")
        #expect(parsed.tree == "p(br)")
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message == "`</br>` is not an end tag: browsers read it as a `<br>` line break")
        #expect(!issue.movesContent)
    }

    /// `<a href="/x"/>` popped by an outer end tag is still in the list of active formatting
    /// elements: browsers rebuild it at the next text, which becomes a link. With no text
    /// before the end of the page, nothing moves.
    @Test(arguments: [
        ("<p><span class=\"t\"><a href=\"/catalog/1\"/></span>Pianta di Roma</p>\n", true),
        ("<p><em class=\"t\"><i class=\"bi bi-caret\"/></em> more</p>\n", true),
        ("<p><span class=\"t\"><a href=\"/catalog/1\"/></span></p>\n", false),
    ])
    func aFormattingElementMeantEmptyIsRebuiltAtTheNextText(source: String, moves: Bool) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.movesContent == moves)
        #expect(issue.message.contains("rebuild it at the next text, so what follows lands inside a new") == moves, "\(issue.message)")
    }

    /// An end tag without `>` that takes in its parent's: the message says where the parent's
    /// content goes.
    @Test func anEndTagTakingInItsParentsSaysWhatLandsInTheParent() throws {
        let issue = try #require(Parsed("<div>\n  <button>\n    <span>Close</span\n  </button>\n  <h4>Edit</h4>\n</div>").template.issues.first)
        #expect(issue.message.hasSuffix("that end tag closes nothing; the `</button>` it took in was meant for the `<button>` opened on line 2, which stays open, so what follows lands inside it (from the `<h4>` on line 5, up to the `</div>` on line 6)"), "\(issue.message)")
    }

    /// Content before the outer end tag lands in the element itself, and what follows that end
    /// tag in the copies browsers rebuild: the message says both.
    @Test func aFormattingElementMeantEmptyHoldsWhatFollowsAndIsRebuilt() throws {
        let issue = try #require(Parsed("<p><a href=\"/x\"><i class=\"bi\"/><span>Show</span></a> tail</p>\n").template.issues.first)
        #expect(issue.message.hasSuffix("the browser ignores the `/`; it holds what follows up to the `</a>` on line 1, which closes it, but browsers keep a formatting element open in their list of active formatting elements and rebuild it at the next text, so what follows lands inside a new `<i>`"), "\(issue.message)")
        #expect(issue.movesContent)
    }

    /// An element left open is judged by where the source shows it ending: a later line indented
    /// no deeper. Where blanks and tabs are mixed, that holds only if it holds at tab widths 2, 4
    /// and 8 alike (` \t  ` is 4 columns at width 2, 6 at width 4): otherwise nothing says the
    /// line was meant outside it.
    @Test(arguments: [
        ("<div class=\"wrap\">\n    <dl class=\"x\">\n      <dt>A</dt><dd>1</dd>\n    <p>after</p>\n</div>\n", true),
        ("<div class=\"wrap\">\n\t<dl class=\"x\">\n\t\t<dt>A</dt><dd>1</dd>\n\t<p>after</p>\n</div>\n", true),
        ("<div class=\"wrap\">\n    <dl class=\"x\">\n\t\t\t<dt>A</dt><dd>1</dd>\n  <p>after</p>\n</div>\n", true),
        ("<div class=\"wrap\">\n    <dl class=\"x\">\n\t\t\t<dt>A</dt><dd>1</dd>\n \t  <p>after</p>\n</div>\n", false),
        ("<div class=\"wrap\">\n    <dl class=\"x\">\n\t\t\t<dt>A</dt><dd>1</dd>\n\t<p>after</p>\n</div>\n", false),
    ])
    func mixedTabsAndBlanksShowAnEndOnlyAtEveryTabWidth(source: String, moves: Bool) throws {
        let unclosed = try #require(Parsed(source).template.issues.first)
        #expect(unclosed.message.hasPrefix("`<dl>` is never closed"))
        #expect(unclosed.movesContent == moves)
    }
}

/// Two ERB blocks on the same condition take the same branch: what one branch of the first
/// opens, the same branch of the second may close.
@Suite struct SameConditionTests {
    /// (template, `Parsed.tree`, `Parsed.issues`)
    @Test(arguments: [
        ("<% if wrap %><div class=\"a\"><% end %>x<% if wrap %></div><% end %><p></p>", "div p", [String]()),
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% if wrap %></div><% else %></p><% end %><i></i>", "div p i", []),
        ("<% if full %><span>s</span><% else %><div class=\"full\"><% end %>x<% if full %><% else %></div><% end %><i></i>", "span div i", []),
        ("<% unless compact %><section><% end %>x<% unless compact %></section><% end %>", "section", []),
        ("<% if a %><ul><% elsif b %><ol><% end %><li>x<% if a %></ul><% elsif b %></ol><% end %>", "ul(li) ol", []),
        // Another condition, or an assignment in between: the `else` starts where the `if` did,
        // with the `<div>` open, and its `</p>` makes an empty paragraph there.
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% if other %></div><% else %></p><% end %><i></i>", "div(p) p i", []),
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% wrap = false %><% if wrap %></div><% else %></p><% end %><i></i>", "div(p) p i", []),
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% a, wrap = pair %><% if wrap %></div><% else %></p><% end %><i></i>", "div(p) p i", []),
        ("<% if box.wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% item.label = 1 %><% if box.wrap %></div><% else %></p><% end %><i></i>", "div(p) p i", []),
        // An assignment to another variable leaves the condition as it was.
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% @classes = \"btn\" %><% if wrap %></div><% else %></p><% end %><i></i>", "div p i", []),
    ] as [(String, String, [String])])
    func sameCondition(source: String, tree: String, issues: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues == issues)
    }
}

/// A block whose condition decides an earlier block's (the opposite predicate, the negation, a
/// conjunction holding it) takes the branch it implies: what that branch opened, this one may close.
@Suite struct ImpliedConditionTests {
    /// (template, `Parsed.tree`, `Parsed.issues`)
    @Test(arguments: [
        // Opposite conditions: `unless`, `!`, opposite predicates, `!=`; each branch of the second
        // block starts where the opposite branch of the first ended.
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% unless wrap %></p><% else %></div><% end %><i></i>", "div p i", [String]()),
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% if !wrap %></p><% else %></div><% end %><i></i>", "div p i", []),
        ("<% if n.even? %><div class=\"a\"><% else %><p>plain<% end %>x<% if n.odd? %></p><% else %></div><% end %><i></i>", "div p i", []),
        ("<% if list.present? %><ul><% else %><p>none<% end %>x<% if list.blank? %></p><% else %></ul><% end %><i></i>", "ul p i", []),
        ("<% if kind == \"a\" %><div class=\"a\"><% else %><p>plain<% end %>x<% if kind != \"a\" %></p><% else %></div><% end %><i></i>", "div p i", []),
        // A conjunction holds each of its terms: its branch starts where that term's branch ended.
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% if !wrap && last %></p><% end %><i></i>", "div p i", []),
        // A row opened on even items, closed on odd ones or after the last even one.
        ("<div id=\"side\">\n<% if big %>\n<% items.each_with_index do |item, n| %>\n<% if n.even? %><div class=\"row\"><% end %>\n<p>x</p>\n<% if n.odd? %></div><% end %>\n<% if n.even? && n == items.size - 1 %></div><% end %>\n<% end %>\n<% else %><p>y</p><% end %>\n</div>", "div(div(p) p)", []),
        // The `else` of a block on one term starts where the earlier block's opposite branch ended.
        ("<% if w %><div class=\"a\"><% else %><p>plain<% end %>x<% unless !w %></div><% else %></p><% end %><i></i>", "div p i", []),
        // A condition that only confirms the branch followed changes nothing: a branch that
        // closes an element the other leaves open is still reported.
        ("<section>\n<div class=\"row\">\n<% if b %>A<% else %>B<% end %>\n<% if b && c %></div><% else %><hr><% end %>\n</section>", "section(div(hr))", ["mismatchedEndTag 4:18-4:21"]),
        // In a loop, what a branch closes may be what an earlier iteration left open: a row
        // opened on even items and closed on odd ones, then a list item (`<div>` closed by
        // `</li>`, nothing moves) and the list's own `</div>`, which closes the list.
        ("<div class=\"list\">\n<% items.each_with_index do |item, i| %>\n<% if i.even? %><div class=\"row\"><% end %>\n<p>x</p>\n<% unless i.even? %></div><% end %>\n<% end %>\n<li><div class=\"thumb\">t</li>\n</div>", "div(div(p) li(div))", ["unclosedElement 7:6-7:9"]),
        // Nothing implied (the second block starts where the first's first branch ended, its
        // `</p>` makes an empty paragraph in the `<div>`): another term, `||`, `unless … &&`, an
        // assignment in between, a loop opened in between.
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% unless other %></p><% else %></div><% end %><i></i>", "div(p i) p", []),
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% if !wrap || last %></p><% end %><i></i>", "div(p i) p", []),
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% unless wrap && last %></p><% end %><i></i>", "div(p i) p", []),
        ("<% if wrap %><div class=\"a\"><% else %><p>plain<% end %>x<% wrap = false %><% unless wrap %></p><% else %></div><% end %><i></i>", "div(p i) p", []),
        ("<% if n.even? %><div class=\"a\"><% else %><p>plain<% end %>x<% rows.each do |n| %><% if n.odd? %></p><% end %><% end %><i></i>", "div(p i) p", []),
    ] as [(String, String, [String])])
    func impliedCondition(source: String, tree: String, issues: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues == issues)
    }
}

/// The terms an `if`/`unless` condition states where its first branch renders.
@Suite struct ConditionTermsTests {
    /// (condition as `ERBStructure.condition` writes it, its terms as `expression:holds`, or nil)
    @Test(arguments: [
        ("if a && ( b )", ["a:true", "b:true"] as [String]?),
        ("if not a and ! b", ["a:false", "b:false"]),
        // `not a && b` is `not (a && b)`; `!a == b` is `(!a) == b`; no opposite inside a comparison.
        ("if not a && b", nil),
        ("if ! a == b", nil),
        ("if ! ( a == b )", ["a == b:false"]),
        ("if a == b . odd?", ["a == b . odd?:true"]),
        ("unless a || b . blank?", ["a:false", "b . present?:true"]),
        ("if ( x . odd? )", ["x . even?:false"]),
        ("if kind != 1", ["kind == 1:false"]),
        ("if a || b", nil),
        ("unless a && b", nil),
        ("if a ? b : c", nil),
        ("while a", nil),
    ])
    func terms(condition: String, expected: [String]?) {
        let terms = ConditionTerms(condition: condition)?.terms.map { "\($0.expression):\($0.holds)" }
        #expect(terms == expected)
    }
}

/// An element opened under one condition and closed under another (or across a loop's
/// iterations) is balanced at run time or not, depending on code the parser does not run: no
/// finding on either tag. An element opened on every path and closed in one branch only is.
@Suite struct ConditionallyOpenedTests {
    /// (template, `Parsed.issues`)
    @Test(arguments: [
        // A row every fourth item, closed after the fourth or the last (an `else` in the closing `if`).
        ("<section>\n<% items.each_with_index do |item, index| %>\n<% if index % 4 == 0 %><div class=\"row\"><% end %>\n<p>x</p>\n<% if index % 4 == 3 || index == items.size - 1 %></div><% else %><hr><% end %>\n<% end %>\n</section>", [String]()),
        ("<section>\n<% items.each_with_index do |item, index| %>\n<% if index % 4 == 0 %>\n<div class=\"row\">\n<% end %>\n<p>x</p>\n<% if index % 4 == 3 || index == items.size - 1 %>\n</div>\n<% end %>\n<% end %>\n</section>", []),
        // Outside a loop, two conditions on different expressions.
        ("<section>\n<% if a %><div class=\"row\"><% end %>\n<p>x</p>\n<% if b %></div><% else %><hr><% end %>\n</section>", []),
        ("<section>\n<% if a %><ul><% elsif b %><p>none</p><% end %>\n<li>x</li>\n<% unless c %></ul><% else %><hr><% end %>\n</section>", []),
        // Closed at the start of the next iteration, opened after (on every path or under a condition).
        ("<section>\n<% items.each_with_index do |item, index| %>\n<% if index > 0 && index % 4 == 0 %></div><% else %><hr><% end %>\n<% if index % 4 == 0 %><div class=\"row\"><% end %>\n<p>x</p>\n<% end %>\n</div>\n</section>", []),
        ("<section>\n<% items.each_with_index do |item, index| %>\n<% if index > 0 %></div><% else %><hr><% end %>\n<div class=\"row\">\n<p>x</p>\n<% end %>\n</div>\n</section>", []),
        // Opened on every path, closed in one branch only: still reported, in a loop or not.
        ("<section>\n<div class=\"row\">\n<p>x</p>\n<% if b %></div><% else %><hr><% end %>\n</section>", ["mismatchedEndTag 4:13-4:16"]),
        ("<section>\n<div class=\"a\">\n<% items.each do |item| %>\n<% if item.last? %></div><% else %><hr><% end %>\n<% end %>\n</section>", ["mismatchedEndTag 4:22-4:25"]),
        // A stray end tag outside any conditional is still reported.
        ("<section>\n<% if a %><div class=\"row\"><% end %>\n<p>x</p>\n</section>\n</div>", ["mismatchedEndTag 5:3-5:6"]),
    ] as [(String, [String])])
    func conditionallyOpened(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }
}

/// Where a template leaves an element's end to markup it does not show, or where a helper's
/// `end` writes an end tag that leaves inner elements open, as browsers do.
@Suite struct UnseenEndTagTests {
    /// (template, `Parsed.tree`, `Parsed.issues`)
    @Test(arguments: [
        // `form_with`'s `end` is `</form>`: the `<div>` opened inside stays open for its `</div>`.
        ("<section>\n<%= form_with url: \"/s\" do |f| %>\n<div class=\"row\">\n<%= f.submit %>\n<% end %>\n</div>\n</section><p></p>", "section(form(div(input))) p", [String]()),
        ("<%= form_tag \"/s\" do %><fieldset><legend>x</legend><% end %></fieldset><i></i>", "form(fieldset(legend)) i", []),
        // `fields_for` renders no end tag at all.
        ("<fieldset>\n<%= f.fields_for :items do |g| %>\n<div class=\"opts\">\n<% end %>\n</div>\n</fieldset>", "fieldset(#fields(div))", []),
        // Without a block, `form_with` and `form_tag` write only `<form ...>`: `</form>` closes it.
        ("<div>\n<%= form_with url: \"/export\" %>\n<button>Export</button>\n</form>\n</div><p></p>", "div(form(button)) p", []),
        ("<%= form_tag \"/s\", method: :get %><input name=\"q\"></form><%= form_with url: \"/t\" %><b>x</b></form>", "form(input) form(b)", []),
        // Other helpers' `end` closes what their block left open.
        ("<%= tag.div do %><span>x<% end %><i></i>", "div(span) i", []),
        // A branch that renders a partial may close the element the other branch closes.
        ("<div class=\"stats\">\n<% if map? %>\n<%= render \"stats/map\" %>\n<% else %>\n</div>\n<% end %>", "div", []),
        // Rows rendered directly in a table open the implied `<tbody>` a later `</tbody>` closes.
        ("<table>\n<tbody>\n<thead><tr><th>a</th></tr></thead>\n<%= render partial: \"row\", collection: rows %>\n</tbody>\n</table>", "table(tbody thead(tr(th)))", []),
        ("<table><%= render rows %></tbody></table><p></p>", "table p", []),
    ] as [(String, String, [String])])
    func unseenEndTags(source: String, tree: String, issues: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues == issues)
    }

    /// Without ERB output in the table, the stray `</tbody>` is still reported.
    @Test func aStrayTableBodyEndTagWithoutOutputIsReported() {
        #expect(Parsed("<table>\n<tbody>\n<thead><tr><th>a</th></tr></thead>\n</tbody>\n</table>").issues == ["mismatchedEndTag 4:3-4:8"])
    }

    /// The elements a template leaves open at its end, for the render graph.
    @Test func elementsOpenAtTheEnd() {
        let parsed = Parsed("<header>h</header>\n<main class=\"page\">\n<ul><li>a\n")
        #expect(parsed.template.openAtEnd.map { parsed.template.elements[$0].name } == ["main", "ul"])
    }
}

/// What the render graph needs from a template to judge conditions and locals.
@Suite struct RenderSiteFactsTests {
    /// The first branch of `if x`, and its plain `else` as `unless x`.
    @Test func conditionalBodiesAreTheFirstBranchOfAnIfOnOneCondition() {
        let parsed = Parsed("<% if parent_id %>a<% else %>b<% end %><% if local_assigns[:x].present? %>c<% end %><% if a && b %>d<% end %>")
        #expect(parsed.template.conditionalBodies.map { "\($0.condition) \(parsed.span($0.range))" }
            == ["if parent_id 1:19-1:20", "unless parent_id 1:30-1:31", "if local_assigns [ :x ] . present? 1:75-1:76", "if a && b 1:100-1:101"])
    }

    /// A local bound from `local_assigns` is the render site's local: a condition on it reads as
    /// one on `local_assigns`; one assigned any other way (before or after) stays as written.
    @Test(arguments: [
        ("<% parent_id = local_assigns[:parent_id] %>", "if local_assigns [ :parent_id ]"),
        ("<% reply = local_assigns.fetch(:parent_id, nil) %>", "if local_assigns [ :parent_id ]"),
        ("<% reply = local_assigns.fetch(:parent_id, false) %>", "if local_assigns . fetch ( :parent_id , false )"),
        ("<% reply = local_assigns.fetch(:parent_id, 1) %>", "if local_assigns . fetch ( :parent_id , 1 )"),
        ("<% reply = local_assigns.fetch(:parent_id, \"\") %>", "if local_assigns . fetch ( :parent_id , \"\" )"),
        ("<% reply = local_assigns.fetch(:parent_id, [:a]) %>", "if local_assigns . fetch ( :parent_id , […] )"),
        ("<% reply = local_assigns[:parent_id] || 3 %>", "if ( local_assigns [ :parent_id ] || 1 )"),
        ("<% reply = local_assigns[:parent_id] || {} %>", "if ( local_assigns [ :parent_id ] || {} )"),
        ("<% reply = local_assigns[:parent_id] %><% reply ||= \"  \" %>", "if ( local_assigns [ :parent_id ] || \"\\s\" )"),
        ("<% reply = local_assigns.fetch(:parent_id, 1) %><% reply ||= 2 %>", nil),
        ("<% reply = 1 %><% reply = local_assigns[:parent_id] %>", nil),
        ("<% reply = local_assigns.fetch(:parent_id, false) if x(y) %>", nil),
    ] as [(String, String?)])
    func aLocalBoundFromLocalAssignsIsTheRenderSitesLocal(binding: String, resolved: String?) {
        let name = binding.contains("parent_id =") ? "parent_id" : "reply"
        let parsed = Parsed("\(binding)<% if \(name) %>a<% end %>")
        #expect(parsed.template.conditionalBodies.map(\.condition) == [resolved ?? "if \(name)"])
    }

    @Test func anAliasInOnePartOfAConditionIsResolvedThere() {
        let parsed = Parsed("<% f = local_assigns[:f] %><% if f && f.valid? %>a<% end %><% if ready and f %>b<% end %>")
        #expect(parsed.template.conditionalBodies.map(\.condition)
            == ["if local_assigns [ :f ] && local_assigns [ :f ] . valid?", "if ready and local_assigns [ :f ]"])
    }

    /// A default the partial gives a local at its top (`form ||= false`, `fetch(:form, false)`,
    /// `local_assigns[:form] || false`, `false unless local_assigns.key?(:form)`) makes a condition
    /// on it one on what the render site passes, with that default (`nil` as `local_assigns[:form]`,
    /// which is nil where the site leaves it out; `false` kept, as `form.nil?` tells them apart);
    /// a default that is not a literal is kept unknown (`…`). Assigned first another way, or again later, it is no alias.
    @Test(arguments: [
        ("<% form ||= false %>", "<% if(form) %>", "if ( ( local_assigns [ :form ] || false ) )"),
        ("<% form ||= nil %>", "<% if form.present? %>", "if local_assigns [ :form ] . present?"),
        ("<% form = local_assigns.fetch(:form, false) %>", "<% if form %>", "if local_assigns . fetch ( :form , false )"),
        ("<% form = local_assigns.fetch(:form, nil) %>", "<% if form %>", "if local_assigns [ :form ]"),
        ("<% form = local_assigns[:form] || false %>", "<% if form %>", "if ( local_assigns [ :form ] || false )"),
        ("<% form = false unless local_assigns.key?(:form) %>", "<% if form %>", "if local_assigns . fetch ( :form , false )"),
        ("<% form = nil unless local_assigns.has_key?(:form) %>", "<% unless form %>", "unless local_assigns [ :form ]"),
        ("<% form = true unless local_assigns.key?(:form) %>", "<% unless form %>", "unless local_assigns . fetch ( :form , true )"),
        ("<% form ||= true %>", "<% unless form %>", "unless ( local_assigns [ :form ] || true )"),
        ("<% form ||= current_user.admin? %>", "<% if form %>", "if ( local_assigns [ :form ] || … )"),
        ("<% form = local_assigns.fetch(:form, policy(x).edit?) %>", "<% if form %>", "if local_assigns . fetch ( :form , … )"),
        ("<% form = local_assigns.fetch(:form) { false } %>", "<% if form %>", "if form"),
        ("<% form = false unless local_assigns.key?(:other) %>", "<% if form %>", "if form"),
        // Statements of one tag, one a line.
        ("<%\n  title = local_assigns[:title]\n  form ||= false\n%>", "<% if title && form %>", "if local_assigns [ :title ] && ( local_assigns [ :form ] || false )"),
        ("<% x = 1; form ||= false %>", "<% if form %>", "if ( local_assigns [ :form ] || false )"),
        // Assigned another way first, or again after.
        ("<% form = f %><% form ||= false %>", "<% if form %>", "if form"),
        ("<% form ||= false %><% form = f %>", "<% if form %>", "if form"),
        ("<% form ||= false %>", "<% if form.valid? %>", "if ( local_assigns [ :form ] || false ) . valid?"),
        // A symbol default is kept as written, for a comparison to read.
        ("<% cancel = local_assigns.fetch(:cancel, :page) %>", "<% if cancel == :modal %>", "if local_assigns . fetch ( :cancel , :page ) == :modal"),
        ("<% cancel ||= :page %>", "<% if cancel != :page %>", "if ( local_assigns [ :cancel ] || :page ) != :page"),
    ] as [(String, String, String)])
    func aDefaultAtThePartialsTopIsTheRenderSitesLocal(defaults: String, condition: String, resolved: String) {
        let parsed = Parsed("\(defaults)\(condition)a<% end %>")
        #expect(parsed.template.conditionalBodies.map(\.condition) == [resolved])
    }

    /// (render call, the locals it names, those it sets to `false` or `nil`, whether it may pass others)
    @Test(arguments: [
        ("render \"comment\", parent_id: nil, body: x", ["body", "parent_id"], ["parent_id"], false),
        ("render(\"comment\", { compact: false })", ["compact"], ["compact"], false),
        ("render partial: \"posts/comment\", locals: { parent_id: nil }", ["parent_id"], ["parent_id"], false),
        ("render partial: \"comment\", collection: comments, as: :item", ["item", "item_counter", "item_iteration"], [], false),
        ("render @comments, form: false", ["form"], ["form"], false),
        ("render(comment)", [], [], false),
        ("render partial: \"comment\", object: c", ["comment"], [], false),
        ("render \"comment\", **options", [], [], true),
        ("render partial: \"comment\", locals: extra", [], [], true),
    ] as [(String, [String], [String], Bool)])
    func renderLocals(call: String, named: [String], falsy: [String], mayPassOthers: Bool) throws {
        let render = try #require(RenderCall.all(in: Array("<%= \(call) %>".utf8)).first)
        let locals = try #require(render.locals)
        #expect(locals.named.sorted() == named)
        #expect(locals.falsy.sorted() == falsy)
        #expect(locals.mayPassOthers == mayPassOthers)
    }

    /// An object or collection render passes the partial's own local (and its counter) and
    /// the hash after it; nothing else.
    @Test func anObjectRenderPassesThePartialsOwnLocal() throws {
        let render = try #require(RenderCall.all(in: Array("<%= render tag %>".utf8)).first)
        let locals = try #require(render.locals)
        #expect(locals.value(of: "form", partial: "tag") == nil)
        #expect(locals.value(of: "tag", partial: "tag") == .unknown)
        #expect(locals.value(of: "tag_counter", partial: "tag") == .unknown)
    }
}

/// The block of a method bridgelint does not model (an app's own `settings_group "Privacy" do`,
/// which may wrap it in `<div><table>`) renders inside markup it does not read: an end tag there
/// whose search reaches the block's start may close what that markup opened, as one at the top
/// of a partial may close its render site's. One that an element of the block stops, or a void
/// element's, is judged as anywhere.
@Suite struct UnreadWrapperTests {
    /// (template, `Parsed.issues`)
    @Test(arguments: [
        ("<%= settings_group \"Privacy\" do %>\n<tr>\n<td>Visible</td>\n</tr>\n</tbody>\n<% end %>", [String]()),
        ("<div class=\"s\">\n<%= settings_group \"Privacy\" do %>\n<span>Visible</td><td><%= check_box_tag :v %>\n<% end %>\n</div>", []),
        ("<%= @page.panel(:left) do %>\n<p>Left</p></div><div class=\"right\"><p>Right</p>\n<% end %>", []),
        ("<%= card title: \"A\" do %>\n<ul><li>a</li>\n<p>b</p></ul></div>\n<% end %>", []),
        // `</template>` searches every open element, as the tree builder's does: a table of the
        // block does not stop it from closing a `<template>` of the wrapper.
        ("<%= settings_group \"Privacy\" do %>\n<table><tr><td>x</td></tr>\n</template>\n<% end %>", []),
        // Stopped by an element of the block: stray wherever the block renders.
        ("<%= settings_group \"Privacy\" do %>\n<tr><td><b>x</span></b></td></tr>\n<% end %>", ["mismatchedEndTag 2:15-2:19"]),
        ("<%= card do %>\n<table><tr><td>x</div></td></tr></table>\n<% end %>", ["mismatchedEndTag 2:19-2:22"]),
        // A void element's end tag closes nothing anywhere.
        ("<%= card do %>\n<div><embed src=\"a.swf\"></embed></div>\n<% end %>", ["mismatchedEndTag 2:27-2:32"]),
        // A `</p>` after the block opened an element that closes paragraphs, still open: that
        // start tag closed any `<p>` of the wrapper, so nothing is left for it.
        ("<%= panel do %>\n<div class=\"a\">\n<p>x\n<ul><li>a</li></ul>\n</p>\n</div>\n<% end %>", ["mismatchedEndTag 5:3-5:4"]),
        ("<%= panel do %>\n<span>x</p></span>\n<% end %>", []),
        // A helper bridgelint models, or a block that writes nothing around it, is read as written.
        ("<%= tag.div do %>\n<span>x</td></span>\n<% end %>", ["mismatchedEndTag 2:10-2:12"]),
        ("<%= cache @user do %>\n<div><span>x</td></span></div>\n<% end %>", ["mismatchedEndTag 2:15-2:17"]),
        ("<%= capture do %>\n<div><span>x</td></span></div>\n<% end %>", ["mismatchedEndTag 2:15-2:17"]),
    ] as [(String, [String])])
    func unreadWrapper(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }
}

/// An empty element left open inside one of its name reads as that one's end tag typed without
/// its `/`, unless its start tag has attributes, which nobody types for an end tag.
@Suite struct StartTagTypedForEndTagTests {
    @Test(arguments: [
        ("<div><ul><li>One</li>\n<ul>\n</div>", true),
        ("<div><ul><li>One</li>\n<ul class=\"nested\">\n</div>", false),
    ])
    func onlyABareStartTagReadsAsAnEndTag(source: String, readsAsEndTag: Bool) {
        let messages = Parsed(source).template.issues.map(\.message)
        #expect(messages.contains { $0.contains("reads as that element's end tag without its `/`") } == readsAsEndTag, "\(messages)")
    }
}
