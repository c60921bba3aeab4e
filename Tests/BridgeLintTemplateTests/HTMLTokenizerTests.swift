import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// The tokenizer that gives libxml2's structure its exact ranges, and the template-level API
/// built on the tree.
@Suite struct HTMLTokenizerTests {
    private func tokenizer(_ html: String) -> HTMLTokenizer {
        HTMLTokenizer(masked: Array(html.utf8))
    }

    @Test func startTagAttributesAndRanges() throws {
        let tag = try #require(tokenizer(#"<DIV class="a"data-x='b' hidden v=c/>"#).startTags.first)
        #expect(tag.name == "div")
        #expect(tag.nameRange == SourceRange(start: 1, end: 4))
        #expect(tag.attributes.map(\.name) == ["class", "data-x", "hidden", "v"])
        #expect(tag.attributes.map(\.valueRange) == [SourceRange(start: 12, end: 13), SourceRange(start: 22, end: 23), nil, SourceRange(start: 34, end: 36)])
        #expect(tag.range == SourceRange(start: 0, end: 37))
    }

    @Test func endTagsCommentsAndDeclarations() {
        let html = tokenizer("<!DOCTYPE html><!-- <p> --></div ><br/>")
        #expect(html.startTags.map(\.name) == ["br"])
        #expect(html.endTags.map(\.name) == ["div"])
        #expect(html.endTags.map(\.nameRange) == [SourceRange(start: 29, end: 32)])
        #expect(html.comments == [SourceRange(start: 15, end: 27)])
        #expect(html.lastEndTag(endingAtOrBefore: 39)?.range == SourceRange(start: 27, end: 34))
        #expect(html.lastEndTag(endingAtOrBefore: 34)?.range == SourceRange(start: 27, end: 34))
        #expect(html.lastEndTag(endingAtOrBefore: 33) == nil)
    }

    /// A tag's name runs to whitespace, `/` or `>` (WHATWG's tag name state), so `=` and `,`
    /// belong to it: `<ID=10,length=5>` is one element with no attribute. `</` before anything
    /// but a letter is no end tag.
    @Test func aTagNameRunsToWhitespaceSlashOrGreaterThan() throws {
        let html = tokenizer(#"<ID=10,length=5><ID=AD,Type="x y">a</id=ad,type="x></1x>"#)
        #expect(html.startTags.map(\.name) == ["id=10,length=5", #"id=ad,type="x"#])
        #expect(html.startTags.map(\.attributes.count) == [0, 1])
        #expect(html.endTags.map(\.name) == [#"id=ad,type="x"#])
    }

    /// Unescaped `<` in text that reads as a start tag: the finding says the text is not shown,
    /// and that the element (an unknown one without attributes) changes nothing else.
    @Test func textThatReadsAsAStartTagSaysSo() throws {
        let parsed = Parsed("<div>\n  <pre>\n    ##contig=<ID=1,length=249250621>\n    ##contig=<ID=10,length=135534747>\n  </pre>\n</div>")
        let issue = try #require(parsed.template.issues.first)
        #expect(parsed.template.issues.count == 1)
        #expect(!issue.movesContent)
        #expect(issue.message.hasPrefix("`<id=10,length=135534747` reads as a start tag: browsers make an element named `id=10,length=135534747` of it (so that text is not shown)"))
        #expect(issue.help == "write `&lt;` for the `<` if it is text")
    }

    /// An element HTML does not define and no script can, written with a capital letter or
    /// inside a code sample, is text too: the finding says so, and not that nothing moves.
    @Test(arguments: [
        ("<p>Use <code><LIST ID></code> here</p>", "list"),
        ("<pre>List<Item> items\nend</pre>", "item"),
        ("<pre><code>a <list id></code></pre>", "list"),
    ])
    func anUnknownElementInACodeSampleIsText(source: String, name: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.message.hasPrefix("`<\(name)` reads as a start tag: browsers make an element named `\(name)` of it (so that text is not shown)"))
        #expect(!issue.message.contains("nothing moves"))
        #expect(issue.help == "write `&lt;` for the `<` if it is text")
    }

    /// An unknown element written in lower case outside a code sample is markup, and so is an
    /// SVG element written with its capitals outside an `<svg>` (a partial for one), and a
    /// capitalised one with a quoted attribute value (a Vue component in a template the page holds).
    @Test(arguments: [
        ("<div><p>An <widget>unknown</p></div>", "widget"),
        ("<div><p><linearGradient id=\"g\"></p></div>", "lineargradient"),
        ("<div id=\"crumbs\">\n  <Breadcrumbs :breadcrumbs=\"breadcrumbs\">\n</div>", "breadcrumbs"),
        ("<pre><Item kind='a'></pre>", "item"),
    ])
    func anUnknownElementOutsideACodeSampleIsMarkup(source: String, name: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.help == "add `</\(name)>` where the element ends")
    }

    @Test func textOnlyRangesCoverTagsCommentsAndRawText() {
        let html = tokenizer("<p a=1>x<!--c--><script>if (a<b) {}</script>")
        #expect(html.textOnlyRanges == [SourceRange(start: 0, end: 7), SourceRange(start: 8, end: 16),
                                        SourceRange(start: 16, end: 24), SourceRange(start: 24, end: 35)])
    }

    /// (reference text, decoded text); nil when it is not a reference.
    @Test(arguments: [
        ("&amp;", "&"), ("&lt;", "<"), ("&apos;", "'"), ("&nbsp;", "\u{A0}"), ("&#62;", ">"), ("&#x1F600;", "😀"),
        ("&#0;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"), ("&#99999999999;", "\u{FFFD}"),
        ("&amp", nil), ("&bogus;", nil), ("&#;", nil), ("&;", nil), ("& x;", nil),
    ] as [(String, String?)])
    func characterReference(reference: String, decoded: String?) {
        let bytes = Array(reference.utf8)
        let result = HTMLTokenizer.characterReference(in: bytes, at: 0, end: bytes.count)
        #expect(result?.text == decoded)
        if result != nil { #expect(result?.length == bytes.count) }
    }

    @Test func templateNavigation() throws {
        let parsed = Parsed("<main><%= tag.nav do %><a href=\"#\">x</a><% end %></main><footer></footer>")
        let link = try parsed.element("a")
        #expect(parsed.template.roots.map(\.name) == ["main", "footer"])
        #expect(parsed.template.parent(of: link)?.name == "nav")
        #expect(parsed.template.selfAndAncestors(of: link).map(\.name) == ["a", "nav", "main"])
        #expect(try parsed.element("nav").isHelper)
        #expect(!link.isHelper)
    }

    @Test func staticTokensSkipWordsTouchingDynamicParts() {
        let value = AttributeValue(kind: .interpolated, range: SourceRange(start: 0, end: 20), segments: [
            .text("a b", range: SourceRange(start: 0, end: 3), verbatim: true),
            .dynamic(SourceRange(start: 3, end: 10)),
            .text("c d", range: SourceRange(start: 10, end: 13), verbatim: true),
        ])
        #expect(value.staticTokens.map(\.text) == ["a", "d"])
        #expect(value.staticTokens.map(\.range) == [SourceRange(start: 0, end: 1), SourceRange(start: 12, end: 13)])
        #expect(value.staticText == nil)
        #expect(value.isDynamic)
    }
}
