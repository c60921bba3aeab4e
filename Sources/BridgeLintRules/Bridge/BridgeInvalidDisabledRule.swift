import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a `data-bridge-disabled` value `BridgeElement.disabled` does not understand.
public struct BridgeInvalidDisabledRule: Rule {
    public let metadata = RuleMetadata(
        id: "bridge-invalid-disabled",
        summary: "A `data-bridge-disabled` value other than `true`, `false`, `ios` or `android`.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let allowed = BridgeLibrary.disabledValues
        let list = allowed.map { "`\($0)`" }.joined(separator: ", ")
        for element in context.template.elements {
            for attribute in element.attributes where attribute.name == "data-bridge-disabled" {
                guard let value = StaticValue(of: attribute, in: context.template.file), !allowed.contains(value.text) else { continue }
                var suggestions = allowed.filter { $0 == value.text.lowercased() || $0 == value.text.trimmingWhitespace() }
                if suggestions.isEmpty { suggestions = StringDistance.suggestions(for: value.text, among: allowed) }
                let shown = value.text.isEmpty ? "an empty value" : "`\(value.text)`"
                diagnostics.append(context.diagnostic(
                    "\(shown) is not a value of `data-bridge-disabled`: it must be one of \(list), and anything else leaves the item enabled",
                    at: value.range,
                    help: "`BridgeElement.disabled` is true only for \"true\" or the current platform (\"ios\", \"android\"), compared exactly",
                    suggestions: suggestions,
                    fix: suggestions.count == 1 && value.isVerbatim
                        ? context.replacement(value.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil))
            }
        }
        return diagnostics
    }
}
