import BridgeLintCore
import Testing

/// Where a form's model comes from, and what a label named near its field says: the model is
/// proven by the app's code, not guessed from a variable's name.
@Suite struct FormModelProofTests {
    let project = CrossFileRuleTests()

    static let schema = """
        ActiveRecord::Schema[8.0].define(version: 1) do
          create_table "categories" do |t|
            t.string "name"
          end
        end

        """

    /// A `form_for @add_category` whose model is found from the name (`Category`), with the
    /// controller's assignment of `@add_category` (nil: none).
    func files(assigning value: String?, fields: String = "<%= f.text_field :add_category %>") -> [String: String] {
        var files = [
            "db/schema.rb": Self.schema,
            "app/models/category.rb": "class Category < ActiveRecord::Base\nend\n",
            "app/views/dropdown/categories.html.erb": "<%= form_for @add_category, url: \"/categories\" do |f| %>\n  \(fields)\n<% end %>\n",
        ]
        files["app/controllers/dropdown_controller.rb"] = value.map {
            "class DropdownController < ApplicationController\n  def categories\n    @add_category = \($0)\n  end\nend\n"
        }
        return files
    }

    /// A form inside another form: browsers ignore its `<form>`, and the `</form>` of its
    /// `<% end %>` ends the outer one, so the outer form's fields after it do not nest in the
    /// outer form's element; Ruby still gives them to its builder: they are checked against its model.
    @Test func aFieldAfterANestedFormKeepsItsBuilder() throws {
        let fields = "<%= form_for @post, url: \"/p\" do |g| %>\n    <%= g.text_field :title %>\n  <% end %>\n  <%= f.text_field :add_category %>"
        #expect(try project.wholeProjectMessages(files(assigning: "Category.new", fields: fields), rule: "form-unknown-field")
            == ["`add_category` is not an attribute of `Category`: no column, declaration or method of the model has that name"])
    }

    /// A module of `lib/` that the model includes declares its names, in its body or through
    /// its `self.included(base)` hook (`base.send :attr_accessor, :x`): no near miss of them.
    @Test func aLibraryModulesHookDeclaresTheModelsNames() throws {
        var files = files(assigning: "Category.new", fields: "<%= f.text_field :nmae %>")
        files["app/models/category.rb"] = "class Category < ActiveRecord::Base\n  include Numbered\nend\n"
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").count == 1)
        files["lib/numbered.rb"] = "module Numbered\n  def self.included(base)\n    base.send :attr_accessor, :nmae, :other\n  end\nend\n"
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").isEmpty)
    }

    /// A name the model's own methods read or write on `self` is one it answers, whatever the
    /// schema (older than the database) says; at class level `self.` sets the class's settings.
    @Test(arguments: [
        ("  before_save do\n    self.add_category = name.upcase\n  end\n", 0),
        ("  def total\n    self.add_category.to_f\n  end\n", 0),
        ("  self.add_category = \"x\"\n", 1),
    ])
    func aNameTheModelUsesOnSelfIsItsOwn(body: String, findings: Int) throws {
        var files = files(assigning: "Category.new")
        files["app/models/category.rb"] = "class Category < ActiveRecord::Base\n\(body)end\n"
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").count == findings)
    }

    /// `method_missing` in the model's superclass (`ApplicationRecord`) answers any name: not even
    /// a near miss of a known one is reported (`noteable_nid` beside `noteable_id`).
    @Test func methodMissingInASuperclassSilencesNearMisses() throws {
        var files = files(assigning: "Category.new", fields: "<%= f.text_field :nme %>")
        files["app/models/category.rb"] = "class Category < ApplicationRecord\nend\n"
        files["app/models/application_record.rb"] = "class ApplicationRecord < ActiveRecord::Base\n  primary_abstract_class\nend\n"
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").count == 1)
        files["app/models/application_record.rb"] = "class ApplicationRecord < ActiveRecord::Base\n  primary_abstract_class\n\n  def method_missing(name, *args)\n    name.to_s.end_with?(\"_nid\") ? send(name.to_s.chomp(\"_nid\")) : super\n  end\nend\n"
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").isEmpty)
    }

    /// A `_form` partial's folder names the model of the builder it receives only when each
    /// template rendering it is of that folder: one of another folder passes its own form's
    /// builder (`form_for :content, @content` around `render "contents/textfields/form"`), and
    /// a helper rendering it any builder.
    @Test(arguments: [
        ("app/views/categories/edit.html.erb", "<%= form_for @category do |f| %>\n  <%= render \"form\", f: f %>\n<% end %>\n", 1),
        ("app/views/dropdown/edit.html.erb", "<%= form_for :dropdown, @dropdown do |f| %>\n  <%= render \"categories/form\", f: f %>\n<% end %>\n", 0),
        ("app/helpers/forms_helper.rb", "module FormsHelper\n  def category_fields(f)\n    render \"categories/form\", f: f\n  end\nend\n", 0),
    ])
    func aFormPartialsFolderNamesTheModelOnlyForItsOwnFolder(caller: String, text: String, findings: Int) throws {
        var files = files(assigning: nil)
        files["app/views/categories/_form.html.erb"] = "<%= f.text_field :nmae %>\n"
        files["app/controllers/categories_controller.rb"] = "class CategoriesController < ApplicationController\n  def edit; end\nend\n"
        files["config/routes.rb"] = "Rails.application.routes.draw do\n  resources :categories\n  get \"dropdown/edit\"\nend\n"
        files[caller] = text
        let messages = try project.wholeProjectMessages(files, rule: "form-unknown-field").filter { $0.contains("nmae") }
        #expect(messages.count == findings, "\(caller): \(messages)")
    }

    /// Any assignment of the instance variable whose class the code does not show (a literal,
    /// nil, an array, a hash, a parameter, a method's result) leaves the form's model unknown: no
    /// missing attribute, and no near miss of the guessed model's attributes.
    @Test(arguments: ["''", "\"\"", "nil", "42", "[]", "{}", "params[:category]", "find_category", "@other", "\n      Category.new"])
    func anAssignmentOfAnotherKindLeavesTheModelUnknown(value: String) throws {
        let known = value.contains("Category")
        #expect(try project.wholeProjectMessages(files(assigning: value), rule: "form-unknown-field").count == (known ? 1 : 0), "\(value)")
        let nearMiss = files(assigning: value, fields: "<%= f.text_field :nmae %>")
        #expect(try project.wholeProjectMessages(nearMiss, rule: "form-unknown-field").count == (known ? 1 : 0), "\(value)")
    }

    /// A record the code shows the class of keeps the model, as does no assignment at all (the
    /// name is then the only word on the model, as the rule doc says), and one assignment of
    /// another kind among records still leaves it unknown.
    @Test func recordsOfTheModelKeepIt() throws {
        let absent = ["`add_category` is not an attribute of `Category`: no column, declaration or method of the model has that name"]
        for value in ["Category.new", "Category.find(params[:id])", "Category.where(name: \"x\").first", "current_user.categories.build", nil] {
            #expect(try project.wholeProjectMessages(files(assigning: value), rule: "form-unknown-field") == absent, "\(value ?? "none")")
        }
        var mixed = files(assigning: "Category.new")
        mixed["app/controllers/admin_controller.rb"] = "class AdminController < ApplicationController\n  def show\n    @add_category = ''\n  end\nend\n"
        #expect(try project.wholeProjectMessages(mixed, rule: "form-unknown-field") == [])
    }

    /// With the model unknown, `form-field-typo` compares the form's names with each other, as
    /// for any form whose model it cannot read: the guessed model's names prove nothing.
    @Test func anUnprovenModelsNamesProveNothingToTheTypoRule() throws {
        let pair = "<%= f.label :name %>\n  <%= f.text_field :nmae %>"
        #expect(try project.wholeProjectMessages(files(assigning: "''", fields: pair), rule: "form-field-typo") == [
            "`nmae` looks like a typo of `name`, which this form also uses (`f.label :name`)",
        ])
        #expect(try project.wholeProjectMessages(files(assigning: "''", fields: pair), rule: "form-unknown-field") == [])
    }

    static let commentSchema = """
        ActiveRecord::Schema[8.0].define(version: 1) do
          create_table "comments" do |t|
            t.text "body"
            t.string "attachment"
          end
        end

        """

    /// A label one typo from the attribute a field of its form writes is the one to fix: the
    /// finding is at the label, says its `for` matches no field's id, names the field it was
    /// meant for and renames the label. The model of a form that builds its object
    /// (`[post, Comment.new]`) is that object's class.
    @Test(arguments: ["[post, Comment.new]", "Comment.new(body: \"\")", "@comment"])
    func aLabelOffTheFieldsAttributeIsTheOneToFix(object: String) throws {
        let template = "<%= form_for \(object) do |f| %>\n  <%= f.label :Attachment %>\n  <%= f.file_field :attachment %>\n<% end %>\n"
        let files = [
            "db/schema.rb": Self.commentSchema,
            "app/models/comment.rb": "class Comment < ActiveRecord::Base\nend\n",
            "app/views/comments/_comment_form.html.erb": template,
        ]
        #expect(try project.wholeProjectMessages(files, rule: "form-field-typo") == [], "\(object)")
        let findings = try project.wholeProjectDiagnostics(files, rule: "form-unknown-field")
        #expect(findings.map(\.message) == [
            "this label renders `for=\"comment_Attachment\"`, which matches no field's id: it was probably meant for `f.file_field :attachment`, whose id is `comment_attachment` (`attachment` is an attribute of `Comment`, `Attachment` is not)",
        ], "\(object)")
        let label = try #require(template.range(of: "Attachment"))
        #expect(findings.first?.range.start == template.utf8.distance(from: template.startIndex, to: label.lowerBound))
        #expect(findings.first?.fix?.edits.map(\.replacement) == ["attachment"])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    /// `f.label :'title:'` renders `for="reflection_title:"`: the message says so, and names the
    /// id the field has, rather than calling `title:` a missing attribute.
    @Test func aLabelsRenderedForIsWhatTheMessageNames() throws {
        let files = [
            "db/schema.rb": "ActiveRecord::Schema[8.0].define(version: 1) do\n  create_table \"reflections\" do |t|\n    t.string \"title\"\n  end\nend\n",
            "app/models/reflection.rb": "class Reflection < ActiveRecord::Base\nend\n",
            "app/views/reflections/_form.html.erb": "<%= form_for [@conversation, @reflection] do |reflection_form| %>\n  <%= reflection_form.label :'title:' %>\n  <%= reflection_form.text_field :title %>\n<% end %>\n",
        ]
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field") == [
            "this label renders `for=\"reflection_title:\"`, which matches no field's id: it was probably meant for `reflection_form.text_field :title`, whose id is `reflection_title` (`title` is an attribute of `Reflection`, `title:` is not)",
        ])
    }

    static let resourceSchema = """
        ActiveRecord::Schema[8.0].define(version: 1) do
          create_table "resources" do |t|
            t.string "title"
          end
          create_table "users" do |t|
            t.string "name"
          end
        end

        """

    /// The object of a form that is a method's result (Devise's `resource`, in any form helper,
    /// in a view or a partial, or a bare name in a view, which gets no locals) has whatever class
    /// the method returns: a model named like it (`Resource`, `User`) proves nothing, so no
    /// missing attribute and no near miss is reported. An instance variable, and a partial's
    /// local, still name the model.
    @Test(arguments: [
        ("app/views/devise/passwords/new.html.erb", "form_for(resource, as: resource_name, url: password_path(resource_name)) do |f|", "email", 0),
        ("app/views/devise/passwords/edit.html.erb", "form_with model: resource, scope: resource_name do |f|", "ttle", 0),
        ("app/views/devise/registrations/new.html.erb", "simple_form_for(resource, as: resource_name, url: registration_path(resource_name)) do |f|", "ttle", 0),
        ("app/views/devise/shared/_fields.html.erb", "form_for resource do |f|", "email", 0),
        ("app/views/users/edit.html.erb", "form_for user do |f|", "email", 0),
        ("app/views/users/edit.html.erb", "form_for @user do |f|", "email", 1),
        ("app/views/users/edit.html.erb", "form_for @user do |f|", "nme", 1),
        ("app/views/users/_form.html.erb", "form_for user do |f|", "email", 1),
        ("app/views/users/edit.html.erb", "<% user = User.find(1) %><%= form_for user do |f|", "email", 1),
        // A block parameter is a variable too.
        ("app/views/users/index.html.erb", "<% @users.each do |user| %><%= form_for user do |f|", "email", 1),
        ("app/views/users/index.html.erb", "<% @users.each_with_index { |(user), i| %><%= form_for user do |f|", "email", 1),
        ("app/views/users/index.html.erb", "<% a = b || user %><%= form_for user do |f|", "email", 0),
    ])
    func aMethodsResultProvesNoModel(path: String, form: String, field: String, expected: Int) throws {
        let opening = form.hasPrefix("<%") ? form + " %>" : "<%= " + form + " %>"
        let files = [
            "db/schema.rb": Self.resourceSchema,
            "app/models/resource.rb": "class Resource < ActiveRecord::Base\nend\n",
            "app/models/user.rb": "class User < ActiveRecord::Base\nend\n",
            path: opening + "\n  <%= f.text_field :\(field) %>\n<% end %>\n",
        ]
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").count == expected, "\(path): \(form)")
    }

    /// `form_with` gave its fields no ids before Rails 5.2 (actionview's `form_with` set
    /// `skip_default_ids`), and since only where `form_with_generates_ids` is true: set by
    /// `load_defaults` 5.2 or later, or assigned. Where the ids are not proven, a label named
    /// otherwise than its field points at nothing either way: neither rule reports the pair, and
    /// no message names an id. `form_for`'s fields, and the `fields_for` helper's, always get ids.
    @Test(arguments: [
        ("    actionview (5.1.6)\n", "config.load_defaults 5.1", nil, false),
        ("    actionview (5.1.6)\n", "config.load_defaults 5.1", "Rails.application.config.action_view.form_with_generates_ids = true", false),
        ("    actionview (5.2.4)\n", "", nil, false),
        ("    actionview (6.1.7)\n", "config.load_defaults 5.1", nil, false),
        ("    actionview (6.1.7)\n", "config.load_defaults 5.1", "Rails.application.config.action_view.form_with_generates_ids = true", true),
        ("    actionview (7.1.3)\n", "config.load_defaults 7.1", "Rails.application.config.action_view.form_with_generates_ids = false", false),
        ("    actionview (7.1.3)\n", "config.load_defaults 7.1", "# Rails.application.config.action_view.form_with_generates_ids = false", true),
        ("    actionview (7.1.3)\n", "config.load_defaults Rails::VERSION::STRING.to_f", nil, false),
        ("", "config.load_defaults 5.2", nil, true),
        ("", "", nil, false),
    ] as [(String, String, String?, Bool)])
    func aFormWithsLabelPointsAtAFieldOnlyWhereItsIDsAreProven(lockfile: String, defaults: String, initializer: String?, hasIDs: Bool) throws {
        var files = [
            "db/schema.rb": Self.commentSchema,
            "app/models/comment.rb": "class Comment < ActiveRecord::Base\nend\n",
            "app/views/comments/_comment_form.html.erb": "<%= form_with model: @comment do |f| %>\n  <%= f.label :Attachment %>\n  <%= f.file_field :attachment %>\n  <%= f.label :bdy %>\n  <%= f.text_area :body %>\n<% end %>\n",
            "app/views/comments/_note_form.html.erb": "<%= form_with scope: :note, url: \"/notes\" do |f| %>\n  <%= f.label :titel %>\n  <%= f.text_field :title %>\n<% end %>\n",
            "config/application.rb": "module App\n  class Application < Rails::Application\n    \(defaults)\n  end\nend\n",
        ]
        if !lockfile.isEmpty { files["Gemfile.lock"] = "GEM\n  remote: https://rubygems.org/\n  specs:\n\(lockfile)\nDEPENDENCIES\n  rails\n" }
        if let initializer { files["config/initializers/form_ids.rb"] = initializer + "\n" }
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").count == (hasIDs ? 2 : 0), "\(lockfile) \(defaults) \(initializer ?? "")")
        #expect(try project.wholeProjectMessages(files, rule: "form-field-typo").count == (hasIDs ? 1 : 0), "\(lockfile) \(defaults) \(initializer ?? "")")
        files["app/views/comments/_comment_form.html.erb"] = files["app/views/comments/_comment_form.html.erb"]?.replacingOccurrences(of: "form_with model: @comment", with: "form_for @comment")
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").count == 2, "form_for: \(lockfile) \(defaults)")
        // The `fields_for` helper (not a builder's) never skips ids either.
        files["app/views/comments/_comment_form.html.erb"] = files["app/views/comments/_comment_form.html.erb"]?.replacingOccurrences(of: "form_for @comment", with: "fields_for @comment")
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").count == 2, "fields_for: \(lockfile) \(defaults)")
    }

    /// A column a migration adds that `db/schema.rb` lacks (the schema dumped before the
    /// migration, or the migration edited after it ran) is the table's: a field of that name is
    /// not missing, and no other name of that table is said to be missing, while a near miss of
    /// the schema's columns still is.
    @Test func aColumnOnlyAMigrationAddsIsNotMissing() throws {
        var files = [
            "db/schema.rb": "ActiveRecord::Schema[7.0].define(version: 2023_11_29_173405) do\n  create_table \"contracts\" do |t|\n    t.float \"totalamount\"\n    t.string \"title\"\n  end\nend\n",
            "db/migrate/20231107163604_add_total_amount_to_contracts.rb": "class AddTotalAmountToContracts < ActiveRecord::Migration[7.0]\n  def change\n    add_column :contracts, :total_amount, :float\n  end\nend\n",
            "app/models/contract.rb": "class Contract < ActiveRecord::Base\nend\n",
            "app/views/contracts/_form.html.erb": "<%= form_for @contract do |form| %>\n  <%= form.text_field :total_amount %>\n  <%= form.text_field :notes %>\n  <%= form.text_field :titel %>\n<% end %>\n",
        ]
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field") == ["`titel` is not an attribute of `Contract`; it has `title` (a `string` column)"])
        files["db/migrate/20231107163604_add_total_amount_to_contracts.rb"] = nil
        #expect(try project.wholeProjectMessages(files, rule: "form-unknown-field").count == 3)
    }
}
