import BridgeLintCore
import Foundation
@testable import BridgeLintLanguageServer
import Testing

/// Path configurations in the editor, spoken over pipes to the built `bridgelint lsp`: findings
/// in the JSON file and the Ruby hash as their buffers read, and completion of property names,
/// values and native screens.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct PathConfigurationEditorTests {
    static let files: [String: String] = [
        "app/views/pages/show.html.erb": "<p>Home</p>\n",
        "ios/App/StatsViewController.swift": """
        import HotwireNative
        import UIKit

        final class StatsViewController: UIViewController, PathConfigurationIdentifiable {
            static var pathConfigurationIdentifier: String { "stats" }
        }
        let external = proposal.properties["external_link"] as? Bool

        """,
        "android/app/src/main/java/App.kt": """
        import dev.hotwire.core.config.Hotwire

        @HotwireDestinationDeepLink(uri = "hotwire://fragment/numbers")
        class NumbersFragment : HotwireFragment()

        """,
    ]

    static let iosConfiguration = """
    {
      "rules": [
        { "patterns": ["/new$"], "properties": { "context": "modle" } }
      ]
    }

    """

    static let androidConfiguration = """
    class ConfigurationsController < ApplicationController
      def android_v1
        render json: { rules: [{ patterns: ["/new$"], properties: { context: "modal", presentation: "replace_rot" } }] }
      end
    end

    """

    /// A server with `files` written to disk and the document at `path` open.
    private struct Session {
        let client: LSPClient
        let root: URL
        let uri: String
        let opened: JSONValue

        init(_ path: String, _ text: String) throws {
            root = try TemporaryProject.make(PathConfigurationEditorTests.files.merging([path: text]) { $1 })
            uri = root.appendingPathComponent(path).absoluteString
            client = try LSPClient()
            _ = try client.request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{"general":{"positionEncodings":["utf-16"]}}}"#)
            try client.notify("initialized")
            try client.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"json","version":1,"text":\#(JSONValue.string(text).serialized())}}"#)
            opened = try client.notification("textDocument/publishDiagnostics")
        }

        func change(to text: String, version: Int) throws -> JSONValue {
            try client.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":\#(JSONValue.string(text).serialized())}]}"#)
            return try client.notification("textDocument/publishDiagnostics")
        }

        /// The labels proposed at a 0-based line and UTF-16 character.
        func completions(line: Int, character: Int) throws -> [String] {
            let result = try client.request("textDocument/completion", #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}"#)["result"]
            return result?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
        }

        func close() throws {
            _ = try client.request("shutdown")
            try client.notify("exit", "null")
            #expect(try client.waitForExit() == 0)
            try? FileManager.default.removeItem(at: root)
        }
    }

    private static func summary(_ published: JSONValue) -> [String] {
        (published["diagnostics"]?.array ?? []).map { diagnostic in
            let start = diagnostic["range"]?["start"]
            return "\(start?["line"]?.integer ?? -1):\(start?["character"]?.integer ?? -1) \(diagnostic["code"]?.string ?? "")"
        }
    }

    @Test func reportsTheFindingsOfAJSONConfigurationAsItsBufferReads() throws {
        let session = try Session("public/configurations/ios_v1.json", Self.iosConfiguration)
        #expect(session.opened["uri"] == .string(session.uri))
        #expect(Self.summary(session.opened) == ["2:57 native-path-unknown-value"], "\(session.opened.serialized())")
        // The quick fix the finding carries is offered for it.
        let actions = try session.client.request("textDocument/codeAction", #"{"textDocument":{"uri":"\#(session.uri)"},"range":{"start":{"line":2,"character":58},"end":{"line":2,"character":58}},"context":{"diagnostics":[]}}"#)["result"]?.array ?? []
        #expect(actions.first?["title"]?.string?.contains("modal") == true, "\(actions.map { $0.serialized() })")
        // Typing a property name close to nothing the app reads, and the fix of the value.
        let changed = try session.change(to: Self.iosConfiguration.replacingOccurrences(of: "\"modle\"", with: "\"modal\", \"pull_to_refesh_enabled\": false"), version: 2)
        #expect(changed["version"] == .number(2))
        #expect(Self.summary(changed) == ["2:66 native-path-unknown-property"], "\(changed.serialized())")
        // A buffer that no longer parses clears them rather than keeping stale ones.
        #expect(Self.summary(try session.change(to: "{ \"rules\": [", version: 3)).isEmpty)
        try session.close()
    }

    @Test func reportsTheFindingsOfARubyHashConfiguration() throws {
        let session = try Session("app/controllers/configurations_controller.rb", Self.androidConfiguration)
        #expect(Self.summary(session.opened) == ["2:97 native-path-unknown-value"], "\(session.opened.serialized())")
        try session.close()
    }

    @Test func completesPropertyNamesValuesAndScreens() throws {
        let text = """
        {
          "rules": [
            { "patterns": ["/new$"], "properties": { "pull_to": true, "context": "mo", "view_controller": "", "uri": "hotwire://" } },
            { "patterns": ["/x$"], "properties": { "ext" } }
          ]
        }

        """
        let session = try Session("public/configurations/v1.json", text)
        let line = text.components(separatedBy: "\n")[2]
        func character(after marker: String, in line: String) throws -> Int {
            try #require(line.range(of: marker)).upperBound.utf16Offset(in: line)
        }
        #expect(try session.completions(line: 2, character: character(after: "\"pull_to", in: line)) == ["pull_to_refresh_enabled"])
        #expect(try session.completions(line: 2, character: character(after: "\"context\": \"mo", in: line)) == ["modal"])
        #expect(try session.completions(line: 2, character: character(after: "\"view_controller\": \"", in: line)) == ["stats", "web"])
        #expect(try session.completions(line: 2, character: character(after: "\"uri\": \"hotwire://", in: line))
                == ["hotwire://fragment/numbers", "hotwire://fragment/web", "hotwire://fragment/web/modal/sheet"])
        // A key the app's own Swift reads.
        #expect(try session.completions(line: 3, character: character(after: "\"ext", in: text.components(separatedBy: "\n")[3])) == ["external_link"])
        // Not in a pattern.
        #expect(try session.completions(line: 2, character: character(after: "\"/ne", in: line)).isEmpty)
        try session.close()
    }

    @Test func completesRubyLabelsAndValues() throws {
        let text = "class ConfigurationsController < ApplicationController\n  RULES = [{ patterns: [\"/new$\"], properties: { modal_st, presentation: \"repl\" } }]\nend\n"
        let session = try Session("app/controllers/configurations_controller.rb", text)
        let line = text.components(separatedBy: "\n")[1]
        func character(after marker: String) throws -> Int { try #require(line.range(of: marker)).upperBound.utf16Offset(in: line) }
        #expect(try session.completions(line: 1, character: character(after: "modal_st")) == ["modal_style"])
        #expect(try session.completions(line: 1, character: character(after: "\"repl")) == ["replace", "replace_root"])
        try session.close()
    }
}
