import BridgeLintCore
import BridgeLintEngine
import BridgeLintRules
import Foundation
import Testing

/// `rails-unknown-route-helper` reports a route helper no route defines only with proof: the
/// routes read whole, with the names Rails gives them, and nothing else that may define it.
@Suite struct UnknownRouteHelperTests {
    static func findings(_ template: String, routes: String?, path: String = "app/views/pages/show.html.erb",
                         files: [String: String] = [:]) throws -> [Diagnostic] {
        var all = files
        if let routes { all["config/routes.rb"] = "Rails.application.routes.draw do\n\(routes)\nend\n" }
        return try StimulusRuleEdgeCaseTests.lint(template, path: path, files: all).filter { $0.ruleID == "rails-unknown-route-helper" }
    }

    /// The general form: each way a route gets its name defines that name, and only it: a
    /// nested `namespace`, `as:`, `member` and `collection`, a singular `resource`, `shallow`,
    /// `scope as:`, `direct`, `root`, a concern, a `draw` file, a path with segments in a
    /// namespace (named after the namespace alone), an uncountable resource name.
    @Test(arguments: [
        ("namespace :admin do\n  namespace :reports do\n    resources :exports\n  end\nend", ["admin_reports_exports_path", "new_admin_reports_export_url", "edit_admin_reports_export_path"], "admin_report_exports_path"),
        ("resources :photos, as: :images", ["images_path", "edit_image_path", "new_image_url"], "imagez_path"),
        ("resources :photos do\n  member do\n    post :publish\n  end\n  collection do\n    get :search\n  end\n  get :preview, on: :member\nend", ["publish_photo_path", "search_photos_url", "preview_photo_path"], "photo_publish_path"),
        ("resource :profile", ["profile_path", "edit_profile_path", "new_profile_url"], "profiles_path"),
        ("resources :projects, shallow: true do\n  resources :tasks\nend", ["project_tasks_path", "new_project_task_path", "task_path", "edit_task_url"], "project_task_path"),
        ("scope \"/billing\", as: :billing do\n  resources :invoices\nend", ["billing_invoices_path", "billing_invoice_url"], "invoices_path"),
        ("direct :homepage do\n  \"https://example.com\"\nend", ["homepage_url", "homepage_path"], "homepag_url"),
        ("root \"home#index\"\nnamespace :admin do\n  root \"dashboard#show\"\nend", ["root_path", "admin_root_url"], "admin_rooot_url"),
        ("namespace :admin do\n  get \"reports/:id\", to: \"reports#show\"\nend", ["admin_path"], "admins_path"),
        ("get \"about\" => \"pages#about\"\nget \"legal/terms\", to: \"pages#terms\"", ["about_path", "legal_terms_path"], "terms_path"),
        ("resources :news", ["news_index_path", "news_path"], "newz_index_path"),
        ("concern :commentable do\n  resources :comments\nend\nresources :posts, concerns: :commentable", ["post_comments_path", "post_comment_path"], "comments_path"),
    ])
    func eachRouteDefinesItsNameAndOnlyIt(routes: String, defined: [String], undefined: String) throws {
        let good = defined.map { "<%= link_to \"x\", \($0) %>" }.joined(separator: "\n")
        #expect(try Self.findings(good, routes: routes).isEmpty)
        let bad = try Self.findings("<%= link_to \"x\", \(undefined)(1) %>", routes: routes)
        #expect(bad.count == 1, "\(bad)")
        #expect(bad.first?.message.contains("`\(undefined)`") == true, "\(bad)")
    }

    /// A page whose folder no controller serves, that no route reaches and nothing names, is
    /// rendered by nothing bridgelint reads: no page is proven to fail. A controller, a route
    /// to the folder, or a render call naming the page makes the failure proven again.
    @Test func aPageNothingRendersIsNotJudged() throws {
        let routes = "resources :orders do\n  resources :items\nend"
        let page = "app/views/order_items/edit.html.erb"
        let orders = ["app/controllers/orders_controller.rb": "class OrdersController < ApplicationController\n  def index; end\nend\n"]
        let call = "<%= link_to \"Back\", order_itemz_path %>"
        #expect(try Self.findings(call, routes: routes, path: page, files: orders).isEmpty)
        let served = orders.merging(["app/controllers/order_items_controller.rb": "class OrderItemsController < ApplicationController\n  def edit; end\nend\n"]) { $1 }
        #expect(try Self.findings(call, routes: routes + "\nresources :order_items", path: page, files: served).count == 1)
        #expect(try Self.findings(call, routes: routes + "\nget \"changes\", to: \"order_items#edit\"", path: page, files: orders).count == 1)
        let named = ["app/controllers/orders_controller.rb": "class OrdersController < ApplicationController\n  def index\n    render \"order_items/edit\"\n  end\nend\n"]
        #expect(try Self.findings(call, routes: routes, path: page, files: named).count == 1)
    }

