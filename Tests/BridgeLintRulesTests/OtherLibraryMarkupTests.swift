import BridgeLintCore
import Testing

/// Markup meant for another library is not Stimulus markup: a `data-action` word Stimulus
/// cannot parse and would ignore, a `data-*-target` holding a CSS selector.
@Suite struct OtherLibraryMarkupTests {
    static let files = [
        "app/javascript/controllers/clipboard_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { static targets = ["source"]; copy() {} }
        """,
    ]

    /// Each is silent in a full template where nothing mounts `menu` or `clipboard`.
    @Test(arguments: [
        ##"<div data-action="like"></div>"##,
        ##"<button data-action="bold">B</button>"##,
        ##"<span data-action="clear reset"></span>"##,
        ##"<%= tag.div data: { action: "toggle" } %>"##,
        ##"<button data-clipboard-target="#copy-me">Copy</button>"##,
        ##"<button data-clipboard-target=".code-sample">Copy</button>"##,
        ##"<a data-menu-target="[data-role=item]"></a>"##,
        ##"<a data-menu-target="nav > li:first-child"></a>"##,
        ##"<%= link_to "Copy", "#", data: { clipboard_target: "#copy-me" } %>"##,
        ##"<button data-clipboard-target="<%= "#" + id %>">Copy</button>"##,
    ])
    func isNotStimulusMarkup(template: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.isEmpty, "\(found)")
    }

    /// What has Stimulus' shape is still judged: `->` or `#` in an action, a name in a target.
    @Test(arguments: [
        (##"<div data-controller="menu"><button data-action="click->menu">x</button></div>"##, "stimulus-invalid-action"),
        (##"<div data-controller="menu"><div data-action="menu#open"></div></div>"##, "stimulus-invalid-action"),
        (##"<div data-controller="menu"><button data-action="menu#">x</button></div>"##, "stimulus-invalid-action"),
        (##"<div data-controller="menu"><a data-menu-target="iten"></a></div>"##, "stimulus-unknown-target"),
        (##"<div data-controller="menu"><a data-menu-target="item-1"></a></div>"##, "stimulus-unknown-target"),
        (##"<button data-clipboard-target="source">Copy</button>"##, "stimulus-out-of-scope"),
    ])
    func isStillStimulusMarkup(template: String, rule: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.map(\.ruleID) == [rule], "\(found)")
    }

    /// Flowbite's markup pasted from its docs in an app whose controllers include one of the
    /// same name (`tooltip`): the value names an element of the template by its `id`, as
    /// Flowbite's does, so it is Flowbite's, loaded or not. A value naming no element of the
    /// template is still judged as Stimulus markup.
    @Test func flowbiteMarkupNamingAnElementByItsIDIsFlowbites() throws {
        let files = ["app/javascript/controllers/tooltip_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { static targets = ["tip"] }
        """]
        let pasted = """
        <button data-tooltip-target="tooltip-fullscreen" type="button">Full screen</button>
        <div id="tooltip-fullscreen" role="tooltip" class="tooltip invisible">Show full screen</div>
        """
        let found = try StimulusRuleEdgeCaseTests.lint(pasted, files: files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.isEmpty, "\(found)")
        let stray = try StimulusRuleEdgeCaseTests.lint(pasted.replacingOccurrences(of: "id=\"tooltip-fullscreen\"", with: "id=\"other\""), files: files)
        #expect(stray.map(\.ruleID).contains("stimulus-out-of-scope"), "\(stray)")
    }

    /// An npm package bridgelint cannot read, handed the application (`setupUltimateTurboModal(
    /// application)`), may register a controller of its own name: `modal`, a word of
    /// `ultimate_turbo_modal`, is no typo of the app's `modals`. A word of no dependency's name
    /// near the app's identifiers still is.
    @Test func aControllerNamedAfterAnUnreadDependencyMayBeItsOwn() throws {
        let files = [
            "package.json": #"{"dependencies": {"@hotwired/stimulus": "^3.2.2", "ultimate_turbo_modal": "^1.5.1"}}"#,
            "yarn.lock": "ultimate_turbo_modal@^1.5.1:\n  version \"1.5.1\"\n  dependencies:\n    \"@hotwired/stimulus\" \"^3.2.2\"\n",
            "app/javascript/controllers/index.js": """
            import { application } from "./application"
            import setupUltimateTurboModal from "ultimate_turbo_modal"
            setupUltimateTurboModal(application)
            import ModalsController from "./modals_controller"
            application.register("modals", ModalsController)
            """,
            "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nexport const application = Application.start()\n",
            "app/javascript/controllers/modals_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { open() {} }\n",
        ]
        let own = try StimulusRuleEdgeCaseTests.lint(#"<div data-controller="modal"></div>"#, files: files).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(own.isEmpty, "\(own)")
        let typo = try StimulusRuleEdgeCaseTests.lint(#"<div data-controller="modls"></div>"#, files: files).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(typo.map(\.suggestions) == [["modals"]], "\(typo)")
    }

    /// A member attribute whose identifier names no controller, on or inside an autonomous custom
    /// element named after it (`<webauthn-get>` finds `data-webauthn-target` with
    /// `querySelector`), is that element's. `meny` is a near miss of the known `menu`, which
    /// would be reported anywhere else.
    @Test(arguments: [
        ##"<meny-picker><input data-meny-target="response"></meny-picker>"##,
        ##"<div data-controller="menu"><meny-picker><p><input data-meny-target="response"></p></meny-picker></div>"##,
        ##"<meny-picker data-meny-options-value="{}"></meny-picker>"##,
        ##"<meny-x-y><a data-meny-id-param="1" data-meny-active-class="on"></a></meny-x-y>"##,
        ##"<%= tag.meny_picker do %><%= hidden_field_tag :key, "", data: { meny_target: "response" } %><% end %>"##,
    ])
    func isTheCustomElementsMarkup(template: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.isEmpty, "\(found)")
    }

    /// Outside such an element, inside one named otherwise, or where an element mounts the
    /// identifier, the near miss is still reported.
    @Test(arguments: [
        ##"<div><input data-meny-target="response"></div>"##,
        ##"<menyx-picker><input data-meny-target="response"></menyx-picker>"##,
        ##"<x-meny><input data-meny-target="response"></x-meny>"##,
        ##"<meny-picker data-controller="meny"><input data-meny-target="response"></meny-picker>"##,
    ])
    func isStillAStimulusNearMiss(template: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(found.count == 1, "\(found)")
    }

    /// `data-menu-target="settings"` read as data by any of the app's scripts (the value names a
    /// section, a panel, a tab of that code) is that code's markup, not a target name of `menu`.
    static func reader(_ read: String) -> [String: String] {
        files.merging([
            "app/javascript/controllers/post_attributes_controller.js": """
            import { Controller } from "@hotwired/stimulus"
            export default class extends Controller {
              open(event) {
                const element = event.currentTarget
                \(read)
              }
            }
            """,
        ]) { own, _ in own }
    }

    static let section = ##"<div data-controller="menu"><a href="#" data-menu-target="settings">Settings</a></div>"##

    @Test(arguments: [
        "this.show(element.dataset.menuTarget)",
        "this.show(element.dataset?.menuTarget)",
        ##"this.show(element.dataset["menuTarget"])"##,
        ##"const { menuTarget } = element.dataset; this.show(menuTarget)"##,
        ##"this.show(element.getAttribute("data-menu-target"))"##,
        ##"this.show($(element).data("menu-target"))"##,
        ##"this.show($(element).data("menuTarget"))"##,
        ##"this.show($(element).attr("data-menu-target"))"##,
        ##"if (element.dataset.menuTarget === "profile") this.show()"##,
    ])
    func aTargetAttributeReadAsDataIsThatCodes(read: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(Self.section, files: Self.reader(read)).filter { $0.ruleID == "stimulus-unknown-target" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Code that writes the attribute, asks only whether it is there, or finds elements by
    /// another value reads nothing of this value: the name is still judged.
    @Test(arguments: [
        ##"element.dataset.menuTarget = "item""##,
        ##"delete element.dataset.menuTarget"##,
        ##"element.setAttribute("data-menu-target", "item")"##,
        ##"if (element.hasAttribute("data-menu-target")) this.show()"##,
        ##"if (Object.hasOwn(element.dataset, "menuTarget")) this.show()"##,
        ##"this.show(element.querySelector("[data-menu-target='item']"))"##,
        ##"$(element).data("menu-target", "item")"##,
        ##"this.show(element.dataset.menuValue)"##,
    ])
    func aTargetAttributeNotReadAsDataIsJudged(read: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(Self.section, files: Self.reader(read)).filter { $0.ruleID == "stimulus-unknown-target" }
        #expect(found.count == 1, "\(found.map(\.message))")
    }

    /// A `data-*` attribute the app's own stylesheets select is markup written for the CSS
    /// (`[data-menu-open-value="true"] [data-menu-expanded-class="wide"]`), not a member of `menu`.
    static func styled(_ stylesheet: String, at path: String = "app/assets/stylesheets/application.css") -> [String: String] {
        files.merging([path: stylesheet]) { own, _ in own }
    }

    @Test(arguments: [
        (##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##, ##"[data-menu-expanded-class="wide"] { width: 100%; }"##),
        (##"<div data-controller="menu" data-menu-expanded-class="wide"></div>"##, ##"nav [data-menu-expanded-class] > a { width: 100%; }"##),
        (##"<%= tag.div data: { controller: "menu", menu_expanded_class: "wide" } %>"##, ##"[data-Menu-Expanded-Class^=w]{width:100%}"##),
        (##"<div data-controller="menu" data-menu-collapsed-value="true"></div>"##, ##"[data-menu-collapsed-value='true'] .label { display: none; }"##),
        (##"<div data-controller="menu" data-menu-panel-outlet="#panel"></div>"##, ##"[data-menu-panel-outlet ] { outline: none; }"##),
        (##"<div data-controller="menu"><a data-menu-target="badge"></a></div>"##, ##"[data-menu-target="badge"] { color: red; }"##),
        (##"<div data-controller="menu"><a data-menu-target="badge"></a></div>"##, ##"a[data-menu-target~=badge i] { color: red; }"##),
        (##"<div data-controller="menu"><a data-menu-target="badge"></a></div>"##, ##"[data-menu-target] { color: red; }"##),
        (##"<div data-controller="menu"></div><ul data-menu-delay-value="5"></ul>"##, ##"[data-menu-delay-value="5"] { opacity: 0.5; }"##),
    ])
    func anAttributeAStylesheetSelectsIsTheStylesheets(template: String, stylesheet: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.styled(stylesheet)).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// SCSS, Sass and Less anywhere under `app/` are read too.
    @Test(arguments: [
        ("app/assets/stylesheets/menu.scss", ".nav {\n  &[data-menu-expanded-class=\"wide\"] { width: 100%; }\n}\n"),
        ("app/assets/stylesheets/menu.sass", ".nav\n  &[data-menu-expanded-class]\n    width: 100%\n"),
        ("app/frontend/styles/menu.less", "@w: 100%;\n[data-menu-expanded-class] { width: @w; }\n"),
    ])
    func everyStylesheetKindIsRead(path: String, stylesheet: String) throws {
        let template = ##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.styled(stylesheet, at: path)).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A stylesheet that selects another attribute, another value of a target, a name Sass
    /// computes, or only in a comment, or one bridgelint does not read as the app's (built output,
    /// `node_modules`), leaves the name judged.
    @Test(arguments: [
        (##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##, ##"[data-menu-expanded-value="true"] { width: 100%; }"##, "app/assets/stylesheets/application.css"),
        (##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##, ##"[data-menu-#{$kind}-class] { width: 100%; }"##, "app/assets/stylesheets/application.scss"),
        (##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##, "/* [data-menu-expanded-class] */ a { color: red; }", "app/assets/stylesheets/application.css"),
        (##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##, "// [data-menu-expanded-class]\na { color: red; }", "app/assets/stylesheets/application.scss"),
        (##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##, ##".\[\&\[data-menu-expanded-class\]\]\:w-full { width: 100%; }"##, "app/assets/stylesheets/application.css"),
        (##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##, ##"[data-menu-expanded-class] { width: 100%; }"##, "app/assets/builds/application.css"),
        (##"<div data-controller="menu"><a data-menu-expanded-class="wide"></a></div>"##, ##"[data-menu-expanded-class] { width: 100%; }"##, "node_modules/theme/index.css"),
        (##"<div data-controller="menu" data-menu-collapsed-value="true"></div>"##, ##"[data-menu-collapse-value] { display: none; }"##, "app/assets/stylesheets/application.css"),
        (##"<div data-controller="menu"><a data-menu-target="iten"></a></div>"##, ##"[data-menu-target="badge"] { color: red; }"##, "app/assets/stylesheets/application.css"),
        (##"<div data-controller="menu"><a data-menu-target="iten"></a></div>"##, ##"[data-menu-target="item"] { color: red; }"##, "app/assets/stylesheets/application.css"),
    ])
    func anAttributeNoStylesheetSelectsIsJudged(template: String, stylesheet: String, path: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.styled(stylesheet, at: path)).filter { $0.ruleID.hasPrefix("stimulus-unknown-") }
        #expect(found.count == 1, "\(found.map(\.message))")
    }

    /// A target the app's code finds itself with a selector string (`closest(...)` then
    /// `querySelector('[data-menu-target="item"]')`, `[data-menu-target]` for any value, jQuery's
    /// `$()`) may stand outside its controller on purpose: out-of-scope says nothing of it.
    static let outside = ##"<div data-controller="menu"><a href="#">Open</a></div>\#n<div data-menu-target="item"></div>"##

    @Test(arguments: [
        ##"this.show(element.closest(".pane").querySelector('[data-menu-target="item"]'))"##,
        ##"this.show(document.querySelectorAll("[data-menu-target=item]"))"##,
        ##"this.show(element.closest("section").querySelector("[data-menu-target]"))"##,
        ##"this.show(document.querySelector(`[data-menu-target="${name}"]`))"##,
        ##"this.show($("[data-menu-target='item']"))"##,
    ])
    func aTargetCodeSelectsIsNotOutOfScope(read: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(Self.outside, files: Self.reader(read)).filter { $0.ruleID == "stimulus-out-of-scope" }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A selector of another value, a presence test or a read as data finds nothing there: the
    /// target is still out of scope, and the message names where this template mounts `menu`.
    @Test(arguments: [
        ##"this.show(document.querySelector('[data-menu-target="list"]'))"##,
        ##"if (element.hasAttribute("data-menu-target")) this.show()"##,
        ##"this.show()"##,
    ])
    func aTargetNoSelectorFindsIsOutOfScope(read: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(Self.outside, files: Self.reader(read)).filter { $0.ruleID == "stimulus-out-of-scope" }
        let message = "the target `data-menu-target` belongs to `menu`, but no element from this `<div>` up mounts `menu`; this template mounts `menu` only on line 1, not around it, and no other template, layout or Ruby file under app/ names it"
        #expect(found.count == 1 && found.allSatisfy { $0.message.hasPrefix(message) }, "\(found.map(\.message))")
    }

    /// A selector that names the attribute with no one value finds every element that has it:
    /// any name there is that code's, not a target name of `menu`.
    @Test(arguments: [
        (##"this.show(document.querySelectorAll("[data-menu-target]"))"##, 0),
        (##"this.show(document.querySelectorAll("[data-menu-target^='set']"))"##, 0),
        (##"this.show(document.querySelectorAll("[data-menu-target='item']"))"##, 1),
    ])
    func aSelectorOfAnyValueMakesEveryNameDeliberate(read: String, count: Int) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(Self.section, files: Self.reader(read)).filter { $0.ruleID == "stimulus-unknown-target" }
        #expect(found.count == count, "\(found.map(\.message))")
    }
}
