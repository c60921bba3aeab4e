import Testing
@testable import BridgeLintProject

/// Members a controller gains at run time, and where their names cannot be known.
@Suite struct RuntimeMemberScannerTests {
    private func scan(_ body: String, className: String = "Search", imports: String = "import { Controller } from \"@hotwired/stimulus\"") -> StimulusController {
        let source = "\(imports)\nexport default class \(className) extends Controller {\n\(body)\n}\n"
        return ControllerScanner.scan(source, identifier: "search", path: "search_controller.js")
    }

    /// Each way a controller gains a named member: assigned in `initialize()`, `connect()` or
    /// any method, as a class field (a function or not), defined or assigned through `Object`.
    @Test(arguments: [
        ("initialize() { this.search = debounce(this._search, 300) }", "search"),
        ("connect() { this.search = debounce(this._search, 300) }", "search"),
        ("refresh() { if (x) { this.search ??= throttle(() => this.go(), 10) } }", "search"),
        ("connect() { this[\"search\"] = () => {} }", "search"),
        ("search = debounce(this._search, 300)", "search"),
        ("search = this._search.bind(this)", "search"),
        ("connect() { Object.defineProperty(this, \"search\", { value: () => {} }) }", "search"),
        ("connect() { Object.defineProperties(this, { search: { value: () => {} } }) }", "search"),
        ("connect() { Object.assign(this, { search() {}, other: 1 }) }", "search"),
        ("connect() { Object.assign(Search.prototype, { get search() { return 1 } }) }", "search"),
        ("static { Search.prototype.search = function () {} }", "search"),
    ])
    func recordsMembersMadeAtRunTime(body: String, member: String) {
        let controller = scan(body)
        #expect(controller.actionMethods.contains(member) || controller.otherFields.contains(member))
        #expect(!controller.mayGainMethods)
    }

    /// Assignments to other objects, comparisons and deeper paths name no member.
    @Test(arguments: [
        "connect() { other.search = 1; this.element.search = 2; if (this.search == 3) {} }",
        "connect() { Other.prototype.search = function () {} }",
        "connect() { const x = { search: this.search } }",
    ])
    func otherAssignmentsNameNoMember(body: String) {
        let controller = scan(body)
        #expect(!controller.otherFields.contains("search"))
        #expect(!controller.mayGainMethods)
    }

    /// `this.targets.find/findAll/has` look up any name: a literal one is a target the controller
    /// reads, declared or not; a computed one opens its targets.
    @Test func readsTargetsFoundThroughTheTargetSet() {
        let literal = scan("static targets = [\"item\"]\nconnect() { this.root = this.targets.find(\"root\"); this.targets.findAll('row'); if (this.targets.has(`icon`)) {} }")
        #expect(literal.targets == ["item", "root", "row", "icon"])
        #expect(literal.isClosed)
        let computed = scan("static targets = [\"item\"]\nshow(name) { return this.targets.find(name) }")
        #expect(computed.openDeclarations.contains(.targets))
        let other = scan("connect() { this.items.find(\"root\"); other.targets.find(\"row\") }")
        #expect(other.targets.isEmpty)
        #expect(other.openDeclarations.isEmpty)
    }

    /// A mixin whose methods cannot be read: the first place is kept for the note.
    @Test func recordsWhereMethodsMayBeGained() {
        let controller = scan("connect() {\n  Object.assign(Search.prototype, mixin)\n  useHover(this)\n}")
        #expect(controller.methodsGainedAt == FileLocation(line: 4, column: 3))
        // jQuery wraps what it is given: `$(this)` and `jQuery(this, context)` add no method.
        let wrapped = scan("connect() {\n  $(this).hide()\n  jQuery(this, document).show()\n}")
        #expect(wrapped.methodsGainedAt == nil)
    }

    /// `extends mix(Controller)` makes its superclass at run time; a `Controller` imported from
    /// the app's own file is that file's class, not Stimulus's.
    @Test func superclassesThatAreNotStimulusAreNotTakenForIt() {
        let plain = scan("open() {}")
        let source = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends mix(Controller) { open() {} }"
        let computed = ControllerScanner.scan(source, identifier: "x", path: "x_controller.js")
        #expect(plain.inheritanceIsKnown)
        #expect(!computed.inheritanceIsKnown)
        #expect(computed.superclassModule == nil)
        #expect(computed.unreadSuperclass == "the class `mix(...)` returns")
        let local = ControllerScanner.scan("import { Controller } from \"./base\"\nexport default class extends Controller {}", identifier: "x", path: "x_controller.js")
        #expect(!local.inheritanceIsKnown)
        #expect(local.superclassModule == "./base")
        for module in ["@hotwired/stimulus", "stimulus", "@hotwired/hotwire-native-bridge", "@hotwired/strada"] {
            #expect(StimulusController.isLibraryModule(module))
        }
        #expect(!StimulusController.isLibraryModule("./stimulus"))
    }

