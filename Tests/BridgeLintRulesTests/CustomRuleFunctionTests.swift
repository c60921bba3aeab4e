import Testing

/// `bl:target-of` and `bl:rendered-in` in custom rules of a whole app: answered from the same
/// facts the built-in rules read (the classified Stimulus attributes, the render graph).
extension CrossFileRuleTests {
    static let menuController = """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { static targets = ["item", "button"] }

        """

    static func app(rule: String, _ templates: [String: String]) -> [String: String] {
        templates.merging([
            ".bridgelint.yml": "custom_rules:\n  - id: probe\n    xpath: \"\(rule)\"\n    message: selected\n",
            "app/javascript/controllers/menu_controller.js": menuController,
            "app/javascript/controllers/bridge/menu_controller.js": menuController,
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\nend\n",
            "app/controllers/native/posts_controller.rb": "class Native::PostsController < ApplicationController\n  layout \"native\"\nend\n",
            "app/controllers/frames_controller.rb": "class FramesController < ApplicationController\n  layout :choose\nend\n",
            "app/views/layouts/application.html.erb": "<html><body><%= yield %></body></html>\n",
            "app/views/layouts/native.html.erb": "<html><body data-controller=\"menu\"><%= yield %></body></html>\n",
        ]) { $1 }
    }

    @Test func targetOfIsATargetAttributeOfThatControllerInsideIt() throws {
        let found = try wholeProject(Self.app(rule: "//*[bl:target-of('menu')]", [
            "app/views/posts/index.html.erb": """
                <nav data-controller="menu">
                  <a data-menu-target="item">1</a>
                  <%= link_to "2", "/2", data: { menu_target: "item" } %>
                  <%= tag.button data: { "menu-target": "button" } %>
                  <b data-target="menu.item">legacy</b>
                  <i data-menu-target="">empty</i>
                  <i data-clipboard-target="#copy">another library's</i>
                  <i data-bridge--menu-target="item">another controller's</i>
                  <i data-target="menu.nope">not a target menu declares</i>
                  <%= render "posts/row" %>
                </nav>
                <p data-menu-target="item">outside: nothing mounts menu around it</p>

                """,
            // Inside `menu` through the page rendering it, and through the native layout.
            "app/views/posts/_row.html.erb": "<span data-menu-target=\"item\">row</span>\n",
            "app/views/native/posts/index.html.erb": "<em data-menu-target=\"item\">native</em>\n",
        ]), rule: "custom:probe")
        #expect(found == [
            "app/views/native/posts/index.html.erb 1:1",
            "app/views/posts/_row.html.erb 1:1",
            "app/views/posts/index.html.erb 2:3",
            "app/views/posts/index.html.erb 3:3",
            "app/views/posts/index.html.erb 4:3",
            "app/views/posts/index.html.erb 5:3",
        ])
        // Rails spells `bridge--menu` with a double underscore in a `data:` key.
        let namespaced = try wholeProject(Self.app(rule: "//*[bl:target-of('bridge--menu')]", [
            "app/views/posts/index.html.erb": """
                <div data-controller="bridge--menu">
                  <%= tag.span data: { bridge__menu_target: "item" } %>
                  <i data-bridge--menu-target="item">namespaced</i>
                  <i data-menu-target="item">menu's</i>
                </div>

                """,
        ]), rule: "custom:probe")
        #expect(namespaced == ["app/views/posts/index.html.erb 2:3", "app/views/posts/index.html.erb 3:3"])
    }

    @Test func renderedInIsTheTemplateOrOneAboveItOnAKnownRenderPath() throws {
        let found = try wholeProject(Self.app(rule: "//img[bl:rendered-in('layouts/native')]", [
            "app/views/native/posts/index.html.erb": "<img src=\"a.png\">\n<%= render \"shared/avatar\" %>\n",
            "app/views/posts/index.html.erb": "<img src=\"b.png\">\n<%= render \"shared/avatar\" %>\n<%= render \"shared/logo\" %>\n",
            "app/views/frames/index.html.erb": "<img src=\"c.png\">\n",
            "app/views/shared/_avatar.html.erb": "<img src=\"avatar.png\">\n",
            "app/views/shared/_logo.html.erb": "<img src=\"logo.png\">\n",
            "app/views/layouts/native.html+ios.erb": "<img src=\"ios.png\"><%= yield %>\n",
        ]), rule: "custom:probe")
        // The native page, the partial it renders (also rendered elsewhere), the native layout's
        // variant itself; not the page of another layout, its own partial, nor the page whose
        // layout a method chooses.
        #expect(found == [
            "app/views/layouts/native.html+ios.erb 1:1",
            "app/views/native/posts/index.html.erb 1:1",
            "app/views/shared/_avatar.html.erb 1:1",
        ])
        let byPage = try wholeProject(Self.app(rule: "//img[not(bl:rendered-in('posts/index'))]", [
            "app/views/posts/index.html.erb": "<img src=\"b.png\">\n<%= render \"shared/logo\" %>\n",
            "app/views/shared/_logo.html.erb": "<img src=\"logo.png\">\n",
            "app/views/frames/index.html.erb": "<%= render \"shared/banner\" %>\n",
            "app/views/shared/_banner.html.erb": "<img src=\"banner.png\">\n",
        ]), rule: "custom:probe")
        #expect(byPage == ["app/views/shared/_banner.html.erb 1:1"])
    }
}
