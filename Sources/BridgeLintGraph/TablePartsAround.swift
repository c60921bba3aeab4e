extension RenderGraph {
    /// The table parts open around every render of the template at `path`, outermost first
    /// (`["table", "tbody"]`, or `["table", "tbody", "tr"]`), when every render path puts it
    /// directly in the same part of a table, outside a cell: a partial of rows rendered only in a
    /// table's body, where browsers build its markup by the table's rules (a `<div>` around the
    /// rows moves in front of the table, and a `</div>` cannot reach out of it). Nil when some
    /// path cannot be followed, reaches other content (a cell, a `<div>`, the top of a page), or
    /// two paths disagree.
    public func tablePartsAroundEveryRender(of path: String) -> [String]? {
        guard let node = node(at: path) else { return nil }
        var seen: Set<String> = [node.path]
        var queue = [node.path]
        var found: [String]?
        while let current = queue.popLast() {
            for context in contexts(of: current) {
                guard case .site(let caller, let call) = context else { return nil }
                let chain = scope(ofCall: call, in: caller)
                // With no element around the call, the caller's own render sites decide.
                guard !chain.isEmpty else {
                    if seen.insert(caller).inserted { queue.append(caller) }
                    continue
                }
                guard let parts = Self.tableParts(innermostIn: chain), found == nil || found == parts else { return nil }
                found = parts
            }
        }
        return found
    }

    /// The table parts of `chain` (innermost first) up to its nearest `<table>`, outermost
    /// first, when nothing else stands between that table and the render call.
    private static func tableParts(innermostIn chain: [ScopeStep]) -> [String]? {
        guard let table = chain.firstIndex(where: { $0.name == "table" }) else { return nil }
        let parts = chain[...table].map(\.name)
        guard parts.allSatisfy(["table", "tbody", "thead", "tfoot", "tr"].contains) else { return nil }
        return parts.reversed()
    }
}
