import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports `link_to ..., method: :delete`: Rails emits the UJS `data-method`, which Turbo ignores.
public struct RailsLinkMethodRule: Rule {
    public let metadata = RuleMetadata(
        id: "rails-link-method",
        summary: "`link_to` with `method:` renders the UJS `data-method`, which does nothing under Turbo.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // The app starts Rails UJS, which does send the method in `data-method`.
        guard context.project.railsUJSEntryPoint == nil else { return [] }
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where element.name == "a" && element.isHelper {
            // `data: { turbo_method: :delete }` beside it: Turbo sends that method, and the
            // UJS attribute is only redundant (a real app writes both).
            if element.attributes.contains(where: { $0.name == "data-turbo-method" }) { continue }
            for attribute in element.attributes where attribute.name == "data-method" {
                guard case .rubyKey(let key) = attribute.origin, key.text == "method", key.hash == nil,
                      let method = attribute.value?.staticText, method.lowercased() != "get" else { continue }
                diagnostics.append(context.diagnostic(
                    "`method: :\(method)` on a link renders the Rails UJS attribute `data-method`, which does nothing under Turbo: the link sends a GET",
                    at: attribute.nameRange,
                    help: "use `button_to` (a form), or `data: { turbo_method: :\(method) }` on the link"))
            }
        }
        return diagnostics
    }
}
