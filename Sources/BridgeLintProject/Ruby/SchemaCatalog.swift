/// Tables, models and the attribute names each model accepts from a form. Built once per
/// project; immutable and safe to share between threads.
public struct SchemaCatalog: Sendable {
    /// Tables by name; the first declaration wins when files repeat one.
    public let tables: [String: SchemaTable]
    /// Models by fully qualified class name (`Admin::Todo`).
    public let models: [String: ModelClass]
    /// Modules declared under `app/models` (namespaces and concerns), by qualified name.
    public let modules: [String: ModelClass]
    /// `table_name_prefix` of namespace modules, by module name.
    public let tableNamePrefixes: [String: String]
    /// Qualified model names by their last part (`Todo` → `Admin::Todo`, `Todo`): form objects
    /// name models without their namespace.
    private let modelNamesByLastPart: [String: [String]]
    /// Whether the app's `form_with` (and `fields`) fields get ids (`<model>_<attribute>`), as
    /// its Rails version and configuration prove (see `FormWithIDs`); `form_for`'s always do.
    public var formWithGeneratesIDs = false
    /// Columns the migrations in `db/migrate` leave on a table of the schema that the schema
    /// lacks, by table (a migration edited or added after the schema was dumped, a schema merged
    /// without it): the schema is then not the database's for that table, whose names are not
    /// all known.
    public private(set) var columnsOnlyMigrationsAdd: [String: [SchemaColumn]] = [:]
    /// The schema file those columns are missing from.
    public private(set) var staleSchemaPath: String?

    /// Takes the columns `migrations` leave on the schema's tables that it lacks (see
    /// `columnsOnlyMigrationsAdd`).
    public mutating func compare(withMigrations migrations: [(path: String, text: String)], schemaPath: String?) {
        guard !migrations.isEmpty else { return }
        for (table, columns) in MigrationScanner.columns(of: migrations) {
            guard let declared = tables[table] else { continue }
            // The primary key is no form's field, and migrations name it in options the
            // scanner may not read (`:id => false`, `primary_key:`).
            let missing = columns.values.filter { $0.name != "id" && declared.column(named: $0.name) == nil }.sorted { $0.name < $1.name }
            if !missing.isEmpty { columnsOnlyMigrationsAdd[table] = missing }
        }
        if !columnsOnlyMigrationsAdd.isEmpty { staleSchemaPath = schemaPath }
    }

    /// The names of columns migrations add to the model's table that the schema lacks.
    public func columnsOnlyMigrationsAdd(forModel className: String) -> Set<String> {
        guard !columnsOnlyMigrationsAdd.isEmpty, let table = tableName(forModel: className) else { return [] }
        return Set((columnsOnlyMigrationsAdd[table] ?? []).map(\.name))
    }

    /// What the comparison with the migrations found, said once: nil when they agree.
    public var staleSchemaNote: String? {
        guard let staleSchemaPath, let first = columnsOnlyMigrationsAdd.keys.sorted().first, let columns = columnsOnlyMigrationsAdd[first] else { return nil }
        let others = columnsOnlyMigrationsAdd.count - 1
        let names = columns.prefix(5).map { "`\($0.name)`" }.joined(separator: ", ") + (columns.count > 5 ? " and \(columns.count - 5) more" : "")
        let more = others > 0 ? " (and columns of \(others) more table\(others == 1 ? "" : "s"))" : ""
        return "\(staleSchemaPath): the migrations in db/migrate add columns it lacks (`\(first)`: \(names)\(more)), so it is not the database's schema for those tables; form-unknown-field takes those columns as theirs and reports no other name missing from them, only near misses of the schema's columns."
    }

    /// Reads `db/schema.rb` (or any `.rb` schema) and `db/structure.sql` (`.sql`) plus model
    /// files, and the modules of `moduleFiles` (`lib/`, whose modules models include; its
    /// classes are no models); `facts`: where the scans of unchanged files are kept.
    public init(schemaFiles: [(path: String, text: String)], modelFiles: [(path: String, text: String)],
                moduleFiles: [(path: String, text: String)] = [], facts: SourceFactsStore? = nil) {
        let tables = schemaFiles.flatMap { file in
            let scan = {
                file.path.hasSuffix(".sql")
                    ? SchemaSQLScanner.scan(path: file.path, text: file.text)
                    : SchemaScanner.scan(path: file.path, text: file.text)
            }
            return facts?.schemaTables(at: file.path, text: file.text, scan: scan) ?? scan()
        }
        let scans = { (files: [(path: String, text: String)]) in
            files.map { file in
                let scan = { ModelScanner.scan(path: file.path, text: file.text) }
                return facts?.model(at: file.path, text: file.text, scan: scan) ?? scan()
            }
        }
        let moduleScans = scans(moduleFiles).map { ModelScan(path: $0.path, modules: $0.modules, tableNamePrefixes: $0.tableNamePrefixes) }
        self.init(tables: tables, modelScans: scans(modelFiles) + moduleScans)
    }

