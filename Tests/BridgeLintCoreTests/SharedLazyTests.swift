import BridgeLintCore
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@Suite struct SharedLazyTests {
    /// Threads that ask while the value is being made take items of its maps: the first item
    /// waits until a second thread has entered one (with only the maker working, it times out).
    /// Every item is computed once, the results come back in order, and the maker runs once.
    @Test func threadsThatAskHelpMakeTheValue() {
        let makes = Locked(0)
        let computed = Locked([Int: Int]())
        let threads = Locked(Set<String>())
        let secondThreadEntered = DispatchSemaphore(value: 0)
        let making = DispatchSemaphore(value: 0)
        let lazy = SharedLazy<[Int]> { work in
            makes.withLock { $0 += 1 }
            making.signal()
            let squares = work.map(200) { index -> Int in
                let name = Self.threadName()
                let isSecond = threads.withLock { names -> Bool in
                    let wasSecond = names.count == 1 && !names.contains(name)
                    names.insert(name)
                    return wasSecond
                }
                if isSecond { secondThreadEntered.signal() }
                if index == 0, secondThreadEntered.wait(timeout: .now() + 20) == .timedOut { Issue.record("no other thread took an item") }
                computed.withLock { $0[index, default: 0] += 1 }
                return index * index
            }
            return squares + work.map(3) { $0 }
        }
        let expected = (0..<200).map { $0 * $0 } + [0, 1, 2]
        // Threads of their own: a dispatch queue may run the askers one after the other.
        let answered = DispatchSemaphore(value: 0)
        let answers = Locked([[Int]]())
        let ask = {
            Thread.detachNewThread {
                let value = lazy.value
                answers.withLock { $0.append(value) }
                answered.signal()
            }
        }
        ask()
        #expect(making.wait(timeout: .now() + 20) == .success)
        for _ in 0..<3 { ask() }
        for _ in 0..<4 { #expect(answered.wait(timeout: .now() + 60) == .success) }
        #expect(answers.withLock { $0 } == Array(repeating: expected, count: 4))
        #expect(makes.withLock { $0 } == 1)
        #expect(computed.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<200).map { ($0, 1) }))
        #expect(threads.withLock { $0.count } >= 2)
        #expect(lazy.valueIfMade == expected)
    }

    /// A value let go of is made again by the next thread that asks; before it is made,
    /// `forget` does nothing.
    @Test func aForgottenValueIsMadeAgain() {
        let makes = Locked(0)
        let lazy = SharedLazy<Int> { _ in
            makes.withLock { count -> Int in
                count += 1
                return count
            }
        }
        lazy.forget()
        #expect(lazy.value == 1)
        #expect(lazy.value == 1)
        lazy.forget()
        #expect(lazy.valueIfMade == nil)
        #expect(lazy.value == 2)
        #expect(lazy.valueIfMade == 2)
    }

    /// Outside a `SharedLazy`, `map` is a plain map on the calling thread.
    @Test func workAloneMapsInOrderOnTheCallingThread() {
        let caller = Self.threadName()
        let threads = Locked(Set<String>())
        let values = SharedWork.alone.map(50) { index -> Int in
            threads.withLock { _ = $0.insert(Self.threadName()) }
            return index + 1
        }
        #expect(values == Array(1...50))
        #expect(threads.withLock { $0 } == [caller])
        #expect(SharedLazy<Int> { _ in 7 }.valueIfMade == nil)
    }

    private static func threadName() -> String {
        "\(pthread_self())"
    }
}
