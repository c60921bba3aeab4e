/// A render site named in a scope answer.
public struct RenderSite: Sendable, Hashable {
    /// The template holding the call, root-relative.
    public let path: String
    public let line: Int
}

/// Whether a controller is mounted around a place in a template, over every render path
/// from the top of the page down to it.
public enum ControllerReach: Sendable, Equatable {
    /// Every known path mounts it (and no path is known not to).
    case mounted
    /// No path is known not to mount it, but some cannot be followed.
    case unknown
    /// Every path is known and none mounts it; `sites` are the calls that render the template
    /// (empty for a page's top layout).
    case missing(sites: [RenderSite])
    /// Some paths mount it (`seenMounted`) or cannot be followed; `site` renders the template
    /// without it.
    case partly(site: RenderSite, seenMounted: Bool)
}

extension RenderGraph {
    /// Whether `identifier` is mounted around the element whose chain of ancestors (innermost
    /// first) is `chain`, at `offset` in the template at `path`. `requiring`: what must hold for
    /// the element to render (the branches around it, see `ConditionFact`); a render path
    /// through a call in a branch that contradicts it does not show the element and says nothing.
    /// Nor does a path through a call in a template `neverRenders` (one proven never to render).
    public func reach(of identifier: String, chain: [ScopeStep], offset: Int, in path: String, requiring: [ConditionFact] = [],
                      neverRenders: (String) -> Bool = { _ in false }) -> ControllerReach {
        guard let node = node(at: path) else { return .unknown }
        switch local(identifier, chain: chain, offset: offset, in: node) {
        case .mounted: return .mounted
        case .unknown: return .unknown
        case .above: break
        }
        var memo: [Place: Summary] = [:]
        let summary = summarize(place(at: offset, in: node), identifier: identifier, requiring: requiring, neverRenders: neverRenders, memo: &memo)
        let knownMissing = !summary.missing.isEmpty || summary.reachesTop
        switch (knownMissing, summary.mounted || summary.unknown) {
        case (false, _): return summary.mounted && !summary.unknown ? .mounted : .unknown
        case (true, false): return .missing(sites: summary.missing)
        case (true, true): return summary.missing.first.map { .partly(site: $0, seenMounted: summary.mounted) } ?? .unknown
        }
    }

    private enum Local { case mounted, unknown, above }

    /// What the elements around `offset` in `node` say about `identifier`: mounted there,
    /// unknown there, or up to whatever renders `node`.
    private func local(_ identifier: String, chain: [ScopeStep], offset: Int, in node: Node) -> Local {
        let around = surroundings(chain: chain, offset: offset, in: node)
        if around.controllers.contains(identifier) { return .mounted }
        // An element an earlier render left open may still hold the place (or a later end tag
        // closed it): which, the render graph does not follow.
        let leaked = leakedControllers(before: offset, chain: chain, in: node)
        if leaked.unknown || leaked.identifiers.contains(identifier) { return .unknown }
        return around.isComplete ? .above : .unknown
    }

    /// The controllers mounted by elements that templates rendered before `offset` in `node`
    /// leave open at their end (a header partial's `<main data-controller="tabs">` that a
    /// footer partial closes), where the render call sits inside every element still open at
    /// `offset` (`chain`), in the same `content_for` block, so nothing of `node` closed them on
    /// the way; `unknown` when such an element may mount more than it shows. One level: what a
    /// partial's own renders leave open inside it is not followed.
    private func leakedControllers(before offset: Int, chain: [ScopeStep], in node: Node) -> (identifiers: Set<String>, unknown: Bool) {
        var identifiers: Set<String> = []
        var unknown = false
        let blockStart = contentBlock(at: offset, in: node)?.start ?? 0
        let open = Set(chain.map(\.start))
        for (index, call) in node.calls.enumerated() where call.call.range.end <= offset && call.call.range.start >= blockStart {
            guard (call.call.blockEnd ?? 0) <= offset, !call.targets.isEmpty else { continue }
            switch call.call.kind {
            case .yield, .contentFor, .block, .unknown: continue
            default: break
            }
            guard scope(ofCall: index, in: node.path).allSatisfy({ open.contains($0.start) }) else { continue }
            for target in call.targets {
                guard let elements = elements(of: target) else { continue }
                identifiers.formUnion(elements.openAtEndControllers)
                if elements.openAtEndMountsUnknown { unknown = true }
            }
        }
        return (identifiers, unknown)
    }

    /// The controllers the elements around `offset` in `node` mount, innermost first up to
    /// the first element whose content is shown elsewhere; `isComplete` is false when something
    /// there may mount more (a dynamic `data-controller`, a block given to an unknown helper)
    /// or the content is shown elsewhere. A block given to a component, a layout partial or a
    /// partial (`render "modal" do`, shown at the partial's `yield`) is also wrapped by that
    /// template.
    /// Inside a `content_for` block, only the elements and blocks within it count: the block
    /// is shown at the layout's `yield`, away from what surrounds it here.
    private func surroundings(chain: [ScopeStep], offset: Int, in node: Node) -> (controllers: Set<String>, isComplete: Bool) {
        var controllers: Set<String> = []
        var isComplete = true
        let blockStart = contentBlock(at: offset, in: node)?.start ?? 0
        for step in chain {
            if step.start < blockStart { break }
            if step.mayShowContentElsewhere { return (controllers, false) }
            controllers.formUnion(step.controllers)
            if step.isDynamic { isComplete = false }
        }
        for call in node.calls {
            guard let end = call.call.blockEnd, call.call.range.start >= blockStart, call.call.range.end <= offset, offset < end else { continue }
            switch call.call.kind {
            case .block:
                isComplete = false
            case .component, .layout, .partial:
                if call.isUnknown { isComplete = false }
                for target in call.targets {
                    let wrapper = mounts(of: target)
                    controllers.formUnion(wrapper.identifiers)
                    if wrapper.unknown { isComplete = false }
                }
            default:
                continue
            }
        }
        return (controllers, isComplete)
    }

