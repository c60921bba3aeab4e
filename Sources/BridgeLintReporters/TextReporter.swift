import BridgeLintCore

/// The default human output: `path:line:col: severity [rule] message`, a code frame with a
/// caret under the exact range, then help and suggestion lines, then a summary.
public struct TextReporter: StreamingReporter {
    public var useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    public func opening(_ totals: ReportTotals, empty: Bool) -> String { "" }

    public func chunk(_ file: FileReport) -> String {
        file.diagnostics.map { render($0, in: file) + "\n" }.joined()
    }

    public func closing(_ totals: ReportTotals, empty: Bool) -> String {
        summary(totals) + "\n"
    }

    func render(_ diagnostic: Diagnostic, in file: FileReport) -> String {
        let location = file.file.location(of: diagnostic.range)
        let start = location.start
        var lines: [String] = []
        let severity = paint(diagnostic.severity.rawValue, color: color(for: diagnostic.severity), bold: true)
        lines.append("\(paint("\(file.displayPath):\(start.line):\(start.column)", bold: true)): \(severity) [\(diagnostic.ruleID)] \(diagnostic.message)")
        lines.append(contentsOf: codeFrame(file.file, location: location))
        if let help = diagnostic.help {
            lines.append("  " + paint("help", color: "36", bold: true) + ": " + help)
        }
        if !diagnostic.suggestions.isEmpty {
            let list = diagnostic.suggestions.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("  " + paint("did you mean", color: "36", bold: true) + ": " + list + "?")
        }
        if let fix = diagnostic.fix {
            lines.append("  " + paint("fix", color: "32", bold: true) + " (\(fix.applicability.rawValue)): " + fix.title)
        }
        for related in diagnostic.related {
            lines.append("  " + paint("note", color: "36", bold: true) + ": \(related.path):\(related.line):\(related.column): \(related.message)")
        }
        return lines.joined(separator: "\n")
    }

    /// The widest stretch of a line (in bytes) a code frame shows: a minified template is one
    /// line of megabytes, and printing it whole under each of its findings would be quadratic.
    static let maximumFrameWidth = 160

    /// The source line with carets under the range (to the end of the line when it spans more);
    /// of a line wider than `maximumFrameWidth`, the part around the range, cut ends shown as `…`.
    private func codeFrame(_ file: SourceFile, location: SourceLocation) -> [String] {
        let line = location.start.line
        let gutter = String(line)
        let pad = String(repeating: " ", count: gutter.count)
        let lineStart = file.offset(line: line, column: 1)
        var lineEnd = line < file.lineStarts.count ? file.lineStarts[line] - 1 : file.bytes.count
        if lineEnd > lineStart, file.bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        var first = lineStart
        var last = max(lineStart, lineEnd)
        if last - first > Self.maximumFrameWidth {
            first = max(lineStart, min(location.start.offset - Self.maximumFrameWidth / 4, last - Self.maximumFrameWidth))
            while first > lineStart, file.bytes[first] & 0xC0 == 0x80 { first -= 1 }
            last = min(last, first + Self.maximumFrameWidth)
            while last < lineEnd, file.bytes[last] & 0xC0 == 0x80 { last += 1 }
        }
        let (before, after) = (first > lineStart ? "…" : "", last < lineEnd ? "…" : "")
        let scalars = Array((before + file.text(in: SourceRange(start: first, end: last))).unicodeScalars)
        /// The 1-based column in the shown text of a byte offset on the line.
        func column(_ offset: Int) -> Int {
            file.text(in: SourceRange(start: first, end: min(max(offset, first), last))).unicodeScalars.count + 1 + before.count
        }
        let startColumn = column(location.start.offset)
        let endColumn = location.end.line == line && location.end.offset <= last ? max(column(location.end.offset), startColumn + 1) : max(scalars.count + 1, startColumn + 1)
        // Keep tabs in the caret line so it lines up with the source line above it.
        let prefix = scalars.prefix(startColumn - 1).map { $0 == "\t" ? "\t" : " " }.joined()
        let carets = String(repeating: "^", count: max(1, endColumn - startColumn))
        return [
            " \(pad) |",
            " \(paint(gutter, color: "34", bold: true)) | \(String(String.UnicodeScalarView(scalars)))\(after)",
            " \(pad) | \(prefix)\(paint(carets, color: "31", bold: true))",
        ]
    }

    func summary(_ totals: ReportTotals) -> String {
        let errors = totals.errors
        let warnings = totals.warnings
        let infos = totals.infos
        let files = totals.filesChecked == 1 ? "1 file" : "\(totals.filesChecked) files"
        let hidden = totals.hiddenByBaseline.map { " (\($0) hidden by the baseline)" } ?? ""
        if errors + warnings + infos == 0 { return "No problems found in \(files)\(hidden)." }
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        if infos > 0 { parts.append(plural(infos, "note")) }
        return "Found \(parts.joined(separator: ", ")) in \(files) checked\(hidden)."
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: "31"
        case .warning: "33"
        case .info: "36"
        }
    }

    private func paint(_ text: String, color: String? = nil, bold: Bool = false) -> String {
        guard useColor else { return text }
        var codes: [String] = []
        if bold { codes.append("1") }
        if let color { codes.append(color) }
        return "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}
