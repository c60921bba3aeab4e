import BridgeLintCore

/// One attribute of an element, as the browser will see it, pointing back at its source.
public struct Attribute: Sendable, Hashable {
    /// How the attribute was written.
    public enum Origin: Sendable, Hashable {
        /// `name="value"` in a raw HTML tag.
        case html
        /// A key of a helper's options: `bridge__nav_target:` in `data: { ... }`.
        case rubyKey(RubyKey)
    }

    /// The rendered HTML name: `data-bridge--nav-target`. Case is kept as written.
    public var name: String
    /// The name as written: the HTML attribute name or the Ruby key (without `:` or quotes).
    public var nameRange: SourceRange
    /// Nil for an HTML attribute written without a value (`<input disabled>`).
    public var value: AttributeValue?
    public var origin: Origin

    public init(name: String, nameRange: SourceRange, value: AttributeValue?, origin: Origin) {
        self.name = name
        self.nameRange = nameRange
        self.value = value
        self.origin = origin
    }

    /// The name lowercased, as browsers match attribute names: `name` itself when it has no
    /// capital (most names, which rules compare for every attribute of every template;
    /// `lowercased()` makes a new string of a name longer than 15 bytes).
    public var lowercasedName: String { Self.lowercased(name) }

    /// `name` lowercased as `lowercasedName` is, for a caller that reads only the names of an
    /// element's attributes (reading a whole attribute to ask its lowercased name copies it).
    public static func lowercased(_ name: String) -> String {
        let lowers = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 >= 0x80 || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }
        } ?? true
        return lowers ? name.lowercased() : name
    }
}

/// A Ruby hash key that became an attribute.
public struct RubyKey: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        /// `key:`
        case label
        /// `"key":` or `'key':`
        case quotedLabel
        /// `:key =>`
        case symbol
        /// `"key" =>`
        case string
    }

    /// The key as written, without `:` and quotes: `bridge__nav_target`.
    public var text: String
    public var style: Style
    /// The hash the key sits in: `data`, `aria`, or nil for top-level options.
    public var hash: String?
    /// The whole key token, including `:` or quotes and `=>` excluded.
    public var tokenRange: SourceRange
}

