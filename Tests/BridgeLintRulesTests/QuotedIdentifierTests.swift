import Testing
@testable import BridgeLintRules

/// A Stimulus identifier as a word at either end of a string literal, and what is not one.
@Suite struct QuotedIdentifierTests {
    static let cases: [(String, Bool)] = [
        (#"data: { controller: "menu" }"#, true),
        (#"data: { controller: 'menu tabs' }"#, true),
        (#"tag.nav(data: { controller: "tabs menu" })"#, true),
        (#"{ "data-controller" => "menu" }"#, true),
        // Part of a longer name, in code, or in the middle of a string.
        (#"menu_id = params[:menu_id]"#, false),
        (#"render "menus/list""#, false),
        (#"@menu.items"#, false),
        (#"notice: "the menu was saved""#, false),
        (#""dropdown-menu""#, false),
    ]

    @Test(arguments: cases)
    func findsTheIdentifierAtAnEndOfAString(source: String, found: Bool) {
        #expect(QuotedIdentifier.occurs("menu", in: Array(source.utf8)) == found)
    }
}
