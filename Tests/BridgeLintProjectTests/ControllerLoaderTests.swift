import Testing
@testable import BridgeLintProject

/// Every controller loader gives the identifiers that loader gives (PROTOCOL §7.4-7.6), also
/// for folders outside the configured controller folders.
@Suite struct ControllerLoaderTests {
    static let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"

    private func identifiers(_ files: [String: String], app: String = "") -> [String: [String]] {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        let configuration = Configuration().forProject(app: app, configurationFolder: "")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: configuration, files: RepositoryFiles.walk(root: folder.path), app: app)
        return Dictionary(grouping: catalog.controllers, by: \.path).mapValues { $0.map(\.identifier).sorted() }
    }

    @Test func stimulusLoadingNamesFilesUnderItsImportmapPrefix() {
        let found = identifiers([
            "config/importmap.rb": """
            pin_all_from "app/javascript/controllers", under: "controllers"
            pin_all_from "app/javascript/admin/controllers", under: "admin/controllers"
            """,
            "app/javascript/controllers/index.js": "import { application } from \"controllers/application\"\neagerLoadControllersFrom(\"controllers\", application)\n",
            "app/javascript/admin/index.js": "lazyLoadControllersFrom(\"admin/controllers\", application)\n",
            "app/javascript/controllers/users/list_item_controller.js": Self.controller,
            "app/javascript/admin/controllers/data_table_controller.js": Self.controller,
        ])
        #expect(found["app/javascript/controllers/users/list_item_controller.js"] == ["users--list-item"])
        #expect(found["app/javascript/admin/controllers/data_table_controller.js"] == ["data-table"])
    }

    @Test func aLoaderTakingASubfolderOfAPinNamesFromThere() {
        let found = identifiers([
            "config/importmap.rb": "pin_all_from \"app/javascript/controllers\", under: \"controllers\"\n",
            "app/javascript/controllers/index.js": "eagerLoadControllersFrom(\"controllers/purchasekit\", application)\n",
            "app/javascript/controllers/purchasekit/paywall_controller.js": Self.controller,
        ])
        #expect(found["app/javascript/controllers/purchasekit/paywall_controller.js"] == ["paywall"])
    }

    /// madmin draws its own importmap in config/application.rb and eager-loads `controllers`
    /// from the gem's script: the folder it pins is named under `controllers`.
    @Test func aGemsImportmapDrawnInTheApplicationConfiguration() {
        let found = identifiers([
            "config/application.rb": """
            config.after_initialize do
              Madmin.importmap.draw do
                pin_all_from Rails.root.join("app/javascript/madmin/controllers"), under: "controllers", to: "madmin/controllers"
              end
            end
            """,
            "app/javascript/madmin/controllers/array_field_controller.js": Self.controller,
        ])
        #expect(found["app/javascript/madmin/controllers/array_field_controller.js"] == ["array-field"])
    }

    /// An engine's importmap: the folder from `Engine.root.join(...)`, `under:` on the next line.
    @Test func anEnginesImportmapWithAMultiLinePin() {
        let found = identifiers([
            "promotions/shop_promotions.gemspec": "",
            "promotions/config/importmap.rb": """
            pin_all_from Shop::Engine.root.join("app/javascript/backend/promotions/controllers"),
              under: "backend/promotions/controllers"
            """,
            "promotions/app/javascript/backend/promotions/controllers/index.js": """
            eagerLoadControllersFrom(
              "backend/promotions/controllers",
              application
            )
            """,
            "promotions/app/javascript/backend/promotions/controllers/calculator_controller.js": Self.controller,
        ], app: "promotions/")
        #expect(found["promotions/app/javascript/backend/promotions/controllers/calculator_controller.js"] == ["calculator"])
    }

    @Test func esbuildGlobNamesAreRelativeToTheImportingFile() {
        let beside = identifiers([
            "app/javascript/controllers/index.js": """
            import controllers from "./**/*_controller.js"
            controllers.forEach((c) => application.register(c.name, c.module.default))
            """,
            "app/javascript/controllers/bridge/menu_controller.js": Self.controller,
        ])
        #expect(beside["app/javascript/controllers/bridge/menu_controller.js"] == ["bridge--menu"])
        // From app/javascript/application.js the folder name is part of every identifier.
        let above = identifiers([
            "app/javascript/application.js": "import controllers from \"./controllers/**/*_controller.js\"\n",
            "app/javascript/controllers/hello_controller.js": Self.controller,
        ])
        #expect(above["app/javascript/controllers/hello_controller.js"] == ["controllers--hello"])
    }

    @Test func viteGlobNamesAfterTheControllersFolder() {
        let found = identifiers([
            "app/frontend/entrypoints/application.js": """
            const controllers = import.meta.glob("../controllers/**/*_controller.{js,ts}", { eager: true })
            registerControllers(application, controllers)
            """,
            "app/frontend/controllers/bridge/nav_controller.ts": Self.controller,
            "app/frontend/components/card/card_controller.js": Self.controller,
        ])
        #expect(found["app/frontend/controllers/bridge/nav_controller.ts"] == ["bridge--nav"])
        #expect(found["app/frontend/components/card/card_controller.js"] == nil)
    }

    @Test func webpackContextNamesFilesUnderTheContextFolder() {
        let found = identifiers([
            "app/javascript/packs/application.js": """
            const context = require.context("../admin_controllers", true, /_controller\\.js$/)
            application.load(definitionsFromContext(context))
            """,
            "app/javascript/admin_controllers/users/list_item_controller.js": Self.controller,
        ])
        #expect(found["app/javascript/admin_controllers/users/list_item_controller.js"] == ["users--list-item"])
    }

    @Test func loadersOfAnAppInASubfolderReadItsOwnImportmap() {
        let found = identifiers([
            "web/config/importmap.rb": "pin_all_from \"app/javascript/admin/controllers\", under: \"admin/controllers\"\n",
            "web/app/javascript/admin/index.js": "eagerLoadControllersFrom(\"admin/controllers\", application)\n",
            "web/app/javascript/admin/controllers/report_controller.js": Self.controller,
        ], app: "web/")
        #expect(found["web/app/javascript/admin/controllers/report_controller.js"] == ["report"])
    }

    /// A list of `register("id", Class)` calls anywhere under app/javascript defines those
    /// identifiers; a service worker's `register("/sw.js", ...)` defines none.
    @Test func registrationsOutsideTheControllersFolderCount() {
        let found = identifiers([
            "app/javascript/application.js": "import \"./js/controllers\"\nnavigator.serviceWorker.register(\"/service-worker.js\", { scope: \"/\" })\n",
            "app/javascript/js/controllers.js": """
            import NestedForm from "./controllers/nested_form_controller"
            application.register("shop-nested-form", NestedForm)
            """,
            "app/javascript/js/controllers/nested_form_controller.js": Self.controller,
        ])
        #expect(found["app/javascript/js/controllers/nested_form_controller.js"] == ["shop-nested-form"])
        #expect(!found.values.joined().contains("/service-worker.js"))
    }

    @Test func namingRules() {
        #expect(LoaderNaming.importmapIdentifier(name: "admin/controllers/data_table_controller", under: "admin/controllers") == "data-table")
        #expect(LoaderNaming.importmapIdentifier(name: "controllers/hello", under: "controllers") == nil)
        #expect(LoaderNaming.bundlerIdentifier(relativePath: "bridge/menu_controller.js") == "bridge--menu")
        #expect(LoaderNaming.bundlerIdentifier(relativePath: "menu_controller.jsx") == nil)
        #expect(LoaderNaming.viteIdentifier(key: "./controllers/users/list_item_controller.js") == "users--list-item")
        #expect(LoaderNaming.viteIdentifier(key: "./hello-controller.ts") == "hello")
    }
}
