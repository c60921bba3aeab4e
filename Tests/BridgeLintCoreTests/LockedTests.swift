import BridgeLintCore
import Dispatch
import Testing

@Suite struct LockedTests {
    /// Many threads adding under the lock lose no update, and the first one to arrive is the
    /// only one to fill a value computed on first use.
    @Test func contendingThreadsSeeEveryUpdate() {
        let counter = Locked(0)
        let firstUse = Locked<[Int]?>(nil)
        let fills = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
            let count = firstUse.withLock { value -> Int in
                if value == nil {
                    fills.withLock { $0 += 1 }
                    value = Array(0..<100_000)
                }
                return value?.count ?? 0
            }
            #expect(count == 100_000)
        }
        #expect(counter.withLock { $0 } == 80_000)
        #expect(fills.withLock { $0 } == 1)
    }
}
