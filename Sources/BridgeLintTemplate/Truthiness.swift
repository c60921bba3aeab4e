import BridgeLintCore

/// What Ruby makes of a value in a condition, as far as the source proves it: `nil` and `false`
/// are false, every other value is true, and a value the source does not show is unknown (see
/// `LiteralValue` for what a literal answers to `.present?` and the like).
public enum Truthiness: Sendable, Hashable {
    case falsy, truthy, unknown

    /// `!value`.
    public var negated: Truthiness {
        switch self {
        case .falsy: .truthy
        case .truthy: .falsy
        case .unknown: .unknown
        }
    }
}

/// A value a render site passes or a partial defaults, as far as the source proves it: a Ruby
/// literal, or a value known only in part (a string with `#{}` in it is true but may be blank).
/// What a condition asks of it (`x`, `x.present?`, `x.blank?`, `x.empty?`, `x.nil?`, `x.any?`,
/// `x&.present?`) is answered the way Ruby and Active Support answer: `"".present?` and
/// `[].present?` are false though `""` and `[]` are true.
public enum LiteralValue: Sendable, Hashable {
    case nilValue, falseValue, trueValue, number
    /// A symbol with a name (`:compact`).
    case symbol
    /// `isBlank`: only white space, as `String#blank?` reads it.
    case string(isEmpty: Bool, isBlank: Bool)
    case array(isEmpty: Bool)
    case hash(isEmpty: Bool)
    /// Not a literal: what is known is how a condition takes it (`.falsy`: `nil` or `false`;
    /// `.truthy`: a value that is neither, such as `"#{name}"`).
    case unproven(Truthiness)

    /// Nothing known.
    public static let unknown = LiteralValue.unproven(.unknown)

    /// How `if value` takes it.
    public var truthiness: Truthiness {
        switch self {
        case .nilValue, .falseValue: .falsy
        case .trueValue, .number, .symbol, .string, .array, .hash: .truthy
        case .unproven(let truthiness): truthiness
        }
    }

    /// The predicates a condition may ask of a value that `answer(_:)` knows.
    public static let predicates: Set<String> = ["present?", "blank?", "empty?", "nil?", "any?"]

    /// `value.predicate` (`predicate` without the dot, `present?`); `safely`: `value&.predicate`,
    /// which is `nil` on `nil`. Unknown for a predicate not in `predicates`, and where Ruby
    /// would raise (`nil.empty?`, `1.any?`).
    public func answer(_ predicate: String, safely: Bool = false) -> Truthiness {
        if safely {
            if self == .nilValue { return .falsy }
            if case .unproven(let truthiness) = self, truthiness != .truthy { return .unknown }
        }
        switch predicate {
        case "present?": return isBlank.negated
        case "blank?": return isBlank
        case "nil?":
            switch self {
            case .nilValue: return .truthy
            case .unproven(let truthiness): return truthiness == .truthy ? .falsy : .unknown
            default: return .falsy
            }
        case "empty?":
            switch self {
            case .string(let isEmpty, _), .array(let isEmpty), .hash(let isEmpty): return isEmpty ? .truthy : .falsy
            case .symbol: return .falsy
            default: return .unknown
            }
        case "any?":
            // Without a block, `any?` asks for a true element: only an empty array (or any hash) answers.
            switch self {
            case .array(true): return .falsy
            case .hash(let isEmpty): return isEmpty ? .falsy : .truthy
            default: return .unknown
            }
        default:
            return .unknown
        }
    }

    /// `Object#blank?` of Active Support: `nil`, `false`, white space, empty collections.
    private var isBlank: Truthiness {
        switch self {
        case .nilValue, .falseValue: .truthy
        case .trueValue, .number, .symbol: .falsy
        case .string(_, let isBlank): isBlank ? .truthy : .falsy
        case .array(let isEmpty), .hash(let isEmpty): isEmpty ? .truthy : .falsy
        case .unproven(let truthiness): truthiness == .falsy ? .truthy : .unknown
        }
    }

    // MARK: Reading and writing

