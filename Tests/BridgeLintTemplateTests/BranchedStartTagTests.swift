import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// A start tag each branch of an ERB conditional opens with its own attributes, finished after
/// the `end` (`<% if a %><a class="x y"<% else %><a class="x"<% end %> href="/">`): only one
/// branch renders, so each path renders one well-formed tag, its branch's attributes and the
/// shared rest. A path that opens no tag shows the rest as text.
@Suite struct BranchedStartTagTests {
    /// Each element's name and attributes (`name=value`, in order), in document order.
    private func tags(_ parsed: Parsed) -> [String] {
        parsed.template.elements.map { element in
            ([element.name] + element.attributes.map { attribute in
                attribute.value.map { "\(attribute.name)=\($0.staticText ?? "?")" } ?? attribute.name
            }).joined(separator: " ")
        }
    }

    @Test(arguments: [
        // if / else, the tag continuing on the next lines.
        ("<div>\n<% if voted %>\n  <a class=\"up on\"\n<% else %>\n  <a class=\"up\"\n<% end %>\n  data-direction=\"up\" title=\"Vote\">up</a>\n</div>",
         ["div", "a class=up on data-direction=up title=Vote", "a class=up data-direction=up title=Vote"]),
        // if / elsif / else, one branch with another element.
        ("<% if a %><a href=\"/a\"<% elsif b %><a href=\"/b\"<% else %><span<% end %> class=\"c\">x</a>",
         ["a href=/a class=c", "a href=/b class=c", "span class=c"]),
        // unless / else.
        ("<% unless a %><button type=\"submit\"<% else %><button type=\"button\" disabled<% end %> class=\"b\">Go</button>",
         ["button type=submit class=b", "button type=button disabled class=b"]),
        // case / when / else; a branch's ERB inside a value stays that tag's.
        ("<% case kind %>\n<% when :a %><li class=\"<%= a %>\"\n<% when :b %><li id=\"b\"\n<% else %><li<% end %> data-kind=\"k\">x</li>",
         ["li class=? data-kind=k", "li id=b data-kind=k", "li data-kind=k"]),
        // The shared rest is only `>`.
        ("<% if a %><div class=\"a\"<% else %><div class=\"b\"<% end %>><p>x</p></div>",
         ["div class=a", "div class=b", "p"]),
    ] as [(String, [String])])
    func eachBranchRendersItsOwnTag(source: String, expected: [String]) {
        let parsed = Parsed(source)
        #expect(tags(parsed) == expected)
        #expect(parsed.template.issues.isEmpty, "\(parsed.template.issues.map(\.message))")
    }

    /// The first branch's tag holds what follows, as the tree follows the first branch; the
    /// others close empty at the block's end.
    @Test func theTreeFollowsTheFirstBranch() {
        let parsed = Parsed("<nav><% if a %><a class=\"x\"<% else %><a class=\"y\"<% end %> href=\"/\"><b>Home</b></a></nav><p>after</p>")
        #expect(parsed.tree == "nav(a(b) a) p")
        #expect(parsed.template.issues.isEmpty)
    }

    /// The attributes after the `end` render whenever a branch's tag does: one repeating a
    /// branch's attribute is set twice on that path, always, and reported once.
    @Test func aRepeatAfterTheEndIsOneFinding() throws {
        let parsed = Parsed("<% if a %><a class=\"x\"<% else %><a class=\"y\"<% end %> class=\"z\">t</a>")
        let issues = parsed.template.issues
        #expect(issues.map(\.kind) == [.duplicateAttribute])
        let issue = try #require(issues.first)
        #expect(parsed.span(issue.range) == "1:55-1:60")
        #expect(!issue.isConditional)
        // Two repeats in the same branch's part are that branch's, and conditional on it.
        let branch = Parsed("<% if a %><a class=\"x\" class=\"w\"<% else %><a class=\"y\"<% end %> href=\"/\">t</a>").template.issues
        #expect(branch.map(\.kind) == [.duplicateAttribute])
    }

    /// A path that renders no start tag shows the rest of the tag as text: reported once, at
    /// the rest, with the path that renders none.
    @Test(arguments: [
        // `if` without `else`.
        ("<div>\n<% if a %>\n<a class=\"x\"\n<% end %>\n  href=\"/\">up</a>\n</div>",
         "5:3-5:7", "when the `if` condition is false, its body does not render"),
        // An explicit branch with text only.
        ("<% if a %><a class=\"x\"<% else %>plain<% end %> href=\"/\">up</a>",
         "1:48-1:52", "the `else` branch on line 1 renders none"),
        // The first branch opens none, the `else` does.
        ("<% if a %>plain<% else %><a class=\"x\"<% end %> href=\"/\">up</a>",
         "1:48-1:52", "the `if` branch on line 1 renders none"),
        // `elsif` without `else`.
        ("<% if a %><a class=\"x\"<% elsif b %><a class=\"y\"<% end %> href=\"/\">up</a>",
         "1:58-1:62", "when no condition holds, no branch renders"),
        ("<% unless a %><a class=\"x\"<% end %>>up</a>", "1:36-1:37", "when the `unless` condition holds, no branch renders"),
        ("<% case k %><% when 1 %><a class=\"x\"<% end %> href=\"/\">up</a>", "1:47-1:51", "when no `when` matches, no branch renders"),
    ] as [(String, String, String)])
    func aPathWithoutTheTagShowsItsRestAsText(source: String, at span: String, path: String) throws {
        let parsed = Parsed(source)
        let issues = parsed.template.issues
        #expect(issues.count == 1, "\(issues.map(\.message))")
        let issue = try #require(issues.first)
        #expect(issue.kind == .unterminatedAttributeValue)
        #expect(parsed.span(issue.range) == span)
        #expect(issue.message.contains(path), "\(issue.message)")
        #expect(issue.message.contains("browsers show it, up to the `>` on line"))
    }

    /// A branch without the tag that writes ERB output may render the start tag itself: unknown.
    @Test func aBranchWithOutputMayOpenTheTag() {
        let parsed = Parsed("<% if a %><a class=\"x\"<% else %><%= link_start %><% end %> href=\"/\">up</a>")
        #expect(parsed.template.issues.isEmpty)
        #expect(tags(parsed) == ["a class=x href=/"])
    }

    /// A tag that lacks its `>` on some path is still one: the markup after it becomes its
    /// attributes there, and the finding stays.
    @Test(arguments: [
        // The `else` branch finishes its tag: the first branch's runs into it.
        "<% if a %><a class=\"x\"<% else %><a class=\"y\">t</a><% end %> more</a>",
        // No `>` after the `end` at all.
        "<% if a %><a class=\"x\"<% else %><a class=\"y\"<% end %>\n",
        // Markup after the `end` before the `>`: every path swallows it.
        "<% if a %><a class=\"x\"<% else %><a class=\"y\"<% end %> href=\"/\"\n<span class=\"s\">t</span></a>",
        // Markup after the branch's own tag name.
        "<% if a %><a class=\"x\" <b<% else %><a class=\"y\"<% end %> href=\"/\">t</a>",
    ])
    func aTagWithoutItsEndOnEveryPathIsStillReported(source: String) {
        let issues = Parsed(source).template.issues
        #expect(issues.contains { $0.kind == .unterminatedAttributeValue && $0.message.hasPrefix("the start tag `<a` has no `>`") }, "\(issues.map(\.message))")
    }
}
