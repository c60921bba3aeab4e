import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// Line and column of every kind of range when the text around it is not plain ASCII on LF
/// lines: multi-byte characters, tabs, CRLF, a byte-order mark, a long file.
@Suite struct PositionsTests {
    /// (template, attribute described with `Parsed.describe`). Columns count Unicode scalars.
    @Test(arguments: [
        ("<p>é😀 <span data-x=\"a b\"></span></p>", ##"data-x 1:13-1:19 = text "a b" 1:21-1:24 [a 1:21-1:22, b 1:23-1:24]"##),
        ("<p>\tcafé\t<span\tdata-x=\"ü b\"></span></p>", ##"data-x 1:16-1:22 = text "ü b" 1:24-1:27 [ü 1:24-1:25, b 1:26-1:27]"##),
        ("<div>\r\n<span\r\n  data-x=\"a\"></span>\r\n</div>", ##"data-x 3:3-3:9 = text "a" 3:11-3:12 [a 3:11-3:12]"##),
        ("\u{FEFF}<span data-x=\"a\"></span>", ##"data-x 1:7-1:13 = text "a" 1:15-1:16 [a 1:15-1:16]"##),
        ("<%# ünïcödé 😀 %><%= link_to \"é\", x, data: { x: \"😀 ok\" } %>", ##"data-x 1:45-1:46 = text "😀 ok" 1:49-1:53 [😀 1:49-1:50, ok 1:51-1:53]"##),
        ("<%= link_to \"x\", y,\r\n      data: { x: \"a\" } %>", ##"data-x 2:15-2:16 = text "a" 2:19-2:20 [a 2:19-2:20]"##),
    ])
    func attributePosition(source: String, expected: String) throws {
        let parsed = Parsed(source)
        let element = try #require(parsed.template.elements.first { $0.attribute(named: "data-x") != nil })
        #expect(parsed.describe(try parsed.attribute("data-x", of: element)) == expected)
    }

    @Test func byteOrderMarkIsNotAColumnAndNotText() throws {
        let parsed = Parsed(bytes: [0xEF, 0xBB, 0xBF] + Array("<p>x</p>".utf8))
        let paragraph = try parsed.element("p")
        #expect(parsed.span(paragraph.nameRange) == "1:2-1:3")
        #expect(parsed.template.issues.isEmpty)
        #expect(parsed.tree == "p")
    }

    @Test func crlfIssuePositions() throws {
        let parsed = Parsed("<div>\r\n  <h3>T</h2>\r\n</div>\r\n")
        #expect(parsed.issues == ["mismatchedEndTag 2:10-2:12"])
        #expect(parsed.span(try parsed.element("div").range) == "1:1-3:7")
    }

    @Test func tokenNearTheEndOfATwoThousandLineTemplate() throws {
        var lines = (1...1_999).map { "<p class=\"row-\($0)\">Line \($0) é</p>" }
        lines.append("\t<%= link_to \"Menu\", menu_path, data: { controller: \"bridge--nav other\" } %>")
        let parsed = Parsed(lines.joined(separator: "\n"))
        let link = try parsed.element("a")
        #expect(parsed.describe(try parsed.attribute("data-controller", of: link))
            == ##"data-controller 2000:41-2000:51 = text "bridge--nav other" 2000:54-2000:71 [bridge--nav 2000:54-2000:65, other 2000:66-2000:71]"##)
        #expect(parsed.template.elements.count == 2_000)
        let last = try parsed.element("p", 1_998)
        #expect(parsed.describe(try parsed.attribute("class", of: last)) == ##"class 1999:4-1999:9 = text "row-1999" 1999:11-1999:19 [row-1999 1999:11-1999:19]"##)
        #expect(parsed.template.issues.isEmpty)
    }

    @Test func escapedRubyStringTokensStayInsideTheString() throws {
        let parsed = Parsed(##"<%= tag.div title: "Say \"hi\" now" %>"##)
        let title = try #require(parsed.template.elements.first?.attribute(named: "title")?.value)
        #expect(title.staticText == #"Say "hi" now"#)
        #expect(title.staticTokens.map { "\($0.text) \(parsed.span($0.range))" } == [
            "Say 1:21-1:24", #""hi" 1:25-1:31"#, "now 1:32-1:35",
        ])
    }
}
