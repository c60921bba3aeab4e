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

    /// Finds the controller element for `identifier` starting at `element`. An element whose
    /// start tag is split over an ERB conditional finds it on that tag's other paths too
    /// (`Element.alternatives`): mounted there, it may be mounted here.
    public static func resolve(_ identifier: String, from element: Element, in template: Template) -> ControllerScope {
        var sawDynamic = false
        for candidate in template.selfAndAncestors(of: element) {
            if candidate.controllerTokens.contains(where: { $0.text == identifier }) { return .found(candidate) }
            // The same start tag on another path (split over an ERB conditional) may mount it.
            if let other = candidate.alternatives.lazy.map({ template.elements[$0] }).first(where: { $0.controllerTokens.contains { $0.text == identifier } }) {
                return .found(other)
            }
            if candidate.mayHaveUnknownControllers { sawDynamic = true }
        }
        if sawDynamic || template.isPartial || mayBeWrapped(identifier, in: template) { return .unknown }
        return .missing
    }

    /// A component given `data: { controller: ... }` may wrap the block it renders, and a
    /// Ruby call of the template that is given the identifier and makes no element bridgelint
    /// read (`<% modal_options!(controller: "x") %>`, which a layout's helper turns into its
    /// wrapper's attributes) may mount it anywhere.
    public static func mayBeWrapped(_ identifier: String, in template: Template) -> Bool {
        template.elements.contains { $0.isLooseDataHash && $0.controllerTokens.contains { $0.text == identifier } }
            || handsToRuby(identifier, in: template)
    }

    /// Whether an ERB tag holds a quoted word `identifier` (`"x"`, `"y x"`, see
    /// `QuotedIdentifier`) that no element's `data-controller` was read from.
    private static func handsToRuby(_ identifier: String, in template: Template) -> Bool {
        let read = template.elements.flatMap { $0.controllerTokens.map(\.range.start) }
        return template.erbTags.contains { tag in
            guard tag.kind == .code || tag.kind == .output, !read.contains(where: { tag.range.start <= $0 && $0 < tag.range.end }) else { return false }
            return QuotedIdentifier.occurs(identifier, in: template.file.bytes, from: tag.range.start, before: tag.range.end)
        }
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
