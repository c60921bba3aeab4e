import BridgeLintCore

/// Reads the columns the migrations in `db/migrate` leave on each table, applied in version
/// order (the file name's leading digits): `create_table` and `change_table` blocks (`t.string`,
/// `t.references`, `t.timestamps`, `t.rename`, `t.remove`), `add_column`, `add_reference`,
/// `add_belongs_to`, `add_timestamps`, `rename_column`, `remove_column(s)`, `remove_reference`,
/// `remove_timestamps`, `rename_table` and `drop_table`. A `down` method's body, and a
/// `reversible` block's `dir.down`, undo the migration and are not read. SQL run with `execute` is not read.
enum MigrationScanner {
    /// The column types of Active Record's table builders (and of its PostgreSQL and MySQL
    /// adapters), as `t.<type>` names them. Another method of a table builder is a gem's
    /// (Paperclip's `t.attachment :logo` adds `logo_file_name`, not `logo`): not read.
    static let columnTypes: Set<String> = [
        "string", "text", "integer", "bigint", "float", "decimal", "numeric", "boolean", "date", "datetime", "time", "timestamp",
        "timestamptz", "binary", "blob", "json", "jsonb", "uuid", "inet", "cidr", "macaddr", "hstore", "citext", "ltree", "point",
        "line", "lseg", "box", "path", "polygon", "circle", "interval", "bit", "bit_varying", "money", "xml", "tsvector", "oid",
        "enum", "virtual", "serial", "bigserial", "daterange", "numrange", "tsrange", "tstzrange", "int4range", "int8range",
        "tinytext", "mediumtext", "longtext", "tinyblob", "mediumblob", "longblob", "unsigned_integer", "unsigned_bigint",
        "references", "belongs_to", "column", "timestamps", "primary_key",
    ]

    /// Each table's columns after every migration, by table and column name.
    static func columns(of migrations: [(path: String, text: String)]) -> [String: [String: SchemaColumn]] {
        var tables: [String: [String: SchemaColumn]] = [:]
        for migration in migrations.sorted(by: { (version($0.path), $0.path) < (version($1.path), $1.path) }) {
            apply(migration, to: &tables)
        }
        return tables
    }

    /// The version a migration's file name starts with (`20231107163604_add_total.rb`), 0 when none.
    static func version(_ path: String) -> Int {
        Int(String(path.split(separator: "/").last?.prefix { $0.isNumber } ?? "").prefix(18)) ?? 0
    }

