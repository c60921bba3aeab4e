import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// Attribute names, values, kinds and static tokens, with exact ranges, for every way a value
/// is written: Ruby keys of all styles, literals, dynamic values, and raw HTML with ERB inside.
@Suite struct AttributeValueTests {
    /// (template, attribute, `Parsed.describe` of that attribute on the first element having it).
    static let cases: [(String, String, String)] = [
        // Key styles (PROTOCOL §4, §6).
        (##"<%= link_to "Menu", menu_path, data: { bridge__nav_target: "item" } %>"##, "data-bridge--nav-target",
         ##"data-bridge--nav-target 1:40-1:58 = text "item" 1:61-1:65 [item 1:61-1:65]"##),
        (##"<%= link_to "Menu", menu_path, data: { "bridge--nav-target": "item" } %>"##, "data-bridge--nav-target",
         ##"data-bridge--nav-target 1:41-1:59 = text "item" 1:63-1:67 [item 1:63-1:67]"##),
        (##"<%= link_to "Menu", menu_path, "data-controller" => "bridge--nav" %>"##, "data-controller",
         ##"data-controller 1:33-1:48 = text "bridge--nav" 1:54-1:65 [bridge--nav 1:54-1:65]"##),
        (##"<%= link_to "Menu", menu_path, data: { :controller => "bridge--nav" } %>"##, "data-controller",
         ##"data-controller 1:41-1:51 = text "bridge--nav" 1:56-1:67 [bridge--nav 1:56-1:67]"##),
        (##"<%= link_to "Menu", menu_path, data: { bridge_systemName: "gear" } %>"##, "data-bridge-systemName",
         ##"data-bridge-systemName 1:40-1:57 = text "gear" 1:60-1:64 [gear 1:60-1:64]"##),
        (##"<%= link_to "Menu", menu_path, aria: { label: "Open menu" } %>"##, "aria-label",
         ##"aria-label 1:40-1:45 = text "Open menu" 1:48-1:57 [Open 1:48-1:52, menu 1:53-1:57]"##),
        (##"<%= link_to "Delete", todo_path(todo), method: :delete %>"##, "data-method",
         ##"data-method 1:40-1:46 = text "delete" 1:49-1:55 [delete 1:49-1:55]"##),
        (##"<%= link_to "Edit", x, :class => "btn" %>"##, "class",
         ##"class 1:25-1:30 = text "btn" 1:35-1:38 [btn 1:35-1:38]"##),
        (##"<%= link_to "X", x, { class: "a", data: { controller: "c" } } %>"##, "data-controller",
         ##"data-controller 1:43-1:53 = text "c" 1:56-1:57 [c 1:56-1:57]"##),
        (##"<%= link_to "x", y, :data => { :controller => "old" } %>"##, "data-controller",
         ##"data-controller 1:33-1:43 = text "old" 1:48-1:51 [old 1:48-1:51]"##),
        (##"<%= link_to "x", y, data: {controller: "nospace"} %>"##, "data-controller",
         ##"data-controller 1:28-1:38 = text "nospace" 1:41-1:48 [nospace 1:41-1:48]"##),
        // Literal values: symbols lose their colon, `true` and numbers become text.
        (##"<%= tag.div data: { controller: :"bridge--nav" } %>"##, "data-controller",
         ##"data-controller 1:21-1:31 = text "bridge--nav" 1:35-1:46 [bridge--nav 1:35-1:46]"##),
        (##"<%= link_to "Menu", menu_path, data: { bridge__nav_target: :item } %>"##, "data-bridge--nav-target",
         ##"data-bridge--nav-target 1:40-1:58 = text "item" 1:61-1:65 [item 1:61-1:65]"##),
        (##"<%= link_to "Menu", menu_path, data: { turbo_frame: true } %>"##, "data-turbo-frame",
         ##"data-turbo-frame 1:40-1:51 = text "true" 1:53-1:57 [true 1:53-1:57]"##),
        (##"<%= link_to "Menu", menu_path, data: { count: 42 } %>"##, "data-count",
         ##"data-count 1:40-1:45 = text "42" 1:47-1:49 [42 1:47-1:49]"##),
        (##"<%= link_to 'Menu', menu_path, data: { controller: 'bridge--nav' } %>"##, "data-controller",
         ##"data-controller 1:40-1:50 = text "bridge--nav" 1:53-1:64 [bridge--nav 1:53-1:64]"##),
        // Arrays and hashes render as JSON: not token lists.
        (##"<%= link_to "Menu", menu_path, data: { controller: ["a", "b"] } %>"##, "data-controller",
         "data-controller 1:40-1:50 = array 1:52-1:62"),
        (##"<%= link_to "Menu", menu_path, data: { options: { a: 1 } } %>"##, "data-options",
         "data-options 1:40-1:47 = hash 1:49-1:57"),
        // Unknown values: present, never static (PROTOCOL §6).
        (##"<%= link_to "Menu", menu_path, class: ("button" unless card.postponed?) %>"##, "class",
         "class 1:32-1:37 = expression 1:39-1:72"),
        (##"<%= link_to "Menu", menu_path, data: { controller: controller_for(card) } %>"##, "data-controller",
         "data-controller 1:40-1:50 = expression 1:52-1:72"),
        (##"<%= link_to "Menu", menu_path, data: { controller: "#{prefix}--menu bridge--nav" } %>"##, "data-controller",
         "data-controller 1:40-1:50 = interpolated 1:53-1:80 [bridge--nav 1:69-1:80]"),
        (##"<%= tag.div class: "a #{b} c" %>"##, "class", "class 1:13-1:18 = interpolated 1:21-1:29 [a 1:21-1:22, c 1:28-1:29]"),
        (##"<%= tag.div class: "a#{b} c" %>"##, "class", "class 1:13-1:18 = interpolated 1:21-1:28 [c 1:27-1:28]"),
        (##"<%= tag.div data: { x: -1 } %>"##, "data-x", "data-x 1:21-1:22 = expression 1:24-1:26"),
        (##"<%= tag.div data: { action: } %>"##, "data-action", "data-action 1:21-1:27 = expression 1:21-1:28"),
        // Raw HTML: ERB inside a value keeps the words it does not touch.
        (##"<div data-controller="theme <%= "bridge--x" if signed_in? %>"></div>"##, "data-controller",
         "data-controller 1:6-1:21 = interpolated 1:23-1:61 [theme 1:23-1:28]"),
        (##"<div class='card <%= extra %>x wide'></div>"##, "class",
         "class 1:6-1:11 = interpolated 1:13-1:36 [card 1:13-1:17, wide 1:32-1:36]"),
        (##"<div data-x="a <%# note %> b"></div>"##, "data-x",
         ##"data-x 1:6-1:12 = text "a  b" 1:14-1:29 [a 1:14-1:15, b 1:28-1:29]"##),
        // Character references are read as the browser reads them, each its own source range.
        (##"<div data-action="click-&gt;menu#open"></div>"##, "data-action",
         ##"data-action 1:6-1:17 = text "click->menu#open" 1:19-1:38 [click->menu#open 1:19-1:38]"##),
        (##"<div title="Q&amp;A &#x1F600; &#233;t&eacute; &bogus; a&b"></div>"##, "title",
         ##"title 1:6-1:11 = text "Q&A 😀 été &bogus; a&b" 1:13-1:58 [Q&A 1:13-1:20, 😀 1:21-1:30, été 1:31-1:46, &bogus; 1:47-1:54, a&b 1:55-1:58]"##),
        // An unquoted ERB value after a blank (a real app writes `id= <%= dom_id(x)%>`): the
        // value is the ERB, and the next attribute keeps its own name.
        (##"<div id= <%= dom_id(column)%> class="column" data-controller="sortable"></div>"##, "class",
         ##"class 1:31-1:36 = text "column" 1:38-1:44 [column 1:38-1:44]"##),
        ("<div id=\n  <%= dom_id(column) %> data-controller=\"sortable\"></div>", "data-controller",
         ##"data-controller 2:25-2:40 = text "sortable" 2:42-2:50 [sortable 2:42-2:50]"##),
        (##"<input type=text disabled>"##, "type", ##"type 1:8-1:12 = text "text" 1:13-1:17 [text 1:13-1:17]"##),
        (##"<input type=text disabled>"##, "disabled", "disabled 1:18-1:26"),
    ]

    @Test(arguments: cases)
    func attribute(source: String, name: String, expected: String) throws {
        let parsed = Parsed(source)
        let element = try #require(parsed.template.elements.first { $0.attribute(named: name) != nil })
        let attribute = try parsed.attribute(name, of: element)
        #expect(parsed.describe(attribute) == expected)
    }

    /// An unquoted value's ERB output over several lines (`class=<%= case … end %>`) renders one
    /// value: its lines are no attributes of their own (seasonal's event stats).
    @Test func anUnquotedOutputOverSeveralLinesIsOneValue() throws {
        let parsed = Parsed("<div class=<%=\n  case p\n  when 1 then 'a'\n  end\n%> data-x=\"y\">\n  x\n</div>")
        let element = try parsed.element("div")
        #expect(element.attributes.map(\.name) == ["class", "data-x"])
        #expect(parsed.template.issues.isEmpty, "\(parsed.template.issues.map(\.message))")
        #expect(parsed.describe(try parsed.attribute("data-x", of: element)) == ##"data-x 5:4-5:10 = text "y" 5:12-5:13 [y 5:12-5:13]"##)
    }

    @Test func nilValueDropsTheAttribute() throws {
        let parsed = Parsed(##"<%= link_to "Menu", menu_path, data: { bridge_title: nil, controller: "x" } %>"##)
        let link = try parsed.element("a")
        #expect(link.attributes.map(\.name) == ["data-controller"])
        #expect(!link.hasDynamicAttributes)
    }

    @Test func booleanAttributesFollowRails() throws {
        let parsed = Parsed(##"<%= tag.input disabled: true, hidden: false, required: needed?, data: { hidden: false } %>"##)
        let input = try parsed.element("input")
        #expect(parsed.attributes(of: input) == [
            ##"disabled 1:15-1:23 = text "disabled" 1:25-1:29 [disabled 1:25-1:29]"##,
            "required 1:46-1:54 = expression 1:56-1:63",
            ##"data-hidden 1:73-1:79 = text "false" 1:81-1:86 [false 1:81-1:86]"##,
        ])
    }

    @Test func dynamicValuesAreNeverStatic() throws {
        let parsed = Parsed(##"<%= tag.div data: { controller: ("a" if x), action: "#{y}->a#b", target: [1], value: { k: 1 } } %>"##)
        let div = try parsed.element("div")
        for attribute in div.attributes {
            #expect(attribute.value?.staticText == nil, "\(attribute.name)")
        }
        #expect(div.attributes.map { $0.value?.isDynamic } == [true, true, false, false])
    }

    @Test(arguments: [
        ##"<%= tag.div(**options) %>"##,
        ##"<%= tag.div class: "a", **options %>"##,
        ##"<%= tag.div data: some_hash %>"##,
        ##"<%= tag.div data: { controller: "a" }.merge(extra) %>"##,
        ##"<%= tag.div data: { controller: "a", **extra } %>"##,
        ##"<details <%= "open" if expanded %>>x</details>"##,
        ##"<div data-<%= name %>-target="item"></div>"##,
        // HTML options passed as a value where the helper takes them.
        ##"<%= content_tag :div, options do %>x<% end %>"##,
        ##"<%= content_tag(:div, "x", html_options) %>"##,
        ##"<%= tag.div("x", wrapper_options) %>"##,
        ##"<%= tag.div(wrapper_options) do %>x<% end %>"##,
        ##"<%= link_to "Edit", path, link_options %>"##,
        ##"<%= link_to path, link_options do %>x<% end %>"##,
        ##"<%= link_to_if admin?, "Edit", path, link_options %>"##,
    ])
    func unknownAttributesAreFlagged(source: String) throws {
        let element = try #require(Parsed(source).template.elements.first)
        #expect(element.hasDynamicAttributes)
    }

    /// Only the argument where the helper takes its options makes them unknown: content, a
    /// URL, a `nil` there do not.
    @Test(arguments: [
        ##"<%= content_tag :div, class: "a" do %>x<% end %>"##,
        ##"<%= content_tag(:div, title, class: "a") %>"##,
        ##"<%= content_tag(:div, nil, class: "a") do %>x<% end %>"##,
        ##"<%= tag.div(title, class: "a") %>"##,
        ##"<%= link_to title, path, class: "a" %>"##,
        ##"<%= link_to path, class: "a" do %>x<% end %>"##,
    ])
    func valuesBeforeTheOptionsKeepAttributesKnown(source: String) throws {
        let element = try #require(Parsed(source).template.elements.first)
        #expect(!element.hasDynamicAttributes)
    }

    @Test func attributeGluedToERBOutputIsDroppedButOthersStay() throws {
        let parsed = Parsed(##"<div data-<%= name %>-target="item" data-controller="c"></div>"##)
        let div = try parsed.element("div")
        #expect(parsed.attributes(of: div) == [##"data-controller 1:37-1:52 = text "c" 1:54-1:55 [c 1:54-1:55]"##])
    }

    @Test func attributeAfterCodeTagKeepsItsName() throws {
        let parsed = Parsed(##"<div <% if x %>data-controller="a"<% end %>></div>"##)
        let div = try parsed.element("div")
        #expect(parsed.attributes(of: div) == [##"data-controller 1:16-1:31 = text "a" 1:33-1:34 [a 1:33-1:34]"##])
    }
}
