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
/// skip it, and so does bridgelint's own walk wherever `--cache-dir` puts it. Each template has one small file, `v1/<project>/<path hash>.json`, naming everything
/// its findings depend on; it is used only when all of it is unchanged:
/// - the template's bytes (a hash) and the path it is shown as;
/// - the model: the bridgelint build, the rules that run, the configuration files, the
///   repository's file list and everything the project load read (`ProjectModel.inputFingerprint`),
///   so a changed controller, schema, model, native file or setting invalidates every entry;
/// - whether the run covered the whole project;
/// - only when linting it asked about other templates (`TemplateCorpus.recordingUse`: scope
///   across partials, names used elsewhere), the corpus: path, size and modification time of
///   every template and Rails controller (`Workspace.corpusFingerprint`), so editing another
///   template invalidates exactly the entries whose findings may depend on it.
///
/// An entry that cannot be decoded, or was written for other inputs, is ignored and replaced.
/// Entries are written to a temporary file renamed into place, so runs at the same time leave
/// whole entries (the last one wins). Entries of deleted templates stay until the folder is
/// removed.
public final class ResultCache: Sendable {
    /// The folder name at the repository root.
    public static let defaultFolderName = ".bridgelint-cache"
    /// Bumped when the entry layout changes: older entries are then never read.
    static let format = 1

    /// What a template's findings are looked up by, besides the model and the corpus.
    struct Key {
        /// Root-relative.
        var path: String
        /// The path reports show (relative to where bridgelint runs).
        var shownAs: String
        var content: String
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
        var content: String
        var model: String
        var wholeProject: Bool
        /// The corpus fingerprint when linting asked about other templates, else nil.
        var corpus: String?
        var diagnostics: [Diagnostic]
        var usage: ControllerUsage?
    }

    /// This project's folder of entries.
    let folder: String
    private let model: String
    private let computeCorpusFingerprint: @Sendable () -> String
    private let corpus = Locked<String?>(nil)

    /// The cache of `workspace`'s project under `root` (the cache folder), nil when the folder
    /// cannot be made (a read-only checkout): the run then goes on without one.
    init?(root: String, workspace: Workspace, linter: Linter) {
        guard let folder = Self.projectFolder(root: root, repositoryRoot: workspace.root, app: workspace.app) else { return nil }
        self.folder = folder
        model = Self.modelFingerprint(workspace: workspace, linter: linter)
        computeCorpusFingerprint = { workspace.corpusFingerprint() }
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
    func results(for key: Key, needsUsage: Bool) -> Results? {
        guard let data = FileManager.default.contents(atPath: entryPath(key.path)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.format == Self.format, entry.path == key.path, entry.shownAs == key.shownAs, entry.content == key.content,
              entry.model == model, entry.wholeProject == key.wholeProject, !needsUsage || entry.usage != nil,
              entry.corpus.map({ $0 == corpusFingerprint }) ?? true
        else { return nil }
        return Results(diagnostics: entry.diagnostics, usage: entry.usage)
    }

    /// Stores the findings of the template `key` names; `usedCorpus`: linting it asked about
    /// other templates. A failed write only costs the next run the work.
    func store(_ results: Results, for key: Key, usedCorpus: Bool) {
        let entry = Entry(format: Self.format, path: key.path, shownAs: key.shownAs, content: key.content, model: model,
                          wholeProject: key.wholeProject, corpus: usedCorpus ? corpusFingerprint : nil,
                          diagnostics: results.diagnostics, usage: results.usage)
        guard let data = try? JSONEncoder().encode(entry) else { return }
        Self.writeAtomically(data, to: entryPath(key.path))
    }

    private func entryPath(_ relative: String) -> String {
        folder + "/" + StableHash.fnv1a(relative) + ".json"
    }

    /// Computed once per run, when an entry first needs it.
    private var corpusFingerprint: String {
        corpus.withLock { known in
            if let known { return known }
            let fingerprint = computeCorpusFingerprint()
            known = fingerprint
            return fingerprint
        }
    }

    /// Everything the model is a function of (see the type's documentation).
    private static func modelFingerprint(workspace: Workspace, linter: Linter) -> String {
        let project = workspace.project
        let name = ProjectLocator.configurationFileName
        let configurations: [String] = project.files.paths.filter { $0 == name || $0.hasSuffix("/" + name) }.map { path in
            let bytes = FileManager.default.contents(atPath: workspace.root + "/" + path)
            return path + " " + (bytes.map { StableHash.fnv1a(bytes: [UInt8]($0)) } ?? "-")
        }
        let parts: [String] = [
            "format \(format)", BridgeLintVersion.description, executableIdentity, workspace.root, workspace.app,
            linter.enabledRuleIDs.sorted().joined(separator: ","),
            configurations.joined(separator: ","),
            StableHash.fnv1a(project.files.paths.joined(separator: "\n")),
            project.inputFingerprint,
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
    private static func writeAtomically(_ data: Data, to path: String) {
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
