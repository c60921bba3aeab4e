import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An element that what follows closes at the same place its own end tag would have: nothing
/// moves (a warning), and the message says so.
@Suite struct ClosesAnywayTests {
    /// A `</div>` inside a form helper's block that closes a `<div>` outside it ends the form
    /// in the browser's tree, but the parser keeps giving the form the fields that follow (its
    /// form element pointer, until `</form>`), so the form still submits them: they only leave
    /// the `<form>` element (a warning that says so, whatever `class` or `id` the form has).
    /// When the form mounts a controller, or may (attributes bridgelint cannot read), the
    /// fields leave its scope: an error.
    @Test(arguments: [
        ("form_tag \"/scores\", method: :delete", false),
        ("form_with url: \"/scores\", method: :get, local: true", false),
        ("form_with url: \"/scores\", data: { turbo_frame: \"list\", remote: true }", false),
        ("form_tag \"/scores\", class: \"deleter\"", false),
        ("form_tag \"/scores\", id: \"deleter\"", false),
        ("form_for @score", false),
        ("form_for @score, html: { id: prefix + \"_form\", class: \"x\" }", false),
        ("form_with url: \"/scores\", data: { controller: \"bulk\" }", true),
        ("form_with url: \"/scores\", html: options", true),
    ])
    func aFormEndedEarlyKeepsItsLaterFields(call: String, moves: Bool) throws {
        let parsed = Parsed("<div class=\"card\">\n  <%= \(call) do |f| %>\n    <input name=\"a\">\n  </div>\n  <input name=\"b\">\n  <% end %>\n</section>")
        let issue = try #require(parsed.template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.movesContent == moves)
        #expect(issue.message.contains("the fields after it still belong to the form (the parser's form element pointer keeps them until `</form>`), so it submits them, but they are no longer inside the `<form>` element"))
        #expect(issue.message.hasSuffix("(only CSS or scripts that look for them inside it notice)") == !moves)
    }

    /// Browsers close the helper's form at the first such end tag: a later end tag in the block
    /// for an element outside it closes an element further out, the same misnesting: one
    /// finding.
    @Test func aFormEndedEarlyIsOneFinding() throws {
        let parsed = Parsed("<div class=\"row\">\n  <div class=\"col\">\n    <%= form_tag \"/scores\" do %>\n      <input name=\"a\">\n  </div>\n  <div class=\"side\"><p>x</p></div>\n</div>\n      <input name=\"b\">\n    <% end %>\n")
        #expect(parsed.template.issues.filter { $0.kind == .mismatchedEndTag }.map { parsed.span($0.range) } == ["5:5-5:8"])
    }

    /// An element still open inside the form closes with it at that `</div>`: more than the
    /// form's element moves, an error, and the message makes no claim about the fields.
    @Test func aFormEndedEarlyWithAnElementOpenInsideMoves() throws {
        let parsed = Parsed("<div class=\"card\">\n  <%= form_tag \"/scores\" do %>\n    <span class=\"hint\"><input name=\"a\">\n  </div>\n  <input name=\"b\">\n  <% end %>")
        let issue = try #require(parsed.template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.movesContent)
        #expect(!issue.message.contains("still belong to the form"))
    }

