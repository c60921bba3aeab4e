import BridgeLintCore
import BridgeLintProject
import BridgeLintReporters
import BridgeLintRules
import BridgeLintTemplate
import Dispatch
import Foundation
import Synchronization

/// One run of the linter over files: templates in parallel on all cores, then (for a run over
/// the whole project) the project rules once, all collected into one report.
public struct LintRun: Sendable {
    public let workspace: Workspace
    public let linter: Linter
    /// Turns an absolute path into what users see (relative to where they ran bridgelint).
    public let displayPath: @Sendable (String) -> String
    /// Findings of earlier runs (nil: every template is linted).
    let cache: ResultCache?
    /// How many templates are linted at once.
    let jobs: Int

    public init(workspace: Workspace, linter: Linter, displayPath: @escaping @Sendable (String) -> String) {
        self.init(workspace: workspace, linter: linter, displayPath: displayPath, cache: nil, jobs: ProcessInfo.processInfo.activeProcessorCount)
    }

    init(workspace: Workspace, linter: Linter, displayPath: @escaping @Sendable (String) -> String, cache: ResultCache?, jobs: Int) {
        self.workspace = workspace
        self.linter = linter
        self.displayPath = displayPath
        self.cache = cache
        self.jobs = max(1, jobs)
    }

    /// The result: the report, and per component or controller the rule ids that fired on it.
    public struct Outcome: Sendable {
        public var report: LintReport
        public var usage: ControllerUsage
        public var rulesBySubject: [String: Set<String>]
    }

