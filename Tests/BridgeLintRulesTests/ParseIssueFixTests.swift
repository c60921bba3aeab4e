import BridgeLintCore
import BridgeLintEngine
@testable import BridgeLintTemplate
import Foundation
import Testing

/// `html-parse-error` reports a parse issue with the repair the check that found it made, under
/// that check's title and safety: not a title of its own given to any issue with edits.
@Suite struct ParseIssueFixTests {
    @Test func theFixOfAParseIssueKeepsTheTitleOfTheCheckThatMadeIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-issue-fix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("app/views/pages/show.html.erb")
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = "<p title=\"a>x</p>\n"
        try text.write(to: path, atomically: true, encoding: .utf8)
        let workspace = Workspace(containing: root.path)
        let linter = Linter(project: workspace.project, corpus: workspace.corpus())
        // Any check's issue: its repair is reported as the check made it.
        let parsed = TemplateParser.parse(SourceFile(path: path.path, text: text))
        var issue = ParseIssue(kind: .unterminatedAttributeValue, message: "the quote is never closed", range: SourceRange(start: 9, end: 10))
        issue.fix = Fix(title: "close the quote", edits: [TextEdit(range: SourceRange(start: 11, end: 11), replacement: "\"")], applicability: .unsafe)
        let template = Template(file: parsed.file, elements: parsed.elements, erbTags: parsed.erbTags, htmlComments: parsed.htmlComments, issues: [issue])
        let found = linter.lint(template).filter { $0.ruleID == "html-parse-error" }
        #expect(found.map(\.fix) == [issue.fix])
        // The commas' check titles its own.
        let commas = linter.lint(SourceFile(path: path.path, text: "<input type=\"submit\",name=\"q\">\n")).filter { $0.ruleID == "html-parse-error" }
        #expect(commas.map(\.fix?.title) == ["remove the commas"])
    }

    /// A run of start tags written with escaped quotes is one finding that names the run's last tag.
    @Test func anEscapedQuoteRunNotesItsLastTag() throws {
        let found = try StimulusRuleEdgeCaseTests.lint(##"<div class=\"a\"><b id=\"x\">B</b></div>"##).filter { $0.ruleID == "html-parse-error" }
        #expect(found.count == 1)
        #expect(found.first?.related.map(\.message) == ["the last start tag written so"])
    }
}
