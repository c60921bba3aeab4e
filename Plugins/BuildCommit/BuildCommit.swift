import Foundation
import PackagePlugin

/// Records the git commit bridgelint is built from, for `bridgelint --version`: before each
/// build it writes `BuildCommit.swift` with the checkout's commit, or `nil` when the sources
/// are not a git checkout (a release tarball), so a plain `swift build` works either way.
@main struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let script = context.package.directoryURL.appending(path: "Plugins/write-build-commit.sh")
        return [
            .prebuildCommand(
                displayName: "Recording the git commit of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, context.package.directoryURL.path, output.appending(path: "BuildCommit.swift").path],
                outputFilesDirectory: output),
        ]
    }
}
