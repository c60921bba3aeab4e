import BridgeLintCore

extension RenderGraph {
    /// The table parts open around every render of the template at `path`, outermost first
    /// (`["table", "tbody"]`, or `["table", "tbody", "tr"]`), when every render path puts it
    /// directly in the same part of a table, outside a cell: a partial of rows rendered only in a
    /// table's body, where browsers build its markup by the table's rules (a `<div>` around the
    /// rows moves in front of the table, and a `</div>` cannot reach out of it). Nil when some
    /// path cannot be followed, reaches other content (a cell, a `<div>`, the top of a page), or
    /// two paths disagree.
    public func tablePartsAroundEveryRender(of path: String) -> [String]? {
        guard let chains = chainsAroundEveryRender(of: path), let first = chains.first.flatMap(Self.tableParts(innermostIn:)),
              chains.allSatisfy({ Self.tableParts(innermostIn: $0) == first }) else { return nil }
        return first
    }

    /// Whether every render path of the template at `path` is known and puts it outside any
    /// table (and outside a `<template>`, a script's template, SVG or MathML, whose content other
    /// rules or scripts build), and no partial it renders may open a table it leaves open: there
    /// browsers ignore the start and end tags of table parts written outside a table of its own.
    public func rendersOutsideTables(_ path: String) -> Bool {
        guard let chains = chainsAroundEveryRender(of: path), !chains.isEmpty,
              // A partial it renders may leave a table open around what follows
              // (`render "shared/table_start"`), and one bridgelint cannot find may.
              !leavesOpen("table", byCallsIn: path, within: SourceRange(start: 0, end: .max)) else { return false }
        // A `<script type="text/template">` holds a fragment a script inserts where it chooses (a
        // Vue component's row template, mounted in a table's body).
        let notOutside: Set<String> = ["table", "caption", "colgroup", "tbody", "thead", "tfoot", "tr", "td", "th", "template", "script", "svg", "math"]
        return chains.allSatisfy { chain in !chain.contains { notOutside.contains($0.name) } }
    }

    /// The elements around each render of the template at `path`, innermost first: what a render
    /// site has open around the call, or, where it has none, what its own template has open
    /// where it renders (a partial rendered at the top of another; a `content_for` block at its
    /// layouts' `yield`), one chain per path; an empty chain is the top of a document. Nil when
    /// some path cannot be followed, passes through a block wrapped in markup not read here, or
    /// has around it what a conditional branch before it opened (another branch opens other
    /// elements there).
    private func chainsAroundEveryRender(of path: String) -> [[ScopeStep]]? {
        guard let node = node(at: path) else { return nil }
        let start = Place(path: node.path, region: nil)
        var seen: Set<Place> = [start]
        var queue = [start]
        var chains: [[ScopeStep]] = []
        while let current = queue.popLast() {
            for context in contexts(of: current) {
                switch context {
                case .top:
                    chains.append([])
                case .unknown:
                    return nil
                case .site(let caller, let call):
                    guard let callerNode = nodes[caller], let place = place(ofCall: call, in: caller),
                          !isInWrappedBlock(call, of: callerNode), !scopeDependsOnBranch(ofCall: call, in: caller) else { return nil }
                    // `fields_for` renders no element; a `content_for` block renders where it is
                    // shown, so only what it opens itself is around the call.
                    var chain = scope(ofCall: call, in: caller).filter { $0.name != "#fields" }
                    if place.region != nil, let block = contentBlock(at: callerNode.calls[call].call.range.start, in: callerNode) {
                        chain = chain.filter { $0.start > block.start }
                    }
                    if !chain.isEmpty {
                        chains.append(chain)
                    } else if seen.insert(place).inserted {
                        queue.append(place)
                    }
                }
            }
        }
        return chains
    }

    /// Whether the call `index` of `node` stands in a block that another template or code
    /// bridgelint does not read wraps in markup of its own: a component's or a layout partial's
    /// block, one given to an unknown method (a component's slot, `rows.with_row do`). Not a
    /// `content_for` block, which renders where it is shown.
    private func isInWrappedBlock(_ index: Int, of node: Node) -> Bool {
        let offset = node.calls[index].call.range.start
        return node.calls.contains { wrapper in
            guard let end = wrapper.call.blockEnd, wrapper.call.range.end <= offset, offset < end else { return false }
            if case .contentFor = wrapper.call.kind { return false }
            return true
        }
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
