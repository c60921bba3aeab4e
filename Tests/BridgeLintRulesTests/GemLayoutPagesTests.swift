import Testing

/// A gem that registers Stimulus controllers from its own layout (Administrate from 1.0) makes
/// identifiers no file defines unknown only on the pages that layout renders (issue 18,
/// mechanism 14): a public page mounting a controller that exists nowhere is still an error.
@Suite struct GemLayoutPagesTests {
    static func files(gem: String = "administrate (1.0.0)", adminBase: String = "Administrate::ApplicationController") -> [String: String] {
        [
            "Gemfile.lock": "GEM\n  remote: https://rubygems.org/\n  specs:\n    \(gem)\n      actionpack (>= 6.0)\n",
            "app/javascript/controllers/menu_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\nend\n",
            "app/controllers/admin/application_controller.rb": "module Admin\n  class ApplicationController < \(adminBase)\n  end\nend\n",
            "app/controllers/admin/users_controller.rb": "module Admin\n  class UsersController < Admin::ApplicationController\n  end\nend\n",
            "app/views/layouts/application.html.erb": "<body data-controller=\"menu\"><%= yield %></body>\n",
            "app/views/pages/home.html.erb": "<form data-controller=\"form\"></form>\n<%= render \"shared/search\" %>\n",
            "app/views/admin/users/index.html.erb": "<table data-controller=\"table\"></table>\n<%= render \"shared/search\" %>\n",
            "app/views/administrate/application/_navigation.html.erb": "<nav data-controller=\"tooltip\"></nav>\n",
            "app/views/fields/tags/_form.html.erb": "<select data-controller=\"select\"></select>\n",
            "app/views/shared/_search.html.erb": "<input data-controller=\"combobox\">\n",
        ]
    }

    /// (the bundled gem, the base the admin namespace inherits, the findings): the gem's pages
    /// and what they render stay unknown; a page no path of the gem's reaches is judged. A gem
    /// whose pages are not bounded (Avo), or an app none of whose controllers inherits the gem's
    /// base, keeps every page unknown.
    @Test(arguments: [
        ("administrate (1.0.0)", "Administrate::ApplicationController", ["app/views/pages/home.html.erb 1:24"]),
        ("administrate (1.0.0)", "::ApplicationController", []),
        ("avo (3.10.0)", "Administrate::ApplicationController", []),
    ] as [(String, String, [String])])
    func identifiersAreUnknownOnlyOnTheGemsPages(gem: String, adminBase: String, findings: [String]) throws {
        #expect(try CrossFileRuleTests().wholeProject(Self.files(gem: gem, adminBase: adminBase), rule: "stimulus-unknown-controller") == findings)
    }

    /// A gem whose own layout loads its own importmap (Mission Control, madmin) depends on
    /// importmap-rails for that: its controllers stay on its pages, and the app's pages are
    /// judged. A gem that depends on importmap-rails and is not known so may pin into the host's
    /// importmap: every page stays unknown.
    /// Mission Control renders only its own controllers' views: no app controller need inherit
    /// a base of it, and the app's own admin pages (in the application layout) are judged.
    @Test(arguments: [
        ("mission_control-jobs (0.5.0)", "::ApplicationController",
         ["app/views/admin/users/index.html.erb 1:25", "app/views/pages/home.html.erb 1:24", "app/views/shared/_search.html.erb 1:25"]),
        ("madmin (2.0.0)", "Madmin::BaseController", ["app/views/pages/home.html.erb 1:24"]),
        ("hotwire_combobox (0.4.0)", "::ApplicationController", []),
    ] as [(String, String, [String])])
    func aGemWithItsOwnImportmapBoundsItsPages(gem: String, adminBase: String, findings: [String]) throws {
        var files = Self.files(gem: gem + "\n      importmap-rails (>= 1.2)", adminBase: adminBase)
        files["config/importmap.rb"] = "pin \"application\"\npin_all_from \"app/javascript/controllers\", under: \"controllers\"\n"
        files["app/javascript/application.js"] = "import \"controllers\"\n"
        files["app/javascript/controllers/application.js"] = "import { Application } from \"@hotwired/stimulus\"\nconst application = Application.start()\nexport { application }\n"
        files["app/javascript/controllers/index.js"] = "import { application } from \"controllers/application\"\nimport { eagerLoadControllersFrom } from \"@hotwired/stimulus-loading\"\neagerLoadControllersFrom(\"controllers\", application)\n"
        files["app/views/mission_control/jobs/jobs/index.html.erb"] = "<div data-controller=\"jobs\"></div>\n"
        files["app/views/madmin/users/index.html.erb"] = "<div data-controller=\"jobs\"></div>\n"
        let found = try CrossFileRuleTests().wholeProject(files, rule: "stimulus-unknown-controller")
        #expect(found == findings, "\(found)")
    }

    /// The note says which pages the gem makes unsure; a gem whose pages are not bounded, all.
    @Test func theNoteNamesThePagesTheGemMakesUnsure() throws {
        let tests = CrossFileRuleTests()
        let bounded = try tests.withProject(Self.files()) { $0.project.limitations }
        #expect(bounded.contains { $0.contains("the gem `administrate` (it ships Stimulus controllers) may register Stimulus controllers bridgelint cannot read on the pages their own layouts render (app/views/administrate/, app/views/fields/, app/views/layouts/administrate/, the views of controllers inheriting `Administrate::ApplicationController`") }, "\(bounded)")
        let everywhere = try tests.withProject(Self.files(gem: "avo (3.10.0)")) { $0.project.limitations }
        #expect(everywhere.contains { $0.hasPrefix("the gem `avo` (it ships Stimulus controllers) may register Stimulus controllers bridgelint cannot read; an identifier") }, "\(everywhere)")
    }
}
