import BridgeLintTestSupport
import Foundation
import Testing

/// bridgelint as a hook of the real `pre-commit` tool (see `PythonTool`): the hook this
/// repository publishes in `.pre-commit-hooks.yaml`, and a local hook on the built binary.
@Suite struct PreCommitTests {
    static let navController = """
    import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
    export default class extends BridgeComponent {
      static component = "nav"
      static targets = ["item"]
      get items() { return this.itemTargets }
    }

    """
    static let badTemplate = """
    <div data-controller="bridge--nav">
      <a href="/" data-bridge--nav-target="iten">Home</a>
    </div>

    """
    static let goodTemplate = badTemplate.replacingOccurrences(of: "\"iten\"", with: "\"item\"")
    static let finding = "app/views/shared/_nav.html.erb:2:40: error [stimulus-unknown-target]"

    /// A git repository of a small app whose `_nav` partial is staged with `template`.
    private func appRepository(staging template: String, extraFiles: [String: String] = [:]) throws -> URL {
        let root = try TemporaryProject.make([
            "app/javascript/controllers/bridge/nav_controller.js": Self.navController,
            "app/views/shared/_nav.html.erb": template,
        ].merging(extraFiles) { $1 })
        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        return root
    }

    /// Who the test repositories' commits are by, whatever the machine's git configuration.
    static let identity = ["-c", "user.name=bridgelint tests", "-c", "user.email=tests@bridgelint.invalid", "-c", "commit.gpgsign=false"]

    @discardableResult
    private func git(_ arguments: [String], in directory: URL) throws -> String {
        try Subprocess.succeed("/usr/bin/env", ["git"] + Self.identity + arguments, in: directory)
    }

    private func preCommit(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try PythonTool.run(["-m", "pre_commit"] + arguments, in: directory,
                           environment: ["NO_COLOR": "1", "PRE_COMMIT_COLOR": "never"])
    }

    @Test func aLocalHookOnTheStagedTemplateFailsTheCommitWithTheFinding() throws {
        try PythonTool.preCommit.require()
        let config = """
        repos:
          - repo: local
            hooks:
              - id: bridgelint
                name: bridgelint
                entry: \(BinaryRunner.binary.path)
                language: system
                files: \\.(erb|html)$

        """
        let root = try appRepository(staging: Self.badTemplate, extraFiles: [
            "app/views/shared/_fine.html.erb": "<div data-controller=\"bridge--nav\"></div>\n",
            ".pre-commit-config.yaml": config,
        ])
        let failing = try preCommit(["run", "--files", "app/views/shared/_nav.html.erb"], in: root)
        #expect(failing.status == 1, "\(failing.output)")
        #expect(failing.output.contains(Self.finding), "\(failing.output)")
        let passing = try preCommit(["run", "--files", "app/views/shared/_fine.html.erb"], in: root)
        #expect(passing.status == 0, "\(passing.output)")
    }

    /// The published hook, end to end, as a team meets it: first tried with `pre-commit
    /// try-repo` on a staged change, then adopted with README's `repos:` block and installed as
    /// the git hook, where it must let a good commit through and stop a bad one. pre-commit
    /// builds bridgelint each time in a fresh store (`language: swift`: `swift build -c
    /// release`), so this is a slow test.
    @Test(.enabled(if: SlowTests.areEnabled, SlowTests.note))
    func theHookFromThisRepositoryStopsABadCommitAndLetsAGoodOneThrough() throws {
        try PythonTool.preCommit.require()
        let (hooks, commit) = try committedCopyOfThisWorkingTree()
        let tried = try appRepository(staging: Self.badTemplate)
        let failing = try preCommit(["try-repo", hooks.path, "bridgelint", "--ref", commit], in: tried)
        #expect(failing.status == 1, "\(failing.output)")
        #expect(failing.output.contains("Failed"), "\(failing.output)")
        #expect(failing.output.contains(Self.finding), "\(failing.output)")

        let config = """
        repos:
          - repo: \(hooks.path)
            rev: \(commit)
            hooks:
              - id: bridgelint

        """
        let app = try appRepository(staging: Self.goodTemplate, extraFiles: [".pre-commit-config.yaml": config])
        let store = ScratchFolder.path("pre-commit")
        defer { try? FileManager.default.removeItem(at: store) } // it holds a release build
        let environment = ["PRE_COMMIT_HOME": store.path, "NO_COLOR": "1", "PRE_COMMIT_COLOR": "never"]
        let install = try PythonTool.run(["-m", "pre_commit", "install"], in: app, environment: environment)
        #expect(install.status == 0, "\(install.output)")
        func commitStaged(_ message: String) throws -> (status: Int32, output: String) {
            try Subprocess.run("/usr/bin/env", ["git"] + Self.identity + ["commit", "-m", message], in: app, environment: environment)
        }
        let good = try commitStaged("a good template")
        #expect(good.status == 0, "\(good.output)")
        #expect(good.output.contains("Passed"), "\(good.output)")

        try Self.badTemplate.write(to: app.appendingPathComponent("app/views/shared/_nav.html.erb"), atomically: true, encoding: .utf8)
        try git(["add", "-A"], in: app)
        let bad = try commitStaged("a bad template")
        #expect(bad.status == 1, "\(bad.output)")
        #expect(bad.output.contains(Self.finding), "\(bad.output)")
        let commits = try git(["rev-list", "--count", "HEAD"], in: app)
        #expect(commits.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "the bad commit was made")
    }

