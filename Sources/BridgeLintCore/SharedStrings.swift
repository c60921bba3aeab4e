/// One copy of each string handed in, for structures that keep many equal strings read apart:
/// the render graph and the never-rendered proof each lex every template's render calls, and
/// kept a string of their own for every name of every call (issue 21: at 20,000 templates,
/// 2.8 MB of the peak, most of it 20 names rendered 21,600 times).
///
/// A string of at most 15 UTF-8 bytes is stored inside its `String` value, with no block to
/// share: it is given back as it is, and not kept.
public final class SharedStrings: Sendable {
    private let strings = Locked<Set<String>>([])

    public init() {}

    /// The copy of `string` kept (`string` itself, the first time).
    public func shared(_ string: String) -> String {
        guard string.utf8.count > 15 else { return string }
        return strings.withLock { $0.insert(string).memberAfterInsert }
    }

    /// `strings` with each member shared.
    public func shared(_ strings: Set<String>) -> Set<String> {
        strings.contains { $0.utf8.count > 15 } ? Set(strings.map(shared)) : strings
    }

    /// Lets go of the copies kept: those no structure holds any longer are freed.
    public func removeAll() {
        strings.withLock { $0 = [] }
    }
}
