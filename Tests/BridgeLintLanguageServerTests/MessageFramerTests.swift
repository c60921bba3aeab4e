import BridgeLintLanguageServer
import Testing

struct MessageFramerTests {
    private func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    private func drain(_ framer: inout MessageFramer) -> [Frame] {
        var frames: [Frame] = []
        while let next = framer.next() { frames.append(next) }
        return frames
    }

    @Test func assemblesAMessageArrivingOneByteAtATime() {
        var framer = MessageFramer()
        var frames: [Frame] = []
        for byte in frame(#"{"é":"😀"}"#) {
            framer.append([byte])
            frames += drain(&framer)
        }
        #expect(frames == [.message(Array(#"{"é":"😀"}"#.utf8))])
    }

    @Test func splitsTwoMessagesInOneRead() {
        var framer = MessageFramer()
        framer.append(frame("[1]") + frame("[2]") + Array("Content-Len".utf8))
        #expect(drain(&framer) == [.message(Array("[1]".utf8)), .message(Array("[2]".utf8))])
        framer.append(Array("gth: 1\r\n\r\n7".utf8))
        #expect(drain(&framer) == [.message(Array("7".utf8))])
    }

    @Test func readsOtherHeadersAndAnyCaseOfContentLength() {
        var framer = MessageFramer()
        framer.append(Array("content-length:  2 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(drain(&framer) == [.message(Array("{}".utf8))])
    }

    @Test(arguments: ["Content-Length: abc", "Content-Length: -4", "Content-Type: x", "no colon here", "Content-Length: 99999999999"])
    func skipsABadHeaderAndReadsTheNextMessage(_ header: String) {
        var framer = MessageFramer()
        framer.append(Array("\(header)\r\n\r\n".utf8) + frame("{}"))
        let frames = drain(&framer)
        #expect(frames.count == 2)
        guard case .malformedHeader = frames.first else {
            Issue.record("expected a malformed header first, got \(frames)")
            return
        }
        #expect(frames.last == .message(Array("{}".utf8)))
    }

    @Test func resynchronisesWhenACutMessageRunsIntoTheNextHeader() {
        var framer = MessageFramer()
        // A body promised 10 bytes and delivered 4; the rest is eaten from what follows.
        framer.append(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8) + frame("[1]") + frame("[2]"))
        let frames = drain(&framer)
        #expect(frames.last == .message(Array("[2]".utf8)), "\(frames)")
        framer.append(Array("{\"garbage\": true}".utf8) + frame("[3]"))
        guard case .malformedHeader = framer.next() else {
            Issue.record("expected the garbage to be reported")
            return
        }
        #expect(drain(&framer) == [.message(Array("[3]".utf8))])
    }

    @Test func dropsAnEndlessHeader() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 1))
        guard case .malformedHeader = framer.next() else {
            Issue.record("expected a malformed header")
            return
        }
        framer.append(frame("[]"))
        #expect(drain(&framer) == [.message(Array("[]".utf8))])
    }
}
