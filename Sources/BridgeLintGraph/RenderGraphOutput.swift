import BridgeLintCore
import BridgeLintTemplate
import Foundation

/// `bridgelint graph` output: the whole graph, or one template's render paths up to the top
/// layout, as text, JSON or Graphviz `dot`.
public enum RenderGraphOutput {
    /// Paths listed for one template, and steps followed per path: bounded output for any app.
    static let maximumPaths = 100
    static let maximumDepth = 64

    /// Every template and its render calls.
    public static func text(_ graph: RenderGraph) -> String {
        var lines: [String] = []
        for node in graph.nodes.values.sorted(by: { $0.path < $1.path }) {
            lines.append(heading(node, in: graph))
            for call in node.calls {
                let targets = call.targets.isEmpty ? "? (not resolved: scope through it is unknown)"
                    : call.targets.joined(separator: ", ") + (call.isUnknown ? ", or another (a computed name: scope through it is unknown)" : "")
                lines.append("  \(call.line): \(describe(call.call))" + (call.targets.isEmpty && !call.isUnknown ? "" : " -> " + targets))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The render paths of the template at `path`, each from the template up to the top layout,
    /// with the controllers mounted around each render call.
    public static func text(_ graph: RenderGraph, pathsOf path: String) -> String? {
        guard let node = graph.node(at: path) else { return nil }
        var lines = [heading(node, in: graph)]
        let fromRuby = graph.rubyCallers[node.path] ?? []
        if !fromRuby.isEmpty {
            lines.append("rendered from Ruby (a render path bridgelint cannot follow): " + fromRuby.map { "\($0.path):\($0.line)" }.joined(separator: ", "))
        }
        lines.append("render paths (each render call, with the controllers mounted around it):")
        for renderPath in paths(graph, from: node.path) {
            let steps = renderPath.steps.map { step in
                "\(step.path):\(step.line) [\(step.controllers.joined(separator: " "))]"
            }
            lines.append("  " + (steps + [renderPath.end]).joined(separator: " <- "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ graph: RenderGraph) -> String {
        let templates = graph.nodes.values.sorted { $0.path < $1.path }.map { node -> JSONValue in
            .object([
                ("path", .string(node.path)),
                ("role", .string(node.role.rawValue)),
                ("layout", .optional(node.layout)),
                ("mounts", .array(graph.mounts(of: node.path).identifiers.sorted().map(JSONValue.string))),
                ("renderedFromRuby", .array((graph.rubyCallers[node.path] ?? []).map { .string("\($0.path):\($0.line)") })),
                ("renders", .array(node.calls.enumerated().map { index, call in
                    .object([
                        ("line", .number(call.line)),
                        ("call", .string(describe(call.call))),
                        ("targets", .array(call.targets.map(JSONValue.string))),
                        ("unknown", .bool(call.isUnknown)),
                        ("controllersAround", .array(graph.scope(ofCall: index, in: node.path).flatMap(\.controllers).map(JSONValue.string))),
                    ])
                })),
            ])
        }
        return JSONValue.object([("templates", .array(templates))]).serialized(pretty: true) + "\n"
    }

    /// A Graphviz digraph: an edge from each template to what it renders, and from each page to
    /// its layout; unresolved calls point at a `?` node.
    public static func dot(_ graph: RenderGraph) -> String {
        var lines = ["digraph render {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var needsUnknown = false
        for node in graph.nodes.values.sorted(by: { $0.path < $1.path }) {
            // `\n` in a label is Graphviz's line break: added after quoting.
            let mounted = graph.mounts(of: node.path).identifiers.sorted()
            let mounts = mounted.isEmpty ? "" : "\\n[" + quoted(mounted.joined(separator: " ")).dropFirst().dropLast() + "]"
            let style = node.role == .layout ? ", style=filled, fillcolor=\"#eeeeee\"" : ""
            lines.append("  \(quoted(node.path)) [label=\(quoted(node.path).dropLast())\(mounts)\"\(style)];")
            for layout in graph.layoutTemplates(of: node) {
                lines.append("  \(quoted(node.path)) -> \(quoted(layout)) [style=dashed, label=\"layout\"];")
            }
            for call in node.calls {
                if call.isUnknown {
                    needsUnknown = true
                    lines.append("  \(quoted(node.path)) -> \"?\" [label=\"\(call.line)\"];")
                }
                for target in call.targets {
                    lines.append("  \(quoted(node.path)) -> \(quoted(target)) [label=\"\(call.line)\"];")
                }
            }
        }
        if needsUnknown { lines.append("  \"?\" [shape=plaintext];") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func heading(_ node: RenderGraph.Node, in graph: RenderGraph) -> String {
        var heading = "\(node.path) (\(node.role.rawValue)"
        if node.role == .page { heading += ", layout " + (node.layout ?? "unknown") }
        let mounts = graph.mounts(of: node.path).identifiers.sorted()
        if !mounts.isEmpty { heading += ", mounts " + mounts.joined(separator: " ") }
        return heading + ")"
    }

    static func describe(_ call: RenderCall) -> String {
        call.isTurboStream ? "turbo_stream " + describe(call.kind) : describe(call.kind)
    }

    private static func describe(_ kind: RenderCall.Kind) -> String {
        switch kind {
        case .partial(let name, let collection): collection ? "render partial: \"\(written(name))\", collection:" : "render \"\(written(name))\""
        case .template(let name): "render template: \"\(name)\""
        case .layout(let name): "render layout: \"\(name)\" do"
        case .object(let name): "render \(name)"
        case .component(let name, let collection): collection ? "render \(name).with_collection" : "render \(name).new"
        case .yield(let name): name.map { "yield :\($0)" } ?? "yield"
        case .contentFor(let name): "content_for :\(name) do"
        case .unknown: "render (a computed name)"
        case .block: "a block given to a method bridgelint does not know"
        }
    }

    /// A name as written, its computed parts shown as `#{…}`.
    private static func written(_ name: String) -> String {
        name.replacingOccurrences(of: RenderCall.computedPart, with: "#{…}")
    }

    struct Step {
        var path: String
        var line: Int
        var controllers: [String]
    }

    /// The render paths above `start`, depth-first with an explicit stack, each ending in
    /// `top`, `unknown` or `cycle`.
    static func paths(_ graph: RenderGraph, from start: String) -> [(steps: [Step], end: String)] {
        var result: [(steps: [Step], end: String)] = []
        var stack: [(path: String, steps: [Step])] = [(start, [])]
        while let (path, steps) = stack.popLast(), result.count < maximumPaths {
            for context in graph.contexts(of: path).reversed() {
                switch context {
                case .top: result.append((steps, "top"))
                case .unknown: result.append((steps, "unknown"))
                case .site(let caller, let index):
                    guard let call = graph.nodes[caller]?.calls[index] else { continue }
                    let step = Step(path: caller, line: call.line, controllers: graph.scope(ofCall: index, in: caller).flatMap(\.controllers))
                    if caller == start || steps.contains(where: { $0.path == caller }) || steps.count >= maximumDepth {
                        result.append((steps + [step], "cycle"))
                    } else {
                        stack.append((caller, steps + [step]))
                    }
                }
            }
        }
        return Array(result.prefix(maximumPaths))
    }
}
