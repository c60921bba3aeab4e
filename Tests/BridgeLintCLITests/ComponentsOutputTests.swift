import Foundation
import Testing

/// `bridgelint components` of the example apps, committed as `Examples/expected/<app>.components.*`.
/// Regenerate with `BRIDGELINT_UPDATE_GENERATED=1 swift test --filter ComponentsOutputTests`.
@Suite struct ComponentsOutputTests {
    static let cases: [(app: String, format: String)] = [
        ("todo-app", "text"), ("todo-app", "json"), ("clean-app", "text"), ("clean-app", "json"), ("monorepo-app", "text"),
    ]

    @Test(arguments: 0..<cases.count)
    func outputMatchesTheCommittedExpectation(_ index: Int) throws {
        let (app, format) = Self.cases[index]
        try ExampleOutputTests.expectCommittedOutput(of: "components", app: app, format: format)
    }

    @Test func textFitsAHundredColumnTerminal() throws {
        let result = try BinaryRunner.run(["components", "Examples/clean-app"])
        // Paths are never broken; every other line fits.
        let tooWide = result.standardOutput.split(separator: "\n").filter { $0.count > 100 && !$0.contains("/") }
        #expect(tooWide.isEmpty, "\(tooWide)")
    }

    @Test func jsonIsVersioned() throws {
        let result = try BinaryRunner.run(["components", "Examples/todo-app", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let components = try #require(document["components"] as? [[String: Any]])
        #expect(components.compactMap { $0["component"] as? String } == ["button", "keyboard", "nav"])
    }

    @Test func usageAndConfigurationErrorsExitTwo() throws {
        let missing = try BinaryRunner.run(["components", "no/such/app"])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("no such file or folder"))
        let format = try BinaryRunner.run(["components", "Examples/todo-app", "--format", "xml"])
        #expect(format.exitCode == 2)
        let root = try TemporaryProject.make([".bridgelint.yml": "platfroms: [ios]\n"])
        let configured = try BinaryRunner.run(["components"], in: root)
        #expect(configured.exitCode == 2)
        #expect(configured.standardError.contains(".bridgelint.yml:1:1"), "\(configured.standardError)")
    }
}
