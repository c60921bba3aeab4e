import BridgeLintTestSupport
import Foundation
import Testing

/// `bridgelint query` reads each template as the app's Rails renders it: a block helper called
/// from a code tag (`<% form_tag url do %>`) writes its element up to Rails 3.0, nothing from
/// 3.1 on; where the version is unknown, the template is read as parsed.
@Suite struct RailsTwoBlockQueryTests {
    @Test(arguments: [
        (["Gemfile.lock": "GEM\n  specs:\n    rails (2.3.18)\n"], "2\n"),
        (["Gemfile.lock": "GEM\n  specs:\n    rails (7.1.3)\n"], "0\n"),
        ([:], "2\n"),
    ] as [([String: String], String)])
    func aQueryMatchesTheElementsTheAppsRailsWrites(files: [String: String], count: String) throws {
        let root = ScratchFolder.path("query-rails2")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = files.merging([
            "config/application.rb": "module App\n  class Application < Rails::Application\n  end\nend\n",
            "app/views/searches/index.html.erb": "<% form_tag \"/search\" do %>\n  <% content_tag :div, :class => \"field\" do %><input name=\"q\"><% end %>\n<% end %>\n<section><input name=\"page\"></section>\n",
        ]) { $1 }
        for (path, text) in app {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let found = try BinaryRunner.run(["query", "--count", "form, div.field"], in: root)
        #expect(found.standardOutput == count)
        let inputs = try BinaryRunner.run(["query", "--count", "input"], in: root)
        #expect(inputs.standardOutput == (count == "0\n" ? "1\n" : "2\n"))
    }
}
