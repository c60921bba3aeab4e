import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// The Ruby side below the helper parser: block structure across tags, and the values the
/// argument parser reads (the tokens are `RubyLexer`'s, tested in `RubyLexerTests`).
@Suite struct RubyReadingTests {
    private func tokens(_ code: String) -> [RubyToken] {
        let bytes = Array(code.utf8)
        return RubyLexer.tokens(in: bytes, range: SourceRange(start: 0, end: bytes.count))
    }

    /// (ERB code of consecutive tags, block events per tag)
    @Test(arguments: [
        ("if x", [RubyBlockEvent.open(tokenIndex: 0)]),
        ("link_to x, y if z", []),
        ("items.each do |item|", [.open(tokenIndex: 3)]),
        ("items.each { |item|", [.open(tokenIndex: 3)]),
        ("}", [.close]),
        ("else", [.branch]),
        ("end", [.close]),
        ("while more? do", [.open(tokenIndex: 0)]),
        // Opened and closed in one tag: no template block, and a branch inside cannot change
        // what other tags see.
        ("x = if y then 1 else 2 end", []),
        ("render \"t\", rows: items.map do |i| i.name end", []),
        ("render \"t\", rows: items.map do |i|\n[i.name]\nend", []),
        ("render \"t\", rows: items.map do |i| i.tags.map do |t| t end end", []),
        ("render \"t\", rows: items.map { |i| case i when A then 1 else 2 end }", []),
        // `if` where a value goes (after a label, `,`, `[`, `||`) opens a block; after a value it
        // is a modifier.
        ("x(text: if a then b else c end, y: d)", []),
        ("[a, if b then c end]", []),
        ("a || if b then c end", []),
        ("x(text: if a", [.open(tokenIndex: 3)]),
        ("items.each do |i| if i", [.open(tokenIndex: 3), .open(tokenIndex: 7)]),
        ("link_to(x) if y", []),
        ("x[0] if y", []),
        // Only the opener left unclosed reaches later tags.
        ("items.each do |i| i.tags.map do |t| t end", [.open(tokenIndex: 3)]),
        ("x.end_with?(\"end\")", []),
        ("value = items.map { |i| i * 2 }", []),
        ("for item in items do", [.open(tokenIndex: 0)]),
        // Every keyword, read by its bytes: openers, branches, and where a statement starts after one.
        ("unless x", [.open(tokenIndex: 0)]),
        ("case x", [.open(tokenIndex: 0)]),
        ("until done do", [.open(tokenIndex: 0)]),
        ("module Admin", [.open(tokenIndex: 0)]),
        ("def x; end", []),
        // An endless method takes no `end`: the block around it closes at its own.
        ("Struct.new(:id) do\n  def admin? = true\n  def label(x) = x.to_s\n  def self.kind = :a\nend", []),
        ("def title=(value)\n  @title = value", [.open(tokenIndex: 0)]),
        ("def total\n  = 1", [.open(tokenIndex: 0)]),
        ("class A; end", []),
        ("begin if x", [.open(tokenIndex: 0), .open(tokenIndex: 1)]),
        ("else if x", [.branch, .open(tokenIndex: 1)]),
        ("elsif y", [.branch]),
        ("when 1", [.branch]),
        ("in [a, b]", [.branch]),
        ("rescue", [.branch]),
        ("ensure", [.branch]),
        ("x.class if y", []),
        ("modules if y", []),
        ("value = x.then { |y| y }", []),
        // An opener where a keyword's expression starts is a value: `begin … end` in an `if`'s
        // condition closes in the tag, and the `if` reaches later tags.
        ("if begin @c == 1 rescue false end then", [.open(tokenIndex: 0)]),
        ("unless begin x rescue nil end", [.open(tokenIndex: 0)]),
        ("while if a then b else c end do", [.open(tokenIndex: 0)]),
    ])
    func blockEvents(code: String, events: [RubyBlockEvent]) {
        #expect(RubyBlockScanner.events(in: tokens(code)) == events)
    }

    /// `<%= %>` holds one expression: an `end`, `}` or `else` it does not open itself cannot
    /// close or continue an earlier tag's block (a misread keyword, never a template block).
    @Test func anOutputTagClosesNoEarlierBlock() {
        let code = "x(text: a\nelse\nb\nend\n}, y: z)"
        #expect(RubyBlockScanner.events(in: tokens(code), isOutput: true) == [])
        #expect(RubyBlockScanner.events(in: tokens("end"), isOutput: false) == [.close])
        #expect(RubyBlockScanner.events(in: tokens("items.each do |i| if i"), isOutput: true) == [.open(tokenIndex: 3), .open(tokenIndex: 7)])
    }

    @Test func branchKeysSeparateIfAndElse() {
        let source = "<% if a %>A<% else %>B<% end %>C"
        let bytes = Array(source.utf8)
        let structure = ERBStructure(bytes: bytes, erbTags: ERBScanner.scan(bytes), textOnlyRanges: [])
        let keys = ["A", "B", "C"].map { letter in
            structure.branchKey(at: source.utf8.firstIndex(of: letter.utf8.first ?? 0).map { source.utf8.distance(from: source.utf8.startIndex, to: $0) } ?? 0)
        }
        #expect(keys[0] != keys[1])
        #expect(keys[2] == structure.branchKey(at: 0))
        #expect(keys[0] != keys[2])
    }

    /// (argument code, the value's kind and text)
    @Test(arguments: [
        (#""text""#, "text:text"),
        (":sym", "text:sym"),
        ("true", "text:true"),
        ("nil", "nil"),
        ("[1, 2]", "array"),
        ("%w[a b]", "array"),
        ("{ a: 1 }", "hash"),
        ("a.b(c)", "expression"),
        (#"("a" if b)"#, "expression"),
        (#""a" + b"#, "expression"),
        (#"x ? "a" : "b""#, "expression"),
        (##""#{a}b""##, "interpolated"),
    ])
    func valueKinds(code: String, expected: String) {
        var parser = RubyArgumentParser(tokens: tokens(code), index: 0)
        let value = parser.parseValue(inParentheses: false).attributeValue
        let description = value.map { value in value.staticText.map { "\(value.kind):\($0)" } ?? "\(value.kind)" } ?? "nil"
        #expect(description == expected)
    }
}