    /// An end tag breaking out of a helper's block pops the other elements open since the
    /// element it closes, before the block or in it. One whose own end tag is the next of its
    /// name, and then finds nothing, was meant to hold what renders between: that leaves it (an
    /// error, which the finding says). One with no end tag of its own later was meant to end
    /// there, and one with nothing rendering before its end tag loses nothing.
    @Test(arguments: [
        ("<div class=\"outer\">\n  <section class=\"s\">\n    <%= form_with url: \"/x\" do |f| %>\n      <%= f.text_field :a %>\n      </div>\n      <%= f.submit %>\n    <% end %>\n  </section>\n<p>after</p>",
         "; it closes the `<section>` opened on line 2 with it, whose own `</section>` on line 8 then finds nothing, so what renders between leaves it"),
        ("<div class=\"card\">\n  <%= link_to \"/x\" do %>\n    <section>Title\n    </div>\n    <p>more</p>\n    </section>\n  <% end %>",
         "; it closes the `<section>` opened on line 3 with it, whose own `</section>` on line 6 then finds nothing, so what renders between leaves it"),
        ("<div class=\"outer\">\n  <section class=\"s\">\n    <%= form_with url: \"/x\" do |f| %>\n      <%= f.text_field :a %>\n      </div>\n    <% end %>\n  </section>\n<p>after</p>", nil),
        ("<div class=\"card\">\n  <%= link_to \"/x\" do %>\n    <span class=\"label\">\n      Title\n    </div>\n    <p>after</p>\n  <% end %>", nil),
        // The next `</section>` closes another one: not the popped one's own.
        ("<div class=\"outer\">\n  <section class=\"s\">\n    <%= form_with url: \"/x\" do |f| %>\n      </div>\n      <section><%= f.submit %></section>\n    <% end %>\n", nil),
    ] as [(String, String?)])
    func elementsPoppedByAnEndTagBreakingOutOfABlock(source: String, note: String?) throws {
        let parsed = Parsed(source)
        let issue = try #require(parsed.template.issues.first { $0.kind == .mismatchedEndTag })
        if let note {
            #expect(issue.message.hasSuffix(note))
            #expect(issue.movesContent)
        } else {
            #expect(!issue.message.contains("then finds nothing"))
        }
    }

