import BridgeLintCore
import BridgeLintEngine
import BridgeLintReporters
import BridgeLintRules
import Foundation
import Testing

/// The rule docs are the source of truth: every example runs, every marker is checked, every
/// rule has a doc and every doc a rule, and the copy compiled into the binary is current.
@Suite struct RuleDocumentationTests {
    @Test func everyRuleHasADocumentAndEveryDocumentARule() throws {
        let documented = Set(try RuleDocument.loadAll().map(\.id))
        let implemented = Set(RuleRegistry.ids)
        #expect(documented.subtracting(implemented).isEmpty, "documents without a rule")
        #expect(implemented.subtracting(documented).isEmpty, "rules without a document")
    }

    @Test func everyDocumentHasTheRequiredSections() throws {
        for document in try RuleDocument.loadAll() {
            for section in ["## What it does", "## Why it matters", "## Examples", "## Fix safety", "## Options", "## References"] {
                #expect(document.text.contains(section), "\(document.id) lacks \(section)")
            }
            #expect(document.examples.contains { $0.isBad }, "\(document.id) has no bad example")
            #expect(document.examples.contains { !$0.isBad }, "\(document.id) has no good example")
        }
    }

    /// Each doc lists where the rule stays silent because a fact is unknown (DESIGN "Proof before a
    /// finding"), in a section of its own right before `## Fix safety`, so `bridgelint explain`
    /// shows it beside what the rule reports.
    @Test func everyDocumentSaysWhenItStaysSilent() throws {
        for document in try RuleDocument.loadAll() {
            for problem in Self.silenceSectionProblems(in: document) {
                Issue.record("\(document.id): \(problem)")
            }
        }
    }

    /// The check itself, on documents that break it each way.
    @Test func theSilenceSectionCheckCatchesAMissingEmptyOrMisplacedSection() {
        func problems(_ body: String) -> [String] {
            Self.silenceSectionProblems(in: RuleDocument(path: "x.md", text: "# x\n\n## What it does\n\nText.\n\n" + body))
        }
        let fixSafety = "## Fix safety\n\nNone.\n"
        #expect(problems("## When it stays silent\n\n- A dynamic value.\n\n" + fixSafety).isEmpty)
        #expect(problems(fixSafety) == ["has no `## When it stays silent` section"])
        #expect(problems("## When it stays silent\n\n" + fixSafety) == ["`## When it stays silent` lists no case (`- ` bullets)"])
        #expect(problems("## When it stays silent\n\nNothing to say.\n\n" + fixSafety) == ["`## When it stays silent` lists no case (`- ` bullets)"])
        #expect(problems(fixSafety + "\n## When it stays silent\n\n- A dynamic value.\n")
            == ["`## When it stays silent` must come right before `## Fix safety`, not before `(end)`"])
        #expect(problems("## When it stays silent\n\n- A dynamic value.\n\n## Options\n\nNone.\n\n" + fixSafety)
            == ["`## When it stays silent` must come right before `## Fix safety`, not before `Options`"])
        #expect(problems("```md\n## When it stays silent\n\n- x\n```\n\n" + fixSafety) == ["has no `## When it stays silent` section"])
    }

    /// What is wrong with a document's `## When it stays silent` section, if anything.
    static func silenceSectionProblems(in document: RuleDocument) -> [String] {
        let sections = document.sections
        guard let index = sections.firstIndex(where: { $0.title == "When it stays silent" }) else {
            return ["has no `## When it stays silent` section"]
        }
        var problems: [String] = []
        if !sections[index].lines.contains(where: { $0.hasPrefix("- ") }) {
            problems.append("`## When it stays silent` lists no case (`- ` bullets)")
        }
        let next = index + 1 < sections.count ? sections[index + 1].title : "(end)"
        if next != "Fix safety" {
            problems.append("`## When it stays silent` must come right before `## Fix safety`, not before `\(next)`")
        }
        return problems
    }

    /// Each doc states the rule's default severity first on its `Severity:` line, and right
    /// after it says why, by the scale the README states (error: breaks at run time; warning:
    /// dead or misleading markup; info: hygiene).
    @Test func everyDocumentStatesAndExplainsItsSeverity() throws {
        let severities = Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.metadata.id, $0.metadata.defaultSeverity) })
        for document in try RuleDocument.loadAll() {
            let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count > 4, let severity = severities[document.id] else {
                Issue.record("\(document.id) is too short or has no rule")
                continue
            }
            #expect(lines[2].hasPrefix("Severity: \(severity.rawValue)"), "\(document.id): line 3 must start with `Severity: \(severity.rawValue)`")
            #expect(lines[4].hasPrefix("Why this severity: "), "\(document.id): line 5 must start the `Why this severity:` paragraph")
        }
    }

    @Test(arguments: try RuleDocument.loadAll())
    func examplesProduceExactlyTheMarkedDiagnostics(_ document: RuleDocument) throws {
        for example in document.examples {
            let files = document.files(of: example)
            let reports = try ExampleProject.lint(files)
            let where_ = "\(document.id).md line \(example.documentLine)"
            if example.isBad {
                for file in files {
                    // A marker that names a severity is checked for it too.
                    let ofThisRule = (reports[file.path] ?? []).filter { $0.diagnostic.ruleID == document.id }.enumerated().map { position, found -> String in
                        let location = found.file.location(of: found.diagnostic.range)
                        let severity = position < file.markers.count && file.markers[position].severity != nil ? " \(found.diagnostic.severity.rawValue)" : ""
                        return "\(location.start.line):\(location.start.column)-\(location.end.column)" + severity
                    }
                    let expected = file.markers.map { "\($0.line):\($0.start)-\($0.end)" + ($0.severity.map { " " + $0 } ?? "") }
                    #expect(ofThisRule == expected, "\(where_), \(file.path): diagnostics \(ofThisRule), markers \(expected)")
                }
                #expect(files.contains { !$0.markers.isEmpty }, "\(where_): a bad example needs a marker")
            } else {
                let all = reports.sorted { $0.key < $1.key }.flatMap { path, found in
                    found.map { "\(path) \($0.diagnostic.ruleID) \($0.file.position(of: $0.diagnostic.range.start).line): \($0.diagnostic.message)" }
                }
                #expect(all.isEmpty, "\(where_): a good example must be clean, got \(all)")
            }
        }
    }

    @Test func theEmbeddedDocumentationIsCurrent() throws {
        let expected = RuleDocumentationGenerator.source(for: try RuleDocument.loadAll())
        let url = RuleDocumentationGenerator.generatedFile
        let current = try String(contentsOf: url, encoding: .utf8)
        if current != expected, ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_GENERATED"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "RuleDocumentation.generated.swift is stale: run `BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedDocumentationIsCurrent`")
    }
}

