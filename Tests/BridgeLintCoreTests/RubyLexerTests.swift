import BridgeLintCore
import Testing

/// The one Ruby lexer, for the code of ERB tags (`tokens(in:range:)`, line breaks as tokens)
/// and for whole Ruby files (`tokens(of:)`, line breaks as `startsLine`).
@Suite struct RubyLexerTests {
    private func code(_ text: String) -> [RubyToken] {
        let bytes = Array(text.utf8)
        return RubyLexer.tokens(in: bytes, range: SourceRange(start: 0, end: bytes.count))
    }

    private func file(_ text: String) -> [RubyToken] { RubyLexer.tokens(of: Array(text.utf8)) }

    // MARK: What the template parser relies on

    @Test func kinds() {
        let kinds = code(#"link_to "A", @todo, data: { "x-y": :z, n: 1.5 }, **opts"#).map { "\($0.kind):\($0.text)" }
        #expect(kinds == ["identifier:link_to", "string:A", "punctuation:,", "variable:@todo", "punctuation:,", "label:data",
                          "punctuation:{", "quotedLabel:x-y", "symbol:z", "punctuation:,", "label:n", "number:1.5",
                          "punctuation:}", "punctuation:,", "punctuation:**", "identifier:opts"])
    }

    @Test func stringSegments() throws {
        let string = try #require(code(#""a\"b #{c} d""#).first)
        #expect(string.segments == [
            .text("a", range: SourceRange(start: 1, end: 2), verbatim: true),
            .text("\"", range: SourceRange(start: 2, end: 4), verbatim: false),
            .text("b ", range: SourceRange(start: 4, end: 6), verbatim: true),
            .dynamic(SourceRange(start: 6, end: 10)),
            .text(" d", range: SourceRange(start: 10, end: 12), verbatim: true),
        ])
        #expect(string.isInterpolated)
    }

    @Test func neverLoopsOnOddBytes() {
        let odd = code("\u{7}%w[ ?\\ :\"unterminated")
        #expect(!odd.isEmpty)
        #expect(code("").isEmpty)
        #expect(file("<<~X\n").count == 1)
        #expect(!file("x = \"#{\"#{\"#{").isEmpty)
    }

    @Test func aRangeIsLexedAloneWithItsOwnOffsets() {
        let bytes = Array("<%= a(:b) %>".utf8)
        let tokens = RubyLexer.tokens(in: bytes, range: SourceRange(start: 3, end: 10))
        #expect(tokens.map(\.text) == ["a", "(", "b", ")"])
        #expect(tokens[2].range == SourceRange(start: 6, end: 8))
    }

    // MARK: What the project scanners rely on

    @Test func commentsDocumentsAndHeredocsAreSkipped() {
        let found = file("""
        a # has_rich_text :fake
        =begin
        has_rich_text :in_doc
        =end
        b = <<~SQL, :after
          has_rich_text :in_heredoc
        SQL
        c
        __END__
        has_rich_text :data
        """)
        #expect(found.filter { $0.kind == .identifier }.map(\.text) == ["a", "b", "c"])
        #expect(found.contains { $0.kind == .symbol && $0.text == "after" })
        #expect(found.contains { $0.kind == .string && $0.isInterpolated && $0.text.contains("in_heredoc") })
    }

    @Test func stringsSymbolsLabelsAndPercentLiterals() {
        let found = file(#"x "a#{"b}" + 'c'}d", :sym, :"q s", null: false, %w[has_many :x], 'it\'s', Admin::Todo, valid?, y / 2"#)
            .filter { !$0.isPunctuation(",") }
        #expect(found.filter { $0.kind == .string }.count == 2)
        #expect(found[1].isInterpolated && found[1].name == nil)
        #expect(found[2].kind == .symbol && found[2].text == "sym")
        #expect(found[3].kind == .symbol && found[3].text == "q s")
        #expect(found[4].kind == .label && found[4].text == "null")
        #expect(found[6].kind == .wordArray && found[6].name == "has_many :x")
        #expect(found.contains { $0.kind == .string && $0.text == "it's" })
        #expect(found.contains { $0.isIdentifier("valid?") })
        #expect(found.contains { $0.isPunctuation("::") })
        #expect(found.contains { $0.isPunctuation("/") })
    }

    @Test func regexpsAreLiterals() {
        let found = file("validates :email, format: /a#b/i\nz")
        #expect(found.map(\.text).last == "z")
        #expect(found.filter { $0.kind == .regexp }.map(\.text) == ["a#b"])
        #expect(file("%r{a/b}x + 1").first?.kind == .regexp)
    }

    @Test func lineBreaksAreTokensInCodeAndLineStartsInFiles() {
        #expect(code("a\nb").map(\.kind) == [.identifier, .newline, .identifier])
        let tokens = file("a +\n  b\nc")
        #expect(tokens.map(\.text) == ["a", "+", "b", "c"])
        #expect(tokens.map(\.startsLine) == [true, false, true, true])
    }

    @Test func aByteOrderMarkIsSkipped() {
        #expect(file("\u{FEFF}=begin\nx\n=end\ny").map(\.text) == ["y"])
    }

    // MARK: The union: each side reads what only the other did before

    /// ERB code with a regexp or a heredoc: a quote or `}` inside it is not code.
    @Test func templateCodeReadsRegexpsAndHeredocs() {
        let regexp = code(#"text_field :code, pattern: /[a-z"]+/, data: { x: 1 }"#)
        #expect(regexp.contains { $0.kind == .regexp && $0.text == #"[a-z"]+"# })
        #expect(regexp.contains { $0.kind == .label && $0.text == "x" })
        let heredoc = code("content_tag :pre, <<~TEXT\n  } \"\nTEXT\n")
        #expect(heredoc.filter { $0.kind == .string }.count == 1)
        #expect(!heredoc.contains { $0.isPunctuation("}") })
    }

    /// A Ruby file with quoted labels, character literals, compound operators and variables.
    @Test func filesReadQuotedLabelsOperatorsAndVariables() {
        let found = file(#"@rules ||= { "patterns": [?a], count: $count <=> 1 }"#)
        #expect(found.map { "\($0.kind):\($0.text)" } == [
            "variable:@rules", "punctuation:||=", "punctuation:{", "quotedLabel:patterns", "punctuation:[", "string:a",
            "punctuation:]", "punctuation:,", "label:count", "variable:$count", "punctuation:<=>", "number:1", "punctuation:}",
        ])
    }
}
