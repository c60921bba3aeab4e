import BridgeLintCore

extension Template {
    /// The template as Rails 3.1 and later render it: the helper of each block of
    /// `railsTwoBlocks` returns its element instead of writing it, and the code tag drops it,
    /// with the block's output, which the helper captured. Read again with each block, from
    /// the helper's tag to its `end`, blanked (lines and offsets kept); itself when it has none.
    public func droppingRailsTwoBlocks() -> Template {
        guard !railsTwoBlocks.isEmpty else { return self }
        var bytes = file.bytes
        TextMasker.blank(railsTwoBlocks, in: &bytes)
        return TemplateParser.parse(SourceFile(path: file.path, bytes: bytes), textBodies: givenTextBodies, helperMarkup: givenHelperMarkup, tableContext: givenTableContext)
    }
}
