import BridgeLintCore

/// GitHub Actions workflow commands: one `::error file=…,line=…::message` line per diagnostic,
/// which the runner turns into annotations on the pull request's changed lines.
///
/// Escaping follows the runner: in the message `%`, CR and LF are percent-encoded; in property
/// values also `:` and `,`, which would otherwise end the value.
public struct GitHubReporter: StreamingReporter {
    public init() {}

    public func opening(_ totals: ReportTotals, empty: Bool) -> String { "" }

    public func chunk(_ file: FileReport) -> String {
        file.diagnostics.map { command(for: $0, in: file) + "\n" }.joined()
    }

    public func closing(_ totals: ReportTotals, empty: Bool) -> String { "" }

    private func command(for diagnostic: Diagnostic, in file: FileReport) -> String {
        let location = file.location(of: diagnostic)
        // Annotations take columns only within one line; a range over several lines keeps its lines.
        let oneLine = location.start.line == location.end.line
        var properties = [
            ("file", file.displayPath),
            ("line", String(location.start.line)),
        ]
        if oneLine { properties.append(("col", String(location.start.column))) }
        properties.append(("endLine", String(location.end.line)))
        if oneLine { properties.append(("endColumn", String(location.end.column))) }
        properties.append(("title", diagnostic.ruleID))
        let list = properties.map { "\($0)=\(GitHubReporter.escapedProperty($1))" }.joined(separator: ",")
        return "::\(GitHubReporter.command(for: diagnostic.severity)) \(list)::\(GitHubReporter.escapedData(diagnostic.messageWithHelp))"
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    private static func escapedData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func escapedProperty(_ text: String) -> String {
        var output = ""
        for scalar in escapedData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
