import Testing
@testable import BridgeLintProject

@Suite struct ModelScannerTests {
    static let todo = #"""
    module Admin
      class Todo < ApplicationRecord
        # has_rich_text :commented
        NOTE = "has_rich_text :in_string"
        self.table_name = "admin_items"

        has_rich_text :description
        has_one_attached :avatar
        has_many_attached :images
        attribute :reminder, :datetime
        attr_accessor :a, :b
        attr_writer :w
        belongs_to :user
        belongs_to :subject, polymorphic: true, optional: true
        has_many :items, -> { order(:position) }, dependent: :destroy
        has_one :summary
        accepts_nested_attributes_for :items, allow_destroy: true
        store_accessor :settings, :theme, :color
        store :prefs, accessors: [:font, :size], coder: JSON
        delegate :name, :email, to: :user, prefix: true
        alias_attribute :heading, :title
        enum :status, { draft: 0, done: 1 }
        enum kind: { task: 0, bug: 1 }, _prefix: true
        has_secure_password

        validates :title, presence: true, format: { with: /\A[a-z]+\z/ }

        def body_html
          <<~HTML
            has_rich_text :in_heredoc
          HTML
        end

        def short = title.first(10)

        def done?
          return false if new_record?
          while pending? do wait end
          label = if done then "a" else "b" end
          status == "done" if persisted?
        end

        class << self
          def recent; where(done: false); end
        end

        has_one :after_methods
      end
    end
    """#

    @Test func readsEveryDeclarationKind() throws {
        let scan = ModelScanner.scan(path: "app/models/admin/todo.rb", text: Self.todo)
        let model = try #require(scan.classes.first)
        #expect(scan.classes.count == 1)
        #expect(model.name == "Admin::Todo")
        #expect(model.superclassName == "ApplicationRecord")
        #expect(model.explicitTableName == "admin_items")
        // Rails 3.1 and before name the table with a macro.
        for legacy in ["set_table_name :tipo_lista", "set_table_name \"tipo_lista\"", "set_table_name(\"tipo_lista\")"] {
            let old = ModelScanner.scan(path: "app/models/tipo_lista.rb", text: "class TipoLista < ActiveRecord::Base\n  \(legacy)\nend\n")
            #expect(old.classes.first?.explicitTableName == "tipo_lista", "\(legacy)")
        }
        let kinds = Dictionary(model.attributes.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["description"] == .richText)
        #expect(kinds["avatar"] == .attachment)
        #expect(kinds["images"] == .attachment)
        #expect(kinds["reminder"] == .virtual)
        #expect(kinds["a"] == .virtual && kinds["b"] == .virtual && kinds["w"] == .virtual)
        #expect(kinds["user"] == .association && kinds["user_id"] == .association)
        #expect(kinds["subject_type"] == .association)
        #expect(kinds["items"] == .association && kinds["item_ids"] == .association)
        #expect(kinds["summary"] == .association)
        #expect(kinds["after_methods"] == .association, "blocks inside methods are balanced")
        #expect(kinds["items_attributes"] == .nestedAttributes)
        #expect(kinds["theme"] == .storeAccessor && kinds["color"] == .storeAccessor && kinds["settings"] == nil)
        #expect(kinds["font"] == .storeAccessor && kinds["size"] == .storeAccessor)
        #expect(kinds["user_name"] == .delegated && kinds["user_email"] == .delegated)
        #expect(kinds["heading"] == .alias)
        #expect(kinds["status"] == .enumeration && kinds["kind"] == .enumeration)
        #expect(kinds["password"] == .virtual && kinds["password_confirmation"] == .virtual)
        #expect(kinds["commented"] == nil && kinds["in_string"] == nil && kinds["in_heredoc"] == nil)
        #expect(kinds["title"] == nil && kinds["position"] == nil && kinds["destroy"] == nil)
        #expect(model.attributes.first { $0.name == "description" }?.site.line == 7)
        #expect(kinds["body_html"] == .method && kinds["short"] == .method, "a form field may call a method")
        #expect(kinds["done"] == nil && kinds["recent"] == nil, "predicates and class methods are no form fields")
    }

    @Test func writerMethodsAreFormFields() throws {
        let scan = ModelScanner.scan(path: "app/models/todo.rb", text: """
        class Todo < ApplicationRecord
          def due_on=(value)
            self.due_at = value
          end

