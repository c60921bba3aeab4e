import BridgeLintCore
import Testing

/// Markup that code other than the app's controllers finds itself: a template's inline
/// `<script>` selecting `[data-menu-target="item"]`, a controller selecting an element by its
/// `data-action` descriptor and wiring it, or Flowbite's `data-modal-target="<id>"` on an app
/// that loads Flowbite. Such markup is written for that code: neither an unknown target nor out
/// of scope.
@Suite struct PageCodeSelectorTests {
    static func script(_ body: String) -> String {
        "<script>\n  document.addEventListener(\"turbo:load\", () => {\n    \(body)\n  })\n</script>"
    }

    /// A target name `menu` does not declare, and a target outside every `menu` element.
    static let unknown = ##"<div data-controller="menu"><a data-menu-target="option">One</a></div>"##
    static let outside = ##"<div data-controller="menu"></div>\#n<ul data-menu-target="option"></ul>"##

    /// The inline script of the same template selects the attribute (that value, or any value).
    @Test(arguments: [
        ##"const menu = document.querySelector('.menu'); menu.querySelectorAll('[data-menu-target="option"]').forEach(o => o.hidden = true)"##,
        ##"document.querySelectorAll("[data-menu-target=option]").forEach(o => o.remove())"##,
        ##"event.target.closest('[data-menu-target]').classList.add("open")"##,
        ##"$('[data-menu-target="option"]').hide()"##,
        ##"document.querySelector('[data-menu-target="<%= kind %>"]').focus()"##,
    ])
    func aTargetAnInlineScriptSelectsIsThatScripts(body: String) throws {
        for template in [Self.unknown, Self.outside] {
            let found = try StimulusRuleEdgeCaseTests.lint(template + "\n" + Self.script(body)).filter { $0.ruleID.hasPrefix("stimulus-") }
            #expect(found.isEmpty, "\(template): \(found.map(\.message))")
        }
    }

