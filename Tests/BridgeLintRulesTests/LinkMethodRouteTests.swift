import BridgeLintCore
import BridgeLintEngine
import Testing

/// `rails-link-method` reads the app's routes: a link that asks for a method its path does not
/// answer works as the GET it sends under Turbo, so the finding says the option is dead markup
/// and offers to remove it, instead of advising `button_to`, whose request no route answers.
@Suite struct LinkMethodRouteTests {
    static func findings(_ template: String, routes: String, loadsTurbo: Bool = true) throws -> [Diagnostic] {
        try StimulusRuleEdgeCaseTests.lint(template, files: ["config/routes.rb": routes, "Gemfile": "gem \"turbo-rails\"\n"], loadsTurbo: loadsTurbo)
            .filter { $0.ruleID == "rails-link-method" }
    }

    /// An app that names Turbo in its Gemfile but loads it from no script (nor Rails UJS): the
    /// link still sends a GET, and the advice is `button_to` only, as `data-turbo-method` and
    /// `data-turbo-confirm` would do nothing either.
    @Test(arguments: [false, true])
    func withoutTurboLoadedTheAdviceIsAForm(confirms: Bool) throws {
        let template = "<%= link_to \"Delete\", post_path(@post), method: :delete\(confirms ? ", data: { confirm: \"Sure?\" }" : "") %>"
        let found = try Self.findings(template, routes: "Rails.application.routes.draw do\n  resources :posts\nend\n", loadsTurbo: false)
        let finding = try #require(found.first)
        #expect(finding.message.contains("no script the app loads reads it (neither Rails UJS nor Turbo)"), "\(finding.message)")
        #expect(finding.help?.hasPrefix("use `button_to` (a form) with `method: :delete`") == true, "\(finding.help ?? "")")
        #expect(finding.help?.contains("turbo_") == false, "\(finding.help ?? "")")
        #expect(finding.help?.contains("nothing asks for the confirmation") == confirms, "\(finding.help ?? "")")
    }

