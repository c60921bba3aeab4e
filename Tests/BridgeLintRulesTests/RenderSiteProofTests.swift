import Testing

/// A finding that names one render site claims the markup renders there (issue 18, mechanism 9
/// and the proof that a template never renders): a site in a page no route reaches shows
/// nothing, a site passing a fresh object decides the branches on its state, and a branch on a
/// local's state the site leaves undecided leaves the claim unproven.
@Suite struct RenderSiteProofTests {
    static let postController = """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller {
          cancel() {}
        }
        """

    /// A `post` controller mounted around the form on `posts/show`, and `topics/show` rendering
    /// the form outside it, passing `post:` `passed`; the button sits in `condition`.
    static func files(passed: String, condition: String, mountedElsewhere: Bool = true) -> [String: String] {
        var files = [
            "app/javascript/controllers/post_controller.js": postController,
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\nend\n",
            "app/controllers/topics_controller.rb": "class TopicsController < ApplicationController\nend\n",
            "config/routes.rb": "Rails.application.routes.draw do\n  resources :posts\n  resources :topics\nend\n",
            "app/views/layouts/application.html.erb": "<body><%= yield %></body>\n",
            "app/views/posts/_form.html.erb": """
                <div class="post">
                  \(condition)
                    <button type="button" data-action="post#cancel">x</button>
                  <% end %>
                </div>

                """,
            "app/views/topics/show.html.erb": "<section>\n<%= render \"posts/form\", post: \(passed) %>\n</section>\n",
        ]
        if mountedElsewhere {
            files["app/views/posts/show.html.erb"] = "<div data-controller=\"post\">\n<%= render \"posts/form\", post: @post %>\n</div>\n"
        }
        return files
    }

    static let finding = ["app/views/posts/_form.html.erb 3:40"]

    /// (what `topics/show` passes, the branch around the button, the findings): a fresh object
    /// answers `new_record?`, `persisted?`, `id` as a new record does; an attribute or an
    /// association is not proven, whatever the constructor's keys; another value decides
    /// nothing. Undecided, the site-specific claim is not made.
    @Test(arguments: [
        ("Post.new(topic: @topic, user: Current.user)", "<% if !post.new_record? %>", []),
        ("Post.new(topic: @topic)", "<% if post.persisted? %>", []),
        ("Post.new", "<% unless post.new_record? %>", []),
        ("Post.new(topic: @topic)", "<% if post.id %>", []),
        ("@topic.posts.build(user: current_user)", "<% if post.persisted? %>", []),
        ("Forum::Post.new(topic: @topic)", "<% if post.to_param %>", []),
        ("Post.new(topic: @topic)", "<% if post.new_record? %>", finding),
        ("Post.new(topic: @topic)", "<% unless post.persisted? %>", finding),
        ("Post.new(topic: @topic)", "<% if post.reply_to_post %>", []),
        ("Post.new(reply_to_post: @post)", "<% if post.reply_to_post %>", []),
        ("@post", "<% if post.persisted? %>", []),
        ("Post.new(topic: @topic).tap(&:validate)", "<% if post.errors.any? %>", finding),
        ("Post.new(topic: @topic)", "<% if show_cancel %>", finding),
        ("Post.new(topic: @topic)", "<% if true %>", finding),
    ] as [(String, String, [String])])
    func theObjectTheSitePassesDecidesWhatItsStateAsks(passed: String, condition: String, findings: [String]) throws {
        #expect(try CrossFileRuleTests().wholeProject(Self.files(passed: passed, condition: condition), rule: "stimulus-out-of-scope") == findings)
    }

    /// An `elsif` or `else` renders where each earlier branch fails and its own holds.
    @Test(arguments: [
        ("<% if !post.new_record? %>\n    <span>editing</span>\n  <% elsif post.reply_to_post %>", []),
        ("<% if post.persisted? %>\n    <span>editing</span>\n  <% elsif post.new_record? %>", ["app/views/posts/_form.html.erb 5:40"]),
        ("<% if post.persisted? %>\n    <span>editing</span>\n  <% else %>", ["app/views/posts/_form.html.erb 5:40"]),
        ("<% if post.new_record? %>\n    <span>new</span>\n  <% else %>", []),
        ("<% if post.new_record? %>\n    <span>new</span>\n  <% elsif post.reply_to_post %>", []),
    ] as [(String, [String])])
    func aLaterBranchRendersWhereTheEarlierFail(condition: String, findings: [String]) throws {
        #expect(try CrossFileRuleTests().wholeProject(Self.files(passed: "Post.new(topic: @topic)", condition: condition), rule: "stimulus-out-of-scope") == findings)
    }

