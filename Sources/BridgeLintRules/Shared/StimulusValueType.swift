import BridgeLintProject

/// How Stimulus reads a value attribute of each declared type (`src/core/value_properties.ts`),
/// so a rule can tell which static texts can never become a value of that type.
public enum StimulusValueType {
    /// Why `text` cannot be read as `type`, or nil when it can (or the type accepts anything:
    /// String, Boolean, unknown types).
    public static func problem(reading text: String, as type: StimulusController.ValueType) -> String? {
        switch type {
        case .number:
            return isNumber(text) ? nil : "`Number()` gives NaN for it"
        case .array:
            switch JSONValidator.shape(of: text) {
            case .array: return nil
            case nil: return "it is not JSON, and Stimulus reads Array values with `JSON.parse`"
            case let shape?: return "it is JSON, but \(describe(shape)), not an array"
            }
        case .object:
            switch JSONValidator.shape(of: text) {
            case .object: return nil
            case nil: return "it is not JSON, and Stimulus reads Object values with `JSON.parse`"
            case let shape?: return "it is JSON, but \(describe(shape)), not an object"
            }
        case .string, .boolean, .unknown:
            return nil
        }
    }

    /// Whether JavaScript's `Number(text.replace(/_/g, ""))` is a number (not NaN).
    public static func isNumber(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.filter { $0 != "_" })
        var start = 0
        var end = scalars.count
        while start < end, isJavaScriptWhitespace(scalars[start]) { start += 1 }
        while end > start, isJavaScriptWhitespace(scalars[end - 1]) { end -= 1 }
        var body = String(String.UnicodeScalarView(scalars[start..<end]))
        if body.isEmpty { return true }  // Number("") is 0
        let lowered = body.lowercased()
        for prefix in ["0x", "0o", "0b"] where lowered.hasPrefix(prefix) {
            let digits = lowered.dropFirst(2)
            let allowed: Set<Character> = prefix == "0x" ? Set("0123456789abcdef") : prefix == "0o" ? Set("01234567") : Set("01")
            return !digits.isEmpty && digits.allSatisfy { allowed.contains($0) }
        }
        if body.hasPrefix("+") || body.hasPrefix("-") { body.removeFirst() }
        if body == "Infinity" { return true }
        let characters = Array(body)
        var index = 0
        var mantissaDigits = 0
        while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1; mantissaDigits += 1 }
        if index < characters.count, characters[index] == "." {
            index += 1
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return false }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            index += 1
            if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
            let exponentStart = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            guard index > exponentStart else { return false }
        }
        return index == characters.count
    }

    private static func isJavaScriptWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{FEFF}"
    }

    private static func describe(_ shape: JSONValidator.Shape) -> String {
        switch shape {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        }
    }
}
