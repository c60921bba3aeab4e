import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate

/// Reports a frame whose fixed id a page has twice where that breaks: nested in a frame of the
/// same id, or repeated (written twice, inside a loop, in a collection partial) while a link,
/// form or frame targets the id. Turbo finds frames by id and takes the first.
public struct TurboDuplicateFrameRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-duplicate-frame",
        summary: "A `<turbo-frame>` id nested in a frame of the same id, or repeated on a page (twice, in a loop, in a collection partial) while something targets it.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstRenderedOnce: [String: Element] = [:]
        var collectionCalls: [(path: String, line: Int)]?
        for element in context.template.elements where element.name == "turbo-frame" {
            guard let id = element.attribute(named: "id"), let text = id.value?.staticText, !text.isEmpty else { continue }
            let range = StaticValue(of: id, in: context.template.file)?.range ?? id.nameRange
            if let outer = context.template.selfAndAncestors(of: element).dropFirst().first(where: { Self.frameID(of: $0) == text }) {
                // A frame's response is searched for `turbo-frame#id`: the outer one comes first.
                let line = context.template.file.position(of: outer.range.start).line
                diagnostics.append(context.diagnostic(
                    "the frame `\(text)` is inside a frame with the same id (line \(line)): a response for the inner one is searched for `turbo-frame#\(text)` and the outer one is found first",
                    at: range, help: "give the inner frame its own id, or drop one of the two frames",
                    related: [context.related(outer.range, "the outer `\(text)` frame")]))
                continue
            }
            switch element.rendering {
            case .repeatedly:
                guard isTargeted(text, context: context) else { continue }
                diagnostics.append(context.diagnostic(
                    "the frame `\(text)` is inside a loop: each pass renders another `<turbo-frame id=\"\(text)\">`, and a link or form that targets `\(text)` reaches only the first",
                    at: range, help: Self.help(text)))
            case .once where !element.isConditional:
                if let first = firstRenderedOnce[text] {
                    guard isTargeted(text, context: context) else { continue }
                    let line = context.template.file.position(of: first.range.start).line
                    diagnostics.append(context.diagnostic(
                        "the frame `\(text)` is already defined on line \(line) of this template: a link or form that targets `\(text)` reaches only the first",
                        at: range, help: Self.help(text),
                        related: [context.related(first.range, "the first `\(text)` frame")]))
                    continue
                }
                firstRenderedOnce[text] = element
                if collectionCalls == nil { collectionCalls = Self.collectionCalls(rendering: context) }
                if let call = collectionCalls?.first, isTargeted(text, context: context) {
                    diagnostics.append(context.diagnostic(
                        "the frame `\(text)` is in a template rendered once per item of a collection (\(call.path):\(call.line)): every item renders a frame with the same id, and a link or form that targets `\(text)` reaches only the first",
                        at: range, help: Self.help(text),
                        related: [context.related(path: call.path, location: FileLocation(line: call.line, column: 1), "rendered as a collection here")]))
                }
            default:
                continue
            }
        }
        return diagnostics
    }

    private static func frameID(of element: Element) -> String? {
        element.name == "turbo-frame" ? element.attribute(named: "id")?.value?.staticText : nil
    }

    /// Whether a link, form or frame names the id (`data-turbo-frame`, `target`): frames that
    /// only load their own `src` and navigate themselves work each on its own element, however
    /// many share the id.
    private func isTargeted(_ id: String, context: RuleContext) -> Bool {
        context.template.elements.contains { element in
            TurboFrames.references(of: element).contains { $0.value?.staticText == id }
        } || (context.corpus.turboFrames.referenceCounts[id] ?? 0) > 0
    }

    private static func help(_ id: String) -> String {
        "give each frame its own id, such as `turbo_frame_tag record, :\(id)` (`dom_id` adds the record's id)"
    }

    /// The render calls that render this template once per item of a collection
    /// (`render partial: "comment", collection: ...`, `CommentComponent.with_collection(...)`).
    private static func collectionCalls(rendering context: RuleContext) -> [(path: String, line: Int)] {
        let graph = context.graph
        guard let node = graph.node(at: context.template.file.path) else { return [] }
        return (graph.callers[node.path] ?? []).compactMap { caller in
            guard let call = graph.node(at: caller.path)?.calls[safe: caller.call] else { return nil }
            switch call.call.kind {
            case .partial(_, collection: true), .component(_, collection: true): return (caller.path, call.line)
            default: return nil
            }
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
