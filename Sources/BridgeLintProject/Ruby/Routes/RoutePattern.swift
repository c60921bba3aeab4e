/// The path of a Rails route as `config/routes.rb` spells it (`/posts/:post_id/comments(.:format)`):
/// literal text, dynamic segments (`:id`), globs (`*path`) and optional parts in parentheses.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    public enum Piece: Sendable, Hashable {
        case literal(String)
        /// `:name`: one segment's worth of text (no `/`, `.` or `?`), as Rails' default constraint.
        case parameter(String)
        /// `*name`: any text, slashes included.
        case glob(String)
        /// `( ... )`: present or absent as a whole.
        case optional([Piece])
    }

    /// The pattern as written, with the scopes' paths joined in front.
    public let text: String
    public let pieces: [Piece]
    /// Every form of the pattern: each optional part present or absent, flattened; nil when
    /// there are more than `maximumOptionalGroups` optional parts. Made once: every lookup of
    /// a path and every path configuration pattern tries them.
    public let forms: [[Piece]]?

    /// Patterns with more optional groups than this are not expanded (each doubles the forms).
    static let maximumOptionalGroups = 8

    public init(_ text: String) {
        self.text = text
        pieces = Self.parse(text)
        forms = Self.forms(of: pieces)
    }

    public var description: String { text }

    /// The names of the pattern's dynamic segments and globs, in order (`post_id`, `id`, `format`).
    public var parameters: [String] {
        Self.steps(of: pieces).compactMap { step in
            switch step {
            case .piece(.parameter(let name)), .piece(.glob(let name)): name
            default: nil
            }
        }
    }

    /// See `forms`.
    private static func forms(of pieces: [Piece]) -> [[Piece]]? {
        // One entry per open group: the forms built inside it so far.
        var stack: [[[Piece]]] = [[[]]]
        var groups = 0
        for step in steps(of: pieces) {
            switch step {
            case .piece(let piece):
                stack[stack.count - 1] = stack[stack.count - 1].map { $0 + [piece] }
            case .open:
                groups += 1
                guard groups <= Self.maximumOptionalGroups else { return nil }
                stack.append([[]])
            case .close:
                let inner = stack.removeLast()
                stack[stack.count - 1] = stack[stack.count - 1].flatMap { outer in ([[]] + inner).map { outer + $0 } }
            }
        }
        return stack[0].map(Self.mergingLiterals)
    }

    private enum Step {
        case piece(Piece)
        case open
        case close
    }

    /// The pieces in order with the optional groups as open and close steps.
    private static func steps(of pieces: [Piece]) -> [Step] {
        var steps: [Step] = []
        var pending = pieces[...]
        var stack: [ArraySlice<Piece>] = []
        while true {
            guard let piece = pending.popFirst() else {
                guard let outer = stack.popLast() else { return steps }
                steps.append(.close)
                pending = outer
                continue
            }
            if case .optional(let inner) = piece {
                steps.append(.open)
                stack.append(pending)
                pending = inner[...]
            } else {
                steps.append(.piece(piece))
            }
        }
    }

    /// Whether `path` (a literal path: no query, no fragment) is one this pattern recognises.
    /// A trailing slash is ignored, as Rails does. Unknown (nil) when the pattern has too many
    /// optional parts to expand.
    public func matches(_ path: String) -> Bool? {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if !path.hasPrefix("/") { path = "/" + path }
        guard let forms else { return nil }
        let bytes = Array(path.utf8)
        return forms.contains { Self.form($0, matches: bytes) }
    }

    /// Whether one flat form matches all of `bytes`, tracking the set of positions reachable
    /// after each piece (no backtracking, no recursion).
    static func form(_ form: [Piece], matches bytes: [UInt8]) -> Bool {
        var positions: Set<Int> = [0]
        for piece in form {
            var next: Set<Int> = []
            for start in positions {
                switch piece {
                case .literal(let text):
                    let end = start + text.utf8.count
                    if end <= bytes.count, text.utf8.elementsEqual(bytes[start..<end]) { next.insert(end) }
                case .parameter:
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: "?") {
                        end += 1
                        next.insert(end)
                    }
                case .glob:
                    if start < bytes.count { next.formUnion(start + 1...bytes.count) }
                case .optional:
                    break
                }
            }
            positions = next
            if positions.isEmpty { return false }
        }
        return positions.contains(bytes.count)
    }

    private static func mergingLiterals(_ form: [Piece]) -> [Piece] {
        var merged: [Piece] = []
        for piece in form {
            if case .literal(let text) = piece, case .literal(let previous)? = merged.last {
                merged[merged.count - 1] = .literal(previous + text)
            } else {
                merged.append(piece)
            }
        }
        return merged
    }

    /// Splits the text into pieces; parentheses nest with an explicit stack.
    private static func parse(_ text: String) -> [Piece] {
        var stack: [[Piece]] = [[]]
        var literal = ""
        var index = text.startIndex
        func flush() {
            if !literal.isEmpty { stack[stack.count - 1].append(.literal(literal)) }
            literal = ""
        }
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "(":
                flush()
                stack.append([])
                index = text.index(after: index)
            case ")" where stack.count > 1:
                flush()
                let group = stack.removeLast()
                stack[stack.count - 1].append(.optional(group))
                index = text.index(after: index)
            case ":", "*":
                var end = text.index(after: index)
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
                let name = String(text[text.index(after: index)..<end])
                guard !name.isEmpty else {
                    literal.append(character)
                    index = end
                    continue
                }
                flush()
                stack[stack.count - 1].append(character == ":" ? .parameter(name) : .glob(name))
                index = end
            default:
                literal.append(character)
                index = text.index(after: index)
            }
        }
        flush()
        // An unclosed group is taken as closed at the end.
        while stack.count > 1 {
            let group = stack.removeLast()
            stack[stack.count - 1].append(.optional(group))
        }
        return stack[0]
    }
}
