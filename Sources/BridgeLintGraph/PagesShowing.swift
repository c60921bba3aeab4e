extension RenderGraph {
    /// The pages (root-relative) that show a controller: each page whose own markup, layout, or
    /// the partials and components they render mounts `identifier`, following every render
    /// call bridgelint resolves. Renders it cannot resolve are not followed, so this is what can
    /// be seen, not a bound: the screens where a bridge component's native button appears.
    public func pages(mounting identifier: String) -> [String] {
        var memo: [String: Bool] = [:]
        var visiting: Set<String> = []
        // Depth-first down the render calls; a template on the current path (a partial that
        // renders itself) is not entered again.
        func shows(_ path: String) -> Bool {
            if let known = memo[path] { return known }
            guard visiting.insert(path).inserted else { return false }
            defer { visiting.remove(path) }
            var found = mounts(of: path).identifiers.contains(identifier)
            for call in nodes[path]?.calls ?? [] where !found && call.rendersInPlace {
                found = call.targets.contains(where: shows)
            }
            memo[path] = found
            return found
        }
        return nodes.values.filter { node in
            node.role == .page && (shows(node.path) || layoutTemplates(of: node).contains(where: shows))
        }.map(\.path).sorted()
    }
}

extension RenderGraph.Call {
    /// Whether what the call renders lands where the call is: not a layout's `yield` (the page
    /// lands there, seen from the page) nor a `content_for` block (shown at the layout's yield).
    var rendersInPlace: Bool {
        switch call.kind {
        case .yield, .contentFor: false
        default: true
        }
    }
}
