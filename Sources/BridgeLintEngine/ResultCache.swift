#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import Foundation

/// The findings of each template kept on disk between runs, so a template that did not change,
/// in a project that did not change, is neither parsed nor linted again.
///
/// The cache lives in `.bridgelint-cache/` at the repository root (or `--cache-dir`,
/// `BRIDGELINT_CACHE_DIR`; `--no-cache` turns it off). As Ruff does with `.ruff_cache`, the
/// folder holds a `.gitignore` of `*`, so git never sees it, and a `CACHEDIR.TAG`, so backups
/// skip it, and so does bridgelint's own walk wherever `--cache-dir` puts it. Each template has one small file, `v<format>/<project>/<path hash>.json` (see `CacheFolder`), naming everything
/// its findings depend on, each by content, never by a file's time (a fresh clone gives every
/// file a new one); it is used only when all of it is unchanged:
/// - the template's bytes (a digest; while the file's size and modification time are those it
///   had when it was last hashed, it is not even read: `FileDigests`) and the path it is shown as;
/// - the model: the bridgelint build, the rules that run, the configuration files, the
///   repository's file list, the apps sharing the project's browser, and everything the parts
///   of the project load read: in a whole-project run every part (`ProjectModel.inputs`), so a
///   changed controller, schema, model, native file or setting invalidates every entry; in a
///   run over named files the parts made by the time the template was linted
///   (`ProjectModel.partsMade`), which hold those its rules asked for: the model is read as in a
///   run without cache, and a template that asked only for the controllers is not linted
///   again when the schema changes.
///   `model.bin` keeps what each part read (`ModelRecord`): while a part is unchanged, it is
///   not read again, and a run whose entries all hold never reads the model;
/// - whether the run covered the whole project;
/// - only when linting it asked about other templates (`TemplateCorpus.recordingUse`: scope
///   across partials, names used elsewhere, whether anything renders it), the corpus: path and
///   digest of every template, of the Ruby under `app/`, and of the other files that may render
///   or name a template (routes and the rest of `config/`, `lib/`, Gemfile, Haml and Slim;
///   `Workspace.corpusFingerprint`), so editing another template invalidates exactly the
///   entries whose findings may depend on it.
///
/// Beside the entries, `project.json` keeps the project rules' findings (`ProjectResults`) of
/// the last whole-project run, used when the model, every controller use of the run and the
/// path and digest of each source searched for names are unchanged.
///
/// Findings name project files by absolute path (related locations): an entry keeps the root it
/// was written under, and a repository found elsewhere has them moved to its own root.
///
/// An entry that cannot be decoded, or was written for other inputs, is ignored and replaced.
/// Entries are written to a temporary file renamed into place, so runs at the same time leave
/// whole entries (the last one wins). A run over the whole project removes the entries of
/// templates that no longer exist.
public final class ResultCache: Sendable {
    /// The folder name at the repository root.
    public static let defaultFolderName = ".bridgelint-cache"
    /// Bumped when the entry layout changes: older entries are then never read.
    static var format: Int { CacheFolder.format }

    /// What a template's findings are looked up by, besides the model and the corpus.
    struct Key {
        /// Root-relative.
        var path: String
        /// The path reports show (relative to where bridgelint runs).
        var shownAs: String
        var wholeProject: Bool
    }

    /// A template's findings as the linter produced them, and where it uses controllers (nil
    /// when the run that wrote the entry did not collect them).
    struct Results {
        var diagnostics: [Diagnostic]
        var usage: ControllerUsage?
    }

    private struct Entry: Codable {
        var format: Int
        var path: String
        var shownAs: String
        /// The digest of the template's bytes.
        var content: String
        /// The repository root the findings' absolute paths are under.
        var root: String
        var model: String
        var wholeProject: Bool
        /// The corpus fingerprint when linting asked about other templates, else nil.
        var corpus: String?
        var diagnostics: [Diagnostic]
        var usage: CachedUsage?

