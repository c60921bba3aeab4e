import BridgeLintTestSupport
import Foundation
import Testing

/// What the tests write goes in the scratch folder, which the test process removes when it
/// exits: the paths it hands out, and the temporary files of the programs the tests run.
@Suite struct ScratchFolderTests {
    @Test func eachPathIsNewAndInTheFolder() {
        let paths = [ScratchFolder.path("report", suffix: ".sarif"), ScratchFolder.path("report", suffix: ".sarif")]
        #expect(paths[0] != paths[1])
        for path in paths {
            #expect(path.deletingLastPathComponent().path == ScratchFolder.url.path)
            #expect(path.lastPathComponent.hasPrefix("report-") && path.lastPathComponent.hasSuffix(".sarif"))
        }
        #expect(FileManager.default.fileExists(atPath: ScratchFolder.url.path))
    }

    @Test func theProgramsTheTestsRunMakeTheirTemporaryFilesThere() throws {
        let made = try Subprocess.succeed("/usr/bin/env", ["mktemp"]).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(URL(fileURLWithPath: made).deletingLastPathComponent().path == ScratchFolder.url.path, "\(made)")
    }
}
