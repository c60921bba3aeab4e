import BridgeLintTestSupport
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

    /// The files beside the templates' entries: what the last model load read (`ModelRecord`)
    /// and the project rules' findings (`ProjectResults`).
    private static let projectFiles = ["model.bin", "project.json"]

    /// Whether the trace of system calls shows `path` opened (not only named on the command line).
    private static func opens(_ trace: String, _ path: String) -> Bool {
        trace.split(separator: "\n").contains { $0.contains("open") && $0.contains(path) }
    }

    private static func isEntry(_ name: String) -> Bool {
        name.hasSuffix(".json") && !projectFiles.contains { name.hasSuffix("/" + $0) }
    }

    private func temporaryFolder() -> URL {
        ScratchFolder.path("cache-test")
    }

    /// Template path -> identity of its entry file (inode), for every entry of a whole-project
    /// run in `cache`.
    private func entries(_ cache: URL) throws -> [String: Int] {
        var found: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: cache.path)
        while let name = enumerator?.nextObject() as? String {
            guard Self.isEntry(name) else { continue }
            let path = cache.appendingPathComponent(name).path
            let data = try #require(FileManager.default.contents(atPath: path))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "entry \(name) is not a JSON object")
            // The header line: format, template path, shown path, ..., "whole" for a whole-project run.
            let header = try #require(object["header"] as? String).split(separator: "\t", omittingEmptySubsequences: false)
            guard header.count > 6, header[6] == "whole" else { continue }
            let template = String(header[1])
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
        // scope was judged through the pages rendering it, so any template's change lints it again;
        // so is a page with a finding, which asked whether anything renders it.
        #expect(try relinted(after: { try append("<p>more</p>\n", to: Self.about, in: $0) }, in: root, cache: cache) == [Self.about, Self.item])
        #expect(try relinted(after: { try write("<div>\n  <%= render \"pages/item\" %>\n</div>\n", to: Self.index, in: $0) }, in: root, cache: cache)
            == [Self.index, Self.item, Self.about])
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

    /// The attributes the app's stylesheets select are part of the model (`StylesheetSelectors`):
    /// an edit that selects the misspelt target lints every template again, and its finding goes.
    @Test func aChangedStylesheetRelintsEveryTemplate() throws {
        let (root, cache) = (try project(), temporaryFolder())
        let stylesheet = "app/assets/stylesheets/application.css"
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/assets/stylesheets"), withIntermediateDirectories: true)
        try write("[data-bridge--nav-target=\"item\"] { color: red; }\n", to: stylesheet, in: root)
        #expect(try check(root, cache: cache).standardOutput.contains("iten"))
        let selected = "[data-bridge--nav-target=\"iten\"] { color: blue; }\n"
        #expect(try relinted(after: { try write(selected, to: stylesheet, in: $0) }, in: root, cache: cache) == Self.templates)
        #expect(!(try check(root, cache: cache).standardOutput.contains("iten")), "the stylesheet selects the target's value")
        #expect(try relinted(after: { _ in }, in: root, cache: cache).isEmpty)
    }

    /// While nothing the model was read from changed, a run whose findings are all cached reads
    /// no project source: not the controllers, not the schema (`ModelRecord`). A changed
    /// controller is read again.
    @Test func aWarmRunReadsNoProjectSourceUntilOneChanges() throws {
        let (root, cache) = (try project(), temporaryFolder())
        let environment = ["BRIDGELINT_CACHE_DIR": cache.path]
        let expected = try check(root, [Self.about], cache: cache).standardOutput
        guard let warm = try FileAccessTests.tracedRun(["check", "--format", "json", Self.about], in: root, environment: environment) else { return }
        #expect(Self.opens(warm, Self.about), "the trace shows the template being read: \(warm.prefix(2000))")
        for source in [TemporaryProject.navControllerPath, "db/schema.rb"] {
            #expect(!warm.contains(source), "\(warm.split(separator: "\n").filter { $0.contains(source) })")
        }
        #expect(try check(root, [Self.about], cache: cache).standardOutput == expected)

        try append("// changed\n", to: TemporaryProject.navControllerPath, in: root)
        guard let changed = try FileAccessTests.tracedRun(["check", "--format", "json", Self.about], in: root, environment: environment) else { return }
        #expect(changed.contains(TemporaryProject.navControllerPath), "the changed controller is read: \(changed.prefix(3000))")
    }

    /// A run over one file with a new cache reads what a run without cache reads: the parts of
    /// the model its template's rules ask for (here the controllers), not the schema and models
    /// (the cache used to read every part to key the entry by all of them), and says the same notes.
    @Test func aColdRunOverOneFileReadsAndSaysWhatAnUncachedRunDoes() throws {
        let (root, cache) = (try project(), temporaryFolder())
        // A model file that is not text: a note, said when the models are read.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/models"), withIntermediateDirectories: true)
        try write("class Post\u{0}\n", to: "app/models/post.rb", in: root)
        let uncached = try BinaryRunner.run(["check", "--format", "json", "--no-cache", Self.about], in: root)
        #expect(!uncached.standardError.contains("post.rb"), "\(uncached.standardError)")
        guard let cold = try FileAccessTests.tracedRun(["check", "--format", "json", Self.about], in: root,
                                                       environment: ["BRIDGELINT_CACHE_DIR": cache.path]) else { return }
        #expect(Self.opens(cold, TemporaryProject.navControllerPath), "the controllers are read: \(cold.prefix(3000))")
        // (`app/models/post.rb` is read as text, with the app's other Ruby, to know whether
        // anything renders the page, which has a finding; the models are not read as models:
        // no note about it, below.)
        #expect(!Self.opens(cold, "db/schema.rb"), "\(cold.split(separator: "\n").filter { $0.contains("db/schema.rb") })")
        let other = temporaryFolder()
        for _ in 0..<2 {
            let cached = try check(root, [Self.about], cache: other)
            #expect(cached.standardOutput == uncached.standardOutput)
            #expect(cached.standardError == uncached.standardError, "a cached run said other notes: \(cached.standardError)")
        }
        // A whole-project run reads every part, and says so.
        let whole = try check(root, cache: other)
        #expect(whole.standardError.contains("app/models/post.rb: not read"), "\(whole.standardError)")
        #expect(whole.standardError == (try BinaryRunner.run(["check", "--format", "json", "--no-cache"], in: root)).standardError)
    }

    /// A template's entry from a run over named files depends on the parts of the model its
    /// rules asked for: a page without a form is not linted again when the schema changes, a
    /// changed controller lints it again; a run over another file that reads more parts does
    /// not make the first file's entry stale. Each run prints what an uncached run prints.
    @Test func anEntryOfARunOverNamedFilesFollowsThePartsItsRulesAskedFor() throws {
        let (root, cache) = (try project(), temporaryFolder())
        let form = "app/views/pages/new.html.erb"
        try write("<%= form_with model: @post do |f| %>\n  <%= f.text_field :titel %>\n<% end %>\n", to: form, in: root)
        func statistics(_ file: String) throws -> String {
            let result = try BinaryRunner.run(["check", "--format", "json", file], in: root,
                                              environment: ["BRIDGELINT_CACHE_DIR": cache.path, "BRIDGELINT_CACHE_STATISTICS": "1"])
            let uncached = try BinaryRunner.run(["check", "--format", "json", "--no-cache", file], in: root)
            #expect(result.standardOutput == uncached.standardOutput, "a cached run printed something else than an uncached one")
            return try #require(result.standardError.split(separator: "\n").first { $0.hasPrefix("cache: ") }.map(String.init), "\(result.standardError)")
        }
        #expect(try statistics(Self.about).hasPrefix("cache: templates: 0 reused, 1 linted; model loaded"))
        try append("# a comment\n", to: "db/schema.rb", in: root)
        let schemaChanged = try statistics(Self.about)
        #expect(schemaChanged.hasPrefix("cache: templates: 1 reused, 0 linted; model not loaded"), "\(schemaChanged)")
        #expect(try statistics(form).hasPrefix("cache: templates: 0 reused, 1 linted; model loaded"))
        #expect(try statistics(form).hasPrefix("cache: templates: 1 reused, 0 linted; model not loaded"))
        let afterTheForm = try statistics(Self.about)
        #expect(afterTheForm.hasPrefix("cache: templates: 1 reused, 0 linted; model not loaded"), "\(afterTheForm)")
        try append("// changed\n", to: TemporaryProject.navControllerPath, in: root)
        let controllerChanged = try statistics(Self.about)
        #expect(controllerChanged.hasPrefix("cache: templates: 0 reused, 1 linted; model loaded"), "\(controllerChanged)")
        try append("# another\n", to: "db/schema.rb", in: root)
        let formAgain = try statistics(form)
        #expect(formAgain.hasPrefix("cache: templates: 0 reused, 1 linted; model loaded"), "the form reads the schema: \(formAgain)")
        #expect(try statistics(Self.about).hasPrefix("cache: templates: 1 reused, 0 linted; model not loaded"))
    }

    /// The project rules' findings come from the cache only while what they depend on holds:
    /// the controller uses of every template, the sources searched for names (a Ruby helper
    /// naming a controller), the controllers. Each step prints what an uncached run prints.
    @Test func projectFindingsFollowUsesMentionsAndControllers() throws {
        let (root, cache) = (try project(), temporaryFolder())
        let menu = "app/javascript/controllers/menu_controller.js"
        let helper = "app/helpers/menu_helper.rb"
        try write("import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n", to: menu, in: root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/helpers"), withIntermediateDirectories: true)
        try write("module MenuHelper\nend\n", to: helper, in: root)
        func cachedRunMatches(_ expectation: (String) -> Bool, _ comment: Comment) throws {
            let output = try check(root, cache: cache).standardOutput
            #expect(output == (try uncached(root)), "a cached run printed something else than an uncached one")
            #expect(expectation(output), comment)
        }
        try cachedRunMatches({ $0.contains("stimulus-unused-controller") }, "no template mounts `menu`")
        try cachedRunMatches({ $0.contains("stimulus-unused-controller") }, "still unused, from the cache")
        try write("module MenuHelper\n  def menu_data = { controller: \"menu\" }\nend\n", to: helper, in: root)
        try cachedRunMatches({ !$0.contains("stimulus-unused-controller") }, "a helper names `menu`")
        try write("module MenuHelper\nend\n", to: helper, in: root)
        try cachedRunMatches({ $0.contains("stimulus-unused-controller") }, "the helper no longer does")
        try write("<div data-controller=\"menu\"></div>\n", to: "app/views/pages/menu.html.erb", in: root)
        try cachedRunMatches({ !$0.contains("stimulus-unused-controller") }, "a template mounts `menu`")
        try FileManager.default.removeItem(at: root.appendingPathComponent(menu))
        try cachedRunMatches({ $0.contains("stimulus-unknown-controller") }, "the controller is gone")

        guard let warm = try FileAccessTests.tracedRun(["check", "--format", "json"], in: root, environment: ["BRIDGELINT_CACHE_DIR": cache.path]) else { return }
        #expect(!warm.contains(TemporaryProject.navControllerPath), "a warm whole-project run reads no controller: \(warm.prefix(3000))")
    }

    /// A template is not read while its size and time are those it had: an edit of the same
    /// size is seen by its time, and a file given a new time with the same bytes (a checkout)
    /// is read once, then no more.
    @Test func aTemplateIsReadAgainWhenItsTimeChanges() throws {
        let (root, cache) = (try project(), temporaryFolder())
        _ = try check(root, cache: cache)
        let fixed = try String(contentsOf: root.appendingPathComponent(Self.about), encoding: .utf8).replacingOccurrences(of: "iten", with: "item")
        #expect(try relinted(after: { try write(fixed, to: Self.about, in: $0) }, in: root, cache: cache).contains(Self.about))
        #expect(!(try check(root, cache: cache).standardOutput.contains("iten")))
        // A clean template: one with findings is read to show them.
        let later = Date(timeIntervalSinceNow: 60)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: root.appendingPathComponent(Self.index).path)
        let environment = ["BRIDGELINT_CACHE_DIR": cache.path]
        guard let touched = try FileAccessTests.tracedRun(["check", "--format", "json", Self.index], in: root, environment: environment) else { return }
        #expect(Self.opens(touched, Self.index), "the touched template is read: \(touched.prefix(3000))")
        guard let again = try FileAccessTests.tracedRun(["check", "--format", "json", Self.index], in: root, environment: environment) else { return }
        #expect(!Self.opens(again, Self.index), "then its entry knows the new time: \(again.prefix(3000))")
    }

    /// What a run in `root` took from its cache (the default one, inside the repository), as
    /// `BRIDGELINT_CACHE_STATISTICS` prints it; its output must be an uncached run's.
    private func statistics(_ root: URL) throws -> String {
        let result = try BinaryRunner.run(["check", "--format", "json"], in: root,
                                          environment: ["BRIDGELINT_CACHE_DIR": "", "BRIDGELINT_CACHE_STATISTICS": "1"])
        #expect(result.standardOutput == (try uncached(root)), "a cached run printed something else than an uncached one")
        return try #require(result.standardError.split(separator: "\n").first { $0.hasPrefix("cache: ") }.map(String.init), "\(result.standardError)")
    }

    /// The repository and its cache copied to another folder, every file with a new time (a
    /// fresh clone on a CI runner, the cache restored): every entry is keyed by content, so the
    /// next run lints nothing and does not read the model; it hashes each file once, and the run
    /// after it hashes none. A changed byte still lints again what depends on it.
    @Test func aCacheRestoredIntoAFreshCloneIsWarm() throws {
        let original = try project()
        _ = try BinaryRunner.run(["init", "-q"], in: original, tool: "git")
        #expect(try statistics(original).hasPrefix("cache: templates: 0 reused, 4 linted; model loaded"))
        #expect(try statistics(original).hasPrefix("cache: templates: 4 reused, 0 linted; model not loaded; project findings reused"))

        let clone = temporaryFolder()
        _ = try BinaryRunner.run(["-R", original.path, clone.path], in: original, tool: "cp")
        let later = Date(timeIntervalSinceNow: 120)
        let names = try #require(FileManager.default.enumerator(atPath: clone.path)?.allObjects as? [String])
        for name in names {
            try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: clone.appendingPathComponent(name).path)
        }
        let restored = try statistics(clone)
        #expect(restored.hasPrefix("cache: templates: 4 reused, 0 linted; model not loaded; project findings reused"), "\(restored)")
        #expect(!restored.hasSuffix(" 0 hashed"), "the new times were not known: \(restored)")
        let next = try statistics(clone)
        #expect(next.hasPrefix("cache: templates: 4 reused, 0 linted; model not loaded") && next.hasSuffix(" 0 hashed"), "\(next)")

        // One byte: the page is linted again, and the partial, whose scope was judged across files.
        try write(try String(contentsOf: clone.appendingPathComponent(Self.about), encoding: .utf8).replacingOccurrences(of: "About", with: "Abort"),
                  to: Self.about, in: clone)
        // Linting them reads the controllers, from their stored scans.
        let edited = try statistics(clone)
        #expect(edited.hasPrefix("cache: templates: 2 reused, 2 linted; model loaded (1 scans reused, 0 scanned)"), "\(edited)")
        try append("// changed\n", to: TemporaryProject.navControllerPath, in: clone)
        let controller = try statistics(clone)
        #expect(controller.hasPrefix("cache: templates: 0 reused, 4 linted; model loaded (1 scans reused, 1 scanned)"), "\(controller)")
    }

    /// A run over one file and a run over the whole project keep separate entries; a whole-project
    /// run removes those of deleted templates.
    @Test func entriesOfOneFileRunsStayAndThoseOfDeletedTemplatesGo() throws {
        let (root, cache) = (try project(), temporaryFolder())
        func entryCount() throws -> Int {
            try #require(FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String]).filter(Self.isEntry).count
        }
        _ = try check(root, cache: cache)
        _ = try check(root, [Self.about], cache: cache)
        #expect(try entryCount() == Self.templates.count + 1)
        #expect(try relinted(after: { _ in }, in: root, cache: cache).isEmpty, "the one-file run replaced no whole-project entry")
        try FileManager.default.removeItem(at: root.appendingPathComponent(Self.about))
        _ = try check(root, cache: cache)
        #expect(try entryCount() == Self.templates.count - 1)
    }

    @Test func aCorruptOrForeignEntryIsIgnoredAndRewritten() throws {
        let (root, cache) = (try project(), temporaryFolder())
        let expected = try check(root, cache: cache).standardOutput
        let names = try #require(FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String])
        let files = names.filter(Self.isEntry)
        #expect(files.count == Self.templates.count)
        let garbage = ["{\"header\": \"4\\tapp\"}", "not json \u{0}\u{1}", "{\"diagnostics\": []}", ""]
        for (number, name) in (files + names.filter { name in Self.projectFiles.contains { name.hasSuffix("/" + $0) } }).enumerated() {
            try garbage[number % garbage.count].write(to: cache.appendingPathComponent(name), atomically: false, encoding: .utf8)
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
