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
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where !element.mayHaveUnknownControllers && !element.name.hasPrefix("#") {
            let mounted = Set(element.controllerTokens.map(\.text))
            for attribute in context.stimulusAttributes(of: element) {
                let kind: String
                switch attribute.kind {
                case .value: kind = "value"
                case .cssClass: kind = "class"
                case .outlet: kind = "outlet"
                default: continue
                }
                guard let identifier = attribute.identifier, catalog.isKnown(identifier), !mounted.contains(identifier),
                      !RailsDataKeys.isMisDasherizedKey(attribute, identifiers: context.identifiers) else { continue }
                // Code reads the attribute itself (`dataset.columnIdValue`), or reads its
                // controller's attributes by computed names (`dataset[name]`).
                if catalog.readsDataAttribute(attribute.attribute.name) || catalog.readsAttributesDynamically(identifier) { continue }
                // A stylesheet selects it (`[data-x-open-value="true"] .panel`): a CSS hook, wherever it sits.
                if context.project.stylesheetSelectors.selects(attribute.attribute.name) { continue }
                // The app's JavaScript may make this element the controller's (`setAttribute("data-controller", ...)`).
                if context.corpus.controllersMountedByScripts.contains(identifier) { continue }
                // A class bridgelint cannot read whole (a gem's, an unresolved import) may read
                // its attributes anywhere. One cause, one finding: a name the controller does not
                // declare is `stimulus-unknown-value`'s (or -class, -outlet), wherever it sits.
                guard let controller = ClosedController.find(identifier, in: catalog),
                      DeclaredMemberCheck.declares(attribute, in: controller) != false else { continue }
                // The same attribute on an element that mounts the controller is the one Stimulus
                // reads; this copy is deliberate (a CSS hook).
                if context.template.elements.contains(where: { other in
                    other.controllerTokens.contains { $0.text == identifier } && other.attribute(named: attribute.attribute.name) != nil
                }) { continue }
                // In a partial, that copy may sit on the controller element of a template rendering
                // it. Asked late: it reads other templates, like the check below.
                if context.template.isPartial, Self.aRenderingTemplateMayHoldTheCopy(of: attribute.attribute, for: identifier, context) { continue }
                // The app's form builder may give this field a controller of its own. Asked last:
                // it reads other templates, which makes this template's cached findings depend on them.
                if let field = element.field, context.corpus.formBuilderOverrides.mayAddControllers(to: field.method) { continue }
                var related: [RelatedLocation] = []
                let place: String
                switch ControllerScope.resolve(identifier, from: element, in: context.template) {
                case .found(let owner):
                    let line = context.template.file.position(of: owner.startTagRange.start).line
                    place = "`\(identifier)` \(owner.alwaysMounts(identifier) ? "is" : "may be") mounted on the `<\(owner.name)>` at line \(line)"
                    related.append(context.related(owner.nameRange, "`\(identifier)` is mounted here"))
                case .unknown:
                    if let computed = context.template.selfAndAncestors(of: element).first(where: \.mayHaveUnknownControllers) {
                        let line = context.template.file.position(of: computed.startTagRange.start).line
                        place = "the `<\(computed.name)>` at line \(line) may mount it through a computed `data-controller`"
                        related.append(context.related(computed.nameRange, "`data-controller` computed here"))
                    } else {
                        place = "the template rendering this partial may mount it, but not on this element"
                    }
                case .missing:
                    place = "no element in this file mounts it"
                }
                diagnostics.append(context.diagnostic(
                    "`\(attribute.attribute.name)` is on `<\(element.name)>`, which does not mount `\(identifier)`, so Stimulus never reads this \(kind) (\(place))",
                    at: attribute.attribute.nameRange,
                    help: "move it to the element with `data-controller=\"\(identifier)\"`; a \(kind) must sit on the controller element itself",
                    related: related))
            }
        }
        return diagnostics
    }

    /// Whether a template that renders this partial (directly or through other partials) writes
    /// `attribute` (as HTML, or as the `data:` key that renders it) and names `identifier`:
    /// where it mounts the controller around the render call with that copy, the copy here is
    /// deliberate.
    private static func aRenderingTemplateMayHoldTheCopy(of attribute: Attribute, for identifier: String, _ context: RuleContext) -> Bool {
        let name = attribute.name.lowercased()
        guard name.hasPrefix("data-") else { return false }
        let written = [name, name.dropFirst(5).replacingOccurrences(of: "-", with: "_")].map { Array($0.utf8) }
        let mentions = [identifier, identifier.replacingOccurrences(of: "-", with: "_")].map { Array($0.utf8) }
        guard let node = context.graph.node(at: context.template.file.path) else { return false }
        var seen: Set<String> = [node.path]
        var queue = [node.path]
        while let path = queue.popLast(), seen.count < 200 {
            for caller in context.graph.callers(of: path) where seen.insert(caller.path).inserted {
                if let bytes = context.corpus.templateText(at: caller.path),
                   written.contains(where: { ByteSearch.contains($0, in: bytes) }), mentions.contains(where: { ByteSearch.contains($0, in: bytes) }) {
                    return true
                }
                queue.append(caller.path)
            }
        }
        return false
    }
}
