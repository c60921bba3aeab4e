import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// The extensions of the URLs a link goes to, as Turbo's `getExtension` reads them.
@Suite struct LinkedPathTests {
    @Test(arguments: [
        ("/reports.csv", ".csv"), ("/reports/summary.PDF?year=2025#top", ".pdf"), ("https://example.com/a/b.zip", ".zip"),
        ("https://example.com", nil), ("https://example.com/", nil), ("/reports", nil), ("/reports/", nil),
        ("/a.b/c", nil), ("/reports?format=csv", nil), ("/reports.", nil),
    ] as [(String, String?)])
    func theExtensionIsTheLastPathSegments(url: String, ending: String?) {
        #expect(LinkedPath.pathExtension(ofURL: url) == ending)
    }

    /// Every URL the element's ERB tag names must show its extension: a path or URL string, a
    /// route helper with a literal `format:`. A route helper without one, or with a computed
    /// one, makes the answer unknown.
    @Test(arguments: [
        ("<%= link_to \"Export\", reports_path(format: :csv), data: { turbo_stream: false } %>", [".csv"]),
        ("<%= link_to \"Export\", polymorphic_url([@org, :reports], format: \"xlsx\"), data: { turbo_stream: false } %>", [".xlsx"]),
        ("<%= export_link \"Export\", \"/reports.pdf\", data: { turbo_stream: false } %>", [".pdf"]),
        ("<%= link_to \"Export\", reports_path(format: :csv, q: params[:q]), data: { turbo_stream: false } %>", [".csv"]),
        ("<%= link_to \"Export\", reports_path, data: { turbo_stream: false } %>", nil),
        ("<%= link_to \"Export\", reports_path(format: fmt), data: { turbo_stream: false } %>", nil),
        ("<%= link_to \"Export\", reports_path(format: :csv), \"/x\", data: { turbo_stream: false } %>", nil),
        ("<%= link_to \"Export\", @report, data: { turbo_stream: false } %>", nil),
        ("<a href=\"/reports.csv\" data-turbo-stream=\"false\">Export</a>", [".csv"]),
        ("<a href=\"<%= path %>.csv\" data-turbo-stream=\"false\">Export</a>", nil),
        ("<form action=\"/upload.json\" data-turbo-stream=\"false\"></form>", [".json"]),
    ] as [(String, Set<String>?)])
    func extensionsOfAnElementsURLs(source: String, endings: Set<String>?) throws {
        let template = Parsed(source).template
        let element = try #require(template.elements.first { element in element.attributes.contains { $0.name == "data-turbo-stream" } })
        #expect(template.linkedPathExtensions(of: element) == endings)
    }
}
