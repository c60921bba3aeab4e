import BridgeLintCore
import BridgeLintGraph
import BridgeLintTemplate

extension RuleContext {
    /// The diagnostic of a structural parse issue: at the rule's severity when the tree
    /// browsers build moves content (DESIGN.md "Severity"), a warning when it does not (an end
    /// tag the parser ignores, an element that closes where it would have anyway, the same
    /// value written twice) or when only some ERB branch renders the mistake.
    func diagnostic(for issue: ParseIssue) -> Diagnostic {
        var found = diagnostic(issue.message, at: issue.range, help: issue.help,
                               related: issue.relatedRange.map { [related($0, issue.relatedMessage ?? "")] } ?? [],
                               severity: issue.movesContent && !issue.isConditional ? nil : .warning)
        found.cause = issue.cause
        return found
    }
}

extension RuleContext {
    /// Whether `issue` is a `/>` on an element that is not void, in a partial that the render
    /// graph shows rendered only inside SVG or MathML, where `/>` closes any element. Asked only
    /// for such an issue (it may read the render graph).
    func closesInForeignContent(_ issue: ParseIssue) -> Bool {
        let bytes = template.file.bytes
        let path = template.file.path
        guard issue.range.end - issue.range.start == 2, issue.range.end <= bytes.count,
              bytes[issue.range.start] == UInt8(ascii: "/"), bytes[issue.range.start + 1] == UInt8(ascii: ">") else { return false }
        if isInSVGComponentBlock(issue.range) { return true }
        guard RenderGraph.isRenderedInsideOtherTemplates(path) else { return false }
        return graph.rendersOnlyInsideForeignContent(path) || isTopLevelSVGShape(at: issue.range) && graph.mayRenderInsideForeignContent(path)
    }

    /// SVG's shapes, containers, filter primitives and animations that HTML has no element of
    /// (not `image`, which HTML parsing turns into `<img>`): at the top of a partial they can only
    /// be meant for an `<svg>` around its render call.
    private static let svgOnlyElements: Set<String> = [
        "path", "circle", "ellipse", "line", "polyline", "polygon", "rect", "g", "use", "defs", "symbol", "marker",
        "lineargradient", "radialgradient", "stop", "clippath", "mask", "pattern", "text", "tspan", "textpath",
        "filter", "feblend", "fecolormatrix", "fecomponenttransfer", "fecomposite", "feconvolvematrix", "fediffuselighting",
        "fedisplacementmap", "fedistantlight", "fedropshadow", "feflood", "fefunca", "fefuncb", "fefuncg", "fefuncr",
        "fegaussianblur", "feimage", "femerge", "femergenode", "femorphology", "feoffset", "fepointlight",
        "fespecularlighting", "fespotlight", "fetile", "feturbulence", "animate", "animatemotion", "animatetransform", "set",
    ]

    /// Whether the `/>` at `range` ends an SVG-only element with only such elements of the
    /// partial around it (`<path d="…" />` lines as an icon partial's whole markup: read as
    /// HTML, each later one lands inside the first).
    private func isTopLevelSVGShape(at range: SourceRange) -> Bool {
        guard let element = template.elements.last(where: { $0.startTagRange.end == range.end }) else { return false }
        return template.selfAndAncestors(of: element).allSatisfy { Self.svgOnlyElements.contains($0.name) }
    }

    /// Whether `range` lies in the block of `render SomeComponent.new(...) do` whose component
    /// puts its content inside `<svg>` (see `SVGComponents`).
    private func isInSVGComponentBlock(_ range: SourceRange) -> Bool {
        RenderCall.all(in: template.file.bytes).contains { call in
            guard case .component(let name, _) = call.kind, let blockEnd = call.blockEnd,
                  call.range.end <= range.start, range.end <= blockEnd else { return false }
            let templates = graph.componentTemplates(name).compactMap { path in corpus.templateText(at: path).map { (path, $0) } }
            return SVGComponents.wrapsContentInSVG(name, rubyFiles: corpus.rubyFiles, templates: templates)
        }
    }
}

extension RuleContext {
    /// The template's issues of `kinds` that some render path shows: an issue in the first
    /// branch of an `if` on a local that every render site leaves false (`<% if parent_id %>`
    /// in a partial always rendered with `parent_id: nil`) is markup no page renders. The first
    /// branch of `<% if content_for?(:x) %>` where nothing rendered with the template gives `:x`
    /// content never renders: the template is read again without it, so what follows is
    /// judged as the browser builds it then.
    func renderedIssues(of kinds: Set<ParseIssue.Kind>) -> [ParseIssue] {
        var issues = template.issues.filter { kinds.contains($0.kind) }
        guard !issues.isEmpty else { return issues }
        let withoutContent = bodiesAskingForAbsentContent().map(\.range)
        if !withoutContent.isEmpty {
            issues = self.issues(of: kinds, without: withoutContent)
            guard !issues.isEmpty else { return issues }
        }
        let unrendered = unrenderedBodies(holding: issues.map(\.range))
        guard !unrendered.isEmpty else { return issues }
        return issues.filter { issue in !unrendered.contains { $0.range.contains(issue.range) } }
    }

    /// The issues of `kinds` of the template read again with `ranges` blanked (lines kept).
    private func issues(of kinds: Set<ParseIssue.Kind>, without ranges: [SourceRange]) -> [ParseIssue] {
        var bytes = template.file.bytes
        for range in ranges {
            for offset in range.start..<min(range.end, bytes.count) where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return TemplateParser.parse(SourceFile(path: template.file.path, bytes: bytes), textBodies: template.givenTextBodies, helperMarkup: template.givenHelperMarkup, tableContext: template.givenTableContext)
            .issues.filter { kinds.contains($0.kind) }
    }

    /// Whether `range` may render where `site` renders this partial: not when it lies in the
    /// first branch of an `if` on a local the site leaves false, nor in a branch on a local's
    /// state the object the site passes answers no (`if post.persisted?` where the site passes
    /// `post: Post.new`, see `RenderSiteState`).
    func isRendered(_ range: SourceRange, at site: RenderSite) -> Bool {
        let path = template.file.path
        return !template.conditionalBodies.contains { body in
            guard body.range.contains(range) else { return false }
            if RenderGraph.isDecidedAtRenderSites(body.condition), graph.condition(body.condition, isFalseAt: site, rendering: path) { return true }
            return RenderGraph.asksForProvidedContent(body.condition) && graph.providedContentIsAbsent(body.condition, whereRendering: path)
        } && renderSiteState(of: range, at: site) != .notRendered
    }

    /// The first branches of `<% if content_for?(:x) %>` whose region nothing rendered with
    /// the template gives content to (see `RenderGraph.providedContentIsAbsent`).
    private func bodiesAskingForAbsentContent() -> [ConditionalBody] {
        let path = template.file.path
        return template.conditionalBodies.filter { body in
            RenderGraph.asksForProvidedContent(body.condition) && graph.providedContentIsAbsent(body.condition, whereRendering: path)
        }
    }

    /// The conditional bodies holding one of `ranges` whose condition every render site decides false.
    private func unrenderedBodies(holding ranges: [SourceRange]) -> [ConditionalBody] {
        let path = template.file.path
        guard RenderGraph.isRenderedInsideOtherTemplates(path) else { return [] }
        return template.conditionalBodies.filter { body in
            RenderGraph.isDecidedAtRenderSites(body.condition) && ranges.contains { body.range.contains($0) }
                && graph.condition(body.condition, isFalseWhereRendering: path)
        }
    }
}
