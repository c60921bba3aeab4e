import Foundation
import Testing

/// The result cache (`ResultCache`), through the built binary: it never changes what a run
/// prints, an unchanged template is not linted again, and each input invalidates exactly the
/// entries that depend on it. Which entries a run rewrote is read from the cache folder: an
/// entry is replaced (a new file renamed over the old) only when its template was linted again.
@Suite struct ResultCacheTests {
    private static let index = "app/views/pages/index.html.erb"
    private static let item = "app/views/pages/_item.html.erb"
    private static let about = "app/views/pages/about.html.erb"
    private static let templates: Set<String> = [index, item, about, "app/views/layouts/application.html.erb"]

    /// A page mounting `bridge--nav` around a partial that uses its target (whether the partial
    /// is in scope depends on the page: a finding across files), and a page with a typo.
    private func project() throws -> URL {
        try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\nend\n",
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/views/layouts/application.html.erb": "<body>\n  <%= yield %>\n</body>\n",
            Self.index: "<div data-controller=\"bridge--nav\">\n  <%= render \"pages/item\" %>\n</div>\n",
            Self.item: "<a href=\"/\" data-bridge--nav-target=\"item\">Home</a>\n",
            Self.about: "<div data-controller=\"bridge--nav\">\n  <a href=\"/about\" data-bridge--nav-target=\"iten\">About</a>\n</div>\n",
            "db/schema.rb": "ActiveRecord::Schema[7.1].define(version: 1) do\n  create_table \"posts\" do |t|\n    t.string \"title\"\n  end\nend\n",
        ])
    }

    private func check(_ root: URL, _ arguments: [String] = [], cache: URL) throws -> BinaryRunner.Result {
        try BinaryRunner.run(["check", "--format", "json"] + arguments, in: root, environment: ["BRIDGELINT_CACHE_DIR": cache.path])
    }

    private func uncached(_ root: URL) throws -> String {
        try BinaryRunner.run(["check", "--format", "json", "--no-cache"], in: root).standardOutput
    }

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-cache-test-\(UUID().uuidString)")
    }

    /// Template path -> identity of its entry file (inode), for every entry in `cache`.
    private func entries(_ cache: URL) throws -> [String: Int] {
        var found: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: cache.path)
        while let name = enumerator?.nextObject() as? String {
            guard name.hasSuffix(".json") else { continue }
            let path = cache.appendingPathComponent(name).path
            let data = try #require(FileManager.default.contents(atPath: path))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "entry \(name) is not a JSON object")
            let template = try #require(object["path"] as? String)
            found[template] = try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
        }
        return found
    }

    /// Runs again after `change` and returns the templates linted again.
    private func relinted(after change: (URL) throws -> Void, in root: URL, cache: URL) throws -> Set<String> {
        let before = try entries(cache)
        try change(root)
        let result = try check(root, cache: cache)
        #expect(result.standardOutput == (try uncached(root)), "a cached run printed something else than an uncached one")
        let after = try entries(cache)
        return Set(after.keys.filter { before[$0] != after[$0] })
    }

    private func write(_ text: String, to path: String, in root: URL) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: false, encoding: .utf8)
    }

    private func append(_ text: String, to path: String, in root: URL) throws {
        let old = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        try write(old + text, to: path, in: root)
    }

    @Test func examplesPrintTheSameWithAndWithoutTheCache() throws {
        let cache = temporaryFolder()
        for app in ["todo-app", "clean-app", "monorepo-app"] {
            for format in ["text", "json", "sarif"] {
                let arguments = ["check", "Examples/\(app)", "--format", format]
                let plain = try BinaryRunner.run(arguments + ["--no-cache"])
                let cold = try BinaryRunner.run(arguments, environment: ["BRIDGELINT_CACHE_DIR": cache.path])
                let warm = try BinaryRunner.run(arguments, environment: ["BRIDGELINT_CACHE_DIR": cache.path])
                #expect(cold.standardOutput == plain.standardOutput, "\(app) \(format): first cached run differs")
                #expect(warm.standardOutput == plain.standardOutput, "\(app) \(format): second cached run differs")
                #expect(cold.standardError == plain.standardError && warm.standardError == plain.standardError)
                #expect(cold.exitCode == plain.exitCode && warm.exitCode == plain.exitCode)
            }
        }
        #expect(try entries(cache).count > 20)
    }

    @Test func anUnchangedProjectIsNotLintedAgain() throws {
        let (root, cache) = (try project(), temporaryFolder())
        let first = try check(root, cache: cache)
        #expect(first.standardOutput == (try uncached(root)))
        #expect(Set(try entries(cache).keys) == Self.templates)
        #expect(try relinted(after: { _ in }, in: root, cache: cache).isEmpty)
    }

    /// A cache folder inside the repository is no file of it (its `CACHEDIR.TAG` says so):
    /// the run after the first one finds the same file list, so it lints nothing again.
    @Test func aCacheFolderInsideTheRepositoryIsNotPartOfIt() throws {
        let root = try project()
        let cache = root.appendingPathComponent("tmp-lint/cache")
        _ = try check(root, cache: cache)
        #expect(Set(try entries(cache).keys) == Self.templates)
        #expect(try relinted(after: { _ in }, in: root, cache: cache).isEmpty)
    }

    @Test func aChangedTemplateIsLintedAgainWithTheTemplatesThatAskedAboutIt() throws {
        let (root, cache) = (try project(), temporaryFolder())
        _ = try check(root, cache: cache)
        // The page and the layout asked nothing about other templates: they stay. The partial's
        // scope was judged through the pages rendering it, so any template's change lints it again.
        #expect(try relinted(after: { try append("<p>more</p>\n", to: Self.about, in: $0) }, in: root, cache: cache) == [Self.about, Self.item])
        #expect(try relinted(after: { try write("<div>\n  <%= render \"pages/item\" %>\n</div>\n", to: Self.index, in: $0) }, in: root, cache: cache)
            == [Self.index, Self.item])
    }

    @Test func editingAnotherTemplateChangesACachedCrossFileFinding() throws {
        let (root, cache) = (try project(), temporaryFolder())
        let before = try check(root, cache: cache).standardOutput
        #expect(!before.contains("stimulus-out-of-scope"))
        try write("<div>\n  <%= render \"pages/item\" %>\n</div>\n", to: Self.index, in: root)
        let after = try check(root, cache: cache).standardOutput
        #expect(after.contains("stimulus-out-of-scope") && after.contains("_item.html.erb"), "\(after)")
    }

    @Test func aChangedControllerSchemaOrConfigurationRelintsEveryTemplate() throws {
        let (root, cache) = (try project(), temporaryFolder())
        _ = try check(root, cache: cache)
        let all = Self.templates
        let controller = TemporaryProject.navController.replacingOccurrences(of: "[\"item\"]", with: "[\"item\", \"iten\"]")
        #expect(try relinted(after: { try write(controller, to: TemporaryProject.navControllerPath, in: $0) }, in: root, cache: cache) == all)
        #expect(!(try check(root, cache: cache).standardOutput.contains("iten")), "the typo became a declared target")
        #expect(try relinted(after: { try append("# a comment\n", to: "db/schema.rb", in: $0) }, in: root, cache: cache) == all)
        #expect(try relinted(after: { try write("rules:\n  stimulus-unknown-target: off\n", to: ".bridgelint.yml", in: $0) }, in: root, cache: cache) == all)
        #expect(try relinted(after: { _ in }, in: root, cache: cache).isEmpty)
    }

    @Test func aCorruptOrForeignEntryIsIgnoredAndRewritten() throws {
        let (root, cache) = (try project(), temporaryFolder())
        let expected = try check(root, cache: cache).standardOutput
        let files = try #require(FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String]).filter { $0.hasSuffix(".json") }
        #expect(files.count == Self.templates.count)
        for (number, name) in files.enumerated() {
            let garbage = ["{\"format\": 1, \"path\": 3}", "not json \u{0}\u{1}", "{\"diagnostics\": []}", ""][number]
            try garbage.write(to: cache.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        #expect(try check(root, cache: cache).standardOutput == expected)
        #expect(Set(try entries(cache).keys) == Self.templates, "every entry was rewritten whole")
    }

    @Test func twoRunsAtOnceLeaveAValidCache() throws {
        var files = [TemporaryProject.navControllerPath: TemporaryProject.navController]
        for index in 0..<80 { files["app/views/pages/_nav\(index).html.erb"] = "<div data-controller=\"bridge--nav\"><a data-bridge--nav-target=\"iten\">\(index)</a></div>\n" }
        let (root, cache) = (try TemporaryProject.make(files), temporaryFolder())
        try BinaryRunner.runTogether(2, ["check", "--quiet", "."], in: root, environment: ["BRIDGELINT_CACHE_DIR": cache.path])
        #expect(try entries(cache).count == 80, "every entry decodes")
        let leftovers = try #require(FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String]).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
        #expect(try relinted(after: { _ in }, in: root, cache: cache).isEmpty)
    }

    @Test func noCacheReadsAndWritesNothing() throws {
        let (root, cache) = (try project(), temporaryFolder())
        _ = try check(root, ["--no-cache"], cache: cache)
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        let both = try check(root, ["--no-cache", "--cache-dir", cache.path], cache: cache)
        #expect(both.exitCode == 2 && both.standardError.contains("contradict"))
    }

    /// As Ruff's cache: at the repository root by default, ignored by git through its own
    /// `.gitignore`; `--cache-dir` puts it elsewhere.
    @Test func theDefaultFolderIsAtTheRootAndIgnoredByGit() throws {
        let root = try project()
        _ = try BinaryRunner.run(["init", "-q"], in: root, tool: "git")
        let result = try BinaryRunner.run(["check", "."], in: root, environment: ["BRIDGELINT_CACHE_DIR": ""])
        #expect(result.exitCode == 1)
        let folder = root.appendingPathComponent(".bridgelint-cache")
        #expect(try String(contentsOf: folder.appendingPathComponent(".gitignore"), encoding: .utf8).contains("\n*\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("CACHEDIR.TAG").path))
        #expect(try entries(folder).count == Self.templates.count)
        let status = try BinaryRunner.run(["status", "--porcelain", "--untracked-files=all"], in: root, tool: "git")
        #expect(!status.standardOutput.contains(".bridgelint-cache"), "\(status.standardOutput)")
        let elsewhere = temporaryFolder()
        _ = try BinaryRunner.run(["check", ".", "--cache-dir", elsewhere.path], in: root)
        #expect(try entries(elsewhere).count == Self.templates.count)
    }
}
