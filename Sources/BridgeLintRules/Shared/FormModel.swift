import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// The model a form builder field writes to, as far as the template proves it, and every name
/// that model accepts.
package struct FormModel {
    package var model: ModelClass
    /// Every name the model accepts, by name (columns, rich text, attachments, associations,
    /// nested attributes, store accessors, virtual attributes, methods).
    package var attributes: [String: ModelAttribute]
    /// Whether `attributes` is every name the model answers (see
    /// `SchemaCatalog.attributesAreComplete`): only then is a name provably missing.
    var isComplete: Bool
    /// The helper that built the form (`form_with`, `form_for`, `fields_for`); nil in a `_form`
    /// partial that receives its builder.
    var helper: String?
    /// Whether the form is given its object (`form_for @todo`), not only a scope
    /// (`form_for :todo`, whose instance variable may be unset, so nothing is read).
    var hasObject: Bool
    /// The name the model was found from (`@todo`, `user_form`, `:todo`, the `_form` partial's
    /// folder `todos`).
    var objectName: String
    /// Whether the form builds its object (`Comment.new`): its class is the expression's, and no
    /// assignment elsewhere can say otherwise.
    var isConstructed: Bool
    /// Whether the object is a method's result, not a variable (`form_for resource` in Devise's
    /// views, a bare name in a template that is not a partial): its class is whatever the method
    /// returns, which its name does not prove.
    var isMethodResult = false
    /// Columns migrations add to the model's table that the schema lacks
    /// (`SchemaCatalog.columnsOnlyMigrationsAdd`): not missing, and not offered as near misses.
    var columnsOnlyMigrationsAdd: Set<String> = []
    /// Whether the model answers any name (`SchemaCatalog.answersAnyName`): no name, not even a
    /// near miss of a known one, is then provably missing.
    var answersAnyName = false

    /// Names a gem's controllers hand their views as helper methods returning the record they
    /// work on, whatever its class: Devise's `resource` (the model of the mapping in use, any
    /// `devise_for`), and inherited_resources' and similar base controllers' `resource`.
    static let gemResourceMethods: Set<String> = ["resource"]

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

    /// Builder methods that read the attribute while rendering unless given its value: as
    /// actionview's `Tags` write them, text-like fields (`Tags::TextField#render`:
    /// `options.fetch("value") { value_before_type_cast }`; its date, time and color subclasses
    /// `options["value"] ||= ...`), `text_area` (`options.delete("value") { ... }`) and Action
    /// Text's `rich_text_area` (`options.fetch("value") { value }`) take `value:`; `check_box` and
    /// `radio_button` read the attribute unless given `checked:` (`Checkable#input_checked?`).
    /// Others never read it (`password_field` renders empty), or read it only sometimes (`select`
    /// with `selected:`, `file_field`): a missing name there is no sure error.
    static let methodsReadingTheAttribute: Set<String> = Set([
        "text_field", "text_area", "textarea", "email_field", "number_field", "telephone_field", "phone_field",
        "url_field", "search_field", "color_field", "range_field", "date_field", "time_field", "datetime_field",
        "datetime_local_field", "month_field", "week_field", "hidden_field", "rich_text_area", "rich_textarea",
    ]).union(checkableMethods)

    /// Fields whose attribute read `checked:` replaces (their `value` is the checked value).
    static let checkableMethods: Set<String> = ["check_box", "checkbox", "radio_button"]

    /// Whether rendering the field at `element` reads the model's attribute: a method of
    /// `methodsReadingTheAttribute` not given its value (`givenValue`). Options the template
    /// does not show (`**options`) may give it.
    static func readsTheAttribute(_ field: FieldInfo, on element: Element) -> Bool {
        methodsReadingTheAttribute.contains(field.method) && !element.hasDynamicAttributes && givenValue(field) == nil
    }

    /// How a field renders without reading the model's attribute, as actionview's `Tags` and
    /// simple_form write it.
    enum GivenValue: Equatable {
        /// The option, as written, that the field takes instead of the attribute (`value:`).
        case option(String)
        /// The field renders no value of the model (`password_field`, `file_field`).
        case readsNothing
    }

    /// The option each builder method takes instead of reading the attribute, and whether a
    /// given key is enough: `options.fetch("value") { … }` (text-like fields, `hidden_field`,
    /// Action Text's `rich_text_area`), `options.delete("value") { … }` (`text_area`),
    /// `options.has_key?("checked")` (`Checkable#input_checked?`) and
    /// `@options.fetch(:selected) { … }` (`select`, `collection_select`,
    /// `grouped_collection_select`, and `SelectRenderer#select_content_tag`) take the key even
    /// when its value is `nil`; the date, time and color fields test it
    /// (`options["value"] ||= …`, `options["value"] || value`), so `nil` or `false` reads the
    /// attribute. `time_zone_select` and `weekday_select` read it whatever their options.
    private static let valueOptions: [String: (key: String, takesFalsy: Bool)] = {
        var options: [String: (key: String, takesFalsy: Bool)] = [:]
        for method in ["text_field", "text_area", "textarea", "email_field", "number_field", "telephone_field", "phone_field", "url_field",
                       "search_field", "range_field", "hidden_field", "rich_text_area", "rich_textarea"] { options[method] = ("value", true) }
        for method in ["color_field", "date_field", "time_field", "datetime_field", "datetime_local_field", "month_field", "week_field"] {
            options[method] = ("value", false)
        }
        for method in checkableMethods { options[method] = ("checked", true) }
        for method in ["select", "collection_select", "grouped_collection_select"] { options[method] = ("selected", true) }
        // simple_form hands `input_html:` (all of `input_field`'s options but its own) to the
        // builder method of the input's type.
        options["input"] = ("input_html.value", true)
        options["input_field"] = ("value", true)
        return options
    }()

    /// simple_form's input types whose builder method takes `value:` with a given key
    /// (`text_field`, `text_area`, `hidden_field`; `password_field` reads nothing).
    private static let simpleFormTextTypes: Set<String> = [
        "string", "citext", "text", "email", "url", "tel", "search", "password", "hidden", "integer", "decimal", "float", "range",
    ]

    /// Whether and how the field renders without reading the model's attribute: given the option
    /// that replaces the read (`value:`, `checked:`, `selected:`; simple_form's `input_html: {
    /// value: }` on a text-like input: no `collection:`, and an `as:` of such a type, or none on
    /// a name simple_form does not map to a select, `time_zone` or `country`), or a method
    /// that reads none. Nil when it reads it, or may.
    static func givenValue(_ field: FieldInfo) -> GivenValue? {
        if field.method == "password_field" || field.method == "file_field" { return .readsNothing }
        guard let option = valueOptions[field.method], let value = field.options[option.key],
              option.takesFalsy || value != .nilOrFalse else { return nil }
        if field.method == "input" || field.method == "input_field" {
            guard field.options["collection"] == nil else { return nil }
            switch field.options["as"] {
            case nil:
                guard !field.name.contains("time_zone"), !field.name.contains("country") else { return nil }
            case .name(let type)?:
                guard simpleFormTextTypes.contains(type) else { return nil }
            default:
                return nil
            }
        }
        let key = option.key.split(separator: ".")
        return .option(key.count == 2 ? "`\(key[0]): { \(key[1]): }`" : "`\(option.key):`")
    }

    /// Whether the app's code proves the form's object is a record of `model`: not a method's
    /// result (`isMethodResult`), no code of the app assigns the object's name another class
    /// (`@user_form = Report.new` for the model `UserForm`), and, for an object named by a
    /// variable (`form_for @add_category`, `form_with model: todo`), no controller assigns the
    /// instance variable of that name anything whose class it does not show
    /// (`@add_category = ''`, `= nil`, `= []`, `= params[:x]`, `= find_category`): the name
    /// alone (`Category`) is then a guess. A `_form` partial's folder and a scope name no
    /// variable. Each file is read once. Asked only where the model decides a finding.
    func isProven(byAssignmentsIn files: [(path: String, bytes: [UInt8])]) -> Bool {
        if isConstructed { return true }
        if isMethodResult { return false }
        let modelName = model.name.split(separator: ":").last.map(String.init) ?? model.name
        let assignments = AssignedClasses.assignments(to: objectName, in: files)
        if assignments.contains(where: { if case .record(let name) = $0.value { name != modelName } else { false } }) { return false }
        guard helper != nil, hasObject else { return true }
        let name = String(objectName.drop { $0 == "@" })
        guard !name.isEmpty, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return true }
        return !assignments.contains { $0.isInstanceVariable && $0.value == .unknown && $0.path.split(separator: "/").contains("controllers") }
    }

    /// Whether the app proves the form's model: its assignments (`isProven(byAssignmentsIn:)`),
    /// and, for the builder a `_form` partial receives, the partial's folder, which names the
    /// model only when each template rendering the partial is of that folder (`todos/edit`
    /// rendering `todos/_form`): another folder's template passes its own builder (`form_for
    /// :content, @content` in `contents/edit` rendering `contents/textfields/_form`), and Ruby
    /// rendering the partial any builder.
    func isProven(in context: RuleContext) -> Bool {
        guard isProven(byAssignmentsIn: context.corpus.rubyFiles) else { return false }
        guard helper == nil, let path = context.project.relativePath(ofShown: context.template.file.path) else { return true }
        let graph = context.corpus.graph(for: path)
        let folder = path.split(separator: "/").dropLast()
        return graph.rubyCallers[path] == nil && graph.callers(of: path).allSatisfy { $0.path.split(separator: "/").dropLast() == folder }
    }

    /// Whether and how the name of `field` (on `element`) is missing from the model.
    /// `active?` is the query method Active Record defines for the attribute `active`.
    func missing(_ field: FieldInfo, on element: Element) -> Missing? {
        let name = FieldNames.sanitized(field.name)
        guard !Self.methodsWithoutAttribute.contains(field.method), attributes[field.name] == nil, attributes[name] == nil,
              !Self.recordNames.contains(name), !columnsOnlyMigrationsAdd.contains(name) else { return nil }
        let close = attributes.keys.filter { FieldNames.areTypos(name, $0) }
        let suggestions = StringDistance.suggestions(for: name, among: close)
        if !suggestions.isEmpty { return answersAnyName ? nil : .nearMiss(suggestions) }
        guard isComplete, helper == "form_for", hasObject, Self.readsTheAttribute(field, on: element) else { return nil }
        return .absent
    }

    /// The model of `element`'s field: from its form helper (`form_with model:`, `form_for`,
    /// `scope:`, `fields_for :items`), or, in a `_form` partial that receives the builder, from
    /// the partial's folder (`app/views/todos/_form` -> `Todo`). Nil when the model or its table is
    /// unknown, or the model is dynamic: then no name is provably missing.
    package static func of(_ element: Element, field: FieldInfo, in template: Template, schema: SchemaCatalog) -> FormModel? {
        of(formAt: FieldNames.formIndex(of: element, builder: field.builder, in: template), in: template, schema: schema)
    }

    /// The model of the fields of the form helper at `formIndex` in the template's elements, or
    /// (nil) of the builder a `_form` partial receives: the same for every field of that form.
    static func of(formAt formIndex: Int?, in template: Template, schema: SchemaCatalog) -> FormModel? {
        let objectName: String?
        let form = formIndex.flatMap { template.elements[$0].form }
        // A new record of a class the app has (`form_for [post, Comment.new]`): its class is
        // proven by the expression itself, not guessed from a name.
        if let form, form.scope == nil, let className = form.modelClass {
            guard let model = schema.models[className], let attributes = schema.attributes(forModel: model.name) else { return nil }
            return FormModel(model: model, attributes: attributes, isComplete: schema.attributesAreComplete(forModel: model.name),
                             helper: form.helper, hasObject: true, objectName: className, isConstructed: true,
                             columnsOnlyMigrationsAdd: schema.columnsOnlyMigrationsAdd(forModel: model.name),
                             answersAnyName: schema.answersAnyName(forModel: model.name))
        }
        if let form {
            objectName = form.model ?? form.scope
        } else {
            objectName = partialFolder(of: template.file.path)
        }
        // A scope alone (`form_for :new_api_user`) names parameters, not a model: only a model
        // of exactly that name is proven; an object or a `_form` partial's folder may drop words.
        let isScopeOnly = form.map { $0.model == nil } ?? false
        guard let objectName, let model = schema.model(forFormObject: objectName, exactly: isScopeOnly),
              let attributes = schema.attributes(forModel: model.name) else { return nil }
        return FormModel(model: model, attributes: attributes, isComplete: schema.attributesAreComplete(forModel: model.name),
                         helper: form?.helper, hasObject: form?.model != nil, objectName: objectName, isConstructed: false,
                         isMethodResult: form?.model.map { isMethodCall($0, in: template) } ?? false,
                         columnsOnlyMigrationsAdd: schema.columnsOnlyMigrationsAdd(forModel: model.name),
                         answersAnyName: schema.answersAnyName(forModel: model.name))
    }

    /// Whether the object `name` (`resource`, `todo`, `@todo`) is a method's result rather than
    /// a variable: a gem's resource helper (`resource`), or a bare name in a template that is
    /// not a partial and neither assigns it nor takes it as a block parameter (`@todos.each do
    /// |todo|`): a view rendered by its action has no other locals, so the name calls a helper
    /// such as `current_user`.
    static func isMethodCall(_ name: String, in template: Template) -> Bool {
        guard let first = name.unicodeScalars.first, first != "@",
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }) else { return false }
        if gemResourceMethods.contains(name) { return true }
        let fileName = template.file.path.split(separator: "/").last ?? ""
        return !fileName.hasPrefix("_") && !binds(name, in: template.file.bytes)
    }

    /// Whether `bytes` assign the local `name` (`name =`, `name ||=`, not `name ==`) or take it
    /// as a block parameter (`do |name|`, `{ |index, name| `).
    private static func binds(_ name: String, in bytes: [UInt8]) -> Bool {
        let needle = Array(name.utf8)
        func isWordByte(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
        var from = 0
        while let found = ByteSearch.firstIndex(of: needle, in: bytes, from: from, before: bytes.count) {
            from = found + 1
            guard found == 0 || !isWordByte(bytes[found - 1]) else { continue }
            var index = found + needle.count
            guard index >= bytes.count || !isWordByte(bytes[index]) else { continue }
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="), bytes[index + 1] != UInt8(ascii: "="), bytes[index + 1] != UInt8(ascii: "~") { return true }
            if index + 2 < bytes.count, bytes[index] == UInt8(ascii: "|"), bytes[index + 1] == UInt8(ascii: "|"), bytes[index + 2] == UInt8(ascii: "=") { return true }
            if isBlockParameter(at: found, in: bytes, isWordByte: isWordByte) { return true }
        }
        return false
    }

    /// Whether the name starting at `start` stands in a block's parameter list: back over other
    /// parameters to a `|` that follows `do` or `{`.
    private static func isBlockParameter(at start: Int, in bytes: [UInt8], isWordByte: (UInt8) -> Bool) -> Bool {
        let separators: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*")]
        var index = start - 1
        while index >= 0, isWordByte(bytes[index]) || separators.contains(bytes[index]) { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: "|") else { return false }
        index -= 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        guard index >= 0 else { return false }
        if bytes[index] == UInt8(ascii: "{") { return true }
        return index >= 1 && bytes[index] == UInt8(ascii: "o") && bytes[index - 1] == UInt8(ascii: "d") && (index < 2 || !isWordByte(bytes[index - 2]))
    }

    /// `todos` for `app/views/todos/_form.html.erb`, `admin_todos` for `app/views/admin/todos/_form.html.erb`.
    private static func partialFolder(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let fileName = parts.last, fileName.hasPrefix("_form."),
              let views = parts.lastIndex(of: "views"), views + 1 < parts.count - 1 else { return nil }
        return parts[(views + 1)..<(parts.count - 1)].joined(separator: "_")
    }
}
