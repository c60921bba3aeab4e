/// What Stimulus and the bridge read from static properties: `targets`, `classes`, `outlets`,
/// `values` and `component`, from a field initializer or a static getter's `return`.
extension ClassBodyReader {
    mutating func recordStatic(_ name: String, initializer: Range<Int>) {
        switch name {
        case "targets": readStringList(initializer, into: \.targets, declaration: .targets)
        case "classes": readStringList(initializer, into: \.classes, declaration: .classes)
        case "outlets": readStringList(initializer, into: \.outlets, declaration: .outlets)
        case "values": readValues(initializer)
        case "component":
            if let literal = initializer.first.flatMap({ tokens[$0].literalValue }), initializer.count == 1 {
                controller.componentName = literal
                controller.componentLocation = source.location(of: tokens[initializer.lowerBound])
            } else {
                controller.parseProblems.append("`static component` is not a string literal")
            }
        default: break
        }
    }

    /// `Menu.targets = [...]`, `Menu.values = {...}` (and `classes`, `outlets`) at the top level of
    /// the file, after the class: Stimulus reads the class's static properties when the module is
    /// registered, however they were set. An assignment whose value is more than one literal
    /// (`Menu.targets = base.concat(["x"])`, `[...].concat(more)`) leaves that kind open.
    mutating func readStaticAssignments(to className: String) {
        var index = 0
        while index < tokens.count {
            defer { index = source.skipGroup(at: index) }
            guard tokens[index].isIdentifier(className), source.token(at: index - 1).map({ $0.isPunctuator(".") || $0.isPunctuator("?.") }) != true,
                  source.token(at: index + 1)?.isPunctuator(".") == true, let property = source.token(at: index + 2),
                  ["targets", "values", "classes", "outlets"].contains(property.text), property.kind == .identifier,
                  source.token(at: index + 3)?.isPunctuator("=") == true
            else { continue }
            let start = index + 4
            let end = expressionEnd(from: start, end: tokens.count)
            if start < end, source.skipGroup(at: start) == end {
                recordStatic(property.text, initializer: start..<end)
            } else if let declaration = StimulusController.Declaration(rawValue: property.text) {
                controller.openDeclarations.insert(declaration)
            }
            index = max(index, end - 1)
        }
    }

    private mutating func readStringList(
        _ range: Range<Int>, into keyPath: WritableKeyPath<StimulusController, Set<String>>,
        declaration: StimulusController.Declaration
    ) {
        guard let open = range.first, tokens[open].isPunctuator("[") else {
            controller.openDeclarations.insert(declaration)
            return
        }
        let close = min(source.skipGroup(at: open) - 1, range.upperBound)
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if let literal = token.literalValue, source.token(at: index + 1).map({ $0.isPunctuator(",") || $0.isPunctuator("]") }) == true {
                controller[keyPath: keyPath].insert(literal)
                index += 2
            } else if token.isPunctuator(",") {
                index += 1
            } else {
                controller.openDeclarations.insert(declaration)
                index = nextElement(from: index, end: close)
            }
        }
    }

    /// The index after the next top-level `,` (or `end`).
    private func nextElement(from start: Int, end: Int) -> Int {
        var index = start
        while index < end, !tokens[index].isPunctuator(",") { index = source.skipGroup(at: index) }
        return min(index + 1, end)
    }

    private mutating func readValues(_ range: Range<Int>) {
        guard let open = range.first, tokens[open].isPunctuator("{") else {
            controller.openDeclarations.insert(.values)
            return
        }
        let close = min(source.skipGroup(at: open) - 1, range.upperBound)
        var index = open + 1
        while index < close {
            let key = tokens[index]
            let entryEnd = nextElement(from: index, end: close)
            defer { index = entryEnd }
            let name: String? = switch key.kind {
            case .identifier, .number: key.text
            case .string: key.value
            default: nil
            }
            guard let name else {
                if !key.isPunctuator(",") { controller.openDeclarations.insert(.values) }
                continue
            }
            var value = StimulusController.Value(name: name, type: .unknown, hasDefault: false, location: source.location(of: key))
            if index + 2 < entryEnd, tokens[index + 1].isPunctuator(":") {
                readValueDescriptor(from: index + 2, end: entryEnd, into: &value)
            }
            controller.values[name] = value
        }
    }

    /// `String`, or `{ type: Number, default: 1 }`.
    private func readValueDescriptor(from start: Int, end: Int, into value: inout StimulusController.Value) {
        let first = tokens[start]
        if first.kind == .identifier {
            value.type = StimulusController.ValueType(rawValue: first.text) ?? .unknown
            return
        }
        guard first.isPunctuator("{") else { return }
        let close = min(source.skipGroup(at: start) - 1, end)
        var index = start + 1
        while index + 2 <= close {
            if tokens[index + 1].isPunctuator(":") {
                if tokens[index].isIdentifier("type"), tokens[index + 2].kind == .identifier {
                    value.type = StimulusController.ValueType(rawValue: tokens[index + 2].text) ?? .unknown
                } else if tokens[index].isIdentifier("default") {
                    value.hasDefault = true
                }
            }
            index = nextElement(from: index, end: close)
        }
    }
}
