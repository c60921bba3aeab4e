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
        needle.isEmpty || firstIndex(of: needle, in: bytes) != nil
    }

    /// Where `needle` first occurs wholly inside `bytes[from..<before]` (the whole text by default).
    public static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int = 0, before: Int? = nil) -> Int? {
        let end = min(before ?? bytes.count, bytes.count)
        guard let first = needle.first, from >= 0, end - from >= needle.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { word in
                guard let start = haystack.baseAddress, let wordStart = word.baseAddress else { return nil }
                var offset = from
                let last = end - word.count
                while offset <= last {
                    guard let found = memchr(start + offset, Int32(first), last - offset + 1) else { return nil }
                    let position = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + position, wordStart, word.count) == 0 { return position }
                    offset = position + 1
                }
                return nil
            }
        }
    }
}
