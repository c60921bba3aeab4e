@testable import BridgeLintGraph
import BridgeLintProject
import Testing

/// Templates every path renders as something other than HTML: HTML's structure rules skip them.
@Suite struct NonHTMLRenderPathTests {
    static let feed = "app/views/feeds/news.html.erb"
    static let item = "app/views/feeds/_item.html.erb"
    static let feedsController = "app/controllers/feeds_controller.rb"

    /// (how the `news` action answers, whether its page and the partial it renders are not HTML)
    @Test(arguments: [
        ("response.headers[\"Content-Type\"] = \"text/xml\"", true),
        ("headers['Content-Type']='application/rss+xml; charset=utf-8'", true),
        ("response.content_type = \"application/atom+xml\"", true),
        ("render :layout => false, :content_type => \"text/xml\"", true),
        ("render layout: false, content_type: 'text/xml'", true),
        // HTML, or a type that is no literal: judged as HTML.
        ("response.headers[\"Content-Type\"] = \"text/html; charset=utf-8\"", false),
        ("response.content_type = feed_type", false),
        ("@items = Item.all", false),
    ] as [(String, Bool)])
    func anActionThatSetsTheContentType(line: String, isNotHTML: Bool) {
        let graph = RenderGraphTests.graph([
            Self.feedsController: "class FeedsController < ApplicationController\n  def news\n    \(line)\n  end\n\n  def index\n  end\nend\n",
            Self.feed: "<rss><channel><%= render \"item\" %></channel></rss>",
            Self.item: "<item><link>x</link></item>",
        ])
        #expect(graph.rendersOnlyOutsideHTML(Self.feed, registered: .none) == isNotHTML)
        #expect(graph.rendersOnlyOutsideHTML(Self.item, registered: .none) == isNotHTML)
    }

    @Test func anotherActionsContentTypeDoesNotCount() {
        let graph = RenderGraphTests.graph([
            Self.feedsController: "class FeedsController < ApplicationController\n  def index\n    response.content_type = \"text/xml\"\n  end\n\n  def news\n  end\nend\n",
            Self.feed: "<rss></rss>",
        ])
        #expect(!graph.rendersOnlyOutsideHTML(Self.feed, registered: .none))
    }

    static let xmlMethod = "  def set_xml\n    response.headers[\"Content-Type\"] = \"application/xml\"\n  end\n"

    /// (the feeds controller's callbacks and methods, whether the `news` page is not HTML): a
    /// `before_action` that runs for the action and calls a method of the chain that sets
    /// another format on every call; not one with a condition, for other actions, skipped,
    /// overridden, unread, or whose method sets the type only sometimes.
    @Test(arguments: [
        ("  before_action :set_xml\n" + xmlMethod, true),
        ("  prepend_before_action :authenticate, :set_format, only: [:news]\n  def set_format; request.format = :xml; end\n", true),
        ("  before_action :set_xml,\n    only: %i[news index]\n" + xmlMethod, true),
        ("  before_action(:set_xml, except: :index)\n  private\n\n  def set_xml\n    @feed = true\n    response.content_type = 'application/rss+xml' # feed\n  end\n", true),
        ("  before_action :set_xml\n\n  private def set_xml\n    items.each do |item| # each item\n    end\n    request.format = \"xml\"\n  end\n", true),
        ("  before_action :set_xml, only: :index\n" + xmlMethod, false),
        ("  before_action :set_xml, except: [:news]\n" + xmlMethod, false),
        ("  before_action :set_xml, if: :feed?\n" + xmlMethod, false),
        ("  before_action :set_xml\n  def set_xml\n    response.content_type = \"text/xml\" if params[:xml]\n  end\n", false),
        ("  before_action :set_xml\n  def set_xml\n    if params[:xml]\n      request.format = :xml\n    end\n  end\n", false),
        ("  before_action :set_xml\n  def set_xml\n    return unless params[:xml]\n    request.format = :xml\n  end\n", false),
        ("  before_action :set_xml\n  def set_xml\n    request.format = :mobile\n  end\n", false),
        ("  before_action :set_xml\n  def set_xml\n    response.content_type = \"text/html\"\n  end\n", false),
        ("  before_action :set_xml\n  def set_xml\n    response.content_type = feed_type\n  end\n", false),
        ("  before_action :set_xml\n", false),
        ("  include XMLFeed\n  before_action :set_xml\n", false),
        ("  before_action :set_xml\n  before_action :set_html\n" + xmlMethod + "  def set_html\n    request.format = :html if params[:html]\n  end\n", false),
    ] as [(String, Bool)])
    func aCallbackThatSetsTheContentType(body: String, isNotHTML: Bool) {
        let graph = RenderGraphTests.graph([
            Self.feedsController: "class FeedsController < ApplicationController\n\(body)\n  def news\n  end\n\n  def index\n  end\nend\n",
            Self.feed: "<rss><channel><%= render \"item\" %></channel></rss>",
            Self.item: "<item><link>x</link></item>",
        ])
        #expect(graph.rendersOnlyOutsideHTML(Self.feed, registered: .none) == isNotHTML, "\(body)")
        #expect(graph.rendersOnlyOutsideHTML(Self.item, registered: .none) == isNotHTML, "\(body)")
    }

