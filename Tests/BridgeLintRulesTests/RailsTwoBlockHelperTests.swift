import BridgeLintCore
@testable import BridgeLintEngine
import BridgeLintGraph
import BridgeLintRules
import BridgeLintTemplate
import Foundation
import Testing

/// Up to Rails 3.0, `<% form_tag url do %>` (a code tag, no `=`) writes the form around its block,
/// as `<%=` does; from 3.1 on nothing of the block renders. Every rule judges such a block as the
/// app's Rails renders it, and where the version is unknown only what holds either way.
@Suite struct RailsTwoBlockHelperTests {
    static let template = "app/views/sessions/_local_form.html.erb"

    /// The app's Rails, as each of its files may say it, and whether it writes the blocks.
    static let versions: [([String: String], Bool)] = [
        (["config/environment.rb": "RAILS_GEM_VERSION = '2.3.8' unless defined? RAILS_GEM_VERSION\n"], true),
        (["Gemfile.lock": "GEM\n  specs:\n    rails (2.3.18)\n"], true),
        (["Gemfile.lock": "GEM\n  specs:\n    actionpack (3.0.20)\n"], true),
        (["Gemfile.lock": "GEM\n  specs:\n    rails (3.1.12)\n"], false),
        (["Gemfile.lock": "GEM\n  specs:\n    rails (7.1.3)\n"], false),
        ([:], false),
    ]

