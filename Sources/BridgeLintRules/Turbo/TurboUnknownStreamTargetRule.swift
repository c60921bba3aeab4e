import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a Turbo Stream whose literal target no template gives any element as its id
/// (`turbo_stream.replace "flsh"`, `<turbo-stream action="append" target="mesages">`): Turbo
/// finds nothing to change and the stream silently does nothing.
public struct TurboUnknownStreamTargetRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-unknown-stream-target",
        summary: "A Turbo Stream whose literal `target` is the id of no element in any template.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let targets = TurboStreamTargets.targets(in: context.template, file: context.template.file)
        guard !targets.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for target in targets where ElementIDIndex.isWord(target.name) && !definesID(target.name, in: context.template) {
            // Asked only now: parsing every template is the costly part.
            let ids = context.corpus.streamTargets
            guard !ids.mayDefine(target.name), !ids.isMentionedElsewhere(target.name),
                  !context.project.hasTemplatesTheLinterCannotRead else { continue }
            let suggestions = StringDistance.suggestions(for: target.name, among: ids.definitions.keys)
            let related = suggestions.prefix(1).compactMap { id in
                ids.definitions[id]?.first.map { context.related(path: $0.path, location: $0.location, "`\(id)` is here") }
            }
            diagnostics.append(context.diagnostic(
                "no template has an element with the id `\(target.name)`: the stream finds no target and changes nothing",
                at: target.range,
                help: suggestions.first.map { "did you mean `\($0)`?" }
                    ?? "target the id of an element the page has (`id=\"...\"`, `dom_id(record)` for a record's element)",
                suggestions: suggestions,
                fix: suggestions.count == 1 && target.isVerbatim
                    ? context.replacement(target.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
                related: related,
                severity: suggestions.isEmpty ? .warning : nil))
        }
        return diagnostics
    }

    /// Whether this template has the id itself (it may not be in the corpus).
    private func definesID(_ id: String, in template: Template) -> Bool {
        template.elements.contains { $0.attribute(named: "id")?.value?.staticText == id }
    }
}
