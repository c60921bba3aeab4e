import BridgeLintCore

// A Swift or Kotlin file's scan as `SourceFactsStore` keeps it: every stored property, in
// declaration order (`storedPropertyCount` is checked by a test against each type's stored
// properties).

extension NativeSourceScan: CompactWritable {
    static let storedPropertyCount = 7

    public func write(to writer: CompactWriter) {
        writer.write(platform)
        writer.write(path)
        writer.write(classes)
        writer.write(messages)
        writer.write(registrations)
        writer.write(lists)
        writer.write(strayFactories)
    }

    public init(from reader: CompactReader) throws {
        platform = try reader.read()
        path = try reader.readString()
        classes = try reader.read()
        messages = try reader.read()
        registrations = try reader.read()
        lists = try reader.read()
        strayFactories = try reader.read()
    }
}

extension Platform: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(rawValue)
    }

    public init(from reader: CompactReader) throws {
        self = try reader.readCase()
    }
}

extension NativeClassDeclaration: CompactWritable {
    static let storedPropertyCount = 6

    public func write(to writer: CompactWriter) {
        writer.write(platform)
        writer.write(name)
        writer.write(superclassName)
        writer.write(site)
        writer.write(componentName)
        writer.write(referencedTypeNames)
    }

    public init(from reader: CompactReader) throws {
        platform = try reader.read()
        name = try reader.readString()
        superclassName = try reader.readOptionalString()
        site = try reader.read()
        componentName = try reader.readOptional()
        referencedTypeNames = Set(try reader.readStrings())
    }
}

extension NativeName: CompactWritable {
    static let storedPropertyCount = 2

    public func write(to writer: CompactWriter) {
        writer.write(value)
        writer.write(site)
    }

    public init(from reader: CompactReader) throws {
        value = try reader.readOptionalString()
        site = try reader.read()
    }
}

extension MessageStruct: CompactWritable {
    static let storedPropertyCount = 6

    public func write(to writer: CompactWriter) {
        writer.write(platform)
        writer.write(name)
        writer.write(site)
        writer.write(enclosingTypeNames)
        writer.write(fields)
        writer.write(hasCustomDecoding)
    }

    public init(from reader: CompactReader) throws {
        platform = try reader.read()
        name = try reader.readString()
        site = try reader.read()
        enclosingTypeNames = try reader.readStrings()
        fields = try reader.read()
        hasCustomDecoding = try reader.readBool()
    }
}

extension MessageField: CompactWritable {
    static let storedPropertyCount = 9

    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(jsonKey)
        writer.write(typeName)
        writer.write(isOptional)
        writer.write(hasDefault)
        writer.write(isConstant)
        writer.write(isDecoded)
        writer.write(isRequired)
        writer.write(site)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readString()
        jsonKey = try reader.readString()
        typeName = try reader.readString()
        isOptional = try reader.readBool()
        hasDefault = try reader.readBool()
        isConstant = try reader.readBool()
        isDecoded = try reader.readBool()
        isRequired = try reader.readBool()
        site = try reader.read()
    }
}

extension NativeRegistrationCall: CompactWritable {
    static let storedPropertyCount = 3

    public func write(to writer: CompactWriter) {
        writer.write(platform)
        writer.write(site)
        writer.write(items)
    }

    public init(from reader: CompactReader) throws {
        platform = try reader.read()
        site = try reader.read()
        items = try reader.read()
    }
}

extension NativeRegistrationCall.Item: CompactWritable {
    public func write(to writer: CompactWriter) {
        switch self {
        case let .entry(entry):
            writer.write(0)
            writer.write(entry)
        case let .list(name, expression, site):
            writer.write(1)
            writer.write(name)
            writer.write(expression)
            writer.write(site)
        case let .unknown(expression, site):
            writer.write(2)
            writer.write(expression)
            writer.write(site)
        }
    }

    public init(from reader: CompactReader) throws {
        switch try reader.readInt() {
        case 0: self = .entry(try reader.read())
        case 1: self = .list(name: try reader.readString(), expression: try reader.readString(), site: try reader.read())
        case 2: self = .unknown(expression: try reader.readString(), site: try reader.read())
        case let other: throw CompactFormatError(description: "no registration item \(other)")
        }
    }
}

extension NativeComponentList: CompactWritable {
    static let storedPropertyCount = 4

    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(site)
        writer.write(entries)
        writer.write(unknownElements)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readString()
        site = try reader.read()
        entries = try reader.read()
        unknownElements = try reader.readStrings()
    }
}

extension NativeRegistrationEntry: CompactWritable {
    static let storedPropertyCount = 3

    public func write(to writer: CompactWriter) {
        writer.write(className)
        writer.write(factoryName)
        writer.write(site)
    }

    public init(from reader: CompactReader) throws {
        className = try reader.readOptionalString()
        factoryName = try reader.readOptional()
        site = try reader.read()
    }
}
