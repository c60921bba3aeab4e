import BridgeLintCore
@testable import BridgeLintSelectors
import CLibXML2
import Testing

/// The document selectors run on: helpers as the elements they render, ERB kept as written,
/// branches recorded, each match leading back to its source position.
@Suite struct SelectorDocumentTests {
    @Test func railsHelpersAreTheElementsTheyRenderWithTheirDataKeys() throws {
        let page = SelectorFixture("""
            <%= link_to "Settings", settings_path, class: "btn", data: { controller: "bridge--menu", turbo_frame: "_top" } %>
            <%= button_to "Delete", item_path(item), method: :delete, data: { turbo_confirm: "Sure?" } %>
            <%= tag.div class: "card", data: { bridge__menu_target: "item" } do %>
              <span>Inside</span>
            <% end %>
            <%= form_with model: @todo, data: { controller: "autosave" } do |form| %>
              <%= form.text_field :title %>
            <% end %>

            """)
        #expect(try page.css("a[data-controller='bridge--menu'][data-turbo-frame=_top].btn") == ["a 1:1"])
        #expect(try page.css("form > button[data-turbo-confirm]") == ["button 2:1"])
        #expect(try page.css("div[data-bridge--menu-target=item] > span") == ["span 4:3"])
        #expect(try page.css("form[data-controller=autosave] input") == ["input 7:3"])
        #expect(try page.xpath("//form[@data-controller='autosave']//input") == ["input 7:3"])
        #expect(try page.xpath("//*[@bl:helper='link_to']") == ["a 1:1"])
        #expect(try page.xpath("//div[@bl:helper='tag.div']") == ["div 3:1"])
        #expect(try page.xpath("//a[text()='Settings']") == ["a 1:1"])
        // What Rails renders besides the options is there, value unknown: never "missing".
        #expect(try page.css("a:not([href]), form:not([action]), input:not([name])").isEmpty)
        #expect(try page.css("button[type=submit]") == ["button 2:1"])
    }

    @Test func dynamicValuesAndTextKeepTheirSource() throws {
        let page = SelectorFixture("""
            <div id="<%= dom_id(post) %>" data-controller="menu <%= extra %>"><%= post.title %> more</div>
            <%= link_to user.name, user_path(user), class: css_class %>
            <img <%= attributes %> src="x.png">

            """)
        #expect(try page.xpath("//div[@id='<%= dom_id(post) %>']") == ["div 1:1"])
        #expect(try page.xpath("//div[@data-controller='menu <%= extra %>']") == ["div 1:1"])
        #expect(try page.xpath("//div[contains(., '<%= post.title %> more')]") == ["div 1:1"])
        #expect(try page.xpath("//a[@class='css_class'][.='…']") == ["a 2:1"])
        #expect(try page.xpath("//img[@bl:dynamic-attributes='true']") == ["img 3:1"])
        #expect(try page.xpath("//*[not(@bl:dynamic-attributes)]") == ["div 1:1", "a 2:1"])
    }

    @Test func elementsUnderERBBranchesRecordTheirBranches() throws {
        let page = SelectorFixture("""
            <% if signed_in? %>
              <img src="a.png">
              <% case   role %>
              <% when :admin %>
                <b>admin</b>
              <% end %>
            <% else %>
              <img src="b.png" alt="">
            <% end %>
            <%= link_to "Edit", edit_path if can_edit? %>
            <% items.each do |item| %><i>loop</i><% end %>

            """)
        #expect(try page.xpath("//img[@bl:branch='if signed_in?']") == ["img 2:3"])
        #expect(try page.xpath("//img[@bl:branch='else']") == ["img 8:3"])
        #expect(try page.xpath("//b[@bl:branch='if signed_in?; when :admin']") == ["b 5:5"])
        #expect(try page.xpath("//a[@bl:branch='modifier if/unless']") == ["a 10:1"])
        #expect(try page.xpath("//i[@bl:branch]").isEmpty)
        #expect(try page.css("img:not([alt])") == ["img 2:3"])
    }

    @Test func anAttributeOrTextMatchSelectsItsElement() throws {
        let page = SelectorFixture("<p class=\"x\">Hi <em>there</em></p>\n")
        #expect(try page.xpath("//@class") == ["p 1:1"])
        #expect(try page.xpath("//em/text()") == ["em 1:17"])
        #expect(try page.xpath("//p/text()") == ["p 1:1"])
    }

    @Test func anExpressionThatSelectsNoNodesIsAnError() {
        let page = SelectorFixture("<p></p>\n")
        #expect(throws: SelectorError("the expression gives a number, not elements", column: 1)) { try page.xpath("count(//p)") }
    }

