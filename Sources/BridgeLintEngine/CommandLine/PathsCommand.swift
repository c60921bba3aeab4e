import BridgeLintCore
import BridgeLintProject
import Foundation

/// `bridgelint paths [PATH]`: the app's path configurations, as bridgelint reads them.
extension CommandLineInterface {
    func paths(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: ["help"], options: ["format"])
        if parsed.flags.contains("help") {
            environment.write(HelpText.main)
            return .clean
        }
        let format = try parsed.choice("format", allowed: ["text", "json"], default: "text")
        let path = try projectPath(parsed, command: "paths")
        guard let repository = openRepository(containing: path) else { return .failure }
        let projects = repository.projects(for: [path])
        let root = DisplayPath.relative(repository.root, to: environment.currentDirectory)
        let rendered = projects.map { project -> String in
            let workspace = repository.workspace(for: project)
            let outline = PathConfigurationOutline(catalog: workspace.project.pathConfigurations) { relative in
                FileManager.default.contents(atPath: repository.root + "/" + relative).map { SourceFile(path: relative, bytes: Array($0)) }
            }
            if format == "json" { return outline.json(root: root, toolVersion: BridgeLintVersion.current) }
            let heading = projects.count > 1 ? "Rails app \(project.app.isEmpty ? "." : String(project.app.dropLast())):\n" : ""
            return heading + outline.text()
        }
        if format == "json", rendered.count > 1 {
            environment.write("[\n" + rendered.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: ",\n") + "\n]\n")
        } else {
            environment.write(rendered.joined(separator: "\n"))
        }
        return .clean
    }
}
