import BridgeLintCore
import BridgeLintEngine
import BridgeLintProject
import BridgeLintReporters

/// Whole-app findings in controller and native files (a component missing on one platform, a
/// message field never sent, `connect()` without `super.connect()`): one whole-project run
/// per project, kept until a project file changes, published for the open code files.
extension LanguageServer {
    /// Whether the findings of the project rules can land in the file: a script or native
    /// source (the files whose suppression comments the engine reads).
    static func isCodeFile(_ path: String) -> Bool {
        CodeComments.reads(path)
    }

    /// The whole-project findings by absolute path, computed on first use.
    private func projectFindings(at root: String) -> [String: FileReport] {
        if let known = projectFindingsByRoot[root] { return known }
        let project = projects.project(at: root)
        let run = LintRun(workspace: project.workspace, linter: project.linter, displayPath: { $0 })
        let templates = project.workspace.templates(for: [root]).files
        let outcome = run.run(paths: templates, wholeProject: true)
        let codeReports = outcome.report.files.filter { LanguageServer.isCodeFile($0.file.path) }
        let byPath = Dictionary(codeReports.map { ($0.file.path, $0) }) { first, _ in first }
        projectFindingsByRoot[root] = byPath
        return byPath
    }

    /// Publishes the whole-project findings of an open code file.
    func publishProjectFindings(_ uri: String) {
        guard let document = documents[uri], let root = roots[uri], LanguageServer.isCodeFile(document.file.path) else { return }
        let report = projectFindings(at: root)[document.file.path]
        let file = report?.file ?? document.file
        let diagnostics = report?.diagnostics ?? []
        let conversion = DiagnosticConversion(encoding: encoding, file: file, uri: uri, root: root)
        publish(uri: uri, version: document.version, diagnostics: conversion.diagnostics(diagnostics))
    }

    /// Forgets the findings of projects whose files changed, and publishes them again for the
    /// open code files there.
    func refreshProjectFindings(_ changedRoots: Set<String>) {
        for root in changedRoots { projectFindingsByRoot[root] = nil }
        for document in documents.all where roots[document.uri].map(changedRoots.contains) ?? false {
            publishProjectFindings(document.uri)
        }
    }
}
