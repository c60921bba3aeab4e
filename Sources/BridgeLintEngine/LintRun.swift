import BridgeLintCore
import BridgeLintReporters
import Dispatch
import Foundation
import Synchronization

/// Lints many files on all cores and collects one report.
public enum LintRun {
    /// Lints `paths` (absolute) with `linter`; `displayPath` turns a path into what users see.
    public static func run(paths: [String], linter: Linter, displayPath: @Sendable (String) -> String) -> LintReport {
        let results = Mutex<[FileReport?]>(Array(repeating: nil, count: paths.count))
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let report = lintFile(atPath: path, displayPath: displayPath(path), linter: linter)
            results.withLock { $0[index] = report }
        }
        let reports = results.withLock { $0.compactMap { $0 } }
        return LintReport(files: reports, filesChecked: paths.count)
    }

    /// Reads and lints one file; a file that cannot be read becomes one diagnostic.
    static func lintFile(atPath path: String, displayPath: String, linter: Linter) -> FileReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            let file = SourceFile(path: displayPath, bytes: [])
            let diagnostic = Diagnostic(ruleID: "html-parse-error", severity: .error, message: "cannot read this file",
                                        range: SourceRange(start: 0, end: 0), help: "check that the file exists and is readable")
            return FileReport(file: file, displayPath: displayPath, diagnostics: [diagnostic])
        }
        let file = SourceFile(path: displayPath, bytes: [UInt8](data))
        return FileReport(file: file, displayPath: displayPath, diagnostics: linter.lint(file))
    }
}
