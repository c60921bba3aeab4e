import BridgeLintCore
@testable import BridgeLintProject
import Testing

/// The proof of unrendered templates lexes an ERB tag's code only when `mayShowFacts` lets it
/// through: whatever a tag shows (`read`), the sieve must let it through, and what it keeps
/// out must show nothing.
@Suite struct RubyRenderFactsSieveTests {
    /// What the code of one ERB tag or Ruby file shows.
    static func facts(of code: String) -> RubyRenderFacts {
        var facts = RubyRenderFacts()
        facts.read(RubyLexer.tokens(of: Array(code.utf8)))
        return facts
    }

    private static func showsNothing(_ facts: RubyRenderFacts) -> Bool {
        facts.literals.isEmpty && facts.renderedNames.isEmpty && facts.patterns.isEmpty && facts.renderedLocals.isEmpty
            && facts.blockParameters.isEmpty && facts.objects.isEmpty && facts.forwardedOptions.isEmpty
            && !facts.rendersComputedName && !facts.computesTemplateOption && !facts.computesPartialOption && !facts.computesLayoutOption
            && !facts.rendersCurrentAction && !facts.choosesLayoutAtRunTime && !facts.looksUpConstants && !facts.spellsComponent
            && !facts.definesPartialPath
    }

    private static func sieve(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        return RubyRenderFacts.mayShowFacts(in: bytes, range: SourceRange(start: 0, end: bytes.count))
    }

    @Test(arguments: [
        "render partial_name", "render", "default_render", "respond_with @post", "\"posts/form\"", "'posts/form'", "`ls`",
        ":card_component", "%w[card list]", "%i[a b]", "x = ?a", "posts.each do |post|", "posts.each { |post| }", "item.constantize",
        "Object.const_get(name)", "def to_partial_path", "layout current_layout", "turbo_stream.replace @post",
        "broadcast_replace_to post, partial: x", "link_to \"x\", y", "\"#{kind}_component\"",
    ])
    func codeShowingAFactIsLexed(code: String) {
        #expect(!Self.showsNothing(Self.facts(of: code)), "the case shows no fact: \(code)")
        #expect(Self.sieve(code), "\(code)")
    }

    @Test(arguments: [
        "post.title", "end", "else", "if post.published", "@posts.each_with_index do", "paginate @posts", "dom_id(post)",
        "t(.title)", "x = 1 + 2", "yield", "content_for(title)", "post.comments.count > 0 && admin", "", "   ",
    ])
    func codeTheSieveKeepsOutShowsNothing(code: String) {
        #expect(!Self.sieve(code), "\(code)")
        #expect(Self.showsNothing(Self.facts(of: code)), "\(code)")
    }

    @Test func onlyTheRangeIsSearched() {
        let bytes = Array("<%= post.title %><%= render \"a\" %>".utf8)
        #expect(!RubyRenderFacts.mayShowFacts(in: bytes, range: SourceRange(start: 3, end: 15)))
        #expect(RubyRenderFacts.mayShowFacts(in: bytes, range: SourceRange(start: 20, end: 32)))
    }
}
