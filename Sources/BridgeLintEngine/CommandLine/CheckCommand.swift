import BridgeLintCore
import BridgeLintProject
import BridgeLintReporters
import BridgeLintRules
import Foundation

/// `bridgelint check`: options -> workspace -> lint -> fixes, baseline, filters -> report ->
/// exit code. Each step is a type of its own (`RuleSelection`, `LintRun`, `FixApplier`,
/// `Baseline`, the reporters); this file only strings them together.
extension CommandLineInterface {
    /// Formats read by CI services, which resolve paths from the checkout's root.
    static let rootRelativeFormats: Set = ["github", "gitlab", "sarif"]

    func check(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let options = try CheckOptions(arguments)
        if options.help {
            environment.write(HelpText.main)
            return .clean
        }
        let start = options.stdinFilename ?? options.paths.first ?? "."
        guard let repository = openRepository(containing: start) else { return .failure }
        let customRules = repository.customRules
        if let problem = options.selection.unknownSelectors(among: RuleRegistry.ids + customRules.map(\.ruleID)).first { throw UsageError(problem) }
        let baselinePath = repository.root + "/" + Baseline.fileName
        guard case .success(let baseline) = loadBaseline(at: baselinePath, options: options) else { return .failure }
        // CI annotations and code-scanning reports name files from the repository's root,
        // wherever the run starts; what a person reads is relative to where they are.
        let base = Self.rootRelativeFormats.contains(options.format) ? repository.root : environment.currentDirectory
        let show: @Sendable (String) -> String = { path in DisplayPath.relative(path, to: base) }
        if options.showSettings {
            let workspace = repository.workspace(for: repository.project(containing: start))
            environment.write(SettingsReport(workspace: workspace, options: options, show: show, baseline: (baselinePath, baseline?.entries.count)).render())
            return .clean
        }
        let lintedPaths = options.stdinFilename.map { [$0] } ?? (options.paths.isEmpty ? ["."] : options.paths)
        let missing = options.stdinFilename == nil ? lintedPaths.filter { !FileManager.default.fileExists(atPath: $0) } : []
        if !missing.isEmpty {
            throw UsageError("no such file or folder: " + missing.map { "`\($0)`" }.joined(separator: ", "))
        }
        let openRun = {
            RepositoryRun(repository: repository, paths: lintedPaths, selection: options.selection,
                          cacheFolder: self.cacheFolder(options, root: repository.root),
                          jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, displayPath: show)
        }
        let run = openRun()
        let failLevel = options.failLevel ?? repository.project(containing: start).configuration.failLevel
        let rootRelative = { @Sendable (path: String) in
            repository.relativePath(of: URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base)).standardizedFileURL.path)
        }
        let relativePath = { @Sendable (file: FileReport) in rootRelative(file.displayPath) }
        // Whether a file of the report is a template, by the formats its app registers.
        let isTemplate = { (path: String) in run.isTemplate(rootRelative(path)) }
        // Findings that are only written (not fixed, diffed or kept as a baseline) are
        // rendered as each file is done, without keeping the files' texts (`ReportStream`).
        let stream = options.updateBaseline || options.fix || options.diff ? nil
            : ReportStream(output: reportOutput(options, customRules: customRules), baseline: baseline,
                           quietBelow: options.quiet ? failLevel : nil, relativePath: relativePath)
        var (report, scope) = lint(options, run: run, stream: stream)
        // After the lint: a run over named files says what the parts of the model it read
        // could not see (see `LintRun.limitations`). Still before the findings are written.
        if !options.quiet {
            for note in run.limitations { environment.writeError("note: \(note)\n") }
        }
        if environment.variables["BRIDGELINT_CACHE_STATISTICS"].map({ !$0.isEmpty }) ?? false {
            for projectRun in run.projectRuns {
                guard let cache = projectRun.run.cache else { continue }
                let app = projectRun.run.workspace.app
                environment.writeError("cache\(app.isEmpty ? "" : " (" + app.dropLast() + ")"): \(cache.statistics)\n")
            }
        }
        if let stream {
            if let matcher = stream.baseline {
                reportBaseline(hidden: matcher.hidden, gone: matcher.gone(in: scope), options: options, file: show(baselinePath))
            }
            // Standard output takes the report piece by piece; a file is written whole, at once.
            var text = ""
            let toFile = options.outputFile != nil
            let result = stream.finish(filesChecked: report.filesChecked) { piece in
                if toFile { text += piece } else { environment.write(piece) }
            }
            if toFile, result.wrote { try output(text, options: options) }
            let failing = Severity.allCases.contains { $0 >= failLevel && result.totals.count(of: $0) > 0 }
                || options.maxWarnings.map { result.warnings > $0 } ?? false
            return failing && !options.exitZero ? .findings : .clean
        }
        if options.updateBaseline {
            return writeBaseline((baseline ?? Baseline(entries: [])).updated(with: report, scope: scope, relativePath: relativePath), to: baselinePath, show: show)
        }
        // What the baseline accepted is neither reported nor fixed.
        var outcome = baseline?.apply(to: report, scope: scope, relativePath: relativePath)
        if options.fix {
            // Report what is left, as the files now are.
            let (fixed, _) = FixApplier.applyUntilStable(outcome?.report ?? report, includingUnsafe: options.unsafeFixes, isTemplate: isTemplate) {
                // A fix may have changed a file the models are read from (a path configuration, a
                // controller): the next round reads them again, or its findings' ranges are stale.
                (report, scope) = lint(options, run: openRun(), stream: nil)
                outcome = baseline?.apply(to: report, scope: scope, relativePath: relativePath)
                return outcome?.report ?? report
            }
            for skipped in fixed.skipped {
                environment.writeError("warning: fixes for `\(skipped.path)` were not applied: \(skipped.reason).\n")
            }
            let (fixes, changed) = (fixed.fixes, fixed.changedFiles.count)
            environment.writeError("Fixed \(fixes) finding\(fixes == 1 ? "" : "s") in \(changed) file\(changed == 1 ? "" : "s").\n")
        }
        if let outcome {
            report = outcome.report
            reportBaseline(hidden: outcome.hidden, gone: outcome.gone, options: options, file: show(baselinePath))
        }
        if options.diff { return try writeDiff(report, options: options, rootRelativePath: relativePath, isTemplate: isTemplate) }
        return try writeReport(report, options: options, failLevel: failLevel, customRules: customRules)
    }

    /// Where findings are kept between runs: `--cache-dir`, else `BRIDGELINT_CACHE_DIR`, else
    /// `.bridgelint-cache` at the repository root; nil with `--no-cache`. Standard input is
    /// never cached.
    private func cacheFolder(_ options: CheckOptions, root: String) -> String? {
        guard options.useCache, options.stdinFilename == nil else { return nil }
        let given = options.cacheFolder ?? environment.variables["BRIDGELINT_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        guard let given else { return root + "/" + ResultCache.defaultFolderName }
        return URL(fileURLWithPath: given, relativeTo: URL(fileURLWithPath: environment.currentDirectory)).standardizedFileURL.path
    }

    /// The baseline to use (nil when there is none or it is not wanted), or a failure already
    /// explained on stderr. A broken file does not stop `--update-baseline`, which replaces it.
    private func loadBaseline(at path: String, options: CheckOptions) -> Result<Baseline?, Baseline.LoadError> {
        guard options.useBaseline else { return .success(nil) }
        do {
            return .success(try Baseline.load(from: path))
        } catch where options.updateBaseline {
            environment.writeError("note: \(error.message); writing a new one\n")
            return .success(nil)
        } catch {
            environment.writeError("error: \(error.message)\n")
            return .failure(error)
        }
    }

    /// Prints the findings (or their statistics) and decides the exit code.
    private func writeReport(_ report: LintReport, options: CheckOptions, failLevel: Severity,
                             customRules: [CustomRuleDefinition]) throws(UsageError) -> ExitCode {
        var report = report
        let warnings = report.count(of: Severity.warning)
        if options.quiet {
            report = report.replacingFiles(report.files.map { file in
                FileReport(file: file.file, displayPath: file.displayPath, diagnostics: file.diagnostics.filter { $0.severity >= failLevel })
            })
        }
        if !(options.quiet && report.files.isEmpty) {
            let text = switch reportOutput(options, customRules: customRules) {
            case .chunks(let reporter): reporter.render(report)
            case .statistics(let reporter): reporter.render(report)
            }
            try output(text, options: options)
        }
        let failing = report.files.contains { $0.diagnostics.contains { $0.severity >= failLevel } }
            || options.maxWarnings.map { warnings > $0 } ?? false
        return failing && !options.exitZero ? .findings : .clean
    }

    /// The reporter of the format asked for (or the statistics).
    private func reportOutput(_ options: CheckOptions, customRules: [CustomRuleDefinition]) -> ReportStream.Output {
        if options.statistics { return .statistics(StatisticsReporter(json: options.format == "json")) }
        let useColor = options.color == "always" || (options.color == "auto" && options.outputFile == nil
            && environment.standardOutputIsTerminal && environment.variables["NO_COLOR"].map(\.isEmpty) ?? true)
        return .chunks(reporter(for: options.format, useColor: useColor, customRules: customRules))
    }

    /// Lints what the options ask for: standard input as one file, or the templates under the
    /// paths (this shard's share of them), each project with its own model. Also returns what
    /// the run covered, for the baseline. With a `stream`, the findings go there instead of
    /// into the report.
    private func lint(_ options: CheckOptions, run: RepositoryRun, stream: ReportStream?) -> (LintReport, Baseline.Scope) {
        var files: [FileReport] = []
        var checked = 0
        var scope = Baseline.Scope(linted: [], ranRules: [], wholeProject: false)
        for projectRun in run.projectRuns {
            let (report, projectScope) = lint(options, project: projectRun, stream: stream)
            files += report.files
            checked += report.filesChecked
            scope.linted.formUnion(projectScope.linted)
            scope.ranRules.formUnion(projectScope.ranRules)
            scope.wholeProject = scope.wholeProject || projectScope.wholeProject
        }
        return (LintReport(files: files, filesChecked: checked), scope)
    }

    private func lint(_ options: CheckOptions, project projectRun: RepositoryRun.ProjectRun, stream: ReportStream?) -> (LintReport, Baseline.Scope) {
        let run = projectRun.run
        let workspace = run.workspace
        let ran = run.linter.enabledRuleIDs
        if let name = options.stdinFilename {
            let path = URL(fileURLWithPath: name).standardizedFileURL.path
            let relative = workspace.relativePath(of: path)
            guard !workspace.isExcluded(relative) else {
                if !options.quiet { environment.writeError("note: `\(name)` is excluded by the configuration; nothing was linted\n") }
                return (LintReport(files: [], filesChecked: 0), Baseline.Scope(linted: [], ranRules: ran, wholeProject: false))
            }
            let (file, _) = run.lintTemplate(text: environment.readStandardInput(), atPath: path, wholeProject: false)
            stream?.add(file)
            return (LintReport(files: stream == nil ? [file] : [], filesChecked: 1), Baseline.Scope(linted: [relative], ranRules: ran, wholeProject: false))
        }
        let files = projectRun.files
        let shard = options.shard
        let mine = shard.map { shard in files.subset { shard.holds(workspace.relativePath(of: $0)) } } ?? files
        let others = shard.map { shard in files.subset { !shard.holds(workspace.relativePath(of: $0)) } } ?? TemplatePaths([])
        let checksProject = projectRun.wholeProject && shard?.runsProjectRules ?? true
        let report = run.run(paths: mine, wholeProject: projectRun.wholeProject, checksProject: checksProject, usageOnlyPaths: others, stream: stream).report
        return (report, Baseline.Scope(linted: Set(mine.map(workspace.relativePath(of:))), ranRules: ran, wholeProject: checksProject))
    }

    private func writeBaseline(_ baseline: Baseline, to path: String, show: (String) -> String) -> ExitCode {
        do {
            try baseline.serialized().write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            environment.writeError("error: cannot write \(show(path)): \(error.localizedDescription)\n")
            return .failure
        }
        let findings = baseline.entries.reduce(0) { $0 + $1.count }
        environment.writeError("Wrote \(findings) finding\(findings == 1 ? "" : "s") to \(show(path)); later runs report only new ones.\n")
        return .clean
    }

    /// Says on stderr what the baseline hid (unless the text summary says it) and which of its
    /// entries no longer occur.
    private func reportBaseline(hidden: Int, gone: [Baseline.Entry], options: CheckOptions, file: String) {
        guard !options.quiet else { return }
        let summaryShowsHidden = options.format == "text" && !options.statistics && !options.diff
        if !summaryShowsHidden, hidden > 0 {
            environment.writeError("note: \(hidden) finding\(hidden == 1 ? "" : "s") hidden by \(file)\n")
        }
        guard !gone.isEmpty else { return }
        let count = gone.reduce(0) { $0 + $1.count }
        environment.writeError("note: \(count) finding\(count == 1 ? "" : "s") in \(file) no longer occur\(count == 1 ? "s" : ""); "
            + "run `bridgelint --update-baseline` to remove \(count == 1 ? "it" : "them"):\n")
        for entry in gone {
            let times = entry.count > 1 ? " (\(entry.count) times)" : ""
            environment.writeError("  \(entry.key.path): [\(entry.key.rule)] \(entry.message)\(times)\n")
        }
    }

    /// `--diff`: the fixes as a unified diff; exit 1 when there is something to fix. A file
    /// outside the current folder (shown as `/abs/...` or `../...`, which `git apply` and
    /// `patch` refuse) is named relative to the repository root instead.
    private func writeDiff(_ report: LintReport, options: CheckOptions,
                           rootRelativePath: (FileReport) -> String, isTemplate: (String) -> Bool) throws(UsageError) -> ExitCode {
        let path = { (file: FileReport) in
            file.displayPath.hasPrefix("/") || file.displayPath.hasPrefix("../") ? rootRelativePath(file) : file.displayPath
        }
        let (diff, fixes, files) = FixApplier.diff(report, includingUnsafe: options.unsafeFixes, isTemplate: isTemplate, path: path)
        try output(diff, options: options)
        if !options.quiet {
            environment.writeError(fixes == 0 ? "No fixes to apply.\n"
                : "Would fix \(fixes) finding\(fixes == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s").\n")
        }
        return fixes > 0 && !options.exitZero ? .findings : .clean
    }

    /// Writes the report to `--output-file`, or to standard output.
    private func output(_ text: String, options: CheckOptions) throws(UsageError) {
        guard let path = options.outputFile else {
            environment.write(text)
            return
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw UsageError("cannot write `--output-file \(path)`: \(error.localizedDescription)")
        }
    }
}
