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
        guard from >= 0, from <= end else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { word in firstIndex(of: word, in: haystack, from: from, before: end) }
        }
    }

    /// Whether `needle` occurs in `text`, compared as UTF-8 bytes: with Foundation imported,
    /// `String.contains` goes through `NSString` (a copy and a Unicode-aware search).
    public static func contains(_ needle: String, in text: some StringProtocol) -> Bool {
        var needle = needle
        return needle.withUTF8 { word in
            guard !word.isEmpty else { return true }
            return text.utf8.withContiguousStorageIfAvailable { haystack in firstIndex(of: word, in: haystack, from: 0, before: haystack.count) != nil }
                ?? contains(Array(word), in: Array(text.utf8))
        }
    }

    /// Where `needle` first occurs in `text`, compared as UTF-8 bytes (Foundation's
    /// `range(of:)` bridges to `NSString`: a copy and a Unicode-aware search); nil for an
    /// empty `needle`, as there.
    public static func firstRange(of needle: String, in text: some StringProtocol) -> Range<String.Index>? {
        var needle = needle
        let utf8 = text.utf8
        let offset = needle.withUTF8 { word -> Int? in
            guard !word.isEmpty else { return nil }
            return utf8.withContiguousStorageIfAvailable { haystack in firstIndex(of: word, in: haystack, from: 0, before: haystack.count) }
                ?? firstIndex(of: Array(word), in: Array(utf8))
        }
        guard let offset else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }

    /// Where `needle` last occurs in `text`, compared as UTF-8 bytes (Foundation's
    /// `range(of:options: .backwards)` bridges to `NSString` and compares UTF-16 units).
    public static func lastRange(of needle: String, in text: String) -> Range<String.Index>? {
        let word = Array(needle.utf8)
        let utf8 = text.utf8
        guard !word.isEmpty, utf8.count >= word.count else { return nil }
        var start = utf8.index(utf8.endIndex, offsetBy: -word.count)
        while true {
            if utf8[start...].starts(with: word) { return start..<utf8.index(start, offsetBy: word.count) }
            guard start > utf8.startIndex else { return nil }
            start = utf8.index(before: start)
        }
    }

    /// `memchr` finds each candidate first byte, `memcmp` checks the rest.
    private static func firstIndex(of word: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int, before end: Int) -> Int? {
        guard let first = word.first, end - from >= word.count, let start = haystack.baseAddress, let wordStart = word.baseAddress else { return nil }
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
