import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a form builder field whose model is known and has no such attribute, while a close
/// one exists (`:descritpion` against `has_rich_text :description`). Rendering calls the
/// missing method (an error page), and a submitted value is never assigned.
///
/// It owns fields whose model it can read; `form-field-typo` only compares field names with
/// each other where the model is unknown, so one typo is reported once.
public struct FormUnknownFieldRule: Rule {
    public let metadata = RuleMetadata(
        id: "form-unknown-field",
        summary: "A form field name that is not an attribute of the form's model, while a close attribute is.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    /// Builder methods whose name argument is not an attribute. A `label` is checked: it names
    /// the attribute whose field it points at.
    static let methodsWithoutAttribute: Set<String> = ["submit", "button", "fields_for", "fields"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let template = context.template
        var diagnostics: [Diagnostic] = []
        for element in template.elements {
            guard let field = element.field, !Self.methodsWithoutAttribute.contains(field.method),
                  let form = FormModel.of(element, field: field, in: template, schema: context.project.schema),
                  form.attributes[field.name] == nil else { continue }
            let close = form.attributes.keys.filter { FieldNames.areTypos(field.name, $0) }
            let suggestions = StringDistance.suggestions(for: field.name, among: close)
            guard let best = suggestions.first, let attribute = form.attributes[best] else { continue }
            let verbatim = template.file.text(in: field.nameRange) == field.name
            diagnostics.append(context.diagnostic(
                "`\(field.name)` is not an attribute of `\(form.model.name)`; it has `\(best)` (\(Self.describe(attribute)))",
                at: field.nameRange,
                help: field.method == "label"
                    ? "use the model's attribute name, so the label points at the field"
                    : "use the model's attribute name: rendering calls `\(form.model.name)#\(field.name)`, which does not exist, and the parameter would never be assigned",
                suggestions: suggestions,
                fix: suggestions.count == 1 && verbatim
                    ? context.replacement(field.nameRange, with: best, title: "use `\(best)`", applicability: .unsafe) : nil,
                related: [context.related(path: attribute.site.path, location: FileLocation(line: attribute.site.line, column: attribute.site.column),
                                          "`\(best)` is declared here")]))
        }
        return diagnostics
    }

    /// "a column", "rich text (`has_rich_text`)".
    static func describe(_ attribute: ModelAttribute) -> String {
        switch attribute.kind {
        case .column: "a `\(attribute.declaredBy)` column"
        case .method: "a method"
        default: "declared with `\(attribute.declaredBy)`"
        }
    }
}
