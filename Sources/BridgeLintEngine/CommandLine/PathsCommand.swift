import BridgeLintCore
import BridgeLintProject
import Foundation

/// `bridgelint paths [PATH]`: the app's path configurations, as bridgelint reads them.
extension CommandLineInterface {
    func paths(_ arguments: [String]) throws(UsageError) -> ExitCode {
        try renderEachProject(arguments, command: "paths") { workspace, root, format in
            let outline = PathConfigurationOutline(catalog: workspace.project.pathConfigurations) { relative in
                FileManager.default.contents(atPath: workspace.root + "/" + relative).map { SourceFile(path: relative, bytes: Array($0)) }
            }
            return format == "json" ? outline.json(root: root, toolVersion: BridgeLintVersion.current) : outline.text()
        }
    }
}
