import BridgeLintCore
import Testing

/// A value with a finite set of literal renderings is judged as each of them, by every rule that
/// reads it: the general form is each shape of value against each rule.
@Suite struct PossibleValueRuleTests {
    static let files = [
        "app/javascript/controllers/search_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { query() {} }
        """,
        "app/javascript/controllers/modal_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { show() {} }
        """,
    ]

    /// Ways to write an element whose `data-controller` may render `identifier` (and `search`):
    /// the start of the element and its end.
    static let shapes: [@Sendable (String) -> (String, String)] = [
        { (#"<div data-controller="<%= "\#($0)" if native_app? %> search">"#, "</div>") },
        { (#"<div data-controller="search <%= '\#($0)' unless signed_in? %>">"#, "</div>") },
        { (#"<div data-controller="<%= open? ? "\#($0)" : "search" %>">"#, "</div>") },
        { (#"<div data-controller="<%= token_list("search", "\#($0)" => open?) %>">"#, "</div>") },
        { (#"<div data-controller="search <% if native_app? %>\#($0)<% end %>">"#, "</div>") },
        { (#"<%= tag.div data: { controller: ("\#($0)" if open?) } do %>"#, "<% end %>") },
        { (#"<%= tag.div data: { controller: open? ? "\#($0)" : "search" } do %>"#, "<% end %>") },
        { (#"<%= content_tag :div, data: { controller: class_names("search", "\#($0)" => open?) } do %>"#, "<% end %>") },
    ]

    private func lint(_ shape: Int, mounting identifier: String, around body: String) throws -> [Diagnostic] {
        let (start, end) = Self.shapes[shape](identifier)
        return try StimulusRuleEdgeCaseTests.lint(start + "\n  " + body + "\n" + end, files: Self.files)
    }

    @Test(arguments: shapes.indices)
    func anUnknownIdentifierAmongThePossibilitiesIsReported(shape: Int) throws {
        let (start, end) = Self.shapes[shape]("mneu")
        let template = start + "\n" + end
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(found.map { SourceFile(path: "t", text: template).text(in: $0.range) } == ["mneu"])
        #expect(found.first?.suggestions == ["menu"])
    }

    @Test(arguments: shapes.indices)
    func aControllerThatMayBeMountedIsInScope(shape: Int) throws {
        let found = try lint(shape, mounting: "menu", around: #"<button data-action="menu#open" data-menu-target="item">Open</button>"#)
        #expect(found.filter { $0.ruleID.hasPrefix("stimulus-") }.isEmpty, "\(found)")
    }

    /// Before, any ERB in `data-controller` made every controller possibly mounted there.
    @Test(arguments: shapes.indices)
    func aControllerNoPossibilityMountsIsOutOfScope(shape: Int) throws {
        let found = try lint(shape, mounting: "menu", around: #"<button data-action="modal#show">Open</button>"#)
        #expect(found.filter { $0.ruleID == "stimulus-out-of-scope" }.map(\.message).count == 1, "\(found)")
    }

    @Test(arguments: shapes.indices)
    func anUnknownTargetOfAPossibleControllerIsReported(shape: Int) throws {
        let found = try lint(shape, mounting: "menu", around: #"<span data-menu-target="iten"></span>"#)
        #expect(found.filter { $0.ruleID == "stimulus-unknown-target" }.map(\.suggestions) == [["item"]])
    }

    /// Actions and targets written as choices are judged as each possibility.
    @Test func actionsAndTargetsOfEachPossibility() throws {
        let template = """
        <div data-controller="menu">
          <button data-action="<%= "click->menu#opn" if open? %>">Open</button>
          <span data-menu-target="<%= open? ? "item" : "iten" %>"></span>
          <%= link_to "Show", "#", data: { action: ("click->modal#show" if open?) } %>
          <div data-action="<%= token_list("like", "click->menu#open" => open?) %>"></div>
        </div>
        """
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID.hasPrefix("stimulus-") }
        let file = SourceFile(path: "t", text: template)
        #expect(found.map { "\($0.ruleID) \(file.text(in: $0.range))" }.sorted() == [
            "stimulus-out-of-scope modal", "stimulus-unknown-action-method opn", "stimulus-unknown-target iten",
        ])
    }

    /// A value that is not a finite set of literals stays unknown: nothing in it is judged, and
    /// any controller may be mounted there.
    @Test func anUnknownValueStaysSilent() throws {
        let template = """
        <div data-controller="<%= open? ? name : "mneu" %>">
          <button data-action="modal#show">Open</button>
        </div>
        <%= tag.div data: { controller: open? && "mneu" } do %>
          <button data-action="<%= "click->modal#show" if open? %>">Open</button>
        <% end %>
        """
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.isEmpty, "\(found)")
    }
}
