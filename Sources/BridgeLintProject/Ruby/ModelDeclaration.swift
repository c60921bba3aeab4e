/// What kind of thing makes a name an attribute of a model (said in messages: "`avatar` is an
/// attachment", "`items_attributes` comes from `accepts_nested_attributes_for`").
public enum ModelAttributeKind: String, Sendable, Hashable, CaseIterable {
    case column
    case richText
    case attachment
    case association
    case nestedAttributes
    /// `attribute :x`, `attr_accessor`, `attr_writer`, `has_secure_password`.
    case virtual
    case storeAccessor
    case delegated
    case alias
    case enumeration
    /// `def name` or `def name=`: a method a form field may read or write.
    case method
    /// `self.name` or `self.name = …` in the model's own methods: the model answers it (a column
    /// `db/schema.rb` lacks when the schema is older than the database, or a method made elsewhere).
    case usedBySelf
}

/// One name a model responds to as a form field, and where it comes from.
public struct ModelAttribute: Sendable, Hashable {
    public var name: String
    public var kind: ModelAttributeKind
    /// The Ruby macro or schema method that declared it (`has_rich_text`, `t.string`).
    public var declaredBy: String
    public var site: DeclarationSite
}

/// An Active Record model class as declared in `app/models`, or a module there (a namespace or a
/// concern whose declarations become the including model's).
public struct ModelClass: Sendable, Hashable {
    /// Fully qualified: `Admin::Todo`.
    public var name: String
    public var isModule: Bool
    public var superclassName: String?
    public var site: DeclarationSite
    /// `self.table_name = "x"`.
    public var explicitTableName: String?
    /// `self.abstract_class = true` or `primary_abstract_class` (`ApplicationRecord`): no table.
    public var isAbstract: Bool
    /// Names declared in the class body (for a concern: its body and `included do` block), in
    /// source order.
    public var attributes: [ModelAttribute]
    /// `include Taggable`, as written.
    public var includedModules: [String]
    /// Class-level code the scanner cannot read for names: a macro it does not know (a gem's
    /// `devise`, `acts_as_taggable_on`), a conditional declaration, `method_missing`. Each may
    /// add names a form can use, so the attributes read are then possibly incomplete.
    public var unreadDeclarations: [String] = []
}

/// What one model file declares.
public struct ModelScan: Sendable, Hashable {
    public var path: String
    public var classes: [ModelClass] = []
    public var modules: [ModelClass] = []
    /// Modules that define `def self.table_name_prefix` returning a literal: module name -> prefix.
    public var tableNamePrefixes: [String: String] = [:]
}
