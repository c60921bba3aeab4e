import BridgeLintReporters
import BridgeLintRules

extension RuleDescriptor {
    /// Every registered rule, described from its metadata and its `Rules/<id>.md` document.
    static let registered: [RuleDescriptor] = RuleRegistry.all.map(\.metadata).map { rule in
        let markdown = RuleDocumentation.markdown[rule.id]
        return RuleDescriptor(
            id: rule.id,
            summary: rule.summary,
            defaultSeverity: rule.defaultSeverity,
            fullDescription: markdown.flatMap { section("What it does", of: $0) } ?? rule.summary,
            helpMarkdown: markdown
        )
    }

    /// The text of a `## title` section as plain paragraphs: the Markdown's wrapped lines
    /// joined with spaces, paragraphs separated by a blank line.
    static func section(_ title: String, of markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0 == "## \(title)" }) else { return nil }
        var paragraphs: [[Substring]] = [[]]
        for line in lines[(heading + 1)...] {
            if line.hasPrefix("## ") { break }
            if line.allSatisfy(\.isWhitespace) {
                if paragraphs.last?.isEmpty == false { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        let text = paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: " ") }.joined(separator: "\n\n")
        return text.isEmpty ? nil : text
    }
}
