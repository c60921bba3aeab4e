import BridgeLintEngine
import Testing

/// A `content_for` block is shown where the layouts read its region: when every place that reads
/// it outputs it inside `<script>`, the block is JavaScript, and a `'<li class="a" class="b">'`
/// string in it is no markup for any rule to judge (issue 18). Read anywhere in markup, or
/// somewhere bridgelint cannot see, the block stays markup.
@Suite struct ContentShownAsTextTests {
    static let page = """
        <p>Post</p>
        <% content_for :javascript do %>
          $('#list').append('<li class="a" class="b">' + name + '</div>');
          if (n<items.length) { $('<option />').appendTo('#menu'); }
          $('#x').html('<span data-controller="nothing-like-it">');
        <% end %>
        <div data-controller="hello">After</div>

        """

    static func files(layout: String, extra: [String: String] = [:]) -> [String: String] {
        [
            "app/controllers/application_controller.rb": "class ApplicationController < ActionController::Base\nend\n",
            "app/controllers/posts_controller.rb": "class PostsController < ApplicationController\n  def show\n  end\nend\n",
            "app/views/layouts/application.html.erb": layout,
            "app/views/posts/show.html.erb": page,
            // A Stimulus app: `stimulus-unknown-controller` would judge the string's `data-controller`.
            "config/importmap.rb": "pin \"application\"\npin \"@hotwired/stimulus\", to: \"stimulus.min.js\"\npin_all_from \"app/javascript/controllers\", under: \"controllers\"\n",
            "app/javascript/application.js": "import \"controllers\"\n",
            "app/javascript/controllers/application.js": "import { Application } from \"@hotwired/stimulus\"\nconst application = Application.start()\nexport { application }\n",
            "app/javascript/controllers/index.js": "import { application } from \"./application\"\nimport HelloController from \"./hello_controller\"\napplication.register(\"hello\", HelloController)\n",
            "app/javascript/controllers/hello_controller.js": "import { Controller } from \"@hotwired/stimulus\"\nexport default class extends Controller {\n  connect() {}\n}\n",
        ].merging(extra) { $1 }
    }

    /// Every finding in the page (or the template at `path`), as "rule line:column".
    static func findings(_ files: [String: String], in path: String = "posts/show.html.erb") throws -> [String] {
        try CrossFileRuleTests().withProject(files) { workspace in
            let run = LintRun(workspace: workspace, linter: Linter(project: workspace.project, corpus: workspace.corpus())) { workspace.relativePath(of: $0) }
            let report = run.run(paths: workspace.templates(for: [workspace.root]).files, wholeProject: true).report
            return report.files.filter { $0.displayPath.hasSuffix(path) }.flatMap { file in
                file.diagnostics.map { diagnostic in
                    let position = file.file.position(of: diagnostic.range.start)
                    return "\(diagnostic.ruleID) \(position.line):\(position.column)"
                }
            }
        }
    }

    static let inScript = "<html><body><%= yield %>\n<script>\n  <%= yield :javascript %>\n</script></body></html>\n"

    @Test(arguments: [
        inScript,
        "<html><body><%= yield %><script type=\"text/javascript\"><%= content_for(:javascript) %></script></body></html>\n",
        "<html><body><%= yield %><%= javascript_tag do %><%= yield(:javascript) %><% end %></body></html>\n",
    ])
    func aBlockEveryLayoutShowsInsideAScriptIsNotMarkup(layout: String) throws {
        let found = try Self.findings(Self.files(layout: layout))
        #expect(found == [], "\(found)")
    }

    /// A partial whose render paths bridgelint cannot follow (a controller renders it): wherever
    /// it renders, its block is shown only where the region is read, all inside `<script>`.
    @Test func aBlockOfAPartialRenderedFromUnknownPlacesIsNotMarkupEither() throws {
        let files = Self.files(layout: Self.inScript, extra: [
            "app/controllers/charts_controller.rb": "class ChartsController < ApplicationController\n  def show\n    render partial: \"charts/line\"\n  end\nend\n",
            "app/views/charts/_line.html.erb": Self.page,
        ])
        let found = try Self.findings(files, in: "charts/_line.html.erb")
        #expect(found == [], "\(found)")
        let inMarkup = try Self.findings(files.merging(["app/views/layouts/_foot.html.erb": "<footer><%= yield :javascript %></footer>\n"]) { $1 },
                                         in: "charts/_line.html.erb")
        #expect(inMarkup.contains { $0.hasPrefix("html-duplicate-attribute 3:") }, "\(inMarkup)")
    }

