import BridgeLintCore
import BridgeLintProject

/// A check over one parsed template. Rules never parse, read files or print: they read the
/// template and the project model from the context and return diagnostics.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func check(_ context: RuleContext) -> [Diagnostic]
    /// This rule as a `JudgingRule`, when it is one (see `RuleKinds`).
    var asJudging: (any JudgingRule)? { get }
    /// This rule as a `ProjectRule`, when it is one (see `RuleKinds`).
    var asProjectRule: (any ProjectRule)? { get }
}

/// The kinds of a rule, answered by the type's conformances when it is compiled: `rule as? any
/// JudgingRule` on an existential searched every conformance record of the binary the first
/// time for each rule type, about 4 ms of start-up for the 50-odd rules of a run.
extension Rule {
    public var asJudging: (any JudgingRule)? { nil }
    public var asProjectRule: (any ProjectRule)? { nil }
}

extension JudgingRule {
    public var asJudging: (any JudgingRule)? { self }
}

/// One finding of a rule in a template, or one it can judge only with the frame index (every
/// template's frames), which a whole run builds after its lint pass from the facts that pass
/// read (`TemplateCorpus.recordFrameFacts`), so that no template is parsed twice. A finding
/// that waits keeps compact facts only (ids, ranges, messages), never the tree.
public enum Judgment: Sendable {
    case found(Diagnostic)
    /// The findings, given the corpus once its frame index can be asked.
    case afterFrameIndex(@Sendable (TemplateCorpus) -> [Diagnostic])

    /// The findings, asking `corpus` now when they wait on it.
    public func resolved(with corpus: TemplateCorpus) -> [Diagnostic] {
        switch self {
        case .found(let diagnostic): [diagnostic]
        case .afterFrameIndex(let judge): judge(corpus)
        }
    }

    /// A finding that waits only on whether `condition` holds.
    public static func when(_ condition: @escaping @Sendable (TemplateCorpus) -> Bool, _ diagnostic: Diagnostic) -> Judgment {
        .afterFrameIndex { corpus in condition(corpus) ? [diagnostic] : [] }
    }
}

/// A rule some of whose findings ask the frame index: `judge` says which wait for it. `check`
/// asks it at once.
public protocol JudgingRule: Rule {
    func judge(_ context: RuleContext) -> [Judgment]
}

extension JudgingRule {
    public func check(_ context: RuleContext) -> [Diagnostic] {
        judge(context).flatMap { $0.resolved(with: context.corpus) }
    }
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

    /// Whether the rule judges what Turbo does with markup (its id starts with `turbo-`): it is
    /// silent in an app whose pages never load Turbo (see `ProjectModel.loadsTurbo`).
    public var isAboutTurbo: Bool { id.hasPrefix("turbo-") }

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
