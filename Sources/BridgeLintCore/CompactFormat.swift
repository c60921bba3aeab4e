/// Bytes that are not what a `CompactWriter` wrote for the value read: truncated, foreign or corrupt.
public struct CompactFormatError: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}

/// A value written field by field into a `CompactWriter`, and read back in the same order.
public protocol CompactWritable {
    func write(to writer: CompactWriter)
    init(from reader: CompactReader) throws
}

/// Writes a small binary format for data a program reads back itself (a cache), field by
/// field, as the types it holds say (see `CompactWritable`); `CompactReader` reads it.
///
/// Why not `Codable`: on the benchmark app's project scans, Foundation's `JSONDecoder` took
/// two to three times as long to decode them as scanning the files again, and a binary
/// `Codable` decoder about as long as the scan, its time spent in `Codable`'s generic
/// containers; reading the fields directly takes a sixth of the controllers' scan.
///
/// Every string is written once, in a table at the start, and referenced by its index;
/// integers are variable-length (zigzag for negative numbers), Booleans and optionals' presence
/// one byte, lists a count. Every read is checked against the input, so truncated, foreign or
/// corrupt bytes throw `CompactFormatError`, never trap.
public final class CompactWriter {
    private var body: [UInt8] = []
    private var strings: [String] = []
    private var stringIndices: [String: Int] = [:]

    public init() {}

    /// The string table, then everything written.
    public func bytes() -> [UInt8] {
        let table = CompactWriter()
        table.writeCount(strings.count)
        for string in strings {
            table.writeCount(string.utf8.count)
            table.body.append(contentsOf: string.utf8)
        }
        return table.body + body
    }

    public func write(_ value: Int) {
        // Zigzag: small negative numbers stay short.
        writeVarint(UInt64(bitPattern: Int64(value << 1) ^ Int64(value >> (Int.bitWidth - 1))))
    }

    public func write(_ value: Bool) {
        body.append(value ? 1 : 0)
    }

    public func write(_ string: String) {
        if let index = stringIndices[string] {
            writeCount(index)
            return
        }
        stringIndices[string] = strings.count
        writeCount(strings.count)
        strings.append(string)
    }

    public func write(_ value: some CompactWritable) {
        value.write(to: self)
    }

    public func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    public func write<Value: CompactWritable>(_ value: Value?) {
        write(value != nil)
        if let value { value.write(to: self) }
    }

    public func write(_ strings: some Collection<String>) {
        writeCount(strings.count)
        for string in strings { write(string) }
    }

    /// A dictionary, in the order of its keys (equal dictionaries give equal bytes);
    /// `CompactReader.readDictionary` reads it back.
    public func write<Value: CompactWritable>(_ dictionary: [String: Value]) {
        writeCount(dictionary.count)
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            write(key)
            value.write(to: self)
        }
    }

    public func writeCount(_ count: Int) {
        writeVarint(UInt64(count))
    }

    private func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            body.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        body.append(UInt8(value))
    }
}

/// Reads what a `CompactWriter` wrote, in the same order.
public final class CompactReader {
    private let bytes: [UInt8]
    private var offset = 0
    private var strings: [String] = []

    /// Reads the string table; throws when it is not whole.
    public init(bytes: [UInt8]) throws {
        self.bytes = bytes
        let count = try readCount()
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try readCount()
            strings.append(String(decoding: bytes[offset..<offset + length], as: UTF8.self))
            offset += length
        }
    }

    /// Whether everything was read: bytes left over mean the value is not what was written.
    public var isAtEnd: Bool { offset == bytes.count }

    public func readInt() throws -> Int {
        let raw = try readVarint()
        return Int(truncatingIfNeeded: Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
    }

    public func readBool() throws -> Bool {
        switch try readByte() {
        case 0: return false
        case 1: return true
        default: throw failure("not a Boolean")
        }
    }

    public func readString() throws -> String {
        let index = try readVarint()
        guard index < strings.count else { throw failure("no such string") }
        return strings[Int(index)]
    }

    /// A case of a string-backed enumeration, written as its raw value.
    public func readCase<Case: RawRepresentable<String>>(_ type: Case.Type = Case.self) throws -> Case {
        let name = try readString()
        guard let value = Case(rawValue: name) else { throw failure("no \(Case.self) named \(name)") }
        return value
    }

    public func read<Value: CompactWritable>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(from: self)
    }

    public func readOptionalString() throws -> String? {
        try readBool() ? readString() : nil
    }

    public func readOptional<Value: CompactWritable>(_ type: Value.Type = Value.self) throws -> Value? {
        try readBool() ? Value(from: self) : nil
    }

    public func readStrings() throws -> [String] {
        try readList(readString)
    }

    /// What `CompactWriter.write(_:)` wrote of a dictionary.
    public func readDictionary<Value: CompactWritable>(_ type: Value.Type = Value.self) throws -> [String: Value] {
        Dictionary(try readList { (try readString(), try Value(from: self)) }) { first, _ in first }
    }

    public func readList<Element>(_ element: () throws -> Element) throws -> [Element] {
        let count = try readCount()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try element()) }
        return elements
    }

    /// A count of things that each take at least one byte: never more than the bytes left, so
    /// a corrupt count cannot make a reader allocate or loop for long.
    public func readCount() throws -> Int {
        let count = try readVarint()
        guard count <= UInt64(bytes.count - offset) else { throw failure("count past the end") }
        return Int(count)
    }

    private func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw failure("unexpected end") }
        defer { offset += 1 }
        return bytes[offset]
    }

    private func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 7) {
            let byte = try readByte()
            value |= UInt64(byte & 0x7F) << UInt64(shift)
            if byte < 0x80 { return value }
        }
        throw failure("integer too long")
    }

    private func failure(_ what: String) -> CompactFormatError {
        CompactFormatError(description: "\(what) at byte \(offset)")
    }
}

extension Array: CompactWritable where Element: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.writeCount(count)
        for element in self { element.write(to: writer) }
    }

    public init(from reader: CompactReader) throws {
        self = try reader.readList { try Element(from: reader) }
    }
}

extension SourceRange: CompactWritable {
    public func write(to writer: CompactWriter) {
        writer.write(start)
        writer.write(end)
    }

    public init(from reader: CompactReader) throws {
        self.init(start: try reader.readInt(), end: try reader.readInt())
    }
}
