import BridgeLintCore

extension RenderGraph {
    /// Whether an element named `name` may be open where the template at `path` is rendered,
    /// on some render path: around a render site or, up the render paths, around its caller's
    /// sites, or left open by a template rendered earlier beside it (a
    /// header partial's `<main>` that a footer partial closes). True when a path cannot be
    /// followed: only a false answer is proof. A path through a call whose branch contradicts
    /// `requiring` (what must hold where the end tag renders, see `ConditionFact`) does not
    /// render it, and is skipped.
    /// `offset`: where the end tag stands in the template; a template it renders before there
    /// may leave the element open too (see `leavesOpen(_:byCallsIn:within:)`): a layout's
    /// header partial that opens `<div id="left_column">`, a page at a layout's `yield`.
    /// A render site in a template `neverRenders` (one proven never to render) renders nothing.
    public func mayHaveOpen(_ name: String, whereRendering path: String, before offset: Int? = nil, requiring: [ConditionFact] = [],
                            neverRenders: (String) -> Bool = { _ in false }) -> Bool {
        guard let node = node(at: path) else { return true }
        if let offset, leavesOpen(name, byCallsIn: node.path, within: SourceRange(start: 0, end: offset)) { return true }
        return someRenderSite(above: path, from: offset) { caller, call in
            if excludes(requiring, atCall: call, in: caller) || neverRenders(caller) { return .skip }
            let chain = scope(ofCall: call, in: caller)
            // An end tag reaches through the elements open at the site to those around the caller.
            return chain.contains(where: { $0.name == name }) || leftOpenBefore(call, in: caller, named: name) ? .found : .goOn
        }
    }

    /// What a walk up the render paths does at one render site (see `someRenderSite`).
    enum SiteAnswer {
        /// The walk's answer is true.
        case found
        /// The site does not render the template: nothing above it counts.
        case skip
        /// The walk goes on to the caller's own render sites.
        case goOn
    }

    /// Whether `visit` finds some render site that holds the template at `path` or, up the
    /// render paths, its callers (each caller once), or some path cannot be followed. With
    /// `offset` in a `content_for :x do` block of the template, the block's sites are the
    /// layouts' `yield :x`, not where the template itself renders.
    func someRenderSite(above path: String, from offset: Int? = nil, _ visit: (_ caller: String, _ call: Int) -> SiteAnswer) -> Bool {
        guard let node = node(at: path) else { return true }
        var seen: Set<String> = [node.path]
        var queue = [node.path]
        var first = offset.map { place(at: $0, in: node) }
        while let current = queue.popLast() {
            let start = first
            first = nil
            for context in start.map(contexts(of:)) ?? contexts(of: current) {
                switch context {
                case .top:
                    continue
                case .unknown:
                    return true
                case .site(let caller, let call):
                    switch visit(caller, call) {
                    case .found: return true
                    case .skip: continue
                    case .goOn: if seen.insert(caller).inserted { queue.append(caller) }
                    }
                }
            }
        }
        return false
    }

    /// The element named `name` that every render path of the template at `path` has open
    /// where it renders, nearest first with nothing between that `stopsSearch` (a layout's
    /// `<div class="main">` around `yield`): one per render site, with the site's template. Nil
    /// when some path cannot be followed, has no such element at the site, or may have one left
    /// open by a template rendered before (which an end tag would meet first). A render site
    /// whose branch contradicts `requiring` does not render the end tag, and is skipped.
    /// `offset`: where the end tag stands; in a `content_for :x do` block, the block renders
    /// at the layouts' `yield :x` (before a container the main `yield` sits in, say), not where
    /// the template renders. A render site in a template `neverRenders` is skipped too.
    public func openOnEveryPath(_ name: String, whereRendering path: String, at offset: Int? = nil, requiring: [ConditionFact] = [],
                                neverRenders: (String) -> Bool = { _ in false },
                                stopsSearch: (String) -> Bool) -> [(path: String, element: ScopeStep)]? {
        guard let node = node(at: path) else { return nil }
        var found: [(path: String, element: ScopeStep)] = []
        for context in offset.map({ contexts(of: place(at: $0, in: node)) }) ?? contexts(of: node.path) {
            if case .site(let caller, let call) = context, excludes(requiring, atCall: call, in: caller) || neverRenders(caller) { continue }
            guard case .site(let caller, let call) = context, !leftOpenBefore(call, in: caller, named: name),
                  let step = scope(ofCall: call, in: caller).first(where: { $0.name == name || stopsSearch($0.name) }),
                  step.name == name else { return nil }
            found.append((caller, step))
        }
        return found.isEmpty ? nil : found
    }

