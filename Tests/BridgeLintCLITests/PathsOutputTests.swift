import Foundation
import Testing

/// `bridgelint paths` of the example apps, committed as `Examples/expected/<app>.paths.*`.
/// Regenerate with `BRIDGELINT_UPDATE_GENERATED=1 swift test --filter PathsOutputTests`.
@Suite struct PathsOutputTests {
    static let cases: [(app: String, format: String)] = [("todo-app", "text"), ("clean-app", "text"), ("clean-app", "json")]

    @Test(arguments: 0..<cases.count)
    func outputMatchesTheCommittedExpectation(_ index: Int) throws {
        let (app, format) = Self.cases[index]
        try ExampleOutputTests.expectCommittedOutput(of: "paths", app: app, format: format)
    }

    @Test func everyFormOfConfigurationIsListedWithItsPlatformsAndLoads() throws {
        let result = try BinaryRunner.run(["paths", "Examples/clean-app", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let configurations = try #require(document["configurations"] as? [[String: Any]])
        let forms = configurations.map { "\($0["form"] as? String ?? "") \(($0["platforms"] as? [String] ?? []).joined(separator: ","))" }
        #expect(forms == ["native bundle file android", "Ruby literal android", "native bundle file ios", "served JSON file ios"])
        #expect(configurations.allSatisfy { !($0["rules"] as? [Any] ?? []).isEmpty })
        #expect(document["libraries"] as? [String: String] == ["android": "Hotwire Native", "ios": "Hotwire Native"])
    }

    @Test func aFolderWithoutConfigurationsSaysSo() throws {
        let result = try BinaryRunner.run(["paths", "Examples/monorepo-app"])
        #expect(result.standardOutput.contains("No path configuration found."))
        #expect(result.exitCode == 0)
        #expect(try BinaryRunner.run(["paths", "Examples/todo-app", "--format", "xml"]).exitCode == 2)
    }
}
