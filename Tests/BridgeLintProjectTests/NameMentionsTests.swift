import Testing
@testable import BridgeLintProject

/// Names count as whole words; values only as a Ruby symbol or a quoted string.
@Suite struct NameMentionsTests {
    @Test func valuesCountOnlyAsSymbolsOrStrings() {
        let folder = TemporaryFolder()
        folder.write("app/views/settings/index_view.rb", "CONTROLLER = :input_filter\nMAIN = \"onboarding__main\"\nModule::input_filter\n")
        folder.write("app/helpers/time_helper.rb", "def input_filter(x) = x\ninput_filter(1)\n")
        let files = RepositoryFiles.walk(root: folder.path)
        let counts = NameMentions.count([], values: ["input_filter", "onboarding__main"], in: files, folders: ["app"])
        #expect(counts["input_filter"] == ["app/views/settings/index_view.rb": 1])
        #expect(counts["onboarding__main"] == ["app/views/settings/index_view.rb": 1])
    }
}
