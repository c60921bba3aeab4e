import BridgeLintCore

/// Reads one Kotlin file of a hotwire-native-android app: `BridgeComponentFactory(...)` calls,
/// component classes, `@Serializable` message classes, `Hotwire.registerBridgeComponents(...)`
/// calls and `listOf(...)`/`arrayOf(...)` lists of factories bound to a name.
public enum KotlinComponentScanner {
    public static func scan(path: String, text: String) -> NativeSourceScan {
        var scan = KotlinScan(tokens: NativeTokens(path: path, text: text, dialect: .kotlin))
        return scan.run()
    }
}

private struct KotlinScan {
    struct Scope {
        var typeName: String?
        var classIndex: Int?
        /// The innermost class whose body this brace is in (type names used there are its).
        var owningClass: Int?
    }

    /// A factory call and the tokens it spans.
    struct Factory {
        var entry: NativeRegistrationEntry
        var tokens: Range<Int>
    }

    let tokens: NativeTokens
    var result: NativeSourceScan
    var scopes: [Scope] = []
    var pending: Scope?
    var factories: [Factory] = []
    /// Index in `factories` by the token where each starts.
    var factoryStarts: [Int: Int] = [:]
    /// Token ranges of registration arguments and named lists: factories inside them are not stray.
    var claimed: [Range<Int>] = []

    init(tokens: NativeTokens) {
        self.tokens = tokens
        result = NativeSourceScan(platform: .android, path: tokens.file.path)
    }

    static let listBuilders: Set = ["listOf", "arrayOf", "mutableListOf", "arrayListOf", "setOf", "linkedSetOf"]
    static let typeKeywords: Set = ["class", "object", "interface"]

    mutating func run() -> NativeSourceScan {
        var index = 0
        while index < tokens.count {
            let token = tokens.tokens[index]
            if token.isPunctuation("{") {
                var scope = pending ?? Scope()
                scope.owningClass = scope.classIndex ?? scopes.last?.owningClass
                scopes.append(scope)
                pending = nil
            } else if token.isPunctuation("}") {
                pending = nil
                _ = scopes.popLast()
            } else if token.kind == .identifier {
                if token.isTypeName, let owner = scopes.last?.owningClass {
                    result.classes[owner].referencedTypeNames.insert(token.text)
                }
                index = identifier(at: index)
                continue
            }
            index += 1
        }
        result.strayFactories = factories
            .filter { factory in !claimed.contains { $0.contains(factory.tokens.lowerBound) } }
            .map(\.entry)
        return result
    }

    mutating func identifier(at index: Int) -> Int {
        let word = tokens.tokens[index].text
        if Self.typeKeywords.contains(word), tokens.identifier(index + 1) != nil, !tokens.isPunctuation(index - 1, "::") {
            return typeHeader(at: index)
        }
        switch word {
        case "BridgeComponentFactory": collectFactories(in: index..<index + 1)
        case "val", "var": namedList(at: index)
        case "registerBridgeComponents": registration(at: index)
        default: break
        }
        return index + 1
    }

    // MARK: Classes

    /// Whether `@Serializable` annotates the declaration whose keyword is at `index`.
    func isSerializable(_ index: Int) -> Bool {
        var cursor = index - 1
        while let token = tokens[cursor], token.kind == .identifier || token.isPunctuation("@") {
            if token.isIdentifier("Serializable"), tokens.isPunctuation(cursor - 1, "@") { return true }
            cursor -= 1
        }
        return false
    }

    /// Reads `class Name<T> private constructor(params) : Super<D>(args), Iface` and, when a
    /// body follows, makes it the pending scope. Returns where to continue.
    mutating func typeHeader(at keywordIndex: Int) -> Int {
        let nameIndex = keywordIndex + 1
        let name = tokens.tokens[nameIndex].text
        var index = tokens.genericArgumentsEnd(nameIndex + 1) ?? nameIndex + 1
        var cursor = index
        while let token = tokens[cursor], token.kind == .identifier || token.isPunctuation("@"),
              !token.isIdentifier("constructor") {
            // Visibility and annotations of the primary constructor.
            cursor += 1
        }
        if tokens.isIdentifier(cursor, "constructor") { index = cursor + 1 }
        var parameters: Range<Int>?
        if tokens.isPunctuation(index, "(") {
            let close = tokens.matchingClose(index)
            parameters = index + 1..<close
            index = min(close + 1, tokens.count)
        }
        var superclass: String?
        if tokens.isPunctuation(index, ":") {
            index += 1
            while tokens.identifier(index) != nil, tokens.isPunctuation(index + 1, "."), tokens.identifier(index + 2) != nil {
                index += 2
            }
            superclass = tokens.identifier(index)
            index += 1
            // Skip the rest of the supertype list.
            while let token = tokens[index], !token.isPunctuation("{"), !token.isPunctuation("}"), !token.isPunctuation(";") {
                if token.startsLine, !tokens.isPunctuation(index - 1, ","), !token.isPunctuation(",") { break }
                if token.isPunctuation("(") { index = tokens.matchingClose(index) }
                index += 1
            }
        }
        let site = tokens.site(nameIndex)
        var scope = Scope(typeName: name)
        if tokens.isIdentifier(keywordIndex, "class") {
            scope.classIndex = result.classes.count
            result.classes.append(NativeClassDeclaration(
                platform: .android, name: name, superclassName: superclass, site: site,
                componentName: nil, referencedTypeNames: []
            ))
            if isSerializable(keywordIndex) {
                result.messages.append(MessageStruct(
                    platform: .android, name: name, site: site, enclosingTypeNames: NativeTokens.innermostTypeNames(scopes.lazy.map(\.typeName)),
                    fields: parameters.map(messageFields) ?? [], hasCustomDecoding: false
                ))
            }
        }
        if tokens.isPunctuation(index, "{") { pending = scope }
        return max(index, keywordIndex + 1)
    }

