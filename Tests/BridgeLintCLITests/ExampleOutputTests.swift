import Foundation
import Testing

/// The example apps' outputs are committed beside them; the built binary must print exactly
/// that. Regenerate with `BRIDGELINT_UPDATE_GENERATED=1 swift test --filter ExampleOutputTests`.
@Suite struct ExampleOutputTests {
    static let expectedFolder = BinaryRunner.packageRoot.appendingPathComponent("Examples/expected")

    /// Runs `bridgelint <command> Examples/<app> --format <format>` and compares its output with
    /// `Examples/expected/<app>.<command>.txt|json`, writing it there first when
    /// `BRIDGELINT_UPDATE_GENERATED=1`.
    static func expectCommittedOutput(of command: String, app: String, format: String,
                                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let result = try BinaryRunner.run([command, "Examples/\(app)", "--format", format])
        let expectedURL = expectedFolder.appendingPathComponent("\(app).\(command).\(format == "json" ? "json" : "txt")")
        if ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_GENERATED"] == "1" {
            try result.standardOutput.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(result.standardOutput == expected, "\(app) \(format) output differs from \(expectedURL.lastPathComponent)", sourceLocation: sourceLocation)
        #expect(result.exitCode == 0, sourceLocation: sourceLocation)
        #expect(result.standardError.isEmpty, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
    }

    /// Each run and the file, `<app>.<suffix>`, that holds its output.
    static let cases: [(app: String, format: String, exitCode: Int32, suffix: String)] = [
        ("todo-app", "text", 1, "txt"),
        ("todo-app", "json", 1, "json"),
        ("todo-app", "sarif", 1, "sarif.json"),
        ("todo-app", "github", 1, "github.txt"),
        ("todo-app", "junit", 1, "junit.xml"),
        ("todo-app", "checkstyle", 1, "checkstyle.xml"),
        ("todo-app", "gitlab", 1, "gitlab.json"),
        ("clean-app", "text", 0, "txt"),
        ("clean-app", "json", 0, "json"),
        ("clean-app", "junit", 0, "junit.xml"),
        ("monorepo-app", "text", 1, "txt"),
        ("monorepo-app", "json", 1, "json"),
    ]

    @Test(arguments: 0..<cases.count)
    func outputMatchesTheCommittedExpectation(_ index: Int) throws {
        let (app, format, exitCode, suffix) = Self.cases[index]
        let result = try BinaryRunner.run(["check", "Examples/\(app)", "--format", format])
        let expectedURL = Self.expectedFolder.appendingPathComponent("\(app).\(suffix)")
        if ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_GENERATED"] == "1" {
            try FileManager.default.createDirectory(at: Self.expectedFolder, withIntermediateDirectories: true)
            try result.standardOutput.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(result.standardOutput == expected, "\(app) \(format) output differs from \(expectedURL.lastPathComponent)")
        #expect(result.exitCode == exitCode)
        #expect(result.standardError.isEmpty, "stderr: \(result.standardError)")
    }

    @Test func cleanAppHasNoFinding() throws {
        let result = try BinaryRunner.run(["Examples/clean-app"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("No problems found"), "\(result.standardOutput)")
    }
}
