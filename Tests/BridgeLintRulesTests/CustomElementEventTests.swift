import BridgeLintCore
import Testing

/// A custom element may dispatch an event of any name: an action listening on it, on an element
/// around it (events bubble), or on the window or document of a page that has one, is not
/// listening for an event that never fires.
@Suite struct CustomElementEventTests {
    private func unknownEvents(_ template: String) throws -> [Diagnostic] {
        try StimulusRuleEdgeCaseTests.lint(template).filter { $0.ruleID == "stimulus-unknown-event" }
    }

    @Test(arguments: [
        ##"<docuseal-form data-controller="menu" data-action="completed->menu#open"></docuseal-form>"##,
        ##"<docuseal-form data-controller="menu" data-action="clik->menu#open"></docuseal-form>"##,
        ##"<div data-controller="menu" data-action="completed->menu#open"><section><docuseal-form></docuseal-form></section></div>"##,
        ##"<div data-controller="menu" data-action="completed@window->menu#open completed@document->menu#open"></div><x-chart></x-chart>"##,
        ##"<%= content_tag tag_name, "", data: { controller: "menu", action: "completed->menu#open" } %>"##,
        ##"<%= render ChartComponent.new(data: { controller: "menu", action: "rendered->menu#open" }) %>"##,
        // Events of the current specifications.
        ##"<div data-controller="menu" data-action="command->menu#open beforematch->menu#open scrollsnapchange->menu#open contextlost->menu#open"></div>"##,
    ])
    func anyEventIsPossible(template: String) throws {
        let found = try unknownEvents(template)
        #expect(found.isEmpty, "\(found)")
    }

    /// A name the app sends itself is no typo, however close to a DOM event.
    @Test func aNameTheAppSendsIsNoTypo() throws {
        let sender = """
        import { Controller } from "@hotwired/stimulus"
        export default class extends Controller { send() { this.element.dispatchEvent(new CustomEvent("clicked", { bubbles: true })) } }
        """
        let template = ##"<div data-controller="menu" data-action="clicked->menu#open clikc->menu#open"></div>"##
        let found = try StimulusRuleEdgeCaseTests.lint(template, files: ["app/javascript/controllers/sender_controller.js": sender])
            .filter { $0.ruleID == "stimulus-unknown-event" }
        #expect(found.map(\.suggestions) == [["click"]])
    }

    /// Elements whose events are known, and pages without custom elements, are still judged.
    @Test(arguments: [
        (##"<trix-editor data-controller="menu" data-action="chnage->menu#open"></trix-editor>"##, Severity.error),
        (##"<turbo-frame id="f" data-controller="menu" data-action="laod->menu#open"></turbo-frame>"##, Severity.error),
        (##"<div data-controller="menu" data-action="completed->menu#open"></div><section><x-chart></x-chart></section>"##, Severity.warning),
        (##"<div data-controller="menu" data-action="completed@window->menu#open"></div>"##, Severity.warning),
    ])
    func knownEventsAreStillJudged(template: String, severity: Severity) throws {
        #expect(try unknownEvents(template).map(\.severity) == [severity])
    }
}

/// A library the app's controller hands an element to (`new Choices(this.selectTarget)`) may
/// dispatch events of any name on it: an action there is not judged, unless its name is a typo
/// of a DOM event.
@Suite struct LibraryEventTests {
    static let files = [
        "app/javascript/controllers/picker_controller.js": """
        import { Controller } from "@hotwired/stimulus"
        import Choices from "choices.js"
        import flatpickr from "flatpickr"
        export default class extends Controller {
          static targets = ["select", "other"]
          connect() { new Choices(this.selectTarget, {}); flatpickr(this.element) }
          open() {}
        }
        """,
    ]

    private func unknownEvents(_ template: String) throws -> [Diagnostic] {
        try StimulusRuleEdgeCaseTests.lint(template, files: Self.files).filter { $0.ruleID == "stimulus-unknown-event" }
    }

    @Test(arguments: [
        ##"<div data-controller="menu"><select data-picker-target="select" data-action="showDropdown->picker#open"></select></div>"##,
        ##"<form data-controller="picker"><%= select_tag :s, "", data: { picker_target: "other select", action: "addItem->picker#open" } %></form>"##,
        ##"<input data-controller="picker" data-action="onReady->picker#open">"##,
    ])
    func anEventOfTheLibraryIsPossible(template: String) throws {
        let found = try unknownEvents(template)
        #expect(found.isEmpty, "\(found)")
    }

    /// A typo of a DOM event stays an error there; elsewhere, and on a target not handed over,
    /// an unknown name is judged as before.
    @Test(arguments: [
        (##"<div data-controller="picker"><select data-picker-target="select" data-action="chnage->picker#open"></select></div>"##, Severity.error),
        (##"<div data-controller="picker"><select data-picker-target="other" data-action="showDropdown->picker#open"></select></div>"##, Severity.warning),
        (##"<div data-controller="menu"><select data-action="showDropdown->menu#open"></select></div>"##, Severity.warning),
        (##"<div data-controller="picker"><p><span data-action="onReady->picker#open"></span></p></div>"##, Severity.warning),
    ])
    func otherEventsAreStillJudged(template: String, severity: Severity) throws {
        #expect(try unknownEvents(template).map(\.severity) == [severity])
    }
}
