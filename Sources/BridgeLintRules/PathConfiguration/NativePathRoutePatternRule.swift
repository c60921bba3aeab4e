import BridgeLintCore
import BridgeLintProject

/// Reports a pattern written as a Rails route (`/customers/:id`): as a regular expression it
/// matches the literal text `:id`, so its rule never applies to a real URL.
public struct NativePathRoutePatternRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-route-pattern",
        summary: "A path configuration pattern written as a Rails route (`/customers/:id`), which matches only the literal text `:id`.",
        defaultSeverity: .warning, fixable: true)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        context.project.pathConfigurations.configurations.flatMap { configuration in
            configuration.rules.flatMap { rule in
                rule.patterns.compactMap { pattern -> ProjectFinding? in
                    guard let meant = Self.regularExpression(meantBy: pattern.text) else { return nil }
                    return context.finding(
                        in: configuration.path, at: .range(pattern.node.contentRange),
                        "`\(pattern.text)` is a Rails route, but patterns are regular expressions: this one matches only the literal text `:\(meant.parameter)`, so the rule never applies; did you mean `\(meant.pattern)`?",
                        about: nil, help: "match a path segment with `[^/]+`", suggestions: [meant.pattern],
                        fix: Fix(title: "Write `\(meant.pattern)`", edits: [TextEdit(range: pattern.node.contentRange, replacement: meant.pattern)],
                                 applicability: .unsafe))
                }
            }
        }
    }

    /// The regular expression a route-like pattern means: each `/:name` segment becomes
    /// `/[^/]+`, anchored at the end when the route ends there. Nil for a pattern with no
    /// `/:name` segment (`(?:...)` groups and `\:` are regular expressions).
    static func regularExpression(meantBy pattern: String) -> (pattern: String, parameter: String)? {
        let scalars = Array(pattern.unicodeScalars)
        var output = ""
        var first: String?
        var index = 0
        var endsWithParameter = false
        while index < scalars.count {
            if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == ":",
               index + 2 < scalars.count, scalars[index + 2] == "_" || scalars[index + 2].properties.isLowercase {
                var end = index + 2
                while end < scalars.count, scalars[end] == "_" || scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end]) { end += 1 }
                first = first ?? String(String.UnicodeScalarView(scalars[index + 2..<end]))
                output += "/[^/]+"
                index = end
                endsWithParameter = index == scalars.count
                continue
            }
            output.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard let first else { return nil }
        return (endsWithParameter ? output + "$" : output, first)
    }
}