    /// Where no page mounts `post`, every site renders the button outside it: the finding names
    /// no one site, and an undecided state does not silence it; a site whose object answers no
    /// does not render the button.
    @Test func withoutAnyMountingPageOnlyASiteThatAnswersNoIsLeftOut() throws {
        let undecided = Self.files(passed: "@post", condition: "<% if post.persisted? %>", mountedElsewhere: false)
        #expect(try CrossFileRuleTests().wholeProject(undecided, rule: "stimulus-out-of-scope") == Self.finding)
        let decided = Self.files(passed: "Post.new", condition: "<% if post.persisted? %>", mountedElsewhere: false)
        #expect(try CrossFileRuleTests().wholeProject(decided, rule: "stimulus-out-of-scope") == [])
    }

    // MARK: Render sites in pages no route reaches

    /// A variant form rendered inside `product-form` by the product form, and outside it by
    /// `variants/edit`, whose action `routes` may or may not reach.
    static func variantFiles(routes: String, controller: String = "  def index; end\n") -> [String: String] {
        [
            "app/javascript/controllers/product_form_controller.js": """
                import { Controller } from "@hotwired/stimulus"
                export default class extends Controller {
                  static targets = ["variant"]
                  connect() { this.variantTargets }
                }
                """,
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/admin/products_controller.rb": "class Admin::ProductsController < ApplicationController\nend\n",
            "app/controllers/admin/variants_controller.rb": "class Admin::VariantsController < ApplicationController\n\(controller)end\n",
            "config/routes.rb": "require \"sidekiq/web\"\nRails.application.routes.draw do\n  namespace :admin do\n    resources :products do\n\(routes)\n    end\n  end\nend\n",
            "app/views/layouts/application.html.erb": "<body><%= yield %></body>\n",
            "app/views/admin/products/_variant_form.html.erb": "<div data-product-form-target=\"variant\">\n  <input name=\"sku\">\n</div>\n",
            "app/views/admin/products/edit.html.erb": "<form data-controller=\"product-form\">\n<%= render \"admin/products/variant_form\" %>\n</form>\n",
            "app/views/admin/variants/edit.html.erb": "<h1>Edit</h1>\n<%= render \"admin/products/variant_form\" %>\n",
            "app/views/admin/variants/index.html.erb": "<h1>Variants</h1>\n",
        ]
    }

    static let variantFinding = ["app/views/admin/products/_variant_form.html.erb 1:11"]

    /// (the nested routes, the findings): `variants/edit` renders only where a route reaches
    /// `edit`; where none does, its render call shows nothing.
    @Test(arguments: [
        ("      resources :variants, only: [:index]", []),
        ("      resources :variants, only: :index", []),
        ("      resources :variants, only: %i[index show]", []),
        ("      resources :variants, only: [\"index\"]", []),
        ("      resources :variants, except: [:edit, :update, :new, :create]", []),
        ("      resources :variants", variantFinding),
        ("      resources :variants, only: [:index, :edit]", variantFinding),
        ("      resources :variants, except: :destroy", variantFinding),
        ("      resources :variants, only: [:index] do\n        get :edit, on: :member\n      end", variantFinding),
        ("      resources :variants, only: [:index]\n      get \"variants/:id/change\", to: \"variants#edit\"", variantFinding),
        ("      resources :variants, only: [:index]\n      extra_routes", variantFinding),
        ("      resources :variants, only: some_actions", variantFinding),
    ] as [(String, [String])])
    func aRenderSiteInAPageNoRouteReachesShowsNothing(routes: String, findings: [String]) throws {
        #expect(try CrossFileRuleTests().wholeProject(Self.variantFiles(routes: routes), rule: "stimulus-out-of-scope") == findings)
    }

    /// Another action rendering `edit` by name keeps the page, and its render site, live.
    @Test(arguments: ["  def index\n    render :edit\n  end\n", "  def index\n    render action: \"edit\"\n  end\n", "  def index\n    respond_with @variants\n  end\n"])
    func anotherActionRenderingThePageKeepsItsRenderSite(controller: String) throws {
        let files = Self.variantFiles(routes: "      resources :variants, only: [:index]", controller: controller)
        #expect(try CrossFileRuleTests().wholeProject(files, rule: "stimulus-out-of-scope") == Self.variantFinding)
    }
}
