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

    /// A run of the value: known text, or a dynamic part.
    public enum Segment: Sendable, Hashable {
        /// `verbatim` is true when the text equals the source bytes at `range` (no escapes),
        /// so positions inside it can be computed.
        case text(String, range: SourceRange, verbatim: Bool)
        case dynamic(SourceRange)
    }

    /// A whitespace-separated word of the value whose text is fully known.
    public struct Token: Sendable, Hashable {
        public var text: String
        public var range: SourceRange
    }

    public var kind: Kind
    /// The value's source: inside the quotes for HTML and Ruby strings; the expression otherwise.
    public var range: SourceRange
    public var segments: [Segment]

    public init(kind: Kind, range: SourceRange, segments: [Segment]) {
        self.kind = kind
        self.range = range
        self.segments = segments
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
