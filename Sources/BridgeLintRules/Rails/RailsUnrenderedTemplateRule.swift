import BridgeLintCore
import BridgeLintGraph

/// Reports a template the app can never render (`UnrenderedTemplates`), once, instead of the
/// findings in it: its markup breaks nothing at run time. The linter asks only for a template
/// some rule found something in, so a clean copy stays quiet. Its findings come from `Linter`,
/// after every other rule.
public struct RailsUnrenderedTemplateRule: Rule {
    public static let id = "rails-unrendered-template"

    public let metadata = RuleMetadata(
        id: RailsUnrenderedTemplateRule.id,
        summary: "A template nothing can render (an unused copy, a page whose action always responds with JSON), reported instead of the findings in it.",
        defaultSeverity: .info)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }

    /// The finding for `file`, which never renders for `reason`, in place of `hidden` findings.
    public static func diagnostic(in file: SourceFile, reason: UnrenderedTemplates.Reason, hidden: Int) -> Diagnostic {
        let bytes = file.bytes
        var end = 0
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        let count = hidden == 1 ? "its 1 finding is" : "its \(hidden) findings are"
        return Diagnostic(
            ruleID: id, severity: .info,
            message: "\(reason.summary): \(reason.explanation); \(count) not reported",
            range: SourceRange(start: 0, end: end),
            help: help(for: reason))
    }

    /// What to do: a mail is sent, not rendered.
    private static func help(for reason: UnrenderedTemplates.Reason) -> String {
        if case .unsentMail(let mailer, let method) = reason {
            return "Delete the template and `\(mailer)#\(method)` if the mail is retired, or send it (`\(mailer).\(method)(…).deliver_later`) to have it checked again."
        }
        return "Delete the template if it is an unused copy, or render it (from an action, a route, a render call or `layout`) to have it checked again."
    }
}