/// An attribute value: static text, text with dynamic parts, or an unknown expression.
public struct AttributeValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Text known at lint time (an HTML value, a Ruby string or symbol, `true`, a number).
        case text
        /// Text with ERB or `#{}` inside: `segments` says which parts are known.
        case interpolated
        /// A Ruby expression whose value is unknown (a variable, a call, a conditional).
        case expression
        /// A Ruby Array literal: Rails renders it as JSON.
        case array
        /// A Ruby Hash literal: Rails renders it as JSON.
        case hash
    }

    /// A run of the value: known text, or a dynamic part (the segments of a Ruby literal are
    /// the same kind of thing).
    public typealias Segment = TextSegment

    /// A whitespace-separated word of the value whose text is fully known.
    public struct Token: Sendable, Hashable {
        public var text: String
        public var range: SourceRange
    }

    /// The texts a dynamic part renders, when they are a finite set of literals:
    /// `<%= "bridge--menu" if native_app? %>` renders `bridge--menu` or nothing.
    public struct Choice: Sendable, Hashable {
        /// The dynamic segment it stands for.
        public var range: SourceRange
        /// Each text the part may render, as segments pointing into the Ruby literals.
        public var renderings: [[Segment]]

        public init(range: SourceRange, renderings: [[Segment]]) {
            self.range = range
            self.renderings = renderings
        }
    }

    public var kind: Kind
    /// The value's source: inside the quotes for HTML and Ruby strings; the expression otherwise.
    public var range: SourceRange
    public var segments: [Segment]
    /// The dynamic segments whose renderings are known, by their range.
    public var choices: [Choice]

    /// The dynamic segments that are client-side template placeholders (`{{ question.id }}`,
    /// `${id}`): parts the browser's script computes, unknown as ERB output is.
    public var clientPlaceholders: [ClientPlaceholders.Placeholder]

    /// A value whose known text holds a client-side template placeholder (`{{ question.id }}` of
    /// AngularJS, Vue, Handlebars or Mustache, `${id}` of a JavaScript template literal) gets
    /// that placeholder as a dynamic part: the browser's script computes it, as the server
    /// computes ERB output.
    public init(kind: Kind, range: SourceRange, segments: [Segment], choices: [Choice] = []) {
        self.range = range
        self.choices = choices
        guard kind == .text || kind == .interpolated, let (split, placeholders) = ClientPlaceholders.split(segments) else {
            self.kind = kind
            self.segments = segments
            self.clientPlaceholders = []
            return
        }
        self.kind = .interpolated
        self.segments = split
        self.clientPlaceholders = placeholders
    }

    /// The value as text and client-side placeholders, when every dynamic part is a placeholder
    /// (nil when ERB or Ruby computes some part). A placeholder reads as its source without
    /// blanks (`{{question.id}}`), so two spellings of one expression read alike.
    public var clientPattern: [ClientPlaceholders.Piece]? {
        guard kind == .text || kind == .interpolated else { return nil }
        var pieces: [ClientPlaceholders.Piece] = []
        for segment in segments {
            switch segment {
            case .text(let text, _, _):
                if case .text(let before)? = pieces.last { pieces[pieces.count - 1] = .text(before + text) } else { pieces.append(.text(text)) }
            case .dynamic(let range):
                guard let placeholder = clientPlaceholders.first(where: { $0.range == range }) else { return nil }
                pieces.append(.placeholder(placeholder.expression))
            }
        }
        return pieces
    }

    /// The whole value when it is fully known.
    public var staticText: String? {
        guard kind == .text else { return nil }
        var result = ""
        for segment in segments {
            guard case .text(let text, _, _) = segment else { return nil }
            result += text
        }
        return result
    }

    public var isStatic: Bool { staticText != nil }

    /// True when some of the value is unknown at lint time.
    public var isDynamic: Bool { kind == .interpolated || kind == .expression }

    /// Whitespace-separated words whose text is fully known. A word that touches a dynamic part
    /// (`bridge--<%= name %>`) is left out: it is not known. A word's range runs from its first
    /// to its last source byte; an escape (`\"`) counts as the whole escape sequence.
    public var staticTokens: [Token] {
        guard kind == .text || kind == .interpolated else { return [] }
        if segments.count == 1, case .text(let text, let range, verbatim: true) = segments[0] {
            return Self.words(of: text, from: range.start)
        }
        return Self.tokens(of: segments)
    }

    /// Renderings read at most: past it, the remaining choices count as unknown parts.
    static let maximumRenderings = 64

    /// The words of each text the value may render: one list per combination of its choices'
    /// renderings (a single list when it has no choices). Words that touch a part whose
    /// renderings are unknown are left out, as in `staticTokens`.
    public var possibleTokenLists: [[Token]] {
        guard !choices.isEmpty, kind != .array, kind != .hash else { return [staticTokens] }
        var renderings: [[Segment]] = [[]]
        for segment in segments {
            guard case .dynamic(let range) = segment, let choice = choices.first(where: { $0.range == range }),
                  renderings.count * choice.renderings.count <= Self.maximumRenderings else {
                for index in renderings.indices { renderings[index].append(segment) }
                continue
            }
            renderings = renderings.flatMap { prefix in choice.renderings.map { prefix + $0 } }
        }
        return renderings.map { Self.tokens(of: $0) }
    }

    /// Every word the value may render, each once, in source order: the static words and those
    /// of every rendering of its choices. (`staticTokens` holds only the words always rendered
    /// as written.)
    public var possibleTokens: [Token] {
        guard !choices.isEmpty else { return staticTokens }
        var seen: Set<Token> = []
        var result: [Token] = []
        for tokens in possibleTokenLists {
            for token in tokens where seen.insert(token).inserted { result.append(token) }
        }
        return result.sorted { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
    }

    /// Whether some part of the value renders text the template does not show: a dynamic part
    /// with no known renderings, or an Array or Hash (rendered as JSON).
    public var hasUnknownParts: Bool {
        switch kind {
        case .text: false
        case .array, .hash: true
        case .interpolated, .expression:
            segments.contains { segment in
                guard case .dynamic(let range) = segment else { return false }
                return !choices.contains { $0.range == range }
            } || possibleRenderingCount > Self.maximumRenderings
        }
    }

    private var possibleRenderingCount: Int {
        var count = 1
        for choice in choices {
            count *= choice.renderings.count
            if count > Self.maximumRenderings { return count }
        }
        return count
    }

    /// The words of `segments`; a dynamic segment glues onto the words next to it.
    private static func tokens(of segments: [Segment]) -> [Token] {
        var tokens: [Token] = []
        var current: [UInt8] = []
        var currentRange: SourceRange?
        var currentTouchesDynamic = false

        func flush() {
            defer { current = []; currentRange = nil; currentTouchesDynamic = false }
            guard let range = currentRange, !currentTouchesDynamic else { return }
            tokens.append(Token(text: String(decoding: current, as: UTF8.self), range: range))
        }

        for segment in segments {
            switch segment {
            case .dynamic:
                // Glues onto the word before it and the word after it, unless whitespace
                // separates them.
                currentTouchesDynamic = true
            case .text(let text, let range, let verbatim):
                var offset = range.start
                for byte in text.utf8 {
                    // Verbatim text maps byte to byte; other text only to its whole segment.
                    let source = verbatim ? SourceRange(start: offset, end: offset + 1) : range
                    if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                        flush()
                    } else {
                        current.append(byte)
                        currentRange = SourceRange(start: currentRange?.start ?? source.start, end: source.end)
                    }
                    if verbatim { offset += 1 }
                }
            }
        }
        flush()
        return tokens
    }

    /// The words of `text`, the source bytes from `start` on: the usual value, one plain text
    /// with nothing to map, read straight from its bytes.
    private static func words(of text: String, from start: Int) -> [Token] {
        var tokens: [Token] = []
        var text = text
        text.withUTF8 { bytes in
            var wordStart: Int?
            for offset in 0...bytes.count {
                let isBlank = offset == bytes.count || bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A
                    || bytes[offset] == 0x0D || bytes[offset] == 0x0C
                if !isBlank {
                    if wordStart == nil { wordStart = offset }
                } else if let first = wordStart {
                    tokens.append(Token(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<offset]), as: UTF8.self),
                                        range: SourceRange(start: start + first, end: start + offset)))
                    wordStart = nil
                }
            }
        }
        return tokens
    }
}

