import BridgeLintProject
import BridgeLintTestSupport
import Foundation
import Testing

/// The composite action in `action.yml`: its YAML as GitHub reads it, and its steps (the
/// subcommands of `.ci/github-action`) run here as the runner would run them.
@Suite struct GitHubActionTests {
    static let script = BinaryRunner.packageRoot.appendingPathComponent(".ci/github-action").path

    private func action() throws -> ConfigValue {
        try RepositoryYAML.read("action.yml")
    }

    /// Runs one step of the action with the runner's variables; returns what it printed and wrote to `GITHUB_OUTPUT`.
    private func step(_ name: String, in directory: URL = BinaryRunner.packageRoot, environment: [String: String] = [:])
        throws -> (status: Int32, output: String, outputs: [String: String]) {
        let outputFile = ScratchFolder.path("github-output")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let variables = ["GITHUB_OUTPUT": outputFile.path, "GITHUB_ACTION_PATH": BinaryRunner.packageRoot.path, "RUNNER_OS": "Linux",
                         "BRIDGELINT_CACHE_DIR": BinaryRunner.cacheFolder.path]
        let result = try Subprocess.run(Self.script, [name], in: directory, environment: variables.merging(environment) { $1 })
        let written = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        var outputs: [String: String] = [:]
        for line in written.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return (result.status, result.output, outputs)
    }

    @Test func everyRunStepIsASubcommandOfTheScriptInBash() throws {
        let runs = try #require(try action()["runs"])
        #expect(runs["using"]?.string == "composite")
        let steps = try #require(runs["steps"]?.array)
        var subcommands: [String] = []
        for step in steps {
            if let uses = step["uses"]?.string {
                if uses == "actions/cache@v4" {
                    #expect(step["with"]?["key"]?.string == "${{ steps.cache-key.outputs.key }}")
                    #expect(step["with"]?["path"]?.string == "${{ github.action_path }}/.build")
                } else {
                    #expect(["actions/cache/restore@v4", "actions/cache/save@v4"].contains(uses), "unexpected action \(uses)")
                    #expect(step["with"]?["key"]?.string == "${{ steps.results-key.outputs.key }}")
                    #expect(step["with"]?["path"]?.string == "${{ github.workspace }}/.bridgelint-cache")
                }
                continue
            }
            #expect(step["shell"]?.string == "bash", "\(step["name"]?.string ?? "a step") must say `shell: bash`")
            let run = try #require(step["run"]?.string)
            let prefix = #""$GITHUB_ACTION_PATH/.ci/github-action" "#
            #expect(run.hasPrefix(prefix), "\(run)")
            subcommands.append(String(run.dropFirst(prefix.count)))
        }
        #expect(subcommands == ["install", "cache-key", "build", "results-key", "lint"])
        // The results cache is saved when the lint step fails on findings too, and the lint
        // step uses the folder it is restored into.
        #expect(steps.last?["uses"]?.string == "actions/cache/save@v4" && steps.last?["if"]?.string == "always()")
        let lint = try #require(steps.first { $0["id"]?.string == "lint" })
        #expect(lint["env"]?["BRIDGELINT_CACHE_DIR"]?.string == "${{ github.workspace }}/.bridgelint-cache")
    }

    @Test func everyInputIsDeclaredAndPassedToTheLintStep() throws {
        let action = try action()
        let declared = try #require(action["inputs"]?.entries).map(\.key)
        #expect(Set(declared) == ["path", "format", "sarif-file", "fail-level", "args"])
        let lint = try #require(action["runs"]?["steps"]?.array?.first { $0["id"]?.string == "lint" })
        let environment = try #require(lint["env"]?.entries)
        let passed = environment.compactMap { entry -> String? in
            guard let value = entry.value.string, value.hasPrefix("${{ inputs.") else { return nil }
            #expect(entry.key == "INPUT_" + value.dropFirst("${{ inputs.".count).dropLast(" }}".count).uppercased().replacingOccurrences(of: "-", with: "_"))
            return String(value.dropFirst("${{ inputs.".count).dropLast(" }}".count))
        }
        #expect(Set(passed) == Set(declared))
        #expect(environment.first { $0.key == "BRIDGELINT_BINARY" }?.value.string == "${{ steps.build.outputs.binary }}")
        #expect(action["outputs"]?["sarif-file"]?["value"]?.string == "${{ steps.lint.outputs.sarif-file }}")
        #expect(action["inputs"]?["format"]?["default"]?.string == "github")
    }

