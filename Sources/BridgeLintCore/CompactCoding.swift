/// A small binary encoding of `Codable` values, for data a program writes and reads back
/// itself (a cache): Foundation's `JSONDecoder` took twice as long to decode a project's
/// scan results as scanning the sources again.
///
/// The layout follows the order in which a type encodes its properties, so a value decodes
/// only as the type that encoded it: every string (keys and values) is written once in a
/// table at the start and referenced by index, integers are variable-length, each keyed entry
/// carries its key (checked on decoding; an enum's case is read from it), an optional property
/// a presence byte, and a list or dictionary its count. An optional stored
/// outside a property (`[String?]`) cannot be encoded. Decoding checks every read against the
/// input, so a truncated or foreign file throws (`CompactCoding.Failure`, or a `DecodingError`
/// from a type's own decoding), never traps.
public enum CompactCoding {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let writer = CompactWriter()
        try writer.encode(value)
        let output = CompactWriter()
        output.writeStringTable(writer.strings)
        return output.bytes + writer.bytes
    }

    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let reader = CompactReader(bytes: bytes)
        try reader.readStringTable()
        let value = try reader.decode(Value.self)
        guard reader.offset == bytes.count else { throw Failure(description: "bytes left after the value") }
        return value
    }
}

// MARK: - Writing

final class CompactWriter {
    var bytes: [UInt8] = []
    private(set) var strings: [String] = []
    private var stringIndices: [String: Int] = [:]

    func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func writeInteger<Integer: BinaryInteger>(_ value: Integer) {
        // Zigzag: small negative numbers stay short.
        let wide = Int64(value)
        writeVarint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    func writeString(_ string: String) {
        if let index = stringIndices[string] {
            writeVarint(UInt64(index))
            return
        }
        stringIndices[string] = strings.count
        writeVarint(UInt64(strings.count))
        strings.append(string)
    }

    func writeStringTable(_ table: [String]) {
        writeVarint(UInt64(table.count))
        for string in table {
            writeVarint(UInt64(string.utf8.count))
            bytes.append(contentsOf: string.utf8)
        }
    }

    /// Room for a list's count, filled in as elements are added.
    func reserveCount() -> Int {
        bytes.append(contentsOf: [0, 0, 0, 0])
        return bytes.count - 4
    }

    func incrementCount(at slot: Int) {
        var count = UInt32(bytes[slot]) | UInt32(bytes[slot + 1]) << 8 | UInt32(bytes[slot + 2]) << 16 | UInt32(bytes[slot + 3]) << 24
        count += 1
        for shift in 0..<4 { bytes[slot + shift] = UInt8(truncatingIfNeeded: count >> (8 * shift)) }
    }

    func encode<Value: Encodable>(_ value: Value) throws {
        if let string = value as? String {
            writeString(string)
        } else if let dictionary = value as? any CompactDictionary {
            try dictionary.encodeEntries(to: self)
        } else {
            try value.encode(to: CompactEncoder(writer: self))
        }
    }
}

private struct CompactEncoder: Encoder {
    let writer: CompactWriter
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedCompactEncoding(writer: writer))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedCompactEncoding(writer: writer, countSlot: writer.reserveCount())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleCompactEncoding(writer: writer) }
}

private struct KeyedCompactEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: CompactWriter
    var codingPath: [any CodingKey] { [] }

    func encodeNil(forKey key: Key) throws {
        writer.writeString(key.stringValue)
        writer.bytes.append(0)
    }

    func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        writer.writeString(key.stringValue)
        try writer.encode(value)
    }

    func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        writer.writeString(key.stringValue)
        if let value {
            writer.bytes.append(1)
            try writer.encode(value)
        } else {
            writer.bytes.append(0)
        }
    }

    // Every optional goes through the generic form above, so that each writes its presence byte.
    func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, key) }
    func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, key) }

    private func encodeOptional<Value: Encodable>(_ value: Value?, _ key: Key) throws {
        try encodeIfPresent(value, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        writer.writeString(key.stringValue)
        return KeyedEncodingContainer(KeyedCompactEncoding<NestedKey>(writer: writer))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        writer.writeString(key.stringValue)
        return UnkeyedCompactEncoding(writer: writer, countSlot: writer.reserveCount())
    }

    func superEncoder() -> any Encoder { CompactEncoder(writer: writer) }
    func superEncoder(forKey key: Key) -> any Encoder {
        writer.writeString(key.stringValue)
        return CompactEncoder(writer: writer)
    }
}

