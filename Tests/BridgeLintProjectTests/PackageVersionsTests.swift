import Testing
@testable import BridgeLintProject

/// Which version of an npm package an app runs, from each file that can say so.
@Suite struct PackageVersionsTests {
    private let package = "@hotwired/hotwire-native-bridge"

    private func version(_ files: [String: String], app: String = "") -> PackageVersion? {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        return PackageVersions(files: RepositoryFiles.walk(root: folder.path), app: app).version(of: package)
    }

    @Test func versionsAreOrderedAsNpmOrdersThem() {
        #expect(SemanticVersion("1.2.2-beta.1")! < SemanticVersion("1.2.2")!)
        #expect(SemanticVersion("1.0.0")! < SemanticVersion("1.2")!)
        #expect(SemanticVersion("v1.10.0")! > SemanticVersion("1.9.9")!)
        #expect(SemanticVersion("latest") == nil)
    }

    @Test(arguments: [
        ("package-lock.json", "{\"lockfileVersion\": 3, \"packages\": {\"node_modules/@hotwired/hotwire-native-bridge\": {\"version\": \"1.2.2\"}}}", "1.2.2"),
        ("package-lock.json", "{\"lockfileVersion\": 1, \"dependencies\": {\"@hotwired/hotwire-native-bridge\": {\"version\": \"1.0.0\"}}}", "1.0.0"),
        ("yarn.lock", "\"@hotwired/stimulus@^3.2.2\":\n  version \"3.2.2\"\n\n\"@hotwired/hotwire-native-bridge@^1.2.0\", \"@hotwired/hotwire-native-bridge@^1.2.1\":\n  version \"1.2.1\"\n", "1.2.1"),
        ("yarn.lock", "\"@hotwired/hotwire-native-bridge@npm:^1.2.2\":\n  version: 1.2.2\n  resolution: \"@hotwired/hotwire-native-bridge@npm:1.2.2\"\n", "1.2.2"),
        ("pnpm-lock.yaml", "packages:\n\n  '@hotwired/hotwire-native-bridge@1.2.2':\n    resolution: {integrity: sha512-x}\n", "1.2.2"),
        ("bun.lock", "{\n  \"packages\": {\n    \"@hotwired/hotwire-native-bridge\": [\"@hotwired/hotwire-native-bridge@1.0.0\", \"\", {}, \"sha512-x\"],\n  }\n}\n", "1.0.0"),
        ("config/importmap.rb", "pin \"@hotwired/hotwire-native-bridge\", to: \"https://cdn.jsdelivr.net/npm/@hotwired/hotwire-native-bridge@1.2.2/dist/hotwire-native-bridge.js\"\n", "1.2.2"),
        ("config/importmap.rb", "pin \"@hotwired/hotwire-native-bridge\", to: \"@hotwired--hotwire-native-bridge.js\" # @1.0.0\n", "1.0.0"),
        ("vendor/javascript/@hotwired--hotwire-native-bridge.js", "// @hotwired/hotwire-native-bridge@1.2.2 downloaded from https://ga.jspm.io/npm:@hotwired/hotwire-native-bridge@1.2.2/dist/hotwire-native-bridge.js\n", "1.2.2"),
    ])
    func eachFileThatPinsTheVersion(path: String, text: String, expected: String) {
        let found = version([path: text])
        #expect(found?.version == SemanticVersion(expected), "\(path)")
        #expect(found?.source == path)
        #expect(found?.isLowerBound == false)
    }

    @Test func packageJSONGivesALowerBoundAndLockfilesWin() {
        let manifest = "{\"dependencies\": {\"@hotwired/hotwire-native-bridge\": \"^1.2.2\"}}"
        #expect(version(["package.json": manifest]) == PackageVersion(version: SemanticVersion("1.2.2")!, source: "package.json", isLowerBound: true))
        #expect(version(["package.json": "{\"dependencies\": {\"@hotwired/hotwire-native-bridge\": \"latest\"}}"]) == nil)
        #expect(version(["package.json": manifest, "yarn.lock": "\"@hotwired/hotwire-native-bridge@^1.2.2\":\n  version \"1.2.3\"\n"])?.version == SemanticVersion("1.2.3"))
        #expect(version(["web/package-lock.json": "{\"packages\": {\"node_modules/@hotwired/hotwire-native-bridge\": {\"version\": \"1.2.2\"}}}"], app: "web/")?.source == "web/package-lock.json")
        #expect(version(["config/importmap.rb": "pin \"@hotwired/stimulus\" # @3.2.2\n"]) == nil)
    }

    /// A package installed twice (the app asks for `^1.1.1`, a dependency for `^2.0.0`): the
    /// version is the one whose entry names the app's own range; with no range of the app's to
    /// choose by, the lockfile does not say, and package.json's lower bound stands.
    @Test func aPackageInstalledTwiceIsTheOneTheAppAsksFor() {
        let lock = "stimulus@^1.1.1:\n  version \"1.1.1\"\n\nstimulus@^2.0.0:\n  version \"2.0.0\"\n"
        func stimulus(_ files: [String: String]) -> PackageVersion? {
            let folder = TemporaryFolder()
            for (path, text) in files { folder.write(path, text) }
            return PackageVersions(files: RepositoryFiles.walk(root: folder.path), app: "").version(of: "stimulus")
        }
        for (range, expected) in [("^1.1.1", "1.1.1"), ("^2.0.0", "2.0.0")] {
            let found = stimulus(["yarn.lock": lock, "package.json": "{\"dependencies\": {\"stimulus\": \"\(range)\"}}"])
            #expect(found == PackageVersion(version: SemanticVersion(expected)!, source: "yarn.lock"), "\(range)")
        }
        #expect(stimulus(["yarn.lock": lock, "package.json": "{\"dependencies\": {\"stimulus\": \">=1.1\"}}"]) == PackageVersion(version: SemanticVersion("1.1.0")!, source: "package.json", isLowerBound: true))
        #expect(stimulus(["yarn.lock": lock]) == nil)
        #expect(stimulus(["yarn.lock": "\"stimulus@^2.0.0\", stimulus@^2.1:\n  version \"2.1.0\"\n"])?.version == SemanticVersion("2.1.0"))
    }

    /// Stimulus was `stimulus` before 3.0: the old name is read, and a package whose name merely
    /// ends in `stimulus` is not taken for it.
    @Test func stimulusUnderItsOldName() {
        let folder = TemporaryFolder()
        folder.write("yarn.lock", "stimulus-use@^0.50.0:\n  version \"0.50.0\"\n\nstimulus@^1.1.1:\n  version \"1.1.1\"\n")
        let files = RepositoryFiles.walk(root: folder.path)
        #expect(PackageVersions(files: files, app: "").version(of: "stimulus")?.version == SemanticVersion("1.1.1"))
        #expect(PackageVersions(files: files, app: "").version(of: "@hotwired/stimulus") == nil)
        #expect(StimulusPackage.names.first == "@hotwired/stimulus")
        #expect(SemanticVersion("1.1.1")! < StimulusPackage.targetAttributesVersion)
    }
}
