import BridgeLintCore
import BridgeLintEngine
import BridgeLintRules
import Foundation
import Testing

/// Cases of the Stimulus rules that do not fit in the rule docs: configuration, several
/// templates, fixes.
@Suite struct StimulusRuleEdgeCaseTests {
    static let menuController = """
    import { Controller } from "@hotwired/stimulus"

    export default class extends Controller {
      static targets = ["item"]
      static values = { delay: Number, items: Array }
      open() {}
    }
    """

    /// Lints `template` (at `path`) in a temporary project holding `files` and the menu controller
    /// (other suites use it too).
    static func lint(_ template: String, path: String = "app/views/pages/show.html.erb", files: [String: String] = [:], loadsTurbo: Bool = true) throws -> [Diagnostic] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-stimulus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var all = files
        all["app/javascript/controllers/menu_controller.js"] = Self.menuController
        // Turbo as `bin/importmap pin` vendors it: the app's pages run Turbo (`TurboDependency.isLoaded`).
        if loadsTurbo { all["vendor/javascript/turbo.min.js", default: ""] += "" }
        all[path] = template
        for (relative, text) in all {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let workspace = Workspace(containing: root.path)
        let linter = Linter(project: workspace.project, corpus: workspace.corpus())
        return linter.lint(SourceFile(path: root.appendingPathComponent(path).path, text: template))
    }

