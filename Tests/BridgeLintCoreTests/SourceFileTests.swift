import Testing
@testable import BridgeLintCore

@Suite struct SourceFileTests {
    @Test func positionsCountScalarsAndSkipTheByteOrderMark() {
        let file = SourceFile(path: "a.erb", bytes: [0xEF, 0xBB, 0xBF] + Array("é<a>\r\n\tx".utf8))
        #expect(file.position(of: 3) == SourcePosition(offset: 3, line: 1, column: 1))
        // "é" is two bytes and one column.
        #expect(file.position(of: 5).column == 2)
        // The tab is one column on line 2.
        let x = file.bytes.firstIndex(of: UInt8(ascii: "x"))!
        #expect(file.position(of: x) == SourcePosition(offset: x, line: 2, column: 2))
        #expect(file.lineText(1) == "é<a>")
        #expect(file.lineText(2) == "\tx")
    }

    @Test func offsetsPastTheEndAreClamped() {
        let file = SourceFile(path: "a", text: "ab\n")
        #expect(file.position(of: 99) == SourcePosition(offset: 3, line: 2, column: 1))
    }
}

@Suite struct StringDistanceTests {
    @Test func transpositionsCountOnce() {
        #expect(StringDistance.editDistance("focsuin", "focusin") == 1)
        #expect(StringDistance.editDistance("descritpion", "description") == 1)
        #expect(StringDistance.editDistance("", "abc") == 3)
    }

    @Test func separatorVariantsComeFirst() {
        let names = ["bridge--nav", "bridge--navs", "bridge--menu"]
        #expect(StringDistance.suggestions(for: "bridge-nav", among: names).first == "bridge--nav")
        #expect(StringDistance.suggestions(for: "bridge--naw", among: names) == ["bridge--nav", "bridge--navs"])
        #expect(StringDistance.suggestions(for: "xyz", among: names).isEmpty)
    }
}

@Suite struct JSONValueTests {
    @Test func serializesCompactAndPretty() {
        let value = JSONValue.object([("a", .array([.number(1), .null, .bool(true)])), ("b", .string("x\"\n")), ("c", .object([]))])
        #expect(value.serialized() == #"{"a":[1,null,true],"b":"x\"\n","c":{}}"#)
        #expect(value.serialized(pretty: true) == "{\n  \"a\": [\n    1,\n    null,\n    true\n  ],\n  \"b\": \"x\\\"\\n\",\n  \"c\": {}\n}")
    }

    @Test func deepDocumentsDoNotOverflowTheStack() {
        var value = JSONValue.null
        for _ in 0..<5_000 { value = .array([value]) }
        let text = value.serialized()
        #expect(text.hasPrefix("[[[[") && text.hasSuffix("]]]]"))
        #expect(text.count == 10_004)
    }

    @Test func tokenRangesAndOffsetsFromLineAndColumn() {
        let file = SourceFile(path: "a.js", text: "x\n  static component = \"nav\"\n")
        let offset = file.offset(line: 2, column: 22)
        #expect(file.text(in: file.tokenRange(at: offset)) == "\"nav\"")
        #expect(file.text(in: file.tokenRange(at: file.offset(line: 2, column: 3))) == "static")
    }
}

/// Columns on a long line come from checkpoints, not a walk from the line start: they must
/// still count scalars exactly, across checkpoint boundaries and at the very end of the file.
@Suite struct LongLineColumnTests {
    @Test(arguments: [255, 256, 512, 1000])
    func columnsMatchACountOfScalars(_ length: Int) {
        // Two- and three-byte scalars, so scalars and bytes drift apart.
        var text = "\u{FEFF}a\n"
        while text.utf8.count < length { text += ["é", "x", "€", "y"][text.utf8.count % 4] }
        let file = SourceFile(path: "t", text: text)
        for offset in 0...file.bytes.count where offset == file.bytes.count || file.bytes[offset] & 0xC0 != 0x80 {
            // Line 1 is `a` after the byte-order mark (bytes 3 and 4); line 2 starts at byte 5.
            let lineStart = offset < 5 ? min(3, offset) : 5
            let expected = String(decoding: file.bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
            #expect(file.position(of: offset).column == expected, "offset \(offset) of \(file.bytes.count)")
        }
    }
}
