import BridgeLintCore

/// What SARIF says about one rule (its `reportingDescriptor`). The command line builds these
/// from the rule registry and docs, so this module needs no dependency on the rules.
public struct RuleDescriptor: Sendable, Hashable {
    public var id: String
    /// One line: what the rule reports.
    public var summary: String
    public var defaultSeverity: Severity
    /// A paragraph or two: what the rule does.
    public var fullDescription: String
    /// The rule's whole Markdown document, examples included.
    public var helpMarkdown: String?

    public init(id: String, summary: String, defaultSeverity: Severity, fullDescription: String, helpMarkdown: String?) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.fullDescription = fullDescription
        self.helpMarkdown = helpMarkdown
    }
}

/// SARIF 2.1.0, for code scanning (GitHub, Azure DevOps, IDE viewers): one run with every rule,
/// and per diagnostic its location, related locations and fix.
///
/// Columns count Unicode scalars, as everywhere in bridgelint, so the run declares
/// `columnKind: unicodeCodePoints`; regions also carry UTF-8 byte offsets. Paths are written
/// as relative URI references (as the report shows them), or `file://` URIs when absolute.
public struct SARIFReporter: StreamingReporter {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public let toolVersion: String
    public let rules: [RuleDescriptor]
    /// The document around the results: one run, with every rule.
    private let frame: JSONArrayFrame
    private let indexByID: [String: Int]

    public init(toolVersion: String, rules: [RuleDescriptor]) {
        self.toolVersion = toolVersion
        self.rules = rules
        indexByID = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = JSONValue.object([
            ("name", .string("bridgelint")),
            ("version", .string(toolVersion)),
            ("semanticVersion", .string(toolVersion)),
            ("rules", .array(rules.map(SARIFReporter.descriptor))),
        ])
        frame = JSONArrayFrame { results in
            .object([
                ("$schema", .string(SARIFReporter.schemaURI)),
                ("version", .string("2.1.0")),
                ("runs", .array([.object([
                    ("tool", .object([("driver", driver)])),
                    ("columnKind", .string("unicodeCodePoints")),
                    ("results", results),
                ])])),
            ])
        }
    }

    public func opening(_ totals: ReportTotals, empty: Bool) -> String {
        frame.opening(empty: empty)
    }

    public func chunk(_ file: FileReport) -> String {
        frame.elements(file.diagnostics.map { result(for: $0, in: file, ruleIndex: indexByID[$0.ruleID]) })
    }

    public var separator: String { JSONArrayFrame.separator }

    public func closing(_ totals: ReportTotals, empty: Bool) -> String {
        frame.closing(empty: empty) + "\n"
    }

    private static func descriptor(_ rule: RuleDescriptor) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.fullDescription))])),
        ]
        if let markdown = rule.helpMarkdown {
            // The plain text stays short; viewers that render Markdown show the whole document.
            let text = "\(rule.fullDescription)\n\n`bridgelint explain \(rule.id)` prints the examples, fix safety and options."
            fields.append(("help", .object([("text", .string(text)), ("markdown", .string(markdown))])))
        }
        fields.append(("defaultConfiguration", .object([("level", .string(SARIFReporter.level(of: rule.defaultSeverity)))])))
        return .object(fields)
    }

    private func result(for diagnostic: Diagnostic, in file: FileReport, ruleIndex: Int?) -> JSONValue {
        var text = diagnostic.messageWithHelp
        if !diagnostic.suggestions.isEmpty {
            text += "\ndid you mean: " + diagnostic.suggestions.map { "`\($0)`" }.joined(separator: ", ") + "?"
        }
        var fields: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
        if let ruleIndex { fields.append(("ruleIndex", .number(ruleIndex))) }
        fields.append(("level", .string(SARIFReporter.level(of: diagnostic.severity))))
        fields.append(("message", .object([("text", .string(text))])))
        fields.append(("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.range, in: file))])])))
        if !diagnostic.related.isEmpty {
            fields.append(("relatedLocations", .array(diagnostic.related.enumerated().map { index, related in
                .object([
                    ("id", .number(index)),
                    ("physicalLocation", .object([
                        ("artifactLocation", artifactLocation(related.path)),
                        ("region", .object([("startLine", .number(related.line)), ("startColumn", .number(related.column))])),
                    ])),
                    ("message", .object([("text", .string(related.message))])),
                ])
            })))
        }
        // SARIF requires at least one replacement per change: a fix without edits says nothing.
        if let fix = diagnostic.fix, !fix.edits.isEmpty {
            let replacements = fix.edits.map { edit in
                JSONValue.object([
                    ("deletedRegion", region(edit.range, in: file.file)),
                    ("insertedContent", .object([("text", .string(edit.replacement))])),
                ])
            }
            fields.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.title))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", artifactLocation(file.displayPath)),
                    ("replacements", .array(replacements)),
                ])])),
                ("properties", .object([("applicability", .string(fix.applicability.rawValue))])),
            ])])))
        }
        return .object(fields)
    }

    private func physicalLocation(_ range: SourceRange, in file: FileReport) -> JSONValue {
        .object([("artifactLocation", artifactLocation(file.displayPath)), ("region", region(range, in: file.file))])
    }

    /// Line and scalar-column bounds (end column exclusive, as SARIF defines it) and the same
    /// range as UTF-8 bytes.
    private func region(_ range: SourceRange, in file: SourceFile) -> JSONValue {
        let location = file.location(of: range)
        return .object([
            ("startLine", .number(location.start.line)),
            ("startColumn", .number(location.start.column)),
            ("endLine", .number(location.end.line)),
            ("endColumn", .number(location.end.column)),
            ("byteOffset", .number(location.start.offset)),
            ("byteLength", .number(location.end.offset - location.start.offset)),
        ])
    }

    private func artifactLocation(_ path: String) -> JSONValue {
        .object([("uri", .string(SARIFReporter.uri(forPath: path)))])
    }

    /// A path as a URI reference: bytes outside the unreserved set and `/` percent-encoded
    /// (so `:` in a first segment cannot read as a scheme); absolute paths become `file://` URIs.
    private static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func level(of severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
