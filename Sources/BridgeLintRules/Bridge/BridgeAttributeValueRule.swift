import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a bridge attribute value outside the enumeration the configuration declares for it.
///
/// ```yaml
/// rules:
///   bridge-attribute-value:
///     values:
///       side: [left, right]            # data-bridge-side must be left or right
/// ```
public struct BridgeAttributeValueRule: ConfigurableRule {
    public let metadata = RuleMetadata(
        id: "bridge-attribute-value",
        summary: "A `data-bridge-*` value outside the values configured for that attribute.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    static let optionNames = ["values"]

    /// The allowed values per bridge attribute name, with where each list is written; invalid
    /// entries are left out (and reported by `optionProblems`).
    package struct Enumeration {
        var name: String
        package var values: [String]
        var location: FileLocation
    }

    package static func enumerations(in setting: RuleSetting?) -> [String: Enumeration] {
        var result: [String: Enumeration] = [:]
        guard let entries = setting?.option("values")?.entries else { return result }
        for entry in entries where Self.problem(forName: entry.key, at: entry.keyLocation) == nil {
            guard let list = entry.value.array, !list.isEmpty else { continue }
            let values = list.compactMap(Self.scalarText)
            guard values.count == list.count else { continue }
            result[entry.key.lowercased()] = Enumeration(name: entry.key, values: values, location: entry.value.location)
        }
        return result
    }

    private static func scalarText(_ value: ConfigValue) -> String? {
        switch value.kind {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .double(let number): String(number)
        default: nil
        }
    }

    private static func problem(forName name: String, at location: FileLocation) -> RuleOptionProblem? {
        if name.hasPrefix("data-bridge-") {
            let bare = String(name.dropFirst(12))
            return RuleOptionProblem(keyPath: "values.\(name)", location: location,
                                     message: "name the attribute without `data-bridge-`, as the component passes it to `bridgeAttribute()`", suggestions: [bare])
        }
        if name.isEmpty || name.contains(where: { $0.isWhitespace }) {
            return RuleOptionProblem(keyPath: "values.\(name)", location: location,
                                     message: "`\(name)` is not a bridge attribute name (the NAME of `bridgeAttribute(\"NAME\")`)")
        }
        return nil
    }

    public func optionProblems(in setting: RuleSetting) -> [RuleOptionProblem] {
        var problems: [RuleOptionProblem] = []
        for option in setting.options where !Self.optionNames.contains(option.key) {
            problems.append(RuleOptionProblem(keyPath: option.key, location: option.keyLocation,
                                              message: "unknown option `\(option.key)` of `bridge-attribute-value`; it has `values:` (a map from attribute name to a list of allowed values)",
                                              suggestions: StringDistance.suggestions(for: option.key, among: Self.optionNames)))
        }
        guard let values = setting.option("values") else { return problems }
        guard let entries = values.entries else {
            problems.append(RuleOptionProblem(keyPath: "values", location: values.location,
                                              message: "`values` must be a map from bridge attribute name to a list of allowed values (`side: [left, right]`), not \(values.kindDescription)"))
            return problems
        }
        for entry in entries {
            if let problem = Self.problem(forName: entry.key, at: entry.keyLocation) {
                problems.append(problem)
                continue
            }
            guard let list = entry.value.array else {
                problems.append(RuleOptionProblem(keyPath: "values.\(entry.key)", location: entry.value.location,
                                                  message: "the allowed values of `\(entry.key)` must be a list (`[left, right]`), not \(entry.value.kindDescription)"))
                continue
            }
            if list.isEmpty {
                problems.append(RuleOptionProblem(keyPath: "values.\(entry.key)", location: entry.value.location,
                                                  message: "the list of allowed values of `\(entry.key)` is empty: every value would be reported"))
            }
            for item in list where Self.scalarText(item) == nil {
                problems.append(RuleOptionProblem(keyPath: "values.\(entry.key)", location: item.location,
                                                  message: "an allowed value of `\(entry.key)` must be a string, not \(item.kindDescription)"))
            }
        }
        return problems
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let enumerations = Self.enumerations(in: context.setting)
        guard !enumerations.isEmpty else { return [] }
        let catalog = context.project.controllers
        let configurationPath = context.project.configuration.path.map { path -> String in
            path.hasPrefix(context.project.root + "/") ? String(path.dropFirst(context.project.root.count + 1)) : path
        } ?? ".bridgelint.yml"
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in context.stimulusAttributes(of: element) where attribute.kind == .bridge {
                guard let name = attribute.name, let enumeration = enumerations[name.lowercased()],
                      let value = StaticValue(of: attribute.attribute, in: context.template.file),
                      !enumeration.values.contains(value.text) else { continue }
                let suggestions = StringDistance.suggestions(for: value.text, among: enumeration.values)
                let list = enumeration.values.map { "`\($0)`" }.joined(separator: ", ")
                var related = [context.related(path: configurationPath, location: enumeration.location, "the allowed values of `\(enumeration.name)` are configured here")]
                if let reader = catalog.bridgeComponents.lazy.compactMap({ component in
                    component.bridgeAttributes.first { $0.name.lowercased() == name.lowercased() }.map { (component, $0) }
                }).first {
                    related.append(context.related(path: reader.0.path, location: reader.1.location, "`\(reader.0.identifier)` reads it here"))
                }
                diagnostics.append(context.diagnostic(
                    (value.text.isEmpty ? "an empty value" : "`\(value.text)`") + " is not an allowed value of `\(attribute.attribute.name)`: the configuration allows \(list)",
                    at: value.range,
                    help: "use one of \(list), or add the value under `rules: bridge-attribute-value: values: \(enumeration.name):` in .bridgelint.yml",
                    suggestions: suggestions,
                    fix: suggestions.count == 1 && value.isVerbatim
                        ? context.replacement(value.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
                    related: related))
            }
        }
        return diagnostics
    }
}
