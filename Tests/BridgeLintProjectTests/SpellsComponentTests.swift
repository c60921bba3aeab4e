@testable import BridgeLintProject
import Testing

/// A word ends a constant's name in "component" when what comes before the suffix can be part
/// of a Ruby constant (or an interpolation's end); every word of a text counts.
@Suite struct SpellsComponentTests {
    @Test(arguments: [
        ("#{kind}_component", true), ("Component", true), ("Cards::Component", true), ("#{name}Component", true),
        ("chart_component table_component", true), ("nav-component active", false), ("nav-component card_component", true),
        ("admin/orders_component/table", false), ("components", false), ("component-card", false), ("", false), ("ponent", false),
        ("été_component", true),
    ])
    func aWordEndingAConstantsNameSpellsIt(text: String, spells: Bool) {
        #expect(RubyRenderFacts.spellsComponent(text) == spells, "\(text)")
    }
}
