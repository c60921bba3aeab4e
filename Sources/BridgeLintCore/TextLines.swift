extension StringProtocol {
    /// The text's lines, split at `\n` and at `\r\n`, empty lines kept. Swift reads `\r\n` as one
    /// `Character`, so splitting at `"\n"` alone leaves a file with Windows line breaks one line.
    public var lines: [SubSequence] {
        split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
