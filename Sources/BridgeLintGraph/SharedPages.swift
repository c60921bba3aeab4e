extension RenderGraph {
    /// Whether the templates at `path` and `other` may show in one page: some template lies on
    /// the render paths of both (the same layout, page or partial around them, or one is on the
    /// other's paths), or a render path of either cannot be followed. Two pages of one layout
    /// count as sharing it: a question about a page's `<head>` asks what its layouts hold.
    public func mayShareAPage(_ path: String, with other: String) -> Bool {
        guard let start = node(at: path)?.path, let otherStart = node(at: other)?.path,
              let above = templates(above: start), let otherAbove = templates(above: otherStart) else { return true }
        return !Set(above).isDisjoint(with: otherAbove)
    }
}
