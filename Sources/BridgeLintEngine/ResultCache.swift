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
/// skip it, and so does bridgelint's own walk wherever `--cache-dir` puts it. Each template has one small file, `v<format>/<project>/<path hash>.json`, naming everything
/// its findings depend on; it is used only when all of it is unchanged:
/// - the template's bytes (a hash; while the file's size and modification time are those it had
///   when its findings were stored, it is not even read) and the path it is shown as;
/// - the model: the bridgelint build, the rules that run, the configuration files, the
///   repository's file list, the apps sharing the project's browser, and everything the project
///   load read (`ProjectModel.inputs`), so a changed controller, schema, model, native file or
///   setting invalidates every entry.
///   `model.json` keeps what the last load read (`ModelRecord`): while all of it is unchanged,
///   the model is not read again, and a run whose entries all hold never reads it;
/// - whether the run covered the whole project;
/// - only when linting it asked about other templates (`TemplateCorpus.recordingUse`: scope
///   across partials, names used elsewhere), the corpus: path, size and modification time of
///   every template and Rails controller (`Workspace.corpusFingerprint`), so editing another
///   template invalidates exactly the entries whose findings may depend on it.
///
/// Beside the entries, `project.json` keeps the project rules' findings (`ProjectResults`) of
/// the last whole-project run, used when the model, every controller use of the run and the
/// path, size and modification time of each source searched for names are unchanged.
///
/// An entry that cannot be decoded, or was written for other inputs, is ignored and replaced.
/// Entries are written to a temporary file renamed into place, so runs at the same time leave
/// whole entries (the last one wins). A run over the whole project removes the entries of
/// templates that no longer exist.
public final class ResultCache: Sendable {
    /// The folder name at the repository root.
    public static let defaultFolderName = ".bridgelint-cache"
    /// Bumped when the entry layout changes: older entries are then never read.
    static let format = 5

    /// What a template's findings are looked up by, besides the model and the corpus.
    struct Key {
        /// Root-relative.
        var path: String
        /// The path reports show (relative to where bridgelint runs).
        var shownAs: String
        var wholeProject: Bool
    }

    /// How a template's bytes are known to be those its findings were stored for.
    enum Bytes {
        /// The file's size and modification time are those it had then: not even read.
        case unchangedStatus(FileStatus)
        /// A hash of the bytes read now, and the file's status just before they were read.
        case hash(String, status: FileStatus?)
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
        var content: String
        var status: FileStatus?
        var model: String
        var wholeProject: Bool
        /// The corpus fingerprint when linting asked about other templates, else nil.
        var corpus: String?
        var diagnostics: [Diagnostic]
        var usage: CachedUsage?

        init(format: Int, path: String, shownAs: String, content: String, status: FileStatus?, model: String, wholeProject: Bool,
             corpus: String?, diagnostics: [Diagnostic], usage: CachedUsage?) {
            (self.format, self.path, self.shownAs, self.content, self.status, self.model) = (format, path, shownAs, content, status, model)
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
            guard fields.count == 9, let format = Int(fields[0]) else {
                throw DecodingError.dataCorruptedError(forKey: .header, in: container, debugDescription: "not an entry header")
            }
            self.init(format: format, path: fields[1], shownAs: fields[2], content: fields[3],
                      status: Int(fields[4]).map { FileStatus(size: $0, modified: fields[5]) }, model: fields[6],
                      wholeProject: fields[7] == "whole", corpus: fields[8].isEmpty ? nil : fields[8],
                      diagnostics: try container.decodeIfPresent([Diagnostic].self, forKey: .diagnostics) ?? [],
                      usage: try container.decodeIfPresent(CachedUsage.self, forKey: .usage))
        }

