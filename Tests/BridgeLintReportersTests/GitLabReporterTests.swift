import BridgeLintCore
@testable import BridgeLintReporters
import Foundation
import Testing

@Suite struct GitLabReporterTests {
    private func issues(_ report: LintReport) throws -> [[String: Any]] {
        let data = Data(GitLabReporter().render(report).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    @Test func everyFindingIsAnIssueWithGitLabsSeverityAndLocation() throws {
        let issues = try issues(SampleReport.report)
        #expect(issues.count == 4)
        #expect(issues.map { $0["check_name"] as? String } == ["html-mismatched-end-tag", "html-mismatched-end-tag", "stimulus-unknown-controller", "custom-rule"])
        #expect(issues.map { $0["severity"] as? String } == ["major", "major", "minor", "info"])
        #expect(issues[1]["description"] as? String == SampleReport.mismatch.message)
        let location = try #require(issues[2]["location"] as? [String: Any])
        #expect(location["path"] as? String == "app/views/a,b:c/x.html.erb")
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 2)
    }

    @Test func fingerprintsAreFNV1aAndStableAcrossRuns() throws {
        #expect(StableHash.fnv1a("") == "cbf29ce484222325")
        #expect(StableHash.fnv1a("a") == "af63dc4c8601ec8c")
        #expect(StableHash.fnv1a("foobar") == "85944171f73967e8")
        let first = try issues(SampleReport.report).map { $0["fingerprint"] as? String }
        let second = try issues(SampleReport.report).map { $0["fingerprint"] as? String }
        #expect(first == second)
        #expect(Set(first).count == first.count)
    }

    @Test func theSameFindingTwiceOnOneLineGetsTwoFingerprints() throws {
        let file = SourceFile(path: "x.html.erb", text: "<a><a>\n")
        let twice = [0, 3].map { Diagnostic(ruleID: "r", severity: .error, message: "same", range: SourceRange(start: $0, end: $0 + 2)) }
        let report = LintReport(files: [FileReport(file: file, displayPath: file.path, diagnostics: twice)], filesChecked: 1)
        let fingerprints = try issues(report).compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == 2)
        #expect(Set(fingerprints).count == 2)
    }

    @Test func aCleanRunIsAnEmptyArray() {
        #expect(GitLabReporter().render(SampleReport.clean) == "[]\n")
    }
}
