/// How much a finding matters.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding in one file.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    /// What is wrong, and what exists instead.
    public var message: String
    /// The exact token the finding is about, in the file being linted.
    public var range: SourceRange
    /// What to do about it.
    public var help: String?
    /// Replacement texts for `range` the user probably meant, best first.
    public var suggestions: [String]
    public var fix: Fix?
    /// Other places that explain the finding (the controller that declares targets, say).
    public var related: [RelatedLocation]
    /// The token that makes the finding when it is not `range`'s: the end tag that closes an
    /// element left open. Two readings of a template (see the engine's `RailsBlockReadings`)
    /// may report one cause at different elements; it is the same finding.
    public var cause: SourceRange?

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        range: SourceRange,
        help: String? = nil,
        suggestions: [String] = [],
        fix: Fix? = nil,
        related: [RelatedLocation] = [],
        cause: SourceRange? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.help = help
        self.suggestions = suggestions
        self.fix = fix
        self.related = related
        self.cause = cause
    }
}

/// A place in another (or the same) file that a diagnostic points to, already resolved.
public struct RelatedLocation: Sendable, Hashable, Codable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }
}

/// A repair as data, applied by `--fix`, offered by editors and written into SARIF.
public struct Fix: Sendable, Hashable, Codable {
    /// How safe it is to apply without a human looking.
    public enum Applicability: String, Sendable, Codable {
        /// Keeps the meaning the author clearly intended.
        case safe
        /// Probably right, but the intent may differ: apply with `--unsafe-fixes` only.
        case unsafe
        /// Shown to people, never applied automatically.
        case displayOnly = "display-only"
    }

    public var title: String
    public var edits: [TextEdit]
    public var applicability: Applicability

    public init(title: String, edits: [TextEdit], applicability: Applicability) {
        self.title = title
        self.edits = edits
        self.applicability = applicability
    }
}

/// Replace the bytes in `range` with `replacement`.
public struct TextEdit: Sendable, Hashable, Codable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
