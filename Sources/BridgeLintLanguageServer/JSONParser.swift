import BridgeLintCore

/// Why a JSON text was rejected, and at which byte.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
    public var offset: Int
    public var reason: String

    public var description: String { "\(reason) at byte \(offset)" }
}

/// A strict RFC 8259 parser into `JSONValue`.
///
/// Iterative, with an explicit stack of open containers, and nesting bounded by `maximumDepth`:
/// the input cannot exhaust the call stack here, nor later when a deep value is freed (freeing
/// an indirect enum recurses).
public struct JSONParser {
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A container being filled, innermost last.
    private enum Container {
        case array([JSONValue])
        /// The pairs so far, and the key waiting for its value.
        case object([(String, JSONValue)], key: String)
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        var stack: [Container] = []
        while true {
            skipWhitespace()
            var value: JSONValue
            switch try peek("a value") {
            case UInt8(ascii: "["):
                index += 1
                try open(.array([]), on: &stack)
                skipWhitespace()
                guard bytes.get(index) == UInt8(ascii: "]") else { continue }
                index += 1
                value = .array([])
                stack.removeLast()
            case UInt8(ascii: "{"):
                index += 1
                skipWhitespace()
                if bytes.get(index) == UInt8(ascii: "}") {
                    index += 1
                    value = .object([])
                } else {
                    try open(.object([], key: try parseKey()), on: &stack)
                    continue
                }
            default:
                value = try parseScalar()
            }
            // Hand the value to its container; close every container that ends here.
            while let container = stack.popLast() {
                skipWhitespace()
                let separator = try peek("`,` or a closing bracket")
                index += 1
                switch container {
                case .array(var elements):
                    elements.append(value)
                    if separator == UInt8(ascii: ",") {
                        stack.append(.array(elements))
                    } else if separator == UInt8(ascii: "]") {
                        value = .array(elements)
                        continue
                    } else {
                        throw error("expected `,` or `]`", at: index - 1)
                    }
                case .object(var pairs, let key):
                    pairs.append((key, value))
                    if separator == UInt8(ascii: ",") {
                        stack.append(.object(pairs, key: try parseKey()))
                    } else if separator == UInt8(ascii: "}") {
                        value = .object(pairs)
                        continue
                    } else {
                        throw error("expected `,` or `}`", at: index - 1)
                    }
                }
                break
            }
            if stack.isEmpty {
                skipWhitespace()
                guard index == bytes.count else { throw error("unexpected text after the JSON value", at: index) }
                return value
            }
        }
    }

    private func open(_ container: Container, on stack: inout [Container]) throws(JSONParseError) {
        guard stack.count < JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth)", at: index) }
        stack.append(container)
    }

    /// `"key"` and the `:` after it.
    private mutating func parseKey() throws(JSONParseError) -> String {
        skipWhitespace()
        guard try peek("an object key") == UInt8(ascii: "\"") else { throw error("expected a string key", at: index) }
        let key = try parseString()
        skipWhitespace()
        guard try peek("`:`") == UInt8(ascii: ":") else { throw error("expected `:`", at: index) }
        index += 1
        return key
    }

    private mutating func parseScalar() throws(JSONParseError) -> JSONValue {
        let byte = try peek("a value")
        switch byte {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character", at: index)
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONParseError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("expected `\(word)`", at: index)
        }
        index += expected.count
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = index
        var isInteger = true
        if bytes.get(index) == UInt8(ascii: "-") { index += 1 }
        if bytes.get(index) == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try digits() > 0 else { throw error("expected a digit", at: index) }
        }
        if bytes.get(index) == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard try digits() > 0 else { throw error("expected a digit after `.`", at: index) }
        }
        if let byte = bytes.get(index), byte | 0x20 == UInt8(ascii: "e") {
            index += 1
            isInteger = false
            if let sign = bytes.get(index), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            guard try digits() > 0 else { throw error("expected a digit in the exponent", at: index) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .number(integer) }
        guard let double = Double(text), double.isFinite else { throw error("number out of range", at: start) }
        return .double(double)
    }

    private mutating func digits() throws(JSONParseError) -> Int {
        let start = index
        while let byte = bytes.get(index), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    /// A string literal, `index` on its opening quote. Lone surrogates in `\u` escapes are errors.
    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(upTo end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = bytes.get(index) else { throw error("unterminated string", at: index) }
            switch byte {
            case UInt8(ascii: "\""):
                flush(upTo: index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(upTo: index)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
            case 0..<0x20:
                throw error("control character in string", at: index)
            case 0x80...:
                index += try validUTF8Length(at: index)
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = bytes.get(index) else { throw error("unterminated escape", at: index) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit) {
                guard bytes.get(index) == UInt8(ascii: "\\"), bytes.get(index + 1) == UInt8(ascii: "u") else {
                    throw error("high surrogate without a low surrogate", at: index)
                }
                index += 2
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw error("high surrogate without a low surrogate", at: index - 6) }
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid surrogate pair", at: index - 12) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("lone low surrogate", at: index - 6) }
            return scalar
        default:
            throw error("invalid escape", at: index - 1)
        }
    }

    private mutating func hexUnit() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = bytes.get(index), let digit = byte.hexDigitValue else {
                throw error("expected four hex digits", at: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (overlong forms, surrogates
    /// and values past U+10FFFF are rejected).
    private func validUTF8Length(at offset: Int) throws(JSONParseError) -> Int {
        let lead = bytes[offset]
        let length: Int
        let range: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: length = 2; range = 0x80...0xBF
        case 0xE0: length = 3; range = 0xA0...0xBF
        case 0xED: length = 3; range = 0x80...0x9F
        case 0xE1...0xEF: length = 3; range = 0x80...0xBF
        case 0xF0: length = 4; range = 0x90...0xBF
        case 0xF1...0xF3: length = 4; range = 0x80...0xBF
        case 0xF4: length = 4; range = 0x80...0x8F
        default: throw error("invalid UTF-8", at: offset)
        }
        guard let second = bytes.get(offset + 1), range.contains(second) else { throw error("invalid UTF-8", at: offset) }
        for position in offset + 2..<offset + length {
            guard let byte = bytes.get(position), byte & 0xC0 == 0x80 else { throw error("invalid UTF-8", at: offset) }
        }
        return length
    }

    private mutating func skipWhitespace() {
        while let byte = bytes.get(index), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func peek(_ expected: String) throws(JSONParseError) -> UInt8 {
        guard let byte = bytes.get(index) else { throw error("expected \(expected), found the end", at: index) }
        return byte
    }

    private func error(_ reason: String, at offset: Int) -> JSONParseError {
        JSONParseError(offset: offset, reason: reason)
    }
}

private extension Array where Element == UInt8 {
    /// The byte at `index`, or nil past either end.
    func get(_ index: Int) -> UInt8? {
        indices.contains(index) ? self[index] : nil
    }
}

private extension UInt8 {
    var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
