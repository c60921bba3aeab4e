import BridgeLintTemplate

/// One element on the way up from a place in a template: what Stimulus would look at there.
public struct ScopeStep: Sendable, Hashable {
    /// Controller identifiers its `data-controller` names.
    public let controllers: [String]
    /// Its `data-controller` may hold more than the template shows.
    public let isDynamic: Bool
    /// A `<turbo-frame>`: its content may be shown inside another page's frame.
    public let isFrame: Bool

    init(_ element: Element) {
        controllers = element.controllerTokens.map(\.text)
        isDynamic = element.mayHaveUnknownControllers
        isFrame = element.name == "turbo-frame"
    }

    /// The element and its ancestors, innermost first.
    public static func chain(of element: Element, in template: Template) -> [ScopeStep] {
        template.selfAndAncestors(of: element).map(ScopeStep.init)
    }

    /// The elements whose content holds `offset`, innermost first.
    static func chain(at offset: Int, in template: Template) -> [ScopeStep] {
        let innermost = template.elements.last { element in
            guard !element.isLooseDataHash, let content = element.contentRange else { return false }
            return content.start <= offset && offset < content.end
        }
        return innermost.map { chain(of: $0, in: template) } ?? []
    }
}
