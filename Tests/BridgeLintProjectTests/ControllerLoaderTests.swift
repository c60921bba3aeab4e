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

    /// A class registered through a barrel file (`import { Menu } from "@/controllers"`, which
    /// passes on `./menu-controller`'s default export) is that file's controller, under the
    /// registered name only.
    @Test func aClassImportedThroughABarrelFileIsItsFilesController() {
        let found = identifiers([
            "tsconfig.json": "{ \"compilerOptions\": { \"paths\": { \"@/*\": [\"./app/frontend/*\"] } } }\n",
            "app/frontend/entrypoints/application.ts": "import '@/startup/controllers'\n",
            "app/frontend/startup/controllers.ts": """
            import { Application } from '@hotwired/stimulus'
            import { MenuController, PhotoSwipeController, Preview } from '@/controllers/index'
            const application: Application = Application.start()
            application.register('menuBar', MenuController)
            application.register('pswp', PhotoSwipeController)
            application.register('preview', Preview)
            """,
            "app/frontend/controllers/index.ts": """
            import MenuController from './menu-controller'
            export { MenuController }
            export { default as PhotoSwipeController } from './photo-swipe-controller'
            export { Preview } from './image'
            """,
            "app/frontend/controllers/image/index.ts": "export { default as Preview } from './preview-controller'\n",
            "app/frontend/controllers/menu-controller.ts": Self.controller,
            "app/frontend/controllers/photo-swipe-controller.ts": Self.controller,
            "app/frontend/controllers/image/preview-controller.ts": Self.controller,
        ])
        #expect(found["app/frontend/controllers/menu-controller.ts"] == ["menuBar"])
        #expect(found["app/frontend/controllers/photo-swipe-controller.ts"] == ["pswp"])
        #expect(found["app/frontend/controllers/image/preview-controller.ts"] == ["preview"])
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

    /// A Vite glob the app names with code of its own (not stimulus-vite-helpers'
    /// `registerControllers`): a loop over its keys whose names the chain of methods gives is
    /// read as written (`cart_item`, an underscore kept); one computed otherwise may name a file
    /// from its file name only, so both names are known.
    @Test(arguments: [
        ("for (const path in controllers) {\n  application.register(path.split(\"/\").pop().replace(\"_controller.js\", \"\"), controllers[path].default)\n}", ["list_item"], ["hello"]),
        ("Object.entries(controllers).forEach(([path, module]) => {\n  const name = path.split(\"/\").pop().replace(\"_controller.js\", \"\").replace(/_/g, \"-\")\n  application.register(name, module.default)\n})", ["list-item"], ["hello"]),
        ("for (const [path, module] of Object.entries(controllers)) application.register(path.replace(\"../controllers/\", \"\").replace(\"_controller.js\", \"\").replace(\"/\", \"--\"), module.default)", ["admin--list_item"], ["hello"]),
        ("Object.keys(controllers).forEach(function (path) { application.register(nameOf(path), controllers[path].default) })", ["admin--list-item", "list-item"], ["hello"]),
        // A controller registered by its literal name first: the loop's own call is read.
        ("application.register(\"extra\", Extra)\nfor (const path in controllers) application.register(path.split(\"/\").pop().replace(\"_controller.js\", \"\"), controllers[path].default)", ["list_item"], ["hello"]),
    ])
    func viteGlobWithTheAppsOwnNaming(loop: String, listItem: [String], hello: [String]) {
        let found = identifiers([
            "app/frontend/entrypoints/application.js": "const controllers = import.meta.glob(\"../controllers/**/*_controller.js\", { eager: true })\n" + loop + "\n",
            "app/frontend/controllers/admin/list_item_controller.js": Self.controller,
            "app/frontend/controllers/hello_controller.js": Self.controller,
        ])
        #expect(found["app/frontend/controllers/admin/list_item_controller.js"] == listItem)
        #expect(found["app/frontend/controllers/hello_controller.js"] == hello)
    }

    /// esbuild-plugin-import-glob gives a glob's modules and their paths (`filenames`); the app's
    /// own loop names each file from its path, read as the chain of methods it applies. The
    /// glob may climb out of the importing file's folder, and the build program a `package.json`
    /// script runs (`bin/esbuild`) names the entry point outside the conventional folders.
    @Test(arguments: [
        ("filename.split('/').slice(-1)[0].replace('.js', '').replace(/_/g, '-')", ["tab-bar"]),
        ("filename.split('/').pop().replace(/\\.js$/, '')", ["tab_bar"]),
        ("filename.replace('../../../components/', '').replace('.js', '').split('/').join('--')", ["tab_bar--tab_bar"]),
    ])
    func globFileNamesAreNamedByTheAppsLoop(expression: String, expected: [String]) {
        let found = identifiers([
            "package.json": "{ \"scripts\": { \"build:js\": \"bin/esbuild\" } }\n",
            "bin/esbuild": "#!/usr/bin/env node\nrequire('esbuild').build({ entryPoints: ['app/assets/javascript/application.js'], plugins: [ImportGlobPlugin()] })\n",
            "app/assets/javascript/application.js": "import './global/stimulus.js'\n",
            "app/assets/javascript/global/stimulus.js": """
            import { Application } from '@hotwired/stimulus'
            import controllers, { filenames } from '../../../components/**/*.js'
            const application = Application.start()
            filenames.forEach((filename, index) => {
              const identifier = \(expression)
              application.register(identifier, controllers[index].default)
            })
            """,
            "app/components/tab_bar/tab_bar.js": Self.controller,
        ])
        #expect(found["app/components/tab_bar/tab_bar.js"] == expected)
    }

    /// A loop whose names come from code the chain does not read (a function of the app's) makes
    /// the glob's names unknown, and says where.
    @Test func globFileNamesComputedOtherwiseAreUnknown() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/application.js", """
        import controllers, { filenames } from './components/**/*.js'
        filenames.forEach((filename, index) => application.register(nameOf(filename), controllers[index].default))
        """)
        folder.write("app/javascript/components/tab_bar.js", Self.controller)
        let configuration = Configuration().forProject(app: "", configurationFolder: "")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: configuration, files: RepositoryFiles.walk(root: folder.path))
        #expect(catalog.controllers.filter { $0.path == "app/javascript/components/tab_bar.js" }.map(\.identifier).isEmpty)
        #expect(catalog.renamingLoaders.map(\.location.line) == [2])
    }

    /// The bundler configuration names the app's source folder: its entry points are followed
    /// like those of `app/javascript`.
    @Test func entryPointsInTheSourceFolderTheBundlerConfigurationNames() {
        let vite = identifiers([
            "config/vite.json": "{\n  \"all\": {\n    \"sourceCodeDir\": \"frontend\",\n    \"watchAdditionalPaths\": []\n  }\n}\n",
            "frontend/entrypoints/application.js": """
            const controllers = import.meta.glob("../js/controllers/**/*_controller.js", { eager: true })
            registerControllers(application, controllers)
            """,
            "frontend/js/controllers/search/box_controller.js": Self.controller,
        ])
        #expect(vite["frontend/js/controllers/search/box_controller.js"] == ["search--box"])
        let webpacker = identifiers([
            "config/webpacker.yml": "default: &default\n  source_path: client\n  source_entry_path: packs\n",
            "client/packs/application.js": "const context = require.context(\"../stimulus\", true, /_controller\\.js$/)\napplication.load(definitionsFromContext(context))\n",
            "client/stimulus/hello_controller.js": Self.controller,
        ])
        #expect(webpacker["client/stimulus/hello_controller.js"] == ["hello"])
        // A bundler configuration that names its entry script by path (an engine built with webpack).
        let webpack = identifiers([
            "webpack.config.js": "const path = require('path')\nmodule.exports = { entry: path.resolve(__dirname, 'frontend/index.js'), output: { path: path.resolve(__dirname, 'app/assets/bundle') } }\n",
            "frontend/index.js": "export { default as Admin } from './js/index.js'\n",
            "frontend/js/index.js": "import './controllers'\n",
            "frontend/js/controllers/index.js": "const context = require.context('.', true, /\\.js$/)\nStimulus.load(definitionsFromContext(context))\n",
            "frontend/js/controllers/modal_frame_controller.js": Self.controller,
        ])
        #expect(webpack["frontend/js/controllers/modal_frame_controller.js"] == ["modal-frame"])
        let rollup = identifiers([
            "rollup.config.mjs": "export default { input: \"./client/main.js\", output: { file: \"app/assets/builds/main.js\" } }\n",
            "client/main.js": "const context = require.context(\"./controllers\", true, /_controller\\.js$/)\napplication.load(definitionsFromContext(context))\n",
            "client/controllers/hello_controller.js": Self.controller,
        ])
        #expect(rollup["client/controllers/hello_controller.js"] == ["hello"])
        // A webpack configuration under config/webpack that takes every script of a folder as an
        // entry (`glob.sync`), outside the conventional script folders.
        let globbed = identifiers([
            "config/webpack/common.js": "module.exports = { entry: entries(glob.sync('./app/assets/bundles/*.js')) }\n",
            "app/assets/bundles/main.js": "application.load(definitionsFromContext(require.context('../shared/controllers', true, /\\.js$/)))\n",
            "app/assets/shared/controllers/menu_controller.js": Self.controller,
        ])
        #expect(globbed["app/assets/shared/controllers/menu_controller.js"] == ["menu"])
        // A glob over folders (`**`), or one whose files are no scripts, names no entry folder.
        for glob in ["./app/assets/**/*.js", "./app/assets/bundles/*.css"] {
            let broad = identifiers([
                "config/webpack/common.js": "module.exports = { entry: entries(glob.sync('\(glob)')) }\n",
                "app/assets/bundles/main.js": "application.load(definitionsFromContext(require.context('../shared/controllers', true, /\\.js$/)))\n",
                "app/assets/shared/controllers/menu_controller.js": Self.controller,
            ])
            #expect(broad["app/assets/shared/controllers/menu_controller.js"] == nil)
        }
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
        // A bare folder is a module path under the app's source folder, not beside the pack.
        let bare = identifiers([
            "app/javascript/packs/application.js": "const context = require.context(\"controllers\", true, /_controller\\.js$/)\napplication.load(definitionsFromContext(context))\n",
            "app/javascript/controllers/users/list_item_controller.js": Self.controller,
        ])
        #expect(bare["app/javascript/controllers/users/list_item_controller.js"] == ["users--list-item"])
    }

    /// An app's own copy of `definitionsFromContext` (decidim's) names a folder-per-controller
    /// layout by the folder: `header_menu/controller.js` is `header-menu`. stimulus-webpack-helpers'
    /// own one names no `controller.js`.
    @Test(arguments: [
        ("import { definitionsFromContext } from \"src/support/stimulus\"\n", ["header-menu"], ["admin--tabs"]),
        ("function definitionsFromContext(context) { return context.keys().map(definitionFor) }\n", ["header-menu"], ["admin--tabs"]),
        ("import { definitionsFromContext } from \"@hotwired/stimulus-webpack-helpers\"\n", nil, nil),
    ] as [(String, [String]?, [String]?)])
    func anOwnDefinitionsFromContextNamesAControllerByItsFolder(helper: String, menu: [String]?, tabs: [String]?) {
        let found = identifiers([
            "app/packs/entrypoints/application.js": helper + "const context = require.context(\"../src/controllers\", true, /controller\\.js$/)\nwindow.Stimulus.load(definitionsFromContext(context))\n",
            "app/packs/src/controllers/header_menu/controller.js": Self.controller,
            "app/packs/src/controllers/header_menu/menu_items.js": "export const items = []\n",
            "app/packs/src/controllers/admin/tabs/controller.js": Self.controller,
        ])
        #expect(found["app/packs/src/controllers/header_menu/controller.js"] == menu)
        #expect(found["app/packs/src/controllers/admin/tabs/controller.js"] == tabs)
        #expect(found["app/packs/src/controllers/header_menu/menu_items.js"] == nil)
    }

    /// A context the app names by its own code (`keys()` rewritten with `replace`) may name a
    /// file by its file name only: both names are taken. One given to `definitionsFromContext`,
    /// directly or through its name, is named by the path.
    @Test(arguments: [
        ("const c = require.context(\"../../components\", true, /_controller\\.js$/)\nc.keys().forEach((p) => application.register(p.replace(/^\\w+_component\\//, \"\").replace(/_controller\\.js$/, \"\").replace(/_/g, \"-\"), c(p).default))\n",
         ["card-component--card", "card"]),
        ("const c = require.context(\"../../components\", true, /_controller\\.js$/)\napplication.load(definitionsFromContext(c))\n", ["card-component--card"]),
        ("application.load(definitionsFromContext(require.context(\"../../components\", true, /_controller\\.js$/)))\n", ["card-component--card"]),
    ] as [(String, Set<String>)])
    func aContextTheAppNamesItselfGivesBothNames(pack: String, names: Set<String>) {
        let found = identifiers([
            "app/javascript/packs/application.js": pack,
            "app/components/card_component/card_controller.js": Self.controller,
        ])
        #expect(Set(found["app/components/card_component/card_controller.js"] ?? []) == names)
    }

    /// Code that changes `definition.identifier` before `application.load` registers names
    /// bridgelint does not compute: the rewritten context's files get no identifier (they are
    /// loaded, under unknown names, and the catalog says where), while a context whose
    /// definitions are loaded as given keeps its path names. A rewrite that cannot be tied to
    /// one context's definitions (a `for` loop) makes every context of the file unknown.
    @Test(arguments: [
        ("const defs = definitionsFromContext(components)\ndefs.forEach(d => { const p = d.identifier.split(\"--\"); if (p.length == 2) d.identifier = p[0] })\n", ["hello"]),
        ("const defs = definitionsFromContext(components).map(d => ({ ...d, identifier: d.identifier.split(\"--\").pop() }))\n", ["hello"]),
        ("let defs = definitionsFromContext(components)\nfor (const d of defs) { d.identifier = rename(d.identifier) }\n", []),
    ] as [(String, [String])])
    func definitionsRenamedByCodeHaveUnknownIdentifiers(rewrite: String, known: [String]) {
        let pack = "const context = require.context(\"../controllers\", true, /_controller\\.js$/)\n"
            + "const components = require.context(\"../../components\", true, /_controller\\.js$/)\n"
            + rewrite + "application.load(definitionsFromContext(context).concat(defs))\n"
        let folder = TemporaryFolder()
        for (path, text) in [
            "app/javascript/packs/application.js": pack,
            "app/javascript/controllers/hello_controller.js": Self.controller,
            "app/components/card_component/card_component_controller.js": Self.controller,
        ] { folder.write(path, text) }
        let configuration = Configuration().forProject(app: "", configurationFolder: "")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: configuration, files: RepositoryFiles.walk(root: folder.path))
        #expect(catalog.controllers.map(\.identifier) == known)
        #expect(Set(catalog.renamingLoaders.map(\.path)) == ["app/javascript/packs/application.js"])
        #expect(!catalog.identifiersAreComplete)
        #expect(catalog.unloadedControllerPaths.isEmpty)
    }

    /// Definitions given as they are, or whose identifiers are only read, keep their path names.
    @Test func definitionsReadButNotRenamedKeepTheirNames() {
        let found = identifiers([
            "app/javascript/packs/application.js": """
            const defs = definitionsFromContext(require.context("../../components", true, /_controller\\.js$/))
            defs.forEach(d => { if (d.identifier == "x") console.log(d.identifier) })
            const extra = [{ identifier: "static-one", controllerConstructor: Other }]
            application.load(defs)
            """,
            "app/components/card_component/card_component_controller.js": Self.controller,
        ])
        #expect(found["app/components/card_component/card_component_controller.js"] == ["card-component--card-component"])
    }

    /// A folder an importmap pins under an alias (`under: "ui-controllers"`), written as a path
    /// computed from the importmap's own folder, resolves imports of that alias: the class a
    /// `register` call names is read, and only it names the file.
    @Test func importsThroughAnImportmapFolderAliasReachTheFile() throws {
        let folder = TemporaryFolder()
        for (path, text) in [
            "config/importmaps/editor.rb": "pin_all_from File.expand_path(\"../../app/components/ui\", __dir__), under: \"ui-controllers\", to: \"ui\"\n",
            "app/javascript/editor/index.js": "import { Application } from \"@hotwired/stimulus\"\nimport Menu from \"ui-controllers/menu/menu_controller\"\nconst application = Application.start()\napplication.register(\"ui-menu\", Menu)\n",
            "app/components/ui/menu/menu_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { static targets = [\"item\"] }\n",
        ] { folder.write(path, text) }
        let configuration = Configuration().forProject(app: "", configurationFolder: "")
        let catalog = ControllerCatalog.load(root: folder.path, configuration: configuration, files: RepositoryFiles.walk(root: folder.path))
        let menu = try #require(catalog.controllers(named: "ui-menu").first)
        #expect(menu.path == "app/components/ui/menu/menu_controller.js")
        #expect(menu.membersAreKnown && menu.targets == ["item"])
    }

    /// Where `pin_all_from` points: a literal is relative to the app, `File.expand_path(x,
    /// __dir__)` to the importmap's folder, `Rails.root.join(x)` to the app; a folder computed
    /// any other way is not guessed.
    @Test func pinnedFoldersAreResolvedWhereTheyAreExact() {
        let text = """
        pin_all_from "app/javascript/controllers", under: "controllers"
        pin_all_from File.expand_path("../../app/components/ui", __dir__), under: "ui"
        pin_all_from Rails.root.join("app/javascript/admin"),
                     under: "admin"
        pin_all_from folder_of(:widgets), under: "widgets"
        """
        let pins = ImportmapPins.pinnedFolders(in: Array(text.utf8), path: "web/config/importmaps/editor.rb", app: "web/")
        #expect(pins.map(\.folder) == ["app/javascript/controllers", "app/components/ui", "app/javascript/admin"])
        #expect(pins.map(\.under) == ["controllers", "ui", "admin"])
    }

    /// A bare import in an importmap app names the file its pins give: a `pin` of the app's
    /// own, a file under a `pin_all_from` prefix, a folder's `index.js` by the folder's name.
    @Test func aBareImportNamesThePinnedFile() {
        let files = RepositoryFiles(root: "/nowhere", paths: ["app/javascript/setup.js", "app/javascript/controllers/index.js",
                                                              "app/javascript/admin/controllers/index.js", "app/javascript/admin/controllers/tabs_controller.js"])
        let pins = [(name: "setup", file: "app/javascript/setup.js")]
        let folders = [(folder: "app/javascript/controllers", under: "controllers"), (folder: "app/javascript/admin/controllers", under: "admin/controllers")]
        func file(_ specifier: String) -> String? { ImportmapPins.file(importedAs: specifier, pins: pins, folders: folders, app: "", files: files) }
        #expect(file("setup") == "app/javascript/setup.js")
        #expect(file("controllers") == "app/javascript/controllers/index.js")
        #expect(file("admin/controllers") == "app/javascript/admin/controllers/index.js")
        #expect(file("admin/controllers/tabs_controller") == "app/javascript/admin/controllers/tabs_controller.js")
        #expect(file("admin/other") == nil)
        #expect(file("@hotwired/stimulus") == nil)
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

    /// An engine's index registers its controllers by name from a table: pairs, an object, or
    /// Stimulus definitions, each class imported from the engine's own files.
    @Test func computedRegistrationsReadTheirTables() {
        let found = identifiers([
            "app/javascript/blorgh/controllers/index.js": """
            import { application } from "controllers/application"
            import MenuController from "./menu_controller"
            import SearchController from "./search_controller"
            import TabsController from "./tabs_controller"
            import CardController from "./card_controller"
            import { debounce } from "../helpers"
            const options = { wait: debounce }
            const controllers = [["blorgh--menu", MenuController], ["blorgh--search", SearchController]]
            controllers.forEach(([name, controller]) => application.register(name, controller))
            Object.entries({ "blorgh--tabs": TabsController }).forEach(([name, klass]) => application.register(name, klass))
            const definitions = [{ identifier: "blorgh--card", controllerConstructor: CardController }]
            definitions.forEach((d) => application.register(d.identifier, d.controllerConstructor))
            """,
            "app/javascript/blorgh/controllers/menu_controller.js": Self.controller,
            "app/javascript/blorgh/controllers/search_controller.js": Self.controller,
            "app/javascript/blorgh/controllers/tabs_controller.js": Self.controller,
            "app/javascript/blorgh/controllers/card_controller.js": Self.controller,
            "app/javascript/blorgh/helpers.js": "export const debounce = () => {}\n",
        ])
        #expect(found["app/javascript/blorgh/controllers/menu_controller.js"] == ["blorgh--menu"])
        #expect(found["app/javascript/blorgh/controllers/search_controller.js"] == ["blorgh--search"])
        #expect(found["app/javascript/blorgh/controllers/tabs_controller.js"] == ["blorgh--tabs"])
        #expect(found["app/javascript/blorgh/controllers/card_controller.js"] == ["blorgh--card"])
        #expect(!found.values.joined().contains("wait"))
    }

    /// `application.load(definitions)` of definitions the file builds registers them; of
    /// definitions built elsewhere, leaves identifiers unknown.
    @Test func loadingTheAppsOwnDefinitions() {
        let found = identifiers([
            "app/javascript/controllers/index.js": """
            import { application } from "./application"
            import Hello from "./hello_controller"
            const definitions = [{ identifier: "greeter", controllerConstructor: Hello }]
            application.load(definitions)
            """,
            "app/javascript/controllers/hello_controller.js": Self.controller,
        ])
        // No loader names the folder's files by their path: the file is `greeter` only.
        #expect(found["app/javascript/controllers/hello_controller.js"] == ["greeter"])
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("app/javascript/application.js", "import { application } from \"./controllers/application\"\nimport definitions from \"./definitions\"\napplication.load(definitions)\n")
        #expect(!ControllerCatalog.load(root: folder.path, configuration: Configuration()).identifiersAreComplete)
    }

    /// A computed registration whose names no table or loader gives leaves identifiers unknown
    /// (near misses only, and a note); a service worker's computed `register` is no registration.
    @Test func unreadComputedRegistrationsLeaveIdentifiersUnknown() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("app/javascript/application.js", """
        import { Application } from "@hotwired/stimulus"
        const application = Application.start()
        navigator.serviceWorker.register(url, { scope: "/" })
        """)
        #expect(ControllerCatalog.load(root: folder.path, configuration: Configuration()).identifiersAreComplete)
        folder.write("app/javascript/setup.js", """
        import { application } from "./controllers/application"
        export function registerAll(list) { list.forEach((entry) => application.register(entry.name, entry.klass)) }
        """)
        let model = ProjectModel.load(root: folder.path, configuration: Configuration())
        #expect(!model.controllers.identifiersAreComplete)
        #expect(model.limitations.contains("app/javascript/setup.js:2: `register` is called with a computed name that no table or loader in the file lists, so the identifiers it registers are unknown; only near misses of known identifiers are reported."))
    }

    /// esbuild-plugin-stimulus's virtual module names files under the folder it names, relative
    /// to the importing file; with no version known, a nested file has both the name of 0.1.2
    /// and later (every folder) and that of 0.1.0 (the nearest folder only).
    @Test func esbuildPluginStimulusVirtualModule() {
        let folder = TemporaryFolder()
        let files = [
            "app/javascript/application.js": "import { application } from \"./app\"\nimport { definitions } from \"stimulus:./js/controllers\"\napplication.load(definitions)\n",
            "app/javascript/js/controllers/hello_controller.js": Self.controller,
            "app/javascript/js/controllers/admin/users/list_item_controller.ts": Self.controller,
        ]
        for (path, text) in files { folder.write(path, text) }
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: "hello").map(\.path) == ["app/javascript/js/controllers/hello_controller.js"])
        #expect(catalog.controllers(named: "users--list-item").map(\.path) == ["app/javascript/js/controllers/admin/users/list_item_controller.ts"])
        #expect(catalog.controllers(named: "admin--users--list-item").map(\.path) == ["app/javascript/js/controllers/admin/users/list_item_controller.ts"])
        #expect(catalog.unreadPackageLoads.isEmpty)
    }

    /// stimulus-rails 0.1-0.2's autoloader imports the controller a `data-controller` word
    /// names (`--` read as `/`, `-` as `_`) from the folders its importmap lists, and registers
    /// it under the word as written: every spelling of a file's `_` is an identifier of it.
    @Test func stimulusRailsAutoloaderNamesAFileByEverySpellingOfItsPath() {
        let importmap = "{\n  \"imports\": {\n    <%= importmap_list_with_stimulus_from \"app/assets/javascripts/controllers\", \"app/assets/javascripts/libraries\" %>\n  }\n}\n"
        let form = "app/assets/javascripts/controllers/loading_form_controller.js"
        let nested = "app/assets/javascripts/controllers/admin/data_table_controller.js"
        let files = ["app/assets/javascripts/importmap.json.erb": importmap, form: Self.controller, nested: Self.controller,
                     "app/assets/javascripts/controllers/helpers.js": "export const x = 1\n"]
        let names = identifiers(files)
        #expect(names[form] == ["loading-form", "loading_form"])
        #expect(names[nested] == ["admin--data-table", "admin--data_table"])
        #expect(names["app/assets/javascripts/controllers/helpers.js"] == nil)
        #expect(identifiers(files.merging(["app/assets/javascripts/importmap.json.erb": importmap.replacingOccurrences(of: "_with_stimulus", with: "")]) { $1 })[form]
            == ["loading-form", "loading_form"])
        // Without the importmap, a file is named by its path alone.
        #expect(identifiers(files.filter { !$0.key.hasSuffix(".erb") })[form] == ["loading-form"])
        #expect(LoaderNaming.autoloaderIdentifiers(relativePath: "a_b_c_controller.js").sorted() == ["a-b-c", "a-b_c", "a_b-c", "a_b_c"])
        #expect(LoaderNaming.autoloaderIdentifiers(relativePath: "a_b_c_d_e_f_controller.js") == ["a_b_c_d_e_f", "a-b-c-d-e-f"])
        #expect(LoaderNaming.autoloaderIdentifiers(relativePath: "hello.js").isEmpty)
    }

    private func pluginNames(_ path: String, _ version: String?, lowerBound: Bool = false) -> [String] {
        let installed = version.flatMap { SemanticVersion($0) }.map { PackageVersion(version: $0, source: "yarn.lock", isLowerBound: lowerBound) }
        return LoaderNaming.stimulusPluginIdentifiers(relativePath: path, installed: installed)
    }

    /// From 0.1.2 every folder under the imported one is part of the name, each with `_` -> `-`;
    /// 0.1.0 took the nearest folder's name as written. `-controller` files from 0.1.2, `.tsx`
    /// and `.jsx` from 0.1.5 (zombiezen/esbuild-plugin-stimulus CHANGELOG.md, src/index.ts).
    @Test func esbuildPluginStimulusNamesByVersion() {
        let deep = "devise/web_authn/two_factor/mfa_prompt_controller.ts"
        #expect(pluginNames(deep, "0.2.0") == ["devise--web-authn--two-factor--mfa-prompt"])
        #expect(pluginNames(deep, "0.1.2") == ["devise--web-authn--two-factor--mfa-prompt"])
        #expect(pluginNames(deep, "0.1.0") == ["two_factor--mfa-prompt"])
        #expect(pluginNames(deep, nil) == ["devise--web-authn--two-factor--mfa-prompt", "two_factor--mfa-prompt"])
        // `^0.1.0` may install 0.1.5: both; `^0.1.2` is 0.1.2 or later.
        #expect(pluginNames(deep, "0.1.0", lowerBound: true) == ["devise--web-authn--two-factor--mfa-prompt", "two_factor--mfa-prompt"])
        #expect(pluginNames(deep, "0.1.2", lowerBound: true) == ["devise--web-authn--two-factor--mfa-prompt"])
        #expect(pluginNames("admin_area/data_table_controller.js", "0.1.0") == ["admin_area--data-table"])
        #expect(pluginNames("admin_area/data_table_controller.js", "0.2.0") == ["admin-area--data-table"])
        #expect(pluginNames("hello_controller.js", nil) == ["hello"])
        #expect(pluginNames("hello-controller.js", "0.1.0") == [])
        #expect(pluginNames("admin/hello-controller.js", "0.1.2") == ["admin--hello"])
        #expect(pluginNames("hello_controller.tsx", "0.1.2") == [])
        #expect(pluginNames("hello_controller.tsx", "0.1.5") == ["hello"])
        #expect(pluginNames("hello_controller.mjs", nil) == [])
        #expect(pluginNames("admin/_controller.js", nil) == [])
    }

    /// The version comes from the nearest folder above the importing file whose lockfile (or
    /// `package.json`) names the plugin.
    @Test func esbuildPluginStimulusVersionFromTheLockfile() {
        let nested = "app/javascript/controllers/devise/webauthn/mfa_controller.ts"
        var files = [
            "app/javascript/controllers/application.ts": "import { Application } from \"@hotwired/stimulus\"\nimport { definitions } from \"stimulus:./\"\nApplication.start().load(definitions)\n",
            nested: Self.controller,
            "package.json": "{ \"devDependencies\": { \"esbuild-plugin-stimulus\": \"^0.1.0\" } }\n",
            "yarn.lock": "esbuild-plugin-stimulus@^0.1.0:\n  version \"0.1.5\"\n",
        ]
        #expect(identifiers(files)[nested] == ["devise--webauthn--mfa"])
        files["yarn.lock"] = "esbuild-plugin-stimulus@^0.1.0:\n  version \"0.1.0\"\n"
        #expect(identifiers(files)[nested] == ["webauthn--mfa"])
        files["yarn.lock"] = nil
        #expect(identifiers(files)[nested] == ["devise--webauthn--mfa", "webauthn--mfa"])
        files["package.json"] = nil
        #expect(identifiers(files)[nested] == ["devise--webauthn--mfa", "webauthn--mfa"])
    }

    private func unloaded(_ files: [String: String]) -> [String] {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        return ControllerCatalog.load(root: folder.path, configuration: Configuration()).unloadedControllerPaths.sorted()
    }

    /// A file of a folder the app loads explicitly that nothing loads is not loaded; anything
    /// that may load it (an import, a subclass, its own `register`, an unread computed call, a
    /// folder nothing names) keeps it loaded.
    @Test func controllerFilesNoEntryPointLoads() {
        let manifest = """
        import { application } from "./application"
        import HelloController from "./hello_controller"
        application.register("hello", HelloController)
        """
        let base: [String: String] = [
            "app/javascript/controllers/index.js": manifest,
            "app/javascript/controllers/hello_controller.js": Self.controller,
            "app/javascript/controllers/clipboard_controller.js": Self.controller,
        ]
        #expect(unloaded(base) == ["app/javascript/controllers/clipboard_controller.js"])
        // An esbuild glob loads only `_controller.js` names.
        #expect(unloaded([
            "app/javascript/controllers/index.js": "import controllers from \"./**/*_controller.js\"\ncontrollers.forEach((c) => application.register(c.name, c.module.default))\n",
            "app/javascript/controllers/hello_controller.js": Self.controller,
            "app/javascript/controllers/date-picker-controller.js": Self.controller,
        ]) == ["app/javascript/controllers/date-picker-controller.js"])
        // Nothing names the folder: a gem or `require_tree` may load it.
        #expect(unloaded(["app/javascript/controllers/hello_controller.js": Self.controller, "app/javascript/application.js": "import \"./lib/x\"\n"]).isEmpty)
        var imported = base
        imported["app/javascript/application.js"] = "import \"./controllers/clipboard_controller\"\n"
        #expect(unloaded(imported).isEmpty)
        var extended = base
        extended["app/javascript/controllers/hello_controller.js"] = "import Clipboard from \"./clipboard_controller\"\nexport default class extends Clipboard {}\n"
        #expect(unloaded(extended).isEmpty)
        var selfRegistering = base
        selfRegistering["app/javascript/controllers/clipboard_controller.js"] = Self.controller + "application.register(\"clipboard\", Clipboard)\n"
        #expect(unloaded(selfRegistering).isEmpty)
        var unmatchedLoader = base
        unmatchedLoader["app/javascript/application.js"] = "const context = require.context(\"./missing\", true, /_controller\\.js$/)\n"
        #expect(unloaded(unmatchedLoader).isEmpty)
        var computed = base
        computed["app/javascript/setup.js"] = "import { application } from \"./controllers/application\"\nlist.forEach((e) => application.register(e.name, e.klass))\n"
        #expect(unloaded(computed).isEmpty)
    }

    private func deadLoaders(_ files: [String: String]) -> [DeadImportmapLoader] {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        return ControllerCatalog.load(root: folder.path, configuration: Configuration()).deadImportmapLoaders
    }

    /// stimulus-loading matches its argument against importmap names (`^${under}/.*_controller$`),
    /// so a prefix written as a path matches none of the names importmap-rails pins: the call
    /// registers nothing. A bare prefix may be a gem's pins, and an importmap bridgelint cannot
    /// read whole, or a function of the app's own, may read it otherwise.
    @Test func aPathPrefixMatchesNoImportmapName() throws {
        let importmap = """
        pin "application"
        pin "@hotwired/stimulus", to: "stimulus.min.js"
        pin "@hotwired/stimulus-loading", to: "stimulus-loading.js"
        pin_all_from "app/javascript/controllers", under: "controllers"

        """
        let base: [String: String] = [
            "config/importmap.rb": importmap,
            "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nexport const application = Application.start()\n",
            "app/javascript/controllers/index.js": "import { application } from \"./application\"\nimport { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\n\neagerLoadControllersFrom(\"./\", application)\n",
            "app/javascript/controllers/hello_controller.js": Self.controller,
            "app/javascript/controllers/users/list_item_controller.js": Self.controller,
        ]
        let dead = try #require(deadLoaders(base).first)
        #expect(dead.path == "app/javascript/controllers/index.js" && dead.function == "eagerLoadControllersFrom" && dead.prefix == "./")
        #expect(dead.location == FileLocation(line: 4, column: 26))
        #expect(dead.controllerPrefixes == ["controllers"] && dead.example == "controllers/hello_controller")
        #expect(dead.pinnedControllerFiles == ["app/javascript/controllers/hello_controller.js", "app/javascript/controllers/users/list_item_controller.js"])
        // The files keep their names: the loader's finding is the one cause.
        #expect(identifiers(base)["app/javascript/controllers/hello_controller.js"] == ["hello"])
        var lazy = base
        lazy["app/javascript/controllers/index.js"] = "import { application } from \"./application\"\nimport { lazyLoadControllersFrom } from \"@hotwired/stimulus-loading\"\nlazyLoadControllersFrom(\"./controllers\", application)\n"
        #expect(deadLoaders(lazy).map(\.function) == ["lazyLoadControllersFrom"])
        // The prefix the pins have, and `.` as any character where an importmap name has it there.
        var right = base
        right["app/javascript/controllers/index.js"] = "import { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\neagerLoadControllersFrom(\"controllers\", application)\n"
        #expect(deadLoaders(right).isEmpty)
        var anyCharacter = lazy
        anyCharacter["config/importmap.rb"] = importmap + "pin_all_from \"app/javascript/x/controllers\", under: \"x/controllers\"\n"
        anyCharacter["app/javascript/x/controllers/menu_controller.js"] = Self.controller
        #expect(deadLoaders(anyCharacter).isEmpty)
        // A bare prefix no pin of the app has: a gem's importmap may pin it.
        var bare = base
        bare["app/javascript/controllers/index.js"] = "import { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\neagerLoadControllersFrom(\"railspress/controllers\", application)\n"
        #expect(deadLoaders(bare).isEmpty)
        // An app's own function of that name.
        var own = base
        own["app/javascript/controllers/index.js"] = "import { eagerLoadControllersFrom } from \"./loading\"\neagerLoadControllersFrom(\"./\", application)\n"
        #expect(deadLoaders(own).isEmpty)
        // Computed pins, an importmap not there, an own copy of stimulus-loading.
        var computed = base
        computed["config/importmap.rb"] = importmap + "Dir[\"app/components/**/*_controller.js\"].each { |f| pin \"./#{f}\" }\n"
        #expect(deadLoaders(computed).isEmpty)
        var missing = base
        missing["config/importmap.rb"] = nil
        #expect(deadLoaders(missing).isEmpty)
        var copy = base
        copy["vendor/javascript/stimulus-loading.js"] = "export function eagerLoadControllersFrom(under, application) {}\n"
        #expect(deadLoaders(copy).isEmpty)
    }

    /// `definitionsFromContext` and stimulus-loading register each file's default export: a file
    /// with named exports only is matched and skipped, so nothing loads it unless a `register`
    /// call names its class. A loader whose registering the app's code does may take any export.
    @Test func aFileWithoutADefaultExportIsSkippedByLoadersTakingTheDefault() {
        let named = "import { Controller } from \"stimulus\"\nexport class FilterController extends Controller {}\n"
        var files: [String: String] = [
            "app/javascript/controllers/index.js": "import { Application } from \"stimulus\"\nimport { definitionsFromContext } from \"stimulus/webpack-helpers\"\nconst application = Application.start()\nconst context = require.context(\".\", true, /\\.js$/)\napplication.load(definitionsFromContext(context))\n",
            "app/javascript/controllers/hello_controller.js": Self.controller,
            "app/javascript/controllers/filter_controller.js": named,
        ]
        #expect(unloaded(files) == ["app/javascript/controllers/filter_controller.js"])
        // A pack that registers its class loads it.
        files["app/javascript/packs/report.js"] = "import { Application } from \"stimulus\"\nimport { FilterController } from \"../controllers/filter_controller\"\nconst application = Application.start()\napplication.register(\"filter\", FilterController)\n"
        #expect(unloaded(files).isEmpty)
        files["app/javascript/packs/report.js"] = nil
        // An esbuild glob hands the modules to the app's own code.
        files["app/javascript/controllers/index.js"] = "import controllers from \"./**/*_controller.js\"\ncontrollers.forEach((c) => application.register(c.name, c.module.FilterController ?? c.module.default))\n"
        #expect(unloaded(files).isEmpty)
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
