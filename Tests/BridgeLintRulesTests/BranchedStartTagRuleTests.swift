import BridgeLintCore
import Testing

/// Rules read each branch's tag of a start tag split over an ERB conditional
/// (`<% if a %><div data-controller="menu"<% else %><div<% end %> data-menu-target="item">`):
/// the branch's own attributes on its own, and the shared rest with each branch's.
@Suite struct BranchedStartTagRuleTests {
    /// A typo in one branch's tag is that tag's finding; no tag holds the other's attributes,
    /// so nothing is set twice and no `>` is missing.
    @Test func eachBranchsAttributesAreItsTagsOwn() throws {
        let template = """
        <% if open? %>
          <div data-controller="menu" class="open"
        <% else %>
          <div data-controller="mneu" class="closed"
        <% end %>
          data-menu-delay-value="5">
        </div>
        """
        let findings = try StimulusRuleEdgeCaseTests.lint(template)
        #expect(findings.map(\.ruleID) == ["stimulus-unknown-controller"])
        #expect(findings.first?.range.start == Array(template.utf8).firstRange(of: Array("mneu".utf8))?.lowerBound)
    }

    /// A controller one branch's tag mounts may be mounted on the other path's tag too: the
    /// shared rest's targets and values are not out of its scope there, whichever branch mounts it.
    @Test(arguments: [
        "<% if open? %><div data-controller=\"menu\"<% else %><div class=\"closed\"<% end %>\n  data-menu-delay-value=\"5\" data-menu-target=\"item\">\n  <button data-action=\"click->menu#open\">Open</button>\n</div>",
        "<% if open? %><div class=\"closed\"<% else %><div data-controller=\"menu\"<% end %>\n  data-menu-delay-value=\"5\" data-menu-target=\"item\">\n  <button data-action=\"click->menu#open\">Open</button>\n</div>",
    ])
    func aControllerMountedOnAnotherPathMayBeMountedHere(template: String) throws {
        let findings = try StimulusRuleEdgeCaseTests.lint(template)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }
}
