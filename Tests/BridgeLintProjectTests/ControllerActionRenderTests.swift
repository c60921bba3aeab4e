import Testing
@testable import BridgeLintProject

@Suite struct ControllerActionRenderTests {
    func render(_ action: String, _ body: String, superclass: String = "ApplicationController") -> ControllerActionRender {
        ControllerActionRender.of(action: action, source: Array("class PostsController < \(superclass)\n\(body)\nend\n".utf8))
    }

    @Test func implicitRendersAndNamedTemplates() {
        #expect(render("index", "def index\n  @posts = Post.all\nend") == .implicit)
        #expect(render("show", "def index; end") == .implicit)
        #expect(render("stats", "def stats\n  render :summary\nend") == .template("summary"))
        #expect(render("stats", "def stats\n  render \"reports/summary\"\nend") == .template("reports/summary"))
        #expect(render("stats", "def stats\n  render(action: :summary)\nend") == .template("summary"))
        #expect(render("stats", "def stats\n  render template: \"reports/summary\"\nend") == .template("reports/summary"))
        #expect(render("count", "def count\n  render partial: 'count', locals: { count: 3, path: }\nend") == .partial("count"))
        #expect(render("row", "def row\n  render(partial: \"shared/row\", status: :ok)\nend") == .partial("shared/row"))
    }

    @Test func otherResponsesAreUnknown() {
        #expect(render("show", "def show\n  redirect_to root_path\nend") == .unknown)
        #expect(render("show", "def show\n  respond_to do |format|\n    format.html\n  end\nend") == .unknown)
        #expect(render("show", "def show\n  render :summary, layout: false\nend") == .unknown)
        #expect(render("show", "def show\n  render partial: \"row\", layout: \"card\"\nend") == .unknown)
        #expect(render("show", "def show\n  if x\n    render :a\n  else\n    render :b\n  end\nend") == .unknown)
        #expect(render("show", "def show = render(:a)") == .unknown)
        // Not defined here, in a class whose parent may define it.
        #expect(render("show", "def index; end", superclass: "Admin::BaseController") == .unknown)
    }
}

@Suite struct RouteHelperExpressionTests {
    @Test(arguments: [
        ("post_comments_path(@post)", "post_comments_path"),
        ("<%= edit_post_path(@post) %>", "edit_post_path"),
        ("<%= posts_url -%>", "posts_url"),
        ("post_path @post, tab: :info", "post_path"),
        ("root_path", "root_path"),
    ])
    func helperCalls(source: String, helper: String) {
        #expect(RouteHelperExpression.helper(in: source) == helper)
    }

    @Test(arguments: [
        "posts_path(format: :json)", "posts_path + \"#top\"", "posts_path(a).sub(\"x\", \"y\")", "url_for(@post)",
        "@post.path", "main_app.posts_path", "posts_path || root_path", "\"/posts\"",
    ])
    func otherExpressions(source: String) {
        #expect(RouteHelperExpression.helper(in: source) == nil)
    }
}