        func encode(to encoder: any Encoder) throws {
            let fields = [String(format), path, shownAs, content, status.map { String($0.size) } ?? "", status?.modified ?? "", model,
                          wholeProject ? "whole" : "", corpus ?? ""]
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
    private let model: String
    /// What the model could not see (see `ProjectModel.limitations`).
    let modelLimitations: [String]
    private let corpus: Lazy<String>

    /// The cache of `workspace`'s project under `root` (the cache folder), nil when the folder
    /// cannot be made (a read-only checkout): the run then goes on without one.
    init?(root: String, workspace: Workspace, linter: Linter) {
        guard let folder = Self.projectFolder(root: root, repositoryRoot: workspace.root, app: workspace.app) else { return nil }
        self.folder = folder
        let key = Self.modelKey(workspace: workspace, linter: linter)
        let recordPath = folder + "/model.json"
        let record = ModelRecord.unchanged(at: recordPath, key: key, maxFileSize: workspace.configuration.maxFileSize) ?? {
            let project = workspace.project
            let record = ModelRecord(key: key, inputs: project.inputs, limitations: project.limitations)
            if let data = try? JSONEncoder().encode(record) { Self.writeAtomically(data, to: recordPath) }
            return record
        }()
        model = record.fingerprint
        modelLimitations = record.limitations
        corpus = Lazy { workspace.corpusFingerprint() }
    }

    /// The folder of the project `app` of the repository at `repositoryRoot` under `root` (the
    /// cache folder), made if needed; nil when it cannot be.
    private static func projectFolder(root: String, repositoryRoot: String, app: String) -> String? {
        guard prepare(root) else { return nil }
        let folder = root + "/v\(format)/" + StableHash.fnv1a(repositoryRoot + "\n" + app)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        return folder
    }

    /// The source scans of the project `app` kept beside its entries, in `facts.bin` (see
    /// `SourceFactsStore`), for this build; nil when the folder cannot be made.
    static func factsStore(root: String, repositoryRoot: String, app: String) -> SourceFactsStore? {
        guard let folder = projectFolder(root: root, repositoryRoot: repositoryRoot, app: app) else { return nil }
        let path = folder + "/facts.bin"
        return SourceFactsStore(stored: FileManager.default.contents(atPath: path).map { [UInt8]($0) },
                                build: BridgeLintVersion.description + " " + executableIdentity) { bytes in
            writeAtomically(Data(bytes), to: path)
        }
    }

    /// The findings stored for `key`, if every input they depend on is unchanged; `needsUsage`:
    /// the run needs the template's controller uses too.
    func results(for key: Key, bytes: Bytes, needsUsage: Bool) -> Results? {
        guard let data = FileManager.default.contents(atPath: entryPath(key.path, wholeProject: key.wholeProject)),
              var entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.format == Self.format, entry.path == key.path, entry.shownAs == key.shownAs,
              entry.model == model, entry.wholeProject == key.wholeProject,
              entry.corpus.map({ $0 == corpusFingerprint }) ?? true
        else { return nil }
        switch bytes {
        case .unchangedStatus(let status):
            guard entry.status == status else { return nil }
        case .hash(let hash, let status):
            guard entry.content == hash else { return nil }
            // Same bytes, another time (a checkout, `touch`): the next run need not read them.
            if let status, entry.status != status {
                entry.status = status
                store(entry)
            }
        }
        let usage = entry.usage?.usage(path: key.path)
        if needsUsage, usage == nil { return nil }
        return Results(diagnostics: entry.diagnostics, usage: usage)
    }

    /// Stores the findings of the template `key` names, whose bytes hashed to `hash` and had
    /// `status` just before they were read; `usedCorpus`: linting it asked about other
    /// templates. A failed write only costs the next run the work.
    func store(_ results: Results, for key: Key, hash: String, status: FileStatus?, usedCorpus: Bool) {
        store(Entry(format: Self.format, path: key.path, shownAs: key.shownAs, content: hash, status: status, model: model,
                    wholeProject: key.wholeProject, corpus: usedCorpus ? corpusFingerprint : nil,
                    diagnostics: results.diagnostics, usage: results.usage.flatMap { CachedUsage($0, path: key.path) }))
    }

    private func store(_ entry: Entry) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        Self.writeAtomically(data, to: entryPath(entry.path, wholeProject: entry.wholeProject))
    }

