extension String {
    /// The string without leading and trailing whitespace (no Foundation needed).
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
