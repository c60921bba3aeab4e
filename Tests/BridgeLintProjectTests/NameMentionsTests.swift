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
}
