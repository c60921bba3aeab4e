import BridgeLintCore
@testable import BridgeLintGraph
import BridgeLintTemplate
import Foundation
import Testing

/// The render graph over small apps written here: each render form, layouts chosen by
/// controllers, nested layouts, collections, components with blocks, unknown edges, cycles.
@Suite struct RenderGraphTests {
    static let base: [String: String] = [
        "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
        "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\nend\n",
        "app/views/layouts/application.html.erb": "<body data-controller=\"app\">\n<%= yield %>\n</body>\n",
    ]

    /// A graph of `files` added to `base`: `.erb` files are templates, `.rb` files the app's Ruby.
    static func graph(_ files: [String: String]) -> RenderGraph {
        let all = base.merging(files) { $1 }
        let templates = all.filter { $0.key.hasSuffix(".erb") }.sorted { $0.key < $1.key }
            .map { (path: $0.key, bytes: Array($0.value.utf8)) }
        let ruby = all.filter { $0.key.hasSuffix(".rb") }.sorted { $0.key < $1.key }
            .map { (path: $0.key, bytes: Array($0.value.utf8)) }
        return RenderGraph(templates: templates, ruby: ruby)
    }

    /// The reach of `identifier` at the first element with `attribute` in the template at `path`.
    static func reach(_ identifier: String, at attribute: String, in path: String, of files: [String: String]) -> ControllerReach {
        let graph = graph(files)
        let template = TemplateParser.parse(SourceFile(path: path, text: base.merging(files) { $1 }[path] ?? ""))
        guard let element = template.elements.first(where: { $0.attribute(named: attribute) != nil }) else { return .unknown }
        return graph.reach(of: identifier, chain: ScopeStep.chain(of: element, in: template), offset: element.range.start, in: path)
    }

    /// Every controller around the first element with `attribute` on the render paths of `path`.
    static func around(_ attribute: String, in path: String, of files: [String: String]) -> Set<String>? {
        let graph = graph(files)
        let template = TemplateParser.parse(SourceFile(path: path, text: base.merging(files) { $1 }[path] ?? ""))
        guard let element = template.elements.first(where: { $0.attribute(named: attribute) != nil }) else { return nil }
        return graph.controllers(around: ScopeStep.chain(of: element, in: template), offset: element.range.start, in: path)
    }

    func targets(_ graph: RenderGraph, _ path: String) -> [[String]] {
        graph.nodes[path]?.calls.map(\.targets) ?? []
    }

    /// A path given another way than root-relative (relative to a folder above the root, to one
    /// inside it, or absolute) finds its node by its file name, unless several templates match.
    @Test func aPathGivenAnotherWayFindsTheNodeWhenOneTemplateMatches() {
        let graph = Self.graph([
            "app/views/posts/index.html.erb": "<p>posts</p>",
            "app/views/posts/_form.html.erb": "<p>form</p>",
            "app/views/comments/_form.html.erb": "<p>form</p>",
        ])
        #expect(graph.node(at: "app/views/posts/index.html.erb")?.path == "app/views/posts/index.html.erb")
        #expect(graph.node(at: "blog/app/views/posts/index.html.erb")?.path == "app/views/posts/index.html.erb")
        #expect(graph.node(at: "/home/me/blog/app/views/posts/_form.html.erb")?.path == "app/views/posts/_form.html.erb")
        #expect(graph.node(at: "posts/index.html.erb")?.path == "app/views/posts/index.html.erb")
        #expect(graph.node(at: "_form.html.erb") == nil, "two templates match")
        #expect(graph.node(at: "app/views/posts/show.html.erb") == nil)
    }

