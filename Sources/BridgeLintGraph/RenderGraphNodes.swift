import BridgeLintCore

extension RenderGraph {
    /// The graph's templates in one array sorted by path, found by binary search: as a
    /// dictionary by path they took 2.1 MB at 20,000 templates, against 1 MB (issue 21).
    public struct Nodes: Sendable {
        /// Ascending by path; one node a path.
        public let values: [Node]

        /// `nodes` in any order; of nodes with equal paths the last is kept, as assigning each
        /// in turn into a dictionary by path keeps it.
        init(_ nodes: [Node]) {
            let order = nodes.indices.sorted { nodes[$0].path < nodes[$1].path || nodes[$0].path == nodes[$1].path && $0 < $1 }
            var values: [Node] = []
            values.reserveCapacity(nodes.count)
            for (position, index) in order.enumerated() where position + 1 == order.count || nodes[order[position + 1]].path != nodes[index].path {
                values.append(nodes[index])
            }
            self.values = values.exactlySized
        }

        public subscript(path: String) -> Node? {
            index(of: path).map { values[$0] }
        }

        /// The place of the node at `path` in `values`.
        func index(of path: String) -> Int? {
            let found = values.partitioningIndex { !($0.path < path) }
            return found < values.count && values[found].path == path ? found : nil
        }
    }

    /// The calls that render one template: (caller path, index in its `calls`), in the order of
    /// the templates given to the graph, then of their calls.
    public struct Callers: RandomAccessCollection, Sendable {
        private let sites: ArraySlice<CallSite>
        private let nodes: Nodes

        init(_ sites: ArraySlice<CallSite>, of nodes: Nodes) {
            self.sites = sites
            self.nodes = nodes
        }

        public var startIndex: Int { sites.startIndex }
        public var endIndex: Int { sites.endIndex }

        public subscript(position: Int) -> (path: String, call: Int) {
            let site = sites[position]
            return (nodes.values[Int(site.node)].path, Int(site.call))
        }
    }

    /// A render call by numbers: its template's place in `Nodes.values`, and its index in the
    /// template's `calls`.
    struct CallSite: Sendable {
        let node: UInt32
        let call: UInt32
    }

    /// Every template's callers in one array, each template's together (as a list of paths per
    /// template they took 2.2 MB at 20,000 templates, against 0.5 MB: issue 21).
    struct CallerTable: Sendable {
        /// Where the callers of the node at each place of `Nodes.values` start in `sites`; one
        /// more at the end.
        private let starts: [UInt32]
        private let sites: [CallSite]

        /// `calls`: for each node (by its place), the places of the nodes each of its calls
        /// renders, visited in the order the callers are to be listed.
        init(nodeCount: Int, calls: (_ visit: (_ caller: CallSite, _ target: Int) -> Void) -> Void) {
            var counts = [UInt32](repeating: 0, count: nodeCount + 1)
            calls { _, target in counts[target + 1] += 1 }
            for index in 1..<counts.count { counts[index] += counts[index - 1] }
            var next = counts
            var sites = [CallSite](repeating: CallSite(node: 0, call: 0), count: Int(counts[nodeCount]))
            calls { caller, target in
                sites[Int(next[target])] = caller
                next[target] += 1
            }
            starts = counts
            self.sites = sites
        }

        /// The callers of the node at `place`.
        func sites(of place: Int) -> ArraySlice<CallSite> {
            sites[Int(starts[place])..<Int(starts[place + 1])]
        }
    }
}
