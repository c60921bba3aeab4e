import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// The shared check behind `stimulus-unknown-value`, `-class` and `-outlet`: the name in a
/// `data-<identifier>-<name>-<kind>` attribute against the controller's declaration.
struct DeclaredMemberCheck {
    /// `value`, `class`, `outlet`: the attribute suffix.
    var kind: String
    /// `static values`, ...
    var declaration: String
    var attributeKind: StimulusAttribute.Kind
    var dasherized: Bool
    var declared: (StimulusController) -> [String]
    /// Whether code may read the declared member of this name; nil when reads are not tracked.
    var mayRead: ((ControllerCatalog, String) -> Bool)? = nil

    static var value: DeclaredMemberCheck {
        DeclaredMemberCheck(kind: "value", declaration: "static values", attributeKind: .value, dasherized: true,
                            declared: { Array($0.values.keys) }, mayRead: { $0.mayReadValue($1) })
    }
    static var cssClass: DeclaredMemberCheck {
        DeclaredMemberCheck(kind: "class", declaration: "static classes", attributeKind: .cssClass, dasherized: true, declared: { Array($0.classes) })
    }
    static var outlet: DeclaredMemberCheck {
        DeclaredMemberCheck(kind: "outlet", declaration: "static outlets", attributeKind: .outlet, dasherized: false, declared: { Array($0.outlets) })
    }

    /// Whether `attribute` names a member `controller` declares, spelled so Stimulus finds it.
    /// Nil when the attribute is not a value, class or outlet.
    static func declares(_ attribute: StimulusAttribute, in controller: StimulusController) -> Bool? {
        let check: DeclaredMemberCheck
        switch attribute.kind {
        case .value: check = value
        case .cssClass: check = cssClass
        case .outlet: check = outlet
        default: return nil
        }
        guard let name = attribute.name else { return nil }
        if case .found = DeclaredName.match(name, among: check.declared(controller), dasherized: check.dasherized) { return true }
        return false
    }

    /// What to do about `name`, which `controller` does not declare (`declared` are its members
    /// of this kind): how Stimulus spells a name with a digit, the value a class attribute's name
    /// stands for, else fix or declare it.
    private func undeclaredHelp(_ name: String, declared: [String], attribute: Attribute, in controller: StimulusController, identifier: String) -> String {
        if dasherized, let meant = DeclaredName.digitDashed(name, among: declared) {
            let spelled = DeclaredName.dasherize(meant)
            return "Stimulus reads `\(meant)` from `\(spelled)`: its attribute names put no dash before a digit; write `\(DeclaredName.spelling(spelled, for: attribute))`"
        }
        if let value = valueNamedAsClass(name, in: controller) {
            return "the controller declares a value `\(value)` (read as `this.\(value)Value`), not a class: write `data-\(identifier)-\(DeclaredName.dasherize(value))-value`, or declare `\(name)` in `static classes` in \(controller.path) and read `this.\(DeclaredName.camelize(name))Class`"
        }
        return "fix the name, or declare it in `\(declaration)` in \(controller.path)"
    }

    /// For a class attribute, the value the controller declares under the class's name and
    /// `Class` (`editing` -> `editingClass`, a value holding a class name); nil otherwise.
    private func valueNamedAsClass(_ name: String, in controller: StimulusController) -> String? {
        guard kind == "class" else { return nil }
        let value = DeclaredName.camelize(name.lowercased()) + "Class"
        return controller.values.keys.contains(value) ? value : nil
    }

    /// An attribute name as rendered and compared: lower-cased, `_` as `-`.
    private static func normalized(_ name: String) -> String {
        String(name.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let catalog = context.project.controllers
        guard context.project.knowsControllers else { return [] }
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in context.stimulusAttributes(of: element) where attribute.kind == attributeKind {
                guard let identifier = attribute.identifier, let name = attribute.name, let range = attribute.nameRange, !name.isEmpty,
                      let controller = ClosedController.find(identifier, in: catalog), controller.dynamicAttributeRead == nil else { continue }
                let names = declared(controller)
                let related = [context.related(path: controller.path, location: controller.classLocation, "`\(identifier)` is defined here")]
                let exact = context.template.file.text(in: range).count == name.count
                let match = DeclaredName.match(name, among: names, dasherized: dasherized)
                // Code reads or writes this exact attribute itself (`dataset.columnIdValue`,
                // `setAttribute("data-x-y-value", v)`): deliberate, not a misspelt member.
                if case .found = match { continue }
                if catalog.readsDataAttribute(attribute.attribute.name) { continue }
                // The app's stylesheets select this attribute (`[data-x-expanded-class="wide"]`):
                // markup written for the CSS, not a member of `identifier`.
                if context.project.stylesheetSelectors.selects(attribute.attribute.name) { continue }
                // Flowbite's own attribute (`data-dropdown-ignore-click-outside-class`) on an app
                // that loads it, or naming an element of the template by its `id`.
                if context.isFlowbiteMarkup(attribute.attribute.name, value: attribute.attribute.value?.staticText) { continue }
                switch match {
                case .found:
                    continue
                case .camelCase(let expected, let declaredName):
                    let spelled = DeclaredName.spelling(expected, for: attribute.attribute)
                    diagnostics.append(context.diagnostic(
                        "`\(attribute.attribute.name)` is never read: HTML lower-cases attribute names, so Stimulus looks for `data-\(identifier)-\(expected)-\(kind)` for the \(kind) `\(declaredName)`",
                        at: range,
                        help: "write the \(kind) name dasherized: `\(spelled)`",
                        suggestions: [spelled],
                        fix: exact ? context.replacement(range, with: spelled, title: "use `\(spelled)`", applicability: .safe) : nil,
                        related: related))
                case .unknown(let suggestions):
                    let spelledSuggestions = suggestions.map { DeclaredName.spelling($0, for: attribute.attribute) }
                    let listed = names.map { dasherized ? DeclaredName.dasherize($0) : $0 }.sorted().map { "`\($0)`" }.joined(separator: ", ")
                    // The member it may mean, as declared: code that reads it gets nothing (unless none does).
                    // A member whose own attribute is already on this element is not what this one misspells.
                    let setHere = Set(suggestions.filter { suggestion in
                        element.attributes.contains { Self.normalized($0.name) == "data-\(identifier)-\(suggestion)-\(kind)" }
                    })
                    let isRead = { (spelled: String) in
                        if setHere.contains(spelled) { return false }
                        guard let mayRead, !controller.mayGainMethods,
                              let declaredName = names.first(where: { (dasherized ? DeclaredName.dasherize($0) : $0.lowercased()) == spelled }) else { return true }
                        return mayRead(catalog, declaredName)
                    }
                    diagnostics.append(context.diagnostic(
                        "`\(name)` is not \(kind == "outlet" ? "an" : "a") \(kind) of `\(identifier)`" + (listed.isEmpty ? "; it declares no \(kind == "class" ? "classes" : kind + "s")" : "; it declares \(listed)")
                            + MemberSeverity.unreadNote(suggestions: suggestions, kind: kind, setOnElement: setHere, isRead: isRead),
                        at: range,
                        help: undeclaredHelp(name, declared: names, attribute: attribute.attribute, in: controller, identifier: identifier),
                        suggestions: spelledSuggestions,
                        fix: spelledSuggestions.count == 1 && exact ? context.replacement(range, with: spelledSuggestions[0], title: "use `\(spelledSuggestions[0])`", applicability: .unsafe) : nil,
                        related: related,
                        severity: MemberSeverity.ofUndeclared(suggestions: suggestions, isRead: isRead)))
                }
            }
        }
        return diagnostics
    }
}
