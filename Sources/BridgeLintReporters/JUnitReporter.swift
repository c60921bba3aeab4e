import BridgeLintCore

/// JUnit XML, for CI systems that show test results: one test suite per file with findings, one
/// failing test case per finding (named by rule and position). A run without findings is one
/// passing test case, so the CI still sees that the check ran.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let total = report.files.reduce(0) { $0 + $1.diagnostics.count }
        var lines = [XML.declaration]
        guard total > 0 else {
            lines.append(#"<testsuites name="bridgelint" tests="1" failures="0" errors="0">"#)
            lines.append(#"  <testsuite name="bridgelint" tests="1" failures="0" errors="0">"#)
            lines.append(#"    <testcase classname="bridgelint" name="no problems found"/>"#)
            lines.append("  </testsuite>")
            lines.append("</testsuites>")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(#"<testsuites name="bridgelint" tests="\#(total)" failures="\#(total)" errors="0">"#)
        for file in report.files {
            let path = XML.attributeValue(file.displayPath)
            let count = file.diagnostics.count
            lines.append(#"  <testsuite name="\#(path)" tests="\#(count)" failures="\#(count)" errors="0">"#)
            for diagnostic in file.diagnostics {
                let start = file.location(of: diagnostic).start
                let name = XML.attributeValue("\(diagnostic.ruleID) at \(start.line):\(start.column)")
                let body = "\(file.displayPath):\(start.line):\(start.column): \(diagnostic.severity.rawValue) [\(diagnostic.ruleID)] \(diagnostic.messageWithHelp)"
                lines.append(#"    <testcase classname="\#(path)" name="\#(name)">"#)
                lines.append(#"      <failure type="\#(XML.attributeValue(diagnostic.ruleID))" message="\#(XML.attributeValue(diagnostic.message))">\#(XML.text(body))</failure>"#)
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