    @Test func eachRenderFormFindsItsPartial() {
        let graph = Self.graph([
            "app/views/posts/index.html.erb": """
            <%= render "form" %>
            <%= render partial: "posts/form", locals: { post: @post } %>
            <%= render "shared/nav" %>
            <%= render @posts %>
            <%= render partial: "post", collection: @posts %>
            <%= render(CardComponent.new(title: "x")) %>
            <%= render CardComponent.with_collection(@posts) %>
            <%= render layout: "box" do %><p>in</p><% end %>
            <%= turbo_stream.replace "x", partial: "posts/post" %>
            <%= render "form.html.erb" %>
            <%= render partial: "shared/nav.html", locals: {} %>
            <%= render partial: "/shared/nav", locals: {} %>
            """,
            "app/views/posts/update.turbo_stream.erb": "<%= turbo_stream.replace @post %>\n<%= turbo_stream.remove @post %>\n",
            "app/views/posts/_form.html.erb": "<form></form>",
            "app/views/posts/_post.html.erb": "<li></li>",
            "app/views/posts/_post.html+phone.erb": "<li></li>",
            "app/views/shared/_nav.html.erb": "<nav></nav>",
            "app/views/application/_box.html.erb": "<div><%= yield %></div>",
            "app/components/card_component.html.erb": "<div><%= content %></div>",
        ])
        let phoneAndDefault = ["app/views/posts/_post.html+phone.erb", "app/views/posts/_post.html.erb"]
        let found = targets(graph, "app/views/posts/index.html.erb").map { $0.sorted() }
        #expect(found == [
            ["app/views/posts/_form.html.erb"], ["app/views/posts/_form.html.erb"], ["app/views/shared/_nav.html.erb"],
            phoneAndDefault, phoneAndDefault,
            ["app/components/card_component.html.erb"], ["app/components/card_component.html.erb"],
            ["app/views/application/_box.html.erb"], phoneAndDefault,
            ["app/views/posts/_form.html.erb"], ["app/views/shared/_nav.html.erb"], ["app/views/shared/_nav.html.erb"],
        ])
        #expect(targets(graph, "app/views/posts/update.turbo_stream.erb").map { $0.sorted() } == [phoneAndDefault])
        #expect(graph.contexts(of: "app/views/posts/_post.html.erb").contains(.unknown))
        #expect(!graph.contexts(of: "app/views/posts/_form.html.erb").contains(.unknown))
        #expect(graph.nodes["app/views/posts/index.html.erb"]?.layout == "layouts/application")
    }

    @Test func aTargetInAPartialRenderedOnlyInsideItsControllerIsInScope() {
        let files = [
            "app/views/posts/index.html.erb": "<div data-controller=\"menu\">\n<%= render \"form\" %>\n</div>\n",
            "app/views/posts/_form.html.erb": "<a data-menu-target=\"item\"></a>\n",
        ]
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/posts/_form.html.erb", of: files) == .mounted)
    }

    /// `render "modal" do ... end`: the block is shown at the partial's `yield`, inside the
    /// partial's elements, as with `render layout:` and a component's content.
    @Test(arguments: ["render \"shared/modal\" do", "render(\"shared/modal\", title: \"Edit\") do", "render layout: \"shared/modal\" do"])
    func aBlockGivenToAPartialIsInsideItsElements(call: String) {
        let files = [
            "app/views/posts/index.html.erb": "<%= \(call) %>\n<button data-action=\"modal#close\">x</button>\n<% end %>\n",
            "app/views/shared/_modal.html.erb": "<dialog data-controller=\"modal\"><%= yield %></dialog>\n",
        ]
        #expect(Self.reach("modal", at: "data-action", in: "app/views/posts/index.html.erb", of: files) == .mounted)
    }

    @Test func thePartialAlsoRenderedWithoutItIsAWarningNamingThatPage() {
        let files = [
            "app/views/posts/index.html.erb": "<div data-controller=\"menu\">\n<%= render \"form\" %>\n</div>\n",
            "app/views/posts/show.html.erb": "<p>\n<%= render \"form\" %>\n</p>\n",
            "app/views/posts/_form.html.erb": "<a data-menu-target=\"item\"></a>\n",
        ]
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/posts/_form.html.erb", of: files)
            == .partly(site: RenderSite(path: "app/views/posts/show.html.erb", line: 2), seenMounted: true))
    }

    /// The other path is a Turbo Stream, whose page is unknown: nothing known mounts the controller.
    @Test func thePartialAlsoRenderedThroughAnUnknownPathIsAWarningThatSaysSo() {
        let files = [
            "app/views/posts/create.turbo_stream.erb": "<%= turbo_stream.append \"list\", partial: \"posts/form\" %>\n",
            "app/views/posts/show.html.erb": "<p>\n<%= render \"form\" %>\n</p>\n",
            "app/views/posts/_form.html.erb": "<a data-menu-target=\"item\"></a>\n",
        ]
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/posts/_form.html.erb", of: files)
            == .partly(site: RenderSite(path: "app/views/posts/show.html.erb", line: 2), seenMounted: false))
    }

    @Test func anActionInAPageWhoseLayoutNeverMountsItIsMissing() {
        let files = ["app/views/posts/index.html.erb": "<button data-action=\"menu#open\"></button>\n"]
        #expect(Self.reach("menu", at: "data-action", in: "app/views/posts/index.html.erb", of: files)
            == .missing(sites: [RenderSite(path: "app/views/layouts/application.html.erb", line: 2)]))
        #expect(Self.reach("app", at: "data-action", in: "app/views/posts/index.html.erb", of: files) == .mounted)
    }

    /// What `bridge-unknown-attribute` compares with: the union over every render path, or
    /// nothing when one path cannot be followed.
    @Test func theControllersAroundAPlaceAreThoseOfEveryRenderPath() {
        var files = [
            "app/views/posts/index.html.erb": "<div data-controller=\"nav\">\n<%= render \"item\" %>\n</div>\n",
            "app/views/posts/show.html.erb": "<section data-controller=\"menu\"><p>\n<%= render \"item\" %>\n</p></section>\n",
            "app/views/posts/_item.html.erb": "<span data-controller=\"row\"><a data-bridge-side=\"left\"></a></span>\n",
        ]
        #expect(Self.around("data-bridge-side", in: "app/views/posts/_item.html.erb", of: files) == ["app", "nav", "menu", "row"])
        files["app/views/posts/edit.html.erb"] = "<div data-controller=\"<%= kind %>\">\n<%= render \"item\" %>\n</div>\n"
        #expect(Self.around("data-bridge-side", in: "app/views/posts/_item.html.erb", of: files) == nil)
        files["app/views/posts/edit.html.erb"] = "<%= turbo_stream.replace \"x\", partial: \"posts/item\" %>\n"
        #expect(Self.around("data-bridge-side", in: "app/views/posts/_item.html.erb", of: files) == nil)
        files["app/views/posts/edit.html.erb"] = nil
        files["app/views/posts/_item.html.erb"] = "<template><a data-bridge-side=\"left\"></a></template>\n"
        #expect(Self.around("data-bridge-side", in: "app/views/posts/_item.html.erb", of: files) == nil)
    }

    @Test func controllersChooseLayoutsByDeclarationInheritanceAndConvention() {
        let graph = Self.graph([
            "app/controllers/admin/base_controller.rb": "module Admin\n  class BaseController < ApplicationController\n    layout \"admin\"\n  end\nend\n",
            "app/controllers/admin/posts_controller.rb": "class Admin::PostsController < Admin::BaseController\nend\n",
            "app/controllers/reports_controller.rb": "class ReportsController < ApplicationController\nend\n",
            "app/controllers/frames_controller.rb": "class FramesController < ApplicationController\n  layout false\nend\n",
            "app/controllers/pickers_controller.rb": "class PickersController < ApplicationController\n  layout \"wide\", only: :index\nend\n",
            "app/views/layouts/admin.html.erb": "<%= yield %>",
            "app/views/layouts/reports.html.erb": "<%= yield %>",
            "app/views/admin/posts/index.html.erb": "<p></p>",
            "app/views/reports/index.html.erb": "<p></p>",
            "app/views/posts/index.html.erb": "<p></p>",
            "app/views/frames/index.html.erb": "<p></p>",
            "app/views/pickers/index.html.erb": "<p></p>",
            "app/views/orphans/index.html.erb": "<p></p>",
        ])
        #expect(graph.nodes["app/views/admin/posts/index.html.erb"]?.layout == "layouts/admin")
        #expect(graph.nodes["app/views/reports/index.html.erb"]?.layout == "layouts/reports")
        #expect(graph.nodes["app/views/posts/index.html.erb"]?.layout == "layouts/application")
        #expect(graph.nodes["app/views/frames/index.html.erb"]?.layout == nil)
        #expect(graph.nodes["app/views/pickers/index.html.erb"]?.layout == nil)
        #expect(graph.nodes["app/views/orphans/index.html.erb"]?.layout == nil)
    }

    /// An action's `render` given a layout chooses the layout of that request, however the
    /// option is spelled (`layout: "touch"`, `:layout => "touch"`), as does `layout "x"` limited
    /// to some actions (`only:`, `:only =>`): the controller's pages have no one known layout.
    @Test(arguments: [
        "  def index\n    render layout: \"touch\"\n  end\n",
        "  def index\n    render :layout => \"touch\"\n  end\n",
        "  def index\n    render(:layout=>false)\n  end\n",
        "  layout \"touch\", :only => :index\n",
        "  layout \"touch\", :except => [:show]\n",
    ])
    func aLayoutChosenForSomeRequestsLeavesThePagesLayoutUnknown(body: String) {
        let graph = Self.graph([
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\n\(body)end\n",
            "app/views/layouts/touch.html.erb": "<%= yield %>",
            "app/views/posts/index.html.erb": "<p></p>",
        ])
        #expect(graph.nodes["app/views/posts/index.html.erb"]?.layout == nil)
    }

    /// A render giving a layout in one action's body chooses that action's layout: the other
    /// pages keep the controller's, unless the method rendering so may be called by their
    /// actions (named besides its `def` in the chain, or the class mixes in modules).
    @Test(arguments: [
        ("", "layouts/application"),
        ("  def show\n    @post = Post.first\n  end\n", "layouts/application"),
        ("  def show\n    index\n  end\n", nil),
        // A redirect names the action's route, not its method.
        ("  def show\n    redirect_to :action => :index if params[:all]\n    redirect_to(action: \"index\")\n  end\n", "layouts/application"),
        ("  before_action :index, only: :show\n", nil),
        ("  include Touchable\n", nil),
        // A render naming a template renders that one in the layout, not the action's page.
        ("  def preview\n    render :template => \"print/print\", :layout => nil\n  end\n", "layouts/application"),
        ("  def preview\n    render :action => \"show\", :layout => \"touch\"\n  end\n", nil),
        ("  def preview\n    render \"posts/show\", layout: false\n  end\n", nil),
        ("  def preview\n    render :show, :layout => \"touch\"\n  end\n", nil),
        // A name written with its formats names the template without them (wicked_pdf's `render :pdf`).
        ("  def preview\n    render :pdf => \"proforma\", :layout => \"touch\", :template => \"posts/show.html.erb\"\n  end\n", nil),
        ("  def preview\n    render \"posts/show.html\", layout: \"touch\"\n  end\n", nil),
        ("  def preview\n    render template: view_name, layout: \"touch\"\n  end\n", nil),
    ] as [(String, String?)])
    func aLayoutOneActionChoosesIsThatActionsOnly(extra: String, showLayout: String?) {
        let graph = Self.graph([
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\n\(extra)  def index\n    render :layout => \"touch\"\n  end\nend\n",
            "app/views/layouts/touch.html.erb": "<%= yield %>",
            "app/views/posts/index.html.erb": "<p></p>",
            "app/views/posts/show.html.erb": "<p></p>",
        ])
        #expect(graph.nodes["app/views/posts/index.html.erb"]?.layout == nil)
        #expect(graph.nodes["app/views/posts/show.html.erb"]?.layout == showLayout)
    }

    /// The action options a controller's words are counted without are what ICU's regular
    /// expression for them matches, on texts mixing the pattern's parts with Unicode word
    /// characters, spaces, combining marks and format characters (around `\b`).
    @Test func actionOptionsAreDroppedAsICUsPatternMatchesThem() throws {
        let pattern = try NSRegularExpression(pattern: #"(:action\s*=>\s*|\baction:\s*)(:\w+|"\w+"|'\w+')"#)
        let parts = [":action", "action", "action:", ":", " ", "\t", "\u{A0}", "\u{2028}", "\u{85}", "\u{0B}", "\u{1C}", "=>", "=", ">",
                     "\"", "'", "show", "x", "_", "1", "\u{663}", "é", "e\u{301}", "\u{301}", "\u{200D}", "\u{AD}", "😀", "-", "!",
                     "?", "\n", "\r\n", "\u{216B}", "²", "·", "ǅ"]
        var state: UInt64 = 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<20_000 {
            let text = (0...next(10)).map { _ in parts[next(parts.count)] }.joined()
            let expected = pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
            #expect(ControllerLayouts.droppingActionOptions(text) == expected, "\(text.debugDescription)")
        }
    }

    /// A subclass's action may call the method of its superclass that renders in a layout.
    @Test func aSubclassCallingAMethodThatChoosesALayoutLeavesItsPageUnknown() {
        let graph = Self.graph([
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\n  def touch_page\n    render layout: \"touch\"\n  end\nend\n",
            "app/controllers/drafts_controller.rb": "class DraftsController < PostsController\n  def show\n    touch_page\n  end\n\n  def edit\n  end\nend\n",
            "app/views/layouts/touch.html.erb": "<%= yield %>",
            "app/views/drafts/show.html.erb": "<p></p>",
            "app/views/posts/index.html.erb": "<p></p>",
        ])
        #expect(graph.nodes["app/views/drafts/show.html.erb"]?.layout == nil)
        #expect(graph.nodes["app/views/posts/index.html.erb"]?.layout == "layouts/application")
    }

    /// A namespaced base class named like a top-level one inherits that top-level class (Ruby
    /// reads the superclass before the class it defines exists), however it is written: its
    /// pages render in the application layout, not in an unknown one.
    @Test(arguments: [
        "class Admin::ApplicationController < ApplicationController\nend\n",
        "module Admin\n  class ApplicationController < ApplicationController\n  end\nend\n",
        "module Admin\n  class ApplicationController < ::ApplicationController\n  end\nend\n",
    ])
    func aNamespacedBaseClassInheritsTheTopLevelClassOfItsName(base: String) {
        let graph = Self.graph([
            "app/controllers/admin/application_controller.rb": base,
            "app/controllers/admin/users_controller.rb": "class Admin::UsersController < Admin::ApplicationController\nend\n",
            "app/views/admin/users/index.html.erb": "<p></p>",
        ])
        #expect(graph.nodes["app/views/admin/users/index.html.erb"]?.layout == "layouts/application")
    }

    /// A page whose name is no Ruby method name is no action's implicit template: nothing proves
    /// the layout it renders in (only a call naming it renders it).
    @Test(arguments: ["junk-drawer", "2024", "draft copy"])
    func aPageNamedLikeNoActionHasNoKnownLayout(name: String) {
        let graph = Self.graph(["app/views/posts/\(name).html.erb": "<p></p>", "app/views/posts/show_all.html.erb": "<p></p>"])
        #expect(graph.nodes["app/views/posts/\(name).html.erb"]?.layout == nil)
        #expect(graph.nodes["app/views/posts/show_all.html.erb"]?.layout == "layouts/application")
    }

    /// A controller written with Windows line breaks declares its layout the same way.
    @Test func aControllerWithWindowsLineBreaksChoosesItsLayout() {
        let graph = Self.graph([
            "app/controllers/admin/posts_controller.rb": "class Admin::PostsController < ApplicationController\r\n  layout \"admin\"\r\nend\r\n",
            "app/views/layouts/admin.html.erb": "<%= yield %>",
            "app/views/admin/posts/index.html.erb": "<p></p>",
        ])
        #expect(graph.nodes["app/views/admin/posts/index.html.erb"]?.layout == "layouts/admin")
    }

    @Test func aNestedLayoutIsHeldByTheOuterLayoutsYield() {
        let files = [
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\n  layout \"posts_shell\"\nend\n",
            "app/views/layouts/posts_shell.html.erb": "<% content_for :main do %><%= yield %><% end %>\n<%= render template: \"layouts/application\" %>\n",
            // As in the Rails guide's nested layouts.
            "app/views/layouts/application.html.erb": "<body data-controller=\"app\">\n<%= content_for?(:main) ? yield(:main) : yield %>\n</body>\n",
            "app/views/posts/index.html.erb": "<button data-action=\"app#go\"></button>\n",
        ]
        #expect(Self.reach("app", at: "data-action", in: "app/views/posts/index.html.erb", of: files) == .mounted)
    }

    /// A `content_for :name` block is shown at the layout's `yield :name`: its scope is the
    /// layout's elements around that yield, not the page's around the block.
    @Test func aContentForBlockIsScopedAtTheLayoutsYield() {
        let layout = "app/views/layouts/application.html.erb"
        let page = "app/views/posts/index.html.erb"
        var files = [
            layout: "<body>\n<aside data-controller=\"sidebar\"><%= yield :sidebar %></aside>\n<header><%= content_for(:head) %></header>\n<main><%= yield %></main>\n</body>\n",
            page: """
            <% content_for :sidebar do %>
              <button data-in-sidebar data-action="sidebar#toggle"></button>
              <%= render "links" %>
            <% end %>
            <div data-controller="sidebar">
              <% content_for :head do %><a data-in-head data-action="sidebar#toggle"></a><% end %>
              <% content_for :nowhere do %><a data-in-nowhere data-action="sidebar#toggle"></a><% end %>
            </div>
            <p data-in-main data-action="sidebar#toggle"></p>
            """,
            "app/views/posts/_links.html.erb": "<a data-link data-action=\"sidebar#toggle\"></a>\n",
        ]
        #expect(Self.reach("sidebar", at: "data-in-sidebar", in: page, of: files) == .mounted)
        #expect(Self.reach("sidebar", at: "data-link", in: "app/views/posts/_links.html.erb", of: files) == .mounted)
        #expect(Self.reach("sidebar", at: "data-in-head", in: page, of: files) == .missing(sites: [RenderSite(path: layout, line: 3)]))
        #expect(Self.reach("sidebar", at: "data-in-nowhere", in: page, of: files) == .unknown)
        #expect(Self.reach("sidebar", at: "data-in-main", in: page, of: files) == .missing(sites: [RenderSite(path: layout, line: 4)]))
        #expect(Self.around("data-in-sidebar", in: page, of: files) == ["sidebar"])
        // A partial's block goes to the layouts of the pages rendering it.
        files["app/views/posts/_links.html.erb"] = "<% content_for :sidebar do %><a data-link data-action=\"sidebar#toggle\"></a><% end %>\n"
        #expect(Self.reach("sidebar", at: "data-link", in: "app/views/posts/_links.html.erb", of: files) == .mounted)
    }

    @Test func aComponentsBlockIsWrappedByTheComponentsTemplate() {
        let files = [
            "app/components/dialog_component.html.erb": "<div data-controller=\"dialog\"><%= content %><%= header %></div>\n",
            "app/views/posts/index.html.erb": "<%= render(DialogComponent.new) do |dialog| %>\n<% dialog.with_header do %><b></b><% end %>\n<button data-action=\"dialog#close\"></button>\n<% end %>\n",
            "app/views/posts/show.html.erb": "<%= render DialogComponent.new %>\n",
        ]
        #expect(Self.reach("dialog", at: "data-action", in: "app/views/posts/index.html.erb", of: files) == .mounted)
        let graph = Self.graph(files)
        #expect(graph.callers(of: "app/components/dialog_component.html.erb").count == 2)
    }

    @Test func unknownEdgesMakeScopeUnknownNeverWrong() {
        let files = [
            "app/views/posts/index.html.erb": "<%= render \"form\" %>\n<%= render @post.partial_name %>\n<%= render \"x/#{kind}\" %>\n",
            "app/views/posts/_form.html.erb": "<a data-menu-target=\"item\"></a>\n",
            "app/views/posts/_row.html.erb": "<a data-menu-target=\"item\"></a>\n",
            "app/views/posts/_streamed.html.erb": "<a data-menu-target=\"item\"></a>\n",
            "app/views/posts/create.turbo_stream.erb": "<%= turbo_stream.append \"list\", partial: \"posts/streamed\" %>\n",
            "app/views/frames/show.html.erb": "<turbo-frame id=\"f\"><a data-menu-target=\"item\"></a></turbo-frame>\n",
        ]
        let graph = Self.graph(files)
        #expect(graph.nodes["app/views/posts/index.html.erb"]?.calls.map(\.isUnknown) == [false, true, true])
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/posts/_row.html.erb", of: files) == .unknown)
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/posts/_streamed.html.erb", of: files) == .unknown)
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/frames/show.html.erb", of: files) == .unknown)
    }

    /// A name computed in its last part may render each partial its written parts allow: in its
    /// folder, or in the caller's prefixes when it has none. A computed folder, or a name with
    /// nothing written, renders nothing bridgelint can name.
    @Test func aComputedNameRendersThePartialsItsWrittenPartsAllow() {
        let page = "app/views/posts/index.html.erb"
        let files = [
            page: """
            <%= render "shared/icons/#{icon}" %>
            <%= render partial: "cards/card_#{size}_#{tone}" %>
            <%= render "#{kind}_fields" %>
            <%= render "#{name}" %>
            <%= render "#{folder}/icons/home" %>
            <%= render "empty/#{x}" %>
            """,
            "app/views/shared/icons/_home.html.erb": "<path d=\"M0\" />\n",
            "app/views/shared/icons/_star.html.erb": "<path d=\"M1\" />\n",
            "app/views/shared/icons/nested/_deep.html.erb": "<p></p>\n",
            "app/views/shared/_other.html.erb": "<p></p>\n",
            "app/views/cards/_card_big_red.html.erb": "<p></p>\n",
            "app/views/cards/_card_small.html.erb": "<p></p>\n",
            "app/views/cards/_table.html.erb": "<p></p>\n",
            "app/views/posts/_text_fields.html.erb": "<p></p>\n",
            "app/views/application/_date_fields.html.erb": "<p></p>\n",
            "app/views/posts/_form.html.erb": "<p></p>\n",
        ]
        let graph = Self.graph(files)
        #expect(targets(graph, page) == [
            ["app/views/shared/icons/_home.html.erb", "app/views/shared/icons/_star.html.erb"],
            ["app/views/cards/_card_big_red.html.erb"],
            ["app/views/application/_date_fields.html.erb", "app/views/posts/_text_fields.html.erb"],
            [], [], [],
        ])
        // What a computed name renders is never all known: a computed part may hold a `/`.
        #expect(graph.nodes[page]?.calls.allSatisfy(\.isUnknown) == true)
    }

    /// Scope through a computed name is that of its render site, as for a written one.
    @Test func aPartialRenderedByAComputedNameIsInTheScopeOfItsSite() {
        let files = [
            "app/views/posts/index.html.erb": "<nav data-controller=\"menu\">\n<%= render \"posts/items/#{item.kind}\" %>\n</nav>\n<%= render \"posts/rows/#{row}\" %>\n",
            "app/views/posts/items/_link.html.erb": "<a data-menu-target=\"item\"></a>\n",
            "app/views/posts/rows/_plain.html.erb": "<a data-menu-target=\"item\"></a>\n",
        ]
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/posts/items/_link.html.erb", of: files) == .mounted)
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/posts/rows/_plain.html.erb", of: files)
            == .missing(sites: [RenderSite(path: "app/views/posts/index.html.erb", line: 4)]))
    }

    /// `profile_form_with ... do`: an app helper may render the form with its own controller.
    @Test func aBlockGivenToAnUnknownHelperMayBeWrappedByIt() {
        let files = [
            "app/views/posts/index.html.erb": "<%= profile_form_with @user do |form| %>\n<input data-action=\"change->form#submit\">\n<% end %>\n<%= form_with model: @user do |form| %>\n<input data-note=\"x\" data-action=\"change->form#submit\">\n<% end %>\n",
        ]
        #expect(Self.reach("form", at: "data-action", in: "app/views/posts/index.html.erb", of: files) == .unknown)
        #expect(Self.reach("form", at: "data-note", in: "app/views/posts/index.html.erb", of: files)
            == .missing(sites: [RenderSite(path: "app/views/layouts/application.html.erb", line: 2)]))
    }

    /// A render inside the arguments of an unknown helper's call does not own the helper's block:
    /// `modal body: render("notes/show") do` gives the block to `modal`, which may wrap it in its
    /// own controller. A render (or stream action) that starts the tag owns its block.
    @Test(arguments: [
        "<%= modal title: t, body: render(partial: \"notes/show\", locals: { a: 1 }) do %>",
        "<%= modal(body: render(\"notes/show\")) do %>",
        "<%= card render(\"notes/show\") do |c| %>",
    ])
    func aRenderInsideAnUnknownHelpersArgumentsLeavesTheBlockToTheHelper(opening: String) {
        let page = "app/views/posts/index.html.erb"
        let files = [
            page: "\(opening)\n<a data-action=\"click->modal#show\"></a>\n<% end %>\n",
            "app/views/notes/_show.html.erb": "<p></p>\n",
        ]
        let calls = Self.graph(files).nodes[page]?.calls.map(\.call) ?? []
        #expect(calls.map(\.kind) == [.partial("notes/show", collection: false), .block])
        #expect(calls.map { $0.blockEnd == nil } == [true, false])
        #expect(Self.reach("modal", at: "data-action", in: page, of: files) == .unknown)
    }

    @Test(arguments: ["<%= render \"notes/show\" do %>", "<%= render(layout: \"notes/show\") do %>"])
    func aRenderThatStartsTheTagOwnsItsBlock(opening: String) {
        let page = "app/views/posts/index.html.erb"
        let files = [
            page: "\(opening)\n<a data-action=\"click->modal#show\"></a>\n<% end %>\n",
            "app/views/notes/_show.html.erb": "<p><%= yield %></p>\n",
        ]
        let calls = Self.graph(files).nodes[page]?.calls.map(\.call) ?? []
        #expect(calls.count == 1 && calls.first?.blockEnd != nil)
        #expect(Self.reach("modal", at: "data-action", in: page, of: files)
            == .missing(sites: [RenderSite(path: "app/views/layouts/application.html.erb", line: 2)]))
    }

    /// A button kept with `capture` and shown later inside the controller's element, a field in a
    /// `<template>` that script clones somewhere else: unknown.
    /// A loop's block stays where it is written.
    @Test func markupShownElsewhereThanWrittenIsUnknown() {
        let page = "app/views/posts/index.html.erb"
        let files = [
            page: """
            <% field = capture do %>
            <button data-captured data-action="picker#open"></button>
            <% end %>
            <div data-controller="picker"><%= field %></div>
            <template><input data-cloned data-action="picker#open"></template>
            <% items.each do |item| %>
            <p data-looped data-action="picker#open"></p>
            <% end %>
            """,
        ]
        for marker in ["data-captured", "data-cloned"] {
            #expect(Self.reach("picker", at: marker, in: page, of: files) == .unknown, "\(marker)")
        }
        #expect(Self.reach("picker", at: "data-looped", in: page, of: files)
            == .missing(sites: [RenderSite(path: "app/views/layouts/application.html.erb", line: 2)]))
    }

    /// A name without a folder is looked up in the rendering controller's prefixes (its path,
    /// its superclasses', `application`), not in the folder of the template holding the call;
    /// a partial shared by several controllers renders what each of them finds.
    @Test func partialNamesResolveInTheRenderingControllersPrefixes() {
        let graph = Self.graph([
            "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\nend\n",
            "app/controllers/admin/base_controller.rb": "module Admin\n  class BaseController < ApplicationController\n  end\nend\n",
            "app/controllers/admin/posts_controller.rb": "module Admin\n  class PostsController < BaseController\n  end\nend\n",
            "app/views/posts/index.html.erb": "<%= render \"form\" %>\n<%= render \"shared/card\" %>\n",
            "app/views/pages/show.html.erb": "<%= render \"posts/form\" %>\n",
            "app/views/posts/_form.html.erb": "<%= render \"fields\" %>\n",
            "app/views/posts/_fields.html.erb": "<input>\n",
            "app/views/pages/_fields.html.erb": "<input>\n",
            "app/views/shared/_card.html.erb": "<%= render \"body\" %>\n",
            "app/views/shared/_body.html.erb": "<p></p>\n",
            "app/views/posts/_body.html.erb": "<p></p>\n",
            "app/views/admin/posts/index.html.erb": "<%= render \"row\" %>\n",
            "app/views/admin/base/_row.html.erb": "<tr></tr>\n",
            "app/views/application/_row.html.erb": "<tr></tr>\n",
            "app/views/orphans/_lonely.html.erb": "<%= render \"fields\" %>\n",
            "app/views/orphans/_fields.html.erb": "<input>\n",
        ])
        #expect(targets(graph, "app/views/posts/_form.html.erb") == [["app/views/pages/_fields.html.erb", "app/views/posts/_fields.html.erb"]])
        #expect(targets(graph, "app/views/shared/_card.html.erb") == [["app/views/posts/_body.html.erb"]])
        #expect(targets(graph, "app/views/admin/posts/index.html.erb") == [["app/views/admin/base/_row.html.erb"]])
        // Rendered by nothing bridgelint sees: its own folder stands in for the controller's.
        #expect(targets(graph, "app/views/orphans/_lonely.html.erb") == [["app/views/orphans/_fields.html.erb"]])
    }

    /// A partial rendered from Ruby lands where bridgelint cannot see: never "no render path".
    @Test func partialsRenderedFromRubyAreRenderedSomewhereUnknown() {
        let partial = "<a data-menu-target=\"item\"></a>\n"
        let files = [
            "app/controllers/admin/posts_controller.rb": """
                module Admin
                  class PostsController < ApplicationController
                    def update
                      render turbo_stream: turbo_stream.replace("post", partial: "form")
                    end
                    def destroy
                      render turbo_stream: turbo_stream.remove(@post)
                    end
                    def show
                      render "row"
                    end
                  end
                end
                """,
            "app/helpers/cards_helper.rb": "module CardsHelper\n  def card(x) = render(\"card\", x: x)\nend\n",
            "app/models/comment.rb": "class Comment < ApplicationRecord\n  broadcasts_to :post\nend\n",
            "app/controllers/comments_controller.rb": "class CommentsController < ApplicationController\n  def create = render(turbo_stream: turbo_stream.append(:list, @note))\nend\n",
            "app/views/admin/posts/_form.html.erb": partial,
            "app/views/posts/_form.html.erb": partial,
            "app/views/posts/_row.html.erb": partial,
            "app/views/shared/_card.html.erb": partial,
            "app/views/comments/_comment.html.erb": partial,
            "app/views/notes/_note.html.erb": partial,
            "app/views/posts/index.html.erb": "<%= render \"form\" %><%= render \"row\" %><%= render \"shared/card\" %><%= render \"comments/comment\" %><%= render \"notes/note\" %>\n",
        ]
        let graph = Self.graph(files)
        #expect(graph.rubyCallers["app/views/admin/posts/_form.html.erb"] == [RenderSite(path: "app/controllers/admin/posts_controller.rb", line: 4)])
        #expect(graph.rubyCallers["app/views/posts/_form.html.erb"] == nil)
        #expect(graph.rubyCallers["app/views/posts/_row.html.erb"] == nil, "a controller's render \"x\" is a template")
        #expect(graph.rubyCallers["app/views/shared/_card.html.erb"] == [RenderSite(path: "app/helpers/cards_helper.rb", line: 2)])
        #expect(graph.rubyCallers["app/views/comments/_comment.html.erb"] == [RenderSite(path: "app/models/comment.rb", line: 2)])
        #expect(graph.rubyCallers["app/views/notes/_note.html.erb"] == [RenderSite(path: "app/controllers/comments_controller.rb", line: 2)])
        let site = RenderSite(path: "app/views/posts/index.html.erb", line: 1)
        for path in ["app/views/shared/_card.html.erb", "app/views/comments/_comment.html.erb", "app/views/notes/_note.html.erb"] {
            #expect(Self.reach("menu", at: "data-menu-target", in: path, of: files) == .partly(site: site, seenMounted: false), "\(path)")
        }
        #expect(Self.reach("menu", at: "data-menu-target", in: "app/views/posts/_row.html.erb", of: files) == .missing(sites: [site]))
    }

    /// A one-file run reads only the render calls of what may render the template; every
    /// scope answer about it is the whole graph's.
    @Test func aGraphOfWhatRendersOneTemplateAnswersAsTheWholeGraph() {
        let files = [
            "app/controllers/people_controller.rb": "class PeopleController < ApplicationController\n  def update = render(turbo_stream: turbo_stream.replace(@person))\nend\n",
            "app/models/comment.rb": "class Comment < ApplicationRecord\n  broadcasts_to :post\nend\n",
            "app/views/layouts/application.html.erb": "<body data-controller=\"app\">\n<aside data-controller=\"side\"><%= yield :side %></aside>\n<%= yield %>\n</body>\n",
            "app/views/posts/index.html.erb": "<div data-controller=\"menu\">\n<%= render \"form\" %>\n<%= render @people %>\n</div>\n<% content_for :side do %><%= render \"comments/comment\" %><% end %>\n",
            "app/views/posts/show.html.erb": "<p><%= render \"form\" %></p>\n<%= render(CardComponent.new) do %><%= render \"shared/row\" %><% end %>\n",
            "app/views/posts/_form.html.erb": "<a data-x data-menu-target=\"item\" data-action=\"side#go app#go\"></a>\n",
            "app/views/people/_person.html.erb": "<a data-x data-menu-target=\"item\"></a>\n",
            "app/views/comments/_comment.html.erb": "<a data-x data-action=\"side#go menu#go\"></a>\n",
            "app/views/shared/_row.html.erb": "<a data-x data-action=\"card#go menu#go\"></a>\n",
            "app/components/card_component.html.erb": "<div data-controller=\"card\"><%= content %></div>\n",
            "app/views/unrelated/_thing.html.erb": "<%= render \"other\" %>\n",
            "app/views/posts/edit.html.erb": "<div data-controller=\"menu\"><%= render \"shared/icons/#{icon}\" %></div>\n",
            "app/views/shared/icons/_star.html.erb": "<a data-x data-menu-target=\"item\"></a>\n",
        ]
        let all = Self.base.merging(files) { $1 }
        let templates = all.filter { $0.key.hasSuffix(".erb") }.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: Array($0.value.utf8)) }
        let ruby = all.filter { $0.key.hasSuffix(".rb") }.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: Array($0.value.utf8)) }
        let whole = RenderGraph(templates: templates, ruby: ruby)
        for path in ["app/views/posts/_form.html.erb", "app/views/people/_person.html.erb", "app/views/comments/_comment.html.erb", "app/views/shared/_row.html.erb", "app/views/shared/icons/_star.html.erb"] {
            let template = TemplateParser.parse(SourceFile(path: path, text: all[path] ?? ""))
            let graph = RenderGraph.reaching("/somewhere/" + path, templates: templates, ruby: ruby)
            #expect(graph?.nodes["app/views/unrelated/_thing.html.erb"]?.calls.isEmpty == true, "\(path): read only what renders it")
            guard let graph, let element = template.elements.first(where: { $0.attribute(named: "data-x") != nil }) else {
                Issue.record("\(path): no graph")
                continue
            }
            let chain = ScopeStep.chain(of: element, in: template)
            for identifier in ["app", "menu", "side", "card"] {
                #expect(graph.reach(of: identifier, chain: chain, offset: element.range.start, in: path)
                    == whole.reach(of: identifier, chain: chain, offset: element.range.start, in: path), "\(path) \(identifier)")
            }
            #expect(graph.controllers(around: chain, offset: element.range.start, in: path) == whole.controllers(around: chain, offset: element.range.start, in: path), "\(path)")
        }
        #expect(whole.nodes["app/views/unrelated/_thing.html.erb"]?.calls.isEmpty == false)
    }

    @Test func aPartialThatRendersItselfDoesNotHang() {
        let files = [
            "app/views/posts/index.html.erb": "<ul data-controller=\"tree\">\n<%= render \"node\" %>\n</ul>\n",
            "app/views/posts/_node.html.erb": "<li data-tree-target=\"node\">\n<%= render \"node\" %>\n<%= render \"leaf\" %>\n</li>\n",
            "app/views/posts/_leaf.html.erb": "<%= render \"node\" %><i data-tree-target=\"leaf\"></i>\n",
        ]
        #expect(Self.reach("tree", at: "data-tree-target", in: "app/views/posts/_node.html.erb", of: files) == .mounted)
        #expect(Self.reach("tree", at: "data-tree-target", in: "app/views/posts/_leaf.html.erb", of: files) == .mounted)
        #expect(Self.around("data-tree-target", in: "app/views/posts/_leaf.html.erb", of: files) == ["app", "tree"])
    }

    @Test func aLongRenderChainIsFollowedWithoutRecursion() {
        var files = ["app/views/posts/index.html.erb": "<div data-controller=\"deep\"><%= render \"p0\" %></div>\n"]
        for index in 0..<3_000 { files["app/views/posts/_p\(index).html.erb"] = "<%= render \"p\(index + 1)\" %>\n" }
        files["app/views/posts/_p3000.html.erb"] = "<a data-deep-target=\"x\"></a>\n"
        #expect(Self.reach("deep", at: "data-deep-target", in: "app/views/posts/_p3000.html.erb", of: files) == .mounted)
        #expect(Self.around("data-deep-target", in: "app/views/posts/_p3000.html.erb", of: files) == ["app", "deep"])
    }

    /// The pages showing a controller: mounted by the page, by a partial it renders (through a
    /// partial that renders itself), or by its layout; never through the layout's yield, which
    /// would make every page show what one page mounts.
    @Test func pagesShowingAControllerFollowPartialsAndLayouts() {
        let graph = Self.graph([
            "app/controllers/admin_controller.rb": "class AdminController < ApplicationController\n  layout \"admin\"\nend\n",
            "app/views/layouts/admin.html.erb": "<nav data-controller=\"bridge--menu\"></nav>\n<%= yield %>\n",
            "app/views/admin/index.html.erb": "<p>admin</p>\n",
            "app/views/posts/index.html.erb": "<%= render \"list\" %>\n",
            "app/views/posts/_list.html.erb": "<%= render \"list\" %><%= render \"button\" %>\n",
            "app/views/posts/_button.html.erb": "<a data-controller=\"bridge--button\"></a>\n",
            "app/views/posts/show.html.erb": "<p>post</p>\n",
            "app/views/posts/new.html.erb": "<div data-controller=\"bridge--button\"></div>\n",
        ])
        #expect(graph.pages(mounting: "bridge--button") == ["app/views/posts/index.html.erb", "app/views/posts/new.html.erb"])
        #expect(graph.pages(mounting: "bridge--menu") == ["app/views/admin/index.html.erb"])
        #expect(graph.pages(mounting: "app") == ["app/views/posts/index.html.erb", "app/views/posts/new.html.erb", "app/views/posts/show.html.erb"])
        #expect(graph.pages(mounting: "missing").isEmpty)
    }
}
