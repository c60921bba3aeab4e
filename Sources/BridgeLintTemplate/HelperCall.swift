import BridgeLintCore

/// An element a helper call renders, before it is placed in the tree.
struct HelperElementSpec: Sendable {
    var name: String
    var helperName: String
    var nameRange: SourceRange
    var attributes: [Attribute] = []
    var hasDynamicAttributes = false
    var inlineText: TextContent?
    var form: FormInfo?
    var field: FieldInfo?
    /// Elements the helper renders inside this one (the `button` of `button_to`).
    var children: [HelperElementSpec] = []
    /// True for the element that holds the helper's block content.
    var receivesBlock = false
    /// The helper renders only this element's start tag (`form_with` or `form_tag` without a
    /// block): the element stays open, and what follows goes inside it until its end tag.
    var rendersStartTagOnly = false
    /// For a form the helper writes whole: the method its hidden `_method` field sends
    /// (`button_to … method: :delete`), nil where it writes none (POST, GET) or the method is
    /// not written literally.
    var overriddenMethod: String?
    /// For a form: the request it sends, where the call shows it (see `FormRequest`).
    var request: FormRequest?
}

/// The request a form a helper writes sends, where the call shows it: the code of its URL as
/// written (`registration_path(resource_name)`, blanks collapsed), and its method, lower-cased:
/// the literal `method:` (`html: { method: }` for `form_for`), else `post`, unless a model the
/// form is for decides it (`post` or `patch` by whether the record is saved).
struct FormRequest: Sendable, Hashable {
    var url: String
    var method: String

