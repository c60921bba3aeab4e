import BridgeLintCore

/// Checkstyle XML (version 4.3), which Jenkins' warnings plugin, reviewdog and many code review
/// tools read: one `<file>` per file with findings, one `<error>` per finding, its source
/// `bridgelint.<rule>`.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var lines = [XML.declaration, #"<checkstyle version="4.3">"#]
        for file in report.files {
            lines.append(#"  <file name="\#(XML.attributeValue(file.displayPath))">"#)
            for diagnostic in file.diagnostics {
                let start = file.location(of: diagnostic).start
                let attributes = [
                    ("line", String(start.line)),
                    ("column", String(start.column)),
                    ("severity", diagnostic.severity.rawValue),
                    ("message", diagnostic.message),
                    ("source", "bridgelint.\(diagnostic.ruleID)"),
                ]
                lines.append("    <error " + attributes.map { "\($0)=\"\(XML.attributeValue($1))\"" }.joined(separator: " ") + "/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
