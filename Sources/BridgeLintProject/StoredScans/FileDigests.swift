import BridgeLintCore

/// A digest of each file's bytes (`StableHash.contentDigest`), remembered between runs with the
/// file's size and modification time, so that a file whose status is unchanged is not read and
/// hashed again.
///
/// The result cache keys everything by content: a template's findings by its bytes, the model by
/// the bytes of every file its load read, the cross-file findings by the bytes of every
/// template. A checkout gives every file a new modification time, so the time is only this
/// shortcut, never a key: after `git clone` and a restored cache, each file is hashed once, its
/// digest matches, and its new status is remembered for the next run.
///
/// Paths are root-relative (absolute outside the root), so the digests stay valid for a
/// repository copied or cloned elsewhere with its cache. Kept in `CompactWriter`'s format; the
/// stored bytes are given to `init`, and `save()` hands new bytes to `write` only when a digest
/// was learned or a status changed. Bytes that cannot be decoded are ignored.
public final class FileDigests: Sendable {
    /// Bumped when what is stored changes shape (or the digest function changes).
    static let format = 1

    private struct Known {
        var status: FileStatus
        var digest: String
    }

    private struct State {
        var known: [String: Known] = [:]
        /// The paths this run asked about.
        var used: Set<String> = []
        var changed = false
        var hashed = 0
        var recalled = 0

        init() {}

        init(stored bytes: [UInt8]) throws {
            let reader = try CompactReader(bytes: bytes)
            guard try reader.readInt() == FileDigests.format else { return }
            let entries = try reader.readList {
                (try reader.readString(), Known(status: FileStatus(size: try reader.readInt(), modified: try reader.readString()), digest: try reader.readString()))
            }
            if reader.isAtEnd { known = Dictionary(entries) { first, _ in first } }
        }
    }

    private let root: String
    private let write: @Sendable ([UInt8]) -> Void
    private let state: Locked<State>

    /// `root`: what relative paths are relative to; `stored`: the bytes a previous `save()`
    /// wrote, nil for none; `write`: keeps the bytes for the next run.
    public init(root: String, stored: [UInt8]?, write: @escaping @Sendable ([UInt8]) -> Void) {
        self.root = root
        self.write = write
        state = Locked(stored.flatMap { try? State(stored: $0) } ?? State())
    }

    /// How many files this run read and hashed here, and how many digests it took from memory.
    public var hashedCount: Int { state.withLock { $0.hashed } }
    public var recalledCount: Int { state.withLock { $0.recalled } }

    /// What reading the file at `path` (root-relative, or absolute) within `limit` gives, as a
    /// project load records it (`ProjectInput.outcome`): the digest of its bytes, or why there
    /// are none. The digest comes from memory while the file's size and time are unchanged.
    public func digest(ofFileAt path: String, limit: FileSizeLimit) -> String {
        digest(path) { Self.outcome(reading: $0, within: limit) }
    }

    /// The digest of the running binary at `path` (absolute), as `digest(ofFileAt:limit:)`
    /// gives it with no size limit, its bytes mapped into memory rather than read: reading tens
    /// of megabytes into fresh memory was a tenth of a cold run on one template. A running
    /// binary cannot be written to (Linux refuses with `ETXTBSY`), so its bytes cannot change
    /// under the hash.
    public func digest(ofRunningExecutableAt path: String) -> String {
        digest(path) { absolute in
            FileReader.mappedDigest(atPath: absolute).map { ($0, true) } ?? Self.outcome(reading: absolute, within: FileSizeLimit(bytes: 1 << 31))
        }
    }

    /// What reading the file at `absolute` within `limit` gives, and whether its bytes were hashed.
    private static func outcome(reading absolute: String, within limit: FileSizeLimit) -> (outcome: String, hashed: Bool) {
        let read = limit.read(absolute)
        if case .bytes = read { return (FileReader.outcome(of: read), true) }
        return (FileReader.outcome(of: read), false)
    }

    /// The digest of the file at `path` from memory while its status holds, else what `hash`
    /// gives for its absolute path (the outcome, and whether its bytes were hashed).
    private func digest(_ path: String, hash: (String) -> (outcome: String, hashed: Bool)) -> String {
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        let status = FileStatus(path: absolute)
        if let status, let digest = remembered(path, status: status) { return digest }
        let (outcome, hashed) = hash(absolute)
        if hashed {
            state.withLock { $0.hashed += 1 }
            if let status { remember(outcome, of: path, status: status) }
        }
        return outcome
    }

    /// The digest of the file at `path` (root-relative, or absolute) if it is known for the
    /// file as `status` describes it.
    public func remembered(_ path: String, status: FileStatus) -> String? {
        state.withLock { state in
            state.used.insert(path)
            guard let known = state.known[path], known.status == status else { return nil }
            state.recalled += 1
            return known.digest
        }
    }

    /// Remembers that the file at `path` hashed to `digest` when its status was `status`
    /// (taken before its bytes were read, so a change during the read is seen next time).
    public func remember(_ digest: String, of path: String, status: FileStatus) {
        state.withLock { state in
            state.used.insert(path)
            let known = Known(status: status, digest: digest)
            guard state.known[path].map({ $0.status != status || $0.digest != digest }) ?? true else { return }
            state.known[path] = known
            state.changed = true
        }
    }

    /// Remembers the digests of the files a project load read (see `ProjectInputs`).
    public func remember(_ inputs: ProjectInputs) {
        for input in inputs.entries where input.kind == .read {
            if let status = input.status { remember(input.outcome, of: input.path, status: status) }
        }
    }

    /// Hands the digests to `write` if any was learned or changed since they were read;
    /// `forgettingUnused` (a run over the whole project): those of files this run did not ask
    /// about (removed, renamed) are dropped.
    public func save(forgettingUnused: Bool) {
        let bytes: [UInt8]? = state.withLock { state in
            if forgettingUnused, state.known.count > state.used.count {
                let before = state.known.count
                state.known = state.known.filter { state.used.contains($0.key) }
                state.changed = state.changed || state.known.count != before
            }
            guard state.changed else { return nil }
            state.changed = false
            let writer = CompactWriter()
            writer.write(Self.format)
            writer.writeCount(state.known.count)
            for (path, known) in state.known.sorted(by: { $0.key < $1.key }) {
                writer.write(path)
                writer.write(known.status.size)
                writer.write(known.status.modified)
                writer.write(known.digest)
            }
            return writer.bytes()
        }
        if let bytes { write(bytes) }
    }
}
