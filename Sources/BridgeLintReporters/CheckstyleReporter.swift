import BridgeLintCore

/// Checkstyle XML (version 4.3), which Jenkins' warnings plugin, reviewdog and many code review
/// tools read: one `<file>` per file with findings, one `<error>` per finding, its source
/// `bridgelint.<rule>`.
public struct CheckstyleReporter: StreamingReporter {
    public init() {}

    public func opening(_ totals: ReportTotals, empty: Bool) -> String {
        XML.declaration + "\n" + #"<checkstyle version="4.3">"# + "\n"
    }

    public func chunk(_ file: FileReport) -> String {
        var lines = [#"  <file name="\#(XML.attributeValue(file.displayPath))">"#]
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
        return lines.joined(separator: "\n")
    }

    public var separator: String { "\n" }

    public func closing(_ totals: ReportTotals, empty: Bool) -> String {
        (empty ? "" : "\n") + "</checkstyle>\n"
    }
}
