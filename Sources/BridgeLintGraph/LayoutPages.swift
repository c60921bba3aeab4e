extension RenderGraph {
    /// The pages shown at the main `yield` of the layout at `path`: those whose controllers
    /// render them in it. Nil when they cannot all be known: some page's layout is unknown (a
    /// layout method, a controller bridgelint cannot read, a render that names a layout), a call
    /// renders the layout itself (a nested layout, `render template:`) or Ruby may, not every
    /// template's render calls were read, or no page is known to render in it (its pages are
    /// somewhere bridgelint cannot see, a gem's controllers).
    func pages(yieldedBy path: String) -> [String]? {
        guard readsEveryTemplate, nodes[path]?.role == .layout, callers(of: path).isEmpty, rubyCallers[path] == nil,
              let pages = pagesByLayout.value?[path], !pages.isEmpty else { return nil }
        return pages
    }
}
