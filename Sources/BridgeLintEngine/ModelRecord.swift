import BridgeLintCore
import BridgeLintProject
import Foundation

/// What the last load of a project model looked at and what it could not see, kept in the
/// result cache so that a run over an unchanged project needs no model at all: when every input
/// is still what the load found (a `stat` per file read, a hash only for a file whose size or
/// time changed: `FileDigests`), the model's fingerprint and its limitations are known without reading a
/// controller, and templates whose findings are cached are never parsed.
struct ModelRecord: Codable {
    /// Everything else the model is a function of: the bridgelint build, the configuration,
    /// the repository's file list (see `ResultCache`).
    var key: String
    var inputs: ProjectInputs
    var limitations: [String]

    /// The record at `path`, if it was written for `key` and its inputs are unchanged in the
    /// repository at `root`.
    static func unchanged(at path: String, key: String, root: String, digests: FileDigests, maxFileSize: Int) -> ModelRecord? {
        guard let data = FileManager.default.contents(atPath: path),
              let record = try? JSONDecoder().decode(ModelRecord.self, from: data),
              record.key == key, record.inputs.areUnchanged(root: root, digests: digests, maxFileSize: maxFileSize)
        else { return nil }
        return record
    }

    /// A hash of the key and the inputs: equal for equal models.
    var fingerprint: String {
        StableHash.fnv1a(key + "\n" + inputs.fingerprint)
    }
}
