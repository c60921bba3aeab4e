import BridgeLintCore

/// Reads Active Record model files (`app/models/**/*.rb`): classes with their namespaces and
/// superclass, `self.table_name`, and the macros that add assignable names (`has_rich_text`,
/// `attribute`, `belongs_to`, `accepts_nested_attributes_for`, `store_accessor`, `delegate`...).
public enum ModelScanner {
    public static func scan(path: String, text: String) -> ModelScan {
        var scan = ModelFileScan(tokens: RubyStatements(file: SourceFile(path: path, text: text)))
        return scan.run()
    }
}

private struct ModelFileScan {
    /// What an open `... end` block is.
    enum Frame {
        case model(Int)
        case module(Int)
        /// `included do ... end` in a concern: its declarations belong to the module.
        case included(Int)
        /// `FIELDS.each do |name| ... end` in a class or module body: what it declares belongs
        /// to that class or module, usually under names made at run time.
        case classLevelLoop(Owner)
        case other
    }

    /// Where declarations go.
    enum Owner {
        case model(Int)
        case module(Int)
    }

    let tokens: RubyStatements
    var result: ModelScan
    var stack: [Frame] = []

    init(tokens: RubyStatements) {
        self.tokens = tokens
        result = ModelScan(path: tokens.file.path)
    }

    /// The qualified name of the innermost class or module (`Admin::Todo`), or "" at top level.
    var enclosingName: String {
        for frame in stack.reversed() {
            switch frame {
            case let .module(index): return result.modules[index].name
            case let .model(index): return result.classes[index].name
            case .included, .classLevelLoop, .other: continue
            }
        }
        return ""
    }

    var owner: Owner? {
        switch stack.last {
        case let .model(index)?: .model(index)
        case let .module(index)?, let .included(index)?: .module(index)
        case let .classLevelLoop(owner)?: owner
        default: nil
        }
    }

    mutating func run() -> ModelScan {
        var index = 0
        while index < tokens.count {
            let token = tokens.tokens[index]
            if token.isIdentifier("def") {
                recordTableNamePrefix(def: index)
                recordMethod(def: index)
            }
            if token.isIdentifier("self") { recordUseOnSelf(at: index) }
            if token.isIdentifier("end"), !tokens.isPunctuation(index - 1, ".") {
                _ = stack.popLast()
            } else if tokens.opensBlock(index) {
                if let owner, Self.conditionals.contains(token.text), tokens.startsStatement(index) {
                    update(owner) { $0.unreadDeclarations.append(token.text) }
                }
                stack.append(frame(opening: index))
            } else if let owner, token.kind == .identifier, tokens.startsStatement(index) {
                declaration(at: index, in: owner)
            }
            index += 1
        }
        return result
    }

    /// `A::B` starting at `index`: the name and the index after it.
    func constantPath(at start: Int) -> (name: String, end: Int)? {
        guard let first = tokens.identifier(start) else { return nil }
        var parts = [first]
        var index = start + 1
        while tokens.isPunctuation(index, "::"), let next = tokens.identifier(index + 1) {
            parts.append(next)
            index += 2
        }
        return (parts.joined(separator: "::"), index)
    }

    mutating func frame(opening index: Int) -> Frame {
        let keyword = tokens.tokens[index].text
        if keyword == "do", tokens.isIdentifier(index - 1, "included"), tokens.startsStatement(index - 1),
           case let .module(module)? = stack.last {
            return .included(module)
        }
        if keyword == "do", let owner, tokens.isPunctuation(index - 2, "."),
           let method = tokens.identifier(index - 1), Self.iterations.contains(method) {
            return .classLevelLoop(owner)
        }
        guard keyword == "class" || keyword == "module", let path = constantPath(at: index + 1) else { return .other }
        var declaration = ModelClass(
            name: enclosingName.isEmpty ? path.name : enclosingName + "::" + path.name, isModule: keyword == "module",
            superclassName: nil, site: tokens.site(index + 1), explicitTableName: nil, isAbstract: false,
            attributes: [], includedModules: []
        )
        if declaration.isModule {
            result.modules.append(declaration)
            return .module(result.modules.count - 1)
        }
        if tokens.isPunctuation(path.end, "<") { declaration.superclassName = constantPath(at: path.end + 1)?.name }
        result.classes.append(declaration)
        return .model(result.classes.count - 1)
    }

    /// Iterations whose block, run in a class body, declares for the class (`each do |name|
    /// define_method(...)`).
    static let iterations: Set = ["each", "each_pair", "each_key", "each_with_index", "each_with_object", "times"]

