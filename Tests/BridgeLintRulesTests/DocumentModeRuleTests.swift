import BridgeLintCore
import Testing

/// `html-mismatched-end-tag` on a `</p>` after a `<p>` that a `<table>` closed: only where the
/// pages the template is part of are proven outside quirks mode. A mail view's render paths are
/// not followed: then every HTML layout of the app must start with such a doctype.
@Suite struct DocumentModeRuleTests {
    static let mail = "<p>\n  Your order:\n  <table><tr><td>1 chair</td></tr></table>\n</p>\n"

    static func strayParagraphEnds(layouts: [String: String]) throws -> Int {
        try StimulusRuleEdgeCaseTests.lint(Self.mail, path: "app/views/order_mailer/receipt.html.erb", files: layouts)
            .filter { $0.ruleID == "html-mismatched-end-tag" && $0.message.contains("closed by `<table>`") }.count
    }

    @Test func aMailViewIsJudgedWhereEveryLayoutHasADoctype() throws {
        let standard = "<!DOCTYPE html>\n<html><body><%= yield %></body></html>\n"
        let quirky = "<table width=\"100%\"><tr><td><%= yield %></td></tr></table>\n"
        #expect(try Self.strayParagraphEnds(layouts: ["app/views/layouts/mailer.html.erb": standard, "app/views/layouts/application.html.erb": standard]) == 1)
        #expect(try Self.strayParagraphEnds(layouts: ["app/views/layouts/mailer.html.erb": quirky, "app/views/layouts/application.html.erb": standard]) == 0)
        #expect(try Self.strayParagraphEnds(layouts: [:]) == 0)
    }

    /// A mail view's own `<!DOCTYPE html>` lands inside its layout's `<body>`, where browsers
    /// ignore it: the layout's mode decides (hrms' employee mailer views).
    @Test func aMailViewsOwnDoctypeInsideItsLayoutSetsNoMode() throws {
        let mail = "<!DOCTYPE html>\n<html><body>\n" + Self.mail + "</body></html>\n"
        let bare = "<html>\n  <body>\n    <%= yield %>\n  </body>\n</html>\n"
        let standard = "<!DOCTYPE html>\n<html><body><%= yield %></body></html>\n"
        func ends(_ layouts: [String: String]) throws -> Int {
            try StimulusRuleEdgeCaseTests.lint(mail, path: "app/views/order_mailer/receipt.html.erb", files: layouts)
                .filter { $0.ruleID == "html-mismatched-end-tag" && $0.message.contains("closed by `<table>`") }.count
        }
        #expect(try ends(["app/views/layouts/mailer.html.erb": bare, "app/views/layouts/application.html.erb": standard]) == 0)
        #expect(try ends(["app/views/layouts/mailer.html.erb": standard, "app/views/layouts/application.html.erb": standard]) == 1)
    }
}
