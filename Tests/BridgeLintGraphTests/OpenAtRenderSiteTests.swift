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

    /// An end tag in a layout after the layout rendered a partial that leaves its element open
    /// (either form of `render`), or before it: the search starts in the end tag's own template.
    @Test(arguments: [
        ("<%= render :partial => 'layouts/header' %>\n</div>", true),
        ("<%= render partial: \"layouts/header\" %>\n</div>", true),
        ("</div>\n<%= render \"layouts/header\" %>", false),
        ("<%= render \"layouts/footer\" %>\n</div>", false),
        // Rendered inside an element the template closes before the end tag: closed with it.
        ("<main><%= yield %></main>\n</div>", false),
        ("<main><%= render \"layouts/header\" %></main>\n</div>", false),
        ("<%= yield %>\n</div>", true),
        // Inside elements of the name only, which the end tags between close: the first of them
        // meets the element left open instead, and each later one the element around.
        ("<div><%= yield %></div>\n</div>", true),
        ("<div id=\"outer\"><div><%= render \"layouts/header\" %></div></div>\n</div>", true),
        ("<div><section><%= yield %></section></div>\n</div>", false),
    ] as [(String, Bool)])
    func leftOpenEarlierInTheSameTemplate(layout: String, mayBeOpen: Bool) {
        let path = "app/views/layouts/application.html.erb"
        let graph = RenderGraphTests.graph([
            path: layout,
            "app/views/layouts/_header.html.erb": "<body>\n<div id=\"left\">\n<nav>x</nav>",
            "app/views/layouts/_footer.html.erb": "<footer>f</footer>",
        ])
        let offset = layout.utf8.count - layout.split(separator: "\n").last!.utf8.count
        let endTag = layout.hasSuffix("</div>") ? offset : 0
        #expect(graph.mayHaveOpen("div", whereRendering: path, before: endTag) == mayBeOpen)
    }

    /// A layout's `yield` shows its pages. When the render graph knows them all (each page's
    /// controller renders it in a known layout), an element may be left open there only if
    /// some page leaves one open, at its end or through a partial at its top; when a page's
    /// layout is unknown, or no page is known to render in the layout, any may be.
    @Test(arguments: [
        (["app/views/posts/index.html.erb": "<div id=\"layout\">\n<p>x</p>\n"], true),
        (["app/views/posts/index.html.erb": "<div id=\"layout\">\n<p>x</p>\n</div>\n"], false),
        (["app/views/posts/index.html.erb": "<%= render \"posts/top\" %>\n<p>x</p>\n", "app/views/posts/_top.html.erb": "<div id=\"layout\">\n"], true),
        (["app/views/posts/index.html.erb": "<p>x</p>\n", "app/views/pages/show.html.erb": "<p>x</p>\n",
          "app/controllers/pages_controller.rb": "class PagesController < ApplicationController\n  layout :choose\nend\n"], true),
        ([:], true),
    ] as [([String: String], Bool)])
    func leftOpenByThePagesAtTheYield(files: [String: String], mayBeOpen: Bool) {
        let path = "app/views/layouts/application.html.erb"
        let layout = "<body>\n<div id=\"outer\">\n<%= yield %>\n</div>\n</div>\n</body>\n"
        let graph = RenderGraphTests.graph(files.merging([path: layout]) { $1 })
        let endTag = layout.utf8.count - "</div>\n</body>\n".utf8.count
        #expect(graph.mayHaveOpen("div", whereRendering: path, before: endTag) == mayBeOpen)
    }

    static let page = "app/views/posts/index.html.erb"

    /// (templates besides the page, where a `<div>` is open on every render path of the page:
    /// "template line" per site, or nil)
    @Test(arguments: [
        // The layout's `<div>` around `yield`, with elements that do not stop an end tag between.
        (["app/views/layouts/application.html.erb": "<body>\n<div class=\"main\">\n<section><%= yield %></section>\n</div>\n</body>\n"],
         ["app/views/layouts/application.html.erb 2"]),
        // A cell between stops the end tag's search; no `<div>` at all; a `<div>` a partial
        // rendered before `yield` may leave open would be met first.
        (["app/views/layouts/application.html.erb": "<div><table><tr><td><%= yield %></td></tr></table></div>"], nil),
        (["app/views/layouts/application.html.erb": "<main><%= yield %></main>"], nil),
        (["app/views/layouts/application.html.erb": "<div><%= render \"shared/top\" %><%= yield %></div>",
          "app/views/shared/_top.html.erb": "<div class=\"top\">"], nil),
        // Every render site: the layout's `yield` and another page's `render template:`.
        (["app/views/layouts/application.html.erb": "<div><%= yield %></div>",
          "app/views/posts/show.html.erb": "<div class=\"x\"><%= render template: \"posts/index\" %></div>"],
         ["app/views/posts/show.html.erb 1", "app/views/layouts/application.html.erb 1"]),
        // A partial the layout renders without a block yields the page too (a navigation
        // partial wrapping it for signed-in users); one given a block yields the block.
        (["app/views/layouts/application.html.erb": "<body>\n<%= render \"layouts/navbar\" %>\n</body>\n",
          "app/views/layouts/_navbar.html.erb": "<nav>n</nav>\n<div class=\"content\">\n<section><%= yield %></section>\n</div>\n"],
         ["app/views/layouts/_navbar.html.erb 2"]),
        (["app/views/layouts/application.html.erb": "<body>\n<% if user %><%= render \"layouts/navbar\" %><% else %><%= yield %><% end %>\n</body>\n",
          "app/views/layouts/_navbar.html.erb": "<div class=\"content\"><%= yield %></div>\n"], nil),
        (["app/views/layouts/application.html.erb": "<div>\n<%= render \"layouts/card\" do %><p>x</p><% end %>\n<%= yield %>\n</div>\n",
          "app/views/layouts/_card.html.erb": "<table><tr><td><%= yield %></td></tr></table>\n"],
         ["app/views/layouts/application.html.erb 1"]),
        // Also rendered where no `<div>` is open: only some paths have one.
        (["app/views/layouts/application.html.erb": "<div><%= yield %></div>",
          "app/views/posts/show.html.erb": "<p><%= render template: \"posts/index\" %></p>"], nil),
    ] as [([String: String], [String]?)])
    func divAroundThePage(files: [String: String], sites: [String]?) {
        let graph = RenderGraphTests.graph(files.merging([Self.page: "<section>\n</div>\n</section>"]) { $1 })
        let found = graph.openOnEveryPath("div", whereRendering: Self.page, stopsSearch: { ["table", "td", "th", "template"].contains($0) })
        let described = found?.map { site in
            "\(site.path) \(Array((files[site.path] ?? "").utf8).prefix(site.element.start).filter { $0 == UInt8(ascii: "\n") }.count + 1)"
        }
        #expect(described == sites)
    }
}
