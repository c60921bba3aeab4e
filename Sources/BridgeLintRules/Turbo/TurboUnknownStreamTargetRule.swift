import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a Turbo Stream whose literal target no template gives any element as its id, and
/// that is a near miss of one some template has (`turbo_stream.replace "flsh"` beside
/// `id="flash"`): Turbo finds nothing to change and the stream silently does nothing.
public struct TurboUnknownStreamTargetRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-unknown-stream-target",
        summary: "A Turbo Stream whose literal `target` is no element's id but a near miss of one (`flsh` for `flash`).",
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
            // A target close to no id may be one Ruby builds (`"#{namespace}-contents-#{page}"`
            // in a helper): only a near miss of an id some template has is proof of a typo.
            let suggestions = StringDistance.suggestions(for: target.name, among: ids.definitions.keys)
            guard !suggestions.isEmpty else { continue }
            let related = suggestions.prefix(1).compactMap { id in
                ids.definitions[id]?.first.map { context.related(path: $0.path, location: $0.location, "`\(id)` is here") }
            }
            diagnostics.append(context.diagnostic(
                "no template has an element with the id `\(target.name)`: the stream finds no target and changes nothing",
                at: target.range,
                help: "did you mean `\(suggestions[0])`?",
                suggestions: suggestions,
                fix: suggestions.count == 1 && target.isVerbatim
                    ? context.replacement(target.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
                related: related))
        }
        return diagnostics
    }

    /// Whether this template has the id itself (it may not be in the corpus).
    private func definesID(_ id: String, in template: Template) -> Bool {
        template.elements.contains { $0.attribute(named: "id")?.value?.staticText == id }
    }
}
