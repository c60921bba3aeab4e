import BridgeLintCore

/// What scanning each controller file found, kept between runs, so that a project load after
/// one controller changed scans that file only and takes the others' results from here.
///
/// An entry is used when the file has the same path and the same bytes (a hash of them: a
/// file touched but not changed is reused) and the store was written by the same bridgelint
/// build (`build`: the version and the binary's identity) in the same `format`. The scan is
/// a pure function of those, so settings are not part of the key: what the catalog makes of
/// the scans (identifiers, inheritance, registrations) is worked out again on every load.
///
/// Only controller scans are kept, in `CompactWriter`'s format: the controller scanner was
/// the largest part of a project load; the schema, model and native scans are a third of it,
/// spread over many small values (see README, "The cache"). The stored bytes are
/// read once, given to `init`; `save()` hands the new bytes to `write` once, at the end of a
/// load, only if an entry was scanned or dropped: entries of files the load did not scan
/// again or reuse (removed, no longer controllers) are left out. Stored bytes that cannot be
/// decoded (corrupt, truncated, another format or build) are ignored and replaced.
public final class SourceFactsStore: Sendable {
    /// Bumped when what is stored changes shape: older files are then never read.
    static let format = 1

    private struct ControllerEntry {
        /// `StableHash.fnv1a(bytes:)` of the file.
        var content: String
        var controller: StimulusController
    }

    private struct State {
        var stored: [String: ControllerEntry]
        var kept: [String: ControllerEntry] = [:]
        var scanned = 0
        var reused = 0
    }

    private let build: String
    private let write: @Sendable ([UInt8]) -> Void
    private let state: Locked<State>

    /// `stored`: the bytes a previous `save()` wrote, nil when there are none; `build`: what
    /// identifies the running bridgelint; `write`: keeps the bytes for the next run.
    public init(stored: [UInt8]?, build: String, write: @escaping @Sendable ([UInt8]) -> Void) {
        self.build = build
        self.write = write
        state = Locked(State(stored: stored.flatMap { try? Self.controllers(in: $0, build: build) } ?? [:]))
    }

    /// The entries `bytes` hold, if this format and build wrote them.
    private static func controllers(in bytes: [UInt8], build: String) throws -> [String: ControllerEntry]? {
        let reader = try CompactReader(bytes: bytes)
        guard try reader.readInt() == format, try reader.readString() == build else { return nil }
        let entries = try reader.readList {
            (try reader.readString(), ControllerEntry(content: try reader.readString(), controller: try reader.read()))
        }
        guard reader.isAtEnd else { return nil }
        return Dictionary(entries) { first, _ in first }
    }

    private func encoded(_ entries: [String: ControllerEntry]) -> [UInt8] {
        let writer = CompactWriter()
        writer.write(Self.format)
        writer.write(build)
        writer.writeCount(entries.count)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            writer.write(path)
            writer.write(entry.content)
            writer.write(entry.controller)
        }
        return writer.bytes()
    }

    /// How many controller files this store's loads scanned, and how many took the stored facts.
    public var scannedCount: Int { state.withLock { $0.scanned } }
    public var reusedCount: Int { state.withLock { $0.reused } }

    /// The facts of the controller file at `path` (root-relative) holding `bytes`: stored ones
    /// when the file is unchanged, else what `scan` reads.
    func controller(at path: String, bytes: [UInt8], scan: () -> StimulusController) -> StimulusController {
        let content = StableHash.fnv1a(bytes: bytes)
        if let entry = state.withLock({ $0.stored[path] }), entry.content == content {
            state.withLock {
                $0.kept[path] = entry
                $0.reused += 1
            }
            return entry.controller
        }
        let controller = scan()
        state.withLock {
            $0.kept[path] = ControllerEntry(content: content, controller: controller)
            $0.scanned += 1
        }
        return controller
    }

    /// Writes the facts of the files the load saw, if they differ from the stored ones.
    func save() {
        let kept: [String: ControllerEntry]? = state.withLock { state in
            let unchanged = state.kept.count == state.stored.count && state.kept.allSatisfy { state.stored[$0.key]?.content == $0.value.content }
            guard !unchanged else { return nil }
            state.stored = state.kept
            return state.kept
        }
        if let kept { write(encoded(kept)) }
    }
}
