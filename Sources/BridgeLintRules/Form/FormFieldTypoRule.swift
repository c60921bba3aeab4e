import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a form field name that is a near miss of another name in the same form
/// (`label :description` next to `rich_text_area :descritpion`), and a raw `<label for>` whose
/// id exists nowhere while a close id does. A name the form's model has is no typo, and a name
/// `form-unknown-field` reports against the model is left to it: one typo, one report.
public struct FormFieldTypoRule: Rule {
    public let metadata = RuleMetadata(
        id: "form-field-typo",
        summary: "A form field name one typo away from another field name of the same form, or a `<label for>` naming no id.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        checkFieldNames(context) + checkLabelTargets(context)
    }

    // MARK: - Builder field names

    /// Whether a block of the template's Ruby binds `builder` (`do |f|`, `{ |f, i|`) in a call
    /// that is not a form helper whose fields Rails names (`simple_form_for`, Formtastic's,
    /// bootstrap_form's build on Rails' builder).
    private static func isBoundByAnotherBlock(_ builder: String, in template: Template) -> Bool {
        let needles = ["|\(builder)|", "|\(builder),", "| \(builder) |"].map { Array($0.utf8) }
        let bytes = template.file.bytes
        return template.erbTags.contains { tag in
            guard tag.kind != .comment,
                  needles.contains(where: { ByteSearch.firstIndex(of: $0, in: bytes, from: tag.range.start, before: tag.range.end) != nil }) else { return false }
            return !railsNamedFormHelpers.contains { containsWord($0, in: bytes, within: tag.range) }
        }
    }

