import BridgeLintCore

/// Where the cursor is in a path configuration written as JSON or as a Ruby hash, read forward
/// from the start of the buffer (which, mid-edit, need not parse): in a key of an object or in a
/// value of a key, and which key holds that object (`properties`, `tabs`).
struct PathConfigurationCursor: Equatable {
    enum Role: Equatable {
        /// Typing a key of the object.
        case key
        /// Typing the value of `key`.
        case value(key: String)
    }

    var role: Role
    /// The key whose value the object is (an object in an array counts as the array's): `properties`
    /// for a rule's properties, `tabs` for a tab.
    var owner: String?
    /// What is typed before the cursor.
    var prefix: String
    var prefixStart: Int

    /// One container being read: whose value it is.
    private struct Container {
        var isObject: Bool
        var owner: String?
    }

    /// The cursor at `offset`: inside a quoted string (JSON or Ruby) or, in Ruby, a bare label or
    /// symbol; nil elsewhere (between tokens, in a comment).
    static func at(_ offset: Int, in bytes: [UInt8], isRuby: Bool) -> PathConfigurationCursor? {
        var stack: [Container] = []
        var key: String?
        var awaitsValue = false
        var lastString: String?
        var index = 0
        let end = min(offset, bytes.count)
        func cursor(_ start: Int, asKey: Bool) -> PathConfigurationCursor? {
            let prefix = String(decoding: bytes[start..<end], as: UTF8.self)
            if awaitsValue, let key { return PathConfigurationCursor(role: .value(key: key), owner: stack.last?.owner, prefix: prefix, prefixStart: start) }
            guard asKey, stack.last?.isObject == true else { return nil }
            return PathConfigurationCursor(role: .key, owner: stack.last?.owner, prefix: prefix, prefixStart: start)
        }
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "#") where isRuby:
                while index < bytes.count, bytes[index] != Byte.newline { index += 1 }
                if index >= end { return nil }
            // A double quote opens a string in JSON and Ruby, a single quote only in Ruby.
            case Byte.quote,
                 UInt8(ascii: "'") where isRuby:
                var close = index + 1
                while close < bytes.count, bytes[close] != byte, bytes[close] != Byte.newline {
                    close += bytes[close] == Byte.backslash ? 2 : 1
                }
                if close >= end { return cursor(index + 1, asKey: true) }
                let text = String(decoding: bytes[index + 1..<min(close, bytes.count)], as: UTF8.self)
                if awaitsValue {
                    awaitsValue = false
                } else {
                    lastString = text
                }
                index = close
            case UInt8(ascii: ":"):
                if isRuby, index + 1 < bytes.count, Self.isWordByte(bytes[index + 1]), index == 0 || bytes[index - 1] != UInt8(ascii: ":") {
                    // A symbol: `:modal`.
                    var wordEnd = index + 1
                    while wordEnd < bytes.count, Self.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
                    if wordEnd >= end, awaitsValue { return cursor(index + 1, asKey: false) }
                    if awaitsValue { awaitsValue = false } else { lastString = String(decoding: bytes[index + 1..<wordEnd], as: UTF8.self) }
                    index = wordEnd - 1
                } else if let text = lastString {
                    key = text
                    awaitsValue = true
                    lastString = nil
                }
            case UInt8(ascii: "=") where isRuby && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                if let text = lastString {
                    key = text
                    awaitsValue = true
                    lastString = nil
                }
                index += 1
            case Byte.openBrace, Byte.openBracket:
                let owner = awaitsValue ? key : (stack.last?.isObject == false ? stack.last?.owner : nil)
                stack.append(Container(isObject: byte == Byte.openBrace, owner: owner))
                (key, awaitsValue, lastString) = (nil, false, nil)
            case Byte.closeBrace, Byte.closeBracket:
                if !stack.isEmpty { stack.removeLast() }
                (key, awaitsValue, lastString) = (nil, false, nil)
            case UInt8(ascii: ","):
                (key, awaitsValue, lastString) = (nil, false, nil)
            default:
                guard Self.isWordByte(byte) else { break }
                var wordEnd = index
                while wordEnd < bytes.count, Self.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
                // A Ruby label being typed (`pull_to|`), or one finished (`context:`).
                if wordEnd >= end { return isRuby && !awaitsValue ? cursor(index, asKey: true) : nil }
                let isLabel = isRuby && wordEnd < bytes.count && bytes[wordEnd] == UInt8(ascii: ":")
                    && (wordEnd + 1 >= bytes.count || bytes[wordEnd + 1] != UInt8(ascii: ":"))
                if isLabel {
                    key = String(decoding: bytes[index..<wordEnd], as: UTF8.self)
                    awaitsValue = true
                    lastString = nil
                    index = wordEnd
                } else {
                    awaitsValue = false
                    index = wordEnd - 1
                }
            }
            index += 1
        }
        return nil
    }

    private enum Byte {
        static let newline = UInt8(ascii: "\n")
        static let quote = UInt8(ascii: "\"")
        static let backslash = UInt8(ascii: "\\")
        static let openBrace = UInt8(ascii: "{")
        static let closeBrace = UInt8(ascii: "}")
        static let openBracket = UInt8(ascii: "[")
        static let closeBracket = UInt8(ascii: "]")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
