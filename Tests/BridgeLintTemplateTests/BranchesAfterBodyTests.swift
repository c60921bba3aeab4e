import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// The `rescue`, `ensure` and `else` of a `begin` (or of a `do` block) run after its body, or
/// after the part of it that ran before an exception: they are no alternatives to it, so what
/// they close is not compared with what the body leaves open.
@Suite struct BranchesAfterBodyTests {
    @Test(arguments: [
        // The rescue closes what the body had opened when it raised, then leaves the loop.
        "<div class=\"table\">\n<% rows.each do |row| %>\n  <div class=\"line\">\n  <% begin %>\n  <div class=\"code\"><pre><code><%= row %></code></pre></div>\n  <% rescue %>\n  </code></pre></div></div>\n  <% break %>\n  <% end %>\n  </div>\n<% end %>\n</div>\n<p>after</p>",
        "<div>\n<% begin %>\n  <%= value %>\n<% rescue %>\n  </div>\n<% end %>\n</div>\n<p>after</p>",
        "<div>\n<% begin %>\n  <%= value %>\n<% ensure %>\n  </div>\n<% end %>\n<p>after</p>",
        "<div>\n<% begin %>\n  <%= value %>\n<% rescue %>\n  failed\n<% else %>\n  </div>\n<% end %>\n</div>\n<p>after</p>",
        "<ul>\n<% items.each do |item| %>\n  <li><%= item %></li>\n<% rescue %>\n  </ul>\n<% end %>\n</ul>\n<p>after</p>",
    ])
    func aRescueIsNoAlternativeToItsBody(source: String) {
        #expect(Parsed(source).template.issues.filter { $0.kind == .mismatchedEndTag }.isEmpty)
    }

    /// A rescue that leaves by `break` hands nothing to what follows the `end`: the tree goes
    /// on from the body, and a stray end tag after it is still reported. One that goes on with
    /// other elements open leaves what is open unknown: the same end tag is not judged.
    @Test(arguments: [("\n  <% break %>", true), ("", false)])
    func whatFollowsIsJudgedWhenTheRescueJumps(jump: String, reported: Bool) {
        let parsed = Parsed("<% rows.each do |row| %>\n<div>\n<% begin %>\n  <%= row %>\n<% rescue %>\n  </div>\(jump)\n<% end %>\n</div>\n<% end %>\n</span>")
        #expect(parsed.template.issues.contains { $0.kind == .mismatchedEndTag } == reported)
    }

    /// An end tag in one branch of a conditional is still compared with the other branches, and
    /// the message names the conditional it is in, with its line (the end tag may also sit in
    /// an inner block's branch).
    @Test(arguments: [
        ("<% if open %>", "<% else %>", "if"),
        ("<% unless open %>", "<% else %>", "unless"),
        ("<% case kind %>\n<% when :a %>", "<% else %>", "case"),
    ])
    func anEndTagInOneBranchOfAConditionalIsReported(opener: String, other: String, keyword: String) throws {
        let parsed = Parsed("<section>\n<div>\n\(opener)\n  </div>\n\(other)\n  none\n<% end %>\n<p>x</p>\n</section>")
        let issue = try #require(parsed.template.issues.first { $0.kind == .mismatchedEndTag })
        #expect(issue.message.contains("another branch of the `\(keyword)` on line 3 leaves it open"))
        #expect(issue.help?.hasSuffix("out of the `\(keyword)` on line 3") == true)
    }

    /// An end tag in a loop inside one branch closes, on each iteration, an element opened
    /// before the loop, which something the body renders opens (a helper's markup): as for a
    /// loop on its own, it is not judged, whatever the other branches leave open.
    @Test(arguments: ["<% for d in records %>", "<% records.each do |d| %>", "<% 3.times { %>"])
    func anEndTagInALoopInOneBranchIsNotJudged(loop: String) {
        let end = loop.contains("{") ? "<% } %>" : "<% end %>"
        let source = "<div class=\"frame\">\n<% if a %>\n  <%= x %>\n<% elsif records %>\n\(loop)\n  <%= row_for(d) %>\n  </div>\n\(end)\n<% end %>\n<p>x</p>\n</div>"
        #expect(Parsed(source).template.issues.filter { $0.kind == .mismatchedEndTag }.isEmpty, "\(Parsed(source).template.issues.map(\.message))")
    }

    /// An end tag that closes alone in a branch of a block nested in a branch of another is one
    /// finding, naming the innermost block, whatever the outer block is.
    @Test(arguments: ["if", "unless", "case kind %>\n<% when :a"])
    func anEndTagClosingAloneInNestedBranchesIsOneFinding(outer: String) {
        let source = "<section>\n<div>\n<% \(outer) %>\n  none\n<% else %>\n  <% unless flavors.blank? %>\n  </div>\n  <% else %>\n  none\n  <% end %>\n<% end %>\n<p>x</p>\n</section>"
        let issues = Parsed(source).template.issues.filter { $0.kind == .mismatchedEndTag }
        #expect(issues.count == 1 && issues.first?.message.contains("another branch of the `unless` on line") == true, "\(issues.map(\.message))")
    }
}
