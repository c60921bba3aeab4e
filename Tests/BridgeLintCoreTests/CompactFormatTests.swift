import BridgeLintCore
import Testing

@Suite struct CompactFormatTests {
    struct Point: CompactWritable, Equatable {
        var x: Int
        var label: String?

        func write(to writer: CompactWriter) {
            writer.write(x)
            writer.write(label)
        }

        init(x: Int, label: String?) {
            self.x = x
            self.label = label
        }

        init(from reader: CompactReader) throws {
            x = try reader.readInt()
            label = try reader.readOptionalString()
        }
    }

    struct Sample: Equatable {
        var numbers: [Int]
        var flag: Bool
        var names: [String]
        var points: [Point]
        var missing: Point?
        var present: Point?
    }

    static let sample = Sample(
        numbers: [0, 1, -1, 63, -64, 300, .max, .min], flag: true, names: ["é\u{0}x", "", "app/javascript/controllers/a_controller.js"],
        points: [Point(x: 3, label: nil), Point(x: -7, label: "here")], missing: nil, present: Point(x: 1, label: "p"))

    func encode(_ sample: Sample) -> [UInt8] {
        let writer = CompactWriter()
        writer.writeCount(sample.numbers.count)
        for number in sample.numbers { writer.write(number) }
        writer.write(sample.flag)
        writer.write(sample.names)
        writer.write(sample.points)
        writer.write(sample.missing)
        writer.write(sample.present)
        return writer.bytes()
    }

    func decode(_ bytes: [UInt8]) throws -> Sample {
        let reader = try CompactReader(bytes: bytes)
        let sample = Sample(
            numbers: try reader.readList(reader.readInt), flag: try reader.readBool(), names: try reader.readStrings(),
            points: try reader.readList { try reader.read() }, missing: try reader.readOptional(), present: try reader.readOptional())
        guard reader.isAtEnd else { throw CompactFormatError(description: "bytes left") }
        return sample
    }

    @Test func aValueComesBackEqual() throws {
        #expect(try decode(encode(Self.sample)) == Self.sample)
    }

    enum Kind: String { case target }

    @Test func aCaseIsReadByItsRawValue() throws {
        let writer = CompactWriter()
        writer.write(Kind.target.rawValue)
        writer.write("tagret")
        let reader = try CompactReader(bytes: writer.bytes())
        #expect(try reader.readCase(Kind.self) == .target)
        #expect(throws: CompactFormatError.self) { try reader.readCase(Kind.self) }
    }

    @Test func everyStringIsWrittenOnce() throws {
        let writer = CompactWriter()
        writer.write(Array(repeating: "app/javascript/controllers/nav_controller.js", count: 100))
        let bytes = writer.bytes()
        #expect(bytes.count < 200)
        #expect(try CompactReader(bytes: bytes).readStrings().count == 100)
    }

    @Test func truncatedOrLongerInputThrows() throws {
        let bytes = encode(Self.sample)
        for length in 0..<bytes.count {
            #expect(throws: CompactFormatError.self) { try decode(Array(bytes[..<length])) }
        }
        #expect(throws: CompactFormatError.self) { try decode(bytes + [0]) }
    }

    @Test func garbageThrowsOrReadsAsSomethingElseWithoutTrapping() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let garbage = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? decode(garbage)
        }
        // A count larger than the input is refused before anything is allocated for it.
        #expect(throws: CompactFormatError.self) { try CompactReader(bytes: [0, 0xFF, 0xFF, 0xFF, 0x7F]).readStrings() }
        #expect(throws: CompactFormatError.self) { try CompactReader(bytes: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]) }
    }
}
