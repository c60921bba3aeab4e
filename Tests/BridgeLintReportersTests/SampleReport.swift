import BridgeLintCore
import BridgeLintReporters

/// A small report built by hand, with what the formats must get right: markup characters,
/// `%` and line breaks in messages, `,` and `:` in a path, a range over two lines, multi-byte
/// text before a column, a fix, a fix without edits, related locations, all three severities.
enum SampleReport {
    /// `app/views/a,b:c/x.html.erb`: an error with a fix and a related location, a warning over
    /// two lines, a note on an empty range from a rule the descriptors do not list.
    static let commaFile = SourceFile(path: "app/views/a,b:c/x.html.erb", text: """
    <h3>Tom & "Jerry"</h2>
    <div data-controller="nav">
    </div>

    """)

    /// An absolute path with a space and a non-ASCII name; `éé` before the finding makes its
    /// byte offset (13) differ from its column (12).
    static let accentFile = SourceFile(path: "/srv/é dir/y.html.erb", text: "<p>éé<b>x</i></p>\n")

    static let mismatch = Diagnostic(
        ruleID: "html-mismatched-end-tag", severity: .error,
        message: #"end tag `</h2>` & "quotes" 'single' do not match `<h3>`"#,
        range: SourceRange(start: 19, end: 21),
        help: "close `<h3>` with `</h3>`",
        suggestions: ["h3"],
        fix: Fix(title: "use `h3`", edits: [TextEdit(range: SourceRange(start: 19, end: 21), replacement: "h3")], applicability: .safe),
        related: [RelatedLocation(path: "app/views/a,b:c/x.html.erb", line: 1, column: 2, message: "`<h3>` opened here")]
    )

    static let twoLines = Diagnostic(
        ruleID: "stimulus-unknown-controller", severity: .warning,
        message: "100% sure:\r\nnot a controller",
        range: SourceRange(start: 45, end: 53)
    )

    static let note = Diagnostic(ruleID: "custom-rule", severity: .info, message: "just so you know", range: SourceRange(start: 51, end: 51))

    static let accented = Diagnostic(
        ruleID: "html-mismatched-end-tag", severity: .error, message: "end tag `</i>` closes nothing",
        range: SourceRange(start: 13, end: 14),
        fix: Fix(title: "look at it", edits: [], applicability: .displayOnly)
    )

    static let report = LintReport(files: [
        FileReport(file: commaFile, displayPath: commaFile.path, diagnostics: [note, twoLines, mismatch]),
        FileReport(file: accentFile, displayPath: accentFile.path, diagnostics: [accented]),
    ], filesChecked: 3)

    static let clean = LintReport(files: [], filesChecked: 3)

    static let rules = [
        RuleDescriptor(id: "html-mismatched-end-tag", summary: "end tags that close the wrong element", defaultSeverity: .error,
                       fullDescription: "Reports an end tag that does not close the open element.", helpMarkdown: "# html-mismatched-end-tag\n"),
        RuleDescriptor(id: "stimulus-unknown-controller", summary: "unknown controllers", defaultSeverity: .error,
                       fullDescription: "Reports unknown controllers.", helpMarkdown: nil),
    ]
}
