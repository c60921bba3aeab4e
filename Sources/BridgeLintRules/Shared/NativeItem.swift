import BridgeLintProject
import BridgeLintTemplate

/// An element a bridge component reads as a native item (PROTOCOL §1: a component wraps its
/// targets, or its own element, in `BridgeElement`).
struct NativeItem {
    enum Role {
        /// The element is a target (`data-<identifier>-target`) of the component.
        case target(Attribute)
        /// The element carries the component's `data-controller`.
        case componentElement
        /// The element carries `data-bridge-*` attributes inside the component's element.
        case bridgeAttributes(Attribute)
    }

    var component: StimulusController
    var role: Role

    /// The roles of `element` for the bridge components of the app. A target counts only when
    /// its controller is not provably missing above it.
    static func roles(of element: Element, in template: Template, catalog: ControllerCatalog) -> [NativeItem] {
        let known = catalog.allIdentifiers
        var items: [NativeItem] = []
        for attribute in element.stimulusAttributes(known: known) where attribute.kind == .target {
            guard let identifier = attribute.identifier, attribute.attribute.value?.staticTokens.isEmpty == false
                    || attribute.attribute.value?.isDynamic == true else { continue }
            if case .missing = ControllerScope.resolve(identifier, from: element, in: template) { continue }
            for component in single(identifier, in: catalog) {
                items.append(NativeItem(component: component, role: .target(attribute.attribute)))
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

    /// The bridge component with this identifier when exactly one file defines it.
    private static func single(_ identifier: String, in catalog: ControllerCatalog) -> [StimulusController] {
        let definitions = catalog.controllers(named: identifier)
        guard let first = definitions.first, first.isBridgeComponent, first.membersAreKnown,
              !catalog.knownExternalIdentifiers.contains(identifier),
              definitions.allSatisfy({ $0.path == first.path }) else { return [] }
        return [first]
    }
}
