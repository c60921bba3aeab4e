extension RenderGraph {
    /// Whether the template at `path` is a partial or a component, whose markup lands inside
    /// another template's (a page's lands at its layout's `yield`, in `<body>`): the cheap test
    /// before asking the graph where it is rendered.
    public static func isRenderedInsideOtherTemplates(_ path: String) -> Bool {
        switch ViewPath(path).role {
        case .partial, .component: true
        default: false
        }
    }

    /// Whether every render path of the template at `path` puts it inside SVG or MathML (a
    /// partial of icon paths rendered only in `<svg>`): there `/>` closes any element and the
    /// template's top level is not HTML. False when some path cannot be followed or reaches
    /// HTML content (the top of a page, a `<foreignObject>`).
    public func rendersOnlyInsideForeignContent(_ path: String) -> Bool {
        guard let node = node(at: path) else { return false }
        var seen: Set<String> = [node.path]
        var queue = [node.path]
        var sawSite = false
        while let current = queue.popLast() {
            for context in contexts(of: current) {
                guard case .site(let caller, let call) = context else { return false }
                sawSite = true
                switch Self.content(around: scope(ofCall: call, in: caller)) {
                case .foreign: continue
                case .html: return false
                case .callersDecide: if seen.insert(caller).inserted { queue.append(caller) }
                }
            }
        }
        return sawSite
    }

    /// Whether some render path of the template at `path` may put it inside SVG or MathML: one
    /// that cannot be followed (a partial whose only renders build its name, `render
    /// "icons/#{name}"`), or one that reaches foreign content. False only when every path is
    /// known and reaches HTML.
    public func mayRenderInsideForeignContent(_ path: String) -> Bool {
        guard let node = node(at: path) else { return true }
        var seen: Set<String> = [node.path]
        var queue = [node.path]
        while let current = queue.popLast() {
            for context in contexts(of: current) {
                guard case .site(let caller, let call) = context else { return true }
                switch Self.content(around: scope(ofCall: call, in: caller)) {
                case .foreign: return true
                case .html: continue
                case .callersDecide: if seen.insert(caller).inserted { queue.append(caller) }
                }
            }
        }
        return false
    }

    private enum Content { case foreign, html, callersDecide }

    /// What the elements around a render call (innermost first) make of its markup: the
    /// innermost `svg` or `math` makes it foreign, an HTML integration point inside it
    /// (`foreignObject`, SVG `desc` and `title`) or any other element outside SVG makes it
    /// HTML; with no element around it, the caller's own render sites decide.
    private static func content(around chain: [ScopeStep]) -> Content {
        guard let foreign = chain.firstIndex(where: { $0.name == "svg" || $0.name == "math" }) else {
            return chain.contains { $0.name != "#fields" } ? .html : .callersDecide
        }
        let integrationPoints: Set<String> = ["foreignobject", "desc", "title", "annotation-xml"]
        return chain[..<foreign].contains { integrationPoints.contains($0.name) } ? .html : .foreign
    }
}
