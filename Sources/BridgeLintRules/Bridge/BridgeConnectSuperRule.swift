import BridgeLintCore
import BridgeLintProject

/// Reports a bridge component whose `connect()` does not call `super.connect()`:
/// `BridgeComponent.connect()` installs the `native:restore` listener, so without it the
/// component is not re-announced when the native side restores the page. Strada's
/// `BridgeComponent` (`@hotwired/strada`, the bridge's predecessor) has an empty `connect()`
/// and no restore listener: its components need no `super.connect()`.
public struct BridgeConnectSuperRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "bridge-connect-super",
        summary: "A bridge component that overrides `connect()` without calling `super.connect()`.",
        defaultSeverity: .error)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        var seenPaths: Set<String> = []
        return context.project.controllers.bridgeComponents.compactMap { component in
            guard component.overridesConnect, !component.callsSuperConnect, let location = component.connectLocation,
                  component.bridgeComponentModule != Self.stradaModule,
                  seenPaths.insert(component.path).inserted else { return nil }
            let name = component.componentName ?? component.identifier
            return context.finding(
                in: component.path, at: .token(at: location),
                "`connect()` of bridge component `\(name)` does not call `super.connect()`; `BridgeComponent.connect()` sets up the `native:restore` listener, so the component breaks when the native app restores the page",
                about: name,
                help: "call `super.connect()` first in `connect()`")
        }
    }

    static let stradaModule = "@hotwired/strada"
}