    /// Shown in markup somewhere (a layout's `<div>`, a partial a layout renders, a
    /// `<script type="text/template">` that script reads as markup), read by a code tag or by
    /// Ruby (shown where bridgelint cannot tell): the block is judged as markup.
    @Test(arguments: [
        ["app/views/layouts/application.html.erb": "<html><body><%= yield %><div><%= yield :javascript %></div></body></html>\n"],
        ["app/views/layouts/application.html.erb": "<html><body><%= yield %><script type=\"text/template\"><%= yield :javascript %></script></body></html>\n"],
        ["app/views/layouts/_foot.html.erb": "<footer><%= yield :javascript %></footer>\n"],
        ["app/views/layouts/_foot.html.erb": "<% js = content_for(:javascript) %>\n"],
        ["app/helpers/scripts_helper.rb": "module ScriptsHelper\n  def page_scripts\n    content_for(:javascript)\n  end\nend\n"],
    ] as [[String: String]])
    func aBlockShownInMarkupSomewhereIsStillJudged(extra: [String: String]) throws {
        let found = try Self.findings(Self.files(layout: Self.inScript, extra: extra))
        #expect(found.contains { $0.hasPrefix("html-duplicate-attribute 3:") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("stimulus-unknown-controller 5:") }, "\(found)")
    }

    /// A partial of JavaScript rendered only inside `<script>` elements: its `'<h4>'` strings and
    /// comments build no element wherever it renders (issue 18).
    static let script = """
        // give each <h4> a toggle
        var head = '<h4 class="a" class="b">' + title + '<h4>';

        """

    static func partialFiles(_ extra: [String: String]) -> [String: String] {
        files(layout: "<html><body><%= yield %></body></html>\n", extra: ["app/views/posts/_notes.html.erb": script].merging(extra) { $1 })
    }

    @Test(arguments: [
        "<p>Post</p>\n<script>\n  <%= render \"notes\" %>\n</script>\n",
        "<p>Post</p>\n<%= javascript_tag do %>\n  <%= render partial: \"posts/notes\" %>\n<% end %>\n",
        // Through another partial that is itself rendered only inside `<script>`.
        "<p>Post</p>\n<script><%= render \"reader\" %></script>\n",
    ])
    func aPartialRenderedOnlyInsideScriptIsNotMarkup(page: String) throws {
        var files = Self.partialFiles(["app/views/posts/show.html.erb": page])
        if page.contains("reader") { files["app/views/posts/_reader.html.erb"] = "var reader = {};\n<%= render \"posts/notes\" %>\n" }
        let found = try Self.findings(files, in: "posts/_notes.html.erb")
        #expect(found == [], "\(found)")
    }

    /// Some render site in markup, a computed name that may name it, Ruby that renders it, or
    /// a `</script>` of its own: the partial is judged as markup.
    @Test(arguments: [
        ["app/views/posts/show.html.erb": "<script><%= render \"notes\" %></script>\n<div><%= render \"notes\" %></div>\n"],
        ["app/views/posts/show.html.erb": "<script><%= render \"reader\" %></script>\n<%= render \"reader\" %>\n",
         "app/views/posts/_reader.html.erb": "<%= render \"posts/notes\" %>\n"],
        ["app/views/posts/show.html.erb": "<script><%= render \"posts/#{kind}\" %></script>\n"],
        ["app/views/posts/show.html.erb": "<script><%= render \"notes\" %></script>\n",
         "app/controllers/notes_controller.rb": "class NotesController < ApplicationController\n  def show\n    render partial: \"posts/notes\"\n  end\nend\n"],
        ["app/views/posts/show.html.erb": "<script><%= render \"notes\" %></script>\n",
         "app/views/posts/_notes.html.erb": script + "</script>\n<div class=\"a\" class=\"b\"></div>\n<script>\n"],
    ] as [[String: String]])
    func aPartialRenderedInMarkupSomewhereIsStillJudged(extra: [String: String]) throws {
        let found = try Self.findings(Self.partialFiles(extra), in: "posts/_notes.html.erb")
        #expect(found.contains { $0.hasPrefix("html-invalid-nesting 2:") || $0.hasPrefix("html-duplicate-attribute 2:") }, "\(found)")
    }
}
