import BridgeLintCore
import Testing

/// An id a template hands to a component, a partial or a helper in Ruby may be the id of what
/// that call renders: a `<label for>` naming it points at something.
@Suite struct RubyWrittenIDTests {
    private func labelFindings(_ markup: String) throws -> [Diagnostic] {
        let template = "<%= form_with model: @address do |form| %>\n  <%= form.text_field :online_serch %>\n<% end %>\n<label for=\"address_online_search\">Search</label>\n\(markup)\n"
        return try StimulusRuleEdgeCaseTests.lint(template, path: "app/views/addresses/index.html.erb", files: FormLabelTextTests.files)
            .filter { $0.ruleID == "form-field-typo" }
    }

    @Test(arguments: [
        #"<%= render SearchInputComponent.new(name: "q", html_options: { id: "address_online_search", class: "w-full" }) %>"#,
        "<%= render(SearchInputComponent.new(\n  html_options: { \"id\" => \"address_online_search\" }\n)) %>",
        #"<%= render "shared/input", id: "address_online_search" %>"#,
        #"<%= render partial: "shared/input", locals: { :id => :address_online_search } %>"#,
        #"<%= search_box "id": "address_online_search" %>"#,
        // An id Ruby computes may be any id.
        #"<%= render SearchInputComponent.new(html_options: { id: dom_id(@address, :search) }) %>"#,
        #"<%= render "shared/input", id: "address_#{kind}_search" %>"#,
    ])
    func anIDWrittenInRubyArgumentsExists(markup: String) throws {
        let found = try labelFindings(markup)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Another id, or a route helper's `id:` (a record, not an element), names no element.
    @Test(arguments: [
        "",
        #"<%= render SearchInputComponent.new(html_options: { id: "address_other_search" }) %>"#,
        #"<%= link_to "Show", address_path(id: @address.id) %>"#,
    ])
    func otherIDsStillLeaveTheLabelPointingAtNothing(markup: String) throws {
        let found = try labelFindings(markup)
        #expect(found.map(\.message) == ["no element in this file has `id=\"address_online_search\"`; the label points at nothing"])
    }
}
