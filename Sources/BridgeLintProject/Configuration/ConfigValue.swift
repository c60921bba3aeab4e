/// A YAML value from the configuration file with the place it was written, kept as a generic
/// tree for what only later modules understand (rule options).
public struct ConfigValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        case integer(Int)
        case double(Double)
        case string(String)
        case array([ConfigValue])
        case map([ConfigEntry])
    }

    public var kind: Kind
    /// Where the value starts.
    public var location: FileLocation

    public init(_ kind: Kind, location: FileLocation) {
        self.kind = kind
        self.location = location
    }

    public var string: String? { if case .string(let value) = kind { value } else { nil } }
    public var bool: Bool? { if case .bool(let value) = kind { value } else { nil } }
    public var integer: Int? { if case .integer(let value) = kind { value } else { nil } }
    public var array: [ConfigValue]? { if case .array(let value) = kind { value } else { nil } }
    public var entries: [ConfigEntry]? { if case .map(let value) = kind { value } else { nil } }

    /// The value of `key` in a map (the last one if the key is repeated).
    public subscript(key: String) -> ConfigValue? { entries?.last { $0.key == key }?.value }

    /// How the value is described in messages ("a list", "a map", ...).
    public var kindDescription: String {
        switch kind {
        case .null: "nothing"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .array: "a list"
        case .map: "a map"
        }
    }
}

/// One `key: value` pair of a YAML map, with where the key is written.
public struct ConfigEntry: Sendable, Hashable {
    public var key: String
    public var keyLocation: FileLocation
    public var value: ConfigValue

    public init(key: String, keyLocation: FileLocation, value: ConfigValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
