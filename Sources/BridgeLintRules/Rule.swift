import BridgeLintCore
import BridgeLintTemplate

/// A check over one parsed template. Rules never parse, read files or print: they read the
/// template and the project model from the context and return diagnostics.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func check(_ context: RuleContext) -> [Diagnostic]
}

/// What `bridgelint rules` lists and what configuration refers to.
public struct RuleMetadata: Sendable, Hashable {
    /// Kebab-case, prefixed by area: `stimulus-`, `bridge-`, `rails-`, `form-`, `html-`, `native-`.
    public var id: String
    /// One line: what the rule reports.
    public var summary: String
    public var defaultSeverity: Severity
    /// Whether some of its diagnostics carry a fix.
    public var fixable: Bool

    public init(id: String, summary: String, defaultSeverity: Severity, fixable: Bool = false) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.fixable = fixable
    }
}

/// Everything a rule may read while checking one template.
public struct RuleContext: Sendable {
    public let template: Template
    let metadata: RuleMetadata

    public init(template: Template, metadata: RuleMetadata) {
        self.template = template
        self.metadata = metadata
    }

    /// A diagnostic of the rule being run, at its default severity (configuration may change
    /// it later).
    public func diagnostic(
        _ message: String,
        at range: SourceRange,
        help: String? = nil,
        suggestions: [String] = [],
        fix: Fix? = nil,
        related: [RelatedLocation] = []
    ) -> Diagnostic {
        Diagnostic(ruleID: metadata.id, severity: metadata.defaultSeverity, message: message, range: range,
                   help: help, suggestions: suggestions, fix: fix, related: related)
    }

    /// A related location in the template being checked.
    public func related(_ range: SourceRange, _ message: String) -> RelatedLocation {
        let position = template.file.position(of: range.start)
        return RelatedLocation(path: template.file.path, line: position.line, column: position.column, message: message)
    }
}
