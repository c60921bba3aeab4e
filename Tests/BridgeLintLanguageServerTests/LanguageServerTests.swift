import BridgeLintCore
import Foundation
import Testing
@testable import BridgeLintLanguageServer

/// The protocol in-process: one frame in, the messages out.
struct LanguageServerTests {
    private let server = LanguageServer { _ in }

    private func send(_ json: String) -> [JSONValue] {
        server.handle(.message(Array(json.utf8))).compactMap { try? JSONParser.parse($0) }
    }

    private func initialize(_ capabilities: String = "{}") -> JSONValue? {
        let result = send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":\#(capabilities)}}"#).first
        _ = send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        return result
    }

    private func open(_ uri: String, _ text: String) -> [JSONValue] {
        send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"erb","version":1,"text":\#(JSONValue.string(text).serialized())}}}"#)
    }

    @Test func negotiatesUTF8AndReportsRangesInBytes() throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = initialize(#"{"general":{"positionEncodings":["utf-8","utf-16"]}}"#)
        #expect(result?["result"]?["capabilities"]?["positionEncoding"] == .string("utf-8"))
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let published = open(uri, "<p>é</p><div data-controller=\"bridge--nva\"></div>")
        #expect(published.first?["params"]?["diagnostics"]?.array?.first?["range"]?["start"]?["character"] == .number(31))
    }

