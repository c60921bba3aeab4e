import BridgeLintCore

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

