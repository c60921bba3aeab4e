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
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in buffer {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
