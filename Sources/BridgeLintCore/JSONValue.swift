/// A JSON document with ordered object keys, so every output bridgelint writes is stable.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Int)
    /// A number with a fraction or exponent, or too large for `Int` (finite).
    case double(Double)
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

    /// Serialises the value; `pretty` indents with two spaces, one key per line. Iterative:
    /// documents as deep as the templates they describe cannot overflow the stack. `depth` is
    /// the nesting the value is written at, inside a document written in parts (its first line
    /// is not indented: the caller places it).
    public func serialized(pretty: Bool = false, depth: Int = 0) -> String {
        enum Step {
            case value(JSONValue, depth: Int)
            case text(String)
        }
        var output = ""
        var steps: [Step] = [.value(self, depth: depth)]
        let newline = pretty ? "\n" : ""
        func padding(_ depth: Int) -> String { pretty ? String(repeating: "  ", count: depth) : "" }
        while let step = steps.popLast() {
            switch step {
            case .text(let text):
                output += text
            case .value(let value, let depth):
                switch value {
                case .null: output += "null"
                case .bool(let flag): output += flag ? "true" : "false"
                case .number(let number): output += String(number)
                case .double(let number): output += number.isFinite ? String(number) : "null"
                case .string(let string): JSONValue.writeString(string, to: &output)
                case .array(let values):
                    guard !values.isEmpty else { output += "[]"; continue }
                    output += "[" + newline
                    var pending: [Step] = []
                    for (index, element) in values.enumerated() {
                        pending.append(.text(padding(depth + 1)))
                        pending.append(.value(element, depth: depth + 1))
                        pending.append(.text((index < values.count - 1 ? "," : "") + newline))
                    }
                    pending.append(.text(padding(depth) + "]"))
                    steps.append(contentsOf: pending.reversed())
                case .object(let pairs):
                    guard !pairs.isEmpty else { output += "{}"; continue }
                    output += "{" + newline
                    var pending: [Step] = []
                    for (index, (key, element)) in pairs.enumerated() {
                        var prefix = padding(depth + 1)
                        JSONValue.writeString(key, to: &prefix)
                        pending.append(.text(prefix + (pretty ? ": " : ":")))
                        pending.append(.value(element, depth: depth + 1))
                        pending.append(.text((index < pairs.count - 1 ? "," : "") + newline))
                    }
                    pending.append(.text(padding(depth) + "}"))
                    steps.append(contentsOf: pending.reversed())
                }
            }
        }
        return output
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
