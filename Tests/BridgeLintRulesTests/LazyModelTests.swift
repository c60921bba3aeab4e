import BridgeLintCore
import BridgeLintEngine
import BridgeLintProject
import Foundation
import Testing

/// A run over named files reads the project model part by part, as its rules ask: each
/// template's findings are those it gets when every part is read first, and what the run says
/// it could not see is what the parts it read could not see.
@Suite struct LazyModelTests {
    /// Every example of every rule document (controllers, native components, path
    /// configurations, routes, schema and models, packages: each part some rule reads), each
    /// template linted alone, once with the parts read as asked, once with all read first.
    @Test(arguments: try RuleDocument.loadAll())
    func aTemplateLintedAloneFindsWhatTheWholeModelFinds(_ document: RuleDocument) throws {
        for example in document.examples {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-lazy-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try ExampleProject.write(document.files(of: example), to: root)
            for template in Workspace(containing: root.path).templates(for: [root.path]).files {
                let asAsked = Self.findings(of: template, root: root.path, readingEveryPartFirst: false)
                let whole = Self.findings(of: template, root: root.path, readingEveryPartFirst: true)
                #expect(asAsked == whole, "\(document.id).md line \(example.documentLine), \(template)")
            }
        }
    }

    /// A form reads the schema and the models; a template without one does not, and a run over
    /// it says nothing about a model file it could not read.
    @Test func theSchemaIsReadForAFormOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-lazy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "db/schema.rb": "ActiveRecord::Schema[7.1].define do\n  create_table \"posts\" do |t|\n    t.string \"title\"\n  end\nend\n",
            "app/models/post.rb": "class Post < ApplicationRecord\nend\n",
            "app/models/legacy.rb": "class Legacy < ApplicationRecord\n\u{0}\u{0}\nend\n",
            "app/views/posts/_form.html.erb": "<%= form_with model: @post do |form| %>\n  <%= form.text_field :titel %>\n<% end %>\n",
            "app/views/posts/show.html.erb": "<p>Shown</p>\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let note = "app/models/legacy.rb: not read: "
        let plain = Workspace(containing: root.path)
        _ = Self.lint(root.path + "/app/views/posts/show.html.erb", in: plain)
        #expect(!plain.project.limitationsOfPartsRead.contains { $0.hasPrefix(note) })
        #expect(plain.project.limitations.contains { $0.hasPrefix(note) })

        let form = Workspace(containing: root.path)
        let found = Self.lint(root.path + "/app/views/posts/_form.html.erb", in: form)
        #expect(found.contains { $0.ruleID == "form-field-typo" || $0.ruleID == "form-unknown-field" }, "\(found)")
        #expect(form.project.limitationsOfPartsRead.contains { $0.hasPrefix(note) })
    }

    private static func findings(of template: String, root: String, readingEveryPartFirst: Bool) -> [Diagnostic] {
        let workspace = Workspace(containing: root)
        if readingEveryPartFirst { _ = workspace.project.inputs }
        return lint(template, in: workspace)
    }

    private static func lint(_ template: String, in workspace: Workspace) -> [Diagnostic] {
        let linter = Linter(project: workspace.project, corpus: workspace.corpus())
        let run = LintRun(workspace: workspace, linter: linter) { workspace.relativePath(of: $0) }
        return run.run(paths: [template], wholeProject: false).report.files.flatMap(\.diagnostics)
    }
}