    /// Whether a call of the template at `path` that starts within `range` renders a template
    /// that may leave an element named `name` open where a later end tag of that name, which
    /// finds none of the template's own open, still meets it: a call with only `<html>`,
    /// `<body>` and elements of that name around it in the template, from `range`'s start on.
    /// The template's end tags that close those elements meet the element left open first,
    /// each one element further in than the template alone shows (`<div id="outer"><%= yield
    /// %></div>` and, later, a second `</div>`: the first closes the page's `<div id="layout">`,
    /// the second the outer one). Around any other element, its end tag closes what was left
    /// open inside it. Elements that start before `range` are the caller's to vouch for: open
    /// at the end tag (an end tag too many, at the element it closes early). With
    /// `readOnly`, only a template bridgelint reads and sees leave the element open counts (not
    /// a gem's partial, a computed name, a layout's `yield` of unknown pages). `openAtEnd`, when
    /// given, names the elements open at the range's end by where they start: those are the
    /// ones vouched for, instead of those starting before the range.
    public func leavesOpen(_ name: String, byCallsIn path: String, within range: SourceRange, readOnly: Bool = false,
                           openAtEnd: Set<Int>? = nil) -> Bool {
        guard let node = node(at: path) else { return !readOnly }
        let calls = node.calls.indices.filter { index in
            range.start <= node.calls[index].call.range.start && node.calls[index].call.range.start < range.end
                && scope(ofCall: index, in: node.path).allSatisfy { step in
                    openAtEnd.map { $0.contains(step.start) } ?? (step.start < range.start) || ["html", "body", name].contains(step.name)
                }
        }
        return leftOpen(by: calls, in: node.path, named: name, unread: !readOnly)
    }

    /// Whether a call before `call` in the template at `path` renders a template that leaves an
    /// element named `name` open, or renders what bridgelint cannot follow (the page, at a
    /// layout's `yield`, unless its pages are all known; not a named `yield :head`, which shows
    /// `content_for` blocks).
    private func leftOpenBefore(_ call: Int, in path: String, named name: String) -> Bool {
        leftOpen(by: 0..<call, in: path, named: name, unread: true)
    }

    /// Whether one of the calls at `indices` in the template at `path` leaves an element named
    /// `name` open, or renders what bridgelint cannot follow (see `leftOpenBefore`), which
    /// counts as `unread` says.
    private func leftOpen(by indices: some Sequence<Int>, in path: String, named name: String, unread: Bool) -> Bool {
        guard let node = nodes[path] else { return unread }
        for earlier in indices.lazy.filter({ $0 < node.calls.count }).map({ node.calls[$0] }) {
            switch earlier.call.kind {
            case .contentFor, .yield(_?):
                // `yield :head` shows `content_for :head` blocks, which are checked where they
                // are written: not the page.
                continue
            case .yield(nil):
                // A layout's `yield` shows the page: any of them may leave the element open,
                // unless they are all known (see `pages(yieldedBy:)`).
                guard let pages = pages(yieldedBy: node.path) else {
                    if unread { return true }
                    continue
                }
                if pages.contains(where: { page in
                    guard let elements = elements(of: page) else { return unread }
                    return elements.openAtEnd.contains(name) || leavesOpen(name, byCallsIn: page, within: SourceRange(start: 0, end: .max), readOnly: !unread)
                }) { return true }
            default:
                if earlier.isUnknown, unread { return true }
                if earlier.targets.contains(where: { elements(of: $0)?.openAtEnd.contains(name) ?? unread }) { return true }
            }
        }
        return false
    }
}
