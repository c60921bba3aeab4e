import Foundation
import Testing

/// `bridgelint paths` of the example apps, committed as `Examples/expected/<app>.paths.*`.
/// Regenerate with `BRIDGELINT_UPDATE_GENERATED=1 swift test --filter PathsOutputTests`.
@Suite struct PathsOutputTests {
    static let cases: [(app: String, format: String)] = [("todo-app", "text"), ("clean-app", "text"), ("clean-app", "json")]

    @Test(arguments: 0..<cases.count)
    func outputMatchesTheCommittedExpectation(_ index: Int) throws {
        let (app, format) = Self.cases[index]
        let result = try BinaryRunner.run(["paths", "Examples/\(app)", "--format", format])
        let expectedURL = ExampleOutputTests.expectedFolder.appendingPathComponent("\(app).paths.\(format == "json" ? "json" : "txt")")
        if ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_GENERATED"] == "1" {
            try result.standardOutput.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(result.standardOutput == expected, "\(app) \(format) output differs from \(expectedURL.lastPathComponent)")
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty, "stderr: \(result.standardError)")
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
