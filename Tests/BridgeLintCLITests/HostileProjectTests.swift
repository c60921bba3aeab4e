import Foundation
import Testing

/// Files no one should have to lint: too large, binary, not UTF-8, named in bytes that are not
/// UTF-8, linked out of the repository or in a loop. Each is reported once and read as unknown;
/// the rest of the project is still checked, and no rule turns the unknown into a finding.
@Suite struct HostileProjectTests {
    /// A template using `bridge--nav` correctly: clean as long as the controller is known.
    private static let usesNav = "<div data-controller=\"bridge--nav\"><a data-bridge--nav-target=\"item\">x</a></div>\n"

    private func write(_ bytes: [UInt8], to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    @Test func aTemplateOverTheSizeLimitIsSkippedWithAWarningNamingTheLimit() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "max_file_size: 1 KB\n",
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/big.html.erb": "<div data-controller=\"bridge--nva\"></div>\n<p>" + String(repeating: "y", count: 2400) + "</p>\n",
            "app/views/pages/small.html.erb": "<div data-controller=\"nope\"></div>\n<button data-action=\"nope#go\"></button>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.contains("app/views/pages/big.html.erb:1:1: warning [html-parse-error] not linted: this file is 2.5 KB, over the 1 KB file size limit\n"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("nva"))
        #expect(result.standardOutput.contains("app/views/pages/small.html.erb:1:23: error [stimulus-unknown-controller]"))
    }

