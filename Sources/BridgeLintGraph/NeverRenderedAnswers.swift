import BridgeLintCore

/// What a run asks of the never-rendered proof (`UnrenderedTemplates`) about each template,
/// worked out for every template at once, so that the proof can be let go before the templates
/// are linted: a run over every template asks about most of them, and the proof held about
/// 11 MB through the lint pass at 20,000 templates (issue 21).
public struct NeverRenderedAnswers: Sendable {
    private let templates: TemplatePathLookup
    /// Why each template proven never to render does not, by its index.
    private let reasons: [Int: UnrenderedTemplates.Reason]
    /// Whether nothing bridgelint reads renders each template, by its index (see
    /// `isRenderedByNothingRead`).
    private let renderedByNothingRead: [Bool]

    /// The answers of `direct`, the proof reading no template as proven never to render, and
    /// of `chained`, what its `followingChains` returns: as a run asks each question of them,
    /// the chains only where they may prove the template.
    public init(direct: UnrenderedTemplates, chained: UnrenderedTemplates, work: SharedWork = .alone) {
        templates = direct.templatePaths
        let answers = work.map(templates.paths.count) { own -> (reason: UnrenderedTemplates.Reason?, byNothingRead: Bool) in
            // Following chains proves each template it leaves live no more than `direct` does.
            let reason = chained.dead.contains(own)
                ? direct.provenReason(at: own) ?? (direct.mayBeProvenByChains(at: own) ? chained.provenReason(at: own) : nil) : nil
            return (reason, reason != nil || direct.isUnservedPage(at: own) || direct.isNamedByNothingRead(at: own))
        }
        var reasons: [Int: UnrenderedTemplates.Reason] = [:]
        for (own, answer) in answers.enumerated() {
            if let reason = answer.reason { reasons[own] = reason }
        }
        self.reasons = reasons
        renderedByNothingRead = answers.map(\.byNothingRead)
    }

    /// Why the template at `path` (root-relative, or relative to where bridgelint runs) never
    /// renders; nil when it may (see `UnrenderedTemplates.reason(for:)`).
    public func reason(for path: String) -> UnrenderedTemplates.Reason? {
        templates.index(of: path).flatMap { reasons[$0] }
    }

    /// Whether nothing bridgelint reads renders the template at `path`: it is proven never to
    /// render, or it is a page no controller serves or a template only a computed name could
    /// name (see `UnrenderedTemplates.isUnservedPage` and `isNamedByNothingRead`).
    public func isRenderedByNothingRead(_ path: String) -> Bool {
        templates.index(of: path).map { renderedByNothingRead[$0] } ?? false
    }
}