    @Test func answersPullDiagnosticsWhenTheClientAsksForThem() throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = initialize(#"{"textDocument":{"diagnostic":{"dynamicRegistration":false}}}"#)
        #expect(result?["result"]?["capabilities"]?["diagnosticProvider"]?["interFileDependencies"] == .bool(true))
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        _ = open(uri, "<div data-controller=\"bridge--nva\"></div>")
        let pulled = send(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"\#(uri)"}}}"#).first
        #expect(pulled?["result"]?["kind"] == .string("full"))
        #expect(pulled?["result"]?["items"]?.array?.first?["code"] == .string("stimulus-unknown-controller"))
    }

    @Test func answersARequestCancelledWhileItWaitedAsCancelled() throws {
        _ = initialize()
        let frames: [Frame] = [
            .message(Array(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.html.erb"},"position":{"line":0,"character":0}}}"#.utf8)),
            .message(Array(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.html.erb"},"position":{"line":0,"character":0}}}"#.utf8)),
            .message(Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":5}}"#.utf8)),
        ]
        let answers = server.handle(batch: frames).compactMap { try? JSONParser.parse($0) }
        #expect(answers.count == 2)
        #expect(answers.first?["id"] == .number(5) && answers.first?["error"]?["code"] == .number(-32800))
        #expect(answers.last?["id"] == .number(6) && answers.last?["result"] == .null)
    }

    @Test func pointsRelatedInformationAtTheControllerFile() throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = initialize()
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let published = open(uri, "<div data-controller=\"bridge--nav\"><a data-bridge--nav-target=\"itme\"></a></div>")
        let diagnostic = published.first?["params"]?["diagnostics"]?.array?.first
        let location = diagnostic?["relatedInformation"]?.array?.first?["location"]
        #expect(location?["uri"] == .string(root.appendingPathComponent("app/javascript/controllers/bridge/nav_controller.js").absoluteString),
                "\(diagnostic?.serialized() ?? "no diagnostic")")
        // `export default class` on the third line: the CLI's 3:16.
        #expect(location?["range"]?["start"] == .object([("line", .number(2)), ("character", .number(15))]))
    }

    @Test func rebuildsTheProjectModelWhenAControllerChangesOnDisk() throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = initialize()
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let before = open(uri, "<div data-controller=\"menu\"></div>")
        #expect(before.first?["params"]?["diagnostics"]?.array?.count == 1)

        try TemporaryProject.write("import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
                                   to: "app/javascript/controllers/menu_controller.js", in: root)
        let controllerURI = root.appendingPathComponent("app/javascript/controllers/menu_controller.js").absoluteString
        let after = send(#"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(controllerURI)","type":1}]}}"#)
        #expect(after.first?["params"]?["uri"] == .string(uri))
        #expect(after.first?["params"]?["diagnostics"] == .array([]))
    }

    /// A template by a format its app registers (`show.mobile.erb` with `Mime::Type.register_alias
    /// "text/html", :mobile`) is linted in the editor as on the command line; without the
    /// registration the name is no template and nothing is published.
    @Test(arguments: [("Mime::Type.register_alias \"text/html\", :mobile\n", true), ("# Mime::Type.register_alias \"text/html\", :mobile\n", false)])
    func aTemplateOfARegisteredFormatIsLinted(registration: String, isLinted: Bool) throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController,
                                              "config/application.rb": "", "config/initializers/mime_types.rb": registration])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = initialize()
        let uri = root.appendingPathComponent("app/views/pages/show.mobile.erb").absoluteString
        let published = open(uri, "<div data-controller=\"bridge--nva\"></div>")
        #expect(published.contains { $0["params"]?["diagnostics"]?.array?.first?["code"] == .string("stimulus-unknown-controller") } == isLinted,
                "\(published.map { $0.serialized() })")
    }

    /// A custom rule of `.bridgelint.yml` is published like a built-in one, with its message.
    @Test func publishesCustomRuleFindings() throws {
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "custom_rules:\n  - id: img-needs-alt\n    css: img:not([alt])\n    message: images need alt text\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = initialize()
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let published = open(uri, "<p>Hi</p>\n  <img src=\"a.png\"><img src=\"b.png\" alt=\"\">\n")
        let diagnostics = published.first?["params"]?["diagnostics"]?.array ?? []
        #expect(diagnostics.count == 1, "\(diagnostics.map { $0.serialized() })")
        #expect(diagnostics.first?["code"] == .string("custom:img-needs-alt"))
        #expect(diagnostics.first?["message"] == .string("images need alt text"))
        #expect(diagnostics.first?["range"]?["start"]?["line"] == .number(1))
        #expect(diagnostics.first?["range"]?["start"]?["character"] == .number(2))
    }

    /// Two Rails apps under one `.bridgelint.yml`: a template is linted with its own app's controllers.
    @Test func eachAppOfAMonorepoIsItsOwnProject() throws {
        let controller = "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
        let root = try TemporaryProject.make([
            ".bridgelint.yml": "fail_level: warning\n",
            "web/config/application.rb": "", "web/app/javascript/controllers/hello_controller.js": controller,
            "admin/config/application.rb": "", "admin/app/javascript/controllers/panel_controller.js": controller,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = initialize()
        let uri = root.appendingPathComponent("web/app/views/a.html.erb").absoluteString
        let published = open(uri, "<div data-controller=\"hello\"></div><div data-controller=\"panel\"></div>")
        let diagnostics = published.first?["params"]?["diagnostics"]?.array ?? []
        #expect(diagnostics.count == 1, "\(diagnostics.map { $0.serialized() })")
        #expect(diagnostics.first?["range"]?["start"]?["character"] == .number(57))
    }

    @Test func rebuildsTheProjectModelWhenAControllerIsSavedInTheEditor() throws {
        let root = try TemporaryProject.make(["app/javascript/controllers/bridge/nav_controller.js": TemporaryProject.navController])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = initialize()
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        let before = open(uri, "<div data-controller=\"bridge--nav\"><a data-bridge--nav-target=\"link\"></a></div>")
        #expect(before.first?["params"]?["diagnostics"]?.array?.count == 1)

        try TemporaryProject.write(TemporaryProject.navController.replacingOccurrences(of: #"["item"]"#, with: #"["item", "link"]"#),
                                   to: "app/javascript/controllers/bridge/nav_controller.js", in: root)
        let controllerURI = root.appendingPathComponent("app/javascript/controllers/bridge/nav_controller.js").absoluteString
        let after = send(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"\#(controllerURI)"}}}"#)
        #expect(after.first?["params"]?["diagnostics"] == .array([]))
    }

    @Test func clearsDiagnosticsOnCloseAndLeavesOtherFilesAlone() throws {
        let root = try TemporaryProject.make([:])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = initialize()
        #expect(open(root.appendingPathComponent("app/models/user.rb").absoluteString, "class User; end").isEmpty)
        #expect(open("untitled:Untitled-1", "<div data-controller=\"x\"></div>").isEmpty)
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        #expect(open(uri, "<div data-controller=\"menu\"></div>").count == 1)
        let closed = send(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#)
        #expect(closed.first?["params"]?["diagnostics"] == .array([]))
        let actions = send(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[],"only":["refactor"]}}}"#)
        #expect(actions.first?["result"] == .array([]))
    }

    @Test func answersBadRequestsWithErrorsAndKeepsServing() {
        _ = initialize()
        let replies = [
            #"{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction","params":5}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"1.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","id":[4],"method":"shutdown"}"#,
            #"[1,2,3]"#,
            "\u{FF}",
        ].map { send($0).first?["error"]?["code"] }
        #expect(replies == [.number(-32602), .number(-32600), .number(-32600), .number(-32600), .number(-32600), .number(-32700)])
        // Hostile notifications are ignored without an answer.
        #expect(send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"contentChanges":7}}"#).isEmpty)
        #expect(send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#).isEmpty)
        #expect(server.handle(.malformedHeader("bad")).isEmpty)

        #expect(send(#"{"jsonrpc":"2.0","id":6,"method":"shutdown"}"#).first?["result"] == .null)
        #expect(send(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/codeAction","params":{}}"#).first?["error"]?["code"] == .number(-32600))
        _ = send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(server.exitCode == 0)
    }

    @Test func hidesWhatTheBaselineAcceptedAsTheCommandLineDoes() throws {
        let template = "<section>\n  <h3>Old</h2>\n</section>\n"
        let root = try TemporaryProject.make(["app/views/a.html.erb": template])
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = root.appendingPathComponent("app/views/a.html.erb").absoluteString
        _ = initialize()
        #expect(open(uri, template).first?["params"]?["diagnostics"]?.array?.count == 1)

        // The baseline written by the real `bridgelint --update-baseline`, then reported changed.
        let update = Process()
        update.executableURL = LSPClient.binary
        update.arguments = ["--update-baseline"]
        update.currentDirectoryURL = root
        update.standardError = Pipe()
        try update.run()
        update.waitUntilExit()
        #expect(update.terminationStatus == 0)
        let baselineURI = root.appendingPathComponent(".bridgelint-baseline.json").absoluteString
        let reloaded = send(#"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(baselineURI)","type":1}]}}"#)
        #expect(reloaded.first?["params"]?["diagnostics"] == .array([]))

        // Typing above it moves the line: still accepted. A new mistake is shown.
        let edited = "<p>new</p>\n<section>\n    <h3>Old</h2>\n</section>\n<h4>New</h2>\n"
        let change = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":\#(JSONValue.string(edited).serialized())}]}}"#
        let diagnostics = send(change).first?["params"]?["diagnostics"]?.array ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["range"]?["start"]?["line"] == .number(4))
    }

    @Test func registersFileWatchersWhenTheClientCanBeAsked() {
        let result = send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}}}"#)
        #expect(result.count == 1)
        let registration = send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#).first
        #expect(registration?["method"] == .string("client/registerCapability"))
        let glob = registration?["params"]?["registrations"]?.array?.first?["registerOptions"]?["watchers"]?.array?.first?["globPattern"]?.string ?? ""
        #expect(glob.contains("js") && glob.contains("swift") && glob.contains("erb") && glob.contains("scss"))
        let watchers = registration?["params"]?["registrations"]?.array?.first?["registerOptions"]?["watchers"]?.array ?? []
        #expect(watchers.contains { $0["globPattern"]?.string == "**/.bridgelint-baseline.json" })
        // Files whose text may render a template: Haml, Slim, the Gemfile.
        #expect(glob.contains("haml") && glob.contains("slim"))
        #expect(watchers.contains { $0["globPattern"]?.string == "**/Gemfile" })
        #expect(send(#"{"jsonrpc":"2.0","id":1,"result":null}"#).isEmpty)
    }

    /// A partial nothing renders shows one `rails-unrendered-template` finding; once a Haml
    /// template on disk is changed to render it, its own finding is back.
    @Test func aTemplateRenderedElsewhereOnDiskIsLiveAgain() throws {
        let partial = "app/views/shared/_toggle.html.erb"
        let text = "<button class=\"a\" class=\"b\">x</button>\n"
        let root = try TemporaryProject.make([
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "config/routes.rb": "Rails.application.routes.draw do\nend\n",
            partial: text,
            "app/views/pages/home.html.haml": "%p Home\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = initialize()
        let uri = root.appendingPathComponent(partial).absoluteString
        let before = open(uri, text)
        #expect(before.first?["params"]?["diagnostics"]?.array?.map { $0["code"] } == [.string("rails-unrendered-template")])
        try TemporaryProject.write("= render \"shared/toggle\"\n", to: "app/views/pages/home.html.haml", in: root)
        let hamlURI = root.appendingPathComponent("app/views/pages/home.html.haml").absoluteString
        let after = send(#"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"\#(hamlURI)","type":2}]}}"#)
        #expect(after.first?["params"]?["diagnostics"]?.array?.map { $0["code"] } == [.string("html-duplicate-attribute")])
    }
}
