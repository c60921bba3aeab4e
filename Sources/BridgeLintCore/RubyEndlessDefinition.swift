extension Array where Element == RubyToken {
    /// Whether the `def` at `index` starts an endless method (`def name(args) = expression`,
    /// `def self.name = expression`), which takes no `end`. A setter's name (`def title=(value)`)
    /// is not one, nor is a `=` that starts the next line.
    public func isEndlessDefinition(at index: Int) -> Bool {
        func token(_ position: Int) -> RubyToken? { position >= 0 && position < count ? self[position] : nil }
        func isPunctuation(_ position: Int, _ text: String) -> Bool { token(position)?.isPunctuation(text) ?? false }
        var cursor = index + 1
        if token(cursor)?.isIdentifier("self") == true, isPunctuation(cursor + 1, ".") { cursor += 2 }
        cursor += 1
        if isPunctuation(cursor, "="), isPunctuation(cursor + 1, "("), token(cursor)?.range.start == token(cursor - 1)?.range.end {
            cursor += 1
        }
        if isPunctuation(cursor, "(") {
            var depth = 0
            while let current = token(cursor) {
                if current.isPunctuation("(") { depth += 1 }
                if current.isPunctuation(")") { depth -= 1 }
                cursor += 1
                if depth == 0 { break }
            }
        }
        guard let equals = token(cursor), equals.isPunctuation("="), !equals.startsLine else { return false }
        return token(cursor - 1)?.kind != .newline
    }
}
