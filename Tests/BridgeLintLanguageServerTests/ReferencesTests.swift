import BridgeLintCore
import BridgeLintTemplate
import Foundation
import Testing
@testable import BridgeLintLanguageServer

/// Uses of controllers and members in templates, each with the spelling a new name takes there.
struct ReferencesTests {
    private let known: Set<String> = ["menu", "bridge--nav"]

    private func uses(_ target: ReferenceTarget, _ text: String) -> [String] {
        let file = SourceFile(path: "a.html.erb", text: text)
        return References.uses(of: target, in: TemplateParser.parse(file), known: known).map { use in
            "\(file.text(in: use.range))>\(use.spelled("newName"))"
        }
    }

    @Test func findsEveryUseOfAValueInItsSpellingAndRenamesItThere() {
        let template = """
        <div data-controller="menu" data-menu-submit-title-value="Go"></div>
        <%= tag.div data: { controller: "menu", menu_submit_title_value: "Go" } %>
        <div data-other-submit-title-value="x"></div>
        """
        #expect(uses(.member(identifier: "menu", kind: .value, name: "submitTitle"), template) == [
            "submit-title>new-name", "submit_title>new_name",
        ])
    }

    @Test func findsControllerIdentifiersInEveryPlaceMarkupNamesThem() {
        let template = """
        <div data-controller="bridge--nav menu" data-action="click->bridge--nav#open" data-bridge--nav-target="item"></div>
        <%= link_to "x", y, data: { bridge__nav_target: "item" } %>
        """
        #expect(uses(.controller("bridge--nav"), template) == [
            "bridge--nav>newName", "bridge--nav>newName", "bridge--nav>newName", "bridge__nav>newName",
        ])
    }

    @Test func findsTargetsAndActionMethodsOfTheirControllerOnly() {
        let template = "<a data-menu-target=\"item\" data-bridge--nav-target=\"item\" data-action=\"menu#item bridge--nav#item\"></a>"
        #expect(uses(.member(identifier: "menu", kind: .target, name: "item"), template) == ["item>newName"])
        #expect(uses(.member(identifier: "menu", kind: .action, name: "item"), template) == ["item>newName"])
    }

    @Test func movesAControllerFileWithItsIdentifier() {
        #expect(CodeWritingFixes.path(of: "app/javascript/controllers/bridge/nav_controller.js", renamedFrom: "bridge--nav", to: "bridge--top-bar")
            == "app/javascript/controllers/bridge/top_bar_controller.js")
        #expect(CodeWritingFixes.path(of: "app/javascript/controllers/menu_controller.ts", renamedFrom: "menu", to: "admin--menu")
            == "app/javascript/controllers/admin/menu_controller.ts")
        #expect(CodeWritingFixes.path(of: "app/javascript/lib/custom.js", renamedFrom: "menu", to: "x") == nil)
    }

    @Test func rejectsNamesStimulusCannotUse() {
        #expect(References.isValidNewName("top-bar", for: .controller("nav")))
        #expect(!References.isValidNewName("Top Bar", for: .controller("nav")))
        #expect(References.isValidNewName("submitLabel", for: .member(identifier: "menu", kind: .value, name: "x")))
        #expect(!References.isValidNewName("submit-label", for: .member(identifier: "menu", kind: .value, name: "x")))
    }
}
