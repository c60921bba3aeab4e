/// A hash that stays the same across runs, machines and Swift versions (unlike `Hasher`,
/// which is seeded per process): for fingerprints written into files other tools keep.
public enum StableHash {
    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits.
    public static func fnv1a(_ text: String) -> String {
        var text = text
        return text.withUTF8(fnv1a(buffer:))
    }

    /// 64-bit FNV-1a of `bytes`, as 16 hex digits (the result cache hashes every file it
    /// keys on: a loop over a buffer, not over a generic sequence, which cost a quarter of a run).
    public static func fnv1a(bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer(fnv1a(buffer:))
    }

    private static func fnv1a(buffer: UnsafeBufferPointer<UInt8>) -> String {
        var hasher = StableHasher()
        hasher.combine(buffer)
        return hasher.digest
    }
}

/// The same hash fed piece by piece, for values too many to join into one string first.
public struct StableHasher {
    private var hash: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    public mutating func combine(_ buffer: UnsafeBufferPointer<UInt8>) {
        for byte in buffer {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
    }

    /// The text's bytes and a separator, so `"ab", "c"` and `"a", "bc"` differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
        combine(0)
    }

    public mutating func combine(_ number: Int) {
        withUnsafeBytes(of: number.littleEndian) { combine($0.bindMemory(to: UInt8.self)) }
    }

    /// 16 hex digits.
    public var digest: String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
