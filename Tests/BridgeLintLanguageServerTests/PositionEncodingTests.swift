import BridgeLintCore
import BridgeLintLanguageServer
import Testing

struct PositionEncodingTests {
    // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units (a surrogate pair).
    let file = SourceFile(path: "t.erb", text: "aé😀b\r\nx😀\n")

    @Test func convertsOffsetsToUTF16AndUTF8Positions() {
        let bOffset = 1 + 2 + 4
        #expect(PositionEncoding.utf16.position(of: bOffset, in: file) == LSPPosition(line: 0, character: 4))
        #expect(PositionEncoding.utf8.position(of: bOffset, in: file) == LSPPosition(line: 0, character: 7))
        let secondLineEnd = file.bytes.count - 1
        #expect(PositionEncoding.utf16.position(of: secondLineEnd, in: file) == LSPPosition(line: 1, character: 3))
        #expect(PositionEncoding.utf8.position(of: secondLineEnd, in: file) == LSPPosition(line: 1, character: 5))
        #expect(PositionEncoding.utf16.position(of: file.bytes.count, in: file) == LSPPosition(line: 2, character: 0))
    }

    @Test func convertsPositionsBackToOffsets() {
        for encoding in [PositionEncoding.utf8, .utf16] {
            for offset in [0, 1, 3, 7, 8, 10, 11, 15, 16] {
                #expect(encoding.offset(of: encoding.position(of: offset, in: file), in: file) == offset, "\(encoding) \(offset)")
            }
        }
    }

    @Test func clampsPastTheLineOrTheTextAndRoundsUpInsideAScalar() {
        // Past the end of line 0 stops before "\r\n".
        #expect(PositionEncoding.utf16.offset(of: LSPPosition(line: 0, character: 99), in: file) == 8)
        #expect(PositionEncoding.utf16.offset(of: LSPPosition(line: 9, character: 0), in: file) == file.bytes.count)
        // Between the two halves of the emoji's surrogate pair: after the emoji.
        #expect(PositionEncoding.utf16.offset(of: LSPPosition(line: 0, character: 3), in: file) == 7)
        #expect(PositionEncoding.utf8.offset(of: LSPPosition(line: 0, character: 2), in: file) == 3)
    }

    @Test func negotiatesTheClientsFirstSupportedEncodingElseUTF16() {
        #expect(PositionEncoding.negotiate(clientSupports: ["utf-32", "utf-8", "utf-16"]) == .utf8)
        #expect(PositionEncoding.negotiate(clientSupports: ["utf-16", "utf-8"]) == .utf16)
        #expect(PositionEncoding.negotiate(clientSupports: ["utf-32"]) == .utf16)
        #expect(PositionEncoding.negotiate(clientSupports: []) == .utf16)
    }
}
