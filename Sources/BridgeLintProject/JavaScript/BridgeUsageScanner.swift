import BridgeLintCore

/// Finds how a controller file talks to the bridge: `bridgeAttribute("x")` reads, `BridgeElement`
/// use, and `this.send("event", { ... })` calls, anywhere in the file.
struct UsageScanner {
    let source: JavaScriptSource

    private var tokens: [JavaScriptToken] { source.tokens }

    func record(into controller: inout StimulusController) {
        for token in tokens where token.kind == .string || token.kind == .template {
            if ByteSearch.contains("data-", in: token.text) { recordSelectorReads(in: token.literalValue ?? token.text, into: &controller) }
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch tokens[index].text {
            case "bridgeAttribute": recordBridgeAttribute(at: index, into: &controller)
            case "bridgeElement": controller.usesBridgeElement = true
            case "BridgeElement" where source.token(at: index - 1)?.isIdentifier("new") == true:
                controller.usesBridgeElement = true
            case "send":
                if source.token(at: index - 1)?.isPunctuator(".") == true,
                   source.token(at: index - 2)?.isIdentifier("this") == true,
                   source.token(at: index + 1)?.isPunctuator("(") == true
                {
                    controller.sentEvents.append(sentEvent(argumentsAt: index + 1, receiverAt: index - 2))
                }
            case "title" where readsTitleProperty(at: index):
                controller.readsTitle = true
            case "dataset":
                recordDatasetRead(at: index, into: &controller)
            case "data" where isLegacyDataMap(at: index):
                if let key = source.token(at: index + 4)?.literalValue, source.token(at: index + 5)?.isPunctuator(")") == true || source.token(at: index + 5)?.isPunctuator(",") == true {
                    controller.dataMapKeys.insert(Self.dasherized(key))
                } else if source.token(at: index + 4)?.isPunctuator(")") == false {
                    recordDynamicRead(at: index, into: &controller)
                }
            case "data", "attr":
                recordJQueryRead(at: index, into: &controller)
            case "getAttribute", "hasAttribute", "getAttributeNode", "setAttribute", "toggleAttribute", "removeAttribute":
                guard source.token(at: index + 1)?.isPunctuator("(") == true, let argument = source.token(at: index + 2) else { break }
                let closes = source.token(at: index + 3).map { $0.isPunctuator(")") || $0.isPunctuator(",") } == true
                if let name = argument.literalValue, closes {
                    guard name.lowercased().hasPrefix("data-") else { break }
                    controller.dataAttributeReads.insert(name.lowercased())
                    if tokens[index].text == "getAttribute" || tokens[index].text == "getAttributeNode" {
                        controller.dataAttributeValueReads.insert(name.lowercased())
                    }
                    if let value = comparedLiteral(after: index + 3) { controller.dataAttributeReads.insert(name.lowercased() + "=" + value) }
                } else if (argument.kind == .string || argument.kind == .template), (argument.value ?? "").lowercased().hasPrefix("data-") {
                    // `"data-" + name`, `` `data-${this.identifier}-${name}-value` ``
                    recordDynamicRead(at: index, into: &controller)
                }
            default: break
            }
        }
        controller.eventSends = EventSendScanner(source: source).sends()
    }

