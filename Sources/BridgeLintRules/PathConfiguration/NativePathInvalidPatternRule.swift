import BridgeLintCore
import BridgeLintProject

/// Reports a pattern that is not a valid regular expression: iOS skips it without a word
/// (`try? NSRegularExpression`), Android throws in debug builds and skips it in release.
public struct NativePathInvalidPatternRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-invalid-pattern",
        summary: "A path configuration pattern that is not a valid regular expression, so its rule never applies.",
        defaultSeverity: .error)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        context.project.pathConfigurations.configurations.flatMap { configuration in
            configuration.rules.flatMap { rule in
                rule.patterns.filter { !$0.compiles }.map { pattern in
                    context.finding(
                        in: configuration.path, at: .range(pattern.node.contentRange),
                        "`\(pattern.text)` is not a valid regular expression: iOS skips it without a word, and Android throws in debug builds and skips it in release",
                        about: nil, help: "close the open group or class, or escape a character meant literally (`\\(`, written `\\\\(` in JSON)")
                }
            }
        }
    }
}
