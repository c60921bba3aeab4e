import BridgeLintCore
import Testing
@testable import BridgeLintProject

/// The routes reader against the forms of Rails' routing guide (rails/rails v8.1
/// `guides/source/routing.md`, `actionpack/lib/action_dispatch/routing/mapper.rb`).
@Suite struct RoutesReaderTests {
    func table(_ text: String, draw: [String: String] = [:]) -> RouteTable {
        RoutesReader.read(routes: SourceFile(path: "config/routes.rb", text: "Rails.application.routes.draw do\n\(text)\nend\n"),
                          drawFiles: draw.mapValues { SourceFile(path: "config/routes/x.rb", text: $0) })
    }

    /// `NAME VERB path controller#action` lines, as `bin/rails routes` prints them.
    func listing(_ table: RouteTable) -> [String] {
        table.routes.map { route in
            [route.name ?? "-", route.verbs.isEmpty ? "ANY" : route.verbs.joined(separator: "|"), route.path.text, route.target ?? "?"]
                .joined(separator: " ")
        }
    }

    func target(_ table: RouteTable, _ path: String, verb: String = "GET") -> String? {
        if case .route(let route) = table.route(for: verb, path: path) { return route.target }
        return nil
    }

    @Test func resourcesHaveTheSevenActionsInRailsOrder() {
        #expect(listing(table("resources :photos")) == [
            "photos GET /photos(.:format) photos#index",
            "- POST /photos(.:format) photos#create",
            "new_photo GET /photos/new(.:format) photos#new",
            "edit_photo GET /photos/:id/edit(.:format) photos#edit",
            "photo GET /photos/:id(.:format) photos#show",
            "- PATCH /photos/:id(.:format) photos#update",
            "- PUT /photos/:id(.:format) photos#update",
            "- DELETE /photos/:id(.:format) photos#destroy",
        ])
    }

    /// A keyword argument whose label ends a line takes its value from the next line, as
    /// Ruby reads it: the route is read whole, with its name, not as one built in Ruby.
    @Test func aLabelAtALinesEndTakesItsValueFromTheNext() {
        let routes = table("""
        get "/evidence", to:
          "evidence#show"
        delete "/evidence/:blob_id", to:
          "evidence#delete",
            as: :evidence_delete
        """)
        #expect(listing(routes) == [
            "evidence GET /evidence(.:format) evidence#show",
            "evidence_delete DELETE /evidence/:blob_id(.:format) evidence#delete",
        ])
        #expect(routes.isComplete)
    }

    @Test func aSingularResourceUsesAPluralControllerAndNoId() {
        #expect(listing(table("resource :profile, only: [:show, :edit]")) == [
            "edit_profile GET /profile/edit(.:format) profiles#edit",
            "profile GET /profile(.:format) profiles#show",
        ])
    }

    @Test func onlyExceptPathAsControllerAndParam() {
        let routes = table("""
        resources :photos, only: %i[index show], path: "pics", param: :slug
        resources :people, except: [:destroy, :edit, :new, :create, :update], as: :humans, controller: "users"
        """)
        #expect(listing(routes) == [
            "photos GET /pics(.:format) photos#index",
            "photo GET /pics/:slug(.:format) photos#show",
            "humans GET /people(.:format) users#index",
            "human GET /people/:id(.:format) users#show",
        ])
    }

    @Test func nestedResourcesAndMemberAndCollectionBlocks() {
        let routes = table("""
        resources :magazines, only: :show do
          resources :ads, only: [:index, :show]
          member do
            get :preview
          end
          collection { }
          collection do
            get "search"
          end
          get :stats
          post :publish, on: :member
        end
        """)
        #expect(listing(routes) == [
            "magazine_ads GET /magazines/:magazine_id/ads(.:format) ads#index",
            "magazine_ad GET /magazines/:magazine_id/ads/:id(.:format) ads#show",
            "preview_magazine GET /magazines/:id/preview(.:format) magazines#preview",
            "search_magazines GET /magazines/search(.:format) magazines#search",
            "magazine_stats GET /magazines/:magazine_id/stats(.:format) magazines#stats",
            "publish_magazine POST /magazines/:id/publish(.:format) magazines#publish",
            "magazine GET /magazines/:id(.:format) magazines#show",
        ])
        #expect(target(routes, "/magazines/search") == "magazines#search")
        #expect(target(routes, "/magazines/7") == "magazines#show")
        #expect(target(routes, "/magazines/7/ads/3") == "ads#show")
    }

    /// A brace block holds routes as a `do ... end` block does; braces after arguments are a hash.
    /// A namespace inside a resource's block is nested under its member, as resources there are.
    @Test func aNamespaceInsideAResourceIsNestedUnderItsMember() {
        let routes = listing(table("""
        namespace :admin do
          resources :devices, only: :show do
            namespace :jobs do
              resources :reboot_os, only: :create
            end
          end
        end
        """))
        #expect(routes.contains("admin_device_jobs_reboot_os POST /admin/devices/:device_id/jobs/reboot_os(.:format) admin/jobs/reboot_os#create"), "\(routes)")
        #expect(routes.contains("admin_device GET /admin/devices/:id(.:format) admin/devices#show"), "\(routes)")
    }

    /// `as: "/"` adds no name of its own (Rails' `prefix_name_for_action`): the route takes its
    /// scope's name, `admin` in `namespace :admin`.
    @Test func aSlashOrEmptyAsNamesTheRouteByItsScope() {
        let routes = listing(table("""
        namespace :admin do
          get '', to: 'dashboard#index', as: '/'
        end
        scope :shop, as: "shop" do
          get "home", to: "shops#home", as: "/"
        end
        """))
        #expect(routes == [
            "admin GET /admin(.:format) admin/dashboard#index",
            "shop GET /shop/home(.:format) shops#home",
        ], "\(routes)")
    }

    /// A namespace with `path: ''` and `as: ''` adds no segment and no name prefix, only its
    /// module (an authentication namespace whose routes read as the app's own).
    @Test func aNamespaceWithEmptyPathAndAsAddsOnlyItsModule() {
        let routes = listing(table("""
        namespace :authentication, path: '', as: '' do
          resources :sessions, only: [:new]
        end
        namespace :admin, as: '' do
          resources :users, only: [:index]
        end
        """))
        #expect(routes == [
            "new_session GET /sessions/new(.:format) authentication/sessions#new",
            "users GET /admin/users(.:format) admin/users#index",
        ], "\(routes)")
    }

    @Test func braceBlocksHoldRoutes() {
        let routes = table("""
        resources :magazines, only: :show do
          collection { get :stats }
          member { post :publish; get(:preview) }
        end
        constraints(subdomain: "api") { get "status", to: "status#show" }
        scope(module: :shop) {
          get "cart", to: "carts#show", defaults: { format: :json }
        }
        """)
        #expect(listing(routes) == [
            "stats_magazines GET /magazines/stats(.:format) magazines#stats",
            "publish_magazine POST /magazines/:id/publish(.:format) magazines#publish",
            "preview_magazine GET /magazines/:id/preview(.:format) magazines#preview",
            "magazine GET /magazines/:id(.:format) magazines#show",
            "status GET /status(.:format) status#show",
            "cart GET /cart(.:format) shop/carts#show",
        ])
        #expect(target(routes, "/magazines/stats") == "magazines#stats")
    }

    @Test func namespacesScopesAndModules() {
        let routes = table("""
        namespace :admin do
          resources :posts, only: :index
          root to: "dashboard#show"
          namespace :reports, path: "r" do
            get "weekly", to: "summaries#weekly"
          end
        end
        scope "/shop", module: "store", as: "shop" do
          resources :items, only: :show
        end
        scope module: :api do
          get "status" => "health#show"
        end
        controller :pages do
          get "about"
          get :terms, action: :legal
        end
        """)
        #expect(listing(routes) == [
            "admin_posts GET /admin/posts(.:format) admin/posts#index",
            "admin_root GET /admin admin/dashboard#show",
            "admin_reports_weekly GET /admin/r/weekly(.:format) admin/reports/summaries#weekly",
            "shop_item GET /shop/items/:id(.:format) store/items#show",
            "status GET /status(.:format) api/health#show",
            "about GET /about(.:format) pages#about",
            "terms GET /terms(.:format) pages#legal",
        ])
    }

    @Test func verbRoutesWithTargetsNamesAndShorthand() {
        let routes = table("""
        root "home#index"
        get "photos/:id/print" => "photos#print", as: :print_photo
        get "photos/search"
        match "inbox", to: "messages#index", via: [:get, :post]
        get "legacy", to: redirect("/new")
        get "exit" => redirect("/bye")
        delete "session", to: "sessions#destroy", as: nil
        get "photos/:id", to: "photos#show"
        """)
        #expect(listing(routes) == [
            "root GET / home#index",
            "print_photo GET /photos/:id/print(.:format) photos#print",
            "photos_search GET /photos/search(.:format) photos#search",
            "inbox GET|POST /inbox(.:format) messages#index",
            "legacy GET /legacy(.:format) ?",
            "exit GET /exit(.:format) ?",
            "- DELETE /session(.:format) sessions#destroy",
            "- GET /photos/:id(.:format) photos#show",
        ])
        #expect(target(routes, "/") == "home#index")
        #expect(target(routes, "/photos/4/print?x=1") == "photos#print")
        #expect(target(routes, "/inbox", verb: "POST") == "messages#index")
        #expect(routes.route(for: "GET", path: "/nowhere") == .none)
    }

    @Test func optionalSegmentsAndGlobs() {
        let pattern = RoutePattern("/posts(/page/:page)(/:sort(.:format))")
        #expect(pattern.parameters == ["page", "sort", "format"])
        #expect(pattern.matches("/posts") == true)
        #expect(pattern.matches("/posts/page/2") == true)
        #expect(pattern.matches("/posts/page/2/newest.json") == true)
        #expect(pattern.matches("/posts/page") == true)
        #expect(pattern.matches("/posts/a/b") == false)
        #expect(RoutePattern("/files/*path").matches("/files/a/b/c.txt") == true)
        #expect(RoutePattern("/files/*path").matches("/files") == false)
        #expect(RoutePattern("/posts/:id(.:format)").matches("/posts/1.json") == true)
        #expect(RoutePattern("/posts/:id(.:format)").matches("/posts/1/") == true)
        let deep = RoutePattern(String(repeating: "(/a", count: 12) + String(repeating: ")", count: 12))
        #expect(deep.matches("/a") == nil)
    }

    @Test func shallowNesting() {
        let routes = table("""
        resources :articles, only: [] do
          resources :comments, only: [:index, :show], shallow: true
        end
        namespace :admin do
          shallow do
            resources :boards, only: [] do
              resources :cards, only: [:edit]
            end
          end
        end
        """)
        #expect(listing(routes) == [
            "article_comments GET /articles/:article_id/comments(.:format) comments#index",
            "comment GET /comments/:id(.:format) comments#show",
            "edit_admin_card GET /admin/cards/:id/edit(.:format) admin/cards#edit",
        ])
    }

    @Test func concernsAndDrawFiles() {
        let routes = table("""
        concern :commentable do
          resources :comments, only: :index
        end
        resources :posts, only: :show, concerns: :commentable
        resources :videos, only: [] do
          concerns :commentable
        end
        draw :admin
        draw :missing
        """, draw: ["admin": "namespace :admin do\n  resources :users, only: :index\nend\n"])
        #expect(listing(routes) == [
            "post_comments GET /posts/:post_id/comments(.:format) comments#index",
            "post GET /posts/:id(.:format) posts#show",
            "video_comments GET /videos/:video_id/comments(.:format) comments#index",
            "admin_users GET /admin/users(.:format) admin/users#index",
        ])
        #expect(!routes.isComplete)
        #expect(routes.route(for: "GET", path: "/elsewhere") == .unknown)
    }

    /// `require` adds no route; a redirect, a Rack application, a lambda, a `mount` or
    /// `devise_for` reaches no action of the app's own controllers; a target computed in Ruby,
    /// a call the reader does not know or a missing `draw` file may reach any.
    @Test func whichActionsARouteMayReach() {
        let routes = table("""
        require "sidekiq/web"
        resources :products, only: %i[index show]
        get "old" => redirect("/products")
        get "up", to: HealthApp
        get "ping", to: ->(env) { [200, {}, ["ok"]] }
        get "legacy", to: redirect { |params, request| "/products" }
        mount Sidekiq::Web => "/sidekiq"
        devise_for :users
        """)
        #expect(!routes.mayRoute(to: "products", action: "edit"))
        #expect(routes.mayRoute(to: "products", action: "show"))
        // A controller without a module is matched by its last part (an engine's routes are in
        // its module under `isolate_namespace`); a `scope controller:` in a namespace is that
        // namespace's, matched whole.
        #expect(routes.mayRoute(to: "shop/products", action: "index"))
        let scoped = table("namespace :shop do\n  scope controller: :products do\n    get \"change\", action: :edit\n  end\n  controller :carts do\n    get \"cart\", action: :show\n  end\nend")
        #expect(scoped.mayRoute(to: "shop/products", action: "edit"))
        #expect(!scoped.mayRoute(to: "products", action: "edit"))
        #expect(scoped.mayRoute(to: "shop/carts", action: "show"))
        let nested = table("resource :dashboard, only: [:show] do\n  scope module: :dashboard do\n    resource :store, only: [:show], controller: \"stores\"\n  end\nend")
        #expect(listing(nested).contains("dashboard_store GET /dashboard/store(.:format) dashboard/stores#show"), "\(listing(nested))")
        // Routes a lambda draws, given as a block (`namespace :forge, &forge_routes`), are not read:
        // any action may be reached.
        let lambda = table("forge_routes = -> do\n  resources :lexemes, only: [:show]\nend\nnamespace :forge, &forge_routes\nresources :posts, only: :index")
        #expect(lambda.mayRoute(to: "forge/lexemes", action: "new"))
        #expect(table("namespace :forge do\n  resources :lexemes, only: [:show]\nend").mayRoute(to: "forge/lexemes", action: "new") == false)
        let engine = RoutesReader.read(routes: SourceFile(path: "config/routes.rb", text: "Jumpstart::Engine.routes.draw do\n  resource :docs do\n    get :configuration\n  end\nend\n"))
        #expect(engine.mayRoute(to: "jumpstart/docs", action: "configuration"))
        // Drawn into an engine's route set, a controller written with a module may be inside the
        // engine's module too; drawn into the app's, it is matched whole.
        let moduled = "  scope module: \"scorm_creator\" do\n    resources :game, only: :new\n  end\nend\n"
        let intoEngine = RoutesReader.read(routes: SourceFile(path: "config/routes.rb", text: "FreeLearn::Core::Engine.routes.draw do\n" + moduled))
        #expect(intoEngine.mayRoute(to: "free_learn/scorm_creator/game", action: "new"))
        #expect(!intoEngine.mayRoute(to: "free_learn/game", action: "new"))
        let intoApp = RoutesReader.read(routes: SourceFile(path: "config/routes.rb", text: "Rails.application.routes.draw do\n" + moduled))
        #expect(!intoApp.mayRoute(to: "free_learn/scorm_creator/game", action: "new"))
        #expect(intoApp.mayRoute(to: "scorm_creator/game", action: "new"))
        #expect(!routes.mayRoute(to: "orders", action: "index"))
        for computed in ["get \"x\", to: target", "get \"x\" => target", "get \"x\", to: \"#{name}#edit\"", "get \"x\", controller: :products, action: name",
                         "extra_routes", "draw :missing", "jsonapi_resources :products", "resources :products, only: actions",
                         "%w[edit show].each do |name|\n  get name, to: \"products##{name}\"\nend", "[:edit].each { |name| get name, controller: :products }",
                         "ACTIONS.each do |name|\n  get name, controller: :products\nend"] {
            #expect(table("resources :orders, only: :index\n" + computed).mayRoute(to: "products", action: "edit"), "\(computed)")
        }
        #expect(table("draw :admin", draw: ["admin": "resources :users\n"]).drawnFiles == ["admin"])
    }

    /// Resources or a target computed in Ruby inside a `namespace` (a module) reach only that
    /// module's controllers (`ApplicationRecord.admin_resources.each { |r| resources r }` in
    /// `namespace :admin`): Devise's `devise/unlocks#new` is no page of theirs. Outside any
    /// module, or with a `controller:` or `module:` of its own, any controller may be one.
    @Test(arguments: [
        "Models.each do |model|\n  resources model\nend",
        "Models.each do |model|\n  resources model do\n    collection do\n      match \"new\" => \"#{model}#new\", via: :get\n    end\n  end\nend",
        "Models.each do |model|\n  match \"new\" => \"#{model}#new\", via: :get\nend",
        "Models.each do |model|\n  get \"#{model}/new\", to: \"#{model}#new\"\nend",
    ])
    func computedRoutesInANamespaceReachItsControllersOnly(_ computed: String) {
        let indented = computed.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        let routes = table("devise_for :users\nnamespace :admin do\n\(indented)\nend\n")
        #expect(!routes.mayRoute(to: "devise/unlocks", action: "new"), "\(computed)")
        #expect(!routes.mayRoute(to: "unlocks", action: "new"), "\(computed)")
        #expect(routes.mayRoute(to: "admin/users", action: "new"), "\(computed)")
        #expect(table("devise_for :users\n" + computed).mayRoute(to: "devise/unlocks", action: "new"), "\(computed)")
    }

    @Test func computedResourcesWithTheirOwnControllerMayReachAny() {
        for options in [", controller: \"/devise/unlocks\"", ", module: name"] {
            let routes = table("namespace :admin do\n  Models.each do |model|\n    resources model\(options)\n  end\nend\n")
            #expect(routes.mayRoute(to: "devise/unlocks", action: "new"), "\(options)")
        }
    }

    /// `ActiveAdmin.routes(self)` reaches the controllers ActiveAdmin makes in its namespace,
    /// `admin/`, and no other (NYPL/MyLibraryNYCApp); any path may be one of them.
    @Test func activeAdminsRoutesReachItsNamespaceOnly() {
        let routes = table("ActiveAdmin.routes(self)\nresources :home, only: :index\n")
        #expect(!routes.mayRoute(to: "home", action: "participating_schools"))
        #expect(routes.mayRoute(to: "admin/schools", action: "index"))
        #expect(routes.mayRoute(to: "home", action: "index"))
        #expect(routes.route(for: "GET", path: "/admin/schools") == .unknown)
    }

    @Test func aConcernThatUsesItselfEnds() {
        let routes = table("""
        concern :loop do
          concerns :loop
        end
        concerns :loop
        resources :posts, only: :index
        """)
        #expect(listing(routes) == ["posts GET /posts(.:format) posts#index"])
        #expect(target(routes, "/posts") == nil)
    }

    @Test func mountsAndGemMacrosHideWhatIsBelowThem() {
        let routes = table("""
        mount Sidekiq::Web => "/sidekiq"
        mount ActionCable.server, at: "/cable"
        devise_for :users
        resources :posts, only: :index
        """)
        #expect(routes.route(for: "GET", path: "/sidekiq/queues") == .unknown)
        #expect(routes.route(for: "GET", path: "/cable") == .unknown)
        #expect(routes.route(for: "GET", path: "/users/sign_in") == .unknown)
        #expect(target(routes, "/posts") == "posts#index")
        #expect(routes.route(for: "GET", path: "/sidekiqs") == .none)
    }

    @Test func whatItCannotReadMakesLaterPathsUnknown() {
        let routes = table("""
        resources :posts, only: :index
        %w[about terms].each do |page|
          get page, to: "pages##{page}"
        end
        ActiveAdmin.routes(self)
        get "help", to: "pages#help"
        """)
        #expect(target(routes, "/posts") == "posts#index")
        #expect(routes.route(for: "GET", path: "/help") == .unknown)
    }

    @Test func conditionalRoutesAreNotCertain() {
        let routes = table("""
        constraints(subdomain: "api") do
          get "status", to: "api#status"
        end
        authenticated :user do
          root "dashboard#show", as: :authenticated_root
        end
        scope "(:locale)", locale: /en|de/ do
          resources :posts, only: :index
        end
        if Rails.env.development?
          get "debug", to: "debug#show"
        end
        get "health", to: "health#show", constraints: { format: :json }
        get "ping", to: "health#ping" if ENV["PING"]
        get "about", to: "pages#about"
        """)
        for path in ["/status", "/", "/posts", "/en/posts", "/debug", "/health", "/ping"] {
            #expect(routes.route(for: "GET", path: path) == .unknown, "\(path)")
        }
        #expect(target(routes, "/about") == "pages#about")
        #expect(routes.routes.map(\.name).contains("authenticated_root"))
    }

    @Test func helpersResolveToTheirRoutes() {
        let routes = table("""
        resources :posts do
          resources :comments, only: :new
        end
        direct(:homepage) { "https://example.com" }
        """)
        if case .route(let route) = routes.route(forHelper: "edit_post_path") { #expect(route.target == "posts#edit") } else { Issue.record("no route") }
        if case .route(let route) = routes.route(forHelper: "new_post_comment_url") { #expect(route.target == "comments#new") } else { Issue.record("no route") }
        #expect(routes.route(forHelper: "homepage_url") == .unknown)
        #expect(routes.route(forHelper: "edit_posts_path") == .none)
        #expect(routes.helperNames.contains("post_comments_path") == false)
        #expect(routes.helperNames.contains("new_post_comment_path"))
    }

    @Test func aHelperIsLookedUpByTheNameOfItsRoute() {
        let routes = table("""
        get "feed", to: "feeds#show", as: :feed
        resources :posts, only: [:index, :show]
        patch "posts/:id/publish", to: "posts#publish", as: :publish_post
        """)
        if case .route(let route) = routes.route(forHelper: "feed_url") { #expect(route.target == "feeds#show") } else { Issue.record("no route") }
        for helper in ["feed_path", "posts_url", "post_path", "publish_post_path"] { #expect(routes.definesHelper(helper) == true, "\(helper)") }
        for helper in ["feeds_path", "edit_post_path", "publish_url_path", "post"] { #expect(routes.definesHelper(helper) == false, "\(helper)") }
        // A helper of a route of another verb: the GET reaches the first route of its path.
        #expect(routes.route(forHelper: "publish_post_path") == .none)
    }

    @Test func aMissingRoutesFileKnowsNothing() {
        #expect(RouteTable().route(for: "GET", path: "/") == .unknown)
        #expect(RouteTable().route(forHelper: "root_path") == .unknown)
    }

    @Test func routesAreReadFromTheAppsFolder() {
        let folder = TemporaryFolder()
        folder.write("web/config/routes.rb", "Rails.application.routes.draw do\n  draw :api\nend\n")
        folder.write("web/config/routes/api.rb", "namespace :api do\n  resources :tokens, only: :index\nend\n")
        let files = RepositoryFiles.walk(root: folder.path)
        let routes = RouteTable.load(files: files, app: "web/")
        #expect(listing(routes) == ["api_tokens GET /api/tokens(.:format) api/tokens#index"])
        #expect(routes.routes.first?.site.path == "web/config/routes/api.rb")
    }
}

extension RoutesReaderTests {
    @Test func anOptionalScopeKeepsItsSlashInside() {
        let routes = table("""
        scope "(:locale)" do
          resources :posts, only: :index
        end
        """)
        #expect(listing(routes) == ["posts GET (/:locale)/posts(.:format) posts#index"])
        #expect(target(routes, "/posts") == "posts#index")
        #expect(target(routes, "/de/posts") == "posts#index")
    }
}

extension RoutesReaderTests {
    /// Rails names an index `<plural>_index` when the singular is the plural.
    @Test func anUncountableResourceNamesItsIndex() {
        #expect(listing(table("resources :news, only: [:index, :show]")) == [
            "news_index GET /news(.:format) news#index",
            "news GET /news/:id(.:format) news#show",
        ])
    }

    /// A collection route declared in the block takes the name before the index does: the helper
    /// still builds the index's path, and a GET there reaches the index.
    @Test func aHelperNamedByAnotherVerbLeadsToTheGetOfItsPath() {
        let routes = table("""
        resources :songs, only: [:index] do
          collection do
            delete "/", action: :destroy_all
          end
        end
        """)
        #expect(listing(routes) == [
            "songs DELETE /songs(.:format) songs#destroy_all",
            "- GET /songs(.:format) songs#index",
        ])
        if case .route(let route) = routes.route(forHelper: "songs_path") { #expect(route.target == "songs#index") } else { Issue.record("no route") }
    }

    /// Devise's `config.sign_out_via`, read literally, makes its sign-out route known: the verbs it
    /// answers, and that nothing else of `devise_for` answers that path.
    @Test func deviseSignOutRouteAnswersTheVerbsOfSignOutVia() {
        #expect(RouteTable.deviseSignOutVerbs(in: "Devise.setup do |config|\n  config.sign_out_via = :get\nend\n") == ["GET"])
        #expect(RouteTable.deviseSignOutVerbs(in: "  config.sign_out_via = [:get, :delete]\n") == ["GET", "DELETE"])
        #expect(RouteTable.deviseSignOutVerbs(in: "  config.sign_out_via = %i[get delete]\n") == ["GET", "DELETE"])
        #expect(RouteTable.deviseSignOutVerbs(in: "  config.sign_out_via = %w(delete)\n") == ["DELETE"])
        #expect(RouteTable.deviseSignOutVerbs(in: "  config.sign_out_via = %i[get destroy]\n") == nil)
        #expect(RouteTable.deviseSignOutVerbs(in: "  # config.sign_out_via = :delete\n") == nil)
        #expect(RouteTable.deviseSignOutVerbs(in: "  config.sign_out_via = VERB\n") == nil)
        #expect(RouteTable.deviseSignOutVerbs(in: "  config.sign_out_via = :get\n  config.sign_out_via = :delete\n") == nil)
        let text = SourceFile(path: "config/routes.rb", text: "Rails.application.routes.draw do\n  devise_for :admins, path: \"staff\"\nend\n")
        let table = RoutesReader.read(routes: text, signOutVerbs: ["GET"])
        #expect(listing(table) == ["destroy_admin_session GET /staff/sign_out(.:format) devise/sessions#destroy"])
        #expect(table.routeWhereTheGETWorks(helper: "destroy_admin_session_path", path: nil, verb: "DELETE")?.name == "destroy_admin_session")
        #expect(table.route(for: "GET", path: "/staff/sign_in") == .unknown)
        #expect(RoutesReader.read(routes: text).routes.isEmpty)
        let skipping = SourceFile(path: "config/routes.rb", text: "Rails.application.routes.draw do\n  devise_for :admins, skip: :sessions\nend\n")
        #expect(RoutesReader.read(routes: skipping, signOutVerbs: ["GET"]).routes.isEmpty)
    }

    /// A method defined in the routes file adds no route; a route whose path calls it, with its
    /// target written, may reach only that action.
    @Test func aMethodDefinitionAddsNoRouteAndAComputedPathReachesItsTarget() {
        let routes = RoutesReader.read(routes: SourceFile(path: "config/routes.rb", text: """
        def token_path
          ENV["TOKEN"] || "token"
        end

        Rails.application.routes.draw do
          get token_path => "static_pages#token"
          get "*id", to: "static_pages#show"
        end
        """))
        #expect(routes.isComplete)
        #expect(!routes.mayRoute(to: "pages", action: "code"))
        #expect(routes.mayRoute(to: "static_pages", action: "token"))
        #expect(routes.route(for: "GET", path: "/anything") == .unknown)
        let computed = RoutesReader.read(routes: SourceFile(path: "config/routes.rb", text: "Rails.application.routes.draw do\n  get token_path => target\nend\n"))
        #expect(computed.mayRoute(to: "pages", action: "code"))
    }
}
