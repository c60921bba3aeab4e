import Foundation

/// Where tests put the temporary files and folders they write: one folder per test process,
/// removed when the process exits, whether or not a test removes what it wrote: many never do
/// (a cache, a copied app, a report), and others stop before their clean-up.
public enum ScratchFolder {
    /// This process's folder, made on first use.
    public static let url: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-scratch-\(getpid())-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.url) }
        return url
    }()

    /// A new path in the folder: `name`, a unique part, then `suffix` (`.sarif`); nothing is
    /// made there.
    public static func path(_ name: String, suffix: String = "") -> URL {
        url.appendingPathComponent("\(name)-\(UUID().uuidString)\(suffix)")
    }
}
