/// The code blocks of a Markdown template (`guide.md.erb`, a Lookbook page): Markdown passes
/// raw HTML outside them through to the page, but inside a fenced block (```` ``` ```` or `~~~`,
/// indented at most three blanks) markup is text shown to the reader, never an element.
public enum MarkdownCode {
    /// Whether the template at `path` is Markdown (`.md.erb`, `.markdown.erb`).
    public static func isMarkdown(_ path: String) -> Bool {
        path.hasSuffix(".md.erb") || path.hasSuffix(".markdown.erb")
    }

    /// The byte ranges of the fenced code blocks of `bytes`, each from its opening fence line to
    /// the end of its closing one (or of the text, when it is never closed).
    public static func fencedBlocks(in bytes: [UInt8]) -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        var open: (start: Int, marker: UInt8, length: Int)?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            if let fence = fence(in: bytes[lineStart..<lineEnd]) {
                if let current = open {
                    if fence.marker == current.marker, fence.length >= current.length, fence.closes {
                        blocks.append(current.start..<lineEnd)
                        open = nil
                    }
                } else {
                    open = (lineStart, fence.marker, fence.length)
                }
            }
            lineStart = lineEnd
        }
        if let current = open { blocks.append(current.start..<bytes.count) }
        return blocks
    }

    /// A line that is a fence: up to three blanks, then three or more backticks or tildes; it
    /// closes a block when nothing but blanks follows.
    private static func fence(in line: ArraySlice<UInt8>) -> (marker: UInt8, length: Int, closes: Bool)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == UInt8(ascii: " "), index - line.startIndex < 3 { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: "`") || line[index] == UInt8(ascii: "~") else { return nil }
        let marker = line[index]
        var end = index
        while end < line.endIndex, line[end] == marker { end += 1 }
        guard end - index >= 3 else { return nil }
        let rest = line[end...]
        return (marker, end - index, rest.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
    }
}
