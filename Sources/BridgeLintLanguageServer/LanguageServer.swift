import BridgeLintCore
import BridgeLintEngine
import BridgeLintProject
import BridgeLintReporters
import Dispatch
import Foundation

/// The bridgelint language server: reads LSP messages, lints open templates as they are typed,
/// publishes diagnostics (and whole-app findings in open code files), offers quick fixes, and
/// answers completion, definition, hover, references and rename (`Features/`) from the project
/// model it keeps per project.
///
/// `handle(_:)` is the whole protocol, one frame in, the messages to send out, so tests can
/// drive it without a process; there everything happens on the calling thread, in order.
/// `run` wires it to stdin and stdout, pauses before linting a changed buffer, and moves the
/// slow work (reading a project model, a whole-project run) to other threads, whose results
/// come back through the same loop.
public final class LanguageServer {
    private enum State {
        case uninitialized
        case running
        case shutDown
    }

    /// The last lint of an open document: what code actions are computed from.
    private struct LintResult {
        var file: SourceFile
        var root: String
        var diagnostics: [Diagnostic]
    }

    private var state = State.uninitialized
    private(set) var encoding = PositionEncoding.utf16
    private var watchesFilesDynamically = false
    /// The client asks for diagnostics (`textDocument/diagnostic`) as well as receiving them.
    private var pullsDiagnostics = false
    private(set) var documents = DocumentStore()
    var projects: ProjectCache
    /// The project root of each open document, by URI.
    private(set) var roots: [String: String] = [:]
    private var results: [String: LintResult] = [:]
    /// Whole-project findings in code files, by project root and absolute path.
    var projectFindingsByRoot: [String: [String: FileReport]] = [:]
    /// Starts a whole-project run on another thread (set by `run`); nil runs it on the spot.
    var startFindings: ((ServerInbox.FindingsRequest) -> Void)?
    /// Roots whose whole-project run is under way, and how often each project changed (a run
    /// of an older state is dropped).
    var findingsRunning: Set<String> = []
    var findingsGeneration: [String: Int] = [:]
    private var nextRequestID = 1
    private var outgoing: [JSONValue] = []
    private let log: (String) -> Void

    /// Set by `exit`: 0 after `shutdown`, 1 otherwise.
    public private(set) var exitCode: Int32?

    /// Seconds a changed buffer waits for more changes before it is linted; 0 lints each
    /// change at once (in-process use). `run` sets a short pause.
    public var debounce: Double = 0
    /// Buffers changed and not linted yet, with when to lint them.
    private var pendingLints: [String: DispatchTime] = [:]
    /// Requests the client cancelled before they were answered.
    private var cancelled: Set<RequestID> = []
    /// Starts reading a project model on another thread (set by `run`); nil reads it on the
    /// spot.
    var startBuild: ((String) -> Void)?
    /// Roots being read in the background, and those that changed again meanwhile.
    private var building: Set<String> = []
    private var changedWhileBuilding: Set<String> = []

    public init(log: @escaping (String) -> Void) {
        self.log = log
        projects = ProjectCache(log: log)
    }

