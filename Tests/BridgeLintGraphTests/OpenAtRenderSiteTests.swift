@testable import BridgeLintGraph
import Testing

/// Whether an element may be open where a template is rendered: what an end tag with nothing
/// open in the template (`</main>` in a footer partial) may close.
@Suite struct OpenAtRenderSiteTests {
    static let footer = "app/views/shared/_footer.html.erb"

    /// (templates besides the footer, whether a `<main>` may be open where it is rendered)
    @Test(arguments: [
        // Around the render call, or further up the render path.
        (["app/views/posts/index.html.erb": "<main><%= render \"shared/footer\" %></main>"], true),
        (["app/views/posts/index.html.erb": "<main><%= render \"shared/wrapper\" %></main>",
          "app/views/shared/_wrapper.html.erb": "<div><%= render \"shared/footer\" %></div>"], true),
        // Left open by a partial rendered before it.
        (["app/views/posts/index.html.erb": "<div><%= render \"shared/header\" %><p>x</p><%= render \"shared/footer\" %></div>",
          "app/views/shared/_header.html.erb": "<header>h</header>\n<main>"], true),
        // After a render bridgelint cannot follow, or rendered from somewhere it cannot see.
        (["app/views/posts/index.html.erb": "<div><%= render @thing.partial %><%= render \"shared/footer\" %></div>"], true),
        ([:], true),
        // Every path known and none has a `<main>` open.
        (["app/views/posts/index.html.erb": "<div><%= render \"shared/header\" %><%= render \"shared/footer\" %></div>",
          "app/views/shared/_header.html.erb": "<header>h</header>"], false),
    ] as [([String: String], Bool)])
    func mainAroundTheFooter(files: [String: String], mayBeOpen: Bool) {
        let graph = RenderGraphTests.graph(files.merging([Self.footer: "</main>\n<footer>f</footer>"]) { $1 })
        #expect(graph.mayHaveOpen("main", whereRendering: Self.footer) == mayBeOpen)
    }
}