    /// An action of no controller whose whole descriptor the page's script selects, in a
    /// `<script>` or a `javascript_tag do` block, to wire the click itself: that script's hook.
    /// Another descriptor selected leaves the unknown controller reported.
    @Test(arguments: [
        (Self.script(##"document.querySelectorAll('[data-action="click->permissions#toggleAll"]').forEach(b => b.addEventListener("click", toggle))"##), 0),
        ("<%= javascript_tag do %>\n  document.querySelectorAll('[data-action=\"click->permissions#toggleAll\"]').forEach(b => b.onclick = toggle)\n<% end %>", 0),
        ("<%= javascript_tag do %>\n  document.querySelectorAll('[data-action=\"click->permissions#clear\"]').forEach(b => b.onclick = clear)\n<% end %>", 1),
    ])
    func anActionThePagesScriptSelectsIsItsHook(script: String, findings: Int) throws {
        let template = ##"<button type="button" data-action="click->permissions#toggleAll">All</button>"## + "\n" + script
        let found = try StimulusRuleEdgeCaseTests.lint(template).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(found.count == findings, "\(found.map(\.message))")
    }

    /// The script may sit in another template of the app (the page's layout, a partial).
    @Test func anInlineScriptOfAnotherTemplateCounts() throws {
        let files = ["app/views/shared/_menu_script.html.erb": Self.script(##"document.querySelector('[data-menu-target="option"]').focus()"##)]
        for template in [Self.unknown, Self.outside] {
            let found = try StimulusRuleEdgeCaseTests.lint(template, files: files).filter { $0.ruleID.hasPrefix("stimulus-") }
            #expect(found.isEmpty, "\(template): \(found.map(\.message))")
        }
    }

    /// A script that selects another value, only tests presence, or has the selector outside a
    /// `<script>` leaves the name judged.
    @Test(arguments: [
        Self.script(##"document.querySelector('[data-menu-target="choice"]').focus()"##),
        Self.script(##"if (el.hasAttribute("data-menu-target")) el.focus()"##),
        ##"<p>Style hook: '[data-menu-target="option"]'</p>"##,
    ])
    func anotherSelectorLeavesTheNameJudged(extra: String) throws {
        for (template, rules) in [(Self.unknown, ["stimulus-unknown-target"]), (Self.outside, ["stimulus-out-of-scope", "stimulus-unknown-target"])] {
            let found = try StimulusRuleEdgeCaseTests.lint(template + "\n" + extra).filter { $0.ruleID.hasPrefix("stimulus-") }
            #expect(found.map(\.ruleID).sorted() == rules, "\(template): \(found.map(\.message))")
        }
    }

    /// An action outside `menu` whose element code finds by its descriptor and wires itself
    /// (`querySelector('[data-action="click->menu#open"]')` then `addEventListener`), in a
    /// controller or a template's inline script.
    static let outsideAction = ##"<div data-controller="menu"></div>\#n<button data-action="click->menu#open">Open</button>"##
    static func wiring(_ selector: String) -> String {
        ##"const button = document.querySelector('\##(selector)'); button.addEventListener("click", () => this.open())"##
    }

    @Test(arguments: ["[data-action=\"click->menu#open\"]", "[data-action]"])
    func anActionItsControllerWiresIsNotOutOfScope(selector: String) throws {
        let controller = """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          static targets = ["item"]
          connect() { \(Self.wiring(selector)) }
          open() {}
        }
        """
        let inController = try StimulusRuleEdgeCaseTests.lint(Self.outsideAction, files: ["app/javascript/controllers/panel_controller.js": controller])
        #expect(inController.filter { $0.ruleID == "stimulus-out-of-scope" }.isEmpty, "\(inController.map(\.message))")
        let inline = try StimulusRuleEdgeCaseTests.lint(Self.outsideAction + "\n" + Self.script(Self.wiring(selector)))
        #expect(inline.filter { $0.ruleID == "stimulus-out-of-scope" }.isEmpty, "\(inline.map(\.message))")
    }

    /// A target outside a controller whose class bridgelint cannot read (a package's class the
    /// app registers) may be read by that class: the finding does not say no code reads it.
    @Test func aPackageControllersTargetIsNotSaidToBeUnread() throws {
        let index = """
        import { Application } from "@hotwired/stimulus"
        import { Toggle } from "tailwindcss-stimulus-components"
        const application = Application.start()
        application.register("toggle", Toggle)
        """
        let markup = "<div data-controller=\"menu\"></div>\n<div data-toggle-target=\"toggleable\">x</div>"
        let found = try StimulusRuleEdgeCaseTests.lint(markup, files: ["app/javascript/controllers/index.js": index])
            .filter { $0.ruleID == "stimulus-out-of-scope" }
        #expect(found.count == 1)
        #expect(found.allSatisfy { !$0.message.contains("no code reads") }, "\(found.map(\.message))")
    }

    @Test func anActionCodeSelectsByAnotherDescriptorIsOutOfScope() throws {
        let found = try StimulusRuleEdgeCaseTests.lint(Self.outsideAction + "\n" + Self.script(Self.wiring("[data-action=\"click->menu#close\"]")))
        #expect(found.map(\.ruleID) == ["stimulus-out-of-scope"], "\(found.map(\.message))")
    }

    /// Flowbite's `data-modal-target="<id>"` next to a Stimulus `modal` controller: Flowbite's
    /// when the app loads Flowbite, however it does.
    static let modalController = """
    import { Controller } from "@hotwired/stimulus"
    export default class extends Controller { static targets = ["dialog"]; static classes = ["open"]; open() {} }
    """
    static let flowbiteMarkup = """
    <div data-controller="modal"><button data-modal-target="crud-modal" data-modal-toggle="crud-modal">New</button></div>
    <button data-modal-target="crud-modal" data-modal-show="crud-modal">Again</button>
    <div data-controller="dropdown" data-dropdown-ignore-click-outside-class="keep"><button data-dropdown-toggle="list">Menu</button></div>
    <div id="crud-modal" class="hidden"></div>
    """

    static func flowbiteFiles(_ loading: [String: String]) -> [String: String] {
        loading.merging([
            "app/javascript/controllers/modal_controller.js": modalController,
            "app/javascript/controllers/dropdown_controller.js": modalController,
        ]) { own, _ in own }
    }

    @Test(arguments: [
        ["config/importmap.rb": ##"pin "flowbite", to: "https://cdn.jsdelivr.net/npm/flowbite@3.1.2/dist/flowbite.turbo.min.js""##],
        ["package.json": ##"{ "dependencies": { "flowbite": "^2.3.0" } }"##],
        ["app/views/layouts/application.html.erb": ##"<html><head><script src="https://cdn.example.com/flowbite/2.2.1/flowbite.min.js"></script></head><body><%= yield %></body></html>"##],
        ["vendor/javascript/flowbite.js": "// Flowbite\n"],
        ["app/assets/javascripts/flowbite.min.js": "// Flowbite\n"],
    ])
    func flowbitesAttributesAreFlowbites(loading: [String: String]) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(Self.flowbiteMarkup, files: Self.flowbiteFiles(loading)).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Without Flowbite they are Stimulus markup of the app's `modal` and `dropdown`, unless a
    /// value names an element of the template by its `id`, as Flowbite's markup pasted from its
    /// docs does (the `data-modal-target="crud-modal"` beside `<div id="crud-modal">`).
    @Test func withoutFlowbiteTheyAreJudged() throws {
        let files = Self.flowbiteFiles(["package.json": ##"{ "dependencies": { "tailwindcss": "^3.4.0" } }"##])
        let withoutID = Self.flowbiteMarkup.replacingOccurrences(of: "<div id=\"crud-modal\" class=\"hidden\"></div>", with: "")
        let found = try StimulusRuleEdgeCaseTests.lint(withoutID, files: files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.map(\.ruleID).sorted() == ["stimulus-out-of-scope", "stimulus-unknown-class", "stimulus-unknown-target", "stimulus-unknown-target"], "\(found.map(\.message))")
        let pasted = try StimulusRuleEdgeCaseTests.lint(Self.flowbiteMarkup, files: files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(pasted.map(\.ruleID) == ["stimulus-unknown-class"], "\(pasted.map(\.message))")
    }
}
