import BridgeLintCore

/// `--statistics`: how many findings each rule has, most first (ties by rule id), and how
/// many of them carry a fix `--fix` applies (safe) or `--unsafe-fixes` applies.
public struct StatisticsReporter: Reporter, Sendable {
    public var json: Bool

    public init(json: Bool) {
        self.json = json
    }

    struct Row: Equatable {
        var rule: String
        var count: Int
        var fixable: Int
    }

    static func rows(_ report: LintReport) -> [Row] {
        let diagnostics = report.files.flatMap(\.diagnostics)
        return Dictionary(grouping: diagnostics, by: \.ruleID).map { rule, found in
            Row(rule: rule, count: found.count, fixable: found.filter { $0.fix.map { $0.applicability != .displayOnly } ?? false }.count)
        }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    public func render(_ report: LintReport) -> String {
        let rows = Self.rows(report)
        if json {
            return JSONValue.array(rows.map { row in
                .object([("rule", .string(row.rule)), ("count", .number(row.count)), ("fixable", .number(row.fixable))])
            }).serialized(pretty: true) + "\n"
        }
        let countWidth = rows.map { String($0.count).count }.max() ?? 1
        let ruleWidth = rows.map(\.rule.count).max() ?? 0
        var output = ""
        for row in rows {
            let count = String(repeating: " ", count: countWidth - String(row.count).count) + String(row.count)
            let fixable = row.fixable > 0 ? String(repeating: " ", count: ruleWidth - row.rule.count) + "  (\(row.fixable) fixable)" : ""
            output += "\(count)  \(row.rule)\(fixable)\n"
        }
        let total = rows.reduce(0) { $0 + $1.count }
        output += total == 0 ? "No problems found.\n" : "Found \(total) finding\(total == 1 ? "" : "s") of \(rows.count) rule\(rows.count == 1 ? "" : "s").\n"
        return output
    }
}
