import BridgeLintTestSupport
import Foundation
import Testing

/// `bridgelint --version` names the git commit the binary was built from; built from sources
/// outside git (a tarball), it prints the version alone.
@Suite struct VersionTests {
    static let script = BinaryRunner.packageRoot.appendingPathComponent("Plugins/write-build-commit.sh").path

    @Test func versionNamesTheCommitOfThisCheckout() throws {
        let version = try BinaryRunner.run(["--version"])
        #expect(version.exitCode == 0)
        guard FileManager.default.fileExists(atPath: BinaryRunner.packageRoot.appendingPathComponent(".git").path) else {
            #expect(version.standardOutput == "bridgelint 0.1.0\n")
            return
        }
        // The commit printed is one of this checkout's history: HEAD itself after a fresh build,
        // or an ancestor when `swift test` reused a binary built before the last commit.
        let output = version.standardOutput
        let prefix = "bridgelint 0.1.0 (commit "
        #expect(output.hasPrefix(prefix) && output.hasSuffix(")\n"), "\(output)")
        let printed = output.dropFirst(prefix.count).prefix { $0.isHexDigit }
        #expect(printed.count == 12, "\(output)")
        _ = try Subprocess.succeed("/usr/bin/env", ["git", "merge-base", "--is-ancestor", String(printed), "HEAD"], in: BinaryRunner.packageRoot)
    }

    /// What the BuildCommit plugin generates when the sources are no git checkout, and that an
    /// unchanged commit leaves the file alone (so nothing is recompiled).
    @Test func outsideGitTheCommitIsNilAndTheFileIsWrittenOnlyWhenItChanges() throws {
        let folder = ScratchFolder.path("tarball")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let generated = folder.appendingPathComponent("Generated/BuildCommit.swift")
        try Subprocess.succeed("/bin/sh", [Self.script, folder.path, generated.path])
        let text = try String(contentsOf: generated, encoding: .utf8)
        #expect(text.hasSuffix("let buildCommit: String? = nil\n"), "\(text)")

        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: generated.path)
        try Subprocess.succeed("/bin/sh", [Self.script, folder.path, generated.path])
        let modified = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date
        #expect(modified == past)
    }

    /// `-dirty` counts only the paths the plugin names (the sources a build reads, which are also
    /// what reruns the stamp), so an edit elsewhere (the README, a test) leaves it clean.
    @Test func dirtyCountsOnlyTheNamedPaths() throws {
        let folder = ScratchFolder.path("checkout")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Source.swift", "README.md"] {
            try "// \(name)\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let git = ["git"] + PreCommitTests.identity
        try Subprocess.succeed("/usr/bin/env", git + ["init", "-q"], in: folder)
        try Subprocess.succeed("/usr/bin/env", git + ["add", "-A"], in: folder)
        try Subprocess.succeed("/usr/bin/env", git + ["commit", "-q", "-m", "sources"], in: folder)
        let commit = try Subprocess.succeed("/usr/bin/env", ["git", "rev-parse", "--short=12", "HEAD"], in: folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try "// edited\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)

        func stamp(_ paths: [String]) throws -> String {
            let generated = folder.appendingPathComponent("Generated/BuildCommit.swift")
            try Subprocess.succeed("/bin/sh", [Self.script, folder.path, generated.path] + paths)
            return try String(contentsOf: generated, encoding: .utf8)
        }
        #expect(try stamp(["Source.swift"]).hasSuffix("= \"\(commit)\"\n"))
        #expect(try stamp(["Source.swift", "README.md"]).hasSuffix("= \"\(commit)-dirty\"\n"))
        #expect(try stamp([]).hasSuffix("= \"\(commit)-dirty\"\n"))
    }
}