    /// What the project rules' findings are looked up by: the model, every controller use of
    /// the run (`usage`) and the sources searched for names (their fingerprint).
    func projectKey(usage: ControllerUsage, mentionedSources: String) -> String {
        var hasher = StableHasher()
        hasher.combine(model)
        hasher.combine(mentionedSources)
        for identifier in usage.uses.keys.sorted() {
            hasher.combine(identifier)
            for use in usage.uses(of: identifier) {
                hasher.combine(use.path)
                for number in [use.range.start, use.range.end, use.line, use.column] { hasher.combine(number) }
                hasher.combine(use.optedOutPlatforms.map(\.rawValue).sorted().joined(separator: ","))
            }
        }
        for identifier in usage.referencedInTemplates.sorted() { hasher.combine(identifier) }
        return hasher.digest
    }

    private struct ProjectEntry: Codable {
        var format: Int
        var key: String
        var results: ProjectResults
    }

    /// The project rules' findings stored for `key`.
    func projectResults(for key: String) -> ProjectResults? {
        guard let data = FileManager.default.contents(atPath: projectEntryPath),
              let entry = try? JSONDecoder().decode(ProjectEntry.self, from: data),
              entry.format == Self.format, entry.key == key
        else { return nil }
        return entry.results
    }

    func store(_ results: ProjectResults, for key: String) {
        guard let data = try? JSONEncoder().encode(ProjectEntry(format: Self.format, key: key, results: results)) else { return }
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

    /// Computed once per run, when an entry first needs it.
    private var corpusFingerprint: String { corpus.value }

    /// Everything the model is a function of besides what its load reads (see the type's
    /// documentation and `ModelRecord`).
    private static func modelKey(workspace: Workspace, linter: Linter) -> String {
        let files = workspace.files
        let name = ProjectLocator.configurationFileName
        let configurations: [String] = files.paths.filter { $0 == name || $0.hasSuffix("/" + name) }.map { path in
            let bytes = FileManager.default.contents(atPath: workspace.root + "/" + path)
            return path + " " + (bytes.map { StableHash.fnv1a(bytes: [UInt8]($0)) } ?? "-")
        }
        let parts: [String] = [
            "format \(format)", BridgeLintVersion.description, executableIdentity, workspace.root, workspace.app,
            // Which apps share the browser follows from the Gemfiles and gemspecs (see `BrowserPeers`).
            "peers " + workspace.peerApps.joined(separator: ","),
            linter.enabledRuleIDs.sorted().joined(separator: ","),
            configurations.joined(separator: ","),
            StableHash.fnv1a(files.paths.joined(separator: "\n")),
        ]
        return StableHash.fnv1a(parts.joined(separator: "\n"))
    }

    /// The running binary's size and modification time: a rebuilt bridgelint (same version,
    /// changed code) never reads what an older build wrote.
    private static let executableIdentity: String = {
        var status = stat()
        guard let path = Bundle.main.executablePath, stat(path, &status) == 0 else { return "unknown build" }
        return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }()

    /// Makes the cache folder, with its `.gitignore` and `CACHEDIR.TAG`; false when it cannot.
    private static func prepare(_ root: String) -> Bool {
        let manager = FileManager.default
        guard (try? manager.createDirectory(atPath: root, withIntermediateDirectories: true)) != nil else { return false }
        let markers = [
            (".gitignore", "# Created by bridgelint: the cache of its results, never committed.\n*\n"),
            (FileWalker.cacheTag, "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is a cache of bridgelint results.\n"),
        ]
        for (name, text) in markers where !manager.fileExists(atPath: root + "/" + name) {
            writeAtomically(Data(text.utf8), to: root + "/" + name)
        }
        return true
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
