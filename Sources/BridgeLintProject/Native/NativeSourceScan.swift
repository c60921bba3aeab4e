import BridgeLintCore

/// What one Swift or Kotlin file contributes to the native catalog, before names are resolved
/// across files.
public struct NativeSourceScan: Sendable, Hashable {
    public var platform: Platform
    public var path: String
    public var classes: [NativeClassDeclaration] = []
    public var messages: [MessageStruct] = []
    public var registrations: [NativeRegistrationCall] = []
    /// Literal lists of components bound to a name (`let components = [A.self]`, `val factories = listOf(...)`).
    public var lists: [NativeComponentList] = []
    /// Android factories that are neither registered directly nor part of a named list.
    public var strayFactories: [NativeRegistrationEntry] = []

    /// Whether the file declares a component (a class, or an Android factory) or registers
    /// components. A list of `X.self` alone proves nothing: it may hold any types.
    public var declaresBridgeCode: Bool {
        !registrations.isEmpty || !strayFactories.isEmpty
            || lists.contains { $0.entries.contains { $0.factoryName != nil } }
            || classes.contains { $0.superclassName == "BridgeComponent" || $0.componentName != nil }
    }
}

/// A registration call as written, arguments not yet resolved.
public struct NativeRegistrationCall: Sendable, Hashable {
    public enum Item: Sendable, Hashable {
        case entry(NativeRegistrationEntry)
        /// A variable or property holding the list; resolved by name in the catalog.
        case list(name: String, expression: String, site: DeclarationSite)
        /// Anything else: a function call, a concatenation...
        case unknown(expression: String, site: DeclarationSite)
    }

    public var platform: Platform
    public var site: DeclarationSite
    public var items: [Item]
}

/// A named literal list of components.
public struct NativeComponentList: Sendable, Hashable {
    public var name: String
    public var site: DeclarationSite
    public var entries: [NativeRegistrationEntry]
    /// Elements that are not `X.self` / factories (the list is then not fully known).
    public var unknownElements: [String]
}

/// Tokens of one file plus the helpers the Swift and Kotlin scanners share.
struct NativeTokens {
    let file: SourceFile
    let tokens: [SourceToken]
    /// Where each token starts, computed in one pass.
    let positions: [SourcePosition]

    init(path: String, text: String, dialect: SourceDialect) {
        file = SourceFile(path: path, text: text)
        tokens = SourceTokenizer.tokens(of: file.bytes, dialect: dialect)
        positions = file.positions(ofAscending: tokens.map(\.range.start))
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> SourceToken? { index >= 0 && index < tokens.count ? tokens[index] : nil }

    func site(_ index: Int) -> DeclarationSite {
        guard let token = self[index] else { return DeclarationSite(file: file, range: SourceRange(start: file.bytes.count, end: file.bytes.count)) }
        return DeclarationSite(path: file.path, position: positions[index], range: token.range)
    }

    func isPunctuation(_ index: Int, _ value: String) -> Bool { self[index]?.isPunctuation(value) ?? false }
    func isIdentifier(_ index: Int, _ value: String) -> Bool { self[index]?.isIdentifier(value) ?? false }
    func identifier(_ index: Int) -> String? { self[index].flatMap { $0.kind == .identifier ? $0.text : nil } }

    /// The source text of tokens `range`, as written.
    func text(_ range: Range<Int>) -> String {
        guard let first = self[range.lowerBound], let last = self[range.upperBound - 1] else { return "" }
        return file.text(in: SourceRange(start: first.range.start, end: last.range.end))
    }

    /// The index of the bracket closing the one at `open` (`(`, `[` or `{`), or `count` when it
    /// is never closed.
    func matchingClose(_ open: Int) -> Int {
        guard let opener = self[open]?.text, let closer = Self.closers[opener] else { return count }
        var depth = 0
        var index = open
        while index < count {
            let token = tokens[index]
            if token.kind == .punctuation {
                if token.text == opener {
                    depth += 1
                } else if token.text == closer {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return count
    }

    private static let closers = ["(": ")", "[": "]", "{": "}"]

    /// For a generic argument list opening at `open` (`<`): the index after its `>`; nil when
    /// the `<` is not one (a brace, `;` or `=` comes first, or it never closes).
    func genericArgumentsEnd(_ open: Int) -> Int? {
        guard isPunctuation(open, "<") else { return nil }
        var depth = 0
        var index = open
        while index < count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "<": depth += 1
                case ">":
                    depth -= 1
                    if depth == 0 { return index + 1 }
                case "{", "}", ";", "=": return nil
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// Real code nests types a few levels deep; hostile input must not make every struct carry
    /// thousands of names.
    static let recordedNesting = 16

    /// The innermost `recordedNesting` names of open scopes (nil: not a type), outermost first.
    static func innermostTypeNames(_ scopes: some BidirectionalCollection<String?>) -> [String] {
        var names: [String] = []
        for case let name? in scopes.reversed() {
            guard names.count < recordedNesting else { break }
            names.append(name)
        }
        return names.reversed()
    }

    /// Splits tokens `range` at commas outside any bracket or generic argument list.
    func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            index += 1
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "<" where self[index - 2]?.kind == .identifier:
                if let end = genericArgumentsEnd(index - 1), end <= range.upperBound { index = end }
            case "," where depth == 0:
                if start < index - 1 { parts.append(start..<index - 1) }
                start = index
            default: break
            }
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }
}
