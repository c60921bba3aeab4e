@testable import BridgeLintGraph
import Testing

/// A host app, an engine it loads and the engine's dummy app: each application finds layouts
/// and partials in its own views, then in the engine's; no application finds another's.
@Suite struct ViewRootsTests {
    static let host = "app/views/posts/index.html.erb"
    static let dummyPage = "engines/shop/test/dummy/app/views/home/index.html.erb"
    static let enginePage = "engines/shop/app/views/shop/items/index.html.erb"
    static let hostLayout = "app/views/layouts/application.html.erb"
    static let dummyLayout = "engines/shop/test/dummy/app/views/layouts/application.html.erb"

    static let files: [String: String] = [
        "config/application.rb": "module Host\n  class Application < Rails::Application\n  end\nend\n",
        host: "<%= render \"shop/badge\" %>\n<%= render \"shop/price\" %>\n<%= render \"home/banner\" %>\n<button data-action=\"dummy#go\"></button>\n",
        "app/views/shop/_price.html.erb": "<p>host</p>\n",
        "engines/shop/app/views/shop/_badge.html.erb": "<b></b>\n",
        "engines/shop/app/views/shop/_price.html.erb": "<p>engine</p>\n",
        "engines/shop/app/controllers/shop/items_controller.rb": "module Shop\n  class ItemsController < ApplicationController\n  end\nend\n",
        enginePage: "<button data-action=\"app#go\"></button>\n",
        "engines/shop/test/dummy/config/application.rb": "module Dummy\n  class Application < Rails::Application\n  end\nend\n",
        "engines/shop/test/dummy/app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
        "engines/shop/test/dummy/app/controllers/home_controller.rb": "class HomeController < ApplicationController\nend\n",
        dummyLayout: "<body data-controller=\"dummy\">\n<%= yield %>\n</body>\n",
        dummyPage: "<%= render \"shop/badge\" %>\n<%= render \"shop/price\" %>\n",
        "engines/shop/test/dummy/app/views/home/_banner.html.erb": "<p></p>\n",
    ]

    @Test func aHostPageRendersInTheHostsLayoutOnlyAndFindsItsOwnTemplateBeforeTheEngines() {
        let graph = RenderGraphTests.graph(Self.files)
        guard let page = graph.nodes[Self.host] else { Issue.record("no node"); return }
        #expect(graph.layoutTemplates(of: page) == [Self.hostLayout])
        #expect(page.calls.map(\.targets) == [
            ["engines/shop/app/views/shop/_badge.html.erb"],
            ["app/views/shop/_price.html.erb"],
            // The dummy app's partial is no template of the host's.
            [],
        ])
        #expect(RenderGraphTests.reach("dummy", at: "data-action", in: Self.host, of: Self.files)
            == .missing(sites: [RenderSite(path: Self.hostLayout, line: 2)]))
    }

    @Test func aDummyAppsPageRendersInItsOwnLayoutAndFindsTheEnginesTemplatesNotTheHosts() {
        let graph = RenderGraphTests.graph(Self.files)
        guard let page = graph.nodes[Self.dummyPage] else { Issue.record("no node"); return }
        #expect(graph.layoutTemplates(of: page) == [Self.dummyLayout])
        #expect(page.calls.map(\.targets) == [["engines/shop/app/views/shop/_badge.html.erb"], ["engines/shop/app/views/shop/_price.html.erb"]])
    }

    /// An engine's page renders in each application that loads the engine: in the host's
    /// layout, and in its dummy app's.
    @Test func anEnginesPageRendersInTheLayoutOfEachApplicationLoadingIt() {
        let graph = RenderGraphTests.graph(Self.files)
        guard let page = graph.nodes[Self.enginePage] else { Issue.record("no node"); return }
        #expect(graph.layoutTemplates(of: page) == [Self.hostLayout, Self.dummyLayout].sorted())
        #expect(RenderGraphTests.reach("app", at: "data-action", in: Self.enginePage, of: Self.files)
            == .partly(site: RenderSite(path: Self.dummyLayout, line: 2), seenMounted: true))
    }

    /// Without a `config/application.rb`, no folder is known to be an application: every
    /// template finds every other, as it always did.
    @Test func withoutApplicationsEveryRootSeesEveryTemplate() {
        let files = Self.files.filter { !$0.key.hasSuffix("config/application.rb") }
        let graph = RenderGraphTests.graph(files)
        #expect(graph.nodes[Self.host]?.calls[2].targets == ["engines/shop/test/dummy/app/views/home/_banner.html.erb"])
    }
}
