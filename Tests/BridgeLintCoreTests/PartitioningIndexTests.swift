import BridgeLintCore
import Testing

@Suite struct PartitioningIndexTests {
    /// The first element of the second part, at each place it can be, in a slice too.
    @Test func findsTheStartOfTheSecondPart() {
        let sorted = [1, 3, 3, 5, 8]
        #expect(sorted.partitioningIndex { $0 >= 0 } == 0)
        #expect(sorted.partitioningIndex { $0 >= 3 } == 1)
        #expect(sorted.partitioningIndex { $0 >= 4 } == 3)
        #expect(sorted.partitioningIndex { $0 >= 9 } == 5)
        #expect([Int]().partitioningIndex { $0 >= 1 } == 0)
        #expect(sorted[2...].partitioningIndex { $0 >= 5 } == 3)
    }
}