    /// A real layout: `<body data-controller="<%= signed_in? ? "sidebar theme" : "theme" %>">`
    /// with a value on an `<aside>` inside. The value is misplaced either way, but the message
    /// must not claim that nothing in the file mounts the controller, nor that it always does.
    @Test func valuePlacementNamesTheElementThatMayMountTheController() throws {
        let template = """
        <body data-controller="<%= signed_in? ? "menu theme" : "theme" %>">
          <aside data-menu-delay-value="5"></aside>
        </body>
        """
        let findings = try Self.lint(template, path: "app/views/layouts/application.html.erb").filter { $0.ruleID == "stimulus-value-placement" }
        #expect(findings.map(\.message) == [
            "`data-menu-delay-value` is on `<aside>`, which does not mount `menu`, so Stimulus never reads this value (`menu` may be mounted on the `<body>` at line 1)",
        ])
        #expect(findings.first?.related.count == 1)
        let partial = try Self.lint(#"<aside data-menu-delay-value="5"></aside>"#, path: "app/views/shared/_aside.html.erb")
            .filter { $0.ruleID == "stimulus-value-placement" }.map(\.message)
        #expect(partial == [
            "`data-menu-delay-value` is on `<aside>`, which does not mount `menu`, so Stimulus never reads this value (the template rendering this partial may mount it, but not on this element)",
        ])
    }

    @Test func unknownEventSeverityDependsOnTheFindingUnlessConfigured() throws {
        let template = #"<div data-controller="menu" data-action="focsuin->menu#open menuopened->menu#open"></div>"#
        let defaults = try Self.lint(template).filter { $0.ruleID == "stimulus-unknown-event" }
        #expect(defaults.map(\.severity) == [.error, .warning])
        let configured = try Self.lint(template, files: [".bridgelint.yml": "rules:\n  stimulus-unknown-event: info\n"])
            .filter { $0.ruleID == "stimulus-unknown-event" }
        #expect(configured.map(\.severity) == [.info, .info])
        let extra = try Self.lint(template, files: [".bridgelint.yml": "rules:\n  stimulus-unknown-event:\n    events: [menuopened]\n"])
            .filter { $0.ruleID == "stimulus-unknown-event" }
        #expect(extra.count == 1)
    }

    @Test func outOfScopeTrustsALayoutThatMountsTheController() throws {
        let template = #"<button data-action="menu#open">Menu</button>"#
        let alone = try Self.lint(template).filter { $0.ruleID == "stimulus-out-of-scope" }
        #expect(alone.count == 1)
        let layout = #"<body data-controller="menu"><%= yield %></body>"#
        let inLayout = try Self.lint(template, files: ["app/views/layouts/application.html.erb": layout])
            .filter { $0.ruleID == "stimulus-out-of-scope" }
        #expect(inLayout.isEmpty)
        let partial = try Self.lint(template, path: "app/views/pages/_button.html.erb").filter { $0.ruleID == "stimulus-out-of-scope" }
        #expect(partial.isEmpty)
        // Unknown identifiers are `stimulus-unknown-controller`'s.
        let unknown = try Self.lint(#"<button data-action="menux#open">Menu</button>"#).filter { $0.ruleID == "stimulus-out-of-scope" }
        #expect(unknown.isEmpty)
    }

    @Test func valueTypeSkipsCharacterReferencesAndDynamicValues() throws {
        let template = """
        <div data-controller="menu" data-menu-items-value="[&quot;a&quot;]"></div>
        <div data-controller="menu" data-menu-items-value="<%= items %>" data-menu-delay-value="<%= 1 %>0"></div>
        <%= tag.div data: { controller: "menu", menu_items_value: items, menu_delay_value: 3 } %>
        """
        #expect(try Self.lint(template).filter { $0.ruleID == "stimulus-value-type" }.isEmpty)
    }

    /// A controller's file name where its identifier belongs suggests that identifier, though
    /// the spelling is far from it.
    @Test func aFileNameWrittenAsIdentifierSuggestsTheIdentifier() throws {
        let files = ["app/javascript/controllers/date_picker_controller.js": Self.menuController]
        let template = """
        <div data-controller="menu_controller"></div>
        <div data-controller="date_picker"></div>
        <div data-controller="date_picker_controller.js"></div>
        """
        let unknown = try Self.lint(template, files: files).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(unknown.map { $0.suggestions.first } == ["menu", "date-picker", "date-picker"], "\(unknown)")
    }

    /// The near misses are the suggestions (the reporters list them), and the help shows how the
    /// app's own files give identifiers with the first one's file, not a made-up path (a loader
    /// may drop folders from the name).
    @Test func theHelpShowsTheFirstNearMissesFile() throws {
        let files = ["app/javascript/controllers/failover_global_controller.js": Self.menuController,
                     "app/javascript/controllers/failover_desktop_controller.js": Self.menuController]
        let found = try Self.lint(#"<div data-controller="failover"><a data-action="failover#open">Go</a></div>"#, files: files)
            .filter { $0.ruleID == "stimulus-unknown-controller" }
        let finding = try #require(found.first)
        let first = try #require(finding.suggestions.first)
        #expect(Set(finding.suggestions) == ["failover-global", "failover-desktop"], "\(finding.suggestions)")
        let help = try #require(finding.help)
        #expect(help.hasPrefix("use the identifier of an existing controller; identifiers come from file paths (`"), "\(help)")
        #expect(help.hasSuffix("app/javascript/controllers/\(first.replacingOccurrences(of: "-", with: "_"))_controller.js` is `\(first)`)"), "\(help)")
    }

    /// An identifier a `register` call names, not the file's path, is shown with that call: the
    /// file `english_offers_controller.js` is not `english-offers` in an app that registers it as
    /// `english-offer` (auction_center).
    @Test func theHelpShowsTheRegisterCallOfANearMissRegisteredByName() throws {
        let files = ["app/javascript/controllers/english_offers_controller.js": Self.menuController,
                     "app/javascript/controllers/index.js": "import { application } from \"./application\"\nimport EnglishOffer from \"./english_offers_controller\"\napplication.register(\"english-offer\", EnglishOffer)\n",
                     "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nexport const application = Application.start()\n"]
        let found = try Self.lint(#"<div data-controller="english-offers"><a data-action="english-offers#open">Go</a></div>"#, files: files)
            .filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(found.first?.suggestions == ["english-offer"])
        #expect(found.first?.help == "use the identifier of an existing controller: `english-offer` is registered by name in app/javascript/controllers/index.js:3 (the class in `app/javascript/controllers/english_offers_controller.js`)")
    }

    /// In an app that registers its controllers one by one (a manifest), a new controller file
    /// needs its `register` call too: the help says where. Not where a loader loads the folder.
    @Test func theCreateHelpSaysWhereToRegisterInAnAppThatRegistersOneByOne() throws {
        let manifest = ["app/javascript/controllers/menu_controller.js": Self.menuController,
                        "app/javascript/controllers/index.js": "import { application } from \"./application\"\nimport MenuController from \"./menu_controller\"\napplication.register(\"menu\", MenuController)\n",
                        "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nexport const application = Application.start()\n"]
        let template = #"<div data-controller="websocket--user"><a data-action="websocket--user#open">Go</a></div>"#
        let registered = try Self.lint(template, files: manifest).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(registered.first?.help?.hasPrefix("create `app/javascript/controllers/websocket/user_controller.js` and register it in `app/javascript/controllers/index.js` (`bin/rails stimulus:manifest:update`") == true, "\(registered)")
        var loaded = manifest
        loaded["app/javascript/controllers/index.js"] = "import { application } from \"./application\"\nimport { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\neagerLoadControllersFrom(\"controllers\", application)\n"
        let found = try Self.lint(template, files: loaded).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(found.first?.help?.hasPrefix("create `app/javascript/controllers/websocket/user_controller.js`, fix the name") == true, "\(found)")
        // Registered under names of the app's own (`date_picker`), not their paths': still one by one.
        var named = manifest
        named["app/javascript/controllers/date_picker_controller.js"] = Self.menuController
        named["app/javascript/controllers/index.js"] = "import { application } from \"./application\"\nimport MenuController from \"./menu_controller\"\nimport DatePicker from \"./date_picker_controller\"\napplication.register(\"menu\", MenuController)\napplication.register(\"date_picker\", DatePicker)\n"
        let byName = try Self.lint(template, files: named).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(byName.first?.help?.contains("and register it in `app/javascript/controllers/index.js`") == true, "\(byName)")
    }

    /// A mounted identifier no controller defines, far from every known one, that nothing on the
    /// page uses: Stimulus skips it and nothing changes (a warning). Anything that may use it
    /// (a member attribute or action here, in another template, the app's Ruby or scripts, an
    /// outlet) or a near miss keeps the error: behaviour is lost. In Ruby, a member is named by a
    /// `data:` key or symbol, not a method of the same shape.
    @Test func anUnknownControllerNothingUsesIsAWarning() throws {
        func severities(_ template: String, files: [String: String] = [:]) throws -> [Severity] {
            try Self.lint(template, files: files).filter { $0.ruleID == "stimulus-unknown-controller" }.map(\.severity)
        }
        let inert = try Self.lint(#"<%= form_with url: "/session", method: :delete, data: { controller: "sessions" } do %><button>Out</button><% end %>"#)
            .filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(inert.map(\.severity) == [.warning])
        #expect(inert.first?.message.contains("nothing on the page uses it") == true)
        #expect(try severities(#"<div data-controller="sessions"></div>"#) == [.warning])
        // Something uses it: in this template, in a partial, in Ruby, in a script.
        #expect(try severities(#"<div data-controller="sessions"><a data-action="sessions#destroy">Out</a></div>"#) == [.error])
        #expect(try severities(#"<div data-controller="sessions"><i data-sessions-target="badge"></i></div>"#) == [.error])
        #expect(try severities(#"<div data-controller="sessions"><i data-sessions-url-value="/x"></i></div>"#) == [.error])
        #expect(try severities(#"<div data-controller="sessions" data-menu-sessions-outlet=".x"></div>"#) == [.error])
        #expect(try severities(#"<div data-controller="sessions"><%= tag.i data: { sessions_target: "badge" } %></div>"#) == [.error])
        #expect(try severities(#"<div data-controller="sessions" data-action="<%= action %>"></div>"#) == [.error])
        #expect(try severities(#"<div data-controller="sessions"><%= render "out" %></div>"#,
                               files: ["app/views/pages/_out.html.erb": #"<a data-action="click->sessions#destroy">Out</a>"#]) == [.error])
        #expect(try severities(#"<div data-controller="sessions"></div>"#,
                               files: ["app/components/out_component.rb": #"def call = tag.a(data: { action: "sessions#destroy" })"#]) == [.error])
        #expect(try severities(#"<div data-controller="sessions"></div>"#,
                               files: ["app/javascript/logout.js": #"app.getControllerForElementAndIdentifier(el, "sessions")"#]) == [.error])
        // A longer identifier that ends in it (`request-form`, `admin--form`) names its own
        // members: `form` stays unused. Written after `data-`, it is its own.
        #expect(try severities(#"<div data-controller="form"></div>"#,
                               files: ["app/views/pages/_other.html.erb": #"<select data-action="request-form#select" data-request-form-target="list" data-admin--form-target="x"></select>"#]) == [.warning])
        #expect(try severities(#"<div data-controller="form"></div>"#,
                               files: ["app/views/pages/_other.html.erb": #"<select data-form-target="list"></select>"#]) == [.error])
        #expect(try severities(#"<div data-controller="form"></div>"#,
                               files: ["app/views/pages/_other.html.erb": #"<%= select_tag :x, [], data: { form_target: "list" } %>"#]) == [.error])
        #expect(try severities(#"<div data-controller="form"></div>"#,
                               files: ["app/views/pages/_other.html.erb": #"<select data-action="change->form#pick"></select>"#]) == [.error])
        // A near miss of `menu` loses the menu's behaviour.
        #expect(try severities(#"<div data-controller="menus"></div>"#) == [.error])
        // In Ruby, a member is a `data:` key or a symbol: a method named like one names nothing.
        #expect(try severities(#"<div data-controller="sessions"></div>"#,
                               files: ["app/helpers/ui_helper.rb": "def sessions_active_html_class(name) = name\nsessions_active_html_class(\"x\")\n"]) == [.warning])
        #expect(try severities(#"<div data-controller="sessions"></div>"#,
                               files: ["app/helpers/ui_helper.rb": "def badge = tag.i(data: { \"sessions_active_class\" => \"on\" })\n"]) == [.error])
        #expect(try severities(#"<div data-controller="sessions"></div>"#,
                               files: ["app/helpers/ui_helper.rb": "def badge = tag.i(data: { sessions_active_class: \"on\" })\n"]) == [.error])
    }

    /// A target out of scope that its controller does not declare is read by no code in scope
    /// either (Stimulus makes no property for it), whatever other controllers read or compute:
    /// a warning. A declared one that code reads, or a controller that finds targets by a
    /// computed name, keeps the error.
    @Test func anOutOfScopeTargetTheControllerDoesNotDeclareIsAWarning() throws {
        let tabs = """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          static targets = ["badge"]
          show(name) { this.badgeTarget.replaceChildren(this[`${name}Target`]) }
        }
        """
        let other = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"title\"]\n}\n"
        func outOfScope(_ panel: String) throws -> [Diagnostic] {
            let files = ["app/javascript/controllers/tabs_controller.js": tabs, "app/javascript/controllers/panel_controller.js": panel]
            return try Self.lint(#"<div data-controller="panel"></div><p data-panel-target="badge">New</p>"#, files: files)
                .filter { $0.ruleID == "stimulus-out-of-scope" }
        }
        let undeclared = try outOfScope(other)
        #expect(undeclared.map(\.severity) == [.warning])
        #expect(undeclared.first?.message.contains("`panel` does not declare the target `badge`") == true, "\(undeclared)")
        let declared = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"badge\"]\n}\n"
        // Declared and never read by `panel`: `tabs` reads a `badge` target, and computes target
        // names, but only its own, holding no `panel`.
        let unread = try outOfScope(declared)
        #expect(unread.map(\.severity) == [.warning])
        #expect(unread.first?.message.contains("`panel` never reads the target `badge`, and no other controller holds it") == true, "\(unread)")
        let computed = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  find(name) { return this.targets.find(name) }\n}\n"
        #expect(try outOfScope(computed).map(\.severity) == [.error])
        let reads = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"badge\"]\n  show() { this.badgeTarget.hidden = false }\n}\n"
        #expect(try outOfScope(reads).map(\.severity) == [.error])
    }

    /// A controller that holds `panel` (an outlet of it, a lookup by its identifier) may read
    /// its `badge` target: out of scope, that changes what it reads, an error.
    @Test(arguments: [
        "static outlets = [\"panel\"]\n  show() { this.panelOutlet.badgeTarget.hidden = false }",
        "show() { this.application.getControllerForElementAndIdentifier(this.element, \"panel\").badgeTarget.hidden = false }",
    ])
    func anOutOfScopeTargetAnotherControllerMayReachIsAnError(body: String) throws {
        let panel = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"badge\"]\n}\n"
        let holder = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  \(body)\n}\n"
        let files = ["app/javascript/controllers/panel_controller.js": panel, "app/javascript/controllers/holder_controller.js": holder]
        let found = try Self.lint(#"<div data-controller="panel holder"></div><p data-panel-target="badge">New</p>"#, files: files)
            .filter { $0.ruleID == "stimulus-out-of-scope" }
        #expect(found.map(\.severity) == [.error])
    }

    /// A controller that declares none of a kind says so in plain English ("no classes").
    @Test func aControllerWithoutMembersOfAKindSaysSo() throws {
        let messages = try Self.lint(##"<div data-controller="menu" data-menu-open-class="x" data-menu-panel-outlet="#p"></div>"##).map(\.message)
        #expect(messages.contains { $0.hasSuffix("; it declares no classes") }, "\(messages)")
        #expect(messages.contains { $0.hasSuffix("; it declares no outlets") }, "\(messages)")
    }

    /// A controller with many methods: the message lists the closest to the name written, its
    /// own helpers last, not the first eight by the alphabet.
    @Test func anUnknownActionMethodListsTheClosestOfManyMethods() throws {
        let methods = ["_announce", "_formatTime", "_loadAndPlay", "_mutedPath", "_onEnded", "_shuffle", "addToQueue", "clear",
                       "next", "pause", "playAll", "playFromRow", "previous", "seek", "toggleMute"]
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n"
            + methods.map { "  \($0)() {}\n" }.joined() + "}\n"
        let diagnostics = try Self.lint(#"<div data-controller="player"><button data-action="player#playFromCard">x</button></div>"#,
                                        files: ["app/javascript/controllers/player_controller.js": controller])
        let message = try #require(diagnostics.first { $0.ruleID == "stimulus-unknown-action-method" }?.message)
        #expect(message.hasSuffix("; it defines 15 methods, the closest to it `addToQueue`, `clear`, `next`, `pause`, `playAll`, `playFromRow`, `previous`, `toggleMute`, …"), "\(message)")
    }

    @Test func actionMethodIgnoresPrivateSyntaxAndInheritedMethods() throws {
        let template = #"<div data-controller="menu"><button data-action="menu##open menu#connect menu#open">x</button></div>"#
        let diagnostics = try Self.lint(template)
        #expect(diagnostics.filter { $0.ruleID == "stimulus-unknown-action-method" }.isEmpty)
        #expect(diagnostics.filter { $0.ruleID == "stimulus-invalid-action" }.map(\.suggestions) == [["open"]])
    }

    /// `click -> menu#open`: Stimulus drops `click` and `->`, and `menu#open` listens for the
    /// element's default event, so the action works where the written event is that default.
    @Test func spacedArrowIsAWarningOnlyWhenTheEventIsTheElementsDefault() throws {
        let template = """
        <div data-controller="menu">
          <a href="#" data-action="click -> menu#open">a</a>
          <form data-action="submit-> menu#open"></form>
          <select data-action="change ->menu#open"></select>
          <input type="submit" data-action="click -> menu#open">
          <button data-action="mouseover -> menu#open">b</button>
          <input data-action="change -> menu#open">
          <a href="#" data-action="click ->menu#open">c</a>
        </div>
        """
        let findings = try Self.lint(template).filter { $0.ruleID == "stimulus-invalid-action" }
        #expect(findings.map(\.severity) == [.warning, .warning, .error, .warning, .error, .error, .error])
        #expect(findings.first?.message.contains("works only because `click` is the default event of `<a>`") == true)
    }

    @Test func legacyTargetFixRewritesNameAndValueUnlessTheModernAttributeExists() throws {
        let template = #"<div data-controller="menu"><a data-target="menu.item">x</a><a data-target="menu.item" data-menu-target="item">y</a></div>"#
        let findings = try Self.lint(template).filter { $0.ruleID == "stimulus-legacy-target" }
        #expect(findings.count == 2)
        let file = SourceFile(path: "t", text: template)
        let edits = findings.first?.fix?.edits.map { file.text(in: $0.range) + " -> " + $0.replacement }
        #expect(edits == ["data-target -> data-menu-target", "menu.item -> item"])
        #expect(findings.first?.fix?.applicability == .safe)
        #expect(findings.last?.fix == nil)
    }

    @Test func rulesAreSilentWithoutControllers() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-stimulus-empty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("app/views/pages/show.html.erb")
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        let template = #"<div data-action="click->menu" data-target="menu.item" data-menu-x-value="1">x</div>"#
        try template.write(to: path, atomically: true, encoding: .utf8)
        let workspace = Workspace(containing: root.path)
        let diagnostics = Linter(project: workspace.project, corpus: workspace.corpus()).lint(SourceFile(path: path.path, text: template))
        #expect(diagnostics.filter { $0.ruleID.hasPrefix("stimulus-") }.isEmpty)
    }

    /// A controller's name under another folder (or none) suggests the controller of that name,
    /// however far the folders' spellings are; a name four controllers share suggests none.
    @Test(arguments: [
        ("mosaic--image-cropper", ["admin/image_cropper_controller.js"], ["admin--image-cropper"]),
        ("image-cropper", ["admin/image_cropper_controller.js", "public/image_cropper_controller.js"], ["admin--image-cropper", "public--image-cropper"]),
        ("mosaic--table", ["a/table_controller.js", "b/table_controller.js", "c/table_controller.js", "d/table_controller.js"], []),
    ])
    func theSameControllerUnderAnotherFolderIsSuggested(written: String, controllers: [String], suggested: [String]) throws {
        var files: [String: String] = [:]
        for path in controllers { files["app/javascript/controllers/" + path] = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n" }
        let found = try Self.lint("<div data-controller=\"\(written)\"></div>\n", files: files).filter { $0.ruleID == "stimulus-unknown-controller" }
        #expect(found.count == 1)
        #expect(found.first?.suggestions == suggested)
    }

    /// A value written with a dash before a digit is told apart from its declared name in the help.
    @Test func aValueWithADashBeforeADigitSaysHowStimulusSpellsIt() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { static values = { areaOver85: Boolean } }\n"
        let found = try Self.lint("<div data-controller=\"fund\" data-fund-area-over-85-value=\"true\"></div>\n",
                                  files: ["app/javascript/controllers/fund_controller.js": controller]).filter { $0.ruleID == "stimulus-unknown-value" }
        #expect(found.map(\.help) == ["Stimulus reads `areaOver85` from `area-over85`: its attribute names put no dash before a digit; write `area-over85`"])
        #expect(found.map(\.suggestions) == [["area-over85"]])
    }

    /// A class attribute whose name with `Class` is a value the controller declares (a value
    /// holding a class name) says which attribute that value is read from.
    @Test func aClassNamedLikeADeclaredValueNamesTheValuesAttribute() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { static values = { editingClass: String } }\n"
        let found = try Self.lint("<div data-controller=\"board\" data-board-editing-class=\"ring-2\"></div>\n",
                                  files: ["app/javascript/controllers/board_controller.js": controller]).filter { $0.ruleID == "stimulus-unknown-class" }
        #expect(found.map(\.help) == ["the controller declares a value `editingClass` (read as `this.editingClassValue`), not a class: write `data-board-editing-class-value`, or declare `editing` in `static classes` in app/javascript/controllers/board_controller.js and read `this.editingClass`"])
    }
}
