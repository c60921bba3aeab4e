import BridgeLintCore
import Testing

@Suite struct ByteOrderTests {
    @Test func asciiPathsSortAsStringsDo() {
        let paths = ["app/views/b.html.erb", "app/views/a/_x.html.erb", "app/views/a.html.erb", "Gemfile", "app/views/a0", "", "app"]
        #expect(paths.sortedInByteOrder() == paths.sorted())
        for left in paths {
            for right in paths { #expect(left.precedesInByteOrder(right) == (left < right)) }
        }
    }

    /// A file sorts before the folder of the same stem (`.` is 0x2E, `/` 0x2F), so a folder's
    /// files stay one contiguous run.
    @Test func aFoldersFilesStayTogether() {
        let sorted = ["a/b/c", "a/b.txt", "a/b/a", "a/c", "a/b0"].sortedInByteOrder()
        #expect(sorted == ["a/b.txt", "a/b/a", "a/b/c", "a/b0", "a/c"])
    }

    /// Beyond ASCII the order is the bytes', whatever the normalization: `é` written as one
    /// scalar (C3 A9) and as `e` with a combining accent (65 CC 81) are different paths.
    @Test func otherTextsSortByTheirBytes() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect([composed, decomposed].sortedInByteOrder() == [decomposed, composed])
        #expect(decomposed.precedesInByteOrder(composed))
        #expect(!composed.precedesInByteOrder(decomposed))
        #expect(["ü", "z", "a"].sortedInByteOrder() == ["a", "z", "ü"])
        #expect(!"same".precedesInByteOrder("same"))
    }
}
