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

    /// An app moved to `app/frontend` that still imports a file of the old controllers folder
    /// by path: that folder is reached, but its manifest is not, so neither its `register`
    /// calls nor the files only it registers define anything beside the new folder's. Once an
    /// entry point imports the old manifest, both `hello`s are loaded.
    @Test func aManifestNoEntryPointReachesDefinesNothing() {
        var files = Self.viteApp
        files["app/frontend/entrypoints/application.js"] = "import \"../controllers\"\n"
        files["app/frontend/controllers/index.js"] = """
            import { Application } from "@hotwired/stimulus"
            import HelloController from "./hello_controller"
            import OtherController from "../../javascript/controllers/other_controller"
            const application = Application.start()
            application.register("hello", HelloController)
            application.register("other", OtherController)

            """
        files["app/frontend/controllers/hello_controller.js"] = Self.controller
        files["app/javascript/controllers/index.js"]! += "import OtherController from \"./other_controller\"\napplication.register(\"other\", OtherController)\n"
        #expect(catalog(files).conflictingDefinitions(named: "hello").isEmpty)
        #expect(catalog(files).conflictingDefinitions(named: "other").isEmpty)

        files["app/frontend/entrypoints/application.js"]! += "import \"../../javascript/controllers/index.js\"\n"
        #expect(catalog(files).conflictingDefinitions(named: "hello").map(\.path).sorted()
            == ["app/frontend/controllers/hello_controller.js", "app/javascript/controllers/hello_controller.js"])
    }

    /// A Vite glob with literal patterns reaches the scripts it matches, and only them: a
    /// second application file beside the controllers it loads (a copy of an admin gem's, which
    /// starts its own application) is reached by no entry point. `importmap-rails` that only
    /// another gem depends on (madmin's) pins nothing of the app; one the Gemfile names may.
    @Test func aViteGlobReachesWhatItMatches() {
        var files = Self.viteApp
        files["app/frontend/entrypoints/application.js"] = "import \"../controllers\"\n"
        files["app/frontend/controllers/index.js"] = """
            import { application } from "./application"
            import { registerControllers } from "stimulus-vite-helpers"
            registerControllers(application, import.meta.glob(["./**/*_controller.js", "!./legacy/*.js"], { eager: true }))

            """
        files["app/frontend/controllers/application.js"] = "import { Application } from \"@hotwired/stimulus\"\nexport const application = Application.start()\n"
        files["app/frontend/controllers/hello_controller.js"] = Self.controller
        files["app/frontend/controllers/admin/application.js"] = """
            import { Application, Controller } from "@hotwired/stimulus"
            window.Stimulus = Application.start()
            window.Stimulus.register("hello", class extends Controller {})

            """
        files["package.json"] = "{ \"dependencies\": { \"@hotwired/stimulus\": \"^3.2.2\", \"stimulus-vite-helpers\": \"3\" } }\n"
        files["Gemfile.lock"] = "GEM\n  specs:\n    importmap-rails (2.2.2)\n    madmin (2.1.1)\n      importmap-rails\n    vite_rails (3.0.19)\n\nDEPENDENCIES\n  madmin (~> 2.1)\n  vite_rails\n"
        let found = catalog(files)
        #expect(found.unreachedFolders.map(\.folder) == ["app/javascript/controllers"])
        #expect(found.conflictingDefinitions(named: "hello").isEmpty)

        files["Gemfile.lock"] = "GEM\n  specs:\n    importmap-rails (2.2.2)\n    vite_rails (3.0.19)\n\nDEPENDENCIES\n  importmap-rails\n  vite_rails\n"
        #expect(catalog(files).unreachedFolders.isEmpty)
        #expect(!catalog(files).conflictingDefinitions(named: "hello").isEmpty)
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

    static let webpackerApp: [String: String] = [
        "config/webpacker.yml": "default: &default\n  source_path: app/frontend\n  source_entry_path: packs\n  additional_paths: []\n\ndevelopment:\n  <<: *default\n",
        "package.json": "{ \"dependencies\": { \"@rails/webpacker\": \"5.4.3\", \"stimulus\": \"^2.0.0\", \"jquery\": \"3\" } }\n",
        "Gemfile.lock": "GEM\n  specs:\n    webpacker (5.4.3)\n\nDEPENDENCIES\n  webpacker\n",
        "config/webpack/environment.js": "const { environment } = require(\"@rails/webpacker\")\nmodule.exports = environment\n",
        "app/frontend/packs/application.js": "require(\"jquery\")\nimport \"controllers\"\n",
        "app/frontend/packs/plugin.min.js": "!function(f){\"function\"==typeof define&&define.amd?define([\"jquery\",\"sifter\"],f):f(require(\"jquery\"))}(function($){})\n",
        "app/frontend/controllers/index.js": "import { Application } from \"stimulus\"\nimport { definitionsFromContext } from \"stimulus/webpack-helpers\"\nconst application = Application.start()\nconst context = require.context(\"controllers\", true, /_controller\\.js$/)\napplication.load(definitionsFromContext(context))\n",
        "app/frontend/controllers/upload_controller.js": controller,
        "app/javascript/controllers/index.js": "import { Application } from \"stimulus\"\nimport { definitionsFromContext } from \"stimulus/webpack-helpers\"\nconst application = Application.start()\nconst context = require.context(\"controllers\", true, /_controller\\.js$/)\napplication.load(definitionsFromContext(context))\n",
        "app/javascript/controllers/upload_controller.js": controller,
        "app/views/layouts/application.html.erb": "<%= javascript_pack_tag 'application' %>\n",
    ]

    /// Webpacker's entry points are the files under `source_path`/`source_entry_path`, and
    /// `require.context("controllers", …)` reaches the folder under the source path: a folder
    /// Webpacker does not load (`app/javascript` of an app moved to `app/frontend`) is unreached,
    /// and its copy of a controller no duplicate of the loaded one.
    @Test func aControllersFolderNoWebpackerEntryPointReachesIsNotLoaded() {
        let found = catalog(Self.webpackerApp)
        #expect(found.unreachedFolders.map(\.folder) == ["app/javascript/controllers"])
        #expect(found.unreachedFolders.first?.entryPoints == ["app/frontend/packs/application.js", "app/frontend/packs/plugin.min.js"])
        #expect(found.conflictingDefinitions(named: "upload").isEmpty)
        let shakapacker = Self.webpackerApp.merging(["config/shakapacker.yml": Self.webpackerApp["config/webpacker.yml"]!]) { $1 }
            .filter { $0.key != "config/webpacker.yml" }
        #expect(catalog(shakapacker).unreachedFolders.map(\.folder) == ["app/javascript/controllers"])
    }

    /// What bridgelint cannot follow in a Webpacker app keeps the folder loaded.
    @Test func aWebpackerEntryPointNotFullyReadKeepsTheFolderLoaded() {
        let entry = "app/frontend/packs/application.js"
        let variants: [(String, [String: String])] = [
            ("reaches its controller", [entry: "import \"controllers\"\nimport \"../../javascript/controllers/upload_controller\"\n"]),
            ("default source path", ["config/webpacker.yml": "default: &default\n  source_entry_path: packs\n"]),
            ("computed context", ["app/frontend/controllers/index.js": "const context = require.context(folder, true, /x/)\n"]),
            ("unresolved local import", [entry: "import \"./missing\"\n"]),
            ("entries in the webpack configuration", ["config/webpack/environment.js": "environment.entry.set(\"admin\", \"./app/javascript/admin.js\")\n"]),
            ("both configurations", ["config/shakapacker.yml": "default:\n  source_path: app/frontend\n"]),
            ("settings from ERB", ["config/webpacker.yml": "default:\n  source_path: <%= ENV[\"SRC\"] %>\n"]),
            ("importmap", ["config/importmap.rb": "pin \"application\"\n"]),
            ("jsbundling", ["Gemfile.lock": "GEM\n  specs:\n    jsbundling-rails (1.3)\n    webpacker (5.4)\n"]),
            ("vite tag", ["app/views/layouts/admin.html.erb": "<%= vite_javascript_tag 'admin' %>\n"]),
            ("include tag", ["app/views/layouts/admin.html.erb": "<%= javascript_include_tag \"application\" %>\n"]),
        ]
        for (name, change) in variants {
            let found = catalog(Self.webpackerApp.merging(change) { $1 })
            #expect(found.unreachedFolders.isEmpty, "\(name)")
            #expect(found.conflictingDefinitions(named: "upload").count == 2, "\(name)")
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

    /// A Vite app whose `package.json` also builds with esbuild (jsbundling-rails): the build
    /// script's entry points are read from its command line, so both loaders are known.
    static let esbuildBesideVite = viteApp.merging([
        "Gemfile.lock": "GEM\n  specs:\n    jsbundling-rails (1.3.0)\n    vite_rails (3.0.19)\n\nDEPENDENCIES\n  jsbundling-rails\n  vite_rails\n",
        "package.json": "{ \"dependencies\": { \"leaflet\": \"1.9\" }, \"scripts\": { \"build\": \"esbuild $(find app/frontend/js -name '*.js') --bundle --outdir=app/assets/builds\", \"build:css\": \"sass ./app/frontend/app.scss:./app/assets/builds/app.css\" } }\n",
        "app/frontend/js/menu.js": "import \"./copy.js\"\n",
    ]) { $1 }

    private func packageJSON(build: String) -> [String: String] {
        ["package.json": "{ \"dependencies\": { \"leaflet\": \"1.9\" }, \"scripts\": { \"build\": \"\(build)\" } }\n"]
    }

    /// esbuild or `bun build` beside Vite, with entry points read (a `find`, a glob, files):
    /// a folder neither reaches is never loaded; one either reaches is loaded.
    @Test func aBuildScriptsEntryPointsAreReadBesideVite() {
        let found = catalog(Self.esbuildBesideVite)
        #expect(found.unreachedFolders.map(\.folder) == ["app/javascript/controllers"])
        #expect(found.unreachedFolders.first?.entryPoints.contains("app/frontend/js/menu.js") == true)
        let unreached: [(String, String)] = [
            ("a glob", "esbuild app/frontend/js/*.* --bundle --sourcemap --outdir=app/assets/builds"),
            ("files", "yarn esbuild ./app/frontend/js/menu.js app/frontend/js/copy.js --bundle"),
            ("bun build", "bun build ./app/frontend/js/menu.js --outdir ./app/assets/builds --minify"),
            ("find of files", "esbuild $(find ./app/frontend/js -type f -name '*.js') --bundle && sass x.scss y.css"),
        ]
        for (name, build) in unreached {
            #expect(catalog(Self.esbuildBesideVite.merging(packageJSON(build: build)) { $1 }).unreachedFolders.map(\.folder) == ["app/javascript/controllers"], "\(name)")
        }
        let unknown: [(String, String)] = [
            ("reaches it", "esbuild app/javascript/*.* --bundle"),
            ("bun reaches it", "bun build ./app/javascript/application.js --outdir ./app/assets/builds"),
            ("a configuration file", "node esbuild.config.mjs"),
            ("a shell variable", "esbuild $ENTRY --bundle"),
            ("rollup", "rollup -c --bundleConfigAsCjs"),
            ("webpack", "webpack --config webpack.config.js"),
            ("another find test", "esbuild $(find app/frontend/js -path '*x*') --bundle"),
            ("a file that is not there", "esbuild app/frontend/js/gone.js --bundle"),
            ("a value bun's option may take", "bun build --outdir ./app/assets/builds"),
        ]
        for (name, build) in unknown {
            let found = catalog(Self.esbuildBesideVite.merging(packageJSON(build: build)) { $1 })
            #expect(found.unreachedFolders.isEmpty, "\(name)")
        }
        // jsbundling-rails with no build script read: its build may load anything.
        #expect(catalog(Self.esbuildBesideVite.merging(["package.json": "{ \"dependencies\": { \"leaflet\": \"1.9\" } }\n"]) { $1 }).unreachedFolders.isEmpty)
    }

    /// Sprockets serves `javascript_include_tag` only what its manifest links: a layout that
    /// includes the built bundle does not load a folder the manifest does not link.
    @Test func aSprocketsIncludeTagLoadsOnlyWhatTheManifestLinks() {
        let sprockets = Self.esbuildBesideVite.merging([
            "Gemfile.lock": "GEM\n  specs:\n    jsbundling-rails (1.3.0)\n    sprockets-rails (3.4.2)\n    vite_rails (3.0.19)\n",
            "app/assets/config/manifest.js": "//= link_tree ../images\n//= link_tree ../builds\n//= link application.css\n",
            "app/views/layouts/admin.html.erb": "<%= javascript_include_tag \"application\" %>\n",
            "config/initializers/assets.rb": "Rails.application.config.assets.version = \"1.0\"\n# Rails.application.config.assets.precompile += %w( admin.js )\n",
        ]) { $1 }
        #expect(catalog(sprockets).unreachedFolders.map(\.folder) == ["app/javascript/controllers"])
        let unknown: [(String, [String: String])] = [
            ("links the folder", ["app/assets/config/manifest.js": "//= link_tree ../builds\n//= link_tree ../../javascript .js\n"]),
            ("links a script by name", ["app/assets/config/manifest.js": "//= link controllers/hello_controller.js\n"]),
            ("precompiles more", ["config/initializers/assets.rb": "Rails.application.config.assets.precompile += %w( admin.js )\n"]),
            ("propshaft", ["Gemfile.lock": "GEM\n  specs:\n    jsbundling-rails (1.3.0)\n    propshaft (1.0)\n    sprockets-rails (3.4.2)\n    vite_rails (3.0.19)\n"]),
            ("no manifest", ["app/assets/config/manifest.js": ""]),
        ]
        for (name, change) in unknown {
            var files = sprockets.merging(change) { $1 }
            if change["app/assets/config/manifest.js"] == "" { files.removeValue(forKey: "app/assets/config/manifest.js") }
            #expect(catalog(files).unreachedFolders.isEmpty, "\(name)")
        }
    }

    @Test func aShellLineSplitsIntoCommandsAndWords() {
        #expect(BundlerScripts.commands(in: "A=1 esbuild $(find app -name '*.js') --bundle && sass 'a b.scss' c.css; x | y") == [
            ["A=1", "esbuild", "$(find app -name '*.js')", "--bundle"], ["sass", "a b.scss", "c.css"], ["x"], ["y"],
        ])
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