    /// A callback of a superclass bridgelint read, calling its method: not when the controller
    /// skips the callback or overrides the method.
    @Test(arguments: [
        ("", true),
        ("  skip_before_action :set_xml\n", false),
        ("  def set_xml\n  end\n", false),
    ])
    func aSuperclassCallbackThatSetsTheContentType(body: String, isNotHTML: Bool) {
        let graph = RenderGraphTests.graph([
            "app/controllers/feeds/base_controller.rb": "class Feeds::BaseController < ApplicationController\n  before_action :set_xml\n\n  private\n\n" + Self.xmlMethod + "end\n",
            "app/controllers/feeds/news_controller.rb": "module Feeds\n  class NewsController < BaseController\n\(body)    def index\n    end\n  end\nend\n",
            "app/views/feeds/news/index.html.erb": "<rss><channel><link>x</link></channel></rss>",
        ])
        #expect(graph.rendersOnlyOutsideHTML("app/views/feeds/news/index.html.erb", registered: .none) == isNotHTML, "\(body)")
    }

    static let canvas = "app/views/layouts/facebook/canvas.fbml.erb"
    static let album = "app/views/facebook/albums/show.html.erb"
    static let player = "app/views/facebook/albums/_player.html.erb"

    /// A page in a layout of another format, and a partial: not HTML only where every page that
    /// renders it is not.
    @Test(arguments: [
        (nil, true),
        ("app/views/albums/show.html.erb", false),
    ] as [(String?, Bool)])
    func aPageInAnFBMLLayout(alsoRenderedBy page: String?, partialIsNotHTML: Bool) {
        var files = [
            "app/controllers/facebook/base_controller.rb": "class Facebook::BaseController < ApplicationController\n  layout 'facebook/canvas.fbml.erb'\nend\n",
            "app/controllers/facebook/albums_controller.rb": "class Facebook::AlbumsController < Facebook::BaseController\n  def show\n  end\nend\n",
            "app/controllers/albums_controller.rb": "class AlbumsController < ApplicationController\n  def show\n  end\nend\n",
            Self.canvas: "<fb:fbml><%= yield %></fb:fbml>",
            Self.album: "<div><%= render \"player\" %></div>",
            Self.player: "<fb:swf swfsrc=\"/a.swf\" />",
        ]
        if let page { files[page] = "<%= render \"facebook/albums/player\" %>" }
        let graph = RenderGraphTests.graph(files)
        #expect(graph.rendersOnlyOutsideHTML(Self.canvas, registered: .none))
        #expect(graph.rendersOnlyOutsideHTML(Self.album, registered: .none))
        #expect(graph.rendersOnlyOutsideHTML(Self.player, registered: .none) == partialIsNotHTML)
        #expect(!graph.rendersOnlyOutsideHTML("app/views/albums/show.html.erb", registered: .none))
    }

