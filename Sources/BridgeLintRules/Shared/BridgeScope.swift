import BridgeLintProject
import BridgeLintTemplate

/// Which bridge components may read an element's `data-bridge-*` attributes: those mounted on
/// the element or its ancestors. When the file cannot prove the scope (a partial, a dynamic
/// `data-controller`, or no component mounted in this file), every bridge component of the app.
enum BridgeScope {
    /// The components to compare against; `isProven` says they are the ones mounted above.
    case components([StimulusController], isProven: Bool)
    /// A relevant controller's reads are not all known: nothing can be said.
    case unknown

    static func resolve(for element: Element, in template: Template, catalog: ControllerCatalog) -> BridgeScope {
        var mounted: [StimulusController] = []
        var proven = !template.isPartial
        for candidate in template.selfAndAncestors(of: element) {
            if candidate.mayHaveUnknownControllers { proven = false }
            for token in candidate.controllerTokens {
                if catalog.knownExternalIdentifiers.contains(token.text) { return .unknown }
                for controller in catalog.controllers(named: token.text) {
                    if !controller.membersAreKnown { return .unknown }
                    if controller.isBridgeComponent { mounted.append(controller) }
                }
            }
        }
        let relevant: [StimulusController]
        if proven, !mounted.isEmpty {
            relevant = mounted
        } else {
            proven = false
            relevant = catalog.bridgeComponents
        }
        guard !relevant.isEmpty, !relevant.contains(where: { $0.readsDynamicBridgeAttributes || !$0.membersAreKnown }) else { return .unknown }
        return .components(relevant, isProven: proven)
    }

    /// The bridge components whose `data-controller` the element or an ancestor carries (no
    /// fallback): the components that may turn the element into a native item.
    static func mountedComponents(above element: Element, in template: Template, catalog: ControllerCatalog) -> [StimulusController] {
        template.selfAndAncestors(of: element).flatMap { candidate in
            candidate.controllerTokens.flatMap { catalog.controllers(named: $0.text).filter(\.isBridgeComponent) }
        }
    }
}
