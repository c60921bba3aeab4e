import BridgeLintTestSupport
import Foundation
import Testing

/// A template nothing renders, through the built binary: one `rails-unrendered-template` finding
/// replaces those in it, a one-file run says the same as a whole run, and with the result cache
/// a change in another file that renders it (a render call, a route) brings its findings back.
@Suite struct UnrenderedTemplateTests {
    static let toggle = "app/views/shared/_theme_toggle.html.erb"
    static let copy = "app/views/pages/home_modern.html.erb"
    static let home = "app/views/pages/home.html.erb"

    private func project() throws -> URL {
        try TemporaryProject.make([
            "config/routes.rb": "Rails.application.routes.draw do\n  root \"pages#home\"\nend\n",
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  def home; end\nend\n",
            "app/views/layouts/application.html.erb": "<body>\n  <%= yield %>\n</body>\n",
            Self.home: "<main>Home</main>\n",
            Self.copy: "<main class=\"a\" class=\"b\">Copy</main>\n",
            Self.toggle: "<button class=\"a\" class=\"b\">Theme</button>\n",
        ])
    }

    private func rules(_ output: String, in path: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.compactMap { line in
            line.range(of: #"\[[a-z-]+\]"#, options: .regularExpression).map { String(line[$0].dropFirst().dropLast()) }
        }
    }

    private func check(_ root: URL, _ arguments: [String], cache: URL?) throws -> String {
        let environment = cache.map { ["BRIDGELINT_CACHE_DIR": $0.path] } ?? [:]
        return try BinaryRunner.run(["check"] + (cache == nil ? ["--no-cache"] : []) + arguments, in: root, environment: environment).standardOutput
    }

    @Test func oneFindingReplacesThoseInATemplateNothingRenders() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let whole = try check(root, ["."], cache: nil)
        #expect(rules(whole, in: Self.toggle) == ["rails-unrendered-template"])
        #expect(rules(whole, in: Self.copy) == ["rails-unrendered-template"])
        #expect(whole.contains("no render call names the partial `shared/_theme_toggle`"))
        // A one-file run (a pre-commit hook on a staged file, an editor) proves the same.
        let one = try check(root, [Self.toggle], cache: nil)
        #expect(rules(one, in: Self.toggle) == ["rails-unrendered-template"])
        // Turned off, nothing is proven: the findings are back.
        let off = try check(root, [".", "--ignore", "rails-unrendered-template"], cache: nil)
        #expect(rules(off, in: Self.toggle) == ["html-duplicate-attribute"])
        // A comment silences it like any finding, and silences nothing else then.
        try "<%# bridgelint:disable-file rails-unrendered-template %>\n<button class=\"a\" class=\"b\">Theme</button>\n"
            .write(to: root.appendingPathComponent(Self.toggle), atomically: true, encoding: .utf8)
        #expect(rules(try check(root, ["."], cache: nil), in: Self.toggle).isEmpty)
    }

