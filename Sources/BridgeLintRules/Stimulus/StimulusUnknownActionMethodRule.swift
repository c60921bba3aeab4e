import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports the `#method` of an action that the controller does not define. Silent for a
/// controller that hands itself to a function (a mixin), which may add methods.
public struct StimulusUnknownActionMethodRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-unknown-action-method",
        summary: "An action calls a method the controller does not define.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    /// Methods every controller inherits from Stimulus' `Controller` (and the bridge's
    /// `BridgeComponent`): odd as actions, but never missing.
    static let inheritedMethods: Set<String> = ["initialize", "connect", "disconnect", "dispatch", "send"]

    /// How many of a controller's methods a message lists.
    static let listedMethods = 8

    /// The methods of `methods` a message lists for the unknown `name`: the closest in spelling,
    /// the controller's own helpers (`_format`, `#format`) last, in alphabetical order.
    static func closest(to name: String, among methods: [String]) -> [String] {
        let target = StringDistance.normalized(name)
        let ranked = methods.map { method in
            (method, isHelper: method.hasPrefix("_") || method.hasPrefix("#"), distance: StringDistance.editDistance(target, StringDistance.normalized(method)))
        }
        return ranked.sorted { ($0.isHelper ? 1 : 0, $0.distance, $0.0) < ($1.isHelper ? 1 : 0, $1.distance, $1.0) }
            .prefix(listedMethods).map(\.0).sorted()
    }

    static func isCallback(_ name: String) -> Bool {
        inheritedMethods.contains(name) || StimulusController.isCallback(name)
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        guard context.project.knowsControllers else { return [] }
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in element.attributes where attribute.name == "data-action" {
                for token in attribute.value?.possibleTokens ?? [] {
                    let descriptor = ActionDescriptor(token: token.text, range: token.range)
                    // Malformed names are `stimulus-invalid-action`'s.
                    guard let identifier = descriptor.identifier, let method = descriptor.method, ActionGrammar.isMethodName(method.text),
                          let controller = ClosedController.find(identifier.text, in: catalog), !controller.mayGainMethods else { continue }
                    let name = method.text
                    guard !controller.actionMethods.contains(name), !controller.otherFields.contains(name),
                          !Self.inheritedMethods.contains(name) else { continue }
                    // Lifecycle and change callbacks are methods too, but never what an action meant.
                    let candidates = controller.actionMethods.filter { !Self.isCallback($0) }
                    let suggestions = StringDistance.suggestions(for: name, among: candidates)
                    let methods = candidates.sorted()
                    let listed = methods.count <= Self.listedMethods
                        ? methods.map { "`\($0)`" }.joined(separator: ", ")
                        : "\(methods.count) methods, the closest to it " + Self.closest(to: name, among: methods).map { "`\($0)`" }.joined(separator: ", ") + ", …"
                    let exact = context.template.file.text(in: method.range) == name
                    let unfired = UnfiredAction.note(descriptor, on: element)
                    diagnostics.append(context.diagnostic(
                        "`\(name)` is not a method of `\(identifier.text)`" + (methods.isEmpty ? "; it defines no action methods" : "; it defines \(listed)") + (unfired ?? ""),
                        at: method.range,
                        help: "fix the name, or define `\(name)(event) { … }` in \(controller.path)",
                        suggestions: suggestions,
                        fix: suggestions.count == 1 && exact ? context.replacement(method.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
                        related: [context.related(path: controller.path, location: controller.classLocation, "`\(identifier.text)` is defined here")],
                        severity: unfired == nil ? nil : .warning))
                }
            }
        }
        return diagnostics
    }
}
