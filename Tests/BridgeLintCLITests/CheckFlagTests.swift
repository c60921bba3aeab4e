import Foundation
import Testing

/// The flags of `bridgelint check` people know from Ruff, ESLint and RuboCop, through the
/// built binary.
@Suite struct CheckFlagTests {
    static let todoApp = BinaryRunner.packageRoot.appendingPathComponent("Examples/todo-app")

    /// The rule of each finding of a JSON run.
    private func rules(_ arguments: [String], in directory: URL = todoApp) throws -> [String] {
        let result = try BinaryRunner.run(arguments + ["--format", "json"], in: directory)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], "\(result.standardError)")
        return try #require(document["diagnostics"] as? [[String: Any]]).compactMap { $0["rule"] as? String }
    }

    @Test func selectIgnoreAndExtendSelectTakeIdsAndPrefixes() throws {
        let all = try rules([])
        #expect(all.contains { $0.hasPrefix("bridge-") } && all.contains { !$0.hasPrefix("bridge-") })
        #expect(try rules(["--select", "bridge-"]) == all.filter { $0.hasPrefix("bridge-") })
        #expect(try rules(["--ignore", "bridge"]) == all.filter { !$0.hasPrefix("bridge-") })
        #expect(try rules(["--select", "html,form-unknown-field"]).sorted() == ["form-unknown-field", "html-mismatched-end-tag"])
        #expect(try rules(["--select", "html-", "--extend-select", "form-unknown-field"]).sorted() == ["form-unknown-field", "html-mismatched-end-tag"])
        // The most specific selector wins, whatever the order.
        #expect(try rules(["--ignore", "bridge-missing-native", "--select", "bridge-"]) == all.filter { $0.hasPrefix("bridge-") && $0 != "bridge-missing-native" })
        #expect(try rules(["--ignore", "bridge-", "--extend-select", "bridge-missing-native"]) == all.filter { !$0.hasPrefix("bridge-") || $0 == "bridge-missing-native" })
        let unknown = try BinaryRunner.run(["--select", "brigde-"], in: Self.todoApp)
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError.contains("`--select brigde-` matches no rule (did you mean `bridge-`?)"), "\(unknown.standardError)")
        let typo = try BinaryRunner.run(["--selct", "html"], in: Self.todoApp)
        #expect(typo.exitCode == 2)
        #expect(typo.standardError.contains("did you mean `--select`"))
    }

    @Test func aRuleTheConfigurationTurnsOffNeedsItsExactId() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "rules:\n  html-mismatched-end-tag: off\n",
            "app/views/a/index.html.erb": "<%# bridgelint:disable-next-line html-duplicate-attribute %>\n<h3 class=\"a\" class=\"b\">One</h2>\n",
            "app/views/a/other.html.erb": "<%# bridgelint:disable-next-line html-mismatched-end-tag %>\n<p></p>\n",
        ])
        #expect(try rules([], in: root).isEmpty)
        #expect(try rules(["--select", "html-"], in: root).isEmpty)
        #expect(try rules(["--select", "html-mismatched-end-tag"], in: root) == ["html-mismatched-end-tag"])
        // The comment is not unused just because its rule did not run.
        #expect(try rules(["--ignore", "html-duplicate-attribute"], in: root).isEmpty)
    }

    @Test func diffPrintsFixesThatPatchAndGitApplyApply() throws {
        let files = [
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/shared/_nav.html.erb": """
            <%= tag.div data: { controller: "bridge--nav" } do %>
              <%= link_to "Home", root_path, data: { bridge_nav_target: "item" } %>
              <%= link_to "About", about_path, data: { bridge_nav_target: "item" } %>
            <% end %>
            """,
            "app/views/shared/_footer.html.erb": "<%= tag.nav data: { bridge_nav_target: \"item\" } %>\n",
        ]
        let patched = try TemporaryProject.make(files)
        let gitApplied = try TemporaryProject.make(files)
        let fixed = try TemporaryProject.make(files)
        let result = try BinaryRunner.run(["--diff"], in: patched)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.hasPrefix("--- a/app/views/shared/_footer.html.erb\n+++ b/app/views/shared/_footer.html.erb\n@@ -1 +1 @@\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("--- a/app/views/shared/_nav.html.erb\n+++ b/app/views/shared/_nav.html.erb\n@@ -1,4 +1,4 @@\n"))
        #expect(result.standardOutput.contains("\\ No newline at end of file"))
        #expect(result.standardError.contains("Would fix 3 findings in 2 files."), "\(result.standardError)")
        // Nothing was written.
        let before = try String(contentsOf: patched.appendingPathComponent("app/views/shared/_nav.html.erb"), encoding: .utf8)
        #expect(before == files["app/views/shared/_nav.html.erb"])

        let patch = try BinaryRunner.run(["-p1"], in: patched, input: result.standardOutput, tool: "patch")
        #expect(patch.exitCode == 0, "\(patch.standardOutput)\(patch.standardError)")
        _ = try BinaryRunner.run(["init", "-q"], in: gitApplied, tool: "git")
        let gitApply = try BinaryRunner.run(["apply", "-"], in: gitApplied, input: result.standardOutput, tool: "git")
        #expect(gitApply.exitCode == 0, "\(gitApply.standardError)")
        _ = try BinaryRunner.run(["--fix"], in: fixed)
        for root in [patched, gitApplied] {
            for path in ["app/views/shared/_nav.html.erb", "app/views/shared/_footer.html.erb"] {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                #expect(text == (try String(contentsOf: fixed.appendingPathComponent(path), encoding: .utf8)), "\(path)")
            }
        }
        let clean = try BinaryRunner.run(["--diff"], in: patched)
        #expect(clean.exitCode == 0)
        #expect(clean.standardOutput.isEmpty)
        #expect(clean.standardError.contains("No fixes to apply."))
    }

    /// Run from another folder on an absolute path, the diff names files relative to the
    /// repository root (not `a//tmp/...`), so `git apply` in the repository takes it.
    @Test func diffOfAnAppOutsideTheCurrentFolderIsRootRelative() throws {
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/shared/_footer.html.erb": "<%= tag.nav data: { bridge_nav_target: \"item\" } %>\n",
        ])
        let elsewhere = try TemporaryProject.make(["notes.txt": "elsewhere\n"])
        let result = try BinaryRunner.run(["--diff", root.path], in: elsewhere)
        #expect(result.standardOutput.hasPrefix("--- a/app/views/shared/_footer.html.erb\n+++ b/app/views/shared/_footer.html.erb\n"), "\(result.standardOutput)")
        _ = try BinaryRunner.run(["init", "-q"], in: root, tool: "git")
        let gitApply = try BinaryRunner.run(["apply", "-"], in: root, input: result.standardOutput, tool: "git")
        #expect(gitApply.exitCode == 0, "\(gitApply.standardError)")
        let fixed = try String(contentsOf: root.appendingPathComponent("app/views/shared/_footer.html.erb"), encoding: .utf8)
        #expect(fixed.contains("bridge__nav_target"))
    }

    @Test func stdinIsLintedAsTheFileItNamesWithTheWholeAppKnown() throws {
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/a/index.html.erb": "<p>on disk, fine</p>\n",
        ])
        let text = "<div data-controller=\"bridge--nav\">\n  <a data-bridge--nav-target=\"iten\">Home</a>\n</div>\n"
        let result = try BinaryRunner.run(["--stdin-filename", "app/views/a/index.html.erb"], in: root, input: text)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("app/views/a/index.html.erb:2:31: error [stimulus-unknown-target]"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("in 1 file checked"))
        let diff = try BinaryRunner.run(["--stdin-filename", "app/views/a/index.html.erb", "--diff", "--unsafe-fixes"], in: root, input: text)
        #expect(diff.standardOutput.contains("+  <a data-bridge--nav-target=\"item\">Home</a>"), "\(diff.standardOutput)")
        let withPath = try BinaryRunner.run(["--stdin-filename", "x.html.erb", "app"], in: root)
        #expect(withPath.exitCode == 2)
    }

    @Test func statisticsCountEachRuleMostFirst() throws {
        let root = try TemporaryProject.make([
            "app/views/a/index.html.erb": "<h3>One</h2>\n<h3>Two</h2>\n<p class=\"a\" class=\"b\"></p>\n",
        ])
        let text = try BinaryRunner.run(["--statistics"], in: root)
        #expect(text.exitCode == 1)
        #expect(text.standardOutput == "2  html-mismatched-end-tag\n1  html-duplicate-attribute\nFound 3 findings of 2 rules.\n", "\(text.standardOutput)")
        let json = try BinaryRunner.run(["--statistics", "--format", "json"], in: root)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["rule"] as? String } == ["html-mismatched-end-tag", "html-duplicate-attribute"])
        #expect(rows.map { $0["count"] as? Int } == [2, 1])
        #expect(try BinaryRunner.run(["--statistics", "--format", "sarif"], in: root).exitCode == 2)
    }

    @Test func outputFileExitZeroAndMaxWarnings() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "rules:\n  html-mismatched-end-tag: warning\n",
            "app/views/a/index.html.erb": "<h3>One</h2>\n<h3>Two</h2>\n",
        ])
        let report = root.appendingPathComponent("report.json")
        let written = try BinaryRunner.run(["--output-file", report.path, "--format", "json", "--fail-level", "warning"], in: root)
        #expect(written.exitCode == 1)
        #expect(written.standardOutput.isEmpty)
        #expect(try String(contentsOf: report, encoding: .utf8).contains("\"warnings\": 2"))
        #expect(try BinaryRunner.run(["--fail-level", "warning", "--exit-zero"], in: root).exitCode == 0)
        #expect(try BinaryRunner.run([], in: root).exitCode == 0)
        #expect(try BinaryRunner.run(["--max-warnings", "1"], in: root).exitCode == 1)
        #expect(try BinaryRunner.run(["--max-warnings", "2"], in: root).exitCode == 0)
        let bad = try BinaryRunner.run(["--max-warnings", "many"], in: root)
        #expect(bad.exitCode == 2)
        #expect(bad.standardError.contains("`--max-warnings` takes a number"))
    }

    @Test func quietShowsOnlyWhatFailsAndNothingWhenClean() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "rules:\n  html-duplicate-attribute: warning\n",
            "app/views/a/index.html.erb": "<p class=\"a\" class=\"b\"></p>\n",
        ])
        let clean = try BinaryRunner.run(["--quiet"], in: root)
        #expect(clean.exitCode == 0)
        #expect(clean.standardOutput.isEmpty, "\(clean.standardOutput)")
        #expect(clean.standardError.isEmpty, "\(clean.standardError)")
        try "<p class=\"a\" class=\"b\"></p>\n<span class=\"n\">One</spam> more\n".write(to: root.appendingPathComponent("app/views/a/index.html.erb"), atomically: true, encoding: .utf8)
        let failing = try BinaryRunner.run(["--quiet"], in: root)
        #expect(failing.exitCode == 1)
        #expect(failing.standardOutput.contains("[html-mismatched-end-tag]"))
        #expect(!failing.standardOutput.contains("[html-duplicate-attribute]"))
    }

    @Test func showSettingsSaysWhereEachValueComesFrom() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "fail_level: warning\nrules:\n  stimulus-unknown-event: info\n  html-parse-error: off\n",
            "app/views/a/index.html.erb": "<p></p>\n",
        ])
        let result = try BinaryRunner.run(["--show-settings", "--ignore", "bridge-", "--format", "json"], in: root)
        #expect(result.exitCode == 0)
        // Spaces collapsed: the comments' alignment is not the point here.
        let lines = result.standardOutput.split(separator: "\n").map { $0.replacingOccurrences(of: " +", with: " ", options: .regularExpression) }
        #expect(lines.contains("fail_level: warning # .bridgelint.yml:1:1"), "\(result.standardOutput)")
        #expect(lines.contains("format: json # --format"))
        #expect(lines.contains("max_file_size: 10 MB # default"), "\(result.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("include: [\"app/views/**/*.{erb,html}\", \"app/components/**/*.{erb,html}\"") && $0.hasSuffix("# default") })
        #expect(lines.contains(" stimulus-unknown-event: info # .bridgelint.yml:3:3"))
        #expect(lines.contains(" html-parse-error: off # .bridgelint.yml:4:3"))
        #expect(lines.contains(" bridge-missing-title: off # --ignore bridge-"))
        #expect(lines.contains(" html-mismatched-end-tag: error # default"))
        #expect(lines.contains("baseline: .bridgelint-baseline.json (absent) # default: .bridgelint-baseline.json at the root"))
    }

    /// Declared identifiers silence bridge-name-mismatch for the whole app: said once, where
    /// `--show-settings` lists them, and not on a check's run.
    @Test(arguments: [true, false])
    func showSettingsSaysWhatKnownIdentifiersSilence(declares: Bool) throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": declares ? "controllers:\n  known: [\"bridge--menu\"]\n" : "fail_level: error\n",
            "app/views/a/index.html.erb": "<p></p>\n",
        ])
        let result = try BinaryRunner.run(["--show-settings"], in: root)
        let lines = result.standardOutput.split(separator: "\n").map { $0.replacingOccurrences(of: " +", with: " ", options: .regularExpression) }
        let silence = "; their members are unknown, so app-wide bridge-name-mismatch is silent and bridge-unknown-attribute judges only elements whose components it can prove"
        #expect(lines.contains(declares ? " known: [\"bridge--menu\"] # .bridgelint.yml:2:3" + silence : " known: [] # default"), "\(result.standardOutput)")
        #expect(result.standardOutput.components(separatedBy: "bridge-name-mismatch is silent").count == (declares ? 2 : 1))
        let check = try BinaryRunner.run(["."], in: root)
        #expect(!check.standardError.contains("bridge-name-mismatch"), "\(check.standardError)")
    }

    /// `--jobs N` changes how many templates are linted at once, never what is reported.
    @Test func jobsBoundTheWorkersNotTheFindings() throws {
        let arguments = ["check", ".", "--format", "json", "--no-cache"]
        let everyCore = try BinaryRunner.run(arguments, in: Self.todoApp)
        for jobs in ["1", "3", "64"] {
            let bounded = try BinaryRunner.run(arguments + ["--jobs", jobs], in: Self.todoApp)
            #expect(bounded.standardOutput == everyCore.standardOutput, "--jobs \(jobs)")
            #expect(bounded.exitCode == everyCore.exitCode)
        }
        for wrong in ["0", "two"] {
            let result = try BinaryRunner.run(["--jobs", wrong], in: Self.todoApp)
            #expect(result.exitCode == 2 && result.standardError.contains("`--jobs` takes a number"), "\(result.standardError)")
        }
    }

    @Test func shardsTogetherAreOneWholeRun() throws {
        func findings(_ arguments: [String]) throws -> (files: Int, found: [String]) {
            let result = try BinaryRunner.run(["--format", "json"] + arguments, in: Self.todoApp)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let files = try #require((document["summary"] as? [String: Any])?["files"] as? Int)
            let found = try #require(document["diagnostics"] as? [[String: Any]]).map { diagnostic in
                let range = diagnostic["range"] as? [String: Any]
                return "\(diagnostic["path"] ?? "") \(range?["startOffset"] ?? "") \(diagnostic["rule"] ?? "") \(diagnostic["message"] ?? "")"
            }
            return (files, found)
        }
        let whole = try findings([])
        for count in [2, 3, 5] {
            let shards = try (1...count).map { try findings(["--shard", "\($0)/\(count)"]) }
            #expect(shards.flatMap(\.found).sorted() == whole.found.sorted(), "\(count) shards")
            #expect(shards.reduce(0) { $0 + $1.files } == whole.files, "\(count) shards")
            #expect(shards.filter { !$0.found.isEmpty }.count > 1, "\(count) shards split nothing")
        }
        let bad = try BinaryRunner.run(["--shard", "3/2"], in: Self.todoApp)
        #expect(bad.exitCode == 2)
        #expect(bad.standardError.contains("`--shard` takes K/N"))
    }
}

