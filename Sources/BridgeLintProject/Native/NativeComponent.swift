import BridgeLintCore

/// A native platform that hosts bridge components.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case ios
    case android

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The platform a native source belongs to, by its extension (`.swift`, `.kt`).
    init?(sourcePath path: String) {
        if path.hasSuffix(".swift") { self = .ios } else if path.hasSuffix(".kt") { self = .android } else { return nil }
    }

    /// A set of platforms as bits, one a platform (in `allCases` order), as compact stores keep it.
    public static func bits(of platforms: Set<Platform>) -> UInt8 {
        allCases.enumerated().reduce(0) { bits, platform in platforms.contains(platform.element) ? bits | 1 << platform.offset : bits }
    }

    /// The set `bits(of:)` made; bits no platform has are ignored.
    public static func platforms(fromBits bits: UInt8) -> Set<Platform> {
        bits == 0 ? [] : Set(allCases.enumerated().filter { bits & 1 << $0.offset != 0 }.map(\.element))
    }

    /// How people write it: `iOS`, `Android`.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        }
    }
}

/// Where something is declared in a project file: for related locations in diagnostics.
public struct DeclarationSite: Sendable, Hashable {
    public var path: String
    /// 1-based line and 1-based Unicode-scalar column, as people see them.
    public var line: Int
    public var column: Int
    /// UTF-8 byte offsets of the token in its file.
    public var range: SourceRange

    public init(path: String, line: Int, column: Int, range: SourceRange) {
        self.path = path
        self.line = line
        self.column = column
        self.range = range
    }

    init(file: SourceFile, range: SourceRange) {
        self.init(path: file.path, position: file.position(of: range.start), range: range)
    }

    init(path: String, position: SourcePosition, range: SourceRange) {
        self.init(path: path, line: position.line, column: position.column, range: range)
    }

    public func related(_ message: String) -> RelatedLocation {
        RelatedLocation(path: path, line: line, column: column, message: message)
    }
}

extension SourceFile {
    /// The positions of ascending byte offsets in one pass; `position(of:)` rescans the line for
    /// each offset, which is quadratic over the tokens of a long (minified) line.
    func positions(ofAscending offsets: [Int]) -> [SourcePosition] {
        var positions: [SourcePosition] = []
        positions.reserveCapacity(offsets.count)
        var cursor = byteOrderMarkLength
        var line = 1
        var column = 1
        for offset in offsets {
            let target = min(max(offset, 0), bytes.count)
            guard target >= cursor else {
                positions.append(position(of: target))
                continue
            }
            while cursor < target {
                if bytes[cursor] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[cursor] & 0xC0 != 0x80 {
                    column += 1
                }
                cursor += 1
            }
            positions.append(SourcePosition(offset: target, line: line, column: column))
        }
        return positions
    }
}

/// A string that names something (a component name): its value when it is a plain literal.
public struct NativeName: Sendable, Hashable {
    /// Nil when the name is computed or interpolated: unknown, not wrong.
    public var value: String?
    /// The string literal, quotes included.
    public var site: DeclarationSite
}

/// A class declaration in a native source file (any class, so that subclasses of a custom base
/// component can be followed across files).
public struct NativeClassDeclaration: Sendable, Hashable {
    public var platform: Platform
    public var name: String
    /// The first type in the inheritance list, generic arguments dropped.
    public var superclassName: String?
    public var site: DeclarationSite
    /// iOS: the literal of `override class var name: String { "nav" }`.
    public var componentName: NativeName?
    /// Type names used inside the class body (to find the message structs it decodes).
    public var referencedTypeNames: Set<String>
}

/// A `Decodable` (iOS) or `@Serializable` (Android) type: the shape of a message's `data`.
public struct MessageStruct: Sendable, Hashable {
    public var platform: Platform
    public var name: String
    public var site: DeclarationSite
    /// The types it is nested in, outermost first (`["NavComponent"]`); at most the 16 innermost.
    public var enclosingTypeNames: [String]
    public var fields: [MessageField]
    /// iOS: a hand-written `init(from:)` decides which keys are needed; rules should stay silent.
    public var hasCustomDecoding: Bool

    /// The JSON keys that must be present for decoding to succeed.
    public var requiredKeys: [String] { fields.filter(\.isRequired).map(\.jsonKey) }
    /// Every JSON key that is read.
    public var decodedKeys: [String] { fields.filter(\.isDecoded).map(\.jsonKey) }
}

/// One stored property of a message struct.
public struct MessageField: Sendable, Hashable {
    /// The property name.
    public var name: String
    /// The key in the JSON object: the `CodingKeys` raw value or `@SerialName`, else `name`.
    public var jsonKey: String
    /// The type as written, e.g. `String?` or `[Item]`.
    public var typeName: String
    /// `?` or `Optional<...>`: a missing key decodes as nil (iOS); nullable (Android).
    public var isOptional: Bool
    public var hasDefault: Bool
    /// iOS: `let` rather than `var`.
    public var isConstant: Bool
    /// Whether decoding reads this key at all (iOS: a `let` with a default, or a property left out
    /// of `CodingKeys`, is never decoded).
    public var isDecoded: Bool
    /// Whether decoding fails when the key is missing (iOS: decoded and not optional; Android: no
    /// default, nullable or not, as kotlinx.serialization requires).
    public var isRequired: Bool
    public var site: DeclarationSite
}

/// One class listed in a registration, in order.
public struct NativeRegistrationEntry: Sendable, Hashable {
    /// Nil when an Android factory's creator is not a plain constructor call or reference.
    public var className: String?
    /// Android: the name given to `BridgeComponentFactory`; iOS: nil (the class declares it).
    public var factoryName: NativeName?
    public var site: DeclarationSite
}

/// An argument of a registration that could not be turned into entries.
public struct UnresolvedRegistration: Sendable, Hashable {
    /// The expression as written (`components`, `Bridgework.coreComponents`).
    public var expression: String
    public var reason: String
    public var site: DeclarationSite

    /// The expression on one line, blanks collapsed, for one-line notes: a real app passes
    /// `[\n    SignInComponent.self,\n] + Bridgework.coreComponents`.
    public var displayExpression: String {
        expression.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// A `Hotwire.registerBridgeComponents(...)` call. A later call replaces an earlier one.
public struct NativeRegistration: Sendable, Hashable {
    public var platform: Platform
    public var site: DeclarationSite
    /// Registered classes in order, with variables already resolved where possible.
    public var entries: [NativeRegistrationEntry]
    public var unresolved: [UnresolvedRegistration]

    /// Whether `entries` is the whole list.
    public var isResolved: Bool { unresolved.isEmpty }
}

/// A bridge component as the linter sees it on one platform.
public struct NativeComponent: Sendable, Hashable {
    public var platform: Platform
    /// Nil when the name is not a literal (unknown, not wrong).
    public var name: String?
    /// The literal that gives the name (iOS: in the class; Android: in the factory).
    public var nameSite: DeclarationSite?
    /// Nil when an Android factory's creator could not be read.
    public var className: String?
    /// The class declaration, when a scanned file declares it.
    public var classSite: DeclarationSite?
    /// Message structs nested in the class or used by it.
    public var messages: [MessageStruct]
}
