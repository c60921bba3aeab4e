import BridgeLintCore
import Testing

/// The branches around each render site on a render path are facts on that path: markup of a
/// partial that needs the opposite of one does not render there, so scope checks skip that
/// path (open elements: `PathFactOpenElementTests`).
@Suite struct PathConditionTests {
    static let partial = "app/views/layouts/_navbar.html.erb"

    /// A layout that renders the navbar for members inside `menu`, and for guests outside it.
    static func layouts(guests: String = "<% else %>", members: String = "<% if user_signed_in? %>") -> [String: String] {
        [
            "app/views/layouts/application.html.erb": """
            <body>
              \(members)
                <%= render "layouts/member" %>
              \(guests)
                <%= render "layouts/guest" %>
              <% end %>
              <%= yield %>
            </body>
            """,
            "app/views/layouts/_member.html.erb": #"<div data-controller="menu"><%= render "layouts/navbar" %></div>"#,
            "app/views/layouts/_guest.html.erb": #"<div class="guest"><%= render "layouts/shell" %></div>"#,
            "app/views/layouts/_shell.html.erb": #"<header><%= render "layouts/navbar" %></header>"#,
        ]
    }

    private func outOfScope(_ navbar: String, files: [String: String] = layouts()) throws -> [Diagnostic] {
        try StimulusRuleEdgeCaseTests.lint(navbar, path: Self.partial, files: files).filter { $0.ruleID == "stimulus-out-of-scope" }
    }

    /// The guests' path (two templates below the `else`, or an `unless`) never renders markup
    /// that needs `user_signed_in?`, alone or as one part of `&&`/`and`.
    @Test(arguments: [
        ##"<% if user_signed_in? && vapid_key.present? %><button data-action="click->menu#open">x</button><% end %>"##,
        ##"<% if user_signed_in? %><p><a data-menu-target="item">x</a></p><% end %>"##,
        ##"<% if (admin? and user_signed_in?) %><a data-menu-target="item">x</a><% end %>"##,
        ##"<% unless !user_signed_in? %><a data-menu-target="item">x</a><% end %>"##,
    ])
    func aBranchThePathRulesOutIsSkipped(navbar: String) throws {
        #expect(try outOfScope(navbar).isEmpty)
        #expect(try outOfScope(navbar, files: Self.layouts(guests: "<% end %><% unless user_signed_in? %>")).isEmpty)
    }

    /// Instance variables and constants name the same thing in every template.
    @Test func instanceVariablesAreFactsToo() throws {
        let navbar = ##"<% if @account.member? %><a data-menu-target="item">x</a><% end %>"##
        #expect(try outOfScope(navbar, files: Self.layouts(members: "<% if @account.member? %>")).isEmpty)
    }

    /// Another condition, a bare name (a local the partial may bind anew), `||`, or no branch at
    /// all: the guests' path may render it, and the finding stays.
    @Test(arguments: [
        (##"<% if admin? %><a data-menu-target="item">x</a><% end %>"##, "<% if user_signed_in? %>"),
        (##"<% if user %><a data-menu-target="item">x</a><% end %>"##, "<% if user %>"),
        (##"<% if user_signed_in? || admin? %><a data-menu-target="item">x</a><% end %>"##, "<% if user_signed_in? %>"),
        (##"<a data-menu-target="item">x</a>"##, "<% if user_signed_in? %>"),
    ])
    func otherBranchesStillReport(navbar: String, members: String) throws {
        let found = try outOfScope(navbar, files: Self.layouts(members: members))
        #expect(found.map(\.severity) == [.warning], "\(found)")
    }

    /// Markup that needs the guests' branch renders only on their path, outside `menu`: no page
    /// mounts `menu` around it, an error (before, the members' path made it a warning).
    @Test func theOnlyLivePathDecides() throws {
        let found = try outOfScope(##"<% unless user_signed_in? %><button data-action="click->menu#open">x</button><% end %>"##)
        #expect(found.map(\.severity) == [.error], "\(found.map(\.message))")
        #expect(found.first?.message.contains("nor does any render path above it") == true)
    }
}
