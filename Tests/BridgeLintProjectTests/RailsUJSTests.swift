import Testing
@testable import BridgeLintProject

/// A real app keeps Rails UJS next to Turbo (`import Rails from "@rails/ujs"; Rails.start()`),
/// so its `link_to ..., method: :delete` links work.
@Suite struct RailsUJSTests {
    @Test(arguments: [
        ("import Rails from \"@rails/ujs\"\nRails.start()", true),
        ("import '@rails/ujs'", true),
        ("require(\"@rails/ujs\").start()", true),
        ("//= require jquery\n//= require jquery_ujs\n//= require_tree .", true),
        ("// import Rails from \"@rails/ujs\"\nimport \"@hotwired/turbo-rails\"", false),
        ("const note = \"we dropped @rails/ujs\"", false),
        ("import \"@hotwired/turbo-rails\"", false),
    ])
    func detectsUJS(source: String, loads: Bool) {
        #expect(RailsUJS.loadsUJS(Array(source.utf8)) == loads)
    }

    @Test func findsTheEntryPointOfTheAppOrOfARailsAppInASubfolder() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/application.js", "import \"@hotwired/turbo-rails\"\nimport Rails from \"@rails/ujs\"\nRails.start()\n")
        #expect(RailsUJS.loaders(files: RepositoryFiles.walk(root: folder.path), controllerFolders: Configuration.defaultControllerPaths) == ["app/javascript/application.js"])

        let nested = TemporaryFolder()
        nested.write("web/config/application.rb", "module Web; class Application < Rails::Application; end; end\n")
        nested.write("web/app/assets/javascripts/application.js", "//= require rails-ujs\n")
        #expect(RailsUJS.loaders(files: RepositoryFiles.walk(root: nested.path), controllerFolders: ["web/app/javascript/controllers"]) == ["web/app/assets/javascripts/application.js"])
        #expect(RailsUJS.loaders(files: RepositoryFiles.walk(root: nested.path), controllerFolders: Configuration.defaultControllerPaths).isEmpty)
    }

    /// Webpacker's configured entry points are read wherever `config/webpacker.yml` puts them
    /// (`source_path: app/frontend`), in TypeScript too; a script outside them is none.
    @Test func findsUJSInTheEntryPointsWebpackerNames() {
        let folder = TemporaryFolder()
        folder.write("config/webpacker.yml", "default: &default\n  source_path: app/frontend\n  source_entry_path: packs\n")
        folder.write("app/frontend/packs/application.ts", "import Rails from '@rails/ujs'\nRails.start()\n")
        folder.write("app/frontend/lib/unused.js", "import '@rails/ujs'\n")
        #expect(RailsUJS.loaders(files: RepositoryFiles.walk(root: folder.path), controllerFolders: Configuration.defaultControllerPaths) == ["app/frontend/packs/application.ts"])
    }

    /// A pack written in ERB (`application.js.erb`, built by Webpacker's erb loader) under a
    /// `source_path` of `app/` other than `app/javascript` loads UJS for the app's own pages.
    @Test func findsUJSInAnERBPackOfAnotherSourcePath() {
        let folder = TemporaryFolder()
        folder.write("config/webpacker.yml", "default: &default\n  source_path: app/webpacker\n  source_entry_path: packs\n  extensions:\n    - .erb\n    - .js\n")
        folder.write("app/webpacker/packs/application.js.erb", "import '../src/admin.js';\nrequire(\"@rails/ujs\").start()\nconst key = '<%= Rails.application.credentials.key %>';\n")
        let loaders = RailsUJS.loaders(files: RepositoryFiles.walk(root: folder.path), controllerFolders: Configuration.defaultControllerPaths)
        #expect(loaders == ["app/webpacker/packs/application.js.erb"])
        #expect(RailsUJS.loader(servingTemplateAt: "app/views/rooms/show.html.erb", among: loaders) != nil)
    }

    /// An engine has no app entry point of its own: the manifest its install generator copies
    /// into the host app, or its dummy app's pack, says whether its links run under UJS.
    @Test func findsUJSInAnEnginesGeneratorManifestAndDummyApp() {
        let engine = TemporaryFolder()
        engine.write("shop.gemspec", "Gem::Specification.new { |s| s.name = \"shop\" }\n")
        engine.write("app/views/shop/items/index.html.erb", "<p></p>\n")
        engine.write("lib/generators/shop/install/templates/vendor/assets/javascripts/shop/admin/all.js", "//= require jquery3\n//= require rails-ujs\n")
        #expect(RailsUJS.loaders(files: RepositoryFiles.walk(root: engine.path), controllerFolders: Configuration.defaultControllerPaths) == ["lib/generators/shop/install/templates/vendor/assets/javascripts/shop/admin/all.js"])

        let dummy = TemporaryFolder()
        dummy.write("Gemfile", "source \"https://rubygems.org\"\n")
        dummy.write("app/views/kit/home.html.erb", "<p></p>\n")
        dummy.write("spec/dummy/config/application.rb", "module Dummy; class Application < Rails::Application; end; end\n")
        dummy.write("spec/dummy/app/javascript/packs/application.js", "require(\"@rails/ujs\").start()\n")
        #expect(RailsUJS.loaders(files: RepositoryFiles.walk(root: dummy.path), controllerFolders: Configuration.defaultControllerPaths) == ["spec/dummy/app/javascript/packs/application.js"])
    }

    /// A dummy app's pack serves the dummy app's pages only: the engine's own templates (and a
    /// main app's, beside an engine's test app) do not run it.
    @Test(arguments: [
        ("app/javascript/application.js", "app/views/a.html.erb", true),
        ("spec/dummy/app/javascript/packs/application.js", "spec/dummy/app/views/a.html.erb", true),
        ("spec/dummy/app/javascript/packs/application.js", "app/views/a.html.erb", false),
        ("lib/kit/test/dummy/app/assets/javascripts/application.js", "app/views/a.html.erb", false),
        ("lib/generators/shop/install/templates/vendor/assets/javascripts/shop/all.js", "app/views/shop/a.html.erb", true),
        ("engines/shop/lib/generators/shop/templates/vendor/assets/javascripts/shop/all.js", "app/views/a.html.erb", false),
    ])
    func servesTheTemplatesOfItsOwnApp(loader: String, template: String, serves: Bool) {
        #expect((RailsUJS.loader(servingTemplateAt: template, among: [loader]) != nil) == serves)
    }

    /// Only what names an app's dependencies says it runs Turbo: an engine's own gemspec (host
    /// apps are elsewhere), an app's Gemfile, lockfile, package.json, importmap or layout.
    @Test(arguments: [
        ("shop_admin.gemspec", "Gem::Specification.new do |s|\n  s.add_dependency \"jquery-rails\"\nend\n", false),
        ("shop_admin.gemspec", "Gem::Specification.new do |s|\n  s.add_dependency \"turbo-rails\"\nend\n", true),
        ("Gemfile.lock", "GEM\n  specs:\n    turbolinks (5.2.1)\n    jquery-rails (4.6.0)\n", false),
        ("Gemfile.lock", "GEM\n  specs:\n    turbo-rails (2.0.11)\n", true),
        ("Gemfile", "gem \"turbo-rails\"\n", true),
        ("package.json", "{\"dependencies\": {\"@hotwired/turbo\": \"^8.0.0\"}}", true),
        ("package.json", "{\"dependencies\": {\"turbolinks\": \"^5.2.0\"}}", false),
        ("config/importmap.rb", "pin \"@hotwired/turbo-rails\", to: \"turbo.min.js\"\n", true),
        ("app/views/layouts/application.html.erb", "<script type=\"module\" src=\"https://cdn.jsdelivr.net/npm/@hotwired/turbo@8/dist/turbo.es2017-esm.js\"></script>\n", true),
    ] as [(String, String, Bool)])
    func whatNamesAnAppsDependenciesSaysItRunsTurbo(path: String, text: String, namesTurbo: Bool) {
        let folder = TemporaryFolder()
        folder.write("app/views/a.html.erb", "<p></p>\n")
        folder.write(path, text)
        #expect(TurboDependency.isNamed(files: RepositoryFiles.walk(root: folder.path), app: "") == namesTurbo)
    }

    /// Turbo runs on an app's pages only where a script or a layout loads it: its module or global
    /// named outside a comment, Sprockets' directive, a vendored copy, a script tag naming it.
    /// Naming it as a dependency, or handling its markup by hand, loads nothing.
    @Test(arguments: [
        ("app/javascript/application.js", "import \"@hotwired/turbo-rails\"\nimport \"./controllers\"\n", true),
        ("app/javascript/application.js", "//import \"@hotwired/turbo-rails\"\nimport \"./controllers\"\n", false),
        ("app/frontend/entrypoints/application.ts", "/* import '@hotwired/turbo' */\nimport '../controllers'\n", false),
        ("app/assets/javascripts/application.js", "//= require rails-ujs\n//= require turbo\n", true),
        ("app/assets/javascripts/application.js", "// require turbo\n//= require jquery\n", false),
        ("app/assets/builds/application.js", "(()=>{window.Turbo=Ot;})();\n", true),
        ("app/javascript/controllers/poll_controller.js", "fetch(url, { headers: { Accept: \"text/vnd.turbo-stream.html\" } })\ndocument.querySelector(\"turbo-frame#feed\")\n", false),
        ("vendor/javascript/turbo.min.js", "!function(){}()\n", true),
        ("app/views/layouts/application.html.erb", "<%= javascript_include_tag \"application\", \"data-turbo-track\": \"reload\" %>\n", false),
        ("app/views/layouts/application.html.erb", "<%= javascript_include_tag \"turbo\", \"data-turbo-track\": \"reload\" %>\n", true),
        ("app/views/layouts/application.html.erb", "<script type=\"module\" src=\"https://cdn.jsdelivr.net/npm/@hotwired/turbo@8/dist/turbo.es2017-esm.js\"></script>\n", true),
        ("Gemfile", "gem \"turbo-rails\"\n", false),
    ] as [(String, String, Bool)])
    func whatLoadsTurboOnAnAppsPages(path: String, text: String, loadsTurbo: Bool) {
        let folder = TemporaryFolder()
        folder.write("app/views/a.html.erb", "<p></p>\n")
        folder.write("app/javascript/controllers/hello_controller.js", "export default class {}\n")
        folder.write(path, text)
        #expect(TurboDependency.isLoaded(files: RepositoryFiles.walk(root: folder.path), app: "") == loadsTurbo)
    }

    /// An app without a script of its own is loaded by what the repository does not hold.
    @Test func anAppWithoutScriptsMayRunTurbo() {
        let folder = TemporaryFolder()
        folder.write("app/views/a.html.erb", "<p></p>\n")
        folder.write("Gemfile", "gem \"turbo-rails\"\n")
        #expect(TurboDependency.isLoaded(files: RepositoryFiles.walk(root: folder.path), app: ""))
    }

    /// An engine's Gemfile is its development bundle (its dummy app's), not what host apps run.
    @Test func anEnginesGemfileDoesNotSayItsHostsRunTurbo() {
        let engine = TemporaryFolder()
        engine.write("shop_admin.gemspec", "Gem::Specification.new do |s|\n  s.add_dependency \"jquery-rails\"\nend\n")
        engine.write("Gemfile.lock", "GEM\n  specs:\n    turbo-rails (2.0.11)\n")
        engine.write("app/views/shop/admin/index.html.erb", "<p></p>\n")
        #expect(!TurboDependency.isNamed(files: RepositoryFiles.walk(root: engine.path), app: ""))
    }

    /// A script that merely sits in the app (a controller that mentions UJS in a string, a
    /// vendored copy of UJS itself) does not start it.
    @Test func ignoresScriptsOutsideEntryPointsAndManifests() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/legacy/links_controller.js", "import Rails from \"@rails/ujs\"\n")
        folder.write("lib/tasks/assets/ujs.js", "//= require rails-ujs\n")
        #expect(RailsUJS.loaders(files: RepositoryFiles.walk(root: folder.path), controllerFolders: Configuration.defaultControllerPaths).isEmpty)
    }
}

