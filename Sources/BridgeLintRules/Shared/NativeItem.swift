import BridgeLintProject
import BridgeLintTemplate

/// An element a bridge component reads as a native item (PROTOCOL §1: a component wraps its
/// targets, or its own element, in `BridgeElement`).
struct NativeItem {
    enum Role {
        /// The element is a target (`data-<identifier>-target`) of the component; `scope` is
        /// what this file says about the component's element around it.
        case target(Attribute, scope: ControllerScope)
        /// The element carries the component's `data-controller`.
        case componentElement
        /// The element carries `data-bridge-*` attributes inside the component's element.
        case bridgeAttributes(Attribute)
    }

    var component: StimulusController
    var role: Role

    /// The roles of `element` for the bridge components of `catalog`, the app's controllers (a
    /// target whichever its scope: see `isRead(around:in:)`). The caller reads the catalog once
    /// for all its elements: each read copies it.
    static func roles(of element: Element, in context: RuleContext, catalog: ControllerCatalog) -> [NativeItem] {
        let template = context.template
        var items: [NativeItem] = []
        for attribute in context.stimulusAttributes(of: element) where attribute.kind == .target {
            guard let identifier = attribute.identifier, attribute.attribute.value?.staticTokens.isEmpty == false
                    || attribute.attribute.value?.isDynamic == true else { continue }
            let scope = ControllerScope.resolve(identifier, from: element, in: template)
            for component in single(identifier, in: catalog) {
                items.append(NativeItem(component: component, role: .target(attribute.attribute, scope: scope)))
            }
        }
        for token in element.controllerTokens {
            for component in single(token.text, in: catalog) {
                items.append(NativeItem(component: component, role: .componentElement))
            }
        }
        if let bridge = element.attributes.first(where: { $0.name.hasPrefix("data-bridge-") && !$0.name.hasPrefix("data-bridge--") }) {
            let mounted = template.selfAndAncestors(of: element).dropFirst().flatMap { candidate in
                candidate.controllerTokens.flatMap { single($0.text, in: catalog) }
            }
            for component in mounted where !items.contains(where: { $0.component.identifier == component.identifier }) {
                items.append(NativeItem(component: component, role: .bridgeAttributes(bridge)))
            }
        }
        return items
    }

    /// Whether the component may read `element` as this item: a target counts when its
    /// component is mounted around it in this file, or on some render path above it (a page's
    /// layout, a partial's caller); a partial's target also when its paths are unknown.
    func isRead(around element: Element, in context: RuleContext) -> Bool {
        guard case .target(_, let scope) = role else { return true }
        switch scope {
        case .found:
            return true
        case .missing:
            switch context.reach(of: component.identifier, around: element) {
            case .mounted, .partly(_, seenMounted: true): return true
            default: return false
            }
        case .unknown:
            guard context.template.isPartial, case .missing = context.reach(of: component.identifier, around: element) else { return true }
            return false
        }
    }

    /// The bridge component with this identifier when exactly one file defines it.
    private static func single(_ identifier: String, in catalog: ControllerCatalog) -> [StimulusController] {
        let definitions = catalog.controllers(named: identifier)
        guard let first = definitions.first, first.isBridgeComponent, first.membersAreKnown,
              !catalog.knownExternalIdentifiers.contains(identifier),
              definitions.allSatisfy({ $0.path == first.path }) else { return [] }
        return [first]
    }
}
