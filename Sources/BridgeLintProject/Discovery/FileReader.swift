import BridgeLintCore
#if canImport(Glibc)
import Glibc
#endif
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
        let status = reads == nil ? nil : FileStatus(path: path)
        let result = limit.read(path)
        if case .tooLarge(let size) = result { limit.recordSkipped(path, size: size) }
        let digested = if case .bytes = result { true } else { false }
        reads?.record(ProjectInput(kind: .read, path: path, outcome: outcome(of: result), status: digested ? status : nil))
        return result
    }

    /// What a read found, as `ProjectReads` records it.
    static func outcome(of read: FileSizeLimit.Read) -> String {
        switch read {
        case .bytes(let bytes): StableHash.contentDigest(bytes)
        case .tooLarge(let size): "over the limit: \(size)"
        case .unreadable: "unreadable"
        }
    }

    /// `StableHash.contentDigest` of the regular file at `path`, its pages mapped into memory
    /// instead of read and copied; nil when it cannot be mapped. Only for a file nothing writes
    /// while it is hashed (a file cut short under the mapping would end the process).
    static func mappedDigest(atPath path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size > 0 else { return StableHash.contentDigest([]) }
        #if os(Linux)
        // The pages are in the page cache: map them all at once rather than fault on each.
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let mapped = mmap(nil, size, PROT_READ, flags, descriptor, 0), mapped != MAP_FAILED else { return nil }
        defer { munmap(mapped, size) }
        return StableHash.contentDigest(UnsafeRawBufferPointer(start: mapped, count: size))
    }

    /// Why `bytes` are not source text (`the file is binary, not text`), or nil when they are.
    static func notTextReason(_ bytes: [UInt8]) -> String? {
        // `memchr`: `contains(0)` compared byte by byte, 2% of loading the controllers.
        let holdsZero = bytes.withUnsafeBytes { buffer in buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false }
        if holdsZero { return "the file is binary, not text" }
        if String(validating: bytes, as: UTF8.self) == nil { return "the file is not valid UTF-8" }
        return nil
    }

    static func text(atPath path: String) -> String? {
        bytes(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let result = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        reads?.record(ProjectInput(kind: .folder, path: path, outcome: result.description))
        return result
    }

    static func exists(_ path: String) -> Bool {
        let result = FileManager.default.fileExists(atPath: path)
        reads?.record(ProjectInput(kind: .exists, path: path, outcome: result.description))
        return result
    }

    /// Names of the regular files directly in `folder` (none if it cannot be read).
    static func fileNames(inFolder folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let files = names.filter { !isFolder(folder.isEmpty ? $0 : folder + "/" + $0) }
        reads?.record(ProjectInput(kind: .list, path: folder, outcome: files.sorted().joined(separator: "/")))
        return files
    }

    /// `fileNames(inFolder:)` as `ProjectReads` records it (unrecorded).
    static func listing(of folder: String) -> String {
        FileReader.$reads.withValue(nil) { fileNames(inFolder: folder).sorted().joined(separator: "/") }
    }
}

/// What one project load looked at: every file it read (with a hash of its bytes), every
/// existence check and folder listing. The model is a function of these, the repository's file
/// list and the configuration, so their fingerprint tells a cache whether results computed
/// with an earlier model still hold.
final class ProjectReads: Sendable {
    private let entries = Locked<[String: ProjectInput]>([:])

    func record(_ input: ProjectInput) {
        entries.withLock { $0[input.kind.rawValue + "\t" + input.path] = input }
    }

    /// What was looked at, with paths relative to `root` (absolute outside it), so that the
    /// inputs of a repository copied or cloned elsewhere are the same.
    func inputs(relativeTo root: String) -> ProjectInputs {
        ProjectInputs(entries: entries(relativeTo: root))
    }

    /// The same, unsorted.
    func entries(relativeTo root: String) -> [ProjectInput] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return entries.withLock { Array($0.values) }.map { input in
            var relative = input
            if input.path.hasPrefix(prefix) { relative.path = String(input.path.dropFirst(prefix.count)) }
            return relative
        }
    }

    /// Whether a read of the file at `path` (absolute) found it over the size limit.
    func skipped(_ path: String) -> Bool {
        entries.withLock { $0[ProjectInput.Kind.read.rawValue + "\t" + path]?.outcome.hasPrefix("over the limit") ?? false }
    }
}

/// What each part of a project load looked at (see `ProjectModelParts.Part`), and which parts
/// are made: a part's model is a function of its reads, the parts it asked for, the file list
/// and the configuration, so a result that asked only for some parts holds while their reads do.
final class PartReads: Sendable {
    typealias Part = ProjectModelParts.Part
    private let byPart: [Part: ProjectReads] = Dictionary(uniqueKeysWithValues: Part.allCases.map { ($0, ProjectReads()) })
    private let made = Locked<Set<Part>>([])

    func reads(of part: Part) -> ProjectReads {
        byPart[part]!
    }

    func markMade(_ part: Part) {
        _ = made.withLock { $0.insert(part) }
    }

