import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An element whose end tag HTML lets one omit (`dd`, `dt`, `li`, `p`, `option`, table cells and
/// rows, ruby annotations), closed in one branch of an `if` and left open in another, is closed
/// on that other path by what always follows the `if` (the next iteration's `<dt>`, the
/// parent's end tag, a block that ends a paragraph) before anything renders: the tree is the
/// same on every path, so there is no finding. Content, or a tag that does not end the element,
/// on any path after the `if` keeps the finding.
@Suite struct ClosedByWhatFollowsTests {
    @Test(arguments: [
        // The next iteration's `<dt>`, or `</dl>` after the last one.
        ("<dl>\n<% items.each do |item| %>\n  <dt><%= item.name %></dt>\n  <dd>\n  <% if item.value %>\n    <%= item.value %></dd>\n  <% else %>\n    none\n  <% end %>\n<% end %>\n</dl>", false),
        // The other branch leaves it open, the first closes it; an HTML and an ERB comment between.
        ("<fieldset><dl>\n  <dt>Name</dt>\n  <dd>\n  <% if ok %>\n    yes\n  <% else %>\n    no</dd>\n  <% end %>\n  <!-- end --><%# done %>\n</dl></fieldset>", false),
        // A later `if` whose every path starts with what ends it.
        ("<dl>\n  <dt>A</dt>\n  <dd>\n  <% if a %>x</dd><% else %>y<% end %>\n  <% if b %><dt>B</dt><% else %><dd>C</dd><% end %>\n</dl>", false),
        // Each element with its own closers.
        ("<ul>\n<% items.each do |item| %>\n  <li>\n  <% if item.done %>done</li><% else %>open<% end %>\n<% end %>\n</ul>", false),
        ("<div>\n  <p>\n  <% if a %>x</p><% else %>y<% end %>\n  <div>z</div>\n</div>", false),
        ("<table><tr>\n  <td>\n  <% if a %>x</td><% else %>y<% end %>\n  <td>z</td>\n</tr></table>", false),
        ("<table><tr>\n  <td>\n  <% if a %>x</td><% else %>y<% end %>\n</tr></table>", false),
        ("<select>\n  <option>\n  <% if a %>x</option><% else %>y<% end %>\n</select>", false),
        // A cell and its row, both closed in one branch: the next `<tr>` (or `</table>`) closes both.
        ("<table>\n  <tr><td>\n  <% if a %>x</td></tr><% else %>y<% end %>\n  <tr><td>z</td></tr>\n</table>", false),
        ("<table>\n  <tr><td>\n  <% if a %>x</td></tr><% else %>y<% end %>\n</table>", false),
        ("<ul>\n  <li><p>\n  <% if a %>x</p></li><% else %>y<% end %>\n  <li>z</li>\n</ul>", false),
        // What follows closes the cell but not the row: the row holds it on that path.
        ("<table>\n  <tr><td>\n  <% if a %>x</td></tr><% else %>y<% end %>\n  <td>z</td>\n</table>", true),
        ("<ruby>漢<rt>\n<% if a %>kan</rt><% else %>han<% end %>\n<rp>)</rp></ruby>", false),
        // Content after the `if`, on one path or all, lands inside the element on the open path.
        ("<dl>\n  <dt>A</dt>\n  <dd>\n  <% if a %>x</dd><% else %>y<% end %>\n  note\n</dl>", true),
        ("<dl>\n<% items.each do |item| %>\n  <%= item.name %>\n  <dd>\n  <% if a %>x</dd><% else %>y<% end %>\n<% end %>\n</dl>", true),
        // What follows does not end it.
        ("<dl>\n  <dt>A</dt>\n  <dd>\n  <% if a %>x</dd><% else %>y<% end %>\n  <span>z</span>\n</dl>", true),
        ("<ul>\n  <li>\n  <% if a %>x</li><% else %>y<% end %>\n  <div>z</div>\n</ul>", true),
        ("<ruby>漢<rtc>\n<% if a %>kan</rtc><% else %>han<% end %>\n<rt>)</rt></ruby>", true),
        // An element whose end tag cannot be left out.
        ("<section>\n  <div>\n  <% if a %>x</div><% else %>y<% end %>\n</section>", true),
        // A path that may skip a later `if` meets content.
        ("<dl>\n  <dt>A</dt>\n  <dd>\n  <% if a %>x</dd><% else %>y<% end %>\n  <% if b %><dt>B</dt><% end %>\n  tail\n</dl>", true),
    ])
    func anOptionalEndTagOnePathLeavesOut(source: String, reported: Bool) {
        let issues = Parsed(source).template.issues.filter { $0.kind == .mismatchedEndTag }
        #expect(issues.isEmpty == !reported, "\(issues.map(\.message))")
    }
}
