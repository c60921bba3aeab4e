/// Checks text the way `JSON.parse` would, without building the value: Stimulus parses
/// Array and Object values with `JSON.parse`, and only the top-level shape matters to it.
public enum JSONValidator {
    public enum Shape: Sendable, Hashable {
        case object, array, string, number, boolean, null
    }

    /// The top-level shape of `text`, or nil when `JSON.parse` would throw.
    public static func shape(of text: String) -> Shape? {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        guard let shape = reader.value(depth: 0) else { return nil }
        reader.skipWhitespace()
        return reader.index == reader.bytes.count ? shape : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        mutating func value(depth: Int) -> Shape? {
            guard depth < 512, let byte = current else { return nil }
            switch byte {
            case UInt8(ascii: "{"): return object(depth: depth) ? .object : nil
            case UInt8(ascii: "["): return array(depth: depth) ? .array : nil
            case UInt8(ascii: "\""): return string() ? .string : nil
            case UInt8(ascii: "t"): return literal("true") ? .boolean : nil
            case UInt8(ascii: "f"): return literal("false") ? .boolean : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number() ? .number : nil
            }
        }

        mutating func literal(_ word: String) -> Bool {
            let needle = Array(word.utf8)
            guard index + needle.count <= bytes.count, Array(bytes[index..<(index + needle.count)]) == needle else { return false }
            index += needle.count
            return true
        }

        mutating func object(depth: Int) -> Bool {
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "}") { index += 1; return true }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\""), string() else { return false }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return false }
                index += 1
                skipWhitespace()
                guard value(depth: depth + 1) != nil else { return false }
                skipWhitespace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "}") { index += 1; return true }
                return false
            }
        }

        mutating func array(depth: Int) -> Bool {
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") { index += 1; return true }
            while true {
                skipWhitespace()
                guard value(depth: depth + 1) != nil else { return false }
                skipWhitespace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "]") { index += 1; return true }
                return false
            }
        }

        mutating func string() -> Bool {
            index += 1
            while let byte = current {
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return true
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { return false }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        continue
                    case UInt8(ascii: "u"):
                        for _ in 0..<4 {
                            guard let hex = current, isHexDigit(hex) else { return false }
                            index += 1
                        }
                    default: return false
                    }
                case 0x00..<0x20: return false
                default: continue
                }
            }
            return false
        }

        mutating func number() -> Bool {
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, isDigit(first) else { return false }
            index += 1
            if first != UInt8(ascii: "0") { while let byte = current, isDigit(byte) { index += 1 } }
            if current == UInt8(ascii: ".") {
                index += 1
                guard let byte = current, isDigit(byte) else { return false }
                while let byte = current, isDigit(byte) { index += 1 }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let byte = current, isDigit(byte) else { return false }
                while let byte = current, isDigit(byte) { index += 1 }
            }
            return true
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
        }
    }
}
