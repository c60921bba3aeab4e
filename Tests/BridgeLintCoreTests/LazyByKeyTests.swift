import BridgeLintCore
import Dispatch
import Foundation
import Testing

@Suite struct LazyByKeyTests {
    /// Threads asking for a key while its value is being computed wait for it: each key is
    /// computed once, and every thread gets its value. Another key is computed meanwhile (its
    /// maker lets the first key's finish; one lock around every computation would time out).
    @Test func eachKeyIsComputedOnceWhileOthersGoOn() {
        let values = LazyByKey<String, Int>()
        let computations = Locked([String: Int]())
        let makingSlow = DispatchSemaphore(value: 0)
        let fastMade = DispatchSemaphore(value: 0)
        let slow = { @Sendable () -> Int in
            computations.withLock { $0["slow", default: 0] += 1 }
            makingSlow.signal()
            if fastMade.wait(timeout: .now() + 20) == .timedOut { Issue.record("another key was not computed meanwhile") }
            // Long enough for the other askers of the key to arrive while it is being made.
            Thread.sleep(forTimeInterval: 0.2)
            return 1
        }
        let answered = DispatchSemaphore(value: 0)
        let answers = Locked([Int]())
        // Threads of their own: a dispatch queue may run the askers one after the other.
        let ask = { (key: String, make: @escaping @Sendable () -> Int) in
            Thread.detachNewThread {
                let value = values.value(for: key, make)
                answers.withLock { $0.append(value) }
                answered.signal()
            }
        }
        ask("slow", slow)
        #expect(makingSlow.wait(timeout: .now() + 20) == .success)
        for _ in 0..<7 { ask("slow", slow) }
        let fast = values.value(for: "fast") {
            computations.withLock { $0["fast", default: 0] += 1 }
            return 2
        }
        fastMade.signal()
        for _ in 0..<8 { #expect(answered.wait(timeout: .now() + 60) == .success) }
        #expect(fast == 2)
        #expect(answers.withLock { $0 } == Array(repeating: 1, count: 8))
        #expect(computations.withLock { $0 } == ["slow": 1, "fast": 1])
        #expect(values.value(for: "slow") { 3 } == 1)
    }
}
