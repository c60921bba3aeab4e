import BridgeLintCore
import Testing

/// `form-field-typo` cases the rule doc does not show: one cause, one finding.
@Suite struct FormFieldTypoTests {
    /// A label one typo from several fields points at none of them: one finding at the label
    /// that names every candidate, never one per field saying the field is the label's typo.
    @Test(arguments: [
        (["title", "tite"], "two fields this form uses, `tite` (`f.text_field :tite`) and `title` (`f.text_field :title`)"),
        (["title", "tite", "titl"], "3 fields this form uses, `tite` (`f.text_field :tite`), `titl` (`f.text_field :titl`) and `title` (`f.text_field :title`)"),
    ])
    func aLabelNearSeveralFieldsIsOneFinding(fields: [String], named: String) throws {
        let template = "<%= form_with model: @post do |f| %>\n  <%= f.label :titel %>\n"
            + fields.map { "  <%= f.text_field :\($0) %>\n" }.joined() + "<% end %>\n"
        let findings = try StimulusRuleEdgeCaseTests.lint(template, files: ["config/application.rb": CrossFileRuleTests.railsConfig]).filter { $0.ruleID == "form-field-typo" }
        #expect(findings.map(\.message) == ["`titel` looks like a typo of \(named): this label points at none of them"])
        let label = try #require(template.range(of: "label :titel")?.upperBound)
        #expect(findings.first?.range.end == template.utf8.distance(from: template.startIndex, to: label))
        #expect(findings.first?.suggestions.count == fields.count)
        #expect(findings.first?.fix == nil)
        #expect(findings.first?.related.count == fields.count)
    }

    /// Near one field only, with nothing else read telling the two names apart, the label points
    /// at no field: one finding, at the label, naming the field, with no fix (either name may be
    /// the typo).
    @Test func aLabelNearOneFieldIsStillOneTypo() throws {
        let template = "<%= form_with model: @post do |f| %>\n  <%= f.label :titel %>\n  <%= f.text_field :title %>\n<% end %>\n"
        let findings = try StimulusRuleEdgeCaseTests.lint(template, files: ["config/application.rb": CrossFileRuleTests.railsConfig]).filter { $0.ruleID == "form-field-typo" }
        #expect(findings.map(\.message) == ["the label `titel` points at no field: this form's field `title` (`f.text_field :title`) is one typo from it, and nothing bridgelint read tells which of the two names is meant"])
        let label = try #require(template.range(of: "label :titel")?.upperBound)
        #expect(findings.first?.range.end == template.utf8.distance(from: template.startIndex, to: label))
        #expect(findings.first?.fix == nil)
        #expect(findings.first?.suggestions == ["title"])
    }

    /// Of a label and a field one typo apart, the name that is an attribute of the model the
    /// form names is the intended one, even where the app's assignments do not prove the form's
    /// object is that model (here `@order` may also be a `PurchaseOrder`).
    @Test func theNameTheNamedModelHasIsIntended() throws {
        let template = "<%= form_with model: @order do |f| %>\n  <%= f.label :numbe %>\n  <%= f.text_field :number %>\n<% end %>\n"
        let files = ["config/application.rb": CrossFileRuleTests.railsConfig,
                     "db/schema.rb": "ActiveRecord::Schema[8.0].define(version: 2025_01_01_000000) do\n  create_table \"orders\" do |t|\n    t.string \"number\"\n  end\nend\n",
                     "app/models/order.rb": "class Order < ApplicationRecord\nend\n",
                     "app/controllers/purchases_controller.rb": "class PurchasesController < ApplicationController\n  def new\n    @order = PurchaseOrder.new\n  end\nend\n"]
        let findings = try StimulusRuleEdgeCaseTests.lint(template, files: files).filter { $0.ruleID == "form-field-typo" }
        #expect(findings.map(\.message) == ["`numbe` looks like a typo of `number`, which this form also uses (`f.text_field :number`)"])
        // The label is the typo and the field already submits the attribute: the label is what to rename.
        #expect(findings.map(\.help) == ["write `number` here, the name the field uses, so the label points at the field (to show other text, give it as the second argument: `label :number, \"…\"`)"])
    }

    /// The name the app's Ruby code uses (a model's method, a permitted parameter) is the
    /// intended one: there the label is the typo, whichever file mentions it.
    @Test(arguments: [
        "app/models/scene.rb": "class Scene < ApplicationRecord\n  def frames = (frame_start..frame_end)\nend\n",
        "app/controllers/scenes_controller.rb": "class ScenesController < ApplicationController\n  def scene_params = params.require(:scene).permit(:frame_end)\nend\n",
    ])
    func theNameTheRubyCodeUsesIsIntended(path: String, ruby: String) throws {
        let template = "<%= form_with model: @scene do |f| %>\n  <%= f.label :frame_enf %>\n  <%= f.number_field :frame_end %>\n<% end %>\n"
        let files = ["config/application.rb": CrossFileRuleTests.railsConfig, path: ruby]
        let findings = try StimulusRuleEdgeCaseTests.lint(template, files: files).filter { $0.ruleID == "form-field-typo" }
        #expect(findings.map(\.message) == ["`frame_enf` looks like a typo of `frame_end`, which this form also uses (`f.number_field :frame_end`)"])
    }
}
