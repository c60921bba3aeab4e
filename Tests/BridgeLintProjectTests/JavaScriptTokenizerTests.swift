import Testing
@testable import BridgeLintProject

@Suite struct JavaScriptTokenizerTests {
    private func texts(_ source: String) -> [String] { JavaScriptTokenizer.tokenize(source).map(\.text) }

    @Test func commentsAndStringsHideTheirContents() {
        let tokens = JavaScriptTokenizer.tokenize("""
        // static targets = ["fake"]
        /* class X extends Y { */ let s = 'it\\'s a class' + "q\\"uote"
        """)
        #expect(tokens.map(\.text) == ["let", "s", "=", "'it\\'s a class'", "+", "\"q\\\"uote\""])
        #expect(tokens[3].value == "it's a class")
        #expect(tokens[5].value == "q\"uote")
        #expect(tokens[0].line == 2 && tokens[0].followsLineBreak)
    }

    @Test func templatesWithNestedSubstitutions() {
        let tokens = JavaScriptTokenizer.tokenize("x = `a ${ {b: `c}`}[\"b\"] } d` + 1")
        #expect(tokens.map(\.kind) == [.identifier, .punctuator, .template, .punctuator, .identifier, .punctuator,
                                       .template, .punctuator, .punctuator, .string, .punctuator, .template,
                                       .punctuator, .number])
        #expect(tokens[6].literalValue == "c}")
        #expect(tokens.last?.text == "1")
    }

    @Test func regularExpressionsVersusDivision() {
        #expect(texts("a = b / c / d") == ["a", "=", "b", "/", "c", "/", "d"])
        #expect(texts("x = /[/'\"]\\//g.test(y)") == ["x", "=", "/[/'\"]\\//g", ".", "test", "(", "y", ")"])
        #expect(texts("return /a/.source") == ["return", "/a/", ".", "source"])
        #expect(texts("f(x) / 2 // comment") == ["f", "(", "x", ")", "/", "2"])
        // A lone slash that never closes on its line is division, not a runaway regex.
        #expect(texts("= / \n'a'") == ["=", "/", "'a'"])
    }

    @Test func escapesAreUnescaped() {
        let token = JavaScriptTokenizer.tokenize(#""\u0041\u{1F600}\x42\n""#)[0]
        #expect(token.value == "A😀B\n")
    }

    @Test func truncatedAndRandomInputNeverTraps() {
        let samples = ["`${", "'abc", "/* x", "x = /ab", "`a${`b${`", "\"\\u{", "#", "0x", "${}}}}", "\u{FF}\u{FE}"]
        for sample in samples { _ = JavaScriptTokenizer.tokenize(sample) }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("`${}()[]/'\"\\*#\n abc=>.0123".utf8) + [0xC3, 0xA9, 0xFF]
        for _ in 0..<300 {
            let length = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            let tokens = JavaScriptTokenizer.tokenize(bytes)
            #expect(tokens.allSatisfy { $0.start < $0.end && $0.end <= bytes.count })
            _ = ControllerScanner.scan(bytes: bytes, identifier: "x", path: "x.js")
            _ = RegistrationScanner.scan(bytes: bytes, path: "x.js")
        }
    }

    @Test func deepNestingIsHandledWithoutRecursion() {
        let depth = 10_000
        let sources = [
            "export default class extends Controller { static targets = " + String(repeating: "[", count: depth),
            String(repeating: "`${", count: depth),
            "class A extends Controller {" + String(repeating: "x = () => {", count: depth) + String(repeating: "}", count: depth * 2),
            String(repeating: "this.send(\"e\", {", count: depth),
        ]
        for source in sources {
            let controller = ControllerScanner.scan(source, identifier: "deep", path: "deep_controller.js")
            #expect(controller.identifier == "deep")
        }
    }
}
