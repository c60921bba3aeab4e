import BridgeLintCore
import Testing

@Suite struct ByteSearchTests {
    func found(_ needle: String, in text: String) -> Bool {
        ByteSearch.contains(Array(needle.utf8), in: Array(text.utf8))
    }

    @Test func findsAWordAnywhereAndOnlyWhole() {
        #expect(found("form", in: "form"))
        #expect(found("form", in: "<%= render \"form\" %>"))
        #expect(found("form", in: "x_form"))
        #expect(found("aab", in: "aaab"), "a first byte that matches before the word does")
        #expect(!found("form", in: "for"))
        #expect(!found("form", in: "fo rm forn"))
        #expect(!found("é", in: "e"))
        #expect(found("é", in: "café"))
        #expect(found("", in: "x"))
        #expect(!found("x", in: ""))
    }

    @Test func findsTheFirstRangeOfAWordInAStringOrSubstring() {
        let text = "a := b = c"
        let range = ByteSearch.firstRange(of: "=", in: text)
        #expect(range.map { text[$0.upperBound...] } == " b = c")
        let tail = text.dropFirst(4)
        #expect(ByteSearch.firstRange(of: "=", in: tail).map { tail[..<$0.lowerBound] } == " b ")
        #expect(ByteSearch.firstRange(of: "é", in: "café au lait").map { "café au lait"[$0] } == "é")
        #expect(ByteSearch.firstRange(of: "x", in: "abc") == nil)
        #expect(ByteSearch.firstRange(of: "", in: "abc") == nil, "as Foundation's range(of:)")
    }

    @Test func findsTheFirstOccurrenceInsideABoundedRange() {
        let text = Array("ab x ab x ab".utf8)
        let word = Array("ab".utf8)
        #expect(ByteSearch.firstIndex(of: word, in: text) == 0)
        #expect(ByteSearch.firstIndex(of: word, in: text, from: 1) == 5)
        #expect(ByteSearch.firstIndex(of: word, in: text, from: 1, before: 6) == nil, "an occurrence must end before the bound")
        #expect(ByteSearch.firstIndex(of: word, in: text, from: 1, before: 7) == 5)
        #expect(ByteSearch.firstIndex(of: word, in: text, from: 11) == nil)
        #expect(ByteSearch.firstIndex(of: word, in: text, from: 99) == nil)
    }
}
