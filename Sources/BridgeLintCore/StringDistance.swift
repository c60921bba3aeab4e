/// Did-you-mean: the one place that decides which known name a typo probably meant.
public enum StringDistance {
    /// Optimal-string-alignment Damerau-Levenshtein distance over Unicode scalars.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// The spelling with separators (`-`, `--`, `_`) and case folded away: `bridge_nav`,
    /// `bridge--nav` and `BridgeNav` all normalise to `bridgenav`.
    public static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
    }

    /// The largest distance still taken as a typo of a name this long.
    public static func threshold(forLength length: Int) -> Int {
        switch length {
        case ..<3: 0
        case ..<6: 1
        case ..<12: 2
        default: 3
        }
    }

    /// A name prepared for repeated did-you-mean lookups.
    public struct Candidate: Sendable, Hashable {
        public let name: String
        let folded: String
        let length: Int

        public init(_ name: String) {
            self.name = name
            folded = StringDistance.normalized(name)
            length = name.unicodeScalars.count
        }
    }

    /// Known names close enough to `name` to suggest, closest first (at most `limit`).
    /// Names that differ only in separators or case come first.
    public static func suggestions(for name: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        suggestions(for: name, among: Set(candidates).map(Candidate.init), limit: limit)
    }

    /// The same, over prepared candidates: for large sets asked about on every file.
    public static func suggestions(for name: String, among candidates: [Candidate], limit: Int = 3) -> [String] {
        let folded = normalized(name)
        let length = name.unicodeScalars.count
        var scored: [(score: Int, name: String)] = []
        for candidate in candidates where candidate.name != name {
            if candidate.folded == folded {
                scored.append((0, candidate.name))
                continue
            }
            let threshold = threshold(forLength: max(length, candidate.length))
            let isTruncation = length >= 6 && candidate.name.hasPrefix(name)
            // The distance is at least the difference in length: skip the far ones cheaply.
            guard abs(candidate.length - length) <= threshold || isTruncation else { continue }
            let distance = editDistance(name, candidate.name)
            if distance <= threshold {
                scored.append((distance, candidate.name))
            } else if isTruncation {
                // A truncated name (`html-mismatched-end`) still points at the full one.
                scored.append((threshold + 1, candidate.name))
            }
        }
        return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
    }
}
