import Testing
@testable import BridgeLintProject

/// The columns the migrations leave on each table, compared with the schema: a column a
/// migration adds that the schema lacks means the schema is not the database's for that table.
@Suite struct MigrationScannerTests {
    static let migrations: [(path: String, text: String)] = [
        ("db/migrate/20230507223210_create_contracts.rb", """
            class CreateContracts < ActiveRecord::Migration[7.0]
              def change
                create_table :contracts do |t|
                  t.string :title, null: false
                  t.references :vendor, polymorphic: true
                  t.timestamps
                end
              end
            end
            """),
        ("db/migrate/20231107163604_add_total_amount_to_contracts.rb", """
            class AddTotalAmountToContracts < ActiveRecord::Migration[7.0]
              def change
                add_column :contracts, :total_amount, :float
                add_column(:contracts, :value_type, :string)
                add_reference :contracts, :program, foreign_key: true
                rename_column :contracts, :title, :name
              end
            end
            """),
        ("db/migrate/20231108000000_tidy_contracts.rb", """
            class TidyContracts < ActiveRecord::Migration[7.0]
              def up
                remove_column :contracts, :value_type
                change_table :contracts do |c|
                  c.rename :name, :label
                  c.integer :rank, :score
                  c.remove :score
                  c.attachment :logo
                end
                create_table :logos do |t|
                  t.attachment :image
                  t.string :caption
                end
              end

              def down
                add_column :contracts, :value_type, :string
              end
            end
            """),
    ]

    @Test func everyMigrationIsAppliedInVersionOrder() {
        let columns = MigrationScanner.columns(of: Self.migrations.reversed())
        #expect(Set(columns["contracts"]?.keys ?? [:].keys) == [
            "id", "vendor_id", "vendor_type", "created_at", "updated_at", "total_amount", "program_id", "label", "rank",
        ])
        // A gem's builder method (Paperclip's `t.attachment`) names no column of that name.
        #expect(Set(columns["logos"]?.keys ?? [:].keys) == ["id", "caption"])
    }

    /// A `reversible` block's `dir.down` undoes the migration, like a `down` method: what it
    /// removes stays; its `dir.up` is read.
    @Test func aReversibleBlocksDownIsNotRead() {
        let columns = MigrationScanner.columns(of: Self.migrations + [
            ("db/migrate/20231109000000_reversible_contracts.rb", """
                class ReversibleContracts < ActiveRecord::Migration[7.0]
                  def change
                    reversible do |dir|
                      dir.up do
                        add_column :contracts, :status, :string
                      end
                      dir.down do
                        remove_column :contracts, :rank
                      end
                      dir.down { remove_column :contracts, :label }
                      direction.down {
                        remove_column :contracts, :total_amount
                      }
                    end
                  end
                end
                """),
        ])
        #expect(Set(columns["contracts"]?.keys ?? [:].keys) == [
            "id", "vendor_id", "vendor_type", "created_at", "updated_at", "total_amount", "program_id", "label", "rank", "status",
        ])
    }

    /// A schema lacking a column the migrations leave (whatever the versions say: a migration
    /// edited after it ran, or added after the dump) is stale for that table: its names are not
    /// all known, and the note says so once.
    @Test func aColumnTheSchemaLacksMakesItsTableIncomplete() {
        let schema = """
            ActiveRecord::Schema[7.0].define(version: 2023_11_29_173405) do
              create_table "contracts", force: :cascade do |t|
                t.string "label"
                t.float "totalamount"
                t.string "vendor_type"
                t.bigint "vendor_id"
                t.bigint "program_id"
                t.integer "rank"
                t.datetime "created_at", null: false
                t.datetime "updated_at", null: false
              end
            end
            """
        let model = ("app/models/contract.rb", "class Contract < ActiveRecord::Base\nend\n")
        var catalog = SchemaCatalog(schemaFiles: [("db/schema.rb", schema)], modelFiles: [model])
        #expect(catalog.attributesAreComplete(forModel: "Contract"))
        catalog.compare(withMigrations: Self.migrations, schemaPath: "db/schema.rb")
        #expect(catalog.columnsOnlyMigrationsAdd(forModel: "Contract") == ["total_amount"])
        #expect(!catalog.attributesAreComplete(forModel: "Contract"))
        #expect(catalog.staleSchemaNote?.hasPrefix("db/schema.rb: the migrations in db/migrate add columns it lacks (`contracts`: `total_amount`)") == true)
        var current = SchemaCatalog(schemaFiles: [("db/schema.rb", schema.replacingOccurrences(of: "totalamount", with: "total_amount"))], modelFiles: [model])
        current.compare(withMigrations: Self.migrations, schemaPath: "db/schema.rb")
        #expect(current.attributesAreComplete(forModel: "Contract"))
        #expect(current.staleSchemaNote == nil)
    }

    /// The primary key is no form's field: a join table created with `:id => false` (an option
    /// the scanner reads only in the label form) is no column the schema lacks.
    @Test func thePrimaryKeyIsNotCompared() {
        let migration = ("db/migrate/20211012080843_add_groups_users.rb", "class AddGroupsUsers < ActiveRecord::Migration[6.1]\n  def change\n    create_table :groups_users, :id => false do |t|\n      t.belongs_to :group\n    end\n  end\nend\n")
        var catalog = SchemaCatalog(schemaFiles: [("db/schema.rb", "ActiveRecord::Schema.define(version: 2021_10_12_080843) do\n  create_table \"groups_users\", id: false, force: :cascade do |t|\n    t.bigint \"group_id\"\n  end\nend\n")], modelFiles: [])
        catalog.compare(withMigrations: [migration], schemaPath: "db/schema.rb")
        #expect(catalog.columnsOnlyMigrationsAdd.isEmpty)
        #expect(catalog.staleSchemaNote == nil)
    }
}
