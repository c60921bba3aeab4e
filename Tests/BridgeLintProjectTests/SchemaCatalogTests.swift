import Testing
@testable import BridgeLintProject

@Suite struct SchemaCatalogTests {
    static let catalog = SchemaCatalog(
        schemaFiles: [
            (path: "db/schema.rb", text: SchemaScannerTests.schema + """

            create_table "shop_line_items" do |t|
              t.integer "quantity"
            end
            create_table "admin_items" do |t|
              t.string "title"
            end
            create_table "vehicles" do |t|
              t.string "type"
              t.integer "wheels"
            end
            """),
        ],
        modelFiles: [
            (path: "app/models/todo.rb", text: "class Todo < ApplicationRecord\n  include Taggable, Gem::Thing\n  has_rich_text :body\n  belongs_to :user\nend\n"),
            (path: "app/models/concerns/taggable.rb", text: """
            module Taggable
              extend ActiveSupport::Concern
              include Sluggable
              attr_accessor :tag_list

              included do
                has_many :taggings
              end

              class_methods do
                def tagged(tag) = where(tag: tag)
              end
            end
            """),
            (path: "app/models/search.rb", text: """
            class Search
              include ActiveModel::Model
              include ActiveModel::Attributes
              attribute :query, :string
              attr_accessor :page
            end
            """),
            (path: "app/models/concerns/sluggable.rb", text: "module Sluggable\n  attribute :slug\nend\n"),
            (path: "app/models/person.rb", text: "class Person < ApplicationRecord\nend\nclass Ghost < ApplicationRecord\nend\n"),
            (path: "app/models/admin/todo.rb", text: ModelScannerTests.todo),
            (path: "app/models/shop.rb", text: "module Shop\n  def self.table_name_prefix = \"shop_\"\nend\n"),
            (path: "app/models/shop/line_item.rb", text: "module Shop\n  class LineItem < ApplicationRecord\n  end\nend\n"),
            (path: "app/models/blog/post.rb", text: "module Blog\n  class Post < ApplicationRecord\n  end\nend\n"),
            (path: "app/models/vehicle.rb", text: "class Vehicle < ApplicationRecord\nend\nclass Car < Vehicle\n  attribute :doors\nend\n"),
            (path: "app/models/application_record.rb", text: "class ApplicationRecord < ActiveRecord::Base\n  self.abstract_class = true\nend\n"),
        ]
    )

    @Test func tableNames() {
        let catalog = Self.catalog
        #expect(catalog.tableName(forModel: "Todo") == "todos")
        #expect(catalog.tableName(forModel: "Person") == "people")
        #expect(catalog.tableName(forModel: "Admin::Todo") == "admin_items")
        #expect(catalog.tableName(forModel: "Shop::LineItem") == "shop_line_items")
        #expect(catalog.tableName(forModel: "Car") == "vehicles")
        #expect(catalog.tableName(forModel: "Blog::Post") == "posts", "no table_name_prefix: no prefix")
        #expect(catalog.tableName(forModel: "ApplicationRecord") == nil)
        #expect(catalog.tableName(forModel: "Unknown") == nil)
    }

    @Test func attributesUniteColumnsAndDeclarations() throws {
        let catalog = Self.catalog
        let todo = try #require(catalog.attributes(forModel: "Todo"))
        #expect(todo["title"]?.kind == .column)
        #expect(todo["title"]?.site.path == "db/schema.rb")
        #expect(todo["body"]?.kind == .richText)
        #expect(todo["user_id"]?.kind == .column)
        #expect(todo["user"]?.kind == .association)
        #expect(todo["tag_list"]?.kind == .virtual)
        #expect(todo["taggings"]?.kind == .association)
        #expect(todo["slug"]?.site.path == "app/models/concerns/sluggable.rb")
        #expect(todo["tagged"] == nil)
        let included = catalog.includedModules(forModel: "Todo")
        #expect(included.known.map(\.name) == ["Taggable", "Sluggable"])
        #expect(included.unknown == ["Gem::Thing"])
        #expect(catalog.attributeNames(forModel: "Car") == ["id", "type", "wheels", "doors"])
        #expect(catalog.attributeNames(forModel: "Person") == ["uuid"])
        #expect(catalog.attributeNames(forModel: "Ghost") == nil, "no ghosts table: unknown, not empty")
        #expect(catalog.attributeNames(forModel: "Admin::Todo")?.contains("description") == true)
    }

