import BridgeLintCore
import BridgeLintEngine
import Foundation
import Testing

/// Shapes of correct (or once-wrong) markup seen in real apps (issue 8), linted by every rule:
/// each must give exactly the findings listed, no more.
@Suite struct RealAppShapeTests {
    static let template = "app/views/pages/show.html.erb"

    /// Every finding in the template as `rule severity line:column`.
    private func findings(_ template: String, _ files: [String: String]) throws -> [String] {
        let all = files.map { RuleDocument.File(path: $0.key, text: $0.value, markers: []) }
            + [RuleDocument.File(path: Self.template, text: template, markers: [])]
        return (try ExampleProject.lint(all)[Self.template] ?? []).map { found in
            let start = found.file.position(of: found.diagnostic.range.start)
            return "\(found.diagnostic.ruleID) \(found.diagnostic.severity) \(start.line):\(start.column)"
        }
    }

    private static func controller(_ body: String, base: String = "Controller", module: String = "@hotwired/stimulus") -> String {
        """
        import { \(base) } from "\(module)"

        export default class extends \(base) {
        \(body)
        }
        """
    }

    @Test func valuesTakenApartFromATargetsDataset() throws {
        let board = Self.controller("""
          static targets = ["column"]
          static values = { size: Number }
          connect() {
            const { boardColorValue, boardSizeValue: size } = this.columnTarget.dataset
          }
        """)
        let template = """
        <div data-controller="board" data-board-size-value="3">
          <div data-board-target="column" data-board-color-value="red" data-board-size-value="2"></div>
        </div>
        """
        #expect(try findings(template, ["app/javascript/controllers/board_controller.js": board]) == [])
    }

