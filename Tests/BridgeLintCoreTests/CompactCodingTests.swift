import BridgeLintCore
import Testing

@Suite struct CompactCodingTests {
    enum Origin: Codable, Equatable {
        case plain
        case registered(path: String, line: Int)
        case package(String)
    }

    enum Kind: String, Codable { case target, value }

    struct Nested: Codable, Equatable {
        var name: String
        var optional: Int?
    }

    struct Sample: Codable, Equatable {
        var text: String
        var number: Int
        var negative: Int
        var large: UInt64
        var flag: Bool
        var ratio: Double
        var missing: String?
        var present: String?
        var missingNested: Nested?
        var origins: [Origin]
        var kinds: Set<Kind>
        var values: [String: Nested]
        var table: [Int: String]
        var lists: [[String]]
    }

    static let sample = Sample(
        text: "é\u{0}x", number: 300, negative: -5, large: .max, flag: true, ratio: -0.25, missing: nil, present: "here",
        missingNested: nil, origins: [.plain, .registered(path: "app/javascript/application.js", line: 4), .package("@x/y")],
        kinds: [.target, .value], values: ["submitTitle": Nested(name: "a", optional: nil), "url": Nested(name: "a", optional: -1)],
        table: [1: "one", -2: "minus two"], lists: [[], ["a", "a", "b"]])

    @Test func aValueComesBackEqual() throws {
        let bytes = try CompactCoding.encode(Self.sample)
        #expect(try CompactCoding.decode(Sample.self, from: bytes) == Self.sample)
    }

    @Test func everyStringIsWrittenOnce() throws {
        let bytes = try CompactCoding.encode(Array(repeating: "app/javascript/controllers/nav_controller.js", count: 100))
        #expect(bytes.count < 200)
        #expect(try CompactCoding.decode([String].self, from: bytes).count == 100)
    }

    @Test func truncatedOrLongerInputThrows() throws {
        let bytes = try CompactCoding.encode(Self.sample)
        for length in 0..<bytes.count {
            #expect(throws: (any Error).self) { try CompactCoding.decode(Sample.self, from: Array(bytes[..<length])) }
        }
        #expect(throws: CompactCoding.Failure.self) { try CompactCoding.decode(Sample.self, from: bytes + [0]) }
    }

    @Test func anotherTypesBytesOrGarbageThrow() throws {
        let other = try CompactCoding.encode(Nested(name: "text", optional: 1))
        #expect(throws: (any Error).self) { try CompactCoding.decode(Sample.self, from: other) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let garbage = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? CompactCoding.decode(Sample.self, from: garbage)
        }
        // A count larger than the input is refused before anything is allocated for it.
        #expect(throws: CompactCoding.Failure.self) { try CompactCoding.decode([String].self, from: [0, 0xFF, 0xFF, 0xFF, 0x7F]) }
    }

    @Test func anOptionalOutsideAPropertyCannotBeWritten() {
        #expect(throws: (any Error).self) { try CompactCoding.encode([String?.none]) }
    }
}