    /// `@SerialName("submitTitle") val title: String = ""` for each constructor parameter.
    func messageFields(_ parameters: Range<Int>) -> [MessageField] {
        tokens.splitAtCommas(parameters).compactMap { part in
            var serialName: String?
            var isTransient = false
            var index = part.lowerBound
            var keyword: Int?
            while index < part.upperBound, keyword == nil {
                if tokens.isPunctuation(index, "@"), let annotation = tokens.identifier(index + 1) {
                    if annotation == "Transient" { isTransient = true }
                    if annotation == "SerialName", tokens.isPunctuation(index + 2, "(") {
                        let close = tokens.matchingClose(index + 2)
                        serialName = (index + 3..<min(close, part.upperBound))
                            .lazy.compactMap { tokens[$0]?.literalValue }.first
                        index = close
                    }
                } else if tokens.isIdentifier(index, "val") || tokens.isIdentifier(index, "var") {
                    keyword = index
                }
                index += 1
            }
            guard let keyword, let name = tokens.identifier(keyword + 1), tokens.isPunctuation(keyword + 2, ":") else { return nil }
            var typeEnd = keyword + 3
            while typeEnd < part.upperBound, !tokens.isPunctuation(typeEnd, "=") { typeEnd += 1 }
            let type = tokens.text(keyword + 3..<typeEnd)
            let hasDefault = typeEnd < part.upperBound
            return MessageField(
                name: name, jsonKey: serialName ?? name, typeName: type, isOptional: type.hasSuffix("?"),
                hasDefault: hasDefault, isConstant: tokens.isIdentifier(keyword, "val"), isDecoded: !isTransient,
                isRequired: !isTransient && !hasDefault, site: tokens.site(keyword + 1)
            )
        }
    }

    // MARK: Factories

    /// `BridgeComponentFactory<D, C>("nav", ::NavComponent)`, named arguments, or a lambda creator.
    func factory(at start: Int) -> Factory? {
        var index = start + 1
        var genericClass: String?
        if let end = tokens.genericArgumentsEnd(index) {
            genericClass = (index..<end).reversed().lazy.compactMap { tokens.identifier($0) }.first
            index = end
        }
        guard tokens.isPunctuation(index, "(") else { return nil }
        let close = tokens.matchingClose(index)
        var nameArgument: Range<Int>?
        var creator: Range<Int>?
        for (position, part) in tokens.splitAtCommas(index + 1..<close).enumerated() {
            var value = part
            var label: String?
            if let word = tokens.identifier(part.lowerBound), tokens.isPunctuation(part.lowerBound + 1, "=") {
                label = word
                value = part.lowerBound + 2..<part.upperBound
            }
            if label == "name" || (label == nil && position == 0) { nameArgument = value }
            if label == "creator" || (label == nil && position == 1) { creator = value }
        }
        var end = close
        if tokens.isPunctuation(close + 1, "{") {
            end = tokens.matchingClose(close + 1)
            creator = close + 1..<end
        }
        let name = nameArgument.flatMap { range -> NativeName? in
            guard let token = tokens[range.lowerBound] else { return nil }
            return NativeName(value: range.count == 1 ? token.literalValue : nil, site: tokens.site(range.lowerBound))
        }
        let entry = NativeRegistrationEntry(
            className: creator.flatMap(createdClass) ?? genericClass, factoryName: name, site: tokens.site(start)
        )
        return Factory(entry: entry, tokens: start..<min(end + 1, tokens.count))
    }

    /// `::NavComponent`, or the class a lambda `{ name, delegate -> NavComponent(name, delegate) }` builds.
    func createdClass(_ range: Range<Int>) -> String? {
        if tokens.isPunctuation(range.lowerBound, "::") { return tokens.identifier(range.upperBound - 1) }
        guard let arrow = range.first(where: { tokens.isPunctuation($0, "->") }) else { return nil }
        return (arrow + 1..<range.upperBound).lazy
            .filter { tokens.isPunctuation($0 + 1, "(") }
            .compactMap { tokens.identifier($0) }.first
    }

