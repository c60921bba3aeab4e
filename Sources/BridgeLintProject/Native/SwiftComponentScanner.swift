import BridgeLintCore

/// Reads one Swift file of a hotwire-native-ios app: `BridgeComponent` subclasses and their
/// `name`, `Decodable` message structs, `Hotwire.registerBridgeComponents([...])` calls (and
/// Strada's `componentTypes:` and `userAgentSubstring(for:)`) and
/// literal `[X.self, ...]` lists bound to a name.
public enum SwiftComponentScanner {
    public static func scan(path: String, text: String) -> NativeSourceScan {
        var scan = SwiftScan(tokens: NativeTokens(path: path, text: text, dialect: .swift))
        return scan.run()
    }
}

/// A message struct while its body is being read; `CodingKeys` may come after the properties.
private struct MessageDraft {
    var message: MessageStruct
    var codingKeys: [String: String]?
    var properties: [MessageField] = []

    init(_ message: MessageStruct) { self.message = message }

    /// Applies Swift's synthesized `Decodable` rules.
    func finishedForSwift() -> MessageStruct {
        var message = message
        message.fields = properties.map { property in
            var field = property
            let listed = codingKeys.map { $0[property.name] != nil } ?? true
            field.jsonKey = codingKeys?[property.name] ?? property.name
            field.isDecoded = listed && !(property.isConstant && property.hasDefault)
            field.isRequired = field.isDecoded && !property.isOptional
            return field
        }
        return message
    }
}

private struct SwiftScan {
    /// An open brace and the type whose body it opens, if any.
    struct Scope {
        var typeName: String?
        var classIndex: Int?
        var messageIndex: Int?
        /// For `enum CodingKeys`: the message whose keys it lists.
        var codingKeysOwner: Int?
        /// The innermost class whose body this brace is in (type names used there are its).
        var owningClass: Int?
    }

    let tokens: NativeTokens
    var result: NativeSourceScan
    var scopes: [Scope] = []
    var pending: Scope?
    var drafts: [MessageDraft] = []

    init(tokens: NativeTokens) {
        self.tokens = tokens
        result = NativeSourceScan(platform: .ios, path: tokens.file.path)
    }

    static let typeKeywords: Set = ["class", "struct", "enum", "actor", "extension", "protocol"]
    /// Words that follow `class` when it is a modifier, not a declaration.
    static let memberKeywords: Set = [
        "var", "let", "func", "subscript", "init", "deinit", "override", "final", "public", "open",
        "private", "fileprivate", "internal", "nonisolated", "static", "convenience", "required",
    ]
    static let modifierKeywords: Set = [
        "override", "public", "open", "private", "fileprivate", "internal", "nonisolated", "unsafe",
        "static", "class", "final", "lazy", "weak", "unowned", "dynamic", "set", "package",
    ]

    mutating func run() -> NativeSourceScan {
        var index = 0
        while index < tokens.count {
            let token = tokens.tokens[index]
            if token.isPunctuation("{") {
                var scope = pending ?? Scope()
                scope.owningClass = scope.classIndex ?? scopes.last?.owningClass
                scopes.append(scope)
                pending = nil
            } else if token.isPunctuation("}") || token.isPunctuation(";") {
                pending = nil
                if token.text == "}" { _ = scopes.popLast() }
            } else if token.kind == .identifier {
                if token.isTypeName, let owner = scopes.last?.owningClass {
                    result.classes[owner].referencedTypeNames.insert(token.text)
                }
                index = identifier(at: index)
                continue
            }
            index += 1
        }
        result.messages = drafts.map { $0.finishedForSwift() }
        return result
    }

    /// Handles the identifier at `index`; returns where to continue.
    mutating func identifier(at index: Int) -> Int {
        let word = tokens.tokens[index].text
        if Self.typeKeywords.contains(word), let next = tokens.identifier(index + 1),
           !Self.memberKeywords.contains(next), !tokens.isPunctuation(index - 1, ".") {
            return typeHeader(at: index)
        }
        switch word {
        case "var", "let": property(at: index)
        case "case": codingKeyCases(at: index)
        case "init":
            if let owner = scopes.last?.messageIndex, tokens.isPunctuation(index + 1, "("), tokens.isIdentifier(index + 2, "from") {
                drafts[owner].message.hasCustomDecoding = true
            }
        case "registerBridgeComponents": registration(at: index)
        case "componentTypes": stradaRegistration(at: index)
        case "userAgentSubstring" where tokens.isPunctuation(index + 1, "(") && tokens.isIdentifier(index + 2, "for"):
            stradaRegistration(at: index + 2)
        default: break
        }
        return index + 1
    }

    // MARK: Types