    /// The general form: a route helper built by `get ... as:`, by `resources` (member and
    /// collection routes too), inside a namespace, written with `_path` or `_url`, with
    /// arguments or without, in `method:`, `data: { method: }` or a raw tag's `href`.
    @Test(arguments: [
        ("<%= link_to \"Read\", mark_read_path(sender: 1), method: :post %>", "get \"state/read\", to: \"messages#read\", as: :mark_read"),
        ("<%= link_to mark_read_url, method: :patch do %>Read<% end %>", "get \"state/read\", to: \"messages#read\", as: :mark_read"),
        ("<%= link_to \"Preview\", preview_post_path(@post), method: :post %>", "resources :posts do\n  get :preview, on: :member\nend"),
        ("<%= link_to \"Stats\", stats_admin_posts_path, data: { method: :post } %>", "namespace :admin do\n  resources :posts do\n    collection do\n      get :stats\n    end\n  end\nend"),
        ("<a href=\"<%= mark_read_path %>\" data-method=\"delete\">Read</a>", "get \"state/read\", to: \"messages#read\", as: :mark_read"),
        ("<a href=\"/state/read\" data-method=\"post\">Read</a>", "get \"state/read\", to: \"messages#read\", as: :mark_read"),
        ("<%= link_to \"Help\", help_path, method: :post %>", "get \"help\", to: \"pages#help\", constraints: { subdomain: \"docs\" }"),
    ])
    func aPathOnlyGETReachesGetsTheRemovalNotButtonTo(template: String, routes: String) throws {
        let found = try Self.findings(template, routes: "Rails.application.routes.draw do\n\(routes)\nend\n")
        #expect(found.count == 1, "\(found)")
        let finding = try #require(found.first)
        // `/admin/posts/stats` is also a member path (`PATCH /admin/posts/:id`): the verbs named are the path's.
        #expect(finding.message.contains(template.contains("stats") ? "answers GET, `PATCH`, `PUT`, `DELETE`, not POST, so the link's GET works" : "accepts only GET, so the link's GET works"),
                "\(finding.message)")
        let method = ["delete", "patch"].first(where: template.contains)?.uppercased() ?? "POST"
        #expect(finding.message.hasSuffix("nothing in the app answers a \(method) there"), "\(finding.message)")
        #expect(finding.help?.hasPrefix("if what the GET does is what the link is for, remove ") == true, "\(finding.help ?? "")")
        #expect(finding.severity == .warning)
        #expect(!finding.related.isEmpty)
    }

    /// Other routes of the path are named with the verbs they answer: a show's path answers
    /// an update's `PATCH` and `PUT` too, so it does not accept only GET.
    @Test func theVerbsOfEveryRouteOfThePathAreNamed() throws {
        let found = try Self.findings("<%= link_to \"Delete\", post_path(@post), method: :delete %>",
                                      routes: "Rails.application.routes.draw do\n  resources :posts, except: [:destroy]\nend\n")
        let finding = try #require(found.first)
        #expect(finding.message.contains("the path of the route `post` (config/routes.rb:2) answers GET, `PATCH`, `PUT`, not DELETE, so the link's GET works and the option is dead markup; nothing in the app answers a DELETE there"), "\(finding.message)")
    }

    /// A helper's top-level `confirm:` renders a `confirm` attribute nothing reads (Rails 4.1
    /// dropped the option): the advice carries the text to `turbo_confirm` and says why.
    @Test func anInertConfirmOptionIsMovedToTurboConfirm() throws {
        let found = try Self.findings("<%= link_to \"Delete\", post_path(@post), method: :delete, confirm: \"Sure?\" %>",
                                      routes: "Rails.application.routes.draw do\n  resources :posts\nend\n")
        let help = try #require(found.first?.help)
        #expect(help.contains("turbo_confirm: ..."), "\(help)")
        #expect(help.hasSuffix("its `confirm:` renders a `confirm` attribute that nothing reads (Rails 4.1 dropped the option), so nothing asks for the confirmation"), "\(help)")
    }

    /// Nothing changes where the path also answers the link's method (a `resources` update, a
    /// `match via:` with both, a later `post` of the same path), where a conditional route of
    /// that method may answer it, where routes bridgelint cannot read may, and where the URL is
    /// unknown (a computed URL).
    @Test(arguments: [
        ("<%= link_to \"Delete\", post_path(@post), method: :delete %>", "resources :posts"),
        ("<%= link_to \"Read\", mark_read_path, method: :post %>", "match \"state/read\", to: \"messages#read\", as: :mark_read, via: [:get, :post]"),
        ("<%= link_to \"Read\", mark_read_path, method: :post %>", "get \"state/read\", to: \"messages#read\", as: :mark_read\npost \"state/read\", to: \"messages#mark\""),
        ("<%= link_to \"Read\", mark_read_path, method: :post %>", "get \"state/read\", to: \"messages#read\", as: :mark_read\npost \"state/read\", to: \"messages#mark\", constraints: { subdomain: \"app\" }"),
        ("<%= link_to \"Read\", mark_read_path, method: :post %>", "get \"state/read\", to: \"messages#read\", as: :mark_read\nmount Inbox::Engine, at: \"/\""),
        ("<%= link_to \"Read\", mark_read_path, method: :post %>", "get \"state/read\", to: \"messages#read\", as: :mark_read\npost \"*path\", to: \"fallback#create\""),
        ("<%= link_to \"Read\", message_link_for(@user), method: :post %>", "get \"state/read\", to: \"messages#read\", as: :mark_read"),
        ("<%= link_to \"Read\", mark_read_path(format: :json), method: :post %>", "get \"state/read\", to: \"messages#read\", as: :mark_read"),
    ])
    func aPathThatMayAnswerTheMethodKeepsTheAdvice(template: String, routes: String) throws {
        let found = try Self.findings(template, routes: "Rails.application.routes.draw do\n\(routes)\nend\n")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.help?.contains("button_to") == true, "\(found)")
        #expect(found.first?.fix == nil)
    }

    /// The `method:` of a link is judged whatever its route helper: one no route defines may
    /// be a gem's, whose link sends a GET, and a near miss of a defined one, which
    /// `rails-unknown-route-helper` reports, still sends a GET once renamed. With no route
    /// known for the URL, the advice is `button_to`.
    /// A link whose `href` is `javascript:...` or `#...` sends no request when clicked without
    /// its method: the message says what the click does instead of a GET.
    @Test(arguments: [
        ("<a href=\"javascript:void(0)\" data-method=\"delete\">Remove</a>", "the click runs the link's `javascript:void(0)` and sends no request"),
        ("<%= link_to \"Remove\", \"#\", method: :delete %>", "the click only moves to `#` on this page and sends no request"),
        ("<a href=\"#remove\" data-method=\"post\">Remove</a>", "the click only moves to `#remove` on this page and sends no request"),
        ("<a href=\"/posts/1\" data-method=\"delete\">Remove</a>", "the link sends a GET"),
    ])
    func aClickThatSendsNoRequestIsSaidSo(template: String, click: String) throws {
        let found = try Self.findings(template, routes: "Rails.application.routes.draw do\n  resources :posts\nend\n")
        let finding = try #require(found.first)
        #expect(finding.message.hasSuffix("does nothing under Turbo: " + click), "\(finding.message)")
        // With no request sent, no method can be sent either: the help says to remove it.
        #expect(finding.help?.hasPrefix("remove ") == click.hasSuffix("sends no request"), "\(finding.help ?? "")")
    }

    @Test(arguments: ["totally_unknown_path", "mark_reed_path"])
    func aLinkIsJudgedWhateverItsHelper(helper: String) throws {
        let routes = "Rails.application.routes.draw do\nget \"state/read\", to: \"messages#read\", as: :mark_read\nend\n"
        let found = try Self.findings("<%= link_to \"Read\", \(helper), method: :post %>", routes: routes)
        #expect(found.count == 1 && found.first?.help?.contains("button_to") == true, "\(found)")
    }

    /// jsonapi-resources' `jsonapi_resources :things` adds routes under `/things` only: a link
    /// elsewhere is judged (an unknown macro would leave every path unknown).
    @Test func jsonapiResourcesCoverOnlyTheirOwnPath() throws {
        let routes = "Rails.application.routes.draw do\n  jsonapi_resources :things\n  get \"state/read\", to: \"messages#read\", as: :mark_read\nend\n"
        let elsewhere = try Self.findings("<%= link_to \"Read\", mark_read_path, method: :post %>", routes: routes)
        #expect(elsewhere.first?.message.contains("accepts only GET") == true, "\(elsewhere)")
        let below = try Self.findings("<a href=\"/things/1\" data-method=\"post\">Go</a>",
                                      routes: routes.replacingOccurrences(of: "as: :mark_read", with: "as: :mark_read\n  get \"things/:id\", to: \"things#show\""))
        #expect(below.first?.help?.contains("button_to") == true, "\(below)")
    }

    /// The fix removes the option as written, with the comma that joins it to the call or hash.
    @Test(arguments: [
        ("<%= link_to \"Read\", mark_read_path, method: :post, class: \"x\" %>", "<%= link_to \"Read\", mark_read_path, class: \"x\" %>"),
        ("<%= link_to \"Read\", mark_read_path, :method => \"post\" %>", "<%= link_to \"Read\", mark_read_path %>"),
        ("<%= link_to \"Read\", mark_read_path, data: { method: :post, confirm: \"Sure?\" } %>", "<%= link_to \"Read\", mark_read_path, data: { confirm: \"Sure?\" } %>"),
        ("<a href=\"/state/read\" data-method=\"post\" class=\"x\">Read</a>", "<a href=\"/state/read\" class=\"x\">Read</a>"),
    ])
    func theFixRemovesTheOption(template: String, expected: String) throws {
        let found = try Self.findings(template, routes: "Rails.application.routes.draw do\n  get \"state/read\", to: \"messages#read\", as: :mark_read\nend\n")
        let fix = try #require(found.first?.fix, "\(found)")
        #expect(fix.applicability == .unsafe)
        let edit = try #require(fix.edits.first)
        var bytes = Array(template.utf8)
        bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    /// Devise's sign-out route answers the verbs a literal `config.sign_out_via` names: when they
    /// include `:get` the link works (alone, the route accepts only GET; with `:delete`, Devise's
    /// action signs out on either); with `:delete` alone, or no readable setting (computed, a
    /// constant, commented out), the finding stays the general one.
    @Test(arguments: [
        ("config.sign_out_via = :get", "accepts only GET, so the link's GET works"), ("config.sign_out_via = [:get]", "accepts only GET, so the link's GET works"),
        ("config.sign_out_via = [:get, :delete]", "answers GET as it answers DELETE, so the link works"),
        ("config.sign_out_via = %i[get delete]", "answers GET as it answers DELETE, so the link works"),
        ("config.sign_out_via = [\"delete\", \"get\"]", "answers GET as it answers DELETE, so the link works"),
        ("config.sign_out_via = :delete", nil), ("config.sign_out_via = %i[delete]", nil), ("config.sign_out_via = [:post, :delete]", nil),
        ("config.sign_out_via = Rails.env.test? ? :get : :delete", nil), ("config.sign_out_via = SIGN_OUT_VERBS", nil),
        ("config.sign_out_via = sign_out_verbs", nil), ("# config.sign_out_via = :get", nil),
    ] as [(String, String?)])
    func deviseSignOutViaGetMakesTheSignOutLinkWork(setting: String, works: String?) throws {
        try Self.expectSignOutLink(helper: "destroy_admin_session_path", routes: "devise_for :admins", setting: setting) { message in
            works.map { message.contains($0) }
        }
    }

    /// The one `rails-link-method` finding of a sign-out link through `helper`, with `routes`
    /// and the Devise initializer's `setting`: where `works` gives an expectation of the
    /// message, the help offers to remove the option; else it advises `button_to`.
    static func expectSignOutLink(helper: String, routes: String, setting: String, works: (String) -> Bool?) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(
            "<%= link_to \"Log out\", \(helper), method: :delete %>",
            files: ["config/routes.rb": "Rails.application.routes.draw do\n  \(routes)\nend\n", "Gemfile": "gem \"turbo-rails\"\n",
                    "config/initializers/devise.rb": "Devise.setup do |config|\n  \(setting)\nend\n"])
            .filter { $0.ruleID == "rails-link-method" }
        #expect(found.count == 1)
        if let works = works(found.first?.message ?? "") {
            #expect(works, "\(found)")
            // Removing the option is the help, or its first offer where no route answers DELETE.
            #expect(found.first?.help.map { $0.hasPrefix("remove ") || $0.hasPrefix("if what the GET does is what the link is for, remove ") } == true, "\(found)")
        } else {
            #expect(found.first?.help?.contains("button_to") == true, "\(found)")
        }
    }

    /// A sign-out route of both verbs whose controller is the app's (`controllers:`) is not
    /// proven to act alike for them: the general finding.
    @Test func aSignOutRouteOfTheAppsOwnControllerKeepsTheAdvice() throws {
        let found = try StimulusRuleEdgeCaseTests.lint(
            "<%= link_to \"Log out\", destroy_admin_session_path, method: :delete %>",
            files: ["config/routes.rb": "Rails.application.routes.draw do\n  devise_for :admins, controllers: { sessions: \"admins/sessions\" }\nend\n",
                    "Gemfile": "gem \"turbo-rails\"\n",
                    "config/initializers/devise.rb": "Devise.setup do |config|\n  config.sign_out_via = [:get, :delete]\nend\n"])
            .filter { $0.ruleID == "rails-link-method" }
        #expect(found.count == 1)
        #expect(found.first?.help?.contains("button_to") == true, "\(found)")
    }

    /// With `sign_out_via = :delete`, an app route that answers the GET of the sign-out path
    /// with the same action (`get "/users/sign_out" => "devise/sessions#destroy"`, in a
    /// `devise_scope` or not; the app's sessions controller named in `controllers:`) makes the
    /// link work as it is. Another action there, or a controller not written literally, keeps
    /// the general finding.
    @Test(arguments: [
        ("devise_for :users\n  devise_scope :user do\n    get \"/users/sign_out\" => \"devise/sessions#destroy\"\n  end", "devise/sessions#destroy"),
        ("devise_for :users, controllers: { sessions: \"users/sessions\", omniauth_callbacks: \"users/callbacks\" }\n  devise_scope :user do\n    get \"/users/sign_out\" => \"users/sessions#destroy\"\n  end", "users/sessions#destroy"),
        ("devise_for :users, :controllers => { :sessions => \"users/sessions\" }\n  get \"users/sign_out\", to: \"users/sessions#destroy\"", "users/sessions#destroy"),
        ("devise_for :users, controllers: { sessions: \"users/sessions\" }\n  devise_scope :user do\n    get \"/users/sign_out\" => \"devise/sessions#destroy\"\n  end", nil),
        ("devise_for :users, controllers: { sessions: SESSIONS }\n  devise_scope :user do\n    get \"/users/sign_out\" => \"devise/sessions#destroy\"\n  end", nil),
        ("devise_for :users\n  devise_scope :user do\n    get \"/users/sign_out\" => \"pages#goodbye\"\n  end", nil),
        ("devise_for :users\n  authenticated :user do\n    get \"/users/sign_out\" => \"devise/sessions#destroy\"\n  end", nil),
    ] as [(String, String?)])
    func aGETRouteToTheSignOutActionMakesTheLinkWork(routes: String, target: String?) throws {
        try Self.expectSignOutLink(helper: "destroy_user_session_path", routes: routes, setting: "config.sign_out_via = :delete") { message in
            target.map { message.hasSuffix("answers the GET with `\($0)`, the action `destroy_user_session_path` reaches by DELETE, so the link works and the option is dead markup") }
        }
    }

    /// A path no GET route answers: the click ends in a routing error, and the message lists
    /// every verb its routes answer there, not the one route the helper names (an update's
    /// path answers PATCH, PUT and a destroy's DELETE). Where they answer one verb other than
    /// the link's, the help sends that one.
    @Test(arguments: [
        ("<%= link_to \"Remove\", post_note_path(@post, @note), method: :delete %>", "resources :posts do\n  resources :notes, only: [:update, :destroy]\nend",
         "answers only `PATCH`, `PUT`, `DELETE`", "delete"),
        ("<%= link_to \"Copy\", copy_post_path(@post), method: :post %>", "resources :posts, only: [] do\n  patch :copy, on: :member\nend",
         "answers only `PATCH`", "patch"),
        ("<%= link_to \"Publish\", publish_post_path(@post), method: :post %>", "resources :posts, only: [] do\n  post :publish, on: :member\nend",
         "answers only `POST`", "post"),
    ])
    func aPathNoGETAnswersNamesItsVerbs(template: String, routes: String, verbs: String, sent: String) throws {
        let found = try Self.findings(template, routes: "Rails.application.routes.draw do\n\(routes)\nend\n")
        let finding = try #require(found.first)
        #expect(finding.message.contains("ends in a routing error"), "\(finding.message)")
        #expect(finding.message.contains(verbs), "\(finding.message)")
        #expect(finding.help?.contains("turbo_method: :\(sent) }") == true, "\(finding.help ?? "")")
        #expect(finding.help?.contains("`method: :\(sent)`") == true, "\(finding.help ?? "")")
    }

    /// A link's `confirm:` is Rails UJS's `data-confirm` too: the help moves it with the method.
    @Test func aConfirmBesideTheMethodMovesWithIt() throws {
        let routes = "Rails.application.routes.draw do\nresources :posts, only: [] do\n  post :publish, on: :member\nend\nend\n"
        let found = try Self.findings("<%= link_to \"Publish\", publish_post_path(@post), method: :post, data: { confirm: \"Sure?\" } %>", routes: routes)
        #expect(found.first?.help == "use `button_to` (a form) with `method: :post` and `form: { data: { turbo_confirm: ... } }`, or `data: { turbo_method: :post, turbo_confirm: ... }` on the link; its `data-confirm` is Rails UJS's too, and Turbo asks only with `data-turbo-confirm`")
    }
}
