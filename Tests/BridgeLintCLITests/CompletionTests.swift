import BridgeLintTestSupport
import Foundation
import Testing

/// `bridgelint completions bash|zsh|fish`, loaded into the real shells.
@Suite struct CompletionTests {
    /// The script for `shell` in a file, or nil (with a note, or a failure under
    /// `BRIDGELINT_REQUIRE_TOOLS=1`) when the shell is not installed.
    private func script(for shell: String) throws -> URL? {
        guard try BinaryRunner.run(["-c", "exit 0"], tool: shell).exitCode == 0 else {
            let message = "\(shell) is not installed; `apt-get install \(shell)` (or `make test`) runs this test"
            if ProcessInfo.processInfo.environment["BRIDGELINT_REQUIRE_TOOLS"] == "1" { Issue.record(Comment(rawValue: message)) }
            print("note: \(message)")
            return nil
        }
        let result = try BinaryRunner.run(["completions", shell])
        #expect(result.exitCode == 0)
        let file = ScratchFolder.path("completion", suffix: ".\(shell)")
        try result.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The built binary first on `PATH`: the scripts ask `bridgelint rules` for rule ids.
    private static let path = ["PATH": BinaryRunner.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]

    /// A project whose `.bridgelint.yml` has a custom rule, where the completions offer it.
    private static func projectWithCustomRule() throws -> URL {
        try TemporaryProject.make([
            ".git/HEAD": "ref: refs/heads/main\n",
            ".bridgelint.yml": "custom_rules:\n  - id: img-needs-alt\n    css: \"img:not([alt])\"\n    message: images need alt text\n",
        ])
    }

    @Test func bashCompletesOptionsTheirValuesAndRuleIds() throws {
        guard let file = try script(for: "bash") else { return }
        func complete(_ words: [String], in directory: URL = BinaryRunner.packageRoot) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let command = "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _bridgelint; printf '%s\\n' \"${COMPREPLY[@]}\""
            return try BinaryRunner.run(["-c", command], in: directory, environment: Self.path, tool: "bash").standardOutput.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["bridgelint", "--sel"]) == ["--select"])
        #expect(try complete(["bridgelint", "--format", "s"]) == ["sarif"])
        #expect(try complete(["bridgelint", "--ignore", "html-m"]) == ["html-mismatched-end-tag"])
        #expect(try complete(["bridgelint", "--ignore", "AL"]) == ["ALL"])
        #expect(try complete(["bridgelint", "explain", "html-dup"]) == ["html-duplicate-attribute"])
        #expect(try complete(["bridgelint", "compl"]).contains("completions"))
        let project = try Self.projectWithCustomRule()
        #expect(try complete(["bridgelint", "explain", "custom:"], in: project) == ["custom:img-needs-alt"])
        #expect(try complete(["bridgelint", "--select", "cus"], in: project) == ["custom:img-needs-alt"])
        #expect(try complete(["bridgelint", "explain", "custom:"], in: TemporaryProject.make([".git/HEAD": "ref: refs/heads/main\n"])).isEmpty)
    }

    @Test func fishCompletesOptionsAndValues() throws {
        guard let file = try script(for: "fish") else { return }
        func complete(_ line: String, in directory: URL = BinaryRunner.packageRoot) throws -> [String] {
            try BinaryRunner.run(["-c", "source '\(file.path)'; complete -C '\(line)'"], in: directory, environment: Self.path, tool: "fish").standardOutput
                .split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try complete("bridgelint --sel") == ["--select"])
        #expect(try complete("bridgelint --fail-level w") == ["warning"])
        #expect(try complete("bridgelint completions z") == ["zsh"])
        #expect(try complete("bridgelint explain html-dup") == ["html-duplicate-attribute"])
        let project = try Self.projectWithCustomRule()
        #expect(try complete("bridgelint explain custom:", in: project) == ["custom:img-needs-alt"])
        #expect(try complete("bridgelint --ignore custom:i", in: project) == ["custom:img-needs-alt"])
    }

    @Test func zshScriptParses() throws {
        guard let file = try script(for: "zsh") else { return }
        let check = try BinaryRunner.run(["-n", file.path], tool: "zsh")
        #expect(check.exitCode == 0, "\(check.standardError)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("#compdef bridgelint\n"))
        #expect(text.contains("'--select=[run only these rules or prefixes]:select:_bridgelint_selectors'"))
        #expect(text.contains("ids=(${(f)\"$($words[1] rules --format ids 2>/dev/null)\"})"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try BinaryRunner.run(["completions", "powershell"])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("takes one shell: bash, zsh, fish"))
    }
}
