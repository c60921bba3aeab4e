import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a Turbo Stream whose literal target no template gives any element as its id, and
/// that is a near miss of one some template has (`turbo_stream.replace "flsh"` beside
/// `id="flash"`): Turbo finds nothing to change and the stream silently does nothing. Streams
/// in templates are checked per template; streams built in the app's Ruby (controllers'
/// `turbo_stream.*`, models' broadcasts) in whole-project runs.
public struct TurboUnknownStreamTargetRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "turbo-unknown-stream-target",
        summary: "A Turbo Stream whose literal `target` is no element's id but a near miss of one (`flsh` for `flash`).",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    /// What is wrong with one target, when it is a near miss of an id some template has.
    private struct Miss {
        var message: String
        var help: String
        var suggestions: [String]
        /// Where the closest id is defined.
        var closest: ElementIDIndex.Site?
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let targets = TurboStreamTargets.targets(in: context.template, file: context.template.file)
        guard !targets.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for target in targets where ElementIDIndex.isWord(target.name) && !definesID(target.name, in: context.template) {
            // Asked only now: parsing every template is the costly part.
            guard let miss = miss(target.name, ids: context.corpus.streamTargets, project: context.project) else { continue }
            let related = miss.closest.map { [context.related(path: $0.path, location: $0.location, "`\(miss.suggestions[0])` is here")] } ?? []
            diagnostics.append(context.diagnostic(
                miss.message, at: target.range, help: miss.help, suggestions: miss.suggestions,
                fix: miss.suggestions.count == 1 && target.isVerbatim
                    ? context.replacement(target.range, with: miss.suggestions[0], title: "use `\(miss.suggestions[0])`", applicability: .unsafe) : nil,
                related: related))
        }
        return diagnostics
    }

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        var findings: [ProjectFinding] = []
        for file in context.corpus.rubyFiles {
            for target in RubyStreamTargets.targets(in: file.bytes) where ElementIDIndex.isWord(target.name) {
                guard let miss = miss(target.name, ids: context.corpus.streamTargets, project: context.project) else { continue }
                let related = miss.closest.map { [context.related(path: $0.path, line: $0.location.line, column: $0.location.column, "`\(miss.suggestions[0])` is here")] } ?? []
                let fix = miss.suggestions.count == 1 && target.isVerbatim
                    ? Fix(title: "use `\(miss.suggestions[0])`", edits: [TextEdit(range: target.range, replacement: miss.suggestions[0])], applicability: .unsafe) : nil
                findings.append(context.finding(in: file.path, at: .range(target.range), miss.message, about: nil, help: miss.help,
                                                suggestions: miss.suggestions, fix: fix, related: related))
            }
        }
        return findings
    }

    /// The finding for a target no element has, when it is a near miss of an id some template has.
    private func miss(_ name: String, ids: ElementIDIndex, project: ProjectModel) -> Miss? {
        guard !ids.mayDefine(name), !ids.isMentionedElsewhere(name), !project.hasTemplatesTheLinterCannotRead else { return nil }
        // A target close to no id may be one Ruby builds (`"#{namespace}-contents-#{page}"`
        // in a helper): only a near miss of an id some template has is proof of a typo.
        let suggestions = StringDistance.suggestions(for: name, among: ids.definitions.keys)
        guard !suggestions.isEmpty else { return nil }
        return Miss(message: "no template has an element with the id `\(name)`: the stream finds no target and changes nothing",
                    help: "did you mean `\(suggestions[0])`?", suggestions: suggestions,
                    closest: ids.definitions[suggestions[0]]?.first)
    }

    /// Whether this template has the id itself (it may not be in the corpus).
    private func definesID(_ id: String, in template: Template) -> Bool {
        template.elements.contains { $0.attribute(named: "id")?.value?.staticText == id }
    }
}
