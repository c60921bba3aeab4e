import BridgeLintEngine
import Foundation
import Testing

/// Files and folders the user running bridgelint may not read, files removed while it runs, and
/// links in a loop: each is said once (or, when gone, not at all), and what it holds is unknown.
@Suite struct UnreadableFileTests {
    /// Root reads any file whatever its mode: as root, the binary runs without the capabilities
    /// that bypass permissions (`setpriv`), so `chmod 000` denies it as it would anyone else.
    static let canDenyReading = getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    private func runDenied(in root: URL) throws -> BinaryRunner.Result {
        guard getuid() == 0 else { return try BinaryRunner.run(["."], in: root) }
        return try BinaryRunner.run(["--bounding-set", "-dac_override,-dac_read_search", BinaryRunner.binary.path, "."], in: root, tool: "setpriv")
    }

    @Test(.enabled(if: canDenyReading, "running as root without setpriv: permissions cannot deny root"))
    func unreadableFilesAndFoldersAreNotedOnceAndUnknown() throws {
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/nav.html.erb": "<div data-controller=\"bridge--nav\"></div>\n",
            "app/javascript/controllers/locked_controller.js": TemporaryProject.navController,
            "app/views/pages/locked.html.erb": "<p>x</p>\n",
            "app/views/pages/uses.html.erb": "<div data-controller=\"locked\"><a data-locked-target=\"anything\">x</a></div>\n",
            "app/views/secret/typo.html.erb": "<div data-controller=\"nope\"></div>\n",
            "ios/App/Locked.swift": "final class MenuComponent: BridgeComponent {}\n",
            "app/models/user.rb": "class User < ApplicationRecord\nend\n",
        ])
        defer {
            for path in ["app/views/secret", "app/views/pages/locked.html.erb", "ios/App/Locked.swift", "app/javascript/controllers/locked_controller.js", "app/models/user.rb"] {
                chmod(root.appendingPathComponent(path).path, 0o755)
            }
            try? FileManager.default.removeItem(at: root)
        }
        for path in ["app/views/secret", "app/views/pages/locked.html.erb", "ios/App/Locked.swift", "app/javascript/controllers/locked_controller.js", "app/models/user.rb"] {
            #expect(chmod(root.appendingPathComponent(path).path, 0) == 0)
        }
        let result = try runDenied(in: root)
        #expect(result.standardOutput.hasPrefix("""
            app/views/pages/locked.html.erb:1:1: error [html-parse-error] cannot read this file
               |
             1 | \n
            """), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("  help: check that the file is readable by this user\n"))
        #expect(result.standardOutput.hasSuffix("Found 1 error in 3 files checked.\n"), "\(result.standardOutput)")
        for note in [
            "note: app/javascript/controllers/locked_controller.js: could not read the controller class (the file cannot be read); rules about `locked` are silent.\n",
            "note: app/views/secret/: skipped: the folder cannot be read; what it holds is unknown.\n",
            "note: ios/App/Locked.swift: not read: the file cannot be read; what it declares is unknown, so checks of iOS components are silent.\n",
            "note: app/models/user.rb: not read: the file cannot be read; what it declares is unknown.\n",
        ] {
            #expect(result.standardError.components(separatedBy: note).count == 2, "\(note) once in: \(result.standardError)")
        }
        #expect(result.exitCode == 1)
    }

    /// A controllers folder that cannot be listed may define any identifier: `admin--panel` is
    /// not called missing, while a near miss of a known controller still is.
    @Test(.enabled(if: canDenyReading, "running as root without setpriv: permissions cannot deny root"))
    func controllersInAFolderThatCannotBeListedAreUnknown() throws {
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/javascript/controllers/admin/panel_controller.js": TemporaryProject.navController,
            "app/views/pages/admin.html.erb": "<div data-controller=\"admin--panel\"></div>\n<div data-controller=\"bridge--nva\"></div>\n",
        ])
        let locked = root.appendingPathComponent("app/javascript/controllers/admin").path
        defer {
            chmod(locked, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        #expect(chmod(locked, 0) == 0)
        let result = try runDenied(in: root)
        #expect(result.standardError.contains("note: app/javascript/controllers/admin/: skipped: the folder cannot be read; what it holds is unknown.\n"), "\(result.standardError)")
        #expect(!result.standardOutput.contains("`admin--panel`"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("error [stimulus-unknown-controller] `bridge--nva` is not a Stimulus controller"), "\(result.standardOutput)")
    }

    @Test func aTemplateRemovedAfterItWasListedHasNoFindings() throws {
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/nav.html.erb": "<div data-controller=\"bridge--nav\"></div>\n",
            "app/views/pages/gone.html.erb": "<div data-controller=\"nope\"></div>\n",
            "app/views/pages/kept.html.erb": "<div data-controller=\"nope\"></div>\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let workspace = Workspace(containing: root.path)
        let templates = workspace.templates(for: [root.path]).files
        #expect(templates.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == ["gone.html.erb", "kept.html.erb", "nav.html.erb"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("app/views/pages/gone.html.erb"))
        let run = LintRun(workspace: workspace, linter: Linter(project: workspace.project, corpus: workspace.corpus())) { workspace.relativePath(of: $0) }
        let reports = run.run(paths: templates, wholeProject: true).report.files
        let findings = reports.flatMap { report in report.diagnostics.map { "\(report.displayPath) \($0.ruleID)" } }
        #expect(findings == ["app/views/pages/kept.html.erb stimulus-unknown-controller"])
    }

    @Test func linksInALoopAreSkipped() throws {
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/nav.html.erb": "<div data-controller=\"bridge--nav\"></div>\n",
            "app/views/pages/real.html.erb": "<div data-controller=\"nope\"></div>\n<button data-action=\"nope#go\"></button>\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let pages = root.appendingPathComponent("app/views/pages").path
        try FileManager.default.createSymbolicLink(atPath: pages + "/a.html.erb", withDestinationPath: "b.html.erb")
        try FileManager.default.createSymbolicLink(atPath: pages + "/b.html.erb", withDestinationPath: "a.html.erb")
        try FileManager.default.createSymbolicLink(atPath: pages + "/self.html.erb", withDestinationPath: "self.html.erb")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("app/javascript/controllers/up").path, withDestinationPath: "../../..")
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.hasPrefix("app/views/pages/real.html.erb:1:23: error [stimulus-unknown-controller]"), "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix("Found 1 error in 2 files checked.\n"), "\(result.standardOutput)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        #expect(result.exitCode == 1)
    }
}