    /// A mail view of a mailer method nothing calls: the finding says the mail is never sent,
    /// and the help says to send it, not to render it.
    @Test func aMailNothingSendsIsReportedWithWhatToDo() throws {
        let root = try TemporaryProject.make([
            "config/routes.rb": "Rails.application.routes.draw do\n  root \"pages#home\"\nend\n",
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/mailers/order_mailer.rb": "class OrderMailer < ActionMailer::Base\n  def refunded(order)\n    mail(to: order.email)\n  end\nend\n",
            "app/views/order_mailer/refunded.html.erb": "<p class=\"a\" class=\"b\">Refunded</p>\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try check(root, ["."], cache: nil)
        #expect(rules(output, in: "app/views/order_mailer/refunded.html.erb") == ["rails-unrendered-template"])
        #expect(output.contains("nothing calls `OrderMailer.refunded`, so its mail is never sent; its 1 finding is not reported"))
        #expect(output.contains("help: Delete the template and `OrderMailer#refunded` if the mail is retired, or send it (`OrderMailer.refunded(…).deliver_later`) to have it checked again."))
    }

    /// A controller mounted or referenced only in templates nothing renders is not used, whether
    /// or not they have findings of their own (these are clean, so they are not reported).
    @Test func aControllerMountedOnlyWhereNothingRendersIsUnused() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let controller = "app/javascript/controllers/palette_controller.js"
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/javascript/controllers"), withIntermediateDirectories: true)
        try "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n"
            .write(to: root.appendingPathComponent(controller), atomically: true, encoding: .utf8)
        try "<div data-controller=\"palette\">Colors</div>\n"
            .write(to: root.appendingPathComponent("app/views/shared/_palette.html.erb"), atomically: true, encoding: .utf8)
        // A target of the controller in another template nothing renders names it there only.
        try "<span data-palette-target=\"swatch\">Red</span>\n"
            .write(to: root.appendingPathComponent("app/views/shared/_swatch.html.erb"), atomically: true, encoding: .utf8)
        let unused = try check(root, ["."], cache: nil)
        #expect(rules(unused, in: controller) == ["stimulus-unused-controller"])
        // The finding says where it is mounted and why that does not count, not that nothing mounts it.
        #expect(unused.contains("controller `palette` is not used: only templates that never render mount or name it "
            + "(`app/views/shared/_palette.html.erb`: no render call names the partial `shared/_palette`), and no other source in app/ mentions it"))
        #expect(unused.contains("help: delete the controller with those templates, or render one of them"))
        // Named in many such templates, the finding lists the first few and counts the rest.
        for index in 1...6 {
            try "<div data-controller=\"palette\">\(index)</div>\n"
                .write(to: root.appendingPathComponent("app/views/shared/_palette_\(index).html.erb"), atomically: true, encoding: .utf8)
        }
        let many = try check(root, ["."], cache: nil)
        #expect(many.contains("no render call names the partial `shared/_palette_4`; and 2 more), and no other source in app/ mentions it"))
        #expect(!many.contains("`app/views/shared/_palette_5.html.erb`"))
        for index in 1...6 { try FileManager.default.removeItem(at: root.appendingPathComponent("app/views/shared/_palette_\(index).html.erb")) }
        // Rendered, it mounts the controller.
        try "<main><%= render \"shared/palette\" %></main>\n".write(to: root.appendingPathComponent(Self.home), atomically: true, encoding: .utf8)
        #expect(rules(try check(root, ["."], cache: nil), in: controller).isEmpty)
    }

    @Test func aCachedRunSeesARenderCallOrRouteAddedElsewhere() throws {
        let root = try project()
        let cache = ScratchFolder.path("unrendered")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: cache)
        }
        for arguments in [["."], [Self.toggle, Self.copy]] {
            let first = try check(root, arguments, cache: cache)
            #expect(rules(first, in: Self.toggle) == ["rails-unrendered-template"])
        }
        // Another template renders the partial: its finding is its own again.
        try "<main><%= render \"shared/theme_toggle\" %></main>\n".write(to: root.appendingPathComponent(Self.home), atomically: true, encoding: .utf8)
        for arguments in [[Self.toggle], ["."]] {
            let output = try check(root, arguments, cache: cache)
            #expect(rules(output, in: Self.toggle) == ["html-duplicate-attribute"], "\(arguments)")
            #expect(output == (try check(root, arguments, cache: nil)), "a cached run printed something else than an uncached one")
        }
        // Ruby outside `app/` renders the copy (a task in `lib/`), then a route names it.
        #expect(rules(try check(root, ["."], cache: cache), in: Self.copy) == ["rails-unrendered-template"])
        let exporter = root.appendingPathComponent("lib/exporter.rb")
        try FileManager.default.createDirectory(at: exporter.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "class Exporter\n  def run = ApplicationController.render(template: \"pages/home_modern\")\nend\n".write(to: exporter, atomically: true, encoding: .utf8)
        for arguments in [[Self.copy], ["."]] {
            #expect(rules(try check(root, arguments, cache: cache), in: Self.copy) == ["html-duplicate-attribute"], "\(arguments)")
        }
        try FileManager.default.removeItem(at: exporter)
        #expect(rules(try check(root, ["."], cache: cache), in: Self.copy) == ["rails-unrendered-template"])
        try "Rails.application.routes.draw do\n  root \"pages#home\"\n  get \"modern\", to: \"pages#home_modern\"\nend\n"
            .write(to: root.appendingPathComponent("config/routes.rb"), atomically: true, encoding: .utf8)
        for arguments in [[Self.copy], ["."]] {
            #expect(rules(try check(root, arguments, cache: cache), in: Self.copy) == ["html-duplicate-attribute"], "\(arguments)")
        }
    }
}
