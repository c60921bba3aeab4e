import BridgeLintEngine
import BridgeLintProject
import BridgeLintTestSupport
import Foundation
import Testing

/// `bridgelint init`: the starter file it writes, what it detects, and that it never clobbers.
@Suite struct InitCommandTests {
    static let files = [
        "app/javascript/controllers/bridge/nav_controller.js": """
        import { BridgeComponent } from "@hotwired/hotwire-native-bridge"
        export default class extends BridgeComponent {
          static component = "nav"
        }
        """,
        "mobile/ios/App/Components/NavComponent.swift": """
        final class NavComponent: BridgeComponent {
            override class var name: String { "nav" }
        }
        """,
        "mobile/ios/App/AppDelegate.swift": "Hotwire.registerBridgeComponents([NavComponent.self])\n",
        "mobile/ios/App/Tools/Helper.swift": "struct Helper {}\n",
        "mobile/android/app/src/main/java/com/example/App.kt": """
        class App : Application() {
            override fun onCreate() {
                Hotwire.registerBridgeComponents(BridgeComponentFactory("nav", ::NavComponent))
            }
        }
        """,
        "mobile/android/app/src/main/java/com/example/NavComponent.kt": """
        class NavComponent(name: String, delegate: BridgeDelegate<HotwireDestination>) : BridgeComponent<HotwireDestination>(name, delegate)
        """,
    ]

    @Test func writesAStarterFileWithTheDetectedFolders() throws {
        let root = try TemporaryProject.make(Self.files)
        let result = try BinaryRunner.run(["init"], in: root)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Wrote .bridgelint.yml"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("iOS:         mobile/ios/App (1 component)"))
        #expect(result.standardOutput.contains("Android:     mobile/android/app/src/main/java/com/example (1 component)"))
        let text = try String(contentsOf: root.appendingPathComponent(".bridgelint.yml"), encoding: .utf8)
        #expect(text.contains("- \"app/javascript/controllers\""))
        #expect(text.contains("ios:\n    - \"mobile/ios/App\"\n"))
        #expect(text.contains("android:\n    - \"mobile/android/app/src/main/java/com/example\"\n"))
    }

    @Test func theWrittenFileLoadsCleanlyAndFindsTheSameComponents() throws {
        let root = try TemporaryProject.make(Self.files)
        #expect(try BinaryRunner.run(["init", root.path]).exitCode == 0)
        let workspace = Workspace(containing: root.path)
        #expect(workspace.configurationErrors.isEmpty, "\(workspace.configurationErrors)")
        #expect(workspace.configuration.path != nil)
        let detected = ProjectModel.load(root: workspace.root, configuration: Configuration())
        #expect(workspace.project.native.components == detected.native.components)
        #expect(workspace.project.native.registrations == detected.native.registrations)
        #expect(try BinaryRunner.run(["check"], in: root).exitCode == 0)
    }

    /// On the example apps, the folders written make bridgelint see exactly what it saw without them.
    @Test(arguments: ["todo-app", "clean-app"])
    func theExampleAppsKeepTheirComponentsWithTheWrittenFile(_ app: String) throws {
        let root = ScratchFolder.path("init")
        try FileManager.default.copyItem(at: BinaryRunner.packageRoot.appendingPathComponent("Examples/\(app)"), to: root)
        try FileManager.default.removeItem(at: root.appendingPathComponent(".bridgelint.yml"))
        let before = try BinaryRunner.run(["components", "--format", "json"], in: root)
        let result = try BinaryRunner.run(["init"], in: root)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(Workspace(containing: root.path).configurationErrors.isEmpty)
        let after = try BinaryRunner.run(["components", "--format", "json"], in: root)
        #expect(after.exitCode == 0)
        #expect(after.standardOutput == before.standardOutput)
        #expect(after.standardOutput.contains("\"registration\": \"registered\""))
    }

    @Test func refusesToOverwriteUnlessForced() throws {
        let root = try TemporaryProject.make(Self.files.merging([".bridgelint.yml": "platforms: [ios]\n"]) { $1 })
        let file = root.appendingPathComponent(".bridgelint.yml")
        let refused = try BinaryRunner.run(["init"], in: root)
        #expect(refused.exitCode == 2)
        #expect(refused.standardError.contains(".bridgelint.yml already exists; pass --force"), "\(refused.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "platforms: [ios]\n")
        let forced = try BinaryRunner.run(["init", "--force"], in: root)
        #expect(forced.exitCode == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("# bridgelint configuration."))
    }

    @Test func aProjectWithoutNativeCodeGetsEmptyNativeLists() throws {
        let root = try TemporaryProject.make(["app/views/a/index.html.erb": "<p></p>\n"])
        let result = try BinaryRunner.run(["init"], in: root)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("iOS:         none found"))
        let text = try String(contentsOf: root.appendingPathComponent(".bridgelint.yml"), encoding: .utf8)
        #expect(text.contains("  ios: []\n  android: []\n"))
        #expect(Workspace(containing: root.path).configurationErrors.isEmpty)
    }

    /// Run inside the Rails folder of a monorepo, `init` writes the repository's file: the app
    /// in `web/`, its controllers, and the native apps beside it; and bridgelint sees the same.
    @Test func inAMonorepoItWritesTheProjectAndItsFoldersAtTheRepositoryRoot() throws {
        let root = try TemporaryProject.make([
            ".git/HEAD": "",
            "web/config/application.rb": "",
            "web/app/javascript/controllers/bridge/nav_controller.js": Self.files["app/javascript/controllers/bridge/nav_controller.js"] ?? "",
            "ios/App/NavComponent.swift": Self.files["mobile/ios/App/Components/NavComponent.swift"] ?? "",
            "ios/App/AppDelegate.swift": "Hotwire.registerBridgeComponents([NavComponent.self])\n",
        ])
        let before = try BinaryRunner.run(["components", "--format", "json"], in: root)
        let result = try BinaryRunner.run(["init"], in: root.appendingPathComponent("web"))
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("projects:    web"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("iOS:         ios/App (1 component)"))
        let text = try String(contentsOf: root.appendingPathComponent(".bridgelint.yml"), encoding: .utf8)
        #expect(text.contains("projects:\n    - \"web\"\n"))
        #expect(text.contains("- \"web/app/javascript/controllers\""))
        let after = try BinaryRunner.run(["components", "--format", "json"], in: root)
        #expect(after.standardOutput == before.standardOutput)
        #expect(after.standardOutput.contains("\"registration\": \"registered\""))
    }

    @Test func aMissingPathIsAUsageError() throws {
        let result = try BinaryRunner.run(["init", "no/such/app"])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("no such file or folder"))
    }
}
