import BridgeLintCore
@testable import BridgeLintRules
import BridgeLintTemplate
import Testing

/// The shared pieces behind the Stimulus rules: descriptor parsing and grammar, DOM events,
/// the JSON validator, Number parsing and declared-name matching.
@Suite struct StimulusRuleSharedTests {
    private func descriptor(_ text: String) -> ActionDescriptor {
        ActionDescriptor(token: text, range: SourceRange(start: 100, end: 100 + text.utf8.count))
    }

    private func problemTexts(_ text: String, on element: String? = "button", type: String? = nil, extraOptions: Set<String> = []) -> [String] {
        let parsed = descriptor(text)
        let source = Array(text.utf8)
        return parsed.problems(elementName: element, elementType: type, extraOptions: extraOptions).map {
            String(decoding: source[($0.range.start - 100)..<($0.range.end - 100)], as: UTF8.self)
        }
    }

    // MARK: ActionDescriptor

    @Test func parsesEveryPartAsStimulusDoes() {
        let full = descriptor("keydown.ctrl+a@window->bridge--nav#open:prevent:!stop")
        #expect(full.event?.text == "keydown")
        #expect(full.keyFilter?.text == "ctrl+a")
        #expect(full.keyFilterParts.map(\.text) == ["ctrl", "a"])
        #expect(full.keyModifiers.isEmpty)
        #expect(full.globalTarget?.text == "window")
        #expect(full.identifier?.text == "bridge--nav")
        #expect(full.method?.text == "open")
        #expect(full.options.map(\.text) == ["prevent", "!stop"])

        // One modifier before the event; a second `+` stays in the event name.
        let modified = descriptor("ctrl+shift+click->menu#open")
        #expect(modified.keyModifiers.map(\.text) == ["ctrl"])
        #expect(modified.event?.text == "shift+click")

        let plain = descriptor("menu#open")
        #expect(!plain.hasArrow)
        #expect(plain.event == nil)
        #expect(plain.identifier?.text == "menu")
    }

    @Test func partsOfAnEscapedTokenPointAtTheWholeToken() {
        // The text is shorter than its source range (an escape in a Ruby string).
        let escaped = ActionDescriptor(token: "click->menu#open", range: SourceRange(start: 10, end: 28))
        #expect(escaped.method?.range == SourceRange(start: 10, end: 28))
    }

    /// A param's identifier ends where the identifier of the element's own action does, even
    /// when no controller of the app is known by it (its name was rewritten by code): Stimulus
    /// reads `data-<action identifier>-<name>-param`.
    @Test func splitsAParamAtTheIdentifierOfTheElementsAction() {
        let text = "<button data-action=\"click->modal-component#submit\" data-modal-component-slug-param=\"a\" data-other-thing-id-param=\"b\"></button>\n"
        let element = TemplateParser.parse(SourceFile(path: "app/views/a/b.html.erb", text: text)).elements[0]
        let params = element.stimulusAttributes(known: []).filter { $0.kind == .param }
        #expect(params.map(\.identifier) == ["modal-component", "other"])
        #expect(params.map(\.name) == ["slug", "thing-id"])
    }

    @Test func acceptsWellFormedDescriptors() {
        for text in ["click->menu#open", "menu#open", "keydown.esc@window->modal#close", "keyup.ctrl+shift+page_down->a#b",
                     "ctrl+click->menu#open", "turbo:submit-end->form#reset", "resize@document->layout#resize",
                     "click->menu#toggle:prevent:stop:!self:capture:once:passive", "bridge--search:queried->results#show",
                     "click->menu#_private$ok", "keydown.9->a#b", "shown.bs.modal->menu#open"] {
            #expect(problemTexts(text).isEmpty, "\(text)")
        }
        #expect(problemTexts("click->menu#open:reveal", extraOptions: ["reveal"]).isEmpty)
    }

