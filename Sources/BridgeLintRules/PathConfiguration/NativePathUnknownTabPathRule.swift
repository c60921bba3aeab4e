import BridgeLintCore
import BridgeLintProject

/// Reports a tab of a path configuration's settings (`settings.tabs[].path`) whose path no route
/// of the app answers: the tab opens on a 404.
public struct NativePathUnknownTabPathRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-unknown-tab-path",
        summary: "A tab in a path configuration's settings whose `path` no route of the app answers.",
        defaultSeverity: .warning, fixable: true)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let routes = context.project.routes
        return context.project.pathConfigurations.configurations.flatMap { configuration -> [ProjectFinding] in
            let tabs = configuration.settings?.entry("tabs")?.value.elements ?? []
            return tabs.compactMap { tab -> ProjectFinding? in
                guard let entry = tab.entry("path"), let path = entry.value.string, path.hasPrefix("/"), !path.contains("://"),
                      routes.route(for: "GET", path: path) == .none else { return nil }
                let served = routes.routes.filter { $0.answers(verb: "GET") }.compactMap(\.path.literalPath)
                let suggestion = StringDistance.suggestions(for: path, among: Array(Set(served)).sorted(), limit: 1).first
                let message = "the tab's path `\(path)` is answered by no route of the app (`config/routes.rb`), so the tab opens on an error page"
                guard let suggestion else {
                    return context.finding(in: configuration.path, at: .range(entry.value.contentRange), message,
                                           about: nil, help: "point the tab at a path the app serves (`bin/rails routes`)")
                }
                return context.finding(
                    in: configuration.path, at: .range(entry.value.contentRange), message + "; did you mean `\(suggestion)`?",
                    about: nil, help: "write `\(suggestion)`", suggestions: [suggestion],
                    fix: Fix(title: "Replace with `\(suggestion)`", edits: [TextEdit(range: entry.value.contentRange, replacement: suggestion)], applicability: .unsafe))
            }
        }
    }
}
