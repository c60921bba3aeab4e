#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte search for the loops that scan every template of an app for a word: the C library's
/// `memchr` finds each candidate first byte and `memcmp` checks the rest, many times faster
/// than a byte loop (or the generic `firstRange(of:)`).
public enum ByteSearch {
    /// Whether `needle` occurs in `bytes`.
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { word in
                guard let start = haystack.baseAddress, let wordStart = word.baseAddress else { return false }
                var offset = 0
                let last = haystack.count - word.count
                while offset <= last {
                    guard let found = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
                    let position = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + position, wordStart, word.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
