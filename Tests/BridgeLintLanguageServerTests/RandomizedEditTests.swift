import BridgeLintCore
import Foundation
import Testing
@testable import BridgeLintLanguageServer

/// Many random edits and streams, from a fixed seed so a failure reproduces.
struct RandomizedEditTests {
    /// SplitMix64: small and deterministic.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    private static let pieces = ["a", "é", "😀", "中", "\n", "\r\n", " ", "<div>"]

    /// A valid position of `text` in `encoding`'s units: a scalar boundary before the line break.
    private func randomPosition(in text: String, encoding: PositionEncoding, using generator: inout Generator) -> (LSPPosition, Int) {
        // Split on bytes: for `Character`s, "\r\n" is one, and no "\n".
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let line = Int.random(in: 0..<lines.count, using: &generator)
        var scalars = Array(lines[line].unicodeScalars)
        if scalars.last == "\r" { scalars.removeLast() }
        let count = Int.random(in: 0...scalars.count, using: &generator)
        let prefix = String(String.UnicodeScalarView(scalars[..<count]))
        let character = encoding == .utf8 ? prefix.utf8.count : prefix.utf16.count
        let lineStart = lines[..<line].reduce(0) { $0 + $1.utf8.count + 1 }
        return (LSPPosition(line: line, character: character), lineStart + prefix.utf8.count)
    }

    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func incrementalEditsMatchAReferenceSplice(_ encoding: PositionEncoding) {
        var generator = Generator(state: 42)
        var reference = "😀 é\r\n<div>中</div>\n"
        var documents = DocumentStore()
        documents.open(uri: "file:///r.erb", path: "/r.erb", version: 0, text: reference)
        for version in 1...500 {
            let (first, firstOffset) = randomPosition(in: reference, encoding: encoding, using: &generator)
            let (second, secondOffset) = randomPosition(in: reference, encoding: encoding, using: &generator)
            let (start, end) = firstOffset <= secondOffset ? ((first, firstOffset), (second, secondOffset)) : ((second, secondOffset), (first, firstOffset))
            let insertion = (0..<Int.random(in: 0...3, using: &generator)).map { _ in RandomizedEditTests.pieces.randomElement(using: &generator) ?? "" }.joined()
            var bytes = Array(reference.utf8)
            bytes.replaceSubrange(start.1..<end.1, with: insertion.utf8)
            reference = String(decoding: bytes, as: UTF8.self)
            documents.change(uri: "file:///r.erb", version: version, changes: [ContentChange(range: (start.0, end.0), text: insertion)], encoding: encoding)
            let text = String(decoding: documents["file:///r.erb"]?.file.bytes ?? [], as: UTF8.self)
            guard text == reference else {
                Issue.record("edit \(version) in \(encoding): \(text.debugDescription) != \(reference.debugDescription)")
                return
            }
        }
    }

    @Test func survivesAStreamOfGarbageAndFragmentsAndStillAnswers() throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController])
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","version":1,"text":"<div data-controller=\"bridge--nva\">😀</div>"}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":40},"end":{"line":9,"character":99}},"text":"\ud83d\ude00"}]}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":99},"end":{"line":0,"character":0}},"context":{}}}"#,
        ]
        var generator = Generator(state: 7)
        var framer = MessageFramer()
        let server = LanguageServer { _ in }
        for _ in 0..<3000 {
            let message = Array((messages.randomElement(using: &generator) ?? "").utf8)
            var body = message
            for _ in 0..<Int.random(in: 0...3, using: &generator) where !body.isEmpty {
                body[Int.random(in: 0..<body.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            var chunk = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
            if Bool.random(using: &generator) {
                // Sometimes a broken header or a cut message.
                chunk.removeLast(Int.random(in: 0...min(chunk.count, 20), using: &generator))
                chunk += Array("\r\n\r\n".utf8)
            }
            framer.append(chunk)
            while let frame = framer.next() { _ = server.handle(frame) }
        }
        // Whatever state the stream left, a fresh, well-framed request still gets its answer.
        // (A header the garbage left may claim bytes of the next messages: send a few.)
        var recovered = false
        let request = #"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#
        framer.append(Array("\r\n\r\n".utf8))
        for _ in 0..<5 {
            framer.append(Array("Content-Length: \(request.utf8.count)\r\n\r\n\(request)".utf8))
            while let frame = framer.next() {
                recovered = recovered || server.handle(frame).contains { $0.contains("\"id\":99") }
            }
        }
        #expect(recovered)
    }
}
