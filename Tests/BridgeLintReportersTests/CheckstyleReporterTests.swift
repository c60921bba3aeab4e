import BridgeLintCore
import BridgeLintReporters
import Testing

@Suite struct CheckstyleReporterTests {
    @Test func everyFindingIsAnErrorElementWithItsPositionAndSource() throws {
        let elements = try XMLElements.parse(CheckstyleReporter().render(SampleReport.report))
        #expect(elements.first?.name == "checkstyle")
        #expect(elements.first?.attributes["version"] == "4.3")
        #expect(elements.filter { $0.name == "file" }.map { $0.attributes["name"] } == ["/srv/é dir/y.html.erb", "app/views/a,b:c/x.html.erb"])
        let errors = elements.filter { $0.name == "error" }
        #expect(errors.map { $0.attributes["line"] } == ["1", "1", "2", "3"])
        #expect(errors.map { $0.attributes["column"] } == ["12", "20", "23", "1"])
        #expect(errors.map { $0.attributes["severity"] } == ["error", "error", "warning", "info"])
        #expect(errors.map { $0.attributes["source"] } == ["bridgelint.html-mismatched-end-tag", "bridgelint.html-mismatched-end-tag",
                                                          "bridgelint.stimulus-unknown-controller", "bridgelint.custom-rule"])
    }

    @Test func messagesSurviveEscapingExactly() throws {
        let errors = try XMLElements.parse(CheckstyleReporter().render(SampleReport.report)).filter { $0.name == "error" }
        #expect(errors[1].attributes["message"] == SampleReport.mismatch.message)
        #expect(errors[2].attributes["message"] == SampleReport.twoLines.message)
    }

    @Test func charactersXMLCannotHoldAreReplacedSoTheDocumentStillParses() throws {
        let file = SourceFile(path: "x.html.erb", text: "<a>\n")
        let diagnostic = Diagnostic(ruleID: "r", severity: .error, message: "bell \u{7} and nul \u{0}", range: SourceRange(start: 0, end: 1))
        let report = LintReport(files: [FileReport(file: file, displayPath: file.path, diagnostics: [diagnostic])], filesChecked: 1)
        let errors = try XMLElements.parse(CheckstyleReporter().render(report)).filter { $0.name == "error" }
        #expect(errors.first?.attributes["message"] == "bell \u{FFFD} and nul \u{FFFD}")
    }

    @Test func aCleanRunIsAnEmptyCheckstyleElement() throws {
        let elements = try XMLElements.parse(CheckstyleReporter().render(SampleReport.clean))
        #expect(elements.map(\.name) == ["checkstyle"])
    }
}
