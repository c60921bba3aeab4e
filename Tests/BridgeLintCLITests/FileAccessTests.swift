import BridgeLintTestSupport
import Foundation
import Testing

/// Nothing is read that should not be: a template's doctype, entities and links are text, never
/// fetched (libxml2 only lends its entity table; nothing parses a DTD), configured folders are
/// the repository's, and nothing is executed. `strace` watches every file the run opens, every
/// connection it tries and every program it starts.
@Suite struct FileAccessTests {
    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The system calls `open`, `openat`, `openat2`, `connect` and `execve` of a run of
    /// `bridgelint ARGUMENTS` in `root`, one a line; nil (with a note, or a failure when tools
    /// are required) without strace.
    static func tracedRun(_ arguments: [String] = ["."], in root: URL, environment: [String: String] = [:]) throws -> String? {
        guard let strace else {
            #expect(ProcessInfo.processInfo.environment["BRIDGELINT_REQUIRE_TOOLS"] != "1", "strace is not installed: .ci/install-system-packages --tests installs it")
            print("note: strace is not installed; `make test` installs it")
            return nil
        }
        let trace = ScratchFolder.path("trace", suffix: ".txt").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let result = try BinaryRunner.run(["-f", "-qq", "-e", "trace=open,openat,openat2,connect,execve", "-o", trace, BinaryRunner.binary.path] + arguments,
                                          in: root, environment: environment, tool: strace)
        #expect(result.exitCode == 0 || result.exitCode == 1, "\(result.standardError)")
        return try String(contentsOfFile: trace, encoding: .utf8)
    }

    private func tracedRun(in root: URL) throws -> String? {
        try Self.tracedRun(in: root)
    }

    @Test func aDoctypeOrEntityNamingAFileOrAURLReadsNothing() throws {
        let bait = ScratchFolder.path("bait")
        try FileManager.default.createDirectory(at: bait, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bait) }
        for name in ["doctype.dtd", "entity.txt", "link.css"] { try "secret\n".write(to: bait.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let template = """
            <!DOCTYPE html SYSTEM "file://\(bait.path)/doctype.dtd" [
              <!ENTITY xxe SYSTEM "file://\(bait.path)/entity.txt">
              <!ENTITY % remote SYSTEM "http://127.0.0.1:9/remote.dtd"> %remote;
            ]>
            <link rel="stylesheet" href="file://\(bait.path)/link.css">
            <p data-x="&xxe;">&xxe; &amp;</p>
            <svg><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://127.0.0.1:9/svg11.dtd"></svg>
            <%= render file: "\(bait.path)/entity.txt" %>

            """
        let root = try TemporaryProject.make(["app/views/pages/doctype.html.erb": template])
        defer { try? FileManager.default.removeItem(at: root) }
        guard let calls = try tracedRun(in: root) else { return }
        #expect(calls.contains("doctype.html.erb"), "the trace shows the template being read: \(calls.prefix(2000))")
        #expect(!calls.contains(bait.path), "\(calls.split(separator: "\n").filter { $0.contains(bait.path) })")
        #expect(!calls.contains("connect("), "\(calls.split(separator: "\n").filter { $0.contains("connect(") })")
    }

    /// Configured folders are folders of the repository: `../` cannot take a run out of it, and
    /// its files come from the one walk of the repository.
    @Test func configuredFoldersOutsideTheRepositoryAreNotRead() throws {
        let outside = try TemporaryProject.make([
            "controllers/evil_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
            "ios/Evil.swift": "final class EvilComponent: BridgeComponent { override class var name: String { \"evil\" } }\n",
        ])
        defer { try? FileManager.default.removeItem(at: outside) }
        let up = "../" + outside.lastPathComponent
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "controllers:\n  paths: [\"\(up)/controllers\", app/javascript/controllers]\nnative:\n  ios: [\"\(up)/ios\"]\n",
            "app/javascript/controllers/good_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
            "app/views/pages/a.html.erb": "<div data-controller=\"good\"></div><div data-controller=\"evil\"></div>\n<button data-action=\"evil#go\"></button>\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.standardOutput.hasPrefix("app/views/pages/a.html.erb:1:57: error [stimulus-unknown-controller] `evil` is not a Stimulus controller this app defines"), "\(result.standardOutput)")
        guard let calls = try tracedRun(in: root) else { return }
        #expect(!calls.contains(outside.path), "\(calls.split(separator: "\n").filter { $0.contains(outside.path) })")
        // Nothing is executed: the one `execve` is strace starting bridgelint.
        #expect(calls.components(separatedBy: "execve(").count == 2, "\(calls.split(separator: "\n").filter { $0.contains("execve(") })")
    }
}
