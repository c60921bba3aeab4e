import BridgeLintCore
import Foundation

/// Turns bridgelint diagnostics of one open document into LSP `Diagnostic` objects.
struct DiagnosticConversion {
    let encoding: PositionEncoding
    /// The text that was linted; its path is root-relative, as the rules saw it.
    let file: SourceFile
    let uri: String
    /// The project root, for related locations given relative to it.
    let root: String

    /// Converts the diagnostics of one lint, reading each project file they point at once.
    func diagnostics(_ diagnostics: [Diagnostic]) -> [JSONValue] {
        var projectFiles: [String: SourceFile?] = [:]
        return diagnostics.map { diagnostic($0, projectFiles: &projectFiles) }
    }

    /// `projectFiles` caches the project files read for related locations, by path.
    private func diagnostic(_ diagnostic: Diagnostic, projectFiles: inout [String: SourceFile?]) -> JSONValue {
        var message = diagnostic.message
        if let help = diagnostic.help { message += "\nhelp: " + help }
        var fields: [(String, JSONValue)] = [
            ("range", range(diagnostic.range)),
            ("severity", .number(DiagnosticConversion.severity(diagnostic.severity))),
            ("code", .string(diagnostic.ruleID)),
            ("source", .string("bridgelint")),
            ("message", .string(message)),
        ]
        if !diagnostic.related.isEmpty {
            fields.append(("relatedInformation", .array(diagnostic.related.map { relatedInformation($0, projectFiles: &projectFiles) })))
        }
        return .object(fields)
    }

    /// An LSP range of a byte range of the document.
    func range(_ range: SourceRange) -> JSONValue {
        DiagnosticConversion.range(from: encoding.position(of: range.start, in: file), to: encoding.position(of: range.end, in: file))
    }

    /// LSP `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .info: 3
        }
    }

    static func range(from start: LSPPosition, to end: LSPPosition) -> JSONValue {
        .object([("start", position(start)), ("end", position(end))])
    }

    static func position(_ position: LSPPosition) -> JSONValue {
        .object([("line", .number(position.line)), ("character", .number(position.character))])
    }

    /// A related location, its 1-based scalar column converted on the text of its file: the
    /// document itself, or a project file read from disk (line and column as given when it
    /// cannot be read).
    private func relatedInformation(_ related: RelatedLocation, projectFiles: inout [String: SourceFile?]) -> JSONValue {
        let target: (uri: String, file: SourceFile?)
        if related.path == file.path {
            target = (uri, file)
        } else {
            let path = related.path.hasPrefix("/") ? related.path : root + "/" + related.path
            if projectFiles[path] == nil {
                projectFiles[path] = .some(FileManager.default.contents(atPath: path).map { SourceFile(path: path, bytes: [UInt8]($0)) })
            }
            target = (URL(fileURLWithPath: path).absoluteString, projectFiles[path] ?? nil)
        }
        let position = target.file.map { encoding.position(of: $0.offset(line: related.line, column: related.column), in: $0) }
            ?? LSPPosition(line: max(related.line - 1, 0), character: max(related.column - 1, 0))
        return .object([
            ("location", .object([("uri", .string(target.uri)), ("range", DiagnosticConversion.range(from: position, to: position))])),
            ("message", .string(related.message)),
        ])
    }
}
