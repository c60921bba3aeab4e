import Testing
@testable import BridgeLintProject

@Suite struct SchemaScannerTests {
    static let schema = #"""
    # This file is auto-generated from the current state of the database.
    ActiveRecord::Schema[8.0].define(version: 2025_01_01_000000) do
      # These are extensions that must be enabled in order to support this database
      enable_extension "plpgsql"

      create_table "todos", force: :cascade do |t|
        t.string "title", null: false
        t.text "description"
        t.references :user, null: false, foreign_key: true
        t.belongs_to :owner, polymorphic: true
        t.string "first", "second"
        t.column "priority", :integer
        t.index ["title"], name: "index_todos_on_title"
        t.timestamps
      end

      create_table "settings", id: false, force: :cascade do |t|
        t.string "key",
          null: false
        t.string "note", default: "do end"
      end

      create_table :people, primary_key: "uuid"

      create_table "legacy", :force => true do |t|
        t.string "code", :null => false
      end
    end
    """#

    @Test func readsTablesAndColumns() throws {
        let tables = SchemaScanner.scan(path: "db/schema.rb", text: Self.schema)
        #expect(tables.map(\.name) == ["todos", "settings", "people", "legacy"])
        #expect(tables[3].columns.map(\.isNullable) == [false, false])
        let todos = tables[0]
        #expect(todos.columns.map(\.name) == [
            "id", "title", "description", "user_id", "owner_id", "owner_type", "first", "second", "priority",
            "created_at", "updated_at",
        ])
        #expect(todos.site.line == 6)
        #expect(todos.column(named: "title")?.isNullable == false)
        #expect(todos.column(named: "title")?.site.line == 7)
        #expect(todos.column(named: "description")?.isNullable == true)
        #expect(todos.column(named: "priority")?.type == "integer")
        #expect(tables[1].columns.map(\.name) == ["key", "note"])
        #expect(tables[1].columns[0].isNullable == false)
        #expect(tables[2].columns.map(\.name) == ["uuid"])
    }

    @Test func readsSimpleStructureSQL() {
        let tables = SchemaSQLScanner.scan(path: "db/structure.sql", text: """
        -- CREATE TABLE public.fake (x integer);
        CREATE TABLE public.todos (
            id bigint NOT NULL,
            title character varying(255) NOT NULL,
            "description" text DEFAULT 'a, b',
            CONSTRAINT title_present CHECK ((title <> ''::text))
        );
        CREATE TABLE IF NOT EXISTS tags (name text);
        """)
        #expect(tables.map(\.name) == ["todos", "tags"])
        #expect(tables[0].columns.map(\.name) == ["id", "title", "description"])
        #expect(tables[0].columns.map(\.isNullable) == [false, false, true])
        #expect(tables[0].columns[1].site.line == 4)
    }
}
