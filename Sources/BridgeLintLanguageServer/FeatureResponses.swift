import BridgeLintCore

/// The LSP JSON of editor feature answers: completion lists, locations, hovers, and code
/// fixes as workspace edits.
struct FeatureResponses {
    let files: ProjectFiles
    /// The open template the request is about (root-relative path, as linted).
    let document: SourceFile

    func completionList(_ list: CompletionList) -> JSONValue {
        let range = files.range(list.replacing, in: document.path)
        let items = list.items.map { item -> JSONValue in
            var fields: [(String, JSONValue)] = [
                ("label", .string(item.label)),
                ("kind", .number(item.kind.rawValue)),
                ("sortText", .string((item.isPreferred ? "0" : "1") + item.label)),
                ("textEdit", .object([("range", range), ("newText", .string(item.insertText ?? item.label))])),
            ]
            if let detail = item.detail { fields.append(("detail", .string(detail))) }
            if item.isPreferred { fields.append(("preselect", .bool(true))) }
            return .object(fields)
        }
        return .object([("isIncomplete", .bool(list.isIncomplete)), ("items", .array(items))])
    }

    func hover(markdown: String, range: SourceRange) -> JSONValue {
        .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
            ("range", files.range(range, in: document.path)),
        ])
    }

    /// A code action whose workspace edit creates files with `documentChanges` (when the fix
    /// creates one) or edits them with `changes`.
    func codeAction(_ fix: CodeFix, diagnostic: JSONValue) -> JSONValue {
        var documentChanges: [JSONValue] = []
        var changes: [(String, JSONValue)] = []
        let creates = fix.changes.contains { if case .create = $0.change { true } else { false } }
        for change in fix.changes {
            let uri = files.uri(change.path)
            switch change.change {
            case .create(let text):
                let start = DiagnosticConversion.range(from: LSPPosition(line: 0, character: 0), to: LSPPosition(line: 0, character: 0))
                documentChanges.append(.object([("kind", .string("create")), ("uri", .string(uri)),
                                                ("options", .object([("overwrite", .bool(false)), ("ignoreIfExists", .bool(true))]))]))
                documentChanges.append(textDocumentEdit(uri: uri, edits: [.object([("range", start), ("newText", .string(text))])]))
            case .edit(let edits):
                let converted = edits.map { edit -> JSONValue in
                    .object([("range", files.range(edit.range, in: change.path)), ("newText", .string(edit.replacement))])
                }
                if creates { documentChanges.append(textDocumentEdit(uri: uri, edits: converted)) } else { changes.append((uri, .array(converted))) }
            }
        }
        let edit: JSONValue = creates ? .object([("documentChanges", .array(documentChanges))]) : .object([("changes", .object(changes))])
        return .object([
            ("title", .string(fix.title)),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([diagnostic])),
            ("edit", edit),
        ])
    }

    private func textDocumentEdit(uri: String, edits: [JSONValue]) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri)), ("version", .null)])), ("edits", .array(edits))])
    }
}
