import BridgeLintCore
@testable import BridgeLintEngine
import BridgeLintProject
import BridgeLintRules
import BridgeLintSelectors
import BridgeLintTemplate
import Foundation
import Testing

/// `custom_rules:` and `bridgelint query` through the built binary: custom rules run like the
/// built-in ones (selection, suppressions, baseline, cache, every format), and what cannot run
/// is a configuration error at its place in `.bridgelint.yml`.
@Suite(.serialized) struct CustomRuleTests {
    static let configuration = """
        custom_rules:
          - id: img-needs-alt
            css: "img:not([alt])"
            message: images need alt text for screen readers
            help: add alt="" for decorative images
          - id: no-turbo-method-links
            xpath: //a[@data-turbo-method]
            message: use button_to for a non-GET request
            severity: error
            paths: ["app/views/**", "!app/views/admin/**"]

        """

    static let page = """
        <div class="card">
          <img src="a.png">
          <img src="b.png" alt="">
          <%= link_to "Delete", item_path, data: { turbo_method: :delete } %>
          <%# bridgelint:disable-next-line custom:img-needs-alt %>
          <img src="c.png">
          <img <%= extra %> src="d.png">
        </div>

        """

    private func project(configuration: String = configuration) throws -> URL {
        try TemporaryProject.make([
            ".git/HEAD": "ref: refs/heads/main\n",
            ".bridgelint.yml": configuration,
            "app/views/pages/index.html.erb": Self.page,
            "app/views/admin/links.html.erb": "<a href=\"/x\" data-turbo-method=\"delete\">x</a>\n",
        ])
    }

