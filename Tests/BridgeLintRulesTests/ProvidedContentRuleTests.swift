import Testing

/// A layout's `<% if content_for?(:x) %>` branch renders only where a page gives `:x` content:
/// where no page rendered in that layout can, only the other path is judged (issue 18).
@Suite struct ProvidedContentRuleTests {
    /// An email layout whose headnote table, written right in the body table, would close it.
    static let layout = """
        <table class="body">
          <% if content_for?(:headnote) %>
            <table class="headnote"><tr><td><%= yield(:headnote) %></td></tr></table>
          <% end %>
          <tr><td><%= yield %></td></tr>
        </table>

        """

    static func files(page: String) -> [String: String] {
        [
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/receipts_controller.rb": "class ReceiptsController < ApplicationController\n  layout \"email\"\nend\n",
            "app/controllers/digests_controller.rb": "class DigestsController < ApplicationController\n  layout \"digest\"\nend\n",
            "app/views/layouts/email.html.erb": layout,
            "app/views/layouts/digest.html.erb": "<main><%= yield(:headnote) %><%= yield %></main>\n",
            "app/views/receipts/show.html.erb": page,
            "app/views/digests/show.html.erb": "<% content_for :headnote do %>Read online<% end %>\n<p>Digest</p>\n",
        ]
    }

    @Test func theBranchNoPageGivesContentToIsNotJudged() throws {
        #expect(try CrossFileRuleTests().wholeProject(Self.files(page: "<p>Receipt</p>\n"), rule: "html-mismatched-end-tag") == [])
    }

    @Test func aPageOfTheLayoutThatGivesItKeepsTheFinding() throws {
        let page = "<% content_for :headnote do %>Thanks<% end %>\n<p>Receipt</p>\n"
        let found = try CrossFileRuleTests().wholeProject(Self.files(page: page), rule: "html-mismatched-end-tag")
        #expect(found == ["app/views/layouts/email.html.erb 6:3"], "\(found)")
    }
}
