import BridgeLintCore

/// Finds a Stimulus identifier written as a word of a string literal in source text: a quote
/// or a blank on each side, at least one of them a quote (`"reservation"`, `'modal other'`,
/// `"tabs modal"`), so not a part of a longer name (`reservation_id`, `dropdown-menu`). Enough to
/// say that Ruby may write the identifier into a `data-controller`; a word in the middle of a
/// string is not found.
enum QuotedIdentifier {
    /// Whether `identifier` occurs so in `bytes`, starting at or after `from` and ending before `end`.
    static func occurs(_ identifier: String, in bytes: [UInt8], from: Int = 0, before end: Int? = nil) -> Bool {
        let needle = Array(identifier.utf8)
        guard !needle.isEmpty else { return false }
        var from = from
        while let start = ByteSearch.firstIndex(of: needle, in: bytes, from: from, before: end) {
            if isQuotedWord(at: start, length: needle.count, in: bytes) { return true }
            from = start + 1
        }
        return false
    }

    private static func isQuotedWord(at start: Int, length: Int, in bytes: [UInt8]) -> Bool {
        let end = start + length
        guard start > 0, end < bytes.count else { return false }
        let isQuote = { (byte: UInt8) in byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }
        let before = bytes[start - 1], after = bytes[end]
        return (isQuote(before) || before == UInt8(ascii: " ")) && (isQuote(after) || after == UInt8(ascii: " ")) && (isQuote(before) || isQuote(after))
    }
}
