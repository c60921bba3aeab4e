import Testing
@testable import BridgeLintTemplate

let scratchSources: [String] = [
##"<%= link_to "Menu", menu_path, data: { bridge__nav_target: "item" } %>"##,
##"<%= link_to "Menu", menu_path, data: { "bridge--nav-target": "item" } %>"##,
##"<%= link_to "Menu", menu_path, "data-controller" => "bridge--nav" %>"##,
##"<%= link_to "Menu", menu_path, data: { :controller => "bridge--nav" } %>"##,
##"<%= link_to "Menu", menu_path, data: { bridge_systemName: "gear" } %>"##,
##"<%= link_to "Menu", menu_path, class: ("button" unless card.postponed?) %>"##,
##"<%= link_to "Menu", menu_path, data: { controller: "#{prefix}--menu bridge--nav" } %>"##,
##"<%= link_to "Menu", menu_path, data: { controller: controller_for(card) } %>"##,
##"<%= link_to "Menu", menu_path, data: { bridge_title: nil, controller: "x" } %>"##,
##"<%= link_to "Menu", menu_path, data: { turbo_frame: true } %>"##,
##"<%= link_to "Menu", menu_path, data: { controller: ["a", "b"] } %>"##,
##"<%= link_to "Menu", menu_path, data: { options: { a: 1 } } %>"##,
##"<%= link_to "Menu", menu_path, data: { bridge__nav_target: :item } %>"##,
##"<%= link_to "Menu", menu_path, data: { count: 42 } %>"##,
##"<%= link_to 'Menu', menu_path, data: { controller: 'bridge--nav' } %>"##,
##"<%= link_to "Menu", menu_path, title: "Say \"hi\" now" %>"##,
##"<%= link_to "Delete", todo_path(todo), method: :delete %>"##,
##"<%= link_to "Menu", menu_path, aria: { label: "Open menu" } %>"##,
##"<div data-controller="theme <%= "bridge--x" if signed_in? %>"></div>"##,
##"<div class='card <%= extra %>x wide'></div>"##,
##"<div data-x="a <%# note %> b"></div>"##,
##"<input type=text disabled>"##,
##"<div data-<%= name %>-target="item" data-controller="c"></div>"##,
]

@Test func scratch() {
    for source in scratchSources {
        let parsed = Parsed(source)
        print("SRC", source)
        print("TREE", parsed.tree)
        for element in parsed.template.elements {
            print(" EL", element.name, parsed.span(element.nameRange), element.hasDynamicAttributes)
            for line in parsed.attributes(of: element) { print("   ", line) }
        }
    }
}
