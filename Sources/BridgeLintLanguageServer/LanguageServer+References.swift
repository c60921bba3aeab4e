import BridgeLintCore
import BridgeLintEngine
import BridgeLintTemplate

/// Find references and rename, from a template or from a controller's source.
extension LanguageServer {
    /// The controller or member at the request's position, and the range of its name there.
    private func referenceTarget(_ params: JSONValue) throws(ResponseError) -> (target: ReferenceTarget, range: SourceRange, uri: String)? {
        guard let uri = params["textDocument"]?["uri"]?.string, let position = params["position"]?.position else {
            throw .invalidParams("the request needs textDocument.uri and position")
        }
        guard let open = openDocument(uri) else { return nil }
        let offset = encoding.offset(of: position, in: open.file)
        if open.project.workspace.isTemplate(open.file.path) {
            let context = TemplateContext(file: open.file, project: open.project.workspace.project, corpus: open.project.linter.corpus)
            guard let symbol = TemplateSymbol.at(offset, in: context), let target = ReferenceTarget(symbol) else { return nil }
            return (target, symbol.range, uri)
        }
        let text = String(decoding: open.file.bytes, as: UTF8.self)
        for controller in open.project.workspace.project.controllers.controllers where controller.path == open.file.path {
            if let found = ReferenceTarget.inController(controller, text: text, at: offset, file: open.file) { return (found.target, found.range, uri) }
        }
        return nil
    }

    /// Every use in the project's templates (open buffers as typed), and the declaration.
    private func uses(of target: ReferenceTarget, uri: String) -> (uses: [NameUse], declaration: NameUse?, files: ProjectFiles)? {
        guard let open = openDocument(uri) else { return nil }
        let workspace = open.project.workspace
        let templates = workspace.templates(for: [workspace.root]).files.compactMap { absolute -> SourceFile? in
            open.files.file(absolute).map { SourceFile(path: workspace.relativePath(of: absolute), bytes: $0.bytes) }
        }
        let uses = References.uses(of: target, inTemplates: templates, known: workspace.project.controllers.allIdentifiers)
        return (uses, References.declaration(of: target, project: workspace.project, readFile: open.files.text), open.files)
    }

    func references(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let found = try referenceTarget(params), let all = uses(of: found.target, uri: found.uri) else { return .null }
        let includeDeclaration = params["context"]?["includeDeclaration"]?.bool ?? true
        let places = (includeDeclaration ? all.declaration.map { [$0] } ?? [] : []) + all.uses
        return .array(places.map { all.files.location(ProjectPlace(path: $0.path, range: $0.range)) })
    }

    func prepareRename(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let found = try referenceTarget(params), let open = openDocument(found.uri) else { return .null }
        return .object([
            ("range", open.files.range(found.range, in: open.file.path)),
            ("placeholder", .string(open.file.text(in: found.range))),
        ])
    }

    /// Renames a target, value, class, outlet, action method or controller identifier in every
    /// template and in the controller's source; a controller found by its path moves to the
    /// path of its new identifier.
    func rename(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let newName = params["newName"]?.string else { throw .invalidParams("textDocument/rename needs newName") }
        guard let found = try referenceTarget(params), let all = uses(of: found.target, uri: found.uri),
              let open = openDocument(found.uri) else { return .null }
        guard References.isValidNewName(newName, for: found.target) else {
            throw .invalidParams("`\(newName)` is not a name Stimulus can use here")
        }
        let edited = (all.declaration.map { [$0] } ?? []) + all.uses
        var changes = Dictionary(grouping: edited, by: \.path).sorted { $0.key < $1.key }.map { path, uses in
            FileChange(path: path, change: .edit(uses.map { TextEdit(range: $0.range, replacement: $0.spelled(newName)) }))
        }
        if case .controller(let identifier) = found.target {
            for controller in open.project.workspace.project.controllers.controllers(named: identifier) where controller.origin == .conventionalPath {
                if let moved = CodeWritingFixes.path(of: controller.path, renamedFrom: identifier, to: newName) {
                    changes.append(FileChange(path: controller.path, change: .rename(to: moved)))
                }
            }
        }
        return FeatureResponses(files: all.files, document: open.file).workspaceEdit(changes)
    }
}
