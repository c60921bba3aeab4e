import Foundation
import Testing

/// `--update-baseline` and the runs after it, through the built binary.
@Suite struct BaselineTests {
    private func read(_ path: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private func write(_ text: String, to path: String, in root: URL) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private func baselineFindings(in root: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: root.appendingPathComponent(".bridgelint-baseline.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        return try #require(document["findings"] as? [[String: Any]])
    }

    @Test func roundTripHidesMovedFindingsReportsGoneOnesAndShrinks() throws {
        let root = try TemporaryProject.make([
            "app/views/a/one.html.erb": "<section>\n  <span class=\"n\">One</spam> more\n</section>\n",
            "app/views/a/two.html.erb": "<span class=\"n\">Two</spam> more\n",
        ])
        let written = try BinaryRunner.run(["--update-baseline"], in: root)
        #expect(written.exitCode == 0, "\(written.standardError)")
        #expect(written.standardError.contains("Wrote 2 findings to .bridgelint-baseline.json"), "\(written.standardError)")
        let findings = try baselineFindings(in: root)
        #expect(findings.map { $0["path"] as? String } == ["app/views/a/one.html.erb", "app/views/a/two.html.erb"])
        #expect(findings.allSatisfy { $0["rule"] as? String == "html-mismatched-end-tag" && $0["count"] as? Int == 1 })

        let hidden = try BinaryRunner.run([], in: root)
        #expect(hidden.exitCode == 0)
        #expect(hidden.standardOutput == "No problems found in 2 files (2 hidden by the baseline).\n", "\(hidden.standardOutput)")

        // Lines move and the indentation changes: still the same finding.
        try write("<p>intro</p>\n\n<section>\n      <span class=\"n\">One</spam> more\n</section>\n", to: "app/views/a/one.html.erb", in: root)
        let moved = try BinaryRunner.run([], in: root)
        #expect(moved.exitCode == 0, "\(moved.standardOutput)")
        #expect(!moved.standardError.contains("no longer occur"), "\(moved.standardError)")

        // One is fixed, another one appears: the new one is reported, the fixed one is gone.
        try write("<span>Two</span>\n<label>Three</labl> more\n", to: "app/views/a/two.html.erb", in: root)
        let changed = try BinaryRunner.run([], in: root)
        #expect(changed.exitCode == 1)
        #expect(changed.standardOutput.contains("app/views/a/two.html.erb:2:15: error [html-mismatched-end-tag]"), "\(changed.standardOutput)")
        #expect(!changed.standardOutput.contains("one.html.erb"))
        #expect(changed.standardOutput.contains("Found 1 error in 2 files checked (1 hidden by the baseline)."))
        #expect(changed.standardError.contains("1 finding in .bridgelint-baseline.json no longer occurs"), "\(changed.standardError)")
        #expect(changed.standardError.contains("app/views/a/two.html.erb: [html-mismatched-end-tag] end tag `</spam>` does not match the open element `<span>`"))

        // Updating drops the fixed one and takes the new one.
        _ = try BinaryRunner.run(["--update-baseline"], in: root)
        let updated = try baselineFindings(in: root)
        #expect(updated.count == 2)
        #expect(updated.contains { ($0["message"] as? String)?.contains("`<label>`") ?? false })
        #expect(try BinaryRunner.run([], in: root).exitCode == 0)
    }

    @Test func identicalFindingsAreCountedNotMerged() throws {
        let line = "<span class=\"n\">Same</spam> more\n"
        let root = try TemporaryProject.make(["app/views/a/index.html.erb": line + line])
        _ = try BinaryRunner.run(["--update-baseline"], in: root)
        #expect(try baselineFindings(in: root).map { $0["count"] as? Int } == [2])
        try write(line + line + line, to: "app/views/a/index.html.erb", in: root)
        let third = try BinaryRunner.run([], in: root)
        #expect(third.exitCode == 1)
        #expect(third.standardOutput.contains("Found 1 error in 1 file checked (2 hidden by the baseline)."), "\(third.standardOutput)")
    }

    @Test func everyFormatShowsOnlyNewFindings() throws {
        let root = try TemporaryProject.make(["app/views/a/index.html.erb": "<span class=\"n\">Old</spam> more\n"])
        _ = try BinaryRunner.run(["--update-baseline"], in: root)
        for format in ["json", "sarif", "github", "junit", "checkstyle", "gitlab"] {
            let result = try BinaryRunner.run(["--format", format], in: root)
            #expect(result.exitCode == 0, "\(format)")
            // SARIF lists every rule; its results are what was found.
            let found = format == "sarif" ? !result.standardOutput.contains("\"results\": []") : result.standardOutput.contains("html-mismatched-end-tag")
            #expect(!found, "\(format): \(result.standardOutput)")
            #expect(result.standardError.contains("1 finding hidden by .bridgelint-baseline.json"), "\(format): \(result.standardError)")
        }
        let json = try BinaryRunner.run(["--format", "json"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["summary"] as? [String: Any])?["baselined"] as? Int == 1)
        let everything = try BinaryRunner.run(["--no-baseline"], in: root)
        #expect(everything.exitCode == 1)
    }

    @Test func aPartialRunKeepsAndNeverCallsGoneWhatItDidNotLint() throws {
        let root = try TemporaryProject.make([
            "app/views/a/one.html.erb": "<h3>One</h2>\n",
            "app/views/a/two.html.erb": "<h3>Two</h2>\n",
        ])
        _ = try BinaryRunner.run(["--update-baseline"], in: root)
        try write("<h3>Two</h3>\n", to: "app/views/a/two.html.erb", in: root)
        let one = try BinaryRunner.run(["app/views/a/one.html.erb"], in: root)
        #expect(one.exitCode == 0)
        #expect(!one.standardError.contains("no longer occur"), "\(one.standardError)")
        _ = try BinaryRunner.run(["--update-baseline", "app/views/a/one.html.erb"], in: root)
        #expect(try baselineFindings(in: root).count == 2)
        _ = try BinaryRunner.run(["--update-baseline", "app/views/a/two.html.erb"], in: root)
        #expect(try baselineFindings(in: root).map { $0["path"] as? String } == ["app/views/a/one.html.erb"])
    }

    @Test func acceptedFindingsAreNotFixed() throws {
        let template = "<%= tag.nav data: { bridge_nav_target: \"item\" } %>\n"
        let root = try TemporaryProject.make([
            "app/views/a/index.html.erb": template,
            TemporaryProject.navControllerPath: TemporaryProject.navController,
        ])
        #expect(try BinaryRunner.run(["--diff"], in: root).exitCode == 1)
        _ = try BinaryRunner.run(["--update-baseline"], in: root)
        let diff = try BinaryRunner.run(["--diff"], in: root)
        #expect(diff.exitCode == 0)
        #expect(diff.standardError.contains("No fixes to apply."))
        let fix = try BinaryRunner.run(["--fix"], in: root)
        #expect(fix.standardError.contains("Fixed 0 findings in 0 files."), "\(fix.standardError)")
        #expect(try read("app/views/a/index.html.erb", in: root) == template)
    }

    @Test func aBrokenBaselineStopsTheRun() throws {
        let root = try TemporaryProject.make([
            "app/views/a/index.html.erb": "<p></p>\n",
            ".bridgelint-baseline.json": "{\"version\": 7, \"findings\": []}",
        ])
        let result = try BinaryRunner.run([], in: root)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(".bridgelint-baseline.json: unsupported version 7"), "\(result.standardError)")
        #expect(result.standardError.contains("--update-baseline"))
        #expect(try BinaryRunner.run(["--update-baseline", "--no-baseline"], in: root).exitCode == 2)
        let rewritten = try BinaryRunner.run(["--update-baseline"], in: root)
        #expect(rewritten.exitCode == 0, "\(rewritten.standardError)")
        #expect(try BinaryRunner.run([], in: root).exitCode == 0)
    }
}