    @Test func customRulesReportLikeBuiltInRules() throws {
        let root = try project()
        let result = try BinaryRunner.run(["--no-cache", "--format", "json"], in: root)
        #expect(result.exitCode == 1, "\(result.standardError)")
        let findings = try Self.findings(result.standardOutput)
        // Suppressed `c.png`, dynamic attributes on `d.png`, the excluded admin folder: silent.
        #expect(findings == [
            "app/views/pages/index.html.erb:2:3 custom:img-needs-alt warning images need alt text for screen readers",
            "app/views/pages/index.html.erb:4:3 custom:no-turbo-method-links error use button_to for a non-GET request",
        ])
        let text = try BinaryRunner.run(["--no-cache"], in: root).standardOutput
        #expect(text.contains("help: add alt=\"\" for decorative images"), "\(text)")
    }

    @Test func customRulesAreSelectedByTheirIdsAndAsAnArea() throws {
        let root = try project()
        let one = try BinaryRunner.run(["--no-cache", "--format", "json", "--select", "custom:img-needs-alt"], in: root)
        #expect(try Self.findings(one.standardOutput).map { $0.split(separator: " ")[1] } == ["custom:img-needs-alt"])
        let area = try BinaryRunner.run(["--no-cache", "--format", "json", "--select", "custom"], in: root)
        #expect(try Self.findings(area.standardOutput).count == 2)
        let ignored = try BinaryRunner.run(["--no-cache", "--format", "json", "--ignore", "custom:"], in: root)
        #expect(try Self.findings(ignored.standardOutput).isEmpty)
        let unknown = try BinaryRunner.run(["--no-cache", "--select", "custom:img-need-alt"], in: root)
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError.contains("did you mean `custom:img-needs-alt`?"), "\(unknown.standardError)")
    }

    @Test func rulesSettingsApplyToCustomRulesAndShowSettingsListsThem() throws {
        let root = try project(configuration: Self.configuration + "rules:\n  custom:img-needs-alt: error\n  custom:no-turbo-method-links: off\n")
        let result = try BinaryRunner.run(["--no-cache", "--format", "json"], in: root)
        #expect(try Self.findings(result.standardOutput) == [
            "app/views/pages/index.html.erb:2:3 custom:img-needs-alt error images need alt text for screen readers",
        ])
        let settings = try BinaryRunner.run(["--show-settings"], in: root).standardOutput
        #expect(settings.contains("  custom:img-needs-alt: error"), "\(settings)")
        #expect(settings.contains("  custom:no-turbo-method-links: off"), "\(settings)")
        let unknown = try project(configuration: Self.configuration + "rules:\n  custom:img-need-alt: off\n")
        let error = try BinaryRunner.run(["--no-cache"], in: unknown)
        #expect(error.exitCode == 2)
        #expect(error.standardError.contains("unknown rule `custom:img-need-alt` (did you mean `custom:img-needs-alt`"), "\(error.standardError)")
    }

    @Test func aSuppressionOfANameNoRuleHasIsReportedAndCustomIdsAreKnown() throws {
        let root = try project()
        try "<%# bridgelint:disable custom:nope %>\n<%# bridgelint:disable custom:img-needs-alt %>\n<img src=\"x\">\n"
            .write(to: root.appendingPathComponent("app/views/pages/other.html.erb"), atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(["--no-cache", "--format", "json", "app/views/pages/other.html.erb"], in: root)
        let findings = try Self.findings(result.standardOutput)
        #expect(findings.count == 1)
        #expect(findings.first?.contains("suppression-unused") == true && findings.first?.contains("custom:nope") == true, "\(findings)")
    }

    @Test func theBaselineAcceptsCustomFindings() throws {
        let root = try project()
        let written = try BinaryRunner.run(["--no-cache", "--update-baseline"], in: root)
        #expect(written.standardError.contains("Wrote 2 findings"), "\(written.standardError)")
        let after = try BinaryRunner.run(["--no-cache"], in: root)
        #expect(after.exitCode == 0, "\(after.standardOutput)")
    }

    @Test func aChangedRuleRelintsThroughTheCache() throws {
        let root = try project()
        let cache = root.appendingPathComponent("cache").path
        let first = try BinaryRunner.run(["--cache-dir", cache, "--format", "json"], in: root)
        #expect(try Self.findings(first.standardOutput).count == 2)
        let changed = Self.configuration.replacingOccurrences(of: "images need alt text for screen readers", with: "alt, please")
        try changed.write(to: root.appendingPathComponent(".bridgelint.yml"), atomically: true, encoding: .utf8)
        let second = try BinaryRunner.run(["--cache-dir", cache, "--format", "json"], in: root)
        #expect(try Self.findings(second.standardOutput).first?.hasSuffix("alt, please") == true, "\(second.standardOutput)")
    }

    @Test func everyFormatCarriesCustomFindings() throws {
        let root = try project()
        for format in ["text", "github", "gitlab", "junit", "checkstyle", "sarif"] {
            let result = try BinaryRunner.run(["--no-cache", "--format", format], in: root)
            // GitHub's workflow commands escape `:` in a property.
            let id = format == "github" ? "custom%3Ano-turbo-method-links" : "custom:no-turbo-method-links"
            #expect(result.standardOutput.contains(id), "\(format): \(result.standardOutput)")
        }
        let sarif = try BinaryRunner.run(["--no-cache", "--format", "sarif"], in: root).standardOutput
        let json = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        let runs = json?["runs"] as? [[String: Any]]
        let driver = (runs?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rules = driver?["rules"] as? [[String: Any]] ?? []
        let custom = rules.first { $0["id"] as? String == "custom:img-needs-alt" }
        #expect((custom?["shortDescription"] as? [String: Any])?["text"] as? String == "images need alt text for screen readers")
    }

    @Test func whatCannotRunIsAConfigurationErrorWhereItIsWritten() throws {
        let root = try project(configuration: """
            custom_rules:
              - id: img-needs-alt
                css: "img:hover"
                message: x
              - id: html-parse-error
                xpath: //a
                message: y
              - id: third
                xpath: //a[bl:nope()]
                message: z
              - id: Bad_Id
                css: a
                message: w
              - id: fifth
                css: a
              - id: img-needs-alt
                css: b
                message: v
              - id: seventh
                css: a
                xpath: //a
                message: u
                colour: red

            """)
        let result = try BinaryRunner.run(["--no-cache"], in: root)
        #expect(result.exitCode == 2)
        let lines = result.standardError.split(separator: "\n").map { String($0).replacingOccurrences(of: root.path + "/", with: "") }
        #expect(lines == [
            "error: .bridgelint.yml:11:9: `Bad_Id` is not a valid rule id; use lowercase words joined by `-` (`img-needs-alt`)",
            "error: .bridgelint.yml:14:9: the custom rule `fifth` has no `message`; say what is wrong and what to do",
            "error: .bridgelint.yml:16:9: the custom rule `img-needs-alt` is defined twice (first at line 2); keep one",
            "error: .bridgelint.yml:23:5: unknown key `colour` under `custom_rules`",
            "error: .bridgelint.yml:19:9: the custom rule `seventh` has both `css:` and `xpath:`; keep one",
            "error: .bridgelint.yml:3:14: the CSS selector of custom rule `img-needs-alt` cannot be used: `:hover` is not supported; the pseudo-classes are `:not()`, `:has()`, `:first-child`, `:last-child`, `:only-child`, `:empty` (an XPath selector says more) (column 4 of the selector)",
            "error: .bridgelint.yml:5:9: `html-parse-error` is the id of a built-in rule; give the custom rule another id",
            "error: .bridgelint.yml:9:16: the XPath selector of custom rule `third` cannot be used: unknown function `bl:nope()`; bridgelint's are `bl:mounts('identifier')`, `bl:controller()`, `bl:target-of('identifier')`, `bl:rendered-in('layout or page')` (column 5 of the selector)",
        ], "\(result.standardError)")
    }

    @Test func noDocumentIsBuiltWithoutCustomRules() throws {
        let root = try project(configuration: "fail_level: warning\n")
        let workspace = Workspace(containing: root.path)
        let before = SelectorDocument.builtCount
        let linter = Linter(project: workspace.project, corpus: workspace.corpus())
        _ = linter.lint(TemplateParserInput.file(root, "app/views/pages/index.html.erb"))
        #expect(SelectorDocument.builtCount == before)
        let custom = Workspace(containing: try project().path)
        let customLinter = Linter(project: custom.project, corpus: custom.corpus())
        _ = customLinter.lint(TemplateParserInput.file(root, "app/views/pages/index.html.erb"))
        #expect(SelectorDocument.builtCount == before + 1)
        // Nor for a template with no element the selectors could select (no `img`, no `a`).
        _ = customLinter.lint(TemplateParser.parse(SourceFile(path: "app/views/pages/plain.html.erb", text: "<p>Hi</p>\n")))
        #expect(SelectorDocument.builtCount == before + 1)
    }

    @Test func queryPrintsEachMatchWithItsStartTag() throws {
        let root = try project()
        let text = try BinaryRunner.run(["query", "img:not([alt])", "app/views/pages"], in: root)
        #expect(text.exitCode == 0)
        #expect(text.standardOutput == """
            app/views/pages/index.html.erb:2:3: <img src="a.png">
            app/views/pages/index.html.erb:6:3: <img src="c.png">
            app/views/pages/index.html.erb:7:3: <img <%= extra %> src="d.png">

            """)
        let json = try BinaryRunner.run(["query", "--xpath", "//a[@bl:helper='link_to'][@data-turbo-method]", "--format", "json"], in: root)
        #expect(json.standardOutput.contains(#""startTag": "<%= link_to \"Delete\", item_path, data: { turbo_method: :delete } %>""#), "\(json.standardOutput)")
        #expect(json.standardOutput.contains(#""line": 4"#))
        let count = try BinaryRunner.run(["query", "--count", "a[data-turbo-method]"], in: root)
        #expect(count.standardOutput == "2\n")
        let none = try BinaryRunner.run(["query", "video"], in: root)
        #expect(none.exitCode == 1 && none.standardOutput.isEmpty)
        let bad = try BinaryRunner.run(["query", "a[href"], in: root)
        #expect(bad.exitCode == 2)
        #expect(bad.standardError.contains("bad CSS selector `a[href`: expected `]` or one of"), "\(bad.standardError)")
        #expect(bad.standardError.contains("(column 7 of the selector)"), "\(bad.standardError)")
    }

    @Test func rulesAndExplainShowTheProjectsCustomRules() throws {
        let root = try project()
        let text = try BinaryRunner.run(["rules"], in: root)
        #expect(text.exitCode == 0)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        func padded(_ id: String) -> String { id.padding(toLength: width, withPad: " ", startingAt: 0) }
        let expected: [String] = [
            padded("custom:img-needs-alt") + "  warning      images need alt text for screen readers",
            String(repeating: " ", count: width + 15) + "help: add alt=\"\" for decorative images",
            padded("custom:no-turbo-method-links") + "  error        use button_to for a non-GET request",
        ]
        #expect(Array(lines.suffix(3)) == expected, "\(text.standardOutput)")
        #expect(lines.first?.hasPrefix(RuleRegistry.ids[0]) == true)
        let json = try BinaryRunner.run(["rules", "--format", "json"], in: root).standardOutput
        let list = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        let custom = list.first { $0["id"] as? String == "custom:img-needs-alt" }
        #expect(custom?["help"] as? String == "add alt=\"\" for decorative images")
        #expect(custom?["css"] as? String == "img:not([alt])")
        #expect(custom?["severity"] as? String == "warning")
        let ids = try BinaryRunner.run(["rules", "--format", "ids"], in: root).standardOutput
        #expect(ids == (RuleRegistry.ids + ["custom:img-needs-alt", "custom:no-turbo-method-links"]).map { $0 + "\n" }.joined())
        // From a folder of the project, and naming the project from elsewhere.
        #expect(try BinaryRunner.run(["rules", "--format", "ids"], in: root.appendingPathComponent("app/views")).standardOutput == ids)
        #expect(try BinaryRunner.run(["rules", "--format", "ids", root.path]).standardOutput == ids)

        let explained = try BinaryRunner.run(["explain", "custom:no-turbo-method-links"], in: root)
        #expect(explained.exitCode == 0)
        #expect(explained.standardOutput == """
            # custom:no-turbo-method-links

            Severity: error

            use button_to for a non-GET request

            A custom rule of this project (`.bridgelint.yml`), xpath: `//a[@data-turbo-method]`

            """)
        let typo = try BinaryRunner.run(["explain", "custom:img-need-alt"], in: root)
        #expect(typo.exitCode == 2)
        #expect(typo.standardError.contains("unknown rule `custom:img-need-alt` (did you mean `custom:img-needs-alt`?)"), "\(typo.standardError)")
        let elsewhere = try TemporaryProject.make([".git/HEAD": "ref: refs/heads/main\n"])
        #expect(try BinaryRunner.run(["explain", "custom:img-needs-alt"], in: elsewhere).exitCode == 2)
    }

    @Test func rulesListsTheBuiltInRulesWhenTheConfigurationHasErrors() throws {
        let root = try project(configuration: "custom_rules:\n  - id: broken\n    css: \"img:hover\"\n    message: x\n")
        let result = try BinaryRunner.run(["rules", "--format", "ids"], in: root)
        #expect(result.exitCode == 2)
        #expect(result.standardOutput == RuleRegistry.ids.map { $0 + "\n" }.joined())
        #expect(result.standardError.contains("custom rule `broken` cannot be used"), "\(result.standardError)")
    }

    /// `path:line:column rule severity message` of each finding of a JSON report.
    static func findings(_ output: String) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return (json?["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
            let range = diagnostic["range"] as? [String: Any]
            return "\(diagnostic["path"] ?? ""):\(range?["line"] ?? 0):\(range?["column"] ?? 0) \(diagnostic["rule"] ?? "") \(diagnostic["severity"] ?? "") \(diagnostic["message"] ?? "")"
        }.sorted()
    }
}

/// A template of a temporary project, parsed.
private enum TemplateParserInput {
    static func file(_ root: URL, _ path: String) -> Template {
        let bytes = (try? Data(contentsOf: root.appendingPathComponent(path))).map { [UInt8]($0) } ?? []
        return TemplateParser.parse(SourceFile(path: path, bytes: bytes))
    }
}
