extension RenderGraph {
    /// The templates whose markup the template at `path` shows: itself and what its render calls
    /// name, and what those render, and so on (a layout's `yield` and `content_for` excluded).
    /// `isComplete` is false when some call names nothing bridgelint can find (a partial whose
    /// name is computed, a block render, a component without a template): markup comes from there.
    public func renderedTemplates(from path: String) -> (paths: [String], isComplete: Bool) {
        var seen: Set<String> = [path]
        var order = [path]
        var pending = [path]
        var isComplete = nodes[path] != nil
        while let current = pending.popLast() {
            guard let node = nodes[current] else {
                isComplete = false
                continue
            }
            for call in node.calls {
                switch call.call.kind {
                case .yield, .contentFor: continue
                default: break
                }
                if call.isUnknown { isComplete = false }
                for target in call.targets where seen.insert(target).inserted {
                    order.append(target)
                    pending.append(target)
                }
            }
        }
        return (order, isComplete)
    }

    /// The templates of every layout of the app.
    public var layoutTemplatePaths: [String] {
        nodes.values.filter { $0.role == .layout }.map(\.path).sorted()
    }
}
