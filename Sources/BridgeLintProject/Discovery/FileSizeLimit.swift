import BridgeLintCore
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The largest file bridgelint reads (`max_file_size` in `.bridgelint.yml`, 10 MB by default),
/// and the files a project load skipped for being larger. A generated or vendored file of
/// hundreds of megabytes is not a template or a controller anyone wrote; reading it would only
/// cost memory and time.
public final class FileSizeLimit: Sendable {
    public static let defaultBytes = 10_000_000

    /// The limit the project module's reads use: set for the length of a project load, the
    /// default otherwise.
    @TaskLocal static var current = FileSizeLimit(bytes: defaultBytes)

    public let bytes: Int
    private let skipped = Locked<[String: Int]>([:])

    public init(bytes: Int) {
        self.bytes = bytes
    }

    /// What reading a file within the limit gave.
    public enum Read: Sendable, Equatable {
        case bytes([UInt8])
        /// Larger than the limit: this many bytes at least.
        case tooLarge(Int)
        case unreadable
    }

    /// Reads the regular file at `path`, never more than `bytes` + 1 bytes of it (so a file
    /// that grows while it is read is still refused, and nothing larger is ever allocated).
    /// A pipe, socket or device is unreadable: opening it does not wait, reading it never starts.
    public func read(_ path: String) -> Read {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        if Int(status.st_size) > bytes { return .tooLarge(Int(status.st_size)) }
        // Read into uninitialized storage, one byte more than the size: the bytes are neither
        // zeroed first nor copied after (each a pass over the file; the binary hashed for the
        // cache is tens of megabytes).
        var capacity = min(Int(status.st_size), bytes) + 1
        var result: [UInt8] = []
        while true {
            var failed = false
            let previous = result
            result = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = previous.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
                guard let base = buffer.baseAddress else { return }
                while count < buffer.count {
                    let got = Glibc.read(descriptor, base + count, buffer.count - count)
                    if got < 0, errno == EINTR { continue }
                    guard got > 0 else {
                        failed = got < 0
                        return
                    }
                    count += got
                }
            }
            if failed { return .unreadable }
            if result.count < capacity { return .bytes(result) }
            // Full: the file grew while it was read.
            guard capacity <= bytes else { return .tooLarge(result.count) }
            capacity += min(max(capacity, 4096), bytes + 1 - capacity)
        }
    }

    /// Notes that `path` was skipped for its `size`.
    func recordSkipped(_ path: String, size: Int) {
        skipped.withLock { $0[path] = size }
    }

    /// The files skipped so far, by path, with their sizes.
    public var skippedFiles: [(path: String, size: Int)] {
        skipped.withLock { $0 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// A size as people write it: `10 MB`, `12.3 MB`, `512 KB`, `900 bytes`.
    public static func describe(_ bytes: Int) -> String {
        for (unit, factor) in [("MB", 1_000_000), ("KB", 1_000)] where bytes >= factor {
            let tenths = (bytes * 10 + factor / 2) / factor
            return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// A size in `.bridgelint.yml`: a number of bytes, or a number followed by `KB` or `MB`
    /// (decimal: 1 MB is 1,000,000 bytes); nil for anything else.
    static func bytes(of value: ConfigValue) -> Int? {
        if let number = value.integer { return number }
        guard let text = value.string?.trimmingCharacters(in: .whitespaces).uppercased() else { return nil }
        for (unit, factor) in [("MB", 1_000_000), ("KB", 1_000), ("B", 1)] where text.hasSuffix(unit) {
            let number = text.dropLast(unit.count).trimmingCharacters(in: .whitespaces)
            guard let value = Double(number), value.isFinite, value >= 0, value * Double(factor) < Double(Int.max / 2) else { return nil }
            return Int(value * Double(factor))
        }
        return nil
    }
}
