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
        // An end tag it swallows closes nothing.
        #expect(Parsed("<div><span>a</span\n</div>").template.issues.first?.message.hasSuffix("the `</div>` on line 2 is part of it: that end tag closes nothing") == true)
    }
}