    /// Serves LSP over two file descriptors until `exit` or the end of input; returns the
    /// process exit code.
    ///
    /// Frames are read on their own thread, so the loop sees every message that arrived while
    /// it was busy (and can honour `$/cancelRequest` for requests still waiting); project
    /// models are rebuilt on other threads while requests are answered from the last one.
    public static func run(input: Int32, output: Int32, log: @escaping (String) -> Void) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let inbox = ServerInbox()
        Thread.detachNewThread {
            var reader = MessageReader(descriptor: input)
            while let frame = reader.next() { inbox.put(frame) }
            inbox.end()
        }
        let writer = MessageWriter(descriptor: output)
        let server = LanguageServer(log: log)
        server.debounce = 0.15
        server.startBuild = { root in
            Thread.detachNewThread {
                var messages: [String] = []
                let project = ProjectCache.load(root) { messages.append($0) }
                inbox.put(ServerInbox.Build(root: root, project: project, log: messages))
            }
        }
        server.startFindings = { request in
            Thread.detachNewThread {
                let byPath = LanguageServer.projectFindings(of: request.project)
                inbox.put(ServerInbox.Findings(root: request.root, generation: request.generation, byPath: byPath))
            }
        }
        while true {
            let arrivals = inbox.take(until: server.nextLintDeadline)
            var messages = arrivals.builds.flatMap(server.install) + arrivals.findings.flatMap(server.install)
            messages += server.handle(batch: arrivals.frames)
            messages += server.lintDueBuffers()
            for message in messages {
                guard writer.write(message) else { return 1 }
            }
            if let exitCode = server.exitCode { return exitCode }
            if arrivals.ended, arrivals.frames.isEmpty { return 1 }
        }
    }

    /// Handles frames that arrived together: cancellations first, so a request cancelled
    /// while it waited is answered as cancelled, then the rest in order.
    public func handle(batch frames: [Frame]) -> [String] {
        let cancellation = Array("\"$/cancelRequest\"".utf8)
        let isCancellation = { (frame: Frame) -> Bool in
            if case .message(let body) = frame { return body.firstRange(of: cancellation) != nil }
            return false
        }
        var messages = frames.filter(isCancellation).flatMap(handle)
        messages += frames.filter { !isCancellation($0) }.flatMap(handle)
        // A cancellation of a request answered before it arrived cancels nothing.
        cancelled.removeAll()
        return messages
    }

    /// When the next changed buffer is due to be linted.
    var nextLintDeadline: DispatchTime? {
        pendingLints.values.min()
    }

    /// Lints the buffers whose pause after their last change has passed.
    func lintDueBuffers() -> [String] {
        let now = DispatchTime.now()
        for (uri, deadline) in pendingLints.sorted(by: { $0.key < $1.key }) where deadline <= now {
            pendingLints[uri] = nil
            lint(uri)
        }
        return takeOutgoing()
    }

    /// Puts a project model built in the background in place, and lints again what it affects.
    func install(_ build: ServerInbox.Build) -> [String] {
        for line in build.log { log(line) }
        projects.install(build.project, at: build.root)
        building.remove(build.root)
        if changedWhileBuilding.remove(build.root) != nil { rebuild(build.root) }
        relint(roots: [build.root])
        return takeOutgoing()
    }

    /// Handles one frame; returns the serialized messages to send, in order.
    public func handle(_ frame: Frame) -> [String] {
        switch frame {
        case .malformedHeader(let reason):
            log("skipped a message: \(reason)")
        case .message(let body):
            receive(body)
        }
        return takeOutgoing()
    }

    func takeOutgoing() -> [String] {
        let messages = outgoing.map { $0.serialized() }
        outgoing.removeAll()
        return messages
    }

    private func receive(_ body: [UInt8]) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(body)
        } catch {
            send(OutgoingMessage.error(id: nil, .parseError("invalid JSON: \(error)")))
            return
        }
        switch IncomingMessage.classify(value) {
        case .failure(let invalid):
            send(OutgoingMessage.error(id: invalid.id, .invalidRequest(invalid.reason)))
        case .success(.request(let id, let method, let params)):
            if cancelled.remove(id) != nil {
                send(OutgoingMessage.error(id: id, .requestCancelled))
                return
            }
            // An answer about a buffer reflects its last change.
            if let uri = params["textDocument"]?["uri"]?.string, pendingLints.removeValue(forKey: uri) != nil { lint(uri) }
            do {
                send(OutgoingMessage.response(id: id, result: try respond(to: method, params: params)))
            } catch {
                send(OutgoingMessage.error(id: id, error))
            }
        case .success(.notification(let method, let params)):
            notice(method, params: params)
        case .success(.response):
            break
        }
    }

    private func send(_ message: JSONValue) {
        outgoing.append(message)
    }

    // MARK: - Requests

    private func respond(to method: String, params: JSONValue) throws(ResponseError) -> JSONValue {
        switch (state, method) {
        case (.uninitialized, "initialize"):
            return initialize(params)
        case (.uninitialized, _):
            throw .serverNotInitialized
        case (.shutDown, _):
            throw .invalidRequest("the server is shut down")
        case (.running, "initialize"):
            throw .invalidRequest("the server is already initialized")
        case (.running, "shutdown"):
            state = .shutDown
            return .null
        case (.running, "textDocument/codeAction"):
            return try codeActions(params)
        case (.running, "textDocument/completion"):
            if let list = try pathConfigurationCompletion(params) { return list }
            return try answer(params) { context, offset, responses in
                Completion.list(at: offset, in: context).map(responses.completionList) ?? .null
            }
        case (.running, "textDocument/definition"):
            return try answer(params) { context, offset, responses in
                .array(Definition.places(at: offset, in: context, readFile: responses.files.text).map(responses.files.location))
            }
        case (.running, "textDocument/diagnostic"):
            return try pulledDiagnostics(params)
        case (.running, "textDocument/references"):
            return try references(params)
        case (.running, "textDocument/prepareRename"):
            return try prepareRename(params)
        case (.running, "textDocument/rename"):
            return try rename(params)
        case (.running, "textDocument/hover"):
            return try answer(params) { context, offset, responses in
                let diagnostics = self.results[params["textDocument"]?["uri"]?.string ?? ""]?.diagnostics ?? []
                return Hover.content(at: offset, in: context, diagnostics: diagnostics).map { responses.hover(markdown: $0.markdown, range: $0.range) } ?? .null
            }
        case (.running, _):
            throw .methodNotFound(method)
        }
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        let capabilities = params["capabilities"]
        encoding = PositionEncoding.negotiate(
            clientSupports: capabilities?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? [])
        watchesFilesDynamically = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        pullsDiagnostics = capabilities?["textDocument"]?["diagnostic"] != nil
        state = .running
        var pull: [(String, JSONValue)] = []
        if pullsDiagnostics {
            pull.append(("diagnosticProvider", .object([("interFileDependencies", .bool(true)), ("workspaceDiagnostics", .bool(false))])))
        }
        return .object([
            ("capabilities", .object(pull + [
                ("positionEncoding", .string(encoding.rawValue)),
                ("textDocumentSync", .object([
                    ("openClose", .bool(true)),
                    ("change", .number(2)), // incremental
                    ("save", .object([("includeText", .bool(false))])),
                ])),
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
                ("completionProvider", .object([("triggerCharacters", .array(LanguageServer.completionTriggers.map(JSONValue.string)))])),
                ("definitionProvider", .bool(true)),
                ("hoverProvider", .bool(true)),
                ("referencesProvider", .bool(true)),
                ("renameProvider", .object([("prepareProvider", .bool(true))])),
            ])),
            ("serverInfo", .object([("name", .string("bridgelint")), ("version", .string(BridgeLintVersion.current))])),
        ])
    }

    private func codeActions(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let range = params["range"]?.range else {
            throw .invalidParams("textDocument/codeAction needs textDocument.uri and range")
        }
        if let only = params["context"]?["only"]?.array?.compactMap(\.string),
           !only.contains(where: { $0 == "quickfix" || $0.isEmpty }) {
            return .array([])
        }
        guard let result = results[uri] else { return .array([]) }
        let requested = SourceRange(start: encoding.offset(of: range.start, in: result.file), end: encoding.offset(of: range.end, in: result.file))
        let conversion = DiagnosticConversion(encoding: encoding, file: result.file, uri: uri, root: result.root)
        var actions = CodeActions.quickFixes(for: result.diagnostics, touching: requested, conversion: conversion)
        if let (context, responses) = featureContext(uri) {
            for fix in CodeWritingFixes.fixes(for: result.diagnostics, touching: requested, in: context, readFile: responses.files.text) {
                actions.append(responses.codeAction(fix, diagnostic: conversion.diagnostics([fix.diagnostic])[0]))
            }
        }
        return .array(actions)
    }

    /// The last lint of an open document, as a full `DocumentDiagnosticReport`.
    private func pulledDiagnostics(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("textDocument/diagnostic needs textDocument.uri") }
        let items = results[uri].map { DiagnosticConversion(encoding: encoding, file: $0.file, uri: uri, root: $0.root).diagnostics($0.diagnostics) } ?? []
        return .object([("kind", .string("full")), ("items", .array(items))])
    }

    /// Characters after which clients ask for completion: attribute values opening, action
    /// descriptor separators, names being dashed.
    static let completionTriggers = ["\"", "'", " ", "-", ">", "#", ":", ".", "@", "_"]

    /// Answers a `TextDocumentPositionParams` request about an open template: `body` gets
    /// the template with its project model, the byte offset of the position, and the JSON
    /// conversions for the answer.
    private func answer(_ params: JSONValue, _ body: (TemplateContext, Int, FeatureResponses) -> JSONValue) throws(ResponseError) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let position = params["position"]?.position else {
            throw .invalidParams("the request needs textDocument.uri and position")
        }
        guard let (context, responses) = featureContext(uri) else { return .null }
        return body(context, encoding.offset(of: position, in: context.file), responses)
    }

    /// Completion in an open path configuration (JSON or Ruby); nil for other documents.
    private func pathConfigurationCompletion(_ params: JSONValue) throws(ResponseError) -> JSONValue? {
        guard let uri = params["textDocument"]?["uri"]?.string, let position = params["position"]?.position else {
            throw .invalidParams("the request needs textDocument.uri and position")
        }
        guard let open = openDocument(uri), !open.project.workspace.isTemplate(open.file.path), LanguageServer.mayBePathConfiguration(open.file.path) else { return nil }
        let project = open.project.workspace.project
        let list = PathConfigurationCompletion.list(at: encoding.offset(of: position, in: open.file), in: open.file,
                                                    catalog: project.pathConfigurations, extraSymbols: project.configuration.extraSFSymbols)
        return list.map(FeatureResponses(files: open.files, document: open.file).completionList) ?? .null
    }

    /// The parsed open template at `uri` with its project model, and the answer conversions.
    func featureContext(_ uri: String) -> (TemplateContext, FeatureResponses)? {
        guard let open = openDocument(uri), open.project.workspace.isTemplate(open.file.path) else { return nil }
        let context = TemplateContext(file: open.file, project: open.project.workspace.project, corpus: open.project.linter.corpus)
        return (context, FeatureResponses(files: open.files, document: open.file))
    }

    /// An open document (its path root-relative), its project, and the project's files as
    /// the editor sees them.
    func openDocument(_ uri: String) -> (file: SourceFile, project: ProjectCache.Project, files: ProjectFiles)? {
        guard let document = documents[uri], let root = roots[uri] else { return nil }
        let project = projects.project(at: root)
        let file = SourceFile(path: project.workspace.relativePath(of: document.file.path), bytes: document.file.bytes)
        var openFiles: [String: SourceFile] = [:]
        for open in documents.all { openFiles[open.file.path] = open.file }
        return (file, project, ProjectFiles(root: root, encoding: encoding, openFiles: openFiles))
    }

    // MARK: - Notifications

    private func notice(_ method: String, params: JSONValue) {
        if method == "$/cancelRequest" {
            if let id = RequestID(params["id"]) { cancelled.insert(id) }
            return
        }
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return
        }
        guard state == .running else { return }
        let uri = params["textDocument"]?["uri"]?.string
        switch method {
        case "initialized":
            registerFileWatchers()
        case "textDocument/didOpen":
            guard let uri, let text = params["textDocument"]?["text"]?.string, let path = LanguageServer.path(of: uri) else { return }
            documents.open(uri: uri, path: path, version: params["textDocument"]?["version"]?.integer, text: text)
            roots[uri] = ProjectLocator.appFolder(for: path)
            lint(uri)
            publishProjectFindings(uri)
        case "textDocument/didChange":
            guard let uri, let changes = params["contentChanges"]?.array else { return }
            // A change whose range cannot be read is dropped, not taken for a whole-text change.
            let parsed = changes.compactMap { change -> ContentChange? in
                guard let text = change["text"]?.string else { return nil }
                guard let range = change["range"] else { return ContentChange(range: nil, text: text) }
                return range.range.map { ContentChange(range: $0, text: text) }
            }
            if parsed.count < changes.count { log("ignored \(changes.count - parsed.count) unreadable change(s) to \(uri)") }
            guard documents.change(uri: uri, version: params["textDocument"]?["version"]?.integer, changes: parsed, encoding: encoding) else { return }
            if debounce > 0 {
                pendingLints[uri] = .now() + debounce
            } else {
                lint(uri)
            }
        case "textDocument/didClose":
            guard let uri, documents[uri] != nil else { return }
            documents.close(uri: uri)
            pendingLints[uri] = nil
            roots[uri] = nil
            results[uri] = nil
            publish(uri: uri, version: nil, diagnostics: [])
        case "textDocument/didSave":
            guard let uri, let path = LanguageServer.path(of: uri) else { return }
            filesChanged([path])
        case "workspace/didChangeWatchedFiles":
            let paths = params["changes"]?.array?.compactMap { $0["uri"]?.string.flatMap(LanguageServer.path(of:)) } ?? []
            filesChanged(paths)
        default:
            break
        }
    }

    /// Asks the client to report changes to project sources and templates, when it can be asked.
    private func registerFileWatchers() {
        guard watchesFilesDynamically else { return }
        let extensions = Workspace.templateNamingExtensions.filter { $0.hasPrefix(".") }
        let endings = (ProjectCache.sourceExtensions + Workspace.templateExtensions + extensions).map { $0.dropFirst() }
        let watchers: [JSONValue] = [
            .object([("globPattern", .string("**/*.{\(Set(endings).sorted().joined(separator: ","))}"))]),
            .object([("globPattern", .string("**/Gemfile"))]),
            .object([("globPattern", .string("**/\(Baseline.fileName)"))]),
        ]
        let registration = JSONValue.object([
            ("id", .string("bridgelint-watched-files")),
            ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array(watchers))])),
        ])
        send(OutgoingMessage.request(id: .number(nextRequestID), method: "client/registerCapability",
                                     params: .object([("registrations", .array([registration]))])))
        nextRequestID += 1
    }

    /// Reloads what changed files affect: the project model for a source file, the set of
    /// other templates for a template; then lints the open documents of those projects again.
    private func filesChanged(_ paths: [String]) {
        var reloaded: Set<String> = []
        var templatesChanged: Set<String> = []
        var baselinesChanged: Set<String> = []
        for path in paths {
            for root in projects.roots(containing: path) {
                if path == root + "/" + Baseline.fileName {
                    projects.reloadBaseline(root)
                    baselinesChanged.insert(root)
                } else if ProjectCache.sourceExtensions.contains(where: path.hasSuffix)
                            || PathConfigurationCatalog.mayHoldConfiguration(String(path.dropFirst(root.count + 1))) {
                    guard !reloaded.contains(root) else { continue }
                    rebuild(root)
                    reloaded.insert(root)
                } else if projects.project(at: root).workspace.isTemplate(path) || Workspace.templateNamingExtensions.contains(where: path.hasSuffix) {
                    templatesChanged.insert(root)
                }
            }
        }
        for root in templatesChanged.subtracting(reloaded) { projects.refreshTemplates(root) }
        // Roots read in the background are linted again when their model is in place.
        relint(roots: reloaded.union(templatesChanged).union(baselinesChanged).subtracting(building))
    }

    /// Reads the project at `root` again: in the background when `run` allows (requests are
    /// answered from the last model meanwhile), else on the spot.
    private func rebuild(_ root: String) {
        guard let startBuild else {
            projects.reload(root)
            return
        }
        if building.contains(root) {
            changedWhileBuilding.insert(root)
            return
        }
        building.insert(root)
        startBuild(root)
    }

    /// Lints the open documents of `roots` again and republishes their whole-app findings.
    private func relint(roots affected: Set<String>) {
        for document in documents.all where roots[document.uri].map(affected.contains) ?? false {
            lint(document.uri)
        }
        refreshProjectFindings(affected)
    }

    // MARK: - Linting

    /// Lints an open template, or checks an open path configuration (a JSON file or a Ruby
    /// file with a configuration hash) as its buffer reads now.
    private func lint(_ uri: String) {
        guard let document = documents[uri], let root = roots[uri] else { return }
        let project = projects.project(at: root)
        let isTemplate = project.workspace.isTemplate(document.file.path)
        guard isTemplate || LanguageServer.mayBePathConfiguration(document.file.path) else { return }
        let relative = project.workspace.relativePath(of: document.file.path)
        let file = SourceFile(path: relative, bytes: document.file.bytes)
        var diagnostics: [Diagnostic]
        if project.workspace.isExcluded(relative) {
            diagnostics = []
        } else if isTemplate {
            diagnostics = project.linter.lint(file)
        } else {
            guard let found = project.linter.checkPathConfiguration(file) else { return }
            diagnostics = found
        }
        if let baseline = project.baseline {
            var remaining = baseline.remainingCounts()
            diagnostics = Baseline.unmatched(diagnostics, in: file, path: relative, remaining: &remaining)
        }
        results[uri] = LintResult(file: file, root: root, diagnostics: diagnostics)
        let conversion = DiagnosticConversion(encoding: encoding, file: file, uri: uri, root: root)
        publish(uri: uri, version: document.version, diagnostics: conversion.diagnostics(diagnostics))
    }

    /// Whether a file's kind is one a path configuration is written in (the project decides
    /// whether it holds one).
    static func mayBePathConfiguration(_ path: String) -> Bool {
        [".json", ".json.erb", ".rb", ".jbuilder"].contains(where: path.hasSuffix)
    }

    func publish(uri: String, version: Int?, diagnostics: [JSONValue]) {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .number(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        send(OutgoingMessage.notification(method: "textDocument/publishDiagnostics", params: .object(params)))
    }

    /// The file system path of a `file:` URI.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }
}
