/// A value computed on first use, once, by whichever thread asks first (the others wait for
/// it): what a run may never need, such as the project model when every template's findings
/// come from the cache.
public final class Lazy<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let state = Locked<Value?>(nil)

    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// An already known value.
    public init(value: Value) {
        make = { value }
        state.withLock { $0 = value }
    }

    /// The value if some thread has made it, without making it.
    public var valueIfMade: Value? {
        state.withLock { $0 }
    }

    public var value: Value {
        state.withLock { known in
            if let known { return known }
            let value = make()
            known = value
            return value
        }
    }
}
