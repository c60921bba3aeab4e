import BridgeLintCore
import BridgeLintEngine
import BridgeLintProject
import BridgeLintReporters
import Foundation
import Testing

/// `--fix` never loses data: it writes only files that still hold what was linted, atomically,
/// keeping permissions, line endings and links, and never adds a parse problem.
@Suite struct FixSafetyTests {
    /// A template whose only finding is the safe fix `bridge_nav_target` -> `bridge__nav_target`.
    private static let before = "<%= tag.div data: { controller: \"bridge--nav\" } do %>\n  <%= link_to \"Home\", root_path, data: { bridge_nav_target: \"item\" } %>\n<% end %>\n"
    private static let after = before.replacingOccurrences(of: "bridge_nav_target", with: "bridge__nav_target")

    private func project(templates count: Int, text: String = before) throws -> URL {
        var files = [TemporaryProject.navControllerPath: TemporaryProject.navController]
        for index in 0..<count { files["app/views/pages/_nav\(index).html.erb"] = text }
        return try TemporaryProject.make(files)
    }

    private func template(_ root: URL, _ index: Int) -> URL {
        root.appendingPathComponent("app/views/pages/_nav\(index).html.erb")
    }

    /// A fix in a file the project model is read from (a path configuration) is applied, and the
    /// next round judges the file as it now is: with the model of the first round, the second
    /// round's ranges were stale and cut the file short.
    @Test func fixesInAProjectFileLeaveItWhole() throws {
        let root = try TemporaryProject.make([
            "app/views/pages/show.html.erb": "<p>Hi</p>\n",
            "public/configurations/ios_v1.json": #"{ "rules": [{ "patterns": ["/a$"], "properties": { "presentation": "replace-root", "pull_to_refresh_enabled": "false" } }] }"# + "\n",
        ])
        let result = try BinaryRunner.run(["--fix", "--no-cache", "."], in: root)
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        let text = try String(contentsOf: root.appendingPathComponent("public/configurations/ios_v1.json"), encoding: .utf8)
        #expect(text == #"{ "rules": [{ "patterns": ["/a$"], "properties": { "presentation": "replace_root", "pull_to_refresh_enabled": false } }] }"# + "\n")
    }

    /// Two processes fixing the same files at once: each file ends up before or after, whole.
    @Test func twoConcurrentFixRunsLeaveEveryFileWhole() throws {
        for _ in 0..<3 {
            let root = try project(templates: 60)
            let runs = [Process(), Process()]
            for process in runs {
                process.executableURL = BinaryRunner.binary
                process.arguments = ["--fix", "--quiet", "."]
                process.currentDirectoryURL = root
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
            }
            for process in runs { try process.run() }
            for process in runs { process.waitUntilExit() }
            for process in runs { #expect(process.terminationStatus == 0) }
            for index in 0..<60 {
                let text = try String(contentsOf: template(root, index), encoding: .utf8)
                #expect(text == Self.after, "file \(index) is not fixed: \(text)")
            }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("app/views/pages").path)
                .filter { $0.contains(".bridgelint-") }
            #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
        }
    }

    @Test func keepsPermissionsLineEndingsAndLinks() throws {
        let root = try project(templates: 1, text: Self.before.replacingOccurrences(of: "\n", with: "\r\n"))
        let real = template(root, 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        let link = root.appendingPathComponent("app/views/pages/_linked.html.erb")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "_nav0.html.erb")
        let result = try BinaryRunner.run(["--fix", "app/views/pages/_linked.html.erb"], in: root)
        #expect(result.standardError.contains("Fixed 1 finding in 1 file."), "\(result.standardError)")
        #expect(try String(contentsOf: real, encoding: .utf8) == Self.after.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "_nav0.html.erb")
    }

