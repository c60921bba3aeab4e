import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// Which elements Rails helper calls render, how they nest, and where their attributes go.
@Suite struct HelperCallTests {
    /// (template, `Parsed.tree`)
    @Test(arguments: [
        (##"<%= link_to profile_path, class: "row" do %><span>Profile</span><% end %>"##, "a(span)"),
        (##"<%= button_to "Sign out", session_path, method: :delete %>"##, "form(button)"),
        (##"<%= button_to todo_path(todo), method: :delete do %><span>Delete</span><% end %>"##, "form(button(span))"),
        (##"<ul><%= content_tag(:li, class: "item") do %><%= link_to "A", a_path %><% end %></ul>"##, "ul(li(a))"),
        (##"<%= content_tag :section, "Hi", class: "s" %>"##, "section"),
        (##"<%= tag.div data: { controller: "a" } do %><% if x %><p></p><% end %><span></span><% end %><em></em>"##, "div(p span) em"),
        (##"<%= tag.div do %><% todos.each do |todo| %><%= link_to todo.title, todo %><% end %><% end %><hr>"##, "div(a) hr"),
        (##"<%= tag.turbo_frame id: "list" do %><p>x</p><% end %>"##, "turbo-frame(p)"),
        (##"<%= turbo_frame_tag "todo", src: todo_path do %><p>x</p><% end %>"##, "turbo-frame(p)"),
        (##"<%= image_tag "logo.png", alt: "Logo" %>"##, "img"),
        (##"<%= render "menu" do %><p>x</p><% end %>"##, "p"),
        (##"<%== tag.span "x" %><%= yield %>"##, "span"),
        (##"<%= tag.div(class: "a") { "x" } %><i></i>"##, "div i"),
        (##"<%= tag.div data: { controller: "a" } do |div| %><b></b><% end %>"##, "div(b)"),
        (##"<%= tag.div(class: "a") { %><b></b><% } %><i></i>"##, "div(b) i"),
        (##"<%= todo.label %><%= step.select %><%= form.submit %><%= form.label :title %>"##, "input label"),
        (##"<%= link_to(root_path, class: "x") do %><b></b><% end %>"##, "a(b)"),
        (##"<%= content_tag "article", class: "a" do %><p></p><% end %>"##, "article(p)"),
        (##"<%= content_tag tag_name, class: "a" do %><p></p><% end %>"##, "#dynamic(p)"),
        (##"<%= check_box_tag "done", "1", false %><%= label_tag :name, "Name" %>"##, "input label"),
        (##"<%= fields_for :items do |item_form| %><%= item_form.check_box :done %><% end %>"##, "#fields(input)"),
    ])
    func tree(source: String, expected: String) {
        #expect(Parsed(source).tree == expected)
    }

    @Test func helperNameRangeIsTheMethodName() throws {
        let parsed = Parsed("<p>\n  <%= tag.div class: \"a\" %>\n  <%= form.text_field :title %>\n</p>")
        #expect(parsed.span(try parsed.element("div").nameRange) == "2:7-2:14")
        #expect(parsed.span(try parsed.element("input").nameRange) == "3:7-3:22")
        #expect(try parsed.element("div").origin == .helper("tag.div"))
    }

    @Test func buttonToSplitsFormAndButtonOptions() throws {
        let parsed = Parsed(##"""
        <%= button_to "Delete", todo_path(todo), method: :delete,
              form: { data: { turbo_confirm: "Sure?", controller: "bridge--form" } },
              data: { bridge__nav_target: "item" }, class: "danger" %>
        """##)
        let form = try parsed.element("form")
        let button = try parsed.element("button")
        #expect(button.parent == form.index)
        #expect(parsed.attributes(of: form) == [
            ##"data-turbo-confirm 2:23-2:36 = text "Sure?" 2:39-2:44 [Sure? 2:39-2:44]"##,
            ##"data-controller 2:47-2:57 = text "bridge--form" 2:60-2:72 [bridge--form 2:60-2:72]"##,
        ])
        #expect(parsed.attributes(of: button) == [
            ##"data-bridge--nav-target 3:15-3:33 = text "item" 3:36-3:40 [item 3:36-3:40]"##,
            ##"class 3:45-3:50 = text "danger" 3:53-3:59 [danger 3:53-3:59]"##,
        ])
        #expect(button.inlineText == .text("Delete"))
    }

    @Test func formWithHTMLOptionsGoOnTheForm() throws {
        let parsed = Parsed(##"<%= form_with model: @todo, url: todos_path, html: { class: "f", data: { controller: "bridge--form" } } do |form| %><% end %>"##)
        let form = try parsed.element("form")
        #expect(form.attributes.map(\.name) == ["class", "data-controller"])
        #expect(parsed.describe(try parsed.attribute("data-controller", of: form))
            == ##"data-controller 1:74-1:84 = text "bridge--form" 1:87-1:99 [bridge--form 1:87-1:99]"##)
    }

    @Test func formForHTMLOptions() throws {
        let parsed = Parsed(##"<%= form_for @todo, html: { data: { turbo: false } } do |f| %><%= f.submit %><% end %>"##)
        let form = try parsed.element("form")
        #expect(parsed.describe(try parsed.attribute("data-turbo", of: form)) == ##"data-turbo 1:37-1:42 = text "false" 1:44-1:49 [false 1:44-1:49]"##)
        #expect(parsed.tree == "form(input)")
    }

    /// Where a form helper's options and its `html:` both give a key, Rails keeps one (it
    /// merges them one level deep): which attributes the `<form>` gets. (template, attribute names)
    @Test(arguments: [
        // `form_with`: `html:`'s keys replace its own, `html: { data: }` a `data:` whole.
        (##"<%= form_with model: @item, data: { action: "submit->a#b", a_x_value: 1 }, html: { autocomplete: "off", data: { a_target: "form" } } do |form| %><% end %>"##,
         ["autocomplete", "data-a-target"]),
        (##"<%= form_with url: "/s", class: "c", html: { class: "d" } do |form| %><% end %>"##, ["class"]),
        (##"<%= form_with url: "/s", data: { controller: "a" }, html: { **opts } do |form| %><% end %>"##, []),
        // `form_for`: its own `data:` replaces `html:`'s.
        (##"<%= form_for @todo, data: { controller: "a" }, html: { id: "t", data: { turbo: false } } do |f| %><% end %>"##,
         ["data-controller", "id"]),
        (##"<%= simple_form_for @todo, data: { controller: "a" }, html: { data: { turbo: false } } do |f| %><% end %>"##,
         ["data-controller"]),
        // No key given twice: all of them, as before.
        (##"<%= form_with url: "/s", id: "f", data: { controller: "a" }, html: { class: "c" } do |form| %><% end %>"##,
         ["id", "data-controller", "class"]),
        (##"<%= form_tag "/s", class: "c", data: { controller: "a" } do %><% end %>"##, ["class", "data-controller"]),
    ])
    func formAttributesFollowRailsMerge(source: String, expected: [String]) throws {
        #expect(try Parsed(source).element("form").attributes.map(\.name) == expected)
    }

    /// (template, model, scope, builder variable)
    @Test(arguments: [
        (##"<%= form_with model: @todo do |form| %><% end %>"##, "@todo", nil, "form"),
        (##"<%= form_with model: todo do |f| %><% end %>"##, "todo", nil, "f"),
        (##"<%= form_with model: [@project, @todo] do |form| %><% end %>"##, "@todo", nil, "form"),
        (##"<%= form_with scope: :todo, url: todos_path do |form| %><% end %>"##, nil, "todo", "form"),
        (##"<%= form_with model: Todo.new do |form| %><% end %>"##, nil, nil, "form"),
        (##"<%= form_for @todo, as: :task do |f| %><% end %>"##, "@todo", "task", "f"),
        (##"<%= fields_for :items do |item_form| %><% end %>"##, nil, "items", "item_form"),
    ] as [(String, String?, String?, String?)])
    func formModel(source: String, model: String?, scope: String?, builder: String?) throws {
        let form = try #require(Parsed(source).template.elements.first?.form)
        #expect(form.model == model)
        #expect(form.scope == scope)
        #expect(form.builderVariable == builder)
    }

    @Test func formBuilderFieldsAreChildrenOfTheForm() throws {
        let parsed = Parsed(##"""
        <%= form_with model: @todo do |form| %>
          <%= form.label :description %>
          <%= form.text_field :title, class: "input" %>
          <%= form.text_area :notes %>
          <%= form.rich_text_area :description, data: { controller: "bridge--keyboard" } %>
          <%= form.select :status, Todo.statuses.keys, { include_blank: true }, { data: { action: "change->form#save" } } %>
          <%= form.check_box :done %>
          <%= form.submit "Save" %>
        <% end %>
        """##)
        #expect(parsed.tree == "form(label input textarea trix-editor select input input)")
        let fields = parsed.template.elements.compactMap(\.field)
        #expect(fields.map { "\($0.builder).\($0.method) \($0.name) \(parsed.span($0.nameRange))" } == [
            "form.label description 2:19-2:30",
            "form.text_field title 3:24-3:29",
            "form.text_area notes 4:23-4:28",
            "form.rich_text_area description 5:28-5:39",
            "form.select status 6:20-6:26",
            "form.check_box done 7:23-7:27",
        ])
        #expect(try parsed.element("label").inlineText == .text("description"))
        #expect(try parsed.element("input", 2).inlineText == .text("Save"))
        let select = try parsed.element("select")
        #expect(parsed.attributes(of: select) == [##"data-action 6:83-6:89 = text "change->form#save" 6:92-6:109 [change->form#save 6:92-6:109]"##])
        #expect(try parsed.element("trix-editor").attributes.map(\.name) == ["data-controller"])
        #expect(try parsed.element("form").range == SourceRange(start: 0, end: parsed.template.file.bytes.count))
    }

    @Test func nestedFieldsForOpensABuilderScope() throws {
        let parsed = Parsed(##"""
        <%= form_with model: @todo do |form| %>
          <%= form.fields_for :items do |item_form| %>
            <%= item_form.text_field :name %>
          <% end %>
          <%= form.text_field :title %>
        <% end %>
        """##)
        #expect(parsed.tree == "form(#fields(input) input)")
        let scope = try parsed.element("#fields")
        var form = try #require(scope.form)
        // Its block's body, where `item_form` is in scope.
        #expect(form.block.map(parsed.span) == "2:47-4:3")
        form.block = nil
        #expect(form == FormInfo(helper: "fields_for", scope: "items", builderVariable: "item_form", parentBuilder: "form"))
        #expect(scope.field == nil)
        #expect(parsed.span(scope.range) == "2:3-4:12")
    }

    @Test(arguments: [
        (##"<%= link_to "Admin", admin_path if current_user.admin? %>"##, true),
        (##"<%= link_to("Admin", admin_path) unless guest? %>"##, true),
        (##"<%= link_to "Admin", admin_path, class: ("on" if active) %>"##, false),
        (##"<%= link_to admin_path do %>x<% end %>"##, false),
    ])
    func trailingModifierMakesTheElementConditional(source: String, conditional: Bool) throws {
        #expect(try Parsed(source).element("a").isConditional == conditional)
    }

    /// (template, `inlineText` of the first element)
    @Test(arguments: [
        (##"<%= link_to "Profile", profile_path %>"##, TextContent.text("Profile")),
        (##"<%= link_to t(".edit"), edit_path %>"##, .dynamic),
        (##"<%= link_to "Hi #{name}", x %>"##, .dynamic),
        (##"<%= link_to_if can_edit, "Edit", x %>"##, .text("Edit")),
        (##"<%= content_tag(:div, nil, class: "a") %>"##, TextContent.none),
        (##"<%= tag.span "New", class: "badge" %>"##, .text("New")),
        (##"<%= label_tag :name, "Your name" %>"##, .text("Your name")),
        (##"<%= form.label :title %>"##, .text("title")),
        (##"<%= form.label :title, "Name" %>"##, .text("Name")),
        (##"<%= form.label :title do %>Your title<% end %>"##, nil),
        (##"<%= form.button do %>Save<% end %>"##, nil),
        (##"<%= form.submit %>"##, .dynamic),
    ] as [(String, TextContent?)])
    func inlineText(source: String, text: TextContent?) throws {
        #expect(try #require(Parsed(source).template.elements.first).inlineText == text)
    }

    @Test func blockLabelTextComesFromTheBlock() throws {
        let parsed = Parsed(##"<%= form.label :title do %>Your title<% end %>"##)
        let label = try parsed.element("label")
        #expect(parsed.template.textContent(of: label) == .text("Your title"))
        #expect(label.field?.name == "title")
        #expect(label.contentRange.map(parsed.span) == "1:28-1:38")
    }

    /// Only a symbol or a string that can be a method name names the attribute; display text
    /// given first (`form.label "Tags"`) is only the label's text.
    @Test(arguments: [
        (##"<%= form.label :title %>"##, "title", "title"),
        (##"<%= form.label "title" %>"##, "title", "title"),
        (##"<%= form.label :Title %>"##, "Title", "Title"),
        (##"<%= form.label "Tags" %>"##, nil, "Tags"),
        (##"<%= form.label "Display name" %>"##, nil, "Display name"),
        (##"<%= form.label :tag_list, "Tags" %>"##, "tag_list", "Tags"),
        (##"<%= form.text_field "First name" %>"##, nil, nil),
    ])
    func labelTextIsNoFieldName(source: String, field: String?, text: String?) throws {
        let element = try #require(Parsed(source).template.elements.first)
        #expect(element.field?.name == field)
        if let text { #expect(element.inlineText == .text(text)) }
    }

    @Test func conditionalHelperMarksEveryElementItRenders() {
        let parsed = Parsed(##"<%= button_to "Archive", archive_path if todo.open? %>"##)
        #expect(parsed.template.elements.map(\.isConditional) == [true, true])
    }

    @Test func builderButtonWithTypeAndTarget() throws {
        let parsed = Parsed(##"<%= form.button "Save", type: :submit, data: { bridge__form_target: "submit" } %>"##)
        let button = try parsed.element("button")
        #expect(button.field == nil)
        #expect(parsed.attributes(of: button) == [
            ##"type 1:25-1:29 = text "submit" 1:32-1:38 [submit 1:32-1:38]"##,
            ##"data-bridge--form-target 1:48-1:67 = text "submit" 1:70-1:76 [submit 1:70-1:76]"##,
        ])
    }

    @Test func multiLineCallKeepsEveryArgument() throws {
        let parsed = Parsed(##"""
        <%= link_to "Menu",
              menu_path,
              class: "menu",
              data: {
                controller: "bridge--nav",
                bridge_side: "right"
              } %>
        """##)
        let link = try parsed.element("a")
        #expect(parsed.attributes(of: link) == [
            ##"class 3:7-3:12 = text "menu" 3:15-3:19 [menu 3:15-3:19]"##,
            ##"data-controller 5:9-5:19 = text "bridge--nav" 5:22-5:33 [bridge--nav 5:22-5:33]"##,
            ##"data-bridge-side 6:9-6:20 = text "right" 6:23-6:28 [right 6:23-6:28]"##,
        ])
        #expect(link.inlineText == .text("Menu"))
        #expect(parsed.span(link.range) == "1:1-7:11")
    }

    @Test(arguments: [
        ("<%= tag.div data: {\n  controller: \"a\" +\n    b\n} %>", "data-controller 2:3-2:13 = expression 2:15-3:6"),
        ("<%= tag.div data: {\n  controller: \"a\"\n    .upcase\n} %>", "data-controller 2:3-2:13 = expression 2:15-3:12"),
        ("<%= tag.div data: {\n  controller: (x ?\n \"a\" : \"b\")\n} %>", "data-controller 2:3-2:13 = expression 2:15-3:12"),
    ])
    func valueContinuedOnTheNextLine(source: String, expected: String) throws {
        let parsed = Parsed(source)
        let div = try parsed.element("div")
        #expect(parsed.describe(try parsed.attribute("data-controller", of: div)) == expected)
        #expect(!div.hasDynamicAttributes)
    }

    @Test func multiLineMethodCallValueStopsAtTheLineBreak() throws {
        let parsed = Parsed("<%= tag.div data: {\n  controller: helper.name\n} %>")
        #expect(parsed.describe(try parsed.attribute("data-controller", of: try parsed.element("div")))
            == "data-controller 2:3-2:13 = expression 2:15-2:26")
    }

    @Test func turboFrameTagIdComesFromTheFirstArgument() throws {
        let parsed = Parsed(##"<%= turbo_frame_tag "todo_list", target: "_top" %><%= turbo_frame_tag dom_id(@todo) %>"##)
        let frames = parsed.template.elements
        #expect(frames.map { $0.attribute(named: "id")?.value?.staticText } == ["todo_list", nil])
        #expect(parsed.span(try #require(frames[0].attribute(named: "id")?.value).range) == "1:22-1:31")
        #expect(frames[1].attribute(named: "id")?.value?.kind == .expression)
    }

    /// turbo-rails joins several ids with `_`; a record among them goes through `dom_id`.
    @Test func turboFrameTagJoinsSeveralIds() throws {
        let parsed = Parsed(##"<%= turbo_frame_tag "post", :comments %><%= turbo_frame_tag "post", post.id %><%= turbo_frame_tag @post, :edit %>"##)
        let ids = parsed.template.elements.map { $0.attribute(named: "id")?.value }
        #expect(ids.map { $0?.staticText } == ["post_comments", nil, nil])
        #expect(ids.map { $0?.kind } == [.text, .expression, .expression])
        #expect(parsed.span(try #require(ids[0]).range) == "1:21-1:38")
    }

    /// Whether an element renders once, maybe, or repeatedly follows the Ruby blocks around it,
    /// not a helper's own block.
    @Test func renderingFollowsTheRubyBlocksAround() throws {
        let parsed = Parsed(##"<%= tag.div do %><a></a><% end %><% if x %><b></b><% @items.each do |item| %><i></i><% end %><% end %><% 3.times { %><u></u><% } %><s></s>"##)
        #expect(parsed.template.elements.map { "\($0.name):\($0.rendering)" } == ["div:once", "a:once", "b:maybe", "i:repeatedly", "u:repeatedly", "s:once"])
    }

    /// A place that is no element (a `render` call's tag) renders as the Ruby blocks around it
    /// say; a block's own opening tag is not inside it, and a block left open runs to the end.
    @Test func renderingAtAnOffsetFollowsTheRubyBlocksAround() throws {
        let text = ##"<%= render "a" %><% if x %><%= render "b" %><% @items.each do |item| %><%= render "c" %><% end %><% end %><%= render layout: "card" do %><%= render "d" %><% end %><%= tag.div do %><%= render "e" %><% end %><% cache x do %><%= render "f" %>"##
        let parsed = Parsed(text)
        let calls = RenderCall.all(in: Array(text.utf8)).filter { if case .partial = $0.kind { true } else { false } }
        #expect(calls.map { "\($0.kind.partialName ?? ""):\(parsed.template.rendering(at: $0.range.start))" } == ["a:once", "b:maybe", "c:repeatedly", "d:maybe", "e:once", "f:maybe"])
        #expect(parsed.template.rendering(at: try #require(RenderCall.all(in: Array(text.utf8)).first { $0.kind == .layout("card") }).range.start) == .once)
    }

    /// A render call in a branch conditions of literals alone switch off (`<% if false %>`, the
    /// `else` of `<% if true %>`) never renders: it is no call, as the markup around it is no
    /// element (an inspection page's old copy button, kept under `<% if false %>`).
    @Test func renderCallsInSwitchedOffBranchesAreNone() throws {
        let text = ##"<% if false %><div data-controller="copy"><%= render "old" %></div><% end %><% if true %><%= render "a" %><% else %><%= render "b" %><% end %><% if x %><%= render "c" %><% end %>"##
        let names = RenderCall.all(in: Array(text.utf8)).compactMap(\.kind.partialName)
        #expect(names == ["a", "c"])
    }

    /// A render call whose tag may skip it: a modifier, a boolean operator, a ternary.
    @Test(arguments: [
        (##"render "x""##, false), (##"render("x", y: a?)"##, false), (##"render "x" if y"##, true), (##"render "x" unless y"##, true),
        (##"y && render("x")"##, true), (##"y ? render("x") : nil"##, true),
    ] as [(String, Bool)])
    func renderCallsThatMayNotRender(code: String, isConditional: Bool) throws {
        let call = try #require(RenderCall.all(in: Array("<%= \(code) %>".utf8)).first)
        #expect(call.isConditional == isConditional)
    }

    /// Asset tags carry Turbo's `data-turbo-track`: each renders its element with the options.
    @Test func assetTagsRenderTheirElements() throws {
        let parsed = Parsed(##"<%= stylesheet_link_tag "app", "data-turbo-track": "reload" %><%= javascript_include_tag "app", defer: true %>"##)
        #expect(parsed.template.elements.map(\.name) == ["link", "script"])
        #expect(parsed.template.elements[0].attribute(named: "data-turbo-track")?.value?.staticText == "reload")
    }

    @Test func imageTagAttributes() throws {
        let parsed = Parsed(##"<%= image_tag "logo.png", alt: "Logo", data: { bridge_image: "photo" } %>"##)
        let image = try parsed.element("img")
        #expect(parsed.attributes(of: image) == [
            ##"alt 1:27-1:30 = text "Logo" 1:33-1:37 [Logo 1:33-1:37]"##,
            ##"data-bridge-image 1:48-1:60 = text "photo" 1:63-1:68 [photo 1:63-1:68]"##,
        ])
    }

    @Test func helperInsideRawAttributeIsNotAnElement() {
        let parsed = Parsed(##"<a href="<%= link_to "x", y %>" <%= tag.attributes(id: "a") %>>z</a>"##)
        #expect(parsed.tree == "a")
    }
}
