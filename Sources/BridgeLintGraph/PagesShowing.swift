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

extension RenderGraph {
    /// Whether some page that shows the template at `path` may mount `identifier` anywhere: in
    /// a template on its render paths (the pages and layouts above it, itself included) or in
    /// what those render in place. True when a render path cannot be followed, a template there
    /// may mount more than it shows (a computed `data-controller`), or a render call's targets
    /// are not all known. A block given to a helper is followed as the markup it holds; what
    /// the helper itself writes is the caller's to check (see the app's Ruby).
    public func mayMount(_ identifier: String, onAPageShowing path: String) -> Bool {
        guard let start = node(at: path)?.path, let above = templates(above: start) else { return true }
        var seen: Set<String> = []
        var stack = above
        while let current = stack.popLast() {
            guard seen.insert(current).inserted else { continue }
            let mounts = mounts(of: current)
            if mounts.unknown || mounts.identifiers.contains(identifier) { return true }
            for call in nodes[current]?.calls ?? [] where call.rendersInPlace {
                if case .block = call.call.kind { continue }
                if call.isUnknown { return true }
                stack.append(contentsOf: call.targets)
            }
        }
        return false
    }
}
