import BridgeLintCore
import BridgeLintProject

/// A check over one parsed template. Rules never parse, read files or print: they read the
/// template and the project model from the context and return diagnostics.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func check(_ context: RuleContext) -> [Diagnostic]
}

/// What `bridgelint rules` lists and what configuration refers to.
public struct RuleMetadata: Sendable, Hashable {
    /// Kebab-case, prefixed by area: `stimulus-`, `bridge-`, `turbo-`, `rails-`, `form-`, `html-`, `native-`.
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


/// A problem with a rule's options in `.bridgelint.yml`, found before any template is linted.
public struct RuleOptionProblem: Sendable, Hashable {
    /// Dotted path below the rule's entry (`values.side`).
    public var keyPath: String
    public var location: FileLocation
    public var message: String
    public var suggestions: [String]

    public init(keyPath: String, location: FileLocation, message: String, suggestions: [String] = []) {
        self.keyPath = keyPath
        self.location = location
        self.message = message
        self.suggestions = suggestions
    }
}

/// Rules with options validate them; the engine reports the problems as configuration errors.
public protocol ConfigurableRule: Rule {
    func optionProblems(in setting: RuleSetting) -> [RuleOptionProblem]
}