          def self.search(query) = where(title: query)
        end
        """)
        // `self.due_at` in a method: a name the model answers (`usedBySelf`).
        let names = try #require(scan.classes.first).attributes.map(\.name)
        #expect(names == ["due_on", "due_at"])
    }

    /// `prefix:` and `suffix:` rename a store's accessors: the form field is `resolution_x`.
    @Test(arguments: [
        ("store_accessor :resolution, :x, prefix: true", ["resolution_x"]),
        ("store_accessor :resolution, :x, prefix: :size", ["size_x"]),
        ("store_accessor :resolution, :x, suffix: true", ["x_resolution"]),
        ("store_accessor :resolution, :x, prefix: \"r\", suffix: :px", ["r_x_px"]),
        ("store_accessor :resolution, :x, prefix: false", ["x"]),
        ("store :settings, accessors: [:theme], prefix: true, coder: JSON", ["settings_theme"]),
    ])
    func storeAccessorAffixesRenameTheAccessors(declaration: String, names: [String]) throws {
        let scan = ModelScanner.scan(path: "app/models/scene.rb", text: "class Scene < ApplicationRecord\n  \(declaration)\nend\n")
        let model = try #require(scan.classes.first)
        #expect(model.attributes.map(\.name) == names)
        #expect(model.unreadDeclarations.isEmpty)
    }

    /// Accessors whose names are made at run time (a variable, a splat, an affix that is no
    /// literal, `define_method` in a loop over a constant, also inside a concern's `included`)
    /// leave the model's names unknown.
    @Test(arguments: [
        "store_accessor store, :x",
        "store_accessor :resolution, *KEYS",
        "store_accessor :resolution, :x, prefix: PREFIX",
        "attr_accessor(*FIELDS)",
        "FIELDS.each do |name|\n    define_method(\"#{name}=\") { |value| super(value) }\n  end",
        "STORES.each do |store, keys|\n    store_accessor store, *keys, prefix: true\n  end",
    ])
    func namesMadeAtRunTimeAreUnread(declaration: String) throws {
        let model = try #require(ModelScanner.scan(path: "app/models/scene.rb", text: "class Scene < ApplicationRecord\n  \(declaration)\nend\n").classes.first)
        #expect(!model.unreadDeclarations.isEmpty)
        let concern = ModelScanner.scan(path: "app/models/concerns/accessible.rb", text: """
        module Accessible
          extend ActiveSupport::Concern
          included do
            \(declaration.replacingOccurrences(of: "\n", with: "\n  "))
          end
        end
        """)
        #expect(try #require(concern.modules.first).unreadDeclarations.isEmpty == false)
    }

    /// A module's `self.included` hook declares on the class that includes it: the macros it
    /// calls on its parameter, directly or through `send` (`base.validates_acceptance_of
    /// :terms` makes `terms`, `base.send :attr_accessor, :x` makes `x`), are the module's
    /// names; any other statement (a block run in the class, a computed macro) leaves them
    /// unread. Another class method declares nothing.
    @Test(arguments: [
        ("included", "base.send :attr_accessor, :subcategory1_id, :subcategory2_id\n    base.validates_acceptance_of(:terms)\n    base.send(:attr_writer, :notes)",
         ["subcategory1_id", "subcategory2_id", "terms", "notes"], true),
        ("included", "base.class_eval do\n      attr_accessor :label\n    end", [], false),
        ("included", "base.send macro, :label", [], false),
        ("included", "extend ClassMethods", [], false),
        ("table_for", "base.validates_acceptance_of(:terms)", [], true),
    ] as [(String, String, [String], Bool)])
    func anIncludedHooksMacrosAreTheModulesNames(method: String, body: String, names: [String], read: Bool) throws {
        let scan = ModelScanner.scan(path: "app/models/application_process.rb", text: """
        module ApplicationProcess
          module Validator
            def self.\(method)(base)
              \(body)
            end
          end
        end
        """)
        #expect(scan.modules.flatMap(\.attributes).map(\.name) == names, "\(body)")
        #expect(scan.modules.allSatisfy(\.unreadDeclarations.isEmpty) == read, "\(scan.modules.map(\.unreadDeclarations))")
    }

    /// A loop in a class body declares for the class; literal names in it are read.
    @Test func aLoopInTheClassBodyDeclaresForTheClass() throws {
        let scan = ModelScanner.scan(path: "app/models/scene.rb", text: """
        class Scene < ApplicationRecord
          %i[start finish].each do |edge|
            attr_accessor :label
          end
          has_one :owner
        end
        """)
        let model = try #require(scan.classes.first)
        #expect(model.attributes.map(\.name) == ["label", "owner"])
    }

    @Test func compactNamesAbstractClassesAndPrefixes() {
        let scan = ModelScanner.scan(path: "app/models/x.rb", text: """
        class ApplicationRecord < ActiveRecord::Base
          primary_abstract_class
        end
        module Shop
          def self.table_name_prefix
            "shop_"
          end
        end
        class Shop::LineItem < ApplicationRecord
          has_rich_text :note
        end
        """)
        #expect(scan.classes.map(\.name) == ["ApplicationRecord", "Shop::LineItem"])
        #expect(scan.classes[0].isAbstract)
        #expect(scan.tableNamePrefixes == ["Shop": "shop_"])
        #expect(scan.modules.map(\.name) == ["Shop"])
        #expect(scan.classes[1].attributes.map(\.name) == ["note"])
    }
}
