import BridgeLintCore

/// A literal data value read from source text (a JSON document or a Ruby hash), with the byte
/// ranges of every part: what a path configuration is made of, whichever way the app writes it.
public struct DataNode: Sendable {
    public indirect enum Value: Sendable {
        case string(String)
        case bool(Bool)
        /// The number as written.
        case number(String)
        case null
        case array([DataNode])
        case object([DataEntry])
        /// A value the reader cannot know: a Ruby variable, call or interpolated string.
        case unknown
    }

    public var value: Value
    /// The whole value, quotes and brackets included.
    public var range: SourceRange
    /// For a string: its text between the quotes; otherwise the same as `range`.
    public var contentRange: SourceRange

    public init(value: Value, range: SourceRange, contentRange: SourceRange? = nil) {
        self.value = value
        self.range = range
        self.contentRange = contentRange ?? range
    }

    /// The entries of an object.
    public var entries: [DataEntry]? {
        if case .object(let entries) = value { entries } else { nil }
    }

    /// The elements of an array.
    public var elements: [DataNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// The text of a string.
    public var string: String? {
        if case .string(let text) = value { text } else { nil }
    }

    public var isUnknown: Bool {
        if case .unknown = value { true } else { false }
    }

    /// The last entry named `key` of an object (later keys win, in JSON parsers and Ruby hashes).
    public func entry(_ key: String) -> DataEntry? {
        entries?.last { $0.key == key }
    }

    /// What kind of value this is, as messages name it: `a string`, `a number`, ...
    public var kindDescription: String {
        switch value {
        case .string: "a string"
        case .bool: "a Boolean"
        case .number: "a number"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        case .unknown: "a value computed at run time"
        }
    }
}

/// One key and its value in an object.
public struct DataEntry: Sendable {
    public var key: String
    /// The key as written (quotes, or the Ruby label's colon, included).
    public var keyRange: SourceRange
    /// The key's text without quotes or colon.
    public var keyContentRange: SourceRange
    public var value: DataNode

    public init(key: String, keyRange: SourceRange, keyContentRange: SourceRange, value: DataNode) {
        self.key = key
        self.keyRange = keyRange
        self.keyContentRange = keyContentRange
        self.value = value
    }
}
