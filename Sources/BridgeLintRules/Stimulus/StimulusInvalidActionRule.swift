import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a malformed `data-action` descriptor: missing or empty parts, no event on an
/// element without a default one, unknown options, key filters and global targets.
public struct StimulusInvalidActionRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-invalid-action",
        summary: "A `data-action` descriptor Stimulus cannot run: missing parts, no event, unknown option, key filter or global target.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard context.project.knowsControllers else { return [] }
        let extraOptions = Set(context.setting?.option("options")?.array?.compactMap(\.string) ?? [])
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            let type = element.attribute(named: "type")?.value?.staticText
            for attribute in element.attributes where attribute.name == "data-action" {
                for token in attribute.value?.staticTokens ?? [] {
                    let descriptor = ActionDescriptor(token: token.text, range: token.range)
                    for problem in descriptor.problems(elementName: element.name, elementType: type, extraOptions: extraOptions) {
                        let verbatim = context.template.file.text(in: problem.range)
                        let fix = problem.suggestions.count == 1 && !verbatim.isEmpty && verbatim != token.text
                            ? context.replacement(problem.range, with: problem.suggestions[0], title: "use `\(problem.suggestions[0])`", applicability: .unsafe)
                            : nil
                        diagnostics.append(context.diagnostic(problem.message, at: problem.range, help: problem.help,
                                                              suggestions: problem.suggestions, fix: fix))
                    }
                }
            }
        }
        return diagnostics
    }
}
