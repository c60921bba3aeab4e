import BridgeLintCore
import Foundation

/// The project module's only way to read files, so scanners stay pure functions of text.
enum FileReader {
    /// Set for the length of a project load: what the load looks at (see `ProjectReads`).
    @TaskLocal static var reads: ProjectReads?

    /// The file's bytes; nil when it cannot be read or is over the size limit (which notes it).
    static func bytes(atPath path: String) -> [UInt8]? {
        if case .bytes(let bytes) = read(atPath: path) { bytes } else { nil }
    }

    /// The file's bytes, or why there are none; a file over the size limit is noted as skipped.
    static func read(atPath path: String) -> FileSizeLimit.Read {
        let limit = FileSizeLimit.current
        let result = limit.read(path)
        if case .tooLarge(let size) = result { limit.recordSkipped(path, size: size) }
        if let reads {
            switch result {
            case .bytes(let bytes): reads.record("read", path, StableHash.fnv1a(bytes: bytes))
            case .tooLarge(let size): reads.record("read", path, "over the limit: \(size)")
            case .unreadable: reads.record("read", path, "unreadable")
            }
        }
        return result
    }

    /// Why `bytes` are not source text (`the file is binary, not text`), or nil when they are.
    static func notTextReason(_ bytes: [UInt8]) -> String? {
        if bytes.contains(0) { return "the file is binary, not text" }
        if String(validating: bytes, as: UTF8.self) == nil { return "the file is not valid UTF-8" }
        return nil
    }

    static func text(atPath path: String) -> String? {
        bytes(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let result = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        reads?.record("folder", path, "\(result)")
        return result
    }

    static func exists(_ path: String) -> Bool {
        let result = FileManager.default.fileExists(atPath: path)
        reads?.record("exists", path, "\(result)")
        return result
    }

    /// Names of the regular files directly in `folder` (none if it cannot be read).
    static func fileNames(inFolder folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let files = names.filter { !isFolder(folder.isEmpty ? $0 : folder + "/" + $0) }
        reads?.record("list", folder, files.sorted().joined(separator: "/"))
        return files
    }
}

/// What one project load looked at: every file it read (with a hash of its bytes), every
/// existence check and folder listing. The model is a function of these, the repository's file
/// list and the configuration, so their fingerprint tells a cache whether results computed
/// with an earlier model still hold.
final class ProjectReads: Sendable {
    private let entries = Locked<Set<String>>([])

    func record(_ kind: String, _ path: String, _ outcome: String) {
        let entry = kind + "\t" + path + "\t" + outcome
        entries.withLock { _ = $0.insert(entry) }
    }

    /// The same for the same reads, whatever order they came in.
    var fingerprint: String {
        StableHash.fnv1a(entries.withLock { $0 }.sorted().joined(separator: "\n"))
    }
}
