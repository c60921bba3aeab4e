import BridgeLintProject
import BridgeLintTemplate

/// Which bridge components may read an element's `data-bridge-*` attributes: those mounted on
/// the element or its ancestors, on every render path when the render graph knows them all.
/// When that cannot be proven (a partial whose render paths are unknown, a dynamic
/// `data-controller`, or no component mounted around it), every bridge component of the app.
enum BridgeScope {
    /// The components to compare against; `isProven` says they are the ones mounted above.
    case components([StimulusController], isProven: Bool)
    /// A relevant controller's reads are not all known: nothing can be said.
    case unknown

    /// `around`: every controller mounted around the element on its render paths (see
    /// `RuleContext.controllers(around:)`), or nil to judge from this file alone.
    static func resolve(for element: Element, in template: Template, catalog: ControllerCatalog, around: Set<String>? = nil) -> BridgeScope {
        // A script that reads computed names from any `BridgeElement` may read anything anywhere.
        if catalog.supportScripts.contains(where: \.readsDynamicBridgeAttributes) { return .unknown }
        var identifiers: [String]
        var proven: Bool
        if let around {
            identifiers = around.sorted()
            proven = true
        } else {
            identifiers = []
            proven = !template.isPartial
            for candidate in template.selfAndAncestors(of: element) {
                if candidate.mayHaveUnknownControllers { proven = false }
                identifiers += candidate.controllerTokens.map(\.text)
            }
        }
        var mounted: [StimulusController] = []
        for identifier in identifiers {
            if catalog.knownExternalIdentifiers.contains(identifier) { return .unknown }
            // Possibly defined by a package bridgelint could not read.
            if !catalog.isKnown(identifier), !catalog.identifiersAreComplete { return .unknown }
            for controller in catalog.controllers(named: identifier) {
                if controller.bridgeReadsAreUnknown { return .unknown }
                if controller.readsBridgeAttributes { mounted.append(controller) }
            }
        }
        let relevant: [StimulusController]
        if proven, !mounted.isEmpty {
            relevant = mounted
        } else {
            proven = false
            relevant = catalog.controllers.filter(\.readsBridgeAttributes)
            // Every controller is relevant now, including those whose reads are unknown: a
            // package's controllers (`controllers: known:`) and subclasses of app base classes.
            if !catalog.knownExternalIdentifiers.isEmpty || !catalog.identifiersAreComplete
                || catalog.controllers.contains(where: \.bridgeReadsAreUnknown) { return .unknown }
        }
        guard !relevant.isEmpty, !relevant.contains(where: { $0.readsDynamicBridgeAttributes || !$0.membersAreKnown }) else { return .unknown }
        return .components(relevant, isProven: proven)
    }
}
