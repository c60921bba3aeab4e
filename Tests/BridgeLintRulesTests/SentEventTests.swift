import BridgeLintCore
import Testing

/// An event the app's own JavaScript sends, from any of its scripts, is no unknown event; a name
/// with a character no DOM event has is never taken for a typo of one.
@Suite struct SentEventTests {
    private static let stimulus = "import { Controller } from \"@hotwired/stimulus\"\n"

    private func unknownEvents(_ template: String, files: [String: String]) throws -> [Diagnostic] {
        try StimulusRuleEdgeCaseTests.lint(template, files: files).filter { $0.ruleID == "stimulus-unknown-event" }
    }

    /// The sender is a module a controller imports, an entry point, another script under the
    /// script roots, or a module outside them reached through imports.
    @Test(arguments: [
        [
            "app/javascript/controllers/cropper_controller.js": stimulus + "import { notify } from \"../lib/utils\"\nexport default class extends Controller { save() { notify() } }\n",
            "app/javascript/lib/utils.js": "export function notify() { document.body.dispatchEvent(new CustomEvent('notify', { detail: {} })) }\n",
        ],
        ["app/javascript/application.js": "import \"./controllers\"\ndocument.addEventListener('turbo:load', () => document.body.dispatchEvent(new Event('notify')))\n"],
        ["app/assets/javascripts/notifications.js": "$(function () { var e = document.createEvent('Event'); e.initEvent('notify', true, true); document.body.dispatchEvent(e) })\n"],
        [
            "app/javascript/controllers/chart_controller.js": stimulus + "import { draw } from \"../../../vendor/charts/draw\"\nexport default class extends Controller { connect() { draw() } }\n",
            "vendor/charts/draw.js": "import { done } from './done'\nexport function draw() { done() }\n",
            "vendor/charts/done.js": "export function done() { document.body.dispatchEvent(new CustomEvent('notify')) }\n",
        ],
    ])
    func aNameAnyScriptSendsIsKnown(files: [String: String]) throws {
        let template = #"<body data-controller="menu" data-action="notify->menu#open"></body>"#
        let found = try unknownEvents(template, files: files)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A script outside the script roots that nothing imports is not the app's running code.
    @Test func aScriptNothingLoadsSendsNothing() throws {
        let template = #"<body data-controller="menu" data-action="notify->menu#open"></body>"#
        let found = try unknownEvents(template, files: ["lib/templates/notify.js": "document.body.dispatchEvent(new Event('notify'))\n"])
        #expect(found.map(\.severity) == [.warning])
    }

    /// jquery-events-to-dom-events sends jQuery's `change` as `$change` (clickfunnels2/refine-rails).
    @Test func delegateSendsTheDollarName() throws {
        let controller = Self.stimulus + """
        import { delegate, abnegate } from 'jquery-events-to-dom-events'
        export default class extends Controller {
          connect() { this.changeDelegate = delegate('change', ['event', 'picker']) }
          disconnect() { abnegate('change', this.changeDelegate) }
        }
        """
        let template = #"<select data-controller="menu" data-action="$change->menu#open"></select>"#
        let found = try unknownEvents(template, files: ["app/javascript/controllers/state_controller.js": controller])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A `$` name no script sends is a warning that says what would send it; never the typo error.
    @Test(arguments: ["$change", "$chnage", "$click"])
    func anUnsentDollarNameIsAWarning(name: String) throws {
        let found = try unknownEvents(#"<select data-controller="menu" data-action="\#(name)->menu#open"></select>"#, files: [:])
        let jQueryEvent = name.dropFirst()
        #expect(found.map(\.severity) == [.warning])
        #expect(found.first?.suggestions == [])
        #expect(found.first?.message == "`\(name)` is what jquery-events-to-dom-events sends for jQuery's `\(jQueryEvent)` event, but no script of this app calls its `delegate(\"\(jQueryEvent)\")`; nothing bridgelint read sends `\(name)`")
    }

    /// A computed name silences only the names it may be; typos of DOM events stay errors.
    @Test func aComputedNameSilencesOnlyWhatItMayBe() throws {
        let files = [
            "app/javascript/lib/bus.js": """
            import { delegate } from 'jquery-events-to-dom-events'
            export const emit = (name) => document.dispatchEvent(new CustomEvent(`vue:${name}`))
            export const relay = (name) => delegate(name)
            """,
        ]
        let template = #"<div data-controller="menu" data-action="$select2:select->menu#open $picked->menu#open mounted->menu#open clik->menu#open onclick->menu#open Click->menu#open keyup.enter->menu#open focsuin->menu#open"></div>"#
        let found = try unknownEvents(template, files: files)
        #expect(found.map(\.severity) == [.warning, .error, .error, .error, .error])
        #expect(found.map(\.suggestions) == [[], ["click"], ["click"], ["click"], ["focusin"]])
    }

    /// Code sending names it computes may send any plain name, but not a typo of a DOM event.
    @Test func anyNameMayBeComputedButNoTypo() throws {
        let files = ["app/javascript/application.js": "export const fire = (el, name) => el.dispatchEvent(new Event(name, { bubbles: true }))\n"]
        let template = #"<div data-controller="menu" data-action="mounted->menu#open $change->menu#open clik->menu#open"></div>"#
        #expect(try unknownEvents(template, files: files).map(\.suggestions) == [["click"]])
    }
}