    /// Keywords opening class-level code whose declarations are not read.
    static let conditionals: Set = ["if", "unless", "case", "begin", "while", "until", "for"]

    /// Class-level calls that add no name a form field can use (or whose names are columns
    /// already), besides the macros `declaration(at:in:)` reads. Any other call may come from a
    /// gem and add names. Prefixes: `validates_*`, callbacks `before_*`, `after_*`, `around_*`.
    static let macrosAddingNoNames: Set = [
        "validates", "validate", "scope", "default_scope", "private", "protected", "public", "private_constant",
        "attr_readonly", "normalizes", "encrypts", "serialize", "has_secure_token", "generates_token_for",
        "broadcasts", "broadcasts_to", "broadcasts_refreshes", "broadcasts_refreshes_to", "extend", "require",
        "require_relative", "class_attribute", "cattr_accessor", "mattr_accessor", "cattr_reader", "mattr_reader",
        "class_methods", "connects_to", "ignored_columns", "self", "include", "prepend", "included", "after_initialize",
        "table_name", "primary_key", "inheritance_column", "enum", "validates_with", "has_secure_password",
    ]
    static let prefixesAddingNoNames = ["validates_", "before_", "after_", "around_"]

    /// `def title` / `def title=(value)` in a model or concern: a name a form field may use
    /// (class methods, `def self.x`, and predicates or bang methods, `def done?`, are not).
    /// `method_missing` answers any name: the model's names are then not all known.
    mutating func recordMethod(def index: Int) {
        if let owner, case .module = owner, tokens.isIdentifier(index + 1, "self"), tokens.isPunctuation(index + 2, "."),
           tokens.isIdentifier(index + 3, "included") {
            readIncludedHook(def: index, in: owner)
            return
        }
        guard let owner, let name = tokens.identifier(index + 1), name != "self", !tokens.isPunctuation(index + 2, "."),
              !name.hasSuffix("?"), !name.hasSuffix("!") else { return }
        if name == "method_missing" { update(owner) { $0.unreadDeclarations.append(name) } }
        let bare = name.hasSuffix("=") ? String(name.dropLast()) : name
        guard !bare.isEmpty else { return }
        add(owner, bare, .method, "def", tokens.site(index + 1))
    }

    /// `self.saldo = total` or `self.saldo.to_f` inside a method (or block) of a model or
    /// concern: a name the model answers, whatever the schema says. At class level `self.` sets
    /// the class's own settings (`self.table_name =`), which are not attributes.
    mutating func recordUseOnSelf(at index: Int) {
        guard owner == nil, !tokens.isIdentifier(index - 1, "def"), tokens.isPunctuation(index + 1, "."), let name = tokens.identifier(index + 2),
              !name.hasSuffix("?"), !name.hasSuffix("!"),
              let model = stack.reversed().lazy.compactMap(Self.owner(of:)).first else { return }
        add(model, name.hasSuffix("=") ? String(name.dropLast()) : name, .usedBySelf, "self.", tokens.site(index + 2))
    }

    /// The class or module a frame declares for, nil for a block or method.
    private static func owner(of frame: Frame) -> Owner? {
        switch frame {
        case let .model(index): .model(index)
        case let .module(index), let .included(index): .module(index)
        case .classLevelLoop, .other: nil
        }
    }

    /// `def self.included(base)` in a module: the macros the hook calls on the class that
    /// includes it (`base.send :attr_accessor, :x`, `base.attr_accessor :x`) are the module's
    /// declarations; any other statement (`base.class_eval do`, a condition) leaves its names
    /// unread.
    mutating func readIncludedHook(def index: Int, in module: Owner) {
        guard tokens.isPunctuation(index + 4, "("), let parameter = tokens.identifier(index + 5), tokens.isPunctuation(index + 6, ")") else {
            update(module) { $0.unreadDeclarations.append("self.included") }
            return
        }
        let end = tokens.blockEnd(from: index + 1)
        for statement in index + 7..<max(index + 7, end) where tokens.startsStatement(statement) {
            let statementEnd = min(tokens.statementEnd(from: statement), end)
            guard tokens.isIdentifier(statement, parameter), tokens.isPunctuation(statement + 1, "."), let method = tokens.identifier(statement + 2) else {
                update(module) { $0.unreadDeclarations.append("self.included") }
                continue
            }
            guard method == "send" || method == "__send__" else {
                declare(method, arguments: statement + 3..<statementEnd, at: statement + 2, in: module)
                continue
            }
            // `base.send :attr_accessor, :a, :b` or `base.send(:attr_accessor, :a)`.
            let symbol = tokens.isPunctuation(statement + 3, "(") ? statement + 4 : statement + 3
            guard let token = tokens[symbol], token.kind == .symbol, let macro = token.name, tokens.isPunctuation(symbol + 1, ",") else {
                update(module) { $0.unreadDeclarations.append("self.included") }
                continue
            }
            declare(macro, arguments: symbol + 2..<statementEnd, at: symbol, in: module)
        }
    }