    public init(tables: [SchemaTable], modelScans: [ModelScan]) {
        self.tables = Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        models = Dictionary(modelScans.flatMap(\.classes).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        modelNamesByLastPart = Dictionary(grouping: models.keys, by: Inflection.demodulize)
        // A namespace module reopened in several files: merge what each declares.
        modules = Dictionary(modelScans.flatMap(\.modules).map { ($0.name, $0) }) { first, second in
            var merged = first
            merged.attributes += second.attributes
            merged.includedModules += second.includedModules
            return merged
        }
        tableNamePrefixes = modelScans.reduce(into: [:]) { prefixes, scan in
            prefixes.merge(scan.tableNamePrefixes) { first, _ in first }
        }
    }

    /// The model and its known superclasses, nearest first.
    func chain(of className: String) -> [ModelClass] {
        var chain: [ModelClass] = []
        var current: String? = className
        while let name = current, let model = models[name], !chain.contains(where: { $0.name == name }) {
            chain.append(model)
            current = model.superclassName.map { resolve($0, from: model.name, among: models) }
        }
        return chain
    }

    /// A constant as Ruby would find it from inside `className` (`Todo` inside `Admin` may mean
    /// `Admin::Todo`); unchanged when no candidate is known.
    func resolve(_ constant: String, from className: String, among known: [String: ModelClass]) -> String {
        var namespace = className.split(separator: "::").map(String.init)
        while !namespace.isEmpty {
            let candidate = (namespace + [constant]).joined(separator: "::")
            if known[candidate] != nil { return candidate }
            namespace.removeLast()
        }
        return constant
    }

    /// Modules of Rails itself: they add no form attributes of their own.
    static let frameworkNamespaces = ["ActiveModel::", "ActiveRecord::", "ActiveSupport::", "ActionView::", "ActionDispatch::", "GlobalID::"]
    /// Form objects on Active Model declare all their attributes; they have no table.
    static let activeModelModules: Set = ["ActiveModel::Model", "ActiveModel::API", "ActiveModel::Attributes"]

    /// The modules the model and its superclasses include, directly or through other concerns,
    /// split into those declared in the scanned files and those that are not (Rails' own left out).
    public func includedModules(forModel className: String) -> (known: [ModelClass], unknown: [String]) {
        var known: [ModelClass] = []
        var unknown: [String] = []
        var pending = chain(of: className).flatMap { model in model.includedModules.map { (model.name, $0) } }
        var seen: Set<String> = []
        var next = 0
        while next < pending.count {
            let (includer, constant) = pending[next]
            next += 1
            let name = resolve(constant, from: includer, among: modules)
            guard seen.insert(name).inserted else { continue }
            if let module = modules[name] {
                known.append(module)
                pending += module.includedModules.map { (module.name, $0) }
            } else if !Self.frameworkNamespaces.contains(where: name.hasPrefix) {
                unknown.append(name)
            }
        }
        return (known, unknown)
    }

    /// Whether the class (or a superclass) includes `ActiveModel::Model`, `::API` or `::Attributes`.
    public func isActiveModel(_ className: String) -> Bool {
        chain(of: className).contains { !Self.activeModelModules.isDisjoint(with: $0.includedModules) }
    }

    /// The table Active Record uses for a known model: `self.table_name`, the table of a
    /// single-table-inheritance parent, a parent model's or module prefix, else the plural.
    public func tableName(forModel className: String) -> String? {
        guard !isActiveModel(className) else { return nil }
        let chain = chain(of: className)
        // Single-table inheritance: the topmost concrete model in the chain owns the table.
        guard let owner = chain.last(where: { !$0.isAbstract }) else { return nil }
        if let explicit = chain.prefix(through: chain.firstIndex(of: owner) ?? 0).lazy.compactMap(\.explicitTableName).first {
            return explicit
        }
        let parts = owner.name.split(separator: "::").map(String.init)
        let plural = Inflection.tableize(parts.last ?? owner.name)
        let namespace = parts.dropLast().joined(separator: "::")
        guard !namespace.isEmpty else { return plural }
        if let parentTable = tableName(ofNamespaceModel: namespace) {
            return Inflection.singularize(parentTable) + "_" + plural
        }
        return (tableNamePrefixes[namespace] ?? "") + plural
    }

    /// A namespace that is itself a concrete model (`class Todo; class Item`): its table, without
    /// following further namespaces (bounded, no recursion).
    private func tableName(ofNamespaceModel name: String) -> String? {
        guard let model = models[name], !model.isAbstract else { return nil }
        return model.explicitTableName ?? Inflection.tableize(name)
    }

    /// Every name a model accepts, by name: its table's columns plus what the model, its
    /// superclasses and its scanned concerns declare (an Active Model form object: only the
    /// latter). Nil when the model or its table is unknown: then nothing is provable. Modules from
    /// gems may add more: see `includedModules(forModel:)`.
    public func attributes(forModel className: String) -> [String: ModelAttribute]? {
        let columns: [SchemaColumn]
        if let tableName = tableName(forModel: className), let table = tables[tableName] {
            columns = table.columns
        } else if models[className] != nil, isActiveModel(className) {
            columns = []
        } else {
            return nil
        }
        var attributes: [String: ModelAttribute] = [:]
        for column in columns {
            attributes[column.name] = ModelAttribute(name: column.name, kind: .column, declaredBy: column.type, site: column.site)
        }
        for model in chain(of: className) + includedModules(forModel: className).known {
            for attribute in model.attributes where attributes[attribute.name] == nil {
                attributes[attribute.name] = attribute
            }
        }
        return attributes
    }

    /// Whether `attributes(forModel:)` is every name the model answers: its superclasses end at
    /// Active Record (or at none, for an Active Model form object), every module it includes is
    /// scanned, and neither it nor they declare anything unread (a gem's macro, a conditional
    /// declaration, `method_missing`). Only then is a name missing from them provably missing.
    public func attributesAreComplete(forModel className: String) -> Bool {
        let chain = chain(of: className)
        guard let root = chain.last, attributes(forModel: className) != nil else { return false }
        let included = includedModules(forModel: className)
        guard root.superclassName.map(Self.activeRecordBases.contains) ?? true, included.unknown.isEmpty,
              columnsOnlyMigrationsAdd(forModel: className).isEmpty else { return false }
        return (chain + included.known).allSatisfy { $0.unreadDeclarations.isEmpty }
    }

    static let activeRecordBases: Set = ["ActiveRecord::Base", "::ActiveRecord::Base"]

    /// Whether the model, a superclass (`ApplicationRecord`) or a module it includes defines
    /// `method_missing`: it may answer any name, one a letter away from a known one included
    /// (`noteable_nid` beside `noteable_id`).
    public func answersAnyName(forModel className: String) -> Bool {
        (chain(of: className) + includedModules(forModel: className).known).contains { $0.unreadDeclarations.contains("method_missing") }
    }

    public func attributeNames(forModel className: String) -> Set<String>? {
        attributes(forModel: className).map { Set($0.keys) }
    }

    /// The model behind a form object: `todo`, `@todo`, `:todo`, `todos`, `admin_todo`,
    /// `project_todo` (tries `ProjectTodo`, then `Todo`). With `exactly`, only the whole name
    /// counts: a scope such as `:new_api_user` is a parameter key, and dropping its first words
    /// (`User`) would be a guess.
    public func model(forFormObject name: String, exactly: Bool = false) -> ModelClass? {
        let bare = String(name.drop { $0 == "@" || $0 == ":" })
        var words = Inflection.singularize(bare).split(separator: "_").map(String.init)
        while !words.isEmpty {
            let className = Inflection.camelize(words.joined(separator: "_"))
            if let model = models[className] { return model }
            if let namespaced = modelNamesByLastPart[className], namespaced.count == 1 { return models[namespaced[0]] }
            if exactly { return nil }
            words.removeFirst()
        }
        return nil
    }
}
