import Testing
@testable import BridgeLintProject

/// A file's identifiers come from the loaders that load it: a file that `register` calls name
/// and no path-based loader covers has no name from its folder.
@Suite struct FolderNameTests {
    private static let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"

    private static func app(index: String) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/forms/wizard_controller.js", Self.controller)
        folder.write("app/javascript/controllers/hello_controller.js", Self.controller)
        folder.write("app/javascript/controllers/index.js", "import { application } from \"./application\"\n" + index)
        return folder
    }

    @Test func aFileRegisteredOnlyByNameHasNoFolderName() {
        let folder = Self.app(index: """
            import Wizard from "./forms/wizard_controller"
            import Hello from "./hello_controller"
            application.register("wizard", Wizard)
            application.register("greeting", Hello)
            """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers.map(\.identifier).sorted() == ["greeting", "wizard"])
    }

    /// The manifest `stimulus:manifest:update` writes registers each file under its folder name:
    /// that is the file's one definition.
    @Test func aManifestOfFolderNamesKeepsThem() {
        let folder = Self.app(index: """
            import FormsWizard from "./forms/wizard_controller"
            import Hello from "./hello_controller"
            application.register("forms--wizard", FormsWizard)
            application.register("hello", Hello)
            """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers.map(\.identifier).sorted() == ["forms--wizard", "hello"])
        #expect(catalog.controllers.allSatisfy { $0.origin == .conventionalPath })
    }

    /// A loader over the folder names every file by its path, whatever else registers it; a
    /// computed `register` call bridgelint cannot read may do the same.
    @Test(arguments: [
        "import { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\neagerLoadControllersFrom(\"controllers\", application)\n",
        "names.forEach((name) => application.register(name, lookup(name)))\n",
    ])
    func aPathLoaderOrAnUnreadRegistrationKeepsTheFolderName(loader: String) {
        let folder = Self.app(index: loader + """
            import Wizard from "./forms/wizard_controller"
            application.register("wizard", Wizard)
            """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers.contains { $0.identifier == "forms--wizard" }, "\(loader)")
        #expect(catalog.controllers.contains { $0.identifier == "wizard" }, "\(loader)")
    }
}

/// Stimulus definitions a module exports (`export default [{ identifier, controllerConstructor }]`)
/// name the files their classes come from.
@Suite struct ExportedDefinitionScanTests {
    @Test(arguments: [
        ("import Query from \"./query_controller\"\nexport default [{ identifier: \"kit--query\", controllerConstructor: Query }]\n", ["./query_controller"]),
        ("import Query from \"./query_controller\"\nconst d = [{ identifier: \"kit--query\", controllerConstructor: Query }]\nexport { d as default }\n", ["./query_controller"]),
        ("import Query from \"./query_controller\"\nconst d = [{ identifier: \"kit--query\", controllerConstructor: Query }]\n", []),
        ("class Q extends Controller {}\nexport default [{ identifier: \"kit--query\", controllerConstructor: Q }]\n", []),
        ("import { Query } from \"@acme/kit\"\nexport default [{ identifier: \"kit--query\", controllerConstructor: Query }]\n", []),
    ])
    func exportedDefinitionsNameTheirFiles(source: String, modules: [String]) {
        let definitions = RegistrationScanner.exportedDefinitions(bytes: Array(source.utf8), path: "app/javascript/kit/application.js")
        #expect(definitions.compactMap(\.classModule) == modules, "\(source)")
        #expect(definitions.allSatisfy { $0.identifier == "kit--query" })
    }
}

/// Exported definitions say which identifier a class has, not that a host loads the folder one
/// file at a time: the folder's other files are not called unloaded.
@Suite struct ExportedDefinitionLoadingTests {
    @Test func exportedDefinitionsProveNoFolderIsLoadedFileByFile() {
        let folder = TemporaryFolder()
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        folder.write("app/javascript/controllers/query_controller.js", controller)
        folder.write("app/javascript/controllers/spare_controller.js", controller)
        folder.write("app/javascript/controllers/definitions.js", """
            import Query from "./query_controller"
            export default [{ identifier: "kit--query", controllerConstructor: Query }]
            """)
        let catalog = ControllerCatalog.load(root: folder.path, configuration: Configuration())
        #expect(catalog.controllers(named: "kit--query").map(\.path) == ["app/javascript/controllers/query_controller.js"])
        #expect(catalog.unloadedControllerPaths.isEmpty)
    }
}
