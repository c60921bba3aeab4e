import Testing
@testable import BridgeLintProject

/// Which dependencies outside the repository may register Stimulus controllers (see
/// `UnreadDependencies`): what the lockfiles and the app's scripts prove, and nothing else.
@Suite struct UnreadDependenciesTests {
    private func find(_ files: [String: String]) -> [String] {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        return UnreadDependencies.find(files: RepositoryFiles.walk(root: folder.path), app: "").map(\.name)
    }

    static let lockfile = """
    GEM
      remote: https://rubygems.org/
      specs:
        hotwire_combobox (0.4.0)
          importmap-rails (>= 1.2)
          rails (>= 7.0.7.2)
          stimulus-rails (>= 1.2)
        importmap-rails (2.1.0)
        madmin (2.0.0)
          rails (>= 7.0)
        pagy (9.0.0)
        stimulus-rails (1.3.4)
          railties (>= 6.0.0)

    PATH
      remote: gems/ui
      specs:
        ui (0.1.0)
          stimulus-rails

    DEPENDENCIES
      hotwire_combobox
    """

    @Test func gemsThatShipJavaScriptForTheHostOrAreKnownToRegisterControllers() {
        let importmap = "config/importmap.rb"
        #expect(find(["Gemfile.lock": Self.lockfile, importmap: ""]) == ["hotwire_combobox", "madmin", "ui"])
        // A path gem whose source is in the repository is read instead.
        #expect(find(["Gemfile.lock": Self.lockfile, importmap: "", "gems/ui/lib/ui.rb": ""]) == ["hotwire_combobox", "madmin"])
        // Without an importmap, a gem's pins never reach the page; a gem known to register controllers still may.
        #expect(find(["Gemfile.lock": Self.lockfile]) == ["madmin"])
        // Administrate registers controllers from its own layout since 1.0 (0.x used jQuery).
        #expect(find(["Gemfile.lock": "GEM\n  specs:\n    administrate (1.0.0.beta3)\n      actionpack (>= 6.0)\n"]) == ["administrate"])
        #expect(find(["Gemfile.lock": "GEM\n  specs:\n    administrate (0.20.1)\n      actionpack (>= 6.0)\n"]).isEmpty)
        // Hotwire's own gems set Stimulus up; they register nothing.
        #expect(find(["Gemfile.lock": "GEM\n  specs:\n    hotwire-rails (0.1.3)\n      stimulus-rails\n      turbo-rails\n    pagy (9.0.0)\n", importmap: ""]).isEmpty)
    }

