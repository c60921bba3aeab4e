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
        Case(css: "a", xpath: "//a", matches: ["a 2:3", "a 3:3"]),
        Case(css: "*", xpath: "//*", matches: ["nav 1:1", "a 2:3", "a 3:3", "span 4:3", "p 5:3", "ul 7:1", "li 8:3", "li 9:3", "li 10:3"]),
        Case(css: "NAV", xpath: "//nav", matches: ["nav 1:1"]),
        Case(css: "#main", xpath: "//*[@id='main']", matches: ["nav 1:1"]),
        Case(css: ".top", xpath: "//*[contains(concat(' ', normalize-space(@class), ' '), ' top ')]", matches: ["nav 1:1"]),
        Case(css: "a.active", xpath: "//a[contains(concat(' ', normalize-space(@class), ' '), ' active ')]", matches: ["a 2:3"]),
        Case(css: "[lang]", xpath: "//*[@lang]", matches: ["a 3:3"]),
        Case(css: "[href='/p']", xpath: "//*[@href='/p']", matches: ["a 3:3"]),
        Case(css: "[class~=menu]", xpath: "//*[contains(concat(' ', normalize-space(@class), ' '), ' menu ')]", matches: ["nav 1:1"]),
        Case(css: "[class~='me']", xpath: "//*[contains(concat(' ', normalize-space(@class), ' '), ' me ')]", matches: []),
        Case(css: "[class~='menu top']", xpath: "//*[false()]", matches: []),
        Case(css: "[data-state^=open]", xpath: "//*[starts-with(@data-state, 'open')]", matches: ["li 10:3"]),
        Case(css: "[data-state$=\"-now\"]", xpath: "//*[substring(@data-state, string-length(@data-state) - 3)='-now']", matches: ["li 10:3"]),
        Case(css: "[href$='x']", xpath: "//*[substring(@href, string-length(@href) - 0)='x']", matches: []),
        Case(css: "[data-turbo-method*=let]", xpath: "//*[contains(@data-turbo-method, 'let')]", matches: ["a 2:3"]),
        Case(css: "[lang|=en]", xpath: "//*[(@lang='en' or starts-with(@lang, 'en-'))]", matches: ["a 3:3"]),
        Case(css: "[lang|=e]", xpath: "//*[(@lang='e' or starts-with(@lang, 'e-'))]", matches: []),
        Case(css: "[data-turbo-method=DELETE i]",
             xpath: "//*[translate(@data-turbo-method, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')='delete']", matches: ["a 2:3"]),
        Case(css: "[title=\"It's\"]", xpath: "//*[@title=\"It's\"]", matches: ["li 10:3"]),
        Case(css: "[data-title='say \"hi\"']", xpath: "//*[@data-title='say \"hi\"']", matches: ["a 3:3"]),
        Case(css: "nav a", xpath: "//nav//a", matches: ["a 2:3", "a 3:3"]),
        Case(css: "nav > span", xpath: "//nav/span", matches: ["span 4:3"]),
        Case(css: "ul > a", xpath: "//ul/a", matches: []),
        Case(css: "a + span", xpath: "//a/following-sibling::*[1]/self::span", matches: ["span 4:3"]),
        Case(css: "a + a", xpath: "//a/following-sibling::*[1]/self::a", matches: ["a 3:3"]),
        Case(css: "span + a", xpath: "//span/following-sibling::*[1]/self::a", matches: []),
        Case(css: "a ~ p", xpath: "//a/following-sibling::p", matches: ["p 5:3"]),
        Case(css: "a:not(.active)", xpath: "//a[not(self::*[contains(concat(' ', normalize-space(@class), ' '), ' active ')])]", matches: ["a 3:3"]),
        Case(css: "li:not(.first, [title])",
             xpath: "//li[not(self::*[contains(concat(' ', normalize-space(@class), ' '), ' first ')] or self::*[@title])]", matches: ["li 9:3"]),
        Case(css: "a:not(nav > a)", xpath: "//a[not(self::a[parent::nav])]", matches: []),
        Case(css: "li:not(li + li)", xpath: "//li[not(self::li[preceding-sibling::*[1]/self::li])]", matches: ["li 8:3"]),
        Case(css: "*:not(ul *, nav ~ *)", xpath: "//*[not(self::*[ancestor::ul] or self::*[preceding-sibling::nav])]",
             matches: ["nav 1:1", "a 2:3", "a 3:3", "span 4:3", "p 5:3"]),
        Case(css: "nav:has(span)", xpath: "//nav[descendant::span]", matches: ["nav 1:1"]),
        Case(css: "ul:has(> .first)", xpath: "//ul[*[contains(concat(' ', normalize-space(@class), ' '), ' first ')]]", matches: ["ul 7:1"]),
        Case(css: "a:has(+ a)", xpath: "//a[following-sibling::*[1]/self::a]", matches: ["a 2:3"]),
        Case(css: "a:has(~ p)", xpath: "//a[following-sibling::p]", matches: ["a 2:3", "a 3:3"]),
        Case(css: "*:has(li[title], > a)", xpath: "//*[descendant::li[@title] or a]", matches: ["nav 1:1", "ul 7:1"]),
        Case(css: "li:first-child", xpath: "//li[not(preceding-sibling::*)]", matches: ["li 8:3"]),
        Case(css: "li:last-child", xpath: "//li[not(following-sibling::*)]", matches: ["li 10:3"]),
        Case(css: "a:only-child, nav:only-child", xpath: "//a[not(preceding-sibling::*) and not(following-sibling::*)] | //nav[not(preceding-sibling::*) and not(following-sibling::*)]", matches: []),
        Case(css: ":empty", xpath: "//*[not(node())]", matches: ["span 4:3"]),
        Case(css: "nav, ul > li.first", xpath: "//nav | //ul/li[contains(concat(' ', normalize-space(@class), ' '), ' first ')]", matches: ["nav 1:1", "li 8:3"]),
        Case(css: "#m\\61 in", xpath: "//*[@id='main']", matches: ["nav 1:1"]),
    ]

    @Test(arguments: cases)
    func translatesAndSelects(_ example: Case) throws {
        let selector = try Selector.css(example.css)
        #expect(selector.xpath == example.xpath)
        let page = Self.page
        #expect(try page.matches(selector) == example.matches)
        // A template the candidates rule out has no match: skipping its document loses nothing.
        if !SelectorDocument.mayMatch(selector, in: page.template) { #expect(example.matches.isEmpty) }
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
