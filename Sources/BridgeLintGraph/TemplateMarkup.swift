import BridgeLintTemplate

/// What a template's elements tell the render graph, read from one parse and kept instead of
/// the tree: the elements around each render call, what it mounts, what it leaves open or
/// closes at its ends. A run that parses the template for another reason (an index of every
/// template) reads these then, so that the graph need not parse it again.
public struct TemplateMarkup: Sendable {
    /// Where the render calls it was read for start, in order.
    public let callStarts: [Int]
    /// The elements around each of those calls, innermost first, by call index.
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

    /// What `template` says, given where its render calls start (`RenderCall.range`), in order.
    public init(_ template: Template, callStarts: [Int]) {
        var mounts: Set<String> = []
        var mountsUnknown = false
        for element in template.elements {
            mounts.formUnion(element.controllerTokens.map(\.text))
            if element.mayHaveUnknownControllers { mountsUnknown = true }
        }
        self.mounts = mounts
        self.mountsUnknown = mountsUnknown
        self.callStarts = callStarts
        scopes = callStarts.map { ScopeStep.chain(at: $0, in: template) }
        openAtEnd = Set(template.openAtEnd.map { template.elements[$0].name })
        closesAtTop = Set(template.issues.compactMap(\.topLevelEndTag))
    }

    /// Whether it was read for the render calls starting at `starts`, or for those and more
    /// (a graph that reads no render call of a template asks for none).
    public func answers(forCallsAt starts: [Int]) -> Bool {
        callStarts.starts(with: starts)
    }
}
