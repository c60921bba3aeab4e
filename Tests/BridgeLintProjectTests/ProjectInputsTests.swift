import BridgeLintProject
import Foundation
import Testing

/// What a project load looked at (`ProjectInputs`) tells, without loading again, whether the
/// load would find the same: a changed source makes it changed; a new time on the same bytes
/// does not. (Files added or removed change the repository's file list, which the result cache
/// keys on besides.)
@Suite struct ProjectInputsTests {
    private func project() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("app/javascript/controllers/menu_controller.js", "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n")
        folder.write("db/schema.rb", "ActiveRecord::Schema[7.1].define(version: 1) do\n  create_table \"posts\" do |t|\n    t.string \"title\"\n  end\nend\n")
        return folder
    }

    private func inputs(of folder: TemporaryFolder) -> ProjectInputs {
        ProjectModel.load(root: folder.path, configuration: Configuration()).inputs
    }

    private func areUnchanged(_ inputs: ProjectInputs, in folder: TemporaryFolder) -> Bool {
        inputs.areUnchanged(root: folder.path, digests: FileDigests(root: folder.path, stored: nil) { _ in }, maxFileSize: FileSizeLimit.defaultBytes)
    }

    @Test func theInputsOfALoadHoldUntilASourceChanges() throws {
        let folder = project()
        let inputs = inputs(of: folder)
        #expect(inputs.entries.contains { $0.kind == .read && $0.path == "app/javascript/controllers/menu_controller.js" && $0.status != nil })
        #expect(areUnchanged(inputs, in: folder))
        folder.write("app/javascript/controllers/menu_controller.js", "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller { static targets = [\"x\"] }\n")
        #expect(!areUnchanged(inputs, in: folder))
        #expect(inputs.fingerprint != self.inputs(of: folder).fingerprint)
    }

    @Test func aNewTimeOnTheSameBytesIsUnchanged() throws {
        let folder = project()
        let inputs = inputs(of: folder)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 120)], ofItemAtPath: folder.path + "/db/schema.rb")
        #expect(areUnchanged(inputs, in: folder))
        #expect(inputs.fingerprint == self.inputs(of: folder).fingerprint)
    }

    /// Paths are root-relative: the same project in another folder (a clone elsewhere, a CI
    /// runner) has the same inputs, and they hold there.
    @Test func aCopyElsewhereHasTheSameInputs() throws {
        let (folder, copy) = (project(), project())
        let inputs = inputs(of: folder)
        #expect(!inputs.entries.contains { $0.path.hasPrefix(folder.path) })
        #expect(inputs.fingerprint == self.inputs(of: copy).fingerprint)
        #expect(areUnchanged(inputs, in: copy))
    }

    @Test func theyComeBackFromTheirEncodingWithTheSameFingerprint() throws {
        let inputs = inputs(of: project())
        let decoded = try JSONDecoder().decode(ProjectInputs.self, from: try JSONEncoder().encode(inputs))
        // The statuses are for `FileDigests`, not stored.
        #expect(decoded.entries == inputs.entries.map { input in
            var stored = input
            stored.status = nil
            return stored
        })
        #expect(decoded.fingerprint == inputs.fingerprint)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ProjectInputs.self, from: Data(#""read\tonly three""#.utf8)) }
    }
}