    /// A missing name is provable only when nothing unread may add names: a gem's macro, a
    /// conditional declaration, `method_missing`, an unknown module or superclass.
    @Test func attributesAreCompleteOnlyWhenNothingUnreadMayAddNames() {
        let models = [
            "Plain": "validates :title, presence: true\n  STATES = %w[a b]\n  before_save :x\n  scope :open, -> { where(done: false) }\n  validates :terms, acceptance: true\n  validates :email, confirmation: true\n  validates_acceptance_of :rules",
            "Devised": "devise :database_authenticatable",
            "Conditional": "if Rails.env.test?\n    attribute :debug\n  end",
            "Ghostly": "def method_missing(name, *args) = super",
        ]
        let catalog = SchemaCatalog(
            schemaFiles: [(path: "db/schema.rb", text: models.keys.map { "create_table \"\(Inflection.tableize($0))\" do |t|\n  t.string \"title\"\nend\n" }.joined())],
            modelFiles: models.map { (path: "app/models/\($0.key.lowercased()).rb", text: "class \($0.key) < ApplicationRecord\n  \($0.value)\nend\n") }
                + [(path: "app/models/application_record.rb", text: "class ApplicationRecord < ActiveRecord::Base\n  primary_abstract_class\nend\n")])
        #expect(catalog.attributesAreComplete(forModel: "Plain"))
        #expect(catalog.attributeNames(forModel: "Plain") == ["id", "title", "terms", "email_confirmation", "rules"],
                "acceptance and confirmation validations define what they check")
        #expect(!catalog.attributesAreComplete(forModel: "Devised"))
        #expect(!catalog.attributesAreComplete(forModel: "Conditional"))
        #expect(!catalog.attributesAreComplete(forModel: "Ghostly"))
        #expect(Self.catalog.attributesAreComplete(forModel: "Search"), "an Active Model form object declares everything")
        #expect(Self.catalog.attributesAreComplete(forModel: "Car"))
        #expect(!Self.catalog.attributesAreComplete(forModel: "Todo"), "Gem::Thing is not in app/models")
        #expect(!Self.catalog.attributesAreComplete(forModel: "Ghost"), "no table")
    }

    @Test func activeModelFormObjectsHaveOnlyTheirDeclarations() {
        let catalog = Self.catalog
        #expect(catalog.isActiveModel("Search"))
        #expect(catalog.tableName(forModel: "Search") == nil)
        #expect(catalog.attributeNames(forModel: "Search") == ["query", "page"])
        #expect(catalog.includedModules(forModel: "Search").unknown.isEmpty)
    }

    @Test func modelsForFormObjects() {
        let catalog = Self.catalog
        #expect(catalog.model(forFormObject: "@todo")?.name == "Todo")
        #expect(catalog.model(forFormObject: "todos")?.name == "Todo")
        #expect(catalog.model(forFormObject: ":person")?.name == "Person")
        #expect(catalog.model(forFormObject: "project_todo")?.name == "Todo")
        #expect(catalog.model(forFormObject: "line_item")?.name == "Shop::LineItem")
        #expect(catalog.model(forFormObject: "nothing") == nil)
        #expect(catalog.model(forFormObject: ":person", exactly: true)?.name == "Person")
        #expect(catalog.model(forFormObject: ":line_items", exactly: true)?.name == "Shop::LineItem")
        #expect(catalog.model(forFormObject: ":project_todo", exactly: true) == nil, "no model is named ProjectTodo")
    }
}
