import BridgeLintProject
import Foundation
import Testing

/// A path as a user or a tool shows it (absolute, with `./` or `..`, or relative to the working
/// directory) names the project's file it reaches by its text.
@Suite struct ShownPathTests {
    @Test func aShownPathNamesTheFileItReaches() {
        let folder = TemporaryFolder()
        folder.write("app/views/posts/index.html.erb", "<p>posts</p>\n")
        let project = ProjectModel.load(root: folder.path, configuration: Configuration())
        let file = "app/views/posts/index.html.erb"
        #expect(project.relativePath(ofShown: folder.path + "/" + file) == file)
        #expect(project.relativePath(ofShown: folder.path + "/./app/views/comments/../posts//index.html.erb") == file)
        #expect(project.relativePath(ofShown: folder.path + "/app/views/posts/show.html.erb") == nil)
        // Relative to the working directory, else as written from the root.
        #expect(project.relativePath(ofShown: file) == file)
        #expect(project.relativePath(ofShown: "app/views/posts/missing.html.erb") == nil)
    }
}
