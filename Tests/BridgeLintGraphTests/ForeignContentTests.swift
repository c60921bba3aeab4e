@testable import BridgeLintGraph
import Testing

/// Whether a template is rendered only inside SVG or MathML, through every render path.
@Suite struct ForeignContentTests {
    static let icon = "app/views/shared/_icon.html.erb"

    /// (render sites of the icon partial, whether it renders only inside foreign content)
    @Test(arguments: [
        (["app/views/posts/index.html.erb": "<svg viewBox=\"0 0 1 1\"><%= render \"shared/icon\" %></svg>"], true),
        (["app/views/posts/index.html.erb": "<%= tag.svg do %><g><%= render \"shared/icon\" %></g><% end %>"], true),
        (["app/views/posts/index.html.erb": "<svg><%= link_to root_path do %><%= render \"shared/icon\" %><% end %></svg>"], true),
        // Through a partial rendered at the top of another partial, rendered in `<svg>`.
        (["app/views/posts/index.html.erb": "<svg><%= render \"shared/group\" %></svg>",
          "app/views/shared/_group.html.erb": "<%= render \"shared/icon\" %>"], true),
        // A site in HTML content, a `<foreignObject>`, a page top, or no site at all: HTML.
        (["app/views/posts/index.html.erb": "<svg><%= render \"shared/icon\" %></svg><div><%= render \"shared/icon\" %></div>"], false),
        (["app/views/posts/index.html.erb": "<svg><foreignObject><%= render \"shared/icon\" %></foreignObject></svg>"], false),
        (["app/views/posts/index.html.erb": "<%= render \"shared/icon\" %>"], false),
        ([:], false),
    ] as [([String: String], Bool)])
    func iconPartial(files: [String: String], onlyInside: Bool) {
        let graph = RenderGraphTests.graph(files.merging([Self.icon: "<path d=\"M0\" />"]) { $1 })
        #expect(graph.rendersOnlyInsideForeignContent(Self.icon) == onlyInside)
    }
}
