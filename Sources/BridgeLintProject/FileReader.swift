import Foundation

/// The project module's only way to read files, so scanners stay pure functions of text.
enum FileReader {
    /// The file's bytes; nil when it cannot be read or is over the size limit (which notes it).
    static func bytes(atPath path: String) -> [UInt8]? {
        if case .bytes(let bytes) = read(atPath: path) { bytes } else { nil }
    }

    /// The file's bytes, or why there are none; a file over the size limit is noted as skipped.
    static func read(atPath path: String) -> FileSizeLimit.Read {
        let limit = FileSizeLimit.current
        let result = limit.read(path)
        if case .tooLarge(let size) = result { limit.recordSkipped(path, size: size) }
        return result
    }

    /// Why `bytes` are not source text (`the file is binary, not text`), or nil when they are.
    static func notTextReason(_ bytes: [UInt8]) -> String? {
        if bytes.contains(0) { return "the file is binary, not text" }
        if String(validating: bytes, as: UTF8.self) == nil { return "the file is not valid UTF-8" }
        return nil
    }

    static func text(atPath path: String) -> String? {
        bytes(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Names of the regular files directly in `folder` (none if it cannot be read).
    static func fileNames(inFolder folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.filter { !isFolder(folder.isEmpty ? $0 : folder + "/" + $0) }
    }
}
