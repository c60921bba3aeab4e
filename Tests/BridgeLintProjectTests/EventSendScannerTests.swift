import Testing
@testable import BridgeLintProject

/// Every way a script sends an event an action may hear, and the sends that only look like one.
@Suite struct EventSendScannerTests {
    private func sends(_ code: String, path: String = "app/javascript/lib/events.js") -> EventSends {
        EventSendScanner(source: JavaScriptSource(path: path, bytes: Array(code.utf8))).sends()
    }

    @Test(arguments: [
        ("el.dispatchEvent(new CustomEvent('notify', { detail: {} }))", "notify"),
        ("el.dispatchEvent(new Event(\"notify\"))", "notify"),
        ("el.dispatchEvent(new KeyboardEvent(`notify`, { key: 'a' }))", "notify"),
        ("const e = document.createEvent('Event'); e.initEvent('notify', true, true)", "notify"),
        ("e.initCustomEvent('notify', true, true, null)", "notify"),
        ("this.dispatch('notify', { detail: 1, prefix: false })", "notify"),
        ("import { delegate } from 'jquery-events-to-dom-events'\ndelegate('change', ['event', 'picker'])", "$change"),
        ("import { delegate as toDOM } from 'jquery-events-to-dom-events'\ntoDOM('select2:select')", "$select2:select"),
        ("import * as jq from 'jquery-events-to-dom-events'\njq.delegate('hidden.bs.modal')", "$hidden.bs.modal"),
    ])
    func readsTheNameALiteralSends(code: String, name: String) {
        let found = sends(code)
        #expect(found.names == [name] && found.computed.isEmpty, "\(found)")
        #expect(EventSendScanner.mayHoldSends(Array(code.utf8)))
    }

    /// A computed name is known by its literal start only: any name, or names starting with it.
    @Test(arguments: [
        ("el.dispatchEvent(new CustomEvent(this.nameValue))", ""),
        ("el.dispatchEvent(new CustomEvent(`vue:${event}`, { detail }))", "vue:"),
        ("el.dispatchEvent(new Event('modal:' + name))", "modal:"),
        ("el.dispatchEvent(new Event(`${prefix}:done`))", ""),
        ("import { delegate } from 'jquery-events-to-dom-events'\nthis.handler = delegate(this.eventValue)", "$"),
    ])
    func readsTheStartOfAComputedName(code: String, prefix: String) {
        let found = sends(code)
        #expect(found.names.isEmpty && found.computed.map(\.prefix) == [prefix], "\(found)")
        #expect(found.computed.first?.path == "app/javascript/lib/events.js")
        #expect(EventSendScanner.mayHoldSends(Array(code.utf8)))
    }

    /// What reaches jQuery's handlers only, a name Stimulus prefixes, or another library's
    /// `delegate`, sends nothing an action hears by that name.
    @Test(arguments: [
        "$(el).trigger('notify')",
        "jQuery(document).trigger('notify', [1])",
        "const e = new jQuery.Event('notify'); $(el).trigger(e)",
        "this.dispatch('notify')",
        "this.dispatch('notify', { prefix: 'menu' })",
        "$(document).delegate('.row', 'click', handler)",
        "delegate('change')",
        "import { delegate } from 'rails-ujs'\ndelegate(document, 'a', 'click', handler)",
        "import { delegate } from 'jquery-events-to-dom-events'\nconst f = delegate",
    ])
    func sendsNothingAnActionHears(code: String) {
        #expect(sends(code).isEmpty)
    }

    /// The byte check that spares tokenizing a file: what only resembles a send does not pass it.
    @Test(arguments: [
        "var e = new jQuery.Event('x'); document.createEvent('Event'); el.dispatchEvent(e)",
        "renew CustomEvent('x')",
        "function onEvent(name) {} onEvent('x')",
    ])
    func fileThatOnlyResemblesASendIsSkipped(code: String) {
        #expect(!EventSendScanner.mayHoldSends(Array(code.utf8)))
    }

    @Test func aComputedNameMayBeAnyNameWithItsStart() {
        let found = sends("send(n) { el.dispatchEvent(new CustomEvent(`vue:${n}`)) }\nnew CustomEvent('notify')\nimport { delegate } from 'jquery-events-to-dom-events'\ndelegate(name)")
        #expect(found.mayInclude("notify") && found.mayInclude("vue:mounted") && found.mayInclude("$change"))
        #expect(!found.mayInclude("mounted") && !found.mayInclude("change"))
        #expect(found.union(EventSends(names: ["other"])).mayInclude("other"))
    }
}
