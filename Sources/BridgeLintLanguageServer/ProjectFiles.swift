import BridgeLintCore
import Foundation

/// The text of project files as the editor sees them: the open buffer when the file is open,
/// else the file on disk; and the conversion of places in them to LSP locations.
struct ProjectFiles {
    let root: String
    let encoding: PositionEncoding
    /// Open buffers by absolute path.
    let openFiles: [String: SourceFile]

    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

    func file(_ path: String) -> SourceFile? {
        let absolute = absolutePath(path)
        if let open = openFiles[absolute] { return open }
        return FileManager.default.contents(atPath: absolute).map { SourceFile(path: absolute, bytes: [UInt8]($0)) }
    }

    /// The text of a root-relative (or absolute) path.
    func text(_ path: String) -> String? {
        file(path).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    func uri(_ path: String) -> String {
        URL(fileURLWithPath: absolutePath(path)).absoluteString
    }

    /// An LSP range of a byte range in `path` (the start of the file when it cannot be read).
    func range(_ range: SourceRange, in path: String) -> JSONValue {
        guard let file = file(path) else { return DiagnosticConversion.range(from: LSPPosition(line: 0, character: 0), to: LSPPosition(line: 0, character: 0)) }
        return DiagnosticConversion.range(from: encoding.position(of: range.start, in: file), to: encoding.position(of: range.end, in: file))
    }

    /// An LSP `Location`.
    func location(_ place: ProjectPlace) -> JSONValue {
        let range: JSONValue
        switch place.spot {
        case .bytes(let bytes):
            range = self.range(bytes, in: place.path)
        case .lineColumn(let line, let column):
            if let file = file(place.path) {
                let offset = file.offset(line: line, column: column)
                range = self.range(file.tokenRange(at: offset), in: place.path)
            } else {
                let position = LSPPosition(line: max(line - 1, 0), character: max(column - 1, 0))
                range = DiagnosticConversion.range(from: position, to: position)
            }
        }
        return .object([("uri", .string(uri(place.path))), ("range", range)])
    }
}
