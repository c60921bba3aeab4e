import BridgeLintCore
import Testing

@Suite struct StableHashTests {
    /// Reference values from the system's libxxhash (`XXH64(bytes, length, 0)`), covering each
    /// path of the algorithm: empty, the byte tail, the 4-byte and 8-byte steps, 32-byte stripes.
    @Test func contentDigestIsXXH64() {
        #expect(StableHash.contentDigest("") == "ef46db3751d8e999")
        #expect(StableHash.contentDigest("a") == "d24ec4f1a98c6e5b")
        #expect(StableHash.contentDigest("abc") == "44bc2cf5ad770999")
        #expect(StableHash.contentDigest("0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz!") == "259648762ea99bf0")
        #expect(StableHash.contentDigest("abcdefg") == "1860940e2902822d")
        #expect(StableHash.contentDigest("abcdefghijkl") == "4b09b7d3a233d4b3")
        #expect(StableHash.contentDigest(String(repeating: "x", count: 100)) == "92f0de5a88a3c094")
        #expect(StableHash.contentDigest("hello world, this is 33 bytes!!!!") == "a074801991220b10")
        #expect(StableHash.contentDigest(Array("abc".utf8)) == StableHash.contentDigest("abc"))
    }

    @Test func oneChangedByteChangesTheDigest() {
        var bytes = [UInt8](repeating: 0x61, count: 1000)
        let before = StableHash.contentDigest(bytes)
        bytes[517] = 0x62
        #expect(StableHash.contentDigest(bytes) != before)
    }

    /// The repository's paths are hashed one by one: the key must be the one the joined text had.
    @Test func pathsHashAsTheirJoinedText() {
        for paths in [[], [""], ["app/views/a.html.erb"], ["a", "", "b/c", "é/ü"]] {
            #expect(StableHash.fnv1a(joinedByNewlines: paths) == StableHash.fnv1a(paths.joined(separator: "\n")))
        }
        #expect(StableHash.fnv1a(joinedByNewlines: ["a", "b"]) != StableHash.fnv1a(joinedByNewlines: ["ab"]))
    }
}
