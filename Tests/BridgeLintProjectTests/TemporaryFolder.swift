import Foundation

/// A scratch folder for tests that touch the file system, removed on deinit.
final class TemporaryFolder {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "bridgelint-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at the root-relative `relativePath`, creating folders.
    func write(_ relativePath: String, _ text: String = "") {
        let full = path + "/" + relativePath
        try? FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
    }

    func makeFolder(_ relativePath: String) {
        try? FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }
}
