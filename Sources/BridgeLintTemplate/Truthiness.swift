import BridgeLintCore

/// What Ruby makes of a value in a condition, as far as the source proves it: `nil` and `false`
/// are false, a literal `true`, number or symbol is true, anything else (a method call, a
/// variable, a string that `.present?` may call blank) is unknown.
public enum Truthiness: Sendable, Hashable {
    case falsy, truthy, unknown

    /// The value written as one word of source (`nil`, `false`, `true`, `0`, `:compact`).
    public init(literal word: some StringProtocol) {
        if word == "nil" || word == "false" {
            self = .falsy
        } else if word == "true" || word.first.map({ $0.isASCII && $0.isNumber }) == true && word.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) {
            self = .truthy
        } else if word.count > 1, word.first == ":", word.dropFirst().allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
            self = .truthy
        } else {
            self = .unknown
        }
    }

    /// The value of a default's tokens: one literal token, or unknown.
    init(tokens: [RubyToken]) {
        guard tokens.count == 1, let only = tokens.first else { self = .unknown; return }
        switch only.kind {
        case .identifier: self = Truthiness(literal: only.text)
        case .number, .symbol: self = .truthy
        default: self = .unknown
        }
    }
}