    /// The same with a `<form>` start tag: the `</div>` pops it, its `</form>` later finds
    /// nothing to close (and only clears the form element pointer). One cause, one finding: the
    /// form's, which says where its `</form>` is and that the fields after the `</div>` still
    /// submit with it; an error only when it mounts a controller, or nothing follows at all.
    @Test(arguments: [
        ("<form action=\"/x\" class=\"f\">", false, "(only CSS or scripts that look for them inside it notice)"),
        ("<form action=\"/x\" data-controller=\"bulk\">", true, "so they leave the scope of its `data-controller`"),
    ])
    func aFormStartTagClosedByAnOuterEndTag(form: String, moves: Bool, ending: String) throws {
        let parsed = Parsed("<div class=\"outer\">\n  <div class=\"body\">\n    \(form)\n      <input name=\"a\">\n  </div>\n  <div class=\"footer\">\n    <input type=\"submit\">\n    </form>\n  </div>\n</div>")
        #expect(parsed.template.issues.count == 1)
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.kind == .unclosedElement)
        #expect(issue.movesContent == moves)
        #expect(issue.message.hasPrefix("`</div>` on line 5 closes this `<form>` early, before its `</form>` on line 8; the fields after it still belong to the form"))
        #expect(issue.message.hasSuffix(ending))
    }

    /// An end tag indented inside the `<form>` that closes the element around it is one too
    /// many: the `</form>` after it realigns nothing, each later end tag of its name closes the
    /// element around the one it was written for, and what follows leaves them (an error). Written
    /// no deeper than the form (the end tags swapped), it closes where the source shows the
    /// element ending, and with nothing between it and the `</form>`, nothing moves; so too when
    /// it is only written too deep (no later end tag at the closed element's indentation).
    @Test(arguments: [
        ("      </div>\n    </form>\n  </div>", true),
        ("  </div>\n    </form>", false),
        ("      </div>\n    </form>", false),
    ])
    func anEndTagIndentedInsideAFormIsOneTooMany(ends: String, moves: Bool) throws {
        let parsed = Parsed("<div class=\"container\">\n  <div class=\"row\">\n    <form action=\"/a\">\n      <input name=\"a\">\n\(ends)\n  <p>after</p>\n</div>")
        let issue = try #require(parsed.template.issues.first { $0.kind == .unclosedElement })
        #expect(issue.movesContent == moves)
        #expect(issue.message.hasSuffix("so what follows leaves them") == moves)
        #expect(issue.message.hasSuffix("nothing renders between them, so nothing moves") == !moves)
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

    /// A line inside a child the source closes with its own end tag later shows the element
    /// going on, however little it is indented: only a line outside such children can show
    /// where the element was meant to end.
    @Test(arguments: [
        ("      <div class=\"group\">\n      <a href=\"/a\">\n  <img src=\"x\">\n  </a>\n    <a href=\"/b\">b</a>\n    </div>", false),
        ("      <div class=\"group\">\n    <a href=\"/b\">b</a>\n    </div>\n    <p>after</p>", true),
    ])
    func aLineInsideAClosedChildIsNoEnd(body: String, moves: Bool) throws {
        let parsed = Parsed("<ul>\n  <li>\n    <div class=\"thumbnail\">\n\(body)\n  </li>\n</ul>")
        let issue = try #require(parsed.template.issues.first { $0.kind == .unclosedElement })
        #expect(parsed.span(issue.range) == "3:6-3:9")
        #expect(issue.movesContent == moves)
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

    /// A link left open, closed by `</p>`, is rebuilt at the whitespace that follows too, and a
    /// start tag after that lands in the copy; at the next `<a>` the adoption agency moves the
    /// special elements still open (`div`, `ul`, `li`, `h4`) out of the copies, so they hold
    /// only whitespace: no visible content moves, a warning that says so. Text on the way, or a
    /// block already closed by then (it stays in a copy), moves: an error.
    @Test(arguments: [
        ("", false),
        ("  Visible text\n", true),
        ("  <div class=\"note\">closed before the link</div>\n", true),
        ("  <span>inline</span>\n", true),
    ])
    func aLinkRebuiltAroundWhitespaceOnlyMovesNothing(between: String, moves: Bool) throws {
        let source = "<ul>\n  <li>\n    <div class=\"body\">\n      <p>\n        Please <a href=\"/paper\">cite our paper\n      </p>\n    </div>\n  </li>\n</ul>\n<div class=\"pane\">\n\(between)  <ul>\n    <li>\n      <h4><a href=\"#q2\">Question</a></h4>\n    </li>\n  </ul>\n</div>"
        let issue = try #require(Parsed(source).template.issues.first { $0.kind == .unclosedElement })
        #expect(issue.movesContent == moves)
        #expect(issue.message.contains("only whitespace lands in the rebuilt links") == !moves)
    }

    /// `<a>` typed for `</a>`: the nesting (the outer link ends there) and the new `<a>` left
    /// open are one typo, one finding, which names it.
    @Test func aBareLinkTypedForItsEndTagIsOneFinding() throws {
        let parsed = Parsed("<p>\n  Footer\n  <a href=\"/\">\n    Home\n  <a>\n  <br>\n  <em>x</em>\n</p>")
        #expect(parsed.template.issues.count == 1)
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.kind == .unclosedElement)
        #expect(issue.message.hasPrefix("this `<a>` has no attributes and stands inside the link opened on line 3: it looks like a typo for `</a>`"))
        #expect(issue.help == "write `</a>`")
        // With attributes, it is a link of its own written inside another: the nesting is the finding.
        let nested = Parsed("<p><a href=\"/\">Home <a href=\"/b\">B</a></a></p>")
        #expect(nested.template.issues.map(\.kind) == [.invalidNesting])
    }

    /// `<a/>` typed for `</a>`: HTML ignores the `/` on an element that is not void, so it is a
    /// start tag inside the link. Browsers end the outer link there, as `</a>` would, and open a
    /// new `<a>` without `href` that holds what follows up to what closes it. One finding, at
    /// the `<a/>`, that names the typo and that closing point: an error when text lands in the
    /// new link, a warning when only whitespace does.
    @Test(arguments: [(" to read it.", true), ("<%= note %>", true), ("  ", false), ("", false)])
    func aSelfClosedLinkTypedForItsEndTagIsOneFinding(after: String, moves: Bool) throws {
        let parsed = Parsed("<table>\n  <tr>\n    <td>Log in at <a href=\"/\">Home<a/>\(after)</td>\n  </tr>\n</table>")
        #expect(parsed.template.issues.count == 1, "\(parsed.template.issues.map(\.message))")
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.movesContent == moves)
        #expect(issue.message.hasPrefix("`<a/>` is a start tag, not `</a>`"), "\(issue.message)")
        #expect(issue.message.contains("holds what follows up to the `</td>` on line 3"), "\(issue.message)")
        #expect(issue.help == "write `</a>`")
        #expect(parsed.span(issue.range) == "3:35-3:39")
    }

    /// Closed by `</p>`, the empty link `<a/>` opens stays in the list of active formatting
    /// elements: browsers rebuild it at the next text, so what follows lands in a copy (an
    /// error, whitespace only inside the paragraph or not).
    @Test func aSelfClosedLinkClosedByAParagraphsEndIsRebuilt() throws {
        let parsed = Parsed("<p>Log in at <a href=\"/\">Home<a/></p>\n<p>More</p>")
        #expect(parsed.template.issues.count == 1, "\(parsed.template.issues.map(\.message))")
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.movesContent)
        #expect(issue.message.contains("holds what follows up to the `</p>` on line 1, and browsers rebuild it at the next text after that"), "\(issue.message)")
    }

    /// A heading whose start tag ends its line, with its icon and text flush below it and the
    /// alert's `</div>` after them: that content is the heading's, and the `</div>` closes it
    /// where its `</h4>` belongs (umd-lib/personnel-request-budgeting).
    @Test func aHeadingWithItsContentFlushBelowItClosesAtTheSamePlace() throws {
        let heading = Parsed("<div class=\"alert\">\n<h4>\n<span class=\"icon\"></span>\nRecords were archived.\n</div>\n<p>x</p>")
        let issue = try #require(heading.template.issues.first)
        #expect(!issue.movesContent)
        #expect(issue.message.hasSuffix("the `<h4>` closes at the same place anyway, so nothing moves"))
    }

    /// An end tag only one branch of an `if` writes, where nothing renders after the `if`
    /// before the end tag that closes the element on the other paths: the same tree on every
    /// path, and the message says so instead of "nests differently".
    @Test func anEndTagInOneBranchFollowedOnlyByItsTwinSaysTheTreeIsTheSame() throws {
        let parsed = Parsed("<div>\n  <h4>To: <% if a %> You <% else %> <% if b %><%= link_to x, y %></h4><% else %>Deleted<% end %><% end %></h4>\n  <span>x</span>\n</div>")
        let issue = try #require(parsed.template.issues.first)
        #expect(!issue.movesContent)
        #expect(issue.message.hasSuffix("closes it there, so the tree is the same on every path (that end tag is extra on this one, and ignored)"))
    }

    /// When that end tag is of the element's own name and an element of that name is open
    /// around it, on the path that closed the element it closes the one around instead, which the
    /// other path keeps open: the trees differ (osunyorg/admin, a card's `</div>` in one branch).
    @Test func anEndTagInOneBranchWhoseTwinClosesTheElementAroundOnThatPathMovesContent() throws {
        let parsed = Parsed("<% items.each do |item| %>\n  <div>\n    <div class=\"card\">\n      <% if item.deleted? %>\n        <p>gone</p>\n      <% else %>\n        <p>here</p>\n      </div>\n      <% end %>\n    </div>\n<% end %>")
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.movesContent)
        #expect(issue.message.hasSuffix("another branch of the `if` on line 4 leaves it open, so what follows nests differently on each path"), "\(issue.message)")
    }

    /// `</body>` and `</html>` inside a table are ignored (WHATWG "in table" and the insertion
    /// modes within it): a table never closed stays open to the end of the page. When only end
    /// tags follow where the indentation ends it, no content moves (a warning), rows written
    /// flush with the table included (no sign that it ended before them); content there lands
    /// in the table (an error).
    @Test(arguments: [
        ("  <table>\n    <tr>\n      <td>Name</td>\n    </tr>\n", false),
        ("  <table>\n  <tr>\n    <td>Name</td>\n  </tr>\n", false),
        ("  <table>\n  <tr>\n    <td>Name</td>\n  </tr>\n  <%# done %>\n", false),
        ("  <table>\n    <tr>\n      <td>Name</td>\n    </tr>\n  <p>After</p>\n", true),
    ])
    func aTableLeftOpenIgnoresTheBodysEndTag(table: String, moves: Bool) throws {
        let parsed = Parsed("<html>\n<body>\n\(table)</body>\n</html>\n")
        let issue = try #require(parsed.template.issues.first { $0.kind == .unclosedElement })
        #expect(issue.movesContent == moves)
        let line = 3 + table.filter { $0 == "\n" }.count
        #expect(issue.message.hasPrefix("`<table>` is never closed: browsers ignore the `</body>` on line \(line) inside a table (and `</html>` after it), so it stays open to the end of the page"), "\(issue.message)")
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

/// A stray end tag beside an element whose end tag is optional and that the template never
/// closes with one (`<p>Revenue </span><br></div>`): nothing says the end tag was meant for it,
/// browsers ignore it, and the element closes where its end tag may be left out, as it would
/// without the stray one. A near miss of its name (`</pp>`, `</o>` a key beside `p`; not `</b>`,
/// another element's end tag), an element whose end tag is not
/// optional, or one closed by nothing that may end it keeps the error.
@Suite struct StrayBesideOptionalEndTagTests {
    /// One-letter names: a slip of the finger to a key beside, never another element's name.
    @Test(arguments: [("o", "p", true), ("l", "p", true), ("b", "p", false), ("a", "p", false), ("x", "p", false), ("pp", "p", true), ("il", "li", true), ("q", "a", false), ("w", "q", true), ("m", "p", false)])
    func aNearMissOfAOneLetterName(stray: String, name: String, nearMiss: Bool) {
        #expect(TreeBuilder.isNearMiss(stray, of: name) == nearMiss)
    }

    @Test(arguments: [
        // Each element whose end tag is optional, each way it closes without one.
        ("<div>\n  <p class=\"lead\">Revenue: <%= total %> </span> <br>\n</div>\n", "p", false),
        ("<div>\n  <p>Clocked in </strong>\n  <%= link_to \"Timesheet\", path %>\n  <hr>\n</div>\n", "p", false),
        ("<ul>\n  <li>One</span> <b>x</b>\n  <li>Two</li>\n</ul>\n", "li", false),
        ("<dl>\n  <dt>Term</em> <i>x</i>\n  <dd>Meaning</dd>\n</dl>\n", "dt", false),
        // A near miss of the element's name was meant for it: what follows lands inside.
        ("<div>\n  <p>Revenue</pp> <b>x</b>\n</div>\n", "p", true),
        ("<div>\n  <p>Revenue</o> <i>x</i>\n</div>\n", "p", true),
        ("<ul>\n  <li>One</il> <b>x</b>\n  <li>Two</li>\n</ul>\n", "li", true),
        // Another one-letter element's end tag is its own, left over: no typo for `</p>`.
        ("<div>\n  <p>Revenue</b> <i>x</i>\n</div>\n", "p", false),
        ("<div>\n  <p>Revenue</a> <i>x</i>\n</div>\n", "p", false),
        // An element whose end tag is not optional.
        ("<div>\n  <section>Revenue</span> <b>x</b>\n</div>\n", "section", true),
    ])
    func aStrayEndTagBesideAnUnwrittenOptionalEndTag(source: String, open: String, moves: Bool) throws {
        let parsed = Parsed(source)
        let issue = try #require(parsed.template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.movesContent == moves)
        #expect(issue.message.contains("the template writes no `</\(open)>` for it (its end tag is optional)") == !moves)
    }

    /// An element the parser implied (a `<tbody>`) keeps the message that says so.
    @Test func anImpliedElementIsNotSaidToLackItsEndTag() throws {
        let issue = try #require(Parsed("<table>\n  <tr><td>a</td></tr>\n  </thead>\n</table>\n").template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(!issue.movesContent)
        #expect(issue.message.contains("browsers imply"))
        #expect(!issue.message.contains("the template writes no"))
    }
}
