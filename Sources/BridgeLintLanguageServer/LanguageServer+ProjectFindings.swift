import BridgeLintCore
import BridgeLintEngine
import BridgeLintProject
import BridgeLintReporters

/// Whole-app findings in controller and native files (a component missing on one platform, a
/// message field never sent, `connect()` without `super.connect()`): one whole-project run
/// per project, kept until a project file changes, published for the open code files. `run`
/// computes it in the background (it lints every template); in-process it runs on the spot.
extension LanguageServer {
    /// Whether the findings of the project rules can land in the file: a script or native
    /// source (the files whose suppression comments the engine reads).
    static func isCodeFile(_ path: String) -> Bool {
        CodeComments.reads(path)
    }

    /// The whole-project findings of a project by absolute path, of the project model `project`;
    /// none where no controllers were found (a script opened outside any app must not start a
    /// walk of whatever folder holds it).
    static func projectFindings(of project: ProjectCache.Project) -> [String: FileReport] {
        guard project.workspace.project.knowsControllers else { return [:] }
        let run = LintRun(workspace: project.workspace, linter: project.linter, displayPath: { $0 })
        let templates = project.workspace.templates(for: [project.workspace.root]).files
        let codeReports = run.run(paths: templates, wholeProject: true).report.files.filter { isCodeFile($0.file.path) }
        return Dictionary(codeReports.map { ($0.file.path, $0) }) { first, _ in first }
    }

    /// Publishes the whole-project findings of an open code file, once they are known.
    func publishProjectFindings(_ uri: String) {
        guard let document = documents[uri], let root = roots[uri], LanguageServer.isCodeFile(document.file.path) else { return }
        guard let findings = projectFindingsByRoot[root] else {
            startProjectFindings(root)
            return
        }
        let report = findings[document.file.path]
        let conversion = DiagnosticConversion(encoding: encoding, file: report?.file ?? document.file, uri: uri, root: root)
        publish(uri: uri, version: document.version, diagnostics: conversion.diagnostics(report?.diagnostics ?? []))
    }

    /// Computes the findings of `root`: in the background when `run` allows, else on the spot.
    private func startProjectFindings(_ root: String) {
        let project = projects.project(at: root)
        guard let startFindings else {
            projectFindingsByRoot[root] = LanguageServer.projectFindings(of: project)
            refreshProjectFindings(publishingOnly: root)
            return
        }
        guard !findingsRunning.contains(root) else { return }
        findingsRunning.insert(root)
        startFindings(ServerInbox.FindingsRequest(root: root, generation: findingsGeneration[root, default: 0], project: project))
    }

    /// Puts findings computed in the background in place, unless the project changed since.
    func install(_ findings: ServerInbox.Findings) -> [String] {
        findingsRunning.remove(findings.root)
        if findings.generation == findingsGeneration[findings.root, default: 0] {
            projectFindingsByRoot[findings.root] = findings.byPath
        }
        refreshProjectFindings(publishingOnly: findings.root)
        return takeOutgoing()
    }

    /// Forgets the findings of projects whose files changed, and publishes them again for the
    /// open code files there.
    func refreshProjectFindings(_ changedRoots: Set<String>) {
        for root in changedRoots {
            projectFindingsByRoot[root] = nil
            findingsGeneration[root, default: 0] += 1
            refreshProjectFindings(publishingOnly: root)
        }
    }

    private func refreshProjectFindings(publishingOnly root: String) {
        for document in documents.all where roots[document.uri] == root {
            publishProjectFindings(document.uri)
        }
    }
}
