import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a `data-<identifier>-target` value that the controller does not declare.
public struct StimulusUnknownTargetRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-unknown-target",
        summary: "A target name the controller does not declare in `static targets`.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in context.stimulusAttributes(of: element) where attribute.kind == .target {
                guard let identifier = attribute.identifier, let controller = ClosedController.find(identifier, in: catalog) else { continue }
                for token in attribute.attribute.value?.possibleTokens ?? [] where !controller.targets.contains(token.text) {
                    // Code finds this element itself (`querySelector('[data-x-target="button"]')`),
                    // or reads the attribute's value as data (`event.currentTarget.dataset.xTarget`),
                    // or finds elements by it whatever its value (`querySelector('[data-x-target]')`).
                    // Stimulus calls `<name>TargetConnected`/`Disconnected` for every token of the
                    // attribute, declared or not: a controller defining one uses the target.
                    if controller.actionMethods.contains(token.text + "TargetConnected")
                        || controller.actionMethods.contains(token.text + "TargetDisconnected")
                        || controller.readsDataAttribute(attribute.attribute.name, value: token.text)
                        || catalog.readsDataAttribute(attribute.attribute.name, value: token.text)
                        || catalog.readsValue(ofDataAttribute: attribute.attribute.name)
                        || catalog.selectsAnyValue(ofDataAttribute: attribute.attribute.name)
                        // or a stylesheet selects it (`[data-x-target="badge"]`, `[data-x-target]`).
                        || context.project.stylesheetSelectors.selects(attribute.attribute.name, value: token.text)
                        // or a template's inline script does, or Flowbite (`data-modal-target="<id>"`).
                        || context.pageCodeSelects(attribute.attribute.name, value: token.text, orReadsValue: true) { continue }
                    let suggestions = StringDistance.suggestions(for: token.text, among: controller.targets)
                    let declared = controller.targets.sorted().map { "`\($0)`" }.joined(separator: ", ")
                    // The target it may mean: code that reads it gets nothing (unless none does, or
                    // it finds that target on another element of the same controller).
                    let setNearby = controller.mayGainMethods ? [:] : Self.lines(setting: suggestions.filter { !catalog.mayReadEveryTarget($0) },
                                                                                  of: identifier, besides: element, in: context)
                    let isRead = { (name: String) in setNearby[name] == nil && (controller.mayGainMethods || catalog.mayReadTarget(name)) }
                    diagnostics.append(context.diagnostic(
                        "`\(token.text)` is not a target of `\(identifier)`" + (declared.isEmpty ? "; it declares no targets" : "; it declares \(declared)")
                            + MemberSeverity.unreadNote(suggestions: suggestions, kind: "target", setNearby: setNearby, controller: identifier, isRead: isRead),
                        at: token.range,
                        help: "fix the name, or add \"\(token.text)\" to `static targets` in \(controller.path)",
                        suggestions: suggestions,
                        fix: suggestions.count == 1 && context.template.file.text(in: token.range) == token.text ? context.replacement(token.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
                        related: [context.related(path: controller.path, location: controller.classLocation, "`\(identifier)` is defined here")],
                        severity: MemberSeverity.ofUndeclared(suggestions: suggestions, isRead: isRead)))
                }
            }
        }
        return diagnostics
    }

    /// The line of an element other than `element` that sets each of `names` as a target of
    /// `identifier` under the same controller element (the nearest ancestor mounting it in this
    /// template, or none in either: then the one a render site puts around the whole template).
    /// Code that reads only the first such target (`this.nameTarget`) finds that one.
    private static func lines(setting names: [String], of identifier: String, besides element: Element, in context: RuleContext) -> [String: Int] {
        guard !names.isEmpty, let scope = mountingAncestor(of: identifier, around: element, in: context.template) else { return [:] }
        var lines: [String: Int] = [:]
        for other in context.template.elements where other.range.start != element.range.start {
            for attribute in context.stimulusAttributes(of: other) where attribute.kind == .target && attribute.identifier == identifier {
                for token in attribute.attribute.value?.possibleTokens ?? [] where names.contains(token.text) && lines[token.text] == nil {
                    guard mountingAncestor(of: identifier, around: other, in: context.template) == scope else { continue }
                    lines[token.text] = context.template.file.position(of: other.range.start).line
                }
            }
        }
        return lines
    }

    /// Where `element` finds `identifier` in this template: the start of the nearest element at
    /// or above it that mounts it, or -1 when none does (the controller is outside the
    /// template); nil when an element on the way may mount controllers it does not show.
    private static func mountingAncestor(of identifier: String, around element: Element, in template: Template) -> Int? {
        for candidate in template.selfAndAncestors(of: element) {
            if candidate.controllerTokens.contains(where: { $0.text == identifier }) { return candidate.range.start }
            if candidate.mayHaveUnknownControllers || !candidate.alternatives.isEmpty { return nil }
        }
        return -1
    }
}
