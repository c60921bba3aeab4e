@testable import BridgeLintGraph
import Testing

/// The table parts open around every render of a partial, through every render path.
@Suite struct TablePartsAroundTests {
    static let row = "app/views/trades/_row.html.erb"
    static let index = "app/views/trades/index.html.erb"
    static let controller = "app/controllers/trades_controller.rb"
    static let controllerSource = "class TradesController < ApplicationController\nend\n"

    /// (render sites of the row partial, the table parts open around every one, outermost first)
    @Test(arguments: [
        ([index: "<table><%= render \"trades/row\" %></table>"], ["table"]),
        ([index: "<table><tbody><% @trades.each do |trade| %><%= render \"trades/row\" %><% end %></tbody></table>"], ["table", "tbody"]),
        // After a row, the body browsers imply.
        ([index: "<table><tr><th>Name</th></tr><%= render \"trades/row\" %></table>"], ["table", "tbody"]),
        ([index: "<table><thead><tr><%= render \"trades/row\" %></tr></thead></table>"], ["table", "thead", "tr"]),
        // Through a partial rendered at the top of another partial, rendered in a table's body.
        ([index: "<table><tbody><%= render \"trades/rows\" %></tbody></table>", "app/views/trades/_rows.html.erb": "<%= render \"trades/row\" %>"],
         ["table", "tbody"]),
        // Two sites in the same part, by different paths: the same answer.
        ([index: "<table><tbody><%= render \"trades/row\" %></tbody></table>", "app/views/trades/show.html.erb": "<table><tbody><%= render \"trades/row\" %></tbody></table>"],
         ["table", "tbody"]),
    ] as [([String: String], [String])])
    func rowPartialInATable(files: [String: String], parts: [String]) {
        let graph = RenderGraphTests.graph(files.merging([Self.row: "<div class=\"row\"><tr><td>1</td></tr></div>"]) { $1 })
        #expect(graph.tablePartsAroundEveryRender(of: Self.row) == parts)
    }

    /// A site in a cell, outside a table, in other parts than another site, or no site at all:
    /// the partial is not built inside a table.
    @Test(arguments: [
        [index: "<table><tr><td><%= render \"trades/row\" %></td></tr></table>"],
        [index: "<div><%= render \"trades/row\" %></div>"],
        [index: "<%= render \"trades/row\" %>"],
        [index: "<table><tbody><%= render \"trades/row\" %></tbody></table><table><%= render \"trades/row\" %></table>"],
        [index: "<table><tbody><%= render \"trades/row\" %></tbody></table><div><%= render \"trades/row\" %></div>"],
        [index: "<table><%= form_with url: \"/t\" do %><%= render \"trades/row\" %><% end %></table>"],
        [:],
    ] as [[String: String]])
    func rowPartialRenderedElsewhere(files: [String: String]) {
        let graph = RenderGraphTests.graph(files.merging([Self.row: "<div class=\"row\"><tr><td>1</td></tr></div>"]) { $1 })
        #expect(graph.tablePartsAroundEveryRender(of: Self.row) == nil)
    }

    /// (render sites of the row partial, whether every one is outside any table)
    @Test(arguments: [
        ([index: "<div><%= render \"trades/row\" %></div>"], true),
        ([index: "<div><%= render \"trades/rows\" %></div>", "app/views/trades/_rows.html.erb": "<%= render \"trades/row\" %>"], true),
        // A `content_for` block renders at its layout's `yield`, not inside the elements around the block.
        ([index: "<table><% content_for :aside do %><%= render \"trades/row\" %><% end %></table>",
          "app/views/layouts/application.html.erb": "<body><aside><%= yield :aside %></aside><%= yield %></body>", Self.controller: Self.controllerSource], true),
        ([index: "<div><% content_for :rows do %><%= render \"trades/row\" %><% end %></div>",
          "app/views/layouts/application.html.erb": "<body><table><%= yield :rows %></table><%= yield %></body>", Self.controller: Self.controllerSource], false),
        ([index: "<table><tr><td><%= render \"trades/row\" %></td></tr></table>"], false),
        ([index: "<template><%= render \"trades/row\" %></template>"], false),
        // A script's template (Vue's, `type="text/template"`): a script mounts it where it chooses.
        ([index: "<table id=\"rows\"></table><script id=\"row-template\" type=\"text/template\"><%= render \"trades/row\" %></script>"], false),
        // A block whose markup another template or unread code writes around it (a component's
        // slot, a layout partial): what is open there is not known.
        ([index: "<div><%= rows.with_row do %><%= render \"trades/row\" %><% end %></div>"], false),
        ([index: "<div><%= render CardComponent.new do %><%= render \"trades/row\" %><% end %></div>"], false),
        ([index: "<div><%= render layout: \"trades/frame\" do %><%= render \"trades/row\" %><% end %></div>"], false),
        ([index: "<div><%= render \"trades/row\" %></div><table><%= render \"trades/row\" %></table>"], false),
        // What a branch before the site opened is open there on that path only: a table on the other.
        ([index: "<% if rows %><table><tbody><% else %><div class=\"grid\"><% end %><%= render \"trades/row\" %><% if rows %></tbody></table><% else %></div><% end %>"], false),
        ([index: "<% if rows %><p>Rows</p><% end %><div><%= render \"trades/row\" %></div>"], true),
        ([:], false),
    ] as [([String: String], Bool)])
    func rowPartialOutsideTables(files: [String: String], outside: Bool) {
        let graph = RenderGraphTests.graph(files.merging([Self.row: "<tr><td>1</td></tr>"]) { $1 })
        #expect(graph.rendersOutsideTables(Self.row) == outside)
    }

    /// A partial the template renders may leave a table open around its table parts (a
    /// `shared/table_start` partial with its `table_end`), and so may one bridgelint cannot
    /// find (a gem's, or a missing one): (the partial it renders first, whether it is outside any table).
    @Test(arguments: [
        (["app/views/shared/_table_start.html.erb": "<table class=\"list\">"], false),
        ([:], false),
        (["app/views/shared/_table_start.html.erb": "<p>Trades</p>"], true),
    ] as [([String: String], Bool)])
    func rowPartialAfterAPartialThatMayOpenATable(files: [String: String], outside: Bool) {
        let graph = RenderGraphTests.graph(files.merging([
            Self.index: "<div><%= render \"trades/row\" %></div>",
            Self.row: "<%= render \"shared/table_start\" %><tr><td>1</td></tr>",
        ]) { $1 })
        #expect(graph.rendersOutsideTables(Self.row) == outside)
    }
}
