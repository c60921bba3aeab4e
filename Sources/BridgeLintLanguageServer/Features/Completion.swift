import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate

/// One completion proposal.
struct CompletionItem: Equatable {
    /// LSP `CompletionItemKind`.
    enum Kind: Int {
        case method = 2, field = 5, variable = 6, `class` = 7, property = 10, value = 12, keyword = 14, event = 23
    }

    var label: String
    var kind: Kind
    var detail: String?
    /// What replaces the typed prefix; the label when nil.
    var insertText: String?
    /// Proposals for the element's own scope sort first.
    var isPreferred = false
}

/// The proposals at a cursor, all replacing `replacing` (the prefix typed so far).
struct CompletionList: Equatable {
    var replacing: SourceRange
    var items: [CompletionItem]
    /// More proposals exist than were listed (SF Symbols): the client asks again as the user types.
    var isIncomplete = false
}

/// Completion in templates: Stimulus and bridge attribute names and values, in HTML and in
/// Rails `data:` hashes (with their underscore spelling), and form builder field names.
enum Completion {
    /// How many SF Symbol names one answer lists at most.
    static let symbolLimit = 100

    static func list(at offset: Int, in context: TemplateContext) -> CompletionList? {
        guard let slot = CompletionSlot.at(offset, in: context.file) else { return nil }
        let element = context.element(at: offset)
        let scope = context.controllersInScope(of: element)
        func replacing(_ prefix: String, _ items: [CompletionItem], isIncomplete: Bool = false) -> CompletionList {
            CompletionList(replacing: SourceRange(start: offset - prefix.utf8.count, end: offset), items: items, isIncomplete: isIncomplete)
        }
        switch slot {
        case .attributeName(let prefix, let isRubyKey):
            return replacing(prefix, attributeNames(scope: scope, isRubyKey: isRubyKey))
        case .formField(let builder, _, let prefix):
            return replacing(prefix, formFields(builder: builder, at: offset, in: context))
        case .attributeValue(let attribute, let value):
            let token = String(value.reversed().prefix { !$0.isWhitespace }.reversed())
            switch attribute {
            case "data-controller":
                return replacing(token, identifiers(context.project.controllers, preferring: scope))
            case "data-action":
                let (prefix, items) = actionParts(token, element: element, scope: scope, context: context)
                return replacing(prefix, items)
            case "data-turbo-frame", "turbo_frame":
                return replacing(value, frameIDs(in: context))
            default:
                if let values = turboValues(of: attribute) {
                    return replacing(value, values.map { CompletionItem(label: $0, kind: .value, detail: attribute) })
                }
                if attribute.hasPrefix("data-bridge-"), !attribute.hasPrefix("data-bridge--") {
                    return bridgeValues(String(attribute.dropFirst(12)), value: value, project: context.project, replacing: replacing)
                }
                if attribute.hasSuffix("-value"), let type = valueType(of: attribute, project: context.project), type == .boolean {
                    return replacing(value, ["true", "false"].map { CompletionItem(label: $0, kind: .value, detail: "Boolean value") })
                }
                if attribute.hasPrefix("data-"), attribute.hasSuffix("-target"), attribute.count > 12 {
                    let identifier = String(attribute.dropFirst(5).dropLast(7))
                    let targets = context.controller(identifier)?.targets.sorted() ?? []
                    return replacing(token, targets.map { CompletionItem(label: $0, kind: .field, detail: "target of \(identifier)") })
                }
                return nil
            }
        }
    }

    // MARK: - Attribute names

