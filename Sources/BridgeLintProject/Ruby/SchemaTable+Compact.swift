import BridgeLintCore

// The schema's tables as `SourceFactsStore` keeps them: every stored property, in declaration
// order (`storedPropertyCount` is checked by a test against each type's stored properties).

extension SchemaTable: CompactWritable {
    static let storedPropertyCount = 3

    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(site)
        writer.write(columns)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readString()
        site = try reader.read()
        columns = try reader.read()
    }
}

extension SchemaColumn: CompactWritable {
    static let storedPropertyCount = 4

    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(type)
        writer.write(isNullable)
        writer.write(site)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readString()
        type = try reader.readString()
        isNullable = try reader.readBool()
        site = try reader.read()
    }
}

extension DeclarationSite: CompactWritable {
    static let storedPropertyCount = 4

    public func write(to writer: CompactWriter) {
        writer.write(path)
        writer.write(line)
        writer.write(column)
        writer.write(range)
    }

    public init(from reader: CompactReader) throws {
        self.init(path: try reader.readString(), line: try reader.readInt(), column: try reader.readInt(), range: try reader.read())
    }
}
