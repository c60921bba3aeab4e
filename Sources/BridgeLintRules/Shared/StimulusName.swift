/// What a name a controller declares (`static targets = ["item"]`) can look like.
enum StimulusName {
    /// Whether `word` can be a declared name: letters, digits, `_`, `-` and `$`. A word with
    /// a character of a CSS selector (`#copy-me`, `.menu`, `[open]`, `>`, `:hover`) is another
    /// library's markup.
    static func canBeDeclared(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
