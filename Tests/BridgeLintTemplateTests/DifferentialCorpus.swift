import Foundation

/// The snippets of the html5lib differential test: written by hand for the shapes HTML parsers
/// disagree on, every template of the example apps, and generated ones.
enum DifferentialCorpus {
    static let handWritten: [String] = [
        // Valid markup of every common kind.
        "<div class=\"card\"><h3>Title</h3><p>Text <b>bold</b> <a href=\"/x\">link</a></p></div>",
        "<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul>",
        "<ol><li>a<li>b<li>c</ol>",
        "<dl><dt>a<dd>b<dt>c<dd>d</dl>",
        "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>",
        "<table><tr><td>a<td>b<tr><td>c</table>",
        "<table><caption>c</caption><colgroup><col><col></colgroup><tr><td>x</td></tr></table>",
        // Elements the table modes imply, and the other repairs that are not stray tags.
        "<table><tr><td>a</td></tr></tbody><tr><td>b</td></tr></table>",
        "<table><thead><th>a</th></thead><tbody><td>b</td><td>c</tbody><tfoot><td>d</tfoot></table>",
        "<table><col><col span=\"2\"><tr><td>a</td></tr></table>",
        "<table><colgroup><col></colgroup><col><thead><tr><th>x</th></tr></thead></table>",
        "<table><td>a</td></table><p>b</p>",
        "<p>a</br>b</p><div></br></div>",
        "<div></p><span>x</span></div>",
        "<ul><li>a<li>b</ul><dl><dd>x<dt>y<dd>z</dl><select><option>1<option>2</select>",
        "<form action=\"/s\"><label>Q <input name=\"q\"></label><select name=\"s\"><option>a<option>b</select><textarea>x</textarea><button>Go</button></form>",
        "<select><optgroup label=\"a\"><option>1<option>2<optgroup label=\"b\"><option>3</select>",
        "<nav><a href=\"/\">Home</a> | <a href=\"/about\">About</a></nav>",
        "<header><h1>Site</h1><nav><ul><li><a href=\"/\">x</a></li></ul></nav></header><main><article><section><p>a</p></section></article></main><footer>f</footer>",
        "<details><summary>More</summary><p>Hidden</p></details>",
        "<dialog open><form method=\"dialog\"><button>OK</button></form></dialog>",
        "<figure><img src=\"a.png\" alt=\"\"><figcaption>c</figcaption></figure>",
        "<p>a<br>b<br/>c<br />d<img src=\"x\"><input disabled><hr>e</p>",
        "<svg viewBox=\"0 0 10 10\"><path d=\"M0 0\"/><circle r=\"1\" /><g><rect width=\"1\" height=\"1\"/></g></svg><p>after</p>",
        "<svg><foreignObject><div>html inside</div></foreignObject></svg><span>x</span>",
        "<math><mi>x</mi><mo>=</mo><mn>1</mn></math><p>y</p>",
        "<turbo-frame id=\"f\"><my-element data-x=\"1\"><span>a</span></my-element></turbo-frame>",
        "<template><div>t</div></template><p>x</p>",
        "<picture><source srcset=\"a.webp\"><img src=\"a.png\" alt=\"\"></picture>",
        "<video controls><source src=\"a.mp4\"><track src=\"a.vtt\"></video>",
        "<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>",
        "<blockquote><p>q</p></blockquote><pre>  code\n  more</pre>",
        "<!-- a comment with <div> inside --><p>x</p>",
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>T</title><link rel=\"stylesheet\" href=\"a.css\"></head><body><div>b</div></body></html>",
        "<html><head><script>var a = \"<div>\";</script></head><body data-controller=\"app\"><main>m</main></body></html>",
        // Implied end tags and HTML5 rules where HTML 4 parsers differ.
        "<h3><p>Title</p></h3>",
        "<h1><span>a</span><small>b</small></h1>",
        "<p>a<div>b</div>",
        "<p>a<ul><li>b</ul>",
        "<p>a<table><tr><td>b</td></tr></table>",
        "<p>one<p>two<p>three",
        "<p><span>a</span><h2>b</h2>",
        "<li>a<li>b",
        "<div><li>a<li>b</div>",
        "<a href=\"/\"><div>block link</div></a>",
        "<button><span>a</span><i>b</i></button>",
        "<label><input type=\"checkbox\"> yes</label>",
        "<p>a<pre>b</pre>c</p>",
        "<option>a<option>b",
        "<table><tr><td><p>a</td><td>b</td></tr></table>",
        // Text-only content.
        "<textarea></b><div></textarea><p>x</p>",
        "<textarea>\n<p>a</p></textarea>",
        "<title></p><b></title><p>x</p>",
        "<script>if (a < b && c > d) { x = \"</div>\" }</script><p>x</p>",
        "<script>document.write('<p>')</script><div>y</div>",
        "<style>a > b { } </style><p>z</p>",
        "<xmp><div></xmp><p>x</p>",
        "<iframe><p>inner</iframe><p>x</p>",
        "<noembed><b></noembed><p>x</p>",
        "<noframes><i></noframes><p>x</p>",
        "<noscript><div>no js</div></noscript><p>x</p>",
        "<div><plaintext><p></div>",
        "<script>x = '</scripts>'</script><p></p>",
        "<div>1 < /p> 2 < 3 <= 4</div><p>a</p>",
        "<div>a </ p> b</div>",
        "<div>a </> b</div>",
        // Broken markup.
        "<div><h3>Title</h2><p>x</p></div>",
        "<div><span>Text</div><p>q</p>",
        "<div><b>Text</div><p>q</p>",
        "<section><div></section><p></p>",
        "<ul><li><div>x</ul><p></p>",
        "</div><p></p>",
        "<p>a</p></p>",
        "<div><p>a</span></p></div>",
        "<i class=\"icon\" /><span>x</span>",
        "<section><div /><p>y</p></section>",
        "<span /><b>x</b>",
        "<h1>Title<h1><p>z</p>",
        "<h2>a<h3>b</h3></h2>",
        "<form><div><form></form></div></form><p></p>",
        "<form><input></form></form>",
        "<a href=x><span><a href=y>b</a></span></a>",
        "<a href=x>a<a href=y>b</a>",
        "<button>A<button>B</button>",
        "<button>A<div><button>B</button></div></button>",
        "<table><tr><td><a>x</td><td><a>y</a></td></tr></table>",
        "<div class=\"a\" class=\"b\"></div>",
        "<a href=\"/home>Home</a><p class=\"x\">z</p></div>",
        "<div data-template=\"<b>x</b>\" class=\"a\"></div>",
        "<div><ul><li>a</div></ul>",
        "<dl><dt>a</dd></dl>",
        "<h2>a</h3>",
        "<div></span></div>",
        "<article><header>x</article>",
        // ERB, blanked for both parsers.
        "<div data-controller=\"<%= controller %>\"><%= render \"x\" %></div>",
        "<p class=\"<%= a %>\" <%= b %>><%= c %></p>",
        "<div><% items.each do |item| %><li><%= item %></li><% end %></div>",
        "<h<%= level %> class=\"t\">Title</h<%= level %>><p></p>",
        "<%# comment %><div><%== raw %></div>",
        "<div id=<%= id %> class=x></div>",
        "<textarea><%= value %></textarea><p></p>",
        "<% if a %><div class=\"a\"><% else %><div class=\"b\"><% end %>x</div>",
        "<div class=\"outer\">\n<% if a %>\n<p>A</p></div>\n<% else %>\n<p>B</p>\n<% end %>\n</div>",
        "<%= tag.div class: \"a\" do %><p>a</p><% end %>",
        "<%= link_to \"x\", y %><p>after</p>",
    ]

