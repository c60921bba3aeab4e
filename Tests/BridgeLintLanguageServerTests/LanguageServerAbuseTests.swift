import BridgeLintCore
import Foundation
@testable import BridgeLintLanguageServer
import Testing

/// `bridgelint lsp` fed what a broken or hostile client sends: each answered as JSON-RPC and
/// LSP say, and the server keeps serving (or ends cleanly when the client is gone).
@Suite(.serialized, .timeLimit(.minutes(2)))
struct LanguageServerAbuseTests {
    private func initialized(timeout: Double = 20) throws -> LSPClient {
        let client = try LSPClient(timeout: timeout)
        _ = try client.request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{}}"#)
        try client.notify("initialized")
        return client
    }

    /// A header cut short, then a whole message: the framer resynchronises on the next
    /// `Content-Length` and the request after the garbage is answered.
    @Test func aTruncatedHeaderIsSkippedAndTheNextMessageAnswered() throws {
        let client = try initialized()
        let request = #"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#
        try client.sendUnframed("Content-Len")
        try client.sendUnframed("Content-Length: \(request.utf8.count)\r\n\r\n\(request)")
        let answer = try client.receive("the answer to shutdown") { $0["id"] == .number(7) }
        #expect(answer == (try JSONParser.parse(#"{"jsonrpc":"2.0","id":7,"result":null}"#)))
    }

    /// Too short: the server reads a cut body (a parse error, id null), then skips the rest up
    /// to the next header. Too long: the body swallows the next message's header, so one parse
    /// error answers both; the message after them is answered.
    @Test func aWrongContentLengthIsAParseErrorAndServingGoesOn() throws {
        let client = try initialized()
        let hover = #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{}}"#
        try client.sendUnframed("Content-Length: 10\r\n\r\n\(hover)")
        let short = try client.receive("a parse error") { $0["error"] != nil }
        #expect(short["error"]?["code"] == .number(-32700))
        #expect(short["error"]?["message"] == .string("invalid JSON: expected `:`, found the end at byte 10"))
        #expect(short["id"] == .null)

        try client.sendUnframed("Content-Length: \(hover.utf8.count + 30)\r\n\r\n\(hover)")
        try client.sendRaw(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
        let long = try client.receive("a parse error") { $0["error"] != nil }
        #expect(long["error"]?["code"] == .number(-32700))
        #expect(long["id"] == .null)
        #expect(try client.request("shutdown")["result"] == .null)
    }

    @Test func aLengthOverTheLimitIsRefusedWithoutReadingIt() throws {
        let client = try initialized()
        try client.sendUnframed("Content-Length: \(MessageFramer.maximumContentLength + 1)\r\n\r\n")
        #expect(try client.request("shutdown")["result"] == .null)
        #expect(client.residentKilobytes.map { $0 < MessageFramer.maximumContentLength / 1024 } ?? true)
    }

    /// (body, code, id): JSON-RPC 2.0 section 5.1.
    @Test(arguments: [
        ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":", -32700, JSONValue.null),
        ("[]", -32600, .null),
        ("{\"jsonrpc\":\"1.0\",\"id\":4,\"method\":\"shutdown\"}", -32600, .number(4)),
        ("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":12}", -32600, .number(5)),
        ("{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"workspace/unknownThing\",\"params\":{}}", -32601, .number(6)),
        ("{\"jsonrpc\":\"2.0\",\"id\":\"s\",\"method\":\"textDocument/hover\",\"params\":{\"position\":7}}", -32602, .string("s")),
    ] as [(String, Int, JSONValue)])
    func malformedMessagesGetTheirErrorCode(body: String, code: Int, id: JSONValue) throws {
        let client = try initialized()
        try client.sendRaw(body)
        let answer = try client.receive("an error") { $0["error"] != nil }
        #expect(answer["error"]?["code"] == .number(code), "\(answer.serialized())")
        #expect(answer["id"] == id)
        #expect(try client.request("shutdown")["result"] == .null)
    }

    /// Before `initialize`: requests are refused with -32002, notifications dropped (LSP 3.17,
    /// "initialize"); an unknown notification is ignored at any time.
    @Test func beforeInitializeRequestsAreRefusedAndNotificationsDropped() throws {
        let root = try TemporaryProject.make([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let client = try LSPClient()
        try client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"erb","version":1,"text":"<div data-controller=\"x\">"}}"#)
        try client.notify("$/unknownNotification", "{}")
        let refused = try client.request("shutdown")
        #expect(refused["error"]?["code"] == .number(-32002))
        #expect(refused["error"]?["message"] == .string("the server is not initialized"))
        _ = try client.request("initialize", #"{"capabilities":{}}"#)
        // The document opened too early is unknown: a request about it has nothing to answer.
        let hover = try client.request("textDocument/hover", #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":20}}"#)
        #expect(hover["result"] == .null, "\(hover.serialized())")
        #expect(try client.request("initialize", #"{"capabilities":{}}"#)["error"]?["code"] == .number(-32600))
    }

    /// Positions past the end of a line or of the document are clamped to it (LSP: a
    /// character beyond the line's length means its end).
    @Test func editsAtPositionsOutOfRangeAreClampedNotFatal() throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController])
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let client = try initialized()
        try client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"erb","version":1,"text":"<div data-controller=\"bridge--nav\"></div>\n"}}"#)
        #expect(try client.notification("textDocument/publishDiagnostics")["diagnostics"] == .array([]))
        for (version, range) in [
            (2, #"{"start":{"line":500,"character":0},"end":{"line":900,"character":3}}"#),
            (3, #"{"start":{"line":0,"character":9999},"end":{"line":0,"character":-5}}"#),
            (4, #"{"start":{"line":-1,"character":0},"end":{"line":0,"character":0}}"#),
        ] {
            try client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":\#(range),"text":"<p data-controller=\"nope\"></p>"}]}"#)
            _ = try client.receive("diagnostics of version \(version)") { $0["params"]?["version"] == .number(version) }
        }
        let hover = try client.request("textDocument/hover", #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":99999,"character":99999}}"#)
        #expect(hover["error"] == nil, "\(hover.serialized())")
        #expect(try client.request("shutdown")["result"] == .null)
    }

    /// Ten thousand changes as fast as the pipe takes them: every one applied in order, the
    /// diagnostics of the last version published, answers still prompt, memory bounded: the
    /// second five thousand changes add little to what the first left resident (measured as a
    /// steady state, since AddressSanitizer keeps freed memory in quarantine for a while).
    @Test func tenThousandRapidChangesEndInTheLastVersionsDiagnostics() throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController])
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let client = try initialized(timeout: 120)
        try client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"erb","version":0,"text":"<div data-controller=\"bridge--nav\"></div>\n<p class=\"\"></p>\n"}}"#)
        _ = try client.notification("textDocument/publishDiagnostics")
        let changes = 10_000
        var halfway: Int?
        let valueStart = #"<p class=""#.count
        var batch = ""
        for version in 1...changes {
            // Each change types one character at the end of the class value; the last one
            // closes it and adds a mistyped controller.
            let text = version == changes ? #"\" data-controller=\"bridge--nva"# : "x"
            let column = valueStart + version - 1
            let body = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":1,"character":\#(column)},"end":{"line":1,"character":\#(column)}},"text":"\#(text)"}]}}"#
            batch += "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
            if version % 500 == 0 || version == changes {
                try client.sendUnframed(batch)
                batch = ""
            }
            if version == changes / 2 {
                _ = try client.receive("the diagnostics at half way") { $0["params"]?["version"] == .number(version) }
                halfway = client.residentKilobytes
            }
        }
        let last = try client.receive("the diagnostics of the last change") { $0["params"]?["version"] == .number(changes) }
        let diagnostics = last["params"]?["diagnostics"]?.array ?? []
        #expect(diagnostics.count == 1, "\(last.serialized())")
        let typo = valueStart + changes - 1 + #"" data-controller=""#.count
        #expect(diagnostics.first?["range"] == (try JSONParser.parse(#"{"start":{"line":1,"character":\#(typo)},"end":{"line":1,"character":\#(typo + 11)}}"#)))
        #expect(try client.request("shutdown")["result"] == .null)
        if let halfway, let after = client.residentKilobytes {
            #expect(after - halfway < 64 * 1024, "resident memory grew from \(halfway) KB to \(after) KB")
        }
    }

    /// The client vanishes without `shutdown` or `exit`, its end of both pipes closed: the
    /// server notices the end of its input and exits with 1 (LSP: exit without shutdown), it
    /// is not killed by SIGPIPE writing to a closed pipe.
    @Test func aClientThatDisappearsEndsTheServerCleanly() throws {
        let process = Process()
        process.executableURL = LSPClient.binary
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try output.fileHandleForReading.close()
        let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        try input.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: 20)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!process.isRunning)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
    }
}
