import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a form builder field whose model is known and has no attribute of that name: when a
/// close one exists (`:descritpion` against `has_rich_text :description`), and, in a `form_for`
/// whose model's names are all known, also without one (rendering raises `NoMethodError`).
/// `form_with` renders a missing method as an empty field, a shape apps use on purpose for
/// values the controller reads itself, so there only a near miss is wrong.
///
/// It owns fields whose model it can read; `form-field-typo` compares field names with each
/// other only where this rule says nothing, so one typo is reported once.
public struct FormUnknownFieldRule: Rule {
    public let metadata = RuleMetadata(
        id: "form-unknown-field",
        summary: "A form field name that is not an attribute of the form's model.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let template = context.template
        var diagnostics: [Diagnostic] = []
        // By form (nil: the builder a partial receives): a form's fields share its model.
        var models: [Int?: FormModel?] = [:]
        // Whether the app's code proves each form's model: asked once per form, of the first
        // field that would be reported.
        var proven: [Int?: Bool] = [:]
        for element in template.elements {
            guard let field = element.field else { continue }
            let formIndex = FieldNames.formIndex(of: element, builder: field.builder, in: template)
            if models[formIndex] == nil { models[formIndex] = FormModel.of(formAt: formIndex, in: template, schema: context.project.schema) }
            guard let form = models[formIndex] ?? nil, let missing = form.missing(field, on: element) else { continue }
            if proven[formIndex] == nil { proven[formIndex] = form.isProven(in: context) }
            guard proven[formIndex] == true else { continue }
            // `label :status_p` labels `radio_button :status, "P"`: it names the radio's id, not an attribute.
            if field.method == "label",
               FieldNames.RadioLabels(ofFormAt: formIndex, builder: field.builder, in: template).contains(FieldNames.sanitized(field.name)) { continue }
            switch missing {
            case .nearMiss(let suggestions):
                // A label points at a field of its form: near an attribute no field of the form
                // writes (`label :Employee` beside `select :user_id`), it is display text.
                if field.method == "label",
                   !Self.fieldNames(ofFormAt: formIndex, builder: field.builder, in: template).contains(where: suggestions.contains) { continue }
                // A label's `for` points at a field only where the fields get ids: `form_with`'s
                // got none before Rails 5.2, nor since unless `form_with_generates_ids` is set.
                if field.method == "label", !FieldNames.fieldsHaveIDs(formAt: formIndex, in: template, schema: context.project.schema) { continue }
                // A field given its value reads nothing of the model; its name is the parameter's,
                // which a controller that names it reads itself (`params[:todo].delete(:owner_uid)`).
                let given = FormModel.givenValue(field)
                if given != nil || (FormModel.methodsReadingTheAttribute.contains(field.method) && !FormModel.readsTheAttribute(field, on: element)),
                   ControllerParameters.areNamed(field.name, in: context.corpus.rubyFiles) { continue }
                if field.method == "label",
                   let target = Self.labelledField(near: suggestions, ofFormAt: formIndex, builder: field.builder, in: template) {
                    diagnostics.append(labelNearMiss(field, target, form, formIndex: formIndex, context))
                    continue
                }
                diagnostics.append(nearMiss(field, form, suggestions, given: given, formIndex: formIndex, context))
            case .absent:
                diagnostics.append(absent(element, field, form, context))
            }
        }
        return diagnostics
    }

    /// The names the fields (not labels) of the form at `formIndex` written with `builder` use.
    private static func fieldNames(ofFormAt formIndex: Int?, builder: String, in template: Template) -> Set<String> {
        Set(template.elements.compactMap { element in
            guard let field = element.field, field.builder == builder, field.method != "label",
                  FieldNames.formIndex(of: element, builder: builder, in: template) == formIndex else { return nil }
            return field.name
        })
    }

