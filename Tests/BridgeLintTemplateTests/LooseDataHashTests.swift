import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// `data:` hashes passed to helpers and components the parser does not know become `#data`
/// elements outside the tree, so their names can be checked; hashes a known helper renders do not.
@Suite struct LooseDataHashTests {
    @Test func hashesOfUnknownHelpersAndComponents() throws {
        let parsed = Parsed(##"""
        <%= ui_button "GitHub", url: x, data: { controller: "bridge--oauth", action: "click->bridge--oauth#signIn" } %>
        <div><%= render MenuComponent.new(title: "x", data: { controller: "dropdown", :"dropdown-open-value" => true }) %></div>
        <% options = { :data => { dropdown_target: "menu", **extra } } %>
        <%= link_to "Home", root_path, data: { controller: "nav" } %>
        <%= tag.div data: { controller: "panel" } do %><% end %>
        """##)
        let loose = parsed.template.elements.filter { $0.name == "#data" }
        #expect(loose.map { $0.attributes.map(\.name) } == [
            ["data-controller", "data-action"], ["data-controller", "data-dropdown-open-value"], ["data-dropdown-target"],
        ])
        #expect(loose.allSatisfy { $0.parent == nil && $0.hasDynamicAttributes && $0.children.isEmpty })
        #expect(loose.map(\.index) == Array(parsed.template.elements.count - 3..<parsed.template.elements.count))
        let action = try parsed.attribute("data-action", of: loose[0])
        #expect(parsed.span(action.nameRange) == "1:70-1:76")
        #expect(action.value?.staticText == "click->bridge--oauth#signIn")
        #expect(parsed.tree == "div a div #data #data #data")
    }

    /// Output inside an HTML comment is comment text: a hash there is no markup, wherever the
    /// comment starts and ends; the same hash after the comment is.
    @Test(arguments: [
        "<!--\n  <%= f.input :discounted, input_html: { data: { action: \"input->hider#toggleDiscount\" } } %>\n-->",
        "<!-- <div class=\"<%= css %>\"><%= ui_button data: { controller: \"old\" } %></div> -->",
    ])
    func noHashInsideAComment(commented: String) {
        let parsed = Parsed(commented + "\n<%= ui_button data: { controller: \"kept\" } %>")
        let loose = parsed.template.elements.filter { $0.name == "#data" }
        #expect(loose.map { $0.attributes.map { $0.value?.staticText ?? "" } } == [["kept"]])
    }

    /// A hash in parentheses, given only under a condition (`data: ({ controller: "x" } if on)`),
    /// may still wrap the block.
    @Test(arguments: [
        #"<% c.with_body(data: ({ controller: "show-more" } if show_more?)) do %><% end %>"#,
        #"<% c.with_body(:data => ({ controller: "show-more" })) do %><% end %>"#,
    ])
    func aHashInParentheses(source: String) {
        let loose = Parsed(source).template.elements.filter { $0.name == "#data" }
        #expect(loose.map { $0.attributes.map(\.name) } == [["data-controller"]])
    }
}
