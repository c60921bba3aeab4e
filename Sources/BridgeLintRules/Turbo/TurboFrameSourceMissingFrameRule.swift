import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports a `<turbo-frame id="x" src="...">` whose `src` page (found through the routes, the
/// controller action and its template) has no frame `x`: Turbo finds nothing to take from the
/// response and shows "Content missing" in the frame.
public struct TurboFrameSourceMissingFrameRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-frame-src-missing-frame",
        summary: "A frame whose `src` page (through the routes, the action and its template) has no frame with the same id: Turbo shows \"Content missing\".",
        defaultSeverity: .error)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements where element.name == "turbo-frame" {
            guard let source = element.attribute(named: "src"), let idAttribute = element.attribute(named: "id"),
                  let id = idAttribute.value?.staticText, ElementIDIndex.isWord(id),
                  !context.project.hasTemplatesTheLinterCannotRead,
                  let page = PageTemplates.page(loadedBy: source, in: context.template, context: context),
                  let missing = pageLacksFrame(id, page: page, context: context) else { continue }
            let route = page.route.target ?? page.route.path.text
            diagnostics.append(context.diagnostic(
                "the page `src` loads (\(route), \(Self.shown(missing))) has no frame `\(id)`: Turbo finds no `<turbo-frame id=\"\(id)\">` in the response and shows \"Content missing\"",
                at: source.value?.range ?? source.nameRange,
                help: "wrap what the page shows for this frame in `turbo_frame_tag \"\(id)\"`, or point `src` at a page that has that frame",
                related: [context.related(path: missing, location: nil, "the page's template")]))
        }
        return diagnostics
    }

    /// The template path to name when no template of the page (nor what they render) has the
    /// frame; nil when one has it, or may have it (a frame whose id is not literal, a render
    /// that cannot be followed, the id named anywhere in the page's markup or in a layout).
    private func pageLacksFrame(_ id: String, page: PageTemplates, context: RuleContext) -> String? {
        let graph = context.corpus.graph
        var texts: [[UInt8]] = []
        for template in page.templates {
            let content = graph.renderedTemplates(from: template)
            guard content.isComplete else { return nil }
            for path in content.paths {
                guard let bytes = context.corpus.templateText(at: path) else { return nil }
                texts.append(bytes)
                let parsed = TemplateParser.parse(SourceFile(path: path, bytes: bytes))
                if parsed.elements.contains(where: { $0.name == "turbo-frame" && $0.attribute(named: "id")?.value?.staticText == nil }) {
                    return nil
                }
            }
        }
        // A layout a controller chooses for frame requests, a frame a helper builds: the id
        // written as a literal there, or anywhere in the app's Ruby, is taken as the frame.
        texts += graph.layoutTemplatePaths.compactMap { context.corpus.templateText(at: $0) }
        let literals = Self.literalForms(of: id)
        guard !texts.contains(where: { text in literals.contains { ByteSearch.contains($0, in: text) } }),
              !context.corpus.rubyContains(anyOf: literals) else { return nil }
        return page.templates.first
    }

    /// How Ruby and HTML write `id` as a value: quoted, or as a symbol before what may follow one.
    private static func literalForms(of id: String) -> [[UInt8]] {
        ["\"\(id)\"", "'\(id)'"].map { Array($0.utf8) }
            + [",", " ", ")", "\n", "]", "}", "\r"].map { Array(":\(id)\($0)".utf8) }
    }

    private static func shown(_ path: String) -> String {
        path.split(separator: "/").drop { $0 != "views" }.dropFirst().joined(separator: "/")
    }
}
