import BridgeLintProject
@testable import BridgeLintGraph
import Testing

/// The pages a gem's own layout renders (issue 18, mechanism 14): the views of the app's
/// controllers that inherit the gem's base controller and the gem's own folders, and the
/// templates only those pages show.
@Suite struct DependencyPagesTests {
    static let administrate = GemLayoutPages(folders: ["administrate", "fields"], baseController: "Administrate::ApplicationController")
    static let controllers = [
        "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
        "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\nend\n",
        "app/controllers/admin/application_controller.rb": "module Admin\n  class ApplicationController < Administrate::ApplicationController\n  end\nend\n",
        "app/controllers/admin/users_controller.rb": "module Admin\n  class UsersController < Admin::ApplicationController\n  end\nend\n",
        "app/views/layouts/application.html.erb": "<body><%= yield %></body>",
    ]

    @Test func theFoldersOfControllersInheritingTheGemsBase() {
        var files = Self.controllers
        #expect(RenderGraphTests.graph(files).viewFolders(of: Self.administrate) == ["admin", "admin/application", "admin/users", "administrate", "fields"])
        // A controller outside the namespace that inherits an heir renders in the gem's layout too.
        files["app/controllers/backoffice/reports_controller.rb"] = "class Backoffice::ReportsController < Admin::ApplicationController\nend\n"
        #expect(RenderGraphTests.graph(files).viewFolders(of: Self.administrate)?.contains("backoffice/reports") == true)
        // Written inside its namespace: `BaseController` in `madmin/` is `Madmin::BaseController`.
        let madmin = GemLayoutPages(folders: ["madmin"], baseController: "Madmin::BaseController")
        files["app/controllers/madmin/application_controller.rb"] = "module Madmin\n  class ApplicationController < BaseController\n  end\nend\n"
        #expect(RenderGraphTests.graph(files).viewFolders(of: madmin) == ["madmin", "madmin/application"])
        // No controller inherits it: its pages cannot be bounded.
        files["app/controllers/admin/application_controller.rb"] = "module Admin\n  class ApplicationController < ::ApplicationController\n  end\nend\n"
        files["app/controllers/backoffice/reports_controller.rb"] = nil
        #expect(RenderGraphTests.graph(files).viewFolders(of: Self.administrate) == nil)
    }

    /// (the template, whether every render path is followed and none lies in the gem's folders)
    @Test(arguments: [
        ("app/views/pages/home.html.erb", true),
        ("app/views/pages/_public.html.erb", true),
        ("app/views/admin/users/index.html.erb", false),
        ("app/views/shared/_search.html.erb", false),
        ("app/views/shared/_admin_only.html.erb", false),
        ("app/views/fields/tags/_form.html.erb", false),
        ("app/views/shared/_unrendered.html.erb", false),
        ("app/views/reports/show.html.erb", false),
    ] as [(String, Bool)])
    func templatesShownOnlyOutsideTheGemsPages(path: String, isOutside: Bool) throws {
        let graph = RenderGraphTests.graph(Self.controllers.merging([
            "app/views/pages/home.html.erb": "<main><%= render \"public\" %><%= render \"shared/search\" %></main>",
            "app/views/pages/_public.html.erb": "<p>x</p>",
            "app/views/admin/users/index.html.erb": "<%= render \"shared/search\" %><%= render \"shared/admin_only\" %>",
            "app/views/shared/_search.html.erb": "<form></form>",
            "app/views/shared/_admin_only.html.erb": "<p>x</p>",
            "app/views/fields/tags/_form.html.erb": "<p>x</p>",
            "app/views/shared/_unrendered.html.erb": "<p>x</p>",
            // No controller is known for it: its layout is unknown.
            "app/views/reports/show.html.erb": "<p>x</p>",
        ]) { $1 })
        let folders = try #require(graph.viewFolders(of: Self.administrate))
        #expect(graph.isShown(path, onlyOutside: folders) == isOutside)
    }
}
