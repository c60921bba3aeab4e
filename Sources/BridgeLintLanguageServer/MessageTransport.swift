#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the framer found next in the byte stream.
public enum Frame: Equatable, Sendable {
    /// The body of one message.
    case message([UInt8])
    /// A header block that cannot be used; it has been skipped.
    case malformedHeader(String)
}

/// Splits a byte stream into LSP messages (`Content-Length: N\r\n\r\n` then N bytes).
///
/// Bytes arrive in any pieces: a header split across reads, two messages in one read. A header
/// block without a usable `Content-Length` is reported and skipped, and reading goes on after it
/// (or at the last `Content-Length:` inside it, which resynchronises after garbage).
public struct MessageFramer {
    /// Longest header block accepted; beyond it the stream is resynchronised.
    public static let maximumHeaderLength = 8 * 1024
    /// Largest body accepted (a template is far smaller).
    public static let maximumContentLength = 64 * 1024 * 1024

    private var buffer: [UInt8] = []
    /// Consumed bytes at the front of `buffer`, dropped in batches.
    private var start = 0
    /// The body length of the message whose header has been read.
    private var pendingLength: Int?

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        defer { compact() }
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .message(body)
        }
        guard let end = headerEnd() else {
            if buffer.count - start > MessageFramer.maximumHeaderLength {
                start = buffer.count
                return .malformedHeader("header longer than \(MessageFramer.maximumHeaderLength) bytes")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        switch MessageFramer.contentLength(in: header) {
        case .success(let length):
            start = end + 4
            pendingLength = length
            return next()
        case .failure(let problem):
            // After a message cut short, its remains run into the next header: resume at the
            // last `Content-Length:` of the block rather than losing every message after it.
            if let resume = lastContentLengthField(before: end), resume > start {
                defer { start = resume }
                return .malformedHeader("skipped \(resume - start) bytes before a header")
            }
            start = end + 4
            return .malformedHeader(problem.reason)
        }
    }

    /// Where the last `Content-Length:` (any case) between `start` and `end` begins.
    private func lastContentLengthField(before end: Int) -> Int? {
        let field = Array("content-length:".utf8)
        var index = end - field.count
        while index >= start {
            if field.indices.allSatisfy({ MessageFramer.lowercased(buffer[index + $0]) == field[$0] }) { return index }
            index -= 1
        }
        return nil
    }

    /// Where the `\r\n\r\n` that ends the header block starts.
    private func headerEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    private struct HeaderProblem: Error {
        var reason: String
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    private static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { return .failure(HeaderProblem(reason: "header line without `:`")) }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces()
            guard let parsed = Int(value), parsed >= 0 else { return .failure(HeaderProblem(reason: "bad Content-Length `\(value)`")) }
            guard parsed <= maximumContentLength else { return .failure(HeaderProblem(reason: "Content-Length \(parsed) is too large")) }
            length = parsed
        }
        guard let length else { return .failure(HeaderProblem(reason: "no Content-Length header")) }
        return .success(length)
    }

    private mutating func compact() {
        if start > 64 * 1024 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var trimmed = self
        while trimmed.first == " " || trimmed.first == "\t" { trimmed.removeFirst() }
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        return trimmed
    }
}

/// Reads frames from a file descriptor (the server's stdin).
public struct MessageReader {
    private let descriptor: Int32
    private var framer = MessageFramer()

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next frame, or nil at the end of the stream (or on a read error).
    public mutating func next() -> Frame? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let frame = framer.next() { return frame }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            framer.append(chunk[0..<count])
        }
    }
}

/// Writes framed messages to a file descriptor (the server's stdout).
public struct MessageWriter {
    private let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes the whole frame; false when the peer has gone.
    @discardableResult
    public func write(_ body: String) -> Bool {
        let frame = Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
        var written = 0
        while written < frame.count {
            let count = frame[written...].withUnsafeBytes { bytes in
                #if canImport(Glibc)
                Glibc.write(descriptor, bytes.baseAddress, bytes.count)
                #else
                Darwin.write(descriptor, bytes.baseAddress, bytes.count)
                #endif
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
