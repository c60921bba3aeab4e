import BridgeLintCore
@testable import BridgeLintGraph
import BridgeLintProject
import Testing

/// A template is proven never to render only when nothing the app holds could name it; each
/// way an app may name or reach one keeps it live (silent).
@Suite struct UnrenderedTemplatesTests {
    static let application = "class ApplicationController < ActionController::Base\nend\n"
    /// A route reaches `pages#show` (no controller file read): its page, live, renders the
    /// templates tests name from it.
    static let routes = "Rails.application.routes.draw do\n  resources :products\n  resources :pages, only: :show\nend\n"
    /// Routes with a call bridgelint does not read: any action may be reached.
    static let unreadRoutes = "Rails.application.routes.draw do\n  resources :products\n  extra_routes\nend\n"
    static let products = """
    class ProductsController < ApplicationController
      def index
        @products = Product.all
      end
    end

    """

    /// The reason for `path` in an app of `files` (templates by extension, the rest Ruby or
    /// support files), with a plain application controller and routes unless `files` gives them.
    static func reason(_ path: String, _ files: [String: String]) -> UnrenderedTemplates.Reason? {
        var all: [String: String] = [
            "app/controllers/application_controller.rb": application,
            "app/controllers/products_controller.rb": products,
            "config/routes.rb": routes,
        ]
        all.merge(files) { $1 }
        let isTemplate = { (path: String) in path.hasSuffix(".erb") || path.hasSuffix(".html") }
        let templates = all.filter { isTemplate($0.key) }.map { ($0.key, Array($0.value.utf8)) }
        let ruby = all.filter { !isTemplate($0.key) && ($0.key.hasPrefix("app/") || $0.key.contains("/app/")) }.map { ($0.key, Array($0.value.utf8)) }
        let support = all.filter { !isTemplate($0.key) && !$0.key.hasPrefix("app/") && !$0.key.contains("/app/") }.map { ($0.key, Array($0.value.utf8)) }
        return UnrenderedTemplates(templates: FileTexts(texts: templates), ruby: ruby, support: support).reason(for: path)
    }

    // MARK: Pages no action names

    static let copy = "app/views/products/index_modern.html.erb"

