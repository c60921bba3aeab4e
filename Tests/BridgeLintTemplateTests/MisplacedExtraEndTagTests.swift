import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An end tag too many that the indentation places (`MisplacedExtraEndTag`): it stands deeper
/// than the start tag of the element it closes early, every start tag at its indentation closed,
/// and that element's own end tag later finds nothing to close. One finding, at the extra end
/// tag; what renders between the two leaves the element.
@Suite struct MisplacedExtraEndTagTests {
    private let message = "every start tag at its indentation is closed as written, so it is one `</div>` too many"

    /// A page's wrapper closed early by an extra `</div>` after a nested block's own: the table
    /// after it leaves the wrapper, and the wrapper's own `</div>` closes nothing.
    @Test func anExtraEndTagAtPageLevelBlamesItself() throws {
        let parsed = Parsed("<div class=\"page\">\n  <div class=\"head\">\n    <p>x</p>\n  </div>\n  </div>\n\n  <table><tr><td>a</td></tr></table>\n</div>")
        #expect(parsed.damage == ["mismatchedEndTag 5:5-5:8 moves"])
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message.hasPrefix("end tag `</div>` closes the `<div>` opened on line 1 early: it is indented deeper than that start tag, and \(message); the `<div>`'s own end tag is the `</div>` on line 8, at its start tag's indentation, which then finds nothing to close"))
        #expect(issue.message.hasSuffix("; what renders on line 7 (from the `<table>` on line 7) moves out of the `<div>` opened on line 1"))
        #expect(issue.help == "remove this `</div>` (or add the start tag it was meant to close, at its indentation): the `</div>` on line 8 closes the `<div>` opened on line 1")
    }

    /// Deeper down, each later `</div>` closes the element around the one it was written for, up
    /// to the one that finds nothing: the extra one is where the chain starts.
    @Test func anExtraEndTagDeeperDownShiftsEachLaterOne() throws {
        let parsed = Parsed("<section class=\"s\">\n  <div class=\"container\">\n    <div class=\"row\">\n      <%= render \"items\" %>\n      </div>\n    </div>\n    <p>more</p>\n  </div>\n</section>")
        #expect(parsed.damage == ["mismatchedEndTag 5:9-5:12 moves"])
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message.contains("closes the `<div>` opened on line 3 early"))
        #expect(issue.message.contains("(the `</div>` on line 6 closes the `<div>` opened on line 2), up to the `</div>` on line 8, which finds nothing to close"))
        #expect(issue.message.hasSuffix("; what renders on line 7 (from the `<p>` on line 7) moves out of the `<div>` opened on line 2"))
    }

    /// The extra end tag closes a list with the wrapper: the list's own end tags, lined up with
    /// their start tags, then close nothing. One cause, one finding, whichever explanation each
    /// of those end tags got when the parser met it.
    @Test func theEndTagsOfWhatAnExtraEndTagClosedTooAreItsConsequence() throws {
        let source = "<nav>\n  <div class=\"wrap\">\n    <ul>\n      <li>\n        <div class=\"menu\">\n          <a href=\"/a\">A</a>\n          </div>\n        </div>\n      </li>\n    </ul>\n  </div>\n</nav>"
        let parsed = Parsed(source)
        #expect(parsed.damage == ["mismatchedEndTag 8:11-8:14 harmless"])
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message.hasPrefix("end tag `</div>` closes the `<div>` opened on line 2 (and the `<ul>` on line 3 and the `<li>` on line 4 still open inside it) early"))
        #expect(issue.message.contains("; the `</li>` on line 9 and the `</ul>` on line 10 then find nothing to close either"))
    }

    /// Nothing renders between the extra end tag and the end tag left without an element: the
    /// wrapper closes early with nothing left to move, a warning.
    @Test func anExtraEndTagWithNothingAfterItIsAWarning() throws {
        let parsed = Parsed("<div class=\"page\">\n  <div class=\"head\">\n    <p>x</p>\n  </div>\n  </div>\n  <!-- end -->\n</div>\n<p>after</p>")
        #expect(parsed.damage == ["mismatchedEndTag 5:5-5:8 harmless"])
        #expect(parsed.template.issues.first?.message.hasSuffix("; nothing renders between them, so nothing moves") == true)
    }

    /// A form opened in each branch of an `if` and a `<b>` inside the wrapper: the extra end tag
    /// closes them with it (one cause: no finding of their own), and the table after the form
    /// leaves the wrapper, whose children start flush with it.
    @Test func anExtraEndTagClosesTheFormAndFormattingInsideWithIt() throws {
        let source = "<div id=\"main\">\n<% if a %>\n  <form action=\"/a\">\n<% else %>\n  <form action=\"/b\">\n<% end %>\n  <b>\n    <div class=\"row\">\n      <div>x</div>\n    </div>\n    </div>\n    <div class=\"row\">y</div>\n  </b>\n  </form>\n<table><tr><td>a</td></tr></table>\n</div>"
        let parsed = Parsed(source)
        #expect(parsed.damage == ["mismatchedEndTag 11:7-11:10 moves"])
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message.hasPrefix("end tag `</div>` closes the `<div>` opened on line 1 (and the `<form>` on line 3 and the `<b>` on line 7 still open inside it) early"))
        #expect(issue.message.hasSuffix("which then finds nothing to close; the `</form>` on line 14 then finds nothing to close either; what renders on lines 12–15 (from the `<div>` on line 12) moves out of the `<div>` opened on line 1"))
    }

    /// Where the indentation is no evidence, or the extra end tag may not render with the rest,
    /// the finding stays at the end tag that finds nothing to close.
    @Test(arguments: [
        // Tabs and spaces mixed: depths cannot be compared.
        "<div class=\"page\">\n  <div class=\"head\">\n\t\t<p>x</p>\n  </div>\n  </div>\n  <p>y</p>\n</div>",
        // A line between outdented: the lines do not nest by indentation.
        "<div class=\"page\">\n  <div class=\"head\">\n    <p>x</p>\n  </div>\n  </div>\n<p>y</p>\n</div>",
        // Typed for the `<section>` at its indentation, not one too many.
        "<div class=\"page\">\n  <section>\n    <p>x</p>\n  </div>\n  <p>y</p>\n</div>",
        // Not at the start of its line.
        "<div class=\"page\">\n  <div class=\"head\">\n    <p>x</p></div></div>\n  <p>y</p>\n</div>",
        // The later end tag at another indentation than the start tag it would close.
        "<div class=\"page\">\n  <div class=\"head\">\n    <p>x</p>\n  </div>\n  </div>\n  <p>y</p>\n  </div>",
    ])
    func anAmbiguousIndentationKeepsTheStrayFinding(source: String) {
        let parsed = Parsed(source)
        #expect(!parsed.template.issues.contains { $0.message.contains(message) })
        #expect(!parsed.template.issues.isEmpty)
    }

    /// The element an end tag deeper than its start tag closes would have closed there anyway:
    /// the start tag right after it (a row's `<tr>`, a list's `<li>`) closes it before anything
    /// renders. That end tag closes it where it is written; the one too many is the later end
    /// tag that finds nothing to close, which browsers ignore.
    @Test(arguments: [
        ("<table>\n  <tbody>\n    <tr>\n      <td>a</td>\n      </tr>\n      <tr>\n      <td>b</td>\n      </tr>\n    </tr>\n  </tbody>\n</table>",
         "mismatchedEndTag 9:7-9:9 harmless"),
        ("<ul>\n  <li>\n    <a href=\"/a\">a</a>\n    </li>\n    <li><a href=\"/b\">b</a></li>\n  </li>\n</ul>",
         "mismatchedEndTag 6:5-6:7 harmless"),
    ])
    func anElementClosedAnywayByWhatFollowsIsNotClosedEarly(source: String, finding: String) {
        let parsed = Parsed(source)
        #expect(parsed.damage == [finding])
        #expect(!parsed.template.issues.contains { $0.message.contains("too many") })
    }

    /// Inside the element an end tag deeper than its start tag closes, a child stands deeper than
    /// the sibling before it, closed on its own line (`<p>…</p>` then a `<div>` one step in): the
    /// indentation steps in without an element to explain it, so the end tags after it may stand
    /// that step deeper than they mean. That end tag may close the element as written (the
    /// sibling column after it), and the one too many is the later end tag that closes nothing.
    @Test func aChildIndentedDeeperThanItsSiblingMakesTheIndentationNoEvidence() {
        let source = "<div class=\"container\">\n  <div class=\"col-7\">\n    <p>x</p>\n      <div class=\"box\">\n        <h1>t</h1>\n      </div>\n    </div>\n    <div class=\"col-3\">\n      <p>y</p>\n    </div>\n  </div>\n</div>\n<p>after</p>"
        let parsed = Parsed(source)
        #expect(parsed.damage == ["mismatchedEndTag 12:3-12:6 harmless"])
        #expect(!parsed.template.issues.contains { $0.message.contains(message) })
    }

    /// Indentation is no evidence of which end tag is the extra one where the author closes
    /// elements of the name at that depth elsewhere too (pasted columns, each closed several
    /// steps deeper than it opens), where the element the end tag closes holds nothing yet
    /// (an emptied header closed on the next line), or where a sibling before that element
    /// stands at the end tag's depth: the end tag that finds nothing to close is
    /// reported as it is, not a deeper one.
    @Test(arguments: [
        ("<div class=\"row\">\n  <div class=\"col\">\n      <p>a</p>\n        </div>\n  <div class=\"col\">\n      <p>b</p>\n        </div>\n  </div>\n</div>",
         "mismatchedEndTag 9:3-9:6 harmless"),
        ("<div class=\"box-header\">\n  </div>\n <table>\n  <tr><td>x</td></tr>\n</table>\n</div>",
         "mismatchedEndTag 6:3-6:6 harmless"),
        // Siblings indented unevenly: the `<br>` before the column stands where its end tag does.
        ("<div class=\"row\">\n <div class=\"panel\">\n    <br>\n  <div class=\"col\">\n       <div class=\"pad\">\n          <p>x</p>\n       </div>\n    </div>\n    <div class=\"col\">\n        <p>y</p>\n    </div>\n  </div>\n </div>\n</div>",
         "mismatchedEndTag 14:3-14:6 harmless"),
    ])
    func indentationTheAuthorDoesNotKeepIsNoEvidence(source: String, finding: String) {
        let parsed = Parsed(source)
        #expect(parsed.damage == [finding])
        #expect(!parsed.template.issues.contains { $0.message.contains(message) })
    }

    /// An indentation step that does not explain the extra end tag leaves the indentation
    /// evidence: one blank deeper where the end tag stands two deeper than the start tag of the
    /// element it closes, or after a comment that may hold the start tag the step was for.
    @Test(arguments: [
        ("<div class=\"page\">\n  <div class=\"col\">\n    <br>\n     <div class=\"row\">\n      <p>x</p>\n    </div>\n    </div>\n  </div>\n</div>",
         "mismatchedEndTag 7:7-7:10 harmless"),
        ("<div class=\"page\">\n  <div class=\"col\">\n    <p>a</p>\n    <!-- <div class=\"x\"> -->\n      <p>b</p>\n    </div>\n  </div>\n</div>",
         "mismatchedEndTag 6:7-6:10 harmless"),
    ])
    func aStepThatDoesNotExplainTheExtraEndTagKeepsTheIndentationEvidence(source: String, finding: String) throws {
        let parsed = Parsed(source)
        #expect(parsed.damage == [finding])
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message.hasPrefix("end tag `</div>` closes the `<div>` opened on line 2 early: it is indented deeper than that start tag, and \(message)"))
    }

    /// One evidence bar for an extra end tag, whether or not the end tag right after it was taken
    /// for the second of a swap: where the lines between do not nest inside the element it
    /// closed, tabs and spaces mix, or the end tag that closes nothing stands at the indentation
    /// of another element than the one closed early (a top-level one long since closed), the
    /// swap is only a swap.
    @Test(arguments: [
        // A line between outdented to the element's start tag.
        "<div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n<p>after</p>\n</div>",
        // Tabs and spaces mixed.
        "<div class=\"page\">\n\t<section class=\"s\">\n    <div>a</div></div>\n  </section>\n  <p>after</p>\n</div>",
        // At the top, a later `<div>` closed as written stands at that indentation first.
        "<div class=\"page\">\n  <section class=\"s\">\n    <div>a</div></div>\n  </section>\n  </div>\n<div class=\"next\">\n  <p>x</p>\n</div>\n</div>",
    ])
    func aSwapIsNoExtraEndTagWithoutTheEvidence(source: String) throws {
        let swap = try #require(Parsed(source).template.issues.first)
        #expect(swap.help == "swap `</div>` and `</section>`")
        #expect(swap.message.hasSuffix("(the two end tags are swapped); the `<section>` closes at the same place anyway, so nothing moves"))
    }

    /// An end tag on a line of its own, indented inside the element it closes implicitly, with
    /// that element's own end tag right after it, lined up with its start tag (even where tabs
    /// and blanks mix, deeper at every tab width): one too many, no swap (ukparliament/egg-timer).
    @Test func anEndTagIndentedInsideBeforeTheElementsOwnIsOneTooMany() throws {
        let parsed = Parsed("<div class=\"page\">\n\t<section id=\"s\">\n\t\t<p>x</p>\n\t   </div>\n\t</section>\n</div>")
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message.contains("the `</section>` on line 5, lined up with the `<section>`, is its own end tag, so the `</div>` on line 4, indented inside it, is one too many"))
        #expect(issue.help?.hasPrefix("remove the extra `</div>`") == true)
    }

    /// A tag stands at its line's indentation when only ERB code and whole elements, opened and
    /// closed on that line, come before it: the extra `</div>` after a `<p>` on its line, in a
    /// `<div>` opened after an `<% if %>` on its line, is placed as one that begins its line.
    @Test func wholeElementsAndERBCodeBeforeATagKeepItsIndentation() throws {
        let parsed = Parsed("<% if a %><div class=\"page\">\n  <div class=\"head\">\n    <p>x</p></div>\n  </div>\n  <p>y</p>\n</div><% end %>")
        #expect(parsed.damage == ["mismatchedEndTag 3:15-3:18 moves"])
        let issue = try #require(parsed.template.issues.first)
        #expect(issue.message.hasPrefix("end tag `</div>` closes the `<div>` opened on line 2 early: it is indented deeper than that start tag, and \(message)"))
        #expect(issue.message.contains("(the `</div>` on line 4 closes the `<div>` opened on line 1), up to the `</div>` on line 6, which finds nothing to close"))
    }
}
