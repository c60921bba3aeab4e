@testable import BridgeLintProject
import Testing

/// Render calls given an object, not a template's name: a component made with `new` (held in a
/// local, named from the top namespace, or of a class computed at run time) and the response
/// `head` sends name no template, so they keep no partial live as a computed name would.
@Suite struct RubyRenderFactsObjectTests {
    @Test(arguments: [
        "component = Courses::Feed::FeedComponent.new(course: course)\nhtml = ApplicationController.render(component, layout: false)",
        "def card\n  component ||= CardComponent.new\n  render(component)\nend",
        "render(::Admin::Registrations::ResultRowComponent.new(registration: result))",
        "render head 401 and return unless allowed?",
        "render head status: 400 and return unless params[:id]",
    ])
    func anObjectOrAResponseNamesNoTemplate(code: String) {
        let facts = RubyRenderFactsSieveTests.facts(of: code)
        #expect(facts.renderedLocals.isEmpty, "\(code)")
        #expect(!facts.rendersComputedName, "\(code)")
    }

    /// A responder's render calls (`class Responder < ActionController::Responder`, as Devise
    /// apps on Turbo write one) render the action's own template: no computed name. The same
    /// calls outside a responder stay computed.
    @Test func aRespondersRenderNamesNoTemplate() {
        let responder = """
        class TurboDeviseController < ApplicationController
          class Responder < ActionController::Responder
            def to_turbo_stream
              controller.render(options.merge(formats: :html))
            rescue ActionView::MissingTemplate => error
              render rendering_options.merge(formats: :html, status: :unprocessable_entity)
            end
          end

          self.responder = Responder
          respond_to :html, :turbo_stream
        end
        """
        #expect(!RubyRenderFacts(ruby: Array(responder.utf8)).rendersComputedName)
        let plain = responder.replacingOccurrences(of: " < ActionController::Responder", with: "")
        #expect(RubyRenderFacts(ruby: Array(plain.utf8)).rendersComputedName)
    }

    /// `render(klass.new(**args))`: an object of a class known only at run time, whose partial
    /// is its model's if it is a model.
    @Test func anObjectOfAComputedClassIsAnObject() {
        let facts = RubyRenderFactsSieveTests.facts(of: "klass = name.constantize\nApplicationController.render(klass.new(**args), layout: false)")
        #expect(facts.objects == [""])
        #expect(!facts.rendersComputedName)
    }

    /// A local also assigned anything else (a name, another call), or changed by `+=`, may hold
    /// a template's name: it stays a rendered local.
    @Test(arguments: [
        "component = CardComponent.new\ncomponent = \"shared/card\" if legacy?\nrender(component)",
        "component = build_component\nrender(component)",
        "component = CardComponent.new\ncomponent += suffix\nrender(component)",
        "def show(component)\n  render(component)\nend",
    ])
    func aLocalThatMayHoldANameStaysALocal(code: String) {
        #expect(RubyRenderFactsSieveTests.facts(of: code).renderedLocals == ["component"], "\(code)")
    }
}
