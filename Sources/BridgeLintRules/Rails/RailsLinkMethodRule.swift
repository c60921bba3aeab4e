import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a link that asks Rails UJS for a non-GET method (`link_to ..., method: :delete`,
/// `data: { method: :delete }`, `<a data-method="delete">`): Turbo ignores `data-method`.
public struct RailsLinkMethodRule: Rule {
    public let metadata = RuleMetadata(
        id: "rails-link-method",
        summary: "A link with the UJS `data-method` (`method:` on `link_to`), which does nothing under Turbo.",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let diagnostics = linksWithMethod(context)
        // Asked only when there is something to report: finding the template's place in the
        // repository costs more than the search (most templates have no such link).
        guard !diagnostics.isEmpty, runsUnderTurbo(context) else { return [] }
        return diagnostics
    }

    /// Whether the template's page runs Turbo without UJS: only in an app that names Turbo as a
    /// dependency, and not when something loads Rails UJS, which does send the method in
    /// `data-method` (a template whose place is unknown counts as the app's own), nor when an
    /// entry point serving it could not be read.
    private func runsUnderTurbo(_ context: RuleContext) -> Bool {
        let templatePath = context.project.relativePath(ofShown: context.template.file.path) ?? ""
        return context.project.railsUJS.loader(servingTemplateAt: templatePath) == nil && context.project.namesTurbo
    }

    private func linksWithMethod(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where element.name == "a" {
            // `data: { turbo_method: :delete }` beside it: Turbo sends that method, and the
            // UJS attribute is only redundant (a real app writes both).
            if element.attributes.contains(where: { $0.name.lowercased() == "data-turbo-method" }) { continue }
            // One finding per link, also when it spells the method twice (`method:` and `data:`).
            let spellings = element.attributes.filter { $0.name.lowercased() == "data-method" }
            for attribute in spellings.prefix(1) {
                guard let method = attribute.value?.staticText, method.lowercased() != "get" else { continue }
                diagnostics.append(context.diagnostic(
                    "\(spelling(of: attribute, method: method)) on a link is the Rails UJS attribute `data-method`, which does nothing under Turbo: the link sends a GET",
                    at: attribute.nameRange,
                    help: "use `button_to` (a form), or `data: { turbo_method: :\(method) }` (`data-turbo-method=\"\(method)\"`) on the link"))
            }
        }
        return diagnostics
    }

    /// The attribute as the template writes it.
    private func spelling(of attribute: Attribute, method: String) -> String {
        guard case .rubyKey(let key) = attribute.origin else { return "`data-method=\"\(method)\"`" }
        return key.hash == "data" ? "`data: { \(key.text): :\(method) }`" : "`\(key.text): :\(method)`"
    }
}
