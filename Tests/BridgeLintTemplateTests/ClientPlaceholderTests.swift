import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// A client-side template placeholder in an attribute value (`{{ question.id }}` of AngularJS,
/// Vue or Handlebars, `${id}` of a JavaScript template literal) is a part the browser's script
/// computes: dynamic, as ERB output is.
@Suite struct ClientPlaceholderTests {
    @Test func placeholdersAreDynamicParts() throws {
        let parsed = Parsed(##"<input id="answer-{{ question.id }}" class="a {{b}} c" name="x-${id}" data-x='{"a":{"b":1}}'>"##)
        let input = try parsed.element("input")
        let id = try #require(try parsed.attribute("id", of: input).value)
        #expect(id.staticText == nil)
        #expect(id.isDynamic)
        #expect(id.clientPattern == [.text("answer-"), .placeholder("{{question.id}}")])
        #expect(id.clientPlaceholders.map { parsed.span($0.range) } == ["1:19-1:36"])
        let classes = try #require(try parsed.attribute("class", of: input).value)
        #expect(classes.staticTokens.map(\.text) == ["a", "c"])
        #expect(try parsed.attribute("name", of: input).value?.clientPattern == [.text("x-"), .placeholder("${id}")])
        // JSON holds no `{{`: it stays text.
        #expect(try parsed.attribute("data-x", of: input).value?.staticText == #"{"a":{"b":1}}"#)
    }

    /// ERB output is not a client placeholder: the value has no client pattern.
    @Test func erbOutputHasNoClientPattern() throws {
        let parsed = Parsed(##"<input id="a-<%= x %>-{{ y }}">"##)
        let value = try #require(try parsed.attribute("id", of: parsed.element("input")).value)
        #expect(value.clientPattern == nil)
    }

    @Test func valuesMayRenderAlike() {
        let pattern = { (text: String, placeholder: String?) -> [ClientPlaceholders.Piece] in
            [.text(text)] + (placeholder.map { [.placeholder($0)] } ?? [])
        }
        #expect(ClientPlaceholders.mayRenderAlike(pattern("answer-", "{{a}}"), pattern("answer-", "{{b}}")))
        #expect(!ClientPlaceholders.mayRenderAlike(pattern("answr-", "{{a}}"), pattern("answer-", "{{a}}")))
        #expect(ClientPlaceholders.mayRenderAlike([.placeholder("{{a}}")], pattern("anything", nil)))
        #expect(!ClientPlaceholders.mayRenderAlike([.placeholder("{{t}}"), .text("_item")], [.placeholder("{{t}}"), .text("_item_1")]))
    }
}
