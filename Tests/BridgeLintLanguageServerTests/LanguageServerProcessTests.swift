import BridgeLintCore
import Foundation
@testable import BridgeLintLanguageServer
import Testing

/// `bridgelint lsp` as an editor runs it: the built binary, JSON-RPC over its stdin and stdout.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct LanguageServerProcessTests {
    @Test func publishesFixesAndClearsATypoInAnOpenTemplate() throws {
        // Line 1 has an emoji (two UTF-16 units) and `é` before the typo, so the range shows
        // the negotiated encoding.
        let template = "<h1>Menu</h1>\n<p>😀 é</p> <div data-controller=\"bridge--nva\"></div>\n"
        let root = try TemporaryProject.make([
            "app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController,
            "app/views/menus/show.html.erb": template,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = root.appendingPathComponent("app/views/menus/show.html.erb").absoluteString
        let client = try LSPClient()

        let initialized = try client.request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{"general":{"positionEncodings":["utf-16"]}}}"#)
        let capabilities = initialized["result"]?["capabilities"]
        #expect(capabilities?["positionEncoding"] == .string("utf-16"))
        #expect(capabilities?["textDocumentSync"]?["change"] == .number(2))
        try client.notify("initialized")

        try client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"erb","version":1,"text":\#(JSONValue.string(template).serialized())}}"#)
        let opened = try client.notification("textDocument/publishDiagnostics")
        #expect(opened["uri"] == .string(uri))
        let diagnostics = opened["diagnostics"]?.array ?? []
        try #require(diagnostics.count == 1, "\(opened.serialized())")
        let typoRange = try JSONParser.parse(#"{"start":{"line":1,"character":34},"end":{"line":1,"character":45}}"#)
        #expect(diagnostics[0]["range"] == typoRange)
        #expect(diagnostics[0]["code"] == .string("stimulus-unknown-controller"))
        #expect(diagnostics[0]["severity"] == .number(1))
        #expect(diagnostics[0]["source"] == .string("bridgelint"))

        let actions = try client.request("textDocument/codeAction", #"{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":1,"character":36},"end":{"line":1,"character":36}},"context":{"diagnostics":[]}}"#)
        // The typo's own fix first, then the fixes that write code (create, disable).
        let fixes = actions["result"]?.array ?? []
        try #require(fixes.count == 3, "\(actions.serialized())")
        #expect(fixes[0]["kind"] == .string("quickfix"))
        #expect(fixes[0]["title"] == .string("use `bridge--nav` (unsafe fix)"))
        #expect(fixes[0]["isPreferred"] == .bool(false))
        let expectedEdit = JSONValue.object([("changes", .object([(uri, .array([.object([("range", typoRange), ("newText", .string("bridge--nav"))])]))]))])
        #expect(fixes[0]["edit"] == expectedEdit)

        // Type the fix: "va" (characters 43..<45) becomes "av".
        try client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":43},"end":{"line":1,"character":45}},"text":"av"}]}"#)
        let changed = try client.notification("textDocument/publishDiagnostics")
        #expect(changed["version"] == .number(2))
        #expect(changed["diagnostics"] == .array([]))

        #expect(try client.request("shutdown")["result"] == .null)
        try client.notify("exit", "null")
        #expect(try client.waitForExit() == 0)
    }

    @Test func answersMalformedJSONAndUnknownMethodsAndExitsWithOneWithoutShutdown() throws {
        let client = try LSPClient()
        try client.sendRaw("{\"jsonrpc\": \"2.0\", \"id\": 1, ")
        let parseError = try client.receive("a parse error") { $0["error"] != nil }
        #expect(parseError["error"]?["code"] == .number(-32700))
        #expect(parseError["id"] == .null)
        #expect(try client.request("textDocument/hover", "{}")["error"]?["code"] == .number(-32002))
        _ = try client.request("initialize", #"{"capabilities":{}}"#)
        #expect(try client.request("textDocument/documentSymbol", "{}")["error"]?["code"] == .number(-32601))
        #expect(try client.request("textDocument/hover", "{}")["error"]?["code"] == .number(-32602))
        try client.notify("exit", "null")
        #expect(try client.waitForExit() == 1)
    }
}
