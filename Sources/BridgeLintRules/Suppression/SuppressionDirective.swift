import BridgeLintCore
import BridgeLintTemplate

/// A comment that silences rules: `<%# bridgelint:disable-next-line rule-id %>`,
/// `<!-- bridgelint-disable-next-line rule-id -->`, `<%# bridgelint:disable a, b %>` ...
/// `<%# bridgelint:enable %>`, `<%# bridgelint:disable-file %>`; in JavaScript, Swift and
/// Kotlin files the same forms in `//` or `/* */` comments.
public struct SuppressionDirective: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case disable, enable
        case disableNextLine = "disable-next-line"
        case disableFile = "disable-file"
    }

    public var kind: Kind
    /// The rules named; empty means every rule.
    public var ruleIDs: [String]
    /// The whole comment.
    public var range: SourceRange

    /// Every directive in the template's ERB and HTML comments, in source order.
    public static func all(in template: Template) -> [SuppressionDirective] {
        let file = template.file
        // Most templates have none: one search of the bytes instead of reading every comment.
        guard ByteSearch.contains(directiveWord, in: file.bytes) else { return [] }
        var directives: [SuppressionDirective] = []
        for tag in template.erbTags where tag.kind == .comment {
            if let directive = parse(file.text(in: tag.contentRange), range: tag.range) { directives.append(directive) }
        }
        for comment in template.htmlComments where comment.length >= 7 {
            let inner = SourceRange(start: comment.start + 4, end: max(comment.start + 4, comment.end - 3))
            if let directive = parse(file.text(in: inner), range: comment) { directives.append(directive) }
        }
        return directives.sorted { $0.range < $1.range }
    }

    /// Every directive in the `//` and `/* */` comments (`comments`, delimiters included) of a
    /// JavaScript, Swift or Kotlin file, in source order.
    public static func all(inCodeComments comments: [SourceRange], of file: SourceFile) -> [SuppressionDirective] {
        comments.compactMap { comment in
            var text = file.text(in: comment)
            text = text.hasPrefix("//") ? String(text.dropFirst(2)) : String(text.dropFirst(2).dropLast(text.hasSuffix("*/") ? 2 : 0))
            return parse(text, range: comment)
        }
    }

    /// What every directive starts with.
    private static let directiveWord = Array("bridgelint".utf8)

    /// Reads `bridgelint:KIND [rule, rule]` (or `bridgelint-KIND`); nil for other comments.
    static func parse(_ text: String, range: SourceRange) -> SuppressionDirective? {
        let trimmed = text.trimmingWhitespace()
        let prefixes = ["bridgelint:", "bridgelint-"]
        guard let prefix = prefixes.first(where: { trimmed.hasPrefix($0) }) else { return nil }
        let body = trimmed.dropFirst(prefix.count)
        let words = body.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard let first = words.first, let kind = Kind(rawValue: first) else { return nil }
        // A `--` ends the rule list; what follows is the reason.
        let rules = words.dropFirst().prefix { $0 != "--" }
        return SuppressionDirective(kind: kind, ruleIDs: Array(rules), range: range)
    }

    func covers(_ ruleID: String) -> Bool {
        ruleIDs.isEmpty || ruleIDs.contains(ruleID)
    }
}
