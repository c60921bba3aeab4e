import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// Input that is broken, binary or huge: the parser must return, report what it can, and never
/// crash or recurse as deep as the input nests.
@Suite struct RobustnessTests {
    /// (template, `Parsed.tree`, `Parsed.issues`)
    @Test(arguments: [
        ("", "", []),
        ("<%= title %>\n<% if x %><% end %>", "", []),
        ("<div <% x", "div", ["unclosedERBTag 1:6-1:8"]),
        ("<p>a</p><%= link_to \"x\",", "p", ["unclosedERBTag 1:9-1:11"]),
        ("<div class=\"a>b</div>", "div", ["unterminatedAttributeValue 1:6-1:11"]),
        ("<p>x</p><", "p", []),
        ("<", "", []),
        ("<%", "", ["unclosedERBTag 1:1-1:3"]),
        ("%> <% %>", "", []),
        ("<div data-controller='a></div>\n<p>", "div", ["unterminatedAttributeValue 1:6-1:21"]),
        ("<<div>>", "div", []),
        ("<div =\"x\" data-=></div>", "div", []),
    ] as [(String, String, [String])])
    func brokenInput(source: String, tree: String, issues: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues == issues)
    }

    @Test func nulBytesMakeTheFileUnreadable() {
        let parsed = Parsed(bytes: Array("<div>".utf8) + [0] + Array("</div>".utf8))
        #expect(parsed.template.elements.isEmpty)
        #expect(parsed.issues == ["unreadableText 1:1-1:1"])
    }

    @Test func invalidUTF8IsReportedAndTheRestParsed() throws {
        let parsed = Parsed(bytes: Array("<p>caf".utf8) + [0xE9, 0xFF] + Array("</p><span data-x=\"é\"></span>".utf8))
        #expect(parsed.issues == ["unreadableText 1:7-1:8"])
        #expect(parsed.tree == "p span")
        #expect(try parsed.element("span").attribute(named: "data-x")?.value?.staticText == "é")
    }

    /// Each start tag that closes a paragraph once searched the whole stack for a `<p>`: 20,000
    /// levels took about a minute. Now that search only runs when a `<p>` is open.
    @Test func twentyThousandNestedDivs() throws {
        let depth = 20_000
        let parsed = Parsed(String(repeating: "<div>\n", count: depth) + "<span data-x=\"deep\"></span>" + String(repeating: "</div>", count: depth))
        let span = try parsed.element("span")
        let chain = parsed.template.selfAndAncestors(of: span)
        #expect(chain.count == depth + 1)
        #expect(parsed.span(span.nameRange) == "20001:2-20001:6")
        #expect(parsed.template.issues.isEmpty)
        #expect(parsed.tree.hasPrefix("div(div(div("))
    }

    /// A link opened inside a link around 20,000 open divs: the adoption agency keeps them
    /// all open; sorting them out by array searches took about half a minute.
    @Test func aLinkInsideALinkAroundTwentyThousandDivs() throws {
        let depth = 20_000
        let parsed = Parsed("<a href=x>" + String(repeating: "<div>\n", count: depth) + "<a href=y>b</a>" + String(repeating: "</div>", count: depth) + "<p></p>")
        let inner = try parsed.element("a", 1)
        #expect(parsed.template.selfAndAncestors(of: inner).count == depth + 1)
        #expect(parsed.template.issues.count == 1)
        #expect(parsed.tree.hasPrefix("a div(div(div("))
    }

    /// The count of open paragraphs follows pushes, pops and ERB branches: a `<div>` deep in
    /// a paragraph's inline content still closes it, and one after the paragraph ended does not.
    @Test(arguments: [
        ("<p><span><b><div>x</div></b></span>", "p(span(b)) div"),
        ("<p>a</p><div><span><div>x</div></span></div>", "p div(span(div))"),
        ("<p><% if x %></p><% else %><i></i><% end %><div></div>", "p(i) div"),
        ("<div><% if x %><p><% end %><ul></ul></div>", "div(p ul)"),
    ] as [(String, String)])
    func paragraphsClosedByBlockStartTags(source: String, tree: String) {
        #expect(Parsed(source).tree == tree)
    }

    @Test func fiveThousandNestedHelperBlocks() throws {
        let depth = 5_000
        let parsed = Parsed(String(repeating: "<%= tag.div do %>", count: depth) + "<i></i>" + String(repeating: "<% end %>", count: depth))
        #expect(parsed.template.selfAndAncestors(of: try parsed.element("i")).count == depth + 1)
    }

    /// Helper arguments nest arrays and hashes; 100,000 levels once overflowed the stack (the
    /// argument parser recursed once per level). Deeper than `maximumNesting` is unknown, and the
    /// keys around it are still read.
    @Test(arguments: ["[", "{ a: "])
    func hundredThousandNestedHelperArguments(opener: String) throws {
        let closer = opener == "[" ? "]" : "}"
        let depth = 100_000
        let nested = String(repeating: opener, count: depth) + "1" + String(repeating: closer, count: depth)
        let parsed = Parsed("<%= tag.div data: { deep: \(nested), controller: \"menu\" } %>")
        let div = try parsed.element("div")
        #expect(try parsed.attribute("data-controller", of: div).value?.staticText == "menu")
        let deep = try parsed.attribute("data-deep", of: div).value
        #expect(deep?.kind == (opener == "[" ? .array : .hash))
        #expect(deep?.range == SourceRange(start: 26, end: 26 + nested.utf8.count))
        #expect(parsed.issues.isEmpty)
    }

    /// `maximumNesting` arrays are read to the string inside; one more level is an expression.
    @Test func nestingUpToTheLimitIsRead() {
        func levelsRead(_ depth: Int) -> (arrays: Int, innermost: RubyValue) {
            let bytes = Array((String(repeating: "[", count: depth) + "\"x\"" + String(repeating: "]", count: depth)).utf8)
            var parser = RubyArgumentParser(tokens: RubyLexer.tokens(in: bytes, range: SourceRange(start: 0, end: bytes.count)), index: 0)
            var value = parser.parseValue(inParentheses: false)
            var arrays = 0
            while case .array(let elements, _) = value, elements.count == 1 {
                value = elements[0]
                arrays += 1
            }
            return (arrays, value)
        }
        let limit = RubyArgumentParser.maximumNesting
        let atLimit = levelsRead(limit)
        #expect(atLimit.arrays == limit)
        #expect(atLimit.innermost.staticName?.text == "x")
        let beyond = levelsRead(limit + 1)
        #expect(beyond.arrays == limit)
        guard case .expression(let range) = beyond.innermost else {
            Issue.record("expected an expression, got \(beyond.innermost)")
            return
        }
        #expect(range == SourceRange(start: limit, end: limit + 5))
    }

    @Test func randomBytesNeverCrash() {
        var generator = SplitMix64(seed: 0xB41D6E)
        // No NUL byte: it stops parsing early (tested above), and these inputs must be parsed.
        let alphabet = Array("<>%=/\"' -_:{}()[]#|\n\tdivaspn@.,&;!?".utf8) + [0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF]
        for _ in 0..<300 {
            let length = Int(generator.next() % 200)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let template = Parsed(bytes: bytes).template
            for element in template.elements {
                #expect(element.range.start <= element.range.end && element.range.end <= bytes.count)
                #expect(element.children.allSatisfy { template.elements[$0].parent == element.index })
                #expect(element.children.allSatisfy { element.range.contains(template.elements[$0].range) })
            }
        }
    }

    @Test func randomTemplatesFromRealFragmentsNeverCrash() {
        var generator = SplitMix64(seed: 42)
        let fragments = ["<div data-controller=\"a\">", "</div>", "<%= link_to \"x\", y, data: { a: 1 } do %>", "<% end %>",
                         "<% if x %>", "<% else %>", "<%= tag.div(", "class: \"a\"", ") %>", "<h3>", "</h2>", "<!--", "-->",
                         "<%= form_with model: @t do |f| %>", "<%= f.text_field :x %>", "<script>", "</script>", "\"", "<%#", "%>",
                         "<section>", "</section>", "<ul>", "<li>", "</li>", "</ul>", "<table><tr><td>", "</table>", "\n  "]
        for _ in 0..<500 {
            let count = Int(generator.next() % 30)
            let text = (0..<count).map { _ in fragments[Int(generator.next() % UInt64(fragments.count))] }.joined()
            let template = Parsed(text).template
            for element in template.elements {
                #expect(element.range.start <= element.range.end && element.range.end <= template.file.bytes.count)
                #expect(element.children.allSatisfy { template.elements[$0].parent == element.index })
                #expect(element.children.allSatisfy { element.range.contains(template.elements[$0].range) }, "\(text)")
            }
        }
    }
}

/// A small seeded generator, so random inputs are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
