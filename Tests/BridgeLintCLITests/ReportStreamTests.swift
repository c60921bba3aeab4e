import BridgeLintCore
@testable import BridgeLintEngine
import BridgeLintReporters
import BridgeLintTestSupport
import Foundation
import Testing

/// A report made file by file while the run goes (`ReportStream`) is the same bytes as the
/// whole report rendered at the end, whatever order the files come in.
@Suite struct ReportStreamTests {
    static let first = SourceFile(path: "app/views/a.html.erb", text: "<h3>One</h2>\n<div data-controller=\"nav\"></div>\n")
    static let second = SourceFile(path: "app/views/b.html.erb", text: "<p>éé<b>x</i></p>\n")

    static func finding(_ rule: String, _ severity: Severity, _ start: Int, _ end: Int, fix: Bool = false) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: severity, message: "\(rule) <&> \"here\"", range: SourceRange(start: start, end: end),
                   help: "do something", suggestions: ["h3"],
                   fix: fix ? Fix(title: "use h3", edits: [TextEdit(range: SourceRange(start: start, end: end), replacement: "h3")], applicability: .safe) : nil)
    }

    /// A template's own findings, the project rules' findings in the same template (they come
    /// last, after every template), and another file.
    static let templatePart = FileReport(file: first, displayPath: first.path, diagnostics: [
        finding("html-mismatched-end-tag", .error, 9, 11, fix: true),
        finding("stimulus-unknown-action", .warning, 36, 39),
    ])
    static let projectPart = FileReport(file: first, displayPath: first.path, diagnostics: [
        finding("turbo-unknown-stream-target", .info, 0, 3),
        finding("turbo-unknown-stream-target", .error, 20, 24),
    ])
    static let other = FileReport(file: second, displayPath: second.path, diagnostics: [finding("html-mismatched-end-tag", .error, 13, 14)])

    static let reporters: [any StreamingReporter] = [
        TextReporter(useColor: false), TextReporter(useColor: true), JSONReporter(toolVersion: "9.9.9"),
        SARIFReporter(toolVersion: "9.9.9", rules: []), GitHubReporter(), GitLabReporter(), JUnitReporter(), CheckstyleReporter(),
    ]

    private func stream(_ output: ReportStream.Output, baseline: Baseline? = nil, quietBelow: Severity? = nil,
                        _ parts: [FileReport]) -> (text: String?, totals: ReportTotals, warnings: Int, baseline: Baseline.Matcher?) {
        let stream = ReportStream(output: output, baseline: baseline, quietBelow: quietBelow, relativePath: { $0.displayPath })
        parts.forEach(stream.add)
        var text = ""
        let result = stream.finish(filesChecked: 5) { text += $0 }
        return (result.wrote ? text : nil, result.totals, result.warnings, stream.baseline)
    }

    @Test(arguments: reporters.indices)
    func filesInAnyOrderAndInPartsGiveTheWholeReport(_ index: Int) {
        let reporter = Self.reporters[index]
        let whole = LintReport(files: [
            FileReport(file: Self.first, displayPath: Self.first.path, diagnostics: Self.templatePart.diagnostics + Self.projectPart.diagnostics),
            Self.other,
        ], filesChecked: 5)
        let streamed = stream(.chunks(reporter), [Self.other, Self.templatePart, Self.projectPart])
        #expect(streamed.text == reporter.render(whole))
        #expect(streamed.totals == ReportTotals(whole))
        #expect(stream(.chunks(reporter), []).text == reporter.render(LintReport(files: [], filesChecked: 5)))
    }

    @Test func theBaselineAndQuietFilterEachFileBeforeItIsRendered() {
        let hidden = Self.templatePart.diagnostics[0]
        let baseline = Baseline(entries: [
            .init(key: Baseline.key(of: hidden, in: Self.first, path: Self.first.path), count: 1, message: hidden.message),
            .init(key: Baseline.Key(path: Self.second.path, rule: "html-mismatched-end-tag", fingerprint: "gone"), count: 2, message: "fixed since"),
        ])
        let whole = LintReport(files: [Self.templatePart, Self.other], filesChecked: 5)
        let scope = Baseline.Scope(linted: [Self.first.path, Self.second.path], ranRules: ["html-mismatched-end-tag"], wholeProject: true)
        let applied = baseline.apply(to: whole, scope: scope) { $0.displayPath }
        let quiet = applied.report.replacingFiles(applied.report.files.map { file in
            FileReport(file: file.file, displayPath: file.displayPath, diagnostics: file.diagnostics.filter { $0.severity >= .error })
        })
        let reporter = JSONReporter(toolVersion: "9.9.9")
        let streamed = stream(.chunks(reporter), baseline: baseline, quietBelow: .error, [Self.other, Self.templatePart])
        #expect(streamed.text == reporter.render(quiet))
        #expect(streamed.baseline?.hidden == 1)
        #expect(streamed.baseline?.gone(in: scope) == applied.gone)
        // `--max-warnings` counts what the baseline left, before `--quiet`.
        #expect(streamed.warnings == 1)
    }

    @Test func quietWithoutFindingsWritesNothing() {
        let clean = FileReport(file: Self.second, displayPath: Self.second.path, diagnostics: [Self.finding("r", .warning, 0, 1)])
        #expect(stream(.chunks(TextReporter(useColor: false)), quietBelow: .error, [clean]).text == nil)
        #expect(stream(.chunks(TextReporter(useColor: false)), [clean]).text != nil)
    }

    @Test func statisticsCountTheFindingsOfEveryPart() {
        let reporter = StatisticsReporter(json: false)
        let whole = LintReport(files: [
            FileReport(file: Self.first, displayPath: Self.first.path, diagnostics: Self.templatePart.diagnostics + Self.projectPart.diagnostics),
            Self.other,
        ], filesChecked: 5)
        #expect(stream(.statistics(reporter), [Self.projectPart, Self.other, Self.templatePart]).text == reporter.render(whole))
    }
}

/// What waits for the report's order is kept in an unlinked temporary file, or in memory
/// when there is none to be had.
@Suite struct SpillFileTests {
    private func roundTrip(_ spill: SpillFile) {
        let pieces: [[UInt8]] = [Array("first chunk\n".utf8), [], Array("é and [\"json\"]".utf8), Array(repeating: 7, count: 100_000)]
        let ranges = pieces.map(spill.append)
        for (piece, range) in zip(pieces, ranges).reversed() { #expect(spill.read(range) == piece) }
    }

    @Test func bytesComeBackFromTheTemporaryFileWhichIsNotLeftBehind() throws {
        let folder = ScratchFolder.path("spill").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        roundTrip(SpillFile(folder: folder))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func withoutATemporaryFolderTheBytesStayInMemory() {
        roundTrip(SpillFile(folder: "/nonexistent-bridgelint-folder"))
    }
}