    init?(url: RubyValue?, method: RubyValue?, modelDecidesMethod: Bool, source: [UInt8]) {
        guard let url, case let range = url.tokenRange, range.start < range.end, range.end <= source.count else { return nil }
        if let method {
            guard let name = method.staticName?.text.lowercased() else { return nil }
            self.method = name
        } else if modelDecidesMethod {
            return nil
        } else {
            self.method = "post"
        }
        self.url = String(decoding: source[range.start..<range.end], as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The method the request of `outer` sends when the button of this form, written whole inside
    /// it, submits it instead (browsers ignore this form's start tag): GET where `outer` gets;
    /// else the last `_method` field posted wins (Rack keeps the last value of a key), this form's
    /// (written after the outer one's) where it has one, else `outer`'s, else POST.
    func methodSent(submitting outer: FormRequest) -> String {
        if outer.method == "get" { return "get" }
        if method != "get", method != "post" { return method }
        return outer.method
    }

    /// Whether the button of this form, written whole inside `outer`, sends the request this form
    /// means when it submits `outer` instead: the same URL's code, and the method this form sends.
    func isSent(submitting outer: FormRequest) -> Bool {
        url == outer.url && methodSent(submitting: outer) == method
    }
}

/// A helper call found at the start of an ERB output tag.
struct HelperCall: Sendable {
    var element: HelperElementSpec
    /// Index of the `do` token (or block `{`) that opens the helper's block, if any.
    var blockOpenerToken: Int?
    var isConditional: Bool
    /// Where a link helper's URL argument is written (`post_path(post)` in
    /// `link_to "Show", post_path(post)`), when the call has one.
    var urlArgument: RubyValue?
}

/// Turns the Ruby code of an ERB output tag into the element it renders, when it is a known
/// helper call. Unknown code renders nothing the linter can see.
enum HelperCallParser {
    static func parse(_ tokens: [RubyToken], source: [UInt8]) -> HelperCall? {
        var index = 0
        while index < tokens.count, tokens[index].kind == .newline { index += 1 }
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        let first = tokens[index]
        var helperName = first.text
        var nameRange = first.range
        var builderReceiver: String?
        var tagName: String?

        if index + 2 < tokens.count, tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier || tokens[index + 2].kind == .label {
            let method = tokens[index + 2]
            guard method.kind == .identifier else { return nil }
            if first.text == "tag" {
                tagName = dasherized(method.text)
            } else if HelperCatalog.builderMethods[method.text] != nil, first.text.first?.isLowercase == true {
                builderReceiver = first.text
            } else {
                return nil
            }
            helperName = first.text + "." + method.text
            nameRange = SourceRange(start: first.range.start, end: method.range.end)
            index += 3
        } else {
            guard HelperCatalog.helpers[first.text] != nil else { return nil }
            index += 1
            if index < tokens.count, tokens[index].isPunctuation(".") || tokens[index].isPunctuation("=") { return nil }
        }

        var parser = RubyArgumentParser(tokens: tokens, index: index)
        let parenthesized = parser.current.map { $0.isPunctuation("(") && !$0.spaceBefore } ?? false
        if parenthesized { parser.index += 1 }
        let arguments = parser.parseArguments(parenthesized: parenthesized)
        var blockOpener: Int?
        var blockVariable: String?
        var isConditional = false
        // `form_tag(url) {}`, `link_to(url) { icon }`: a block that ends in this tag; the whole
        // element renders here, its content computed.
        let inlineBlockEnd = parser.current.map { $0.isPunctuation("{") } == true && !opensBlock(tokens, braceAt: parser.index)
            ? closingBrace(tokens, openedAt: parser.index) : nil
        var cursor = inlineBlockEnd.map { $0 + 1 } ?? parser.index
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.isIdentifier("do") || (token.isPunctuation("{") && opensBlock(tokens, braceAt: cursor)) {
                blockOpener = cursor
                if cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation("|"), tokens[cursor + 2].kind == .identifier {
                    blockVariable = tokens[cursor + 2].text
                }
                break
            }
            if token.isIdentifier("if") || token.isIdentifier("unless") {
                isConditional = true
                break
            }
            cursor += 1
        }

        let call = CallArguments(arguments)
        let hasBlock = blockOpener != nil
        // `todo.label`, `step.select`: a model's reader, not a builder field (which names one).
        if let builderReceiver, arguments.isEmpty, !hasBlock,
           !HelperCatalog.buttonMethods.contains(String(helperName.dropFirst(builderReceiver.count + 1))) {
            return nil
        }
        var element: HelperElementSpec
        if let tagName {
            element = tagElement(name: tagName, helper: helperName, nameRange: nameRange, call: call, hasBlock: hasBlock)
        } else if let builderReceiver {
            element = builderElement(receiver: builderReceiver, helper: helperName, nameRange: nameRange, call: call, hasBlock: hasBlock, blockVariable: blockVariable, source: source)
        } else if let entry = HelperCatalog.helpers[helperName] {
            element = helperElement(entry, helper: helperName, nameRange: nameRange, call: call, hasBlock: hasBlock, blockVariable: blockVariable, source: source)
        } else {
            return nil
        }
        if hasBlock, !element.children.contains(where: \.receivesBlock) { element.receivesBlock = true }
        if let inlineBlockEnd { element.inlineText = inlineBlockEnd == parser.index + 1 ? TextContent.none : .dynamic }
        element.rendersStartTagOnly = !hasBlock && inlineBlockEnd == nil && HelperCatalog.startTagOnlyWithoutBlock.contains(helperName)
        var urlArgument: RubyValue?
        if tagName == nil, builderReceiver == nil, HelperCatalog.helpers[helperName]?.shape == .link {
            // `link_to(text, url)`, `link_to(url) do`; `link_to_if(condition, ...)` first takes the condition.
            let position = HelperCatalog.linkConditionHelpers.contains(helperName) ? 1 : 0
            urlArgument = call.positional.dropFirst(position + (hasBlock ? 0 : 1)).first
        }
        return HelperCall(element: element, blockOpenerToken: blockOpener, isConditional: isConditional, urlArgument: urlArgument)
    }

    /// `{ |x|`, or a `{` that ends the code (its block goes on in the next tags): a block, not
    /// a hash. The same reading as `RubyBlockScanner`, which opens the block for it.
    private static func opensBlock(_ tokens: [RubyToken], braceAt index: Int) -> Bool {
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .newline { next += 1 }
        return next == tokens.count || tokens[next].isPunctuation("|")
    }

    /// The index of the `}` that closes the `{` at `index`, when this tag holds it.
    private static func closingBrace(_ tokens: [RubyToken], openedAt index: Int) -> Int? {
        var depth = 0
        for cursor in index..<tokens.count {
            if tokens[cursor].isPunctuation("{") { depth += 1 }
            if tokens[cursor].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return cursor }
            }
        }
        return nil
    }

    // MARK: - Elements per helper shape

    private static func tagElement(name: String, helper: String, nameRange: SourceRange, call: CallArguments, hasBlock: Bool) -> HelperElementSpec {
        var element = HelperElementSpec(name: name, helperName: helper, nameRange: nameRange)
        if !hasBlock { element.inlineText = call.positional.first?.textContent ?? TextContent.none }
        apply(call.options(at: .last), to: &element)
        if call.passesOptionsAsValue(after: hasBlock ? 0 : 1) { element.hasDynamicAttributes = true }
        return element
    }

    private static func helperElement(_ entry: (element: String, shape: HelperCatalog.Shape), helper: String, nameRange: SourceRange, call: CallArguments, hasBlock: Bool, blockVariable: String?, source: [UInt8]) -> HelperElementSpec {
        var element = HelperElementSpec(name: entry.element, helperName: helper, nameRange: nameRange)
        switch entry.shape {
        case .link:
            // `link_to_if(condition, text, url)`: the condition comes first.
            let offset = HelperCatalog.linkConditionHelpers.contains(helper) ? 1 : 0
            element.inlineText = hasBlock ? nil : (call.positional.dropFirst(offset).first?.textContent ?? .dynamic)
            apply(call.options(at: .last), to: &element, renamingMethod: !HelperCatalog.contactLinkHelpers.contains(helper))
            if call.passesOptionsAsValue(after: offset + (hasBlock ? 1 : 2)) { element.hasDynamicAttributes = true }
        case .buttonTo:
            var button = HelperElementSpec(name: "button", helperName: helper, nameRange: nameRange)
            button.inlineText = hasBlock ? nil : (call.positional.first?.textContent ?? .dynamic)
            button.receivesBlock = hasBlock
            var options = call.options(at: .last)
            if let formOptions = options.removeValue(forKey: "form") {
                if case .hash(let pairs, _) = formOptions.value {
                    apply(HashOptions(pairs), to: &element)
                } else {
                    element.hasDynamicAttributes = true
                }
            }
            element.overriddenMethod = overriddenMethod(options)
            element.request = FormRequest(url: call.positional.dropFirst(hasBlock ? 0 : 1).first, method: options["method"]?.value,
                                          modelDecidesMethod: false, source: source)
            for key in ["method", "params", "form_class"] { options.removeValue(forKey: key) }
            apply(options, to: &button)
            if call.passesOptionsAsValue(after: hasBlock ? 1 : 2) {
                button.hasDynamicAttributes = true
                element.hasDynamicAttributes = true
            }
            element.children = [button]
        case .contentTag:
            if let name = call.positional.first?.staticName {
                element.name = name.text.lowercased()
            } else {
                element.name = "#dynamic"
            }
            if !hasBlock { element.inlineText = call.positional.dropFirst().first?.textContent ?? TextContent.none }
            apply(call.options(at: .last), to: &element)
            if call.passesOptionsAsValue(after: hasBlock ? 1 : 2) { element.hasDynamicAttributes = true }
        case .form, .fieldsFor:
            element.form = formInfo(helper: HelperCatalog.railsHelper(helper), call: call, blockVariable: blockVariable, source: source)
            var options = call.options(at: .last)
            element.overriddenMethod = overriddenMethod(options)
            element.request = formRequest(HelperCatalog.railsHelper(helper), call: call, source: source)
            element.form?.request = element.request
            let html = options.removeValue(forKey: "html")
            for key in HelperCatalog.formOptions { options.removeValue(forKey: key) }
            if HelperCatalog.gemFormHelpers[helper] != nil {
                for key in HelperCatalog.gemFormOptions { options.removeValue(forKey: key) }
            }
            if entry.shape == .form {
                if case .hash(_, let range)? = html?.value { element.form?.htmlOptions = range }
                if let rendered = formAttributes(of: HelperCatalog.railsHelper(helper), options: options, html: html) {
                    apply(rendered.attributes, to: &element)
                    element.form?.droppedOptions = rendered.dropped
                } else {
                    element.hasDynamicAttributes = true
                }
            }
        case .simpleTag:
            if helper == "label_tag" || helper == "button_tag" {
                element.inlineText = hasBlock ? nil : (call.positional.dropFirst(helper == "label_tag" ? 1 : 0).first?.textContent ?? .dynamic)
            }
            if helper == "turbo_frame_tag", let id = frameID(call.positional) {
                element.attributes.append(id)
            }
            if helper == "turbo_stream_action_tag", let action = call.positional.first, let value = action.attributeValue {
                element.attributes.append(Attribute(name: "action", nameRange: action.tokenRange, value: value, origin: .html))
            }
            apply(call.options(at: .last), to: &element)
        }
        return element
    }

    /// A form helper's options and its `html:` hash as the `<form>`'s attributes (the options
    /// that configure the form taken out), and where the pairs Rails drops are, key to value;
    /// nil when `html:` is not a literal hash. Where both
    /// give a key, Rails keeps one, merging one level deep (actionview's form_helper.rb):
    /// `form_with` merges `html:` over its own `id:`, `class:` and `data:`, so `html: { data: }`
    /// drops a `data:` beside it whole; `form_for` (and the gems' helpers built on it) lets its
    /// own `data:` replace `html:`'s. Other keys of their own stay, for the rules that say
    /// Rails renders nothing for them.
    private static func formAttributes(of helper: String, options: HashOptions, html: RubyPair?) -> (attributes: HashOptions, dropped: [SourceRange])? {
        var htmlOptions = HashOptions([])
        if let html {
            guard case .hash(let pairs, _) = html.value else { return nil }
            htmlOptions = HashOptions(pairs)
        }
        let written = options.pairs + htmlOptions.pairs
        var own = options
        switch helper {
        case "form_with":
            // `html: { **options }` may hold any key, so nothing it could replace is sure to render.
            own.pairs.removeAll { pair in
                guard let key = pair.key?.text else { return false }
                return htmlOptions[key] != nil || htmlOptions.hasUnknownKeys && ["id", "class", "data"].contains(key)
            }
        case "form_for":
            if own["data"] != nil || own.hasUnknownKeys { htmlOptions.pairs.removeAll { $0.key?.text == "data" } }
        default:
            break
        }
        own.pairs += htmlOptions.pairs
        own.hasUnknownKeys = own.hasUnknownKeys || htmlOptions.hasUnknownKeys
        let kept = Set(own.pairs.map(\.keyNameRange.start))
        let dropped = written.filter { !kept.contains($0.keyNameRange.start) }
            .map { SourceRange(start: $0.key?.tokenRange.start ?? $0.keyNameRange.start, end: $0.value.tokenRange.end) }
        return (own, dropped)
    }

    /// The `id` of `turbo_frame_tag(*ids)`: turbo-rails joins literal ids with `_`
    /// (`turbo_frame_tag "post", "comments"` -> `post_comments`) and passes a record to `dom_id`,
    /// so any argument that is not a literal name makes the whole id unknown.
    private static func frameID(_ ids: [RubyValue]) -> Attribute? {
        guard let first = ids.first, let last = ids.last else { return nil }
        guard ids.count > 1 else {
            return first.attributeValue.map { Attribute(name: "id", nameRange: first.tokenRange, value: $0, origin: .html) }
        }
        let range = SourceRange(start: first.tokenRange.start, end: last.tokenRange.end)
        let names = ids.compactMap(\.staticName)
        let value = names.count == ids.count
            ? AttributeValue(kind: .text, range: range, segments: [.text(names.map(\.text).joined(separator: "_"), range: range, verbatim: false)])
            : AttributeValue(kind: .expression, range: range, segments: [.dynamic(range)])
        return Attribute(name: "id", nameRange: range, value: value, origin: .html)
    }

    private static func builderElement(receiver: String, helper: String, nameRange: SourceRange, call: CallArguments, hasBlock: Bool, blockVariable: String?, source: [UInt8]) -> HelperElementSpec {
        let method = String(helper.dropFirst(receiver.count + 1))
        var element = HelperElementSpec(name: HelperCatalog.builderMethods[method] ?? "input", helperName: helper, nameRange: nameRange)
        if HelperCatalog.nestedScopeMethods.contains(method) {
            // Same arguments as the top-level `fields_for`; its options configure the scope.
            element.form = formInfo(helper: HelperCatalog.railsHelper(method), call: call, blockVariable: blockVariable, source: source)
            element.form?.parentBuilder = receiver
            return element
        }
        if HelperCatalog.simpleFormMethods.contains(method) {
            if let attribute = call.positional.first?.attributeName {
                element.field = FieldInfo(builder: receiver, method: method, name: attribute.text, nameRange: attribute.range, tagValue: nil,
                                          options: fieldOptions(call.options(at: .first)))
            }
            element.hasDynamicAttributes = true
            return element
        }
        if HelperCatalog.buttonMethods.contains(method) {
            // With a block (`form.button do`), the block is the content.
            element.inlineText = hasBlock ? nil : call.positional.first?.textContent ?? .dynamic
        } else if let first = call.positional.first, let name = first.staticName {
            if let attribute = first.attributeName {
                element.field = FieldInfo(builder: receiver, method: method, name: attribute.text, nameRange: attribute.range,
                                          tagValue: tagValue(method: method, call: call), options: fieldOptions(call.options(at: .first)))
            }
            if method == "label", !hasBlock {
                element.inlineText = call.positional.dropFirst().first?.textContent ?? .text(name.text)
            }
        }
        if method == "collection_check_boxes" || method == "collection_radio_buttons" {
            element.form = FormInfo(helper: method, builderVariable: blockVariable)
        }
        let options = HelperCatalog.selectMethods.contains(method) ? call.options(at: .second) : call.options(at: .first)
        apply(options, to: &element)
        return element
    }

    /// The value a builder field's id carries: the second argument of `radio_button`, the
    /// `value:` option of `label`.
    private static func tagValue(method: String, call: CallArguments) -> FieldInfo.TagValue? {
        let value: RubyValue?
        switch method {
        case "radio_button": value = call.positional.dropFirst().first
        case "label": value = call.options(at: .first)["value"]?.value
        default: return nil
        }
        switch value {
        case nil, .nilValue?: return nil
        case .literal(let text, _)?: return .literal(text)
        case let value?: return value.staticName.map { .literal($0.text) } ?? .dynamic
        }
    }

    /// The keys of a builder field's options hash and what their values are; a nested
    /// `input_html:` hash (simple_form's options for the field's own tag) adds its keys as
    /// `input_html.<key>`.
    private static func fieldOptions(_ options: HashOptions) -> [String: FieldInfo.OptionValue] {
        var given: [String: FieldInfo.OptionValue] = [:]
        for pair in options.pairs {
            guard let key = pair.key?.text else { continue }
            given[key] = optionValue(pair.value)
            if key == "input_html", case .hash(let nested, _) = pair.value {
                for inner in nested { if let innerKey = inner.key?.text { given["input_html." + innerKey] = optionValue(inner.value) } }
            }
        }
        return given
    }

    private static func optionValue(_ value: RubyValue) -> FieldInfo.OptionValue {
        switch value {
        case .nilValue: .nilOrFalse
        case .literal("false", _): .nilOrFalse
        default: value.staticName.map { .name($0.text) } ?? .other
        }
    }

    /// The request of a form helper's `<form>` (`form_tag url`, `url:` of `form_with` and
    /// `form_for`), where the call shows it.
    private static func formRequest(_ helper: String, call: CallArguments, source: [UInt8]) -> FormRequest? {
        let options = call.options(at: .last)
        switch helper {
        case "form_tag":
            return FormRequest(url: call.positional.first, method: options["method"]?.value, modelDecidesMethod: false, source: source)
        case "form_with":
            return FormRequest(url: options["url"]?.value, method: options["method"]?.value, modelDecidesMethod: options["model"] != nil, source: source)
        case "form_for":
            var method = options["method"]?.value
            if case .hash(let pairs, _)? = options["html"]?.value, let html = HashOptions(pairs)["method"] { method = html.value }
            return FormRequest(url: options["url"]?.value, method: method, modelDecidesMethod: true, source: source)
        default:
            return nil
        }
    }

    /// The method a form helper's `method:` option sends as a hidden `_method` field: any literal
    /// but `get` and `post`, which the `<form>` tag's own `method` carries.
    private static func overriddenMethod(_ options: HashOptions) -> String? {
        guard let method = options["method"]?.value.staticName?.text.lowercased(), method != "get", method != "post" else { return nil }
        return method
    }

    private static func formInfo(helper: String, call: CallArguments, blockVariable: String?, source: [UInt8]) -> FormInfo {
        var info = FormInfo(helper: helper, builderVariable: blockVariable)
        let options = call.options(at: .last)
        var model = options["model"]?.value
        if helper == "form_for" || helper == "fields_for" || helper == "fields" {
            if let first = call.positional.first {
                if case .symbol(let name, _, _) = first { info.scope = name } else if case .string = first { info.scope = first.staticName?.text } else { model = first }
            }
            if helper != "form_for", call.positional.count > 1 { model = call.positional[1] }
        }
        if case .array(let parts, _)? = model { model = parts.last }
        if case .expression(let range)? = model, range.end <= source.count,
           case let text = String(decoding: source[range.start..<range.end], as: UTF8.self), isSimpleReference(text) {
            info.model = text
            info.modelRange = range
        } else if case .expression(let range)? = model, range.end <= source.count {
            info.modelClass = constructedClass(String(decoding: source[range.start..<range.end], as: UTF8.self))
        }
        for key in ["scope", "as"] {
            guard let value = options[key]?.value else { continue }
            if let name = value.staticName { info.scope = name.text } else { info.hasDynamicScope = true }
        }
        return info
    }

    /// `Comment` for `Comment.new`, `Comment.new(body: "")`, `::Comment.new`; `Admin::Report` for
    /// `Admin::Report.new`. Nil for any other expression (`Comment.find(id)`, `Current.user`).
    private static func constructedClass(_ text: String) -> String? {
        var rest = Substring(text)
        if rest.hasPrefix("::") { rest = rest.dropFirst(2) }
        guard let dot = rest.firstIndex(of: "."), rest[dot...].hasPrefix(".new") else { return nil }
        let name = rest[..<dot]
        let after = rest[rest.index(dot, offsetBy: 4)...]
        if let next = after.first, next != "(" { return nil }
        // Arguments only: the `(` that opens them closes at the end (not `.new(a).tap(...)`).
        var depth = 0
        for (offset, character) in after.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0, offset < after.count - 1 { return nil }
        }
        guard after.isEmpty || (after.first == "(" && after.last == ")" && depth == 0),
              name.split(separator: "::", omittingEmptySubsequences: false).allSatisfy({ part in
                  part.first?.isUppercase == true && part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
              }) else { return nil }
        return String(name)
    }

    /// `@todo`, `todo`, `@project.todo`: a model the linter may resolve by name. A constant
    /// (`Todo.new`, `Current.user`) is a call whose result the template does not name.
    private static func isSimpleReference(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "@" || first == "_" || first.properties.isLowercase else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "@" || $0 == "_" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    // MARK: - Options hash -> attributes

    /// Rails' `dasherize`: only `_` becomes `-`; case is kept.
    static func dasherized(_ key: String) -> String {
        String(key.map { $0 == "_" ? "-" : $0 })
    }

    /// The attributes a nested `data:` or `aria:` hash renders (`data: { menu_target: "item" }` ->
    /// `data-menu-target`), and whether it has keys that cannot be read.
    static func attributes(ofNested pairs: [RubyPair], in hash: String) -> (attributes: [Attribute], hasUnknownKeys: Bool) {
        var attributes: [Attribute] = []
        var hasUnknownKeys = false
        for inner in pairs {
            guard var innerKey = inner.key else {
                hasUnknownKeys = true
                continue
            }
            innerKey.hash = hash
            guard let value = inner.value.attributeValue else { continue }
            attributes.append(Attribute(name: hash + "-" + dasherized(innerKey.text), nameRange: inner.keyNameRange, value: value, origin: .rubyKey(innerKey)))
        }
        return (attributes, hasUnknownKeys)
    }

    private static func apply(_ options: HashOptions, to element: inout HelperElementSpec, renamingMethod: Bool = false) {
        if options.hasUnknownKeys { element.hasDynamicAttributes = true }
        for pair in options.pairs {
            guard let key = pair.key else { continue }
            switch key.text {
            case "data", "aria":
                guard case .hash(let nested, _) = pair.value else {
                    if case .nilValue = pair.value { continue }
                    element.hasDynamicAttributes = true
                    continue
                }
                let rendered = attributes(ofNested: nested, in: key.text)
                element.attributes += rendered.attributes
                if rendered.hasUnknownKeys { element.hasDynamicAttributes = true }
            case "method" where renamingMethod:
                // Rails UJS: `link_to ..., method: :delete` renders `data-method="delete"`.
                guard let value = pair.value.attributeValue else { continue }
                element.attributes.append(Attribute(name: "data-method", nameRange: pair.keyNameRange, value: value, origin: .rubyKey(key)))
            case let name where HelperCatalog.booleanAttributes.contains(name):
                // Rails renders `disabled: true` as `disabled="disabled"` and drops `false`.
                guard var value = pair.value.attributeValue else { continue }
                if case .literal(let literal, let range) = pair.value {
                    guard literal != "false" else { continue }
                    if literal == "true" { value = AttributeValue(kind: .text, range: range, segments: [.text(name, range: range, verbatim: false)]) }
                }
                element.attributes.append(Attribute(name: name, nameRange: pair.keyNameRange, value: value, origin: .rubyKey(key)))
            default:
                guard let value = pair.value.attributeValue else { continue }
                element.attributes.append(Attribute(name: key.text, nameRange: pair.keyNameRange, value: value, origin: .rubyKey(key)))
            }
        }
    }
}