    /// Whether `name` occurs in `bytes[range]` as a whole word (`form_for`, not `search_form_for`).
    private static func containsWord(_ name: [UInt8], in bytes: [UInt8], within range: SourceRange) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
        var from = range.start
        while let found = ByteSearch.firstIndex(of: name, in: bytes, from: from, before: range.end) {
            let end = found + name.count
            if (found == 0 || !isWordByte(bytes[found - 1])) && (end >= bytes.count || !isWordByte(bytes[end])) { return true }
            from = found + 1
        }
        return false
    }

    /// Whether a Ruby file of the app has `name` as a whole word.
    private static func rubyCode(_ files: [(path: String, bytes: [UInt8])], mentions name: String) -> Bool {
        let needle = Array(name.utf8)
        return files.contains { containsWord(needle, in: $0.bytes, within: SourceRange(start: 0, end: $0.bytes.count)) }
    }

    private static let railsNamedFormHelpers = ["form_for", "form_with", "fields_for", "fields", "simple_form_for", "simple_fields_for",
                                                "semantic_form_for", "semantic_fields_for", "bootstrap_form_for", "bootstrap_form_with"].map { Array($0.utf8) }

    private struct Use {
        var element: Element
        var field: FieldInfo
        var isLabel: Bool { field.method == "label" }
    }

    /// The fields of one builder: of the form helper at `formIndex`, or of the builder a
    /// partial receives (nil).
    private struct FormGroup: Hashable {
        var formIndex: Int?
        var builder: String
    }

    private func checkFieldNames(_ context: RuleContext) -> [Diagnostic] {
        let template = context.template
        var groups: [FormGroup: [Use]] = [:]
        var order: [FormGroup] = []
        for element in template.elements {
            guard let field = element.field else { continue }
            let key = FormGroup(formIndex: FieldNames.formIndex(of: element, builder: field.builder, in: template), builder: field.builder)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(Use(element: element, field: field))
        }
        var diagnostics: [Diagnostic] = []
        for key in order {
            // A builder from the block of a call that is not a form helper bridgelint knows
            // (ransack's `search_form_for @q do |f|`, whose names are `name_cont` and
            // `name_i_cont` alike) names fields by rules bridgelint does not know.
            guard var uses = groups[key], key.formIndex != nil || !Self.isBoundByAnotherBlock(key.builder, in: template) else { continue }
            // A label points at its field by the field's id: where the fields may get none
            // (`form_with` before Rails 5.2, or since without `form_with_generates_ids`), a label
            // named otherwise than its field points at nothing either way, and proves nothing.
            if !FieldNames.fieldsHaveIDs(formAt: key.formIndex, in: template, schema: context.project.schema) { uses.removeAll(where: \.isLabel) }
            // A model the app's assignments do not prove (`@add_category = ''` for `Category`) is
            // no model: its names prove nothing. Asked only of a form with names one typo apart.
            let named = FormModel.of(formAt: key.formIndex, in: template, schema: context.project.schema)
            lazy var model: FormModel? = named.flatMap { $0.isProven(in: context) ? $0 : nil }
            // `:active?` and `:active` are one field: Rails drops the `?` from ids and names. A
            // label given a radio button's value names the radio's id (`label :status, value: "P"`
            // is `status_p`); one whose value the template does not show names an unknown id.
            let names = Dictionary(grouping: uses.filter { $0.field.tagValue != .dynamic || !$0.isLabel }) { use in
                guard use.isLabel, case .literal(let value)? = use.field.tagValue else { return FieldNames.sanitized(use.field.name) }
                return FieldNames.sanitized(use.field.name) + "_" + FieldNames.sanitizedValue(value)
            }
            let radioLabels = FieldNames.RadioLabels(uses.map(\.field))
            let radioAttributes = Set(uses.filter { $0.field.method == "radio_button" }.map { FieldNames.sanitized($0.field.name) })
            var reported: Set<String> = []
            // The names one typo from `name`, the closest first, so a name near two others is
            // said to miss the same one each run. A radio button's label (`label :status_p`
            // beside `radio_button :status, "P"`) is no typo, neither of another radio's label
            // nor of the radio's attribute. Nor is a label one typo from an attribute that only
            // radio buttons write: their ids end in their values, so a label of the attribute
            // alone points at none of them, whichever name it gives (a group's heading,
            // `label :requester_id, "Requester"` above `radio_button :requester_gid, …`).
            func closeNames(to name: String) -> [(distance: Int, name: String, uses: [Use])] {
                let own = names[name] ?? []
                return names.filter { FieldNames.areTypos(name, $0.key) && !(radioLabels.contains($0.key) && radioAttributes.contains(name))
                    && !Self.isLabelBesideRadioButtons(own, $0.value) && !Self.isLabelBesideRadioButtons($0.value, own) }
                    .map { (distance: StringDistance.editDistance(name, $0.key), name: $0.key, uses: $0.value) }
                    .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            }
            // One cause, one finding: a label one typo from two or more fields points at none of
            // them, and no field is the typo (two fields cannot both have meant the label).
            var labelsNearSeveralFields: Set<String> = []
            for (name, ownUses) in names.sorted(by: { $0.key < $1.key }) where !radioLabels.contains(name) && ownUses.allSatisfy(\.isLabel) {
                let fields = closeNames(to: name).filter { !radioLabels.contains($0.name) && $0.uses.contains { !$0.isLabel } }
                guard fields.count > 1 else { continue }
                labelsNearSeveralFields.insert(name)
                if let model, model.attributes[name] != nil || FormModel.recordNames.contains(name) { continue }
                let listed = fields.map { field in
                    let calls = Set(field.uses.filter { !$0.isLabel }.map { "`\($0.field.builder).\($0.field.method) \(Self.arguments(of: $0.field, named: field.name))`" }).sorted()
                    return "`\(field.name)` (\(calls.joined(separator: ", ")))"
                }
                let choices = listed.dropLast().joined(separator: ", ") + " and " + listed[listed.count - 1]
                for use in ownUses where model?.missing(use.field, on: use.element) == nil {
                    diagnostics.append(context.diagnostic(
                        "`\(name)` looks like a typo of \(fields.count == 2 ? "two" : "\(fields.count)") fields this form uses, \(choices): this label points at none of them",
                        at: use.field.nameRange,
                        help: "give the label the attribute name of the field it describes, so it points at that field",
                        suggestions: fields.map(\.name),
                        related: fields.map { context.related($0.uses.first { !$0.isLabel }?.field.nameRange ?? $0.uses[0].field.nameRange, "`\($0.name)` is used here") }))
                }
            }
            for (name, ownUses) in names.sorted(by: { $0.key < $1.key }) where !radioLabels.contains(name) && !labelsNearSeveralFields.contains(name) {
                let close = closeNames(to: name).filter { !labelsNearSeveralFields.contains($0.name) }
                for (_, other, otherUses) in close {
                    // A label one typo from a radio's id, of a value no radio has, points at nothing.
                    let choice = radioLabels.contains(other) && ownUses.allSatisfy(\.isLabel)
                        ? Choice(name: other, byLabelOnly: false) : winner(name, ownUses, other, otherUses, namedModel: named, context: context)
                    guard choice?.name == other, !reported.contains(name) else { continue }
                    // Without the form's model, two names that both carry values may both be its
                    // attributes (`deposit_id`, `depositor_id`): only a label that labels no field
                    // of the form proves that one of the two is wrong.
                    if model == nil, !ownUses.allSatisfy(\.isLabel), !otherUses.allSatisfy(\.isLabel) { continue }
                    reported.insert(name)
                    // A name the model has is no typo; one `form-unknown-field` reports is reported once.
                    if let model, model.attributes[name] != nil || FormModel.recordNames.contains(name) { continue }
                    // Only the label tells them apart: what is proven is that the label points at
                    // no field, not which name is the typo (a label may give the attribute's name
                    // in the page's language, `label :strategic` beside the column `strategi`).
                    if choice?.byLabelOnly == true {
                        diagnostics += Self.unmatchedLabels(otherUses, named: other, field: name, fieldUses: ownUses, model: model, context: context)
                        continue
                    }
                    let otherUse = otherUses[0]
                    for use in ownUses where model?.missing(use.field, on: use.element) == nil {
                        let kinds = Set(otherUses.map { "`\($0.field.builder).\($0.field.method) \(Self.arguments(of: $0.field, named: other))`" }).sorted().joined(separator: ", ")
                        diagnostics.append(context.diagnostic(
                            "`\(name)` looks like a typo of `\(other)`, which this form also uses (\(kinds))",
                            at: use.field.nameRange,
                            help: use.isLabel && !otherUses.allSatisfy(\.isLabel)
                                ? "write `\(other)` here, the name the field uses, so the label points at the field (to show other text, give it as the second argument: `label :\(other), \"…\"`)"
                                : "use the same attribute name in the label and the field, so the label points at the field and the field submits the model's attribute",
                            suggestions: [other],
                            fix: context.template.file.text(in: use.field.nameRange) == name
                                ? context.replacement(use.field.nameRange, with: other, title: "use `\(other)`", applicability: .unsafe) : nil,
                            related: [context.related(otherUse.field.nameRange, "`\(other)` is used here")]))
                    }
                }
            }
        }
        return diagnostics
    }

    /// Whether `label` are labels only and `fields` radio buttons (and their labels): no element
    /// has the radios' attribute as its id, so the labels point at no field whichever name they give.
    private static func isLabelBesideRadioButtons(_ label: [Use], _ fields: [Use]) -> Bool {
        label.allSatisfy(\.isLabel) && fields.contains { !$0.isLabel } && fields.allSatisfy { $0.isLabel || $0.field.method == "radio_button" }
    }

    /// The arguments that give a field `name`, as a message quotes them: `:status`, or
    /// `:status, value: "P"` for a label of the radio button `status_p`.
    private static func arguments(of field: FieldInfo, named name: String) -> String {
        guard field.method == "label", case .literal(let value)? = field.tagValue else { return ":\(name)" }
        return ":\(field.name), value: \"\(value)\""
    }

    /// The intended one of two close names, and whether only a label told them apart.
    private struct Choice {
        var name: String
        var byLabelOnly: Bool
    }

    /// Which of two close names is the intended one, or nil when nothing tells them apart:
    /// the name more fields use (a label counts); then the one attribute of the two of the model
    /// the form names (`namedModel`, proven its model or not: a label `:numbe` beside a field
    /// `:number` of a model with a `number` column); then the name other templates of the app
    /// also mention; then the name the app's Ruby code mentions (a model's method, a
    /// controller's permitted parameter); then the name a label uses (the label states what
    /// the field is), which proves only that the label points at no field.
    private func winner(_ a: String, _ aUses: [Use], _ b: String, _ bUses: [Use], namedModel: FormModel?, context: RuleContext) -> Choice? {
        if aUses.count != bUses.count { return Choice(name: aUses.count > bUses.count ? a : b, byLabelOnly: false) }
        if let namedModel, (namedModel.attributes[a] != nil) != (namedModel.attributes[b] != nil) {
            return Choice(name: namedModel.attributes[a] != nil ? a : b, byLabelOnly: false)
        }
        let path = context.template.file.path
        let aElsewhere = context.corpus.anyTemplate(otherThan: path, contains: a)
        let bElsewhere = context.corpus.anyTemplate(otherThan: path, contains: b)
        if aElsewhere != bElsewhere { return Choice(name: aElsewhere ? a : b, byLabelOnly: false) }
        let aInRuby = Self.rubyCode(context.corpus.rubyFiles, mentions: a)
        let bInRuby = Self.rubyCode(context.corpus.rubyFiles, mentions: b)
        if aInRuby != bInRuby { return Choice(name: aInRuby ? a : b, byLabelOnly: false) }
        let aLabelled = aUses.contains(where: \.isLabel)
        let bLabelled = bUses.contains(where: \.isLabel)
        if aLabelled != bLabelled { return Choice(name: aLabelled ? a : b, byLabelOnly: true) }
        return nil
    }

    /// The labels `label` (named `name`) one typo from the field `field`, when nothing read
    /// tells which of the two names is meant: each points at no field.
    private static func unmatchedLabels(_ labels: [Use], named name: String, field: String, fieldUses: [Use], model: FormModel?,
                                        context: RuleContext) -> [Diagnostic] {
        let fieldUse = fieldUses.first { !$0.isLabel } ?? fieldUses[0]
        // A field `form-unknown-field` reports against the model is its finding: one typo, one report.
        guard model?.missing(fieldUse.field, on: fieldUse.element) == nil else { return [] }
        let call = "`\(fieldUse.field.builder).\(fieldUse.field.method) :\(field)`"
        return labels.filter(\.isLabel).filter { model?.missing($0.field, on: $0.element) == nil }.map { label in
            context.diagnostic(
                "the label `\(name)` points at no field: this form's field `\(field)` (\(call)) is one typo from it, and nothing bridgelint read tells which of the two names is meant",
                at: label.field.nameRange,
                help: "give the label and the field the same attribute name, the model's: a label whose text differs from the attribute takes the text as its second argument (`label :\(field), \"…\"`)",
                suggestions: [field],
                related: [context.related(fieldUse.field.nameRange, "`\(field)` is used here")])
        }
    }

    // MARK: - <label for>

    /// The prefix of the ids a form's fields get. Rails takes it from the model's class, not the
    /// expression's name (`model: current_local_authority` gives `local_authority_…`): a scope,
    /// the class of a model the app has, or else an instance variable named as controllers name
    /// them (`@todo`); nil when none of them says.
    private func provenIDPrefix(of form: Element, schema: SchemaCatalog) -> String? {
        guard let name = FieldNames.idPrefix(of: form), let info = form.form else { return nil }
        if info.scope != nil { return name }
        if let model = schema.model(forFormObject: name) { return Inflection.underscore(model.name).replacingOccurrences(of: "/", with: "_") }
        return info.model?.hasPrefix("@") == true ? name : nil
    }

    private func checkLabelTargets(_ context: RuleContext) -> [Diagnostic] {
        let template = context.template
        // Only a raw `<label for>` is reported: most templates have none, and need nothing else read.
        guard template.elements.contains(where: { $0.name == "label" && !$0.isHelper && $0.attribute(named: "for") != nil }),
              !template.rendersFieldsWithoutABuilder else { return [] }
        var ids: Set<String> = []
        // Ids the browser's script completes (`id="answer-{{ question.id }}"`, AngularJS or Vue
        // filling in the same value as the label's `for="answer-{{question.id}}"`): a `for` that
        // one of them may render points at it.
        var idPatterns: [[ClientPlaceholders.Piece]] = []
        for element in template.elements {
            if let id = element.attribute(named: "id") {
                guard let pattern = id.value?.clientPattern else { return [] }
                ids.insert(ClientPlaceholders.text(of: pattern))
                if pattern.contains(where: { if case .placeholder = $0 { true } else { false } }) { idPatterns.append(pattern) }
                continue
            }
            if case .helper(let helper) = element.origin, FieldNames.rendersUnknownID(helper) { return [] }
            guard let field = element.field, field.method != "label" else { continue }
            if field.method == "radio_button" || field.method.hasPrefix("collection_") { return [] }
            guard let formIndex = FieldNames.formIndex(of: element, builder: field.builder, in: template),
                  FieldNames.fieldsHaveIDs(formAt: formIndex, in: template, schema: context.project.schema),
                  let prefix = provenIDPrefix(of: template.elements[formIndex], schema: context.project.schema) else { return [] }
            ids.insert(prefix + "_" + FieldNames.sanitized(field.name))
        }
        // An id a `data-*` value hands to script (`data-address-search-id="address"`) is one the
        // script may give an element it creates.
        let handedToScript = Set(template.elements.flatMap { element in
            element.attributes.filter { $0.name.hasPrefix("data-") }.compactMap { $0.value?.staticText }
        })
        // An id handed to a component, partial or helper in Ruby (`html_options: { id: "q" }`)
        // is one that what it renders may carry; one Ruby computes may be any id. Read (lexing
        // every ERB tag) only for a label that would be reported.
        var rubyIDs: RubyWrittenIDs?
        var diagnostics: [Diagnostic] = []
        for element in template.elements where element.name == "label" && !element.isHelper {
            guard let attribute = element.attribute(named: "for"), let value = LabelTarget(of: attribute, in: template.file),
                  !value.text.isEmpty, !ids.contains(value.text), !handedToScript.contains(value.text),
                  !idPatterns.contains(where: { ClientPlaceholders.mayRenderAlike($0, value.pattern) }) else { continue }
            let suggestions = StringDistance.suggestions(for: value.text, among: ids.filter { !FieldNames.differInWords(value.text, $0) })
            guard !suggestions.isEmpty else { continue }
            let written = rubyIDs ?? template.rubyWrittenIDs
            rubyIDs = written
            guard !written.hasComputed else { return [] }
            guard !written.literals.contains(value.text) else { continue }
            diagnostics.append(context.diagnostic(
                "no element in this file has `id=\"\(value.written)\"`; the label points at nothing",
                at: value.range,
                help: "use the id of the field the label describes (form builder fields get `<model>_<attribute>`)",
                suggestions: suggestions,
                fix: suggestions.count == 1 && value.isVerbatim
                    ? context.replacement(value.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil))
        }
        return diagnostics
    }
}

/// The value of a label's `for`: fully known, or known but for client-side placeholders
/// (`for="answer-{{ question.id }}"`), which read as their text without blanks.
private struct LabelTarget {
    /// The value as compared with ids: placeholders without blanks.
    var text: String
    /// The value as the template writes it.
    var written: String
    var pattern: [ClientPlaceholders.Piece]
    var range: SourceRange
    /// Whether a fix may replace `range` with another id.
    var isVerbatim: Bool

    init?(of attribute: Attribute, in file: SourceFile) {
        if let value = StaticValue(of: attribute, in: file) {
            (text, written, pattern, range, isVerbatim) = (value.text, value.text, [.text(value.text)], value.range, value.isVerbatim)
            return
        }
        guard let value = attribute.value, let pattern = value.clientPattern else { return nil }
        self.pattern = pattern
        text = ClientPlaceholders.text(of: pattern)
        written = file.text(in: value.range)
        range = value.range
        isVerbatim = false
    }
}
