import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports an Array or Hash literal for a Stimulus token list in a `data:` hash: Rails renders
/// it as JSON.
public struct RailsDataArrayRule: Rule {
    public let metadata = RuleMetadata(
        id: "rails-data-array",
        summary: "An Array or Hash for `controller`, `action` or a target in a `data:` hash: Rails renders JSON, not a token list.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in element.attributes {
                guard case .rubyKey(let key) = attribute.origin, key.hash == "data", let value = attribute.value,
                      value.kind == .array || value.kind == .hash else { continue }
                let name = attribute.name
                guard name == "data-controller" || name == "data-action" || (name.hasSuffix("-target") && name != "data-target") else { continue }
                let what = value.kind == .array ? "an Array" : "a Hash"
                diagnostics.append(context.diagnostic(
                    "`\(key.text):` is given \(what): Rails renders it with `to_json`, so `\(name)` holds JSON text (`\(value.kind == .array ? "[\"a\",\"b\"]" : "{\"a\":\"b\"}")`), which Stimulus reads as garbled tokens, not a list of names",
                    at: value.range,
                    help: "use a string with the tokens separated by spaces: `\(key.text): \"a b\"`"))
            }
        }
        // Without Stimulus these attributes are another library's data, which may be JSON on
        // purpose (jQuery's `.data("action")` parses it). Asked only once something was found.
        guard !diagnostics.isEmpty, context.project.knowsControllers || context.project.namesStimulus else { return [] }
        return diagnostics
    }
}
