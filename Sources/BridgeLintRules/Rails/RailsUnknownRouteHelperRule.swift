import BridgeLintCore
import BridgeLintGraph
import BridgeLintProject
import BridgeLintTemplate

/// Reports a call of a route helper (`foo_path`, `foo_url`, without receiver) that no route of
/// the app defines and nothing else does: rendering the line raises `NameError`.
public struct RailsUnknownRouteHelperRule: Rule {
    public let metadata = RuleMetadata(
        id: "rails-unknown-route-helper",
        summary: "A route helper (`foo_path`, `foo_url`) that no route of the app defines: the template raises when it renders.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Each proof only for what the cheaper ones before it leave (issue 21): whether the
        // routes can leave any helper undefined here, before the template's Ruby is read; the
        // near miss that makes a name reportable, before the app's Ruby and templates are read
        // for a binding of it; whether the template ever renders, last.
        guard UndefinedRouteHelpers.mayBeUndefined(in: context) else { return [] }
        let (calls, tokens) = UndefinedRouteHelpers.calls(in: context.template)
        guard !calls.isEmpty else { return [] }
        let routes = context.project.routes
        /// The near misses of each name called, by name; none where it is not proven undefined.
        var nearMisses: [String: [String]] = [:]
        var undefined: [(call: UndefinedRouteHelpers.Call, suggestions: [String])] = []
        for call in calls {
            if nearMisses[call.name] == nil {
                // A gem's view helper may have any name ending in `_path` or `_url`
                // (`gravatar_url`): only a near miss of a route the app defines proves a mistake.
                let near = UndefinedRouteHelpers.isUndefinedHere(call.name, tokens: tokens, context) ? context.project.routeHelperNames.nearMisses(of: call.name) : []
                nearMisses[call.name] = near.isEmpty || context.corpus.mayBind(helper: call.name) ? [] : near
            }
            if let near = nearMisses[call.name], !near.isEmpty { undefined.append((call, near)) }
        }
        // Asked only with something to report: a template that never renders raises nothing,
        // and one nothing bridgelint reads renders proves no failing page.
        guard !undefined.isEmpty, let path = context.project.relativePath(ofShown: context.template.file.path),
              !context.corpus.isRenderedByNothingRead(path) else { return [] }
        let failure = Self.failure(ofTemplateAt: path)
        return undefined.map { call, suggestions in
            let suffix = call.name.hasSuffix("_path") ? "_path" : "_url"
            let stem = String(call.name.dropLast(suffix.count))
            let route = suggestions.first.flatMap { helper in routes.routes.first { $0.helperNames.contains(helper) } }
            return context.diagnostic(
                "no route of the app defines `\(call.name)` (none is named `\(stem)`): rendering this line raises NameError, so \(failure)",
                at: call.range,
                help: "did you mean `\(suggestions[0])`?",
                suggestions: suggestions,
                fix: suggestions.count == 1
                    ? context.replacement(call.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil,
                related: route.map { [context.related(path: $0.site.path, location: FileLocation(line: $0.site.line, column: $0.site.column), "`\($0.name ?? "")` is declared here")] } ?? [])
        }
    }

    /// What fails when the template at `path` raises: the mail a mailer's view or layout
    /// renders is not delivered; the pages a partial, layout or component is part of answer 500.
    static func failure(ofTemplateAt path: String) -> String {
        let (role, isMail) = RenderGraph.role(ofTemplateAt: path)
        if isMail { return "delivering the mail raises" }
        switch role {
        case .page: return "the page answers 500"
        case .partial: return "each page that renders the partial answers 500"
        case .layout: return "each page in this layout answers 500"
        case .component: return "each page that renders the component answers 500"
        case .stream, .other: return "the response answers 500"
        }
    }
}