    /// Attribute selectors in a string (`'[data-scroll-loader-target="button"]'`, `"[data-id]"`):
    /// `data-x` for one without a value, `data-x=value` for one with a value.
    private func recordSelectorReads(in text: String, into controller: inout StimulusController) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        }
        while index < scalars.count {
            guard scalars[index] == "[" else { index += 1; continue }
            var cursor = index + 1
            while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
            let nameStart = cursor
            while cursor < scalars.count, isNameScalar(scalars[cursor]) { cursor += 1 }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<cursor])).lowercased()
            index += 1
            guard name.hasPrefix("data-"), name.count > 5 else { continue }
            while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
            guard cursor < scalars.count else { continue }
            if scalars[cursor] == "]" {
                controller.dataAttributeReads.insert(name)
                controller.dataAttributesSelectedByAnyValue.insert(name)
                continue
            }
            // `=`, or `~=` (one whole token of a list such as `data-controller`); `^=` and the
            // like match parts of the value.
            if scalars[cursor] == "~", cursor + 1 < scalars.count, scalars[cursor + 1] == "=" { cursor += 1 }
            guard scalars[cursor] == "=" else {
                controller.dataAttributeReads.insert(name)
                controller.dataAttributesSelectedByAnyValue.insert(name)
                continue
            }
            cursor += 1
            while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
            guard cursor < scalars.count else { continue }
            var value = ""
            if scalars[cursor] == "\"" || scalars[cursor] == "'" {
                let quote = scalars[cursor]
                cursor += 1
                while cursor < scalars.count, scalars[cursor] != quote { value.unicodeScalars.append(scalars[cursor]); cursor += 1 }
            } else {
                while cursor < scalars.count, isNameScalar(scalars[cursor]) { value.unicodeScalars.append(scalars[cursor]); cursor += 1 }
            }
            // `${name}`, or ERB in a template's inline script (`<%= kind %>`): a computed value.
            let anyValue = value.isEmpty || value.contains("${") || value.contains("<%")
            controller.dataAttributeReads.insert(anyValue ? name : name + "=" + value)
            if anyValue { controller.dataAttributesSelectedByAnyValue.insert(name) }
        }
    }

    /// `x.title` (not an assignment to it), or `title` in a destructuring pattern
    /// (`const { title } = element`). `document.title` is the page's title, not an element's.
    private func readsTitleProperty(at index: Int) -> Bool {
        if source.token(at: index - 1)?.isPunctuator(".") == true {
            if source.token(at: index - 2)?.isIdentifier("document") == true { return false }
            return source.token(at: index + 1)?.isPunctuator("=") != true
        }
        guard let previous = source.token(at: index - 1), previous.isPunctuator("{") || previous.isPunctuator(",") else { return false }
        // The `{` of the pattern, then `} =` after it.
        var depth = 0
        var cursor = index - 1
        while cursor >= 0, cursor >= index - 128 {
            let token = tokens[cursor]
            if token.isPunctuator("}") { depth += 1 }
            if token.isPunctuator("{") {
                if depth == 0 {
                    guard let close = source.closingIndex[cursor] else { return false }
                    return source.token(at: close + 1)?.isPunctuator("=") == true
                }
                depth -= 1
            }
            cursor -= 1
        }
        return false
    }

    /// `.dataset.columnIdValue`, `.dataset["columnIdValue"]`, or the names taken apart from a
    /// dataset (`const { columnIdValue, rowValue: row } = el.dataset`): the DOM maps each
    /// capital letter of a dataset name to `-` and its lower case (`data-column-id-value`).
    /// A dataset read by a computed key or used whole (`Object.keys(el.dataset)`) is a dynamic read.
    private func recordDatasetRead(at index: Int, into controller: inout StimulusController) {
        var names: [String] = []
        var valueEnd: Int?
        let next = source.token(at: index + 1)
        if next?.isPunctuator(".") == true || next?.isPunctuator("?.") == true {
            guard let property = source.token(at: index + 2), property.kind == .identifier else { return }
            names = [property.text]
            valueEnd = index + 2
        } else if next?.isPunctuator("[") == true {
            guard let key = source.token(at: index + 2)?.literalValue, source.token(at: index + 3)?.isPunctuator("]") == true else {
                recordDynamicRead(at: index, into: &controller)
                return
            }
            names = [key]
            valueEnd = index + 3
        } else if next?.isPunctuator(",") == true, let key = source.token(at: index + 2)?.literalValue, source.token(at: index + 3)?.isPunctuator(")") == true {
            // `Object.hasOwn(element.dataset, "hotwireNative")`: a key asked of the map.
            names = [key]
        } else {
            names = destructuredKeys(assignedFrom: index)
            let isProperty = source.token(at: index - 1).map { $0.isPunctuator(".") || $0.isPunctuator("?.") } == true
            if names.isEmpty, isProperty { recordDynamicRead(at: index, into: &controller) }
        }
        let isWritten = valueEnd.map { isAssigned(memberEndingAt: $0, startingFrom: index) } ?? false
        for name in names where !name.isEmpty {
            controller.dataAttributeReads.insert("data-" + Self.dasherized(name))
            if !isWritten, valueEnd != nil || next?.isPunctuator(",") != true { controller.dataAttributeValueReads.insert("data-" + Self.dasherized(name)) }
        }
        if let name = names.first, let valueEnd, let value = comparedLiteral(after: valueEnd) {
            controller.dataAttributeReads.insert("data-" + Self.dasherized(name) + "=" + value)
        }
    }

    /// Whether the member `x.dataset.name` ending at `end` is written, not read: assigned
    /// (`=`, `+=`, `||=`, ...) or deleted (`delete el.dataset.name`). `dataset` is at `datasetIndex`.
    private func isAssigned(memberEndingAt end: Int, startingFrom datasetIndex: Int) -> Bool {
        if let next = source.token(at: end + 1), next.kind == .punctuator, Self.assignments.contains(next.text) { return true }
        var cursor = datasetIndex
        while cursor >= 2, tokens[cursor - 1].isPunctuator(".") || tokens[cursor - 1].isPunctuator("?."), tokens[cursor - 2].kind == .identifier {
            cursor -= 2
        }
        return source.token(at: cursor - 1)?.isIdentifier("delete") == true
    }

    private static let assignments: Set<String> = ["=", "+=", "-=", "||=", "&&=", "??="]

    /// jQuery's reads of an attribute's value with one literal argument: `$(el).data("toggle-target")`
    /// (or `.data("toggleTarget")`: jQuery maps the key as the DOM maps dataset names) and
    /// `$(el).attr("data-toggle-target")`. With a second argument they write (`.data` only to
    /// jQuery's own store); Stimulus 1's `this.data.get(...)` is read elsewhere.
    private func recordJQueryRead(at index: Int, into controller: inout StimulusController) {
        guard source.token(at: index - 1)?.isPunctuator(".") == true, source.token(at: index - 2)?.isIdentifier("this") != true,
              source.token(at: index + 1)?.isPunctuator("(") == true, let key = source.token(at: index + 2)?.literalValue, !key.isEmpty,
              source.token(at: index + 3)?.isPunctuator(")") == true else { return }
        let name: String
        if tokens[index].text == "attr" {
            guard key.lowercased().hasPrefix("data-") else { return }
            name = key.lowercased()
        } else {
            name = "data-" + Self.dasherized(key)
        }
        controller.dataAttributeReads.insert(name)
        controller.dataAttributeValueReads.insert(name)
        if let value = comparedLiteral(after: index + 3) { controller.dataAttributeReads.insert(name + "=" + value) }
    }

    /// The literal an attribute's value ending at `end` is compared with
    /// (`el.dataset.controller === "sourceable"`, `getAttribute("data-role") != 'menu'`), if it is.
    private func comparedLiteral(after end: Int) -> String? {
        guard let comparison = source.token(at: end + 1), ["===", "==", "!==", "!="].contains(where: comparison.isPunctuator),
              let value = source.token(at: end + 2)?.literalValue, !value.isEmpty else { return nil }
        return value
    }

    private func recordDynamicRead(at index: Int, into controller: inout StimulusController) {
        if controller.dynamicAttributeRead == nil { controller.dynamicAttributeRead = source.location(of: tokens[index]) }
    }

    /// `columnIdValue` -> `column-id-value`, as the DOM maps dataset names and Stimulus data map keys.
    static func dasherized(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isASCII, character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The keys of an object pattern `{ a, b: c, d = 1 } = x.y.dataset` whose value ends at
    /// `end` (the `dataset` token); empty when `end` is not such a value.
    private func destructuredKeys(assignedFrom end: Int) -> [String] {
        var cursor = end
        // Back over the member chain `this.columnTarget.dataset`.
        while cursor >= 2, tokens[cursor - 1].isPunctuator(".") || tokens[cursor - 1].isPunctuator("?."), tokens[cursor - 2].kind == .identifier {
            cursor -= 2
        }
        guard source.token(at: cursor - 1)?.isPunctuator("=") == true, let close = source.token(at: cursor - 2), close.isPunctuator("}") else { return [] }
        var open = cursor - 2
        var depth = 0
        while open >= 0, open >= cursor - 512 {
            if tokens[open].isPunctuator("}") { depth += 1 }
            if tokens[open].isPunctuator("{") {
                depth -= 1
                if depth == 0 { break }
            }
            open -= 1
        }
        guard open >= 0, tokens[open].isPunctuator("{"), source.closingIndex[open] == cursor - 2 else { return [] }
        var keys: [String] = []
        var index = open + 1
        while index < cursor - 2 {
            let token = tokens[index]
            if token.kind == .identifier || token.kind == .string, tokens[index - 1].isPunctuator("{") || tokens[index - 1].isPunctuator(",") {
                keys.append(token.literalValue ?? token.text)
            }
            index = source.skipGroup(at: index)
        }
        return keys
    }

    /// `this.data.get("key")` (and `has`, `set`): Stimulus 1's data map, which reads
    /// `data-<identifier>-<key>` and still works in Stimulus 3.
    private func isLegacyDataMap(at index: Int) -> Bool {
        guard source.token(at: index - 1)?.isPunctuator(".") == true, source.token(at: index - 2)?.isIdentifier("this") == true,
              source.token(at: index + 1)?.isPunctuator(".") == true, let method = source.token(at: index + 2),
              ["get", "has", "set", "delete"].contains(method.text), method.kind == .identifier else { return false }
        return source.token(at: index + 3)?.isPunctuator("(") == true
    }

    private func recordBridgeAttribute(at index: Int, into controller: inout StimulusController) {
        guard source.token(at: index + 1)?.isPunctuator("(") == true, let argument = source.token(at: index + 2) else { return }
        let closesArgument = source.token(at: index + 3).map { $0.isPunctuator(")") || $0.isPunctuator(",") } == true
        if let name = argument.literalValue, closesArgument {
            controller.bridgeAttributes.append(.init(name: name, location: source.location(of: argument)))
        } else if source.token(at: index - 1)?.isPunctuator(".") == true {
            if controller.dynamicBridgeAttributeRead == nil { controller.dynamicBridgeAttributeRead = source.location(of: tokens[index]) }
        }
    }

    /// `(name, data, callback)` with the `(` at `open`.
    private func sentEvent(argumentsAt open: Int, receiverAt receiver: Int) -> StimulusController.SentEvent {
        let close = min(source.skipGroup(at: open) - 1, tokens.count)
        var event = StimulusController.SentEvent(
            name: nil, keys: [], keysAreDynamic: false, location: source.location(of: tokens[receiver]))
        var index = open + 1
        if index < close, let name = tokens[index].literalValue,
           source.token(at: index + 1).map({ $0.isPunctuator(",") || $0.isPunctuator(")") }) == true
        {
            event.name = name
        }
        while index < close, !tokens[index].isPunctuator(",") { index = source.skipGroup(at: index) }
        index += 1
        guard index < close else { return event }  // no data argument
        guard tokens[index].isPunctuator("{") else {
            event.keysAreDynamic = true
            return event
        }
        let objectEnd = min(source.skipGroup(at: index) - 1, close)
        index += 1
        while index < objectEnd {
            let key = tokens[index]
            switch key.kind {
            case .identifier, .number: event.keys.append(key.text)
            case .string: event.keys.append(key.value ?? key.text)
            default: if !key.isPunctuator(",") { event.keysAreDynamic = true }
            }
            while index < objectEnd, !tokens[index].isPunctuator(",") { index = source.skipGroup(at: index) }
            index += 1
        }
        return event
    }
}