    private static func attributeNames(scope: [StimulusController], isRubyKey: Bool) -> [CompletionItem] {
        var items = [
            CompletionItem(label: "data-controller", kind: .property, detail: "Stimulus controllers to connect"),
            CompletionItem(label: "data-action", kind: .property, detail: "Stimulus actions: event->identifier#method"),
        ]
        for controller in scope {
            let id = controller.identifier
            let member = { (name: String, detail: String) in
                CompletionItem(label: "data-\(id)-\(name)", kind: .property, detail: detail, isPreferred: true)
            }
            if !controller.targets.isEmpty { items.append(member("target", "targets: " + controller.targets.sorted().joined(separator: ", "))) }
            for value in controller.values.values.sorted(by: { $0.name < $1.name }) {
                let type = value.type == .unknown ? "value" : "\(value.type.rawValue) value"
                items.append(member(CamelCase.dasherized(value.name) + "-value", type + (value.hasDefault ? " (has a default)" : "")))
            }
            for name in controller.classes.sorted() { items.append(member(CamelCase.dasherized(name) + "-class", "CSS class")) }
            for name in controller.outlets.sorted() { items.append(member(name + "-outlet", "outlet selector")) }
            for read in controller.bridgeAttributes {
                items.append(CompletionItem(label: "data-bridge-" + read.name, kind: .property, detail: "read by \(id) with bridgeAttribute", isPreferred: true))
            }
        }
        items += TurboLibrary.attributeNames.map { CompletionItem(label: $0, kind: .property, detail: "read by Turbo") }
        var seen: Set<String> = []
        items = items.filter { seen.insert($0.label).inserted }
        guard isRubyKey else { return items }
        return items.map { item in
            var key = item
            key.label = RailsDataKeys.rubyKey(forDataName: String(item.label.dropFirst(5)))
            return key
        }
    }

    // MARK: - Values

    /// The frame ids a link, form or frame may name: `_top`, `_self`, the frames of this buffer
    /// and of the app's other templates.
    private static func frameIDs(in context: TemplateContext) -> [CompletionItem] {
        let here = context.template.elements.compactMap { element in
            element.name == "turbo-frame" ? element.attribute(named: "id")?.value?.staticText : nil
        }
        let ids = Set(here).union(context.corpus.turboFrames.definitions.keys).sorted()
        return ids.map { CompletionItem(label: $0, kind: .value, detail: "Turbo frame") }
            + TurboLibrary.specialFrameTargets.sorted().map { CompletionItem(label: $0, kind: .keyword, detail: $0 == "_top" ? "the whole page" : "the frame around the element") }
    }

    /// The values Turbo understands for a `data-turbo-*` attribute with a closed set of them.
    private static func turboValues(of attribute: String) -> [String]? {
        TurboLibrary.attributeValues[attribute]?.values ?? TurboLibrary.offSwitches[attribute]
    }

    private static func identifiers(_ catalog: ControllerCatalog, preferring scope: [StimulusController], suffix: String = "") -> [CompletionItem] {
        let inScope = Set(scope.map(\.identifier))
        return catalog.allIdentifiers.sorted().map { identifier in
            let path = catalog.controllers(named: identifier).first?.path
            return CompletionItem(label: identifier, kind: .class, detail: path ?? "declared in the configuration",
                                  insertText: identifier + suffix, isPreferred: inScope.contains(identifier))
        }
    }

