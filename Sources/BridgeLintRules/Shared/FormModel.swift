import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// The model a form builder field writes to, as far as the template proves it, and every name
/// that model accepts.
struct FormModel {
    var model: ModelClass
    /// Every name the model accepts, by name (columns, rich text, attachments, associations,
    /// nested attributes, store accessors, virtual attributes, methods).
    var attributes: [String: ModelAttribute]
    /// Whether `attributes` is every name the model answers (see
    /// `SchemaCatalog.attributesAreComplete`): only then is a name provably missing.
    var isComplete: Bool
    /// The helper that built the form (`form_with`, `form_for`, `fields_for`); nil in a `_form`
    /// partial that receives its builder.
    var helper: String?

    /// Names every record answers whatever its schema: `fields_for` nested forms use `_destroy`.
    static let recordNames: Set = ["id", "_destroy"]

    /// Builder methods whose name argument is not an attribute. A `label` names one, but
    /// rendering it reads nothing: only a near miss of an attribute is wrong there.
    static let methodsWithoutAttribute: Set<String> = ["submit", "button", "fields_for", "fields"]

    /// What is wrong with a field's name, if anything `form-unknown-field` reports.
    enum Missing {
        /// No attribute of that name; these are close (best first).
        case nearMiss([String])
        /// No attribute of that name or close to it, the attributes are complete, and the form
        /// is a `form_for`, whose fields call the method while rendering (`form_with` skips a
        /// missing one: its fields may carry values the controller reads itself).
        case absent
    }

    /// Whether and how `field`'s name is missing from the model.
    func missing(_ field: FieldInfo) -> Missing? {
        guard !Self.methodsWithoutAttribute.contains(field.method), attributes[field.name] == nil,
              !Self.recordNames.contains(field.name) else { return nil }
        let close = attributes.keys.filter { FieldNames.areTypos(field.name, $0) }
        let suggestions = StringDistance.suggestions(for: field.name, among: close)
        if !suggestions.isEmpty { return .nearMiss(suggestions) }
        return isComplete && helper == "form_for" && field.method != "label" ? .absent : nil
    }

    /// The model of `element`'s field: from its form helper (`form_with model:`, `form_for`,
    /// `scope:`, `fields_for :items`), or, in a `_form` partial that receives the builder, from
    /// the partial's folder (`app/views/todos/_form` -> `Todo`). Nil when the model or its table is
    /// unknown, or the model is dynamic: then no name is provably missing.
    static func of(_ element: Element, field: FieldInfo, in template: Template, schema: SchemaCatalog) -> FormModel? {
        let objectName: String?
        let form = template.selfAndAncestors(of: element).dropFirst().first(where: { $0.form?.builderVariable == field.builder })?.form
        if let form {
            objectName = form.model ?? form.scope
        } else {
            objectName = partialFolder(of: template.file.path)
        }
        guard let objectName, let model = schema.model(forFormObject: objectName),
              let attributes = schema.attributes(forModel: model.name) else { return nil }
        return FormModel(model: model, attributes: attributes, isComplete: schema.attributesAreComplete(forModel: model.name), helper: form?.helper)
    }

    /// `todos` for `app/views/todos/_form.html.erb`, `admin_todos` for `app/views/admin/todos/_form.html.erb`.
    private static func partialFolder(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let fileName = parts.last, fileName.hasPrefix("_form."),
              let views = parts.lastIndex(of: "views"), views + 1 < parts.count - 1 else { return nil }
        return parts[(views + 1)..<(parts.count - 1)].joined(separator: "_")
    }
}
