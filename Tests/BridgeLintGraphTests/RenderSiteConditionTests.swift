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
        // The `else` of `if x`: false where the site passes `x` as a literal Ruby takes as true.
        ("unless standalone", "render \"comment\", standalone: true", true),
        ("unless standalone", "render \"comment\", standalone: \"yes\"", true),
        ("unless standalone", "render \"comment\", standalone: flag", false),
        ("unless standalone", "render \"comment\", body: x", false),
        ("unless local_assigns [ :standalone ]", "render \"comment\", standalone: 1", true),
        // A partial's defaults, as `ERBStructure` writes them: the site's value, else the default.
        ("if ( local_assigns [ :form ] )", "render \"comment\", body: x", true),
        ("if ( local_assigns [ :form ] ) . present?", "render \"comment\", body: x", true),
        ("if local_assigns . fetch ( :form , false )", "render \"comment\", body: x", true),
        ("if local_assigns . fetch ( :form , false )", "render \"comment\", form: f", false),
        ("if local_assigns . fetch ( :form , true )", "render \"comment\", body: x", false),
        ("unless local_assigns . fetch ( :form , true )", "render \"comment\", body: x", true),
        ("unless local_assigns . fetch ( :form , true )", "render \"comment\", form: nil", false),
        ("if local_assigns . fetch ( :form , … )", "render \"comment\", body: x", false),
        ("unless local_assigns . fetch ( :form , … )", "render \"comment\", body: x", false),
        ("if local_assigns . fetch ( :form , … )", "render \"comment\", form: false", true),
        ("unless ( local_assigns [ :form ] || true )", "render \"comment\", form: nil", true),
        ("unless ( local_assigns [ :form ] || true )", "render \"comment\", form: f", true),
        ("if ( local_assigns [ :form ] || … )", "render \"comment\", body: x", false),
        ("if ( local_assigns [ :form ] || … )", "render \"comment\", form: false", false),
        ("unless ( local_assigns [ :form ] || … )", "render \"comment\", form: true", true),
        ("unless ( local_assigns [ :form ] || … )", "render \"comment\", body: x", false),
        ("if ( x || local_assigns [ :form ] )", "render \"comment\", body: x", false),
        ("if local_assigns [ :comment_counter ]", "render partial: \"comment\", collection: comments", false),
        // A comparison with a symbol, `nil`, `true` or `false`: decided where the local is one.
        ("if local_assigns . fetch ( :cancel , :page ) == :modal", "render \"comment\", body: x", true),
        ("if local_assigns . fetch ( :cancel , :page ) == :modal", "render \"comment\", cancel: :page", true),
        ("if local_assigns . fetch ( :cancel , :page ) == :modal", "render \"comment\", cancel: :modal", false),
        ("if local_assigns . fetch ( :cancel , :page ) == :modal", "render \"comment\", cancel: mode", false),
        ("if local_assigns . fetch ( :cancel , mode ) == :modal", "render \"comment\", body: x", false),
        ("unless local_assigns . fetch ( :cancel , :page ) == :modal", "render \"comment\", cancel: :modal", true),
        ("unless local_assigns . fetch ( :cancel , :page ) == :modal", "render \"comment\", body: x", false),
        ("if local_assigns . fetch ( :cancel , :page ) != :page", "render \"comment\", body: x", true),
        ("if local_assigns [ :cancel ] == :modal", "render \"comment\", body: x", true),
        ("if local_assigns [ :cancel ] == nil", "render \"comment\", body: x", false),
        ("if cancel == :modal", "render \"comment\", cancel: :page", true),
        ("if cancel == :modal", "render \"comment\", body: x", false),
        ("if local_assigns . fetch ( :count , 1 ) == 2", "render \"comment\", body: x", false),
    ] as [(String, String, Bool)])
    func conditionAtTheRenderSites(condition: String, call: String, isFalse: Bool) {
        #expect(Self.isFalse(condition, renderedBy: call) == isFalse)
    }

    /// What a condition asks of a literal the site passes or the partial defaults, answered as
    /// Ruby and Active Support answer it: `"".present?` and `[].any?` are false though `""` and
    /// `[]` are true; `nil.empty?` raises (nothing proven); `&.` on `nil` is `nil`.
    @Test(arguments: [
        ("if title . present?", "title: \"\"", true),
        ("unless title . present?", "title: \"\"", false),
        ("if title . present?", "title: \"  \"", true),
        ("if title . present?", "title: \"Hi\"", false),
        ("unless title . present?", "title: \"Hi\"", true),
        ("if title . blank?", "title: \"Hi\"", true),
        ("if title . blank?", "title: nil", false),
        ("unless title . blank?", "title: nil", true),
        ("if title . present?", "title: \"#{name}\"", false),
        ("unless title . present?", "title: \"#{name}\"", false),
        ("unless title", "title: \"#{name}\"", true),
        ("if title &. present?", "title: nil", true),
        ("if ! title . blank?", "title: \"\"", true),
        ("if ! title", "title: 1", true),
        ("if ! title", "title: nil", false),
        ("if items . any?", "items: []", true),
        ("if items . any?", "items: [1]", false),
        ("if items . any?", "items: { a: 1 }", false),
        ("unless items . any?", "items: { a: 1 }", true),
        ("if items . present?", "items: []", true),
        ("if items . present?", "items: {}", true),
        ("if items . empty?", "items: [1]", true),
        ("unless items . empty?", "items: {}", true),
        ("if items . empty?", "items: nil", false),
        ("unless items . empty?", "items: nil", false),
        ("if parent . nil?", "parent: 1", true),
        ("if parent . nil?", "parent: false", true),
        ("if parent . nil?", "parent: nil", false),
        ("unless parent . nil?", "parent: nil", true),
        ("if count . present?", "count: 0", false),
        ("unless count . present?", "count: 0", true),
        ("if flag . present?", "flag: false", true),
        ("if title . present?", "title: name", false),
        ("if title . valid?", "title: \"\"", false),
        // Left out: `local_assigns[:x]` is nil; a default is the value.
        ("if local_assigns [ :title ] . present?", "body: x", true),
        ("unless local_assigns [ :title ] . present?", "body: x", false),
        ("if local_assigns [ :title ] . nil?", "body: x", false),
        ("if local_assigns . fetch ( :title , \"\" ) . present?", "body: x", true),
        ("unless local_assigns . fetch ( :title , \"\" ) . present?", "body: x", false),
        ("if local_assigns . fetch ( :items , [] ) . any?", "items: [1]", false),
        ("if ( local_assigns [ :items ] || [] ) . any?", "items: nil", true),
        ("if ( local_assigns [ :items ] || [] ) . any?", "body: x", true),
        ("if ( local_assigns [ :items ] || [] ) . any?", "items: [1]", false),
        ("if ( local_assigns [ :items ] || [] ) . any?", "items: list", false),
        ("if ( local_assigns [ :form ] || false ) . nil?", "body: x", true),
    ] as [(String, String, Bool)])
    func predicatesOfLiterals(condition: String, locals: String, isFalse: Bool) {
        #expect(Self.isFalse(condition, renderedBy: "render \"comment\", \(locals)") == isFalse)
    }

    /// The same of a strict local's default where the site leaves the local out.
    @Test(arguments: [
        ("title: \"\"", "if title . present?", true), ("title: \"\"", "unless title . present?", false),
        ("items: []", "if items . any?", true), ("items: {}", "if items . empty?", false),
        ("title: \"Hi\"", "unless title . blank?", false), ("title: \"Hi\"", "if title . blank?", true),
        ("form: false", "if local_assigns [ :form ] . present?", true), ("form: false", "if local_assigns [ :form ] . nil?", false),
    ] as [(String, String, Bool)])
    func predicatesOfStrictLocalsDefaults(declaration: String, condition: String, isFalse: Bool) {
        #expect(Self.isFalse(condition, renderedBy: "render \"comment\", body: x", text: "<%# locals: (body:, \(declaration)) %><p>x</p>") == isFalse)
    }

    /// Whether `condition` is false wherever the partial at `partial` renders, when a page renders
    /// it with `call`.
    static func isFalse(_ condition: String, renderedBy call: String, partial: String = comment, text: String = "<p>x</p>") -> Bool {
        let graph = RenderGraphTests.graph([
            "app/views/posts/show.html.erb": "<div><%= \(call) %></div>",
            partial: text,
        ])
        return graph.condition(condition, isFalseWhereRendering: partial)
    }

    /// An object or collection render (`render tag`, `render @tags`) passes the partial's own
    /// local and its counter, and the hash after the object: nothing else.
    @Test(arguments: [
        ("if local_assigns [ :form ]", "render tag", true),
        ("if local_assigns [ :form ]", "render(@tags)", true),
        ("if ( local_assigns [ :form ] || … )", "render tag", false),
        ("if local_assigns [ :form ]", "render @tags, form: true", false),
        ("if local_assigns [ :form ]", "render @tags, form: nil", true),
        ("if local_assigns [ :tag ]", "render tag", false),
        ("if local_assigns [ :tag_counter ]", "render @tags", false),
    ] as [(String, String, Bool)])
    func objectRenders(condition: String, call: String, isFalse: Bool) {
        #expect(Self.isFalse(condition, renderedBy: call, partial: "app/views/tags/_tag.html.erb") == isFalse)
    }

    /// A strict local's default is the local's value where a site leaves it out: `nil` and
    /// `false` make `if x` false there, `true` makes `unless x` false, a call decides nothing.
    @Test(arguments: [
        ("form: false", "if form", true), ("form: nil", "if form", true), ("form: true", "if form", false),
        ("form: true", "unless form", true), ("form: false", "unless form", false),
        ("form: current_user", "if form", false), ("form: current_user", "unless form", false),
        ("form: true", "unless local_assigns [ :form ]", false),
    ] as [(String, String, Bool)])
    func strictLocalsDefaults(declaration: String, condition: String, isFalse: Bool) {
        #expect(Self.isFalse(condition, renderedBy: "render \"comment\", body: x", text: "<%# locals: (body:, \(declaration)) %><p>x</p>") == isFalse)
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
