import BridgeLintTestSupport
import Foundation
import Testing

/// The stored controller scans (`SourceFactsStore`, `facts.bin` in the cache folder), through
/// the built binary: they never change what a run prints, and an unchanged store is not
/// written again. The template results are removed before the runs that must build the model,
/// so each of them lints with a model made from the stored scans.
@Suite struct SourceFactsCacheTests {
    private func temporaryFolder() -> URL {
        ScratchFolder.path("facts-test")
    }

    private func run(_ arguments: [String], in directory: URL = BinaryRunner.packageRoot, cache: URL?) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments + (cache == nil ? ["--no-cache"] : []), in: directory,
                             environment: ["BRIDGELINT_CACHE_DIR": cache?.path ?? ""])
    }

    /// The store files under `cache`, by path.
    private func factsFiles(_ cache: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String] ?? []
        return names.filter { $0.hasSuffix("/facts.bin") }.map { cache.appendingPathComponent($0).path }
    }

    /// The identity (inode) of each store file: a rewrite renames a new file into place.
    private func identities(_ cache: URL) throws -> [String: Int] {
        try Dictionary(uniqueKeysWithValues: factsFiles(cache).map { path in
            (path, try #require(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int))
        })
    }

    /// Removes the template results, keeping the stored scans.
    private func forgetResults(_ cache: URL) throws {
        let names = FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String] ?? []
        for name in names where name.hasSuffix(".json") { try FileManager.default.removeItem(at: cache.appendingPathComponent(name)) }
    }

    @Test func examplesPrintTheSameWithStoredScans() throws {
        for app in ["todo-app", "clean-app", "monorepo-app"] {
            let cache = temporaryFolder()
            for format in ["text", "json"] {
                let arguments = ["check", "Examples/\(app)", "--format", format]
                let plain = try run(arguments, cache: nil)
                let cold = try run(arguments, cache: cache)
                let stored = try identities(cache)
                #expect(!stored.isEmpty, "\(app): no facts stored")
                try forgetResults(cache)
                let warm = try run(arguments, cache: cache)
                #expect(cold.standardOutput == plain.standardOutput, "\(app) \(format): first cached run differs")
                #expect(warm.standardOutput == plain.standardOutput, "\(app) \(format): the run with stored scans differs")
                #expect(warm.standardError == plain.standardError && warm.exitCode == plain.exitCode)
                #expect(try identities(cache) == stored, "\(app): every scan was reused, so the store was not rewritten")
            }
        }
    }

    @Test func aTargetRenamedInAChangedControllerIsSeen() throws {
        let menu = "app/javascript/controllers/menu_controller.js"
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            menu: "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"entry\"]\n}\n",
            "app/views/pages/index.html.erb": "<div data-controller=\"menu\">\n  <a href=\"/\" data-menu-target=\"entry\">Home</a>\n</div>\n",
        ])
        let cache = temporaryFolder()
        #expect(!(try run(["check", "."], in: root, cache: cache).standardOutput.contains("stimulus-unknown-target")))
        let stored = try identities(cache)
        let renamed = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"item\"]\n}\n"
        try renamed.write(to: root.appendingPathComponent(menu), atomically: false, encoding: .utf8)
        let after = try run(["check", ".", "--format", "json"], in: root, cache: cache)
        #expect(after.standardOutput.contains("stimulus-unknown-target") && after.standardOutput.contains("`item`"), "\(after.standardOutput)")
        #expect(after.standardOutput == (try run(["check", ".", "--format", "json"], in: root, cache: nil)).standardOutput)
        #expect(try identities(cache) != stored, "the changed scan was stored")
    }

    @Test(arguments: ["garbage", "truncated", "empty"])
    func aDamagedStoreIsIgnoredAndRewritten(damage: String) throws {
        let cache = temporaryFolder()
        let arguments = ["check", "Examples/todo-app", "--format", "json"]
        let plain = try run(arguments, cache: nil)
        _ = try run(arguments, cache: cache)
        let path = try #require(factsFiles(cache).first)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let damaged: Data = switch damage {
        case "garbage": Data("not facts \u{0}\u{1}\u{2}\u{3}".utf8)
        case "truncated": bytes.prefix(bytes.count / 2)
        default: Data()
        }
        try damaged.write(to: URL(fileURLWithPath: path))
        try forgetResults(cache)
        #expect(try run(arguments, cache: cache).standardOutput == plain.standardOutput)
        let rewritten = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(rewritten.count > damaged.count || rewritten == bytes, "the store was written again")
        let identity = try identities(cache)
        try forgetResults(cache)
        #expect(try run(arguments, cache: cache).standardOutput == plain.standardOutput)
        #expect(try identities(cache) == identity, "the rewritten store is used as it is")
    }

    @Test func twoRunsAtOnceLeaveAValidStore() throws {
        var files: [String: String] = [:]
        for index in 0..<60 {
            files["app/javascript/controllers/c\(index)_controller.js"] = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  static targets = [\"t\(index)\"]\n}\n"
            files["app/views/pages/_p\(index).html.erb"] = "<div data-controller=\"c\(index)\"><a data-c\(index)-target=\"x\">\(index)</a></div>\n"
        }
        let (root, cache) = (try TemporaryProject.make(files), temporaryFolder())
        try BinaryRunner.runTogether(2, ["check", "--quiet", "."], in: root, environment: ["BRIDGELINT_CACHE_DIR": cache.path])
        let leftovers = (FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
        let stored = try identities(cache)
        #expect(stored.count == 1)
        try forgetResults(cache)
        let arguments = ["check", ".", "--format", "json"]
        #expect(try run(arguments, in: root, cache: cache).standardOutput == (try run(arguments, in: root, cache: nil)).standardOutput)
        #expect(try identities(cache) == stored, "the store either run left is whole and used as it is")
    }
}
