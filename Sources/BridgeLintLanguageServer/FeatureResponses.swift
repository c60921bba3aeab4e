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

    func codeAction(_ fix: CodeFix, diagnostic: JSONValue) -> JSONValue {
        .object([
            ("title", .string(fix.title)),
            ("kind", .string("quickfix")),
            ("diagnostics", .array([diagnostic])),
            ("edit", workspaceEdit(fix.changes)),
        ])
    }

    /// A `WorkspaceEdit`: `changes` by URI when every change edits an existing file,
    /// `documentChanges` when one creates or moves a file.
    func workspaceEdit(_ fileChanges: [FileChange]) -> JSONValue {
        let createsOrMoves = fileChanges.contains { if case .edit = $0.change { false } else { true } }
        var documentChanges: [JSONValue] = []
        var changes: [(String, JSONValue)] = []
        let origin = DiagnosticConversion.range(from: LSPPosition(line: 0, character: 0), to: LSPPosition(line: 0, character: 0))
        for change in fileChanges {
            let uri = files.uri(change.path)
            switch change.change {
            case .create(let text):
                documentChanges.append(.object([("kind", .string("create")), ("uri", .string(uri)),
                                                ("options", .object([("overwrite", .bool(false)), ("ignoreIfExists", .bool(true))]))]))
                documentChanges.append(textDocumentEdit(uri: uri, edits: [.object([("range", origin), ("newText", .string(text))])]))
            case .rename(let path):
                documentChanges.append(.object([("kind", .string("rename")), ("oldUri", .string(uri)), ("newUri", .string(files.uri(path)))]))
            case .edit(let edits):
                let converted = edits.map { edit -> JSONValue in
                    .object([("range", files.range(edit.range, in: change.path)), ("newText", .string(edit.replacement))])
                }
                if createsOrMoves { documentChanges.append(textDocumentEdit(uri: uri, edits: converted)) } else { changes.append((uri, .array(converted))) }
            }
        }
        return createsOrMoves ? .object([("documentChanges", .array(documentChanges))]) : .object([("changes", .object(changes))])
    }

    private func textDocumentEdit(uri: String, edits: [JSONValue]) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri)), ("version", .null)])), ("edits", .array(edits))])
    }
}
