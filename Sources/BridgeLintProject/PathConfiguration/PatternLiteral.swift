/// The literal text every match of a path pattern starts with (`/my/messages/` in
/// `/my/messages/[0-9]+/reply`), when the pattern's start says so plainly: a sample path
/// without it is not matched, with or without case, and need not be run through the regular
/// expression engine (the route matcher tries thousands of samples per pattern).
struct PatternLiteral {
    /// ASCII, lowercased.
    private let lowercased: [UInt8]

    /// Nil when the pattern has an alternation (a match may take the other branch), starts with
    /// a special character, or its literal start holds a byte outside ASCII (case folding).
    init?(pattern: String) {
        var bytes = Array(pattern.utf8)
        guard !bytes.contains(UInt8(ascii: "|")) else { return nil }
        if bytes.first == UInt8(ascii: "^") { bytes.removeFirst() }
        let special = Set("\\.[](){}*+?^$#".utf8)
        var literal = Array(bytes.prefix { !special.contains($0) })
        // A quantifier after the run makes its last character optional.
        if literal.count < bytes.count, Set("*+?{".utf8).contains(bytes[literal.count]), !literal.isEmpty { literal.removeLast() }
        guard !literal.isEmpty, literal.allSatisfy({ $0 < 0x80 }) else { return nil }
        lowercased = literal.map(Self.lowercase)
    }

    /// Whether `path` may match: it contains the literal, ignoring ASCII case, or holds a byte
    /// outside ASCII (which case-insensitive matching may fold onto a letter of the literal).
    func mayOccur(in path: String) -> Bool {
        var path = path
        return path.withUTF8(mayOccur)
    }

    func mayOccur(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(mayOccur)
    }

    private func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        guard bytes.count >= lowercased.count else { return false }
        for start in 0...(bytes.count - lowercased.count) where Self.lowercase(bytes[start]) == lowercased[0] {
            if lowercased.indices.allSatisfy({ Self.lowercase(bytes[start + $0]) == lowercased[$0] }) { return true }
        }
        return false
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
