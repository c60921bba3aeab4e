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

    /// `fnv1a(texts.joined(separator: "\n"))`, without making the joined text (a repository's
    /// paths, at each run).
    public static func fnv1a(joinedByNewlines texts: [String]) -> String {
        var hasher = StableHasher()
        for (index, text) in texts.enumerated() {
            if index > 0 { hasher.combine(byte: UInt8(ascii: "\n")) }
            var text = text
            text.withUTF8 { hasher.combine($0) }
        }
        return hasher.digest
    }

    /// A digest of a file's bytes, to tell whether a file holds what it held (the cache keys
    /// every entry by the content of what it depends on): XXH64 with seed 0, as 16 hex digits.
    /// It reads eight bytes at a time in four independent lanes, several times as fast as
    /// FNV-1a's byte-by-byte multiply chain, which matters when a restored cache meets a fresh
    /// checkout and every file is hashed once.
    public static func contentDigest(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes(contentDigest)
    }

    /// `contentDigest(_:)` of bytes in memory (a file mapped rather than read).
    public static func contentDigest(_ buffer: UnsafeRawBufferPointer) -> String {
        hex(XXH64.hash(buffer))
    }

    /// `contentDigest(_:)` of the text's UTF-8 bytes.
    public static func contentDigest(_ text: String) -> String {
        var text = text
        return hex(text.withUTF8 { XXH64.hash(UnsafeRawBufferPointer($0)) })
    }

    /// 16 hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
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
        for byte in buffer { combine(byte: byte) }
    }

    public mutating func combine(byte: UInt8) {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
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
        StableHash.hex(hash)
    }
}

/// XXH64 (Yann Collet's xxHash, 64-bit variant, seed 0), from its specification.
private enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private static func rotated(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    private static func round(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
        rotated(accumulator &+ lane &* prime2, 31) &* prime1
    }

    private static func merge(_ hash: UInt64, _ accumulator: UInt64) -> UInt64 {
        (hash ^ round(0, accumulator)) &* prime1 &+ prime4
    }

    static func hash(_ input: UnsafeRawBufferPointer) -> UInt64 {
        let count = input.count
        var offset = 0
        func word(_ at: Int) -> UInt64 { UInt64(littleEndian: input.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        var hash: UInt64
        if count >= 32 {
            var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
            while offset + 32 <= count {
                lanes.0 = round(lanes.0, word(offset))
                lanes.1 = round(lanes.1, word(offset + 8))
                lanes.2 = round(lanes.2, word(offset + 16))
                lanes.3 = round(lanes.3, word(offset + 24))
                offset += 32
            }
            hash = rotated(lanes.0, 1) &+ rotated(lanes.1, 7) &+ rotated(lanes.2, 12) &+ rotated(lanes.3, 18)
            hash = merge(merge(merge(merge(hash, lanes.0), lanes.1), lanes.2), lanes.3)
        } else {
            hash = prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash = rotated(hash ^ round(0, word(offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotated(hash ^ half &* prime1, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = rotated(hash ^ UInt64(input[offset]) &* prime5, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }
}