    /// The part of an action descriptor being typed, and what may come there.
    private static func actionParts(_ token: String, element: Element?, scope: [StimulusController],
                                    context: TemplateContext) -> (prefix: String, items: [CompletionItem]) {
        if let hash = token.lastIndex(of: "#") {
            let afterHash = token[token.index(after: hash)...]
            if let colon = afterHash.lastIndex(of: ":") {
                let options = ActionGrammar.options.sorted().map { CompletionItem(label: $0, kind: .keyword, detail: "action option") }
                return (String(afterHash[afterHash.index(after: colon)...]), options)
            }
            let start = token.range(of: "->")?.upperBound ?? token.startIndex
            let identifier = String(token[start..<hash])
            let methods = context.controller(identifier)?.actions ?? []
            return (String(afterHash), methods.map { CompletionItem(label: $0, kind: .method, detail: "\(identifier) action") })
        }
        if let arrow = token.range(of: "->") {
            return (String(token[arrow.upperBound...]), identifiers(context.project.controllers, preferring: scope, suffix: "#"))
        }
        if let at = token.lastIndex(of: "@") {
            let globals = ["window", "document"].map { CompletionItem(label: $0, kind: .keyword, detail: "listen on \($0)", insertText: $0 + "->") }
            return (String(token[token.index(after: at)...]), globals)
        }
        if let dot = token.firstIndex(of: "."), ActionGrammar.keyEvents.contains(String(token[..<dot])) {
            let afterDot = token[token.index(after: dot)...]
            let filterStart = afterDot.lastIndex(of: "+").map { afterDot.index(after: $0) } ?? afterDot.startIndex
            let keys = ActionGrammar.keyNames.union(ActionGrammar.modifierKeys).sorted()
            return (String(afterDot[filterStart...]), keys.map { CompletionItem(label: $0, kind: .keyword, detail: "key filter") })
        }
        let defaultEvent = element.flatMap { element in
            ActionGrammar.defaultEvent(forElement: element.name, type: element.attribute(named: "type")?.value?.staticText)
        }
        var items = DOMEvents.names.sorted().map { event in
            CompletionItem(label: event, kind: .event, detail: event == defaultEvent ? "DOM event (this element's default)" : "DOM event",
                           insertText: event + "->", isPreferred: event == defaultEvent)
        }
        // `identifier#method` alone uses the element's default event.
        if defaultEvent != nil { items += identifiers(context.project.controllers, preferring: scope, suffix: "#") }
        return (token, items)
    }

    /// Values of `data-bridge-<name>`: the configured list, the library's `disabled` values,
    /// or SF Symbol names for image attributes.
    private static func bridgeValues(_ name: String, value: String, project: ProjectModel,
                                     replacing: (String, [CompletionItem], Bool) -> CompletionList) -> CompletionList? {
        let configured = BridgeAttributeValueRule.enumerations(in: project.configuration.rules["bridge-attribute-value"])[name]?.values
        if let values = configured ?? (name == "disabled" ? BridgeLibrary.disabledValues : nil) {
            return replacing(value, values.map { CompletionItem(label: $0, kind: .value, detail: "data-bridge-\(name)") }, false)
        }
        let imageAttributes = BridgeUnknownSFSymbolRule.builtInImageAttributes.union(project.configuration.imageAttributes.map { $0.lowercased() })
        guard imageAttributes.contains("data-bridge-" + name) else { return nil }
        let matching = (SFSymbolCatalog.names.union(project.configuration.extraSFSymbols)).filter { $0.hasPrefix(value) }.sorted()
        let items = matching.prefix(symbolLimit).map { CompletionItem(label: $0, kind: .value, detail: "SF Symbol") }
        return replacing(value, Array(items), matching.count > symbolLimit)
    }

    /// The declared type of the value `data-<identifier>-<name>-value` names.
    private static func valueType(of attribute: String, project: ProjectModel) -> StimulusController.ValueType? {
        for controller in project.controllers.controllers where attribute.hasPrefix("data-\(controller.identifier)-") {
            let written = String(attribute.dropFirst(controller.identifier.count + 6).dropLast(6))
            if let name = TemplateSymbol.declaredName(of: written, kind: .value, in: controller), let value = controller.values[name] {
                return value.type
            }
        }
        return nil
    }

    // MARK: - Forms

    /// The attributes of the model of the form whose builder is `builder`, around `offset`.
    private static func formFields(builder: String, at offset: Int, in context: TemplateContext) -> [CompletionItem] {
        let forms = context.template.elements.filter { $0.form?.builderVariable == builder && $0.range.start <= offset && offset <= $0.range.end }
        guard let form = forms.max(by: { $0.range.start < $1.range.start })?.form,
              let objectName = form.model ?? form.scope,
              let model = context.project.schema.model(forFormObject: objectName),
              let attributes = context.project.schema.attributes(forModel: model.name) else { return [] }
        return attributes.values.sorted { $0.name < $1.name }.map { attribute in
            CompletionItem(label: attribute.name, kind: .field, detail: "\(model.name) \(attribute.kind.rawValue) (\(attribute.declaredBy))")
        }
    }
}
