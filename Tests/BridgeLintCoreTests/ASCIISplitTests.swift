import BridgeLintCore
import Testing

@Suite struct ASCIISplitTests {
    /// The same parts as `split(separator:)`, empty ones kept or not, in strings and substrings,
    /// with text that is not ASCII between the separators.
    @Test(arguments: ["app/views/posts/_form.html.erb", "/a//b/", "", "/", "édition/ünïcode/名前", "no-separator", "a/"])
    func givesTheSamePartsAsSplittingByCharacter(_ text: String) {
        #expect(text.parts(separatedBy: "/") == text.split(separator: "/"))
        #expect(text.parts(separatedBy: "/", omittingEmpty: false) == text.split(separator: "/", omittingEmptySubsequences: false))
        let substring = text.dropFirst()
        #expect(substring.parts(separatedBy: "/") == substring.split(separator: "/"))
    }

    @Test func splitsRouteNamesAtUnderscores() {
        #expect("edit_admin_post".parts(separatedBy: "_") == ["edit", "admin", "post"])
    }
}