    @Test func theDefaultLimitIsTenMegabytes() throws {
        let root = try TemporaryProject.make(["app/views/pages/ok.html.erb": "<p>fine</p>\n"])
        try write(Array(repeating: UInt8(ascii: "x"), count: 10_500_000), to: "app/views/pages/huge.html.erb", in: root)
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.contains("app/views/pages/huge.html.erb:1:1: warning [html-parse-error] not linted: this file is 10.5 MB, over the 10 MB file size limit\n"), "\(result.standardOutput)")
    }

    @Test func aControllerOverTheSizeLimitIsUnknownNotMissing() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "max_file_size: 1 KB\n",
            TemporaryProject.navControllerPath: TemporaryProject.navController + "// " + String(repeating: "x", count: 1200) + "\n",
            "app/views/pages/nav.html.erb": Self.usesNav.replacingOccurrences(of: "\"item\"", with: "\"iten\""),
        ])
        let result = try BinaryRunner.run(["."], in: root)
        let note = "note: app/javascript/controllers/bridge/nav_controller.js: not read: it is 1.4 KB, over the 1 KB file size limit (`max_file_size` in .bridgelint.yml); what it declares is unknown.\n"
        #expect(result.standardError.components(separatedBy: note).count == 2, "reported once: \(result.standardError)")
        #expect(result.exitCode == 0, "\(result.standardOutput)")
    }

    @Test func aBadSizeLimitIsAConfigurationError() throws {
        let root = try TemporaryProject.make([".bridgelint.yml": "max_file_size: lots\n"])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardError.contains(".bridgelint.yml:1:16: `max_file_size` must be a positive number of bytes or a size such as `10 MB` or `512 KB`, not `lots`"), "\(result.standardError)")
        #expect(result.exitCode == 2)
    }

    @Test func binaryAndNonUTF8ControllersAreReportedOnceAndUnknown() throws {
        let root = try TemporaryProject.make([
            "app/views/pages/uses.html.erb": "<div data-controller=\"binary latin\"><a data-latin-target=\"x\" data-binary-target=\"y\">x</a></div>\n",
        ])
        try write([0, 1, 0xFF, 0xFE] + Array(" export default class extends Controller {}".utf8) + [0], to: "app/javascript/controllers/binary_controller.js", in: root)
        try write(Array("import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { static targets = [\"caf".utf8) + [0xE9] + Array("\"] }\n".utf8),
                  to: "app/javascript/controllers/latin_controller.js", in: root)
        let result = try BinaryRunner.run(["."], in: root)
        for note in [
            "note: app/javascript/controllers/binary_controller.js: could not read the controller class (the file is binary, not text); rules about `binary` are silent.\n",
            "note: app/javascript/controllers/latin_controller.js: could not read the controller class (the file is not valid UTF-8); rules about `latin` are silent.\n",
        ] {
            #expect(result.standardError.components(separatedBy: note).count == 2, "\(note) once in: \(result.standardError)")
        }
        #expect(result.exitCode == 0, "\(result.standardOutput)")
    }

    /// Past five unreadable controllers, one note counts the rest; at six, each is named.
    @Test(arguments: [6, 8])
    func unreadableControllersPastFiveAreCountedInOneNote(count: Int) throws {
        let root = try TemporaryProject.make(["app/views/pages/ok.html.erb": "<p>fine</p>\n"])
        for index in 1...count {
            try write([0, 1, 0xFF, 0xFE, 0], to: "app/javascript/controllers/c\(index)_controller.js", in: root)
        }
        let result = try BinaryRunner.run(["."], in: root)
        let named = result.standardError.components(separatedBy: "could not read the controller class (the file is binary, not text)").count - 1
        let summary = "note: app/javascript/controllers/c6_controller.js: could not read the controller class (and 2 more controllers whose class could not be read); rules about them are silent.\n"
        #expect(named == (count == 6 ? 6 : 5), "\(result.standardError)")
        #expect(result.standardError.components(separatedBy: summary).count == (count == 8 ? 2 : 1), "\(result.standardError)")
        #expect(result.standardError.components(separatedBy: "more controllers whose class").count == (count == 8 ? 2 : 1))
    }

    /// (bytes, the reason the note gives)
    @Test(arguments: [
        ([0, 0xFF, 0xFE] + Array("BridgeComponent ActiveRecord::Schema class User < ApplicationRecord".utf8) + [0, 0xC3], "the file is binary, not text"),
        (Array("class User < ApplicationRecord; BridgeComponent; create_table \"caf".utf8) + [0xE9, 0x22], "the file is not valid UTF-8"),
    ] as [([UInt8], String)])
    func brokenNativeSchemaAndModelSourcesAreNotedOnceAndUnknown(bytes: [UInt8], reason: String) throws {
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/nav.html.erb": Self.usesNav,
        ])
        let silences = ["ios/App/Broken.swift": ", so checks of iOS components are silent", "android/app/src/main/Broken.kt": ", so checks of Android components are silent",
                        "db/schema.rb": "", "app/models/user.rb": ""]
        for path in silences.keys { try write(bytes, to: path, in: root) }
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.isEmpty || result.standardOutput.hasPrefix("No problems"), "\(result.standardOutput)")
        for (path, silence) in silences {
            let note = "note: \(path): not read: \(reason); what it declares is unknown\(silence).\n"
            #expect(result.standardError.components(separatedBy: note).count == 2, "\(note) once in: \(result.standardError)")
        }
    }

    /// A bridge component the web side uses, implemented on Android; on iOS only a file that
    /// cannot be read may implement it.
    private static let menuOnAndroidOnly = [
        "app/javascript/controllers/bridge/menu_controller.js": "import { BridgeComponent } from \"@hotwired/hotwire-native-bridge\"\nexport default class extends BridgeComponent {\n  static component = \"menu\"\n}\n",
        "app/views/pages/show.html.erb": "<div data-controller=\"bridge--menu\"></div>\n",
        "ios/App/KeyboardComponent.swift": "final class KeyboardComponent: BridgeComponent {\n    override class var name: String { \"keyboard\" }\n}\nfunc register() { Hotwire.registerBridgeComponents([KeyboardComponent.self]) }\n",
        "android/app/src/main/java/App.kt": "fun register() { Hotwire.registerBridgeComponents(BridgeComponentFactory(\"menu\", ::MenuComponent)) }\n",
    ]

    @Test func aNativeSourceNotReadSilencesItsPlatformInsteadOfCallingAComponentMissing() throws {
        let root = try TemporaryProject.make(Self.menuOnAndroidOnly)
        let readable = try BinaryRunner.run(["."], in: root)
        #expect(readable.standardOutput.contains("app/javascript/controllers/bridge/menu_controller.js:3:22: error [bridge-missing-native] bridge component `menu` has no native implementation on iOS"), "\(readable.standardOutput)")

        try write([0, 1] + Array("final class MenuComponent: BridgeComponent".utf8), to: "ios/App/MenuComponent.swift", in: root)
        let binary = try BinaryRunner.run(["."], in: root)
        #expect(binary.exitCode == 0, "\(binary.standardOutput)")
        #expect(binary.standardError.contains("note: ios/App/MenuComponent.swift: not read: the file is binary, not text; what it declares is unknown, so checks of iOS components are silent.\n"), "\(binary.standardError)")

        try write(Array(("final class MenuComponent: BridgeComponent {}\n// " + String(repeating: "x", count: 1200)).utf8), to: "ios/App/MenuComponent.swift", in: root)
        try write(Array("max_file_size: 1 KB\n".utf8), to: ".bridgelint.yml", in: root)
        let huge = try BinaryRunner.run(["."], in: root)
        #expect(huge.exitCode == 0, "\(huge.standardOutput)")
        #expect(huge.standardError.contains("note: ios/App/MenuComponent.swift: not read: it is 1.2 KB, over the 1 KB file size limit (`max_file_size` in .bridgelint.yml); what it declares is unknown, so checks of iOS components are silent.\n"), "\(huge.standardError)")
    }

    /// (bytes, the error)
    @Test(arguments: [
        (Array("rules: [".utf8) + [0, 0xFF], "cannot read the file: the file is binary, not text"),
        (Array("fail_level: caf".utf8) + [0xE9], "cannot read the file: the file is not valid UTF-8"),
        (Array("# ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 10_500_000), "cannot read the file: it is 10.5 MB, over the 10 MB file size limit"),
    ] as [([UInt8], String)])
    func aConfigurationFileThatIsNotTextIsOneError(bytes: [UInt8], error: String) throws {
        let root = try TemporaryProject.make(["app/views/pages/ok.html.erb": "<p>fine</p>\n"])
        try write(bytes, to: ".bridgelint.yml", in: root)
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardError.hasPrefix("error: "), "\(result.standardError)")
        #expect(result.standardError.contains("/.bridgelint.yml:1:1: \(error)\n"), "\(result.standardError)")
        #expect(result.standardError.components(separatedBy: ".bridgelint.yml").count == 2, "\(result.standardError)")
        #expect(result.exitCode == 2)
    }

    @Test func aFileNameThatIsNotUTF8IsReportedNotMisread() throws {
        let root = try TemporaryProject.make(["app/views/pages/ok.html.erb": "<p>fine</p>\n"])
        let folder = root.appendingPathComponent("app/views/pages").path
        let name = Array(folder.utf8) + Array("/caf".utf8) + [0xE9] + Array(".html.erb".utf8)
        let descriptor = open(name.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardError.contains("note: app/views/pages/caf\u{FFFD}.html.erb: skipped: its name is not valid UTF-8; rename it to have it read.\n"), "\(result.standardError)")
        #expect(!result.standardOutput.contains("cannot read this file"), "\(result.standardOutput)")
        #expect(result.exitCode == 0)
    }

    @Test func linksOutOfTheRepositoryAndLinkLoopsAreNotFollowed() throws {
        let outside = try TemporaryProject.make(["secret.html.erb": "<div data-controller=\"outside\"></div>\n", "views/x.html.erb": "<div data-controller=\"outside\"></div>\n"])
        let root = try TemporaryProject.make([
            TemporaryProject.navControllerPath: TemporaryProject.navController,
            "app/views/pages/real.html.erb": "<div data-controller=\"inside\"></div>\n<button data-action=\"inside#go\"></button>\n",
        ])
        let pages = root.appendingPathComponent("app/views/pages").path
        try FileManager.default.createSymbolicLink(atPath: pages + "/secret.html.erb", withDestinationPath: outside.appendingPathComponent("secret.html.erb").path)
        try FileManager.default.createSymbolicLink(atPath: pages + "/outside", withDestinationPath: outside.appendingPathComponent("views").path)
        try FileManager.default.createSymbolicLink(atPath: pages + "/loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: pages + "/linked.html.erb", withDestinationPath: "real.html.erb")
        let result = try BinaryRunner.run(["."], in: root)
        #expect(!result.standardOutput.contains("outside"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("app/views/pages/real.html.erb:1:23: error [stimulus-unknown-controller]"))
        #expect(result.standardOutput.contains("app/views/pages/linked.html.erb:1:23: error [stimulus-unknown-controller]"))
    }
}

/// A finding on a line of megabytes shows the part of the line around it, not the whole line.
@Suite struct LongLineFrameTests {
    @Test func theCodeFrameShowsAWindowWithTheCaretsUnderTheToken() throws {
        let line = "<p>" + String(repeating: "é", count: 5000) + "</p><div data-controller=\"nope\"></div>" + String(repeating: "x", count: 5000) + "\n<button data-action=\"nope#go\"></button>\n"
        let root = try TemporaryProject.make([TemporaryProject.navControllerPath: TemporaryProject.navController, "app/views/pages/long.html.erb": line])
        let result = try BinaryRunner.run(["app/views/pages/long.html.erb"], in: root)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = try #require(lines.first { $0.hasPrefix(" 1 | ") })
        let carets = try #require(lines.first { $0.hasPrefix("   | ") && $0.contains("^") })
        #expect(lines.first == "app/views/pages/long.html.erb:1:5030: error [stimulus-unknown-controller] `nope` is not a Stimulus controller this app defines (in `data-controller`)")
        #expect(code.hasPrefix(" 1 | …") && code.hasSuffix("…"), "\(code)")
        #expect(code.unicodeScalars.count <= 5 + 1 + 160 + 1)
        let caretColumn = carets.unicodeScalars.firstIndex(of: "^").map { carets.unicodeScalars.distance(from: carets.unicodeScalars.startIndex, to: $0) }
        let tokenColumn = code.range(of: "nope").map { code.unicodeScalars.distance(from: code.unicodeScalars.startIndex, to: $0.lowerBound) }
        #expect(caretColumn != nil && caretColumn == tokenColumn, "\(code)\n\(carets)")
        #expect(carets.filter { $0 == "^" }.count == 4)
    }
}
