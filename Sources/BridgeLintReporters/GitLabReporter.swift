import BridgeLintCore

/// GitLab Code Quality JSON: an array of issues GitLab shows in merge requests, compared
/// between the base and the head by fingerprint.
///
/// Severities: error is `major`, warning `minor`, info `info`. The fingerprint hashes path,
/// rule, line and message; a repeat of the same four in one report also hashes its occurrence
/// number, since GitLab keeps one issue per fingerprint.
public struct GitLabReporter: StreamingReporter {
    public init() {}

    /// The document is the array of issues.
    private static let frame = JSONArrayFrame { $0 }

    public func opening(_ totals: ReportTotals, empty: Bool) -> String {
        Self.frame.opening(empty: empty)
    }

    public func chunk(_ file: FileReport) -> String {
        // The path is part of the key, so repeats are only ever within one file.
        var occurrences: [String: Int] = [:]
        var issues: [JSONValue] = []
        for diagnostic in file.diagnostics {
            let line = file.location(of: diagnostic).start.line
            // NUL cannot occur in a path, so the fields cannot run into each other.
            var key = [file.displayPath, diagnostic.ruleID, String(line), diagnostic.message].joined(separator: "\u{0}")
            let seen = occurrences[key, default: 0]
            occurrences[key] = seen + 1
            if seen > 0 { key += "\u{0}\(seen)" }
            issues.append(.object([
                ("description", .string(diagnostic.message)),
                ("check_name", .string(diagnostic.ruleID)),
                ("fingerprint", .string(StableHash.fnv1a(key))),
                ("severity", .string(GitLabReporter.severity(of: diagnostic.severity))),
                ("location", .object([
                    ("path", .string(file.displayPath)),
                    ("lines", .object([("begin", .number(line))])),
                ])),
            ]))
        }
        return Self.frame.elements(issues)
    }

    public var separator: String { JSONArrayFrame.separator }

    public func closing(_ totals: ReportTotals, empty: Bool) -> String {
        Self.frame.closing(empty: empty) + "\n"
    }

    private static func severity(of severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }
}