    /// Every controller mounted around the element whose chain of ancestors (innermost first)
    /// is `chain`, at `offset` in the template at `path`, on any render path up to the top of
    /// the page; nil when some path cannot be followed or may mount more than it shows.
    public func controllers(around chain: [ScopeStep], offset: Int, in path: String) -> Set<String>? {
        guard let node = node(at: path) else { return nil }
        let around = surroundings(chain: chain, offset: offset, in: node)
        let leaked = leakedControllers(before: offset, chain: chain, in: node)
        guard around.isComplete, leaked.identifiers.isEmpty, !leaked.unknown, let above = controllersAbove(place(at: offset, in: node)) else { return nil }
        return around.controllers.union(above)
    }

    /// The controllers mounted on any render path above `start`, nil when one cannot be
    /// followed; an explicit stack as in `summarize`, a cycle adding nothing to its callers.
    private func controllersAbove(_ start: Place) -> Set<String>? {
        var memo: [Place: Set<String>?] = [:]
        var stack = [start]
        var inProgress: Set<Place> = [start]
        while let place = stack.last {
            let contexts = contexts(of: place)
            if let pending = contexts.lazy.compactMap({ context -> Place? in
                guard case .site(let caller, let index) = context, let callerPlace = self.place(ofCall: index, in: caller),
                      memo[callerPlace] == nil, !inProgress.contains(callerPlace) else { return nil }
                return callerPlace
            }).first {
                stack.append(pending)
                inProgress.insert(pending)
                continue
            }
            var union: Set<String>? = []
            for context in contexts {
                switch context {
                case .top: continue
                case .unknown: union = nil
                case .site(let caller, let index):
                    guard let node = nodes[caller], let callerPlace = self.place(ofCall: index, in: caller) else { union = nil; continue }
                    let chain = scope(ofCall: index, in: caller)
                    let around = surroundings(chain: chain, offset: node.calls[index].call.range.start, in: node)
                    let leaked = leakedControllers(before: node.calls[index].call.range.start, chain: chain, in: node)
                    // A caller still in progress is on a cycle: it adds only its own surroundings.
                    let above = memo[callerPlace] ?? Set<String>()
                    guard around.isComplete, leaked.identifiers.isEmpty, !leaked.unknown, let above else { union = nil; continue }
                    union?.formUnion(around.controllers.union(above))
                }
                if union == nil { break }
            }
            memo[place] = .some(union)
            inProgress.remove(place)
            stack.removeLast()
        }
        return memo[start] ?? nil
    }

    private struct Summary {
        var mounted = false
        var unknown = false
        var reachesTop = false
        /// The calls rendering the template on a path that never mounts the controller.
        var missing: [RenderSite] = []
        /// Some render path reaches the place without a branch that contradicts the element's
        /// conditions (only asked when it has some).
        var isLive = false
    }

    /// What every path above `start` says, computed with an explicit stack (render chains can
    /// be as deep as the app's templates); a template already being summarized (a cycle)
    /// adds nothing to its callers. A path through a call whose branch contradicts `requiring`
    /// does not show the element: it adds nothing either, nor does a call in a template
    /// `neverRenders`.
    private func summarize(_ start: Place, identifier: String, requiring: [ConditionFact], neverRenders: (String) -> Bool,
                           memo: inout [Place: Summary]) -> Summary {
        var stack = [start]
        var inProgress: Set<Place> = [start]
        while let place = stack.last {
            let contexts = contexts(of: place).filter { context in
                guard case .site(let caller, let index) = context else { return true }
                return !excludes(requiring, atCall: index, in: caller) && !neverRenders(caller)
            }
            var pending: Place?
            for context in contexts {
                // With conditions to meet, whether a caller's paths are live matters wherever it mounts.
                guard case .site(let caller, let index) = context, let callerPlace = self.place(ofCall: index, in: caller),
                      memo[callerPlace] == nil, !inProgress.contains(callerPlace), let node = nodes[caller],
                      !requiring.isEmpty || local(identifier, chain: scope(ofCall: index, in: caller), offset: node.calls[index].call.range.start, in: node) == .above
                else { continue }
                pending = callerPlace
                break
            }
            if let pending {
                stack.append(pending)
                inProgress.insert(pending)
                continue
            }
            var summary = Summary()
            for context in contexts {
                switch context {
                case .top: summary.reachesTop = true; summary.isLive = true
                case .unknown: summary.unknown = true; summary.isLive = true
                case .site(let caller, let index):
                    guard let node = nodes[caller] else { summary.unknown = true; summary.isLive = true; continue }
                    let call = node.calls[index]
                    // A caller in progress (a cycle) has no summary yet: its paths count as live.
                    let above = self.place(ofCall: index, in: caller).flatMap { memo[$0] }
                    if !requiring.isEmpty, let above, !above.isLive { continue }
                    summary.isLive = true
                    switch local(identifier, chain: scope(ofCall: index, in: caller), offset: call.call.range.start, in: node) {
                    case .mounted: summary.mounted = true
                    case .unknown: summary.unknown = true
                    case .above:
                        guard let above else { continue }
                        summary.mounted = summary.mounted || above.mounted
                        summary.unknown = summary.unknown || above.unknown
                        if !above.missing.isEmpty || above.reachesTop { summary.missing.append(RenderSite(path: caller, line: call.line)) }
                    }
                }
            }
            memo[place] = summary
            inProgress.remove(place)
            stack.removeLast()
        }
        return memo[start] ?? Summary()
    }
}