    /// A template only a render call of a computed name may reach (`render params[:redirect]`),
    /// that no string or name pattern of the app names, is rendered by nothing bridgelint reads:
    /// a page and a partial alike. A string naming it, a pattern fitting it, or a model's partial
    /// (which `render item` reaches) makes the failure proven again.
    @Test func aTemplateOnlyAComputedNameMayRenderIsNotJudged() throws {
        let routes = "resources :enquiries, only: [:index, :show]"
        let controller = { (extra: String) in
            ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
             "app/controllers/enquiries_controller.rb": "class EnquiriesController < ApplicationController\n  def index; end\n  def show\n    render \(extra)\n  end\nend\n"]
        }
        let call = "<%= link_to \"Back\", enquirys_path %>"
        let page = "app/views/enquiries/new_copy.html.erb"
        #expect(try Self.findings(call, routes: routes, path: page, files: controller("params[:redirect]")).isEmpty)
        #expect(try Self.findings(call, routes: routes, path: page, files: controller("params[:redirect] || \"enquiries/new_copy\"")).count == 1)
        #expect(try Self.findings(call, routes: routes, path: page, files: controller("\"enquiries/#{params[:kind]}\"")).count == 1)
        let computedPartial = controller("params[:redirect]").merging(["app/views/enquiries/index.html.erb": "<%= render partial: @panel %>\n"]) { $1 }
        let partial = "app/views/layouts/_sidebar_old.html.erb"
        #expect(try Self.findings(call, routes: routes, path: partial, files: computedPartial).isEmpty)
        let named = computedPartial.merging(["app/helpers/panels_helper.rb": "module PanelsHelper\n  OLD = \"layouts/sidebar_old\"\nend\n"]) { $1 }
        #expect(try Self.findings(call, routes: routes, path: partial, files: named).count == 1)
        let items = controller("params[:redirect]").merging(["app/views/enquiries/index.html.erb": "<% @enquiries.each do |item| %><%= render item %><% end %>\n"]) { $1 }
        #expect(try Self.findings(call, routes: routes, path: "app/views/enquiries/_enquiry.html.erb", files: items).count == 1)
    }

    /// A git submodule in a folder that loads Ruby whose files are not read (not checked out,
    /// or under `vendor/`) may hold a plugin or engine drawing routes: no helper is proven
    /// undefined. One checked out elsewhere, or in a folder of assets, changes nothing.
    @Test(arguments: [
        ("[submodule \"q\"]\n\tpath = vendor/plugins/questionnaire_engine\n\turl = https://example.com/q.git\n", [:], 0),
        ("[submodule \"e\"]\n\tpath = engines/billing\n", [:], 0),
        ("[submodule \"e\"]\n\tpath = engines/billing\n", ["engines/billing/README.md": "x\n"], 1),
        ("[submodule \"t\"]\n\tpath = app/assets/theme\n", [:], 1),
    ] as [(String, [String: String], Int)])
    func anUnreadSubmoduleMayDrawRoutes(gitmodules: String, more: [String: String], findings: Int) throws {
        let files = more.merging([".gitmodules": gitmodules]) { $1 }
        #expect(try Self.findings("<%= link_to \"x\", photoz_path %>", routes: "resources :photos", files: files).count == findings, "\(gitmodules)")
    }

    /// A file `draw` loads defines its routes; a `draw` of a file that does not exist leaves
    /// every name unknown.
    @Test func drawFilesAreRead() throws {
        let files = ["config/routes/admin.rb": "namespace :admin do\n  resources :users\nend\n"]
        #expect(try Self.findings("<%= link_to \"x\", admin_users_path %>", routes: "draw :admin", files: files).isEmpty)
        #expect(try Self.findings("<%= link_to \"x\", admin_userz_path %>", routes: "draw :admin", files: files).count == 1)
        #expect(try Self.findings("<%= link_to \"x\", admin_userz_path %>", routes: "draw :admin\ndraw :api", files: files).isEmpty)
    }

    /// The help names the helper of the same words in another order (the real case: a name
    /// written in the order of the path), and an unsafe fix puts it in.
    @Test func theSameWordsInAnotherOrderAreSuggested() throws {
        let routes = "namespace :admin do\n  resources :legal_documents, only: :index do\n    get :setup_jurisdiction, on: :collection\n  end\nend"
        let found = try Self.findings("<%= link_to \"Setup\", admin_legal_documents_setup_jurisdiction_path %>", routes: routes)
        let finding = try #require(found.first)
        #expect(finding.message == "no route of the app defines `admin_legal_documents_setup_jurisdiction_path` (none is named `admin_legal_documents_setup_jurisdiction`): rendering this line raises NameError, so the page answers 500")
        #expect(finding.help == "did you mean `setup_jurisdiction_admin_legal_documents_path`?")
        #expect(finding.fix?.edits.first?.replacement == "setup_jurisdiction_admin_legal_documents_path")
        #expect(finding.fix?.applicability == .unsafe)
        #expect(finding.related.first?.message.contains("setup_jurisdiction_admin_legal_documents") == true)
        // The words are compared, not the `_` between them.
        let doubled = try Self.findings("<%= link_to \"Setup\", admin__legal_documents_setup_jurisdiction_path %>", routes: routes)
        #expect(doubled.first?.help == "did you mean `setup_jurisdiction_admin_legal_documents_path`?")
        // A name close to no defined route may be a gem's helper: nothing is said.
        #expect(try Self.findings("<%= link_to \"x\", quarterly_reports_path %>", routes: routes).isEmpty)
    }

    /// The app's Ruby and other templates are searched for a binding of a name only where the
    /// name would be reported without one: a near miss of a route's, while the routes name
    /// every helper. Else the template's findings depend on it alone (its cached findings hash
    /// no other file), and a cold run reads those files once per name it may report, not once
    /// per name some template calls (issue 21).
    @Test(arguments: [
        ("resources :posts", "postz_path", true),
        ("resources :posts", "quarterly_reports_path", false),
        ("resources :posts\nActiveAdmin.routes(self)", "postz_path", false),
    ])
    func otherFilesAreReadOnlyForANameThatMayBeReported(routes: String, name: String, reported: Bool) throws {
        let run = try TemplateCorpus.recordingUse { try Self.findings("<%= link_to \"x\", \(name) %>", routes: routes) }
        #expect(run.result.count == (reported ? 1 : 0), "\(run.result)")
        #expect(run.usedCorpus == reported)
    }

    /// The message says what fails where the template is: the page answers 500, or each page
    /// a partial or layout is part of; a mailer's view or layout raises on delivery.
    @Test(arguments: [
        ("app/views/pages/show.html.erb", "so the page answers 500"),
        ("app/views/pages/_nav.html.erb", "so each page that renders the partial answers 500"),
        ("app/views/layouts/application.html.erb", "so each page in this layout answers 500"),
        ("app/views/user_mailer/welcome.html.erb", "so delivering the mail raises"),
        ("app/views/layouts/mailer.text.erb", "so delivering the mail raises"),
    ])
    func theMessageSaysWhatFails(path: String, failure: String) throws {
        let files = [
            "app/views/pages/index.html.erb": "<%= render \"pages/nav\" %>",
            "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def show; end\nend\n",
            "app/mailers/application_mailer.rb": "class ApplicationMailer < ActionMailer::Base\n  layout \"mailer\"\nend\n",
            "app/mailers/user_mailer.rb": "class UserMailer < ApplicationMailer\n  def welcome\n    mail(to: \"a@example.com\")\n  end\nend\n",
            // Sent: a mail view of a method nothing calls never renders (no finding there).
            "app/controllers/users_controller.rb": "class UsersController < ApplicationController\n  def create\n    UserMailer.welcome.deliver_later\n  end\nend\n",
        ]
        // A route reaches the pages (no page of a controller no route reaches renders).
        let found = try Self.findings("<%= link_to \"x\", postz_url %>", routes: "resources :posts\nresources :pages", path: path, files: files)
        #expect(found.count == 1 && found.first?.message.hasSuffix(": rendering this line raises NameError, " + failure) == true, "\(found)")
    }

    /// A helper of a route the app nests under parents (a scaffold's `good_path` after
    /// `resources :goods` moved into `resources :menus`), or takes out of them (`shallow`),
    /// names that route; a short name is not matched by a small edit of its `_path`.
    @Test(arguments: [
        ("good_path", "did you mean `menu_good_path`?"),
        ("goods_path", "did you mean `menu_goods_path`?"),
        ("post_link_path", "did you mean `link_path`?"),
        ("edit_good_path", "did you mean `edit_menu_good_path`?"),
    ])
    func theSameRouteNestedOrNotIsSuggested(helper: String, help: String) throws {
        let routes = "root \"home#index\"\nresources :menus do\n  resources :goods\nend\nresources :posts, shallow: true do\n  resources :links, only: [:create, :destroy]\nend"
        let found = try Self.findings("<%= link_to \"x\", \(helper)(1) %>", routes: routes)
        #expect(found.map(\.help) == [help])
    }

    /// The order of the suggestions, and their ties: the words in another order sorted by name;
    /// the nested routes closest in length first, then by name, three at most; the routes a
    /// small edit away closest first, then by name. Each name's answer is the same in every
    /// template that calls it.
    @Test(arguments: [
        ("get \"r\", to: \"r#x\", as: :reports_admin_export\nget \"a\", to: \"a#x\", as: :admin_export_reports", "export_reports_admin_path",
         ["admin_export_reports_path", "reports_admin_export_path"]),
        ("resources :stores do\n  resources :goods\nend\nresources :shops do\n  resources :goods\nend\nresources :menus do\n  resources :goods\nend\nresources :carts do\n  resources :goods\nend",
         "good_url", ["cart_good_url", "menu_good_url", "shop_good_url"]),
        ("resources :posts", "postz_path", ["post_path", "posts_path"]),
    ])
    func suggestionsAreOrderedClosestFirstThenByName(routes: String, helper: String, suggestions: [String]) throws {
        let found = try Self.findings("<%= link_to \"x\", \(helper) %>\n<%= link_to \"y\", \(helper) %>", routes: routes)
        #expect(found.map(\.suggestions) == [suggestions, suggestions])
    }

    /// Something else may define the name: a method of a helper, a controller's
    /// `helper_method`, a module of `lib`, a model, a local (assigned alone or among others,
    /// splat or nested), a block or lambda parameter, a `for` variable, a partial's local
    /// passed by a render call, a strict local, a guard, computed method names, a name spelt
    /// with an escape.
    @Test(arguments: [
        ("<%= link_to \"x\", back_path %>", ["app/helpers/navigation_helper.rb": "module NavigationHelper\n  def back_path\n    \"/\"\n  end\nend\n"]),
        ("<%= link_to \"x\", back_path %>", ["app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\n  helper_method :back_path\nend\n"]),
        ("<%= link_to \"x\", back_path %>", ["lib/navigation.rb": "module Navigation\n  def self.included(base) = nil\n  def back_path = \"/\"\nend\n"]),
        ("<%= link_to \"x\", back_path %>", ["app/helpers/links_helper.rb": "module LinksHelper\n  alias_method :back_path, :root_path\nend\n"]),
        ("<%= link_to \"x\", back_path %>", ["app/helpers/links_helper.rb": "module LinksHelper\n  %w[back next].each { |n| define_method(\"#{n}_path\") { \"/\" } }\nend\n"]),
        ("<%= link_to \"x\", back_path %>", ["app/helpers/links_helper.rb": "module LinksHelper\n  def method_missing(name, *args)\n    super\n  end\nend\n"]),
        ("<% back_path = \"/\" %><%= link_to \"x\", back_path %>", [:]),
        ("<% @items.each do |item, back_path| %><%= link_to item, back_path %><% end %>", [:]),
        ("<% next_path, back_path = @links %><%= link_to \"x\", back_path %>", [:]),
        ("<% back_path, = @links %><%= link_to \"x\", back_path %>", [:]),
        ("<% first, *back_path = @links %><%= link_to \"x\", back_path %>", [:]),
        ("<% *back_path, last = @links %><%= link_to \"x\", back_path %>", [:]),
        ("<% (first, back_path), last = @links %><%= link_to \"x\", back_path %>", [:]),
        ("<% link = ->(back_path) { link_to \"x\", back_path } %>", [:]),
        ("<% link = -> back_path { link_to \"x\", back_path } %>", [:]),
        ("<% link = ->(title, back_path = \"/\") do %><%= link_to title, back_path %><% end %>", [:]),
        ("<% link = lambda { |back_path| link_to \"x\", back_path } %>", [:]),
        ("<% link = proc do |back_path| %><%= link_to \"x\", back_path %><% end %>", [:]),
        ("<% for back_path in @paths %><%= link_to \"x\", back_path %><% end %>", [:]),
        ("<% for title, back_path in @links %><%= link_to title, back_path %><% end %>", [:]),
        ("<%= link_to \"x\", back_path if defined?(back_path) %>", [:]),
        ("<%= link_to \"x\", back_path if respond_to?(:back_path) %>", [:]),
        ("<%= link_to \"x\", back_path if local_assigns[:back_path] %>", [:]),
        ("<%# locals: (back_path:) %><%= link_to \"x\", back_path %>", [:]),
        // Spelt with an escape in the tag that binds it (`"back_\path"` is `back_path`).
        ("<% define_method(\"back_\\path\") { \"/\" } %><%= link_to \"x\", back_path %>", [:]),
    ] as [(String, [String: String])])
    func aNameTheAppBindsIsNotReported(template: String, files: [String: String]) throws {
        // `backs_path` makes `back_path` a near miss, which would be reported if nothing bound it.
        let routes = "resources :posts\nresources :backs, only: :index"
        #expect(try Self.findings(template, routes: routes, files: files).isEmpty)
        #expect(try Self.findings("<%= link_to \"x\", back_path %>", routes: routes).count == 1)
    }

    /// A call among a call's arguments binds nothing, whatever statement follows it (the
    /// tokens of a template's tags have no line breaks), nor does a lambda's default value.
    @Test(arguments: [
        "<%= link_to \"x\", back_path %><% first, last = @links %>",
        "<%= link_to(\"x\", back_path) %><% last = @links %>",
        "<%= link_to title, back_path %><% for link in @links %><% end %>",
        "<% link = ->(title = back_path) { title } %>",
    ])
    func aCallAmongArgumentsIsNoBinding(template: String) throws {
        #expect(try Self.findings(template, routes: "resources :posts\nresources :backs, only: :index").count == 1)
    }

    /// A partial's local that a render call elsewhere passes, also with the name spelt with an
    /// escape, in a template that holds it as written only in another tag.
    @Test(arguments: [
        "<%= render \"pages/nav\", back_path: posts_path %>",
        "<%# back_path %><%= render \"pages/nav\", locals: { \"back\\_path\" => posts_path } %>",
    ])
    func aLocalARenderCallPassesIsNotReported(render: String) throws {
        let files = ["app/views/posts/show.html.erb": render]
        #expect(try Self.findings("<%= link_to \"x\", back_path %>", routes: "resources :posts", path: "app/views/pages/_nav.html.erb", files: files).isEmpty)
    }

    /// Not a call of a route helper of the app: a receiver, a string, a comment, a computed
    /// name, a helper of Rails or of a common gem, a route Rails or Turbo adds itself.
    @Test(arguments: [
        "<%= link_to \"x\", main_app.postz_path %>",
        "<%= link_to \"x\", blog.postz_path %>",
        "<%= link_to \"x\", @post.postz_path %>",
        "<%= link_to \"x\", @post&.postz_url %>",
        "<%= link_to \"x\", \"#{postz_path}?a=1\" %>",
        "<%# link_to \"x\", postz_path %>",
        "<% # link_to \"x\", postz_path %>",
        "<%= link_to \"x\", send(\"#{kind}_path\") %>",
        "<%= image_tag image_path(\"a.png\"), srcset: image_url(\"b.png\") %>",
        "<%= stylesheet_link_tag stylesheet_path(\"a\") %><%= javascript_path(\"a\") %><%= asset_url(\"a\") %><%= font_path(\"a\") %>",
        "<%= link_to \"x\", rails_blob_path(@file) %><%= rails_representation_url(@v) %><%= rails_storage_proxy_path(@f) %>",
        "<%= link_to \"x\", edit_polymorphic_path(@post) %><%= polymorphic_url(@post) %><%= new_polymorphic_path(Post) %>",
        "<%= turbo_recede_historical_location_url %><%= rails_conductor_inbound_emails_path %><%= update_rails_disk_service_url %>",
        "<%= link_to \"Next\", next_page_path %><%= asset_pack_path(\"a.png\") %><%= vite_asset_path(\"a.png\") %>",
        "<%= link_to \"x\", url_for(@post) %>",
    ])
    func notARouteHelperOfTheAppIsNotReported(template: String) throws {
        #expect(try Self.findings(template, routes: "resources :posts").isEmpty)
    }

    /// `controller_path`, which views get from their controller, is no route helper, even
    /// beside a route a small edit from it.
    @Test func theControllersPathIsNoRouteHelper() throws {
        #expect(try Self.findings("<body class=\"<%= controller_path %>\">", routes: "resources :controlers").isEmpty)
        #expect(try Self.findings("<body class=\"<%= controlerz_path %>\">", routes: "resources :controlers").count == 1)
    }

    /// Routes bridgelint cannot read whole may define any name.
    @Test(arguments: [
        "resources :posts\ndevise_for :users",
        "resources :posts\n%w[a b].each do |name|\n  get name, to: \"pages##{name}\"\nend",
        "resources :posts\nActiveAdmin.routes(self)",
        "resources :posts\nresources some_name",
        "resources :posts\nconcerns :unknown",
    ])
    func unreadRoutesSilenceTheRule(routes: String) throws {
        #expect(try Self.findings("<%= link_to \"x\", postz_path %>", routes: routes).isEmpty)
    }

    /// A `mount` defines the helper of one name: its `as:`, else one Rails makes from the
    /// mounted application's words; and the app's overrides of an engine's pages
    /// (`app/views/blog/...`) call the engine's helpers.
    @Test func aMountDefinesOneNameAndItsEnginesPages() throws {
        let routes = "resources :posts\nmount Blog::Engine, at: \"/blog\"\nmount Sidekiq::Web => \"/sidekiq\"\nmount Tools::Engine, at: \"/tools\", as: \"admin_tools\""
        #expect(try Self.findings("<%= link_to \"x\", blog_path %><%= sidekiq_web_url %><%= admin_tools_path %>", routes: routes).isEmpty)
        #expect(try Self.findings("<%= link_to \"x\", postz_path %>", routes: routes).count == 1)
        #expect(try Self.findings("<%= link_to \"x\", posts_index_path %>", routes: routes, path: "app/views/blog/posts/index.html.erb").isEmpty)
        #expect(try Self.findings("<%= link_to \"x\", posts_index_path %>", routes: routes, path: "app/views/layouts/blog/application.html.erb").isEmpty)
    }

    /// A `mount`'s name carries the `as` prefixes of the scopes around it, as any route's does
    /// (`admin_sidekiq` for `as: :sidekiq` in `namespace :admin`): the name without them is
    /// not defined, and the help names the mount's.
    @Test(arguments: [
        ("namespace :admin do\n  mount Sidekiq::Web, at: \"/sidekiq\", as: :sidekiq\nend", "admin_sidekiq_path", "sidekiq_path"),
        ("scope \"/ops\", as: :ops do\n  mount Flipper::UI.app(Flipper), at: \"/flipper\", as: \"flipper\"\nend", "ops_flipper_url", "flipper_url"),
        ("resources :projects do\n  mount Reports::App, at: \"/reports\", as: :reports\nend", "project_reports_path", "reports_path"),
    ])
    func aMountIsNamedInsideItsScopes(routes: String, defined: String, unprefixed: String) throws {
        #expect(try Self.findings("<%= link_to \"x\", \(defined) %>", routes: "resources :posts\n" + routes).isEmpty)
        let found = try Self.findings("<%= link_to \"x\", \(unprefixed) %>", routes: "resources :posts\n" + routes)
        #expect(found.map(\.help) == ["did you mean `\(defined)`?"])
    }

    /// The silence is said once, in a note naming what was not read; a `mount`, which defines
    /// one name, is no reason, and routes read whole say nothing.
    @Test func aNoteSaysWhyTheRuleIsSilent() throws {
        func notes(_ files: [String: String]) throws -> [String] {
            try CrossFileRuleTests().withProject(files) { $0.project.limitations.filter { $0.contains("rails-unknown-route-helper") } }
        }
        let draw = { (body: String) in "Rails.application.routes.draw do\n\(body)\nend\n" }
        #expect(try notes(["config/routes.rb": draw("resources :posts\ndevise_for :users\ndevise_for :admins")])
            == ["config/routes.rb:3: `devise_for` adds routes bridgelint does not read (and 1 more), which may define any route helper; rails-unknown-route-helper is silent."])
        #expect(try notes(["config/routes.rb": draw("resources :posts"), "Gemfile": "gem \"clearance\"\n"])
            == ["the app bundles `clearance`, which may give views route helpers its routes files do not show; rails-unknown-route-helper is silent."])
        #expect(try notes(["config/routes.rb": draw("resources :posts\nmount Sidekiq::Web => \"/sidekiq\"")]).isEmpty)
    }

    /// Rails names a resource's member routes by ActiveSupport's singular, whose irregular rules
    /// match at the end of a word: `resources :salesmen` defines `salesman_path`.
    @Test func aResourceWithAnIrregularEndingIsNamedAsRailsNamesIt() throws {
        let template = "<%= link_to \"x\", salesman_path(1) %>\n<%= link_to \"y\", edit_salesman_path(1) %>\n<%= link_to \"z\", new_salesman_path %>"
        #expect(try Self.findings(template, routes: "resources :salesmen").isEmpty)
        #expect(try Self.findings("<%= link_to \"x\", salesmen_path(1) %>", routes: "resources :salesmen").isEmpty)
    }

    /// Routes drawn outside the routes files, or inflections that change how Rails names them,
    /// leave the names unknown; a generated inflections file, all comments, changes nothing.
    @Test func namesChangedOutsideTheRoutesFilesSilenceTheRule() throws {
        let template = "<%= link_to \"x\", campus_path(1) %>"
        let routes = "resources :campuses"
        let irregular = "ActiveSupport::Inflector.inflections(:en) do |inflect|\n  inflect.irregular \"campus\", \"campuses\"\nend\n"
        #expect(try Self.findings(template, routes: routes, files: ["config/initializers/inflections.rb": irregular]).isEmpty)
        let appended = "Rails.application.routes.append do\n  resources :campus_tours\nend\n"
        #expect(try Self.findings(template, routes: routes, files: ["config/initializers/more_routes.rb": appended]).isEmpty)
        let commented = "# ActiveSupport::Inflector.inflections(:en) do |inflect|\n#   inflect.irregular \"person\", \"people\"\n# end\n"
        #expect(try Self.findings(template, routes: routes, files: ["config/initializers/inflections.rb": commented]).count == 1)
    }

    /// A setting given to a mounted application in the routes file declares no route.
    @Test func aSetterInTheRoutesIsNoRoute() throws {
        let routes = "Sidekiq::Web.app_url = ENV[\"URL\"]\nresources :posts\nmount Sidekiq::Web => \"/sidekiq\""
        #expect(try Self.findings("<%= link_to \"x\", postz_path %>", routes: routes).count == 1)
    }

    /// No routes file, or a bundled gem that adds helpers the routes do not show.
    @Test func missingRoutesOrGemsWithHelpersSilenceTheRule() throws {
        #expect(try Self.findings("<%= link_to \"x\", postz_path %>", routes: nil).isEmpty)
        let lockfile = "GEM\n  remote: https://rubygems.org/\n  specs:\n    clearance (2.7.0)\n"
        #expect(try Self.findings("<%= link_to \"x\", sign_in_path %>", routes: "resources :posts", files: ["Gemfile.lock": lockfile]).isEmpty)
        #expect(try Self.findings("<%= link_to \"x\", page_path(\"about\") %>", routes: "resources :posts", files: ["Gemfile": "gem \"high_voltage\"\n"]).isEmpty)
        #expect(try Self.findings("<%= link_to \"x\", postz_path %>", routes: "resources :posts", files: ["Gemfile": "gem \"inherited_resources\"\n"]).isEmpty)
        let vendored = ["Gemfile": "gem \"links\", path: \"vendor/gems/links\"\n",
                        "vendor/gems/links/lib/links.rb": "module Links\n  def postz_path = \"/\"\nend\n"]
        #expect(try Self.findings("<%= link_to \"x\", postz_path %>", routes: "resources :posts", files: vendored).isEmpty)
        let other = "GEM\n  remote: https://rubygems.org/\n  specs:\n    kaminari (1.2.2)\n"
        #expect(try Self.findings("<%= link_to \"x\", postz_path %>", routes: "resources :posts", files: ["Gemfile.lock": other]).count == 1)
    }

    /// An engine's templates are judged only where the routes that apply are known: an engine
    /// folded into the app is skipped, and so is the app while such an engine has routes of its
    /// own; an engine linted alone is judged by its own routes when its namespace is isolated.
    @Test func engineTemplatesAreJudgedByTheirOwnRoutesOrNotAtAll() throws {
        let engine = [
            "engines/billing/billing.gemspec": "Gem::Specification.new { |s| s.name = \"billing\" }\n",
            "engines/billing/config/routes.rb": "Billing::Engine.routes.draw do\n  resources :invoices\nend\n",
            "engines/billing/app/views/billing/invoices/index.html.erb": "<h1>Invoices</h1>\n",
            "config/application.rb": "module Shop\n  class Application < Rails::Application\n  end\nend\n",
        ]
        #expect(try Self.findings("<%= link_to \"x\", invoices_path %>", routes: "resources :posts",
                                  path: "engines/billing/app/views/billing/invoices/show.html.erb", files: engine).isEmpty)
        #expect(try Self.findings("<%= link_to \"x\", postz_path %>", routes: "resources :posts", files: engine).isEmpty)
        let gem = ["billing.gemspec": "Gem::Specification.new { |s| s.name = \"billing\" }\n",
                   "config/routes.rb": "Billing::Engine.routes.draw do\n  resources :invoices\nend\n"]
        let template = "<%= link_to \"x\", invoices_path %><%= link_to \"y\", invoicez_path %>"
        let isolated = gem.merging(["lib/billing/engine.rb": "module Billing\n  class Engine < ::Rails::Engine\n    isolate_namespace Billing\n  end\nend\n"]) { $1 }
        let found = try Self.findings(template, routes: nil, path: "app/views/billing/invoices/index.html.erb", files: isolated)
        #expect(found.map(\.message).count == 1 && found.first?.message.contains("`invoicez_path`") == true, "\(found)")
        #expect(try Self.findings(template, routes: nil, path: "app/views/billing/invoices/index.html.erb", files: gem).isEmpty)
    }

    /// Engines whose routes files draw into one engine's route set (`Shop::Core::Engine.routes.draw`
    /// in each) share its helpers: a view of one calls the routes another draws. A name none of
    /// them draws is still reported; an engine drawing into its own set sees only its routes.
    @Test func enginesDrawingIntoOneRouteSetShareItsHelpers() throws {
        func engine(_ name: String, receiver: String, routes: String) -> [String: String] {
            ["\(name)/\(name).gemspec": "Gem::Specification.new { |s| s.name = \"\(name)\" }\n",
             "\(name)/lib/shop/\(name)/engine.rb": "module Shop\n  module \(name.capitalized)\n    class Engine < ::Rails::Engine\n      isolate_namespace Shop\n    end\n  end\nend\n",
             "\(name)/config/routes.rb": "\(receiver).routes.draw do\n  namespace :admin do\n    \(routes)\n  end\nend\n"]
        }
        let template = "<%= link_to \"x\", admin_order_path(1) %><%= link_to \"y\", admin_stocks_path %><%= link_to \"z\", admin_ordrz_path %>"
        let path = "warehouse/app/views/shop/admin/stocks/index.html.erb"
        let shared = engine("core", receiver: "Shop::Core::Engine", routes: "resources :orders")
            .merging(engine("warehouse", receiver: "Shop::Core::Engine", routes: "resources :stocks, :order_records")) { $1 }
        #expect(try Self.findings(template, routes: nil, path: path, files: shared).map(\.message).map { $0.contains("`admin_ordrz_path`") } == [true])
        let own = engine("core", receiver: "Shop::Core::Engine", routes: "resources :orders")
            .merging(engine("warehouse", receiver: "Shop::Warehouse::Engine", routes: "resources :stocks, :order_records")) { $1 }
        let alone = try Self.findings(template, routes: nil, path: path, files: own)
        #expect(alone.contains { $0.message.contains("`admin_order_path`") }, "\(alone.map(\.message))")
    }
}

private extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
