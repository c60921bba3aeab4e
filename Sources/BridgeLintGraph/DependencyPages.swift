import BridgeLintProject

extension RenderGraph {
    /// The view folders (virtual paths, no trailing `/`) whose templates a gem's own layout
    /// renders: the gem's folders, the folders of the app's controllers that inherit its base
    /// controller, and the namespace of those that inherit it directly (`admin` for
    /// `Admin::ApplicationController < Administrate::ApplicationController`). Nil when no app
    /// controller inherits it: the pages cannot be bounded. A gem with no base for the app's
    /// controllers renders its own folders only.
    public func viewFolders(of pages: GemLayoutPages) -> [String]? {
        guard let base = pages.baseController else { return pages.folders.sorted() }
        let descendants = controllerLayouts.descendants(of: base)
        guard !descendants.isEmpty else { return nil }
        let namespaces = descendants.map { $0.heir.split(separator: "/").dropLast().joined(separator: "/") }.filter { !$0.isEmpty }
        return Array(Set(pages.folders + descendants.map(\.path) + namespaces)).sorted()
    }

    /// Whether the markup of the template at `path` is shown only outside the view `folders`:
    /// neither it nor any template on a render path up to the top of the page lies in one, and
    /// every render path is followed. A path bridgelint cannot follow may lead into them.
    public func isShown(_ path: String, onlyOutside folders: [String]) -> Bool {
        guard let start = node(at: path), let above = templates(above: start.path) else { return false }
        return !above.contains { template in
            let virtualPath = ViewPath(template).virtualPath
            return folders.contains { virtualPath.hasPrefix($0 + "/") }
        }
    }
}