    /// A git repository holding this working tree as one commit (tracked and untracked files,
    /// without what `.gitignore` ignores), so uncommitted changes are tested too.
    private func committedCopyOfThisWorkingTree() throws -> (repository: URL, commit: String) {
        let source = BinaryRunner.packageRoot
        let listing = try git(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: source)
        let copy = ScratchFolder.path("hooks")
        for path in listing.split(separator: "\0").map(String.init) {
            let from = source.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: from.path) else { continue } // deleted, not yet committed
            let to = copy.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from, to: to)
        }
        try git(["init", "-q"], in: copy)
        try git(["add", "-A"], in: copy)
        try git(["commit", "-q", "-m", "working tree"], in: copy)
        let commit = try git(["rev-parse", "HEAD"], in: copy).trimmingCharacters(in: .whitespacesAndNewlines)
        return (copy, commit)
    }
}

/// What `.pre-commit-hooks.yaml` promises, read as pre-commit reads it.
@Suite struct PreCommitManifestTests {
    @Test func theHookIsBuiltBySwiftAndLintsTheWholeApp() throws {
        let hooks = try #require(try RepositoryYAML.read(".pre-commit-hooks.yaml").array)
        #expect(hooks.count == 1)
        let hook = try #require(hooks.first)
        #expect(hook["id"]?.string == "bridgelint")
        #expect(hook["entry"]?.string == "bridgelint")
        #expect(hook["language"]?.string == "swift")
        // A changed controller can break a template that did not change: lint the whole app.
        #expect(hook["pass_filenames"]?.bool == false)
    }

    @Test func theHookRunsForTemplatesAndTheSourcesTheyDependOn() throws {
        let hook = try #require(try RepositoryYAML.read(".pre-commit-hooks.yaml").array?.first)
        let pattern = try #require(hook["files"]?.string)
        // pre-commit matches with Python's `re.search`; this pattern means the same in ICU.
        let files = try NSRegularExpression(pattern: pattern)
        func matches(_ path: String) -> Bool {
            files.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        for path in ["app/views/todos/index.html.erb", "app/components/card.html", "app/views/x.turbo_stream.erb",
                     "app/javascript/controllers/bridge/nav_controller.js", "app/javascript/controllers/menu_controller.ts",
                     "ios/Todos/NavComponent.swift", "android/app/src/main/java/com/example/NavComponent.kt",
                     "db/schema.rb", "rails/db/structure.sql", "app/models/todo.rb", ".bridgelint.yml", "rails/.bridgelint.yml",
                     "app/assets/stylesheets/application.tailwind.css", "app/assets/stylesheets/menu.scss"] {
            #expect(matches(path), "\(path) should run the hook")
        }
        for path in ["README.md", "Gemfile", "config/routes.rb", "app/helpers/todos_helper.rb", "db/seeds.rb",
                     "app/views/todos/index.html.erb.orig", "bridgelint.yml"] {
            #expect(!matches(path), "\(path) should not run the hook")
        }
    }
}
