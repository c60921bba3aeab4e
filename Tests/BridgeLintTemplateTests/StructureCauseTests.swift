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

    /// Names that are no element glued to an attribute: a custom element, text made a tag.
    @Test(arguments: ["<my-card=\"x\">a</my-card>", "<x-foo class=\"a\">b</x-foo>", "<p>1 <ID=10,length=5> 2</p>", "<a-widgetclass=\"x\">c</a-widgetclass=\"x\">"])
    func namesThatAreNotGluedAttributes(source: String) {
        #expect(!Parsed(source).template.issues.contains { $0.kind == .gluedTagName })
    }
}