    /// Every template of `Examples/`.
    static func exampleTemplates() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var templates: [String] = []
        for case let url as URL in walker where url.pathExtension == "erb" || url.pathExtension == "html" {
            if let text = try? String(contentsOf: url, encoding: .utf8) { templates.append(text) }
        }
        return templates.sorted()
    }

    /// `count` snippets joined from fragments, from a fixed seed: the same on every run.
    static func generated(count: Int) -> [String] {
        let fragments = [
            "<div>", "</div>", "<div class=\"c\">", "<span>", "</span>", "<p>", "</p>", "<b>", "</b>", "<i>", "</i>",
            "<a href=\"/x\">", "</a>", "<ul>", "</ul>", "<li>", "</li>", "<ol>", "</ol>", "<dl>", "<dt>", "<dd>", "</dl>",
            "<h1>", "</h1>", "<h2>", "</h2>", "<h3>", "</h3>", "<section>", "</section>", "<nav>", "</nav>",
            "<button>", "</button>", "<form>", "</form>", "<input name=\"a\">", "<br>", "<img src=\"a\" />", "<hr>",
            "<label>", "</label>", "<select>", "<option>", "</select>", "<textarea>", "</textarea>", "<pre>", "</pre>",
            "<script>", "</script>", "<style>", "</style>", "<title>", "</title>", "<svg>", "<path d=\"M0\"/>", "</svg>",
            "<table>", "<tr>", "<td>", "</td>", "</tr>", "</table>", "<my-widget>", "</my-widget>", "<turbo-frame id=\"t\">", "</turbo-frame>",
            "<div />", "<details>", "<summary>", "</summary>", "</details>", "<header>", "</header>", "<strong>", "</strong>",
            "text", " ", "\n", "a < b", "<!-- c -->", "<%= x %>", "<%# note %>", "<em>", "</em>", "<small>", "</small>",
            "<blockquote>", "</blockquote>", "<main>", "</main>", "<figure>", "</figure>", "<code>", "</code>",
        ]
        var generator = SplitMix64(seed: 2_026)
        return (0..<count).map { _ in
            let length = 1 + Int(generator.next() % 14)
            return (0..<length).map { _ in fragments[Int(generator.next() % UInt64(fragments.count))] }.joined()
        }
    }
}
