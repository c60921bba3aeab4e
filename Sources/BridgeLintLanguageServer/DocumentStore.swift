import BridgeLintCore

/// An open buffer: the editor's text, which may differ from the file on disk.
public struct TextDocument {
    public var uri: String
    public var version: Int?
    /// The text, with its line index; its path is the file system path of `uri`.
    public var file: SourceFile
}

/// One `TextDocumentContentChangeEvent`: replace `range` (the whole text when nil).
public struct ContentChange {
    public var range: (start: LSPPosition, end: LSPPosition)?
    public var text: String

    public init(range: (start: LSPPosition, end: LSPPosition)?, text: String) {
        self.range = range
        self.text = text
    }
}

/// The buffers the client has open, keyed by URI.
public struct DocumentStore {
    private var documents: [String: TextDocument] = [:]

    public init() {}

    public subscript(uri: String) -> TextDocument? {
        documents[uri]
    }

    public var all: [TextDocument] {
        documents.values.sorted { $0.uri < $1.uri }
    }

    public mutating func open(uri: String, path: String, version: Int?, text: String) {
        documents[uri] = TextDocument(uri: uri, version: version, file: SourceFile(path: path, text: text))
    }

    public mutating func close(uri: String) {
        documents[uri] = nil
    }

    /// Applies the changes in order, each range read against the text the previous change left;
    /// false when the document is not open.
    @discardableResult
    public mutating func change(uri: String, version: Int?, changes: [ContentChange], encoding: PositionEncoding) -> Bool {
        guard var document = documents[uri] else { return false }
        for change in changes {
            document.file = DocumentStore.applying(change, to: document.file, encoding: encoding)
        }
        document.version = version
        documents[uri] = document
        return true
    }

    static func applying(_ change: ContentChange, to file: SourceFile, encoding: PositionEncoding) -> SourceFile {
        guard let range = change.range else { return SourceFile(path: file.path, text: change.text) }
        let start = encoding.offset(of: range.start, in: file)
        let end = max(start, encoding.offset(of: range.end, in: file))
        var bytes = file.bytes
        bytes.replaceSubrange(start..<end, with: change.text.utf8)
        return SourceFile(path: file.path, bytes: bytes)
    }
}
