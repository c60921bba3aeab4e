import BridgeLintCore
import BridgeLintRules
import BridgeLintTemplate

/// Lints one template: a pure function of the file's text, the rules and their settings, so the
/// CLI, tests and an editor integration all lint the same way.
public struct Linter: Sendable {
    public let rules: [any Rule]
    /// Severity per rule id after configuration; rules set to `off` are not in `rules`.
    private let severities: [String: Severity]

    public init(settings: RuleSettings = RuleSettings()) {
        var rules: [any Rule] = []
        var severities: [String: Severity] = [:]
        for rule in RuleRegistry.all {
            let id = rule.metadata.id
            switch settings.levels[id] {
            case .off?:
                continue
            case .severity(let severity)?:
                severities[id] = severity
            case nil:
                severities[id] = rule.metadata.defaultSeverity
            }
            rules.append(rule)
        }
        self.rules = rules
        self.severities = severities
    }

    public func lint(_ file: SourceFile) -> [Diagnostic] {
        lint(TemplateParser.parse(file))
    }

    public func lint(_ template: Template) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            let context = RuleContext(template: template, metadata: rule.metadata)
            for var diagnostic in rule.check(context) {
                diagnostic.severity = severities[diagnostic.ruleID] ?? diagnostic.severity
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics.sorted { ($0.range.start, $0.range.end, $0.ruleID) < ($1.range.start, $1.range.end, $1.ruleID) }
    }
}

/// Per-rule levels chosen by configuration or the command line.
public struct RuleSettings: Sendable {
    public enum Level: Sendable, Hashable {
        case off
        case severity(Severity)
    }

    public var levels: [String: Level]

    public init(levels: [String: Level] = [:]) {
        self.levels = levels
    }
}