/// Client-side template placeholders in attribute values: `{{ question.id }}` (AngularJS, Vue,
/// Handlebars, Mustache; `{{{ x }}}` too) and `${id}` (a JavaScript template literal that
/// builds the markup). The browser's script fills them in, so their text is not known.
public enum ClientPlaceholders {
    public struct Placeholder: Sendable, Hashable {
        public var range: SourceRange
        /// The placeholder's text without blanks: `{{question.id}}` for `{{ question.id }}`.
        public var expression: String
    }

    /// A part of a value made of text and placeholders.
    public enum Piece: Sendable, Hashable {
        case text(String)
        case placeholder(String)
    }

    /// The text `pieces` read as, each placeholder as its text without blanks.
    public static func text(of pieces: [Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text), .placeholder(let text): text
            }
        }.joined()
    }

    /// Whether the values `a` and `b` may render the same text, each placeholder any text.
    public static func mayRenderAlike(_ a: [Piece], _ b: [Piece]) -> Bool {
        // A byte, or nil for a placeholder.
        func units(_ pieces: [Piece]) -> [UInt8?] {
            pieces.flatMap { piece -> [UInt8?] in
                switch piece {
                case .text(let text): text.utf8.map { Optional($0) }
                case .placeholder: [nil]
                }
            }
        }
        let (left, right) = (units(a), units(b))
        // reachable[i][j]: left[..<i] and right[..<j] may render one text. A placeholder may
        // render what the other side's next unit renders, or nothing.
        var reachable = Array(repeating: Array(repeating: false, count: right.count + 1), count: left.count + 1)
        reachable[0][0] = true
        for i in 0...left.count {
            for j in 0...right.count where reachable[i][j] {
                if i < left.count, left[i] == nil {
                    reachable[i + 1][j] = true
                    if j < right.count { reachable[i][j + 1] = true }
                }
                if j < right.count, right[j] == nil {
                    reachable[i][j + 1] = true
                    if i < left.count { reachable[i + 1][j] = true }
                }
                if i < left.count, j < right.count, let l = left[i], let r = right[j], l == r { reachable[i + 1][j + 1] = true }
            }
        }
        return reachable[left.count][right.count]
    }

    /// `segments` with each placeholder in their text made a dynamic part, and the
    /// placeholders; nil when the text holds none. A placeholder in text that is not the
    /// source as written (an escape in a Ruby string) makes its whole segment a dynamic part
    /// that is no placeholder: its text is not known.
    static func split(_ segments: [TextSegment]) -> ([TextSegment], [Placeholder])? {
        guard segments.contains(where: { segment in
            guard case .text(let text, _, _) = segment, text.utf8.contains(UInt8(ascii: "{")) else { return false }
            return !ranges(in: Array(text.utf8)).isEmpty
        }) else { return nil }
        var result: [TextSegment] = []
        var placeholders: [Placeholder] = []
        for segment in segments {
            guard case .text(let text, let range, let verbatim) = segment else {
                result.append(segment)
                continue
            }
            let bytes = Array(text.utf8)
            let found = ranges(in: bytes)
            guard !found.isEmpty else {
                result.append(segment)
                continue
            }
            guard verbatim else {
                result.append(.dynamic(range))
                continue
            }
            var offset = 0
            for piece in found {
                if piece.lowerBound > offset {
                    result.append(.text(String(decoding: bytes[offset..<piece.lowerBound], as: UTF8.self),
                                        range: SourceRange(start: range.start + offset, end: range.start + piece.lowerBound), verbatim: true))
                }
                let placeholderRange = SourceRange(start: range.start + piece.lowerBound, end: range.start + piece.upperBound)
                result.append(.dynamic(placeholderRange))
                let expression = bytes[piece].filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C }
                placeholders.append(Placeholder(range: placeholderRange, expression: String(decoding: expression, as: UTF8.self)))
                offset = piece.upperBound
            }
            if offset < bytes.count {
                result.append(.text(String(decoding: bytes[offset...], as: UTF8.self),
                                    range: SourceRange(start: range.start + offset, end: range.end), verbatim: true))
            }
        }
        return (result, placeholders)
    }

    /// The byte ranges of the placeholders in `bytes`: `{{` to the next `}}` (with any more
    /// `}` right after, for `{{{ x }}}`), and `${` to its matching `}`. An opener never closed is
    /// text.
    static func ranges(in bytes: [UInt8]) -> [Range<Int>] {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), dollar = UInt8(ascii: "$")
        var result: [Range<Int>] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == open, bytes[index + 1] == open {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == close && bytes[end + 1] == close) { end += 1 }
                guard end + 1 < bytes.count else { break }
                end += 2
                while end < bytes.count, bytes[end] == close { end += 1 }
                result.append(index..<end)
                index = end
            } else if bytes[index] == dollar, bytes[index + 1] == open {
                var depth = 0
                var end = index + 1
                while end < bytes.count {
                    if bytes[end] == open { depth += 1 } else if bytes[end] == close {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    end += 1
                }
                guard end < bytes.count else { break }
                result.append(index..<(end + 1))
                index = end + 1
            } else {
                index += 1
            }
        }
        return result
    }
}