    /// Between lint and write the file was edited: the edit wins, the fix waits for the next run.
    @Test func aFileChangedSinceItWasReadIsNotWritten() throws {
        let root = try project(templates: 1)
        let path = template(root, 0).path
        let linted = SourceFile(path: path, text: Self.before)
        let edited = Self.before + "<p>typed meanwhile</p>\n"
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        let start = try #require(Self.before.utf8.firstRange(of: "bridge_nav_target".utf8)).lowerBound
        let offset = Self.before.utf8.distance(from: Self.before.utf8.startIndex, to: start)
        let diagnostic = Diagnostic(ruleID: "test", severity: .warning, message: "m", range: SourceRange(start: offset, end: offset + 17),
                                    fix: Fix(title: "t", edits: [TextEdit(range: SourceRange(start: offset, end: offset + 17), replacement: "bridge__nav_target")], applicability: .safe))
        let report = LintReport(files: [FileReport(file: linted, displayPath: "_nav0.html.erb", diagnostics: [diagnostic])], filesChecked: 1)
        let outcome = FixApplier.applyInPlace(report, includingUnsafe: false, isTemplate: { TemplateName.isTemplate($0, registered: .none) })
        #expect(outcome.fixes == 0)
        #expect(outcome.skipped.map(\.path) == ["_nav0.html.erb"])
        #expect(outcome.skipped.map(\.reason) == ["it changed since it was read"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    }

    /// A fix whose text would leave a quote open is dropped; the other fix in the file is kept.
    @Test func aFixThatAddsAParseProblemIsDropped() throws {
        let text = "<div class=\"a\" id=\"b\"></div>\n"
        let file = SourceFile(path: "app/views/x.html.erb", text: text)
        func fix(replacing range: SourceRange, with replacement: String) -> Diagnostic {
            Diagnostic(ruleID: "test", severity: .warning, message: "m", range: range,
                       fix: Fix(title: "t", edits: [TextEdit(range: range, replacement: replacement)], applicability: .safe))
        }
        // `a` -> `<%= a` would open an ERB tag nothing closes; `b` -> `c` is harmless.
        let breaking = fix(replacing: SourceRange(start: 12, end: 13), with: "<%= a")
        let harmless = fix(replacing: SourceRange(start: 19, end: 20), with: "c")
        let (bytes, applied) = FixApplier.apply([breaking, harmless], to: file, includingUnsafe: false, isTemplate: { TemplateName.isTemplate($0, registered: .none) })
        #expect(applied == 1)
        #expect(String(decoding: bytes, as: UTF8.self) == "<div class=\"a\" id=\"c\"></div>\n")
    }

    /// A template by a format its app registers (`show.mobile.erb` with `Mime::Type.register_alias
    /// "text/html", :mobile`) is a template for `--fix` as for the lint: a fix that would add a
    /// parse problem to it is dropped. Without the registration, the name is no template.
    @Test func aFixThatAddsAParseProblemToATemplateOfARegisteredFormatIsDropped() throws {
        let text = "<div class=\"a\" id=\"b\"></div>\n"
        func run(registering line: String) throws -> RepositoryRun {
            let root = try TemporaryProject.make(["config/application.rb": "", "config/initializers/mime_types.rb": line,
                                                  "app/views/pages/show.mobile.erb": text])
            return RepositoryRun(repository: Repository(containing: root.path), paths: [root.path]) { $0 }
        }
        let registered = try run(registering: "Mime::Type.register_alias \"text/html\", :mobile\n")
        #expect(registered.isTemplate("app/views/pages/show.mobile.erb"))
        #expect(try !run(registering: "# Mime::Type.register_alias \"text/html\", :mobile\n").isTemplate("app/views/pages/show.mobile.erb"))
        let file = SourceFile(path: "app/views/pages/show.mobile.erb", text: text)
        let breaking = Diagnostic(ruleID: "test", severity: .warning, message: "m", range: SourceRange(start: 12, end: 13),
                                  fix: Fix(title: "t", edits: [TextEdit(range: SourceRange(start: 12, end: 13), replacement: "<%= a")], applicability: .safe))
        let (bytes, applied) = FixApplier.apply([breaking], to: file, includingUnsafe: false, isTemplate: registered.isTemplate)
        #expect(applied == 0)
        #expect(bytes == file.bytes)
    }
}
