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
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-completion-\(UUID().uuidString).\(shell)")
        try result.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func bashCompletesOptionsTheirValuesAndRuleIds() throws {
        guard let file = try script(for: "bash") else { return }
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let command = "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _bridgelint; printf '%s\\n' \"${COMPREPLY[@]}\""
            return try BinaryRunner.run(["-c", command], tool: "bash").standardOutput.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["bridgelint", "--sel"]) == ["--select"])
        #expect(try complete(["bridgelint", "--format", "s"]) == ["sarif"])
        #expect(try complete(["bridgelint", "--ignore", "html-m"]) == ["html-mismatched-end-tag"])
        #expect(try complete(["bridgelint", "explain", "html-dup"]) == ["html-duplicate-attribute"])
        #expect(try complete(["bridgelint", "compl"]).contains("completions"))
    }

    @Test func fishCompletesOptionsAndValues() throws {
        guard let file = try script(for: "fish") else { return }
        func complete(_ line: String) throws -> [String] {
            try BinaryRunner.run(["-c", "source '\(file.path)'; complete -C '\(line)'"], tool: "fish").standardOutput
                .split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try complete("bridgelint --sel") == ["--select"])
        #expect(try complete("bridgelint --fail-level w") == ["warning"])
        #expect(try complete("bridgelint completions z") == ["zsh"])
    }

    @Test func zshScriptParses() throws {
        guard let file = try script(for: "zsh") else { return }
        let check = try BinaryRunner.run(["-n", file.path], tool: "zsh")
        #expect(check.exitCode == 0, "\(check.standardError)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("#compdef bridgelint\n"))
        #expect(text.contains("'--select=[run only these rules or prefixes]:select:(ALL "))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try BinaryRunner.run(["completions", "powershell"])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("takes one shell: bash, zsh, fish"))
    }
}