    /// `def self.table_name_prefix = "admin_"` or `def self.table_name_prefix; "admin_"; end` in a module.
    mutating func recordTableNamePrefix(def index: Int) {
        guard case .module? = stack.last, tokens.isIdentifier(index + 1, "self"),
              tokens.isIdentifier(index + 3, "table_name_prefix") else { return }
        let end = tokens.isEndlessDefinition(index) ? tokens.statementEnd(from: index) : tokens.blockEnd(from: index + 1)
        let body = index + 4..<max(index + 4, end)
        let tokens = tokens
        if let prefix = body.lazy.compactMap({ tokens[$0]?.kind == .string ? tokens[$0]?.name : nil }).first {
            result.tableNamePrefixes[enclosingName] = prefix
        }
    }

    /// Changes the class or module declarations go to.
    mutating func update(_ owner: Owner, _ change: (inout ModelClass) -> Void) {
        switch owner {
        case let .model(index): change(&result.classes[index])
        case let .module(index): change(&result.modules[index])
        }
    }

    mutating func add(_ model: Owner, _ name: String, _ kind: ModelAttributeKind, _ macro: String, _ site: DeclarationSite) {
        update(model) { $0.attributes.append(ModelAttribute(name: name, kind: kind, declaredBy: macro, site: site)) }
    }

    mutating func declaration(at index: Int, in model: Owner) {
        let macro = tokens.tokens[index].text
        let end = tokens.statementEnd(from: index)
        if macro == "self", tokens.isIdentifier(index + 2, "table_name"), tokens.isPunctuation(index + 3, "="),
           let name = tokens[index + 4]?.name {
            update(model) { $0.explicitTableName = name }
            return
        }
        // Rails 3.1 and before: `set_table_name :legacy_posts` (or a string).
        if macro == "set_table_name", let name = tokens[index + 1]?.name ?? (tokens.isPunctuation(index + 1, "(") ? tokens[index + 2]?.name : nil) {
            update(model) { $0.explicitTableName = name }
            return
        }
        if macro == "primary_abstract_class" || (macro == "self" && tokens.isIdentifier(index + 2, "abstract_class")
            && tokens.isPunctuation(index + 3, "=") && tokens.isIdentifier(index + 4, "true")) {
            update(model) { $0.isAbstract = true }
            return
        }
        declare(macro, arguments: index + 1..<end, at: index, in: model)
    }