    @Test func theLintStepWritesGitHubAnnotationsAndFailsOnFindings() throws {
        let binary = ["BRIDGELINT_BINARY": BinaryRunner.binary.path]
        let bad = try step("lint", environment: binary.merging(["INPUT_PATH": "Examples/todo-app", "INPUT_FORMAT": "github"]) { $1 })
        #expect(bad.status == 1, "\(bad.output)")
        #expect(bad.output.contains("::error file=Examples/todo-app/app/views/"), "\(bad.output)")
        let clean = try step("lint", environment: binary.merging(["INPUT_PATH": "Examples/clean-app"]) { $1 })
        #expect(clean.status == 0, "\(clean.output)")
        let unknownOption = try step("lint", environment: binary.merging(["INPUT_PATH": "Examples/todo-app", "INPUT_ARGS": "--no-such-option"]) { $1 })
        #expect(unknownOption.status == 2, "extra arguments reach bridgelint: \(unknownOption.output)")
    }

    @Test func theLintStepWritesSARIFForCodeScanning() throws {
        let folder = ScratchFolder.path("action")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sarif = folder.appendingPathComponent("report.sarif")
        let result = try step("lint", environment: [
            "BRIDGELINT_BINARY": BinaryRunner.binary.path, "INPUT_PATH": "Examples/todo-app",
            "INPUT_FORMAT": "sarif", "INPUT_SARIF_FILE": sarif.path, "INPUT_FAIL_LEVEL": "error",
        ])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.outputs["sarif-file"] == sarif.path)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        #expect(document?["version"] as? String == "2.1.0")
        let results = ((document?["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) ?? []
        #expect(!results.isEmpty)
        let unknown = try step("lint", environment: ["BRIDGELINT_BINARY": BinaryRunner.binary.path, "INPUT_FORMAT": "sraif"])
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("format must be `github` or `sarif`"), "\(unknown.output)")
    }

    /// The results cache is keyed on the bridgelint version and the branch (and the commit, as
    /// a saved cache is never replaced), restored from the branch's latest, else any branch's.
    @Test func theResultsCacheKeyNamesTheVersionAndTheBranch() throws {
        let result = try step("results-key", environment: ["BRIDGELINT_BINARY": BinaryRunner.binary.path, "BRANCH": "feature/menu bar",
                                                           "GITHUB_SHA": "0123abcd"])
        #expect(result.status == 0, "\(result.output)")
        let version = try #require(try BinaryRunner.run(["--version"]).standardOutput.split(separator: " ").dropFirst().first)
        let versionKey = try #require(result.outputs["version-key"])
        #expect(versionKey.hasPrefix("bridgelint-results-Linux-bridgelint-\(version)"), "\(versionKey)")
        #expect(result.outputs["branch-key"] == versionKey + "feature-menu-bar-")
        #expect(result.outputs["key"] == versionKey + "feature-menu-bar-0123abcd")
    }

    /// The build cache is keyed like SwiftPM's (OS, toolchain) plus the sources it builds.
    @Test func theCacheKeyIsStableAndFollowsTheSources() throws {
        let first = try step("cache-key")
        let second = try step("cache-key")
        #expect(first.status == 0, "\(first.output)")
        let key = try #require(first.outputs["key"])
        let restoreKey = try #require(first.outputs["restore-key"])
        #expect(key.hasPrefix("bridgelint-Linux-"), "\(key)")
        #expect(key.hasPrefix(restoreKey) && key.count > restoreKey.count, "\(key) \(restoreKey)")
        #expect(second.outputs["key"] == key)

        let copy = ScratchFolder.path("action")
        for path in ["Package.swift", "Sources/bridgelint/main.swift", "Plugins/write-build-commit.sh"] {
            let to = copy.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: BinaryRunner.packageRoot.appendingPathComponent(path), to: to)
        }
        let before = try step("cache-key", environment: ["GITHUB_ACTION_PATH": copy.path])
        try "// changed\n".write(to: copy.appendingPathComponent("Sources/bridgelint/Added.swift"), atomically: true, encoding: .utf8)
        let after = try step("cache-key", environment: ["GITHUB_ACTION_PATH": copy.path])
        #expect(before.outputs["key"] != after.outputs["key"])
        #expect(before.outputs["restore-key"] == after.outputs["restore-key"])
    }
}
