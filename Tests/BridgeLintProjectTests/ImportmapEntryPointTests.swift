import Testing
@testable import BridgeLintProject

/// What the entry points of an importmap-rails app reach: the pins they import, and the
/// `*_controller` names stimulus-loading imports under its prefix.
@Suite struct ImportmapEntryPointTests {
    private func catalog(_ files: [String: String]) -> ControllerCatalog { ControllerCatalog.loaded(from: files) }

    static let importmapApp: [String: String] = [
        "Gemfile.lock": "GEM\n  specs:\n    importmap-rails (2.0.1)\n    stimulus-rails (1.3.3)\n\nDEPENDENCIES\n  importmap-rails\n",
        "config/importmap.rb": """
            pin "application"
            pin "@hotwired/turbo-rails", to: "turbo.min.js"
            pin "@hotwired/stimulus", to: "stimulus.min.js"
            pin "@hotwired/stimulus-loading", to: "stimulus-loading.js"
            pin_all_from "app/javascript/controllers", under: "controllers"

            """,
        "app/javascript/application.js": "import \"@hotwired/turbo-rails\"\nimport \"controllers\"\n",
        "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nconst application = Application.start()\nexport { application }\n",
        "app/javascript/controllers/index.js": """
            import { application } from "controllers/application"
            import { eagerLoadControllersFrom } from "@hotwired/stimulus-loading"
            eagerLoadControllersFrom("controllers", application)

            """,
        "app/javascript/controllers/hello_controller.js": ResolveRootsTests.controller,
        "app/javascript/controllers/greeting_controller.js": ResolveRootsTests.controller,
        // stimulus-loading imports `*_controller` names only, and nothing imports this file.
        "app/javascript/controllers/register_all.js": """
            import { application } from "controllers/application"
            import GreetingController from "controllers/greeting_controller"
            application.register("hello", GreetingController)

            """,
        "app/views/layouts/application.html.erb": "<head>\n  <%= javascript_importmap_tags %>\n</head>\n",
    ]

    /// A file of `register` calls that no entry point imports defines nothing: no second `hello`.
    @Test func registrationsNoEntryPointImportsDefineNothing() {
        let found = catalog(Self.importmapApp)
        #expect(found.conflictingDefinitions(named: "hello").isEmpty)
        #expect(found.unreachedFolders.isEmpty)
        var imported = Self.importmapApp
        imported["app/javascript/application.js"]! += "import \"controllers/register_all\"\n"
        #expect(catalog(imported).conflictingDefinitions(named: "hello").count == 2)
    }

    /// An entry point that never imports the controllers folder leaves it unloaded.
    @Test func aControllersFolderTheEntryPointDoesNotImportIsNotLoaded() {
        var files = Self.importmapApp
        files["app/javascript/application.js"] = "import \"@hotwired/turbo-rails\"\n"
        let found = catalog(files)
        #expect(found.unreachedFolders.map(\.folder) == ["app/javascript/controllers"])
        #expect(found.unreachedFolders.first?.entryPoints == ["app/javascript/application.js"])
    }

    /// Whatever bridgelint cannot follow keeps every registration counted.
    @Test func anEntryPointNotFullyReadKeepsEveryRegistration() {
        let entry = "app/javascript/application.js"
        let index = "app/javascript/controllers/index.js"
        let layout = "app/views/layouts/application.html.erb"
        let variants: [(String, [String: String])] = [
            ("computed entry name", [layout: "<%= javascript_importmap_tags entry_name %>\n"]),
            ("interpolated entry name", [layout: "<%= javascript_importmap_tags \"#{area}\" %>\n"]),
            ("module tag", [layout: "<%= javascript_importmap_tags %>\n<%= javascript_import_module_tag \"controllers/register_all\" %>\n"]),
            ("inline module", [layout: "<%= javascript_importmap_tags %>\n<script type=\"module\">import \"controllers/register_all\"</script>\n"]),
            ("unpinned bare import", [entry: "import \"controllers\"\nimport \"admin_tools\"\n"]),
            ("missing relative import", [entry: "import \"controllers\"\nimport \"./missing\"\n"]),
            ("computed import", [entry: "import \"controllers\"\nimport(name)\n"]),
            ("computed prefix", [index: "import { application } from \"controllers/application\"\nimport { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\neagerLoadControllersFrom(prefix, application)\n"]),
            ("own loader", [index: "import { application } from \"controllers/application\"\nimport { eagerLoadControllersFrom } from \"./loading\"\neagerLoadControllersFrom(\"controllers\", application)\n"]),
            ("own stimulus-loading", ["app/javascript/stimulus-loading.js": "export function eagerLoadControllersFrom(under, application) {}\n"]),
            ("importmap computed in Ruby", ["config/importmap.rb": "pin \"application\"\npin_all_from \"app/javascript/#{dir}\"\n"]),
            ("jsbundling too", ["Gemfile.lock": "GEM\n  specs:\n    importmap-rails (2.0.1)\n    jsbundling-rails (1.3)\n"]),
            ("Vite settings", ["config/vite.json": "{}\n"]),
            ("include tag", [layout: "<%= javascript_importmap_tags %>\n<%= javascript_include_tag \"controllers/register_all\" %>\n"]),
        ]
        for (name, change) in variants {
            let found = catalog(Self.importmapApp.merging(change) { $1 })
            #expect(found.conflictingDefinitions(named: "hello").count == 2, "\(name)")
            #expect(found.unreachedFolders.isEmpty, "\(name)")
        }
    }

    /// A named entry point (`javascript_importmap_tags "admin"`) reaches what it imports, and
    /// `eagerLoadControllersFrom` the `*_controller` names under its prefix only.
    @Test func aNamedEntryPointReachesWhatItImports() {
        var files = Self.importmapApp
        files["config/importmap.rb"]! += "pin \"admin\"\n"
        files["app/javascript/admin.js"] = "import \"controllers/register_all\"\n"
        files["app/views/layouts/admin.html.erb"] = "<%= javascript_importmap_tags \"admin\" %>\n"
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        let reach = EntryPointReach.importmap(files: RepositoryFiles.walk(root: folder.path), app: "", entryNames: ["admin", "application"])
        #expect(reach?.entryPoints == ["app/javascript/admin.js", "app/javascript/application.js"])
        #expect(reach?.reached == [
            "app/javascript/admin.js", "app/javascript/application.js", "app/javascript/controllers/index.js", "app/javascript/controllers/application.js",
            "app/javascript/controllers/hello_controller.js", "app/javascript/controllers/greeting_controller.js", "app/javascript/controllers/register_all.js",
        ])
    }
}
