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
            let report = lintFile(atPath: path, displayPath: displayPath, linter: linter)
            results.withLock { $0[index] = report }
        }
        let reports = results.withLock { $0.compactMap { $0 } }
        return LintReport(files: reports, filesChecked: paths.count)
    }

    /// Reads and lints one file; a file that cannot be read becomes one diagnostic.
    static func lintFile(atPath path: String, displayPath: (String) -> String, linter: Linter) -> FileReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            let file = SourceFile(path: displayPath(path), bytes: [])
            let diagnostic = Diagnostic(ruleID: "html-parse-error", severity: .error, message: "cannot read this file",
                                        range: SourceRange(start: 0, end: 0), help: "check that the file exists and is readable")
            return FileReport(file: file, displayPath: file.path, diagnostics: [diagnostic])
        }
        let file = SourceFile(path: displayPath(path), bytes: [UInt8](data))
        // Project files are named by absolute path in related locations: show them like the rest.
        let diagnostics = linter.lint(file).map { diagnostic in
            var shown = diagnostic
            shown.related = diagnostic.related.map { related in
                var copy = related
                if related.path.hasPrefix("/") { copy.path = displayPath(related.path) }
                return copy
            }
            return shown
        }
        return FileReport(file: file, displayPath: file.path, diagnostics: diagnostics)
    }
}