/// Every way an app loads Rails UJS or jquery-ujs, and silence where its entry points cannot be read.
@Suite struct RailsUJSLoadingTests {
    private func evidence(_ files: [String: String], app: String = "") -> RailsUJS.Evidence {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        return RailsUJS.evidence(files: RepositoryFiles.walk(root: folder.path), app: app,
                                 controllerFolders: Configuration.defaultControllerPaths.map { app + $0 })
    }

    @Test func viteEntryPointsDefaultAndConfiguredAndNamedInTheConfig() {
        #expect(evidence(["app/frontend/entrypoints/application.ts": "import Rails from \"@rails/ujs\"\nRails.start()\n"]).loaders
            == ["app/frontend/entrypoints/application.ts"])
        #expect(evidence([
            "config/vite.json": "{\"all\": {\"sourceCodeDir\": \"frontend\", \"entrypointsDir\": \"packs\"}}",
            "frontend/packs/admin.js": "require(\"@rails/ujs\").start()\n",
        ]).loaders == ["frontend/packs/admin.js"])
        #expect(evidence([
            "vite.config.mts": "export default { build: { rollupOptions: { input: { admin: \"client/admin.js\" } } } }\n",
            "client/admin.js": "import \"jquery-ujs\"\n",
        ]).loaders == ["client/admin.js"])
    }

    @Test func whatAnEntryPointImportsCounts() {
        #expect(evidence([
            "app/javascript/application.js": "import \"@hotwired/turbo-rails\"\nimport \"./setup/legacy\"\n",
            "app/javascript/setup/legacy.js": "import Rails from \"@rails/ujs\"\nRails.start()\n",
        ]).loaders == ["app/javascript/setup/legacy.js"])
    }

    @Test func sprocketsManifestsInJavaScriptAndCoffeeScript() {
        #expect(evidence(["app/assets/javascripts/application.js": "//= require jquery\n//= require jquery_ujs\n"]).loaders
            == ["app/assets/javascripts/application.js"])
        #expect(evidence(["app/assets/javascripts/application.js.coffee": "#= require jquery\n#= require rails-ujs\n"]).loaders
            == ["app/assets/javascripts/application.js.coffee"])
    }

    @Test func aGemThatShipsUJSInTheBundle() {
        let lockfile = "GEM\n  remote: https://rubygems.org/\n  specs:\n    activeadmin (3.2.0)\n      jquery-rails (>= 4.2)\n    jquery-rails (4.6.0)\n\nDEPENDENCIES\n  activeadmin\n"
        #expect(evidence(["Gemfile.lock": lockfile]).loaders == ["Gemfile.lock"])
        #expect(evidence(["Gemfile.lock": "GEM\n  specs:\n    turbo-rails (2.0.0)\n"]).loaders.isEmpty)
        // No lockfile committed: the Gemfile says.
        #expect(evidence(["Gemfile": "source \"https://rubygems.org\"\ngem \"jquery-rails\"\n"]).loaders == ["Gemfile"])
        #expect(evidence(["Gemfile": "gem \"turbo-rails\"\n"]).loaders.isEmpty)
        // A Sprockets manifest with ERB in it (CodeTriage's application.js.erb).
        #expect(evidence(["app/assets/javascripts/application.js.erb": "//= require jquery\n//= require jquery_ujs\n"]).loaders
            == ["app/assets/javascripts/application.js.erb"])
    }

    @Test func aStandaloneCopyVendoredOrPublic() {
        let copy = "(function(){ var linkClickSelector = 'a[data-confirm], a[data-method], a[data-remote]'; })();\n"
        #expect(evidence(["public/javascripts/rails.js": copy]).loaders == ["public/javascripts/rails.js"])
        #expect(evidence(["vendor/javascript/rails-ujs.min.js": copy]).loaders == ["vendor/javascript/rails-ujs.min.js"])
        #expect(RailsUJS.evidence(files: RepositoryFiles(root: "/nowhere", paths: []), controllerFolders: []).loader(servingTemplateAt: "app/views/a.html.erb") == nil)
        #expect(RailsUJS.Evidence(loaders: ["public/javascripts/rails.js"]).loader(servingTemplateAt: "app/views/a.html.erb") != nil)
        #expect(RailsUJS.Evidence(loaders: ["web/vendor/javascript/rails-ujs.js"]).loader(servingTemplateAt: "app/views/a.html.erb") == nil)
    }

    /// ActiveAdmin's own layout loads UJS: the templates it renders (its partial overrides,
    /// the views of its `admin` namespace) may use `data-method`; the app's other pages may not.
    @Test func aGemsLayoutLoadsItOnThePagesItRenders() {
        let found = evidence(["Gemfile.lock": "GEM\n  specs:\n    activeadmin (4.0.0.beta22)\n"])
        #expect(found.loaders.isEmpty)
        #expect(found.loader(servingTemplateAt: "app/views/active_admin/_site_header.html.erb") == "Gemfile.lock")
        #expect(found.loader(servingTemplateAt: "app/views/admin/posts/_form.html.erb") == "Gemfile.lock")
        #expect(found.loader(servingTemplateAt: "app/views/posts/index.html.erb") == nil)
        #expect(evidence(["Gemfile.lock": "GEM\n  specs:\n    administrate (1.0.0)\n"]).loader(servingTemplateAt: "app/views/admin/a.html.erb") == nil)
    }

    @Test func anEntryPointThatCannotBeReadLeavesItUnknown() {
        let found = evidence(["app/javascript/application.js": "import \"@hotwired/turbo-rails\"\n\u{0}\u{1}binary"])
        #expect(found.loaders.isEmpty)
        #expect(found.unreadEntryPoints == ["app/javascript/application.js"])
        #expect(found.loader(servingTemplateAt: "app/views/a.html.erb") == "app/javascript/application.js")
    }
}
