import BridgeLintCore
import BridgeLintProject

/// Reports a path configuration pattern that matches no path the app's routes serve: its rule
/// never applies. A pattern that matches a route only when case is ignored applies on Android
/// (`IGNORE_CASE`) and never on iOS.
public struct NativePathUnmatchedPatternRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-unmatched-pattern",
        summary: "A path configuration pattern that matches no path of the app's routes (or matches one only when case is ignored, as Android does and iOS does not).",
        defaultSeverity: .warning)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let routes = context.project.routes
        var matcher: PatternRouteMatcher?
        var verdicts: [String: PatternRouteMatch] = [:]
        return context.project.pathConfigurations.configurations.flatMap { configuration in
            configuration.rules.flatMap { rule in
                rule.patterns.compactMap { pattern -> ProjectFinding? in
                    guard pattern.compiles, NativePathRoutePatternRule.regularExpression(meantBy: pattern.text) == nil else { return nil }
                    let verdict = verdicts[pattern.text] ?? {
                        let made = matcher ?? PatternRouteMatcher(routes: routes)
                        matcher = made
                        return made.match(pattern: pattern.text)
                    }()
                    verdicts[pattern.text] = verdict
                    return finding(verdict, pattern, configuration, context)
                }
            }
        }
    }

    private func finding(_ verdict: PatternRouteMatch, _ pattern: PathPattern, _ configuration: PathConfiguration, _ context: ProjectContext) -> ProjectFinding? {
        let place = ProjectFinding.Place.range(pattern.node.contentRange)
        switch verdict {
        case .matches, .unknown:
            return nil
        case .matchesNoPath:
            return context.finding(
                in: configuration.path, at: place,
                "`\(pattern.text)` names a scheme or host, but both libraries match patterns against the URL's path alone (`/...`), so its rule never applies",
                about: nil, help: "match the path; a rule for links to other hosts cannot be written as a pattern")
        case .none:
            return context.finding(
                in: configuration.path, at: place,
                "`\(pattern.text)` matches no path of the app's routes (`config/routes.rb`), so its rule applies to no page the app serves",
                about: nil, help: "compare it with `bin/rails routes`; if a path outside the routes is meant (another host, a native-only URL), disable this rule for the file in .bridgelint.yml")
        case .matchesIgnoringCase:
            // Android applies it; only a configuration iOS reads loses it.
            guard configuration.readingPlatforms.contains(.ios) else { return nil }
            let android = configuration.readingPlatforms.contains(.android) ? "Android ignores case and applies it, but " : ""
            return context.finding(
                in: configuration.path, at: place,
                "`\(pattern.text)` matches a path of the app's routes only when case is ignored: \(android)iOS matches case, so there the rule never applies",
                about: nil, help: "write the pattern in the case of the route's path")
        }
    }
}
