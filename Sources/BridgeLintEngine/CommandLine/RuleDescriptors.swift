import BridgeLintProject
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

    /// A custom rule, described by its message (and its severity, its help and the selector it
    /// runs): its SARIF entry and what `bridgelint explain custom:<id>` prints.
    package init(custom rule: CustomRuleDefinition) {
        let selector = "\(rule.language.rawValue): `\(rule.selector)`"
        let markdown = "# \(rule.ruleID)\n\nSeverity: \(rule.severity.rawValue)\n\n\(rule.message)\n\n" + (rule.help.map { $0 + "\n\n" } ?? "")
            + "A custom rule of this project (`.bridgelint.yml`), \(selector)\n"
        self.init(id: rule.ruleID, summary: rule.message, defaultSeverity: rule.severity, fullDescription: rule.message, helpMarkdown: markdown)
    }

    /// The text of a `## title` section as plain text: wrapped lines joined with spaces, each
    /// list item on a line of its own, paragraphs separated by a blank line.
    private static func section(_ title: String, of markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0 == "## \(title)" }) else { return nil }
        var text = ""
        var atParagraphStart = true
        for line in lines[(heading + 1)...] {
            if line.hasPrefix("## ") { break }
            let content = line.drop { $0.isWhitespace }
            guard !content.isEmpty else {
                atParagraphStart = true
                continue
            }
            if !text.isEmpty { text += atParagraphStart ? "\n\n" : (content.hasPrefix("- ") ? "\n" : " ") }
            text += content
            atParagraphStart = false
        }
        return text.isEmpty ? nil : text
    }
}
