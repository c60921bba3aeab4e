import BridgeLintCore
@testable import BridgeLintRules
import Testing

/// The Devise modules an app enables are the arguments of its models' `devise` calls, not any
/// text of its Ruby files: Devise's generator writes a comment naming every other module above
/// the call, in every model it creates.
@Suite struct NeverRenderedBranchesTests {
    static func modules(_ source: String) -> Set<String>? {
        NeverRenderedBranches.enabledDeviseModules(in: [(path: "app/models/user.rb", bytes: Array(source.utf8))])
    }

    @Test(arguments: [
        """
        class User < ApplicationRecord
          # Include default devise modules. Others available are:
          # :confirmable, :lockable, :timeoutable, :trackable and :omniauthable
          devise :database_authenticatable, :registerable,
                 :recoverable, :rememberable, :validatable
        end
        """,
        """
        class User < ApplicationRecord
          devise(:database_authenticatable, :registerable, authentication_keys: [:omniauthable])
        end
        """,
        """
        class User < ApplicationRecord
          devise :database_authenticatable, :registerable, :authentication_keys => [:omniauthable]
          def omniauthable_note = "see :omniauthable"
        end
        """,
    ])
    func modulesNamedOutsideTheCallAreNotEnabled(source: String) {
        let found = Self.modules(source)
        #expect(found?.contains("database_authenticatable") == true)
        #expect(found?.contains("registerable") == true)
        #expect(found?.contains("omniauthable") == false)
        #expect(found?.contains("authentication_keys") == false)
    }

    @Test func aModuleGivenToTheCallIsEnabled() {
        let found = Self.modules("""
        class User < ApplicationRecord
          devise :database_authenticatable,
                 :omniauthable, omniauth_providers: %i[github]
        end
        """)
        #expect(found == ["database_authenticatable", "omniauthable"])
    }

    /// Markup kept but switched off by a condition of literals never renders: no rule judges it.
    @Test(arguments: [
        ("<% if false %>", 0), ("<% if nil %>", 0), ("<% unless true %>", 0), ("<% if false && @page.tags.present? %>", 0),
        ("<% if (nil and x) %>", 0), ("<% if true %><% else %>", 0), ("<% if x %><% elsif false %>", 0), ("<% if false %><% elsif nil %>", 0),
        ("<% if flag %>", 1), ("<% unless false %>", 1), ("<% if false || flag %>", 1), ("<% if false %><% elsif flag %>", 1),
    ])
    func aBranchSwitchedOffByALiteralNeverRenders(opener: String, findings: Int) throws {
        let files = ["app/views/posts/index.html.erb": "<div>\n  \(opener)\n    <input name=\"a\" name=\"b\">\n  <% end %>\n</div>\n"]
        #expect(try CrossFileRuleTests().wholeProjectMessages(files, rule: "html-duplicate-attribute").count == findings, "\(opener)")
    }

    /// A Stimulus controller no file defines, mounted only where a literal switches it off, is
    /// never mounted: no finding. Mounted on the live path, it is reported.
    @Test(arguments: [("<% if false && x %>", "<% end %>", 0), ("<% if true %><% else %>", "<% end %>", 0), ("<% if true %>", "<% end %>", 1)])
    func aStimulusFindingInASwitchedOffBranchIsNotReported(opener: String, end: String, findings: Int) throws {
        let files = [
            "app/javascript/controllers/toggle_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
            "app/views/posts/index.html.erb": "<div data-controller=\"toggle\">\n  \(opener)\n    <div data-controller=\"toggel\"></div>\n  \(end)\n</div>\n",
        ]
        #expect(try CrossFileRuleTests().wholeProjectMessages(files, rule: "stimulus-unknown-controller").count == findings, "\(opener)")
    }

    /// No call read, or one whose modules are computed: any module may be enabled.
    @Test(arguments: [
        "class User < ApplicationRecord\n  # devise :omniauthable\nend\n",
        "class User < ApplicationRecord\n  devise(*DEVISE_MODULES)\nend\n",
        "class User < ApplicationRecord\n  devise :database_authenticatable, *extra_modules\nend\n",
    ])
    func unknownModulesProveNothing(source: String) {
        #expect(Self.modules(source) == nil)
    }

    /// The whole path: the provider links of Devise's shared view are not reported in an app
    /// whose model names `:omniauthable` only in the generator's comment, however the tag that
    /// opens the branch is written (`<% -if` is a misplaced trim mark: a unary minus on the
    /// whole `if`, whose branches are the same).
    @Test(arguments: ["<%- if devise_mapping.omniauthable? %>", "<% if devise_mapping.omniauthable? %>", "<% -if devise_mapping.omniauthable? %>"])
    func theBranchOfAModuleNamedOnlyInACommentNeverRenders(opener: String) throws {
        let template = """
        \(opener)
          <%= link_to "Sign in with GitHub", "/users/auth/github", method: :post %>
        <% end %>
        """
        let model = """
        class User < ApplicationRecord
          # Others available are: :confirmable, :lockable and :omniauthable
          devise :database_authenticatable, :registerable
        end
        """
        let found = try StimulusRuleEdgeCaseTests.lint(template, path: "app/views/devise/shared/_links.html.erb", files: [
            "app/models/user.rb": model,
            "Gemfile": "gem \"turbo-rails\"\n",
        ])
        #expect(found.filter { $0.ruleID == "rails-link-method" }.isEmpty, "\(found)")
        let enabled = try StimulusRuleEdgeCaseTests.lint(template, path: "app/views/devise/shared/_links.html.erb", files: [
            "app/models/user.rb": model.replacingOccurrences(of: ":registerable", with: ":registerable, :omniauthable"),
            "Gemfile": "gem \"turbo-rails\"\n",
        ])
        #expect(enabled.map(\.ruleID).contains("rails-link-method"), "\(enabled)")
    }

