@testable import BridgeLintGraph
import Testing

/// Whether a partial's condition on a local is false at every render site.
@Suite struct RenderSiteConditionTests {
    static let comment = "app/views/posts/_comment.html.erb"

    /// (condition, the render call in the page, whether the condition is false wherever the partial renders)
    @Test(arguments: [
        ("if parent_id", "render \"posts/comment\", parent_id: nil", true),
        ("if parent_id", "render(\"comment\", parent_id: false, body: x)", true),
        ("if parent_id", "render partial: \"posts/comment\", locals: { parent_id: nil }", true),
        ("if parent_id", "render partial: \"comment\", collection: comments, locals: { parent_id: nil }", true),
        ("if parent_id . present?", "render \"comment\", parent_id: nil", true),
        ("if local_assigns [ :actions ]", "render \"comment\", body: x", true),
        ("if local_assigns [ :actions ]", "render \"comment\", actions: false", true),
        // A value, a local left out (a plain local may be a helper method), options not shown.
        ("if parent_id", "render \"comment\", parent_id: comment.id", false),
        ("if parent_id", "render \"comment\", body: x", false),
        ("if local_assigns [ :actions ]", "render \"comment\", **options", false),
        ("if local_assigns [ :actions ]", "render partial: \"comment\", locals: extra", false),
        ("if local_assigns [ :actions ]", "render \"comment\", actions: true", false),
        // One part of `a && b` false makes it false; `||`, `unless` and `!` are other forms.
        ("if parent_id && x", "render \"comment\", parent_id: nil", true),
        ("if x and local_assigns [ :actions ]", "render \"comment\", body: x", true),
        ("if parent_id && x", "render \"comment\", parent_id: 1", false),
        ("if parent_id || x", "render \"comment\", parent_id: nil", false),
        ("if ! parent_id && x", "render \"comment\", parent_id: nil", false),
        ("if parent_id && ! x . paid?", "render \"comment\", parent_id: nil", true),
        ("unless parent_id", "render \"comment\", parent_id: nil", false),
    ] as [(String, String, Bool)])
    func conditionAtTheRenderSites(condition: String, call: String, isFalse: Bool) {
        let graph = RenderGraphTests.graph([
            "app/views/posts/show.html.erb": "<div><%= \(call) %></div>",
            Self.comment: "<p>x</p>",
        ])
        #expect(graph.condition(condition, isFalseWhereRendering: Self.comment) == isFalse)
    }

    /// A second render site that passes a value, or one bridgelint cannot see: not proven.
    @Test func everySiteMustLeaveItFalse() {
        let twoSites = RenderGraphTests.graph([
            "app/views/posts/show.html.erb": "<%= render \"comment\", parent_id: nil %>",
            "app/views/posts/index.html.erb": "<%= render \"comment\", parent_id: 1 %>",
            Self.comment: "<p>x</p>",
        ])
        #expect(!twoSites.condition("if parent_id", isFalseWhereRendering: Self.comment))
        let fromRuby = RenderGraphTests.graph([
            "app/views/posts/show.html.erb": "<%= render \"comment\", parent_id: nil %>",
            "app/controllers/comments_controller.rb": "class CommentsController < ApplicationController\n  def create\n    render partial: \"posts/comment\"\n  end\nend\n",
            Self.comment: "<p>x</p>",
        ])
        #expect(!fromRuby.condition("if parent_id", isFalseWhereRendering: Self.comment))
    }
}
