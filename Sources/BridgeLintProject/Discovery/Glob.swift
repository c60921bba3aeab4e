/// A path pattern matched against `/`-separated paths relative to the project root.
///
/// `*` matches within one path segment, `?` one character of a segment, `[abc]`, `[a-z]` and
/// `[!a]` one character from a set, `**` as a whole segment any number of segments (including
/// none), and `{a,b}` either alternative (braces nest). Matching is iterative, so no pattern or
/// path can exhaust the stack.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// One segment list per brace alternative.
    private let alternatives: [[Segment]]

    private enum Segment: Sendable, Hashable {
        case anyDepth
        case name([UInt8])
    }

    /// At most this many alternatives come out of brace expansion; the rest are dropped.
    static let alternativeLimit = 256

    public init(_ pattern: String) {
        self.pattern = pattern
        alternatives = Self.expandBraces(pattern).map { alternative in
            alternative.split(separator: "/", omittingEmptySubsequences: true).map { part in
                part == "**" ? .anyDepth : .name(Array(part.utf8))
            }
        }
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        matches(segments: Self.segments(of: path))
    }

    /// Matches a path already split with `segments(of:)`, for callers that try many globs.
    func matches(segments: [[UInt8]]) -> Bool {
        matches(segments[...])
    }

    private func matches(_ segments: ArraySlice<[UInt8]>) -> Bool {
        alternatives.contains { Self.match($0, segments) }
    }

    /// Split on bytes: splitting the `String` walked it by grapheme clusters, about 20,000
    /// instructions for a template's path, asked for every template of the app.
    static func segments(of path: String) -> [[UInt8]] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map { Array($0) }
    }

    /// Whether the pattern matches `path` or one of the folders that contain it (so that the
    /// pattern `app/legacy` covers `app/legacy/a.erb`).
    public func matchesPathOrAncestor(_ path: String) -> Bool {
        matchesPathOrAncestor(segments: Self.segments(of: path))
    }

    /// The same for a path already split with `segments(of:)`: each folder is a prefix of them.
    func matchesPathOrAncestor(segments: [[UInt8]]) -> Bool {
        segments.indices.contains { matches(segments[...$0]) }
    }

    // MARK: Matching

    /// Segment-level wildcard matching with one backtracking point for the last `**`.
    private static func match(_ pattern: [Segment], _ path: ArraySlice<[UInt8]>) -> Bool {
        var p = 0
        var s = path.startIndex
        var starPattern = -1
        var starPath = 0
        while s < path.endIndex {
            if p < pattern.count, case .name(let name) = pattern[p], matchSegment(name, path[s]) {
                p += 1
                s += 1
            } else if p < pattern.count, pattern[p] == .anyDepth {
                starPattern = p
                starPath = s
                p += 1
            } else if starPattern >= 0 {
                starPath += 1
                s = starPath
                p = starPattern + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == .anyDepth { p += 1 }
        return p == pattern.count
    }

    /// Byte-level `*`, `?` and `[...]` matching within one segment, iterative.
    static func matchSegment(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        var p = 0
        var n = 0
        var starPattern = -1
        var starName = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                starPattern = p
                starName = n
                p += 1
                continue
            }
            if p < pattern.count, let next = matchOne(pattern, at: p, name[n]) {
                p = next
                n += 1
                continue
            }
            guard starPattern >= 0 else { return false }
            starName += 1
            n = starName
            p = starPattern + 1
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// If the pattern element at `index` matches `byte`, the index after that element.
    private static func matchOne(_ pattern: [UInt8], at index: Int, _ byte: UInt8) -> Int? {
        switch pattern[index] {
        case UInt8(ascii: "?"): return index + 1
        case UInt8(ascii: "["):
            var cursor = index + 1
            let negated = cursor < pattern.count && (pattern[cursor] == UInt8(ascii: "!") || pattern[cursor] == UInt8(ascii: "^"))
            if negated { cursor += 1 }
            var matched = false
            var first = true
            while cursor < pattern.count, pattern[cursor] != UInt8(ascii: "]") || first {
                first = false
                let low = pattern[cursor]
                if cursor + 2 < pattern.count, pattern[cursor + 1] == UInt8(ascii: "-"), pattern[cursor + 2] != UInt8(ascii: "]") {
                    if byte >= low && byte <= pattern[cursor + 2] { matched = true }
                    cursor += 3
                } else {
                    if byte == low { matched = true }
                    cursor += 1
                }
            }
            // An unclosed `[` is a literal bracket.
            guard cursor < pattern.count else { return byte == UInt8(ascii: "[") ? index + 1 : nil }
            return matched != negated ? cursor + 1 : nil
        case UInt8(ascii: "\\") where index + 1 < pattern.count:
            return pattern[index + 1] == byte ? index + 2 : nil
        default:
            return pattern[index] == byte ? index + 1 : nil
        }
    }

    // MARK: Braces

    /// `a{b,c{d,e}}` -> `ab`, `acd`, `ace`, with a worklist instead of recursion.
    private static func expandBraces(_ pattern: String) -> [String] {
        var done: [String] = []
        var work = [Array(pattern.utf8)]
        while let current = work.popLast() {
            guard let (open, close, commas) = firstBraceGroup(current) else {
                done.append(String(decoding: current, as: UTF8.self))
                continue
            }
            let head = current[..<open]
            let tail = current[(close + 1)...]
            var start = open + 1
            for end in commas + [close] {
                if done.count + work.count >= alternativeLimit { break }
                work.append(Array(head) + current[start..<end] + tail)
                start = end + 1
            }
        }
        return done.reversed()
    }

    /// The first `{` with a matching `}` and at least one top-level `,` between them.
    private static func firstBraceGroup(_ bytes: [UInt8]) -> (open: Int, close: Int, commas: [Int])? {
        var opens: [(index: Int, commas: [Int])] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "{"): opens.append((index, []))
            case UInt8(ascii: ","): if !opens.isEmpty { opens[opens.count - 1].commas.append(index) }
            case UInt8(ascii: "}"):
                if let group = opens.popLast(), opens.isEmpty, !group.commas.isEmpty {
                    return (group.index, index, group.commas)
                }
            default: break
            }
            index += 1
        }
        return nil
    }
}