    /// A mixin object the file defines adds its keys; one imported from the app's own module is
    /// kept for the catalog to read.
    @Test func mixinObjectsByName() {
        let local = scan("connect() { Object.assign(this, helpers) }", imports: "import { Controller } from \"@hotwired/stimulus\"\nconst helpers = { toggleMenu() {}, closeMenu: () => {} }")
        #expect(local.otherFields.isSuperset(of: ["toggleMenu", "closeMenu"]))
        #expect(!local.mayGainMethods)
        let imported = scan("connect() { Object.assign(this, menu, sized) }", imports: "import { Controller } from \"@hotwired/stimulus\"\nimport { menu } from \"../mixins/menu\"\nimport sized from \"./sized\"")
        #expect(imported.mixinImports.map(\.exported) == ["menu", "default"])
        #expect(!imported.mayGainMethods)
        let package = scan("connect() { Object.assign(this, menu) }", imports: "import { Controller } from \"@hotwired/stimulus\"\nimport { menu } from \"menu-mixins\"")
        #expect(package.mayGainMethods)
    }

    /// The catalog reads an imported mixin's object: its keys are members; a mixin it cannot read
    /// (absent, a spread inside) may add any method.
    @Test func theCatalogReadsImportedMixins() {
        let folder = TemporaryFolder()
        let head = "import { Controller } from \"@hotwired/stimulus\"\n"
        folder.write("app/javascript/controllers/menu_controller.js", head + "import { menu } from \"../mixins/menu\"\nimport sized from \"../mixins/sized\"\nexport default class extends Controller {\n  connect() { Object.assign(this, menu, sized) }\n}\n")
        folder.write("app/javascript/mixins/menu.js", "export const menu = { toggleMenu() {}, closeMenu: () => {} }\n")
        folder.write("app/javascript/mixins/sized.js", "export default { resize() {} }\n")
        folder.write("app/javascript/controllers/spread_controller.js", head + "import { spread } from \"../mixins/spread\"\nexport default class extends Controller {\n  connect() { Object.assign(this, spread) }\n}\n")
        folder.write("app/javascript/mixins/spread.js", "export const spread = { ...base, open() {} }\n")
        folder.write("app/javascript/controllers/absent_controller.js", head + "import { gone } from \"../mixins/gone\"\nexport default class extends Controller {\n  connect() { Object.assign(this, gone) }\n}\n")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        let menu = catalog.controllers(named: "menu").first
        #expect(menu?.otherFields.isSuperset(of: ["toggleMenu", "closeMenu", "resize"]) == true)
        #expect(menu?.mayGainMethods == false)
        #expect(catalog.controllers(named: "spread").first?.methodsGainedAt == FileLocation(line: 4, column: 15))
        #expect(catalog.controllers(named: "absent").first?.mayGainMethods == true)
    }

    /// A default export that is a call's result (`export default WithModal(LinkController)`):
    /// the registered class is what the wrapper returns, which may add targets, values and
    /// methods, so every declaration is open. A class exported as itself is not.
    @Test(arguments: [
        ("class LinkController extends Controller { static targets = [\"copy\"] }\nexport default WithModal(LinkController)", "WithModal"),
        ("export default withTooltip(class extends Controller { static targets = [\"copy\"] })", "withTooltip"),
        ("class LinkController extends Controller {}\nexport default Mixins.modal(LinkController)", "Mixins.modal"),
    ])
    func aWrappedDefaultExportIsOpen(source: String, wrapper: String) {
        let controller = ControllerScanner.scan("import { Controller } from \"@hotwired/stimulus\"\n" + source + "\n", identifier: "link", path: "link_controller.js")
        #expect(controller.exportedThrough == wrapper)
        #expect(Set(controller.openDeclarations) == Set(StimulusController.Declaration.allCases))
        #expect(controller.mayGainMethods && !controller.isClosed)
        let plain = ControllerScanner.scan("import { Controller } from \"@hotwired/stimulus\"\nclass LinkController extends Controller {}\nexport default LinkController\n", identifier: "link", path: "link_controller.js")
        #expect(plain.exportedThrough == nil && plain.isClosed)
    }
}