    @Test func badXPathIsAnErrorWithItsColumn() {
        #expect(throws: SelectorError("the expression is not valid XPath 1.0", column: 6)) { try Selector.xpath("//a[@]") }
        #expect(throws: SelectorError("unknown namespace prefix `foo:`; bridgelint defines only `bl:`", column: 5)) { try Selector.xpath("//a[foo:bar()]") }
        #expect(throws: SelectorError("unknown namespace prefix `svg:`; bridgelint defines only `bl:`", column: 3)) { try Selector.xpath("//svg:rect") }
        #expect((try? Selector.xpath("//a[@bl:branch]/child::b | //descendant-or-self::node()")) != nil)
        #expect(throws: SelectorError("unknown function `nope()`", column: 5)) { try Selector.xpath("//a[nope(.)]") }
        #expect(throws: SelectorError("unknown function `bl:mount()`; bridgelint's are `bl:mounts('identifier')`, `bl:controller()`, `bl:target-of('identifier')`, `bl:rendered-in('layout or page')`", column: 5)) {
            try Selector.xpath("//a[bl:mount('x')]")
        }
        #expect(throws: SelectorError("the selector is empty", column: 1)) { try Selector.xpath("  ") }
        // Operators and node tests before `(` are no function calls; nor are names in strings.
        #expect((try? Selector.xpath("//a[(@x) and (text() or node())][not(contains(., 'foo('))]")) != nil)
    }

    /// The `bl:` functions ask the app through `SelectorFunctions`, about the element in hand.
    final class Mounted: SelectorFunctions {
        /// Controllers mounted around each element, by element name.
        let controllers: [String: [String]]
        init(_ controllers: [String: [String]]) { self.controllers = controllers }
        var page: SelectorFixture?

        func mounts(_ identifier: String, aroundElement index: Int) -> Bool {
            controllers(aroundElement: index).contains(identifier)
        }

        func controllers(aroundElement index: Int) -> [String] {
            page.flatMap { controllers[$0.template.elements[index].name] } ?? []
        }

        /// Every element whose name ends in its controller's: `menu` for `<x-menu>`.
        func isTarget(ofController identifier: String, element index: Int) -> Bool {
            page?.template.elements[index].name.hasSuffix("-" + identifier) == true
        }

        var renderedIn: Set<String> = []
        func isRendered(inside name: String) -> Bool { renderedIn.contains(name) }
    }

    @Test func blFunctionsAskAboutTheElementInHand() throws {
        let page = SelectorFixture("<ul><li>a</li></ul><p>b</p>\n")
        let functions = Mounted(["li": ["bridge--menu", "list"], "ul": ["list"]])
        functions.page = page
        #expect(try page.matches(Selector.xpath("//*[bl:mounts('bridge--menu')]"), functions: functions) == ["li 1:5"])
        #expect(try page.matches(Selector.xpath("//*[not(bl:mounts('list'))]"), functions: functions) == ["p 1:20"])
        #expect(try page.matches(Selector.xpath("//*[bl:controller()='bridge--menu list']"), functions: functions) == ["li 1:5"])
        #expect(try page.matches(Selector.css("p:not(ul *)"), functions: functions) == ["p 1:20"])
        // Without the app, `bl:mounts` proves nothing missing and `bl:controller` knows none.
        #expect(try page.xpath("//*[not(bl:mounts('x'))]").isEmpty)
        #expect(try page.xpath("//*[bl:controller()='']") == ["ul 1:1", "li 1:5", "p 1:20"])
        #expect(throws: SelectorError("`bl:mounts('identifier')` takes one argument", column: 5)) { try Selector.xpath("//*[bl:mounts('a', f(1, 2))]") }
        #expect(throws: SelectorError("`bl:controller()` takes no argument", column: 5)) { try Selector.xpath("//*[bl:controller(.)]") }
        #expect((try? Selector.xpath("//*[bl:mounts(concat('a', 'b'))][bl:controller( )]")) != nil)
    }

    @Test func targetOfAsksAboutTheElementAndRenderedInAboutTheTemplate() throws {
        let page = SelectorFixture("<x-menu><x-list>a</x-list></x-menu><p>b</p>\n")
        let functions = Mounted([:])
        functions.page = page
        functions.renderedIn = ["layouts/native"]
        #expect(try page.matches(Selector.xpath("//*[bl:target-of('menu')]"), functions: functions) == ["x-menu 1:1"])
        #expect(try page.matches(Selector.xpath("//*[bl:target-of(local-name(following-sibling::*[1]))]"), functions: functions).isEmpty)
        #expect(try page.matches(Selector.xpath("//p[bl:rendered-in('layouts/native')]"), functions: functions) == ["p 1:36"])
        #expect(try page.matches(Selector.xpath("//p[bl:rendered-in('layouts/application')]"), functions: functions).isEmpty)
        // Without the app, nothing is proven a target nor inside any template.
        #expect(try page.xpath("//*[bl:target-of('menu') or bl:rendered-in('layouts/native')]").isEmpty)
        #expect(throws: SelectorError("`bl:target-of('identifier')` takes one argument", column: 5)) { try Selector.xpath("//*[bl:target-of()]") }
        #expect(throws: SelectorError("`bl:rendered-in('layout or page')` takes one argument", column: 9)) {
            try Selector.xpath("//*[not(bl:rendered-in('a', 'b'))]")
        }
    }

    @Test func aDocumentIsCountedWhenBuilt() {
        let before = SelectorDocument.builtCount
        _ = SelectorFixture("<p></p>\n")
        #expect(SelectorDocument.builtCount >= before + 1)
    }
}
