import BridgeLintCore

/// Reads the tables of a Rails `db/schema.rb`: `create_table "todos", force: :cascade do |t|`
/// with `t.string "title", null: false`, `t.references :user, polymorphic: true`, `t.timestamps`.
public enum SchemaScanner {
    public static func scan(path: String, text: String) -> [SchemaTable] {
        let file = SourceFile(path: path, text: text)
        let tokens = RubyStatements(file: file)
        var tables: [SchemaTable] = []
        var index = 0
        while index < tokens.count {
            if tokens.isIdentifier(index, "create_table"), let table = createTable(at: index, in: tokens) {
                tables.append(table.table)
                index = table.end
            } else {
                index += 1
            }
        }
        return tables
    }

    /// Methods of the table builder that declare no column.
    static let nonColumnMethods: Set = [
        "index", "check_constraint", "foreign_key", "exclusion_constraint", "unique_constraint", "remove",
    ]

    static func createTable(at start: Int, in tokens: RubyStatements) -> (table: SchemaTable, end: Int)? {
        var index = start + 1
        if tokens.isPunctuation(index, "(") { index += 1 }
        guard let name = tokens[index]?.name else { return nil }
        let nameSite = tokens.site(index)
        let header = index..<tokens.statementEnd(from: index)
        var primaryKey: String? = "id"
        for option in header where tokens[option]?.kind == .label {
            let value = tokens[option + 1]
            if tokens[option]?.text == "id", value?.isIdentifier("false") == true { primaryKey = nil }
            if tokens[option]?.text == "primary_key" { primaryKey = value?.name ?? primaryKey }
        }
        var columns: [SchemaColumn] = primaryKey.map {
            [SchemaColumn(name: $0, type: "primary_key", isNullable: false, site: nameSite)]
        } ?? []
        guard let doIndex = header.first(where: { tokens.isIdentifier($0, "do") }) else {
            return (SchemaTable(name: name, site: nameSite, columns: columns), header.upperBound)
        }
        let body = builderCalls(inBlockAfter: doIndex, in: tokens) { method, arguments in
            columns += columnDeclarations(method: method, arguments: arguments, in: tokens, site: tokens.site(arguments.lowerBound - 1))
        }
        return (SchemaTable(name: name, site: nameSite, columns: columns), min(body + 1, tokens.count))
    }

    /// Calls `visit` with each `t.<method>` statement of the table block whose `do` is at
    /// `doIndex` (`do |t|`, any variable name): the method and its arguments' tokens. Returns
    /// the index of the block's `end`.
    static func builderCalls(inBlockAfter doIndex: Int, in tokens: RubyStatements, _ visit: (_ method: String, _ arguments: Range<Int>) -> Void) -> Int {
        var builder = "t"
        var index = doIndex + 1
        if tokens.isPunctuation(index, "|"), let variable = tokens.identifier(index + 1) {
            builder = variable
            index += 3
        }
        let body = tokens.blockEnd(from: index)
        while index < body {
            let statementEnd = max(tokens.statementEnd(from: index), index + 1)
            if tokens.isIdentifier(index, builder), tokens.isPunctuation(index + 1, "."), let method = tokens.identifier(index + 2) {
                visit(method, index + 3..<max(statementEnd, index + 3))
            }
            index = statementEnd
        }
        return body
    }

    /// The columns one `t.<method> ...` statement declares.
    static func columnDeclarations(method: String, arguments: Range<Int>, in tokens: RubyStatements, site: DeclarationSite) -> [SchemaColumn] {
        guard !nonColumnMethods.contains(method) else { return [] }
        let call = tokens.call(arguments)
        let isNullable = tokens.option("null", of: call)?.isIdentifier("false") != true
        switch method {
        case "timestamps":
            return ["created_at", "updated_at"].map { SchemaColumn(name: $0, type: "datetime", isNullable: isNullable, site: site) }
        case "references", "belongs_to":
            let polymorphic = tokens.option("polymorphic", of: call).map { !$0.isIdentifier("false") && !$0.isIdentifier("nil") } ?? false
            return call.names.flatMap { name -> [SchemaColumn] in
                let reference = SchemaColumn(name: name.value + "_id", type: "references", isNullable: isNullable, site: name.site)
                let type = SchemaColumn(name: name.value + "_type", type: "string", isNullable: isNullable, site: name.site)
                return polymorphic ? [reference, type] : [reference]
            }
        case "column":
            guard let name = call.names.first else { return [] }
            let type = call.names.dropFirst().first?.value ?? "column"
            return [SchemaColumn(name: name.value, type: type, isNullable: isNullable, site: name.site)]
        default:
            return call.names.map { SchemaColumn(name: $0.value, type: method, isNullable: isNullable, site: $0.site) }
        }
    }
}
