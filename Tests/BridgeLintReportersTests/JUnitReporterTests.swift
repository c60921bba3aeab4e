import BridgeLintReporters
import Testing

@Suite struct JUnitReporterTests {
    @Test func oneSuitePerFileAndOneFailingCasePerFinding() throws {
        let elements = try XMLElements.parse(JUnitReporter().render(SampleReport.report))
        #expect(elements.first?.name == "testsuites")
        #expect(elements.first?.attributes["tests"] == "4")
        #expect(elements.first?.attributes["failures"] == "4")
        let suites = elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == ["/srv/é dir/y.html.erb", "app/views/a,b:c/x.html.erb"])
        #expect(suites.map { $0.attributes["tests"] } == ["1", "3"])
        let cases = elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] } == ["html-mismatched-end-tag at 1:12", "html-mismatched-end-tag at 1:20",
                                                       "stimulus-unknown-controller at 2:23", "custom-rule at 3:1"])
        #expect(elements.filter { $0.name == "failure" }.count == 4)
    }

    @Test func messagesAndBodiesSurviveEscapingExactly() throws {
        let failures = try XMLElements.parse(JUnitReporter().render(SampleReport.report)).filter { $0.name == "failure" }
        #expect(failures[1].attributes["message"] == SampleReport.mismatch.message)
        #expect(failures[1].attributes["type"] == "html-mismatched-end-tag")
        #expect(failures[1].text == "app/views/a,b:c/x.html.erb:1:20: error [html-mismatched-end-tag] \(SampleReport.mismatch.message)\nhelp: close `<h3>` with `</h3>`")
        #expect(failures[2].attributes["message"] == SampleReport.twoLines.message)
    }

    @Test func aCleanRunIsOnePassingTestCase() throws {
        let elements = try XMLElements.parse(JUnitReporter().render(SampleReport.clean))
        #expect(elements.filter { $0.name == "testcase" }.count == 1)
        #expect(elements.filter { $0.name == "failure" }.isEmpty)
        #expect(elements.first?.attributes["failures"] == "0")
    }
}