    @Test func pointsAtTheBrokenPart() {
        #expect(problemTexts("click->menu") == ["menu"])
        #expect(problemTexts("click->#open") == ["#"])
        #expect(problemTexts("->menu#open") == ["->"])
        #expect(problemTexts("menu#") == ["#"])
        #expect(problemTexts("menu#open:") == [":"])
        #expect(problemTexts("click->menu#open:prevnt") == ["prevnt"])
        #expect(problemTexts("click->menu#open:!stpo") == ["!stpo"])
        #expect(problemTexts("click.enter->menu#open") == ["enter"])
        #expect(problemTexts("click.->menu#open") == ["."])
        #expect(problemTexts("keydown.->menu#open") == ["."])
        #expect(problemTexts("keydown.escape->menu#open") == ["escape"])
        #expect(problemTexts("keydown.a+b->menu#open") == ["b"])
        #expect(problemTexts("hyper+click->menu#open") == ["hyper"])
        #expect(problemTexts("ctrl+shift+click->menu#open") == ["shift+click"])
        #expect(problemTexts("ctrl+keydown.a->menu#open") == ["a"])
        #expect(problemTexts("click@body->menu#open") == ["body"])
        #expect(problemTexts("menu#open()") == ["open()"])
        #expect(problemTexts("menu##close") == ["#close"])
    }

    @Test func requiresAnEventWhereTheElementHasNoDefault() {
        for element in ["a", "button", "form", "details", "input", "select", "textarea"] {
            #expect(problemTexts("menu#open", on: element).isEmpty, "\(element)")
        }
        #expect(problemTexts("menu#open", on: "div") == ["menu#open"])
        #expect(problemTexts("menu#open", on: "trix-editor") == ["menu#open"])
        // Unknown elements (dynamic `content_tag`, `fields_for` scopes) are not judged.
        #expect(problemTexts("menu#open", on: nil).isEmpty)
        #expect(problemTexts("menu#open", on: "#dynamic").isEmpty)
        #expect(ActionGrammar.defaultEvent(forElement: "input", type: "submit") == "click")
        #expect(ActionGrammar.defaultEvent(forElement: "input") == "input")
    }

    @Test func suggestsKeyNamesAndOptions() {
        let escape = descriptor("keydown.escape->menu#open").problems(elementName: "div")
        #expect(escape.first?.suggestions == ["esc"])
        // Stimulus' `error` throws, out of its event listener: no handler of Stimulus logs it.
        #expect(escape.first?.message == "`escape` is not a key Stimulus knows: each key press whose modifier keys match the filter's (none held, when it names none) makes Stimulus throw an error (the browser console shows it uncaught), and the action never runs")
        let option = descriptor("click->menu#open:prevnt").problems(elementName: "div")
        #expect(option.first?.suggestions == ["prevent"])
        let target = descriptor("click@windw->menu#open").problems(elementName: "div")
        #expect(target.first?.suggestions == ["window"])
    }

    // MARK: DOM events

    @Test func knowsDOMEventsAndCustomShapes() {
        for name in ["click", "focusin", "DOMContentLoaded", "visibilitychange", "popstate", "animationend", "toggle", "paste", "pointerdown"] {
            #expect(DOMEvents.isKnown(name), "\(name)")
        }
        #expect(!DOMEvents.isKnown("Click"))
        #expect(DOMEvents.looksCustom("turbo:load"))
        #expect(DOMEvents.looksCustom("trix-change"))
        #expect(DOMEvents.looksCustom("shown.bs.modal"))
        #expect(descriptor("shown.bs.modal->menu#open").stimulusEventName == "shown.bs.modal")
        #expect(descriptor("keydown.enter->menu#open").stimulusEventName == "keydown")
        #expect(!DOMEvents.looksCustom("focsuin"))
        #expect(DOMEvents.suggestions(for: "focsuin") == ["focusin"])
        #expect(DOMEvents.suggestions(for: "Click") == ["click"])
        #expect(DOMEvents.suggestions(for: "menuopened").isEmpty)
    }

