import Testing
@testable import BridgeLintProject

/// A real app keeps Rails UJS next to Turbo (`import Rails from "@rails/ujs"; Rails.start()`),
/// so its `link_to ..., method: :delete` links work.
@Suite struct RailsUJSTests {
    @Test(arguments: [
        ("import Rails from \"@rails/ujs\"\nRails.start()", true),
        ("import '@rails/ujs'", true),
        ("require(\"@rails/ujs\").start()", true),
        ("//= require jquery\n//= require jquery_ujs\n//= require_tree .", true),
        ("// import Rails from \"@rails/ujs\"\nimport \"@hotwired/turbo-rails\"", false),
        ("const note = \"we dropped @rails/ujs\"", false),
        ("import \"@hotwired/turbo-rails\"", false),
    ])
    func detectsUJS(source: String, loads: Bool) {
        #expect(RailsUJS.loadsUJS(Array(source.utf8)) == loads)
    }

    @Test func findsTheEntryPointOfTheAppOrOfARailsAppInASubfolder() {
        let folder = TemporaryFolder()
        folder.write("app/javascript/application.js", "import \"@hotwired/turbo-rails\"\nimport Rails from \"@rails/ujs\"\nRails.start()\n")
        #expect(RailsUJS.entryPoint(files: RepositoryFiles.walk(root: folder.path), controllerFolders: Configuration.defaultControllerPaths) == "app/javascript/application.js")

        let nested = TemporaryFolder()
        nested.write("web/app/assets/javascripts/application.js", "//= require rails-ujs\n")
        #expect(RailsUJS.entryPoint(files: RepositoryFiles.walk(root: nested.path), controllerFolders: ["web/app/javascript/controllers"]) == "web/app/assets/javascripts/application.js")
        #expect(RailsUJS.entryPoint(files: RepositoryFiles.walk(root: nested.path), controllerFolders: Configuration.defaultControllerPaths) == nil)
    }
}