    /// Reads `class Name<T>: Super, Proto where ... ` up to its `{`; returns that index.
    mutating func typeHeader(at keywordIndex: Int) -> Int {
        let keyword = tokens.tokens[keywordIndex].text
        var nameIndex = keywordIndex + 1
        var index = keywordIndex + 2
        while tokens.isPunctuation(index, "."), tokens.identifier(index + 1) != nil {
            nameIndex = index + 1
            index += 2
        }
        let name = tokens.tokens[nameIndex].text
        index = tokens.genericArgumentsEnd(index) ?? index
        var inherited: [String] = []
        if tokens.isPunctuation(index, ":") {
            index += 1
            var current: String?
            while let token = tokens[index], !token.isPunctuation("{"), !token.isPunctuation(";"),
                  !token.isPunctuation("}"), !token.isIdentifier("where") {
                if token.isPunctuation("<") {
                    index = tokens.genericArgumentsEnd(index) ?? index + 1
                    continue
                }
                if token.kind == .identifier {
                    current = token.text
                } else if token.isPunctuation(",") || token.isPunctuation("&") {
                    if let type = current { inherited.append(type) }
                    current = nil
                }
                index += 1
            }
            if let type = current { inherited.append(type) }
        }
        while let token = tokens[index], !token.isPunctuation("{"), !token.isPunctuation(";"), !token.isPunctuation("}") {
            index += 1
        }
        var scope = Scope(typeName: name)
        let site = tokens.site(nameIndex)
        if keyword == "class" {
            scope.classIndex = result.classes.count
            result.classes.append(NativeClassDeclaration(
                platform: .ios, name: name, superclassName: inherited.first, site: site,
                componentName: nil, referencedTypeNames: []
            ))
        }
        if keyword == "extension" {
            // `extension MessageData { enum CodingKeys ... }` in the same file.
            scope.messageIndex = drafts.lastIndex { $0.message.name == name }
        } else if keyword == "enum", name == "CodingKeys", let owner = scopes.last?.messageIndex {
            scope.codingKeysOwner = owner
            drafts[owner].codingKeys = drafts[owner].codingKeys ?? [:]
        } else if keyword != "protocol", inherited.contains("Decodable") || inherited.contains("Codable") {
            scope.messageIndex = drafts.count
            drafts.append(MessageDraft(MessageStruct(
                platform: .ios, name: name, site: site, enclosingTypeNames: NativeTokens.innermostTypeNames(scopes.lazy.map(\.typeName)),
                fields: [], hasCustomDecoding: false
            )))
        }
        pending = scope
        return index
    }

    /// `case title, image = "iosImage"` inside `enum CodingKeys`.
    mutating func codingKeyCases(at caseIndex: Int) {
        guard let owner = scopes.last?.codingKeysOwner else { return }
        var index = caseIndex + 1
        while let name = tokens.identifier(index) {
            var key = name
            index += 1
            if tokens.isPunctuation(index, "="), let raw = tokens[index + 1] {
                key = raw.literalValue ?? name
                index += 2
            }
            drafts[owner].codingKeys?[name] = key
            guard tokens.isPunctuation(index, ",") else { break }
            index += 1
        }
    }

    // MARK: Properties

    /// The modifiers written before the `var`/`let` at `index`, on its line.
    func modifiers(before index: Int) -> Set<String> {
        var words: Set<String> = []
        var cursor = index
        while cursor > 0, !(tokens[cursor]?.startsLine ?? true) {
            cursor -= 1
            guard let token = tokens[cursor] else { break }
            if token.kind == .identifier, Self.modifierKeywords.contains(token.text) {
                words.insert(token.text)
            } else if !token.isPunctuation("(") && !token.isPunctuation(")") {
                break
            }
        }
        return words
    }

    mutating func property(at index: Int) {
        guard let name = tokens.identifier(index + 1) else { return }
        let modifiers = modifiers(before: index)
        let isTypeMember = modifiers.contains("static") || modifiers.contains("class")
        let scope = scopes.last
        if name == "name", isTypeMember, let classIndex = scope?.classIndex {
            result.classes[classIndex].componentName = nameLiteral(after: index + 2)
        }
        if let owner = scope?.messageIndex, !isTypeMember, !modifiers.contains("lazy"),
           let field = storedProperty(at: index, name: name) {
            drafts[owner].properties.append(field)
        }
        if let list = literalList(named: name, after: index + 2) {
            result.lists.append(list)
        }
    }

    /// The type after `name:` and what follows it: `(text, end index)`.
    func typeAnnotation(from start: Int) -> (text: String, end: Int) {
        guard tokens.isPunctuation(start, ":") else { return ("", start) }
        var depth = 0
        var index = start + 1
        while let token = tokens[index] {
            if depth == 0, index > start + 1,
               token.startsLine || [",", "=", "{", ";", "}"].contains(where: token.isPunctuation) {
                break
            }
            if ["(", "[", "<"].contains(where: token.isPunctuation) { depth += 1 }
            if [")", "]", ">"].contains(where: token.isPunctuation) { depth = max(0, depth - 1) }
            index += 1
        }
        return (tokens.text(start + 1..<index), index)
    }

