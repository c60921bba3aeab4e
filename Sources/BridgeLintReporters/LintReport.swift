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

/// What a report's summary counts: all a streamed report keeps of the files already written.
public struct ReportTotals: Sendable, Equatable {
    public var filesChecked: Int
    /// How many findings a baseline hid; nil when no baseline was used.
    public var hiddenByBaseline: Int?
    public private(set) var errors = 0
    public private(set) var warnings = 0
    public private(set) var infos = 0

    public init(filesChecked: Int, hiddenByBaseline: Int? = nil) {
        self.filesChecked = filesChecked
        self.hiddenByBaseline = hiddenByBaseline
    }

    public init(_ report: LintReport) {
        self.init(filesChecked: report.filesChecked, hiddenByBaseline: report.hiddenByBaseline)
        for file in report.files { add(file.diagnostics) }
    }

    public mutating func add(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
        }
    }

    public func count(of severity: Severity) -> Int {
        switch severity {
        case .error: errors
        case .warning: warnings
        case .info: infos
        }
    }

    public var findings: Int { errors + warnings + infos }
}

/// Turns a report into the text of one output format. Reporters are pure: no I/O.
public protocol Reporter {
    func render(_ report: LintReport) -> String
}

/// A reporter whose output is an opening, one chunk per file with findings (files in path
/// order, `separator` between two chunks) and a closing. A run renders each file's chunk as
/// soon as the file is linted and keeps that text instead of the file's (`ReportStream` in the
/// engine); `render` is the same function over a whole report, so both give the same bytes.
public protocol StreamingReporter: Reporter, Sendable {
    /// What comes before the first file: `empty` when no file has findings.
    func opening(_ totals: ReportTotals, empty: Bool) -> String
    /// One file's findings; they are all the chunk needs of the file's text.
    func chunk(_ file: FileReport) -> String
    var separator: String { get }
    func closing(_ totals: ReportTotals, empty: Bool) -> String
}

extension StreamingReporter {
    public var separator: String { "" }

    public func render(_ report: LintReport) -> String {
        let totals = ReportTotals(report)
        let empty = report.files.isEmpty
        return opening(totals, empty: empty) + report.files.map(chunk).joined(separator: separator) + closing(totals, empty: empty)
    }
}
