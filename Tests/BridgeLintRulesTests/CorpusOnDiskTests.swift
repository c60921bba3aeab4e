import BridgeLintCore
import BridgeLintEngine
import BridgeLintReporters
import Foundation
import Testing

/// A corpus too large to keep in memory reads its templates from disk at each pass (see
/// `FileTexts`): the cross-file rules find exactly what they find with the texts in memory.
@Suite struct CorpusOnDiskTests {
    static let todoApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/todo-app").standardizedFileURL.path

    /// Every finding of a whole-project run of the example app, one line each.
    static func findings(retainedBytes: Int) -> [String] {
        let workspace = Workspace(containing: todoApp)
        let linter = Linter(project: workspace.project, corpus: workspace.corpus(retainedBytes: retainedBytes))
        let run = LintRun(workspace: workspace, linter: linter) { workspace.relativePath(of: $0) }
        let report = run.run(paths: workspace.templates(for: [workspace.root]).files, wholeProject: true).report
        return report.files.flatMap { file in
            file.diagnostics.map { "\(file.displayPath):\($0.range.start)-\($0.range.end) [\($0.ruleID)] \($0.message)" }
        }
    }

    @Test func findingsDoNotDependOnWhereTheTextsAre() {
        let inMemory = Self.findings(retainedBytes: FileTexts.retainedBytes)
        let onDisk = Self.findings(retainedBytes: 0)
        // The rules that ask the corpus report here (the example app has each mistake once).
        for rule in ["turbo-unknown-frame", "turbo-unknown-stream-target", "turbo-frame-src-missing-frame", "turbo-duplicate-frame", "stimulus-out-of-scope"] {
            #expect(inMemory.contains { $0.contains("[\(rule)]") }, "\(rule)")
        }
        #expect(onDisk == inMemory)
    }
}
