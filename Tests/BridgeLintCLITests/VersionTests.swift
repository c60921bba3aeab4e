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
        let commit = try Subprocess.succeed("/usr/bin/env", ["git", "rev-parse", "--short=12", "HEAD"], in: BinaryRunner.packageRoot)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.standardOutput.hasPrefix("bridgelint 0.1.0 (commit \(commit)"), "\(version.standardOutput)")
        #expect(version.standardOutput.hasSuffix(")\n"), "\(version.standardOutput)")
    }

    /// What the BuildCommit plugin generates when the sources are no git checkout, and that an
    /// unchanged commit leaves the file alone (so nothing is recompiled).
    @Test func outsideGitTheCommitIsNilAndTheFileIsWrittenOnlyWhenItChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-tarball-\(UUID().uuidString)")
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
}