    /// The factories (or other elements) among `parts`.
    func factoryElements(_ parts: [Range<Int>]) -> (entries: [NativeRegistrationEntry], unknown: [Range<Int>]) {
        var entries: [NativeRegistrationEntry] = []
        var unknown: [Range<Int>] = []
        for part in parts {
            if let factory = factoryStarts[part.lowerBound].map({ factories[$0] }) {
                entries.append(factory.entry)
            } else {
                unknown.append(part)
            }
        }
        return (entries, unknown)
    }

    /// For `listOf(...)`/`arrayOf<T>(...)` at `index`: the range of its arguments.
    func listBuilderArguments(at index: Int) -> Range<Int>? {
        guard let word = tokens.identifier(index), Self.listBuilders.contains(word) else { return nil }
        let open = tokens.genericArgumentsEnd(index + 1) ?? index + 1
        guard tokens.isPunctuation(open, "(") else { return nil }
        return open + 1..<tokens.matchingClose(open)
    }

    // MARK: Lists and registrations

    /// Reads the factories in `range` once: lists and registrations see their arguments before the
    /// forward scan reaches them.
    mutating func collectFactories(in range: Range<Int>) {
        for index in range where tokens.isIdentifier(index, "BridgeComponentFactory") {
            if factoryStarts[index] == nil, let factory = factory(at: index) {
                factoryStarts[index] = factories.count
                factories.append(factory)
            }
        }
    }

    /// `val factories = listOf(BridgeComponentFactory(...), ...)`, also `: List<...>` and `get() =`.
    mutating func namedList(at index: Int) {
        guard let name = tokens.identifier(index + 1) else { return }
        var cursor = index + 2
        if tokens.isPunctuation(cursor, ":") {
            // `Type`, `pkg.Type`, `List<BridgeComponentFactory<*, *>>`, `Type?`.
            cursor += 1
            while tokens.identifier(cursor) != nil {
                cursor += 1
                guard tokens.isPunctuation(cursor, "."), tokens.identifier(cursor + 1) != nil else { break }
                cursor += 1
            }
            if let end = tokens.genericArgumentsEnd(cursor) { cursor = end }
            if tokens.isPunctuation(cursor, "?") { cursor += 1 }
        }
        if tokens.isIdentifier(cursor, "get"), tokens.isPunctuation(cursor + 1, "("), tokens.isPunctuation(cursor + 2, ")") {
            cursor += 3
        }
        guard tokens.isPunctuation(cursor, "="), let arguments = listBuilderArguments(at: cursor + 1) else { return }
        collectFactories(in: arguments)
        let elements = factoryElements(tokens.splitAtCommas(arguments))
        guard !elements.entries.isEmpty else { return }
        claimed.append(arguments)
        result.lists.append(NativeComponentList(
            name: name, site: tokens.site(index + 1), entries: elements.entries,
            unknownElements: elements.unknown.map { tokens.text($0) }
        ))
    }

    /// `registerBridgeComponents(BridgeComponentFactory(...), *list, *listOf(...).toTypedArray())`.
    mutating func registration(at index: Int) {
        guard tokens.isPunctuation(index + 1, "(") else { return }
        let arguments = index + 2..<tokens.matchingClose(index + 1)
        collectFactories(in: arguments)
        claimed.append(arguments)
        var items: [NativeRegistrationCall.Item] = []
        for part in tokens.splitAtCommas(arguments) {
            items += registrationItems(part)
        }
        result.registrations.append(NativeRegistrationCall(platform: .android, site: tokens.site(index), items: items))
    }

    func registrationItems(_ part: Range<Int>) -> [NativeRegistrationCall.Item] {
        let site = tokens.site(part.lowerBound)
        if let factory = factoryStarts[part.lowerBound].map({ factories[$0] }) {
            return [.entry(factory.entry)]
        }
        guard tokens.isPunctuation(part.lowerBound, "*") else {
            return [.unknown(expression: tokens.text(part), site: site)]
        }
        var expression = part.lowerBound + 1..<part.upperBound
        // `*list.toTypedArray()` spreads the list itself.
        if expression.count >= 4, tokens.isIdentifier(expression.upperBound - 3, "toTypedArray"),
           tokens.isPunctuation(expression.upperBound - 4, ".") {
            expression = expression.lowerBound..<expression.upperBound - 4
        }
        if let arguments = listBuilderArguments(at: expression.lowerBound),
           arguments.upperBound + 1 == expression.upperBound {
            let elements = factoryElements(tokens.splitAtCommas(arguments))
            return elements.entries.map { .entry($0) }
                + elements.unknown.map { .unknown(expression: tokens.text($0), site: tokens.site($0.lowerBound)) }
        }
        if !expression.isEmpty,
           expression.allSatisfy({ tokens.tokens[$0].kind == .identifier || tokens.isPunctuation($0, ".") }),
           let name = tokens.identifier(expression.upperBound - 1) {
            return [.list(name: name, expression: tokens.text(expression), site: site)]
        }
        return [.unknown(expression: tokens.text(part), site: site)]
    }
}
