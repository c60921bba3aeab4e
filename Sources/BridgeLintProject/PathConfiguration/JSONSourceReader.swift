import BridgeLintCore

/// Reads a JSON document into a `DataNode` tree that keeps the byte range of every key and
/// value, so findings point at the exact token. Iterative, and nesting is limited to
/// `maximumDepth`: a tree of values is freed recursively, so the input must not decide its depth.
enum JSONSourceReader {
    /// Far deeper than any path configuration (five levels).
    static let maximumDepth = 64

    /// Why a document is not JSON, and where.
    struct Failure: Error, Sendable, Equatable {
        var message: String
        var offset: Int
    }

    static func read(_ bytes: [UInt8]) -> Result<DataNode, Failure> {
        var parser = JSONSourceParser(bytes: bytes)
        do {
            return .success(try parser.document())
        } catch {
            return .failure(error)
        }
    }
}

private struct JSONSourceParser {
    /// An array or object being read.
    struct Container {
        var isObject: Bool
        var start: Int
        var elements: [DataNode] = []
        var entries: [DataEntry] = []
        /// The key read for the object's next value.
        var key: (text: String, range: SourceRange)?
        var isEmpty: Bool { elements.isEmpty && entries.isEmpty }
    }

    typealias Failure = JSONSourceReader.Failure

    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: UInt8.byteOrderMark) { index = UInt8.byteOrderMark.count }
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func document() throws(Failure) -> DataNode {
        var stack: [Container] = []
        while true {
            skipWhitespace()
            // An empty container closes at once; an object's value needs its key first.
            if let top = stack.last, top.isEmpty, peek == (top.isObject ? .closeBrace : .closeBracket) {
                index += 1
                stack.removeLast()
                if let done = try finish(node(closing: top), in: &stack) { return done }
                continue
            }
            if let top = stack.last, top.isObject {
                let keyStart = index
                guard peek == .quote else { throw failure("expected a quoted key") }
                let key = try readString()
                stack[stack.count - 1].key = (key, SourceRange(start: keyStart, end: index))
                skipWhitespace()
                guard peek == .colon else { throw failure("expected `:` after the key") }
                index += 1
                skipWhitespace()
            }
            let start = index
            switch peek {
            case .openBrace?, .openBracket?:
                guard stack.count < JSONSourceReader.maximumDepth else {
                    throw failure("nested deeper than \(JSONSourceReader.maximumDepth) levels")
                }
                index += 1
                stack.append(Container(isObject: bytes[start] == .openBrace, start: start))
                continue
            case .quote?:
                let text = try readString()
                let node = DataNode(value: .string(text), range: SourceRange(start: start, end: index),
                                      contentRange: SourceRange(start: start + 1, end: index - 1))
                if let done = try finish(node, in: &stack) { return done }
            case nil:
                throw failure("unexpected end of the document")
            default:
                let node = DataNode(value: try readScalar(), range: SourceRange(start: start, end: index))
                if let done = try finish(node, in: &stack) { return done }
            }
        }
    }

    /// The finished value of a container that was just closed.
    func node(closing container: Container) -> DataNode {
        DataNode(value: container.isObject ? .object(container.entries) : .array(container.elements),
                   range: SourceRange(start: container.start, end: index))
    }

    /// Adds a finished value to its container and reads what follows it: a `,` (the caller reads
    /// the next value) or closing brackets. Returns the document once the outermost value is done.
    mutating func finish(_ node: DataNode, in stack: inout [Container]) throws(Failure) -> DataNode? {
        var node = node
        while !stack.isEmpty {
            var top = stack[stack.count - 1]
            if top.isObject, let key = top.key {
                top.entries.append(DataEntry(key: key.text, keyRange: key.range,
                                               keyContentRange: SourceRange(start: key.range.start + 1, end: key.range.end - 1), value: node))
                top.key = nil
            } else {
                top.elements.append(node)
            }
            stack[stack.count - 1] = top
            skipWhitespace()
            if peek == .comma {
                index += 1
                return nil
            }
            guard peek == (top.isObject ? .closeBrace : .closeBracket) else {
                throw failure(top.isObject ? "expected `,` or `}`" : "expected `,` or `]`")
            }
            index += 1
            stack.removeLast()
            node = self.node(closing: top)
        }
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the document") }
        return node
    }

    func failure(_ message: String) -> Failure {
        Failure(message: message, offset: min(index, bytes.count))
    }

    mutating func skipWhitespace() {
        while let byte = peek, byte == .space || byte == .newline || byte == .tab || byte == .carriageReturn { index += 1 }
    }

    /// The string whose opening quote is at `index`, unescaped.
    mutating func readString() throws(Failure) -> String {
        let start = index
        index += 1
        var value: [UInt8] = []
        while let byte = peek, byte != .newline {
            if byte == .quote {
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            guard byte == .backslash, index + 1 < bytes.count else {
                value.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): value.append(.newline)
            case UInt8(ascii: "t"): value.append(.tab)
            case UInt8(ascii: "r"): value.append(.carriageReturn)
            case UInt8(ascii: "b"): value.append(0x08)
            case UInt8(ascii: "f"): value.append(0x0C)
            case UInt8(ascii: "u"): value += readUnicodeEscape()
            default: value.append(escaped)
            }
        }
        index = start
        throw failure("unterminated string")
    }

    /// The hex digits after `\u` (with a following low surrogate), as UTF-8.
    mutating func readUnicodeEscape() -> [UInt8] {
        func hex() -> UInt32? {
            guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
            index += 4
            return value
        }
        guard var scalar = hex() else { return [] }
        if (0xD800...0xDBFF).contains(scalar), index + 6 <= bytes.count, bytes[index] == .backslash, bytes[index + 1] == UInt8(ascii: "u") {
            let mark = index
            index += 2
            if let low = hex(), (0xDC00...0xDFFF).contains(low) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
                index = mark
            }
        }
        return Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
    }

    /// `true`, `false`, `null` or a number.
    mutating func readScalar() throws(Failure) -> DataNode.Value {
        for (word, value) in [("true", DataNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            if index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 {
                index += utf8.count
                return value
            }
        }
        let start = index
        while let byte = peek, byte.isDigit || byte == .minus || byte == .dot || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            index += 1
        }
        guard index > start else { throw failure("expected a value") }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }
}

extension UInt8 {
    static let comma = UInt8(ascii: ",")
}
