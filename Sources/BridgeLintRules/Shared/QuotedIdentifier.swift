import BridgeLintCore

/// Finds a Stimulus identifier written as a word of a string literal in source text: right
/// after or right before a quote (`"reservation"`, `'modal other'`, `"tabs modal"`), not a
/// part of a longer name (`reservation_id`, `reservations`). Enough to say that Ruby may write
/// the identifier into a `data-controller`; a word in the middle of a string is not found.
enum QuotedIdentifier {
    static func occurs(_ identifier: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(identifier.utf8)
        guard !needle.isEmpty else { return false }
        var from = 0
        while let start = ByteSearch.firstIndex(of: needle, in: bytes, from: from) {
            let end = start + needle.count
            let before: UInt8? = start > 0 ? bytes[start - 1] : nil
            let after: UInt8? = end < bytes.count ? bytes[end] : nil
            if !isNamePart(before), !isNamePart(after), isQuote(before) || isQuote(after) { return true }
            from = start + 1
        }
        return false
    }

    private static func isQuote(_ byte: UInt8?) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// A byte that continues an identifier or a Ruby name around it.
    private static func isNamePart(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"): return true
        default: return false
        }
    }
}
