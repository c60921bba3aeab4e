import BridgeLintReporters
import Testing

@Suite struct GitHubReporterTests {
    let lines = GitHubReporter().render(SampleReport.report).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    @Test func oneCommandPerDiagnosticInReportOrder() {
        #expect(lines.count == 5)
        #expect(lines.last == "")
        #expect(lines[0] == "::error file=/srv/é dir/y.html.erb,line=1,col=12,endLine=1,endColumn=13,title=html-mismatched-end-tag::end tag `</i>` closes nothing")
    }

    @Test func propertiesEscapeCommaAndColonAndMessagesEscapeLineBreaks() {
        #expect(lines[1] == "::error file=app/views/a%2Cb%3Ac/x.html.erb,line=1,col=20,endLine=1,endColumn=22,title=html-mismatched-end-tag::"
            + #"end tag `</h2>` & "quotes" 'single' do not match `<h3>`%0Ahelp: close `<h3>` with `</h3>`"#)
    }

    @Test func percentAndCarriageReturnAreEncodedAndTwoLineRangesDropColumns() {
        #expect(lines[2] == "::warning file=app/views/a%2Cb%3Ac/x.html.erb,line=2,endLine=3,title=stimulus-unknown-controller::100%25 sure:%0D%0Anot a controller")
    }

    @Test func infoIsANotice() {
        #expect(lines[3] == "::notice file=app/views/a%2Cb%3Ac/x.html.erb,line=3,col=1,endLine=3,endColumn=1,title=custom-rule::just so you know")
    }

    @Test func aCleanRunPrintsNothing() {
        #expect(GitHubReporter().render(SampleReport.clean).isEmpty)
    }
}
