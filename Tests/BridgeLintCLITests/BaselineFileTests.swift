import BridgeLintCore
@testable import BridgeLintEngine
import Foundation
import Testing

/// The baseline's fingerprints and file, without a run.
@Suite struct BaselineFileTests {
    private func fingerprint(_ text: String, _ needle: String, rule: String = "html-mismatched-end-tag") throws -> String {
        let bytes = Array(text.utf8)
        let start = try #require(text.range(of: needle)).lowerBound.utf16Offset(in: text)
        let diagnostic = Diagnostic(ruleID: rule, severity: .error, message: "m", range: SourceRange(start: start, end: start + needle.utf8.count))
        return Baseline.fingerprint(of: diagnostic, in: SourceFile(path: "x", bytes: bytes))
    }

    @Test func fingerprintsIgnoreWhereTheLineIsAndHowItIsIndented() throws {
        let original = try fingerprint("<h3>One</h2>\n", "</h2>")
        #expect(try fingerprint("\n\n<div>\n    <h3>One</h2>\r\n</div>\n", "</h2>") == original)
        #expect(try fingerprint("<h3>Two</h2>\n", "</h2>") != original)
        #expect(try fingerprint("<h3>One</h2>\n", "</h2>", rule: "html-parse-error") != original)
        #expect(original.count == 16)
    }

    @Test func aRangePastTheTextIsClamped() {
        let diagnostic = Diagnostic(ruleID: "r", severity: .error, message: "m", range: SourceRange(start: 50, end: 10))
        #expect(Baseline.fingerprint(of: diagnostic, in: SourceFile(path: "x", bytes: Array("ab\n".utf8))).count == 16)
    }

    @Test func theFileRoundTripsSortedWithCountsMerged() throws {
        let a = Baseline.Key(path: "b.erb", rule: "r", fingerprint: "1")
        let b = Baseline.Key(path: "a.erb", rule: "r", fingerprint: "2")
        let baseline = Baseline(entries: [.init(key: a, count: 1, message: "x"), .init(key: b, count: 2, message: "y"), .init(key: a, count: 1, message: "x")])
        #expect(baseline.entries.map(\.key) == [b, a])
        #expect(baseline.entries.map(\.count) == [2, 2])
        #expect(try Baseline.parse(Data(baseline.serialized().utf8), path: "f") == baseline)
    }

    @Test(arguments: ["", "[]", "null", "{}", #"{"version":1}"#, #"{"version":"1","findings":[]}"#,
                      #"{"version":1,"findings":[{"path":1}]}"#, #"{"version":1,"findings":[{"path":"a","rule":"r","fingerprint":"f","count":0}]}"#,
                      #"{"version":1,"findings":[7]}"#, String(repeating: "[", count: 100_000)])
    func aBrokenFileIsAnErrorNotACrash(_ text: String) {
        #expect(throws: Baseline.LoadError.self) { try Baseline.parse(Data(text.utf8), path: "f") }
    }
}
