import BridgeLintCore
import BridgeLintEngine
import BridgeLintProject
import BridgeLintReporters
import BridgeLintRules
import BridgeLintTemplate
import Foundation
import Testing

/// Every fixable rule-doc example converges: after one `--fix` (unsafe fixes included), a second
/// finds nothing to fix, and no fix gave a template a parse problem it did not have.
@Suite struct FixConvergenceTests {
    @Test(arguments: try RuleDocument.loadAll().filter { document in
        RuleRegistry.all.contains { $0.metadata.id == document.id && $0.metadata.fixable }
    })
    func aSecondFixChangesNothing(_ document: RuleDocument) throws {
        var fixed = 0
        for example in document.examples where example.isBad {
            let files = document.files(of: example)
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-fix-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try ExampleProject.write(files, to: root)
            let lint = {
                let workspace = Workspace(containing: root.path)
                let run = LintRun(workspace: workspace, linter: Linter(project: workspace.project, corpus: workspace.corpus())) { $0 }
                return run.run(paths: workspace.templates(for: [workspace.root]).files, wholeProject: true).report
            }
            let problemsBefore = try parseProblems(files, in: root)
            let isTemplate = Workspace(containing: root.path).isTemplate
            let (outcome, _) = FixApplier.applyUntilStable(lint(), includingUnsafe: true, isTemplate: isTemplate, lint: lint)
            let second = FixApplier.applyInPlace(lint(), includingUnsafe: true, isTemplate: isTemplate)
            let where_ = "\(document.id).md line \(example.documentLine)"
            fixed += outcome.fixes
            #expect(outcome.skipped.isEmpty, "\(where_): \(outcome.skipped)")
            #expect(second.fixes == 0, "\(where_): a second --fix changed \(second.changedFiles)")
            for (path, problems) in try parseProblems(files, in: root) {
                #expect(problems.isSubset(of: problemsBefore[path] ?? []), "\(where_): fixing \(path) added \(problems)")
            }
        }
        #expect(fixed > 0, "\(document.id) is fixable, yet no bad example of it was fixed")
    }

    /// The parse problems of each template of the example as it is on disk, by path.
    private func parseProblems(_ files: [RuleDocument.File], in root: URL) throws -> [String: Set<String>] {
        var problems: [String: Set<String>] = [:]
        for file in files where TemplateName.isTemplate(file.path, registered: .none) {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(file.path)))
            problems[file.path] = Set(TemplateParser.parse(SourceFile(path: file.path, bytes: bytes)).issues.map { "\($0.kind)" })
        }
        return problems
    }
}
