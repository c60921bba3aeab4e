/// A list that only grows, kept in chunks of `chunkSize` elements: an array grown by appending
/// doubles its storage, so it keeps up to as much room again unused, and while it moves holds
/// both copies; a long one is mapped on its own and, once let go, raises the size malloc maps
/// alone past it (issue 21: lists kept through a whole run, such as every controller use of
/// every template). The first chunk grows as an array does: most lists stay short.
public struct ChunkedList<Element>: RandomAccessCollection {
    /// Elements a chunk holds once full (16 KB of 16-byte elements).
    static var chunkSize: Int { 1024 }

    private var chunks: [[Element]] = []
    public private(set) var count = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        chunks[position / Self.chunkSize][position % Self.chunkSize]
    }

    public mutating func append(_ element: Element) {
        if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkSize {
            var chunk: [Element] = []
            if !chunks.isEmpty { chunk.reserveCapacity(Self.chunkSize) }
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }
}

extension ChunkedList: Sendable where Element: Sendable {}

extension ChunkedList: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init()
        for element in elements { append(element) }
    }
}
