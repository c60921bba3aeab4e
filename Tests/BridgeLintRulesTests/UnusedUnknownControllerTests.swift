import BridgeLintCore
import Testing

/// An unknown identifier in `data-controller` that nothing uses (no target, action, value,
/// class, outlet or param of it) is dead markup: a warning. Whether something uses it is read
/// from every template, the app's Ruby and its scripts, where only a member's name counts, not
/// any word that starts like one (`new_deal_path` is a route helper).
@Suite struct UnusedUnknownControllerTests {
    static let page = """
    <div data-controller="new-deal">
      <%= form_with(model: @deal, url: deals_path) do |form| %>
        <%= form.hidden_field :contact_id %>
        <%= render "deals/fields", form: form %>
        <%= form.submit "Continue" %>
      <% end %>
    </div>
    """

    static func finding(files: [String: String]) throws -> Diagnostic? {
        try StimulusRuleEdgeCaseTests.lint(page, path: "app/views/deals/add_contact.html.erb", files: files)
            .first { $0.ruleID == "stimulus-unknown-controller" }
    }

    /// Words that start like a member of `new-deal` but name something else.
    @Test(arguments: [
        ("app/views/deals/index.html.erb", "<%= link_to \"New deal\", new_deal_path %>"),
        ("app/views/deals/_fields.html.erb", "<%= link_to \"New deal\", new_deal_url(format: :html) %>"),
        ("app/helpers/deals_helper.rb", "module DealsHelper\n  def new_deal_link = link_to(\"New\", new_deal_path)\nend\n"),
        ("app/views/deals/_fields.html.erb", "<div data-controller=\"new-deal-form\" data-action=\"click->new-deal-form#save\"></div>"),
        ("app/javascript/controllers/menu_two_controller.js", "const css = \"new-deal-banner\"\n"),
    ])
    func aNameThatOnlyStartsLikeAMemberIsNoUse(path: String, text: String) throws {
        let finding = try #require(try Self.finding(files: [path: text]))
        #expect(finding.severity == .warning, "\(finding.message)")
        #expect(finding.message.contains("nothing changes at run time"))
    }

    /// A member of it anywhere (a partial rendered inside, a component's `data:` hash, a script,
    /// a computed member name) may be used on the page: an error.
    @Test(arguments: [
        ("app/views/deals/_fields.html.erb", "<input data-new-deal-target=\"contact\">"),
        ("app/views/deals/_fields.html.erb", "<%= form.text_field :name, data: { new_deal_total_value: 3 } %>"),
        ("app/views/deals/_fields.html.erb", "<span data-new-deal-<%= kind %>-value=\"1\"></span>"),
        ("app/components/deal_component.rb", "class DealComponent\n  def options = { data: { new_deal_target: \"row\" } }\nend\n"),
        ("app/components/deal_component.rb", "class DealComponent\n  def options = { data: { \"new_deal_#{kind}_class\" => \"on\" } }\nend\n"),
        ("app/views/deals/_fields.html.erb", "<button data-action=\"new-deal#save\">Save</button>"),
        ("app/javascript/controllers/menu_two_controller.js", "this.application.getControllerForElementAndIdentifier(el, \"new-deal\")\n"),
    ])
    func aMemberAnywhereKeepsTheError(path: String, text: String) throws {
        let finding = try #require(try Self.finding(files: [path: text]))
        #expect(finding.severity == .error, "\(finding.message)")
    }
}
