import BridgeLintCore

// A model file's scan as `SourceFactsStore` keeps it: every stored property, in declaration
// order (`storedPropertyCount` is checked by a test against each type's stored properties).

extension ModelScan: CompactWritable {
    static let storedPropertyCount = 4

    public func write(to writer: CompactWriter) {
        writer.write(path)
        writer.write(classes)
        writer.write(modules)
        writer.writeCount(tableNamePrefixes.count)
        for (module, prefix) in tableNamePrefixes.sorted(by: { $0.key < $1.key }) {
            writer.write(module)
            writer.write(prefix)
        }
    }

    public init(from reader: CompactReader) throws {
        path = try reader.readString()
        classes = try reader.read()
        modules = try reader.read()
        tableNamePrefixes = Dictionary(try reader.readList { (try reader.readString(), try reader.readString()) }) { first, _ in first }
    }
}

extension ModelClass: CompactWritable {
    static let storedPropertyCount = 9

    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(isModule)
        writer.write(superclassName)
        writer.write(site)
        writer.write(explicitTableName)
        writer.write(isAbstract)
        writer.write(attributes)
        writer.write(includedModules)
        writer.write(unreadDeclarations)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readString()
        isModule = try reader.readBool()
        superclassName = try reader.readOptionalString()
        site = try reader.read()
        explicitTableName = try reader.readOptionalString()
        isAbstract = try reader.readBool()
        attributes = try reader.read()
        includedModules = try reader.readStrings()
        unreadDeclarations = try reader.readStrings()
    }
}

extension ModelAttribute: CompactWritable {
    static let storedPropertyCount = 4

    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(kind.rawValue)
        writer.write(declaredBy)
        writer.write(site)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readString()
        kind = try reader.readCase()
        declaredBy = try reader.readString()
        site = try reader.read()
    }
}
