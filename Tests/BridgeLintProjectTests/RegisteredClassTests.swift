import Testing
@testable import BridgeLintProject

/// Which class a `register` call registers: a dynamic `import()` gives the module's default
/// export as a static import does, and a class bridgelint cannot tie to a file, a package or the
/// registering file proves no duplicate.
@Suite struct RegisteredClassTests {
    private static let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"

    @Test(arguments: [
        "import(\"./menu_controller\").then(m => application.register(\"menu\", m.default))",
        "import(\"./menu_controller\").then((m) => { application.register(\"menu\", m.default) })",
        "import(\"./menu_controller\").then(function (m) { application.register(\"menu\", m.default) })",
        "Promise.all([import(\"./other_controller\"), import(\"./menu_controller\")]).then(([o, m]) => {\n  application.register(\"menu\", m.default)\n})",
        "async function start() {\n  const m = await import(\"./menu_controller\")\n  application.register(\"menu\", m.default)\n}",
        "application.register(\"menu\", (await import(\"./menu_controller\")).default)",
    ])
    func aDynamicImportsDefaultExportIsTheModulesClass(call: String) {
        let source = "import { application } from \"./application\"\n" + call + "\n"
        let registrations = RegistrationScanner.scan(source, path: "app/javascript/controllers/index.js").registrations
        #expect(registrations.map(\.classModule) == ["./menu_controller"], "\(call)")
    }

    /// A name bound to one import is not another callback's name, and `x.default` of a name no
    /// dynamic import binds is not followed.
    @Test(arguments: [
        "import(\"./other_controller\").then(m => m.start())\nwindow.m.then(m => application.register(\"menu\", m.default))",
        "Promise.all([import(\"./other_controller\"), load()]).then(([o, m]) => application.register(\"menu\", m.default))",
        "import Menus from \"./menus\"\napplication.register(\"menu\", Menus.default)",
    ])
    func anUnboundDefaultIsNotFollowed(call: String) {
        let source = "import { application } from \"./application\"\n" + call + "\n"
        let registrations = RegistrationScanner.scan(source, path: "app/javascript/controllers/index.js").registrations
        #expect(registrations.map(\.identifier) == ["menu"])
        #expect(registrations.map(\.classModule) == [nil], "\(call)")
    }

    @Test(arguments: [
        ("application.register(\"menu\", class extends Controller {})", true),
        ("class Menu extends Controller {}\napplication.register(\"menu\", Menu)", true),
        ("application.register(\"menu\", Menu)", false),
        ("application.register(\"menu\", window.Menu)", false),
    ])
    func aClassWrittenInTheRegisteringFileIsItsOwn(call: String, isOwn: Bool) {
        let source = "import { Controller } from \"@hotwired/stimulus\"\nimport { application } from \"./application\"\n" + call + "\n"
        let registrations = RegistrationScanner.scan(source, path: "app/javascript/customer.js").registrations
        #expect(registrations.map(\.isOwnClass) == [isOwn], "\(call)")
    }

    /// A second entry point registers the controllers folder's files by dynamic import under
    /// their own identifiers: one definition each, as a static import's manifest is.
    @Test func aFileRegisteredByDynamicImportUnderItsOwnIdentifierIsOneDefinition() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/menu_controller.js", Self.controller)
        folder.write("app/javascript/controllers/state_controller.js", Self.controller)
        folder.write("app/javascript/customer.js", """
            import { Application } from "@hotwired/stimulus"
            const app = Application.start()
            Promise.all([import("./controllers/menu_controller"), import("./controllers/state_controller")]).then(([menu, state]) => {
              app.register("menu", menu.default)
              app.register("state", state.default)
            })
            """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: "menu").map(\.path) == ["app/javascript/controllers/menu_controller.js"])
        #expect(catalog.conflictingDefinitions(named: "menu").isEmpty)
        #expect(catalog.conflictingDefinitions(named: "state").isEmpty)
        #expect(catalog.registrations.map(\.classPath) == ["app/javascript/controllers/menu_controller.js", "app/javascript/controllers/state_controller.js"])
    }

    /// A duplicate needs two provably different classes: a class bridgelint cannot tie to a file,
    /// a package or the registering file may be the file's own; an inline class, a class
    /// declared in the registering file, another file and a package's class are others.
    @Test(arguments: [
        ("application.register(\"menu\", window.MenuController)", false),
        ("application.register(\"menu\", build())", false),
        ("application.register(\"menu\", Controllers.Menu)", false),
        ("application.register(\"menu\", MenuController)", false),
        ("import Menu from \"./missing/menu\"\napplication.register(\"menu\", Menu)", false),
        ("import(\"./lib/loader\").then(m => application.register(\"menu\", m.default.menu))", false),
        ("application.register(\"menu\", class extends Controller {})", true),
        ("class Menu extends Controller {}\napplication.register(\"menu\", Menu)", true),
        ("import Menu from \"./controllers/other_controller\"\napplication.register(\"menu\", Menu)", true),
        ("import(\"./controllers/other_controller\").then(m => application.register(\"menu\", m.default))", true),
        ("import { Menu } from \"@acme/menus\"\napplication.register(\"menu\", Menu)", true),
    ])
    func aDuplicateNeedsTwoProvablyDifferentClasses(call: String, conflicts: Bool) {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/menu_controller.js", Self.controller)
        folder.write("app/javascript/controllers/other_controller.js", Self.controller)
        folder.write("app/javascript/application.js", "import { Application, Controller } from \"@hotwired/stimulus\"\nconst application = Application.start()\n" + call + "\n")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: "menu").count == 2, "\(call)")
        #expect(catalog.conflictingDefinitions(named: "menu").count == (conflicts ? 2 : 0), "\(call)")
    }

    /// A controller file registers controllers too, in any of the ways another script does: a
    /// package's class under the file's own name on an application the file starts (both
    /// classes connect to the element, so the members are not only the file's), or a class on
    /// the app's application.
    @Test(arguments: [
        ("import { Application } from \"@hotwired/stimulus\"\nimport Menu from \"@acme/menus\"\nconst other = Application.start()\nother.register(\"menu\", Menu)", "menu", 2),
        ("import Panel from \"@acme/panel\"\nimport { application } from \"./application\"\napplication.register(\"panel\", Panel)", "panel", 1),
        ("export function register(name) { return name }\nregister(\"menu\")", "menu", 1),
    ])
    func aControllerFileRegistersControllersToo(lines: String, identifier: String, definitions: Int) {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/application.js", "import { Application } from \"@hotwired/stimulus\"\nconst application = Application.start()\nexport { application }\n")
        folder.write("app/javascript/controllers/menu_controller.js", lines + "\n" + Self.controller)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: identifier).count == definitions, "\(lines)")
        #expect(catalog.controllers(named: identifier).contains { !$0.membersAreKnown } == (identifier != "menu" || definitions == 2), "\(lines)")
    }
}