    @Test func gemsWhoseJavaScriptTheAppImportsByANameItsImportmapDoesNotPin() {
        let lockfile = "GEM\n  specs:\n    geo_search (6.0.0)\n      rails (>= 8)\n    pagy (9.0.0)\n    importmap-rails (2.1.0)\n"
        let importmap = "pin \"@hotwired/stimulus\", to: \"stimulus.min.js\"\npin_all_from \"app/javascript/controllers\", under: \"controllers\"\n"
        let entry = "app/javascript/application.js"
        // The gem's own importmap pins `geo-search` (`-` and `_` alike) and the page runs it.
        #expect(find(["Gemfile.lock": lockfile, "config/importmap.rb": importmap, entry: "import \"controllers\"\nimport \"geo-search\"\n"]) == ["geo_search"])
        #expect(find(["Gemfile.lock": lockfile, "config/importmap.rb": importmap, entry: "import Map from \"geo_search/map\"\nMap.start()\n"]) == ["geo_search"])
        // Pinned by the app itself (to a vendored file or a URL), or imported by no script: not the gem's.
        #expect(find(["Gemfile.lock": lockfile, "config/importmap.rb": importmap + "pin \"geo-search\", to: \"https://cdn.example/geo.js\"\n", entry: "import \"geo-search\"\n"]).isEmpty)
        #expect(find(["Gemfile.lock": lockfile, "config/importmap.rb": importmap, entry: "import \"controllers\"\n"]).isEmpty)
        // Without an importmap the gem's pins never reach the page.
        #expect(find(["Gemfile.lock": lockfile, entry: "import \"geo-search\"\n"]).isEmpty)
        // A name the app's own folder pins (`pin_all_from`, with or without `under:`) is the app's module.
        #expect(find(["Gemfile.lock": lockfile, "config/importmap.rb": importmap + "pin_all_from \"app/javascript/geo_search\", under: \"geo_search\"\n",
                      entry: "import Map from \"geo_search/map\"\nMap.start()\n", "app/javascript/geo_search/map.js": "export default {}\n"]).isEmpty)
        #expect(find(["Gemfile.lock": lockfile, "config/importmap.rb": importmap + "pin_all_from \"app/javascript/lib\"\n",
                      entry: "import Map from \"geo_search/map\"\nMap.start()\n", "app/javascript/lib/geo_search/map.js": "export default {}\n"]).isEmpty)
    }

    static let manifest = """
    {"dependencies": {"@hotwired/stimulus": "^3.2.2", "stimulus_reflex": "^3.5.0", "@stimulus-components/dialog": "^1.0.0", "lodash": "^4.17.21"}}
    """
    static let packageLock = """
    {"packages": {
      "node_modules/stimulus_reflex": {"version": "3.5.0", "dependencies": {"@hotwired/stimulus": "^3", "cable_ready": "^5"}},
      "node_modules/@stimulus-components/dialog": {"version": "1.0.0", "peerDependencies": {"@hotwired/stimulus": "^3"}},
      "node_modules/lodash": {"version": "4.17.21"}
    }}
    """

    @Test func npmPackagesThatDependOnStimulusAndAreHandedTheApplication() {
        let entry = """
        import { Application } from "@hotwired/stimulus"
        import StimulusReflex from "stimulus_reflex"
        import Dialog from "@stimulus-components/dialog"
        import debounce from "lodash/debounce"
        const application = Application.start()
        application.register("dialog", Dialog)
        StimulusReflex.initialize(application, { isolate: true })
        debounce(() => {}, 10)
        """
        let files = ["package.json": Self.manifest, "package-lock.json": Self.packageLock, "app/javascript/application.js": entry]
        // Dialog is only registered under a name the app writes; lodash does not depend on Stimulus.
        #expect(find(files) == ["stimulus_reflex"])
        // Not imported by any script: it registers nothing.
        #expect(find(files.merging(["app/javascript/application.js": "import Dialog from \"@stimulus-components/dialog\"\n"]) { $1 }).isEmpty)
        // A side-effect import runs the package's code.
        #expect(find(files.merging(["app/javascript/application.js": "import \"@stimulus-components/dialog\"\n"]) { $1 }) == ["@stimulus-components/dialog"])
    }

    @Test(arguments: [
        ("yarn.lock", "\"@stimulus-components/dialog@^1.0.0\":\n  version \"1.0.0\"\n  peerDependencies:\n    \"@hotwired/stimulus\" \"^3\"\n\nlodash@^4:\n  version \"4.17.21\"\n"),
        ("pnpm-lock.yaml", "packages:\n\n  '@stimulus-components/dialog@1.0.0':\n    resolution: {integrity: sha512-x}\n    peerDependencies:\n      '@hotwired/stimulus': ^3\n\n  lodash@4.17.21:\n    resolution: {integrity: sha512-y}\n"),
        ("node_modules/@stimulus-components/dialog/package.json", "{\"peerDependencies\": {\"@hotwired/stimulus\": \"^3\"}}"),
    ])
    func eachLockfileSaysWhatAPackageDependsOn(path: String, text: String) {
        let folder = TemporaryFolder()
        folder.write(path, text)
        let files = RepositoryFiles.walk(root: folder.path)
        #expect(UnreadDependencies.dependsOnStimulus("@stimulus-components/dialog", files: files, app: "") == true)
        #expect(UnreadDependencies.dependsOnStimulus("lodash", files: files, app: "") != true)
        #expect(UnreadDependencies.dependsOnStimulus("left-pad", files: files, app: "") == nil)
    }
}