    @Test func aPageNoActionRouteOrRenderNamesNeverRenders() {
        #expect(Self.reason(Self.copy, [Self.copy: "<div>copy</div>\n", "app/views/products/index.html.erb": "<%# index_modern was the draft %>\n"])
            == .unnamedPage("products/index_modern"))
    }

    /// The template asked about is found by its root-relative path, by a longer one (relative
    /// to where bridgelint runs) or a shorter one, whatever other templates share its file
    /// name; a path two templates end in names neither.
    @Test func theTemplateAskedAboutIsFoundByAnyPathItEndsIn() {
        let files = [Self.copy: "<div>copy</div>\n", "app/views/orders/index_modern.html.erb": "<div>other</div>\n",
                     "app/views/products/index.html.erb": "<%# index_modern was the draft %>\n"]
        for path in [Self.copy, "shop/" + Self.copy, "/home/me/shop/" + Self.copy, "views/products/index_modern.html.erb"] {
            #expect(Self.reason(path, files) == .unnamedPage("products/index_modern"), "\(path)")
        }
        #expect(Self.reason("index_modern.html.erb", files) == nil)
        #expect(Self.reason("orders/index.html.erb", files) == nil)
        var nested = files
        nested["engine/" + Self.copy] = "<div>nested</div>\n"
        #expect(Self.reason(Self.copy, nested) == nil)
        #expect(Self.reason("engine/" + Self.copy, nested) == nil)
    }

    /// Each names the page, or may: it stays live.
    @Test(arguments: [
        ["config/routes.rb": "Rails.application.routes.draw do\n  get \"modern\", to: \"products#index_modern\"\nend\n"],
        ["config/routes/shop.rb": "get :index_modern, controller: :products\n"],
        ["config/routes.rb": "Rails.application.routes.draw do\n  match \":controller(/:action)\", via: :get\nend\n"],
        // A route whose action is computed from a path written with other words.
        ["config/routes.rb": "PAGES = ['index-modern'].freeze\nRails.application.routes.draw do\n  resources :products\n  PAGES.each do |page|\n    get(\"/#{page}\", to: \"products##{page.underscore}\")\n  end\nend\n"],
        // A method of that name, while the routes are not all read (`extra_routes`): one may reach it.
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def index_modern; end\nend\n",
         "config/routes.rb": unreadRoutes],
        ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  include Modern\nend\n",
         "app/controllers/concerns/modern.rb": "module Modern\n  def index_modern; end\nend\n", "config/routes.rb": unreadRoutes],
        // A module of a gem (not one known to add helpers only): its methods are not read.
        ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  include Wicked::Wizard\nend\n",
         "config/routes.rb": unreadRoutes],
        ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  def method_missing(name, *) = render(name)\nend\n"],
        ["app/controllers/application_controller.rb": "class ApplicationController < Gem::BaseController\nend\n"],
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    render params[:page]\n  end\nend\n"],
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    render template: \"products/#{params[:v]}\"\n  end\nend\n"],
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    view = params[:view]\n    render view\n  end\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render template: \"products/index_modern\" %>\n"],
        ["app/views/pages/show.pdf.erb": "<%= render template: '/products/index_modern.html.erb' %>\n"],
        ["app/views/pages/show.html.erb": "<%= render template: @page.template %>\n"],
        ["app/jobs/export_job.rb": "class ExportJob\n  def perform = ApplicationController.render(\"products/index_modern\")\nend\n"],
    ])
    func aPageSomethingMayNameStaysLive(files: [String: String]) {
        #expect(Self.reason(Self.copy, files.merging([Self.copy: "<div>copy</div>\n"]) { $1 }) == nil)
    }

    @Test func aFolderWithoutAControllerOrAStandardActionStaysLive() {
        // Devise's overrides: no controller in the repository.
        #expect(Self.reason("app/views/devise/sessions/new_modern.html.erb", ["app/views/devise/sessions/new_modern.html.erb": "<form></form>\n"]) == nil)
        // `resources` routes `show` though the controller does not define it (implicit render).
        #expect(Self.reason("app/views/products/show.html.erb", ["app/views/products/show.html.erb": "<p>x</p>\n"]) == nil)
    }

    // MARK: Pages whose name cannot be an action

    static let backup = "app/views/products/show-backup.html.erb"

    /// `show-backup` cannot be a method: no action renders it implicitly, whatever its
    /// controller defines (`show`, `backup`), only a render call or route naming it.
    @Test func aPageWhoseNameCannotBeAnActionNeverRendersUnlessNamed() {
        let controller = "class ProductsController < ApplicationController\n  def show; end\n  def backup; end\nend\n"
        #expect(Self.reason(Self.backup, [Self.backup: "<p>x</p>\n", "app/controllers/products_controller.rb": controller])
            == .unnamedPage("products/show-backup"))
        #expect(Self.reason("app/views/products/2024.html.erb", ["app/views/products/2024.html.erb": "<p>x</p>\n"])
            == .unnamedPage("products/2024"))
        // A module of a gem cannot define a method of that name; another copy is another name.
        #expect(Self.reason(Self.backup, [Self.backup: "<p>x</p>\n",
                                          "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  include Pundit\nend\n",
                                          "app/views/products/index.html.erb": "<%= render template: \"products/show-backup2\" %>\n",
                                          "app/views/products/show-backup2.html.erb": "<p>y</p>\n"])
            == .unnamedPage("products/show-backup"))
    }

    /// A route whose `:action` goes to a controller it writes reaches that controller's pages
    /// only (`namespace` may add folders before it); any other `:action` or `:controller`, all.
    @Test func aRouteComputingTheActionOfOneControllerReachesItsPagesOnly() {
        func routes(_ line: String) -> [String: String] {
            [Self.backup: "<p>x</p>\n", Self.copy: "<p>x</p>\n", "config/routes.rb": "Rails.application.routes.draw do\n  resources :products\n\(line)\nend\n"]
        }
        let other = routes("  get \"/puzzles/:action\" => \"puzzles#:action\", constraints: { action: /a|b/ }")
        #expect(Self.reason(Self.backup, other) == .unnamedPage("products/show-backup"))
        #expect(Self.reason(Self.copy, other) == .unnamedPage("products/index_modern"))
        for line in ["  get \"/products/:action\", to: 'products#:action'", "  namespace :shop do\n    get \":action\" => \"products#:action\"\n  end",
                     "  get \":action\", controller: :products", "  get \"/puzzles/:action\",\n    to: \"puzzles#:action\"",
                     "  get \"/puzzles/:action\" => \"puzzles#:action\"\n  match \":controller/:action\", via: :get"] {
            #expect(Self.reason(Self.backup, routes(line)) == nil, "\(line)")
            #expect(Self.reason(Self.copy, routes(line)) == nil, "\(line)")
        }
    }

    /// Each names the copy, or may: it stays live.
    @Test(arguments: [
        ["app/views/products/index.html.erb": "<%= render template: \"products/show-backup\" %>\n"],
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def show\n    render \"show-backup\"\n  end\nend\n"],
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def show\n    render :'show-backup'\n  end\nend\n"],
        ["config/routes.rb": "Rails.application.routes.draw do\n  get \"old\", to: \"products#show-backup\"\nend\n"],
        ["config/routes.rb": "Rails.application.routes.draw do\n  match \":controller(/:action)\", via: :get\nend\n"],
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def show\n    render \"show-#{params[:v]}\"\n  end\nend\n"],
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def show\n    render template: params[:v]\n  end\nend\n"],
        // No controller of the folder read: a gem's (`high_voltage`) may render any name.
        ["app/controllers/products_controller.rb": "class ProductsController < HighVoltage::PagesController\nend\n"],
    ])
    func aPageWhoseNameCannotBeAnActionStaysLiveWhereNamed(files: [String: String]) {
        #expect(Self.reason(Self.backup, files.merging([Self.backup: "<p>x</p>\n"]) { $1 }) == nil)
    }

    /// A page of a folder no controller of the app serves: live where a gem's may (HighVoltage's
    /// `pages/`, a folder named after a bundled gem), where a route may reach the folder's
    /// controller (one bridgelint cannot read, one to it), or where a view path is configured;
    /// else no request renders it (a page a rake task reads as text, AgileVentures/WebsiteOne).
    @Test(arguments: [
        (["Gemfile": "gem \"high_voltage\"\n"], false),
        (["config/routes.rb": unreadRoutes], false),
        (["config/routes.rb": "Rails.application.routes.draw do\n  get \"help/:action\", controller: \"help\"\n  resources :products\nend\n"], false),
        (["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  prepend_view_path \"app/views/help\"\nend\n"], false),
        (["config/routes.rb": "Rails.application.routes.draw do\n  def token = ENV[\"TOKEN\"]\n  get token => \"products#token\"\n  get \"*id\", to: \"static_pages#show\"\n  resources :products\nend\n"], true),
        ([:], true),
    ] as [([String: String], Bool)])
    func aPageOfAFolderNoControllerServesNeverRenders(files: [String: String], dead: Bool) {
        for page in ["app/views/help/about-us.html.erb", "app/views/help/index.html.erb"] {
            let folder = files["Gemfile"] == nil ? page : page.replacingOccurrences(of: "/help/", with: "/pages/")
            let reason = Self.reason(folder, files.merging([folder: "<p>x</p>\n"]) { $1 })
            #expect(reason == (dead ? .unnamedPage(String(folder.dropFirst("app/views/".count).dropLast(".html.erb".count))) : nil), "\(folder) \(files)")
        }
    }

    /// A page at the root of the views is in no controller's folder: only a render call naming
    /// its path renders it (a symbolic link to a page of a folder, coderdojo-japan/coderdojo.jp),
    /// unless Ruby may change where templates are looked up.
    @Test(arguments: [
        ([:], true),
        (["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def kata\n    render template: \"kata\"\n  end\nend\n"], false),
        (["app/views/products/index.html.erb": "<%= render template: \"kata\" %>\n"], false),
        (["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def kata\n    render \"/kata\"\n  end\nend\n"], false),
        (["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  prepend_view_path \"app/views/products\"\nend\n"], false),
        (["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  def self.local_prefixes = [\"\"]\nend\n"], false),
        (["app/mailers/kata_mailer.rb": "class KataMailer < ApplicationMailer\n  def kata = mail(template_path: \"\")\nend\n"], false),
        (["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def show\n    render template: params[:page]\n  end\nend\n"], false),
        (["app/models/book.rb": "class Book\n  def exist?\n    view_paths = [Rails.root.join(\"app/views\")]\n    view_paths.any? { |path| File.exist?(path) }\n  end\nend\n"], true),
    ] as [([String: String], Bool)])
    func aPageAtTheRootOfTheViewsRendersOnlyByItsPath(files: [String: String], dead: Bool) {
        let page = "app/views/kata.html.erb"
        #expect(Self.reason(page, files.merging([page: "<p>x</p>\n"]) { $1 }) == (dead ? .unnamedPage("kata") : nil), "\(files)")
    }

    /// A method that changes where templates are looked up counts written with a receiver, or
    /// with none where the file does not assign a local variable of its name.
    @Test(arguments: [
        ("prepend_view_path \"app/views/help\"", TemplateLookupChanges.viewPaths),
        ("self.view_paths = [\"a\"]", .viewPaths),
        ("view_paths.unshift(\"a\")", .viewPaths),
        ("view_paths = []\nview_paths.any?", []),
        ("view_paths = []\nActionController::Base.view_paths.first", .viewPaths),
        ("view_paths == x", .viewPaths),
        ("def self.local_prefixes = [\"\"]", .prefixes),
        ("mail(template_path: \"\")", .prefixes),
        ("prepend_view_path_x = 1\nmy_view_paths", []),
        ("controller_path\nappend_view_path(\"a\")", [.prefixes, .viewPaths]),
    ] as [(String, TemplateLookupChanges)])
    func whatARubyFileMayChangeAboutTemplateLookup(ruby: String, changes: TemplateLookupChanges) {
        #expect(TemplateLookupChanges(ruby: Array(ruby.utf8)) == changes, "\(ruby)")
    }

    // MARK: Pages whose action responds otherwise

    static let index = "app/views/products/index.html.erb"

    static func jsonController(_ body: String, extra: String = "") -> [String: String] {
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def index\n\(body)\n  end\n\(extra)end\n", index: "<p>x</p>\n"]
    }

    @Test(arguments: [
        ("    render json: Product.all", ControllerDefinitions.Response.json),
        ("    render :json => Product.all, :status => :ok", .json),
        ("    render :status => 404, :plain => \"missing\"", .plain),
        ("    @products = Product.all\n    render json: @products, status: :ok", .json),
        ("    redirect_to root_path", .redirect),
        ("    head :no_content", .head),
        ("    send_file path", .file),
        ("    result = Find.call\n    return render_error(result) if result.failed?\n    render plain: result.text", .plain),
    ])
    func anActionThatAlwaysRespondsOtherwiseNeverRendersItsPage(body: String, response: ControllerDefinitions.Response) {
        let files = Self.jsonController(body, extra: "\n  private\n\n  def render_error(result)\n    render json: { error: result.error }, status: 422\n  end\n")
        #expect(Self.reason(Self.index, files) == .actionRespondsOtherwise(controller: "ProductsController", action: "index", response: response))
    }

    @Test(arguments: [
        "    render json: Product.all if request.xhr?",
        "    return if params[:empty]\n    render json: Product.all",
        "    render json: Product.all\n  rescue StandardError\n    @error = true",
        "    load_products || render(json: [])",
        "    render :index, status: :ok",
        "    return helper_that_renders if x\n    render json: []",
        // Rails before 7.0 finds a template named with its format and handler.
        "    render 'index.html.erb'",
        "    render \"products/index.html\"",
        "    render template: \"products/index.html.erb\"",
    ])
    func anActionThatMayRenderItsTemplateKeepsItLive(body: String) {
        let files = Self.jsonController(body, extra: "\n  def helper_that_renders\n    respond_to(&:html)\n  end\n")
        #expect(Self.reason(Self.index, files) == nil)
    }

    /// A mail view of a mailer method nothing calls never renders: its mail is never sent.
    /// A call, a preview, a computed call on the mailer, a chosen template or a gem's mailer
    /// as superclass keeps it live.
    @Test func aMailViewOfAMailerMethodNothingCallsNeverRenders() {
        let updated = "app/views/task_mailer/updated.html.erb", created = "app/views/task_mailer/created.html.erb"
        let mailer = "class TaskMailer < ApplicationMailer\n  def created(task)\n    mail(to: task.email)\n  end\n\n  def updated(task)\n    mail(to: task.email)\n  end\nend\n"
        let files = [
            "app/mailers/application_mailer.rb": "class ApplicationMailer < ActionMailer::Base\nend\n",
            "app/mailers/task_mailer.rb": mailer, updated: "<p>Updated</p>\n", created: "<p>Created</p>\n",
            "app/controllers/tasks_controller.rb": "class TasksController < ApplicationController\n  def create\n    TaskMailer.created(@task).deliver_later\n  end\nend\n",
        ]
        #expect(Self.reason(updated, files) == .unsentMail(mailer: "TaskMailer", method: "updated"))
        #expect(Self.reason(created, files) == nil)
        // Comments name no call: a generated config's prose ("Action Mailer", "delivery
        // method") and a call commented out leave the mail unsent.
        let commented = files.merging([
            "config/environments/test.rb": "Rails.application.configure do\n  # Tell Action Mailer not to deliver emails.\n  # The :test delivery method accumulates them.\nend\n",
            "app/jobs/remind_job.rb": "class RemindJob < ApplicationJob\n  def perform(task)\n    # TaskMailer.updated(task).deliver_now\n  end\nend\n",
        ]) { $1 }
        #expect(Self.reason(updated, commented) == .unsentMail(mailer: "TaskMailer", method: "updated"))
        // A mailer whose name does not end in `Mailer` serves its folder the same way.
        let notices = ["app/mailers/notices.rb": "class Notices < ActionMailer::Base\n  def reminded(task)\n    mail(to: task.email)\n  end\nend\n",
                       "app/views/notices/reminded.html.erb": "<p>Reminder</p>\n"]
        #expect(Self.reason("app/views/notices/reminded.html.erb", files.merging(notices) { $1 }) == .unsentMail(mailer: "Notices", method: "reminded"))
        // A controller serving the same folder renders the page for an action of that name.
        let served = files.merging(notices) { $1 }.merging([
            "app/controllers/notices_controller.rb": "class NoticesController < ApplicationController\nend\n",
            "config/routes.rb": "Rails.application.routes.draw do\n  match \":controller(/:action)\", via: :get\nend\n",
        ]) { $1 }
        #expect(Self.reason("app/views/notices/reminded.html.erb", served) == nil)
        for live in [
            ["test/mailers/previews/task_mailer_preview.rb": "class TaskMailerPreview < ActionMailer::Preview\n  def updated = TaskMailer.updated(Task.first)\nend\n"],
            ["app/jobs/notify_job.rb": "class NotifyJob < ApplicationJob\n  def perform(kind, task) = TaskMailer.public_send(kind, task).deliver_now\nend\n"],
            ["app/mailers/task_mailer.rb": mailer.replacingOccurrences(of: "mail(to: task.email)\n  end\nend", with: "mail(to: task.email, template_name: kind)\n  end\nend")],
            ["app/mailers/task_mailer.rb": mailer.replacingOccurrences(of: "< ApplicationMailer", with: "< Devise::Mailer")],
        ] {
            #expect(Self.reason(updated, files.merging(live) { $1 }) == nil, "\(live.keys)")
        }
    }

    /// A controller whose superclass is a gem's (`InheritedResources::Base`) may render a page
    /// from any of its actions; when no route reaches any of them, none runs, and its pages
    /// never render. A route to any action, `devise_for` (which may route to it), or a
    /// subclass keeps them live.
    @Test func aGemSuperclassesControllerNoRouteReachesRendersNothing() {
        let index = "app/views/user_topics/index.html.erb"
        let files = [
            index: "<h1>Topics</h1>\n",
            "app/controllers/user_topics_controller.rb": "class UserTopicsController < InheritedResources::Base\nend\n",
            "app/controllers/topics_controller.rb": "class TopicsController < ApplicationController\n  def index; end\nend\n",
            "config/routes.rb": "Rails.application.routes.draw do\n  resources :topics\n  # resources :user_topics\nend\n",
        ]
        #expect(Self.reason(index, files) == .unroutedAction(controller: "UserTopicsController", action: "index"))
        for routes in ["  resources :user_topics, only: [:create]\n", "  devise_for :users, controllers: { sessions: \"user_topics\" }\n"] {
            let routed = files.merging(["config/routes.rb": "Rails.application.routes.draw do\n\(routes)end\n"]) { $1 }
            #expect(Self.reason(index, routed) == nil, "\(routes)")
        }
        let subclassed = files.merging(["app/controllers/admin/topics_controller.rb": "class Admin::TopicsController < UserTopicsController\nend\n"]) { $1 }
        #expect(Self.reason(index, subclassed) == nil)
    }

    /// A module of a gem that the chain includes (no file here holds it) leaves the chain
    /// unread, yet the action the folder's own class defines runs before any module's: when it
    /// always responds otherwise, its page never renders. Not a REST action's page (a gem's
    /// generic action may render it by that name), nor when the class prepends a module.
    @Test func anActionOfItsOwnClassRespondsOtherwiseWhateverGemModulesItsChainIncludes() {
        let archive = "app/views/products/archive.html.erb"
        let body = "    flash[:notice] = \"Archives are switched off\"\n    redirect_to products_path\n    return\n\n    @products = Product.archived\n"
        func files(_ controller: String) -> [String: String] {
            ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  include Captcha::ControllerHelpers\nend\n",
             "config/routes.rb": "Rails.application.routes.draw do\n  get \"products/archive\", to: \"products#archive\"\n  resources :products\nend\n",
             "app/controllers/products_controller.rb": controller, archive: "<p>x</p>\n", Self.index: "<p>y</p>\n"]
        }
        let own = files("class ProductsController < ApplicationController\n  def archive\n\(body)  end\nend\n")
        #expect(Self.reason(archive, own) == .actionRespondsOtherwise(controller: "ProductsController", action: "archive", response: .redirect))
        #expect(Self.reason(archive, files("class ProductsController < ApplicationController\n  prepend Tracking\n\n  def archive\n\(body)  end\nend\n")) == nil)
        #expect(Self.reason(Self.index, files("class ProductsController < ApplicationController\n  def index\n\(body)  end\nend\n")) == nil)
        // A subclass would run the action of its own folder: one whose superclass names another
        // controller of the same short name (`Admin::ProductsController`) is none.
        var namespaced = own
        namespaced["app/controllers/admin/drafts_controller.rb"] = "class Admin::DraftsController < Admin::ProductsController\nend\n"
        #expect(Self.reason(archive, namespaced) == .actionRespondsOtherwise(controller: "ProductsController", action: "archive", response: .redirect))
        namespaced["app/controllers/admin/drafts_controller.rb"] = "class Admin::DraftsController < ProductsController\nend\n"
        #expect(Self.reason(archive, namespaced) == nil)
        // A route with an `:action` segment reaches any action: the one the class defines runs.
        var anyAction = own
        anyAction["config/routes.rb"] = "Rails.application.routes.draw do\n  get \"/products/:action\", to: 'products#:action'\nend\n"
        #expect(Self.reason(archive, anyAction) == .actionRespondsOtherwise(controller: "ProductsController", action: "archive", response: .redirect))
        anyAction["app/controllers/products_controller.rb"] = "class ProductsController < ApplicationController\nend\n"
        #expect(Self.reason(archive, anyAction) == nil)
    }

    /// The page is an HTML template: a `respond_to` answers an HTML request by its `format.html`
    /// branch, or with 406 when it names formats and none may be HTML.
    @Test(arguments: [
        ("    respond_to do |format|\n      format.html { redirect_to root_path }\n      format.json { render json: Product.all }\n    end",
         ControllerDefinitions.Response.redirect),
        ("    respond_to { |format| format.html { redirect_to root_path } }", .redirect),
        ("    respond_to do |format|\n      format.html do\n        redirect_to root_path\n      end\n    end", .redirect),
        ("    respond_to do |format|\n      format.html { head :no_content }\n    end", .head),
        ("    respond_to do |format|\n      format.html { render :profile }\n    end", .template),
        ("    respond_to do |format|\n      format.json { render json: Product.all }\n    end", .notAcceptable),
        ("    respond_to do |format|\n      format.json { render json: Product.all }\n      format.turbo_stream\n    end", .notAcceptable),
    ])
    func anActionWhoseRespondToAnswersHTMLOtherwiseNeverRendersItsPage(body: String, response: ControllerDefinitions.Response) {
        #expect(Self.reason(Self.index, Self.jsonController(body)) == .actionRespondsOtherwise(controller: "ProductsController", action: "index", response: response))
    }

    @Test(arguments: [
        "    respond_to do |format|\n      format.html\n      format.json { render json: Product.all }\n    end",
        "    respond_to do |format|\n      format.html { render :index }\n    end",
        "    respond_to do |format|\n      format.any { redirect_to root_path }\n    end",
        "    respond_to do |format|\n      format.json { render json: Product.all }\n      format.js\n    end",
        "    respond_to do |format|\n      format.html { redirect_to root_path if params[:back] }\n    end",
        "    respond_to do |format|\n      format.html do\n        if params[:back]\n          redirect_to root_path\n        else\n          head :ok\n        end\n      end\n    end",
    ])
    func anActionWhoseRespondToMayRenderItsPageKeepsItLive(body: String) {
        #expect(Self.reason(Self.index, Self.jsonController(body)) == nil)
    }

    /// `render :profile` in `index` renders `products/profile`, never `products/index`.
    @Test(arguments: ["    render :profile", "    @product = Product.first\n    render \"profile\", layout: false",
                      "    render template: \"shared/profile\"", "    render action: :profile",
                      "    render :action => \"profile\", :layout => \"touch\"", "    render layout: \"touch\", action: :profile",
                      "    render(:layout => false, :template => \"shared/profile\")"])
    func anActionThatAlwaysRendersAnotherTemplateNeverRendersItsPage(body: String) {
        #expect(Self.reason(Self.index, Self.jsonController(body)) == .actionRespondsOtherwise(controller: "ProductsController", action: "index", response: .template))
        // A helper module the controller includes is read as its concerns are.
        let helper = ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  include FormatHelper\nend\n",
                      "app/helpers/format_helper.rb": "module FormatHelper\n  def money(x) = x.to_s\nend\n"]
        #expect(Self.reason(Self.index, Self.jsonController(body).merging(helper) { $1 }) == .actionRespondsOtherwise(controller: "ProductsController", action: "index", response: .template))
    }

    @Test(arguments: [
        "    render :index",
        "    render \"products/index\"",
        "    render template: \"products/index\"",
        "    render :profile if params[:short]",
        "    render @product",
        "    render :profile\n  end\n\n  def profile\n    render :index",
    ])
    func anActionRenderingItsOwnTemplateSomewhereKeepsItLive(body: String) {
        // `profile` is routed: a request runs it (see `aRenderByNameInAnUnroutedActionKeepsNoPageLive`).
        let routes = "Rails.application.routes.draw do\n  resources :products\n  get \"profile\", to: \"products#profile\"\nend\n"
        #expect(Self.reason(Self.index, Self.jsonController(body).merging(["config/routes.rb": routes]) { $1 }) == nil)
    }

    /// A render whose options name no template nor response (`layout:`, `status:`, `formats:`,
    /// `content_type:`, `locals:`, in either spelling) renders the action's own template, in
    /// that layout: the page stays live.
    @Test(arguments: [
        "    render :layout => \"touch\"",
        "    render layout: \"touch\"",
        "    render layout: false",
        "    render(:layout => false, :status => 200)",
        "    render :status => :unprocessable_entity, :formats => [:html], :content_type => \"text/html\"",
        "    render :locals => { :json => 1 }, :layout => \"touch\"",
        "    respond_to do |format|\n      format.html { render layout: \"touch\" }\n      format.json { render json: [] }\n    end",
    ])
    func anActionRenderingItsOwnTemplateInALayoutKeepsItLive(body: String) {
        #expect(Self.reason(Self.index, Self.jsonController(body)) == nil)
    }

    /// An action may be named like a keyword (`def end`): its body is not read, it stays live.
    @Test func anActionNamedEndStaysLive() {
        let page = "app/views/products/end.html.erb"
        #expect(Self.reason(page, [page: "<p>x</p>\n", "app/controllers/products_controller.rb":
            "class ProductsController < ApplicationController\n  def end\n    render json: []\n  end\nend\n",
            "config/routes.rb": "Rails.application.routes.draw do\n  get \"finish\", to: \"products#end\"\nend\n"]) == nil)
    }

    @Test func anotherActionOrASubclassMayRenderThePage() {
        let json = "    render json: Product.all"
        let searchRouted = ["config/routes.rb": "Rails.application.routes.draw do\n  resources :products do\n    get :search, on: :collection\n  end\nend\n"]
        #expect(Self.reason(Self.index, Self.jsonController(json, extra: "\n  def search\n    render :index\n  end\n").merging(searchRouted) { $1 }) == nil)
        #expect(Self.reason(Self.index, Self.jsonController(json).merging([
            "app/controllers/admin/products_controller.rb": "class Admin::ProductsController < ProductsController\n  def index; end\nend\n",
        ]) { $1 }) == nil)
        // A callback that renders the action's own template (a bare `render`).
        #expect(Self.reason(Self.index, Self.jsonController(json, extra: "\n  before_action :check\n  def check\n    render unless allowed?\n  end\n")) == nil)
    }

    // MARK: Pages of actions no route reaches

    static let edit = "app/views/products/edit.html.erb"

    static func unrouted(_ routes: String, _ files: [String: String] = [:]) -> UnrenderedTemplates.Reason? {
        Self.reason(Self.edit, [Self.edit: "<p>x</p>\n", "config/routes.rb": "require \"sidekiq/web\"\nRails.application.routes.draw do\n\(routes)\n  resources :pages, only: :show\nend\n"]
            .merging(files) { $1 })
    }

    /// `only:` and `except:` in each spelling leave `edit` out: no request runs it, and with no
    /// render call naming it, its page never renders, whatever the controller defines or
    /// includes (a method of that name, a module of the app or of a gem) or other routes
    /// (`mount`, `devise_for`, a redirect) add.
    @Test(arguments: [
        "  resources :products, only: [:index]",
        "  resources :products, only: :index",
        "  resources :products, only: %i[index show]",
        "  resources :products, only: [\"index\", \"show\"]",
        "  resources :products, only: \"index\"",
        "  resources :products, except: [:edit, :update]",
        "  resources :products, except: :edit",
        "  resources :products, except: %w[edit]",
        "  resource :products, only: [:show]",
        "  resources :products, only: []\n  mount Sidekiq::Web => \"/sidekiq\"\n  devise_for :users\n  get \"old\", to: redirect(\"/products\")\n  get \"up\" => Health",
        "  resources :products, only: :index\n  resources :orders do\n    get :edit_all, on: :collection\n  end",
        "  draw :shop",
        "  resources :products, only: :index\n  resources :actions\n  resources :controllers_settings",
        "  resources :products, only: :index\n  namespace :admin do\n    resources :products\n  end",
        "  resources :products, only: :index\n  resources :products, module: :shop, path: \"shop\"",
        "  resources :products, only: :index\n  namespace :shop do\n    scope controller: :products do\n      get \"change\", action: :edit\n    end\n  end",
    ])
    func aPageOfAnActionNoRouteReachesNeverRenders(routes: String) {
        var files = ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  include Listing\n  def edit; end\nend\n",
                     "app/controllers/concerns/listing.rb": "module Listing\n  def list; end\nend\n"]
        if routes.contains("draw :shop") { files["config/routes/shop.rb"] = "resources :products, only: :index\n" }
        #expect(Self.unrouted(routes, files) == .unroutedAction(controller: "ProductsController", action: "edit"))
    }

    /// Devise's scoped views (`config.scoped_views = true`): its controllers render
    /// `users/registrations/new` for `devise_for :users`, a folder no controller of the app
    /// serves. The generated initializer's commented default, or `false`, keeps the folder unserved.
    @Test(arguments: [
        ("  config.scoped_views = true", false),
        ("  config.scoped_views=true # users/ views", false),
        ("  # config.scoped_views = false", true),
        ("  config.scoped_views = false", true),
    ])
    func deviseScopedViewsServeTheScopesFolders(line: String, neverRenders: Bool) {
        let page = "app/views/users/registrations/new.html.erb"
        let files = [page: "<h1>Sign up</h1>\n", "Gemfile": "gem \"devise\"\n",
                     "config/routes.rb": "Rails.application.routes.draw do\n  devise_for :users\n  resources :products\nend\n",
                     "config/initializers/devise.rb": "Devise.setup do |config|\n\(line)\nend\n"]
        #expect((Self.reason(page, files) != nil) == neverRenders, "\(line)")
        // Only a model's `:registerable` makes Devise render its registration pages, scoped or not.
        let models = ["app/models/user.rb": "class User < ApplicationRecord\n  devise :database_authenticatable\nend\n"]
        #expect(Self.reason(page, files.merging(models) { $1 })
            == (neverRenders ? .unnamedPage("users/registrations/new") : .disabledDeviseModule(path: "users/registrations/new", module: "registerable")), "\(line)")
    }

    /// `render :edit` in an action no route reaches either (`update`, left out by `only:`) and
    /// that the controller calls nowhere renders nothing: the page of `edit` never renders. A
    /// routed `update`, one the file calls (a callback), or a `render` outside any method keeps
    /// it live.
    @Test(arguments: [
        ("  resources :products, only: [:index, :show]", "  def update\n    render :edit\n  end", ["update"]),
        ("  resources :products, only: :index", "  def update\n    respond_to do |format|\n      format.html { render :edit, status: :unprocessable_entity }\n    end\n  end\n  def patch_all\n    render action: :edit\n  end", ["patch_all", "update"]),
        ("  resources :products, only: [:index, :update]", "  def update\n    render :edit\n  end", nil),
        ("  resources :products, only: :index", "  before_action :update, only: :index\n  def update\n    render :edit\n  end", nil),
        ("  resources :products, only: :index", "  rescue_from ActiveRecord::StaleObjectError do\n    render :edit\n  end\n  def update\n    render :edit\n  end", nil),
    ] as [(String, String, [String]?)])
    func aRenderByNameInAnUnroutedActionKeepsNoPageLive(routes: String, body: String, renderers: [String]?) {
        let files = ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def edit; end\n\(body)\nend\n"]
        #expect(Self.unrouted(routes, files) == renderers.map { .unroutedRenderers(controller: "ProductsController", action: "edit", renderers: $0, otherFormats: []) }, "\(body)")
    }

    /// A partial's name written with its formats and handler, as Rails before 7 still looked
    /// up (with a deprecation warning): `render "dates.html.erb"`, `render :partial =>
    /// "products/form.html.erb"`, from the partial's folder or another, names `_dates`, `_form`.
    @Test(arguments: [
        ("app/views/products/show.html.erb", "<%= render \"dates.html.erb\" %>\n", "app/views/products/_dates.html.erb"),
        ("app/views/products/show.html.erb", "<%= render partial: 'dates.html' %>\n", "app/views/products/_dates.html.erb"),
        ("app/views/layouts/application.html.erb", "<%= render :partial => 'products/form.html.erb' if x -%>\n<%= yield %>\n", "app/views/products/_form.html.erb"),
        ("app/views/pages/show.html.erb", "<%= render 'products/form.html.erb' %>\n", "app/views/products/_form.html.erb"),
    ])
    func aPartialsNameWithItsFormatsNamesIt(site: String, text: String, partial: String) {
        let files = ["app/views/products/show.html.erb": "<p>x</p>\n", partial: "<p>x</p>\n"].merging([site: text]) { $1 }
        #expect(Self.reason(partial, files) == nil, "\(text)")
        #expect(Self.reason(partial, files.merging([site: "<p>x</p>\n"]) { $1 }) != nil, "\(text)")
    }

    /// A render by name inside the block of another format (`format.json { render :edit }`, a
    /// responder of any name, `{ }` or `do`) renders that format's template, never the HTML
    /// page, even from a routed action; one outside such blocks, or the same call for a page
    /// of no format (`edit.erb` serves every format), keeps it live.
    @Test(arguments: [
        ("  def update\n    respond_to do |format|\n      format.html { redirect_to root_path }\n      format.json { render :edit, status: :ok }\n    end\n  end", "edit.html.erb", ["update"]),
        ("  def update\n    respond_to do |wants|\n      wants.turbo_stream do\n        render :edit\n      end\n      wants.js { render action: :edit }\n    end\n  end\n  def create\n    respond_to { |f| f.xml { render :edit } }\n  end", "edit.html.erb", ["create", "update"]),
        ("  def update\n    respond_to do |format|\n      format.json { head :ok }\n      format.html { render :edit }\n    end\n  end", "edit.html.erb", nil),
        ("  def update\n    respond_to do |format|\n      format.json { render :edit }\n    end\n    render :edit if failed?\n  end", "edit.html.erb", nil),
        ("  def update\n    respond_to do |format|\n      format.json { render :edit }\n    end\n  end", "edit.erb", nil),
    ] as [(String, String, [String]?)])
    func aRenderByNameInAnotherFormatsBlockKeepsNoHTMLPageLive(body: String, file: String, otherFormats: [String]?) {
        let page = "app/views/products/" + file
        let files = ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def edit; end\n\(body)\nend\n",
                     page: "<p>x</p>\n", "config/routes.rb": "Rails.application.routes.draw do\n  resources :products, only: [:index, :create, :update]\nend\n"]
        #expect(Self.reason(page, files) == otherFormats.map { .unroutedRenderers(controller: "ProductsController", action: "edit", renderers: [], otherFormats: $0) }, "\(body)")
    }

    /// A bare `render` (in a callback, a helper method, written `render (x)` with its argument
    /// in parentheses or not) renders the template of the action a request runs, which is a
    /// routed one: it keeps no unrouted page live. Modules of gems that only add helpers and
    /// callbacks (authorization, pagination) leave the controller chain read whole.
    @Test(arguments: [
        "class ProductsController < ApplicationController\n  before_action :check\n  def edit; end\n  def check\n    render unless allowed?\n  end\nend\n",
        "class ProductsController < ApplicationController\n  def index\n    respond\n  end\n  def respond\n    render\n  end\nend\n",
        "class ProductsController < ApplicationController\n  include Pundit::Authorization\n  include Pagy::Method\n  def edit; end\nend\n",
        "class ProductsController < ApplicationController\n  include CanCan::ControllerAdditions, Pundit\n  def edit; end\nend\n",
    ])
    func whatRendersOnlyRoutedActionsLeavesAnUnroutedPageDead(controller: String) {
        #expect(Self.unrouted("  resources :products, only: :index", ["app/controllers/products_controller.rb": controller])
            == .unroutedAction(controller: "ProductsController", action: "edit"))
    }

    /// A helper module of the app that the controller includes, itself including a gem's view
    /// helpers for pagination (`Pagy::Frontend`), leaves the chain read whole.
    @Test func anIncludedHelperWithPaginationHelpersLeavesTheChainRead() {
        let files = ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  include ProductsHelper\n  def edit; end\nend\n",
                     "app/helpers/products_helper.rb": "module ProductsHelper\n  include Pagy::Frontend\n  require 'rinku'\nend\n"]
        #expect(Self.unrouted("  resources :products, only: :index", files) == .unroutedAction(controller: "ProductsController", action: "edit"))
        let unknown = files.merging(["app/helpers/products_helper.rb": "module ProductsHelper\n  include Shop::Frontend\nend\n"]) { $1 }
        #expect(Self.unrouted("  resources :products, only: :index", unknown) == nil)
    }

    /// A Turbo Stream action's template (`create.turbo_stream.erb`) is rendered by its action,
    /// as a page is: with no route to the action and no render call naming it, it never
    /// renders. What the action answers in HTML (a redirect) says nothing of its stream, and a
    /// stream partial is not judged.
    @Test func aStreamTemplateOfAnUnroutedActionNeverRenders() {
        let stream = "app/views/products/create.turbo_stream.erb"
        let controller = "class ProductsController < ApplicationController\n  def create\n    respond_to do |format|\n      format.html { redirect_to products_path }\n      format.turbo_stream\n    end\n  end\nend\n"
        func reason(_ routes: String, _ path: String = stream) -> UnrenderedTemplates.Reason? {
            Self.reason(path, [path: "<%= turbo_stream.remove @product %>\n", "app/controllers/products_controller.rb": controller,
                               "config/routes.rb": "Rails.application.routes.draw do\n\(routes)\nend\n"])
        }
        #expect(reason("  resources :products, only: :index") == .unroutedAction(controller: "ProductsController", action: "create"))
        #expect(reason("  resources :products, only: [:index, :create]") == nil)
        #expect(reason("  resources :products, only: :index", "app/views/products/_row.turbo_stream.erb") == nil)
        let redirecting = "class ProductsController < ApplicationController\n  def create\n    redirect_to products_path\n  end\nend\n"
        #expect(Self.reason(stream, [stream: "<p>x</p>\n", "app/controllers/products_controller.rb": redirecting,
                                     "config/routes.rb": "Rails.application.routes.draw do\n  resources :products\nend\n"]) == nil)
    }

    /// `render ('edit')` (a space before the parenthesis) names `edit` as `render('edit')` does.
    @Test(arguments: ["render ('edit')", "render (:edit)", "render(\"edit\")"])
    func aRenderWithItsArgumentInParenthesesNamesThePage(call: String) {
        let controller = "class ProductsController < ApplicationController\n  def update\n    \(call)\n  end\nend\n"
        #expect(Self.unrouted("  resources :products, only: [:index, :update]", ["app/controllers/products_controller.rb": controller]) == nil)
    }

    /// A class is defined by `class` and named by the last part of its name; a mention in
    /// prose, a call or a longer word is none.
    @Test func aRubyFileDefinesTheClassesItsClassKeywordsName() {
        let ruby = "class UserMailer < ApplicationMailer\nend\n  class Shop::OrderMailer\nend\nclass\tReport; end\n# all OrderItems are sent\nsubclass Invoice\nx.class Receipt\nclass << self\n"
        #expect(UnrenderedTemplates.definedClassNames(in: Array(ruby.utf8)) == ["UserMailer", "OrderMailer", "Report"])
    }

    /// A helper, like a template, renders a computed name as a partial (`render(name, f: f)`):
    /// it may render any partial but no page, so a page's proof stands; a controller's computed
    /// render may render the page, unless the literal parts of the name leave it out.
    @Test func aHelpersComputedRenderNamesNoPage() {
        let helper = "module ApplicationHelper\n  def fields_for_association(association, builder)\n    render(association.to_s.singularize + \"_fields\", f: builder)\n  end\nend\n"
        #expect(Self.unrouted("  resources :products, only: :index", ["app/helpers/application_helper.rb": helper])
            == .unroutedAction(controller: "ProductsController", action: "edit"))
        func controller(_ name: String) -> [String: String] {
            ["app/controllers/orders_controller.rb": "class OrdersController < ApplicationController\n  def show\n    render(\(name), layout: false)\n  end\nend\n"]
        }
        #expect(Self.unrouted("  resources :products, only: :index", controller("params[:view]")) == nil)
        #expect(Self.unrouted("  resources :products, only: :index", controller("\"products/\" + params[:view]")) == nil)
        // A name joined from a value and `_page` ends in `_page`: not `edit`.
        #expect(Self.unrouted("  resources :products, only: :index", controller("params[:view] + \"_page\""))
            == .unroutedAction(controller: "ProductsController", action: "edit"))
    }

    /// `namespace :help do get "cookie-details" end` routes to `help#cookie_details` (Rails
    /// takes the module as the controller, and the path's `-` as `_`): the page is named by the
    /// route, though no file writes `cookie_details` (bitzesty/funding-frontend).
    @Test func aRouteWhosePathNamesTheActionInOtherWordsKeepsItsPageLive() {
        let page = "app/views/help/cookie_details.html.erb"
        let files = [page: "<p>x</p>\n", "app/controllers/help_controller.rb": "class HelpController < ApplicationController\nend\n",
                     "config/routes.rb": "Rails.application.routes.draw do\n  namespace :help do\n    get \"cookie-details\"\n  end\nend\n"]
        #expect(Self.reason(page, files) == nil)
        let unrouted = files.merging(["config/routes.rb": "Rails.application.routes.draw do\n  namespace :help do\n    get \"cookies\"\n  end\nend\n"]) { $1 }
        #expect(Self.reason(page, unrouted) == .unnamedPage("help/cookie_details"))
    }

    @Test func aNamespacedNestedResourceIsMatchedByItsController() {
        let page = "app/views/admin/variants/edit.html.erb"
        let files = [page: "<p>x</p>\n", "app/controllers/admin/variants_controller.rb": "class Admin::VariantsController < ApplicationController\n  def index; end\nend\n",
                     "config/routes.rb": "Rails.application.routes.draw do\n  namespace :admin do\n    resources :products do\n      resources :variants, only: [:index]\n    end\n  end\nend\n"]
        #expect(Self.reason(page, files) == .unroutedAction(controller: "Admin::VariantsController", action: "edit"))
    }

    /// Each may reach `edit` or render its page: it stays live.
    @Test(arguments: [
        // Routes to it, written otherwise.
        ("  resources :products", [:]),
        ("  resources :products, only: [:index, :edit]", [:]),
        ("  resources :products, only: :index do\n    member do\n      get :edit\n    end\n  end", [:]),
        ("  resources :products, only: :index\n  get \"products/:id/change\", to: \"products#edit\"", [:]),
        ("  resources :products, only: :index\n  get \"change\" => \"products#edit\"", [:]),
        ("  resources :products, only: :index\n  match \"change\", to: \"products#edit\", via: [:get, :post]", [:]),
        ("  concern :editable do\n    get :edit, on: :member\n  end\n  resources :products, only: :index, concerns: :editable", [:]),
        ("  scope controller: :products do\n    get \"change\", action: :edit\n  end", [:]),
        ("  scope controller: :products do\n    get \"change\", action: :edit\n  end", [:]),
        // A route whose controller, action or target is computed, or routes not read.
        ("  get \":controller/:action\"", [:]),
        ("  get \"products/:action\", controller: :products", [:]),
        ("  resources :products, only: :index\n  get \"x\", to: target", [:]),
        ("  resources :products, only: :index\n  get \"x\", to: \"#{name}#edit\"", [:]),
        ("  resources :products, only: :index\n  get \"x\", controller: :products, action: name", [:]),
        ("  resources :products, only: actions", [:]),
        ("  resources :products, only: :index\n  extra_routes", [:]),
        ("  resources :products, only: :index\n  draw :missing", [:]),
        ("  resources :products, only: :index", ["config/routes/more.rb": "get \"x\", to: \"products#edit\"\n"]),
        ("  resources :products, only: :index\n  jsonapi_resources :products", [:]),
        ("  resources :products, only: :index\n  get \"change\" => ProductsController.action(:edit)", [:]),
        ("  resources :products, only: :index\n  require_relative \"../lib/more_routes\"", [:]),
        // Another action renders it by name.
        ("  resources :products, only: :index", ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def index\n    render :edit\n  end\nend\n"]),
        ("  resources :products, only: :index", ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def index\n    render \"edit\"\n  end\nend\n"]),
        ("  resources :products, only: :index", ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def index\n    render action: :edit\n  end\nend\n"]),
        ("  resources :products, only: [:index, :update]", ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  respond_to :html\n  def update\n    respond_with @product\n  end\nend\n"]),
        ("  resources :products, only: :index", ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  include Editing\nend\n",
                                                "app/controllers/concerns/editing.rb": "module Editing\n  def show_editor\n    render :edit\n  end\nend\n"]),
        ("  resources :products, only: :index", ["app/views/pages/show.html.erb": "<%= render template: \"products/edit\" %>\n"]),
        // A module not in the repository (a gem's) may render any page of its controller.
        ("  resources :products, only: [:show, :update]", ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  include Wicked::Wizard\n  def show\n    render_wizard\n  end\nend\n"]),
        // A controller or a module it includes that changes how actions dispatch may run any action.
        ("  resources :products, only: :index", ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def index; end\n  def process_action(*)\n    super\n  end\nend\n"]),
        ("  resources :products, only: :index", ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  include Stepping\n  def index; end\nend\n",
                                                "app/controllers/concerns/stepping.rb": "module Stepping\n  def method_for_action(name)\n    super\n  end\nend\n"]),
        // An included module several files of the app may define: which one is included is not known.
        ("  resources :products, only: :index", ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  include Listing\n  def index; end\nend\n",
                                                "app/controllers/concerns/listing.rb": "module Listing\n  def list; end\nend\n",
                                                "app/models/concerns/listing.rb": "module Listing\n  def list; end\nend\n"]),
        // A subclass reached by a route renders it from this folder.
        ("  resources :products, only: :index\n  resources :drafts", ["app/controllers/drafts_controller.rb": "class DraftsController < ProductsController\nend\n"]),
        ("  resources :products, only: :index", ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  def method_missing(name, *) = render(name)\nend\n"]),
    ] as [(String, [String: String])])
    func aPageOfAnActionSomethingMayReachStaysLive(routes: String, files: [String: String]) {
        #expect(Self.unrouted(routes, files) == nil)
    }

    // MARK: Partials

    static let toggle = "app/views/shared/_theme_toggle.html.erb"

    /// A builder's `fields_for :tasks` with no block (nested_form's) may render any partial
    /// ending in `_fields`; one with a block, or a partial named otherwise, renders none.
    @Test(arguments: [
        ("<%= f.fields_for :tasks %>\n", "app/views/products/_task_fields.html.erb", false),
        ("<%= f.fields_for(:tasks, wrapper: false) %>\n", "app/views/products/_task_fields.html.erb", false),
        ("<%= f.fields_for :tasks do |t| %><%= t.text_field :title %><% end %>\n", "app/views/products/_task_fields.html.erb", true),
        ("<%= f.fields_for :tasks %>\n", "app/views/products/_task_row.html.erb", true),
    ] as [(String, String, Bool)])
    func aBlocklessFieldsForRendersTheFieldsPartials(form: String, partial: String, neverRenders: Bool) {
        let files = [partial: "<p>x</p>\n", "app/views/products/index.html.erb": "<%= form_with model: @product do |f| %>\n\(form)<% end %>\n"]
        #expect((Self.reason(partial, files) != nil) == neverRenders)
    }

    /// A model whose `to_partial_path` is one literal names that partial only.
    @Test func aLiteralPartialPathNamesThatPartialOnly() {
        for body in ["  def to_partial_path\n    'replies/reply'\n  end\n", "  def to_partial_path = \"replies/reply\"\n"] {
            #expect(Self.reason(Self.toggle, [Self.toggle: "<p>x</p>\n", "app/models/status_reply.rb": "class StatusReply < Reply\n\(body)end\n"])
                == .unnamedPartial("shared/_theme_toggle"))
        }
    }

    @Test func aPartialNoRenderCallNamesNeverRenders() {
        #expect(Self.reason(Self.toggle, [
            Self.toggle: "<button class=\"theme-toggle\">x</button>\n",
            "app/views/layouts/application.html.erb": "<body class=\"theme-toggle\"><%= render \"shared/header\" %><%= yield %></body>\n",
            "app/views/shared/_header.html.erb": "<header></header>\n",
        ]) == .unnamedPartial("shared/_theme_toggle"))
        // Only itself names it (a comment rendering its replies).
        let comment = "app/views/comments/_comment.html.erb"
        #expect(Self.reason(comment, [comment: "<p><%= render comment.replies %></p>\n"]) == .unnamedPartial("comments/_comment"))
        #expect(Self.reason(comment, [comment: "<p>x</p><%= render partial: \"comments/comment\", collection: [] %>\n",
                                      "app/models/comment.rb": "class Comment < ApplicationRecord\nend\n"]) == .unnamedPartial("comments/_comment"))
    }

    /// A name with a leading `/` names a partial from the root of the views (Rails drops the
    /// `/`): `"/user_util_links"` renders `app/views/_user_util_links`, tulibraries/dplah; a
    /// folder's partial is named so with its folder (`"/shared/theme_toggle"`).
    @Test func aNameWithALeadingSlashNamesItFromTheRootOfTheViews() {
        let root = "app/views/_user_util_links.html.erb"
        let header = "app/views/shared/_header.html.erb"
        let layout = "app/views/layouts/application.html.erb"
        let base: [String: String] = [root: "<li>x</li>\n", layout: "<body><%= render \"shared/header\" %><%= yield %></body>\n"]
        #expect(Self.reason(root, base.merging([header: "<ul><%= render :partial=>'/user_util_links' %></ul>\n"]) { $1 }) == nil)
        #expect(Self.reason(root, base.merging([header: "<ul><%= render \"/other/user_util_links\" %></ul>\n"]) { $1 }) == .unnamedPartial("_user_util_links"))
        #expect(Self.reason(Self.toggle, [Self.toggle: "<b>x</b>\n", layout: "<body><%= render \"/shared/theme_toggle\" %></body>\n"]) == nil)
    }

    /// A name without a folder is looked up in the prefixes of the controller rendering the
    /// page: from a page of another folder whose controller and superclasses are read, it names
    /// that folder's partial, not this one; a name with another folder names that folder's.
    @Test(arguments: [
        "<%= render \"theme_toggle\" %>\n",
        "<%= render partial: \"theme_toggle\", locals: { a: 1 } %>\n",
        "<%= modal \"theme_toggle\" %>\n",
        "<%= render \"pages/theme_toggle\" %>\n",
    ])
    func aNameOnlyAnotherFoldersPagesLookUpNamesNoPartialHere(page: String) {
        for path in ["app/views/pages/show.html.erb", "app/views/pages/show.turbo_stream.erb"] {
            #expect(Self.reason(Self.toggle, [Self.toggle: "<button>x</button>\n", path: page, "config/routes.rb": Self.pagesRoutes,
                                              "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show; end\nend\n"])
                == .unnamedPartial("shared/_theme_toggle"))
        }
    }

    static let pagesRoutes = "Rails.application.routes.draw do\n  resources :pages\nend\n"

    /// A controller whose `partial:` is a local variable: `assignments` set it before the call.
    static func partialVariable(_ assignments: String, method: String = "show") -> [String: String] {
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def \(method)\n\(assignments)\n    render turbo_stream: turbo_stream.update(\"modal\", partial: modal_partial, locals: { a: 1 })\n  end\nend\n"]
    }

    /// A local variable given as `partial:` that the file assigns only literal strings names
    /// one of them, each read as a name: it names no other partial.
    @Test func aPartialVariableAssignedOnlyLiteralsNamesThem() {
        let assignments = "    if list?\n      modal_partial = \"lists/share\"\n    else\n      modal_partial = 'pages/share' # the generic one\n    end"
        #expect(Self.reason(Self.toggle, Self.partialVariable(assignments).merging([Self.toggle: "<button>x</button>\n"]) { $1 }) == .unnamedPartial("shared/_theme_toggle"))
        #expect(Self.reason(Self.toggle, Self.partialVariable("    modal_partial = \"shared/theme_toggle\"").merging([Self.toggle: "<button>x</button>\n"]) { $1 }) == nil)
    }

    /// Each names the partial, or may: it stays live.
    @Test(arguments: [
        // A name without a folder in a page whose controller looks it up here (it inherits
        // from the partial's folder's controller), or whose controller is not read, or which
        // another controller may render (a subclass, a render of its path).
        ["app/views/pages/show.html.erb": "<%= render \"theme_toggle\" %>\n", "config/routes.rb": pagesRoutes,
         "app/controllers/shared_controller.rb": "class SharedController < ApplicationController\nend\n",
         "app/controllers/pages_controller.rb": "class PagesController < SharedController\n  def show; end\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render \"theme_toggle\" %>\n"],
        ["app/views/pages/show.html.erb": "<%= render \"theme_toggle\" %>\n",
         "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show; end\nend\n",
         "app/controllers/shared/pages_controller.rb": "class Shared::PagesController < PagesController\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render \"theme_toggle\" %>\n",
         "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show; end\nend\n",
         "app/controllers/shared_controller.rb": "class SharedController < ApplicationController\n  def index\n    render \"pages/show\"\n  end\nend\n"],
        ["app/views/pages/_nav.turbo_stream.erb": "<%= render \"theme_toggle\" %>\n", "app/views/pages/show.html.erb": "<%= render \"nav\" %>\n",
         "config/routes.rb": pagesRoutes, "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show; end\nend\n"],
        ["app/views/pages/_nav.html.erb": "<%= render \"theme_toggle\" %>\n", "app/views/pages/show.html.erb": "<%= render \"nav\" %>\n",
         "config/routes.rb": pagesRoutes, "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show; end\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render \"shared/theme_toggle\" %>\n"],
        // A template render of the partial's file, with its formats and handler.
        ["app/views/pages/show.pdf.erb": "<%= render template: '/shared/_theme_toggle.html.erb', locals: { a: 1 } %>\n"],
        ["app/views/shared/_nav.html.erb": "<%= render \"theme_toggle\" %>\n", "app/views/layouts/application.html.erb": "<%= render \"shared/nav\" %><%= yield %>\n"],
        ["app/views/pages/show.html.erb": "<%= render partial: 'shared/theme_toggle', locals: { a: 1 } %>\n"],
        ["app/helpers/theme_helper.rb": "module ThemeHelper\n  def toggle = render(\"shared/theme_toggle\")\nend\n"],
        ["app/helpers/theme_helper.rb": "module ThemeHelper\n  TOGGLE = \"shared/theme_toggle\"\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render \"shared/#{kind}\" %>\n"],
        ["app/views/pages/show.html.erb": "<%= render partial: \"/shared/theme_#{kind}\", locals: { a: 1 } %>\n"],
        ["app/views/pages/show.html.erb": "<%= render \"#{folder}/theme_toggle\" %>\n"],
        ["app/views/pages/show.html.erb": "<%= render @page.widget_partial %>\n"],
        ["app/views/pages/show.html.erb": "<% name = widget_name %><%= render name %>\n"],
        ["app/views/pages/show.html.erb": "<%= render partial: widget_name %>\n"],
        ["app/views/pages/show.html.erb": "<%= render(\n  partial: \"shared/\" + kind\n) %>\n"],
        ["app/views/pages/show.html.erb": "<%= render \"shared/theme\".sub(\"x\", kind) %>\n"],
        ["app/views/pages/show.html.erb": "<%= render partial: \"x\", layout: chosen %>\n"],
        ["app/helpers/theme_helper.rb": "module ThemeHelper\n  def box = render(layout: chosen) { }\nend\n"],
        ["app/models/widget.rb": "class Widget\n  def to_partial_path = kind\nend\n"],
        ["app/models/widget.rb": "class Widget\n  def to_partial_path\n    \"shared/theme_toggle\"\n  end\nend\n"],
        ["app/views/pages/show.html.haml": "= render 'shared/theme_toggle'\n"],
        ["app/views/pages/show.html.haml": "= render @widget.partial\n"],
        ["app/views/pages/show.json.jbuilder": "json.html render(partial: \"shared/theme_toggle\", formats: [:html])\n"],
        // ActiveAdmin: an Arbre template a resource's `show` renders names the partial.
        ["app/admin/orders.rb": "ActiveAdmin.register Order do\n  show do\n    render \"details\"\n  end\nend\n",
         "app/views/admin/orders/_details.html.arb": "panel \"Units\" do\n  render \"theme_toggle\"\nend\n"],
        // Options written `:partial =>` are the same options.
        ["app/views/pages/show.html.erb": "<%= render :partial => \"shared/theme_toggle\" %>\n"],
        ["app/views/pages/show.html.erb": "<%= render :partial => widget_name %>\n"],
        ["app/views/pages/feed.rss.builder": "xml.description render(:partial => @feed.partial)\n"],
        // A method rendering the partial its caller names: each call is read.
        ["app/controllers/application_controller.rb": dialog, "app/controllers/pages_controller.rb": dialogCall("partial: \"shared/theme_toggle\"")],
        ["app/controllers/application_controller.rb": dialog, "app/controllers/pages_controller.rb": dialogCall(":partial => \"shared/theme_toggle\", :title => t(:x)")],
        ["app/controllers/application_controller.rb": dialog, "app/controllers/pages_controller.rb": dialogCall("params")],
        ["app/controllers/application_controller.rb": dialog, "app/controllers/pages_controller.rb": dialogCall("partial: kind")],
        ["app/controllers/application_controller.rb": dialog, "app/controllers/pages_controller.rb": dialogCall("**options")],
        ["app/controllers/application_controller.rb": dialog, "app/views/pages/show.html.erb": "<% controller.send(:show_in_dialog, partial: x) %>\n"],
        ["app/controllers/application_controller.rb": dialog, "app/views/pages/show.html.haml": "- show_in_dialog(partial: 'other')\n"],
        ["app/controllers/application_controller.rb": dialog, "app/controllers/pages_controller.rb": dialogCall("partial: \"shared/header\"")
            + "class AdminController < ApplicationController\n  def show_in_dialog(options = {})\n    super(partial: params[:p])\n  end\nend\n"],
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def update\n    render :update do |page|\n      page.replace_html \"list\", :partial => kind\n    end\n  end\nend\n"],
        // A controller's relative name, looked up in its prefixes and its subclasses'.
        ["app/controllers/shared_controller.rb": "class SharedController < ApplicationController\n  def show\n    render partial: \"theme_toggle\"\n  end\nend\n"],
        ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  def toggle = render(partial: \"theme_toggle\")\nend\n",
         "app/controllers/shared_controller.rb": "class SharedController < ApplicationController\nend\n"],
        // A path joined from a literal head and computed parts.
        ["app/views/pages/show.html.erb": "<%= render [\"shared\", kind].compact.join(\"/\") %>\n"],
        // A name joined from a value and a literal part the partial's name holds.
        ["app/helpers/fields_helper.rb": "module FieldsHelper\n  def toggle(kind)\n    render(kind.to_s + \"_toggle\")\n  end\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render(\"shared/\" + kind + \"_toggle\") %>\n"],
        // One of two literal names, or a condition whose values are not both literal.
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    render partial: wide ? \"shared/theme_toggle\" : \"pages/narrow\"\n  end\nend\n"],
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    render partial: wide ? \"pages/wide\" : kind\n  end\nend\n"],
        // A keyword parameter: its default may name it, and so may each call.
        ["app/helpers/modal_helper.rb": keywordModal.replacingOccurrences(of: "modals/", with: "shared/"), "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    stream_modal\n  end\nend\n"],
        ["app/helpers/modal_helper.rb": keywordModal, "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    stream_modal(partial: \"shared/theme_toggle\")\n  end\nend\n"],
        ["app/helpers/modal_helper.rb": keywordModal, "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    stream_modal(partial: kind)\n  end\nend\n"],
        ["app/models/streaming.rb": keywordStream("stream_replace!(target: \"x\", partial: \"shared/theme_toggle\")")],
        ["app/models/streaming.rb": keywordStream("stream_replace!(\n    target: \"x\",\n    partial: \"shared/theme_toggle\"\n  )")],
        ["app/models/streaming.rb": keywordStream("stream_replace!(target: \"x\", partial: @partial)")],
        // A render given its options in a hash with no response: the hash is not read.
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def index\n    render({ partial: kind })\n  end\nend\n"],
    ])
    func aPartialSomethingMayNameStaysLive(files: [String: String]) {
        #expect(Self.reason(Self.toggle, files.merging([Self.toggle: "<button>x</button>\n"]) { $1 }) == nil)
    }

    /// What only looks like a name of it: a controller's relative name its prefixes (and its
    /// subclasses') leave out of the partial's folder, a `partial:` query parameter of a URL
    /// helper, a joined path whose literal head is another folder, a route's path, a render in
    /// a `.html` template, whose ERB Rails does not run (Vizzuality/irekia).
    @Test(arguments: [
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    render :theme_toggle\n  end\nend\n"],
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def create\n    redirect_to polymorphic_path(@page, :partial => (params[:partial] || kind))\n  end\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render [\"pages/create\", @role, @partial].compact.join('/') %>\n"],
        // A route's path; ERB in a template without an ERB handler, which Rails shows as text.
        ["config/routes.rb": "Rails.application.routes.draw do\n  get \"shared/theme_toggle\" => \"pages#show\"\n  resources :pages, only: :show\nend\n"],
        ["app/views/pages/show_old.html": "<div><%= render \"shared/theme_toggle\" %></div>\n"],
        // A page's path written in a route is a path: a relative name the page renders is still
        // looked up in its controller's prefixes only.
        ["config/routes.rb": "Rails.application.routes.draw do\n  post \"pages/show\" => \"pages#show\"\n  resources :pages, only: :show\nend\n",
         "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show; end\nend\n",
         "app/views/pages/show.html.erb": "<%= render \"theme_toggle\" %>\n"],
        // An Arbre template is Ruby: a `class:` or `id:` value is an attribute.
        ["app/views/admin/_history.html.arb": "div class: \"theme_toggle\", id: \"theme_toggle\" do\n  span \"x\"\nend\n"],
    ])
    func whatOnlyLooksLikeANameLeavesThePartialUnnamed(files: [String: String]) {
        #expect(Self.reason(Self.toggle, files.merging([Self.toggle: "<button>x</button>\n"]) { $1 }) == .unnamedPartial("shared/_theme_toggle"))
    }

    /// A `partial:` variable that may hold any name: assigned something else than a literal,
    /// added to, a parameter of the method or of a block, or never assigned (a method).
    @Test(arguments: [
        ("    modal_partial = pick_partial", "show"),
        ("    modal_partial = \"pages/share\"\n    modal_partial += suffix", "show"),
        ("    modal_partial ||= \"pages/share\"", "show"),
        ("    modal_partial = \"pages/#{kind}\"", "show"),
        ("    x = 1", "show(modal_partial = \"pages/share\")"),
        ("    [\"pages/share\"].each { |modal_partial| }", "show"),
        ("    x = 1", "show"),
    ])
    func aPartialVariableThatMayHoldAnyNameKeepsPartialsLive(assignments: String, method: String) {
        let files = Self.partialVariable(assignments, method: method)
        #expect(Self.reason(Self.toggle, files.merging([Self.toggle: "<button>x</button>\n"]) { $1 }) == nil)
    }

    /// An application controller whose method renders the partial its caller names.
    static let dialog = """
    class ApplicationController < ActionController::Base
      def show_in_dialog(options = {})
        render :partial => options[:partial], :layout => false
      end
    end

    """

    /// A helper rendering the partial given as its keyword parameter, by default a modal's.
    static let keywordModal = """
    module ModalHelper
      def stream_modal(partial: "modals/#{action_name}", locals: {})
        render turbo_stream: turbo_stream.replace("modal", partial: partial, locals: locals)
      end
    end

    """

    /// A model whose method broadcasts the partial given as a required keyword parameter, and
    /// a method calling it with `call`.
    static func keywordStream(_ call: String) -> String {
        "module Streaming\n  def refresh\n  \(call)\n  end\n\n  def stream_replace!(target:, partial:, locals: {})\n"
            + "    send(:broadcast_replace_to, \"s\", target: target, partial: partial, locals: locals)\n  end\nend\n"
    }

    static func dialogCall(_ arguments: String) -> String {
        "class PagesController < ApplicationController\n  def show\n    show_in_dialog(\(arguments))\n  end\nend\n"
    }

    /// What names another template leaves this one unnamed: arguments on the lines after
    /// `render(`, a name built from a literal prefix, a layout a controller computes.
    @Test(arguments: [
        ["app/views/pages/show.html.erb": "<%= render(\n  \"shared/header\",\n  a: 1\n) %>\n"],
        ["app/views/pages/show.html.erb": "<%= render(\n  partial: \"fields/\" + kind,\n  locals: {}\n) %>\n"],
        ["app/views/pages/show.html.erb": "<%= render \"fields/\" + kind %>\n"],
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    render layout: current_layout\n  end\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render :partial => \"shared/header\", :locals => { :a => 1 } %>\n"],
        ["app/views/pages/feed.rss.builder": "xml.description render(:partial => \"shared/header\")\n"],
        ["app/controllers/application_controller.rb": dialog, "app/controllers/pages_controller.rb": dialogCall("partial: \"shared/header\"")],
        ["app/controllers/application_controller.rb": dialog, "app/controllers/pages_controller.rb": dialogCall(":template => \"pages/show\"") + "class OtherController < ApplicationController\n  def show = show_in_dialog\nend\n"],
        // A name joined from a value and a literal, whose literal parts the partial's name lacks.
        ["app/helpers/fields_helper.rb": "module FieldsHelper\n  def fields(kind, f)\n    render(kind.to_s.singularize + \"_fields\", f: f)\n  end\nend\n"],
        // Either of two literal names.
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    render partial: wide ? \"shared/header\" : \"pages/narrow\"\n  end\nend\n"],
        // A keyword parameter given to a render: its default and what each call gives.
        ["app/helpers/modal_helper.rb": keywordModal, "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show\n    stream_modal(partial: \"shared/header\")\n  end\nend\n"],
        ["app/models/streaming.rb": keywordStream("stream_replace!(target: \"x\", partial: \"shared/header\")")],
        // A render given its options in a hash, one of them a response that is no template.
        ["app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def index\n    render({ json: list, action: \"index\" }.tap(&method(:paginate)))\n  end\nend\n"],
    ])
    func aPartialOthersDoNotNameNeverRenders(files: [String: String]) {
        #expect(Self.reason(Self.toggle, files.merging([Self.toggle: "<button>x</button>\n", "app/views/shared/_header.html.erb": "<p></p>\n"]) { $1 })
            == .unnamedPartial("shared/_theme_toggle"))
    }

    /// A string a call other than `render` writes as an HTML attribute's whole value (of a
    /// `data:` or `aria:` hash, of a `data-*` or `aria-*` key, of `anchor:`), or the key of a
    /// lookup, is never given to `render`: the partial's relative name written so names
    /// nothing, in a template or in Ruby.
    @Test(arguments: [
        "<%= form_with url: \"/x\", data: {\n  list_filter_target: \"theme_toggle\"\n} do |f| %><% end %>\n",
        "<%= link_to \"Go\", \"/x\", data: { \"filter-target\": \"theme_toggle\", action: \"click->x#y\" } %>\n",
        "<%= button_tag \"Go\", :data => { :target => \"theme_toggle\" }, aria: { label: \"theme_toggle\" } %>\n",
        "<%= tag.div \"data-filter-target\": \"theme_toggle\" %>\n",
        "<%= content_tag :div, \"\", \"data-filter-target\" => \"theme_toggle\", class: \"x\" %>\n",
        "<%= ui_card \"Go\", \"data\" => { \"target\" => \"theme_toggle\" } %>\n",
        "<%= link_to \"Back\", project_path(@project, anchor: \"theme_toggle\"), class: \"btn\" %>\n",
        "<%= form_for @veteran, html: { class: \"resume\", role: \"theme_toggle\" } do |f| %><% end %>\n",
        "<%= tag.div \"x\", role: \"theme_toggle\" %>\n",
        // A key of a lookup: a subscript, `fetch` or `dig`, a translation.
        "<% if hash[\"theme_toggle\"].present? %><%= params[\"theme_toggle\"] %><% end %>\n",
        "<%= data.fetch(\"links\").fetch(\"theme_toggle\")[0] %><%= data&.dig(\"theme_toggle\", \"x\") %>\n",
        "<h2><%= t(\"theme_toggle\") %></h2><%= t 'theme_toggle' %><%= I18n.t(\"theme_toggle\", scope: :x) %><%= translate(\"theme_toggle\") %>\n",
    ])
    func anAttributeValueNamesNoPartial(partial: String) {
        #expect(Self.reason(Self.toggle, Self.filters(partial)) == .unnamedPartial("shared/_theme_toggle"))
        let helper = "module FiltersHelper\n  def filters = form_with(url: \"/x\", data: { list_filter_target: \"theme_toggle\" })\nend\n"
        #expect(Self.reason(Self.toggle, [Self.toggle: "<button>x</button>\n", "app/helpers/filters_helper.rb": helper]) == .unnamedPartial("shared/_theme_toggle"))
    }

    /// A string given to a call that may render it still names the partial: an argument of a
    /// helper bridgelint does not read, a local of a render call, a value that is more than
    /// the string, a hash that is no attribute's.
    @Test(arguments: [
        "<%= ui_panel \"theme_toggle\", data: { target: \"x\" } %>\n",
        "<%= helpers.t(\"theme_toggle\") %>\n", "<%= t(\"theme_toggle\".dup) %>\n",
        "<%= render \"shared/panel\", data: { body: \"theme_toggle\" } %>\n",
        "<%= link_to \"Go\", \"/x\", data: { target: pick(\"theme_toggle\") } %>\n",
        "<%= link_to \"Go\", \"/x\", data: { target: wide ? \"theme_toggle\" : \"x\" } %>\n",
        "<%= link_to \"Go\", \"/x\", data: { target: \"theme_toggle\".dup } %>\n",
        "<%= link_to \"Go\", \"/x\", data: { panel: { partial: \"theme_toggle\" } } %>\n",
        "<%= ui_card title: \"Go\", body: \"theme_toggle\" %>\n",
        // An array literal, an argument of another call: no lookup.
        "<% [\"theme_toggle\"].each { |name| concat render(name) } %>\n",
        "<%= panel [\"theme_toggle\"] %>\n",
        // An underscore key may be a keyword parameter the helper renders (`def ui_card(data_body:)`).
        "<%= ui_card title: \"Go\", data_body: \"theme_toggle\" do %><% end %>\n",
    ])
    func aStringAGivenCallMayRenderNamesThePartial(partial: String) {
        #expect(Self.reason(Self.toggle, Self.filters(partial)) == nil)
    }

    /// The partial `lists/_filters` (`text`), which the layout renders, beside the toggle.
    static func filters(_ text: String) -> [String: String] {
        [toggle: "<button>x</button>\n", "app/views/lists/_filters.html.erb": text,
         "app/views/layouts/application.html.erb": "<%= render \"lists/filters\" %><%= yield %>\n"]
    }

    /// Renders that name no template: `render self` (a view hook, a presenter) renders its
    /// object's own partial; another object's `render` (a Markdown renderer, defined or called)
    /// is not Action View's; a collection (`render topic.categories`) renders its items' partials.
    @Test(arguments: [
        ["app/views/pages/show.html.erb": "<%= view_hooks.title.render self, topic: @topic do %>\n  <h1>x</h1>\n<% end %>\n"],
        ["app/views/pages/show.html.erb": "<%= hook.render(self) %>\n"],
        ["app/services/markdown_renderer.rb": "class MarkdownRenderer\n  def self.render(content)\n    @@markdown.render(content.to_s)\n  end\n  @@markdown = Redcarpet::Markdown.new(Redcarpet::Render::HTML)\nend\n"],
        ["app/controllers/notes_controller.rb": "class NotesController < ApplicationController\n  def preview\n    html = MarkdownRenderer.render(params[:text])\n    render json: { html: html }\n  end\nend\n"],
        ["app/views/pages/show.html.erb": "<%= Redcarpet::Markdown.new(renderer, tables: true).render(@page.body) %>\n"],
        ["app/views/pages/show.html.erb": "<% doc = Kramdown::Document.new(text); html = doc.render(text) %><%= html %>\n"],
        ["app/views/pages/show.html.erb": "<%= render @topic.categories %>\n"],
        ["app/views/pages/show.html.erb": "<%= render(topic&.comments) %>\n"],
    ])
    func aRenderOfNoTemplateNameLeavesAPartialUnnamed(files: [String: String]) {
        #expect(Self.reason(Self.toggle, files.merging([Self.toggle: "<button>x</button>\n"]) { $1 }) == .unnamedPartial("shared/_theme_toggle"))
    }

    /// A `render` whose receiver may be a view, a controller or a renderer of them renders what
    /// it is given; a chain ending in a name (`@step.status`, `@page.partials`) may hold one.
    @Test(arguments: [
        ["app/views/pages/show.html.erb": "<%= helpers.render widget_name %>\n"],
        ["app/views/pages/show.html.erb": "<%= h.render widget_name %>\n"],
        ["app/helpers/widget_helper.rb": "module WidgetHelper\n  def widget(view) = view.render(params[:w])\nend\n"],
        ["app/models/report.rb": "class Report\n  def html = ApplicationController.renderer.render(partial: kind)\nend\n"],
        ["app/models/report.rb": "class Report\n  def html\n    renderer = ApplicationController.renderer.new\n    renderer.render(partial: kind)\n  end\nend\n"],
        ["app/models/report.rb": "class Report\n  def html\n    renderer = Renderers.pick\n    renderer.render(params[:w])\n  end\n  def other = renderer.render(params[:w])\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render @step.status %>\n"],
        ["app/views/pages/show.html.erb": "<%= render @page.partials %>\n"],
        ["app/views/pages/show.html.erb": "<%= render @record.to_partial_path %>\n"],
    ])
    func aRenderOfAComputedNameKeepsAPartialLive(files: [String: String]) {
        #expect(Self.reason(Self.toggle, files.merging([Self.toggle: "<button>x</button>\n"]) { $1 }) == nil)
    }

    /// A partial named after a model renders for an object of its class (`render @comments`).
    @Test func aModelPartialStaysLiveWhereAnObjectMayBeOfItsModel() {
        let comment = "app/views/comments/_comment.html.erb"
        let models = ["app/models/comment.rb": "class Comment < ApplicationRecord\nend\n", "app/models/order.rb": "class Order < ApplicationRecord\nend\n"]
        func reason(_ page: String) -> UnrenderedTemplates.Reason? {
            Self.reason(comment, models.merging([comment: "<p>x</p>\n", "app/views/pages/show.html.erb": page]) { $1 })
        }
        #expect(reason("<%= render @comments %>\n") == nil)
        #expect(reason("<% @items.each do |item| %><%= render item %><% end %>\n") == nil, "`item` may be a comment")
        #expect(reason("<%= render partial: \"x\", collection: post.things %>\n") == nil)
        #expect(reason("<%= render @order %>\n<% @orders.each do |order| %><%= render order %><% end %>\n") == .unnamedPartial("comments/_comment"))
        // `render self`: an object of any class; a collection of comments, or of orders.
        #expect(reason("<%= hook.render self %>\n") == nil)
        #expect(reason("<%= render @post.comments %>\n") == nil)
        #expect(reason("<%= render @customer.orders %>\n") == .unnamedPartial("comments/_comment"))
        // A JSON view's attribute of that name renders nothing.
        #expect(Self.reason(comment, models.merging([comment: "<p>x</p>\n", "app/views/reviews/_review.json.jbuilder": "json.extract! review, :id, :comment\n"]) { $1 })
            == .unnamedPartial("comments/_comment"))
    }

    /// A render call in a template proven never to render renders nothing: what only it names
    /// never renders either, however deep the chain; templates that only name each other stay live.
    @Test func aPartialOnlyAnUnrenderedTemplateNamesNeverRenders() {
        let palette = "app/views/shared/_palette.html.erb"
        let chain: [String: String] = [
            "app/views/shared/_editor.html.erb": "<%= render \"shared/toolbar\" %>\n",
            "app/views/shared/_toolbar.html.erb": "<%= render \"shared/palette\" %>\n",
            palette: "<div>x</div>\n",
        ]
        #expect(Self.reason(palette, chain) == .onlyUnrenderedTemplatesName(.unnamedPartial("shared/_palette")))
        #expect(Self.reason("app/views/products/index_modern.html.erb", [
            "app/views/shared/_old.html.erb": "<%= render template: \"products/index_modern\" %>\n",
            "app/views/products/index_modern.html.erb": "<div>x</div>\n",
        ]) == .onlyUnrenderedTemplatesName(.unnamedPage("products/index_modern")))
        // Live again once a page renders the head of the chain.
        #expect(Self.reason(palette, chain.merging(["app/views/products/index.html.erb": "<%= render \"shared/editor\" %>\n"]) { $1 }) == nil)
        // A cycle: each is named by the other, neither proven first.
        #expect(Self.reason(palette, [
            "app/views/shared/_toolbar.html.erb": "<%= render \"shared/palette\" %>\n",
            palette: "<%= render \"shared/toolbar\" if false %>\n",
        ]) == nil)
        // A computed render in an unrendered template reaches nothing.
        #expect(Self.reason(palette, [
            "app/views/shared/_editor.html.erb": "<%= render @widget.partial %><%= render \"shared/palette\" %>\n",
            palette: "<div>x</div>\n",
        ]) == .onlyUnrenderedTemplatesName(.unnamedPartial("shared/_palette")))
    }

    @Test func aGemsFolderStaysLive() {
        #expect(Self.reason("app/views/kaminari/_paginator.html.erb", ["app/views/kaminari/_paginator.html.erb": "<nav></nav>\n"]) == nil)
        #expect(Self.reason("app/views/pagy/_nav.html.erb", ["app/views/pagy/_nav.html.erb": "<nav></nav>\n", "Gemfile": "gem \"pagy\"\n"]) == nil)
        // Turbo's layout for frame requests; a gem whose name has a `-` where its folder has `_`.
        #expect(Self.reason("app/views/layouts/turbo_rails/frame.html.erb", ["app/views/layouts/turbo_rails/frame.html.erb": "<html></html>\n"]) == nil)
        #expect(Self.reason("app/views/spree_admin/_menu.html.erb", ["app/views/spree_admin/_menu.html.erb": "<nav></nav>\n", "Gemfile": "gem \"spree-admin\"\n"]) == nil)
        #expect(Self.reason("app/views/devise/_menu.html.erb", ["app/views/devise/_menu.html.erb": "<nav></nav>\n", "Gemfile": "gem \"spree_auth_devise\"\n"]) == nil)
        for folder in ["spree_auth", "auth", "auth_devise", "spree"] {
            let partial = "app/views/\(folder)/_menu.html.erb"
            #expect(Self.reason(partial, [partial: "<nav></nav>\n", "Gemfile": "gem \"spree_auth_devise\"\n"]) == nil, "\(folder)")
        }
        #expect(Self.reason("app/views/admin/_menu.html.erb", ["app/views/admin/_menu.html.erb": "<nav></nav>\n", "Gemfile": "gem \"rails-admin-theme\"\n"]) == nil)
    }

    /// A folder whose name is only a piece of a gem's name (`admin` in `activeadmin`, `mail` in
    /// `mailboxer`) is the app's: its partials are proven as any other.
    @Test func aFolderNamedInsideAGemsNameIsTheApps() {
        let partial = "app/views/admin/_mailer.html.erb"
        let files = [partial: "<nav></nav>\n", "Gemfile": "gem 'activeadmin'\ngem \"mailboxer\"\n",
                     "app/admin/mail.rb": "# ActiveAdmin.register_page \"Mail\" do\n#   content { render partial: \"admin/mailer\" }\n# end\n"]
        #expect(Self.reason(partial, files) == .unnamedPartial("admin/_mailer"))
        let mail = "app/views/mail/_footer.html.erb"
        #expect(Self.reason(mail, [mail: "<p>x</p>\n", "Gemfile": "gem \"mailboxer\"\n"]) == .unnamedPartial("mail/_footer"))
    }

    // MARK: Layouts

    static let modern = "app/views/layouts/application_modern.html.erb"

    @Test func aLayoutNothingChoosesNeverRenders() {
        #expect(Self.reason(Self.modern, [Self.modern: "<body><%= yield %></body>\n"]) == .unchosenLayout("layouts/application_modern"))
        #expect(Self.reason("app/views/layouts/application.html.erb", ["app/views/layouts/application.html.erb": "<body></body>\n"]) == nil)
    }

    @Test(arguments: [
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  layout \"application_modern\"\nend\n"],
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  layout :pick_layout\nend\n"],
        ["app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  def index\n    render :index, layout: current_layout\n  end\nend\n"],
        ["config/initializers/devise.rb": "Devise::SessionsController.layout \"application_modern\"\n"],
        ["app/views/pages/show.html.erb": "<%= render template: \"layouts/application_modern\" %>\n"],
    ])
    func aLayoutSomethingMayChooseStaysLive(files: [String: String]) {
        #expect(Self.reason(Self.modern, files.merging([Self.modern: "<body><%= yield %></body>\n"]) { $1 }) == nil)
    }

    @Test func aControllersOwnLayoutStaysLive() {
        let admin = "app/views/layouts/admin.html.erb"
        #expect(Self.reason(admin, [admin: "<body></body>\n", "app/controllers/admin/users_controller.rb": "class Admin::UsersController < ApplicationController\nend\n"]) == nil)
        #expect(Self.reason(admin, [admin: "<body></body>\n"]) == .unchosenLayout("layouts/admin"))
    }

    /// A render call inside an HTML comment writes comment text: a partial only such calls
    /// name never reaches a browser as markup. A `<!--` inside an ERB tag opens no comment, and
    /// a render outside any comment keeps the partial live.
    @Test func aPartialRenderedOnlyInsideHTMLCommentsIsCommentText() {
        func reason(_ page: String) -> UnrenderedTemplates.Reason? {
            Self.reason(Self.toggle, [Self.toggle: "<button>x</button>\n", "app/views/pages/show.html.erb": page])
        }
        #expect(reason("<div>\n  <!-- <%= render \"shared/theme_toggle\" %> -->\n</div>\n") == .renderedOnlyInComments("shared/_theme_toggle"))
        #expect(reason("<!--\n  <%= render 'shared/theme_toggle' %>\n  <p>old</p>\n") == .renderedOnlyInComments("shared/_theme_toggle"))
        #expect(reason("<!-- <%= render \"shared/theme_toggle\" %> -->\n<%= render \"shared/theme_toggle\" %>\n") == nil)
        #expect(reason("<%= \"<!--\" %><%= render \"shared/theme_toggle\" %><%= \"-->\" %>\n") == nil)
        #expect(reason("<!-- old --><%= render \"shared/theme_toggle\" %>\n") == nil)
        #expect(UnrenderedTemplates.Reason.renderedOnlyInComments("x").summary == "This template renders only inside HTML comments")
        #expect(UnrenderedTemplates.Reason.unnamedPartial("x").summary == "This template never renders")
    }

    /// A folder named after a part of a gem's name (`search` for `pg_search`) may hold the
    /// gem's views, unless a controller file of the app serves it: a gem's controller of that
    /// name would be the same class.
    @Test func aFolderTheAppsControllerServesIsTheAppsWhateverAGemIsCalled() {
        let partial = "app/views/search/_results.html.erb"
        let files = [partial: "<p>x</p>\n", "Gemfile": "gem \"pg_search\"\n"]
        #expect(Self.reason(partial, files) == nil)
        let served = files.merging(["app/controllers/search_controller.rb": "class SearchController < ApplicationController\nend\n"]) { $1 }
        #expect(Self.reason(partial, served) == .unnamedPartial("search/_results"))
        #expect(Self.reason("app/views/kaminari/_page.html.erb", ["app/views/kaminari/_page.html.erb": "<p>x</p>\n",
                                                                  "app/controllers/kaminari_controller.rb": "class KaminariController < ApplicationController\nend\n"]) == nil)
    }

    /// An alias written with literal names (`alias submit_button loading_button`,
    /// `alias_method :a, :b`) defines one method of the new name: the chain is still read
    /// whole. One whose names are computed may define any action.
    @Test func anAliasOfLiteralNamesDefinesOneMethod() {
        func unrouted(_ body: String) -> UnrenderedTemplates.Reason? {
            Self.unrouted("  resources :products, only: :index", [
                "app/controllers/products_controller.rb": "class ProductsController < ApplicationController\n  include FormHelper\n  def edit; end\nend\n",
                "app/helpers/form_helper.rb": "module FormHelper\n  def loading_button; end\n\(body)\nend\n",
            ])
        }
        let proven = UnrenderedTemplates.Reason.unroutedAction(controller: "ProductsController", action: "edit")
        #expect(unrouted("  alias submit_button loading_button") == proven)
        #expect(unrouted("  alias_method :submit_button, :loading_button") == proven)
        #expect(unrouted("  alias_method(\"submit_button\", \"loading_button\")") == proven)
        #expect(unrouted("  alias_method name, :loading_button") == nil)
    }

    /// Devise's own views render only its two shared partials: another partial of `devise/`
    /// that no file of the app names never renders, unless another gem of Devise's is bundled.
    @Test func aDevisePartialDevisesViewsDoNotRenderIsTheApps() {
        let mfa = "app/views/devise/sessions/_mfa_enrolment.html.erb"
        let links = "app/views/devise/shared/_links.html.erb"
        let caller = ["app/views/pages/show.html.erb": "<%= render \"shared/mfa_enrolment\" %>\n"]
        func reason(_ path: String, gems: String) -> UnrenderedTemplates.Reason? {
            Self.reason(path, caller.merging([path: "<p>x</p>\n", "Gemfile": gems]) { $1 })
        }
        #expect(reason(mfa, gems: "gem \"devise\"\n") == .unnamedPartial("devise/sessions/_mfa_enrolment"))
        #expect(reason(links, gems: "gem \"devise\"\n") == nil)
        #expect(reason(mfa, gems: "gem \"devise\"\ngem \"devise_invitable\"\n") == nil)
        #expect(Self.reason(mfa, ["app/views/pages/show.html.erb": "<%= render \"devise/sessions/mfa_enrolment\" %>\n", mfa: "<p>x</p>\n", "Gemfile": "gem \"devise\"\n"]) == nil)
    }

    /// Devise's views render its shared partials only where the app has no view of the same
    /// path: an app with its own copy of every gem view rendering one renders it only from its
    /// own code, and the proof follows those (here: only pages of a module no model enables).
    @Test(arguments: ["devise/shared/_links", "devise/shared/_error_messages"])
    func aDeviseSharedPartialOfAppWithItsOwnViewsIsTheApps(_ partial: String) throws {
        let gemViews = try #require(UnrenderedTemplates.deviseViewsRendering[partial])
        let name = String(partial.dropFirst("devise/shared/_".count))
        let renderingPages = ["devise/unlocks/new", "devise/confirmations/new"]
        var files = ["app/views/\(partial).html.erb": "<p>x</p>\n", "Gemfile": "gem \"devise\"\n",
                     "config/routes.rb": "Rails.application.routes.draw do\n  devise_for :users\nend\n",
                     "app/models/user.rb": "class User < ApplicationRecord\n  devise :database_authenticatable, :registerable, :recoverable\nend\n"]
        for view in gemViews {
            files["app/views/\(view).html.erb"] = renderingPages.contains(view) ? "<%= render \"devise/shared/\(name)\" %>\n" : "<h1>x</h1>\n"
        }
        #expect(Self.reason("app/views/\(partial).html.erb", files) == .onlyUnrenderedTemplatesName(.unnamedPartial(partial)))
        // One gem view the app does not have may render it.
        var missingOne = files
        missingOne.removeValue(forKey: "app/views/devise/passwords/new.html.erb")
        #expect(Self.reason("app/views/\(partial).html.erb", missingOne) == nil)
        // A page of an enabled module renders it.
        var rendered = files
        rendered["app/views/devise/passwords/new.html.erb"] = "<%= render \"devise/shared/\(name)\" %>\n"
        #expect(Self.reason("app/views/\(partial).html.erb", rendered) == nil)
    }

    /// A page of Devise's own views that only one module's routes or mails render never
    /// renders when no `devise` call of the app's models names that module, whatever the
    /// call's spelling; any doubt keeps it live: a module computed or named, another gem of
    /// Devise's, no `devise` call read, a route of the app's own to the page, a render by name.
    @Test func aDevisePageOfAModuleNoModelEnablesNeverRenders() {
        let routes = "Rails.application.routes.draw do\n  devise_for :users\n  resources :products\nend\n"
        func reason(_ path: String, model: String?, gems: String = "gem \"devise\"\n", extra: [String: String] = [:]) -> UnrenderedTemplates.Reason? {
            var files = [path: "<h1>x</h1>\n", "Gemfile": gems, "config/routes.rb": routes]
            if let model { files["app/models/user.rb"] = "class User < ApplicationRecord\n  \(model)\nend\n" }
            return Self.reason(path, files.merging(extra) { $1 })
        }
        let unlock = "app/views/devise/unlocks/new.html.erb"
        for spelling in ["devise :database_authenticatable, :recoverable", "devise(:database_authenticatable,\n    :recoverable)",
                         "devise :database_authenticatable,\n         :recoverable, timeout_in: 30.minutes", "devise *%i[database_authenticatable recoverable]"
                            .replacingOccurrences(of: "*", with: "")] {
            #expect(reason(unlock, model: spelling) == .disabledDeviseModule(path: "devise/unlocks/new", module: "lockable"), "\(spelling)")
        }
        let pages = ["devise/confirmations/new": "confirmable", "devise/passwords/edit": "recoverable", "devise/registrations/edit": "registerable",
                     "devise/mailer/unlock_instructions": "lockable", "devise/mailer/confirmation_instructions": "confirmable",
                     "devise/mailer/reset_password_instructions": "recoverable"]
        for (page, module) in pages {
            #expect(reason("app/views/\(page).html.erb", model: "devise :database_authenticatable") == .disabledDeviseModule(path: page, module: module), "\(page)")
            #expect(reason("app/views/\(page).html.erb", model: "devise :database_authenticatable, :\(module)") == nil, "\(page)")
        }
        // Pages any configuration may render.
        for page in ["devise/sessions/new", "devise/mailer/password_change", "devise/mailer/email_changed"] {
            #expect(reason("app/views/\(page).html.erb", model: "devise :database_authenticatable") == nil, "\(page)")
        }
        #expect(reason(unlock, model: "devise :database_authenticatable, :lockable, unlock_strategy: :email") == nil)
        #expect(reason(unlock, model: "devise :database_authenticatable, :lockable") == nil)
        #expect(reason(unlock, model: "devise %i[database_authenticatable lockable]") == nil)
        #expect(reason(unlock, model: "devise(*MODULES)") == nil)
        #expect(reason(unlock, model: "devise Settings.modules") == nil)
        #expect(reason(unlock, model: nil) == nil)
        #expect(reason(unlock, model: "devise :database_authenticatable", gems: "gem \"devise\"\ngem \"devise_invitable\"\n") == nil)
        // Another model enables it.
        #expect(reason(unlock, model: "devise :database_authenticatable", extra: ["app/models/admin.rb": "class Admin < ApplicationRecord\n  devise :lockable\nend\n"]) == nil)
        // The app routes to it, or renders it by name.
        let ownRoute = "Rails.application.routes.draw do\n  devise_for :users\n  devise_scope :user do\n    get \"unlock\", to: \"devise/unlocks#new\"\n  end\nend\n"
        #expect(reason(unlock, model: "devise :database_authenticatable", extra: ["config/routes.rb": ownRoute]) == nil)
        #expect(reason(unlock, model: "devise :database_authenticatable", extra: ["app/views/products/index.html.erb": "<%= render template: \"devise/unlocks/new\" %>\n"]) == nil)
    }

    /// A page of a Devise controller that every `devise_for` leaves out (`only:` without it,
    /// `skip:` naming it or `:all`) never renders, though a model enables its module; the
    /// app's controller that a `controllers:` hash puts in its place likewise. Any doubt keeps
    /// it live: another `devise_for` that routes it, options not written literally, a route of
    /// the app's own to the page.
    @Test func aDevisePageNoDeviseForRoutesNeverRenders() {
        let model = "class User < ApplicationRecord\n  devise :database_authenticatable, :registerable, :recoverable\nend\n"
        func reason(_ path: String, routing: String, extra: [String: String] = [:]) -> UnrenderedTemplates.Reason? {
            let files = [path: "<h1>x</h1>\n", "Gemfile": "gem \"devise\"\n", "app/models/user.rb": model,
                         "config/routes.rb": "Rails.application.routes.draw do\n  \(routing)\n  resources :products\nend\n"]
            return Self.reason(path, files.merging(extra) { $1 })
        }
        let signUp = "app/views/devise/registrations/new.html.erb"
        for routing in ["devise_for :users, only: [:sessions]", "devise_for :users, path: '/', only: :sessions", "devise_for :users, skip: :registrations",
                        "devise_for :users, skip: [:registrations, :passwords]", "devise_for :users, skip: :all"] {
            #expect(reason(signUp, routing: routing) == .unroutedDeviseController(path: "devise/registrations/new", controller: "registrations"), "\(routing)")
        }
        #expect(reason("app/views/devise/passwords/edit.html.erb", routing: "devise_for :users, only: %i[sessions registrations]")
            == .unroutedDeviseController(path: "devise/passwords/edit", controller: "passwords"))
        for routing in ["devise_for :users", "devise_for :users, skip: :passwords", "devise_for :users, only: [:sessions, :registrations]",
                        "devise_for :users, only: ROUTED", "devise_for :users, skip: [:registrations]\n  devise_for :admins",
                        "devise_for :users, skip: :registrations\n  devise_scope :user do\n    get \"sign_up\", to: \"devise/registrations#new\"\n  end"] {
            #expect(reason(signUp, routing: routing) == nil, "\(routing)")
        }
        // The app's controller in place of Devise's: live only where a `devise_for` routes it.
        let own = "app/views/users/registrations/edit.html.erb"
        let controller = ["app/controllers/users/registrations_controller.rb": "class Users::RegistrationsController < Devise::RegistrationsController\nend\n"]
        #expect(reason(own, routing: "devise_for :users, skip: :registrations, controllers: { registrations: \"users/registrations\" }", extra: controller)
            == .unroutedDeviseController(path: "users/registrations/edit", controller: "registrations"))
        #expect(reason(own, routing: "devise_for :users, controllers: { registrations: \"users/registrations\" }", extra: controller) == nil)
        // Routed by no `devise_for` at all: no route reaches the app's controller.
        #expect(reason(own, routing: "devise_for :users, controllers: { sessions: \"users/sessions\" }", extra: controller) != nil)
        #expect(reason(own, routing: "devise_for :users, controllers: CONTROLLERS", extra: controller) == nil)
        // With scoped views, Devise's own controller renders the scope's folder.
        let scoped = controller.merging(["config/initializers/devise.rb": "Devise.setup do |config|\n  config.scoped_views = true\nend\n"]) { $1 }
        #expect(reason(own, routing: "devise_for :users", extra: scoped) == nil)
        #expect(reason(own, routing: "devise_for :users, only: :sessions", extra: scoped) == .unroutedDeviseController(path: "users/registrations/edit", controller: "registrations"))
        #expect(UnrenderedTemplates.Reason.unroutedDeviseController(path: "devise/registrations/new", controller: "registrations").explanation
            == "only Devise's `registrations` controller renders `devise/registrations/new`, and every `devise_for` of the routes leaves it out (`only:` or `skip:`)")
    }

    /// A page named after an error status, in a folder no controller of the app serves, may
    /// be rendered by an exceptions app outside the repository (gaffe's `errors/#{status}`):
    /// live. In a folder the app's controller serves, the proof reads that controller.
    @Test func anErrorStatusPageOfAFolderNothingServesStaysLive() {
        for name in ["not_found", "bad_request", "unprocessable_entity", "internal_server_error", "404", "500"] {
            let page = "app/views/errors/\(name).html.erb"
            #expect(Self.reason(page, [page: "<h1>Error</h1>\n"]) == nil, "\(name)")
        }
        let other = "app/views/errors/sorry.html.erb"
        #expect(Self.reason(other, [other: "<h1>Sorry</h1>\n"]) == .unnamedPage("errors/sorry"))
        let served = "app/views/products/not_found.html.erb"
        #expect(Self.reason(served, [served: "<h1>Gone</h1>\n"]) == .unnamedPage("products/not_found"))
    }

    // MARK: Components

    static let sidebar = "app/components/sidebar_component.html.erb"
    static let sidebarClass = ["app/components/sidebar_component.rb": "class SidebarComponent < ViewComponent::Base\nend\n", sidebar: "<nav></nav>\n"]

    @Test func aComponentNothingNamesNeverRenders() {
        #expect(Self.reason(Self.sidebar, Self.sidebarClass) == .unusedComponent("SidebarComponent"))
        #expect(UnrenderedTemplates.Reason.unusedComponent("SidebarComponent").explanation == "no file names `SidebarComponent` but its own")
        // Named only where nothing renders: said as one clause.
        #expect(UnrenderedTemplates.Reason.onlyUnrenderedTemplatesName(.unusedComponent("Ui::DropdownComponent")).explanation
            == "no file names `Ui::DropdownComponent` but its own and templates that never render")
    }

    @Test(arguments: [
        ["app/views/layouts/application.html.erb": "<%= render(SidebarComponent.new) %>\n"],
        ["test/components/previews/sidebar_component_preview.rb": "class SidebarComponentPreview < ViewComponent::Preview\n  def default = render(SidebarComponent.new)\nend\n"],
        ["app/helpers/components_helper.rb": "module ComponentsHelper\n  def component(name) = \"#{name.camelize}Component\".constantize\nend\n"],
        ["app/components/wide_sidebar_component.rb": "class WideSidebarComponent < SidebarComponent\nend\n"],
        // The lookup and the part that names a component are in different files.
        ["app/helpers/classes_helper.rb": "module ClassesHelper\n  def build(name) = name.constantize.new\nend\n",
         "app/views/pages/show.html.erb": "<%= render build(\"#{@kind.camelize}Component\") %>\n"],
        ["app/models/widget.rb": "class Widget\n  def view = kind.safe_constantize\n  KINDS = %i[chart_component table_component]\nend\n"],
    ])
    func aComponentSomethingMayRenderStaysLive(files: [String: String]) {
        #expect(Self.reason(Self.sidebar, Self.sidebarClass.merging(files) { $1 }) == nil)
    }

    /// A constant looked up by a computed name is a component's only where some file spells
    /// "component" (`"#{kind}_component"`, `:card_component`) for the name to be built from: an
    /// audit log's `ALLOWED_CLASSES[type].constantize` or a model's `type_class.constantize`
    /// names no component.
    @Test(arguments: [
        ["app/controllers/audit_logs_controller.rb": "class AuditLogsController < ApplicationController\n  ALLOWED = { \"post\" => \"Post\" }.freeze\n  def record = ALLOWED[params[:type]].constantize.find(params[:id])\nend\n"],
        ["app/models/post.rb": "class Post < ApplicationRecord\n  TYPES.each { |type_class| scope \"of_#{type_class.underscore}\", -> { where(kind: type_class.constantize.name) } }\nend\n"],
        // A gem's name in the Gemfile.
        ["app/models/post.rb": "class Post < ApplicationRecord\n  def kind = type.constantize\nend\n", "Gemfile": "gem \"view_component\"\n"],
        // "component" that ends no constant's name: a CSS class, a partial's folder.
        ["app/models/post.rb": "class Post < ApplicationRecord\n  def kind = type.constantize\nend\n",
         "app/views/explore/_nav.html.erb": "<%= link_to root_path, class: \"nav-component #{active}\" do %>x<% end %>\n<%= render \"admin/orders_component/table\" %>\n"],
    ])
    func aLookupOfNamesThatNeverSpellComponentRendersNone(files: [String: String]) {
        #expect(Self.reason(Self.sidebar, Self.sidebarClass.merging(files) { $1 }) == .unusedComponent("SidebarComponent"))
    }

    /// A template under `app/components/` named like no component (a copy left beside one):
    /// ViewComponent renders a class's own template only, so nothing renders it.
    static let oldSidebar = "app/components/ui/sidebar_component_old.html.erb"

    @Test func aTemplateOfNoComponentNeverRenders() {
        let files = Self.sidebarClass.merging([Self.oldSidebar: "<nav class=\"old\"></nav>\n",
                                               "app/views/layouts/application.html.erb": "<%= render(SidebarComponent.new) %>\n"]) { $1 }
        #expect(Self.reason(Self.oldSidebar, files) == .noComponentsTemplate(file: "sidebar_component_old.html.erb", className: "Ui::SidebarComponentOld"))
    }

    /// Whatever may render it keeps it live: a class of its name, a file naming it, a sidecar or
    /// preview folder around it, a view path that may include the folder.
    @Test(arguments: [
        ["app/components/ui/sidebar_component_old.rb": "module Ui\n  class SidebarComponentOld < ViewComponent::Base\n  end\nend\n"],
        ["app/views/pages/show.html.erb": "<%= render partial: \"ui/sidebar_component_old\" %>\n"],
        ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  prepend_view_path \"app/components\"\nend\n"],
        ["config/application.rb": "module App\n  class Application < Rails::Application\n    config.paths[\"app/views\"] << \"app/components\"\n  end\nend\n"],
    ])
    func aTemplateOfNoComponentSomethingMayRenderStaysLive(files: [String: String]) {
        let all = Self.sidebarClass.merging([Self.oldSidebar: "<nav class=\"old\"></nav>\n"]) { $1 }.merging(files) { $1 }
        #expect(Self.reason(Self.oldSidebar, all) == nil)
        for folder in ["app/components/ui/sidebar_component/list.html.erb", "app/components/previews/sidebar_component_preview/wide.html.erb"] {
            #expect(Self.reason(folder, Self.sidebarClass.merging([folder: "<ul></ul>\n"]) { $1 }) == nil, "\(folder)")
        }
    }
}

