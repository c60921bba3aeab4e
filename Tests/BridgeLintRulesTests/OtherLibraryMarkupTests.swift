import BridgeLintCore
import Testing

/// Markup meant for another library is not Stimulus markup: a `data-action` word Stimulus
/// cannot parse and would ignore, a `data-*-target` holding a CSS selector.
@Suite struct OtherLibraryMarkupTests {
    static let files = [
        "app/javascript/controllers/clipboard_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { static targets = ["source"]; copy() {} }
        """,
    ]

    /// Each is silent in a full template where nothing mounts `menu` or `clipboard`.
    @Test(arguments: [
        ##"<div data-action="like"></div>"##,
        ##"<button data-action="bold">B</button>"##,
        ##"<span data-action="clear reset"></span>"##,
        ##"<%= tag.div data: { action: "toggle" } %>"##,
        ##"<button data-clipboard-target="#copy-me">Copy</button>"##,
        ##"<button data-clipboard-target=".code-sample">Copy</button>"##,
        ##"<a data-menu-target="[data-role=item]"></a>"##,
        ##"<a data-menu-target="nav > li:first-child"></a>"##,
        ##"<%= link_to "Copy", "#", data: { clipboard_target: "#copy-me" } %>"##,
        ##"<button data-clipboard-target="<%= "#" + id %>">Copy</button>"##,
    ])
    func isNotStimulusMarkup(template: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.isEmpty, "\(found)")
    }

    /// What has Stimulus' shape is still judged: `->` or `#` in an action, a name in a target.
    @Test(arguments: [
        (##"<div data-controller="menu"><button data-action="click->menu">x</button></div>"##, "stimulus-invalid-action"),
        (##"<div data-controller="menu"><div data-action="menu#open"></div></div>"##, "stimulus-invalid-action"),
        (##"<div data-controller="menu"><button data-action="menu#">x</button></div>"##, "stimulus-invalid-action"),
        (##"<div data-controller="menu"><a data-menu-target="iten"></a></div>"##, "stimulus-unknown-target"),
        (##"<div data-controller="menu"><a data-menu-target="item-1"></a></div>"##, "stimulus-unknown-target"),
        (##"<button data-clipboard-target="source">Copy</button>"##, "stimulus-out-of-scope"),
    ])
    func isStillStimulusMarkup(template: String, rule: String) throws {
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID.hasPrefix("stimulus-") }
        #expect(found.map(\.ruleID) == [rule], "\(found)")
    }
}
