import BridgeLintGraph
import Foundation

/// `bridgelint graph [PATH]`: where each template is rendered, for a folder (every template)
/// or one template (its render paths up to the top layout).
extension CommandLineInterface {
    func graph(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: ["help"], options: ["format"])
        if parsed.flags.contains("help") {
            environment.write(HelpText.main)
            return .clean
        }
        let format = try parsed.choice("format", allowed: ["text", "json", "dot"], default: "text")
        let path = try projectPath(parsed, command: "graph")
        guard let repository = openRepository(containing: path) else { return .failure }
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: environment.currentDirectory)).standardizedFileURL.path
        let project = repository.project(containing: absolute)
        let graph = repository.workspace(for: project).corpus().graph
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), !isFolder.boolValue, format == "text" {
            let relative = repository.relativePath(of: absolute)
            guard let text = RenderGraphOutput.text(graph, pathsOf: relative) else {
                throw UsageError("`\(path)` is not a template of the project")
            }
            environment.write(text)
            return .clean
        }
        switch format {
        case "json": environment.write(RenderGraphOutput.json(graph))
        case "dot": environment.write(RenderGraphOutput.dot(graph))
        default: environment.write(RenderGraphOutput.text(graph))
        }
        return .clean
    }
}
