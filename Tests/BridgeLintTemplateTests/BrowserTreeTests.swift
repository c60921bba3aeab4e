import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// The tree browsers build (WHATWG tree construction), where it differs from what the markup
/// seems to say or from HTML 4-era parsers, and the one finding each mistake gets.
@Suite struct BrowserTreeTests {
    /// (template, `Parsed.tree`, `Parsed.issues`)
    @Test(arguments: [
        // `/>` closes only void and foreign elements.
        (##"<i class="icon" /><span>x</span>"##, "i(span)", ["invalidNesting 1:17-1:19"]),
        ("<section><div /><p>y</p></section>", "section(div(p))", ["invalidNesting 1:15-1:17"]),
        (##"<br /><img src="a" /><input name="q" /><p></p>"##, "br img input p", []),
        (##"<svg viewBox="0 0 1 1"><circle r="1" /><path d="M0" /></svg><p></p>"##, "svg(circle path) p", []),
        ("<math><mi /></math><p></p>", "math(mi) p", []),
        // A heading start tag while a heading is the current node.
        ("<h1>Title<h1><p>z</p>", "h1 h1(p)", ["invalidNesting 1:11-1:13"]),
        ("<h1><b>Title<h2>x</h2></b></h1>", "h1(b(h2))", []),
        // An end tag that closes an open inline child on its way.
        ("<div><span>Text</div><p>q</p>", "div(span) p", ["unclosedElement 1:7-1:11"]),
        ("<div><b>Text</div><p>q</p>", "div(b) p", ["unclosedElement 1:7-1:8"]),
        // An unterminated quoted value: one finding at the attribute, none for the damage.
        (##"<a href="/home>Home</a><p class="x">z</p></div>"##, "a(p)", ["unterminatedAttributeValue 1:4-1:8"]),
        (##"<nav><a href="/home>Home</a>"##, "nav(a)", ["unterminatedAttributeValue 1:9-1:13"]),
        (##"<div data-template="<b>x</b>" class="a"></div>"##, "div", []),
        // A closed value with an arrow (`->`, `=>`) but no markup, glued to the next attribute:
        // only whitespace is missing between them, and the value is what was written.
        (##"<div data-action="click->m#close"style="z"><p></p></div>"##, "div(p)", []),
        (##"<li data-action="click->s#open click->d#toggle", data-turbo-frame="f"><a>x</a></li>"##, "li(a)", ["commaBetweenAttributes 1:48-1:49"]),
        (##"<div data-x="{a=>1}"class="y"></div><p></p>"##, "div p", []),
        (##"<div class="a>He said "hi" to me</div><p></p>"##, "div(p)", ["unterminatedAttributeValue 1:6-1:11"]),
        // A backslash does not escape a quote: one finding, no duplicate junk attributes.
        (##"<div style="url(\"a b\") a b"></div><p></span>"##, "div p", ["unterminatedAttributeValue 1:6-1:11", "mismatchedEndTag 1:42-1:46"]),
        (##"<div title="C:\" class="x"></div>"##, "div", []),
        // Markup with backslash-escaped quotes, copied out of a string literal: one finding for
        // each run of start tags written so, none for their junk attributes (`0` twice below).
        (##"<div class=\"a b\"><svg fill=\"none\"><path d=\"M0 0 0 0\"></path></svg></div><p></p>"##, "div(svg(path)) p", ["unterminatedAttributeValue 1:6-1:11"]),
        (##"<div class=\"a\"><span>Press <kbd class=\"k\">K</kbd></span></div>"##, "div(span(kbd))", ["unterminatedAttributeValue 1:6-1:11"]),
        (##"<b id=\'x\'>1</b><i class="n">2</i><b id=\"y\">3</b>"##, "b i b", ["unterminatedAttributeValue 1:4-1:6", "unterminatedAttributeValue 1:39-1:41"]),
        (##"<a href=x\"y\" title=\>z</a>"##, "a", []),
        // A start tag without its `>`: the next end tag becomes its attributes; one finding.
        (##"<div><label class="x"\##n  Name\##n</label></div><p></span>"##, "div(label) p", ["unterminatedAttributeValue 1:7-1:12"]),
        (##"<label class="x" <%= icon %>\##n<input name="a"></label>"##, "label", ["unterminatedAttributeValue 1:2-1:7"]),
        // Forms, links and buttons inside their own kind, also through a wrapper.
        ("<form><div><form></form></div></form><p></p>", "form(div) p", ["invalidNesting 1:13-1:17"]),
        ("<%= form_with url: x do %><div><form></form></div><% end %>", "form(div)", ["invalidNesting 1:33-1:37"]),
        ("<a href=x><span><a href=y>b</a></span></a>", "a(span) a", ["invalidNesting 1:18-1:19"]),
        // A link opened in a link with special elements between: the adoption agency moves them
        // out of the outer link and keeps them open, so their end tags close them, not what is
        // around (html5lib: each holds a copy of the outer link). What is open inside the innermost
        // one closes; a `<b>` there is rebuilt (a new element, not kept here) around the new link.
        ("<div><section><a href=x><div><a href=y>b</a></div></a></section></div><p></p>", "div(section(a div(a))) p", ["invalidNesting 1:31-1:32"]),
        ("<section><a href=x><div class=c><div class=m><span><a href=y>b</a></span></div></div></section><p></p>",
         "section(a div(div(span a))) p", ["invalidNesting 1:53-1:54"]),
        ("<section><a href=x><span><div><b><a href=y>b</a></b></div></span></section><p></p>", "section(a(span) div(b a)) p", ["invalidNesting 1:35-1:36"]),
        ("<button>A<button>B</button>", "button button", ["invalidNesting 1:11-1:17"]),
        ("<button>A</button><button>B</button>", "button button", []),
        ("<table><tr><td><a>x</td><td><a>y</a></td></tr></table>", "table(tbody(tr(td(a) td(a))))", ["unclosedElement 1:17-1:18"]),
        // Text-only content: escapable raw text, raw text and the other tokenizer states.
        ("<textarea></b><div></textarea><p>x</p>", "textarea p", []),
        ("<title></p></title><p></p>", "title p", []),
        ("<script>if (a </b> c) {}</script><style>p</div>{}</style><p></p>", "script style p", []),
        ("<xmp><div></xmp><iframe><p></iframe><noembed></b></noembed><noframes><i></noframes><p></p>", "xmp iframe noembed noframes p", []),
        ("<noscript><div></noscript><p></p>", "noscript p", []),
        ("<div><plaintext></div><p>", "div(plaintext)", []),
        ("<script>x = '</scripts>'</script><p></p>", "script p", []),
        // `< /p>` (a blank after `<`) is text, not a tag.
        ("<div>1 < /p> 2 < 3</div><p></p>", "div p", []),
        // HTML5 implied end tags: a `<p>` does not close a heading; blocks close an open `<p>`.
        ("<h3><p>Title</p></h3>", "h3(p)", []),
        ("<p>a<div>b</div>", "p div", []),
        ("<p>a<span>b</span><ul><li>c</ul>", "p(span) ul(li)", []),
        ("<dl><dt>a<dd>b<dt>c</dl>", "dl(dt dd dt)", []),
        ("<select><optgroup><option>a<optgroup><option>b</select>", "select(optgroup(option) optgroup(option))", []),
        ("<table><tr><td>a<td>b<tr><td>c</table>", "table(tbody(tr(td td) tr(td)))", []),
        ("<p>a</p></p>", "p p", ["mismatchedEndTag 1:11-1:12"]),
        // `<image>` is `<img>` outside SVG; a start tag that cannot go in `<head>` ends it.
        (##"<div><image src="a.png"></div><svg><image href="a.png" /></svg>"##, "div(image) svg(image)", []),
        ("<html><head><title>T</title><div>x</div></head><body></body></html>", "html(head(title) div body)", ["mismatchedEndTag 1:43-1:47"]),
        // `</body>` with an element still open: that element is never closed.
        ("<body><main><footer>f</body>", "body(main(footer))", ["unclosedElement 1:14-1:20"]),
        ("<body><ul><li>a</body>", "body(ul(li))", ["unclosedElement 1:8-1:10"]),
        // An end tag inside a helper's block for an element outside it: misnested (the helper's
        // element closes at `end`), except in `fields_for`, which renders no element.
        ("<span><%= link_to x do %>a</span><% end %></div>", "span(a)", ["mismatchedEndTag 1:29-1:33", "mismatchedEndTag 1:45-1:48"]),
        ("<div><%= f.fields_for :items do |i| %></div><div><% end %></div>", "div(#fields(div))", []),
        ("<div><%= link_to x do %><kbd>D</span><% end %></div>", "div(a(kbd))", ["mismatchedEndTag 1:33-1:37"]),
        // Custom elements are ordinary elements; their end tags close them.
        ("<turbo-frame id=t><my-widget><span>x</my-widget></turbo-frame>", "turbo-frame(my-widget(span))", ["unclosedElement 1:31-1:35"]),
    ] as [(String, String, [String])])
    func browserTree(source: String, tree: String, issues: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues == issues)
    }

    /// SVG and MathML follow the element chain, helper elements included: `/>` closes elements
    /// in `tag.svg do`, `content_tag :svg do`, and in a helper's block inside `<svg>`
    /// (`link_to` there renders SVG's `<a>`); an HTML helper element ends the SVG.
    @Test(arguments: [
        (##"<%= tag.svg viewBox: "0 0 1 1" do %><path d="M0" /><g /><% end %><p></p>"##, "svg(path g) p", [String]()),
        (##"<%= content_tag :svg, class: "i" do %><circle r="1" /><% end %>"##, "svg(circle)", []),
        (##"<%= content_tag(:math, nil, class: "m") do %><mi /><% end %>"##, "math(mi)", []),
        (##"<svg><%= link_to root_path do %><rect width="1" /><% end %><% if x %><g><use href="#a" /></g><% end %></svg><p></p>"##, "svg(a(rect) g(use)) p", []),
        (##"<svg><% icons.each do |i| %><path d="M0" /><% end %></svg>"##, "svg(path)", []),
        (##"<svg><%= tag.div do %><i class="x" /><% end %></svg>"##, "svg(div(i))", ["invalidNesting 1:36-1:38"]),
    ] as [(String, String, [String])])
    func foreignContentFollowsHelperElements(source: String, tree: String, issues: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues == issues)
    }

    /// An extra `</div>` in one branch of an `if`/`else` is reported at that branch's tag, not
    /// at the end tag it leaves without an element later in the file.
    @Test(arguments: [
        ("<div class=\"outer\">\n<% if a %>\n<p>A</p></div>\n<% else %>\n<p>B</p>\n<% end %>\n</div>", ["mismatchedEndTag 3:11-3:14"]),
        ("<div class=\"outer\">\n<% if a %>\n<p>A</p>\n<% else %>\n<p>B</p></div>\n<% end %>\n</div>", ["mismatchedEndTag 5:11-5:14"]),
        // Each branch closes it: fine. One branch closes and reopens: fine. No `else`: a wrapper.
        ("<div>\n<% if a %>\n</div>\n<% else %>\n</div>\n<% end %>", []),
        ("<div>\n<% if a %>\n</div><div class=\"b\">\n<% else %>\n<p>B</p>\n<% end %>\n</div>", []),
        ("<div>\n<% if a %>\n</div>\n<% end %>\n<p></p>", []),
        // `case`: the branches are the `when`s (what comes before the first renders nothing).
        ("<div>\n<% case k %>\n<% when :a %></div>\n<% when :b %></div>\n<% end %>", []),
        ("<div>\n<% case k %>\n<% when :a %></div>\n<% when :b %><p></p>\n<% end %>\n</div>", ["mismatchedEndTag 3:16-3:19"]),
        // The other branch closes something else that it opened in an earlier `if`.
        ("<% if c %><span><% else %><strong><% end %>x<% if c %></span><% else %></strong><% end %>", []),
        // A loop that builds a tree: an iteration opens `<li><ul>` for a node with children and
        // a later one closes them, so a branch closing alone is the design, and how many
        // elements stay open after the loop is unknown. The same `if` outside a loop is reported.
        ("<div>\n<ul>\n<% while (node = queue.shift) %>\n<% if node %>\n<li><% if node.children? %><ul><% else %></li><% end %>\n<% else %>\n</ul></li>\n<% end %>\n<% end %>\n</ul>\n</div>\n<p></p>", []),
        ("<div>\n<ul>\n<% nodes.each_with_index do |node, i| %>\n<li><% if node.children? %><ul><% else %></li><% end %>\n<% end %>\n</ul>\n</div>", []),
        // In a loop too, when the other branch leaves everything as it was.
        ("<% items.each do |item| %>\n<div class=\"a\">\n<% if item.gone? %>\nGone\n<% else %>\n<p>x</p></div>\n<% end %>\n<% end %>", ["mismatchedEndTag 6:11-6:14"]),
        // Lists opened in a loop and closed after it; after a balanced loop, errors still count.
        ("<ol>\n<% comments.each do |c| %>\n<% if c.deeper? %><ol><% else %></li><% end %>\n<li>\n<% end %>\n<% depth.times do %></li></ol><% end %>\n</li>\n</ol>\n<p></p>", []),
        ("<div>\n<% items.each do |i| %><span>x</span><% end %>\n</span></div>", ["mismatchedEndTag 3:3-3:7"]),
        ("<div>\n<ul>\n<li><% if node.children? %><ul><% else %></li><% end %>\n</ul>\n</div>", ["unclosedElement 2:2-2:4", "mismatchedEndTag 3:44-3:46"]),
    ] as [(String, [String])])
    func extraEndTagInOneBranch(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    /// The body of an `if` (or `unless`) without `else` that closes an element opened before it
    /// is not reported (a wrapper, see above), and the tree follows it: a later end tag of that
    /// name then finds nothing to close, while on the path that skips the body it closes that
    /// element, or, through the end tags between, one further out. Stray on one path only, it
    /// is not reported; stray on every path, it still is.
    @Test(arguments: [
        ("<div class=\"page\">\n<% if a %>\n</div>\n<% end %>\n<p>y</p>\n</div>", [String]()),
        ("<div class=\"page\">\n<% unless a %>\n</div>\n<% end %>\n<p>y</p>\n</div>", []),
        // Indented as one `</div>` too many: so it is, on one path only.
        ("<div class=\"page\">\n  <div class=\"head\">\n    <p>x</p>\n  </div>\n  <% if a %>\n  </div>\n  <% end %>\n  <p>y</p>\n</div>", []),
        // Through end tags between, each closing the element around the one it was written for.
        ("<div class=\"row\">\n<div class=\"col\">\n<div class=\"tabs\">\n<% if admin %>\n<p>x</p>\n</div>\n<% end %>\n</div>\n</div>\n<p>y</p>\n</div>", []),
        // Inside another `if` without `else`, which ends with it closed too: one end tag forgiven.
        ("<div class=\"row\">\n<div class=\"tabs\">\n<% if shown %>\n<% if admin %>\n</div>\n<% end %>\n<% end %>\n</div>\n<p>y</p>\n</div>", []),
        ("<div class=\"row\">\n<div class=\"tabs\">\n<% if shown %>\n<% if admin %>\n</div>\n<% end %>\n<% end %>\n</div>\n<p>y</p>\n</div>\n</div>", ["mismatchedEndTag 11:3-11:6"]),
        // Stray on every path: one end tag too many on the other path as well.
        ("<div>\n<% if a %>\n</div>\n<% end %>\n</div>\n</div>", ["mismatchedEndTag 6:3-6:6"]),
        // A body that opens an element of the name again leaves nothing to close on either path.
        ("<div>\n<% if a %>\n</div><div class=\"b\">\n<% end %>\n</div>\n</div>", ["mismatchedEndTag 6:3-6:6"]),
        // An end tag of another name.
        ("<div>\n<% if a %>\n</div>\n<% end %>\n</section>\n</div>", ["mismatchedEndTag 5:3-5:10"]),
        // Closed by a start tag in the body (a table inside a table), not on purpose: reported.
        ("<table class=\"body\">\n<% if a %>\n<table class=\"note\"><tr><td>n</td></tr></table>\n<% end %>\n<tr><td>x</td></tr>\n</table>", ["mismatchedEndTag 6:3-6:8"]),
    ] as [(String, [String])])
    func endTagStrayOnlyAfterABodyThatClosesAlone(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    /// Markup in a table outside a cell is moved in front of the table and ended by the next
    /// table tag: one finding at its start tag (naming the table part a typo was meant for),
    /// and neither that table tag nor its own end tag is another. It moves content when text,
    /// ERB output or an element shown without text (`<hr>`, a control) goes out with it, or it
    /// stands for `<thead>`; empty there, it changes nothing
    /// but an empty element. Inside a cell, or a hidden `<input>`: nothing.
    @Test(arguments: [
        ("<table>\n<tbdoy>\n<tr><td>1</td></tr>\n</tbody>\n</table>", ["invalidNesting 2:2-2:7 harmless"]),
        ("<table>\n<htead>\n<tr><th>a</th></tr>\n</thead>\n<tr><td>1</td></tr>\n</table>", ["invalidNesting 2:2-2:7 moves"]),
        ("<div>\n<table>\n<tr>\n<div class=\"row\"><span>\n<td>1</td>\n</tr>\n</table>\n</div>", ["invalidNesting 4:2-4:5 harmless"]),
        ("<table><tr><td>1</td><div>x</div></tr></table>", ["invalidNesting 1:23-1:26 moves"]),
        ("<table><tr><div><%= total %><td>1</td></tr></table>", ["invalidNesting 1:13-1:16 moves"]),
        ("<table><tr><td><div>in a cell</div></td></tr></table>", []),
        ("<table><tbody><br><tr><td>1</td></tr></tbody></table>", ["invalidNesting 1:16-1:18 harmless"]),
        ("<table><tr<%= attributes %>><div> <td>1</td> </div></tr></table>", ["invalidNesting 1:30-1:33 harmless"]),
        ("<table><input type=\"hidden\" name=\"a\"><tr><td>x</td></tr></table>", []),
        // What it holds without text: a rule or a control moves with it; a hidden input does not.
        ("<table><tr><div class=\"rule\"><hr></div><td>1</td></tr></table>", ["invalidNesting 1:13-1:16 moves"]),
        ("<table><tr><div><input type=\"hidden\" name=\"a\"></div><td>1</td></tr></table>", ["invalidNesting 1:13-1:16 harmless"]),
    ])
    func markupInATableOutsideACellIsMovedInFrontOfIt(source: String, damage: [String]) {
        #expect(Parsed(source).damage == damage, "\(source)")
    }

    /// `form_with` and `form_tag` (and Rails 2's `form_remote_tag`) without a block render only `<form …>`: what follows is
    /// inside the form, and a literal `</form>` closes it. With a block, the helper's `end`
    /// closes it. (template, `Parsed.tree`, `Parsed.issues`)
    @Test(arguments: [
        ("<div>\n<%= form_with url: \"/export\" %>\n<button>E</button>\n</form>\n</div>\n<p></p>", "div(form(button)) p", []),
        ("<div>\n<%= form_tag \"/export\", method: :get %>\n<button>E</button>\n</form>\n</div>", "div(form(button))", []),
        ("<div>\n<%= form_with(url: \"/x\", data: { controller: \"f\" }) %><div><input name=q></div></form><p></p></div>", "div(form(div(input)) p)", []),
        ("<div>\n<%= form_with url: \"/x\" do |f| %>\n<button>E</button>\n<% end %>\n</div>", "div(form(button))", []),
        ("<div>\n<%= form_tag \"/x\" do %><button>E</button><% end %>\n</div>", "div(form(button))", []),
        // Rails 2's `form_remote_tag` alike; `remote_form_for` takes a block.
        ("<div>\n<%= form_remote_tag :url => { :action => \"update\" } %>\n<input name=q>\n</form>\n</div>", "div(form(input))", []),
        ("<div>\n<%= remote_form_for :post, @post do |f| %>\n<%= f.text_field :title %>\n<% end %>\n</div>", "div(form(input))", []),
        // Left open, the form ends with the element around it, which is reported.
        ("<div>\n<%= form_with url: \"/x\" %>\n<button>E</button>\n</div>", "div(form(button))", ["unclosedElement 2:5-2:14"]),
        // Inside an open form, browsers ignore a form's start tag: the `</form>` closes the outer one.
        ("<form action=\"/a\">\n<%= form_with url: \"/x\" %>\n</form>\n<p></p>", "form(form) p", []),
        // Conditional (`if` modifier): read as rendered, so its `</form>` is not stray.
        ("<div>\n<%= form_tag \"/x\" if editable %>\n<input name=q>\n<% if editable %></form><% end %>\n</div>", "div(form(input))", []),
        // A brace block that ends in the same tag renders the whole form there.
        ("<div>\n<%= form_tag(\"/x\", id: \"f\") {} %>\n<input form=f name=q>\n</div>", "div(form input)", []),
        ("<div>\n<%= form_with(url: \"/x\") { hidden_field_tag :q } %>\n<p></p>\n</div>", "div(form p)", []),
        ("<div>\n<%= form_tag(\"/x\") { |f| f.submit } if editable %>\n<p></p>\n</div>", "div(form p)", []),
    ] as [(String, String, [String])])
    func aFormHelperWithoutABlockRendersItsStartTag(source: String, tree: String, issues: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.issues == issues)
    }

    /// A block that opens and closes inside one ERB tag (`items.map do |i| … end` as an
    /// argument) wraps no markup: the elements around the tag stay open across it.
    @Test(arguments: [
        "<div class=\"wrap\">\n  <%= render \"table\", rows: items.map do |i| [i.name] end %>\n</div>",
        "<div class=\"wrap\">\n  <%= render \"table\", rows: items.map do |i|\n        [i.name]\n      end %>\n</div>",
        "<% if a %>\n<div>\n  <%= render \"table\", {\n    rows: items.map do |i|\n      [{ text: if i.x\n          i.y\n        else\n          \"\"\n        end }, i.tags.map do |t| t end]\n    end,\n  } %>\n</div>\n<% end %>",
        "<div>\n  <%= render \"table\", rows: items.map { |i| case i.kind\n when :a then 1\n else 2\n end } %>\n</div>",
        "<ul>\n<% items.each do |item| %>\n  <li><%= item.tags.map do |t| t.name end.join(\", \") %></li>\n<% end %>\n</ul>",
    ])
    func aBlockInsideOneTagWrapsNoMarkup(source: String) {
        #expect(Parsed(source).issues == [])
    }

    /// (template, `Parsed.issues`): each set of attributes the tag can render.
    @Test(arguments: [
        (##"<p class="a" <% if w %>id="i"<% end %> class="b"></p>"##, ["duplicateAttribute 1:40-1:45"]),
        (##"<p class="a" <%= extra %> class="b"></p>"##, ["duplicateAttribute 1:27-1:32"]),
        (##"<p title="<%= t %>" title="x"></p>"##, ["duplicateAttribute 1:21-1:26"]),
        (##"<p <% if w %>class="a" class="b"<% end %>></p>"##, ["duplicateAttribute 1:24-1:29"]),
        (##"<p <% if w %>class="a"<% end %> <% if v %>class="b"<% end %>></p>"##, []),
        (##"<p data-<%= kind %>="a" data-="b"></p>"##, []),
    ] as [(String, [String])])
    func duplicateAttributesWithERB(source: String, issues: [String]) {
        #expect(Parsed(source).issues == issues)
    }

    @Test func aRepeatInsideABranchIsConditional() throws {
        let parsed = Parsed(##"<p class="a" <% if w %>class="b"<% end %>></p>"##)
        let issue = try #require(parsed.template.issues.first)
        #expect(parsed.issues == ["duplicateAttribute 1:24-1:29"])
        #expect(issue.isConditional)
        #expect(issue.relatedRange.map(parsed.span) == "1:4-1:9")
    }
}