private struct UnkeyedCompactEncoding: UnkeyedEncodingContainer {
    let writer: CompactWriter
    let countSlot: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(writer: CompactWriter, countSlot: Int) {
        self.writer = writer
        self.countSlot = countSlot
    }

    func encodeNil() throws { throw EncodingError.invalidValue(Any?.none as Any, .init(codingPath: [], debugDescription: "nil outside a property")) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        added()
        try writer.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        added()
        return KeyedEncodingContainer(KeyedCompactEncoding<NestedKey>(writer: writer))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        added()
        return UnkeyedCompactEncoding(writer: writer, countSlot: writer.reserveCount())
    }

    mutating func superEncoder() -> any Encoder {
        added()
        return CompactEncoder(writer: writer)
    }

    private mutating func added() {
        count += 1
        writer.incrementCount(at: countSlot)
    }
}

private struct SingleCompactEncoding: SingleValueEncodingContainer {
    let writer: CompactWriter
    var codingPath: [any CodingKey] { [] }

    func encodeNil() throws { throw EncodingError.invalidValue(Any?.none as Any, .init(codingPath: [], debugDescription: "nil outside a property")) }
    func encode(_ value: Bool) throws { writer.bytes.append(value ? 1 : 0) }
    func encode(_ value: String) throws { writer.writeString(value) }
    func encode(_ value: Double) throws { writer.writeVarint(value.bitPattern) }
    func encode(_ value: Float) throws { writer.writeVarint(UInt64(value.bitPattern)) }
    func encode(_ value: Int) throws { writer.writeInteger(value) }
    func encode(_ value: Int8) throws { writer.writeInteger(value) }
    func encode(_ value: Int16) throws { writer.writeInteger(value) }
    func encode(_ value: Int32) throws { writer.writeInteger(value) }
    func encode(_ value: Int64) throws { writer.writeInteger(value) }
    func encode(_ value: UInt) throws { writer.writeVarint(UInt64(value)) }
    func encode(_ value: UInt8) throws { writer.writeVarint(UInt64(value)) }
    func encode(_ value: UInt16) throws { writer.writeVarint(UInt64(value)) }
    func encode(_ value: UInt32) throws { writer.writeVarint(UInt64(value)) }
    func encode(_ value: UInt64) throws { writer.writeVarint(value) }
    func encode<Value: Encodable>(_ value: Value) throws { try writer.encode(value) }
}

// MARK: - Reading

final class CompactReader {
    private let bytes: [UInt8]
    private(set) var offset = 0
    private var strings: [String] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ what: String) -> CompactCoding.Failure {
        CompactCoding.Failure(description: "\(what) at byte \(offset)")
    }

    func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw failure("unexpected end") }
        defer { offset += 1 }
        return bytes[offset]
    }

    func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 7) {
            let byte = try readByte()
            value |= UInt64(byte & 0x7F) << UInt64(shift)
            if byte < 0x80 { return value }
        }
        throw failure("integer too long")
    }

    func readInteger<Integer: FixedWidthInteger>(_ type: Integer.Type = Integer.self) throws -> Integer {
        let raw = try readVarint()
        let value = Integer.isSigned ? Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1) : Int64(bitPattern: raw)
        guard let result = Integer.isSigned ? Integer(exactly: value) : Integer(exactly: raw) else { throw failure("integer out of range") }
        return result
    }

    func readBool() throws -> Bool {
        switch try readByte() {
        case 0: false
        case 1: true
        default: throw failure("not a Boolean")
        }
    }

    func readString() throws -> String {
        let index = try readVarint()
        guard index < strings.count else { throw failure("no such string") }
        return strings[Int(index)]
    }

    func readStringTable() throws {
        let count = try readCount(fixedWidth: false)
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try readCount(fixedWidth: false)
            strings.append(String(decoding: bytes[offset..<offset + length], as: UTF8.self))
            offset += length
        }
    }

    /// A count of things that each take at least one byte: never more than the bytes left.
    func readCount(fixedWidth: Bool = true) throws -> Int {
        let count: UInt64
        if fixedWidth {
            count = try (0..<4).reduce(into: UInt64(0)) { value, shift in value |= UInt64(try readByte()) << UInt64(8 * shift) }
        } else {
            count = try readVarint()
        }
        guard count <= UInt64(bytes.count - offset) else { throw failure("count past the end") }
        return Int(count)
    }

    func readKey(_ key: some CodingKey) throws {
        let found = try readString()
        guard found == key.stringValue else { throw failure("key \(found) where \(key.stringValue) was written") }
    }

    /// The key of the next entry, not consumed.
    func peekKey() -> String? {
        let start = offset
        defer { offset = start }
        return try? readString()
    }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if Value.self == String.self { return try readString() as! Value }
        if let dictionary = Value.self as? any CompactDictionary.Type { return try dictionary.init(entriesFrom: self) as! Value }
        return try Value(from: CompactDecoder(reader: self))
    }
}

