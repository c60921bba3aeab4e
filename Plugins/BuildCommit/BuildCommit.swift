import Foundation
import PackagePlugin

/// Records the git commit bridgelint is built from, for `bridgelint --version`: writes
/// `BuildCommit.swift` with the checkout's commit (`-dirty` when the package's sources differ
/// from it), or `nil` when the sources are not a git checkout (a release tarball).
///
/// A build command, not a prebuild command: SwiftPM runs prebuild commands only when it plans
/// the build anew (a file added or removed), so a commit alone left the stamp stale. The build
/// command reruns whenever one of its inputs changes: the git files a commit, checkout, reset or
/// `git add` rewrites, and the sources whose edits make the checkout dirty.
@main struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let script = package.appending(path: "Plugins/write-build-commit.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated/BuildCommit.swift")
        // What the binary is built from: the manifest, the script, every target's files but the tests'.
        let sources = [package.appending(path: "Package.swift"), script] + context.package.targets.flatMap { target in
            guard let module = target.sourceModule, module.kind != .test else { return [URL]() }
            return module.sourceFiles.map(\.url)
        }
        let relativeSources = sources.compactMap { $0.path.relativePath(inside: package.path) }
        return [
            .buildCommand(
                displayName: "Recording the git commit of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, package.path, output.path] + relativeSources,
                inputFiles: GitCheckout(package: package).stateFiles + sources,
                outputFiles: [output]),
        ]
    }
}

/// The git directory of a checkout, found without running git: `.git` is the directory itself,
/// or, in a worktree or a submodule, a file naming it (`gitdir: <path>`).
struct GitCheckout {
    let package: URL

    /// The files git rewrites when HEAD's commit or the index changes: HEAD (replaced on a
    /// checkout), the index (on `git add`, a commit, a checkout), and HEAD's reflog (appended on
    /// each commit, checkout, reset, merge or pull). Only those that exist, as a missing input
    /// fails the build; none outside git. A branch's own ref file is left out: packing the refs
    /// (`git gc`) deletes it.
    var stateFiles: [URL] {
        guard let gitDirectory else { return [] }
        return ["HEAD", "index", "logs/HEAD"].map { gitDirectory.appending(path: $0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    private var gitDirectory: URL? {
        let dotGit = package.appending(path: ".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = try? String(contentsOf: dotGit, encoding: .utf8),
              let line = text.split(whereSeparator: \.isNewline).first, line.hasPrefix("gitdir:") else { return nil }
        let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path).standardizedFileURL
    }
}

private extension String {
    /// This path relative to `folder`, or nil when it is not inside it.
    func relativePath(inside folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
