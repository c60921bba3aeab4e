import BridgeLintCore
import Testing
@testable import BridgeLintProject

@Suite struct NativeTokenizerTests {
    func tokens(_ text: String, _ dialect: SourceDialect) -> [SourceToken] {
        SourceTokenizer.tokens(of: Array(text.utf8), dialect: dialect)
    }

    @Test func nestedCommentsAreSkippedWhole() {
        let found = tokens("a /* x /* y */ class B: BridgeComponent */ c // d: BridgeComponent\ne", .swift)
        #expect(found.map(\.text) == ["a", "c", "e"])
        #expect(found[2].startsLine)
        #expect(!found[1].startsLine)
    }

    @Test func swiftStringsKeepTheirValue() {
        let found = tokens(#"""
        x = "a\"b" + #"raw "q" \n"# + """
        class Fake: BridgeComponent {}
        """ + "\(call("inner \(deeper)")) tail"
        """#, .swift)
        let strings = found.filter { $0.kind == .string }
        #expect(strings.count == 4)
        #expect(strings[0].text == "a\"b")
        #expect(strings[1].text == #"raw "q" \n"#)
        #expect(strings[2].text.contains("class Fake"))
        #expect(strings[3].isInterpolated)
        #expect(strings[3].literalValue == nil)
        #expect(!found.contains { $0.isIdentifier("Fake") || $0.isIdentifier("inner") })
    }

    @Test func kotlinTemplatesAndCharacters() {
        let found = tokens(#"val s = "${map["k"]} $name" + '"' + """raw \n ${x}""" + "plain""#, .kotlin)
        let strings = found.filter { $0.kind == .string }
        #expect(strings.map(\.isInterpolated) == [true, false, true, false])
        #expect(strings[1].text == "\"")
        #expect(strings[3].text == "plain")
        #expect(found.contains { $0.isPunctuation("+") })
    }

    @Test func byteOrderMarkIsNotPartOfTheFirstWord() {
        let text = "\u{FEFF}class A: BridgeComponent {}"
        #expect(tokens(text, .swift).first?.text == "class")
        #expect(SwiftComponentScanner.scan(path: "a.swift", text: text).classes.first?.site.column == 7)
        #expect(RubyLexer.tokens(of: Array("\u{FEFF}=begin\nx\n=end\ny".utf8)).map(\.text) == ["y"])
    }

    @Test func onePassPositionsMatchTheCoreOnes() {
        let file = SourceFile(path: "a", bytes: [0xEF, 0xBB, 0xBF] + Array("é x\r\n\tyz\n\nü".utf8))
        let offsets = Array(0...file.bytes.count)
        #expect(file.positions(ofAscending: offsets) == offsets.map { file.position(of: $0) })
    }

    @Test func unterminatedInputEndsCleanly() {
        for text in ["\"abc\nclass", "/* open", "#\"raw", "\"\\(", "\"${", "`tick", "'", "\"\"\"x", "\\", "#"] {
            _ = tokens(text, .swift)
            _ = tokens(text, .kotlin)
        }
        #expect(tokens("\"abc\nnext", .swift).last?.text == "next")
    }
}
