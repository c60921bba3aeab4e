import BridgeLintProject
import BridgeLintTemplate

/// The model a form builder field writes to, as far as the template proves it, and every name
/// that model accepts.
struct FormModel {
    var model: ModelClass
    /// Every name the model accepts, by name (columns, rich text, attachments, associations,
    /// nested attributes, store accessors, virtual attributes, methods).
    var attributes: [String: ModelAttribute]

    /// The model of `element`'s field: from its form helper (`form_with model:`, `form_for`,
    /// `scope:`, `fields_for :items`), or, in a `_form` partial that receives the builder, from
    /// the partial's folder (`app/views/todos/_form` -> `Todo`). Nil when the model, its table or
    /// one of the modules it includes is unknown: then no name is provably missing.
    static func of(_ element: Element, field: FieldInfo, in template: Template, schema: SchemaCatalog) -> FormModel? {
        let objectName: String?
        if let form = template.selfAndAncestors(of: element).dropFirst().first(where: { $0.form?.builderVariable == field.builder })?.form {
            objectName = form.model ?? form.scope
        } else {
            objectName = partialFolder(of: template.file.path)
        }
        guard let objectName, let model = schema.model(forFormObject: objectName),
              schema.includedModules(forModel: model.name).unknown.isEmpty,
              let attributes = schema.attributes(forModel: model.name) else { return nil }
        return FormModel(model: model, attributes: attributes)
    }

    /// `todos` for `app/views/todos/_form.html.erb`, `admin_todos` for `app/views/admin/todos/_form.html.erb`.
    private static func partialFolder(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let fileName = parts.last, fileName.hasPrefix("_form."),
              let views = parts.lastIndex(of: "views"), views + 1 < parts.count - 1 else { return nil }
        return parts[(views + 1)..<(parts.count - 1)].joined(separator: "_")
    }
}