        init(format: Int, path: String, shownAs: String, content: String, root: String, model: String, wholeProject: Bool,
             corpus: String?, diagnostics: [Diagnostic], usage: CachedUsage?) {
            (self.format, self.path, self.shownAs, self.content, self.root, self.model) = (format, path, shownAs, content, root, model)
            (self.wholeProject, self.corpus, self.diagnostics, self.usage) = (wholeProject, corpus, diagnostics, usage)
        }

        /// What every entry has is one line (`header`), so a clean template's entry decodes as
        /// three strings: decoding a JSON object of ten members per template was a tenth of a
        /// run over a warm cache.
        private enum CodingKeys: String, CodingKey {
            case header, diagnostics, usage
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let header = try container.decode(String.self, forKey: .header)
            let fields = header.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 8, let format = Int(fields[0]) else {
                throw DecodingError.dataCorruptedError(forKey: .header, in: container, debugDescription: "not an entry header")
            }
            self.init(format: format, path: fields[1], shownAs: fields[2], content: fields[3], root: fields[4], model: fields[5],
                      wholeProject: fields[6] == "whole", corpus: fields[7].isEmpty ? nil : fields[7],
                      diagnostics: try container.decodeIfPresent([Diagnostic].self, forKey: .diagnostics) ?? [],
                      usage: try container.decodeIfPresent(CachedUsage.self, forKey: .usage))
        }