    /// The value written as one word of a condition (`nil`, `false`, `true`, `0`, `:compact`,
    /// `""`, `"a"`, `[]`, `{}`, or a spelling of `word`); unknown for anything else (`…`).
    public init(word: some StringProtocol) {
        let word = String(word)
        switch word {
        case "nil": self = .nilValue
        case "false": self = .falseValue
        case "true": self = .trueValue
        case "[]": self = .array(isEmpty: true)
        case "{}": self = .hash(isEmpty: true)
        case "[…]": self = .array(isEmpty: false)
        case "{…}": self = .hash(isEmpty: false)
        case "\"\\s\"": self = .string(isEmpty: false, isBlank: true)
        default:
            if let first = word.unicodeScalars.first, ("0"..."9").contains(first),
               word.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." || $0 == "_" }) {
                self = .number
            } else if word.count > 1, word.first == ":", word.dropFirst().allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
                self = .symbol
            } else if word.count >= 2, let quote = word.first, quote == "\"" || quote == "'", word.last == quote,
                      !word.dropFirst().dropLast().contains(where: { $0 == "\\" || $0 == "#" || $0 == quote }) {
                self = Self.string(String(word.dropFirst().dropLast()))
            } else {
                self = .unknown
            }
        }
    }

    /// The one word `init(word:)` reads back as this value (`…` when nothing is known).
    public var word: String {
        switch self {
        case .nilValue: "nil"
        case .falseValue: "false"
        case .trueValue: "true"
        case .number: "1"
        case .symbol: ":symbol"
        case .string(let isEmpty, let isBlank): isEmpty ? "\"\"" : (isBlank ? "\"\\s\"" : "\"text\"")
        case .array(let isEmpty): isEmpty ? "[]" : "[…]"
        case .hash(let isEmpty): isEmpty ? "{}" : "{…}"
        case .unproven: "…"
        }
    }

    /// The value of a default's tokens: one literal, an empty or filled array or hash.
    init(tokens: [RubyToken]) {
        guard let first = tokens.first else { self = .unknown; return }
        if tokens.count == 1 {
            switch first.kind {
            case .identifier: self = LiteralValue(word: first.text)
            case .number: self = .number
            case .symbol: self = first.isInterpolated ? .unproven(.truthy) : .symbol
            case .string: self = first.isInterpolated ? .unproven(.truthy) : Self.string(first.text)
            case .wordArray: self = .array(isEmpty: first.text.allSatisfy(\.isWhitespace))
            default: self = .unknown
            }
            return
        }
        // `[...]` or `{...}` whose first bracket closes at the end.
        guard first.isPunctuation("[") || first.isPunctuation("{"), let last = tokens.last,
              last.isPunctuation(first.text == "[" ? "]" : "}") else { self = .unknown; return }
        var depth = 0
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, index < tokens.count - 1 { self = .unknown; return }
        }
        let isEmpty = tokens.count == 2
        self = first.text == "[" ? .array(isEmpty: isEmpty) : .hash(isEmpty: isEmpty)
    }

    /// The value of a render call's argument.
    init(_ value: RubyValue) {
        switch value {
        case .nilValue: self = .nilValue
        case .literal(let text, _): self = LiteralValue(word: text)
        case .symbol: self = .symbol
        case .string(let segments, _, _):
            var text = ""
            for segment in segments {
                guard case .text(let part, _, _) = segment else { self = .unproven(.truthy); return }
                text += part
            }
            self = Self.string(text)
        case .array(let items, let range):
            // `%w[a b]` reads as an array without its items: only `[]` is known empty.
            self = !items.isEmpty ? .array(isEmpty: false) : (range.end - range.start == 2 ? .array(isEmpty: true) : .unproven(.truthy))
        case .hash(let pairs, let range):
            self = !pairs.isEmpty ? .hash(isEmpty: false) : (range.end - range.start == 2 ? .hash(isEmpty: true) : .unproven(.truthy))
        case .choices, .expression:
            self = .unknown
        }
    }

    private static func string(_ text: String) -> LiteralValue {
        .string(isEmpty: text.isEmpty, isBlank: text.allSatisfy(\.isWhitespace))
    }
}
