import BridgeLintCore

/// A Ruby argument value, as far as a linter can know it without running Ruby.
indirect enum RubyValue: Sendable {
    /// A string literal; `range` is its content, inside the quotes.
    case string([AttributeValue.Segment], range: SourceRange, token: SourceRange)
    /// `:name`; `range` is the name without the colon.
    case symbol(String, range: SourceRange, token: SourceRange)
    /// `true`, `false`, a number.
    case literal(String, range: SourceRange)
    case nilValue(range: SourceRange)
    case array([RubyValue], range: SourceRange)
    case hash([RubyPair], range: SourceRange)
    /// An expression that renders one of a finite set of literal texts (`("menu" if open)`,
    /// `open ? "a" : "b"`, `token_list("a", "b" => open)`): see `LiteralChoices`.
    case choices([LiteralChoices.Rendering], range: SourceRange)
    /// Anything else: a variable, a call, a conditional, an interpolation.
    case expression(range: SourceRange)

    /// The whole source of the value, quotes and brackets included.
    var tokenRange: SourceRange {
        switch self {
        case .string(_, _, let token), .symbol(_, _, let token): token
        case .literal(_, let range), .nilValue(let range), .array(_, let range), .hash(_, let range), .choices(_, let range), .expression(let range): range
        }
    }

    /// The text of a plain string or symbol, and where it is.
    var staticName: (text: String, range: SourceRange)? {
        switch self {
        case .symbol(let name, let range, _):
            return (name, range)
        case .string(let segments, let range, _):
            // Escapes split the text into several segments; any interpolation makes it unknown.
            var text = ""
            for segment in segments {
                guard case .text(let part, _, _) = segment else { return nil }
                text += part
            }
            return (text, range)
        default:
            return nil
        }
    }

    /// A string written in part and computed in part (`"icons/#{name}"`): its written text with
    /// `#{}` where Ruby computes, and where it is. Nil for other values, and for a string with
    /// nothing written or nothing computed.
    var computedName: (text: String, range: SourceRange)? {
        guard case .string(let segments, let range, _) = self else { return nil }
        var text = ""
        var (written, computed) = (false, false)
        for segment in segments {
            switch segment {
            case .text(let part, _, _): text += part; written = written || !part.isEmpty
            case .dynamic: text += RenderCall.computedPart; computed = true
            }
        }
        return written && computed ? (text, range) : nil
    }

    /// The name of the model attribute a form builder method is given: a symbol, or a string
    /// that can be a method name. `form.label "Tags"` has display text, not an attribute.
    var attributeName: (text: String, range: SourceRange)? {
        guard let name = staticName else { return nil }
        if case .symbol = self { return name }
        guard let first = name.text.unicodeScalars.first, first == "_" || first.properties.isLowercase,
              name.text.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else { return nil }
        return name
    }

    /// The value as an attribute value; nil when Rails drops the attribute (`nil`).
    var attributeValue: AttributeValue? {
        switch self {
        case .string(let segments, let range, _):
            let known = segments.allSatisfy { if case .text = $0 { true } else { false } }
            return AttributeValue(kind: known ? .text : .interpolated, range: range, segments: segments)
        case .symbol(let name, let range, _):
            return AttributeValue(kind: .text, range: range, segments: [.text(name, range: range, verbatim: true)])
        case .literal(let text, let range):
            return AttributeValue(kind: .text, range: range, segments: [.text(text, range: range, verbatim: true)])
        case .nilValue:
            return nil
        case .array(_, let range):
            return AttributeValue(kind: .array, range: range, segments: [.dynamic(range)])
        case .hash(_, let range):
            return AttributeValue(kind: .hash, range: range, segments: [.dynamic(range)])
        case .choices(let renderings, let range):
            return AttributeValue(kind: .expression, range: range, segments: [.dynamic(range)],
                                  choices: [AttributeValue.Choice(range: range, renderings: renderings)])
        case .expression(let range):
            return AttributeValue(kind: .expression, range: range, segments: [.dynamic(range)])
        }
    }

    /// What the value contributes as element text (`link_to "Profile", ...`).
    var textContent: TextContent {
        switch self {
        case .string(let segments, _, _):
            var text = ""
            for segment in segments {
                guard case .text(let part, _, _) = segment else { return .dynamic }
                text += part
            }
            return .text(text)
        case .symbol(let name, _, _), .literal(let name, _):
            return .text(name)
        case .nilValue:
            return .none
        case .array, .hash, .choices, .expression:
            return .dynamic
        }
    }
}

/// A `key: value` or `key => value` pair.
struct RubyPair: Sendable {
    /// Nil when the key is not a literal (`**opts`, `some_key => 1`).
    var key: RubyKey?
    /// The key text without quotes or colon, and where it is.
    var keyNameRange: SourceRange
    var value: RubyValue
}

/// One argument of a call.
enum RubyArgument: Sendable {
    case positional(RubyValue)
    case pair(RubyPair)
    /// `**options` or a pair whose key is not a literal: the hash has unknown keys.
    case unknownPairs(SourceRange)
    /// `&block`, `*args`
    case other(SourceRange)
}
