import BridgeLintCore
import Foundation
@testable import BridgeLintLanguageServer
import Testing

/// The editor features spoken over pipes to the built `bridgelint lsp`, positions in UTF-16 on
/// a line with an emoji.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct EditorProcessTests {
    /// An open template in `EditorProject`, with an initialized server.
    private struct Session {
        let client: LSPClient
        let root: URL
        let uri: String
        let lines: [String]

        init(_ template: String, path: String = "app/views/todos/show.html.erb", otherFiles: [String: String] = [:]) throws {
            root = try TemporaryProject.make(EditorProject.files.merging([path: template]) { $1 }.merging(otherFiles) { $1 })
            uri = root.appendingPathComponent(path).absoluteString
            lines = template.components(separatedBy: "\n")
            client = try LSPClient()
            _ = try client.request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{"general":{"positionEncodings":["utf-16"]},"textDocument":{"diagnostic":{}}}}"#)
            try client.notify("initialized")
            try client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"erb","version":1,"text":\#(JSONValue.string(template).serialized())}}"#)
            _ = try client.notification("textDocument/publishDiagnostics")
        }

        /// The UTF-16 position just after the first `marker` on `line`.
        func position(after marker: String, line: Int) throws -> String {
            let text = lines[line]
            let found = try #require(text.range(of: marker))
            return #"{"line":\#(line),"character":\#(text[..<found.upperBound].utf16.count)}"#
        }

        func ask(_ method: String, after marker: String, line: Int) throws -> JSONValue {
            try client.request(method, #"{"textDocument":{"uri":"\#(uri)"},"position":\#(try position(after: marker, line: line))}"#)["result"] ?? .null
        }

        func close() throws {
            _ = try client.request("shutdown")
            try client.notify("exit", "null")
            #expect(try client.waitForExit() == 0)
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test func completesInUTF16OnALineWithAnEmoji() throws {
        let session = try Session("<p>😀 é</p><div data-controller=\"menu\"><a data-action=\"click->menu#\"></a></div>\n")
        let result = try session.ask("textDocument/completion", after: "menu#", line: 0)
        let items = result["items"]?.array ?? []
        #expect(items.compactMap { $0["label"]?.string } == ["close", "toggle"], "\(result.serialized())")
        // The edit replaces nothing before the cursor: an empty range at character 67 (66
        // scalars: the emoji counts two UTF-16 units).
        let cursor = try JSONParser.parse(try session.position(after: "menu#", line: 0))
        #expect(cursor["character"] == .number(67))
        #expect(items.first?["textEdit"]?["range"] == .object([("start", cursor), ("end", cursor)]))
        try session.close()
    }

    @Test func completesRailsDataKeysWithUnderscores() throws {
        let session = try Session("<div data-controller=\"bridge--nav\">\n  <%= link_to \"😀\", root_path, data: { bri } %>\n</div>\n")
        let result = try session.ask("textDocument/completion", after: "{ bri", line: 1)
        let labels = result["items"]?.array?.compactMap { $0["label"]?.string } ?? []
        #expect(labels.contains("bridge__nav_target") && labels.contains("bridge_side"), "\(labels)")
        try session.close()
    }

    @Test func goesToTheControllerAndTheNativeClasses() throws {
        let session = try Session("<p>😀</p><div data-controller=\"bridge--nav\"><a data-bridge--nav-target=\"item\"></a></div>\n")
        let component = try session.ask("textDocument/definition", after: "bridge--n", line: 0).array ?? []
        let uris = component.compactMap { $0["uri"]?.string?.replacingOccurrences(of: session.root.absoluteString, with: "") }
        #expect(uris == ["/app/javascript/controllers/bridge/nav_controller.js", "/ios/App/NavComponent.swift", "/android/app/App.kt"], "\(uris)")
        let target = try session.ask("textDocument/definition", after: "target=\"it", line: 0).array ?? []
        // `static targets = ["item"]` is line 4 (0-based), `item` at characters 21..<25.
        #expect(target.first?["range"] == (try JSONParser.parse(#"{"start":{"line":4,"character":21},"end":{"line":4,"character":25}}"#)), "\(target.map { $0.serialized() })")
        try session.close()
    }

    /// Turbo names and values, and frame ids from the buffer and the app's saved templates.
    @Test func completesTurboAttributesValuesAndFrameIDs() throws {
        let frames = "<%= turbo_frame_tag \"comments\" %>\n<turbo-frame id=\"sidebar\"></turbo-frame>\n"
        let template = """
        <p>😀</p><turbo-frame id="inline"></turbo-frame><a data-turbo-frame="" data-turbo-action=""></a>
        <a data-tur></a>
        <%= link_to "😀", root_path, data: { turbo_frame: "" } %>
        """
        let session = try Session(template, otherFiles: ["app/views/posts/_frames.html.erb": frames])
        func labels(after marker: String, line: Int) throws -> [String] {
            try session.ask("textDocument/completion", after: marker, line: line)["items"]?.array?.compactMap { $0["label"]?.string } ?? []
        }
        #expect(try labels(after: "data-turbo-frame=\"", line: 0) == ["comments", "inline", "sidebar", "_self", "_top"])
        #expect(try labels(after: "data-turbo-action=\"", line: 0) == ["advance", "replace", "restore"])
        let names = try labels(after: "data-tur", line: 1)
        #expect(names.contains("data-turbo-frame") && names.contains("data-turbo-permanent"), "\(names)")
        #expect(try labels(after: "turbo_frame: \"", line: 2) == ["comments", "inline", "sidebar", "_self", "_top"])
        try session.close()
    }

    /// From `data-turbo-frame="x"` and `turbo_frame: "x"` to the frame, in this buffer or another template.
    @Test func goesToTheFrameALinkTargets() throws {
        let frames = "<p>x</p>\n<%= turbo_frame_tag \"comments\" do %><% end %>\n"
        let template = """
        <p>😀</p><turbo-frame id="inline"></turbo-frame><a data-turbo-frame="inline"></a>
        <%= link_to "😀", root_path, data: { turbo_frame: "comments" } %>
        """
        let session = try Session(template, otherFiles: ["app/views/posts/_frames.html.erb": frames])
        let inline = try session.ask("textDocument/definition", after: "data-turbo-frame=\"in", line: 0).array ?? []
        // `inline` in `id="inline"`: characters 26..<32 (the emoji counts two UTF-16 units).
        #expect(inline.first?["uri"]?.string == session.uri)
        #expect(inline.first?["range"] == (try JSONParser.parse(#"{"start":{"line":0,"character":26},"end":{"line":0,"character":32}}"#)), "\(inline.map { $0.serialized() })")
        let other = try session.ask("textDocument/definition", after: "turbo_frame: \"comm", line: 1).array ?? []
        #expect(other.compactMap { $0["uri"]?.string?.replacingOccurrences(of: session.root.absoluteString, with: "") } == ["/app/views/posts/_frames.html.erb"])
        #expect(other.first?["range"]?["start"]?["line"] == .number(1), "\(other.map { $0.serialized() })")
        try session.close()
    }

    @Test func hoversWithMarkdown() throws {
        let session = try Session("<p>😀</p><div data-controller=\"menu\"></div>\n")
        let hover = try session.ask("textDocument/hover", after: "\"me", line: 0)
        #expect(hover["contents"]?["kind"] == .string("markdown"))
        #expect(hover["contents"]?["value"]?.string?.contains("- Values: `open: Boolean`, `submitTitle: String = default`") == true, "\(hover.serialized())")
        // The range is `menu`, after the emoji's two UTF-16 units.
        #expect(hover["range"] == (try JSONParser.parse(#"{"start":{"line":0,"character":31},"end":{"line":0,"character":35}}"#)))
        try session.close()
    }

    @Test func offersToCreateTheMissingControllerAndToAddAMissingTarget() throws {
        let session = try Session("<p>😀</p><div data-controller=\"search\"></div>\n<div data-controller=\"menu\"><a data-menu-target=\"panel\"></a></div>\n")
        let range = #"{"start":\#(try session.position(after: "\"sea", line: 0)),"end":\#(try session.position(after: "\"sea", line: 0))}"#
        let actions = try session.client.request("textDocument/codeAction", #"{"textDocument":{"uri":"\#(session.uri)"},"range":\#(range),"context":{"diagnostics":[]}}"#)["result"]?.array ?? []
        let create = try #require(actions.first { $0["title"]?.string?.hasPrefix("create the controller `search`") == true }, "\(actions.map { $0.serialized() })")
        let changes = create["edit"]?["documentChanges"]?.array ?? []
        let newURI = session.root.appendingPathComponent("app/javascript/controllers/search_controller.js").absoluteString
        #expect(changes.first?["kind"] == .string("create"))
        #expect(changes.first?["uri"] == .string(newURI))
        #expect(changes.last?["edits"]?.array?.first?["newText"]?.string?.contains("export default class extends Controller") == true)
        #expect(actions.contains { $0["title"] == .string("disable `stimulus-unknown-controller` on this line") })

        let targetRange = #"{"start":\#(try session.position(after: "target=\"pa", line: 1)),"end":\#(try session.position(after: "target=\"pa", line: 1))}"#
        let targetActions = try session.client.request("textDocument/codeAction", #"{"textDocument":{"uri":"\#(session.uri)"},"range":\#(targetRange),"context":{"diagnostics":[]}}"#)["result"]?.array ?? []
        let add = try #require(targetActions.first { $0["title"]?.string?.hasPrefix("add the target `panel`") == true }, "\(targetActions.map { $0.serialized() })")
        let controllerURI = session.root.appendingPathComponent("app/javascript/controllers/menu_controller.js").absoluteString
        let edit = add["edit"]?["changes"]?[controllerURI]?.array?.first
        #expect(edit?["newText"] == .string(", \"panel\""))
        #expect(edit?["range"]?["start"] == (try JSONParser.parse(#"{"line":3,"character":36}"#)))
        try session.close()
    }

    @Test func findsReferencesAcrossTemplatesAndRenamesFromTheControllerFile() throws {
        let other = "<%= tag.div data: { controller: \"menu\", menu_submit_title_value: \"Go\" } %>\n"
        let session = try Session("<p>😀</p><div data-controller=\"menu\" data-menu-submit-title-value=\"OK\"><a data-menu-target=\"list\"></a></div>\n",
                                  otherFiles: ["app/views/todos/edit.html.erb": other])
        let references = try session.client.request("textDocument/references",
            #"{"textDocument":{"uri":"\#(session.uri)"},"position":\#(try session.position(after: "target=\"li", line: 0)),"context":{"includeDeclaration":true}}"#)["result"]?.array ?? []
        let controllerURI = session.root.appendingPathComponent("app/javascript/controllers/menu_controller.js").absoluteString
        #expect(references.compactMap { $0["uri"]?.string } == [controllerURI, session.uri], "\(references.map { $0.serialized() })")

        // Rename the value from its declaration in the open controller file.
        try session.client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(controllerURI)","languageId":"javascript","version":1,"text":\#(JSONValue.string(EditorProject.menuController).serialized())}}"#)
        let declaration = #"{"line":4,"character":40}"# // inside `submitTitle`
        let prepared = try session.client.request("textDocument/prepareRename", #"{"textDocument":{"uri":"\#(controllerURI)"},"position":\#(declaration)}"#)["result"]
        #expect(prepared?["placeholder"] == .string("submitTitle"), "\(prepared?.serialized() ?? "")")
        let edit = try session.client.request("textDocument/rename", #"{"textDocument":{"uri":"\#(controllerURI)"},"position":\#(declaration),"newName":"saveLabel"}"#)["result"]
        let changes = edit?["changes"]
        #expect(changes?[controllerURI]?.array?.first?["newText"] == .string("saveLabel"), "\(edit?.serialized() ?? "")")
        #expect(changes?[session.uri]?.array?.first?["newText"] == .string("save-label"))
        let otherURI = session.root.appendingPathComponent("app/views/todos/edit.html.erb").absoluteString
        #expect(changes?[otherURI]?.array?.first?["newText"] == .string("save_label"))
        let rejected = try session.client.request("textDocument/rename", #"{"textDocument":{"uri":"\#(controllerURI)"},"position":\#(declaration),"newName":"save label"}"#)
        #expect(rejected["error"]?["code"] == .number(-32602))
        try session.close()
    }

    @Test func renamesAControllerIdentifierAndMovesItsFile() throws {
        let session = try Session("<div data-controller=\"menu\" data-action=\"click->menu#toggle\"></div>\n")
        let edit = try session.ask("textDocument/rename", after: "\"me", line: 0)
        #expect(edit == .null) // no newName: answered with an error, checked below
        let result = try session.client.request("textDocument/rename",
            #"{"textDocument":{"uri":"\#(session.uri)"},"position":\#(try session.position(after: "\"me", line: 0)),"newName":"admin--menu"}"#)["result"]
        let documentChanges = result?["documentChanges"]?.array ?? []
        let edits = documentChanges.first?["edits"]?.array?.compactMap { $0["newText"]?.string }
        #expect(edits == ["admin--menu", "admin--menu"], "\(result?.serialized() ?? "")")
        #expect(documentChanges.last?["kind"] == .string("rename"))
        #expect(documentChanges.last?["newUri"] == .string(session.root.appendingPathComponent("app/javascript/controllers/admin/menu_controller.js").absoluteString))
        try session.close()
    }

    @Test func publishesWholeAppFindingsForAnOpenControllerFile() throws {
        let controller = "import { BridgeComponent } from \"@hotwired/hotwire-native-bridge\"\n\nexport default class extends BridgeComponent {\n  static component = \"nav\"\n  connect() {\n    console.log(\"😀\")\n  }\n}\n"
        let session = try Session("<div data-controller=\"bridge--nav\"></div>\n", otherFiles: [
            "app/javascript/controllers/bridge/nav_controller.js": controller,
            "android/app/App.kt": "class App : Application() { override fun onCreate() { Hotwire.registerBridgeComponents(BridgeComponentFactory(\"menu\", ::MenuComponent)) } }\n",
        ])
        let uri = session.root.appendingPathComponent("app/javascript/controllers/bridge/nav_controller.js").absoluteString
        try session.client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"javascript","version":1,"text":\#(JSONValue.string(controller).serialized())}}"#)
        let published = try session.client.notification("textDocument/publishDiagnostics")
        #expect(published["uri"] == .string(uri))
        let codes = published["diagnostics"]?.array?.compactMap { $0["code"]?.string } ?? []
        #expect(codes.contains("bridge-connect-super"), "\(published.serialized())")
        #expect(codes.contains("bridge-missing-native"), "\(published.serialized())")
        try session.close()
    }

    @Test func lintsOnlyTheLastOfQuickChangesAndAnswersWhileTheModelIsRebuilt() throws {
        let session = try Session("<div data-controller=\"search\"></div>\n")
        // Three changes in one burst (one write, so that a loaded machine cannot space them out
        // beyond the debounce): only the last version is linted and published.
        try session.client.notifyInOneWrite("textDocument/didChange", (2...4).map { version in
            #"{"textDocument":{"uri":"\#(session.uri)","version":\#(version)},"contentChanges":[{"text":"<div data-controller=\"search\"></div>\n<!-- \#(version) -->\n"}]}"#
        })
        let published = try session.client.notification("textDocument/publishDiagnostics")
        #expect(published["version"] == .number(4))

        // The controller appears on disk; while the model is read again, requests are answered.
        try TemporaryProject.write("import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
                                   to: "app/javascript/controllers/search_controller.js", in: session.root)
        let saved = session.root.appendingPathComponent("app/javascript/controllers/search_controller.js").absoluteString
        try session.client.notify("textDocument/didSave", #"{"textDocument":{"uri":"\#(saved)"}}"#)
        let answer = try session.ask("textDocument/completion", after: "\"sea", line: 0)
        #expect(answer["items"]?.array?.isEmpty == false)
        let relinted = try session.client.notification("textDocument/publishDiagnostics")
        #expect(relinted["uri"] == .string(session.uri))
        #expect(relinted["diagnostics"] == .array([]), "\(relinted.serialized())")
        try session.close()
    }

    @Test func pulledDiagnosticsReflectAChangeMadeJustBefore() throws {
        let session = try Session("<p>😀</p><div data-controller=\"menu\"></div>\n")
        try session.client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(session.uri)","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":31},"end":{"line":0,"character":35}},"text":"mnu"}]}"#)
        let pulled = try session.client.request("textDocument/diagnostic", #"{"textDocument":{"uri":"\#(session.uri)"}}"#)["result"]
        #expect(pulled?["kind"] == .string("full"))
        let items = pulled?["items"]?.array ?? []
        #expect(items.first?["code"] == .string("stimulus-unknown-controller"), "\(pulled?.serialized() ?? "")")
        #expect(items.first?["range"] == (try JSONParser.parse(#"{"start":{"line":0,"character":31},"end":{"line":0,"character":34}}"#)))
        try session.close()
    }

    @Test func answersAMalformedMessageWithAnErrorAndKeepsServing() throws {
        let session = try Session("<div data-controller=\"menu\"></div>\n")
        try session.client.sendRaw(#"{"jsonrpc":"2.0","id":99,"method":"textDocument/completion","params":"#)
        let error = try session.client.receive("a parse error") { $0["error"] != nil }
        #expect(error["error"]?["code"] == .number(-32700))
        try session.client.sendRaw(#"{"jsonrpc":"2.0","id":100,"method":"textDocument/hover","params":{"textDocument":{"uri":"x"}}}"#)
        let invalid = try session.client.receive("an invalid params error") { $0["id"] == .number(100) }
        #expect(invalid["error"]?["code"] == .number(-32602))
        let labels = try session.ask("textDocument/completion", after: "\"me", line: 0)["items"]?.array?.compactMap { $0["label"]?.string }
        #expect(labels == ["bridge--nav", "menu"])
        try session.close()
    }
}
