/// Plain byte search: cheaper than the generic `firstRange(of:)` in the loops that scan every
/// template of an app for a word.
public enum ByteSearch {
    /// Whether `needle` occurs in `bytes`.
    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
