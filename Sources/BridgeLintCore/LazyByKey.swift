/// Values computed on first use, once per key, as `Lazy` computes one: the first thread to ask
/// for a key computes its value, the others asking for that key meanwhile wait for it rather
/// than compute it again beside it, and other keys are computed meanwhile. For answers that
/// read a whole project (whether a name is bound anywhere in the app), asked by the threads
/// linting templates that call the same names.
public final class LazyByKey<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Locked<[Key: Lazy<Value>]>([:])

    public init() {}

    /// The value of `key`, computed by `make` if no thread has begun to. `make` must not ask
    /// for the same key.
    public func value(for key: Key, _ make: @escaping @Sendable () -> Value) -> Value {
        let lazy = values.withLock { values in
            if let known = values[key] { return known }
            let lazy = Lazy(make)
            values[key] = lazy
            return lazy
        }
        return lazy.value
    }
}