    /// The class-level call of `macro` (at `index`) with the tokens `arguments`.
    mutating func declare(_ macro: String, arguments: Range<Int>, at index: Int, in model: Owner) {
        if macro == "include" {
            var cursor = arguments.lowerBound
            while let path = constantPath(at: cursor) {
                update(model) { $0.includedModules.append(path.name) }
                guard tokens.isPunctuation(path.end, ",") else { break }
                cursor = path.end + 1
            }
            return
        }
        let call = tokens.call(arguments)
        let names = call.names
        if call.hasComputedNames, macro.hasPrefix("attr_") {
            // `attr_accessor(*FIELDS)`: names made at run time.
            update(model) { $0.unreadDeclarations.append(macro) }
            return
        }
        switch macro {
        case "has_rich_text":
            for name in names { add(model, name.value, .richText, macro, name.site) }
        case "has_one_attached", "has_many_attached":
            for name in names { add(model, name.value, .attachment, macro, name.site) }
        case "attribute":
            if let name = names.first { add(model, name.value, .virtual, macro, name.site) }
        case "attr_accessor", "attr_writer":
            for name in names { add(model, name.value, .virtual, macro, name.site) }
        case "has_secure_password":
            let name = names.first?.value ?? "password"
            let site = names.first?.site ?? tokens.site(index)
            add(model, name, .virtual, macro, site)
            add(model, name + "_confirmation", .virtual, macro, site)
        case "belongs_to":
            guard let name = names.first else { break }
            add(model, name.value, .association, macro, name.site)
            add(model, tokens.option("foreign_key", of: call)?.name ?? name.value + "_id", .association, macro, name.site)
            if tokens.option("polymorphic", of: call)?.isIdentifier("true") == true {
                add(model, name.value + "_type", .association, macro, name.site)
            }
        case "has_many", "has_and_belongs_to_many":
            guard let name = names.first else { break }
            add(model, name.value, .association, macro, name.site)
            add(model, Inflection.singularize(name.value) + "_ids", .association, macro, name.site)
        case "has_one":
            if let name = names.first { add(model, name.value, .association, macro, name.site) }
        case "accepts_nested_attributes_for":
            for name in names { add(model, name.value + "_attributes", .nestedAttributes, macro, name.site) }
        case "store_accessor":
            guard !call.hasComputedNames, let store = names.first, let affixes = storeAccessorAffixes(call, store: store.value) else {
                update(model) { $0.unreadDeclarations.append(macro) }
                break
            }
            for name in names.dropFirst() { add(model, affixes.prefix + name.value + affixes.suffix, .storeAccessor, macro, name.site) }
        case "store":
            guard let store = names.first, let affixes = storeAccessorAffixes(call, store: store.value) else {
                update(model) { $0.unreadDeclarations.append(macro) }
                break
            }
            for name in tokens.names(inOption: "accessors", of: call) {
                add(model, affixes.prefix + name.value + affixes.suffix, .storeAccessor, macro, name.site)
            }
        case "delegate":
            let prefix = delegatePrefix(call)
            for name in names { add(model, prefix + name.value, .delegated, macro, name.site) }
        case "alias_attribute":
            if let name = names.first { add(model, name.value, .alias, macro, name.site) }
        case "validates", "validates_acceptance_of", "validates_confirmation_of":
            // Acceptance and confirmation validations define the attribute they check.
            let accepts = macro == "validates_acceptance_of" || (macro == "validates" && call.options["acceptance"] != nil)
            let confirms = macro == "validates_confirmation_of" || (macro == "validates" && call.options["confirmation"] != nil)
            for name in names {
                if accepts { add(model, name.value, .virtual, macro, name.site) }
                if confirms { add(model, name.value + "_confirmation", .virtual, macro, name.site) }
            }
        case "attr_reader":
            for name in names { add(model, name.value, .virtual, macro, name.site) }
        case "delegated_type":
            guard let name = names.first else { break }
            for attribute in [name.value, name.value + "_type", name.value + "_id"] { add(model, attribute, .association, macro, name.site) }
        case "enum":
            if let name = names.first {
                add(model, name.value, .enumeration, macro, name.site)
            } else {
                // `enum status: { ... }, kind: [...]`; `_prefix:` style options are not enums.
                for (label, valueIndex) in call.options.sorted(by: { $0.value < $1.value }) where !label.hasPrefix("_") {
                    add(model, label, .enumeration, macro, tokens.site(valueIndex - 1))
                }
            }
        default:
            // A constant (`STATUSES = ...`, `Rails.logger...`) declares nothing.
            if macro.first?.isUppercase != true, !Self.macrosAddingNoNames.contains(macro), !Self.prefixesAddingNoNames.contains(where: macro.hasPrefix) {
                update(model) { $0.unreadDeclarations.append(macro) }
            }
        }
    }

    /// What a store accessor's `prefix:` and `suffix:` add to its names: `prefix: true` on
    /// `store_accessor :resolution, :x` makes `resolution_x`, `suffix: :pref` makes `x_pref`.
    /// Nil when an affix is not a literal.
    func storeAccessorAffixes(_ call: RubyCall, store: String) -> (prefix: String, suffix: String)? {
        /// The text the option `label` adds to the names (`joined` to its word), `""` without
        /// the option or with `false`; nil when its value is not a literal.
        func affix(_ label: String, joined: (String) -> String) -> String? {
            guard let value = tokens.option(label, of: call) else { return "" }
            if value.isIdentifier("true") { return joined(store) }
            if value.isIdentifier("false") || value.isIdentifier("nil") { return "" }
            return value.name.map(joined)
        }
        guard let prefix = affix("prefix", joined: { $0 + "_" }), let suffix = affix("suffix", joined: { "_" + $0 }) else { return nil }
        return (prefix, suffix)
    }

    /// `delegate :name, to: :user, prefix: true` reads as `user_name`; `prefix: :owner` as `owner_name`.
    func delegatePrefix(_ call: RubyCall) -> String {
        guard let prefix = tokens.option("prefix", of: call) else { return "" }
        if prefix.isIdentifier("true") { return tokens.option("to", of: call)?.name.map { $0 + "_" } ?? "" }
        return prefix.name.map { $0 + "_" } ?? ""
    }
}
