import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a controller identifier that no controller defines: in `data-controller`, in a
/// `data-action` descriptor, or in a target/value/class/outlet/param attribute name.
public struct StimulusUnknownControllerRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-unknown-controller",
        summary: "A controller identifier that no controller file, register() call or known package defines.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        guard context.project.knowsControllers else { return [] }
        // A package whose definitions could not be read may define any identifier: only a near
        // miss of a known one is then provably a typo. A gem whose own layout registers its
        // controllers does so only on the pages that layout renders (asked on first need).
        var everyIdentifierIsKnown: Bool?
        func knowsEveryIdentifier() -> Bool {
            if everyIdentifierIsKnown == nil { everyIdentifierIsKnown = context.knowsEveryIdentifier }
            return everyIdentifierIsKnown == true
        }
        // One cause, one finding: an unknown identifier is reported where this template mounts
        // it, not again in the actions and attributes that name it.
        var mountedCache: Set<String>?
        func isMountedHere(_ identifier: String) -> Bool {
            if mountedCache == nil { mountedCache = context.template.elements.reduce(into: Set<String>()) { $0.formUnion($1.mountedIdentifiers) } }
            return mountedCache?.contains(identifier) == true
        }
        var diagnostics: [Diagnostic] = []
        func report(_ identifier: String, at range: SourceRange, in place: String, requireSuggestion: Bool) {
            // Markup the app's own code reads (`[data-controller=sourceable]`) is that code's.
            guard !catalog.isKnown(identifier), !catalog.codeReadsMarkup(of: identifier) else { return }
            let suggestions = context.identifiers.suggestions(for: identifier)
            if suggestions.isEmpty, requireSuggestion || !knowsEveryIdentifier() { return }
            // A page's own inline script may register it (asked last: it reads every template).
            guard !context.corpus.pageScriptRegistrations.contains(identifier) else { return }
            let fix = suggestions.count == 1 && context.template.file.text(in: range) == identifier
                ? context.replacement(range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil
            diagnostics.append(context.diagnostic(
                "`\(identifier)` is not a Stimulus controller this app defines (\(place))",
                at: range,
                help: suggestions.isEmpty
                    ? "create `\(ControllerNaming.path(for: identifier))`, fix the name, or declare it under `controllers: known:` in .bridgelint.yml if it comes from a package"
                    : "use the identifier of an existing controller; identifiers come from file paths (`bridge/nav_controller.js` is `bridge--nav`)",
                suggestions: suggestions, fix: fix))
        }
        for element in context.template.elements {
            for attribute in context.stimulusAttributes(of: element) {
                switch attribute.kind {
                case .controller:
                    for token in attribute.attribute.value?.possibleTokens ?? [] {
                        report(token.text, at: token.range, in: "in `data-controller`", requireSuggestion: false)
                    }
                case .action:
                    for token in attribute.attribute.value?.possibleTokens ?? [] {
                        let descriptor = ActionDescriptor(token: token.text, range: token.range)
                        // `turbo:render#update` (an event, no `->`) is `stimulus-invalid-action`'s.
                        guard let identifier = descriptor.identifier, !identifier.text.isEmpty, descriptor.method != nil,
                              !descriptor.identifierIsEventName, catalog.isKnown(identifier.text) || !isMountedHere(identifier.text) else { continue }
                        report(identifier.text, at: identifier.range, in: "in the action `\(token.text)`", requireSuggestion: false)
                    }
                case .target, .value, .cssClass, .outlet, .param:
                    guard let identifier = attribute.identifier, let range = attribute.identifierRange, catalog.isKnown(identifier) || !isMountedHere(identifier),
                          !RailsDataKeys.isMisDasherizedKey(attribute, identifiers: context.identifiers) else { continue }
                    // The page's own script selects the attribute (`querySelector('[data-total-value]')`): its hook.
                    if !catalog.isKnown(identifier),
                       ByteSearch.contains(Array(("[" + attribute.attribute.name).utf8), in: context.template.file.bytes) { continue }
                    // Other libraries use `data-*-target` too (`data-bs-target`): only a near
                    // miss of a real identifier is reported here.
                    report(identifier, at: range, in: "in `\(attribute.attribute.name)`", requireSuggestion: true)
                case .legacyTarget, .bridge:
                    continue
                }
            }
        }
        return diagnostics
    }
}

/// Where Stimulus' conventions put a controller's file.
enum ControllerNaming {
    /// `bridge--nav` -> `app/javascript/controllers/bridge/nav_controller.js`.
    static func path(for identifier: String) -> String {
        let parts = identifier.components(separatedBy: "--").map { String($0.map { $0 == "-" ? "_" : $0 }) }
        return "app/javascript/controllers/" + parts.joined(separator: "/") + "_controller.js"
    }
}
