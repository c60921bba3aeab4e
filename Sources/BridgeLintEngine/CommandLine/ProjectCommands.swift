import BridgeLintProject
import BridgeLintReporters
import Foundation

/// The commands about the project as a whole rather than its templates' findings:
/// `components` (the bridge component matrix) and `init` (a starter `.bridgelint.yml`).
extension CommandLineInterface {
    func components(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: ["help"], options: ["format"])
        if parsed.flags.contains("help") {
            environment.write(HelpText.main)
            return .clean
        }
        let format = try parsed.choice("format", allowed: ["text", "json"], default: "text")
        let path = try projectPath(parsed, command: "components")
        guard let repository = openRepository(containing: path) else { return .failure }
        // One matrix per Rails app the folder holds, each headed by its folder when there are several.
        let projects = repository.projects(for: [path])
        for project in projects {
            let workspace = repository.workspace(for: project)
            let linter = Linter(project: workspace.project, corpus: workspace.corpus())
            let outcome = LintRun(workspace: workspace, linter: linter) { $0 }
                .run(paths: workspace.templates(for: [workspace.root + "/" + workspace.app]).files, wholeProject: true)
            let matrix = ComponentMatrix(project: workspace.project, usage: outcome.usage, rulesBySubject: outcome.rulesBySubject)
            let root = DisplayPath.relative(projects.count > 1 ? workspace.root + "/" + workspace.app.dropLast() : workspace.root, to: environment.currentDirectory)
            environment.write(format == "json"
                ? ComponentMatrixJSONRenderer.render(matrix, root: root, toolVersion: BridgeLintVersion.current)
                : ComponentMatrixTextRenderer.render(matrix, root: root))
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
        let root = ProjectLocator.root(for: try projectPath(parsed, command: "init"))
        let target = URL(fileURLWithPath: root).appendingPathComponent(ProjectLocator.configurationFileName).path
        let shown = DisplayPath.relative(target, to: environment.currentDirectory)
        if FileManager.default.fileExists(atPath: target), !parsed.flags.contains("force") {
            environment.writeError("error: \(shown) already exists; pass --force to replace it\n")
            return .failure
        }
        // Detect with the defaults: an existing file may point the search elsewhere.
        let native = ProjectModel.load(root: root, configuration: Configuration()).native
        let controllerFolders = StarterConfiguration.detectedControllerFolders(root: root)
        let iosFolders = StarterConfiguration.detectedNativeFolders(in: native, platform: .ios)
        let androidFolders = StarterConfiguration.detectedNativeFolders(in: native, platform: .android)
        let text = StarterConfiguration.render(controllerFolders: controllerFolders, iosFolders: iosFolders, androidFolders: androidFolders)
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
        environment.write("""
            Wrote \(shown)
              controllers: \(detected(controllerFolders, platform: nil))
              iOS:         \(detected(iosFolders, platform: .ios))
              Android:     \(detected(androidFolders, platform: .android))
            Review it, then run `bridgelint components` to see the bridge components it finds.

            """)
        return .clean
    }

    /// The one optional PATH of a project command, which must exist (default: the current folder).
    private func projectPath(_ parsed: ParsedArguments, command: String) throws(UsageError) -> String {
        guard parsed.positional.count <= 1 else {
            throw UsageError("`bridgelint \(command)` takes at most one project folder")
        }
        let path = parsed.positional.first ?? "."
        guard FileManager.default.fileExists(atPath: path) else { throw UsageError("no such file or folder: `\(path)`") }
        return path
    }
}
