import BridgeLintCore

/// A controller's scan as `SourceFactsStore` keeps it: every stored property, in declaration
/// order. A property added to `StimulusController` must be added here too
/// (`storedPropertyCount`, checked by a test against the type's stored properties).
extension StimulusController: CompactWritable {
    static let storedPropertyCount = 47

    public func write(to writer: CompactWriter) {
        writer.write(identifier)
        writer.write(path)
        writer.write(origin)
        writer.write(membersAreKnown)
        writer.write(className)
        writer.write(classLocation)
        writer.write(superclassName)
        writer.write(superclassModule)
        writer.write(isBridgeComponent)
        writer.write(bridgeComponentModule)
        writer.write(ancestorPaths)
        writer.write(inheritanceIsKnown)
        writer.write(unreadSuperclass)
        writer.write(componentName)
        writer.write(componentLocation)
        writer.write(targets)
        writer.write(values)
        writer.write(classes)
        writer.write(outlets)
        writer.write(openDeclarations.map(\.rawValue))
        writer.write(actionMethods)
        writer.write(otherFields)
        writer.write(bridgeAttributes)
        writer.write(dynamicBridgeAttributeRead)
        writer.write(usesBridgeElement)
        writer.write(readsTitle)
        writer.write(sentEvents)
        writer.write(dataAttributeReads)
        writer.write(dataAttributeValueReads)
        writer.write(dataAttributesSelectedByAnyValue)
        writer.write(localImports)
        writer.write(dynamicAttributeRead)
        writer.write(propertyReferences)
        writer.write(referencesPropertiesByComputedName)
        writer.write(dataMapKeys)
        writer.write(eventSends)
        writer.write(overridesConnect)
        writer.write(connectLocation)
        writer.write(callsSuperConnect)
        writer.write(mixinImports)
        writer.write(methodsGainedAt)
        writer.write(handedToPackages)
        writer.write(handedToPackagesAt)
        writer.write(handedToModules)
        writer.write(parseProblems)
        writer.write(hasNoDefaultExport)
        writer.write(exportedThrough)
    }

    public init(from reader: CompactReader) throws {
        self.init(identifier: try reader.readString(), path: try reader.readString(), origin: try reader.read())
        membersAreKnown = try reader.readBool()
        className = try reader.readOptionalString()
        classLocation = try reader.readOptional()
        superclassName = try reader.readOptionalString()
        superclassModule = try reader.readOptionalString()
        isBridgeComponent = try reader.readBool()
        bridgeComponentModule = try reader.readOptionalString()
        ancestorPaths = try reader.readStrings()
        inheritanceIsKnown = try reader.readBool()
        unreadSuperclass = try reader.readOptionalString()
        componentName = try reader.readOptionalString()
        componentLocation = try reader.readOptional()
        targets = Set(try reader.readStrings())
        values = try reader.readDictionary()
        classes = Set(try reader.readStrings())
        outlets = Set(try reader.readStrings())
        openDeclarations = Set(try reader.readList { try reader.readCase(Declaration.self) })
        actionMethods = Set(try reader.readStrings())
        otherFields = Set(try reader.readStrings())
        bridgeAttributes = try reader.read()
        dynamicBridgeAttributeRead = try reader.readOptional()
        usesBridgeElement = try reader.readBool()
        readsTitle = try reader.readBool()
        sentEvents = try reader.read()
        dataAttributeReads = Set(try reader.readStrings())
        dataAttributeValueReads = Set(try reader.readStrings())
        dataAttributesSelectedByAnyValue = Set(try reader.readStrings())
        localImports = try reader.readStrings()
        dynamicAttributeRead = try reader.readOptional()
        propertyReferences = Set(try reader.readStrings())
        referencesPropertiesByComputedName = try reader.readBool()
        dataMapKeys = Set(try reader.readStrings())
        eventSends = try reader.read()
        overridesConnect = try reader.readBool()
        connectLocation = try reader.readOptional()
        callsSuperConnect = try reader.readBool()
        mixinImports = try reader.read()
        methodsGainedAt = try reader.readOptional()
        handedToPackages = Set(try reader.readStrings())
        handedToPackagesAt = try reader.readOptional()
        handedToModules = Set(try reader.readStrings())
        parseProblems = try reader.readStrings()
        hasNoDefaultExport = try reader.readBool()
        exportedThrough = try reader.readOptionalString()
    }
}

extension StimulusController.Origin: CompactWritable {
    public func write(to writer: CompactWriter) {
        switch self {
        case .conventionalPath:
            writer.write(0)
        case let .registration(path, location):
            writer.write(1)
            writer.write(path)
            writer.write(location)
        case let .package(name):
            writer.write(2)
            writer.write(name)
        }
    }

    public init(from reader: CompactReader) throws {
        switch try reader.readInt() {
        case 0: self = .conventionalPath
        case 1: self = .registration(path: try reader.readString(), location: try reader.read())
        case 2: self = .package(try reader.readString())
        case let other: throw CompactFormatError(description: "no origin \(other)")
        }
    }
}

extension StimulusController.Value: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(type.rawValue)
        writer.write(hasDefault)
        writer.write(location)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readString()
        type = try reader.readCase()
        hasDefault = try reader.readBool()
        location = try reader.read()
    }
}

extension StimulusController.MixinImport: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(module)
        writer.write(exported)
        writer.write(location)
    }

    public init(from reader: CompactReader) throws {
        module = try reader.readString()
        exported = try reader.readString()
        location = try reader.read()
    }
}

extension StimulusController.BridgeAttributeRead: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(location)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readString()
        location = try reader.read()
    }
}

extension StimulusController.SentEvent: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(name)
        writer.write(keys)
        writer.write(keysAreDynamic)
        writer.write(location)
    }

    public init(from reader: CompactReader) throws {
        name = try reader.readOptionalString()
        keys = try reader.readStrings()
        keysAreDynamic = try reader.readBool()
        location = try reader.read()
    }
}

extension EventSends: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(names)
        writer.write(computed)
    }

    public init(from reader: CompactReader) throws {
        self.init(names: Set(try reader.readStrings()), computed: try reader.read())
    }
}

extension EventSends.Computed: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(prefix)
        writer.write(path)
        writer.write(location)
    }

    public init(from reader: CompactReader) throws {
        prefix = try reader.readString()
        path = try reader.readString()
        location = try reader.read()
    }
}

extension FileLocation: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(line)
        writer.write(column)
    }

    public init(from reader: CompactReader) throws {
        self.init(line: try reader.readInt(), column: try reader.readInt())
    }
}