    /// `rule line` of each finding in `template` (`source`), in a whole-project run of an app
    /// with `files`.
    private func findings(_ source: String, in template: String = Self.template, _ files: [String: String]) throws -> [String] {
        let app = files.merging(["config/application.rb": "module App\n  class Application < Rails::Application\n  end\nend\n"]) { $1 }
        let all = app.map { RuleDocument.File(path: $0.key, text: $0.value, markers: []) }
            + [RuleDocument.File(path: template, text: source, markers: [])]
        return try ExampleProject.lint(all).flatMap { path, found in
            found.map { "\($0.diagnostic.ruleID) \(path == template ? "" : path + ":")\($0.file.position(of: $0.diagnostic.range.start).line)" }
        }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// A `</form>` written inside a `form_for` block: in Rails 2 it ends the helper's form early
    /// (a finding); without the form it would find nothing, and from 3.1 nothing renders. The
    /// stray `</span>` after the block is a finding in every version.
    @Test(arguments: Self.versions)
    func theStructureIsJudgedAsTheAppsRailsRendersIt(files: [String: String], writesTheBlocks: Bool) throws {
        let source = """
        <div class="box">
          <% form_for @user, :url => session_path do |f| -%>
            <p><%= f.text_field :login %></p>
            </form>
          <% end -%>
        </div>
        <p>Forgot it?</span></p>
        """
        let found = try findings(source, files)
        #expect(found == (writesTheBlocks ? ["html-mismatched-end-tag 4"] : []) + ["html-mismatched-end-tag 7"])
    }

    /// From 3.1 on the template is judged without the block, not only for what both readings
    /// share: the `</pp>` that leaves open a `<p>` (which Rails 2's `<div>` would have closed
    /// first) is reported there, and neither up to 3.0 nor where the version is unknown.
    @Test(arguments: Self.versions)
    func aFindingOnlyTheModernReadingHasIsReportedFrom3Point1(files: [String: String], writesTheBlocks: Bool) throws {
        let source = "<section><p>x <% link_to \"/\" do %><div>y<% end %></pp>z</section>\n"
        let found = try findings(source, files)
        #expect(found == (writesTheBlocks || files.isEmpty ? [] : ["html-mismatched-end-tag 1"]))
    }

    /// A page, and an app whose `menu` controller is registered and reads its `item` targets.
    static let page = "app/views/items/index.html.erb"
    static let stimulusFiles = [
        "app/javascript/controllers/menu_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          static targets = ["item"]
          connect() { this.itemTargets }
        }
        """,
        "app/javascript/controllers/index.js": "import { application } from \"./application\"\nimport MenuController from \"./menu_controller\"\napplication.register(\"menu\", MenuController)\n",
        "app/javascript/application.js": "import \"./controllers\"\n",
    ]

    /// From Rails 3.1 on, a block helper's element does not exist: its `data:` mounts nothing
    /// (an unknown controller there breaks nothing), what its block holds renders nowhere (a
    /// target there is judged by no rule), and markup after it stays in the `<p>` that Rails 2's
    /// `<div>` closed (a target there is in scope; Rails 2's stray `</p>` is reported). The last
    /// target is outside in every version.
    @Test(arguments: Self.versions)
    func theStimulusRulesJudgeTheBlockAsTheAppsRailsRendersIt(files: [String: String], writesTheBlocks: Bool) throws {
        let source = """
        <% content_tag :div, :data => {:controller => "nope"} do %>
          <button data-menu-target="item">x</button>
        <% end %>
        <p data-controller="menu">Hi <% content_tag :div do %>x<% end %><span data-menu-target="item">y</span></p>
        <span data-menu-target="item">z</span>
        """
        let app = files.merging(Self.stimulusFiles) { $1 }
        let expected = (writesTheBlocks ? ["html-mismatched-end-tag 4", "stimulus-out-of-scope 2", "stimulus-out-of-scope 4"] : [])
            + ["stimulus-out-of-scope 5"] + (writesTheBlocks ? ["stimulus-unknown-controller 1"] : [])
        let found = try findings(source, in: Self.page, app)
        #expect(found == expected)
    }

    /// A suppression comment inside a block the app's Rails never renders silences nothing there
    /// and is not called unused (nor where the version is unknown, when only what both readings
    /// share is reported); up to 3.0 it silences the stray end tag.
    @Test(arguments: Self.versions)
    func aSuppressionInADroppedBlockIsNotUnused(files: [String: String], writesTheBlocks: Bool) throws {
        let source = """
        <% content_tag :div do %>
          <%# bridgelint:disable-next-line html-mismatched-end-tag %>
          <section>x</span></section>
        <% end %>
        """
        #expect(try findings(source, files) == [])
    }

    /// A controller mounted only by a block helper's `data:` is used where Rails writes the
    /// element; from 3.1 on nothing mounts it. Where the version is unknown, the use counts (the
    /// project rules then do not call a controller the app may mount unused).
    @Test(arguments: Self.versions)
    func aControllerMountedOnlyByTheHelperIsUsedWhereItRenders(files: [String: String], writesTheBlocks: Bool) throws {
        let source = "<% content_tag :div, :data => {:controller => \"menu\"} do %>\n  <p>Menu</p>\n<% end %>\n"
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-rails2-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = files.merging(Self.stimulusFiles) { $1 }.merging(["config/application.rb": "module App\n  class Application < Rails::Application\n  end\nend\n"]) { $1 }
        try ExampleProject.write(app.map { RuleDocument.File(path: $0.key, text: $0.value, markers: []) }, to: root)
        let workspace = Workspace(containing: root.path)
        let linter = Linter(project: workspace.project, corpus: workspace.corpus())
        let template = TemplateParser.parse(SourceFile(path: Self.page, text: source))
        let uses = linter.lint(template, wholeProject: true, collectingUsesAt: Self.page).uses.uses(of: "menu")
        #expect(uses.map(\.line) == (writesTheBlocks || files.isEmpty ? [1] : []))
    }
}

/// Where the Rails version is unknown, a finding both readings have keeps the milder severity
/// of the two and its message, the modern reading's on a tie.
@Suite struct RailsBlockReadingAgreementTests {
    private func diagnostic(_ start: Int, _ severity: Severity, _ message: String, rule: String = "html-mismatched-end-tag") -> Diagnostic {
        Diagnostic(ruleID: rule, severity: severity, message: message, range: SourceRange(start: start, end: start + 4))
    }

    @Test func aSharedFindingTakesTheMilderClaim() {
        let modern = [diagnostic(10, .error, "modern moves"), diagnostic(20, .warning, "modern ignored"), diagnostic(30, .warning, "modern only"),
                      diagnostic(40, .warning, "modern tie")]
        let railsTwo = [diagnostic(10, .warning, "rails 2 ignored"), diagnostic(20, .error, "rails 2 moves"), diagnostic(50, .error, "rails 2 only"),
                        diagnostic(40, .warning, "rails 2 tie"), diagnostic(30, .warning, "another rule", rule: "html-invalid-nesting")]
        #expect(RailsBlockReadings.agreeing(modern, railsTwo).map(\.message) == ["rails 2 ignored", "modern ignored", "modern tie"])
        #expect(RailsBlockReadings.agreeing(modern, railsTwo).map(\.severity) == [.warning, .warning, .warning])
    }

    /// An element left open is reported at its start tag, and which element an end tag finds
    /// open may differ between the readings: a finding of the same end tag (its cause) is one
    /// finding, kept at the milder claim. A finding of another end tag, or of another rule, is not.
    @Test func aSharedCauseAtAnotherTokenIsOneFinding() {
        func unclosed(_ start: Int, closedBy end: Int, _ severity: Severity, _ message: String, rule: String = "html-mismatched-end-tag") -> Diagnostic {
            var found = diagnostic(start, severity, message, rule: rule)
            found.cause = SourceRange(start: end, end: end + 3)
            return found
        }
        let modern = [unclosed(10, closedBy: 90, .error, "modern <span>"), unclosed(20, closedBy: 95, .warning, "modern <b>"),
                      unclosed(30, closedBy: 99, .warning, "modern <i>"), diagnostic(90, .warning, "modern stray </div>")]
        let railsTwo = [unclosed(14, closedBy: 90, .warning, "rails 2 <section>"), unclosed(24, closedBy: 96, .warning, "rails 2 <em>"),
                        unclosed(34, closedBy: 99, .warning, "another rule", rule: "html-invalid-nesting"), diagnostic(80, .warning, "rails 2 stray </p>")]
        let agreed = RailsBlockReadings.agreeing(modern, railsTwo)
        #expect(agreed.map(\.message) == ["rails 2 <section>"])
        #expect(agreed.map(\.severity) == [.warning])
    }
}

/// The cause `RailsBlockReadings` matches by: an element left open is caused by the end tag
/// that closes it; the other structure findings are about their own token.
@Suite struct StructureFindingCauseTests {
    @Test(arguments: [
        ("<div>\n  <section>\n</div>\n", "</div>"),
        ("<ul>\n  <li><span>a</li>\n</ul>\n", "</li>"),
        ("<form>\n  <div>\n</form>\n<p>x</p>\n", "</form>"),
    ])
    func anElementLeftOpenIsCausedByTheEndTagThatClosesIt(source: String, endTag: String) throws {
        let path = "app/views/items/index.html.erb"
        let found = try ExampleProject.lint([RuleDocument.File(path: path, text: source, markers: [])]).values.flatMap { $0 }
        let unclosed = try #require(found.first { $0.diagnostic.message.contains("never closed") || $0.diagnostic.message.contains("still open") })
        let cause = try #require(unclosed.diagnostic.cause)
        #expect(unclosed.file.text(in: SourceRange(start: cause.start - 2, end: cause.end + 1)) == endTag)
        #expect(found.filter { $0.diagnostic.range == cause }.allSatisfy { $0.diagnostic.cause == nil })
    }
}

/// The templates a rule reads beside its own (the render graph, the frame and target indexes)
/// are read as the app's Rails renders their Rails 2 block helpers (`RailsTwoBlockReading`):
/// from 3.1 on, the `<div>` the helper would write closes no `<p>` around a render call, mounts
/// nothing, and what its block holds defines no frame or id.
@Suite struct RailsTwoBlockCorpusReadingTests {
    static let page = "app/views/items/index.html.erb"
    static let texts: [(path: String, bytes: [UInt8])] = [
        (page, Array("""
        <p data-controller="menu">Hi <% content_tag :div, :data => {:controller => "tabs"} do %><turbo-frame id="comments"></turbo-frame><span id="notice"></span><% end %>
          <%= render "items/item" %>
        </p>
        <%= link_to "Older", "/comments", data: { turbo_frame: "comments" } %>
        <%= turbo_stream.replace "notice" %>

        """.utf8)),
        ("app/views/items/_item.html.erb", Array("<span>y</span>\n".utf8)),
    ]

    @Test(arguments: [true, false])
    func otherTemplatesAreReadAsTheAppsRailsRendersThem(dropsBlocks: Bool) {
        let corpus = TemplateCorpus(templates: FileTexts(texts: Self.texts), blockReading: dropsBlocks ? RailsTwoBlockReading { true } : .asParsed)
        #expect(corpus.graph.scope(ofCall: 0, in: Self.page).contains { $0.name == "p" } == dropsBlocks)
        #expect(corpus.graph.mounts(of: Self.page).identifiers == (dropsBlocks ? ["menu"] : ["menu", "tabs"]))
        #expect((corpus.turboFrames.definitions["comments"] == nil) == dropsBlocks)
        #expect((corpus.streamTargets.definitions["notice"] == nil) == dropsBlocks)
    }
}
