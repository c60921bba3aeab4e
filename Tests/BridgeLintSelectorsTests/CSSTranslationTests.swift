@testable import BridgeLintSelectors
import Testing

/// Every CSS form the translator knows: the XPath it becomes, and what libxml2 then selects on
/// a sample tree (so a translation that reads right but selects wrong fails too).
@Suite struct CSSTranslationTests {
    static var page: SelectorFixture { SelectorFixture(text) }

    static let text = """
        <nav id="main" class="menu  top">
          <a href="/" class="active" data-turbo-method="delete">Home</a>
          <a href="/p" lang="en-US" data-title='say "hi"'>Profile</a>
          <span></span>
          <p> </p>
        </nav>
        <ul>
          <li class="first">One</li>
          <li>Two</li>
          <li data-state="open-now" title="It's">Three</li>
        </ul>

        """

    struct Case: CustomTestStringConvertible, Sendable {
        let css: String
        let xpath: String
        let matches: [String]
        var testDescription: String { css }
    }

    static let cases: [Case] = [
        Case(css: "a", xpath: "/descendant::a", matches: ["a 2:3", "a 3:3"]),
        Case(css: "*", xpath: "/descendant::*", matches: ["nav 1:1", "a 2:3", "a 3:3", "span 4:3", "p 5:3", "ul 7:1", "li 8:3", "li 9:3", "li 10:3"]),
        Case(css: "NAV", xpath: "/descendant::nav", matches: ["nav 1:1"]),
        Case(css: "#main", xpath: "/descendant::*[@id='main']", matches: ["nav 1:1"]),
        Case(css: ".top", xpath: "/descendant::*[contains(concat(' ', normalize-space(@class), ' '), ' top ')]", matches: ["nav 1:1"]),
        Case(css: "a.active", xpath: "/descendant::a[contains(concat(' ', normalize-space(@class), ' '), ' active ')]", matches: ["a 2:3"]),
        Case(css: "[lang]", xpath: "/descendant::*[@lang]", matches: ["a 3:3"]),
        Case(css: "[href='/p']", xpath: "/descendant::*[@href='/p']", matches: ["a 3:3"]),
        Case(css: "[class~=menu]", xpath: "/descendant::*[contains(concat(' ', normalize-space(@class), ' '), ' menu ')]", matches: ["nav 1:1"]),
        Case(css: "[class~='me']", xpath: "/descendant::*[contains(concat(' ', normalize-space(@class), ' '), ' me ')]", matches: []),
        Case(css: "[class~='menu top']", xpath: "/descendant::*[false()]", matches: []),
        Case(css: "[data-state^=open]", xpath: "/descendant::*[starts-with(@data-state, 'open')]", matches: ["li 10:3"]),
        Case(css: "[data-state$=\"-now\"]", xpath: "/descendant::*[substring(@data-state, string-length(@data-state) - 3)='-now']", matches: ["li 10:3"]),
        Case(css: "[href$='x']", xpath: "/descendant::*[substring(@href, string-length(@href) - 0)='x']", matches: []),
        Case(css: "[data-turbo-method*=let]", xpath: "/descendant::*[contains(@data-turbo-method, 'let')]", matches: ["a 2:3"]),
        Case(css: "[lang|=en]", xpath: "/descendant::*[(@lang='en' or starts-with(@lang, 'en-'))]", matches: ["a 3:3"]),
        Case(css: "[lang|=e]", xpath: "/descendant::*[(@lang='e' or starts-with(@lang, 'e-'))]", matches: []),
        Case(css: "[data-turbo-method=DELETE i]",
             xpath: "/descendant::*[translate(@data-turbo-method, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')='delete']", matches: ["a 2:3"]),
        Case(css: "[title=\"It's\"]", xpath: "/descendant::*[@title=\"It's\"]", matches: ["li 10:3"]),
        Case(css: "[data-title='say \"hi\"']", xpath: "/descendant::*[@data-title='say \"hi\"']", matches: ["a 3:3"]),
        Case(css: "nav a", xpath: "/descendant::nav/descendant::a", matches: ["a 2:3", "a 3:3"]),
        Case(css: "nav > span", xpath: "/descendant::nav/span", matches: ["span 4:3"]),
        Case(css: "ul > a", xpath: "/descendant::ul/a", matches: []),
        Case(css: "a + span", xpath: "/descendant::a/following-sibling::*[1]/self::span", matches: ["span 4:3"]),
        Case(css: "a + a", xpath: "/descendant::a/following-sibling::*[1]/self::a", matches: ["a 3:3"]),
        Case(css: "span + a", xpath: "/descendant::span/following-sibling::*[1]/self::a", matches: []),
        Case(css: "a ~ p", xpath: "/descendant::a/following-sibling::p", matches: ["p 5:3"]),
        Case(css: "a:not(.active)", xpath: "/descendant::a[not(self::*[contains(concat(' ', normalize-space(@class), ' '), ' active ')])]", matches: ["a 3:3"]),
        Case(css: "li:not(.first, [title])",
             xpath: "/descendant::li[not(self::*[contains(concat(' ', normalize-space(@class), ' '), ' first ')] or self::*[@title])]", matches: ["li 9:3"]),
        Case(css: "a:not(nav > a)", xpath: "/descendant::a[not(self::a[parent::nav])]", matches: []),
        Case(css: "li:not(li + li)", xpath: "/descendant::li[not(self::li[preceding-sibling::*[1]/self::li])]", matches: ["li 8:3"]),
        Case(css: "*:not(ul *, nav ~ *)", xpath: "/descendant::*[not(self::*[ancestor::ul] or self::*[preceding-sibling::nav])]",
             matches: ["nav 1:1", "a 2:3", "a 3:3", "span 4:3", "p 5:3"]),
        Case(css: "nav:has(span)", xpath: "/descendant::nav[descendant::span]", matches: ["nav 1:1"]),
        Case(css: "ul:has(> .first)", xpath: "/descendant::ul[*[contains(concat(' ', normalize-space(@class), ' '), ' first ')]]", matches: ["ul 7:1"]),
        Case(css: "a:has(+ a)", xpath: "/descendant::a[following-sibling::*[1]/self::a]", matches: ["a 2:3"]),
        Case(css: "a:has(~ p)", xpath: "/descendant::a[following-sibling::p]", matches: ["a 2:3", "a 3:3"]),
        Case(css: "*:has(li[title], > a)", xpath: "/descendant::*[descendant::li[@title] or a]", matches: ["nav 1:1", "ul 7:1"]),
        Case(css: "li:first-child", xpath: "/descendant::li[not(preceding-sibling::*)]", matches: ["li 8:3"]),
        Case(css: "li:last-child", xpath: "/descendant::li[not(following-sibling::*)]", matches: ["li 10:3"]),
        Case(css: "a:only-child, nav:only-child", xpath: "/descendant::*[self::a[not(preceding-sibling::*) and not(following-sibling::*)] or self::nav[not(preceding-sibling::*) and not(following-sibling::*)]]", matches: []),
        Case(css: ":empty", xpath: "/descendant::*[not(node())]", matches: ["span 4:3"]),
        Case(css: "nav, ul > li.first", xpath: "/descendant::nav | /descendant::ul/li[contains(concat(' ', normalize-space(@class), ' '), ' first ')]", matches: ["nav 1:1", "li 8:3"]),
        Case(css: "[data-state], .first, #main", xpath: "/descendant::*[self::*[@data-state] or self::*[contains(concat(' ', normalize-space(@class), ' '), ' first ')] or self::*[@id='main']]",
             matches: ["nav 1:1", "li 8:3", "li 10:3"]),
        Case(css: "#m\\61 in", xpath: "/descendant::*[@id='main']", matches: ["nav 1:1"]),
    ]

