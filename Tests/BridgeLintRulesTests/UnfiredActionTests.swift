import BridgeLintCore
import BridgeLintTemplate
import Testing
@testable import BridgeLintRules

/// Which actions never fire: events only a person makes, on every way of writing a hidden input.
@Suite struct UnfiredActionTests {
    static let cases: [(String, Bool)] = [
        (#"<input type="hidden" data-action="keydown->maps#submit">"#, true),
        (#"<input type="HIDDEN" data-action="click->maps#submit">"#, true),
        (#"<%= hidden_field_tag :lat, 1, data: { action: "focus->maps#submit" } %>"#, true),
        (#"<%= form.hidden_field :lat, data: { action: "paste->maps#submit" } %>"#, true),
        // Scripts send these; the window's and document's events reach any element's action.
        (#"<input type="hidden" data-action="change->maps#submit">"#, false),
        (#"<input type="hidden" data-action="input->maps#submit">"#, false),
        (#"<input type="hidden" data-action="keydown@window->maps#submit">"#, false),
        (#"<input type="hidden" data-action="maps#submit">"#, false),
        (#"<input type="hidden" data-action="places:changed->maps#submit">"#, false),
        // Rendered inputs, and a type written as ERB.
        (#"<input type="text" data-action="keydown->maps#submit">"#, false),
        (#"<input type="<%= kind %>" data-action="keydown->maps#submit">"#, false),
        (#"<%= form.text_field :lat, data: { action: "keydown->maps#submit" } %>"#, false),
    ]

    @Test(arguments: cases)
    func saysWhetherTheEventReachesTheElement(source: String, neverFires: Bool) throws {
        let template = TemplateParser.parse(SourceFile(path: "app/views/places/_form.html.erb", bytes: Array(source.utf8)))
        let element = try #require(template.elements.first { element in element.attributes.contains { $0.name == "data-action" } })
        let value = try #require(element.attributes.first { $0.name == "data-action" }?.value?.possibleTokens.first)
        let descriptor = ActionDescriptor(token: value.text, range: value.range)
        #expect((UnfiredAction.note(descriptor, on: element) != nil) == neverFires)
    }
}
