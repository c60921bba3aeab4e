#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's text as UTF-8 bytes, with a line index for turning byte offsets into positions.
///
/// Offsets are UTF-8 byte offsets everywhere inside bridgelint. People see 1-based lines and
/// 1-based columns counted in Unicode scalars; a leading byte-order mark is not a column.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Length of the UTF-8 byte-order mark at the start of the file (0 or 3).
    public let byteOrderMarkLength: Int
    /// How many Unicode scalars start before each multiple of `scalarCheckpointStride`: a
    /// column is then counted over at most that many bytes, however long the line (a minified
    /// template is one line of megabytes, and every finding on it needs a column).
    private let scalarCheckpoints: [Int]
    private static let scalarCheckpointStride = 256

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.scalarCheckpointStride + 1)
        var scalars = 0
        // Every template is indexed on every run: the continuation bytes (`10xxxxxx`, no
        // scalar of their own) are counted eight at a time, the line breaks found by `memchr`.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var chunkStart = 0
            while chunkStart < buffer.count {
                checkpoints.append(scalars)
                let chunkEnd = min(chunkStart + Self.scalarCheckpointStride, buffer.count)
                var continuations = 0
                var index = chunkStart
                while index + 8 <= chunkEnd {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                    index += 8
                }
                while index < chunkEnd {
                    if buffer[index] & 0xC0 == 0x80 { continuations += 1 }
                    index += 1
                }
                scalars += chunkEnd - chunkStart - continuations
                chunkStart = chunkEnd
            }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        checkpoints.append(scalars)  // the end of a file whose length is a multiple of the stride
        self.lineStarts = starts
        self.scalarCheckpoints = checkpoints
        self.byteOrderMarkLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 0-based index of the line that contains `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The 1-based line and 1-based Unicode-scalar column of a byte offset.
    public func position(of offset: Int) -> SourcePosition {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: clamped)
        var lineStart = lineStarts[line]
        if line == 0 { lineStart = min(byteOrderMarkLength, clamped) }
        return SourcePosition(offset: clamped, line: line + 1, column: 1 + scalarsBefore(clamped) - scalarsBefore(lineStart))
    }

    /// How many Unicode scalars start in `bytes[..<offset]` (`offset` at most `bytes.count`).
    private func scalarsBefore(_ offset: Int) -> Int {
        let checkpoint = offset / Self.scalarCheckpointStride
        var count = scalarCheckpoints[checkpoint]
        for index in checkpoint * Self.scalarCheckpointStride..<offset where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The byte offset of a 1-based line and 1-based scalar column (clamped to the line).
    public func offset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        var offset = line == 1 ? byteOrderMarkLength : lineStarts[line - 1]
        var remaining = column - 1
        while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The token starting at `offset`: a quoted string literal with its quotes, or a run of
    /// word characters; at least one byte when the file has one there.
    public func tokenRange(at offset: Int) -> SourceRange {
        guard offset < bytes.count else { return SourceRange(start: bytes.count, end: bytes.count) }
        let first = bytes[offset]
        var end = offset + 1
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") || first == UInt8(ascii: "`") {
            while end < bytes.count, bytes[end] != first, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return SourceRange(start: offset, end: min(end + 1, bytes.count))
        }
        func isWord(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39)
        }
        guard isWord(first) else { return SourceRange(start: offset, end: end) }
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        return SourceRange(start: offset, end: end)
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        var start = lineStarts[line - 1]
        if line == 1 { start = byteOrderMarkLength }
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The source text in `range`, decoded leniently.
    public func text(in range: SourceRange) -> String {
        let start = min(max(range.start, 0), bytes.count)
        let end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    public func location(of range: SourceRange) -> SourceLocation {
        SourceLocation(start: position(of: range.start), end: position(of: range.end))
    }
}

/// A half-open range of UTF-8 byte offsets, `start..<end`.
public struct SourceRange: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    public init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }

    public var length: Int { end - start }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    public func contains(_ other: SourceRange) -> Bool { other.start >= start && other.end <= end }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)..<\(end)" }
}

/// A point in a file, both as a byte offset and as a 1-based line and scalar column.
public struct SourcePosition: Hashable, Sendable, Codable {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }
}

/// A resolved range: where it starts and ends as positions.
public struct SourceLocation: Hashable, Sendable, Codable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}
