extension RenderGraph {
    /// Whether the markup of the template at `path` is shown inside the template `name`: the
    /// template itself, or one that renders it on some render path bridgelint follows (the
    /// layout of a page, the pages and partials rendering a partial, the outer layout of a
    /// nested one, and so on up to the top of the page). A path bridgelint cannot follow
    /// proves nothing, so an unknown place is not inside.
    ///
    /// `name` is a template's logical name, as Rails names it in `render` and `layout`
    /// (`layouts/application`, `todos/index`, `todos/_form`: every format and variant of it),
    /// or its path from the repository root (`app/views/layouts/admin.html+phone.erb`, that file).
    public func isShown(_ path: String, inside name: String) -> Bool {
        guard let start = node(at: path) else { return false }
        var seen: Set<String> = [start.path]
        var queue = [start.path]
        while let current = queue.popLast() {
            if current == name || ViewPath(current).virtualPath == name { return true }
            for case .site(let caller, _) in contexts(of: current) where seen.insert(caller).inserted {
                queue.append(caller)
            }
        }
        return false
    }
}
