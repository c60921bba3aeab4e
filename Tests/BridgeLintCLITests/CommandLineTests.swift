import Foundation
import Testing

/// The command line as users meet it: exit codes, usage errors, formats, paths.
@Suite struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let version = try BinaryRunner.run(["--version"])
        #expect(version.exitCode == 0)
        #expect(version.standardOutput.hasPrefix("bridgelint "))
        let help = try BinaryRunner.run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.contains("EXIT CODES"))
        #expect(help.standardOutput.contains("EXAMPLES"))
        #expect(help.standardOutput.contains("bridgelint components [PATH] [--format text|json]"))
        #expect(help.standardOutput.contains("bridgelint init [PATH] [--force]"))
        #expect(help.standardOutput.contains("bridgelint lsp"))
        let lsp = try BinaryRunner.run(["lsp", "--port", "1"])
        #expect(lsp.exitCode == 2)
        #expect(lsp.standardError.contains("takes no arguments"))
        let typo = try BinaryRunner.run(["componets"])
        #expect(typo.exitCode == 2)
        #expect(typo.standardError.contains("did you mean `components`"))
    }

    @Test func helpDescribesEveryOptionTheParserTakes() throws {
        let help = try BinaryRunner.run(["--help"]).standardOutput
        // The bash script lists every option of the parser's table.
        let script = try BinaryRunner.run(["completions", "bash"]).standardOutput
        let line = try #require(script.split(separator: "\n").first { $0.contains("compgen -W \"--") })
        let options = line.split(separator: "\"")[1].split(separator: " ").map(String.init)
        #expect(options.count > 15)
        for option in options {
            #expect(help.contains("  \(option) ") || help.contains("  \(option)\n") || help.contains(", \(option) "), "\(option) is not described in --help")
        }
        #expect(help.contains("bridgelint completions bash|zsh|fish"))
    }

    @Test func usageErrorsExitTwoWithASuggestion() throws {
        let result = try BinaryRunner.run(["--fromat", "json"])
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("unknown option `--fromat`"))
        #expect(result.standardError.contains("--format"))
        let badValue = try BinaryRunner.run(["--format", "xml"])
        #expect(badValue.exitCode == 2)
        let missing = try BinaryRunner.run(["no/such/folder"])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("no such file or folder"))
        let command = try BinaryRunner.run(["exlpain", "x"])
        #expect(command.exitCode == 2)
        #expect(command.standardError.contains("did you mean `explain`"))
    }

    @Test func configurationErrorsExitTwoWithTheirLocation() throws {
        let root = try TemporaryProject.make([".bridgelint.yml": "rules:\n  html-duplicate-atribute: off\n"])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(".bridgelint.yml:2:3"), "\(result.standardError)")
        #expect(result.standardError.contains("html-duplicate-attribute"))
    }

    @Test func oneStagedFileIsLintedAndOthersAreNot() throws {
        let root = try TemporaryProject.make([
            "app/views/a/_one.html.erb": "<span class=\"n\">One</spam> more\n",
            "app/views/a/_two.html.erb": "<span class=\"n\">Two</spam> more\n",
        ])
        let result = try BinaryRunner.run(["app/views/a/_one.html.erb"], in: root)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("app/views/a/_one.html.erb:1:22: error [html-mismatched-end-tag]"))
        #expect(!result.standardOutput.contains("_two"))
        #expect(result.standardOutput.contains("in 1 file checked"))
    }

    @Test func failLevelAndRuleSeverityDecideTheExitCode() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "rules:\n  html-mismatched-end-tag: warning\n",
            "app/views/a/index.html.erb": "<h3>One</h2>\n",
        ])
        let lenient = try BinaryRunner.run(["."], in: root)
        #expect(lenient.exitCode == 0)
        #expect(lenient.standardOutput.contains("warning [html-mismatched-end-tag]"))
        let strict = try BinaryRunner.run([".", "--fail-level", "warning"], in: root)
        #expect(strict.exitCode == 1)
    }

    @Test func colourOnlyWhenAsked() throws {
        let root = try TemporaryProject.make(["app/views/a/index.html.erb": "<h3>One</h2>\n"])
        let plain = try BinaryRunner.run(["."], in: root)
        #expect(!plain.standardOutput.contains("\u{1B}["))
        let coloured = try BinaryRunner.run([".", "--color", "always"], in: root)
        #expect(coloured.standardOutput.contains("\u{1B}["))
    }

    @Test func hostileFilesAreReportedAndTheRunGoesOn() throws {
        let root = try TemporaryProject.make([
            "app/views/a/binary.html.erb": "GIF89a\u{0}\u{1}\u{2}",
            "app/views/a/open.html.erb": "<div>\n<%= link_to 'x', y\n</div>\n",
            "app/views/a/fine.html.erb": "<div></div>\n",
        ])
        let result = try BinaryRunner.run(["."], in: root)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("binary.html.erb:1:1: error [html-parse-error]"))
        #expect(result.standardOutput.contains("open.html.erb:2:1: error [html-parse-error]"))
        #expect(result.standardOutput.contains("in 3 files checked"))
    }

    @Test func parsePrintsTheTreeWithRanges() throws {
        let root = try TemporaryProject.make(["app/views/a/_nav.html.erb": """
        <%= tag.div data: { controller: "bridge--nav" } do %>
          <%= link_to "Profile", profile_path, data: { bridge__nav_target: "item" } %>
        <% end %>

        """])
        let text = try BinaryRunner.run(["parse", "app/views/a/_nav.html.erb"], in: root)
        #expect(text.exitCode == 0)
        #expect(text.standardOutput.contains("<div> 1:1-3:10 from tag.div"), "\(text.standardOutput)")
        #expect(text.standardOutput.contains("@data-bridge--nav-target 2:48-2:66 = \"item\" 2:69-2:73"))
        let json = try BinaryRunner.run(["parse", "app/views/a/_nav.html.erb", "--format", "json"], in: root)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect((document?["elements"] as? [Any])?.count == 1)
    }

    @Test func rulesAndExplainPrintFromTheSameSource() throws {
        let rules = try BinaryRunner.run(["rules"])
        #expect(rules.exitCode == 0)
        #expect(rules.standardOutput.contains("html-mismatched-end-tag"))
        let explain = try BinaryRunner.run(["explain", "html-mismatched-end-tag"])
        #expect(explain.exitCode == 0)
        #expect(explain.standardOutput.hasPrefix("# html-mismatched-end-tag"))
        let unknown = try BinaryRunner.run(["explain", "html-mismatched-end"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError.contains("did you mean `html-mismatched-end-tag`"))
    }

    @Test func jsonOutputFollowsTheDocumentedSchema() throws {
        let root = try TemporaryProject.make(["app/views/a/index.html.erb": "<p>é <b>x</i></b></p>\n"])
        let result = try BinaryRunner.run([".", "--format", "json"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 1)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        for key in ["path", "rule", "severity", "message", "range", "help", "suggestions", "fix", "related"] {
            #expect(first[key] != nil, "missing \(key)")
        }
        let range = try #require(first["range"] as? [String: Int])
        // `é` is one column but two bytes: columns count scalars, offsets count bytes.
        #expect(range["line"] == 1)
        #expect(range["column"] == 12)
        #expect(range["startOffset"] == 12)
    }
}

/// `--fix` applies safe fixes, `--unsafe-fixes` the unsafe ones too, and the report shows what is left.
@Suite struct FixTests {
    private let files = [
        TemporaryProject.navControllerPath: TemporaryProject.navController,
        "app/views/shared/_nav.html.erb": """
        <%= tag.div data: { controller: "bridge--nav" } do %>
          <%= link_to "Home", root_path, data: { bridge_nav_target: "iten" } %>
        <% end %>

        """,
    ]

    @Test func safeFixesOnlyByDefault() throws {
        let root = try TemporaryProject.make(files)
        let result = try BinaryRunner.run(["--fix", "."], in: root)
        let text = try String(contentsOf: root.appendingPathComponent("app/views/shared/_nav.html.erb"), encoding: .utf8)
        // The underscore key is a safe fix; the target typo is an unsafe one and stays.
        #expect(text.contains("bridge__nav_target: \"iten\""), "\(text)")
        #expect(result.standardError.contains("Fixed 1 finding in 1 file."), "\(result.standardError)")
        #expect(result.standardOutput.contains("[stimulus-unknown-target]"))
        #expect(result.exitCode == 1)
    }

    @Test func unsafeFixesWhenAsked() throws {
        let root = try TemporaryProject.make(files)
        let first = try BinaryRunner.run(["--unsafe-fixes", "."], in: root)
        #expect(first.standardError.hasPrefix("Fixed "), "\(first.standardError)")
        // Overlapping or dependent fixes converge over runs.
        _ = try BinaryRunner.run(["--unsafe-fixes", "."], in: root)
        let text = try String(contentsOf: root.appendingPathComponent("app/views/shared/_nav.html.erb"), encoding: .utf8)
        #expect(text.contains("bridge__nav_target: \"item\""), "\(text)")
        let last = try BinaryRunner.run(["."], in: root)
        #expect(last.exitCode == 0, "\(last.standardOutput)")
    }
}
