import BridgeLintCore

/// Machine output, schema version 1 (documented in README.md, "JSON output").
public struct JSONReporter: StreamingReporter {
    public static let schemaVersion = 1
    public let toolVersion: String
    /// Where the diagnostics stand in the document, which does not depend on the totals: made
    /// once, not for each file's chunk.
    private let chunkFrame: JSONArrayFrame

    public init(toolVersion: String) {
        self.toolVersion = toolVersion
        chunkFrame = Self.frame(toolVersion: toolVersion, totals: ReportTotals(filesChecked: 0))
    }

    /// The document around the diagnostics, whose summary counts them.
    private func frame(_ totals: ReportTotals) -> JSONArrayFrame {
        Self.frame(toolVersion: toolVersion, totals: totals)
    }

    private static func frame(toolVersion: String, totals: ReportTotals) -> JSONArrayFrame {
        var summary: [(String, JSONValue)] = [
            ("files", .number(totals.filesChecked)),
            ("errors", .number(totals.errors)),
            ("warnings", .number(totals.warnings)),
            ("infos", .number(totals.infos)),
        ]
        if let hidden = totals.hiddenByBaseline { summary.append(("baselined", .number(hidden))) }
        return JSONArrayFrame { diagnostics in
            .object([
                ("version", .number(JSONReporter.schemaVersion)),
                ("tool", .object([("name", .string("bridgelint")), ("version", .string(toolVersion))])),
                ("summary", .object(summary)),
                ("diagnostics", diagnostics),
            ])
        }
    }

    public func opening(_ totals: ReportTotals, empty: Bool) -> String {
        frame(totals).opening(empty: empty)
    }

    public func chunk(_ file: FileReport) -> String {
        chunkFrame.elements(file.diagnostics.map { encode($0, in: file) })
    }

    public var separator: String { JSONArrayFrame.separator }

    public func closing(_ totals: ReportTotals, empty: Bool) -> String {
        frame(totals).closing(empty: empty) + "\n"
    }

    private func encode(_ diagnostic: Diagnostic, in file: FileReport) -> JSONValue {
        .object([
            ("path", .string(file.displayPath)),
            ("rule", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("range", JSONReporter.encode(diagnostic.range, in: file.file)),
            ("help", .optional(diagnostic.help)),
            ("suggestions", .array(diagnostic.suggestions.map { .string($0) })),
            ("fix", diagnostic.fix.map { JSONReporter.encode($0, in: file.file) } ?? .null),
            ("related", .array(diagnostic.related.map { related in
                .object([("path", .string(related.path)), ("line", .number(related.line)),
                         ("column", .number(related.column)), ("message", .string(related.message))])
            })),
        ])
    }

    /// A range as 1-based line/column (Unicode scalars) and 0-based UTF-8 byte offsets.
    static func encode(_ range: SourceRange, in file: SourceFile) -> JSONValue {
        let location = file.location(of: range)
        return .object([
            ("line", .number(location.start.line)),
            ("column", .number(location.start.column)),
            ("endLine", .number(location.end.line)),
            ("endColumn", .number(location.end.column)),
            ("startOffset", .number(location.start.offset)),
            ("endOffset", .number(location.end.offset)),
        ])
    }

    static func encode(_ fix: Fix, in file: SourceFile) -> JSONValue {
        .object([
            ("title", .string(fix.title)),
            ("applicability", .string(fix.applicability.rawValue)),
            ("edits", .array(fix.edits.map { edit in
                .object([("range", encode(edit.range, in: file)), ("replacement", .string(edit.replacement))])
            })),
        ])
    }
}
