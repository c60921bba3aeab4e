import BridgeLintCore
import BridgeLintTemplate

/// Renders a parsed template's tree (`bridgelint parse`): what the linter sees, with ranges,
/// for users chasing a false positive and for tests.
public enum TemplateOutline {
    public static func text(_ template: Template) -> String {
        var lines: [String] = []
        let file = template.file
        func span(_ range: SourceRange) -> String {
            let location = file.location(of: range)
            return "\(location.start.line):\(location.start.column)-\(location.end.line):\(location.end.column)"
        }
        var stack: [(Int, Int)] = template.elements.filter { $0.parent == nil }.reversed().map { ($0.index, 0) }
        while let (index, depth) = stack.popLast() {
            let element = template.elements[index]
            let indent = String(repeating: "  ", count: depth)
            var head = "\(indent)<\(element.name)> \(span(element.range))"
            if case .helper(let helper) = element.origin { head += " from \(helper)" }
            if element.hasDynamicAttributes { head += " (more attributes at run time)" }
            if element.isConditional { head += " (conditional)" }
            if let form = element.form {
                head += " form[\(form.helper)" + (form.model.map { " model \($0)" } ?? "") + (form.scope.map { " scope \($0)" } ?? "")
                    + (form.builderVariable.map { " |\($0)|" } ?? "") + "]"
            }
            if let field = element.field { head += " field \(field.builder).\(field.method) :\(field.name) \(span(field.nameRange))" }
            lines.append(head)
            for attribute in element.attributes {
                var line = "\(indent)  @\(attribute.name) \(span(attribute.nameRange))"
                if let value = attribute.value {
                    line += " = " + describe(value) + " \(span(value.range))"
                }
                lines.append(line)
            }
            stack.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
        }
        for issue in template.issues {
            lines.append("! \(span(issue.range)) \(issue.message)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ template: Template) -> JSONValue {
        // Children are encoded bottom-up, so no recursion depth depends on the input.
        var encoded: [Int: JSONValue] = [:]
        for element in template.elements.reversed() {
            encoded[element.index] = encode(element, in: template, children: element.children.compactMap { encoded[$0] })
        }
        return .object([
            ("path", .string(template.file.path)),
            ("elements", .array(template.elements.filter { $0.parent == nil }.compactMap { encoded[$0.index] })),
            ("issues", .array(template.issues.map { issue in
                .object([("message", .string(issue.message)), ("range", JSONReporter.encode(issue.range, in: template.file))])
            })),
        ])
    }

    private static func encode(_ element: Element, in template: Template, children: [JSONValue]) -> JSONValue {
        let file = template.file
        var pairs: [(String, JSONValue)] = [
            ("name", .string(element.name)),
            ("origin", .string({ if case .helper(let name) = element.origin { name } else { "html" } }())),
            ("range", JSONReporter.encode(element.range, in: file)),
            ("nameRange", JSONReporter.encode(element.nameRange, in: file)),
            ("dynamicAttributes", .bool(element.hasDynamicAttributes)),
            ("attributes", .array(element.attributes.map { attribute in
                .object([
                    ("name", .string(attribute.name)),
                    ("nameRange", JSONReporter.encode(attribute.nameRange, in: file)),
                    ("value", attribute.value.map { value in
                        .object([
                            ("kind", .string(kindName(value.kind))),
                            ("text", .optional(value.staticText)),
                            ("range", JSONReporter.encode(value.range, in: file)),
                            ("tokens", .array(value.staticTokens.map { .string($0.text) })),
                        ])
                    } ?? .null),
                ])
            })),
        ]
        if let field = element.field {
            pairs.append(("field", .object([("builder", .string(field.builder)), ("method", .string(field.method)),
                                            ("name", .string(field.name)), ("range", JSONReporter.encode(field.nameRange, in: file))])))
        }
        if let form = element.form {
            pairs.append(("form", .object([("helper", .string(form.helper)), ("model", .optional(form.model)),
                                           ("scope", .optional(form.scope)), ("builder", .optional(form.builderVariable))])))
        }
        pairs.append(("children", .array(children)))
        return .object(pairs)
    }

    private static func describe(_ value: AttributeValue) -> String {
        if let text = value.staticText { return "\"\(text)\"" }
        let tokens = value.staticTokens.map(\.text)
        return "<\(kindName(value.kind))>" + (tokens.isEmpty ? "" : " known tokens: " + tokens.joined(separator: " "))
    }

    private static func kindName(_ kind: AttributeValue.Kind) -> String {
        switch kind {
        case .text: "static"
        case .interpolated: "partly dynamic"
        case .expression: "dynamic"
        case .array: "array"
        case .hash: "hash"
        }
    }
}
