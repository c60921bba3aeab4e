/// A database table as declared in `db/schema.rb` or `db/structure.sql`.
public struct SchemaTable: Sendable, Hashable {
    public var name: String
    /// The table name in `create_table "todos"`.
    public var site: DeclarationSite
    /// In declaration order; the primary key first unless `id: false`.
    public var columns: [SchemaColumn]

    public func column(named name: String) -> SchemaColumn? { columns.first { $0.name == name } }
}

public struct SchemaColumn: Sendable, Hashable {
    public var name: String
    /// `string`, `text`, `references`, `timestamps`... or the SQL type.
    public var type: String
    /// `null: false` / `NOT NULL` makes it false.
    public var isNullable: Bool
    public var site: DeclarationSite
}
