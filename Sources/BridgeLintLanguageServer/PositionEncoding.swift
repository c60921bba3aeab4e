import BridgeLintCore

/// A zero-based line and character, as LSP counts them.
public struct LSPPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// The unit LSP `character` offsets count, as negotiated in `initialize`.
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The first encoding of the client's preference list that the server supports; UTF-16
    /// when the client lists none, as LSP requires.
    public static func negotiate(clientSupports encodings: [String]) -> PositionEncoding {
        encodings.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }

    /// The byte offset of `position` in `file`. A line past the end gives the end of the text; a
    /// character past the end of its line gives the end of the line (before its line break); a
    /// character inside a scalar (half a surrogate pair) gives the end of that scalar.
    public func offset(of position: LSPPosition, in file: SourceFile) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < file.lineStarts.count else { return file.bytes.count }
        let end = lineContentEnd(position.line, in: file)
        var offset = file.lineStarts[position.line]
        var units = 0
        while units < position.character, offset < end {
            let length = scalarLength(at: offset, in: file.bytes)
            units += self == .utf8 ? length : (length == 4 ? 2 : 1)
            offset = min(offset + length, end)
        }
        return offset
    }

    /// The position of a byte offset (clamped to the text) in `file`.
    public func position(of offset: Int, in file: SourceFile) -> LSPPosition {
        let clamped = min(max(offset, 0), file.bytes.count)
        let line = file.lineIndex(containing: clamped)
        var index = file.lineStarts[line]
        var units = 0
        while index < clamped {
            let length = scalarLength(at: index, in: file.bytes)
            units += self == .utf8 ? min(length, clamped - index) : (length == 4 ? 2 : 1)
            index += length
        }
        return LSPPosition(line: line, character: units)
    }

    /// Where a line's text ends: before `\n` or `\r\n`.
    private func lineContentEnd(_ line: Int, in file: SourceFile) -> Int {
        guard line + 1 < file.lineStarts.count else { return file.bytes.count }
        var end = file.lineStarts[line + 1] - 1
        if end > file.lineStarts[line], file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The length of the UTF-8 sequence starting at `offset`, by its lead byte (at least 1).
    private func scalarLength(at offset: Int, in bytes: [UInt8]) -> Int {
        let lead = bytes[offset]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var end = offset + 1
        while end < min(offset + length, bytes.count), bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end - offset
    }
}
