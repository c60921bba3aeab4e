import BridgeLintCore
import Testing

/// `stimulus-value-placement` reports a value only where the files prove that the element does
/// not mount the controller and that the controller reads its values from its own element.
@Suite struct ValuePlacementSilenceTests {
    private func placements(_ template: String, files: [String: String] = [:]) throws -> [String] {
        try StimulusRuleEdgeCaseTests.lint(template, path: "app/views/plans/_form.html.erb", files: files)
            .filter { $0.ruleID == "stimulus-value-placement" }.map(\.message)
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
}
