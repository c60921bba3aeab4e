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
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { word in contains(word, in: haystack) }
        }
    }

    /// Whether `needle` occurs in `text`, compared as UTF-8 bytes: with Foundation imported,
    /// `String.contains` goes through `NSString` (a copy and a Unicode-aware search).
    public static func contains(_ needle: String, in text: some StringProtocol) -> Bool {
        var needle = needle
        return needle.withUTF8 { word in
            text.utf8.withContiguousStorageIfAvailable { haystack in contains(word, in: haystack) }
                ?? contains(Array(word), in: Array(text.utf8))
        }
    }

    private static func contains(_ word: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first else { return true }
        guard haystack.count >= word.count, let start = haystack.baseAddress, let wordStart = word.baseAddress else { return false }
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
