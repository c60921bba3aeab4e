import BridgeLintCore
@testable import BridgeLintTemplate
import Testing

/// The markup every bridge app starts with: a native menu as `tag.div` wrapping `link_to` and
/// `button_to` items. Issue 2 names its tree exactly.
@Suite struct SeedNavigationMenuTests {
    static let source = """
    <%= tag.div data: { controller: "bridge--nav", bridge_side: "right", bridge_image: "ellipsis.circle" } do %>
      <%= link_to "Profile", profile_path, data: { bridge__nav_target: "item", bridge_image: "person" } %>
      <%= button_to "Sign out", session_path, method: :delete, data: { bridge__nav_target: "item" } %>
    <% end %>

    """

    @Test func parsesToTheMenuWithItsLinkAndButtonTargets() throws {
        let parsed = Parsed(Self.source)
        #expect(parsed.tree == "div(a form(button))")
        let menu = try parsed.element("div")
        #expect(parsed.attributes(of: menu) == [
            ##"data-controller 1:21-1:31 = text "bridge--nav" 1:34-1:45 [bridge--nav 1:34-1:45]"##,
            ##"data-bridge-side 1:48-1:59 = text "right" 1:62-1:67 [right 1:62-1:67]"##,
            ##"data-bridge-image 1:70-1:82 = text "ellipsis.circle" 1:85-1:100 [ellipsis.circle 1:85-1:100]"##,
        ])
        let link = try parsed.element("a")
        #expect(parsed.describe(try parsed.attribute("data-bridge--nav-target", of: link))
            == ##"data-bridge--nav-target 2:48-2:66 = text "item" 2:69-2:73 [item 2:69-2:73]"##)
        let form = try parsed.element("form")
        let button = try parsed.element("button")
        #expect(button.parent == form.index)
        #expect(form.parent == menu.index)
        // The ranges point into the Ruby hash: the key without its colon, the string's content.
        #expect(parsed.describe(try parsed.attribute("data-bridge--nav-target", of: button))
            == ##"data-bridge--nav-target 3:68-3:86 = text "item" 3:89-3:93 [item 3:89-3:93]"##)
        #expect(parsed.template.issues.isEmpty)
    }
}