extension UnrenderedTemplatesTests {
    /// A repository holding another app deeper (`augment/`): each app's controllers are its own,
    /// whichever is read last.
    @Test func aNestedAppsControllerOfTheSamePathIsAnother() {
        let page = "app/views/products/index_modern.html.erb"
        let nested = "class ProductsController < Gem::BaseController\nend\n"
        func reason(_ order: [String]) -> UnrenderedTemplates.Reason? {
            let files = [
                "app/controllers/application_controller.rb": Self.application, "app/controllers/products_controller.rb": Self.products,
                "augment/app/controllers/products_controller.rb": nested, "augment/app/controllers/application_controller.rb": Self.application,
            ]
            return UnrenderedTemplates(templates: FileTexts(texts: [(page, Array("<p>x</p>\n".utf8))]), ruby: order.map { ($0, Array(files[$0]!.utf8)) },
                                       support: [("config/routes.rb", Array(Self.routes.utf8))]).reason(for: page)
        }
        let paths = ["app/controllers/application_controller.rb", "app/controllers/products_controller.rb",
                     "augment/app/controllers/application_controller.rb", "augment/app/controllers/products_controller.rb"]
        #expect(reason(paths) == .unnamedPage("products/index_modern"))
        #expect(reason(paths.reversed()) == .unnamedPage("products/index_modern"))
        // The nested app's own page: its controller's superclass is a gem's, not read.
        #expect(UnrenderedTemplates(templates: FileTexts(texts: [("augment/" + page, Array("<p>x</p>\n".utf8))]),
                                    ruby: paths.map { ($0, Array(($0.hasPrefix("augment/") && $0.hasSuffix("products_controller.rb") ? nested : $0.hasSuffix("products_controller.rb") ? Self.products : Self.application).utf8)) },
                                    support: [("config/routes.rb", Array(Self.routes.utf8))]).reason(for: "augment/" + page) == nil)
    }

    /// Views without any controller of the app (a gem's, an example's) are rendered from outside.
    @Test func anAppWithoutControllersProvesNothing() {
        let toggle = Self.toggle
        let templates = FileTexts(texts: [(toggle, Array("<button>x</button>\n".utf8))])
        #expect(UnrenderedTemplates(templates: templates, ruby: [], support: []).reason(for: toggle) == nil)
    }
}

