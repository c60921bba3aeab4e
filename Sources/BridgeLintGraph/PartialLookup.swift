import BridgeLintTemplate

/// Resolves partial names without a folder (`render "form"`) the way Rails does: in the
/// prefixes of the controller rendering the page (`admin/posts`, its superclasses' paths,
/// `application`), not in the folder of the template holding the call (PROTOCOL §7.9). A
/// partial shared by several controllers may name a different partial under each: the call
/// renders every one of them. Where a template's controllers are not all known (it is rendered
/// from Ruby, by nothing bridgelint sees, or by such a template), its own folder stands in.
///
/// The controllers of a template depend on the calls that render it, some of which are such
/// names themselves: resolved in rounds until nothing changes.
struct PartialLookup {
    /// A relative name: the call `call` of the template at index `template`.
    struct Name {
        var template: Int
        var call: Int
        var name: String
    }

    let views: [(path: String, view: ViewPath)]
    /// By template index: a page's layout (virtual path).
    let pageLayouts: [String?]
    let layoutPaths: [String: [String]]
    let roots: ViewRoots
    /// Partials rendered from Ruby files.
    let renderedFromRuby: Set<String>

    /// Rounds of resolution at most: real apps settle in two or three.
    static let maximumRounds = 8

    /// The name of a `render "form"` or `render layout: "box"` without a folder; nil otherwise.
    static func relativeName(_ kind: RenderCall.Kind) -> String? {
        switch kind {
        case .partial(let name, _), .layout(let name):
            return name.isEmpty || name.contains("/") || name.contains("#{") ? nil : name
        default:
            return nil
        }
    }

    /// Fills `targets[template][call]` for each of `names`.
    func resolve(_ names: [Name], into targets: inout [[[String]]], lookup: Lookup, prefixes controllerPrefixes: (_ controller: String, _ root: String) -> [String]?) {
        guard !names.isEmpty else { return }
        var prefixCache: [String: [String]] = [:]
        // The controllers of the app holding the template (a nested app has its own).
        func prefixes(of controller: String, template: Int) -> [String] {
            let root = ControllerLayouts.root(of: views[template].path)
            if let known = prefixCache[root + "\u{0}" + controller] { return known }
            let found = controllerPrefixes(controller, root) ?? [controller, "application"]
            prefixCache[root + "\u{0}" + controller] = found
            return found
        }
        for _ in 0..<Self.maximumRounds {
            let (controllers, unknown) = self.controllers(along: targets)
            var changed = false
            for name in names {
                var found: Set<String> = []
                for controller in controllers[name.template] {
                    found.formUnion(lookup.partial(name.name, prefixes: prefixes(of: controller, template: name.template), at: views[name.template].path))
                }
                if unknown[name.template] || controllers[name.template].isEmpty {
                    found.formUnion(lookup.partial(name.name, from: views[name.template].view, at: views[name.template].path))
                }
                let sorted = found.sorted()
                if targets[name.template][name.call] != sorted {
                    targets[name.template][name.call] = sorted
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    /// By template index: the controller paths it may be rendered for, and whether some are
    /// unknown. A page (or a Turbo Stream template) is rendered for the controller of its
    /// folder, a layout for the controllers whose pages use it; what a template renders is
    /// rendered for the controllers of the template.
    private func controllers(along targets: [[[String]]]) -> (controllers: [Set<String>], unknown: [Bool]) {
        var index: [String: Int] = [:]
        for (position, view) in views.enumerated() { index[view.path] = position }
        var controllers = [Set<String>](repeating: [], count: views.count)
        var unknown = [Bool](repeating: false, count: views.count)
        var rendered = [Bool](repeating: false, count: views.count)
        for calls in targets { for target in calls.joined() { if let position = index[target] { rendered[position] = true } } }
        for (position, (path, view)) in views.enumerated() {
            switch view.role {
            case .page, .stream: controllers[position] = [view.folder]
            case .other: unknown[position] = true
            case .partial, .component: unknown[position] = !rendered[position] || renderedFromRuby.contains(path)
            case .layout: break
            }
        }
        for (position, layout) in pageLayouts.enumerated() {
            guard let layout else { continue }
            for path in roots.visible(layoutPaths[layout] ?? [], from: views[position].path) {
                if let target = index[path] { controllers[target].formUnion(controllers[position]) }
            }
        }
        // Along every render call, with a work list: a template is visited again only when
        // what it is rendered for grew, so the work is bounded by calls times controllers.
        var outgoing = [[Int]](repeating: [], count: views.count)
        for (caller, calls) in targets.enumerated() {
            outgoing[caller] = calls.joined().compactMap { index[$0] }.filter { $0 != caller }
        }
        var pending = Array(views.indices)
        while let caller = pending.popLast() {
            for position in outgoing[caller] {
                let before = (controllers[position].count, unknown[position])
                controllers[position].formUnion(controllers[caller])
                unknown[position] = unknown[position] || unknown[caller]
                if before != (controllers[position].count, unknown[position]) { pending.append(position) }
            }
        }
        return (controllers, unknown)
    }
}