    /// The parts made so far (their reads are complete).
    var partsMade: Set<Part> { made.withLock { $0 } }

    /// What every part made so far looked at, relative to `root` (see `ProjectReads`).
    func inputs(relativeTo root: String) -> ProjectInputs {
        var seen: Set<String> = []
        return ProjectInputs(entries: Part.allCases.flatMap { byPart[$0]!.entries(relativeTo: root) }.filter { input in
            seen.insert(input.kind.rawValue + "\t" + input.path).inserted
        })
    }

    /// The part that found the file at `path` (absolute) over the size limit.
    func partSkipping(_ path: String) -> Part? {
        Part.allCases.first { byPart[$0]!.skipped(path) }
    }
}

/// One thing a project load looked at, and what it found.
public struct ProjectInput: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// A file read: `outcome` is a hash of its bytes, or why there are none.
        case read
        /// Whether the path is a folder.
        case folder
        /// Whether the path exists.
        case exists
        /// The regular files directly in a folder.
        case list
    }

    public var kind: Kind
    /// Absolute while the load runs; root-relative in `ProjectModel.inputs` (see `ProjectReads`).
    public var path: String
    public var outcome: String
    /// For a read that gave bytes: the file's size and modification time just before it was
    /// read, for `FileDigests` to remember (not stored with the inputs).
    public var status: FileStatus?
}

/// A file's size and modification time, as `stat` gives them.
public struct FileStatus: Codable, Sendable, Hashable {
    public var size: Int
    public var modified: String

    public init(size: Int, modified: String) {
        self.size = size
        self.modified = modified
    }

    /// The status of the file at `path`, nil when there is no such file.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        size = Int(status.st_size)
        modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}

/// The same, field by field (see `CompactWriter`), for the result cache's record of a load.
extension ProjectInputs: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.writeCount(entries.count)
        for input in entries {
            writer.write(input.kind.rawValue)
            writer.write(input.path)
            writer.write(input.outcome)
        }
    }

    public init(from reader: CompactReader) throws {
        self.init(entries: try reader.readList {
            ProjectInput(kind: try reader.readCase(), path: try reader.readString(), outcome: try reader.readString())
        })
    }
}

/// Everything a project load looked at (see `ProjectReads`): what a cache needs to know
/// whether loading again would give the same model, without loading it.
public struct ProjectInputs: Codable, Sendable {
    public private(set) var entries: [ProjectInput]
    /// The same for the same inputs, whatever order they came in; empty for none (a model built
    /// in memory).
    public let fingerprint: String

    init(entries: [ProjectInput]) {
        self.entries = entries.sorted { ($0.kind.rawValue, $0.path) < ($1.kind.rawValue, $1.path) }
        fingerprint = entries.isEmpty ? "" : StableHash.fnv1a(self.entries.map { "\($0.kind.rawValue)\t\($0.path)\t\($0.outcome)" }.joined(separator: "\n"))
    }

    public static let none = ProjectInputs(entries: [])

    /// One line an input, tab-separated (kind, path, outcome): decoding a JSON
    /// object per input was a fifth of a one-file run on a warm cache.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        var entries: [ProjectInput] = []
        // Split as bytes: splitting on characters looks for grapheme breaks in every byte.
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3, let kind = ProjectInput.Kind(rawValue: fields[0]) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an input: \(fields.joined(separator: " "))"))
            }
            entries.append(ProjectInput(kind: kind, path: fields[1], outcome: fields[2]))
        }
        self.init(entries: entries)
    }

    /// Inputs whose path or outcome holds a tab or a line break are not written (the model is
    /// then read again next time).
    public func encode(to encoder: any Encoder) throws {
        var lines = ""
        for input in entries {
            let fields = [input.kind.rawValue, input.path, input.outcome]
            guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") }) else {
                throw EncodingError.invalidValue(input.path, .init(codingPath: encoder.codingPath, debugDescription: "a tab or line break in \(input.path)"))
            }
            lines += fields.joined(separator: "\t") + "\n"
        }
        var container = encoder.singleValueContainer()
        try container.encode(lines)
    }

    /// Whether every input still is what the load found, for the repository at `root`: each
    /// file read has the same bytes (`digests` reads and hashes only a file whose size or time
    /// changed), each check and listing gives the same answer. `maxFileSize`: the limit the
    /// load read with.
    public func areUnchanged(root: String, digests: FileDigests, maxFileSize: Int) -> Bool {
        let limit = FileSizeLimit(bytes: maxFileSize)
        return entries.allSatisfy { input in
            let absolute = input.path.hasPrefix("/") ? input.path : root + "/" + input.path
            switch input.kind {
            case .read: return digests.digest(ofFileAt: input.path, limit: limit) == input.outcome
            case .folder: return FileReader.isFolder(absolute).description == input.outcome
            case .exists: return FileReader.exists(absolute).description == input.outcome
            case .list: return FileReader.listing(of: absolute) == input.outcome
            }
        }
    }
}