extension UnrenderedTemplatesTests {
    /// A gem's controller read from a vendored copy serves the app's overrides of its views.
    @Test func aControllerOutsideTheAppDoesNotServeItsViews() {
        let page = "app/views/devise/sessions/new_modern.html.erb"
        #expect(Self.reason(page, [
            page: "<form></form>\n",
            "vendor/bundle/gems/devise/app/controllers/devise/sessions_controller.rb": "class Devise::SessionsController < ApplicationController\nend\n",
        ]) == nil)
    }

    // MARK: The index the proofs read (issue 21)

    /// The files mentioning each key, turned around from the keys each file mentions: as a
    /// list for a key few files mention, as a bitmap for one many do (here key 0, mentioned by
    /// more than one file in 32 of 200), with the same answers, whether built from every
    /// file's keys at once or file by file.
    @Test func fileMentionsListTheFilesMentioningEachKeyAscending() {
        var keys: [[UInt32]] = (0..<200).map { file in
            [file % 20 == 0 ? [0] : [], file == 3 ? [1] : [], file == 3 || file == 64 || file == 199 ? [2] : []].flatMap { $0 }
        }
        let expected: [UInt32: [UInt32]] = [0: (0..<10).map { UInt32($0 * 20) }, 1: [3], 2: [3, 64, 199], 3: []]
        var builder = FileMentions.Builder(fileCount: 200)
        for (file, fileKeys) in keys.enumerated() { builder.add(file: file, keys: fileKeys) }
        let built = builder.build(keyCount: 4)
        let mentions = FileMentions(keyCount: 4, taking: &keys)
        for mentions in [mentions, built] {
            for (key, files) in expected {
                #expect(Array(mentions.files(mentioning: key)) == files, "\(key)")
                #expect(mentions.files(mentioning: key).isEmpty == files.isEmpty, "\(key)")
                for file in 0..<200 { #expect(mentions.file(file, mentions: key) == files.contains(UInt32(file)), "\(key) \(file)") }
            }
            #expect(mentions.files(mentioning: nil).isEmpty && Array(mentions.files(mentioning: 9)) == [])
            #expect(!mentions.file(0, mentions: nil) && !mentions.file(0, mentions: 9) && !mentions.file(200, mentions: 0))
        }
        #expect(keys.allSatisfy { $0.isEmpty })
    }

    /// A file's words are each of its runs of letters, digits, `_` and bytes past ASCII once,
    /// however many times it repeats them, past the first size of the table holding them; words
    /// of different bytes that are one string (`é` composed or not) are one number.
    @Test func aFilesWordsAreItsDistinctRunsNumberedOnce() {
        var text = "theme_toggle theme-toggle <SidebarComponent> caf\u{E9} cafe\u{301} x9 _ \u{FF}\u{FE}"
        for number in 0..<300 { text += " w\(number % 150)\n" }
        let bytes = Array(text.utf8)
        let expected = Set(bytes.split { !($0 >= 0x80 || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)) }
            .map { String(decoding: $0, as: UTF8.self) })
        let distinct = Words.distinct(in: bytes)
        #expect(distinct.count == expected.count + 1 && Set(distinct) == expected)
        let vocabulary = Locked<[String: UInt32]>([:])
        let words = Words(of: bytes, in: vocabulary)
        #expect(words.numbers.count == expected.count && vocabulary.withLock { $0.count } == expected.count)
        #expect(words.numbers.elementsEqual(words.numbers.sorted()) && Words(of: Array("w3 unseen".utf8), in: vocabulary).numbers.count == 2)
        #expect(vocabulary.withLock { $0.count } == expected.count + 1 && Words.distinct(in: []).isEmpty)
    }

    /// The words of many files in one array give back each file's, trimmed or not: its own
    /// part, found by its number, and none past the files added.
    @Test func wordListsGiveBackEachFilesWords() {
        let vocabulary = Locked<[String: UInt32]>([:])
        let files = [["b", "a", "b"], [], ["c", "a"], ["d"]].map { Words(numbering: $0, in: vocabulary) }
        var lists = WordLists()
        for words in files { lists.append(words) }
        for kept in [lists, lists.trimmed] {
            #expect(files.indices.allSatisfy { kept[$0].numbers.elementsEqual(files[$0].numbers) })
            #expect(kept[2].contains(vocabulary.withLock { $0["a"] }) && !kept[2].contains(vocabulary.withLock { $0["b"] }))
            #expect(kept[files.count].numbers.isEmpty && kept[-1].numbers.isEmpty)
        }
    }

    /// Skipping comment lines, a line whose first text is `#` gives no word, however indented;
    /// an interpolation at a line's start (`#{name}` in a heredoc) and a comment after code do.
    @Test func aRubyFilesWordsSkipItsCommentLines() {
        let ruby = "class Report\n  # send the Mailer\n\t#method\n  <<~SQL\n  #{table}\n  SQL\n  run # trailing\n#"
        #expect(Set(Words.distinct(in: Array(ruby.utf8), skippingCommentLines: true)) == ["class", "Report", "SQL", "table", "run", "trailing"])
        #expect(Set(Words.distinct(in: Array(ruby.utf8))).isSuperset(of: ["send", "Mailer", "method"]))
    }

    /// Among many partials, each proof reads the files that name its own: one named by a
    /// literal render call elsewhere, one a computed name may be (`computed_#{kind}`), one a
    /// constant names, stay live; one nothing names never renders, whichever file is asked
    /// about first, directly or through chains.
    @Test func eachPartialIsProvenFromTheFilesNamingIt() {
        var files: [String: String] = [
            "app/views/products/index.html.erb": "<%= render \"products/named\" %>\n<%= render \"products/computed_#{kind}\" %>\n",
            "app/helpers/tabs_helper.rb": "module TabsHelper\n  TAB = \"products/_constant\"\nend\n",
        ]
        for number in 0..<40 {
            files["app/views/products/_filler_\(number).html.erb"] = "<p>\(number)</p>\n"
            files["app/views/products/index.html.erb"]! += "<%= render \"products/filler_\(number)\" %>\n"
        }
        for name in ["named", "computed_kind", "constant", "unnamed", "chained"] {
            files["app/views/products/_\(name).html.erb"] = name == "unnamed" ? "<%= render \"products/chained\" %>\n" : "<p>\(name)</p>\n"
        }
        let templates = files.filter { $0.key.hasSuffix(".erb") }.map { ($0.key, Array($0.value.utf8)) }.sorted { $0.0 < $1.0 }
        let ruby = [("app/controllers/application_controller.rb", Self.application), ("app/controllers/products_controller.rb", Self.products),
                    ("app/helpers/tabs_helper.rb", files["app/helpers/tabs_helper.rb"]!)].map { ($0.0, Array($0.1.utf8)) }
        let support = [("config/routes.rb", Array(Self.routes.utf8))]
        let direct = UnrenderedTemplates.direct(templates: FileTexts(texts: templates), ruby: ruby, support: support)
        let proof = direct.followingChains()
        for name in ["named", "computed_kind", "constant", "filler_0", "filler_39"] {
            let path = "app/views/products/_\(name).html.erb"
            #expect(direct.reason(for: path) == nil && proof.reason(for: path) == nil, "\(name)")
        }
        #expect(direct.reason(for: "app/views/products/_unnamed.html.erb") == .unnamedPartial("products/_unnamed"))
        // Named only by a partial nothing names: proven through chains only.
        #expect(direct.reason(for: "app/views/products/_chained.html.erb") == nil)
        #expect(direct.mayBeProvenByChains("app/views/products/_chained.html.erb"))
        // Named by Ruby (a constant): no chain of templates proves it.
        #expect(!direct.mayBeProvenByChains("app/views/products/_constant.html.erb"))
        #expect(direct.mayBeProvenByChains("app/views/products/_named.html.erb"))
        #expect(proof.reason(for: "app/views/products/_chained.html.erb") == .onlyUnrenderedTemplatesName(.unnamedPartial("products/_chained")))
        #expect(proof.reason(for: "app/views/products/_unnamed.html.erb") == .unnamedPartial("products/_unnamed"))
        #expect(proof.reason(for: "app/views/products/_chained.html.erb")?.explanation
            == "no render call names the partial `products/_chained` but templates that never render")
        // What the settled proof holds live has no reason, directly or through chains; what it
        // does not, has one (`TemplateCorpus.neverRenderedReason` answers the first at once).
        for (path, _) in templates {
            let reason = direct.reason(for: path) ?? (direct.mayBeProvenByChains(path) ? proof.reason(for: path) : nil)
            #expect(proof.holdsLive(path) == (reason == nil), "\(path)")
        }
        #expect(proof.holdsLive("app/views/products/_nothing.html.erb"))
    }

    /// Every template's answers worked out at once are those the proofs give asked one by one,
    /// by any path that names the template: proven directly, through chains, a page no
    /// controller serves, a partial only a computed name could name.
    @Test func answersSettledAtOnceAreThoseAskedOneByOne() {
        let chained: [String: String] = [
            "app/views/products/index.html.erb": "<%= render \"products/named\" %>\n",
            "app/views/products/_named.html.erb": "<p>named</p>\n",
            "app/views/products/_unnamed.html.erb": "<%= render \"products/chained\" %>\n",
            "app/views/products/_chained.html.erb": "<p>chained</p>\n",
            "app/views/orphans/index.html.erb": "<p>orphan</p>\n",
        ]
        let computed: [String: String] = [
            "app/views/products/index.html.erb": "<%= render partial: kind %>\n",
            "app/views/products/_anything.html.erb": "<p>any</p>\n",
        ]
        var answered: [String: (reason: UnrenderedTemplates.Reason?, byNothingRead: Bool)] = [:]
        for files in [chained, computed] {
            let templates = files.map { ($0.key, Array($0.value.utf8)) }.sorted { $0.0 < $1.0 }
            let ruby = [("app/controllers/application_controller.rb", Self.application), ("app/controllers/products_controller.rb", Self.products)]
                .map { ($0.0, Array($0.1.utf8)) }
            let direct = UnrenderedTemplates.direct(templates: FileTexts(texts: templates), ruby: ruby, support: [("config/routes.rb", Array(Self.routes.utf8))])
            let proof = direct.followingChains()
            let answers = NeverRenderedAnswers(direct: direct, chained: proof)
            for path in templates.map(\.0).flatMap({ [$0, "/work/app/" + $0, String($0.dropFirst("app/views/".count))] }) + ["app/views/products/_nothing.html.erb"] {
                let reason = direct.reason(for: path) ?? (direct.mayBeProvenByChains(path) ? proof.reason(for: path) : nil)
                #expect(answers.reason(for: path) == reason, "\(path)")
                #expect(answers.isRenderedByNothingRead(path) == (reason != nil || direct.isUnservedPage(path) || direct.isNamedByNothingRead(path)), "\(path)")
            }
            for (path, _) in templates { answered[path] = (answers.reason(for: path), answers.isRenderedByNothingRead(path)) }
        }
        #expect(answered["app/views/products/_chained.html.erb"]?.reason == .onlyUnrenderedTemplatesName(.unnamedPartial("products/_chained")))
        #expect(answered["app/views/products/_named.html.erb"]?.byNothingRead == false)
        #expect(answered["app/views/products/_anything.html.erb"]?.reason == nil)
        #expect(answered["app/views/products/_anything.html.erb"]?.byNothingRead == true)
    }

    /// A template left live is judged again only once a template it read as live is proven,
    /// and proven as every round judging every live template would: along a chain of partials
    /// each round judges the next one only (issue 21: each round judged every live template).
    @Test func eachRoundJudgesOnlyWhatReadTheTemplatesProvenBefore() {
        var files: [String: String] = ["app/views/products/index.html.erb": "<p>products</p>\n"]
        let length = 40
        for number in 0..<length {
            files["app/views/shared/_link_\(number).html.erb"] = number + 1 < length ? "<%= render \"shared/link_\(number + 1)\" %>\n" : "<p>end</p>\n"
        }
        let templates = files.map { ($0.key, Array($0.value.utf8)) }.sorted { $0.0 < $1.0 }
        let ruby = [("app/controllers/application_controller.rb", Self.application), ("app/controllers/products_controller.rb", Self.products)].map { ($0.0, Array($0.1.utf8)) }
        let proof = UnrenderedTemplates(templates: FileTexts(texts: templates), ruby: ruby, support: [("config/routes.rb", Array(Self.routes.utf8))])
        #expect(proof.reason(for: "app/views/shared/_link_0.html.erb") == .unnamedPartial("shared/_link_0"))
        #expect(proof.reason(for: "app/views/shared/_link_39.html.erb") == .onlyUnrenderedTemplatesName(.unnamedPartial("shared/_link_39")))
        #expect(proof.holdsLive("app/views/products/index.html.erb"))
        // Every template once, then the one the last proven renders, 39 times.
        #expect(proof.judgments.withLock { $0 } == templates.count + length - 1)
    }

    /// A page of another folder renders `form` relatively: once the partial that renders the
    /// page by its path is proven, the page's controller is known to be the only one rendering it,
    /// so the partials of other folders named `_form` are proven in the next round, however
    /// many partials asked where the page looks its names up.
    @Test func aPartialIsJudgedAgainWhenWhatKeptARelativeNameOpenIsProven() {
        let files = [
            "app/views/products/index.html.erb": "<%= render \"form\" %>\n",
            "app/views/products/_form.html.erb": "<form></form>\n",
            "app/views/shared/_legacy.html.erb": "<%= render template: \"products/index\" %>\n",
            "app/views/orders/_form.html.erb": "<form></form>\n",
            "app/views/carts/_form.html.erb": "<form></form>\n",
        ]
        for path in ["app/views/orders/_form.html.erb", "app/views/carts/_form.html.erb"] {
            #expect(Self.reason(path, files) == .onlyUnrenderedTemplatesName(.unnamedPartial(String(path.dropFirst("app/views/".count).dropLast(".html.erb".count)))))
        }
        #expect(Self.reason("app/views/shared/_legacy.html.erb", files) == .unnamedPartial("shared/_legacy"))
        #expect(Self.reason("app/views/products/_form.html.erb", files) == nil)
        #expect(Self.reason("app/views/orders/_form.html.erb", files.merging(["app/views/products/show.html.erb": "<%= render \"shared/legacy\" %>\n"]) { $1 }) == nil)
    }

    /// Each page asks for its folder's controller chain; it is read once for all of them and for
    /// every round of `followingChains` (issue 21: each page read its controller again, and a
    /// controller with an action for each page of its folder made the proof quadratic).
    @Test func aFoldersControllerIsReadOnceForAllItsPages() {
        let pages = (0..<40).map { "page_" + ($0 < 10 ? "0" : "") + String($0) }
        var controller = "class ProductsController < ApplicationController\n"
        for (number, page) in pages.enumerated() where number % 4 != 3 {
            controller += number % 4 == 1 ? "  def \(page)\n    render json: []\n  end\n" : "  def \(page)\n  end\n"
        }
        controller += "end\n"
        let templates = pages.map { ("app/views/products/\($0).html.erb", Array("<p>\($0)</p>\n".utf8)) }
        let ruby = [("app/controllers/application_controller.rb", Array(Self.application.utf8)),
                    ("app/controllers/products_controller.rb", Array(controller.utf8))]
        // A route to each action the controller defines (a page no route reaches is proven so at once).
        let routes = "Rails.application.routes.draw do\n" + pages.enumerated().filter { $0.offset % 4 != 3 }.map { "  get \"\($0.element)\", to: \"products#\($0.element)\"\n" }.joined() + "end\n"
        let proof = UnrenderedTemplates(templates: FileTexts(texts: templates), ruby: ruby, support: [("config/routes.rb", Array(routes.utf8))])
        let reasons = pages.map { proof.reason(for: "app/views/products/\($0).html.erb") }
        #expect(reasons[0] == nil)
        #expect(reasons[1] == .actionRespondsOtherwise(controller: "ProductsController", action: "page_01", response: .json))
        #expect(reasons[3] == .unnamedPage("products/page_03"))
        #expect(proof.chainReads.withLock { $0 } == 1)
    }
}