private struct CompactDecoder: Decoder {
    let reader: CompactReader
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedCompactDecoding(reader: reader))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedCompactDecoding(reader: reader)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { SingleCompactDecoding(reader: reader) }
}

private struct KeyedCompactDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: CompactReader
    var codingPath: [any CodingKey] { [] }

    /// Only the next entry's key: what an enum's decoding asks for.
    var allKeys: [Key] { reader.peekKey().flatMap(Key.init(stringValue:)).map { [$0] } ?? [] }

    func contains(_ key: Key) -> Bool { reader.peekKey() == key.stringValue }

    func decodeNil(forKey key: Key) throws -> Bool {
        try reader.readKey(key)
        return try reader.readByte() == 0
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try reader.readKey(key)
        return try reader.readBool()
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try reader.readKey(key)
        return try reader.readString()
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try reader.readKey(key)
        return try reader.readInteger()
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try reader.readKey(key)
        return try reader.decode(type)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeOptional(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeOptional(type, key) }
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? { try decodeOptional(type, key) }

    private func decodeOptional<Value: Decodable>(_ type: Value.Type, _ key: Key) throws -> Value? {
        try decodeNil(forKey: key) ? nil : reader.decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try reader.readKey(key)
        return KeyedDecodingContainer(KeyedCompactDecoding<NestedKey>(reader: reader))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try reader.readKey(key)
        return try UnkeyedCompactDecoding(reader: reader)
    }

    func superDecoder() -> any Decoder { CompactDecoder(reader: reader) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        try reader.readKey(key)
        return CompactDecoder(reader: reader)
    }
}

private struct UnkeyedCompactDecoding: UnkeyedDecodingContainer {
    let reader: CompactReader
    let total: Int
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    init(reader: CompactReader) throws {
        self.reader = reader
        total = try reader.readCount()
    }

    /// Nil is never written outside a property.
    func decodeNil() -> Bool { false }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try next()
        return try reader.decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next()
        return KeyedDecodingContainer(KeyedCompactDecoding<NestedKey>(reader: reader))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next()
        return try UnkeyedCompactDecoding(reader: reader)
    }

    mutating func superDecoder() throws -> any Decoder {
        try next()
        return CompactDecoder(reader: reader)
    }

    private mutating func next() throws {
        guard !isAtEnd else { throw CompactCoding.Failure(description: "past the end of a list") }
        currentIndex += 1
    }
}

private struct SingleCompactDecoding: SingleValueDecodingContainer {
    let reader: CompactReader
    var codingPath: [any CodingKey] { [] }

    /// Nil is never written outside a property.
    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.readBool() }
    func decode(_ type: String.Type) throws -> String { try reader.readString() }
    func decode(_ type: Double.Type) throws -> Double { Double(bitPattern: try reader.readVarint()) }
    func decode(_ type: Float.Type) throws -> Float { Float(bitPattern: try reader.readInteger()) }
    func decode(_ type: Int.Type) throws -> Int { try reader.readInteger() }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.readInteger() }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.readInteger() }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.readInteger() }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.readInteger() }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.readInteger() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.readInteger() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.readInteger() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.readInteger() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.readInteger() }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try reader.decode(type) }
}

// MARK: - Dictionaries

/// A dictionary: Swift encodes one keyed by strings or integers as a keyed container whose
/// keys are only known by reading them all, so every dictionary is written as a count and its
/// pairs instead.
protocol CompactDictionary {
    func encodeEntries(to writer: CompactWriter) throws
    init(entriesFrom reader: CompactReader) throws
}

extension Dictionary: CompactDictionary where Key: Codable, Value: Codable {
    func encodeEntries(to writer: CompactWriter) throws {
        writer.writeVarint(UInt64(count))
        for (key, value) in self {
            try writer.encode(key)
            try writer.encode(value)
        }
    }

    init(entriesFrom reader: CompactReader) throws {
        let count = try reader.readCount(fixedWidth: false)
        self.init(minimumCapacity: count)
        for _ in 0..<count {
            let key = try reader.decode(Key.self)
            self[key] = try reader.decode(Value.self)
        }
    }
}
