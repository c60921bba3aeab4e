import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate

/// Reports a frame whose fixed id a page has twice: written twice in a template, inside a
/// loop, or in a partial rendered as a collection. Turbo looks frames up by id and takes the
/// first, so links, responses and streams aimed at the others land in the first.
public struct TurboDuplicateFrameRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-duplicate-frame",
        summary: "A `<turbo-frame>` id a page has more than once: twice in a template, inside a loop, or in a collection partial.",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstRenderedOnce: [String: Element] = [:]
        var collectionCalls: [(path: String, line: Int)]?
        for element in context.template.elements where element.name == "turbo-frame" {
            guard let id = element.attribute(named: "id"), let text = id.value?.staticText, !text.isEmpty else { continue }
            let range = StaticValue(of: id, in: context.template.file)?.range ?? id.nameRange
            switch element.rendering {
            case .repeatedly:
                diagnostics.append(context.diagnostic(
                    "the frame `\(text)` is inside a loop: each pass renders another `<turbo-frame id=\"\(text)\">`, and Turbo finds only the first",
                    at: range, help: Self.help(text)))
            case .once where !element.isConditional:
                if let first = firstRenderedOnce[text] {
                    let line = context.template.file.position(of: first.range.start).line
                    diagnostics.append(context.diagnostic(
                        "the frame `\(text)` is already defined on line \(line) of this template: Turbo finds only the first",
                        at: range, help: Self.help(text),
                        related: [context.related(first.range, "the first `\(text)` frame")]))
                    continue
                }
                firstRenderedOnce[text] = element
                if collectionCalls == nil { collectionCalls = Self.collectionCalls(rendering: context) }
                if let call = collectionCalls?.first {
                    diagnostics.append(context.diagnostic(
                        "the frame `\(text)` is in a template rendered once per item of a collection (\(call.path):\(call.line)): every item renders a frame with the same id, and Turbo finds only the first",
                        at: range, help: Self.help(text),
                        related: [context.related(path: call.path, location: FileLocation(line: call.line, column: 1), "rendered as a collection here")]))
                }
            default:
                continue
            }
        }
        return diagnostics
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
