import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports `data-turbo-frame="x"` (and a frame's `target="x"`) naming a frame no template
/// defines: Turbo finds no such frame and navigates the whole page instead.
public struct TurboUnknownFrameRule: JudgingRule {
    public let metadata = RuleMetadata(
        id: "turbo-unknown-frame",
        summary: "`data-turbo-frame` or a frame's `target` naming a frame no template defines (`_top`, `_self` aside).",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    /// The findings, each once the frame index says no template defines the frame.
    public func judge(_ context: RuleContext) -> [Judgment] {
        var judgments: [Judgment] = []
        let root = context.project.root, metadata = metadata
        let cannotReadSomeTemplate = context.project.hasTemplatesTheLinterCannotRead
        for element in context.template.elements {
            for attribute in TurboFrames.references(of: element) {
                guard let value = StaticValue(of: attribute, in: context.template.file), ElementIDIndex.isWord(value.text),
                      !TurboLibrary.specialFrameTargets.contains(value.text),
                      !definesFrame(value.text, in: context.template) else { continue }
                let (name, range, isVerbatim) = (value.text, value.range, value.isVerbatim)
                let isTarget = attribute.name.lowercased() == "target"
                let onlyOwnFrame = onlyFrame(of: context.template)
                // Asked only now: most references name a frame of their own template.
                judgments.append(.afterFrameIndex { corpus in
                    let frames = corpus.turboFrames
                    guard !frames.mayDefine(name), !frames.isMentionedElsewhere(name), !cannotReadSomeTemplate else { return [] }
                    let suggestions = StringDistance.suggestions(for: name, among: frames.definitions.keys)
                    let related = suggestions.prefix(1).compactMap { id in
                        frames.definitions[id]?.first.map {
                            RelatedLocation(path: root + "/" + $0.path, line: $0.location.line, column: $0.location.column, message: "`\(id)` is defined here")
                        }
                    }
                    return [Diagnostic(
                        ruleID: metadata.id, severity: suggestions.isEmpty ? .warning : metadata.defaultSeverity,
                        message: "no template defines a frame `\(name)`: Turbo finds no `<turbo-frame id=\"\(name)\">` on the page, so "
                            + (isTarget ? "the frame's links navigate the frame itself" : "it navigates the frame around the element, or the whole page, instead"),
                        range: range,
                        help: suggestions.first.map { "did you mean `\($0)`?" }
                            ?? onlyOwnFrame.map { "this template's only frame is `\($0.id)` (line \($0.line)): name it, another frame the page has, or `_top` for the whole page" }
                            ?? "name a frame the page has (`<turbo-frame id>`, `turbo_frame_tag`), or `_top` for the whole page",
                        suggestions: suggestions,
                        fix: suggestions.count == 1 && isVerbatim
                            ? Fix(title: "use `\(suggestions[0])`", edits: [TextEdit(range: range, replacement: suggestions[0])], applicability: .unsafe) : nil,
                        related: related)]
                })
            }
        }
        return judgments
    }

    /// The id and line of the one frame `template` defines, when it has exactly one with a
    /// literal id: likely the frame a reference no frame comes near was meant for.
    private func onlyFrame(of template: Template) -> (id: String, line: Int)? {
        let frames = template.elements.filter { $0.name == "turbo-frame" }
        guard frames.count == 1, let id = frames[0].attribute(named: "id")?.value?.staticText else { return nil }
        return (id, template.file.position(of: frames[0].range.start).line)
    }

    /// Whether this template defines the frame itself (it may not be in the corpus: a file
    /// linted from outside the app, an unsaved buffer).
    private func definesFrame(_ id: String, in template: Template) -> Bool {
        template.elements.contains { $0.name == "turbo-frame" && $0.attribute(named: "id")?.value?.staticText == id }
    }
}
