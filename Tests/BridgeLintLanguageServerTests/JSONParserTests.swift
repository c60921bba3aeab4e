import BridgeLintCore
import BridgeLintLanguageServer
import Testing

struct JSONParserTests {
    @Test func parsesADocumentKeepingKeyOrder() throws {
        let value = try JSONParser.parse(#" {"b": [1, -2, 0.5, 1e3, true, false, null], "a": {"x": "y"}, "c": []} "#)
        #expect(value == .object([
            ("b", .array([.number(1), .number(-2), .double(0.5), .double(1000), .bool(true), .bool(false), .null])),
            ("a", .object([("x", .string("y"))])),
            ("c", .array([])),
        ]))
        #expect(try JSONParser.parse("{}") == .object([]))
        #expect(try JSONParser.parse("\"top\"") == .string("top"))
        #expect(try JSONParser.parse("[[[]], {}]") == .array([.array([.array([])]), .object([])]))
    }

    @Test func decodesEscapesUnicodeEscapesAndSurrogatePairs() throws {
        #expect(try JSONParser.parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{08}\u{0C}\n\r\t"))
        #expect(try JSONParser.parse(#""\u00e9\u4e2D""#) == .string("é中"))
        #expect(try JSONParser.parse(#""a\ud83d\ude00b""#) == .string("a😀b"))
        #expect(try JSONParser.parse("\"é😀 raw\"") == .string("é😀 raw"))
    }

    @Test(arguments: [
        "", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{1:2}", "[1 2]", "01", "1.", "-", "1e", "+1", "tru", "nul",
        "\"open", "\"\\x\"", "\"\\u12\"", "\"\u{01}\"", "[1]]", "{} x", "\"\\ud83d\"", "\"\\ud83d\\u0041\"", "\"\\ude00\"",
        "1e999", "[", "{\"a\":",
    ])
    func rejectsInvalidJSON(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xC3, 0x22]) }
        #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xC0, 0xAF, 0x22]) } // overlong "/"
        #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) } // a surrogate
    }

    @Test func boundsNestingWithAnErrorNotACrash() throws {
        let limit = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSONParser.parse(deepest) }
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(tooDeep) }
        #expect(throws: JSONParseError.self) { try JSONParser.parse(String(repeating: "{\"a\":", count: 200_000)) }
    }

    @Test func roundTripsThroughTheSerializer() throws {
        let text = #"{"s":"é😀\n\"","n":[1,2.5,-3],"o":{"k":null}}"#
        #expect(try JSONParser.parse(text).serialized() == text)
    }
}
