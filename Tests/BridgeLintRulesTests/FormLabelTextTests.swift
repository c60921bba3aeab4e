import BridgeLintCore
import Testing

/// A label's display text is not a field name: only the first argument of a builder method,
/// and only a symbol or a string that can be a method name, names the model's attribute.
@Suite struct FormLabelTextTests {
    static let schema = """
    ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
      create_table "posts", force: :cascade do |t|
        t.string "title"
        t.string "tags"
      end
    end
    """
    static let files = ["config/application.rb": CrossFileRuleTests.railsConfig, "db/schema.rb": schema, "app/models/post.rb": "class Post < ActiveRecord::Base\nend\n"]

    private func formFindings(_ fields: String) throws -> [Diagnostic] {
        let template = "<%= form_with model: @post do |form| %>\n\(fields)\n<% end %>"
        return try StimulusRuleEdgeCaseTests.lint(template, path: "app/views/posts/_form.html.erb", files: Self.files)
            .filter { $0.ruleID.hasPrefix("form-") }
    }

    @Test(arguments: [
        #"<%= form.label "Tags" %><%= form.text_field :tags %>"#,
        #"<%= form.label "Tag" %><%= form.text_field :tags %>"#,
        #"<%= form.label "Title:" %><%= form.text_field :title %>"#,
        #"<%= form.label "Display name" %><%= form.text_field :title %>"#,
        #"<%= form.label :tags, "Tag" %><%= form.text_field :tags %>"#,
        #"<%= form.label :title, "Titel" %><%= form.text_field :title %>"#,
        #"<%= form.label "Titel", for: "post_title" %><%= form.text_field :title %>"#,
        // Rails drops a trailing `?` from ids, and Active Record answers `title?`.
        #"<%= form.label :title?, "Has a title" %><%= form.check_box :title %>"#,
        #"<%= form.label :tags %><%= form.check_box :tags? %>"#,
    ])
    func displayTextIsNoFieldName(fields: String) throws {
        let found = try formFindings(fields)
        #expect(found.isEmpty, "\(found)")
    }

    /// A symbol or a string that can be a method name still names a field.
    @Test(arguments: [
        #"<%= form.label :titel %><%= form.text_field :title %>"#,
        #"<%= form.label "titel" %><%= form.text_field :title %>"#,
    ])
    func aNameIsStillJudged(fields: String) throws {
        #expect(try formFindings(fields).count == 1)
    }
}
