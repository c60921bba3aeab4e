import Testing
import Foundation
@testable import BridgeLintProject

@Suite struct ControllerIdentifierTests {
    @Test(arguments: [
        ("hello_controller.js", "hello"),
        ("bridge/nav_controller.js", "bridge--nav"),
        ("users/list_item_controller.ts", "users--list-item"),
        ("admin/users/list_item-controller.mjs", "admin--users--list-item"),
        ("nav/item_component_controller.jsx", "nav--item-component"),
        ("date-picker_controller.tsx", "date-picker"),
    ])
    func identifierFromPath(path: String, identifier: String) {
        #expect(ControllerIdentifier.identifier(forPathUnderControllersFolder: path) == identifier)
    }

    @Test(arguments: ["index.js", "application.js", "_controller.js", "bridge/_controller.js", "hello_controller.rb", "hello_controller"])
    func notControllers(path: String) {
        #expect(ControllerIdentifier.identifier(forPathUnderControllersFolder: path) == nil)
    }
}

@Suite struct RegistrationScannerTests {
    @Test func readsRegisterCalls() {
        let source = """
        import { application } from "./application"
        import HelloController from "./hello_controller"
        import { NavController as Nav } from "@acme/bridge-components"
        // application.register("commented", Hidden)
        application.register("hello", HelloController)
        application.register('bridge--nav', Nav)
        Stimulus.register("inline", class extends Controller {})
        application.register(name, Dynamic)
        """
        let registrations = RegistrationScanner.scan(source, path: "app/javascript/controllers/index.js").registrations
        #expect(registrations.map(\.identifier) == ["hello", "bridge--nav", "inline"])
        #expect(registrations[0].location == FileLocation(line: 5, column: 22))
        #expect(registrations[0].className == "HelloController")
        #expect(registrations[0].classModule == "./hello_controller")
        #expect(registrations[1].classModule == "@acme/bridge-components")
        #expect(registrations[1].className == "Nav")
        #expect(registrations[2].className == nil)
    }
}

/// A register call defines a controller only on a Stimulus `Application`; elsewhere (a vendored
/// or minified bundle, a file importing nothing from Stimulus, a library's own object) its
/// identifier is only possible.
@Suite struct RegistrationReceiverTests {
    @Test(arguments: [
        ("import { Application } from \"@hotwired/stimulus\"\nconst application = Application.start()\napplication.register(\"x\", X)", "app/javascript/application.js", true),
        ("const application = Stimulus.Application.start()\napplication.register(\"x\", X)", "app/assets/javascripts/application.js", true),
        ("window.Stimulus = application = Application.start()\napplication.register(\"x\", X)", "app/javascript/application.js", true),
        ("Application.start().register(\"x\", X)", "app/javascript/application.js", true),
        ("window.Stimulus.register(\"x\", X)", "app/javascript/vendor/widgets.js", true),
        ("window.Stimulus?.register(\"x\", X)", "app/packs/src/admin_global.js", true),
        ("Stimulus.register(\"x\", X)", "app/assets/javascripts/x.js", true),
        ("this.application.register(\"x\", X)", "app/javascript/lib/late.js", true),
        ("import { application } from \"controllers/application\"\napplication.register(\"x\", X)", "app/javascript/controllers/index.js", true),
        ("import { application } from \"./application\"\napp.register(\"x\", X)", "app/javascript/controllers/index.js", true),
        ("import { Controller } from \"@hotwired/stimulus\"\napplication.register(\"x\", X)", "app/javascript/x.js", true),
        ("import X from \"./x_controller\"\nconst app = window.application\napp.register(\"x\", X)", "app/javascript/x.js", true),
        ("application.register(\"x\", X)", "app/assets/javascripts/controllers.js", false),
        ("import { Widget } from \"./widget\"\nconst registry = new Registry()\nregistry.register(\"x\", Widget)", "app/javascript/widgets.js", false),
        ("!function(e,t){e.register(\"x\",t)}(a,b)", "app/javascript/lib/widget.js", false),
        ("import { application } from \"./application\"\ne.register(\"x\", t)", "app/javascript/vendor/bundle.js", false),
        ("import { application } from \"./application\"\ne.register(\"x\", t)", "app/javascript/lib/bundle.min.js", false),
        ("import Handlebars from \"handlebars\"\nimport { application } from \"./application\"\nHandlebars.register(\"x\", t)", "app/javascript/templates.js", false),
        // The receiver's origin decides, not its name or the name of the class it came from.
        ("var Application = Namespace.extend({})\nvar container = this.__container__ = Application.buildContainer(this)\ncontainer.register(\"x\", X)", "app/assets/javascripts/ember-1.9.0.js", false),
        ("var Application = Namespace.extend({})\nvar app = Application.start()\napp.register(\"x\", X)", "app/assets/javascripts/framework.js", false),
        ("const app = Application.create()\napp.register(\"x\", X)", "app/assets/javascripts/framework.js", false),
        ("import Application from \"./framework\"\nconst app = new Application()\napp.register(\"x\", X)", "app/assets/javascripts/framework.js", false),
        ("function setup(container, application) { application.register(\"x\", X) }", "app/assets/javascripts/framework.js", false),
        ("import { Application as StimulusApp } from \"@hotwired/stimulus\"\nconst app = StimulusApp.start()\napp.register(\"x\", X)", "app/javascript/index.js", true),
        ("import * as Stim from \"@hotwired/stimulus\"\nconst app = new Stim.Application()\napp.register(\"x\", X)", "app/javascript/index.js", true),
        ("import { application } from \"./application\"\nconst app = application\napp.register(\"x\", X)", "app/javascript/index.js", true),
        ("const app = window.Stimulus || Stimulus.Application.start()\napp.register(\"x\", X)", "app/assets/javascripts/x.js", true),
    ])
    func registersOnlyOnAStimulusApplication(source: String, path: String, isProven: Bool) {
        let registrations = RegistrationScanner.scan(source, path: path).registrations
        #expect(registrations.map(\.isProven) == [isProven])
    }

    /// A dependency-injection container's `type:name` key is never a Stimulus identifier, even on
    /// a Stimulus application.
    @Test func aKeyWithAColonRegistersNothing() {
        let source = "import { Application } from \"@hotwired/stimulus\"\nconst application = Application.start()\napplication.register(\"location:hash\", X)\napplication.register(\"menu\", Y)"
        #expect(RegistrationScanner.scan(source, path: "app/javascript/application.js").registrations.map(\.identifier) == ["menu"])
    }

