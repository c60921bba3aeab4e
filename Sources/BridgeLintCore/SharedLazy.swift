#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A value made once, on first use, as `Lazy` makes it, by a maker that maps over many items
/// (`SharedWork.map`): the threads that ask for the value while it is being made take items
/// too, rather than wait idle. A value first asked for by one worker of a parallel run (an
/// index of every template, asked while linting one) is then made by all of them; a nested
/// `concurrentPerform` would run on the asking thread alone while the others wait.
///
/// The maker must not ask for the value itself.
public final class SharedLazy<Value: Sendable>: @unchecked Sendable {
    private let make: @Sendable (SharedWork) -> Value
    private let work = SharedWork(isShared: true)
    // Guarded by `work`'s lock.
    private var made: Value?
    private var isMaking = false

    public init(_ make: @escaping @Sendable (SharedWork) -> Value) {
        self.make = make
    }

    /// The value if some thread has made it, without making it.
    public var valueIfMade: Value? {
        work.lock()
        defer { work.unlock() }
        return made
    }

    /// Lets go of the value once it is made (not while it is being made), so that its memory
    /// goes back when nothing else holds it: a later `value` makes it again.
    public func forget() {
        work.lock()
        defer { work.unlock() }
        guard made != nil else { return }
        made = nil
        isMaking = false
    }

    /// The value: made by this thread if none has begun, else made with the thread making it.
    public var value: Value {
        work.lock()
        while true {
            if let made {
                work.unlock()
                return made
            }
            if !isMaking {
                isMaking = true
                work.unlock()
                let value = make(work)
                work.lock()
                made = value
                work.broadcast()
                continue
            }
            if let batch = work.offered, batch.hasItemsLeft {
                work.unlock()
                batch.work()
                work.lock()
                continue
            }
            work.wait()
        }
    }
}

/// The threads that wait for a `SharedLazy` value, lent to its maker: `map` shares its items
/// with them.
public final class SharedWork: @unchecked Sendable {
    private let isShared: Bool
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a batch is offered, an offered batch's last item is done, or the value is made.
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The batch `map` shares now (guarded by the lock).
    fileprivate var offered: Batch?

    fileprivate init(isShared: Bool) {
        self.isShared = isShared
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// No other thread: `map` runs on the calling thread alone (a value made outside a `SharedLazy`).
    public static var alone: SharedWork { SharedWork(isShared: false) }

    /// `transform` of each of `0..<count`, in order, computed by this thread and by those
    /// waiting for the value. `transform` runs on several threads at once, and does not map
    /// itself (one batch is offered at a time).
    public func map<Item: Sendable>(_ count: Int, _ transform: @escaping @Sendable (Int) -> Item) -> [Item] {
        guard isShared, count > 1 else { return (0..<count).map(transform) }
        let results = Locked<[Item?]>(Array(repeating: nil, count: count))
        let batch = Batch(count: count, work: self) { index in
            let item = transform(index)
            results.withLock { $0[index] = item }
        }
        offer(batch)
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Offers `batch` to the waiting threads, works on it, and returns when every item is done.
    private func offer(_ batch: Batch) {
        lock()
        offered = batch
        broadcast()
        unlock()
        batch.work()
        lock()
        while !batch.isDone { wait() }
        offered = nil
        unlock()
    }

    fileprivate func lock() { pthread_mutex_lock(mutex) }
    fileprivate func unlock() { pthread_mutex_unlock(mutex) }
    /// Waits for `broadcast`, the lock held.
    fileprivate func wait() { pthread_cond_wait(changed, mutex) }
    /// Wakes the waiting threads, the lock held.
    fileprivate func broadcast() { pthread_cond_broadcast(changed) }

    /// Items to work on, each taken by one thread.
    fileprivate final class Batch: Sendable {
        private let count: Int
        private let body: @Sendable (Int) -> Void
        private let owner: SharedWork
        private let next = Atomic<Int>(0)
        private let finished = Atomic<Int>(0)

        init(count: Int, work owner: SharedWork, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.owner = owner
            self.body = body
        }

        var hasItemsLeft: Bool { next.load(ordering: .relaxed) < count }
        var isDone: Bool { finished.load(ordering: .acquiring) == count }

        /// Takes items until none is left; the thread that finishes the last one wakes the owner.
        func work() {
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body(index)
                if finished.add(1, ordering: .acquiringAndReleasing).newValue == count {
                    owner.lock()
                    owner.broadcast()
                    owner.unlock()
                }
            }
        }
    }
}
