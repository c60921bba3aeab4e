/// A JSON document with ordered object keys, so every output bridgelint writes is stable.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// An optional string, or `null`.
    public static func optional(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// Serialises the value; `pretty` indents with two spaces, one key per line.
    public func serialized(pretty: Bool = false) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" : ""
        let padding = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let closingPadding = pretty ? String(repeating: "  ", count: indent) : ""
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += String(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            if values.isEmpty { output += "[]"; return }
            output += "[" + newline
            for (index, value) in values.enumerated() {
                output += padding
                value.write(to: &output, pretty: pretty, indent: indent + 1)
                output += (index < values.count - 1 ? "," : "") + newline
            }
            output += closingPadding + "]"
        case .object(let pairs):
            if pairs.isEmpty { output += "{}"; return }
            output += "{" + newline
            for (index, (key, value)) in pairs.enumerated() {
                output += padding
                JSONValue.writeString(key, to: &output)
                output += pretty ? ": " : ":"
                value.write(to: &output, pretty: pretty, indent: indent + 1)
                output += (index < pairs.count - 1 ? "," : "") + newline
            }
            output += closingPadding + "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