    /// A template Rails cannot compile (an `end` that closes no block, an ERB tag running on
    /// into the next) renders nothing: the issue saying so is its one finding, whatever else
    /// its markup holds (an unknown controller, a stray end tag).
    @Test(arguments: ["<% end %>", "<p><%= name</p>\n<p><%= email %></p>"])
    func aTemplateRailsCannotCompileHasOneFinding(_ breaking: String) throws {
        let template = "<div data-controller=\"mneu\">\n  <p>x</p></span>\n  \(breaking)\n</div>\n<div data-controller=\"mneu\"></div>\n"
        let found = try StimulusRuleEdgeCaseTests.lint(template)
        #expect(found.map(\.ruleID) == ["html-parse-error"], "\(found)")
        let compiling = try StimulusRuleEdgeCaseTests.lint(template.replacingOccurrences(of: breaking, with: ""))
        #expect(Set(compiling.map(\.ruleID)) == ["stimulus-unknown-controller", "html-mismatched-end-tag"], "\(compiling)")
    }

    /// Administrate's page asks `accessible_action?(page.resource, :destroy)` before its delete
    /// link, true only where a route reaches that action of the page's controller: a finding
    /// in what it guards (a modifier `if` of the output tag, or an `if` block) is not reported
    /// where `resources` leaves the action out. Reported where a route reaches it, in a partial
    /// (whose resource may be another), where the app defines the method itself, with `||`,
    /// and where routes are not all read.
    @Test(arguments: [
        ("<%= link_to(\"Delete\", [namespace, page.resource], method: :delete) if accessible_action?(page.resource, :destroy) %>", "except: [:destroy]", "app/views/admin/volumes/show.html.erb", "", 0),
        ("<% if accessible_action?(page.resource, :destroy) && show_delete? %>\n  <%= link_to \"Delete\", [namespace, page.resource], method: :delete %>\n<% end %>", "only: [:index, :show]", "app/views/admin/volumes/show.html.erb", "", 0),
        ("<%= link_to(\"Delete\", [namespace, page.resource], method: :delete) if existing_action?(page.resource, :destroy) %>", "except: [:destroy]", "app/views/admin/volumes/edit.html.erb", "", 0),
        ("<%= link_to(\"Delete\", [namespace, page.resource], method: :delete) if accessible_action?(page.resource, :destroy) %>", "", "app/views/admin/volumes/show.html.erb", "", 1),
        ("<%= link_to(\"Delete\", [namespace, resource], method: :delete) if accessible_action?(page.resource, :destroy) %>", "except: [:destroy]", "app/views/admin/volumes/_collection.html.erb", "", 1),
        ("<%= link_to(\"Delete\", [namespace, page.resource], method: :delete) if accessible_action?(page.resource, :destroy) %>", "except: [:destroy]", "app/views/admin/volumes/show.html.erb", "  def accessible_action?(*) = true\n", 1),
        ("<%= link_to(\"Delete\", [namespace, page.resource], method: :delete) if accessible_action?(page.resource, :destroy) || admin? %>", "except: [:destroy]", "app/views/admin/volumes/show.html.erb", "", 1),
        ("<%= link_to(\"Delete\", [namespace, page.resource], method: :delete) if accessible_action?(page.resource, :destroy) %>", "except: [:destroy]\n    ActiveAdmin.routes(self)", "app/views/admin/volumes/show.html.erb", "", 1),
    ])
    func anAdministrateActionNoRouteReachesNeverRenders(template: String, options: String, path: String, helper: String, findings: Int) throws {
        let resources = options.isEmpty ? "resources :volumes" : "resources :volumes, \(options)"
        let found = try StimulusRuleEdgeCaseTests.lint(template, path: path, files: [
            "config/routes.rb": "Rails.application.routes.draw do\n  namespace :admin do\n    \(resources)\n  end\nend\n",
            "app/controllers/admin/application_controller.rb": "module Admin\n  class ApplicationController < Administrate::ApplicationController\n\(helper)  end\nend\n",
            "app/controllers/admin/volumes_controller.rb": "module Admin\n  class VolumesController < Admin::ApplicationController\n  end\nend\n",
            "app/views/admin/volumes/index.html.erb": "<%= render \"collection\" %>\n",
            "Gemfile": "gem \"turbo-rails\"\ngem \"administrate\"\n",
        ])
        #expect(found.filter { $0.ruleID == "rails-link-method" }.count == findings, "\(found)")
    }
}
