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

    /// The same answer as `hasSuffix` for ASCII suffixes, in strings and substrings, with text
    /// that is not ASCII before the suffix.
    @Test(arguments: ["show.html.erb", "éd.erb", "名前.html", ".erb", "erb", "", "x.ERB", "a.erb.bak", "café.erb"])
    func endsWithTheSameASCIISuffixesAsHasSuffix(_ text: String) {
        for suffix in [".erb", ".html", ".html.erb", "", "b", "f.erb"] {
            #expect(text.hasASCIISuffix(suffix) == text.hasSuffix(suffix), "\(text) \(suffix)")
            #expect(text.dropFirst().hasASCIISuffix(suffix) == text.dropFirst().hasSuffix(suffix))
        }
    }
}
