import BridgeLintCore
import BridgeLintProject

/// Reports a bridge component whose `connect()` does not call `super.connect()`:
/// `BridgeComponent.connect()` installs the `native:restore` listener from
/// `@hotwired/hotwire-native-bridge` 1.2.2 on, so without it the component is not re-announced
/// when the native side restores the page. Earlier versions (an empty `connect()` in v1.0.0)
/// and Strada's `BridgeComponent` (`@hotwired/strada`, the bridge's predecessor) have nothing to
/// call. When no file says which version the app runs, the finding is a warning that says what
/// it assumed.
public struct BridgeConnectSuperRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "bridge-connect-super",
        summary: "A bridge component that overrides `connect()` without calling `super.connect()`.",
        defaultSeverity: .error)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let version = context.project.bridgeLibraryVersion
        if let version, version.version < BridgeLibraryPackage.restoreListenerVersion { return [] }
        var seenPaths: Set<String> = []
        return context.project.controllers.bridgeComponents.compactMap { component in
            guard component.overridesConnect, !component.callsSuperConnect, let location = component.connectLocation,
                  component.bridgeComponentModule != Self.stradaModule,
                  seenPaths.insert(component.path).inserted else { return nil }
            let name = component.componentName ?? component.identifier
            let assumption = version == nil
                ? " (no lockfile, importmap pin or vendored copy says which version of \(BridgeLibraryPackage.name) the app runs; assuming \(BridgeLibraryPackage.restoreListenerVersion) or later, whose `connect()` does this)"
                : ""
            return context.finding(
                in: component.path, at: .token(at: location),
                "`connect()` of bridge component `\(name)` does not call `super.connect()`; `BridgeComponent.connect()` sets up the `native:restore` listener, so the component breaks when the native app restores the page\(assumption)",
                about: name,
                help: "call `super.connect()` first in `connect()`",
                severity: version == nil ? .warning : nil)
        }
    }

    static let stradaModule = "@hotwired/strada"
}
