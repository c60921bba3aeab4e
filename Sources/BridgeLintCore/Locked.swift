#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value shared between threads, reached only under a lock: what the standard library's
/// `Mutex` offers, built on a pthread mutex instead. ThreadSanitizer sees pthread mutexes, but
/// not the futex hand-off of the standard `Mutex` on Linux: with Swift 6.3.1, two threads
/// contending for a `Mutex` were reported as a data race on the value it guards (a ten-line
/// program shows it), which would hide real races among false ones.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock; `body` must not take it again.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
