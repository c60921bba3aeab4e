import Testing
@testable import BridgeLintProject

/// Controller folders that no entry point of a Vite app reaches.
@Suite struct EntryPointReachTests {
    static let controller = ResolveRootsTests.controller

    private func catalog(_ files: [String: String]) -> ControllerCatalog { ControllerCatalog.loaded(from: files) }

    static let viteApp: [String: String] = [
        "config/vite.json": "{ \"all\": { \"sourceCodeDir\": \"app/frontend\" }, \"development\": { \"port\": 3036 } }\n",
        "package.json": "{ \"dependencies\": { \"@hotwired/stimulus\": \"^3.2.2\", \"leaflet\": \"1.9\" }, \"scripts\": { \"dev\": \"vite\" } }\n",
        "Gemfile.lock": "GEM\n  specs:\n    vite_rails (3.0.19)\n\nDEPENDENCIES\n  vite_rails\n",
        "app/frontend/entrypoints/application.js": "import '~/js/copy.js'\nimport L from \"leaflet\"\nimport \"leaflet/dist/leaflet.css\"\nimport \"./app.css\"\n",
        "app/frontend/entrypoints/map.ts": "export const x = await import(\"../js/copy.js\")\n",
        "app/frontend/js/copy.js": "document.addEventListener(\"click\", () => {})\n",
        "app/javascript/application.js": "import \"./controllers\"\n",
        "app/javascript/controllers/index.js": "import { application } from \"./application\"\nimport HelloController from \"./hello_controller\"\napplication.register(\"hello\", HelloController)\n",
        "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nconst application = Application.start()\nexport { application }\n",
        "app/javascript/controllers/hello_controller.js": controller,
        "app/javascript/controllers/other_controller.js": controller,
        "app/views/layouts/application.html.erb": "<%= vite_client_tag %>\n<%= vite_javascript_tag 'application' %>\n<script src=\"https://cdn.example.com/x.js\"></script>\n",
    ]

    /// Every entry point of a Vite app read, and none reaches `app/javascript/controllers`:
    /// its controllers, registered ones too, are never loaded.
    @Test func aControllersFolderNoViteEntryPointReachesIsNotLoaded() {
        let found = catalog(Self.viteApp)
        #expect(found.unloadedControllerPaths.sorted() == ["app/javascript/controllers/hello_controller.js", "app/javascript/controllers/other_controller.js"])
        #expect(found.unreachedFolders.map(\.folder) == ["app/javascript/controllers"])
        #expect(found.unreachedFolders.first?.entryPoints == ["app/frontend/entrypoints/application.js", "app/frontend/entrypoints/map.ts"])
        // Still defined: markup naming them is reported once, at the controller file.
        #expect(!found.controllers(named: "hello").isEmpty)
    }

    /// Anything bridgelint cannot follow keeps today's reading (registered).
    @Test func anEntryPointNotFullyReadKeepsTheFolderLoaded() {
        let entry = "app/frontend/entrypoints/application.js"
        let variants: [(String, [String: String])] = [
            ("reaches it", [entry: "import \"../../javascript/controllers\"\n"]),
            ("reaches it by a root alias", [entry: "import \"~/../javascript/application\"\n"]),
            ("computed import", [entry: "const name = 'x'\nimport(`./${name}.js`)\n"]),
            ("computed require", [entry: "require(name)\n"]),
            ("vite glob", [entry: "const all = import.meta.glob(\"../../javascript/**/*_controller.js\")\n"]),
            ("unresolved local import", [entry: "import \"./missing\"\n"]),
            ("unlisted bare import", [entry: "import \"virtual:stimulus\"\n"]),
            ("unlisted package", [entry: "import \"controllers\"\n"]),
            ("importmap", ["config/importmap.rb": "pin \"application\"\n"]),
            ("jsbundling build", ["package.json": "{ \"dependencies\": { \"leaflet\": \"1\" }, \"scripts\": { \"build\": \"esbuild app/javascript/*.* --bundle\" } }\n"]),
            ("another bundler's gem", ["Gemfile.lock": "GEM\n  specs:\n    jsbundling-rails (1.3)\n    vite_rails (3.0)\n"]),
            ("no lockfile", ["Gemfile.lock": ""]),
            ("include tag", ["app/views/layouts/admin.html.erb": "<%= javascript_include_tag \"application\" %>\n"]),
            ("local script", ["app/views/layouts/admin.html.erb": "<script defer src=\"/assets/application.js\"></script>\n"]),
            ("extra entry points", ["config/vite.json": "{ \"all\": { \"sourceCodeDir\": \"app/frontend\", \"additionalEntrypoints\": [\"app/javascript/*.js\"] } }\n"]),
            ("no package.json", ["package.json": ""]),
            ("a script tag by path", ["app/views/layouts/admin.html.erb": "<%= vite_javascript_tag \"~/../javascript/application.js\" %>\n"]),
            ("a component's template", ["app/components/admin_component.html.erb": "<%= javascript_include_tag \"application\" %>\n"]),
            ("an asset folder entry", ["app/frontend/images/boot.js": "import \"../../javascript/controllers\"\n"]),
        ]
        for (name, change) in variants {
            var files = Self.viteApp.merging(change) { $1 }
            if change["Gemfile.lock"] == "" { files.removeValue(forKey: "Gemfile.lock") }
            if change["package.json"] == "" { files.removeValue(forKey: "package.json") }
            let found = catalog(files)
            #expect(found.unreachedFolders.isEmpty, "\(name)")
            #expect(!found.unloadedControllerPaths.contains("app/javascript/controllers/hello_controller.js"), "\(name)")
        }
    }

    /// Another part of the browser (an engine, a host) may load the folder: not judged there.
    @Test func aFolderOfOneOfSeveralPartsIsNotJudged() {
        let app = catalog(Self.viteApp)
        let merged = ControllerCatalog(own: [app, ControllerCatalog(controllers: [])])
        #expect(merged.unreachedFolders.isEmpty && merged.unloadedControllerPaths == ["app/javascript/controllers/other_controller.js"])
        let unseenHosts = ControllerCatalog(own: [app], rendersInUnseenHosts: true)
        #expect(unseenHosts.unreachedFolders.isEmpty && unseenHosts.unloadedControllerPaths == ["app/javascript/controllers/other_controller.js"])
        #expect(ControllerCatalog(own: [app]).unreachedFolders.count == 1)
    }

    @Test func importsAScriptMakes() {
        let source = JavaScriptSource(path: "a.js", bytes: Array("""
        import a from "./a"
        import "b"
        export * from "c/d"
        const e = require("e")
        const f = await import("./f.js")
        Array.from(list)
        x.require("no")
        """.utf8))
        #expect(EntryPointReach.staticImports(of: source) == ["b", "e", "./f.js", "./a", "c/d"])
        #expect(EntryPointReach.packageName(of: "@rails/ujs/lib") == "@rails/ujs")
        #expect(EntryPointReach.packageName(of: "leaflet/dist/leaflet.css") == "leaflet")
    }
}
