@testable import BridgeLintGraph
import Testing

/// What an ERB branch states where it renders, as `Template.conditionalBodies` writes conditions.
@Suite struct PathFactTests {
    private static func facts(_ condition: String) -> [String] {
        ConditionFact.facts(of: condition).map { ($0.holds ? "" : "!") + $0.expression }
    }

    @Test(arguments: [
        ("if user_signed_in?", ["user_signed_in?"]),
        ("unless user_signed_in?", ["!user_signed_in?"]),
        ("if user_signed_in? && vapid_public_key . present?", ["user_signed_in?"]),
        ("if ( admin? and @account . active? )", ["admin?", "@account . active?"]),
        ("if ! signed_in?", ["!signed_in?"]),
        ("unless not signed_in?", ["signed_in?"]),
        ("if Feature . enabled? ( :chat )", ["Feature . enabled? ( :chat )"]),
        ("if current_user&.admin? && signed_in?", ["signed_in?"]),
        // A bare name may be a local a partial binds anew; `||` and `unless a && b` state no one fact.
        ("if user", []),
        ("if user . admin?", []),
        ("if signed_in? || admin?", []),
        ("unless signed_in? && admin?", []),
        ("if ( @x = find? )", []),
        ("each do", []),
    ] as [(String, [String])])
    func factsOfACondition(condition: String, facts: [String]) {
        #expect(Self.facts(condition) == facts)
    }
}

/// Open elements are judged on the render paths that render the end tag: a path through a branch
/// that contradicts what the end tag needs does not render it.
@Suite struct PathFactOpenElementTests {
    static let footer = "app/views/shared/_footer.html.erb"
    static let graph = RenderGraphTests.graph([
        "app/views/layouts/application.html.erb": """
        <body>
          <% if user_signed_in? %>
            <main><%= render "shared/footer" %>
          <% else %>
            <section><%= render "shared/footer" %></section>
          <% end %>
        </body>
        """,
        footer: "<p>bye</p>",
    ])

    @Test func aPathThatCannotRenderTheEndTagIsSkipped() {
        let guests = ConditionFact.facts(of: "unless user_signed_in?")
        let members = ConditionFact.facts(of: "if user_signed_in?")
        #expect(Self.graph.mayHaveOpen("main", whereRendering: Self.footer))
        #expect(!Self.graph.mayHaveOpen("main", whereRendering: Self.footer, requiring: guests))
        #expect(Self.graph.mayHaveOpen("main", whereRendering: Self.footer, requiring: members))
        #expect(Self.graph.openOnEveryPath("main", whereRendering: Self.footer, stopsSearch: { _ in false }) == nil)
        #expect(Self.graph.openOnEveryPath("main", whereRendering: Self.footer, requiring: members, stopsSearch: { _ in false })?.map(\.path)
            == ["app/views/layouts/application.html.erb"])
        #expect(Self.graph.openOnEveryPath("section", whereRendering: Self.footer, requiring: guests, stopsSearch: { _ in false })?.count == 1)
    }
}
