/// Values computed on first use, once per key, as `Lazy` computes one: the first thread to ask
/// for a key computes its value, the others asking for that key meanwhile wait for it rather
/// than compute it again beside it, and other keys are computed meanwhile. For answers that
/// read a whole project (whether a name is bound anywhere in the app), asked by the threads
/// linting templates that call the same names.
public final class LazyByKey<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// A value being computed, which later askers wait for, or the value: once it is known,
    /// the `Lazy` and its maker are let go (a whole run asks of every template, and they took
    /// a few hundred bytes each).
    private enum Entry {
        case making(Lazy<Value>)
        case made(Value)
    }

    private let values = Locked<[Key: Entry]>([:])

    public init() {}

    /// The value of `key`, computed by `make` if no thread has begun to. `make` must not ask
    /// for the same key.
    public func value(for key: Key, _ make: @escaping @Sendable () -> Value) -> Value {
        let entry = values.withLock { values in
            if let known = values[key] { return known }
            let entry = Entry.making(Lazy(make))
            values[key] = entry
            return entry
        }
        switch entry {
        case .made(let value):
            return value
        case .making(let lazy):
            let value = lazy.value
            values.withLock { $0[key] = .made(value) }
            return value
        }
    }
}
