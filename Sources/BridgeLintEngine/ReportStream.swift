import BridgeLintCore
import BridgeLintReporters
import Foundation

/// The report of a run, made while its files are linted: each file's findings are filtered
/// (the baseline, `--quiet`) and rendered as soon as the file is done, so its text and line
/// index are dropped then; only the rendered text waits until the files' order is known, in a
/// temporary file (`SpillFile`), so memory does not grow with the findings.
/// The output is the same bytes as the reporter's `render` of the whole report.
///
/// The order is known at the end: findings are sorted by path, and the project rules, which
/// run after every template, can report in any file (a template too: its two parts are then
/// rendered again as one, so the filtered findings wait beside the text). What
/// `--statistics` counts needs no text: it reads the findings back.
final class ReportStream: Sendable {
    enum Output: Sendable {
        case chunks(any StreamingReporter)
        case statistics(StatisticsReporter)
    }

    /// Where a file with findings waits to be written: its chunk (nil with `--statistics`) and
    /// its findings after the filters (JSON), in `State.spilled`.
    private struct Kept {
        var displayPath: String
        var text: Range<Int>?
        var diagnostics: Range<Int>
    }

    private struct State {
        var baseline: Baseline.Matcher?
        var kept: [String: Kept] = [:]
        let spilled = SpillFile()
        var totals = ReportTotals(filesChecked: 0)
        /// Warnings left by the baseline, before `--quiet` (what `--max-warnings` counts).
        var warnings = 0
    }

    private let output: Output
    /// With `--quiet`: only findings at least this severe are reported.
    private let quietBelow: Severity?
    private let relativePath: @Sendable (FileReport) -> String
    private let state: Locked<State>
    private let hasBaseline: Bool

    init(output: Output, baseline: Baseline?, quietBelow: Severity?, relativePath: @escaping @Sendable (FileReport) -> String) {
        self.output = output
        self.quietBelow = quietBelow
        self.relativePath = relativePath
        state = Locked(State(baseline: baseline.map(Baseline.Matcher.init)))
        hasBaseline = baseline != nil
    }

    /// Takes the findings of one file (or one part of them: a template's own, then the project
    /// rules'); `file`'s text is not kept.
    func add(_ file: FileReport) {
        guard !file.diagnostics.isEmpty else { return }
        // The root-relative path (URL work) only for a baseline to match.
        let path = hasBaseline ? relativePath(file) : ""
        var diagnostics = state.withLock { state in
            guard var matcher = state.baseline else { return file.diagnostics }
            defer { state.baseline = matcher }
            return matcher.unmatched(in: file, path: path)
        }
        let warnings = diagnostics.count(where: { $0.severity == .warning })
        if let quietBelow { diagnostics.removeAll { $0.severity < quietBelow } }
        let filtered = diagnostics
        let rendered = render(FileReport(file: file.file, displayPath: file.displayPath, diagnostics: filtered))
        state.withLock { state in
            state.warnings += warnings
            guard !filtered.isEmpty else { return }
            state.totals.add(filtered)
            var diagnostics = filtered
            var text = rendered
            if let earlier = state.kept[file.displayPath] {
                // The same file's other part: as if both had come at once (`FileReport` sorts).
                let joined = FileReport(file: file.file, displayPath: file.displayPath,
                                        diagnostics: Self.decoded(state.spilled.read(earlier.diagnostics)) + filtered)
                (diagnostics, text) = (joined.diagnostics, render(joined))
            }
            state.kept[file.displayPath] = Kept(displayPath: file.displayPath, text: text.map { state.spilled.append(Array($0.utf8)) },
                                                diagnostics: state.spilled.append(Self.encoded(diagnostics)))
        }
    }

    private func render(_ file: FileReport) -> String? {
        guard case .chunks(let reporter) = output, !file.diagnostics.isEmpty else { return nil }
        return reporter.chunk(file)
    }

    // Findings round-trip through the same coding as the result cache's entries.
    private static func encoded(_ diagnostics: [Diagnostic]) -> [UInt8] {
        (try? JSONEncoder().encode(diagnostics)).map(Array.init) ?? []
    }

    private static func decoded(_ bytes: [UInt8]) -> [Diagnostic] {
        (try? JSONDecoder().decode([Diagnostic].self, from: Data(bytes))) ?? []
    }

    /// What the run reported, once every file is in.
    struct Result {
        /// Whether there was anything to write (not with `--quiet` and no findings).
        var wrote: Bool
        var totals: ReportTotals
        /// Warnings after the baseline, before `--quiet`.
        var warnings: Int
    }

    /// The baseline as the files so far used it.
    var baseline: Baseline.Matcher? {
        state.withLock { $0.baseline }
    }

    /// Writes the report, in pieces (each file's chunk is let go once written), once every
    /// file is in.
    func finish(filesChecked: Int, write: (String) -> Void) -> Result {
        state.withLock { state in
            var totals = state.totals
            totals.filesChecked = filesChecked
            totals.hiddenByBaseline = state.baseline?.hidden
            let paths = state.kept.keys.sorted()
            let wrote = quietBelow == nil || !paths.isEmpty
            if wrote {
                switch output {
                case .chunks(let reporter):
                    write(reporter.opening(totals, empty: paths.isEmpty))
                    for (index, path) in paths.enumerated() {
                        if index > 0 { write(reporter.separator) }
                        let text = state.kept[path]?.text.map(state.spilled.read) ?? []
                        write(String(decoding: text, as: UTF8.self))
                    }
                    write(reporter.closing(totals, empty: paths.isEmpty))
                case .statistics(let reporter):
                    let reports = paths.compactMap { state.kept[$0] }.map { kept in
                        FileReport(file: SourceFile(path: kept.displayPath, bytes: []), displayPath: kept.displayPath,
                                   diagnostics: Self.decoded(state.spilled.read(kept.diagnostics)))
                    }
                    write(reporter.render(LintReport(files: reports, filesChecked: filesChecked)))
                }
            }
            state.kept = [:]
            return Result(wrote: wrote, totals: totals, warnings: state.warnings)
        }
    }
}
