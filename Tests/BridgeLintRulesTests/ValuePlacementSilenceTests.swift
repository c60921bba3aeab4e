import BridgeLintCore
import BridgeLintRules
import Testing

/// `stimulus-value-placement` reports a value only where the files prove that the element does
/// not mount the controller and that the controller reads its values from its own element.
@Suite struct ValuePlacementSilenceTests {
    /// The findings in the partial `plans/_form`, which a page renders (a partial nothing renders
    /// is reported as such instead).
    private func placements(_ template: String, files: [String: String] = [:]) throws -> [String] {
        let page = ["app/views/plans/new.html.erb": "<%= render \"form\" %>\n"]
        return try StimulusRuleEdgeCaseTests.lint(template, path: "app/views/plans/_form.html.erb", files: files.merging(page) { $1 })
            .filter { $0.ruleID == "stimulus-value-placement" }.map(\.message)
    }

    static let field = """
    <%= form_with model: @plan do |form| %>
      <%= form.select :kind, kinds, {}, data: { menu_delay_value: 5 } %>
    <% end %>
    """

    static func builder(_ name: String, overriding method: String, body: String) -> String {
        """
        class \(name) < ActionView::Helpers::FormBuilder
          def \(method)(method, choices = nil, options = {}, html_options = {}, &block)
            \(body)
            super
          end

          private

          def with_menu(html_options)
            html_options[:data] = (html_options[:data] || {}).merge(controller: "menu")
          end
        end
        """
    }

    static let appController = "class ApplicationController < ActionController::Base\n  default_form_builder PlanFormBuilder\nend\n"

    /// The builders are read from every template, so they are asked only where a finding would
    /// be: a form with no value out of place leaves the template's cached findings depending on
    /// that template alone (its warm run hashes no other file).
    @Test func formFieldsWithoutAMisplacedValueAskNoOtherTemplate() throws {
        let form = "<%= form_with model: @plan do |form| %>\n  <%= form.select :kind, kinds %>\n<% end %>\n"
        let run = try TemplateCorpus.recordingUse { try placements(form) }
        #expect(run.result.isEmpty)
        #expect(!run.usedCorpus)
    }

    @Test func aFieldTheDefaultBuilderGivesAControllerIsNotJudged() throws {
        for folder in ["app/helpers", "app/form_builders"] {
            let files = ["app/controllers/application_controller.rb": Self.appController,
                         "\(folder)/plan_form_builder.rb": Self.builder("PlanFormBuilder", overriding: "select", body: "with_menu(html_options)")]
            #expect(try placements(Self.field, files: files) == [], "\(folder)")
        }
    }

    @Test func aFieldTheFormsBuilderGivesAControllerIsNotJudged() throws {
        let template = Self.field.replacingOccurrences(of: "model: @plan do", with: "model: @plan, builder: PlanFormBuilder do")
        let files = ["app/helpers/plan_form_builder.rb": Self.builder("PlanFormBuilder", overriding: "select", body: "with_menu(html_options)")]
        #expect(try placements(template, files: files) == [])
    }

    /// A builder bridgelint cannot read (in a gem, in `lib/`) may override any field helper.
    @Test func aBuilderThatCannotBeReadMakesEveryFieldUnknown() throws {
        let files = ["app/controllers/application_controller.rb": Self.appController]
        #expect(try placements(Self.field, files: files) == [])
    }

    /// A builder that overrides another helper, or adds no controller, leaves the field's
    /// controllers as the template shows them.
    @Test func aBuilderThatAddsNoControllerToTheFieldChangesNothing() throws {
        let expected = ["`data-menu-delay-value` is on `<select>`, which does not mount `menu`, so Stimulus never reads this value (the template rendering this partial may mount it, but not on this element)"]
        for (method, body) in [("text_field", "with_menu(html_options)"), ("select", "html_options[:class] = \"plan\"")] {
            var builder = Self.builder("PlanFormBuilder", overriding: method, body: body)
            if method == "select" { builder = builder.replacingOccurrences(of: "merge(controller: \"menu\")", with: "merge(x: 1)").replacingOccurrences(of: "html_options[:data]", with: "html_options[:aria]") }
            let files = ["app/controllers/application_controller.rb": Self.appController, "app/helpers/plan_form_builder.rb": builder]
            #expect(try placements(Self.field, files: files) == expected, "\(method)")
        }
        #expect(try placements(Self.field) == expected)
    }

    /// A controller whose class bridgelint cannot read (a gem's) may read its values anywhere.
    @Test func aControllerWhoseClassCannotBeReadIsNotJudged() throws {
        let files = ["app/javascript/controllers/index.js": """
            import { application } from "controllers/application"
            import BannerController from "banner-gem/banner_controller"
            application.register("banner", BannerController)
            """]
        let template = "<div data-controller=\"banner\">\n  <button data-banner-position-value=\"bottom\">Manage</button>\n</div>\n"
        #expect(try placements(template, files: files) == [])
    }

    /// The same value on the controller's element and on a child: the child's copy is a hook
    /// for CSS, not a misplaced value.
    @Test func aCopyOfTheControllersOwnValueIsNotJudged() throws {
        let template = "<div data-controller=\"menu\" data-menu-delay-value=\"5\">\n  <button data-menu-delay-value=\"5\">Open</button>\n</div>\n"
        #expect(try placements(template) == [])
        let other = "<div data-controller=\"menu\" data-menu-delay-value=\"5\">\n  <button data-menu-items-value=\"[]\">Open</button>\n</div>\n"
        #expect(try placements(other).count == 1)
    }

    /// In a partial, that copy may be on the controller element of the template that renders
    /// it, written as HTML or as the `data:` key that renders it.
    @Test(arguments: [
        "<div data-controller=\"menu\" data-menu-delay-value=\"5\">\n  <%= render \"form\" %>\n</div>\n",
        "<%= tag.div data: { controller: \"menu\", menu_delay_value: 5 } do %>\n  <%= render \"form\" %>\n<% end %>\n",
    ])
    func aCopyOnTheRenderingTemplatesControllerElementIsNotJudged(page: String) throws {
        let partial = "<button data-menu-delay-value=\"5\">Open</button>\n"
        let found = try StimulusRuleEdgeCaseTests.lint(partial, path: "app/views/plans/_form.html.erb", files: ["app/views/plans/new.html.erb": page])
            .filter { $0.ruleID == "stimulus-value-placement" }
        #expect(found.isEmpty)
        let without = try StimulusRuleEdgeCaseTests.lint(partial, path: "app/views/plans/_form.html.erb",
                                                         files: ["app/views/plans/new.html.erb": "<div data-controller=\"menu\">\n  <%= render \"form\" %>\n</div>\n"])
        #expect(without.filter { $0.ruleID == "stimulus-value-placement" }.count == 1)
    }
}
