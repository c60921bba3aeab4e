import BridgeLintCore

/// Quick fixes from the `Fix` a diagnostic carries: the same repairs `--fix` applies.
enum CodeActions {
    /// The quick fixes of the diagnostics whose range touches `requested` (byte offsets). Safe
    /// fixes are preferred; unsafe ones say so in their title; display-only ones are left out,
    /// as `--fix` leaves them.
    static func quickFixes(for diagnostics: [Diagnostic], touching requested: SourceRange, conversion: DiagnosticConversion) -> [JSONValue] {
        diagnostics.compactMap { diagnostic -> JSONValue? in
            guard diagnostic.range.start <= requested.end, requested.start <= diagnostic.range.end,
                  let fix = diagnostic.fix, !fix.edits.isEmpty, fix.applicability != .displayOnly else { return nil }
            let edits = fix.edits.map { edit -> JSONValue in
                .object([("range", conversion.range(edit.range)), ("newText", .string(edit.replacement))])
            }
            let isSafe = fix.applicability == .safe
            return .object([
                ("title", .string(isSafe ? fix.title : fix.title + " (unsafe fix)")),
                ("kind", .string("quickfix")),
                ("diagnostics", .array(conversion.diagnostics([diagnostic]))),
                ("isPreferred", .bool(isSafe)),
                ("edit", .object([("changes", .object([(conversion.uri, .array(edits))]))])),
            ])
        }
    }
}
