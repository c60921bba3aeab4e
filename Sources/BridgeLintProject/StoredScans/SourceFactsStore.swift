import BridgeLintCore

/// What scanning each controller, schema, model, Swift and Kotlin file found, kept between
/// runs, so that a project load after one of them changed scans that file only and takes the
/// others' results from here.
///
/// An entry is used when the file has the same path and the same bytes (a hash of them: a
/// file touched but not changed is reused) and the store was written by the same bridgelint
/// build (`build`: the version and the binary's identity) in the same `format`. The scan is
/// a pure function of those, so settings are not part of the key: what the catalog makes of
/// the scans (identifiers, inheritance, registrations) is worked out again on every load.
///
/// They are kept in `CompactWriter`'s format (see README, "The cache", for what they save).
/// The stored bytes are read once, given to `init`; `save` hands the new bytes to `write`
/// once, at the end of a load, only if an entry was scanned or dropped: entries of files the
/// load did not scan again or reuse (removed, no longer controllers) are left out. Stored
/// bytes that cannot be decoded (corrupt, truncated, another format or build) are ignored and
/// replaced.
public final class SourceFactsStore: Sendable {
    /// Bumped when what is stored changes shape: older files are then never read.
    static let format = 10

    /// The scan of one file, and a hash of the bytes it was scanned from.
    private struct Entry<Facts: CompactWritable> {
        /// `StableHash.contentDigest` of the file.
        var content: String
        var facts: Facts
    }

    /// The entries of one kind of file, by root-relative path: those read from the store, and
    /// those the load used (reused or scanned), which are what `save` writes.
    private struct Shelf<Facts: CompactWritable> {
        var stored: [String: Entry<Facts>] = [:]
        var kept: [String: Entry<Facts>] = [:]

        var isUnchanged: Bool {
            kept.count == stored.count && kept.allSatisfy { stored[$0.key]?.content == $0.value.content }
        }

        init() {}

        init(from reader: CompactReader) throws {
            let entries = try reader.readList { (try reader.readString(), Entry(content: try reader.readString(), facts: try Facts(from: reader))) }
            stored = Dictionary(entries) { first, _ in first }
        }

        func writeKept(to writer: CompactWriter) {
            writer.writeCount(kept.count)
            for (path, entry) in kept.sorted(by: { $0.key < $1.key }) {
                writer.write(path)
                writer.write(entry.content)
                writer.write(entry.facts)
            }
        }
    }

    private struct State {
        var controllers = Shelf<StimulusController>()
        var schemas = Shelf<[SchemaTable]>()
        var models = Shelf<ModelScan>()
        var nativeSources = Shelf<NativeSourceScan>()
        var scanned = 0
        var reused = 0

        init() {}

        /// What `bytes` hold, if this format and build wrote them.
        init(stored bytes: [UInt8], build: String) throws {
            let reader = try CompactReader(bytes: bytes)
            guard try reader.readInt() == SourceFactsStore.format, try reader.readString() == build else { return }
            let state = State(controllers: try Shelf(from: reader), schemas: try Shelf(from: reader), models: try Shelf(from: reader),
                              nativeSources: try Shelf(from: reader))
            if reader.isAtEnd { self = state }
        }

        private init(controllers: Shelf<StimulusController>, schemas: Shelf<[SchemaTable]>, models: Shelf<ModelScan>,
                     nativeSources: Shelf<NativeSourceScan>) {
            self.controllers = controllers
            self.schemas = schemas
            self.models = models
            self.nativeSources = nativeSources
        }
    }

    private let build: String
    private let write: @Sendable ([UInt8]) -> Void
    /// Decoded when a load first asks (a run whose findings all come from the cache never does).
    private let stateBox: Lazy<Locked<State>>
    private var state: Locked<State> { stateBox.value }

    /// `stored`: the bytes a previous `save` wrote, nil when there are none; `build`: what
    /// identifies the running bridgelint; `write`: keeps the bytes for the next run.
    public init(stored: [UInt8]?, build: String, write: @escaping @Sendable ([UInt8]) -> Void) {
        self.build = build
        self.write = write
        stateBox = Lazy { Locked(stored.flatMap { try? State(stored: $0, build: build) } ?? State()) }
    }

    /// How many files this store's loads scanned, and how many took the stored facts.
    public var scannedCount: Int { state.withLock { $0.scanned } }
    public var reusedCount: Int { state.withLock { $0.reused } }

    /// The facts of the controller file at `path` (root-relative) holding `bytes`: stored ones
    /// when the file is unchanged, else what `scan` reads.
    func controller(at path: String, bytes: [UInt8], scan: () -> StimulusController) -> StimulusController {
        facts(\.controllers, path: path, content: StableHash.contentDigest(bytes), scan: scan)
    }

    /// The tables of the schema file at `path` holding `text`, as `controller(at:bytes:scan:)`.
    func schemaTables(at path: String, text: String, scan: () -> [SchemaTable]) -> [SchemaTable] {
        facts(\.schemas, path: path, content: StableHash.contentDigest(text), scan: scan)
    }

    /// What the model file at `path` holding `text` declares, as `controller(at:bytes:scan:)`.
    func model(at path: String, text: String, scan: () -> ModelScan) -> ModelScan {
        facts(\.models, path: path, content: StableHash.contentDigest(text), scan: scan)
    }

    /// What the Swift or Kotlin file at `path` holding `text` declares, as `controller(at:bytes:scan:)`.
    func nativeSource(at path: String, text: String, scan: () -> NativeSourceScan) -> NativeSourceScan {
        facts(\.nativeSources, path: path, content: StableHash.contentDigest(text), scan: scan)
    }

    private func facts<Facts>(_ shelf: WritableKeyPath<State, Shelf<Facts>>, path: String, content: String, scan: () -> Facts) -> Facts {
        if let entry = state.withLock({ $0[keyPath: shelf].stored[path] }), entry.content == content {
            state.withLock {
                $0[keyPath: shelf].kept[path] = entry
                $0.reused += 1
            }
            return entry.facts
        }
        let facts = scan()
        state.withLock {
            $0[keyPath: shelf].kept[path] = Entry(content: content, facts: facts)
            $0.scanned += 1
        }
        return facts
    }

    /// Writes the facts of the files the load saw, if they differ from the stored ones. Each
    /// flag says the load read that kind of file (a run over named files may read only the
    /// controllers): the stored facts of a kind it did not read are kept as they were.
    func save(controllers: Bool, schemas: Bool, nativeSources: Bool) {
        let bytes: [UInt8]? = state.withLock { state in
            if !controllers { state.controllers.kept = state.controllers.stored }
            if !schemas { (state.schemas.kept, state.models.kept) = (state.schemas.stored, state.models.stored) }
            if !nativeSources { state.nativeSources.kept = state.nativeSources.stored }
            guard !(state.controllers.isUnchanged && state.schemas.isUnchanged && state.models.isUnchanged && state.nativeSources.isUnchanged)
            else { return nil }
            state.controllers.stored = state.controllers.kept
            state.schemas.stored = state.schemas.kept
            state.models.stored = state.models.kept
            state.nativeSources.stored = state.nativeSources.kept
            let writer = CompactWriter()
            writer.write(Self.format)
            writer.write(build)
            state.controllers.writeKept(to: writer)
            state.schemas.writeKept(to: writer)
            state.models.writeKept(to: writer)
            state.nativeSources.writeKept(to: writer)
            return writer.bytes()
        }
        if let bytes { write(bytes) }
    }
}