    /// Lints the templates at `paths` (absolute); with `wholeProject`, also runs the project
    /// rules and reports in the project files they point at.
    ///
    /// A sharded run lints each template as part of the whole project but runs the project
    /// rules in one shard only: `checksProject` false leaves them out, and `usageOnlyPaths`
    /// are templates read only to learn where controllers are used (the other shards' share).
    ///
    /// With a `stream`, each file's findings go to it as soon as the file is done, and the
    /// outcome's report holds none; the corpus lets go of its render graph and frame index after
    /// the pass, and of its never-rendered proof before the project rules.
    func run(paths: TemplatePaths, wholeProject: Bool, checksProject: Bool = true, usageOnlyPaths: TemplatePaths = TemplatePaths([]),
             stream: ReportStream?) -> Outcome {
        let checksProject = wholeProject && checksProject
        let all = checksProject ? paths.followed(by: usageOnlyPaths) : paths
        let collected = Locked(InOrder())
        let deliver = { @Sendable (index: Int, result: (FileReport?, ControllerUsage), late: Bool) in
            var result = result
            // A clean file's text is not kept: memory stays flat in the number of files.
            if result.0?.diagnostics.isEmpty == true { result.0 = nil }
            // Nor, with a stream, the text of a file with findings: they are rendered now.
            if let stream, let report = result.0 {
                stream.add(report)
                result.0 = nil
            }
            collected.withLock { late ? $0.addLate(result, at: index) : $0.add(result, at: index) }
        }
        // Templates whose findings wait for the frame index, built after the pass from what
        // the pass read (see `Linter.start`), by index.
        let waiting = Locked<[(index: Int, template: Waiting)]>([])
        // Past `maximumWaiting`, findings ask the index at once (it parses the templates the
        // pass has not read yet): what waits stays bounded.
        let waitingCount = Atomic<Int>(0)
        // A check's one pass over every template, none from a cache (none used, or a cache
        // folder with no entries yet), asks the never-rendered proof about most of them: its
        // answers are settled first, by all the workers, and the proof let go (held through the
        // pass, it was a third of the heap at its peak at 20,000 templates).
        let settlesNeverRendered = stream != nil && checksProject && cache?.holdsNoEntries ?? true
        // `jobs` workers, each taking the next file until none is left.
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, all.count)) { _ in
            if settlesNeverRendered { linter.corpus.settleNeverRenderedAnswers() }
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < all.count else { return }
                guard index < paths.count else {
                    deliver(index, (nil, controllerUses(atPath: all[index])), false)
                    continue
                }
                let defers = waitingCount.load(ordering: .relaxed) < Self.maximumWaiting
                switch lintTemplate(atPath: all[index], wholeProject: wholeProject, collectsUsage: checksProject, defers: defers) {
                case .done(let report, let usage): deliver(index, (report, usage), false)
                case .waiting(let template):
                    waitingCount.add(1, ordering: .relaxed)
                    waiting.withLock { $0.append((index, template)) }
                    collected.withLock { $0.holdPlace(at: index) }
                }
            }
        }
        // Taken out, to be let go once finished: their judgments hold what their rules read.
        finish(waiting.withLock { waiting in
            defer { waiting = [] }
            return waiting
        }, deliver: deliver)
        linter.corpus.dropPageFacts()
        // A streamed run is a check's one pass with this linter: what only the pass reads
        // need not stay through the project rules.
        if stream != nil {
            linter.corpus.dropGraph()
            linter.corpus.dropFrameIndex()
            FreedMemory.giveBack()
        }
        var (reports, usage) = collected.withLock { ($0.reports, $0.usage) }
        if checksProject, let cache { cache.removeEntries(notAmong: all.map(workspace.relativePath(of:))) }
        defer { cache?.finish(wholeProject: checksProject && usageOnlyPaths.isEmpty) }
        var rulesBySubject: [String: Set<String>] = [:]
        var filesChecked = paths.count
        if checksProject {
            let results = projectResults(usage: usage, streamed: stream != nil)
            rulesBySubject = results.rulesBySubject
            // Read one at a time when streamed.
            let projectReports = results.files.lazy.compactMap { file -> FileReport? in
                let absolute = workspace.root + "/" + file.path
                guard let bytes = boundedBytes(absolute) else { return nil }
                let source = SourceFile(path: displayPath(absolute), bytes: bytes)
                return FileReport(file: source, displayPath: source.path, diagnostics: file.diagnostics.map(showingRelatedPaths))
            }
            if !results.files.isEmpty {
                // A set: searching the list of every path for each file was quadratic.
                let linted = Set(all)
                filesChecked += results.files.filter { !linted.contains(workspace.root + "/" + $0.path) }.count
            }
            if let stream { projectReports.forEach(stream.add) } else { reports = merge(reports, with: Array(projectReports)) }
        }
        return Outcome(report: LintReport(files: reports, filesChecked: filesChecked), usage: usage, rulesBySubject: rulesBySubject)
    }

    /// Finishes the templates whose findings waited for the end of the pass, on `jobs` threads,
    /// handing each to `deliver` (index, result, late) in turn.
    private func finish(_ waiting: [(index: Int, template: Waiting)],
                        deliver: @Sendable (Int, (FileReport?, ControllerUsage), Bool) -> Void) {
        let later = waiting.sorted { $0.index < $1.index }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, later.count)) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < later.count else { return }
                let (report, usage) = finish(later[index].template)
                deliver(later[index].index, (report, usage), true)
            }
        }
    }

    public func run(paths: TemplatePaths, wholeProject: Bool, checksProject: Bool = true, usageOnlyPaths: TemplatePaths = TemplatePaths([])) -> Outcome {
        run(paths: paths, wholeProject: wholeProject, checksProject: checksProject, usageOnlyPaths: usageOnlyPaths, stream: nil)
    }

    public func run(paths: [String], wholeProject: Bool, checksProject: Bool = true, usageOnlyPaths: [String] = []) -> Outcome {
        run(paths: TemplatePaths(paths), wholeProject: wholeProject, checksProject: checksProject, usageOnlyPaths: TemplatePaths(usageOnlyPaths))
    }

    /// The files' results merged in the order of the files, each as soon as those before it
    /// are in (the workers finish out of order): a file's own usage is not kept beside the
    /// whole run's, and the merged order does not depend on the timing of the threads. A file
    /// whose findings wait for the end of the pass holds its place among the reports; its
    /// usage is merged when it comes (where the uses of a controller are is read sorted).
    private struct InOrder {
        private var slots: [FileReport?] = []
        /// The place each waiting file holds in `slots`, by index.
        private var places: [Int: Int] = [:]
        var usage = ControllerUsage()
        /// Results of files whose predecessors are still being linted, by index (nil: the
        /// file waits for the end of the pass).
        private var waiting: [Int: (FileReport?, ControllerUsage)?] = [:]
        private var next = 0

        var reports: [FileReport] { slots.compactMap { $0 } }

        mutating func add(_ result: (FileReport?, ControllerUsage), at index: Int) {
            waiting[index] = .some(result)
            drain()
        }

        /// Holds the place of the file at `index`, whose result comes after the pass (`addLate`).
        mutating func holdPlace(at index: Int) {
            waiting[index] = .some(nil)
            drain()
        }

        /// The result of the file whose place `holdPlace` held.
        mutating func addLate(_ result: (FileReport?, ControllerUsage), at index: Int) {
            if let report = result.0, let place = places.removeValue(forKey: index) { slots[place] = report }
            usage.merge(result.1)
        }

        private mutating func drain() {
            while let result = waiting.removeValue(forKey: next) {
                if let (report, fileUsage) = result {
                    if let report { slots.append(report) }
                    usage.merge(fileUsage)
                } else {
                    places[next] = slots.count
                    slots.append(nil)
                }
                next += 1
            }
        }
    }

    /// Runs the project rules, or takes what they found from the cache when the model, every
    /// controller use and the sources searched for names are unchanged. `streamed`: a check's
    /// one pass, after which the corpus lets go of the never-rendered proof before the rules.
    private func projectResults(usage: ControllerUsage, streamed: Bool) -> ProjectResults {
        let key = cache.map { $0.projectKey(usage: usage, mentionedSources: workspace.mentionedSourcesFingerprint(digests: $0.digests)) }
        if let cache, let key, let cached = cache.projectResults(for: key) { return cached }
        let visible = linter.droppingUnrenderedUses(usage)
        // The rules ask only why templates it proved never render (those whose uses are
        // dropped), whose answers the corpus keeps: held through the rules, the proof was a
        // third of a large app's peak beside their findings.
        if streamed {
            linter.corpus.dropNeverRenderedProof()
            FreedMemory.giveBack()
        }
        let findings = linter.checkProject(usage: visible)
        var rulesBySubject: [String: Set<String>] = [:]
        for finding in findings {
            if let subject = finding.subject { rulesBySubject[subject, default: []].insert(finding.diagnostic.ruleID) }
        }
        let results = ProjectResults(files: locate(findings), rulesBySubject: rulesBySubject)
        if let cache, let key { cache.store(results, for: key) }
        return results
    }

    /// A template's report and where it uses controllers, or what makes them once the frame
    /// index is built (see `Linter.start`).
    private enum TemplateResult {
        case done(FileReport, ControllerUsage)
        case waiting(Waiting)
    }

    /// A template whose findings wait for the end of the pass: what finishing them needs,
    /// without its tree or its text (read again when there is something to report).
    struct Waiting: Sendable {
        fileprivate var started: Linter.Started
        fileprivate var path: String
        fileprivate var key: ResultCache.Key
        /// The digest of the text the pass read (the cache's, or when the text is let go).
        fileprivate var digest: String
        fileprivate var storesResults: Bool
        fileprivate var usedCorpus: Bool
        fileprivate var collectsUsage: Bool
    }

    /// Reads, parses and lints one template; a file that cannot be read, or is over the size
    /// limit, becomes one diagnostic, and one removed since it was listed has none.
    /// How many templates at most wait for the end of the pass (a few KB each).
    static let maximumWaiting = 1_000

    private func lintTemplate(atPath path: String, wholeProject: Bool, collectsUsage: Bool, defers: Bool) -> TemplateResult {
        let problem: Diagnostic
        let file = SourceFile(path: displayPath(path), bytes: [])
        let status = cache == nil ? nil : FileStatus(path: path)
        if let cache, let status, let content = cache.digests.remembered(workspace.relativePath(of: path), status: status),
           let cached = cachedReport(atPath: path, content: content, wholeProject: wholeProject, collectsUsage: collectsUsage, cache: cache) {
            return .done(cached.0, cached.1)
        }
        switch sizeLimit.read(path) {
        case .bytes(let bytes):
            return lintTemplate(text: bytes, atPath: path, status: status, wholeProject: wholeProject, collectsUsage: collectsUsage, cache: cache,
                                defers: defers)
        case .tooLarge(let size):
            let limit = FileSizeLimit.describe(sizeLimit.bytes)
            problem = Diagnostic(ruleID: "html-parse-error", severity: .warning,
                                 message: "not linted: this file is \(FileSizeLimit.describe(size)), over the \(limit) file size limit",
                                 range: SourceRange(start: 0, end: 0),
                                 help: "raise `max_file_size` in .bridgelint.yml if this template is meant to be that large, or exclude it")
        case .unreadable:
            guard FileManager.default.fileExists(atPath: path) else {
                return .done(FileReport(file: file, displayPath: file.path, diagnostics: []), ControllerUsage())
            }
            problem = Diagnostic(ruleID: "html-parse-error", severity: .error, message: "cannot read this file",
                                 range: SourceRange(start: 0, end: 0), help: "check that the file is readable by this user")
        }
        return .done(FileReport(file: file, displayPath: file.path, diagnostics: [problem]), ControllerUsage())
    }

    /// The largest file this run reads (`max_file_size`).
    private var sizeLimit: FileSizeLimit { FileSizeLimit(bytes: workspace.configuration.maxFileSize) }

    /// What the project model could not see (see `ProjectModel.limitations`), from the cache
    /// when it knows them for an unchanged project. Without a cache, a run over named files
    /// (`wholeProject` false) says only what the parts its rules read could not see (see
    /// `ProjectModel.limitationsOfPartsRead`): ask after the run.
    public func limitations(wholeProject: Bool) -> [String] {
        cache?.modelLimitations ?? (wholeProject ? workspace.project.limitations : workspace.project.limitationsOfPartsRead)
    }

    /// The bytes of the file at `path`, nil when it cannot be read or is over the size limit.
    private func boundedBytes(_ path: String) -> [UInt8]? {
        if case .bytes(let bytes) = sizeLimit.read(path) { bytes } else { nil }
    }

    /// Lints `text` as the template at `path` (absolute), whether or not the file on disk
    /// holds that text (standard input, an editor's buffer). Only the project rules read where
    /// controllers are used: `collectsUsage` says they will run.
    public func lintTemplate(text: [UInt8], atPath path: String, wholeProject: Bool, collectsUsage: Bool = false) -> (FileReport, ControllerUsage) {
        let file = SourceFile(path: displayPath(path), bytes: text)
        let template = TemplateParser.parse(file)
        let (diagnostics, usage) = linter.lint(template, wholeProject: wholeProject,
                                               collectingUsesAt: collectsUsage ? workspace.relativePath(of: path) : nil)
        return (FileReport(file: file, displayPath: file.path, diagnostics: diagnostics.map(showingRelatedPaths)), usage)
    }

    /// The findings `cache` holds for the template at `path`, whose bytes are known (by the
    /// file's size and time) to have the digest `content`; it is read only when there are
    /// findings to show.
    private func cachedReport(atPath path: String, content: String, wholeProject: Bool, collectsUsage: Bool,
                              cache: ResultCache) -> (FileReport, ControllerUsage)? {
        let key = ResultCache.Key(path: workspace.relativePath(of: path), shownAs: displayPath(path), wholeProject: wholeProject)
        guard let cached = cache.results(for: key, content: content, needsUsage: collectsUsage) else { return nil }
        // A clean file's text is not kept (see `run`): it need not be read.
        var file = SourceFile(path: key.shownAs, bytes: [])
        if !cached.diagnostics.isEmpty {
            guard let bytes = boundedBytes(path) else { return nil }
            file = SourceFile(path: key.shownAs, bytes: bytes)
        }
        return (FileReport(file: file, displayPath: file.path, diagnostics: cached.diagnostics.map(showingRelatedPaths)), cached.usage ?? ControllerUsage())
    }

    /// Lints `text`, read from `path` with `status` just before, taking the findings from
    /// `cache` when it holds them for these bytes, and storing them when not (once they are
    /// all known: a template whose findings wait for the frame index is stored then).
    private func lintTemplate(text: [UInt8], atPath path: String, status: FileStatus?, wholeProject: Bool, collectsUsage: Bool,
                              cache: ResultCache?, defers: Bool) -> TemplateResult {
        let shownAs = displayPath(path)
        // Kept by the whole run's tables (controller uses, frame facts): the corpus's own string.
        let key = ResultCache.Key(path: linter.corpus.listedPath(workspace.relativePath(of: path)), shownAs: shownAs, wholeProject: wholeProject)
        let content = cache.map { _ in StableHash.contentDigest(text) }
        if let cache, let content {
            // Same bytes, another time (a checkout, `touch`): the next run need not read them.
            if let status { cache.digests.remember(content, of: key.path, status: status) }
            if let cached = cache.results(for: key, content: content, needsUsage: collectsUsage) {
                // A clean file's text is not kept (see `run`): its lines need not be found.
                let file = SourceFile(path: shownAs, bytes: cached.diagnostics.isEmpty ? [] : text)
                return .done(FileReport(file: file, displayPath: file.path, diagnostics: cached.diagnostics.map(showingRelatedPaths)),
                             cached.usage ?? ControllerUsage())
            }
        }
        let file = SourceFile(path: shownAs, bytes: text)
        let template = TemplateParser.parse(file)
        let (started, usedCorpus) = TemplateCorpus.recordingUse {
            var started = linter.start(template, wholeProject: wholeProject, collectingUsesAt: collectsUsage ? key.path : nil, corpusPath: key.path,
                                      defers: defers)
            // A template that waits lets go of its text, read again when there is something to report.
            if started.waits { started.releaseText() }
            return started
        }
        let waiting = Waiting(started: started, path: path, key: key, digest: content ?? (started.waits ? StableHash.contentDigest(text) : ""),
                              storesResults: cache != nil, usedCorpus: usedCorpus, collectsUsage: collectsUsage)
        guard !started.waits else { return .waiting(waiting) }
        let (report, usage) = finish(waiting, text: file)
        return .done(report, usage)
    }

    /// The report of a started template and where it uses controllers, storing them in the
    /// cache; `text` is its text when kept.
    private func finish(_ waiting: Waiting, text: SourceFile? = nil) -> (FileReport, ControllerUsage) {
        let key = waiting.key
        var file = text, changed = false
        let reread = { () -> SourceFile in
            if let file { return file }
            let bytes = boundedBytes(waiting.path) ?? []
            changed = StableHash.contentDigest(bytes) != waiting.digest
            let read = SourceFile(path: key.shownAs, bytes: bytes)
            file = read
            return read
        }
        let ((diagnostics, uses), usedFinishing) = TemplateCorpus.recordingUse { linter.finish(waiting.started, text: reread) }
        if let cache, waiting.storesResults {
            cache.store(ResultCache.Results(diagnostics: diagnostics, usage: waiting.collectsUsage ? uses : nil), for: key,
                        content: waiting.digest,
                        usedCorpus: waiting.usedCorpus || usedFinishing)
        }
        // A clean file's text is not kept (see `run`): it need not be read again.
        let shown = diagnostics.isEmpty ? SourceFile(path: key.shownAs, bytes: []) : reread()
        // Changed on disk since the pass read it: what it holds now is reported.
        if changed {
            return lintTemplate(text: shown.bytes, atPath: waiting.path, wholeProject: key.wholeProject, collectsUsage: waiting.collectsUsage)
        }
        return (FileReport(file: shown, displayPath: shown.path, diagnostics: diagnostics.map(showingRelatedPaths)), waiting.collectsUsage ? uses : ControllerUsage())
    }

    private func controllerUses(atPath path: String) -> ControllerUsage {
        guard let bytes = boundedBytes(path) else { return ControllerUsage() }
        return controllerUses(in: TemplateParser.parse(SourceFile(path: displayPath(path), bytes: bytes)), atPath: path)
    }

    private func controllerUses(in template: Template, atPath path: String) -> ControllerUsage {
        linter.countedReading(of: template).controllerUses(path: workspace.relativePath(of: path), known: linter.project.controllers.allIdentifiers)
    }

    /// Project files are named by absolute path in related locations: show them like the rest.
    private func showingRelatedPaths(_ diagnostic: Diagnostic) -> Diagnostic {
        var shown = diagnostic
        shown.related = diagnostic.related.map { related in
            var copy = related
            if related.path.hasPrefix("/") { copy.path = displayPath(related.path) }
            return copy
        }
        return shown
    }

    /// Sorts project findings by the files they are in, locating each on the file's text, then
    /// applies the suppression comments of those files and of every other file project findings
    /// can land in (which reports the comments that silence nothing).
    private func locate(_ findings: [ProjectFinding]) -> [ProjectResults.File] {
        let byPath = Dictionary(grouping: findings, by: \.path)
        let paths = Set(byPath.keys).union(codeFilesOfProjectRules.filter(CodeComments.reads))
        return paths.sorted().compactMap { relative in
            let absolute = workspace.root + "/" + relative
            guard let bytes = boundedBytes(absolute) else { return nil }
            let file = SourceFile(path: displayPath(absolute), bytes: bytes)
            var diagnostics = (byPath[relative] ?? []).map { finding -> Diagnostic in
                var diagnostic = finding.diagnostic
                switch finding.place {
                case .range(let range): diagnostic.range = range
                case .token(let line, let column): diagnostic.range = file.tokenRange(at: file.offset(line: line, column: column))
                }
                return diagnostic
            }
            if CodeComments.reads(relative) { diagnostics = linter.applySuppressions(inCodeFile: file, to: diagnostics) }
            return diagnostics.isEmpty ? nil : ProjectResults.File(path: relative, diagnostics: diagnostics)
        }
    }

    /// The files project findings can land in: controllers and the native files that declare
    /// bridge components, registrations, lists or messages (root-relative).
    private var codeFilesOfProjectRules: Set<String> {
        let project = linter.project
        let native = project.native
        var paths = Set(project.controllers.controllers.map(\.path))
        paths.formUnion(native.components.flatMap { [$0.nameSite?.path, $0.classSite?.path].compactMap { $0 } })
        paths.formUnion(native.registrations.map(\.site.path))
        paths.formUnion(native.unregisteredLists.map(\.site.path) + native.strayFactories.map(\.site.path) + native.messages.map(\.site.path))
        return paths
    }

    /// Joins reports of the same file (a template with both kinds of finding).
    private func merge(_ reports: [FileReport], with others: [FileReport]) -> [FileReport] {
        var byPath = Dictionary(reports.map { ($0.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        for other in others {
            if let existing = byPath[other.displayPath] {
                byPath[other.displayPath] = FileReport(file: existing.file, displayPath: existing.displayPath, diagnostics: existing.diagnostics + other.diagnostics)
            } else {
                byPath[other.displayPath] = other
            }
        }
        return Array(byPath.values)
    }
}