    /// The field of the form at `formIndex` (written with `builder`) that a label near
    /// `suggestions` was meant for: the first suggestion some field of the form writes.
    private static func labelledField(near suggestions: [String], ofFormAt formIndex: Int?, builder: String, in template: Template) -> FieldInfo? {
        let fields = template.elements.compactMap { element -> FieldInfo? in
            guard let field = element.field, field.builder == builder, field.method != "label",
                  FieldNames.formIndex(of: element, builder: builder, in: template) == formIndex else { return nil }
            return field
        }
        for name in suggestions {
            if let field = fields.first(where: { $0.name == name && $0.method != "radio_button" }) ?? fields.first(where: { $0.name == name }) { return field }
        }
        return nil
    }

    /// Builder methods that give their field the id `<prefix>_<attribute>` and nothing more (a
    /// radio button's carries its value, `date_select`'s a part, `collection_check_boxes`' a value).
    private static let methodsWithTheAttributeID: Set<String> = FormModel.methodsReadingTheAttribute
        .subtracting(["radio_button"])
        .union(["password_field", "file_field", "select", "collection_select", "grouped_collection_select", "time_zone_select",
                "input", "input_field"])

    /// A label named near the attribute a field of its form writes: its `for` is
    /// `<prefix>_<label's name>`, which no field's id matches, while the field it was meant for
    /// has `<prefix>_<attribute>`. Said in the ids the page renders (`f.label :'title:'` renders
    /// `for="reflection_title:"`), not as a missing attribute: a label reads none.
    private func labelNearMiss(_ label: FieldInfo, _ target: FieldInfo, _ form: FormModel, formIndex: Int?, _ context: RuleContext) -> Diagnostic {
        let prefix = Self.idPrefix(ofFormAt: formIndex, form, in: context.template)
        let labelID = FieldNames.sanitized(label.name)
        let targetID = FieldNames.sanitized(target.name)
        let rendered = prefix.map { "`for=\"\($0)_\(labelID)\"`" } ?? "a `for` ending in `_\(labelID)`"
        let targetCall = "`\(target.builder).\(target.method) :\(target.name)`"
        let targetIDText = Self.methodsWithTheAttributeID.contains(target.method)
            ? prefix.map { ", whose id is `\($0)_\(targetID)`" } ?? ", whose id ends in `_\(targetID)`" : ""
        let verbatim = context.template.file.text(in: label.nameRange) == label.name
        let attribute = form.attributes[target.name]
        return context.diagnostic(
            "this label renders \(rendered), which matches no field's id: it was probably meant for \(targetCall)\(targetIDText) (`\(target.name)` is an attribute of `\(form.model.name)`, `\(label.name)` is not)",
            at: label.nameRange,
            help: "name the field's attribute in the label (`:\(target.name)`), so its `for` points at that field; the label's text then comes from the new name, so give the text as the second argument to keep it",
            suggestions: [target.name],
            fix: verbatim ? context.replacement(label.nameRange, with: target.name, title: "use `\(target.name)`", applicability: .unsafe) : nil,
            related: [context.related(target.nameRange, "`\(target.name)` is used here")]
                + (attribute.map { attribute in
                    [context.related(path: attribute.site.path, location: FileLocation(line: attribute.site.line, column: attribute.site.column),
                                     "`\(target.name)` is declared here")]
                } ?? []))
    }

    /// The prefix of the ids the form's fields get: its scope (`scope:`, `as:`), or else the
    /// param key of its model's class (`Printing::WorkstationGroup` -> `printing_workstation_group`),
    /// which Rails takes from the object; nil for a nested `fields_for` and a builder a partial
    /// receives, whose prefix is the caller's.
    private static func idPrefix(ofFormAt formIndex: Int?, _ form: FormModel, in template: Template) -> String? {
        guard let formIndex, let info = template.elements[formIndex].form, !info.helper.contains("fields"), !info.hasDynamicScope else { return nil }
        if let scope = info.scope { return scope.isEmpty ? nil : scope }
        guard form.hasObject else { return nil }
        return Inflection.underscore(form.model.name).replacingOccurrences(of: "/", with: "_")
    }

