import Foundation
import Testing

/// A template whose format the app registers in an initializer is judged by that format's MIME
/// type: an Excel export is not HTML, an alias of `text/html` is.
@Suite struct MimeRegistrationTests {
    private static let brokenMarkup = "<table>\n<tr><td><%= @total %></br></td></tr>\n</div>\n</table>\n"

    @Test func aFormatRegisteredForAnotherTypeIsNotJudgedAsHTML() throws {
        let registered = try TemporaryProject.make([
            "config/application.rb": "",
            "config/initializers/mime_types.rb": "# Mime::Type.register_alias \"text/html\", :iphone\nMime::Type.register 'application/vnd.ms-excel', :xls\n",
            "app/views/monthly/report.xls.erb": Self.brokenMarkup,
        ])
        let result = try BinaryRunner.run(["--no-cache", "."], in: registered)
        #expect(!result.standardOutput.contains("report.xls.erb"), "\(result.standardOutput)")
        // Without the registration, `xls` reads as a locale: the template is judged as HTML.
        let unregistered = try TemporaryProject.make([
            "config/application.rb": "",
            "config/initializers/mime_types.rb": "# Mime::Type.register 'application/vnd.ms-excel', :xls\n",
            "app/views/monthly/report.xls.erb": Self.brokenMarkup,
        ])
        let before = try BinaryRunner.run(["--no-cache", "."], in: unregistered)
        #expect(before.standardOutput.contains("app/views/monthly/report.xls.erb:2:24: warning [html-mismatched-end-tag]"), "\(before.standardOutput)")
    }

    /// A partial only templates of a registered format render is of that format too: the render
    /// graph reads the same registrations as the template's own name.
    @Test func aPartialOnlyARegisteredFormatRendersIsNotJudgedAsHTML() throws {
        let root = try TemporaryProject.make([
            "config/application.rb": "",
            "config/initializers/mime_types.rb": "Mime::Type.register 'application/vnd.ms-excel', :xls\n",
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/monthly_controller.rb": "class MonthlyController < ApplicationController\n  def report\n  end\nend\n",
            "app/views/monthly/report.xls.erb": "<Workbook>\n<%= render \"row\" %>\n</Workbook>\n",
            "app/views/monthly/_row.html.erb": Self.brokenMarkup,
        ])
        let result = try BinaryRunner.run(["--no-cache", "."], in: root)
        #expect(!result.standardOutput.contains("_row.html.erb"), "\(result.standardOutput)")
    }

    @Test func anAliasOfHTMLIsJudgedAsHTML() throws {
        let root = try TemporaryProject.make([
            "config/application.rb": "",
            "config/initializers/mime_types.rb": "Mime::Type.register_alias \"text/html\", :mobile\n",
            "app/views/pages/show.mobile.erb": Self.brokenMarkup,
        ])
        let result = try BinaryRunner.run(["--no-cache", "."], in: root)
        #expect(result.standardOutput.contains("app/views/pages/show.mobile.erb:2:24: warning [html-mismatched-end-tag]"), "\(result.standardOutput)")
    }

    /// The cache keys a template's findings by the registrations its rules read: registering
    /// the format in the same initializer (the file list unchanged) lints the template again.
    @Test func aChangedRegistrationInvalidatesTheCache() throws {
        let root = try TemporaryProject.make([
            "config/application.rb": "",
            "config/initializers/mime_types.rb": "# Mime::Type.register 'application/vnd.ms-excel', :xls\n",
            "app/views/monthly/report.xls.erb": Self.brokenMarkup,
        ])
        let cache = root.appendingPathComponent("cache")
        let before = try BinaryRunner.run(["app/views/monthly/report.xls.erb"], in: root, environment: ["BRIDGELINT_CACHE_DIR": cache.path])
        #expect(before.standardOutput.contains("report.xls.erb:2:24: warning [html-mismatched-end-tag]"), "\(before.standardOutput)")
        try "Mime::Type.register 'application/vnd.ms-excel', :xls\n".write(
            to: root.appendingPathComponent("config/initializers/mime_types.rb"), atomically: true, encoding: .utf8)
        for arguments in [["app/views/monthly/report.xls.erb"], ["."]] {
            let after = try BinaryRunner.run(arguments, in: root, environment: ["BRIDGELINT_CACHE_DIR": cache.path])
            #expect(!after.standardOutput.contains("report.xls.erb"), "\(after.standardOutput)")
        }
    }
}