    // MARK: JSON and Number

    @Test func validatesJSONLikeJSONParse() {
        #expect(JSONValidator.shape(of: #"["a","b"]"#) == .array)
        #expect(JSONValidator.shape(of: #" { "a" : [1, -2.5e3, true, null, {"b": "\u00e9\n"}] } "#) == .object)
        #expect(JSONValidator.shape(of: "[]") == .array)
        #expect(JSONValidator.shape(of: "{}") == .object)
        #expect(JSONValidator.shape(of: "42") == .number)
        #expect(JSONValidator.shape(of: #""text""#) == .string)
        #expect(JSONValidator.shape(of: "null") == .null)
        for invalid in ["a,b", "['a']", "[1,]", "{a: 1}", #"{"a" 1}"#, "[01]", "[1.]", "", "[", #""\x""#, "tru", "[1] 2", "NaN", "{\"a\":1,}"] {
            #expect(JSONValidator.shape(of: invalid) == nil, "\(invalid)")
        }
    }

    @Test func readsNumbersLikeStimulus() {
        for number in ["42", "-1.5", "1_000", ".5", "5.", "1e3", "-1E-3", "0x1f", "0b101", "0o17", "Infinity", "-Infinity", " 7 ", ""] {
            #expect(StimulusValueType.isNumber(number), "\(number)")
        }
        for text in ["abc", "10px", "1,000", "0x", "1e", "--1", "infinity", "-0x1f", "1.2.3"] {
            #expect(!StimulusValueType.isNumber(text), "\(text)")
        }
        #expect(StimulusValueType.problem(reading: "yes", as: .boolean) == nil)
        #expect(StimulusValueType.problem(reading: "anything", as: .string) == nil)
        #expect(StimulusValueType.problem(reading: #"{"a":1}"#, as: .array) != nil)
        #expect(StimulusValueType.problem(reading: #"[1]"#, as: .object) != nil)
    }

    // MARK: Declared names

    @Test func matchesDeclaredNamesAsTheBrowserDoes() {
        #expect(DeclaredName.dasherize("submitTitle") == "submit-title")
        #expect(DeclaredName.match("submit-title", among: ["submitTitle"], dasherized: true) == .found(declared: "submitTitle"))
        #expect(DeclaredName.match("submitTitle", among: ["submitTitle"], dasherized: true) == .camelCase(expected: "submit-title", declared: "submitTitle"))
        // All lower case after the browser lower-cases it: Stimulus finds it.
        #expect(DeclaredName.match("TITLE", among: ["title"], dasherized: true) == .found(declared: "title"))
        #expect(DeclaredName.match("submit-titel", among: ["submitTitle"], dasherized: true) == .unknown(suggestions: ["submit-title"]))
        // Outlets are looked up as declared, case-insensitively.
        #expect(DeclaredName.match("userStatus", among: ["userstatus"], dasherized: false) == .found(declared: "userstatus"))
        #expect(DeclaredName.match("user-status", among: ["user-status"], dasherized: false) == .found(declared: "user-status"))
    }

    /// Stimulus' `camelize` upper-cases a letter or digit after `-` or `_`, and its `dasherize`
    /// puts no dash before a digit: `area-over-85` means `areaOver85`, which is read from
    /// `area-over85`.
    @Test func aDashBeforeADigitIsToldApart() {
        #expect(DeclaredName.camelize("area-over-85") == "areaOver85")
        #expect(DeclaredName.camelize("a--b_c-") == "a-BC-")
        #expect(DeclaredName.camelize("x-Y") == "x-Y")
        #expect(DeclaredName.digitDashed("area-over-85", among: ["areaOver85", "title"]) == "areaOver85")
        #expect(DeclaredName.digitDashed("area-over85", among: ["areaOver85"]) == nil)
        #expect(DeclaredName.digitDashed("area-under-85", among: ["areaOver85"]) == nil)
    }
}
