import BridgeLintCore

/// JUnit XML, for CI systems that show test results: one test suite per file with findings, one
/// failing test case per finding (named by rule and position). A run without findings is one
/// passing test case, so the CI still sees that the check ran.
public struct JUnitReporter: StreamingReporter {
    public init() {}

    public func opening(_ totals: ReportTotals, empty: Bool) -> String {
        guard !empty else {
            return [
                XML.declaration,
                #"<testsuites name="bridgelint" tests="1" failures="0" errors="0">"#,
                #"  <testsuite name="bridgelint" tests="1" failures="0" errors="0">"#,
                #"    <testcase classname="bridgelint" name="no problems found"/>"#,
                "  </testsuite>",
                "</testsuites>",
            ].joined(separator: "\n") + "\n"
        }
        let total = totals.findings
        return XML.declaration + "\n" + #"<testsuites name="bridgelint" tests="\#(total)" failures="\#(total)" errors="0">"# + "\n"
    }

    public func chunk(_ file: FileReport) -> String {
        let path = XML.attributeValue(file.displayPath)
        let count = file.diagnostics.count
        var lines = [#"  <testsuite name="\#(path)" tests="\#(count)" failures="\#(count)" errors="0">"#]
        for diagnostic in file.diagnostics {
            let start = file.location(of: diagnostic).start
            let name = XML.attributeValue("\(diagnostic.ruleID) at \(start.line):\(start.column)")
            let body = "\(file.displayPath):\(start.line):\(start.column): \(diagnostic.severity.rawValue) [\(diagnostic.ruleID)] \(diagnostic.messageWithHelp)"
            lines.append(#"    <testcase classname="\#(path)" name="\#(name)">"#)
            lines.append(#"      <failure type="\#(XML.attributeValue(diagnostic.ruleID))" message="\#(XML.attributeValue(diagnostic.message))">\#(XML.text(body))</failure>"#)
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        return lines.joined(separator: "\n")
    }

    public var separator: String { "\n" }

    public func closing(_ totals: ReportTotals, empty: Bool) -> String {
        empty ? "" : "\n</testsuites>\n"
    }
}
