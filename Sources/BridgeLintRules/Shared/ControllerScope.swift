import BridgeLintCore
import BridgeLintTemplate

/// Where a target or action finds its controller: Stimulus looks at the element itself and
/// its ancestors for `data-controller~="identifier"`.
public enum ControllerScope: Sendable {
    /// The element that mounts the controller.
    case found(Element)
    /// Not in this file, but it may be provided: a dynamic `data-controller` on the way up, or
    /// a partial whose caller or layout may wrap it.
    case unknown
    /// Provably not mounted above the element in this file (a full template or layout).
    case missing

    /// Finds the controller element for `identifier` starting at `element`.
    public static func resolve(_ identifier: String, from element: Element, in template: Template) -> ControllerScope {
        var sawDynamic = false
        for candidate in template.selfAndAncestors(of: element) {
            if candidate.controllerTokens.contains(where: { $0.text == identifier }) { return .found(candidate) }
            if candidate.mayHaveUnknownControllers { sawDynamic = true }
        }
        if sawDynamic || template.isPartial || mayBeWrapped(identifier, in: template) { return .unknown }
        return .missing
    }

    /// A component given `data: { controller: ... }` may wrap the block it renders.
    public static func mayBeWrapped(_ identifier: String, in template: Template) -> Bool {
        template.elements.contains { $0.isLooseDataHash && $0.controllerTokens.contains { $0.text == identifier } }
    }
}

extension Template {
    /// A partial (`_name.html.erb`) is rendered inside another template, which may provide
    /// its controllers.
    public var isPartial: Bool {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return name.hasPrefix("_")
    }
}
