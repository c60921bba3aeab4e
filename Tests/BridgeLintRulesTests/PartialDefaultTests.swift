import Testing

/// A partial that defaults a local at its top decides, with its render sites, which branches
/// render where (issue 18, mechanism 9): a tag partial's form-only action under `<% if(form) %>`
/// with `form ||= false` is not rendered where `render tag` leaves `form` out, so it is not out
/// of scope there; a default that is not `nil` or `false` proves nothing.
@Suite struct PartialDefaultTests {
    static func files(defaults: String, condition: String) -> [String: String] {
        [
            "app/javascript/controllers/tag_form_controller.js": """
                import { Controller } from "@hotwired/stimulus"
                export default class extends Controller {
                  remove() {}
                }
                """,
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/tags_controller.rb": "class TagsController < ApplicationController\nend\n",
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\nend\n",
            "app/views/layouts/application.html.erb": "<body><%= yield %></body>\n",
            "app/views/tags/_tag.html.erb": """
                <span class="tag">
                  <%= tag.name %>
                  \(defaults)
                  \(condition)
                    <button type="button" data-action="tag-form#remove">x</button>
                  <% end %>
                </span>

                """,
            "app/views/posts/show.html.erb": "<ul>\n<% @post.tags.each do |tag| %>\n<li><%= render tag %></li>\n<% end %>\n</ul>\n",
            "app/views/tags/_form.html.erb": "<div data-controller=\"tag-form\">\n<%= render \"tags/tag\", tag: @tag, form: true %>\n</div>\n",
            "app/views/tags/edit.html.erb": "<%= render \"form\" %>\n",
        ]
    }

    static let outOfScope = ["app/views/tags/_tag.html.erb 5:40"]

    /// (the partial's default, the condition around the action, the findings): a default that is
    /// `nil` or `false` leaves the branch unrendered where `render tag` leaves `form` out; a
    /// call, a variable or `true` may render it there, outside `tag-form`.
    @Test(arguments: [
        ("<% form ||= false %>", "<% if(form) %>", []),
        ("<% form ||= nil %>", "<% if form.present? %>", []),
        ("<% form = local_assigns.fetch(:form, false) %>", "<% if form %>", []),
        ("<% form = local_assigns.fetch(:form, nil) %>", "<% if(form) %>", []),
        ("<% form = local_assigns[:form] || false %>", "<% if form %>", []),
        ("<% form = false unless local_assigns.key?(:form) %>", "<% if form %>", []),
        ("<%\n    form = nil unless local_assigns.has_key?(:form)\n  %>", "<% if (form) %>", []),
        ("<%# locals: (tag:, form: false) -%>", "<% if form %>", []),
        ("<%# no default %>", "<% if local_assigns.fetch(:form, false) %>", []),
        ("<% form ||= params[:edit] %>", "<% if(form) %>", outOfScope),
        ("<% form ||= true %>", "<% if form %>", outOfScope),
        ("<% form = local_assigns.fetch(:form, editing?) %>", "<% if form %>", outOfScope),
        ("<% form = local_assigns[:form] || @editing %>", "<% if form %>", outOfScope),
        ("<%# locals: (tag:, form: editing?) -%>", "<% if form %>", outOfScope),
        ("<% form ||= false %>", "<% unless form %>", outOfScope),
        // A predicate of a literal default: `"".present?` and `[].any?` are false.
        ("<%# locals: (tag:, form: \"\") -%>", "<% if form.present? %>", []),
        ("<% form ||= [] %>", "<% if form.any? %>", []),
        ("<% form = local_assigns.fetch(:form, \"\") %>", "<% unless form.blank? %>", []),
        ("<% form ||= \"\" %>", "<% unless form.present? %>", outOfScope),
        ("<% form ||= \"edit\" %>", "<% if form.present? %>", outOfScope),
    ] as [(String, String, [String])])
    func theDefaultDecidesWhereTheBranchRenders(defaults: String, condition: String, findings: [String]) throws {
        #expect(try CrossFileRuleTests().wholeProject(Self.files(defaults: defaults, condition: condition), rule: "stimulus-out-of-scope") == findings)
    }

    /// (what `posts/show` passes with `render tag`, the condition, the findings): a literal the
    /// site passes is asked what the condition asks, as Ruby answers (`"".present?` is false).
    @Test(arguments: [
        ("form: \"\"", "<% if form.present? %>", []),
        ("form: \" \"", "<% if form.present? %>", []),
        ("form: \"\"", "<% unless form.present? %>", outOfScope),
        ("form: []", "<% if form.any? %>", []),
        ("form: {}", "<% unless form.empty? %>", []),
        ("form: \"yes\"", "<% if form.blank? %>", []),
        ("form: \"yes\"", "<% if form.present? %>", outOfScope),
        ("form: [1]", "<% if form.any? %>", outOfScope),
    ] as [(String, String, [String])])
    func aLiteralTheSitePassesIsAskedAsRubyAsks(passed: String, condition: String, findings: [String]) throws {
        var files = Self.files(defaults: "", condition: condition)
        files["app/views/posts/show.html.erb"] = "<ul>\n<% @post.tags.each do |tag| %>\n<li><%= render tag, \(passed) %></li>\n<% end %>\n</ul>\n"
        #expect(try CrossFileRuleTests().wholeProject(files, rule: "stimulus-out-of-scope") == findings)
    }
}
