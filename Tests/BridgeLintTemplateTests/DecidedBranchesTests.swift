import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// Conditions whose literals alone decide them: the branch they switch off never renders, so
/// the template is read without it, and a conditional whose taken branch is known is read as
/// that branch's body alone.
@Suite struct DecidedBranchesTests {
    /// Ruby's truthiness from literals: only `nil` and `false` are false; `&&`, `||`, `and`,
    /// `or`, `!` and `not` with Ruby's precedence; any other operand is unknown unless the
    /// other side of its operator decides.
    @Test(arguments: [
        ("false", Truthiness.falsy), ("nil", .falsy), ("true", .truthy), ("0", .truthy), ("\"\"", .truthy), ("[]", .truthy),
        (":x", .truthy), ("%w[]", .truthy), ("\"a#{b}\"", .truthy),
        ("false && @page.categories.present?", .falsy), ("false and x", .falsy), ("nil && x", .falsy), ("x && false", .falsy),
        ("true || x", .truthy), ("x or true", .truthy), ("!true", .falsy), ("not true", .falsy), ("!!nil", .falsy),
        ("(false)", .falsy), ("(false && x) || nil", .falsy), ("!(nil || false)", .truthy), ("not false && x", .truthy),
        ("not x and false", .falsy), ("false || x", .unknown), ("true && x", .unknown), ("x", .unknown),
        ("false.nil?", .unknown), ("nil == x", .unknown), ("!x", .unknown), ("false && x ? a : b", .unknown),
        ("false; true", .unknown), ("x = false", .unknown), ("(false", .unknown), ("/x/", .unknown),
    ])
    func literalsDecideACondition(code: String, expected: Truthiness) {
        let bytes = Array(code.utf8)
        let tokens = RubyLexer.tokens(in: bytes, range: SourceRange(start: 0, end: bytes.count))
        #expect(LiteralCondition.truthiness(of: tokens) == expected, "\(code)")
    }

    /// Each branch a literal switches off holds an end tag that nothing opened there (or leaves
    /// one open): read without it, the template is balanced, and nothing of it is in the tree.
    @Test(arguments: [
        "<% if false && user.admin? %>\n  <p><ul><li>x</li></ul></p>\n<% end %>",
        "<% if nil %>\n  </div>\n<% end %>",
        "<% unless true %>\n  </div>\n<% end %>",
        "<% unless 1 %>\n  </div>\n<% end %>",
        "<% if (not true) %>\n  </div>\n<% end %>",
        "<% if true %>\n  <div></div>\n<% else %>\n  </div>\n<% end %>",
        "<% unless false %>\n  <div></div>\n<% else %>\n  <div>\n<% end %>",
        "<% if true || x %>\n  <div></div>\n<% elsif y %>\n  </span>\n<% else %>\n  </div>\n<% end %>",
        "<% if false %>\n  </div>\n<% elsif x %>\n  <div></div>\n<% elsif nil %>\n  <span>\n<% else %>\n  <p></p>\n<% end %>",
        "<% if false %>\n  </div>\n<% elsif 1 %>\n  <div></div>\n<% else %>\n  </span>\n<% end %>",
        "<% if false %>\n  <% if x %>\n    </div>\n  <% else %>\n    <% if true %></span><% end %>\n  <% end %>\n<% end %>",
        "<% if x %>\n  <% if false %>\n    </div>\n  <% end %>\n  <b></b>\n<% end %>",
    ])
    func aSwitchedOffBranchIsNotRead(source: String) {
        let parsed = Parsed("<section>\n\(source)\n</section>\n")
        #expect(parsed.template.issues.isEmpty, "\(source)")
        #expect(!parsed.template.neverRendered.isEmpty)
        #expect(parsed.template.elements.allSatisfy { element in !parsed.template.neverRendered.contains { $0.contains(element.range.start) } })
    }

    /// An end tag in one branch that another branch does not match is reported where both may
    /// render; where a literal decides which renders, the path that renders is balanced and
    /// judged alone. Conditions the literals do not decide keep both paths.
    @Test(arguments: [
        ("if false", "none", "</div>", false), ("if false && x", "none", "</div>", false), ("unless true", "none", "</div>", false),
        ("if true", "</div>", "none", false), ("unless nil", "</div>", "none", false), ("if !true", "none", "</div>", false),
        ("if x", "none", "</div>", true), ("if false || x", "none", "</div>", true), ("if true && x", "</div>", "none", true),
        ("if false.nil?", "none", "</div>", true), ("-if false", "none", "</div>", true),
    ])
    func theLivePathIsJudgedWithoutTheSwitchedOffBranch(condition: String, first: String, other: String, reported: Bool) {
        let parsed = Parsed("<section>\n<div>\n<% \(condition) %>\n  \(first)\n<% else %>\n  \(other)\n<% end %>\n<p>x</p>\n</section>\n")
        #expect(parsed.template.issues.contains { $0.kind == .mismatchedEndTag } == reported, "\(condition)")
        #expect(parsed.template.neverRendered.isEmpty == reported)
    }

    /// A conditional whose taken branch is known renders that branch on every path: what it
    /// opens closes after the `end` without a finding, and it renders once.
    @Test(arguments: ["<% if true %>", "<% unless false %>", "<% if false %><span><% elsif true %>", "<% if nil %><% else %>"])
    func theBranchAlwaysTakenRendersOnEveryPath(opener: String) throws {
        let parsed = Parsed("\(opener)\n  <div class=\"a\">\n<% end %>\n  text\n</div>\n")
        #expect(parsed.template.issues.isEmpty, "\(opener)")
        let div = try parsed.element("div")
        #expect(div.rendering == .once)
        #expect(parsed.template.rendering(at: div.range.start) == .once)
    }
}
