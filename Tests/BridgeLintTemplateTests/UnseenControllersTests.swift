import Testing
@testable import BridgeLintTemplate

/// A computed `data-controller` may mount what its literal pieces allow around its outputs, each
/// output any run of identifier characters; a code tag, a Ruby expression or attributes spread
/// from a value may mount anything; a static value or a finite set of literals mounts nothing
/// unseen.
@Suite struct UnseenControllersTests {
    /// (template, identifiers it may mount unseen, identifiers it cannot).
    static let cases: [(String, [String], [String])] = [
        (##"<div data-controller="<%= controller.controller_name %>--<%= controller.action_name %>"></div>"##,
         ["tasks--index", "timeboxings--show", "a--b", "--"], ["toggle", "tasks-index", "modal"]),
        (##"<div data-controller="slideover <%= kind %>-picker"></div>"##, ["color-picker", "-picker"], ["slideover", "picker", "color-pickers"]),
        (##"<div data-controller="admin--<%= name %>--row list"></div>"##, ["admin--users--row", "admin----row"], ["list", "admin--row", "users--row"]),
        (##"<div data-controller="x<%= a %>y<%= b %>z"></div>"##, ["xyz", "x1y2z"], ["xz", "xzy", "yxz"]),
        (##"<%= tag.div data: { controller: "#{kind}--menu" } %>"##, ["bridge--menu"], ["menu"]),
        // A bare output may be any word, or several.
        (##"<div data-controller="<%= name %> search"></div>"##, ["anything", "search"], []),
        // A code tag may drop the literal text beside it.
        (##"<div data-controller="<% if x %>a<% else %>b<% end %>"></div>"##, ["a", "b", "c"], []),
        // A Ruby expression, and computed parts beside a finite set of literals.
        (##"<%= tag.div data: { controller: name } %>"##, ["anything"], []),
        (##"<div data-controller="<%= "menu" if x %> <%= name %>--row"></div>"##, ["anything"], []),
        // Nothing unseen.
        (##"<div data-controller="menu search"></div>"##, [], ["menu", "search"]),
        (##"<div data-controller="<%= "bridge--menu" if native_app? %> search"></div>"##, [], ["bridge--menu", "search"]),
    ]

    @Test(arguments: cases)
    func aComputedValueMountsWhatItsLiteralPiecesAllow(template: String, mayMount: [String], cannot: [String]) throws {
        let parsed = Parsed(template)
        let element = try #require(parsed.template.elements.first { $0.attribute(named: "data-controller") != nil })
        let unseen = element.unseenControllers(source: parsed.template.file.bytes)
        #expect(unseen.isEmpty == !element.mayHaveUnknownControllers)
        for identifier in mayMount { #expect(unseen.mayMount(identifier), "\(identifier)") }
        for identifier in cannot { #expect(!unseen.mayMount(identifier), "\(identifier)") }
    }

    @Test func attributesSpreadFromAValueMayMountAnything() throws {
        let parsed = Parsed(##"<%= tag.div "", **options %>"##)
        let element = try #require(parsed.template.elements.first)
        #expect(element.unseenControllers(source: parsed.template.file.bytes).mayMount("anything") == element.mayHaveUnknownControllers)
    }
}
