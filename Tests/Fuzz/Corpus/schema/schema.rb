ActiveRecord::Schema[8.0].define(version: 2026_01_01_000000) do
  enable_extension "plpgsql"

  create_table "posts", force: :cascade do |t|
    t.string "title", null: false
    t.text "body"
    t.references :user, foreign_key: true
    t.timestamps
    t.index ["title"], name: "index_posts_on_title"
  end

  create_table :users, id: :uuid do |t|
    t.column "email", :string, default: -> { "''" }
  end
  add_foreign_key "posts", "users"
end
