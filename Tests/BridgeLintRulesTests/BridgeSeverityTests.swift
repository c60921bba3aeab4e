import BridgeLintCore
import BridgeLintEngine
import BridgeLintRules
import Foundation
import Testing

/// A rule may raise a finding above its default severity (a did-you-mean makes an unknown
/// bridge attribute an error); a severity set in configuration still wins.
@Suite struct BridgeSeverityTests {
    static let controller = """
        import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent {
          static component = "nav"
          connect() { super.connect(); new BridgeElement(this.element).bridgeAttribute("side") }
        }
        """
    static let template = "<div data-controller=\"bridge--nav\" data-bridge-sied=\"left\" data-bridge-tone=\"loud\"></div>\n"

    func lint(configuration: String?) throws -> [Diagnostic] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-severity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var files = [("app/javascript/controllers/bridge/nav_controller.js", Self.controller), ("app/views/a/show.html.erb", Self.template)]
        if let configuration { files.append((".bridgelint.yml", configuration)) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let workspace = Workspace(containing: root.path)
        let linter = Linter(project: workspace.project, corpus: workspace.corpus())
        return linter.lint(SourceFile(path: root.appendingPathComponent("app/views/a/show.html.erb").path, text: Self.template))
            .filter { $0.ruleID == "bridge-unknown-attribute" }
    }

    @Test func aCloseNameIsAnErrorAndAnUnknownNameAWarning() throws {
        let diagnostics = try lint(configuration: nil)
        #expect(diagnostics.map(\.severity) == [.error, .warning])
        #expect(diagnostics.first?.suggestions == ["side"])
    }

    @Test func configuredSeverityReplacesBoth() throws {
        let diagnostics = try lint(configuration: "rules:\n  bridge-unknown-attribute: info\n")
        #expect(diagnostics.map(\.severity) == [.info, .info])
    }
}

/// `bridge-connect-super` follows the version of the bridge library the app runs: an error from
/// 1.2.2 on, silent before, a warning that says what it assumed when no file says.
@Suite struct BridgeConnectSuperVersionTests {
    static let component = """
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent {
          static component = "nav"
          connect() { this.send("connect") }
        }
        """

    func findings(_ versionFile: (path: String, text: String)?) throws -> [Diagnostic] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-connect-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var files = [("app/javascript/controllers/bridge/nav_controller.js", Self.component), ("app/views/a/show.html.erb", "<div data-controller=\"bridge--nav\"></div>\n")]
        if let versionFile { files.append(versionFile) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let workspace = Workspace(containing: root.path)
        return Linter(project: workspace.project).checkProject(usage: ControllerUsage()).map(\.diagnostic).filter { $0.ruleID == "bridge-connect-super" }
    }

    @Test func theVersionDecides() throws {
        let current = try findings(("package-lock.json", "{\"packages\": {\"node_modules/@hotwired/hotwire-native-bridge\": {\"version\": \"1.2.2\"}}}"))
        #expect(current.map(\.severity) == [.error])
        #expect(try findings(("config/importmap.rb", "pin \"@hotwired/hotwire-native-bridge\", to: \"https://esm.sh/@hotwired/hotwire-native-bridge@1.0.0\"\n")).isEmpty)
        let unknown = try findings(nil)
        #expect(unknown.map(\.severity) == [.warning])
        #expect(unknown.first?.message.contains("assuming 1.2.2 or later") == true)
    }
}