    func storedProperty(at index: Int, name: String) -> MessageField? {
        let (type, end) = typeAnnotation(from: index + 2)
        var hasDefault = tokens.isPunctuation(end, "=")
        if tokens.isPunctuation(end, "{") {
            // Computed unless it only observes (`didSet`/`willSet` keep it stored).
            guard tokens.isIdentifier(end + 1, "didSet") || tokens.isIdentifier(end + 1, "willSet") else { return nil }
            hasDefault = false
        }
        let isOptional = type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
        return MessageField(
            name: name, jsonKey: name, typeName: type, isOptional: isOptional, hasDefault: hasDefault,
            isConstant: tokens.isIdentifier(index, "let"), isDecoded: true, isRequired: !isOptional,
            site: tokens.site(index + 1)
        )
    }

    /// `{ "nav" }`, `{ return "nav" }`, `{ get { "nav" } }` after `class var name: String`.
    func nameLiteral(after start: Int) -> NativeName? {
        var index = typeAnnotation(from: start).end
        guard tokens.isPunctuation(index, "{") || tokens.isPunctuation(index, "=") else { return nil }
        index += 1
        if tokens.isIdentifier(index, "get"), tokens.isPunctuation(index + 1, "{") { index += 2 }
        if tokens.isIdentifier(index, "return") { index += 1 }
        guard let token = tokens[index] else { return nil }
        return NativeName(value: token.literalValue, site: tokens.site(index))
    }

    /// `= [A.self, B.self]` or `{ [A.self] }` / `{ return [A.self] }` after `let components: T`.
    func literalList(named name: String, after start: Int) -> NativeComponentList? {
        var index = typeAnnotation(from: start).end
        guard tokens.isPunctuation(index, "=") || tokens.isPunctuation(index, "{") else { return nil }
        index += 1
        if tokens.isIdentifier(index, "return") { index += 1 }
        guard tokens.isPunctuation(index, "[") else { return nil }
        let close = tokens.matchingClose(index)
        guard close < tokens.count, !tokens.isPunctuation(close + 1, "+") else { return nil }
        let elements = classList(tokens.splitAtCommas(index + 1..<close))
        guard !elements.entries.isEmpty else { return nil }
        return NativeComponentList(
            name: name, site: tokens.site(start - 1), entries: elements.entries,
            unknownElements: elements.unknown.map { tokens.text($0) }
        )
    }

    /// Splits array elements into `X.self` entries and anything else.
    func classList(_ parts: [Range<Int>]) -> (entries: [NativeRegistrationEntry], unknown: [Range<Int>]) {
        var entries: [NativeRegistrationEntry] = []
        var unknown: [Range<Int>] = []
        for part in parts {
            let last = part.upperBound - 1
            if part.count >= 3, tokens.isIdentifier(last, "self"), tokens.isPunctuation(last - 1, "."),
               let className = tokens.identifier(last - 2) {
                entries.append(NativeRegistrationEntry(className: className, factoryName: nil, site: tokens.site(last - 2)))
            } else {
                unknown.append(part)
            }
        }
        return (entries, unknown)
    }

    // MARK: Registration

    mutating func registration(at index: Int) {
        guard tokens.isPunctuation(index + 1, "(") else { return }
        let close = tokens.matchingClose(index + 1)
        var start = index + 2
        if tokens.identifier(start) != nil, tokens.isPunctuation(start + 1, ":") { start += 2 }
        registration(at: index, argument: start..<close)
    }

    /// Strada, before Hotwire Native: `BridgeDelegate(..., componentTypes: X)` gives each web
    /// view its components, and `Strada.userAgentSubstring(for: X)` announces them; either
    /// registers the components of `X`.
    mutating func stradaRegistration(at index: Int) {
        guard tokens.isPunctuation(index + 1, ":") else { return }
        let start = index + 2
        var end = start
        var depth = 0
        while let token = tokens[end] {
            if ["(", "[", "{"].contains(where: token.isPunctuation) { depth += 1 }
            if [")", "]", "}"].contains(where: token.isPunctuation) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.isPunctuation(",") { break }
            end += 1
        }
        // `init(componentTypes: [BridgeComponent.Type])` declares a parameter, registering nothing.
        guard !(start..<end).contains(where: { tokens.isIdentifier($0, "Type") }) else { return }
        registration(at: index, argument: start..<end)
    }

    mutating func registration(at index: Int, argument: Range<Int>) {
        let start = argument.lowerBound
        let close = argument.upperBound
        var items: [NativeRegistrationCall.Item] = []
        if argument.isEmpty {
            // No components at all.
        } else if tokens.isPunctuation(start, "["), tokens.matchingClose(start) == close - 1 {
            let elements = classList(tokens.splitAtCommas(start + 1..<close - 1))
            items = elements.entries.map { .entry($0) }
            items += elements.unknown.map { .unknown(expression: tokens.text($0), site: tokens.site($0.lowerBound)) }
        } else if argument.allSatisfy({ tokens.tokens[$0].kind == .identifier || tokens.isPunctuation($0, ".") }),
                  let name = tokens.identifier(close - 1) {
            items = [.list(name: name, expression: tokens.text(argument), site: tokens.site(start))]
        } else {
            items = [.unknown(expression: tokens.text(argument), site: tokens.site(start))]
        }
        result.registrations.append(NativeRegistrationCall(platform: .ios, site: tokens.site(index), items: items))
    }
}