    /// A near miss; on a field that renders without reading the model (`given`), only the
    /// parameter it posts is wrong, which is a warning.
    private func nearMiss(_ field: FieldInfo, _ form: FormModel, _ suggestions: [String], given: FormModel.GivenValue?, formIndex: Int?,
                          _ context: RuleContext) -> Diagnostic {
        let best = suggestions[0]
        let attribute = form.attributes[best]
        let verbatim = context.template.file.text(in: field.nameRange) == field.name
        let posted = given.map { given in
            let reason = switch given {
            case .option(let option): "the field is given its value (\(option))"
            case .readsNothing: "`\(field.method)` renders no value of the model"
            }
            let name = Self.idPrefix(ofFormAt: formIndex, form, in: context.template).map { "`\($0)[\(field.name)]`" } ?? "`\(field.name)` in its parameters"
            return ": the page renders, since \(reason), but the form posts \(name), which `\(form.model.name)` has no attribute for:"
                + " a controller that filters parameters (strong parameters, `attr_accessible`) drops its value, and assigning it to a record raises `UnknownAttributeError`"
        }
        return context.diagnostic(
            "`\(field.name)` is not an attribute of `\(form.model.name)`; it has `\(best)`\(attribute.map { " (\(Self.describe($0)))" } ?? "")\(posted ?? "")",
            at: field.nameRange,
            help: field.method == "label"
                ? "use the model's attribute name, so the label points at the field"
                : given != nil ? "use the model's attribute name, so the posted value reaches the model"
                : "use the model's attribute name: \(Self.consequence(field, form))",
            suggestions: suggestions,
            fix: suggestions.count == 1 && verbatim
                ? context.replacement(field.nameRange, with: best, title: "use `\(best)`", applicability: .unsafe) : nil,
            related: attribute.map { attribute in
                [context.related(path: attribute.site.path, location: FileLocation(line: attribute.site.line, column: attribute.site.column),
                                 "`\(best)` is declared here")]
            } ?? [],
            severity: given == nil ? nil : .warning)
    }

    /// A name no attribute is close to; a field of the same form one typo away (often the
    /// label that names the attribute the author meant) is said too.
    private func absent(_ element: Element, _ field: FieldInfo, _ form: FormModel, _ context: RuleContext) -> Diagnostic {
        let close = FieldNames.closeNames(to: element, field: field, in: context.template).first
        let sibling = close.map { "; this form's `\($0.field.builder).\($0.field.method) :\($0.field.name)` is one typo away" } ?? ""
        return context.diagnostic(
            "`\(field.name)` is not an attribute of `\(form.model.name)`: no column, declaration or method of the model has that name\(sibling)",
            at: field.nameRange,
            help: "add the attribute to the model (a migration, `has_rich_text`, `attribute`), or use one it has: rendering calls `\(form.model.name)#\(field.name)`, which raises `NoMethodError`",
            related: [context.related(path: form.model.site.path,
                                      location: FileLocation(line: form.model.site.line, column: form.model.site.column),
                                      "`\(form.model.name)` is declared here")]
                + (close.map { [context.related($0.field.nameRange, "`\($0.field.name)` is used here")] } ?? []))
    }

    /// What the missing method does at run time, as far as the form's helper tells.
    static func consequence(_ field: FieldInfo, _ form: FormModel) -> String {
        switch form.helper {
        case "form_for": "rendering calls `\(form.model.name)#\(field.name)`, which raises `NoMethodError`"
        case "form_with": "the field renders empty (`form_with` skips a missing method) and its value is never saved"
        default: "rendering calls `\(form.model.name)#\(field.name)` (an error under `form_for`), and the value is never saved"
        }
    }

    /// "a `string` column", "an `integer` column", "a method", "declared with `attr_accessor`".
    static func describe(_ attribute: ModelAttribute) -> String {
        switch attribute.kind {
        case .column: "\("aeiou".contains(attribute.declaredBy.first ?? "x") ? "an" : "a") `\(attribute.declaredBy)` column"
        case .method: "a method"
        case .usedBySelf: "used as `self.\(attribute.name)` in the model's own code"
        default: "declared with `\(attribute.declaredBy)`"
        }
    }
}
