import BridgeLintCore

/// `--shard K/N`: the K-th of N parts of the templates, for a CI job matrix. A template's part
/// comes from a stable hash of its root-relative path, so it stays in the same part as other
/// files come and go; the project rules run in part 1 only, so every finding is reported by
/// exactly one part and the parts together report what one whole run does.
public struct Shard: Sendable, Equatable {
    /// 1-based.
    public var index: Int
    public var count: Int

    /// Parses `K/N` with 1 <= K <= N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.index = index
        self.count = count
    }

    /// Whether this part holds the template at root-relative `path`.
    public func holds(_ path: String) -> Bool {
        let hash = UInt64(StableHash.fnv1a(path), radix: 16) ?? 0
        return Int(hash % UInt64(count)) == index - 1
    }

    /// Whether the project rules run in this part.
    public var runsProjectRules: Bool { index == 1 }
}
