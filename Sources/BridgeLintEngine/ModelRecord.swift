import BridgeLintCore
import BridgeLintProject
import Foundation

/// What the last loads of a project model looked at, part by part (see `ProjectModel.partsMade`),
/// and what they could not see, kept in the result cache so that a run over an unchanged project
/// needs no model at all: while a part's inputs are what its load found (a `stat` per file read,
/// a hash only for a file whose size or time changed: `FileDigests`), its fingerprint and its
/// notes are known without reading a controller, and templates whose findings depend only on
/// such parts are never parsed.
///
/// A run over named files reads only the parts its templates' rules ask for, so the record
/// holds the parts of several runs: each run adds those it made and keeps the others' while
/// they are unchanged. Kept in `CompactWriter`'s format (`model.bin`): decoding it as JSON was
/// a twentieth of a warm run over one file.
struct ModelRecord: Equatable {
    /// Bumped when what is stored changes shape.
    static let format = 1

    /// Everything else the model is a function of: the bridgelint build, the configuration,
    /// the repository's file list (see `ResultCache`).
    var key: String
    /// What each part recorded looked at, by part name.
    var parts: [String: ProjectInputs]
    /// What the recorded parts could not see, and the notes about the file list.
    var notes: [ProjectNote]

    init(key: String, parts: [String: ProjectInputs], notes: [ProjectNote]) {
        (self.key, self.parts, self.notes) = (key, parts, notes)
    }

    /// The record at `path`, if it was written for `key`.
    static func read(at path: String, key: String) -> ModelRecord? {
        guard let data = FileManager.default.contents(atPath: path), let record = try? ModelRecord(bytes: [UInt8](data)), record.key == key
        else { return nil }
        return record
    }

    private init(bytes: [UInt8]) throws {
        let reader = try CompactReader(bytes: bytes)
        guard try reader.readInt() == Self.format else { throw CompactFormatError(description: "another format") }
        key = try reader.readString()
        parts = try reader.readDictionary()
        notes = try [ProjectNote](from: reader)
        guard reader.isAtEnd else { throw CompactFormatError(description: "bytes after the record") }
    }

    /// What `read(at:key:)` reads back.
    func bytes() -> [UInt8] {
        let writer = CompactWriter()
        writer.write(Self.format)
        writer.write(key)
        writer.write(parts)
        writer.write(notes)
        return writer.bytes()
    }

    /// The parts whose inputs are unchanged in the repository at `root` (`maxFileSize`: the
    /// limit the load read with), with what they looked at.
    func unchangedParts(root: String, digests: FileDigests, maxFileSize: Int) -> [String: ProjectInputs] {
        parts.filter { $0.value.areUnchanged(root: root, digests: digests, maxFileSize: maxFileSize) }
    }

    static func == (lhs: ModelRecord, rhs: ModelRecord) -> Bool {
        lhs.key == rhs.key && lhs.notes == rhs.notes && lhs.parts.mapValues(\.fingerprint) == rhs.parts.mapValues(\.fingerprint)
    }
}
