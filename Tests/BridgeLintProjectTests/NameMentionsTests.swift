import Testing
@testable import BridgeLintProject

/// Ruby view code names controllers in their underscore form and dasherizes them
/// (`stimulus(controller: :input_filter)`): a symbol or a whole string in that form is a mention.
@Suite struct NameMentionsTests {
    func mentions(of names: Set<String>, in sources: [String: String]) -> [String: [String: Int]] {
        let folder = TemporaryFolder()
        for (path, text) in sources { folder.write(path, text) }
        return NameMentions.count(names, in: RepositoryFiles.walk(root: folder.path), folders: ["app"])
    }

    @Test func aRubySymbolOrStringInTheUnderscoreFormMentionsTheIdentifier() {
        let counts = mentions(of: ["input-filter", "embed-player", "onboarding--main", "search-form"], in: [
            "app/views/settings/index_view.rb": "div(data: stimulus(controller: :input_filter))\n",
            "app/views/embeds/iframe_view.rb": "STIMULUS_CONTROLLER = :embed_player\n",
            "app/views/onboarding/show_view.rb": "controller = \"onboarding__main\"\n",
            "app/views/search/_form.html.erb": "<%= tag.div data: stimulus(controller: 'search_form') %>\n",
        ])
        #expect(counts["input-filter"] == ["app/views/settings/index_view.rb": 1])
        #expect(counts["embed-player"] == ["app/views/embeds/iframe_view.rb": 1])
        #expect(counts["onboarding--main"] == ["app/views/onboarding/show_view.rb": 1])
        #expect(counts["search-form"] == ["app/views/search/_form.html.erb": 1])
    }

    /// Templates of other languages mount controllers too (a Liquid page part a model loads, a
    /// Vue component); a text file of no template language (`.txt`) is not searched.
    @Test func templatesOfOtherLanguagesMention() {
        let counts = mentions(of: ["leaflet-map"], in: [
            "app/views/pwb/page_parts/contact_location_map.liquid": "<div data-controller=\"leaflet-map\"></div>\n",
            "app/frontend/Map.vue": "<template><div data-controller=\"leaflet-map\"></div></template>\n",
            "app/views/notes.txt": "leaflet-map\n",
        ])
        #expect(counts["leaflet-map"] == ["app/views/pwb/page_parts/contact_location_map.liquid": 1, "app/frontend/Map.vue": 1])
    }

    /// A generator's template (Thor's `.tt`) writes the views the app generates next: the
    /// controllers it mounts are used (a scaffold's `_form.html.erb.tt` mounting `unfurl-link`
    /// on every rich text field).
    @Test func aGeneratorTemplateMentions() {
        let folder = TemporaryFolder()
        folder.write("lib/templates/erb/scaffold/_form.html.erb.tt", "<%%= form.rich_text_area :<%= attribute.column_name %>, data: {controller: \"unfurl-link\"} %>\n")
        folder.write("lib/generators/widget/templates/widget.rb.tt", "class <%= class_name %>Widget\n  CONTROLLER = :color_picker\nend\n")
        let counts = NameMentions.count(["unfurl-link", "color-picker"], in: RepositoryFiles.walk(root: folder.path), folders: ["lib"])
        #expect(counts["unfurl-link"] == ["lib/templates/erb/scaffold/_form.html.erb.tt": 1])
        #expect(counts["color-picker"] == ["lib/generators/widget/templates/widget.rb.tt": 1])
    }

    /// Only a symbol or a whole string in Ruby code: a method, a local, a longer string, a
    /// constant path or JavaScript in the underscore form is something else.
    @Test func otherWordsInTheUnderscoreFormAreNoMention() {
        let counts = mentions(of: ["input-filter"], in: [
            "app/helpers/filter_helper.rb": "def input_filter = nil\ninput_filter = 1\nx = \"input_filter is on\"\nFoo::input_filter\n",
            "app/javascript/application.js": "const a = \"input_filter\"\n",
        ])
        #expect(counts["input-filter"] == nil)
    }

    /// Under `config/` the underscore form names Rails controllers and routes
    /// (`controller: "airport_mode"`); the identifier itself still counts there.
    @Test func configurationMentionsOnlyTheIdentifierItself() {
        let folder = TemporaryFolder()
        folder.write("config/routes.rb", "resource :airport_mode, controller: \"airport_mode\"\n")
        folder.write("config/initializers/admin.rb", "menu.add html_options: { data: { controller: \"menu-sorting\" } }\n")
        let counts = NameMentions.count(["airport-mode", "menu-sorting"], in: RepositoryFiles.walk(root: folder.path), folders: ["config"])
        #expect(counts["airport-mode"] == nil)
        #expect(counts["menu-sorting"] == ["config/initializers/admin.rb": 1])
    }

    /// A name built from written and computed parts, in any of the app's languages, may be
    /// every identifier with those written parts in order.
    @Test func aNameBuiltByInterpolationOrConcatenationMayBeEachIdentifierOfItsShape() {
        let folder = TemporaryFolder()
        let sources = [
            "app/models/charts/chart_tag.rb": "def tag = tag(:canvas, data: { controller: \"#{type}-chart\" })\n",
            "app/views/reports/_panel.html.erb": "<div data-controller=\"search <%= kind %>-panel\"></div>\n",
            "app/views/reports/_card.html.erb": "<%= content_tag :div, \"\", data: { controller: \"#{kind}-card\" } %>\n",
            "app/javascript/widgets.js": "el.dataset.controller = `${kind}-widget`\nother.dataset.controller = \"map-\" + kind\nlast.dataset.controller = kind + '-menu'\n",
            "app/helpers/admin_helper.rb": "def admin_controller(name) = \"admin--\" + name\n",
        ]
        for (path, text) in sources { folder.write(path, text) }
        let names: Set<String> = ["allocation-chart", "monthly-amounts-chart", "stats-panel", "user-card", "clock-widget",
                                  "map-pins", "user-menu", "admin--users", "chart", "panel", "widget-x"]
        let found = NameMentions.search(names, in: RepositoryFiles.walk(root: folder.path), folders: ["app"])
        #expect(found.computed == [
            "allocation-chart": ["app/models/charts/chart_tag.rb"],
            "monthly-amounts-chart": ["app/models/charts/chart_tag.rb"],
            "stats-panel": ["app/views/reports/_panel.html.erb"],
            "user-card": ["app/views/reports/_card.html.erb"],
            "clock-widget": ["app/javascript/widgets.js"],
            "map-pins": ["app/javascript/widgets.js"],
            "user-menu": ["app/javascript/widgets.js"],
            "admin--users": ["app/helpers/admin_helper.rb"],
        ])
    }

    /// A computed part must meet the written ones at a `-` or `_`, and the written parts must
    /// hold a letter: other interpolated text names no identifier.
    @Test func interpolatedTextThatIsNoIdentifierMakesNoName() {
        #expect(ComputedName.all(in: Array(#"""
            width = "#{count}px"
            label = "#{model_name}s"
            key = "#{a}-#{b}"
            path = "/posts/#{id}/edit"
            text = "Hello " + name
            word = "hello" + name
            total = count + 1
            """#.utf8)).isEmpty)
        #expect(ComputedName.all(in: Array(#"id = "post_#{id}"; js = `${a}--${b}-chart`"#.utf8)).map(\.description).sorted() == ["*--*-chart", "post_*"])
    }
}