    /// A partial rendered only by an `.fbml.erb` or `.xml.erb` template.
    @Test func aPartialOfATemplateOfAnotherFormat() {
        let graph = RenderGraphTests.graph([
            "app/views/albums/show.fbml.erb": "<fb:fbml><%= render :partial => \"player.html.erb\" %></fb:fbml>",
            "app/views/albums/_player.html.erb": "<fb:swf swfsrc=\"/a.swf\" />",
            "app/views/albums/_unused.html.erb": "<p>x</p>",
        ])
        #expect(graph.rendersOnlyOutsideHTML("app/views/albums/_player.html.erb", registered: .none))
        #expect(!graph.rendersOnlyOutsideHTML("app/views/albums/_unused.html.erb", registered: .none))
    }

    /// A format the app registers for another MIME type (`Mime::Type.register
    /// "application/vnd.ms-excel", :xls`) is not HTML, nor is a partial only its templates
    /// render; without the registration `xls` reads as a locale and both are HTML.
    @Test func aTemplateOfAFormatTheAppRegistersAndItsPartial() {
        let graph = RenderGraphTests.graph([
            "app/views/reports/monthly.xls.erb": "<Workbook><%= render \"row\" %></Workbook>",
            "app/views/reports/_row.html.erb": "<Row><Cell>1</Cell></Row>",
            "app/views/reports/show.mobile.erb": "<p>x</p>",
        ])
        let registered = MimeRegistrations(otherFormats: ["xls"], htmlFormats: ["mobile"])
        #expect(graph.rendersOnlyOutsideHTML("app/views/reports/monthly.xls.erb", registered: registered))
        #expect(graph.rendersOnlyOutsideHTML("app/views/reports/_row.html.erb", registered: registered))
        #expect(!graph.rendersOnlyOutsideHTML("app/views/reports/show.mobile.erb", registered: registered))
        #expect(!graph.rendersOnlyOutsideHTML("app/views/reports/monthly.xls.erb", registered: .none))
        #expect(!graph.rendersOnlyOutsideHTML("app/views/reports/_row.html.erb", registered: .none))
    }
}

/// Partials whose every render site puts them inside a Turbo Stream, whose content browsers
/// parse inside a `<template>`.
@Suite struct TurboStreamRenderSiteTests {
    static let row = "app/views/trades/_row.html.erb"

    /// (how the controller renders the row, whether every site is a stream's)
    @Test(arguments: [
        ("render turbo_stream: turbo_stream.replace(trade, partial: \"trades/row\", locals: { trade: trade })", true),
        ("render turbo_stream: turbo_stream.replace(\n      trade,\n      partial: \"trades/row\"\n    )", true),
        ("render turbo_stream: turbo_stream.append(:trades, partial: \"trades/row\")", true),
        ("turbo_stream.update dom_id(trade), partial: \"trades/row\"", true),
        ("render partial: \"trades/row\", locals: { trade: trade }", false),
        ("render turbo_stream: turbo_stream.replace(trade, html: render_to_string(partial: \"trades/row\"))", false),
    ] as [(String, Bool)])
    func aControllerRender(line: String, onlyInStreams: Bool) {
        let graph = RenderGraphTests.graph([
            "app/controllers/trades_controller.rb": "class TradesController < ApplicationController\n  def edit\n    \(line)\n  end\nend\n",
            Self.row: "<tr><td></td></tr>",
        ])
        #expect((graph.turboStreamSites(ofOnly: Self.row) != nil) == onlyInStreams)
    }

    @Test func aStreamTemplateRendersInsideItsStreamAndAPageDoesNot() {
        var files = [
            "app/views/trades/update.turbo_stream.erb": "<%= turbo_stream.replace @trade, partial: \"trades/row\" %>\n",
            Self.row: "<tr><td></td></tr>",
        ]
        #expect(RenderGraphTests.graph(files).turboStreamSites(ofOnly: Self.row)?.map(\.path) == ["app/views/trades/update.turbo_stream.erb"])
        files["app/views/trades/index.html.erb"] = "<table><%= render \"trades/row\" %></table>\n"
        #expect(RenderGraphTests.graph(files).turboStreamSites(ofOnly: Self.row) == nil)
    }
}
