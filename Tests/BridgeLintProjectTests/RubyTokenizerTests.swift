import Testing
@testable import BridgeLintProject

@Suite struct RubyTokenizerTests {
    func tokens(_ text: String) -> [RubyToken] { RubyTokenizer.tokens(of: Array(text.utf8)) }

    @Test func commentsDocumentsAndHeredocsAreSkipped() {
        let found = tokens("""
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
    }

    @Test func stringsSymbolsLabelsAndPercentLiterals() {
        let found = tokens(#"x "a#{"b}" + 'c'}d" :sym :"q s" null: false %w[has_many :x] 'it\'s' Admin::Todo valid? y / 2"#)
        let kinds = found.map(\.kind)
        #expect(kinds.filter { $0 == .string }.count == 3)
        #expect(found[1].isInterpolated)
        #expect(found[2].kind == .symbol && found[2].text == "sym")
        #expect(found[3].kind == .symbol && found[3].text == "q s")
        #expect(found[4].kind == .label && found[4].text == "null")
        #expect(found.contains { $0.kind == .string && $0.text == "it's" })
        #expect(found.contains { $0.isIdentifier("valid?") })
        #expect(found.contains { $0.isPunctuation("::") })
        #expect(found.contains { $0.isPunctuation("/") })
    }

    @Test func regexpsAreLiterals() {
        let found = tokens("validates :email, format: /a#b/\nz")
        #expect(found.map(\.text).last == "z")
        #expect(found.filter { $0.kind == .string }.count == 1)
    }
}
