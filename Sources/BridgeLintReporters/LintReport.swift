import BridgeLintCore

/// The diagnostics of one file, sorted by position.
public struct FileReport: Sendable {
    public let file: SourceFile
    /// The path to show: relative to where the user ran bridgelint when possible.
    public let displayPath: String
    public let diagnostics: [Diagnostic]

    public init(file: SourceFile, displayPath: String, diagnostics: [Diagnostic]) {
        self.file = file
        self.displayPath = displayPath
        self.diagnostics = diagnostics.sorted { ($0.range.start, $0.range.end, $0.ruleID) < ($1.range.start, $1.range.end, $1.ruleID) }
    }
}

/// Everything a run found: what reporters render.
public struct LintReport: Sendable {
    /// Only files with diagnostics, sorted by path.
    public let files: [FileReport]
    public let filesChecked: Int
    /// How many findings a baseline hid; nil when no baseline was used.
    public let hiddenByBaseline: Int?

    public init(files: [FileReport], filesChecked: Int, hiddenByBaseline: Int? = nil) {
        self.files = files.filter { !$0.diagnostics.isEmpty }.sorted { $0.displayPath < $1.displayPath }
        self.filesChecked = filesChecked
        self.hiddenByBaseline = hiddenByBaseline
    }

    /// The same run with other diagnostics per file (filtered by a baseline or `--quiet`).
    public func replacingFiles(_ files: [FileReport], hiddenByBaseline: Int? = nil) -> LintReport {
        LintReport(files: files, filesChecked: filesChecked, hiddenByBaseline: hiddenByBaseline ?? self.hiddenByBaseline)
    }

    public func count(of severity: Severity) -> Int {
        files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == severity }.count }
    }
}

/// Turns a report into the text of one output format. Reporters are pure: no I/O.
public protocol Reporter {
    func render(_ report: LintReport) -> String
}
