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

    /// A hash given to a helper as an argument Rails reads as settings renders no attribute:
    /// `options_for_select`'s `selected` (only `:selected` and `:disabled` are read), the other
    /// option helpers' `selected`, and a builder `select`'s options before its HTML options,
    /// with or without parentheses and braces, and Kaminari's `paginate` options (locals of
    /// its partials). No `#data` element for them.
    @Test(arguments: [
        #"<%= form.select :owner_id, options_for_select(users, { class: "x", selected: id, data: { menu_target: "item" } }) %>"#,
        #"<%= form.select :owner_id, options_for_select(users, selected: id, data: { menu_target: "item" }), include_blank: true %>"#,
        #"<%= select_tag :owner_id, options_for_select(users, :selected => id, :data => { menu_target: "item" }) %>"#,
        #"<%= select_tag :owner, options_from_collection_for_select(users, :id, :name, { selected: 1, data: { menu_target: "item" } }) %>"#,
        #"<%= select_tag :owner, grouped_options_for_select(groups, nil, prompt: "Pick", data: { menu_target: "item" }) %>"#,
        #"<%= f.select :kind, kinds, include_blank: true, data: { menu_target: "item" } %>"#,
        #"<%= f.collection_select(:owner_id, users, :id, :name, { data: { menu_target: "item" } }, { class: "x" }) %>"#,
        #"<%= paginate @items, data: { turbo_action: "replace", turbo_frame: "items-page" } %>"#,
        #"<%= paginate(@items, window: 2, :data => { menu_target: "item" }) %>"#,
    ])
    func noHashInAnArgumentRailsDoesNotRender(source: String) {
        let loose = Parsed(source).template.elements.filter { $0.name == "#data" }
        #expect(loose.isEmpty, "\(loose.map { $0.attributes.map(\.name) })")
    }

    /// A form helper's `data:` that Rails merges away (`form_with`'s `html: { data: }` replaces
    /// its own `data:`; `form_for`'s own `data:` replaces `html:`'s) renders nowhere.
    @Test(arguments: [
        #"<%= form_with model: @item, data: { action: "submit->a#b" }, html: { data: { a_target: "form" } } do |form| %><% end %>"#,
        #"<%= form_for @item, data: { a_target: "form" }, html: { data: { action: "submit->a#b" } } do |f| %><% end %>"#,
    ])
    func noHashMergedAwayByAFormHelper(source: String) {
        let parsed = Parsed(source)
        #expect(parsed.template.elements.filter { $0.name == "#data" }.isEmpty)
        #expect(parsed.template.elements.first { $0.name == "form" }?.attributes.map(\.name) == ["data-a-target"])
    }

    /// The arguments those helpers do render still count: the option arrays of
    /// `options_for_select` (a hash there is one `<option>`'s attributes), and a builder
    /// `select`'s HTML options, which the `<select>` element carries.
    @Test func hashesInRenderedArgumentsStay() {
        let options = Parsed(#"<%= select_tag :size, options_for_select([["Small", "s", { data: { menu_target: "item" } }]], "s") %>"#)
        #expect(options.template.elements.filter { $0.name == "#data" }.map { $0.attributes.map(\.name) } == [["data-menu-target"]])
        let html = Parsed(#"<%= f.select :kind, kinds, { include_blank: true }, { data: { menu_target: "item" } } %>"#)
        #expect(html.template.elements.filter { $0.name == "#data" }.isEmpty)
        #expect(html.template.elements.first { $0.name == "select" }?.attributes.map(\.name) == ["data-menu-target"])
    }
}
