import BridgeLintTemplate

/// A partial's name computed in part (`icon_#{}`, `#{}_row`, as `RenderCall.Kind.partial`
/// writes it): the written parts, in order, with anything between them.
struct ComputedName {
    /// The written text between computed parts; the first is the prefix, the last the suffix.
    private let pieces: [Substring]

    /// Nil for a name with nothing computed.
    init?(_ name: String) {
        var pieces: [Substring] = []
        var rest = Substring(name)
        while let marker = rest.firstRange(of: RenderCall.computedPart) {
            pieces.append(rest[..<marker.lowerBound])
            rest = rest[marker.upperBound...]
        }
        pieces.append(rest)
        guard pieces.count > 1 else { return nil }
        self.pieces = pieces
    }

    /// Nothing of it is written (`#{}`): any name at all.
    var isOnlyComputed: Bool {
        pieces.allSatisfy(\.isEmpty)
    }

    /// Whether some values of the computed parts make the name `candidate`.
    func matches(_ candidate: Substring) -> Bool {
        guard let first = pieces.first, let last = pieces.last, candidate.hasPrefix(first) else { return false }
        var rest = candidate.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
