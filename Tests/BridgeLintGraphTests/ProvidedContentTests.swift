@testable import BridgeLintGraph
import BridgeLintCore
import Testing

/// `content_for?(:x)` in a layout (or any template) is true only where a template rendered in
/// the same page gives `:x` content; the graph proves it false when none can.
@Suite struct ProvidedContentTests {
    static let layout = "app/views/layouts/application.html.erb"
    static let condition = "if content_for? ( :banner )"

    /// Posts render in `application`, newsletters in `newsletter`; only a newsletter gives `:banner`.
    static let app: [String: String] = [
        "app/controllers/newsletters_controller.rb": "class NewslettersController < ApplicationController\n  layout \"newsletter\"\nend\n",
        "app/views/layouts/newsletter.html.erb": "<body><% if content_for?(:banner) %><%= yield(:banner) %><% end %><%= yield %></body>\n",
        "app/views/newsletters/show.html.erb": "<% content_for :banner do %>Read online<% end %><p>News</p>\n",
        "app/views/posts/show.html.erb": "<article><%= render \"posts/meta\" %></article>\n",
        "app/views/posts/_meta.html.erb": "<p>meta</p>\n",
    ]

    static func isAbsent(_ files: [String: String] = [:], condition: String = condition, in path: String = layout) -> Bool {
        RenderGraphTests.graph(app.merging(files) { $1 }).providedContentIsAbsent(condition, whereRendering: path)
    }

    @Test func noTemplateRenderedInTheLayoutGivesTheRegion() {
        #expect(Self.isAbsent())
        #expect(Self.isAbsent(condition: "if signed_in? && content_for? ( :banner )"))
        #expect(Self.isAbsent(condition: "if content_for? :banner"))
        // A partial the layout renders asks the same.
        #expect(Self.isAbsent([Self.layout: "<body><%= render \"layouts/banner\" %><%= yield %></body>\n",
                               "app/views/layouts/_banner.html.erb": "<% if content_for?(:banner) %><div><% end %>\n"],
                              in: "app/views/layouts/_banner.html.erb"))
        // Reading the region (`content_for(:banner)` alone) gives it nothing.
        #expect(Self.isAbsent(["app/views/posts/_meta.html.erb": "<p><%= content_for(:banner) %></p>\n"]))
        // The newsletter layout's own question: its page gives the region.
        #expect(!Self.isAbsent(in: "app/views/layouts/newsletter.html.erb"))
    }

    /// (a file added to the app): something that may render in the layout's pages gives
    /// `:banner`, or bridgelint cannot tell what does.
    @Test(arguments: [
        ("app/views/posts/show.html.erb", "<% content_for :banner do %>Hi<% end %>"),
        ("app/views/posts/show.html.erb", "<% provide :banner, \"Hi\" %>"),
        ("app/views/posts/show.html.erb", "<% content_for(:banner, \"Hi\") %>"),
        ("app/views/posts/show.html.erb", "<% content_for(\"banner\") { \"Hi\" } %>"),
        ("app/views/posts/_meta.html.erb", "<% content_for :banner, flush: true do %>Hi<% end %>"),
        ("app/views/posts/show.html.erb", "<% content_for region do %>Hi<% end %>"),
        ("app/helpers/banner_helper.rb", "module BannerHelper\n  def banner(text)\n    content_for(:banner, text)\n  end\nend\n"),
        ("app/helpers/region_helper.rb", "module RegionHelper\n  def region(name, &block)\n    provide(name, &block)\n  end\nend\n"),
        // A partial rendered from Ruby (its pages are unknown) gives it.
        ("app/views/shared/_promo.html.erb", "<% content_for :banner do %>Hi<% end %>"),
        // A page whose controller bridgelint does not know.
        ("app/views/gadgets/index.html.erb", "<% content_for :banner do %>Hi<% end %>"),
    ] as [(String, String)])
    func aPossibleProviderKeepsTheBranch(path: String, text: String) {
        var files = [path: text]
        if path.contains("_promo") {
            files["app/controllers/promos_controller.rb"] = "class PromosController < ApplicationController\n  def show\n    render partial: \"shared/promo\"\n  end\nend\n"
        }
        #expect(!Self.isAbsent(files))
    }

    /// A layout no page of the app renders in is used by code bridgelint cannot read (a gem's
    /// mailers or controllers); `unless content_for?` and `||` are not decided.
    @Test func unknownUsersAndOtherFormsAreNotDecided() {
        let orphan = "app/views/layouts/decidim/mailer.html.erb"
        #expect(!Self.isAbsent([orphan: "<% if content_for?(:banner) %><table><% end %>\n"], in: orphan))
        #expect(!Self.isAbsent(condition: "unless content_for? ( :banner )"))
        #expect(!Self.isAbsent(condition: "if content_for? ( :banner ) || x"))
        #expect(!Self.isAbsent(condition: "if content_for? ( name )"))
    }

    /// The names a template gives content to, as the ERB tags' tokens show them.
    @Test func readsWhatIsGiven() {
        func given(_ code: String) -> [String] {
            let given = ContentProviders.given(in: RubyLexer.tokens(of: Array(code.utf8)))
            return given.names.sorted() + (given.computed ? ["#computed"] : [])
        }
        #expect(given("content_for :a do") == ["a"])
        #expect(given("content_for(:a) do") == ["a"])
        #expect(given("content_for(:a)") == [])
        #expect(given("content_for :a") == [])
        #expect(given("content_for?(:a)") == [])
        #expect(given("provide(:title, \"x\")") == ["title"])
        #expect(given("content_for \"#{x}_menu\", y") == ["#computed"])
        #expect(given("def provide(name)") == [])
    }
}
