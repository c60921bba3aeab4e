import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a target or action whose controller is mounted neither on the element nor on any
/// ancestor, where that is provable.
public struct StimulusOutOfScopeRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-out-of-scope",
        summary: "A target or action outside every element that mounts its controller.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        guard context.project.knowsControllers else { return [] }
        let template = context.template
        var diagnostics: [Diagnostic] = []
        var mountedElsewhere: [String: Bool] = [:]
        func report(_ identifier: String, at range: SourceRange, what: String, on element: Element) {
            guard catalog.isKnown(identifier), case .missing = ControllerScope.resolve(identifier, from: element, in: template) else { return }
            // A full template is rendered inside a layout (or another template) that may mount
            // the controller: only a controller nothing else ever mentions is provably missing.
            let elsewhere = mountedElsewhere[identifier] ?? context.corpus.anyTemplate(otherThan: template.file.path, contains: identifier)
            mountedElsewhere[identifier] = elsewhere
            guard !elsewhere else { return }
            diagnostics.append(context.diagnostic(
                "\(what) belongs to `\(identifier)`, but no element from this `<\(element.name)>` up mounts `\(identifier)`, and no other template or layout does",
                at: range,
                help: "add `\(identifier)` to `data-controller` on this element or one of its ancestors (or on `<body>` in the layout); Stimulus only connects \(what) inside its controller's element",
                related: catalog.controllers(named: identifier).first.map { [context.related(path: $0.path, location: $0.classLocation, "`\(identifier)` is defined here")] } ?? []))
        }
        for element in template.elements {
            for attribute in context.stimulusAttributes(of: element) {
                switch attribute.kind {
                case .target:
                    guard let identifier = attribute.identifier, let range = attribute.identifierRange,
                          !(attribute.attribute.value?.staticTokens.isEmpty ?? true) else { continue }
                    report(identifier, at: range, what: "the target `\(attribute.attribute.name)`", on: element)
                case .action:
                    for token in attribute.attribute.value?.staticTokens ?? [] {
                        let descriptor = ActionDescriptor(token: token.text, range: token.range)
                        guard let identifier = descriptor.identifier, !identifier.text.isEmpty, descriptor.method != nil else { continue }
                        report(identifier.text, at: identifier.range, what: "the action `\(token.text)`", on: element)
                    }
                default:
                    continue
                }
            }
        }
        return diagnostics
    }
}
