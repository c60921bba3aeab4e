import BridgeLintCore
import Testing
@testable import BridgeLintProject

/// Comments of code files, where suppression directives live: strings, template literals and
/// regular expressions that hold `//` or `/*` are not comments.
@Suite struct CodeCommentsTests {
    func comments(_ text: String, path: String) -> [String] {
        let file = SourceFile(path: path, text: text)
        return CodeComments.ranges(in: file.bytes, path: path).map(file.text)
    }

    @Test func javaScript() {
        let source = """
            const a = "// not"; const b = `/* not ${x /* yes */} */`; const r = /\\/\\/ not/
            // line one
            /* block
               two */ let c = 1 // trailing
            """
        #expect(comments(source, path: "app/javascript/controllers/a_controller.ts") == [
            "/* yes */", "// line one", "/* block\n   two */", "// trailing",
        ])
    }

    @Test func swiftAndKotlin() {
        #expect(comments(##"let s = #"// not"# /* a /* nested */ b */ // end"##, path: "ios/A.swift") == [
            "/* a /* nested */ b */", "// end",
        ])
        #expect(comments(#"val s = "${"// not"}" // yes"#, path: "android/A.kt") == ["// yes"])
        #expect(comments("// none", path: "app/views/a.html.erb") == [])
    }
}
