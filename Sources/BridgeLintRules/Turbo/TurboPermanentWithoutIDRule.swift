import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate

/// Reports `data-turbo-permanent` on an element without an `id`: Turbo keeps only
/// `[id][data-turbo-permanent]` elements across visits, matching them by id.
public struct TurboPermanentWithoutIDRule: Rule {
    public let metadata = RuleMetadata(
        id: "turbo-permanent-without-id",
        summary: "`data-turbo-permanent` on an element without an `id`: Turbo cannot keep it across visits.",
        defaultSeverity: .warning)

    public init() {}

    /// Helper elements Rails gives an id of its own: form builder fields (`post_title`), field
    /// tags (`text_field_tag "q"` -> `id="q"`), `form_for`, `turbo_frame_tag`.
    private static let elementsWithGeneratedIDs: Set<String> = ["input", "select", "textarea", "form", "turbo-frame"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var pageMayMorph: Bool?
        for element in context.template.elements where !element.hasDynamicAttributes {
            guard let permanent = element.attributes.first(where: { $0.lowercasedName == "data-turbo-permanent" }),
                  !element.attributes.contains(where: { $0.lowercasedName == "id" }),
                  !(element.isHelper && Self.elementsWithGeneratedIDs.contains(element.name)),
                  !isInFrameRefreshedByMorph(element, in: context.template) else { continue }
            if pageMayMorph == nil { pageMayMorph = Self.pageMayRefreshByMorphing(context) }
            if pageMayMorph == true { continue }
            diagnostics.append(context.diagnostic(
                "`data-turbo-permanent` on an element without an `id` does nothing: Turbo keeps an element across visits only by matching its `id` on the next page",
                at: permanent.nameRange,
                help: "give the element an `id` that stays the same on every page that shows it"))
        }
        return diagnostics
    }

    /// Whether a page showing this template may refresh by morphing: Turbo 8's morph keeps every
    /// `[data-turbo-permanent]` element, id or not (hotwired/turbo `src/core/morphing.js`:
    /// `beforeNodeMorphed` and `beforeNodeRemoved` skip it). A template that asks for morphing
    /// (`<meta name="turbo-refresh-method" content="morph">`, `turbo_refreshes_with method: :morph`,
    /// `turbo_refresh_method_tag :morph`) counts for every template that may share a page with it
    /// (see `RenderGraph.mayShareAPage`), and Ruby that sends a morphing refresh
    /// (`turbo_stream.refresh(method: :morph)`) for every template.
    private static func pageMayRefreshByMorphing(_ context: RuleContext) -> Bool {
        let morph = [":morph", "\"morph\"", "'morph'"].map { Array($0.utf8) }
        let declaring = context.corpus.templatePaths(containing: "morph").filter { path in
            guard let bytes = context.corpus.templateText(at: path) else { return true }
            return asksForMorphing(bytes)
        }
        if context.corpus.rubyContains(where: { source in morph.contains { ByteSearch.contains($0, in: source) } && ByteSearch.contains(Array("refresh".utf8), in: source) }) { return true }
        guard !declaring.isEmpty else { return false }
        let graph = context.corpus.graph
        return declaring.contains { graph.mayShareAPage(context.template.file.path, with: $0) }
    }

    private static func asksForMorphing(_ bytes: [UInt8]) -> Bool {
        ["turbo-refresh-method", "turbo_refresh_method", "turbo_refreshes_with"].contains { ByteSearch.contains(Array($0.utf8), in: bytes) }
    }

    /// Inside a `<turbo-frame refresh="morph">` (or `turbo_frame_tag …, refresh: :morph`), whose
    /// reloads morph its content and keep permanent elements the same way.
    private func isInFrameRefreshedByMorph(_ element: Element, in template: Template) -> Bool {
        var current = element.parent
        while let index = current {
            let ancestor = template.elements[index]
            if ancestor.name == "turbo-frame", let refresh = ancestor.attributes.first(where: { $0.lowercasedName == "refresh" }) {
                guard let text = refresh.value?.staticText else { return true }
                if text.contains("morph") { return true }
            }
            current = ancestor.parent
        }
        return false
    }
}
