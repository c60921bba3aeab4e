import BridgeLintCore
import BridgeLintTemplate

/// Reports what keeps a template from being read as intended: an ERB tag that never closes or
/// runs on into the next one, an `end` that closes no block, a quoted attribute value or a tag
/// without its `>` that swallows the markup after it, an end tag whose `>` comes from ERB
/// output, an attribute glued to its tag's name, commas between attributes, NUL bytes, bytes
/// that are not UTF-8.
public struct HTMLParseErrorRule: Rule {
    public let metadata = RuleMetadata(
        id: "html-parse-error",
        summary: "A template that cannot be read fully: unclosed ERB, an unterminated attribute value or tag, commas between attributes, binary or non-UTF-8 content.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard !context.template.issues.isEmpty else { return [] }
        // Unclosed ERB and unreadable bytes break any template; a quote left open only HTML.
        let kinds: Set<ParseIssue.Kind> = context.templateRendersHTML
            ? [.unclosedERBTag, .endOfNoBlock, .unreadableText, .unterminatedAttributeValue, .endTagEndsInOutput, .commaBetweenAttributes, .gluedTagName, .textWrittenAsTag]
            : [.unclosedERBTag, .endOfNoBlock, .unreadableText]
        return context.template.issues.filter { kinds.contains($0.kind) }.map { issue in
            // Commas that lose no attribute are a warning. The fix is the one the check that
            // found the issue made, under its own title.
            context.diagnostic(issue.message, at: issue.range, help: issue.help, fix: issue.fix,
                               related: issue.relatedRange.map { [context.related($0, issue.relatedMessage ?? "")] } ?? [],
                               severity: issue.movesContent ? nil : .warning)
        }
    }
}