    @Test(arguments: cases)
    func translatesAndSelects(_ example: Case) throws {
        let selector = try Selector.css(example.css)
        #expect(selector.xpath == example.xpath)
        let page = Self.page
        #expect(try page.matches(selector) == example.matches)
        // A template the candidates rule out has no match: skipping its document loses nothing.
        if !SelectorDocument.mayMatch(selector, in: page.template) { #expect(example.matches.isEmpty) }
        // A selector that reads no text selects the same without it.
        if !selector.readsText {
            let withoutText = SelectorFixture(document: SelectorDocument(template: page.template, withText: false))
            #expect(try withoutText.matches(selector) == example.matches)
        }
        // A document with only the attributes the selector names selects the same.
        let named = SelectorFixture(document: SelectorDocument(template: page.template, attributeNames: selector.attributeNames))
        #expect(try named.matches(selector) == example.matches)
    }

    /// What an XPath expression reads of the tree: the document holds no more (the matches
    /// with only those attributes are those with all), and its candidates rule out only
    /// templates where it selects nothing.
    @Test(arguments: [
        ("//a[@data-turbo-confirm][not(@data-turbo-method)]", ["data-turbo-confirm", "data-turbo-method"], [Selector.Candidate(name: "a", attributes: ["data-turbo-confirm"])]),
        ("//a[@target = '_blank'][not(contains(@rel, 'noopener'))]", ["target", "rel"], [.init(name: "a", attributes: ["target"])]),
        ("//*[@tabindex > 0]", ["tabindex"], nil),
        ("//li[@title != 'x'] | //nav[ @id ]", ["title", "id"], [.init(name: "li", attributes: ["title"]), .init(name: "nav", attributes: ["id"])]),
        ("//li[@title or @class][1]", ["title", "class"], [.init(name: "li", attributes: [])]),
        ("//li[@title = @class]", ["title", "class"], [.init(name: "li", attributes: [])]),
        ("//li[@title = 'a' and @class]", ["title", "class"], [.init(name: "li", attributes: [])]),
        ("//a[@bl:helper='link_to']", ["bl:helper"], [.init(name: "a", attributes: [])]),
        ("//a[contains(., '@href')]", [], [.init(name: "a", attributes: [])]),
        ("//*[@*]", nil, nil),
        ("//a[attribute :: href]", nil, [.init(name: "a", attributes: [])]),
        ("//a[count(namespace::*) > 0]", nil, [.init(name: "a", attributes: [])]),
        ("id('main')", nil, nil),
        ("//p[lang('en')]", nil, [.init(name: "p", attributes: [])]),
    ] as [(String, Set<String>?, [Selector.Candidate]?)])
    func xpathNeedsWhatItNames(_ example: (xpath: String, attributes: Set<String>?, candidates: [Selector.Candidate]?)) throws {
        let selector = try Selector.xpath(example.xpath)
        #expect(selector.attributeNames == example.attributes)
        #expect(selector.candidates == example.candidates)
        let page = SelectorFixture("""
            <nav id="main"><a href="/x" target="_blank" data-turbo-confirm="Sure?">x</a><a href="/y" tabindex="2" target="_blank" rel="noopener">y</a></nav>
            <ul><li title="x" class="x">1</li><li title="y">2</li><li>3</li></ul>
            <%= link_to "Edit", edit_path %>

            """)
        let named = SelectorFixture(document: SelectorDocument(template: page.template, attributeNames: selector.attributeNames))
        #expect(try named.matches(selector) == page.matches(selector))
        if !SelectorDocument.mayMatch(selector, in: page.template) { #expect(try page.matches(selector).isEmpty) }
    }

    @Test func onlyEmptyReadsText() throws {
        #expect(try Selector.css("p:empty").readsText)
        #expect(try Selector.css("p:not(a:has(b:empty))").readsText)
        #expect(try !Selector.css("p:not(.x) > a[href]").readsText)
        #expect(try !Selector.xpath("//a").readsText)
    }

    /// An XPath expression reads text only through what can stand for it; one that cannot
    /// selects the same in a document without text.
    @Test(arguments: [
        ("//a[@data-turbo-confirm][not(@data-turbo-method)]", false),
        ("//*[@tabindex > 0 and @x or @y]", false),
        ("//li[contains(concat(' ', normalize-space(@class), ' '), ' x ')] | //nav/a", false),
        ("//a[bl:controller()='' or @bl:branch][count(@*) > 1]", false),
        ("//a[contains(., 'x')]", true),
        ("//li[text()='1']", true),
        ("//ul[li='2']", true),
        ("//li[string-length() > 0]", true),
        ("//li[normalize-space( )='3']", true),
        ("//ul[*='1']", true),
        ("//li[@title='x'][../li[2]]", true),
        ("//nav[a div 2]", true),
        ("//p[not(node())]", true),
    ])
    func xpathReadsTextOnlyThroughWhatStandsForIt(_ example: (xpath: String, readsText: Bool)) throws {
        let selector = try Selector.xpath(example.xpath)
        #expect(selector.readsText == example.readsText)
        let page = SelectorFixture("""
            <nav id="main"><a href="/x" data-turbo-confirm="Sure?">x</a><a tabindex="2" x="1">y</a></nav>
            <ul><li title="x" class="x">1</li><li title="y">2</li><li> 3 </li></ul><p></p>

            """)
        let document = SelectorDocument(template: page.template, withText: selector.readsText, attributeNames: selector.attributeNames)
        #expect(try SelectorFixture(document: document).matches(selector) == page.matches(selector))
    }

    @Test func candidatesAreTheSubjectsNameAndAttributes() throws {
        #expect(try Selector.css("nav > img:not([alt])").candidates == [.init(name: "img", attributes: [])])
        #expect(try Selector.css("a[target=_blank].x#y, [onclick]").candidates
            == [.init(name: "a", attributes: ["target", "class", "id"]), .init(name: nil, attributes: ["onclick"])])
        #expect(try Selector.css("nav *, img").candidates == nil)
        #expect(try Selector.css(":not(a)").candidates == nil)
        #expect(try Selector.xpath("//img[not(@alt)] | //button/span").candidates == [.init(name: "img", attributes: []), .init(name: "button", attributes: [])])
        #expect(try Selector.xpath("//*[@x]").candidates == nil)
        #expect(try Selector.xpath("//img | id('x')").candidates == nil)
        #expect(try Selector.xpath("//a[contains(., '|')]").candidates == [.init(name: "a", attributes: [])])
        let page = SelectorFixture("<p>x</p>\n<%= link_to 'a', b %>\n")
        #expect(!SelectorDocument.mayMatch(try Selector.css("img"), in: page.template))
        #expect(!SelectorDocument.mayMatch(try Selector.css("p[class]"), in: page.template))
        #expect(SelectorDocument.mayMatch(try Selector.css("[href]"), in: page.template))
        #expect(SelectorDocument.mayMatch(try Selector.xpath("//a"), in: page.template))
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        let css: String
        let message: String
        let column: Int
        var testDescription: String { css }
    }

    static let badCases: [BadCase] = [
        BadCase(css: "", message: "the selector is empty", column: 1),
        BadCase(css: "a:hover", message: "`:hover` is not supported; the pseudo-classes are `:not()`, `:has()`, `:first-child`, `:last-child`, `:only-child`, `:empty` (an XPath selector says more)", column: 2),
        BadCase(css: "li:nth-child(2)", message: "`:nth-child()` is not supported; the pseudo-classes are `:not()`, `:has()`, `:first-child`, `:last-child`, `:only-child`, `:empty` (an XPath selector says more)", column: 3),
        BadCase(css: "p::before", message: "pseudo-elements (`::`) select no element of the tree; they are not supported", column: 2),
        BadCase(css: "a[href", message: "expected `]` or one of `=` `~=` `^=` `$=` `*=` `|=`, found the end of the selector", column: 7),
        BadCase(css: "a[href=]", message: "expected a value (a name or a quoted string), found `]`", column: 8),
        BadCase(css: "a[href='x]", message: "this string is not closed", column: 8),
        BadCase(css: "a,", message: "expected a selector, found the end of the selector", column: 3),
        BadCase(css: "a > > b", message: "expected a selector, found `>`", column: 5),
        BadCase(css: "a:not(b", message: "expected `)`, found the end of the selector", column: 8),
        BadCase(css: "svg|rect", message: "namespaces (`|`) are not supported", column: 4),
        BadCase(css: "a.", message: "`.` must be followed by a name", column: 2),
        BadCase(css: "a )", message: "unexpected `)`", column: 3),
    ]

    @Test(arguments: badCases)
    func rejectsWhatItCannotSayWithTheColumn(_ example: BadCase) {
        #expect(throws: SelectorError(example.message, column: example.column)) { try Selector.css(example.css) }
    }
}