        func encode(to encoder: any Encoder) throws {
            let fields = [String(format), path, shownAs, content, root, model, wholeProject ? "whole" : "", corpus ?? ""]
            guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") }) else {
                throw EncodingError.invalidValue(path, .init(codingPath: encoder.codingPath, debugDescription: "a tab or line break in \(path)"))
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fields.joined(separator: "\t"), forKey: .header)
            if !diagnostics.isEmpty { try container.encode(diagnostics, forKey: .diagnostics) }
            try container.encodeIfPresent(usage, forKey: .usage)
        }
    }

    /// This project's folder of entries.
    let folder: String
    /// The digests of the files the run looks at, remembered between runs.
    let digests: FileDigests
    private let facts: SourceFactsStore
    private let root: String
    private let workspace: Workspace
    /// The model's key besides its parts (see `modelKey`).
    private let key: String
    private let recordPath: String
    /// The record this run found (see `ModelRecord`), and its parts whose inputs are unchanged.
    private let record: ModelRecord?
    private let unchangedParts: [String: ProjectInputs]
    /// The fingerprint of each part made in this run, once asked.
    private let madeFingerprints = Locked<[String: String]>([:])
    /// What the model could not see, known once the run is finished (see `finish`).
    private let notes = Locked<[String]?>(nil)
    private let corpus: Lazy<String>
    private let counts = Locked(Statistics())
    /// Whether the folder held no template's findings when the run began (a new cache folder,
    /// or one emptied): every template is linted, as without a cache.
    let holdsNoEntries: Bool

    /// The cache of `workspace`'s project in `folder`; `wholeProject`: the run covers the whole
    /// project, whose findings depend on every part of the model.
    init(folder: CacheFolder, workspace: Workspace, linter: Linter, wholeProject: Bool) {
        self.folder = folder.path
        digests = folder.digests
        facts = folder.facts
        root = workspace.root
        self.workspace = workspace
        key = Self.modelKey(workspace: workspace, linter: linter, build: folder.build)
        recordPath = folder.path + "/model.bin"
        record = ModelRecord.read(at: recordPath, key: key)
        let unchanged = record?.unchangedParts(root: workspace.root, digests: folder.digests, maxFileSize: workspace.configuration.maxFileSize) ?? [:]
        unchangedParts = unchanged
        let digests = folder.digests
        corpus = Lazy { workspace.corpusFingerprint(digests: digests) }
        holdsNoEntries = !Self.holdsEntries(folder.path)
        // A whole-project run's entries are keyed by every part: read those not known.
        if wholeProject, ProjectModel.partNames.contains(where: { unchanged[$0] == nil }) { workspace.project.readEveryPart() }
    }

    /// What a run took from the cache and what it worked out again.
    private struct Statistics {
        var templatesReused = 0
        var templatesLinted = 0
        var modelLoaded = false
        var projectFindingsReused: Bool?
    }

    /// What this run took from the cache and what it worked out again, in one line (printed
    /// with `BRIDGELINT_CACHE_STATISTICS=1`, for tests and benchmarks to read).
    var statistics: String {
        let counts = counts.withLock { $0 }
        let model = counts.modelLoaded ? "model loaded (\(facts.reusedCount) scans reused, \(facts.scannedCount) scanned)" : "model not loaded"
        let project = counts.projectFindingsReused.map { $0 ? "project findings reused" : "project findings computed" } ?? "no project findings"
        return "templates: \(counts.templatesReused) reused, \(counts.templatesLinted) linted; \(model); \(project); "
            + "files: \(digests.recalledCount) known by size and time, \(digests.hashedCount) hashed"
    }

    /// The findings stored for `key`, if the template's bytes have the digest `content` and every
    /// other input they depend on is unchanged; `needsUsage`: the run needs the template's
    /// controller uses too.
    func results(for key: Key, content: String, needsUsage: Bool) -> Results? {
        guard let data = FileManager.default.contents(atPath: entryPath(key.path, wholeProject: key.wholeProject)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.format == Self.format, entry.path == key.path, entry.shownAs == key.shownAs, entry.content == content,
              entry.model == model(ofParts: Self.parts(ofModel: entry.model)), entry.wholeProject == key.wholeProject,
              entry.corpus.map({ $0 == corpusFingerprint }) ?? true
        else { return nil }
        let usage = entry.usage?.usage(path: key.path)
        if needsUsage, usage == nil { return nil }
        counts.withLock { $0.templatesReused += 1 }
        return Results(diagnostics: entry.diagnostics.map { moved($0, from: entry.root) }, usage: usage)
    }

    /// Stores the findings of the template `key` names, whose bytes have the digest `content`;
    /// `usedCorpus`: linting it asked about other templates. A failed write only costs the next
    /// run the work.
    func store(_ results: Results, for key: Key, content: String, usedCorpus: Bool) {
        counts.withLock { $0.templatesLinted += 1 }
        // What the template's rules asked of the model is among the parts made by now (a
        // part a rule asks for is made before the rule goes on); a whole-project run's findings
        // depend on every part.
        let parts = key.wholeProject ? ProjectModel.partNames : workspace.projectIfLoaded?.partsMade ?? []
        guard let model = model(ofParts: parts) else { return }
        store(Entry(format: Self.format, path: key.path, shownAs: key.shownAs, content: content, root: root, model: model,
                    wholeProject: key.wholeProject, corpus: usedCorpus ? corpusFingerprint : nil,
                    diagnostics: results.diagnostics, usage: results.usage.flatMap { CachedUsage($0, path: key.path) }))
    }

    /// `diagnostic`, found in the repository at `oldRoot`, with the paths it names under that
    /// root moved to this run's root.
    private func moved(_ diagnostic: Diagnostic, from oldRoot: String) -> Diagnostic {
        guard oldRoot != root else { return diagnostic }
        var moved = diagnostic
        let prefix = oldRoot + "/"
        moved.related = diagnostic.related.map { related in
            var copy = related
            if related.path.hasPrefix(prefix) { copy.path = root + "/" + related.path.dropFirst(prefix.count) }
            return copy
        }
        return moved
    }

    /// What the entries of a model made of `parts` (names) are keyed by: the parts and a hash of
    /// the key and their fingerprints; nil when a part is neither made in this run nor recorded
    /// unchanged (an entry keyed by it is then not used).
    private func model(ofParts parts: [String]) -> String? {
        var hasher = StableHasher()
        hasher.combine(key)
        for part in parts {
            guard let fingerprint = fingerprint(ofPart: part) else { return nil }
            hasher.combine(part)
            hasher.combine(fingerprint)
        }
        return parts.joined(separator: ",") + " " + hasher.digest
    }

    /// The part names an entry's `model` names (see `model(ofParts:)`).
    private static func parts(ofModel model: String) -> [String] {
        guard let space = model.utf8.firstIndex(of: UInt8(ascii: " ")), space != model.utf8.startIndex else { return [] }
        return model[..<space].split(separator: ",").map(String.init)
    }

    /// A part made in this run is as its load found it; one not made, as recorded.
    private func fingerprint(ofPart part: String) -> String? {
        if let project = workspace.projectIfLoaded, project.partsMade.contains(part) {
            return madeFingerprints.withLock { known in
                if let fingerprint = known[part] { return fingerprint }
                let fingerprint = project.inputs(ofPart: part).fingerprint
                known[part] = fingerprint
                return fingerprint
            }
        }
        return unchangedParts[part]?.fingerprint
    }

    /// What the model could not see (see `ProjectModel.limitations`): the notes of the parts
    /// this run made, and those recorded of the parts it did not make, in their order. Known
    /// once the run is finished.
    var modelLimitations: [String] {
        notes.withLock { $0 } ?? recordedNotes(made: workspace.project.notesOfPartsRead, keeping: unchangedParts).map(\.text)
    }

    /// The notes of `made` (this run's, with those of the file list) and those `record` has of
    /// the parts it keeps and this run did not make, in order.
    private func recordedNotes(made: [ProjectNote], keeping kept: [String: ProjectInputs]) -> [ProjectNote] {
        let madeParts = Set(workspace.projectIfLoaded?.partsMade ?? [])
        let old = (record?.notes ?? []).filter { !$0.part.isEmpty && kept[$0.part] != nil && !madeParts.contains($0.part) }
        // Sorting is stable: each run's notes keep their order within a section.
        return (old + made).enumerated().sorted { ($0.element.section, $0.offset) < ($1.element.section, $1.offset) }.map(\.element)
    }

    /// Ends the run: records the parts of the model it made beside those recorded unchanged,
    /// with their notes, keeps the stored scans and the digests it learned; `wholeProject`: it
    /// looked at every file of the project, so digests of files it did not ask about are dropped.
    func finish(wholeProject: Bool) {
        // Without a record, the notes of the file list are not known: the model says them
        // (making it reads no part).
        if let project = workspace.projectIfLoaded ?? (record == nil ? workspace.project : nil) {
            // The controllers' notes may ask for another part: find them first.
            let made = project.notesOfPartsRead
            var parts = unchangedParts
            for part in project.partsMade {
                let inputs = project.inputs(ofPart: part)
                parts[part] = inputs
                digests.remember(inputs)
            }
            let notes = recordedNotes(made: made, keeping: parts)
            self.notes.withLock { $0 = notes.map(\.text) }
            if !project.partsMade.isEmpty {
                counts.withLock { $0.modelLoaded = true }
                project.saveStoredScans()
            }
            let updated = ModelRecord(key: key, parts: parts, notes: notes)
            if updated != record { Self.writeAtomically(Data(updated.bytes()), to: recordPath) }
        } else {
            let notes = (record?.notes ?? []).filter { $0.part.isEmpty || unchangedParts[$0.part] != nil }
            self.notes.withLock { $0 = notes.map(\.text) }
        }
        digests.save(forgettingUnused: wholeProject)
    }

    private func store(_ entry: Entry) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        Self.writeAtomically(data, to: entryPath(entry.path, wholeProject: entry.wholeProject))
    }

    /// What the project rules' findings are looked up by: the model, every controller use of
    /// the run (`usage`) and the sources searched for names (their fingerprint).
    func projectKey(usage: ControllerUsage, mentionedSources: String) -> String {
        var hasher = StableHasher()
        hasher.combine(model(ofParts: ProjectModel.partNames) ?? "")
        hasher.combine(mentionedSources)
        // Uses in a template proven never to render do not count: the proof reads the corpus.
        hasher.combine(corpusFingerprint)
        for identifier in usage.identifiers {
            hasher.combine(identifier)
            for use in usage.uses(of: identifier) {
                hasher.combine(use.path)
                for number in [use.range.start, use.range.end, use.line, use.column] { hasher.combine(number) }
                hasher.combine(use.optedOutPlatforms.map(\.rawValue).sorted().joined(separator: ","))
            }
        }
        for identifier in usage.referencedInTemplates.sorted() { hasher.combine(identifier) }
        for path in usage.unrenderedTemplates.sorted() { hasher.combine("unrendered " + path) }
        return hasher.digest
    }

    private struct ProjectEntry: Codable {
        var format: Int
        var key: String
        /// The repository root the findings' absolute paths are under.
        var root: String
        var results: ProjectResults
    }

    /// The project rules' findings stored for `key`.
    func projectResults(for key: String) -> ProjectResults? {
        guard let data = FileManager.default.contents(atPath: projectEntryPath),
              let entry = try? JSONDecoder().decode(ProjectEntry.self, from: data),
              entry.format == Self.format, entry.key == key
        else {
            counts.withLock { $0.projectFindingsReused = false }
            return nil
        }
        counts.withLock { $0.projectFindingsReused = true }
        var results = entry.results
        results.files = results.files.map { file in
            var moved = file
            moved.diagnostics = file.diagnostics.map { self.moved($0, from: entry.root) }
            return moved
        }
        return results
    }

    func store(_ results: ProjectResults, for key: String) {
        guard let data = try? JSONEncoder().encode(ProjectEntry(format: Self.format, key: key, root: root, results: results)) else { return }
        Self.writeAtomically(data, to: projectEntryPath)
    }

    private var projectEntryPath: String { folder + "/project.json" }

    /// A template's findings differ when the run covers the whole project (see
    /// `RuleContext.runsWholeProject`): each kind of run has its own entry, so a pre-commit run
    /// over one file and a run over the whole app do not replace each other's.
    private func entryPath(_ relative: String, wholeProject: Bool) -> String {
        folder + "/" + entryName(relative, wholeProject: wholeProject)
    }

    private func entryName(_ relative: String, wholeProject: Bool) -> String {
        StableHash.fnv1a(relative + (wholeProject ? "\nwhole project" : "")) + ".json"
    }

    /// Removes the entries of templates that are not among `templates` (root-relative: every
    /// template of the project, after a whole-project run), so deleted templates leave nothing.
    func removeEntries(notAmong templates: [String]) {
        let kept = Set(templates.flatMap { [entryName($0, wholeProject: true), entryName($0, wholeProject: false)] })
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.count == 21 && name.hasSuffix(".json") && !kept.contains(name) {
            unlink(folder + "/" + name)
        }
    }

    /// Whether `folder` holds a template's entry (see `entryName`): listed up to the first one.
    private static func holdsEntries(_ folder: String) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let isEntry = withUnsafeBytes(of: entry.pointee.d_name) { name in
                let length = name.firstIndex(of: 0) ?? name.count
                return length == 21 && name[16..<21].elementsEqual(".json".utf8)
            }
            if isEntry { return true }
        }
        return false
    }

    /// Computed once per run, when an entry first needs it.
    private var corpusFingerprint: String { corpus.value }

    /// Everything the model is a function of besides what its load reads (see the type's
    /// documentation and `ModelRecord`); `build`: the running bridgelint (see `CacheFolder`).
    /// Not the repository's absolute path: the model's inputs are root-relative.
    private static func modelKey(workspace: Workspace, linter: Linter, build: String) -> String {
        let files = workspace.files
        let name = ProjectLocator.configurationFileName
        let nested = "/" + name
        let configurations: [String] = files.paths.filter { $0 == name || $0.hasASCIISuffix(nested) }.map { path in
            let bytes = FileManager.default.contents(atPath: workspace.root + "/" + path)
            return path + " " + (bytes.map { StableHash.contentDigest([UInt8]($0)) } ?? "-")
        }
        let parts: [String] = [
            "format \(format)", build, workspace.app,
            // Which apps share the browser follows from the Gemfiles and gemspecs (see `BrowserPeers`).
            "peers " + workspace.peerApps.joined(separator: ","),
            linter.enabledRuleIDs.sorted().joined(separator: ","),
            configurations.joined(separator: ","),
            StableHash.fnv1a(joinedByNewlines: files.paths),
        ]
        return StableHash.fnv1a(parts.joined(separator: "\n"))
    }

    /// Writes `data` to a temporary file beside `path`, then renames it over `path`. Plain
    /// system calls: `FileManager.createFile` took a seventh of a run that filled the cache.
    static func writeAtomically(_ data: Data, to path: String) {
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        if !written || rename(temporary, path) != 0 { unlink(temporary) }
    }
}
