import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports `data-turbo-permanent` on an element without an `id`: Turbo keeps only
/// `[id][data-turbo-permanent]` elements across visits, matching them by id.
public struct TurboPermanentWithoutIDRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-permanent-without-id",
        summary: "`data-turbo-permanent` on an element without an `id`: Turbo cannot keep it across visits.",
        defaultSeverity: .warning)

    public init() {}

    /// Helper elements Rails gives an id of its own: form builder fields (`post_title`), field
    /// tags (`text_field_tag "q"` -> `id="q"`), `form_for`, `turbo_frame_tag`.
    private static let elementsWithGeneratedIDs: Set<String> = ["input", "select", "textarea", "form", "turbo-frame"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where !element.hasDynamicAttributes {
            guard let permanent = element.attributes.first(where: { $0.lowercasedName == "data-turbo-permanent" }),
                  !element.attributes.contains(where: { $0.lowercasedName == "id" }),
                  !(element.isHelper && Self.elementsWithGeneratedIDs.contains(element.name)) else { continue }
            diagnostics.append(context.diagnostic(
                "`data-turbo-permanent` on an element without an `id` does nothing: Turbo keeps an element across visits only by matching its `id` on the next page",
                at: permanent.nameRange,
                help: "give the element an `id` that stays the same on every page that shows it"))
        }
        return diagnostics
    }
}
