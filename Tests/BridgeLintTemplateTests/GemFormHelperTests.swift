import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// The form helpers of simple_form, Formtastic and bootstrap_form call Rails' own: each renders
/// a `<form>` whose block sets the form element pointer, and whose builder's fields belong to it
/// with the model (or scope) the Rails helper it stands for would take.
@Suite struct GemFormHelperTests {
    /// (template, tree, Rails helper, model, scope, builder variable)
    @Test(arguments: [
        (##"<%= simple_form_for @pet do |f| %><%= f.input :name %><%= f.text_field :nickname %><% end %>"##, "form(#dynamic input)", "form_for", "@pet", nil, "f"),
        (##"<%= semantic_form_for @pet, as: :animal do |f| %><%= f.text_field :name %><% end %>"##, "form(input)", "form_for", "@pet", "animal", "f"),
        (##"<%= bootstrap_form_for deposit, layout: :horizontal do |f| %><%= f.text_field :deposit_id, label: "Id" %><% end %>"##, "form(input)", "form_for", "deposit", nil, "f"),
        (##"<%= bootstrap_form_with model: @pet, label_col: "col-2" do |form| %><%= form.text_area :notes %><% end %>"##, "form(textarea)", "form_with", "@pet", nil, "form"),
        (##"<%= bootstrap_form_tag url: "/search" do |f| %><%= f.search_field :q %><% end %>"##, "form(input)", "form_tag", nil, nil, "f"),
    ] as [(String, String, String, String?, String?, String?)])
    func gemFormHelpersRenderAForm(source: String, tree: String, helper: String, model: String?, scope: String?, builder: String?) throws {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        let form = try #require(parsed.template.elements.first?.form)
        #expect(form.helper == helper)
        #expect(form.model == model)
        #expect(form.scope == scope)
        #expect(form.builderVariable == builder)
        // The gem's own options configure its builder; they are no attributes of the form.
        #expect(parsed.template.elements.first?.attributes.isEmpty == true)
    }

    /// A `<form>` written in the block is ignored (the pointer is set), and a `</form>` there
    /// ends the helper's form early, as in a `form_with` block.
    @Test func theBlockSetsTheFormElementPointer() {
        let nested = Parsed(##"<%= simple_form_for @pet do |f| %><div><form action="/i"></form></div><% end %>"##)
        #expect(nested.tree == "form(div)")
        #expect(nested.damage == ["invalidNesting 1:41-1:45 moves"])
        let early = Parsed(##"<%= bootstrap_form_with model: @pet do |f| %><%= f.text_field :a %></form><form action="/i"></form><% end %>"##)
        #expect(early.tree == "form(input) form")
    }

    /// simple_form's `f.input`, `f.input_field` and `f.association` name a field of the form's
    /// object: each is a field of the builder, whose element (its name and attributes, which
    /// the column type and `input_html:` decide) the template does not show.
    @Test func simpleFormsInputsAreFieldsOfTheBuilder() throws {
        let parsed = Parsed(##"<%= simple_form_for @pet do |f| %><%= f.input :name, label: "Name", input_html: { data: { x: 1 } } %><%= f.input_field :nick, class: "c" %><%= f.association :owner %><%= f.input :notes do %><textarea></textarea><% end %><% end %>"##)
        let fields = parsed.template.elements.compactMap(\.field)
        #expect(fields.map(\.method) == ["input", "input_field", "association", "input"])
        #expect(fields.map(\.name) == ["name", "nick", "owner", "notes"])
        #expect(fields.allSatisfy { $0.builder == "f" })
        let inputs = parsed.template.elements.filter { $0.field != nil }
        #expect(inputs.allSatisfy { $0.name == "#dynamic" && $0.hasDynamicAttributes && $0.attributes.isEmpty })
        // `input_html:`'s `data:` hash is read as loose data, as before.
        #expect(parsed.tree == "form(#dynamic #dynamic #dynamic #dynamic(textarea)) #data")
        #expect(!Parsed(##"<%= input :name %>"##).template.rendersFieldsWithoutABuilder)
    }

    @Test func nestedGemFieldsOpenABuilderScope() throws {
        let parsed = Parsed(##"<%= simple_form_for @pet do |f| %><%= f.simple_fields_for :toys do |toy| %><%= toy.text_field :name %><% end %><% end %>"##)
        let scopes = parsed.template.elements.compactMap(\.form)
        #expect(scopes.map(\.helper) == ["form_for", "fields_for"])
        #expect(scopes.last?.scope == "toys" && scopes.last?.builderVariable == "toy")
    }
}
