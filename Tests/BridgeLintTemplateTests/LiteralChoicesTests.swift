import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// A dynamic value with a finite set of literal renderings is read as each of them, in raw HTML
/// (an ERB output) and in a helper's hash (a Ruby expression); anything else stays unknown.
@Suite struct LiteralChoicesTests {
    /// (template, the `data-controller` words it may render, whether other words may render too).
    static let cases: [(String, [String], Bool)] = [
        // Raw HTML, ERB output of each shape, beside static words.
        (##"<div data-controller="<%= "bridge--menu" if native_app? %> search"></div>"##, ["bridge--menu", "search"], false),
        (##"<div data-controller="search <%= 'menu' unless signed_in? %>"></div>"##, ["search", "menu"], false),
        (##"<div data-controller="<%= open? ? "a" : "b" %>"></div>"##, ["a", "b"], false),
        (##"<div data-controller="<%= open? ? :a : nil %>"></div>"##, ["a"], false),
        (##"<div data-controller="<%= x ? "a" : y ? "b c" : "d" %>"></div>"##, ["a", "b", "c", "d"], false),
        (##"<div data-controller="<%= ("a" if x) %>"></div>"##, ["a"], false),
        (##"<div data-controller="<%= token_list("a", "b" => x, c: true, d: false) %>"></div>"##, ["a", "b", "c"], false),
        (##"<div data-controller="<%= class_names "a", { b: x } %>"></div>"##, ["a", "b"], false),
        (##"<div data-controller="<%= ["a", ("b" if x)].compact.join(" ") %>"></div>"##, ["a", "b"], false),
        // Trimming and raw output tags.
        (##"<div data-controller="<%= "menu" if x -%> <%== "nav" if y %>"></div>"##, ["menu", "nav"], false),
        // Code tags render nothing: the text of their branches may each render, unless a tag
        // sits inside a word.
        (##"<div data-controller="search <% if native_app? %>bridge--menu<% end %>"></div>"##, ["search", "bridge--menu"], false),
        (##"<div data-controller="<% if x %>a <% else %>b<% end %>"></div>"##, ["a", "b"], false),
        (##"<div data-controller="<% if x %>a<% else %>b<% end %>"></div>"##, [], true),
        (##"<div data-controller="bridge--<% if x %>menu<% end %>"></div>"##, [], true),
        // A condition of literals leaves one branch: in Ruby, and in the markup between code tags.
        (##"<div data-controller="<%= "bridge--menu" if false %> search"></div>"##, ["search"], false),
        (##"<div data-controller="<%= "menu" unless nil && x %> search"></div>"##, ["menu", "search"], false),
        (##"<div data-controller="<%= true ? "a" : "b" %>"></div>"##, ["a"], false),
        (##"<div data-controller="<%= (false and x) ? "a" : x ? "b" : "c" %>"></div>"##, ["b", "c"], false),
        (##"<div data-controller="search <% if false %>bridge--menu<% end %>"></div>"##, ["search"], false),
        (##"<div data-controller="<% if true %>a <% else %>b<% end %>"></div>"##, ["a"], false),
        (##"<div data-controller="bridge--<% if true %>menu<% end %>"></div>"##, [], true),
        (##"<div data-controller="<%= prefix %><% if true %>menu<% end %>"></div>"##, [], true),
        // A word glued to a literal is read whole.
        (##"<div data-controller="bridge--<%= x ? "menu" : "nav" %>"></div>"##, ["bridge--menu", "bridge--nav"], false),
        // Rails helper hash values.
        (##"<%= tag.div data: { controller: ("menu" if x) } %>"##, ["menu"], false),
        (##"<%= tag.div data: { controller: x ? "menu" : "nav" } %>"##, ["menu", "nav"], false),
        (##"<%= tag.div data: { controller: token_list("menu", "nav" => x) } %>"##, ["menu", "nav"], false),
        (##"<%= content_tag :div, "", data: { controller: [x ? "a" : "b", "c"].join(" ") } %>"##, ["a", "b", "c"], false),
        // Not a finite literal set: unknown, its literal words are not read.
        (##"<div data-controller="<%= name %> search"></div>"##, ["search"], true),
        (##"<div data-controller="<%= x ? name : "b" %>"></div>"##, [], true),
        (##"<div data-controller="<%= "a#{b}" if x %>"></div>"##, [], true),
        (##"<div data-controller="<%= token_list("a", **extra) %>"></div>"##, [], true),
        (##"<div data-controller="<%= ["a"].join %>"></div>"##, [], true),
        (##"<%= tag.div data: { controller: x && "menu" } %>"##, [], true),
        (##"<%= tag.div data: { controller: ["a", "b"] } %>"##, [], true),
    ]

    @Test(arguments: cases)
    func controllerWords(source: String, words: [String], unknown: Bool) throws {
        let parsed = Parsed(source)
        let element = try #require(parsed.template.elements.first { $0.attribute(named: "data-controller") != nil })
        #expect(element.controllerTokens.map(\.text) == words)
        #expect(element.mayHaveUnknownControllers == unknown)
    }

    /// Each word of a literal points at the literal in the Ruby code, so a finding lands there.
    @Test func wordsPointIntoTheRubyLiterals() throws {
        let parsed = Parsed(##"<div data-controller="<%= "bridge--menu" if native_app? %> search"></div>"##)
        let value = try #require(try parsed.attribute("data-controller", of: parsed.element("div")).value)
        #expect(value.possibleTokens.map { "\($0.text) \(parsed.span($0.range))" } == ["bridge--menu 1:28-1:40", "search 1:60-1:66"])
        #expect(value.staticTokens.map(\.text) == ["search"])
        #expect(value.possibleTokenLists.map { $0.map(\.text) } == [["bridge--menu", "search"], ["search"]])
    }

    /// Only the words that are rendered whatever the condition count as always mounted.
    @Test func alwaysMountsOnlyTheStaticWords() throws {
        let parsed = Parsed(##"<body data-controller="theme <%= "menu" if x %>"></body>"##)
        let body = try parsed.element("body")
        #expect(body.alwaysMounts("theme"))
        #expect(!body.alwaysMounts("menu"))
    }

    /// Past the limit of renderings, the value is unknown rather than read in part.
    @Test func tooManyRenderingsAreUnknown() throws {
        let keys = (0..<8).map { "k\($0): x\($0)" }.joined(separator: ", ")
        let parsed = Parsed("<div data-controller=\"<%= token_list(\(keys)) %>\"></div>")
        let element = try parsed.element("div")
        #expect(element.mayHaveUnknownControllers)
        #expect(element.controllerTokens.isEmpty)
    }

    /// Nesting deeper than the reader goes is unknown, and never exhausts the stack.
    @Test func deepNestingIsUnknown() throws {
        let deep = String(repeating: "(", count: 5_000) + "\"a\"" + String(repeating: ")", count: 5_000)
        let parsed = Parsed("<div data-controller=\"<%= \(deep) %>\"></div>")
        #expect(try parsed.element("div").mayHaveUnknownControllers)
        let ternaries = (0..<2_000).map { "c\($0) ? \"a\($0)\" : " }.joined() + "\"z\""
        #expect(try Parsed("<div data-controller=\"<%= \(ternaries) %>\"></div>").element("div").mayHaveUnknownControllers)
    }
}