    private static func apply(_ migration: (path: String, text: String), to tables: inout [String: [String: SchemaColumn]]) {
        let tokens = RubyStatements(file: SourceFile(path: migration.path, text: migration.text))
        var index = 0
        while index < tokens.count {
            guard let method = tokens.identifier(index), tokens.startsStatement(index) else {
                index += 1
                continue
            }
            let end = max(tokens.statementEnd(from: index), index + 1)
            switch method {
            case "def" where tokens.isIdentifier(index + 1, "down")
                || (tokens.isIdentifier(index + 1, "self") && tokens.isPunctuation(index + 2, ".") && tokens.isIdentifier(index + 3, "down")):
                index = min(tokens.blockEnd(from: end) + 1, tokens.count)
                continue
            case _ where tokens.isPunctuation(index + 1, ".") && tokens.isIdentifier(index + 2, "down"):
                // `dir.down do ... end` / `dir.down { ... }` in a `reversible` block undoes it too.
                index = afterBlock(openedIn: index..<end, in: tokens)
                continue
            case "create_table":
                if let table = SchemaScanner.createTable(at: index, in: tokens) {
                    // The scanner names a column's type by its builder method (`string` for
                    // `t.references`' polymorphic type, `datetime` for `t.timestamps`): a gem's
                    // builder method declares none.
                    let columns = table.table.columns.filter { columnTypes.contains($0.type) }
                    tables[table.table.name] = Dictionary(columns.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                    index = table.end
                    continue
                }
            case "change_table":
                index = changeTable(at: index, in: tokens, tables: &tables)
                continue
            default:
                let call = tokens.call(index + 1..<end)
                let names = call.names.map(\.value)
                guard let table = names.first else { break }
                let site = tokens.site(index)
                switch method {
                case "add_column" where names.count > 1:
                    tables[table, default: [:]][names[1]] = SchemaColumn(name: names[1], type: names.dropFirst(2).first ?? "column", isNullable: true, site: call.names[1].site)
                case "add_reference", "add_belongs_to":
                    let polymorphic = tokens.option("polymorphic", of: call).map { !$0.isIdentifier("false") && !$0.isIdentifier("nil") } ?? false
                    for reference in call.names.dropFirst().prefix(1) {
                        tables[table, default: [:]][reference.value + "_id"] = SchemaColumn(name: reference.value + "_id", type: "references", isNullable: true, site: reference.site)
                        if polymorphic {
                            tables[table, default: [:]][reference.value + "_type"] = SchemaColumn(name: reference.value + "_type", type: "string", isNullable: true, site: reference.site)
                        }
                    }
                case "add_timestamps":
                    for name in ["created_at", "updated_at"] { tables[table, default: [:]][name] = SchemaColumn(name: name, type: "datetime", isNullable: true, site: site) }
                case "rename_column" where names.count > 2:
                    let old = tables[table]?.removeValue(forKey: names[1])
                    tables[table, default: [:]][names[2]] = SchemaColumn(name: names[2], type: old?.type ?? "column", isNullable: true, site: call.names[2].site)
                case "remove_column" where names.count > 1:
                    // `remove_column :todos, :title, :string`: the third is the type.
                    tables[table]?.removeValue(forKey: names[1])
                case "remove_columns":
                    for name in names.dropFirst() { tables[table]?.removeValue(forKey: name) }
                case "remove_reference", "remove_belongs_to":
                    for name in names.dropFirst(1).prefix(1) {
                        tables[table]?.removeValue(forKey: name + "_id")
                        tables[table]?.removeValue(forKey: name + "_type")
                    }
                case "remove_timestamps":
                    for name in ["created_at", "updated_at"] { tables[table]?.removeValue(forKey: name) }
                case "rename_table" where names.count > 1:
                    tables[names[1]] = tables.removeValue(forKey: table)
                case "drop_table":
                    tables.removeValue(forKey: table)
                default: break
                }
            }
            index = end
        }
    }

    /// The index after the block (`do ... end` or `{ ... }`) the statement `statement` opens;
    /// the statement's end when it opens none.
    private static func afterBlock(openedIn statement: Range<Int>, in tokens: RubyStatements) -> Int {
        guard let opener = statement.first(where: { tokens.isIdentifier($0, "do") || tokens.isPunctuation($0, "{") }) else { return statement.upperBound }
        let close = tokens.isPunctuation(opener, "{") ? tokens.closingBrace(from: opener) : tokens.blockEnd(from: opener + 1)
        return min(max(close + 1, statement.upperBound), tokens.count)
    }

    /// A `change_table :todos do |t|` block: what its statements add, rename and remove. Returns
    /// the index after it.
    private static func changeTable(at start: Int, in tokens: RubyStatements, tables: inout [String: [String: SchemaColumn]]) -> Int {
        var index = start + 1
        if tokens.isPunctuation(index, "(") { index += 1 }
        let headerEnd = tokens.statementEnd(from: index)
        guard let table = tokens[index]?.name, let doIndex = (index..<headerEnd).first(where: { tokens.isIdentifier($0, "do") }) else { return headerEnd }
        let body = SchemaScanner.builderCalls(inBlockAfter: doIndex, in: tokens) { method, arguments in
            let call = tokens.call(arguments)
            let names = call.names.map(\.value)
            switch method {
            case "rename" where names.count > 1:
                let old = tables[table]?.removeValue(forKey: names[0])
                tables[table, default: [:]][names[1]] = SchemaColumn(name: names[1], type: old?.type ?? "column", isNullable: true, site: call.names[1].site)
            case "remove":
                for name in names { tables[table]?.removeValue(forKey: name) }
            case "remove_references", "remove_belongs_to":
                for name in names {
                    tables[table]?.removeValue(forKey: name + "_id")
                    tables[table]?.removeValue(forKey: name + "_type")
                }
            case "remove_timestamps":
                for name in ["created_at", "updated_at"] { tables[table]?.removeValue(forKey: name) }
            case _ where !columnTypes.contains(method):
                break
            default:
                for column in SchemaScanner.columnDeclarations(method: method, arguments: arguments, in: tokens, site: tokens.site(arguments.lowerBound - 1)) {
                    tables[table, default: [:]][column.name] = column
                }
            }
        }
        return min(body + 1, tokens.count)
    }
}
