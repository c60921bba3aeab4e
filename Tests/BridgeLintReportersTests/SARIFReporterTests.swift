import BridgeLintReporters
import Foundation
import Testing

@Suite struct SARIFReporterTests {
    private func document(_ report: LintReport) throws -> [String: Any] {
        let output = SARIFReporter(toolVersion: "9.9.9", rules: SampleReport.rules).render(report)
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    private func run(_ report: LintReport) throws -> [String: Any] {
        let runs = try #require(try document(report)["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        return runs[0]
    }

    private func results() throws -> [[String: Any]] {
        try #require(try run(SampleReport.report)["results"] as? [[String: Any]])
    }

    /// The value at a path of keys and array indexes.
    private func value(_ root: Any?, _ path: Any...) -> Any? {
        path.reduce(root) { current, step in
            if let key = step as? String { return (current as? [String: Any])?[key] }
            if let index = step as? Int, let array = current as? [Any], array.indices.contains(index) { return array[index] }
            return nil
        }
    }

    @Test func theRunNamesTheToolEveryRuleAndTheColumnUnit() throws {
        let document = try document(SampleReport.report)
        #expect(document["version"] as? String == "2.1.0")
        #expect(document["$schema"] as? String == SARIFReporter.schemaURI)
        let run = try run(SampleReport.report)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = value(run, "tool", "driver")
        #expect(value(driver, "name") as? String == "bridgelint")
        #expect(value(driver, "version") as? String == "9.9.9")
        #expect(value(driver, "informationUri") == nil, "no project address exists yet; do not invent one")
        #expect(value(driver, "rules", 0, "id") as? String == "html-mismatched-end-tag")
        #expect(value(driver, "rules", 0, "shortDescription", "text") as? String == "end tags that close the wrong element")
        #expect(value(driver, "rules", 0, "fullDescription", "text") as? String == "Reports an end tag that does not close the open element.")
        #expect(value(driver, "rules", 0, "help", "markdown") as? String == "# html-mismatched-end-tag\n")
        #expect(value(driver, "rules", 0, "defaultConfiguration", "level") as? String == "error")
        #expect(value(driver, "rules", 1, "help") == nil)
    }

    @Test func resultsCarryRuleLevelMessageAndIndex() throws {
        let results = try results()
        #expect(results.map { $0["ruleId"] as? String } == ["html-mismatched-end-tag", "html-mismatched-end-tag", "stimulus-unknown-controller", "custom-rule"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 0, 1, nil])
        #expect(results.map { $0["level"] as? String } == ["error", "error", "warning", "note"])
        #expect(value(results[1], "message", "text") as? String
            == "\(SampleReport.mismatch.message)\nhelp: close `<h3>` with `</h3>`\ndid you mean: `h3`?")
        #expect(value(results[3], "message", "text") as? String == "just so you know")
    }

    @Test func regionsCountScalarsAndCarryByteOffsets() throws {
        let results = try results()
        let accented = value(results[0], "locations", 0, "physicalLocation")
        #expect(value(accented, "artifactLocation", "uri") as? String == "file:///srv/%C3%A9%20dir/y.html.erb")
        let region = value(accented, "region") as? [String: Int]
        #expect(region == ["startLine": 1, "startColumn": 12, "endLine": 1, "endColumn": 13, "byteOffset": 13, "byteLength": 1])
        let twoLines = value(results[2], "locations", 0, "physicalLocation")
        #expect(value(twoLines, "artifactLocation", "uri") as? String == "app/views/a%2Cb%3Ac/x.html.erb")
        #expect(value(twoLines, "region") as? [String: Int] == ["startLine": 2, "startColumn": 23, "endLine": 3, "endColumn": 3, "byteOffset": 45, "byteLength": 8])
        #expect(value(results[3], "locations", 0, "physicalLocation", "region") as? [String: Int]
            == ["startLine": 3, "startColumn": 1, "endLine": 3, "endColumn": 1, "byteOffset": 51, "byteLength": 0])
    }

    @Test func relatedLocationsAndFixesAreWritten() throws {
        let result = try results()[1]
        #expect(value(result, "relatedLocations", 0, "id") as? Int == 0)
        #expect(value(result, "relatedLocations", 0, "message", "text") as? String == "`<h3>` opened here")
        #expect(value(result, "relatedLocations", 0, "physicalLocation", "region") as? [String: Int] == ["startLine": 1, "startColumn": 2])
        let fix = value(result, "fixes", 0)
        #expect(value(fix, "description", "text") as? String == "use `h3`")
        #expect(value(fix, "properties", "applicability") as? String == "safe")
        #expect(value(fix, "artifactChanges", 0, "artifactLocation", "uri") as? String == "app/views/a%2Cb%3Ac/x.html.erb")
        #expect(value(fix, "artifactChanges", 0, "replacements", 0, "deletedRegion") as? [String: Int]
            == ["startLine": 1, "startColumn": 20, "endLine": 1, "endColumn": 22, "byteOffset": 19, "byteLength": 2])
        #expect(value(fix, "artifactChanges", 0, "replacements", 0, "insertedContent", "text") as? String == "h3")
    }

    @Test func findingsWithoutRelatedPlacesOrEditsOmitThem() throws {
        let results = try results()
        // A fix without edits would be a SARIF change without replacements, which is invalid.
        #expect(results[0]["fixes"] == nil)
        #expect(results[0]["relatedLocations"] == nil)
        #expect(results[2]["fixes"] == nil)
    }

    @Test func aCleanRunStillListsTheRules() throws {
        let run = try run(SampleReport.clean)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect((value(run, "tool", "driver", "rules") as? [Any])?.count == 2)
    }
}
