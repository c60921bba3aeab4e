import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes kept out of memory until they are wanted again: appended to a temporary file that is
/// unlinked as soon as it is made (so nothing is left behind, whatever ends the process), read
/// back by range. When no such file can be made (no writable temporary folder), or a write
/// fails, the bytes stay in memory. Not thread-safe: its owner serialises the calls.
final class SpillFile {
    private var descriptor: Int32 = -1
    private var size = 0
    private var memory: [UInt8] = []
    private var inMemory = false
    private let folder: String

    init(folder: String = FileManager.default.temporaryDirectory.path) {
        self.folder = folder
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Keeps `bytes`; returns where to read them back.
    func append(_ bytes: [UInt8]) -> Range<Int> {
        if descriptor < 0, !inMemory { open() }
        if !inMemory, descriptor >= 0 {
            let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(size)) }
            if written == bytes.count {
                defer { size += bytes.count }
                return size..<size + bytes.count
            }
            moveToMemory()
        }
        defer { memory += bytes }
        return memory.count..<memory.count + bytes.count
    }

    func read(_ range: Range<Int>) -> [UInt8] {
        guard !inMemory else { return Array(memory[range]) }
        guard !range.isEmpty else { return [] }
        return [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
            count = 0
            while count < range.count {
                let read = pread(descriptor, buffer.baseAddress! + count, range.count - count, off_t(range.lowerBound + count))
                guard read > 0 else { break }
                count += read
            }
        }
    }

    private func open() {
        var template = Array((folder + "/bridgelint-report-XXXXXX").utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            inMemory = true
            return
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }

    /// After a failed write: what the file holds so far joins the bytes kept in memory.
    private func moveToMemory() {
        memory = read(0..<size)
        inMemory = true
        close(descriptor)
        descriptor = -1
    }
}
