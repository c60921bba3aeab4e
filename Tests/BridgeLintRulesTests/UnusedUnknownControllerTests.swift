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
        // The identifier quoted in a script that looks no controller up: a prop, a key.
        ("app/javascript/components/deal_modal.jsx", "export const tabs = [{ key: 'new-deal', label: \"New deal\" }]\n"),
    ])
    func aNameThatOnlyStartsLikeAMemberIsNoUse(path: String, text: String) throws {
        let finding = try #require(try Self.finding(files: [path: text]))
        #expect(finding.severity == .warning, "\(finding.message)")
        #expect(finding.message.contains("nothing changes at run time"))
    }

    /// A member of it anywhere (a partial rendered inside, a component's `data:` hash, a script,
    /// a computed member name, the identifier quoted where a script looks controllers up) may
    /// be used on the page: an error.
    @Test(arguments: [
        ("app/views/deals/_fields.html.erb", "<input data-new-deal-target=\"contact\">"),
        ("app/views/deals/_fields.html.erb", "<%= form.text_field :name, data: { new_deal_total_value: 3 } %>"),
        ("app/views/deals/_fields.html.erb", "<span data-new-deal-<%= kind %>-value=\"1\"></span>"),
        ("app/components/deal_component.rb", "class DealComponent\n  def options = { data: { new_deal_target: \"row\" } }\nend\n"),
        ("app/components/deal_component.rb", "class DealComponent\n  def options = { data: { \"new_deal_#{kind}_class\" => \"on\" } }\nend\n"),
        ("app/views/deals/_fields.html.erb", "<button data-action=\"new-deal#save\">Save</button>"),
        ("app/javascript/controllers/menu_two_controller.js", "this.application.getControllerForElementAndIdentifier(el, \"new-deal\")\n"),
        ("app/javascript/controllers/menu_two_controller.js", "const outlets = ['new-deal']\nexport default class extends Controller {\n  static outlets = outlets\n}\n"),
    ])
    func aMemberAnywhereKeepsTheError(path: String, text: String) throws {
        let finding = try #require(try Self.finding(files: [path: text]))
        #expect(finding.severity == .error, "\(finding.message)")
    }

    /// The help says where to create the controller: the folder the app's controller files are
    /// named from, or, with several, each (the page's entry point loads some of them only).
    @Test func theHelpNamesTheFoldersTheAppsControllersAreIn() throws {
        let one = try #require(try Self.finding(files: [:]))
        #expect(one.help?.hasPrefix("create `app/javascript/controllers/new_deal_controller.js`, fix the name") == true, "\(one.help ?? "")")
        let admin = [
            "app/javascript/admin/controllers/index.js": "import { Application } from \"@hotwired/stimulus\"\nimport { definitionsFromContext } from \"@hotwired/stimulus-webpack-helpers\"\nconst application = Application.start()\napplication.load(definitionsFromContext(require.context(\"admin/controllers\", true, /_controller\\.js$/)))\n",
            "app/javascript/admin/controllers/tabs_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {}\n",
        ]
        let two = try #require(try Self.finding(files: admin))
        #expect(two.help?.hasPrefix("create `new_deal_controller.js` in the controllers folder this page's entry point loads (`app/javascript/admin/controllers/`, `app/javascript/controllers/`)") == true, "\(two.help ?? "")")
    }
}
