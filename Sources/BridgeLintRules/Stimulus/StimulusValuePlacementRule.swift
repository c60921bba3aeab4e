import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a value, class or outlet attribute that is not on its controller's element:
/// Stimulus reads them from the controller element only.
public struct StimulusValuePlacementRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-value-placement",
        summary: "A value, class or outlet attribute on an element that does not mount its controller.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        guard context.project.knowsControllers else { return [] }
        let known = catalog.allIdentifiers
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where !element.mayHaveUnknownControllers && !element.name.hasPrefix("#") {
            let mounted = Set(element.controllerTokens.map(\.text))
            for attribute in element.stimulusAttributes(known: known) {
                let kind: String
                switch attribute.kind {
                case .value: kind = "value"
                case .cssClass: kind = "class"
                case .outlet: kind = "outlet"
                default: continue
                }
                guard let identifier = attribute.identifier, catalog.isKnown(identifier), !mounted.contains(identifier),
                      !RailsDataKeys.isMisDasherizedKey(attribute, identifiers: context.identifiers) else { continue }
                var related: [RelatedLocation] = []
                var place = "no element in this file mounts it"
                if case .found(let owner) = ControllerScope.resolve(identifier, from: element, in: context.template) {
                    let line = context.template.file.position(of: owner.startTagRange.start).line
                    place = "`\(identifier)` is mounted on the `<\(owner.name)>` at line \(line)"
                    related.append(context.related(owner.nameRange, "`\(identifier)` is mounted here"))
                }
                diagnostics.append(context.diagnostic(
                    "`\(attribute.attribute.name)` is on a `<\(element.name)>` that does not mount `\(identifier)`, so Stimulus never reads this \(kind) (\(place))",
                    at: attribute.attribute.nameRange,
                    help: "move it to the element with `data-controller=\"\(identifier)\"`; a \(kind) must sit on the controller element itself",
                    related: related))
            }
        }
        return diagnostics
    }
}
