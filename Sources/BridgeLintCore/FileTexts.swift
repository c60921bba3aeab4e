/// The texts of a list of files (templates), each known by its root-relative path, for questions
/// about all of them: kept in memory while together they are at most `retainedBytes`, else
/// read again from disk at each pass, one at a time, so that a run over a repository of any
/// size holds one of them at a time rather than all (an app of 20,000 templates has 135 MB).
///
/// The first pass (whatever first asks) reads every file, to learn which can be read; a file
/// that can be read then and not later (removed during the run) reads as empty.
public final class FileTexts: Sequence, Sendable {
    public typealias Element = (path: String, bytes: [UInt8])

    /// The texts kept in memory by `init(listing:read:)` (see the type's comment).
    public static let retainedBytes = 16 << 20

    private let listing: Lazy<Listing>
    private let read: @Sendable (String) -> [UInt8]?

    fileprivate struct Listing: Sendable {
        /// The files that could be read, in the order given.
        let paths: [String]
        /// Their texts, in the same order; nil when they are larger together than the budget.
        let texts: [[UInt8]]?
        /// The places of `paths` in ascending order of path, of equal paths the first first,
        /// to find a path by halving: as a dictionary by path, 0.8 MB at 20,000 templates
        /// against 80 KB (issue 21).
        private let order: [UInt32]

        init(paths: [String], texts: [[UInt8]]?) {
            self.paths = paths
            self.texts = texts
            order = paths.indices.sorted { paths[$0] < paths[$1] || paths[$0] == paths[$1] && $0 < $1 }.map(UInt32.init)
        }

        /// The place in `paths` of the first file at `path`.
        func place(of path: String) -> Int? {
            let found = order.partitioningIndex { !(paths[Int($0)] < path) }
            return found < order.endIndex && paths[Int(order[found])] == path ? Int(order[found]) : nil
        }
    }

    /// The files at `paths`, read by `read` (nil: cannot be read) when first needed.
    public init(listing paths: @escaping @Sendable () -> [String], read: @escaping @Sendable (String) -> [UInt8]?,
                retainedBytes budget: Int = FileTexts.retainedBytes) {
        self.read = read
        listing = Lazy {
            var readable: [String] = []
            var texts: [[UInt8]]? = []
            var total = 0
            for path in paths() {
                guard let bytes = read(path) else { continue }
                readable.append(path)
                total += bytes.count
                if total > budget { texts = nil } else { texts?.append(bytes) }
            }
            return Listing(paths: readable.exactlySized, texts: texts?.exactlySized)
        }
    }

    /// Texts already in memory, kept whatever their size.
    public init(texts: [(path: String, bytes: [UInt8])]) {
        let paths = texts.map(\.path)
        listing = Lazy(value: Listing(paths: paths, texts: texts.map(\.bytes)))
        read = { _ in nil }
    }

    /// The root-relative paths of the files that can be read, in the order given.
    public var paths: [String] { listing.value.paths }

    public var count: Int { listing.value.paths.count }

    /// `path` as the listing holds it, once the listing is made (else `path`): the tables a
    /// run keeps by template path then share one string a template rather than each holding
    /// its own copy (at 20,000 templates, 1.6 MB of the whole run's controller uses).
    public func listedPath(_ path: String) -> String {
        guard let listing = listing.valueIfMade, let place = listing.place(of: path) else { return path }
        return listing.paths[place]
    }

    /// Whether the texts are kept in memory (rather than read at each pass).
    public var isRetained: Bool { listing.value.texts != nil }

    /// The text of the file at the root-relative `path`; nil when it is not one of these files.
    public func text(at path: String) -> [UInt8]? {
        let listing = listing.value
        guard let place = listing.place(of: path) else { return nil }
        return listing.texts?[place] ?? read(path) ?? []
    }

    /// The file at `index` of `paths`, and its text (read from disk when not kept).
    public subscript(index: Int) -> Element {
        let listing = listing.value
        let path = listing.paths[index]
        return (path, listing.texts?[index] ?? read(path) ?? [])
    }

    public func makeIterator() -> Iterator {
        Iterator(texts: self, listing: listing.value)
    }

    public struct Iterator: IteratorProtocol {
        fileprivate let texts: FileTexts
        fileprivate let listing: Listing
        private var index = 0

        fileprivate init(texts: FileTexts, listing: Listing) {
            self.texts = texts
            self.listing = listing
        }

        public mutating func next() -> Element? {
            guard index < listing.paths.count else { return nil }
            defer { index += 1 }
            let path = listing.paths[index]
            return (path, listing.texts?[index] ?? texts.read(path) ?? [])
        }
    }

    public var underestimatedCount: Int { count }
}
