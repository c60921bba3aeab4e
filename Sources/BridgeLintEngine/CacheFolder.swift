import BridgeLintCore
import BridgeLintProject
import Foundation

/// One project's folder in the result cache, and what the run keeps there besides the
/// templates' findings (`ResultCache`): the digests of the files it looked at (`digests.bin`,
/// see `FileDigests`) and the stored scans of its sources (`facts.bin`, see `SourceFactsStore`).
///
/// Nothing in it names the repository's absolute path or a file's time as a key: the folder is
/// named by where the repository is seen from the cache folder (the default cache inside the
/// repository moves with it) and the project's app folder, and the build that wrote it by the
/// bridgelint version and a digest of the binary. So a repository copied or cloned elsewhere
/// with its cache (a CI runner restoring it) finds every entry whose inputs hold.
struct CacheFolder: Sendable {
    /// Bumped when the layout of the entries changes: older folders are then never read.
    static let format = 7

    let path: String
    let repositoryRoot: String
    let digests: FileDigests
    let facts: SourceFactsStore
    /// The bridgelint version and a digest of the running binary: a rebuilt bridgelint (same
    /// version, changed code) never reads what another build wrote, and a binary built again
    /// from the same sources, or restored with a new time, reads it.
    let build: String

    /// The folder of the project `app` of the repository at `repositoryRoot` under `root` (the
    /// cache folder), made if needed; nil when it cannot be (a read-only checkout).
    init?(root: String, repositoryRoot: String, app: String) {
        guard Self.prepare(root) else { return nil }
        let prefix = repositoryRoot.hasSuffix("/") ? repositoryRoot : repositoryRoot + "/"
        let repository = root.hasPrefix(prefix) ? "the repository holding the cache at " + root.dropFirst(prefix.count) : repositoryRoot
        let path = root + "/v\(Self.format)/" + StableHash.fnv1a(repository + "\n" + app)
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil else { return nil }
        self.path = path
        self.repositoryRoot = repositoryRoot
        let digestsPath = path + "/digests.bin"
        let digests = FileDigests(root: repositoryRoot, stored: FileManager.default.contents(atPath: digestsPath).map { [UInt8]($0) }) { bytes in
            ResultCache.writeAtomically(Data(bytes), to: digestsPath)
        }
        self.digests = digests
        let executable = BuildIdentity.ofRunningProgram.map { "build id " + $0 }
            ?? Bundle.main.executablePath.map(digests.digest(ofRunningExecutableAt:)) ?? "unknown build"
        let build = BridgeLintVersion.description + " " + executable
        self.build = build
        let factsPath = path + "/facts.bin"
        facts = SourceFactsStore(stored: FileManager.default.contents(atPath: factsPath).map { [UInt8]($0) }, build: build) { bytes in
            ResultCache.writeAtomically(Data(bytes), to: factsPath)
        }
    }

    /// Makes the cache folder, with its `.gitignore` and `CACHEDIR.TAG`; false when it cannot.
    private static func prepare(_ root: String) -> Bool {
        let manager = FileManager.default
        guard (try? manager.createDirectory(atPath: root, withIntermediateDirectories: true)) != nil else { return false }
        let markers = [
            (".gitignore", "# Created by bridgelint: the cache of its results, never committed.\n*\n"),
            (FileWalker.cacheTag, "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is a cache of bridgelint results.\n"),
        ]
        for (name, text) in markers where !manager.fileExists(atPath: root + "/" + name) {
            ResultCache.writeAtomically(Data(text.utf8), to: root + "/" + name)
        }
        return true
    }
}
