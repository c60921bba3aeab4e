import BridgeLintProject
import BridgeLintReporters
import Foundation

/// The commands about the project as a whole rather than its templates' findings:
/// `components` (the bridge component matrix) and `init` (a starter `.bridgelint.yml`).
extension CommandLineInterface {
    func components(_ arguments: [String]) throws(UsageError) -> ExitCode {
        try renderEachProject(arguments, command: "components") { workspace, root, format in
            let linter = Linter(project: workspace.project, corpus: workspace.corpus())
            let outcome = LintRun(workspace: workspace, linter: linter) { $0 }
                .run(paths: workspace.templates(for: [workspace.root + "/" + workspace.app]).files, wholeProject: true)
            let matrix = ComponentMatrix(project: workspace.project, usage: outcome.usage, rulesBySubject: outcome.rulesBySubject,
                                         graph: linter.corpus.graph)
            if format == "json" { return ComponentMatrixJSONRenderer.render(matrix, root: root, toolVersion: BridgeLintVersion.current) }
            return ComponentMatrixTextRenderer.render(matrix, root: root)
        }
    }

    /// A command that prints one document per Rails app the folder at PATH holds (`components`,
    /// `paths`): with several, each text is headed by its folder, and JSON documents form one array.
    /// `render` gets the app's workspace, the root as shown, and the format (`text` or `json`).
    func renderEachProject(_ arguments: [String], command: String,
                           render: (Workspace, String, String) -> String) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: ["help"], options: ["format"])
        if parsed.flags.contains("help") {
            environment.write(HelpText.main)
            return .clean
        }
        let format = try parsed.choice("format", allowed: ["text", "json"], default: "text")
        let path = try projectPath(parsed, command: command)
        guard let repository = openRepository(containing: path) else { return .failure }
        let projects = repository.projects(for: [path])
        let root = DisplayPath.relative(repository.root, to: environment.currentDirectory)
        let rendered = projects.map { project -> String in
            let document = render(repository.workspace(for: project), root, format)
            guard format == "text", projects.count > 1 else { return document }
            return "Rails app \(project.app.isEmpty ? "." : String(project.app.dropLast())):\n" + document
        }
        if format == "json", rendered.count > 1 {
            let documents = rendered.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
            environment.write("[\n" + documents.joined(separator: ",\n") + "\n]\n")
        } else {
            environment.write(rendered.joined(separator: "\n"))
        }
        return .clean
    }

    /// `init`: a name Swift reserves, hence `initialize`.
    func initialize(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: ["force", "help"], options: [])
        if parsed.flags.contains("help") {
            environment.write(HelpText.main)
            return .clean
        }
        let root = ProjectLocator.repositoryRoot(for: try projectPath(parsed, command: "init"))
        let target = URL(fileURLWithPath: root).appendingPathComponent(ProjectLocator.configurationFileName).path
        let shown = DisplayPath.relative(target, to: environment.currentDirectory)
        if FileManager.default.fileExists(atPath: target), !parsed.flags.contains("force") {
            environment.writeError("error: \(shown) already exists; pass --force to replace it\n")
            return .failure
        }
        // Detect with the defaults: an existing file may point the search elsewhere.
        let files = RepositoryFiles.walk(root: root)
        let apps = files.railsApps.isEmpty ? [""] : files.railsApps
        let natives = apps.map { app in
            ProjectModel.load(root: root, app: app, apps: apps, configuration: Configuration().forProject(app: app, configurationFolder: ""), files: files).native
        }
        let controllerFolders = apps.flatMap { StarterConfiguration.detectedControllerFolders(root: root, app: $0) }
        func nativeFolders(_ platform: Platform) -> [String] {
            Array(Set(natives.flatMap { StarterConfiguration.detectedNativeFolders(in: $0, platform: platform) })).sorted()
        }
        let iosFolders = nativeFolders(.ios)
        let androidFolders = nativeFolders(.android)
        let native = natives[0]
        let text = StarterConfiguration.render(projects: apps, controllerFolders: controllerFolders, iosFolders: iosFolders, androidFolders: androidFolders)
        do {
            try text.write(toFile: target, atomically: true, encoding: .utf8)
        } catch {
            environment.writeError("error: cannot write \(shown): \(error.localizedDescription)\n")
            return .failure
        }
        func detected(_ folders: [String], platform: Platform?) -> String {
            guard !folders.isEmpty else { return "none found (bridgelint will search the whole project)" }
            let count = platform.map { native.components(on: $0).count }
            return folders.joined(separator: ", ") + (count.map { " (\($0) component\($0 == 1 ? "" : "s"))" } ?? "")
        }
        let projects = apps == [""] ? "" : "  projects:    \(apps.map { String($0.dropLast()) }.joined(separator: ", "))\n"
        environment.write("""
            Wrote \(shown)
            \(projects)  controllers: \(detected(controllerFolders, platform: nil))
              iOS:         \(detected(iosFolders, platform: .ios))
              Android:     \(detected(androidFolders, platform: .android))
            Review it, then run `bridgelint components` to see the bridge components it finds.

            """)
        return .clean
    }

    /// The one optional PATH of a project command, which must exist (default: the current folder).
    func projectPath(_ parsed: ParsedArguments, command: String) throws(UsageError) -> String {
        guard parsed.positional.count <= 1 else {
            throw UsageError("`bridgelint \(command)` takes at most one project folder")
        }
        let path = parsed.positional.first ?? "."
        guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no such file or folder: `\(path)`") }
        return path
    }
}
