import BridgeLintCore
import BridgeLintEngine
import Foundation
import Testing

/// Up to Rails 3.0, `<% form_tag url do %>` (a code tag, no `=`) writes the form around its block,
/// as `<%=` does; from 3.1 on it writes nothing. The structure rules judge such a block as the
/// app's Rails renders it, and where the version is unknown only what holds either way.
@Suite struct RailsTwoBlockHelperTests {
    static let template = "app/views/sessions/_local_form.html.erb"

    /// A `</form>` written inside a `form_for` block: in Rails 2 it ends the helper's form early
    /// (a finding); without the form it would find nothing, and from 3.1 nothing renders. The
    /// stray `</span>` after the block is a finding in every version.
    static let source = """
    <div class="box">
      <% form_for @user, :url => session_path do |f| -%>
        <p><%= f.text_field :login %></p>
        </form>
      <% end -%>
    </div>
    <p>Forgot it?</span></p>
    """

    private func findings(_ files: [String: String]) throws -> [String] {
        let all = files.map { RuleDocument.File(path: $0.key, text: $0.value, markers: []) }
            + [RuleDocument.File(path: Self.template, text: Self.source, markers: [])]
        return (try ExampleProject.lint(all)[Self.template] ?? []).map { found in
            "\(found.diagnostic.ruleID) \(found.file.position(of: found.diagnostic.range.start).line)"
        }
    }

    @Test(arguments: [
        (["config/environment.rb": "RAILS_GEM_VERSION = '2.3.8' unless defined? RAILS_GEM_VERSION\n"], true),
        (["Gemfile.lock": "GEM\n  specs:\n    rails (2.3.18)\n"], true),
        (["Gemfile.lock": "GEM\n  specs:\n    rails (3.0.20)\n"], true),
        (["Gemfile.lock": "GEM\n  specs:\n    rails (3.1.12)\n"], false),
        (["Gemfile.lock": "GEM\n  specs:\n    rails (7.1.3)\n"], false),
        ([:], false),
    ] as [([String: String], Bool)])
    func theBlockIsJudgedAsTheAppsRailsRendersIt(files: [String: String], writesTheForm: Bool) throws {
        let found = try findings(files.merging(["config/application.rb": "module App\n  class Application < Rails::Application\n  end\nend\n"]) { $1 })
        #expect(found == (writesTheForm ? ["html-mismatched-end-tag 4"] : []) + ["html-mismatched-end-tag 7"])
    }
}