    /// A file with only named exports is registered by no loader (they all take the default
    /// export), and two packs that each start their own Stimulus application, keep it to
    /// themselves and register `filter` on different pages replace nothing of each other's. A
    /// shared application (imported, or one file registering twice) still holds duplicates.
    @Test(arguments: [
        // (filter_controller.js's export, pack A's head, pack B's head, duplicate?)
        ("export class", "const application = Application.start()", "const application = Application.start()", false),
        ("export class", "const application = Application.start()", "const application = new Application()", false),
        ("export default class", "const application = Application.start()", "const application = Application.start()", false),
        ("export default class", "const application = Application.start()", "import { application } from \"../controllers/application\"", true),
        ("export class", "import { application } from \"../controllers/application\"", "import { application } from \"../controllers/application\"", true),
        ("export class", "const application = Application.start()\nwindow.Stimulus = application", "const application = Application.start()\nwindow.Stimulus = application", true),
    ])
    func separateApplicationsAndFilesNoLoaderRegisters(export: String, packA: String, packB: String, duplicate: Bool) {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/index.js", """
            import { Application } from "stimulus"
            import { definitionsFromContext } from "stimulus/webpack-helpers"
            const application = Application.start()
            application.load(definitionsFromContext(require.context(".", true, /_controller\\.js$/)))
            """)
        folder.write("app/javascript/controllers/filter_controller.js", "import { Controller } from \"stimulus\"\n\(export) FilterController extends Controller {}\n")
        folder.write("app/javascript/controllers/other_filter_controller.js", "import { Controller } from \"stimulus\"\nexport class OtherFilterController extends Controller {}\n")
        folder.write("app/javascript/packs/report_form.js", """
            import { Application } from "stimulus"
            import { FilterController } from "../controllers/filter_controller"
            \(packA)
            application.register("filter", FilterController)
            """)
        folder.write("app/javascript/packs/other_filter.js", """
            import { Application } from "stimulus"
            import { OtherFilterController } from "../controllers/other_filter_controller"
            \(packB)
            application.register("filter", OtherFilterController)
            """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(!catalog.conflictingDefinitions(named: "filter").isEmpty == duplicate)
    }

    /// Two entry points that each start their own Stimulus application and register `modal`
    /// (by a loader or by hand) conflict only where one page loads both: two layouts, each
    /// naming one entry point, keep them apart; one layout naming both, a layout rendering the
    /// other, a page naming an entry point itself (inside any layout), or a script no template
    /// names and nothing imports, do not.
    @Test(arguments: [
        // (how each entry registers, admin layout's tags, shop layout's tags, another template, duplicate?)
        ("glob", "<%= vite_javascript_tag 'admin' %>", "<%= vite_javascript_tag \"application\", \"data-turbo-track\": \"reload\" %>", "", false),
        ("register", "<%= vite_javascript_tag 'admin' %>", "<%= vite_javascript_tag 'application.js' %>", "", false),
        ("glob", "<%= vite_javascript_tag 'admin' %>", "<%= vite_javascript_tag 'application', 'admin' %>", "", true),
        ("register", "<%= vite_javascript_tag 'admin' %>\n<%= vite_javascript_tag 'application' %>", "<%= vite_javascript_tag 'application' %>", "", true),
        ("glob", "<%= vite_javascript_tag 'admin' %>\n<%= render template: \"layouts/application\" %>", "<%= vite_javascript_tag 'application' %>", "", true),
        ("glob", "<%= vite_javascript_tag 'admin' %>", "<%= vite_javascript_tag 'application' %>", "<%= vite_javascript_tag 'admin' %>", true),
        ("register", "<%= vite_javascript_tag 'admin' %>", "<%= vite_javascript_tag 'application' %>", "<%= vite_javascript_tag 'index' %>", true),
        ("glob", "<%= vite_javascript_tag 'admin' %>", "<%= vite_javascript_tag 'application' %>", "<%= vite_javascript_tag entry_name %>", true),
        ("glob", "<%= vite_javascript_tag 'admin' %>", "", "", true),
    ])
    func twoApplicationsOnPagesOfDifferentLayouts(registering: String, adminLayout: String, shopLayout: String, otherTemplate: String, duplicate: Bool) {
        let folder = TemporaryFolder()
        folder.write("config/vite.json", "{ \"all\": { \"sourceCodeDir\": \"app/frontend\" } }\n")
        folder.write("app/views/layouts/admin.html.erb", adminLayout + "\n<%= yield %>\n")
        folder.write("app/views/layouts/application.html.erb", shopLayout + "\n<%= yield %>\n")
        folder.write("app/views/home/index.html.erb", otherTemplate + "\n<div data-controller=\"modal\"></div>\n")
        for (entry, part) in [("admin", "admin"), ("application", "shop")] {
            folder.write("app/frontend/entrypoints/\(entry).js", "import \"@hotwired/turbo-rails\"\nimport \"../controllers/\(part)\"\n")
            folder.write("app/frontend/controllers/\(part)/application.js", """
                import { Application } from "@hotwired/stimulus"
                const application = Application.start()
                window.Stimulus = application
                export { application }
                """)
            folder.write("app/frontend/controllers/\(part)/modal_controller.js", "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n")
            folder.write("app/frontend/controllers/\(part)/index.js", registering == "glob" ? """
                import { application } from "./application"
                const controllers = import.meta.glob("./**/*_controller.js", { eager: true })
                Object.entries(controllers).forEach(([path, module]) => {
                  application.register(path.replace(/^\\.\\//, "").replace(/_controller\\.js$/, ""), module.default)
                })
                """ : """
                import { application } from "./application"
                import ModalController from "./modal_controller"
                application.register("modal", ModalController)
                """)
        }
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: "modal").count == 2)
        #expect(!catalog.conflictingDefinitions(named: "modal").isEmpty == duplicate)
    }

    /// The script names a template's tags load, as written without extension; nil where one is not a literal.
    @Test(arguments: [
        ("<%= vite_javascript_tag 'admin' %>", [["admin"]] as [[String]?]),
        ("<%= vite_typescript_tag \"entrypoints/admin.ts\", \"data-turbo-track\": \"reload\" %>", [["entrypoints/admin"]]),
        ("<%= javascript_importmap_tags \"admin_v2/application\" %>", [["admin_v2/application"]]),
        ("<%= javascript_include_tag \"application\", :defer => true %>", [["application"]]),
        ("<%= javascript_pack_tag 'application', 'admin', defer: true %>", [["application", "admin"]]),
        ("<%= javascript_importmap_tags %>", [["application"]]),
        ("= javascript_importmap_tags \"admin\"", [["admin"]]),
        ("<%= javascript_include_tag \"https://cdn.example.com/x.js\" %>", [[]]),
        ("<%= javascript_include_tag :defaults %>", [nil]),
        ("<%= vite_javascript_tag entry %>", [nil]),
        ("<%= javascript_pack_tag \"#{locale}\" %>", [nil]),
        ("<%= vite_client_tag %><%= vite_stylesheet_tag(admin? ? 'a' : 'b') %>", []),
    ])
    func scriptTagsNameTheScriptsTheyLoad(line: String, names: [[String]?]) {
        #expect(TemplateScriptTags.scriptTagNames(in: line) == names)
    }

    /// The same with importmap: `javascript_importmap_tags` loads the `application` entry point,
    /// `javascript_importmap_tags "admin"` the `admin` one, each loading its own folder.
    @Test(arguments: [
        ("<%= javascript_importmap_tags \"admin\" %>", "<%= javascript_importmap_tags %>", false),
        ("<%= javascript_importmap_tags \"admin\" %>", "<%= javascript_importmap_tags %>\n<%= javascript_import_module_tag \"admin\" %>", true),
    ])
    func twoImportmapEntryPoints(adminLayout: String, shopLayout: String, duplicate: Bool) {
        let folder = TemporaryFolder()
        folder.write("config/importmap.rb", """
            pin "application"
            pin "admin"
            pin "@hotwired/stimulus", to: "stimulus.min.js"
            pin "@hotwired/stimulus-loading", to: "stimulus-loading.js"
            pin_all_from "app/javascript/controllers", under: "controllers"
            """)
        folder.write("app/views/layouts/admin.html.erb", adminLayout + "\n<%= yield %>\n")
        folder.write("app/views/layouts/application.html.erb", shopLayout + "\n<%= yield %>\n")
        for (entry, part) in [("admin", "admin"), ("application", "shop")] {
            folder.write("app/javascript/\(entry).js", "import \"controllers/\(part)\"\n")
            folder.write("app/javascript/controllers/\(part)/index.js", """
                import { Application } from "@hotwired/stimulus"
                import ModalController from "./modal_controller"
                const application = Application.start()
                window.Stimulus = application
                application.register("modal", ModalController)
                """)
            folder.write("app/javascript/controllers/\(part)/modal_controller.js", "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n")
        }
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(!catalog.conflictingDefinitions(named: "modal").isEmpty == duplicate)
    }

    /// An entry point in a folder, named like the app's (`admin_v2/application`): the plain
    /// `application` of `javascript_importmap_tags` is `app/javascript/application.js`, not it,
    /// so its application and the main one are on pages of different layouts.
    @Test(arguments: [
        ("<%= javascript_importmap_tags \"admin_v2/application\" %>", false),
        ("<%= javascript_importmap_tags %>\n<%= javascript_import_module_tag \"admin_v2/application\" %>", true),
    ])
    func anEntryPointNamedLikeTheAppsInAFolder(adminLayout: String, duplicate: Bool) {
        let folder = TemporaryFolder()
        folder.write("config/importmap.rb", """
            pin "application"
            pin "admin_v2/application", to: "admin_v2/application.js"
            pin "@hotwired/stimulus", to: "stimulus.min.js"
            pin "@hotwired/stimulus-loading", to: "stimulus-loading.js"
            pin_all_from "app/javascript/controllers", under: "controllers"
            pin_all_from "app/javascript/admin_v2/controllers", under: "admin_v2/controllers"
            """)
        folder.write("app/views/layouts/admin_v2.html.erb", adminLayout + "\n<%= yield %>\n")
        folder.write("app/views/layouts/application.html.erb", "<%= javascript_importmap_tags %>\n<%= yield %>\n")
        // Rails' own shape for the main application (`import "controllers"`, its `index.js`
        // loading the folder); the admin entry point starts its own.
        folder.write("app/javascript/application.js", "import \"@hotwired/turbo-rails\"\nimport \"controllers\"\n")
        folder.write("app/javascript/controllers/application.js", "import { Application } from \"@hotwired/stimulus\"\nconst application = Application.start()\nwindow.Stimulus = application\nexport { application }\n")
        folder.write("app/javascript/controllers/index.js", """
            import { application } from "controllers/application"
            import { eagerLoadControllersFrom } from "@hotwired/stimulus-loading"
            eagerLoadControllersFrom("controllers", application)
            """)
        folder.write("app/javascript/admin_v2/application.js", """
            import { Application } from "@hotwired/stimulus"
            import { eagerLoadControllersFrom } from "@hotwired/stimulus-loading"
            const application = Application.start()
            window.AdminStimulus = application
            eagerLoadControllersFrom("admin_v2/controllers", application)
            """)
        for controllers in ["controllers", "admin_v2/controllers"] {
            folder.write("app/javascript/\(controllers)/modal_controller.js", "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n")
        }
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: "modal").count == 2)
        #expect(!catalog.conflictingDefinitions(named: "modal").isEmpty == duplicate)
    }

    @Test func oneApplicationRegisteringAnIdentifierTwiceHoldsADuplicate() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/a_controller.js", "import { Controller } from \"@hotwired/stimulus\"\nexport class A extends Controller {}\n")
        folder.write("app/javascript/controllers/b_controller.js", "import { Controller } from \"@hotwired/stimulus\"\nexport class B extends Controller {}\n")
        folder.write("app/javascript/packs/admin.js", """
            import { Application } from "@hotwired/stimulus"
            import { A } from "../controllers/a_controller"
            import { B } from "../controllers/b_controller"
            const application = Application.start()
            application.register("filter", A)
            application.register("filter", B)
            """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.conflictingDefinitions(named: "filter").count == 2)
    }

    @Test(arguments: [
        ("export class A extends Controller {}", true),
        ("export default class A extends Controller {}", false),
        ("class A extends Controller {}\nexport { A as default }", false),
        ("class A extends Controller {}\nmodule.exports = A", false),
        ("class A extends Controller {}", false),
    ])
    func whetherAFileHasNoDefaultExport(source: String, none: Bool) {
        let controller = ControllerScanner.scan("import { Controller } from \"@hotwired/stimulus\"\n" + source, identifier: "a", path: "a_controller.js")
        #expect(controller.hasNoDefaultExport == none)
    }

    /// A `*_controller.js` of another framework (AngularJS) declares no Stimulus controller and
    /// gets no note; one without a class that names Stimulus (compiled, or broken) is still a
    /// controller whose class could not be read.
    @Test(arguments: [
        ("angular.module('App').controller('ActionIconCtrl', ['$scope', function ($scope) {}]);\n", false),
        ("var _stimulus = require(\"@hotwired/stimulus\");\nfunction Menu() {}\n", true),
        ("const Menu = Controller\n", true),
    ])
    func aFileOfAnotherFrameworkIsNoController(source: String, isController: Bool) {
        // Found in the controllers folder, and loaded from another folder by `require.context`.
        for file in ["app/javascript/controllers/action_icon_controller.js", "app/javascript/components/action_icon_controller.js"] {
            let folder = TemporaryFolder()
            folder.write("app/javascript/controllers/hello_controller.js", ControllerCatalogTests.controller)
            folder.write("app/javascript/application.js", """
                import { Application } from "@hotwired/stimulus"
                import { definitionsFromContext } from "@hotwired/stimulus-webpack-helpers"
                const application = Application.start()
                application.load(definitionsFromContext(require.context("./components", true, /_controller\\.js$/)))
                """)
            folder.write(file, source)
            let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
            #expect(catalog.controllers(named: "action-icon").isEmpty == !isController, "\(file)")
            let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
            #expect(notes.contains { $0.contains("could not read the controller class") } == isController, "\(file)")
        }
    }

    @Test func anUnprovenRegistrationMakesItsIdentifierPossibleOnly() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", ControllerCatalogTests.controller)
        folder.write("app/javascript/vendor/templates.min.js", "!function(e,t){e.register(\"modal\",t);e.register(\"hello\",t)}(Handlebars,x)\n")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.isKnown("modal"))
        #expect(catalog.controllers(named: "modal").isEmpty)
        #expect(!catalog.allIdentifiers.contains("modal"))
        #expect(catalog.conflictingDefinitions(named: "hello").isEmpty)
        #expect(catalog.registrations.isEmpty)
        #expect(catalog.unprovenRegistrations.map(\.identifier) == ["modal", "hello"])
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(notes.contains("app/javascript/vendor/templates.min.js:1: `register(\"modal\", ...)` is called on an object bridgelint cannot prove is a Stimulus application (and 1 more); such identifiers are not reported as unknown, but they define no controller."))
    }

    /// A gem's source registers `tag-selector`, and its UMD and ESM builds (a map file, an inline map) repeat it.
    private static func gemWithBuilds(mapSources: String) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/tag_selector_controller.js", ControllerCatalogTests.controller)
        folder.write("app/javascript/controllers/index.js", """
            import { application } from "./application"
            import TagSelector from "./tag_selector_controller"
            application.register("tag-selector", TagSelector)
            """)
        let build = """
            import { Application } from "@hotwired/stimulus"
            const application = Application.start()
            application.register("tag-selector", class extends Controller {})

            """
        let map = #"{"version":3,"sources":[\#(mapSources)],"mappings":""}"#
        folder.write("app/assets/javascripts/gem/gem.js", build + "//# sourceMappingURL=gem.js.map\n")
        folder.write("app/assets/javascripts/gem/gem.js.map", map)
        let inline = Data(map.utf8).base64EncodedString()
        folder.write("app/assets/javascripts/gem/gem.esm.js", build + "//# sourceMappingURL=data:application/json;charset=utf-8;base64,\(inline)")
        return folder
    }

    /// A file named by the app's own code gets a guessed name beside its path's: `card` from
    /// `card_component/card_controller.js` may meet `controllers/card_controller.js` without
    /// Stimulus ever registering both under it.
    @Test func aGuessedNameIsNoDuplicate() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/packs/application.js", "const c = require.context(\"../../components\", true, /_controller\\.js$/)\nc.keys().forEach((p) => application.register(name(p), c(p).default))\n")
        folder.write("app/components/card_component/card_controller.js", ControllerCatalogTests.controller)
        folder.write("app/javascript/controllers/card_controller.js", ControllerCatalogTests.controller)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: "card").count == 2)
        #expect(catalog.conflictingDefinitions(named: "card").isEmpty)
    }

    /// The same export of one package registered in two files is one class registered twice;
    /// another export of that package, or another package, is a second definition.
    @Test func onePackagesClassRegisteredTwiceIsOneDefinition() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/application.js", "import { Application } from \"@hotwired/stimulus\"\nimport Autosave from \"stimulus-autosave-kit\"\nimport { Sortable } from \"stimulus-sort-kit\"\nconst application = Application.start()\napplication.register(\"autosave\", Autosave)\napplication.register(\"sortable\", Sortable)\napplication.register(\"reveal\", Sortable)\nexport { application }\n")
        folder.write("app/javascript/controllers/index.js", "import { application } from \"./application\"\nimport Saver from \"stimulus-autosave-kit\"\nimport { Sortable as SortList, Reveal } from \"stimulus-sort-kit\"\napplication.register(\"autosave\", Saver)\napplication.register(\"sortable\", SortList)\napplication.register(\"reveal\", Reveal)\n")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: "autosave").count == 2)
        #expect(catalog.conflictingDefinitions(named: "autosave").isEmpty)
        #expect(catalog.conflictingDefinitions(named: "sortable").isEmpty)
        #expect(catalog.conflictingDefinitions(named: "reveal").count == 2)
    }

    @Test func aBuildOfTheRepositorysSourcesDefinesNothingOfItsOwn() {
        let folder = Self.gemWithBuilds(mapSources: #""../../../javascript/controllers/index.js","../../../../node_modules/x/y.js""#)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.builtScripts == ["app/assets/javascripts/gem/gem.esm.js", "app/assets/javascripts/gem/gem.js"])
        #expect(catalog.controllers(named: "tag-selector").count == 3)
        #expect(catalog.conflictingDefinitions(named: "tag-selector").isEmpty)
    }

    /// A package.json that names a bundle as `main` and a source file as `module` says the two
    /// are one package's build and source: their registrations do not conflict. Without a
    /// `module`, a `main` that registers the same identifier still does.
    @Test func aPackagesBundleBesideItsSourceModuleDefinesNothingOfItsOwn() {
        let folder = TemporaryFolder()
        folder.write("app/assets/javascripts/kit/index.js", "import Select from './select_controller'\nexport function registerKit(application) {\n  application.register('kit-select', Select)\n}\n")
        folder.write("app/assets/javascripts/kit/select_controller.js", ControllerCatalogTests.controller)
        folder.write("app/assets/javascripts/kit.js", "import { Controller } from '@hotwired/stimulus'\nfunction registerKit(application) {\n  application.register('kit-select', class extends Controller {})\n}\nexport { registerKit }\n")
        folder.write("package.json", #"{"name": "kit", "main": "app/assets/javascripts/kit.js", "module": "app/assets/javascripts/kit/index.js"}"#)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.builtScripts == ["app/assets/javascripts/kit.js"])
        #expect(catalog.conflictingDefinitions(named: "kit-select").isEmpty)
        folder.write("package.json", #"{"name": "kit", "main": "app/assets/javascripts/kit.js"}"#)
        #expect(ControllerCatalog.load(root: folder.path, configuration: Configuration()).conflictingDefinitions(named: "kit-select").count == 2)
    }

    @Test(arguments: [#""../../../../node_modules/x/y.js""#, #""../../../javascript/controllers/missing.js""#, #""../../../../../../outside.js""#])
    func aBuildWhoseSourcesAreNotInTheRepositoryStillConflicts(mapSources: String) {
        let folder = Self.gemWithBuilds(mapSources: mapSources)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.builtScripts.isEmpty)
        #expect(catalog.conflictingDefinitions(named: "tag-selector").count == 3)
    }
}

@Suite struct ImportTests {
    @Test func importedNamesMapToTheirModules() {
        let source = JavaScriptSource(path: "x.js", bytes: Array("""
        import Default, { A as B, C } from "./a"
        import * as All from './all'
        import type { Shape } from "./types"
        import "./side-effect"
        const lazy = import("./lazy")
        console.log(import.meta.url)
        """.utf8))
        #expect(source.importedNames() == ["Default": "./a", "B": "./a", "C": "./a", "All": "./all", "Shape": "./types"])
    }

    /// The word `import` as a key or a name in minified code binds nothing, whatever string
    /// follows it later.
    @Test func importAsAnotherWordBindsNothing() {
        let source = JavaScriptSource(path: "x.min.js", bytes: Array("""
        var m={import:function(t){return t},_name:null};function f(r){throw new Error(r._name+" is not defined")}
        var n={import:x,y:"./z"};import a from "./a"
        """.utf8))
        #expect(source.importedNames() == ["a": "./a"])
    }
}

@Suite struct ControllerCatalogTests {
    static let controller = """
    import { Controller } from "@hotwired/stimulus"
    export default class extends Controller { static targets = ["item"]; open() {} }
    """
    static let bridge = """
    import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
    export default class extends BridgeComponent { static component = "nav" }
    """

    @Test func loadsFoldersRegistrationsAndPackages() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("app/javascript/controllers/bridge/nav_controller.js", Self.bridge)
        folder.write("app/javascript/controllers/legacy_controller.js", Self.controller)
        folder.write("app/javascript/controllers/index.js", """
        import { application } from "./application"
        import HelloController from "./hello_controller"
        import LegacyController from "controllers/legacy_controller"
        import { Menu } from "@acme/bridge-components"
        application.register("hello", HelloController)
        application.register("greeting", LegacyController)
        application.register("menu", Menu)
        """)
        folder.write("app/javascript/application.js", """
        import { Application } from "@hotwired/stimulus"
        const application = Application.start()
        application.register("from-entry", SomeController)
        """)
        folder.write("app/components/nav/item_component_controller.js", Self.controller)
        folder.write("app/components/nav/item_component.rb", "class X; end")
        folder.write("node_modules/@acme/bridge-components/src/bridge/nav_controller.js", Self.bridge)
        folder.write("node_modules/@acme/bridge-components/dist/bridge/nav_controller.js", Self.bridge)
        folder.write("node_modules/@acme/bridge-components/lib/mystery_controller.js", Self.controller)
        folder.write("node_modules/other/src/other_controller.js", Self.controller)

        var configuration = Configuration()
        configuration.controllers.known = ["dropdown"]
        configuration.controllers.packages = ["@acme/bridge-components", "@absent/pkg"]
        let catalog = ControllerCatalog.load(root: folder.path, configuration: configuration)

        // `legacy_controller.js` is registered as `greeting` only, and no loader names the folder's files.
        #expect(catalog.allIdentifiers == [
            "hello", "bridge--nav", "greeting", "menu", "nav--item-component", "dropdown", "from-entry",
        ])
        #expect(catalog.missingPackages == ["@absent/pkg"])
        #expect(catalog.controllers(named: "hello").count == 1)
        #expect(catalog.controllers(named: "greeting").first?.path == "app/javascript/controllers/legacy_controller.js")
        #expect(catalog.controllers(named: "greeting").first?.targets == ["item"])
        let menu = catalog.controllers(named: "menu")
        #expect(menu.count == 1 && menu.first?.membersAreKnown == false)
        #expect(menu.first?.origin == .registration(path: "app/javascript/controllers/index.js", location: FileLocation(line: 7, column: 22)))
        let navs = catalog.controllers(named: "bridge--nav")
        #expect(navs.map(\.path) == [
            "app/javascript/controllers/bridge/nav_controller.js", "node_modules/@acme/bridge-components/src/bridge/nav_controller.js",
        ])
        #expect(navs.last?.origin == .package("@acme/bridge-components"))
        #expect(catalog.conflictingDefinitions(named: "bridge--nav").count == 2)
        #expect(catalog.conflictingDefinitions(named: "hello").isEmpty)
        #expect(catalog.bridgeComponents.compactMap(\.componentName) == ["nav", "nav"])
        #expect(catalog.isKnown("dropdown") && !catalog.isKnown("mystery"))
        // In path order: application.js (`from-entry`), then controllers/index.js.
        #expect(catalog.registrations.map(\.classPath) == [
            nil, "app/javascript/controllers/hello_controller.js", "app/javascript/controllers/legacy_controller.js", nil,
        ])
    }

    /// A real app shape: `controllers/application.js` loads every definition of a component
    /// package (`application.load(controllers)`), vendored by importmap under vendor/javascript
    /// in a minified bundle. Its identifiers (`bridge--menu`) have no local file.
    @Test func readsTheDefinitionsOfAPackagePassedToLoad() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("app/javascript/controllers/application.js", """
        import { Application } from "@hotwired/stimulus"
        import { controllers } from "@acme/bridge-kit"
        import { others } from "@absent/kit"
        import local from "./local_definitions"
        const application = Application.start()
        application.load(controllers)
        application.load(others)
        application.load(local)
        """)
        folder.write("config/importmap.rb", """
        pin "application"
        pin "@acme/bridge-kit", to: "@acme--bridge-kit.js" # @1.0.0
        pin "@absent/kit", to: "https://cdn.example.com/kit.js"
        """)
        folder.write("vendor/javascript/@acme--bridge-kit.js",
            #"class A extends t{static component="menu"}const o=[{identifier:"bridge--menu",controllerConstructor:A},{"identifier":'bridge--toast',"controllerConstructor":B},{identifier:"not-a-definition"}];export{o as controllers};"#)

        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())

        #expect(catalog.allIdentifiers == ["hello", "bridge--menu", "bridge--toast"])
        let menu = catalog.controllers(named: "bridge--menu")
        #expect(menu.first?.origin == .package("@acme/bridge-kit"))
        #expect(menu.first?.path == "vendor/javascript/@acme--bridge-kit.js")
        #expect(menu.first?.membersAreKnown == false)
        #expect(menu.first?.classLocation == FileLocation(line: 1, column: 64))
        #expect(catalog.unreadPackageLoads.map(\.package) == ["@absent/kit"])
        #expect(catalog.unreadPackageLoads.first?.location == FileLocation(line: 7, column: 18))
        #expect(!catalog.identifiersAreComplete)
    }

    /// A repository holding the Rails app next to its iOS and Android apps: the importmap and
    /// the vendored bundle belong to the Rails app's folder, not to the repository root.
    @Test func readsTheVendoredPackageOfTheRailsAppInASubfolder() {
        let folder = TemporaryFolder()
        folder.write("web/app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("web/app/javascript/controllers/application.js", """
        import { controllers } from "@acme/bridge-kit"
        application.load(controllers)
        """)
        folder.write("web/config/importmap.rb", #"pin "@acme/bridge-kit", to: "acme-kit.js""#)
        folder.write("web/vendor/javascript/acme-kit.js", #"export const controllers = [{ identifier: "bridge--menu", controllerConstructor: M }]"#)
        var configuration = Configuration()
        configuration.controllers.paths = ["web/app/javascript/controllers"]
        let catalog = ControllerCatalog.load(root: folder.path, configuration: configuration)
        #expect(catalog.controllers(named: "bridge--menu").first?.path == "web/vendor/javascript/acme-kit.js")
        #expect(catalog.identifiersAreComplete)
    }

    @Test func readsLoadedDefinitionsFromNodeModules() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("app/javascript/application.js", """
        import { Application } from "@hotwired/stimulus"
        import { definitions } from "stimulus-kit"
        Application.start().load(definitions)
        """)
        folder.write("node_modules/stimulus-kit/dist/index.mjs", """
        export const definitions = [
          { controllerConstructor: Tabs, identifier: "tabs" },
        ]
        """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.isKnown("tabs"))
        #expect(catalog.identifiersAreComplete)
    }

    /// The package's source form (as published to npm): index.js imports each class from its
    /// own file, so the classes are read like the app's own controllers.
    @Test func readsTheClassesAPackageDefinitionImports() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("app/javascript/controllers/index.js", """
        import { controllers } from "@acme/bridge-kit"
        application.load(controllers)
        """)
        folder.write("node_modules/@acme/bridge-kit/web/controllers/index.js", """
        import NavBridgeController from "./nav_controller.js"
        export const controllers = [
          { identifier: "bridge--nav", controllerConstructor: NavBridgeController },
          { identifier: "bridge--inline", controllerConstructor: class extends Object {} },
        ]
        """)
        folder.write("node_modules/@acme/bridge-kit/web/controllers/nav_controller.js", Self.bridge)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        let nav = catalog.controllers(named: "bridge--nav")
        #expect(nav.first?.path == "node_modules/@acme/bridge-kit/web/controllers/nav_controller.js")
        #expect(nav.first?.componentName == "nav" && nav.first?.membersAreKnown == true)
        #expect(nav.first?.origin == .package("@acme/bridge-kit"))
        #expect(catalog.controllers(named: "bridge--inline").first?.membersAreKnown == false)
    }

    /// A component library's own repository with a demo app: the demo's importmap pins the
    /// package to a path the app serves, and the package's source is the repository's own
    /// folder whose package.json names it (its `module` entry, else `main`).
    @Test func readsAPackageWhoseSourceIsInTheRepository() {
        let folder = TemporaryFolder()
        folder.write("package.json", #"{ "name": "@acme/bridge-kit", "main": "./lib/main.js", "module": "./web/controllers/index.js" }"#)
        folder.write("web/controllers/index.js", """
        import NavBridgeController from "./nav_controller.js"
        export const controllers = [{ identifier: "bridge--nav", controllerConstructor: NavBridgeController }]
        """)
        folder.write("web/controllers/nav_controller.js", Self.bridge)
        folder.write("packages/other/package.json", #"{ "name": "@acme/other", "exports": { ".": "./src/index.js" } }"#)
        folder.write("packages/other/src/index.js", #"export const definitions = [{ identifier: "tabs", controllerConstructor: Tabs }]"#)
        folder.write("demo/app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("demo/app/javascript/controllers/index.js", """
        import { controllers } from "@acme/bridge-kit"
        import { definitions } from "@acme/other"
        import { more } from "@acme/absent"
        application.load(controllers)
        application.load(definitions)
        application.load(more)
        """)
        folder.write("demo/config/importmap.rb", #"pin "@acme/bridge-kit", to: "/bridge-kit/web/controllers/index.js""#)
        var configuration = Configuration()
        configuration.controllers.paths = ["demo/app/javascript/controllers"]
        let catalog = ControllerCatalog.load(root: folder.path, configuration: configuration, app: "demo/")
        let nav = catalog.controllers(named: "bridge--nav")
        #expect(nav.first?.path == "web/controllers/nav_controller.js")
        #expect(nav.first?.componentName == "nav" && nav.first?.membersAreKnown == true)
        #expect(nav.first?.origin == .package("@acme/bridge-kit"))
        #expect(catalog.controllers(named: "tabs").first?.path == "packages/other/src/index.js")
        #expect(catalog.unreadPackageLoads.map(\.package) == ["@acme/absent"])
    }

    @Test func resolvesRelativeModules() {
        let resolver = ModuleResolver(controllerFolders: ["app/javascript/controllers"])
        let files: Set = ["app/javascript/controllers/a/b_controller.ts", "app/javascript/lib/index.js"]
        #expect(resolver.resolve("../a/b_controller", from: "app/javascript/controllers/x/index.js", exists: files.contains)
            == "app/javascript/controllers/a/b_controller.ts")
        #expect(resolver.resolve("controllers/a/b_controller", from: "app/javascript/application.js", exists: files.contains)
            == "app/javascript/controllers/a/b_controller.ts")
        #expect(resolver.resolve("../lib", from: "app/javascript/controllers/index.js", exists: files.contains) == "app/javascript/lib/index.js")
        #expect(resolver.resolve("./missing", from: "app/javascript/controllers/index.js", exists: files.contains) == nil)
        #expect(resolver.resolve("@hotwired/stimulus", from: "app/javascript/controllers/index.js", exists: { _ in true }) == nil)
        // Vite Ruby's `~/` and `@/` stand for the app's source folder.
        let aliased = ModuleResolver(controllerFolders: [], sourceRoots: ["app/frontend", "app/javascript"])
        #expect(aliased.resolve("~/controllers/a/b_controller", from: "app/components/c_controller.js", exists: files.contains)
            == "app/javascript/controllers/a/b_controller.ts")
        #expect(aliased.resolve("@/lib", from: "app/components/c_controller.js", exists: files.contains) == "app/javascript/lib/index.js")
    }

    @Test func mergesLocalSuperclasses() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/application_controller.js", """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          static targets = ["flash"]
          static values = { url: String }
          notify() {}
        }
        """)
        folder.write("app/javascript/base/bridge_base.js", """
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class BridgeBase extends BridgeComponent { static component = "base"; ping() {} }
        """)
        folder.write("app/javascript/controllers/users_controller.js", """
        import ApplicationController from "./application_controller"
        export default class extends ApplicationController {
          static targets = ["row"]
          static values = { url: Number }
          edit() {}
        }
        """)
        folder.write("app/javascript/controllers/bridge/menu_controller.js", """
        import BridgeBase from "../../base/bridge_base"
        export default class extends BridgeBase { open() {} }
        """)
        folder.write("app/javascript/controllers/orphan_controller.js", """
        import Base from "some-package"
        export default class extends Base { static targets = ["x"] }
        """)
        folder.write("app/javascript/controllers/loop_a_controller.js", """
        import B from "./loop_b_controller"
        export default class extends B {}
        """)
        folder.write("app/javascript/controllers/loop_b_controller.js", """
        import A from "./loop_a_controller"
        export default class extends A {}
        """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        let users = catalog.controllers(named: "users").first
        #expect(users?.targets == ["row", "flash"])
        #expect(users?.values["url"]?.type == .number)
        #expect(users?.actionMethods == ["edit", "notify"])
        #expect(users?.ancestorPaths == ["app/javascript/controllers/application_controller.js"])
        #expect(users?.isClosed == true)
        let menu = catalog.controllers(named: "bridge--menu").first
        #expect(menu?.isBridgeComponent == true && menu?.componentName == "base" && menu?.componentLocation == nil)
        #expect(menu?.bridgeComponentModule == "@hotwired/hotwire-native-bridge")
        #expect(menu?.actionMethods == ["open", "ping"])
        #expect(menu?.isClosed == true)
        #expect(catalog.controllers(named: "orphan").first?.isClosed == false)
        #expect(catalog.controllers(named: "loop-a").first?.isClosed == false)
    }
}

@Suite struct StarterConfigurationTests {
    @Test func rendersAFileTheLoaderAccepts() {
        let folder = TemporaryFolder()
        folder.makeFolder("app/javascript/controllers")
        folder.makeFolder("app/components")
        let controllers = StarterConfiguration.detectedControllerFolders(root: folder.path)
        #expect(controllers == ["app/javascript/controllers", "app/components"])
        let text = StarterConfiguration.render(controllerFolders: controllers, iosFolders: ["ios/App \"Main\""], androidFolders: [])
        let result = ConfigurationLoader.parse(text, path: ".bridgelint.yml")
        #expect(result.errors == [])
        #expect(result.configuration.controllers.paths == controllers)
        #expect(result.configuration.native.ios == ["ios/App \"Main\""])
        #expect(result.configuration.native.android == [])
        #expect(result.configuration.include == Configuration().include)
    }

    @Test func nativeFoldersAreTheFoldersOfBridgeCodeWithNestedOnesLeftOut() {
        let component = "final class NavComponent: BridgeComponent { override class var name: String { \"nav\" } }\n"
        let catalog = NativeCatalog(swiftFiles: [
            ("ios/App/Components/Nav/NavComponent.swift", component),
            ("ios/App/AppDelegate.swift", "Hotwire.registerBridgeComponents([NavComponent.self])\n"),
            ("ios/Widgets/Unrelated.swift", "struct Unrelated {}\n"),
        ], kotlinFiles: [
            ("App.kt", "fun f() { Hotwire.registerBridgeComponents(BridgeComponentFactory(\"nav\", ::NavComponent)) }\n"),
            ("android/NavComponent.kt", "class NavComponent(name: String) : BridgeComponent<D>(name)\n"),
        ])
        #expect(StarterConfiguration.detectedNativeFolders(in: catalog, platform: .ios) == ["ios/App"])
        #expect(StarterConfiguration.detectedNativeFolders(in: catalog, platform: .android) == ["."])
        #expect(StarterConfiguration.detectedNativeFolders(in: NativeCatalog(scans: []), platform: .ios) == [])
    }
}

/// Scripts beside the controllers that read bridge attributes (`BridgeElement.prototype`
/// extensions) are part of the model, and a computed read is explained once.
@Suite struct SupportScriptTests {
    @Test func readsBridgeAttributesOutsideControllersAndSaysWhyItIsSilent() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/bridge/menu_controller.js", """
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent { static component = "menu" }
        """)
        folder.write("app/javascript/initializers/bridge_element.js", """
        import { BridgeElement } from "@hotwired/hotwire-native-bridge"
        BridgeElement.prototype.getIcon = function () { return this.bridgeAttribute("icon-url") }
        BridgeElement.prototype.get = function (name) { return this.bridgeAttribute(`x-${name}`) }
        """)
        folder.write("app/javascript/helpers/format.js", "export const format = (x) => x\n")
        let model = ProjectModel.load(root: folder.path, configuration: Configuration())
        let scripts = model.controllers.supportScripts
        #expect(scripts.map(\.path) == ["app/javascript/initializers/bridge_element.js"])
        #expect(scripts.first?.bridgeAttributes.map(\.name) == ["icon-url"])
        #expect(model.limitations.filter { $0.contains("computed name") } == [
            "app/javascript/initializers/bridge_element.js:3: `bridgeAttribute` is called with a computed name, so any `data-bridge-*` attribute may be read; bridge-unknown-attribute is silent about the elements such code may read.",
        ])
    }
}

/// "No Stimulus controllers found" explains silence only where Stimulus is used: an app that
/// names it nowhere (no gem, package, pin or layout script) is not told.
@Suite struct NoControllersNoteTests {
    private static let note = "no Stimulus controllers found"

    @Test(arguments: [
        ("Gemfile.lock", "    stimulus-rails (1.3.0)\n"),
        ("package.json", #"{ "dependencies": { "@hotwired/stimulus": "^3.2.0" } }"#),
        ("config/importmap.rb", #"pin "@hotwired/stimulus", to: "stimulus.min.js""#),
        ("engine.gemspec", #"spec.add_dependency "stimulus-rails""#),
        ("app/views/layouts/application.html.erb", #"<script src="https://unpkg.com/stimulus/dist/stimulus.umd.js"></script>"#),
    ])
    func anAppThatNamesStimulusIsTold(file: String, text: String) {
        let folder = TemporaryFolder()
        folder.write("app/views/posts/index.html.erb", "<p></p>\n")
        folder.write(file, text)
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(notes.contains { $0.hasPrefix(Self.note) })
    }

    @Test func anAppThatNamesStimulusNowhereIsNotTold() {
        let folder = TemporaryFolder()
        folder.write("app/views/posts/index.html.erb", "<p></p>\n")
        folder.write("Gemfile.lock", "    rails (7.1.0)\n    jquery-rails (4.6.0)\n")
        folder.write("package.json", #"{ "dependencies": { "jquery": "^3.7.0" } }"#)
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(!notes.contains { $0.hasPrefix(Self.note) })
    }

    /// A layout that starts Stimulus from a CDN and registers its controllers inline has
    /// controllers, though no file: the note names them and says why the rules are silent.
    @Test func controllersRegisteredOnlyInALayoutsScriptAreNamed() {
        let folder = TemporaryFolder()
        folder.write("app/views/posts/index.html.erb", "<div data-controller=\"loading\"></div>\n")
        folder.write("app/views/layouts/dashboard.html.erb", """
            <script src="https://cdn.jsdelivr.net/npm/@hotwired/stimulus@3.2.2/dist/stimulus.umd.js"></script>
            <script>
              var application = Stimulus.Application.start();
              application.register('loading', class extends Stimulus.Controller {});
              application.register("poll", class extends Stimulus.Controller {});
            </script>
            """)
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(!notes.contains { $0.hasPrefix(Self.note) })
        #expect(notes.contains { $0.hasPrefix("no Stimulus controller files found (searched ") && $0.contains("the layouts register `loading`, `poll` in inline scripts (app/views/layouts/dashboard.html.erb)") }, "\(notes)")
    }

    /// A generated Gemfile's comment above a gem, or the gem line itself commented out, names
    /// no dependency.
    @Test func aCommentedOutGemNamesNothing() {
        let folder = TemporaryFolder()
        folder.write("app/views/posts/index.html.erb", "<p></p>\n")
        folder.write("Gemfile", "gem \"rails\"\n# Hotwire's modest JavaScript framework [https://stimulus.hotwired.dev]\n  # gem \"stimulus-rails\"\n# gem \"turbo-rails\"\n")
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(!notes.contains { $0.hasPrefix(Self.note) })
        #expect(!TurboDependency.isNamed(files: RepositoryFiles.walk(root: folder.path), app: ""))
        folder.write("Gemfile", "gem \"rails\"\n# Hotwire's modest JavaScript framework [https://stimulus.hotwired.dev]\ngem \"stimulus-rails\"\n")
        let told = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(told.contains { $0.hasPrefix(Self.note) })
    }
}

/// Definitions that never meet in one Stimulus application are no duplicates; those bridgelint
/// can tie to one file through the app's own module aliases are one definition.
@Suite struct ApplicationBoundaryTests {
    private static let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"

    private static func app(engineStartsItsOwn: Bool) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("config/application.rb", "module Host\n  class Application < Rails::Application\n  end\nend\n")
        folder.write("Gemfile", "gem \"rails\"\ngem \"applicants\", path: \"engines/applicants\"\n")
        folder.write("app/javascript/controllers/index.js", """
            import { Application } from "@hotwired/stimulus"
            import Notice from "./notice_controller"
            const application = Application.start()
            application.register("notice", Notice)
            """)
        folder.write("app/javascript/controllers/notice_controller.js", controller)
        folder.write("engines/applicants/applicants.gemspec", "Gem::Specification.new { |s| s.name = \"applicants\" }\n")
        folder.write("engines/applicants/app/javascript/controllers/notice_controller.js", controller)
        folder.write("engines/applicants/app/javascript/controllers/index.js", """
            import { \(engineStartsItsOwn ? "Application" : "application") } from "\(engineStartsItsOwn ? "@hotwired/stimulus" : "../../../../../app/javascript/controllers/index")"
            import Notice from "./notice_controller"
            \(engineStartsItsOwn ? "const application = Application.start()\n" : "")application.register("notice", Notice)
            """)
        return folder
    }

    /// The host app with its engine folded in, as a run over the repository loads it.
    private static func model(_ folder: TemporaryFolder) -> ProjectModel {
        let files = RepositoryFiles.walk(root: folder.path)
        return ProjectModel.load(root: folder.path, app: "", apps: [""], configuration: Configuration(), files: files,
                                 parts: files.parts(of: "", among: [""]))
    }

    @Test func anEngineThatStartsItsOwnApplicationSharesNoIdentifierWithTheHost() {
        let separateApp = Self.app(engineStartsItsOwn: true)
        let separate = Self.model(separateApp)
        #expect(separate.controllers.controllers(named: "notice").count == 2)
        #expect(separate.controllers.conflictingDefinitions(named: "notice").isEmpty)
        let sharedApp = Self.app(engineStartsItsOwn: false)
        let shared = Self.model(sharedApp)
        #expect(shared.controllers.conflictingDefinitions(named: "notice").count == 2)
    }

    @Test func aJSConfigAliasTiesARegistrationToItsFile() {
        let folder = TemporaryFolder()
        folder.write("jsconfig.json", #"{ "compilerOptions": { "baseUrl": ".", "paths": { "@/core/*": ["engines/core/app/javascript/*"] } } }"#)
        folder.write("engines/core/app/javascript/controllers/contacts_controller.js", Self.controller)
        folder.write("app/javascript/controllers/index.js", """
            import { application } from "./application"
            import Contacts from "@/core/controllers/contacts_controller.js"
            application.register("contacts", Contacts)
            """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        let registration = catalog.registrations.first { $0.identifier == "contacts" }
        #expect(registration?.classPath == "engines/core/app/javascript/controllers/contacts_controller.js")
        #expect(catalog.controllers(named: "contacts").first?.path == "engines/core/app/javascript/controllers/contacts_controller.js")
    }
}

@Suite struct CommittedBuildTests {
    /// A loader's file map in a build names files below the loader's folder (`./`) or below a
    /// `controllers/` folder; other keys name no controller.
    @Test(arguments: [
        ("./hero_chat_controller.js", "hero-chat"),
        ("./admin/user_list_controller.ts", "admin--user-list"),
        ("../controllers/admin/user_list-controller.js", "admin--user-list"),
        ("/app/javascript/controllers/menu_controller.js", "menu"),
    ])
    func aFileKeyNamesItsIdentifier(key: String, identifier: String) {
        #expect(CommittedBuilds.identifier(forFileKey: key) == identifier)
    }

    @Test(arguments: ["hero_chat_controller.js", "./index.js", "../lib/menu_controller.js", "./_controller.js"])
    func otherKeysNameNone(key: String) {
        #expect(CommittedBuilds.identifier(forFileKey: key) == nil)
    }

    @Test func identifiersAreReadFromMinifiedCode() {
        let bundle = #"var a={"./hero_chat_controller.js":mo,'./admin/list_controller.js':Eo};e.register("legacy-menu",x);navigator.serviceWorker.register("/sw.js");"#
        #expect(CommittedBuilds.identifiers(in: Array(bundle.utf8)) == ["hero-chat", "admin--list", "legacy-menu"])
    }

    /// The controller's source is gone, the committed build (the one its manifest lists) still
    /// registers it: possible, not defined, and said once; a stale bundle the manifest does not
    /// list, and a build whose identifiers the sources define, change nothing.
    @Test func aCommittedBuildMakesTheIdentifiersItNamesPossible() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", ControllerCatalogTests.controller)
        folder.write("public/vite/.vite/manifest.json", #"{"entrypoints/application.js":{"file":"assets/application-B2.js","isEntry":true}}"#)
        folder.write("public/vite/assets/application-B2.js", #"const c={"./hello_controller.js":h,"./hero_chat_controller.js":k};"#)
        folder.write("public/vite/assets/application-A1.js", #"const c={"./billing_type_controller.js":b};"#)
        folder.write("app/assets/builds/admin.js", #"app.register("legacy-menu",M);"#)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.isKnown("hero-chat"))
        #expect(catalog.isKnown("legacy-menu"))
        #expect(!catalog.isKnown("billing-type"))
        #expect(catalog.controllers(named: "hero-chat").isEmpty)
        #expect(catalog.identifiersOnlyCommittedBuildsName.map(\.identifier) == ["hero-chat", "legacy-menu"])
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(notes.contains("public/vite/assets/application-B2.js: a build committed to the repository names the controller `hero-chat` (and 1 more), which no source file here defines; pages may be served from that build, so markup using those identifiers is not reported as unknown. Rebuild it, or remove it from the repository, to have them checked."))
    }

    @Test func aBuildOfWhatTheSourcesDefineSaysNothing() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", ControllerCatalogTests.controller)
        folder.write("app/assets/builds/application.js", #"const c={"./hello_controller.js":h};"#)
        let notes = ProjectModel.load(root: folder.path, configuration: Configuration()).limitations
        #expect(!notes.contains { $0.contains("a build committed to the repository") })
    }
}