    @Test func attributesTheControllerWritesItself() throws {
        let autoresize = Self.controller("""
          static targets = ["wrapper"]
          resize() {
            this.wrapperTarget.setAttribute("data-autoresize-clone-value", this.element.value)
            this.element.toggleAttribute("data-autoresize-busy-class")
          }
        """)
        let template = """
        <div data-controller="autoresize" data-autoresize-busy-class="x">
          <div data-autoresize-target="wrapper" data-autoresize-clone-value="">
            <span data-autoresize-target="mirror" data-autoresize-hint-value="1"></span>
          </div>
        </div>
        """
        // What the controller never touches is still reported: an undeclared target and value
        // that are no near miss are dead markup, warnings. The value is also off the controller
        // element, but one cause gives one finding: it is not declared at all.
        let result = try findings(template, ["app/javascript/controllers/autoresize_controller.js": autoresize])
        #expect(result == [
            "stimulus-unknown-target warning 3:35", "stimulus-unknown-value warning 3:59",
        ])
    }

    /// Another controller building markup for `menu` (`el.dataset.menuTarget = "item"`) does not
    /// make every `menu` target name deliberate; one finding `[data-menu-target="row"]` does.
    @Test func targetsWrittenByOtherCodeCountOnlyByName() throws {
        let menu = Self.controller("  static targets = [\"item\"]")
        let builder = Self.controller("""
          build() {
            const element = document.createElement("li")
            element.dataset.menuTarget = "item"
            this.rows = document.querySelectorAll('[data-menu-target="row"]')
          }
        """)
        let template = """
        <ul data-controller="menu builder">
          <li data-menu-target="row"></li>
          <li data-menu-target="eror"></li>
        </ul>
        """
        let result = try findings(template, [
            "app/javascript/controllers/menu_controller.js": menu, "app/javascript/controllers/builder_controller.js": builder,
        ])
        #expect(result == ["stimulus-unknown-target warning 3:25"])
    }

    @Test func nearMissesAreErrorsAndOtherUndeclaredMembersWarnings() throws {
        let menu = Self.controller("""
          static targets = ["item"]
          static values = { delay: Number }
          open() { setTimeout(() => this.itemTarget.focus(), this.delayValue) }
        """)
        let template = """
        <div data-controller="menu" data-menu-delai-value="1" data-menu-color-value="red">
          <a data-menu-target="itme">A</a><a data-menu-target="other">B</a>
        </div>
        """
        let result = try findings(template, ["app/javascript/controllers/menu_controller.js": menu])
        #expect(result == [
            "stimulus-unknown-value error 1:39", "stimulus-unknown-value warning 1:65",
            "stimulus-unknown-target error 2:24", "stimulus-unknown-target warning 2:56",
        ])
    }

    /// `panel-form` does not exist: its value is not `panel`'s `form-submit`, and the unknown
    /// controller is reported once, where it is mounted.
    @Test func prefixesResolveAgainstTheElementsOwnControllersLongestFirst() throws {
        let panel = Self.controller("  static values = { open: Boolean }")
        let template = """
        <div data-controller="panel panel-form" data-panel-form-submit-value="1" data-panel-open-value="true">
          <button data-action="panel-form#submit" data-panel-form-target="button">Go</button>
        </div>
        """
        #expect(try findings(template, ["app/javascript/controllers/panel_controller.js": panel]) == [
            "stimulus-unknown-controller error 1:29",
        ])
    }

    @Test func legacyDataMapIsNotSplitIntoAnInventedIdentifier() throws {
        let reveal = Self.controller("""
          connect() {
            this.element.classList.add(this.data.get("class"))
            const offset = this.data.get("scrollOffset")
          }
        """)
        let template = """
        <div data-controller="reveal-on-scroll" data-reveal-on-scroll-class="visible" data-reveal-on-scroll-scroll-offset="20"></div>
        <section data-reveal-on-scroll-class="visible"></section>
        """
        #expect(try findings(template, ["app/javascript/controllers/reveal_on_scroll_controller.js": reveal]) == [])
    }

    @Test func eventWithoutControllerIsOneInvalidAction() throws {
        let menu = Self.controller("  update() {}")
        let template = """
        <div data-controller="menu">
          <div data-action="turbo:render#update"></div>
          <button data-action="modal:close#update">x</button>
        </div>
        """
        let result = try findings(template, ["app/javascript/controllers/menu_controller.js": menu])
        #expect(result == ["stimulus-invalid-action error 2:21", "stimulus-invalid-action error 3:24"])
    }

    /// One cause, one finding: the unknown `menuu` is reported in `data-controller` only.
    @Test func unknownControllerIsReportedWhereItIsMounted() throws {
        let menu = Self.controller("  static targets = [\"item\"]\n  open() {}")
        let template = """
        <div data-controller="menuu" data-menuu-delay-value="2">
          <a data-menuu-target="item" data-action="click->menuu#open">A</a>
        </div>
        <a data-action="click->menuu#open">elsewhere</a>
        """
        #expect(try findings(template, ["app/javascript/controllers/menu_controller.js": menu]) == [
            "stimulus-unknown-controller error 1:23",
        ])
    }

    @Test func bridgeAttributesReadByAPrototypeExtension() throws {
        let menu = Self.controller("""
          static component = "menu"
          static targets = ["item"]
          connect() { super.connect() }
        """, base: "BridgeComponent", module: "@hotwired/hotwire-native-bridge")
        let extensions = """
        import { BridgeElement } from "@hotwired/hotwire-native-bridge"
        BridgeElement.prototype.getIconUrl = function () { return this.bridgeAttribute("icon-url") }
        """
        let files = [
            "app/javascript/controllers/bridge/menu_controller.js": menu,
            "app/javascript/bridge/element_extensions.js": extensions,
        ]
        let template = """
        <div data-controller="bridge--menu">
          <a data-bridge--menu-target="item" data-bridge-icon-url="/a.png">A</a>
          <a data-bridge--menu-target="item" data-bridge-icon-ulr="/b.png">B</a>
        </div>
        """
        #expect(try findings(template, files) == ["bridge-unknown-attribute error 3:38"])
        // A computed name read for every element: nothing can be said, and the run says why.
        let dynamic = extensions + "\nBridgeElement.prototype.icon = function (kind) { return this.bridgeAttribute(`icon-${kind}`) }\n"
        #expect(try findings(template, files.merging(["app/javascript/bridge/element_extensions.js": dynamic]) { $1 }) == [])
    }

    /// `data:` hashes given to helpers and components bridgelint does not know: every name is
    /// checked, nothing is said about where they land.
    @Test func dataHashesOfAnyHelperOrComponent() throws {
        let oauth = Self.controller("""
          static component = "oauth"
          static targets = ["button"]
          connect() { super.connect(); this.icon = this.bridgeElement.bridgeAttribute("icon"); this.buttonTarget.hidden = false }
          signIn() {}
        """, base: "BridgeComponent", module: "@hotwired/hotwire-native-bridge")
        let dropdown = Self.controller("  static targets = [\"menu\"]\n  static values = { open: Boolean }\n  toggle() {}")
        let template = """
        <%= ui_button "GitHub", url: x, data: { controller: "bridge--oauth", action: "click->bridge--oauth#singIn", bridge__oauth_target: "buton" } %>
        <%= render MenuComponent.new(data: { controller: "dropdwon" }) %>
        <%= ui_button "Apple", data: { controller: "bridge--oauth", bridge_icn: "apple", bridge_icon: "apple" } %>
        <%= render MenuComponent.new(data: { dropdown_target: "menu", dropdown_open_value: true, action: "dropdown#toggle" }) %>
        """
        let result = try findings(template, [
            "app/javascript/controllers/bridge/oauth_controller.js": oauth,
            "app/javascript/controllers/dropdown_controller.js": dropdown,
        ])
        #expect(result == [
            "stimulus-unknown-action-method error 1:100", "stimulus-unknown-target error 1:132", "stimulus-unknown-controller error 2:51",
            "bridge-unknown-attribute error 3:61",
        ])
    }

    /// A branch the app proves never renders (a Devise module no model enables) is judged by no
    /// rule; the same branch in an app that enables the module is.
    @Test func branchesOfDeviseModulesTheAppNeverEnables() throws {
        let template = """
        <% if devise_mapping.registerable? && controller_name != "registrations" %>
          <div data-controller="sigup"></div>
        <% end %>
        <% if devise_mapping.confirmable? %>
          <div data-controller="confrim"></div>
        <% end %>
        """
        let hello = Self.controller("  greet() {}")
        func files(devise: String) -> [String: String] {
            // `confirm` makes `confrim` a near miss: an error (far from every controller and used
            // by nothing, it would be a warning).
            ["app/javascript/controllers/signup_controller.js": hello, "app/javascript/controllers/confirm_controller.js": hello,
             "app/models/user.rb": "class User < ApplicationRecord\n  \(devise)\nend\n"]
        }
        #expect(try findings(template, files(devise: "devise :database_authenticatable, :registerable")) == ["stimulus-unknown-controller error 2:25"])
        #expect(try findings(template, files(devise: "devise :database_authenticatable, :confirmable")) == ["stimulus-unknown-controller error 5:25"])
        // Without a `devise` call bridgelint read, the modules may be enabled elsewhere.
        #expect(try findings(template, files(devise: "has_secure_password")) == [
            "stimulus-unknown-controller error 2:25", "stimulus-unknown-controller error 5:25",
        ])
    }

    /// An end tag that ends a branch of several nested conditionals is one finding, not one per
    /// conditional: one cause, one finding.
    @Test func anEndTagInNestedBranchesIsReportedOnce() throws {
        let template = """
        <div class="a">
        <% if a %>
          <b>x</b>
        <% else %>
          <% if c %>
            <% if r.present? %>
              </div>
            <% end %>
          <% else %>
          <% end %>
        <% end %>
        <p>z</p>
        """
        #expect(try findings(template, [:]) == ["html-mismatched-end-tag error 7:9"])
    }
}
