/// Templates found by the path a question gives (root-relative, or relative to where
/// bridgelint runs): the one whose path is it, ends in `/` and it, or that it ends in after a
/// `/`. Kept by the hash of each file name (what follows the last `/`), sorted: each path a
/// question matches ends in the same file name (issue 21: scanning every path for each question
/// made a run over 20,000 templates quadratic).
struct TemplatePathLookup: Sendable {
    /// Each template's path, by its index.
    let paths: [String]
    private let byFileName: [(hash: Int, index: Int)]

    init(paths: [String]) {
        self.paths = paths
        byFileName = paths.indices.map { (Self.fileName(of: paths[$0]).hashValue, $0) }.sorted { $0 < $1 }
    }

    /// The index of the template at `path`; nil when none or several match.
    func index(of path: String) -> Int? {
        let hash = Self.fileName(of: path).hashValue
        var (low, high) = (0, byFileName.count)
        while low < high {
            let middle = (low + high) / 2
            if byFileName[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        let sameName = byFileName[low...].prefix { $0.hash == hash }.map(\.index)
        let matches = sameName.filter { paths[$0] == path || path.hasSuffix("/" + paths[$0]) || paths[$0].hasSuffix("/" + path) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// What follows the last `/` of `path` (all of it when none).
    private static func fileName(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    }
}
