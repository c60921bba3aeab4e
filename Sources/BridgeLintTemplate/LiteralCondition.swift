import BridgeLintCore

/// How Ruby takes a condition whose value its literals alone decide: `false`, `nil`,
/// `false && anything`, `not true`, `!(nil)` are false; `true`, `1`, `""`, `[]`, `:x`,
/// `true || anything` are true (only `nil` and `false` are false in Ruby). An operand that is
/// not a literal is unknown, and decides nothing unless the other side of its `&&`/`||` does
/// (`x && false` is false, whatever `x` is). Precedence is Ruby's: `!` binds tightest, then
/// `&&`, `||`, `not`, and last `and` and `or` (equal, from the left). A ternary or a modifier
/// (`a if b`) at the top level, or more than one statement, leaves the whole unknown.
enum LiteralCondition {
    /// `tokens`: the condition's code alone, without its `if`/`unless`/`elsif` and `then`.
    static func truthiness(of tokens: some Collection<RubyToken>) -> Truthiness {
        var reader = Reader(tokens: tokens.filter { $0.kind != .newline })
        guard !reader.tokens.isEmpty, !reader.hasTopLevelStopper else { return .unknown }
        let value = reader.lowest()
        return reader.index == reader.tokens.count ? value : .unknown
    }

    /// The truthiness of the condition of a tag that starts a branch with `if`, `unless` or
    /// `elsif` (`tokens[index]`; `unless` negated), or nil when the tag is not only that keyword
    /// and its condition (`x = 1 if y`, `end if y`).
    static func branchTaken(_ tokens: [RubyToken], keywordAt index: Int) -> Truthiness? {
        let keyword = tokens[index]
        guard ["if", "unless", "elsif"].contains(where: keyword.isIdentifier),
              !tokens[..<index].contains(where: { $0.kind != .newline }) else { return nil }
        var condition = tokens[(index + 1)...].filter { $0.kind != .newline }
        if condition.last?.isIdentifier("then") == true { condition.removeLast() }
        let value = truthiness(of: condition)
        return keyword.isIdentifier("unless") ? value.negated : value
    }

    private struct Reader {
        let tokens: [RubyToken]
        var index = 0

        init(tokens: [RubyToken]) { self.tokens = tokens }

        /// A ternary, a modifier or a `;` outside parentheses: the condition is not one
        /// expression of the forms read here.
        var hasTopLevelStopper: Bool {
            var depth = 0
            for token in tokens {
                if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
                if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
                if token.isPunctuation(";") { return true }
                if depth == 0, token.isPunctuation("?") || Self.modifiers.contains(where: token.isIdentifier) { return true }
            }
            return false
        }

        private static let modifiers = ["if", "unless", "while", "until", "rescue", "do", "end"]

        /// `a and b or c`.
        mutating func lowest() -> Truthiness {
            var value = negation()
            while let token = current, token.isIdentifier("and") || token.isIdentifier("or") {
                index += 1
                value = Self.combine(value, negation(), isAnd: token.isIdentifier("and"))
            }
            return value
        }

        /// `not a || b`: `not` takes all of `a || b`.
        private mutating func negation() -> Truthiness {
            if current?.isIdentifier("not") == true {
                index += 1
                return negation().negated
            }
            return disjunction()
        }

        private mutating func disjunction() -> Truthiness {
            var value = conjunction()
            while current?.isPunctuation("||") == true {
                index += 1
                value = Self.combine(value, conjunction(), isAnd: false)
            }
            return value
        }

        private mutating func conjunction() -> Truthiness {
            var value = unary()
            while current?.isPunctuation("&&") == true {
                index += 1
                value = Self.combine(value, unary(), isAnd: true)
            }
            return value
        }

        private mutating func unary() -> Truthiness {
            if current?.isPunctuation("!") == true {
                index += 1
                return unary().negated
            }
            return operand()
        }

        /// A literal, a parenthesized condition, or anything else up to the next `&&`, `||`,
        /// `and`, `or` or closing parenthesis of the level (unknown).
        private mutating func operand() -> Truthiness {
            guard let token = current else { return .unknown }
            let start = index
            if token.isPunctuation("(") {
                index += 1
                let value = lowest()
                if current?.isPunctuation(")") == true {
                    index += 1
                    if endsOperand { return value }
                }
            } else if let value = Self.literal(token) {
                index += 1
                if endsOperand { return value }
            } else if token.isPunctuation("["), index + 1 < tokens.count, tokens[index + 1].isPunctuation("]") {
                // `[]`: an array, true.
                index += 2
                if endsOperand { return .truthy }
            }
            // Not a literal alone (`false.nil?`, `nil == x`, `@page.tags.present?`): unknown.
            index = start
            var depth = 0
            while let token = current {
                if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
                if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, Self.endsOperand(token) { break }
                index += 1
            }
            return .unknown
        }

        private var current: RubyToken? { index < tokens.count ? tokens[index] : nil }

        /// Whether the operand read ends here: the end, a `)`, or a boolean operator follows.
        private var endsOperand: Bool {
            guard let token = current else { return true }
            return token.isPunctuation(")") || Self.endsOperand(token)
        }

        private static func endsOperand(_ token: RubyToken) -> Bool {
            token.isPunctuation("&&") || token.isPunctuation("||") || token.isIdentifier("and") || token.isIdentifier("or")
        }

        /// `nil` and `false` are false; `true`, numbers, strings (interpolated or not), symbols
        /// and word arrays are true.
        private static func literal(_ token: RubyToken) -> Truthiness? {
            switch token.kind {
            case .identifier:
                switch token.text {
                case "nil", "false": return .falsy
                case "true": return .truthy
                default: return nil
                }
            case .number, .string, .symbol, .wordArray: return .truthy
            default: return nil
            }
        }

        /// `a && b` (`isAnd`) or `a || b`, as far as their truthiness shows: `a && b` is `a` when
        /// `a` is false, `b` otherwise, so it is false when either is.
        private static func combine(_ left: Truthiness, _ right: Truthiness, isAnd: Bool) -> Truthiness {
            let decisive: Truthiness = isAnd ? .falsy : .truthy
            if left == decisive || right == decisive { return decisive }
            return left == .unknown || right == .unknown ? .unknown : right
        }
    }
}
