import Foundation
import Testing
@testable import BridgeLintEngine

/// The cache names the running build by its GNU build id, read in memory: it must be the one
/// the linker wrote into the file (as `readelf -n` shows it), so that a rebuilt binary with
/// other code never reads what another build wrote.
@Suite struct BuildIdentityTests {
    @Test func theBuildIDIsTheOneInTheRunningBinary() throws {
        #if os(Linux)
        let executable = try #require(Bundle.main.executablePath)
        guard let notes = try? BinaryRunner.run(["-n", executable], in: URL(fileURLWithPath: "/"), tool: "readelf"),
              notes.exitCode == 0 else {
            print("note: readelf is not installed; the build id is not checked against it")
            return
        }
        let line = notes.standardOutput.split(separator: "\n").first { $0.contains("Build ID:") }
        let written = try #require(line?.split(separator: " ").last.map(String.init), "the test binary has no build id: \(notes.standardOutput)")
        #expect(BuildIdentity.ofRunningProgram == written)
        #endif
    }
}