/// The elements a controller hands to a package's code, which may dispatch events of any name on
/// them: `this.element` or a target, whole, as an argument of a function or class imported from
/// a package.
@Suite struct ElementsHandedToPackagesTests {
    private func scan(_ body: String, imports: String) -> StimulusController {
        let source = "import { Controller } from \"@hotwired/stimulus\"\n\(imports)\nexport default class extends Controller {\n\(body)\n}\n"
        return ControllerScanner.scan(source, identifier: "picker", path: "picker_controller.js")
    }

    @Test(arguments: [
        ("import Choices from \"choices.js\"", "connect() { this.choices = new Choices(this.selectTarget, { searchEnabled: true }) }", "selectTarget"),
        ("import flatpickr from \"flatpickr\"", "connect() { flatpickr(this.element) }", "element"),
        ("import { Sortable } from \"sortablejs\"", "connect() { Sortable.create(this.listTarget, { animation: 150 }) }", "listTarget"),
        ("import * as Picker from \"@acme/picker\"", "connect() { new Picker.Widget({ a: [1, 2] }, (x) => x, this.itemTargets) }", "itemTargets"),
        ("import TomSelect from \"tom-select\"", "connect() { if (ok) { this.t = new TomSelect(this.inputTarget) } }", "inputTarget"),
    ])
    func recordsWhatIsHanded(imports: String, body: String, member: String) {
        let controller = scan(body, imports: imports)
        #expect(controller.handedToPackages == [member])
        #expect(controller.handedToPackagesAt != nil)
    }

    /// The app's own modules, Hotwire's libraries, jQuery, method calls on other objects, parts
    /// of an argument and names bound by no import hand nothing to a package.
    @Test(arguments: [
        ("import { setup } from \"./setup\"", "connect() { setup(this.element) }"),
        ("import { setup } from \"../lib/setup\"", "connect() { setup(this.selectTarget) }"),
        ("import { BridgeElement } from \"@hotwired/hotwire-native-bridge\"", "connect() { new BridgeElement(this.element).title }"),
        ("import $ from \"jquery\"", "connect() { $(this.element).hide() }"),
        ("import Choices from \"choices.js\"", "connect() { list.push(this.element); helper(this.selectTarget); new Choices({ el: this.selectTarget }) }"),
        ("import Choices from \"choices.js\"", "connect() { new Choices([this.selectTarget]); new Choices(this.selectTarget.parentElement) }"),
    ])
    func handsNothing(imports: String, body: String) {
        let controller = scan(body, imports: imports)
        #expect(controller.handedToPackages.isEmpty, "\(controller.handedToPackages)")
    }

    /// In an importmap app a bare specifier may be the app's own module: a file pinned by name
    /// (`pin "select_setup"`, or `to:` a file of `app/javascript`), or by a folder's
    /// `pin_all_from` (with or without `under:`). Handing an element to it hands it to no
    /// package. A name pinned to a vendored file or a URL stays a package's.
    @Test(arguments: [
        ("pin \"select_setup\"\n", "import setup from \"select_setup\"", false),
        ("pin \"setup\", to: \"lib/select_setup.js\"\n", "import setup from \"setup\"", false),
        ("pin_all_from \"app/javascript/lib\"\n", "import setup from \"select_setup\"", false),
        ("pin_all_from \"app/javascript/lib\", under: \"helpers\"\n", "import setup from \"helpers/select_setup\"", false),
        ("pin \"select_setup\", to: \"https://cdn.example.com/select.js\"\n", "import setup from \"select_setup\"", true),
        ("pin \"tom-select\"\n", "import setup from \"tom-select\"", true),
    ])
    func aBarePinOfTheAppsOwnFileIsNoPackage(importmap: String, imports: String, handsToPackage: Bool) {
        let catalog = ControllerCatalog.loaded(from: [
            "config/importmap.rb": "pin \"application\"\npin_all_from \"app/javascript/controllers\", under: \"controllers\"\n" + importmap,
            "app/javascript/application.js": "import \"controllers\"\n",
            "app/javascript/select_setup.js": "export default function setup(element) {}\n",
            "app/javascript/lib/select_setup.js": "export default function setup(element) {}\n",
            "vendor/javascript/tom-select.js": "export default function setup(element) {}\n",
            "app/javascript/controllers/picker_controller.js": "import { Controller } from \"@hotwired/stimulus\"\n\(imports)\nexport default class extends Controller {\n  connect() { setup(this.element) }\n}\n",
        ])
        #expect(catalog.controllers(named: "picker").first?.handsElementToPackage == handsToPackage)
    }
}
