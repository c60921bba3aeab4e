import BridgeLintTemplate

/// What a template's elements tell the render graph, read from one parse and kept instead of
/// the tree: the elements around each render call, what it mounts, what it leaves open or
/// closes at its ends. A run that parses the template for another reason (an index of every
/// template) reads these then, so that the graph need not parse it again.
public struct TemplateMarkup: Sendable {
    /// The elements around each render call (`RenderCall.all`), innermost first, by call index.
    var scopes: [[ScopeStep]]
    /// Controller identifiers some element mounts.
    var mounts: Set<String>
    /// Some element's `data-controller` is not fully known.
    var mountsUnknown: Bool
    /// The names of the HTML elements the template leaves open at its end.
    var openAtEnd: Set<String>
    /// The names of its end tags that find no element of the template open (`</ul>` at the end
    /// of a partial rendered inside a `<ul>`).
    var closesAtTop: Set<String>

    public init(_ template: Template) {
        var mounts: Set<String> = []
        var mountsUnknown = false
        for element in template.elements {
            mounts.formUnion(element.controllerTokens.map(\.text))
            if element.mayHaveUnknownControllers { mountsUnknown = true }
        }
        self.mounts = mounts
        self.mountsUnknown = mountsUnknown
        scopes = RenderCall.all(in: template).map { ScopeStep.chain(at: $0.range.start, in: template) }
        openAtEnd = Set(template.openAtEnd.map { template.elements[$0].name })
        closesAtTop = Set(template.issues.compactMap(\.topLevelEndTag))
    }
}
