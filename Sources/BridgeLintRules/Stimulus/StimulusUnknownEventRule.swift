import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports an action event that is neither a DOM event nor shaped like a custom event: an
/// error when it is a typo of a DOM event, a warning otherwise.
public struct StimulusUnknownEventRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-unknown-event",
        summary: "An action event that is not a DOM event and does not look custom (`focsuin` for `focusin`).",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.project.knowsControllers else { return [] }
        let extraEvents = Set(context.setting?.option("events")?.array?.compactMap(\.string) ?? [])
        var diagnostics: [Diagnostic] = []
        // Read only for an event that may be a typo: most templates have none.
        var hearingAnyEvent: Set<Int>?
        for element in context.template.elements {
            for attribute in element.attributes where attribute.name == "data-action" {
                for token in attribute.value?.possibleTokens ?? [] {
                    let descriptor = ActionDescriptor(token: token.text, range: token.range)
                    // Empty events and several modifiers are `stimulus-invalid-action`'s.
                    guard let event = descriptor.event, let name = descriptor.stimulusEventName, !event.text.isEmpty, !event.text.contains("+"),
                          !DOMEvents.isKnown(name), !extraEvents.contains(name) else { continue }
                    if event.text.hasPrefix(TurboLibrary.eventPrefix) {
                        if let diagnostic = unknownTurboEvent(event, context: context) { diagnostics.append(diagnostic) }
                        continue
                    }
                    guard !DOMEvents.looksCustom(name) else { continue }
                    // A custom element may dispatch any name: on it, above it (events bubble),
                    // and on the window or document of a page that has one.
                    let hearing = hearingAnyEvent ?? Self.elementsHearingAnyEvent(in: context.template)
                    hearingAnyEvent = hearing
                    if descriptor.globalTarget == nil ? hearing.contains(element.index) : !hearing.isEmpty { continue }
                    // The app sends this very name (`new CustomEvent("clicked")`): no typo, however
                    // close it is to a DOM event.
                    if context.project.controllers.sendsEvent(named: name) { continue }
                    let suggestions = DOMEvents.mayBeTypo(name) ? DOMEvents.suggestions(for: event.text) : []
                    let exact = context.template.file.text(in: event.range) == event.text
                    if suggestions.isEmpty {
                        // The app sends it itself (`this.dispatch(this.nameValue, { prefix: false })`).
                        if context.project.controllers.mayDispatch(name) { continue }
                        // A library the app's controller hands this element to may dispatch it (`new Choices(this.selectTarget)`).
                        if Self.isHandedToPackage(element, context: context) { continue }
                        diagnostics.append(unsentCustomEvent(event, context: context))
                    } else {
                        diagnostics.append(context.diagnostic(
                            "`\(event.text)` is not a DOM event; the action listens for an event that never fires",
                            at: event.range,
                            help: "event names are case-sensitive and spelled as in the DOM (`keydown`, `focusin`, `DOMContentLoaded`)",
                            suggestions: suggestions,
                            fix: suggestions.count == 1 && exact ? context.replacement(event.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil))
                    }
                }
            }
        }
        return diagnostics
    }

    /// A name that is no DOM event nor a typo of one, which no script of the app sends: a warning,
    /// since code the linter cannot read may send it.
    private func unsentCustomEvent(_ event: ActionDescriptor.Part, context: RuleContext) -> Diagnostic {
        let name = event.text
        if name.hasPrefix("$"), name.count > 1 {
            let jQueryEvent = String(name.dropFirst())
            return context.diagnostic(
                "`\(name)` is what jquery-events-to-dom-events sends for jQuery's `\(jQueryEvent)` event, but no script of this app calls its `delegate(\"\(jQueryEvent)\")`; nothing bridgelint read sends `\(name)`",
                at: event.range,
                help: "call `delegate(\"\(jQueryEvent)\")` from jquery-events-to-dom-events (in `connect()`), or, if other code sends `\(name)`, list it under this rule's `events:` in .bridgelint.yml",
                severity: .warning)
        }
        return context.diagnostic(
            "`\(name)` is not a DOM event, and custom events usually contain `:` or `-` (`turbo:load`, `trix-change`)",
            at: event.range,
            help: "if something dispatches `\(name)`, list it under this rule's `events:` in .bridgelint.yml; Stimulus' `this.dispatch(\"\(name)\")` sends `<identifier>:\(name)`",
            severity: .warning)
    }

    /// A `turbo:` event Turbo never dispatches, unless the app's own code sends it: an error
    /// when it is a typo of one of Turbo's events, a warning otherwise.
    private func unknownTurboEvent(_ event: ActionDescriptor.Part, context: RuleContext) -> Diagnostic? {
        let name = event.text
        guard !TurboLibrary.events.contains(name), !context.project.controllers.mayDispatch(name) else { return nil }
        let suggestions = StringDistance.suggestions(for: name, among: TurboLibrary.events)
        let exact = context.template.file.text(in: event.range) == name
        return context.diagnostic(
            "`\(name)` is not an event Turbo dispatches, and no script of this app sends it; the action never fires",
            at: event.range,
            help: suggestions.first.map { "did you mean `\($0)`?" }
                ?? "Turbo's events are " + TurboLibrary.events.sorted().map { "`\($0)`" }.joined(separator: ", "),
            suggestions: suggestions,
            fix: suggestions.count == 1 && exact ? context.replacement(event.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
            severity: suggestions.isEmpty ? .warning : nil)
    }

    /// Whether a controller hands `element` to a package's code: the element mounts it and it
    /// hands `this.element`, or the element is its target and it hands that target
    /// (`this.selectTarget`, `this.selectTargets`).
    private static func isHandedToPackage(_ element: Element, context: RuleContext) -> Bool {
        let catalog = context.project.controllers
        if element.mountedIdentifiers.contains(where: { catalog.controllers(named: $0).contains(where: \.handsElementToPackage) }) { return true }
        return context.stimulusAttributes(of: element).contains { attribute in
            guard attribute.kind == .target, let identifier = attribute.identifier, let names = attribute.attribute.value?.possibleTokens else { return false }
            return catalog.controllers(named: identifier).contains { controller in names.contains { controller.handsTargetToPackage($0.text) } }
        }
    }

    /// The indices of the elements that may dispatch events of any name, and of their ancestors.
    private static func elementsHearingAnyEvent(in template: Template) -> Set<Int> {
        var result: Set<Int> = []
        for element in template.elements where DOMEvents.mayDispatchAnyEvent(elementNamed: element.name) {
            for candidate in template.selfAndAncestors(of: element) where !result.insert(candidate.index).inserted { break }
        }
        return result
    }
}

extension ControllerCatalog {
    /// Whether a script of the app sends an event of exactly this name.
    func sendsEvent(named name: String) -> Bool {
        eventSends.names.contains(name)
    }
}