/// Writes an example's files into a temporary project and lints it the way the command line
/// does for the project root: every template, then the project rules.
enum ExampleProject {
    /// A diagnostic and the file it is in.
    struct Found {
        var file: SourceFile
        var diagnostic: Diagnostic
    }

    /// Writes an example's files under `root`, with Turbo vendored as `bin/importmap pin` does:
    /// an example app's pages run Turbo (see `TurboDependency.isLoaded`).
    static func write(_ files: [RuleDocument.File], to root: URL) throws {
        for file in files + [RuleDocument.File(path: "vendor/javascript/turbo.min.js", text: "", markers: [])] {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// The diagnostics by root-relative path.
    static func lint(_ files: [RuleDocument.File]) throws -> [String: [Found]] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(files, to: root)
        let workspace = Workspace(containing: root.path)
        let linter = Linter(project: workspace.project, corpus: workspace.corpus())
        let run = LintRun(workspace: workspace, linter: linter) { workspace.relativePath(of: $0) }
        let report = run.run(paths: workspace.templates(for: [workspace.root]).files, wholeProject: true).report
        var found: [String: [Found]] = [:]
        for fileReport in report.files {
            found[fileReport.displayPath, default: []] += fileReport.diagnostics.map { Found(file: fileReport.file, diagnostic: $0) }
        }
        return found
    }
}

/// Produces `RuleDocumentation.generated.swift`: the docs compiled into the binary, so
/// `bridgelint explain` needs no files at run time.
enum RuleDocumentationGenerator {
    static var generatedFile: URL {
        RuleDocument.rulesFolder.deletingLastPathComponent().appendingPathComponent("Sources/BridgeLintRules/RuleDocumentation.generated.swift")
    }

    static func source(for documents: [RuleDocument]) -> String {
        var output = """
        // Generated from Rules/*.md by RuleDocumentationTests; do not edit.
        // Regenerate: BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedDocumentationIsCurrent

        /// Each rule's documentation, as written in `Rules/<id>.md`.
        public enum RuleDocumentation {
            public static let markdown: [String: String] = [

        """
        for document in documents.sorted(by: { $0.id < $1.id }) {
            output += "        \"\(document.id)\": #\"\"\"\n\(document.text.hasSuffix("\n") ? document.text : document.text + "\n")\"\"\"#,\n"
        }
        output += "    ]\n}\n"
        return output
    }
}

extension RuleDocument: CustomTestStringConvertible {
    var testDescription: String { id }
}

/// The README's rule table names every rule, so a new rule cannot go unmentioned.
@Suite struct ReadmeRuleListTests {
    @Test func readmeNamesEveryRule() throws {
        let readme = try String(contentsOf: RuleDocument.rulesFolder.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        for id in RuleRegistry.ids {
            #expect(readme.contains("`\(id)`"), "README.md does not mention \(id)")
        }
    }
}
