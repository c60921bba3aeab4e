import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports `data-turbo-frame="x"` (and a frame's `target="x"`) naming a frame no template
/// defines: Turbo finds no such frame and navigates the whole page instead.
public struct TurboUnknownFrameRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-unknown-frame",
        summary: "`data-turbo-frame` or a frame's `target` naming a frame no template defines (`_top`, `_self` aside).",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in TurboFrames.references(of: element) {
                guard let value = StaticValue(of: attribute, in: context.template.file), ElementIDIndex.isWord(value.text),
                      !TurboLibrary.specialFrameTargets.contains(value.text),
                      !definesFrame(value.text, in: context.template) else { continue }
                // Asked only now: most references name a frame of their own template.
                let frames = context.corpus.turboFrames
                guard !frames.mayDefine(value.text), !frames.isMentionedElsewhere(value.text),
                      !context.project.hasTemplatesTheLinterCannotRead else { continue }
                let suggestions = StringDistance.suggestions(for: value.text, among: frames.definitions.keys)
                let related = suggestions.prefix(1).compactMap { id in
                    frames.definitions[id]?.first.map { context.related(path: $0.path, location: $0.location, "`\(id)` is defined here") }
                }
                diagnostics.append(context.diagnostic(
                    "no template defines a frame `\(value.text)`: Turbo finds no `<turbo-frame id=\"\(value.text)\">` on the page, so "
                        + (attribute.name.lowercased() == "target" ? "the frame's links navigate the frame itself" : "it navigates the frame around the element, or the whole page, instead"),
                    at: value.range,
                    help: suggestions.first.map { "did you mean `\($0)`?" }
                        ?? "name a frame the page has (`<turbo-frame id>`, `turbo_frame_tag`), or `_top` for the whole page",
                    suggestions: suggestions,
                    fix: suggestions.count == 1 && value.isVerbatim
                        ? context.replacement(value.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
                    related: related,
                    severity: suggestions.isEmpty ? .warning : nil))
            }
        }
        return diagnostics
    }

    /// Whether this template defines the frame itself (it may not be in the corpus: a file
    /// linted from outside the app, an unsaved buffer).
    private func definesFrame(_ id: String, in template: Template) -> Bool {
        template.elements.contains { $0.name == "turbo-frame" && $0.attribute(named: "id")?.value?.staticText == id }
    }
}
