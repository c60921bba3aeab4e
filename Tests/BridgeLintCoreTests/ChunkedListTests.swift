import BridgeLintCore
import Testing

@Suite struct ChunkedListTests {
    /// Appended across several chunks, the list reads back every element in order.
    @Test func readsBackWhatWasAppendedAcrossChunks() {
        var list = ChunkedList<Int>()
        #expect(list.isEmpty)
        for value in 0..<2_500 { list.append(value * 3) }
        #expect(list.count == 2_500)
        #expect(Array(list) == (0..<2_500).map { $0 * 3 })
        #expect(list[1_023] == 3_069 && list[1_024] == 3_072 && list.last == 7_497)
    }
}
