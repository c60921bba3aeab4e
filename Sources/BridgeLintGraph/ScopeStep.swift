import BridgeLintTemplate

/// One element on the way up from a place in a template: what Stimulus would look at there.
public struct ScopeStep: Sendable, Hashable {
    /// The element's name (`div`, `svg`, `foreignobject`).
    public let name: String
    /// Controller identifiers its `data-controller` names.
    public let controllers: [String]
    /// Its `data-controller` may hold more than the template shows.
    public let isDynamic: Bool
    /// Its content may be shown somewhere else: a `<turbo-frame>`'s inside another page's
    /// frame, a `<template>`'s wherever script clones it to.
    public let mayShowContentElsewhere: Bool
    /// Where the element starts in its template.
    public let start: Int

    init(_ element: Element) {
        name = element.name
        start = element.range.start
        controllers = element.controllerTokens.map(\.text)
        isDynamic = element.mayHaveUnknownControllers
        mayShowContentElsewhere = element.name == "turbo-frame" || element.name == "template"
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