/// A call's arguments, split into positional values and option hashes.
struct CallArguments {
    var positional: [RubyValue] = []
    /// Hash arguments in order: braced literals and the trailing keyword pairs.
    var hashes: [HashOptions] = []
    enum HashPosition { case first, second, last }

    init(_ arguments: [RubyArgument]) {
        var keywords = HashOptions([])
        var hasKeywords = false
        for argument in arguments {
            switch argument {
            case .positional(let value):
                if case .hash(let pairs, _) = value { hashes.append(HashOptions(pairs)) } else { positional.append(value) }
            case .pair(let pair):
                keywords.pairs.append(pair)
                hasKeywords = true
            case .unknownPairs:
                keywords.hasUnknownKeys = true
                hasKeywords = true
            case .other:
                break
            }
        }
        if hasKeywords { hashes.append(keywords) }
    }

    /// Whether the argument after the first `count` positional ones, where the helper takes its
    /// HTML options, is a value other than a literal hash (`content_tag :div, options do`):
    /// the attributes are whatever it holds at run time.
    func passesOptionsAsValue(after count: Int) -> Bool {
        guard positional.count > count else { return false }
        switch positional[count] {
        case .nilValue: return false
        default: return true
        }
    }

    /// The options hash at a position; empty when there is none.
    func options(at position: HashPosition) -> HashOptions {
        switch position {
        case .first: hashes.first ?? HashOptions([])
        case .second: hashes.count > 1 ? hashes[1] : HashOptions([])
        case .last: hashes.last ?? HashOptions([])
        }
    }
}

/// The pairs of one options hash, looked up by key.
struct HashOptions {
    var pairs: [RubyPair]
    var hasUnknownKeys = false

    init(_ pairs: [RubyPair]) {
        self.pairs = pairs.filter { $0.key != nil }
        self.hasUnknownKeys = pairs.contains { $0.key == nil }
    }

    subscript(key: String) -> RubyPair? { pairs.first { $0.key?.text == key } }

    @discardableResult
    mutating func removeValue(forKey key: String) -> RubyPair? {
        guard let index = pairs.firstIndex(where: { $0.key?.text == key }) else { return nil }
        return pairs.remove(at: index)
    }
}
