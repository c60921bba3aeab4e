import BridgeLintCore
@testable import BridgeLintTemplate
import Testing

/// No input makes parsing quadratic: a tag with a huge number of attributes is read up to a
/// limit, and each repeated attribute is reported where it is.
@Suite struct AttributeLimitTests {
    @Test func aTagWithTooManyAttributesIsCutAndSaysSo() {
        let attributes = (0..<2_000).map { " a\($0)=\"b\"" }.joined()
        let parsed = Parsed("<div" + attributes + ">x</div>\n")
        let div = parsed.template.elements.first { $0.name == "div" }
        #expect(div?.attributes.count == TemplateParser.maximumAttributesPerTag)
        #expect(parsed.issues == ["unreadableText 1:2-1:5"])
        #expect(parsed.template.issues.first?.message.contains("2000 attributes") == true)
    }

    @Test func eachRepeatOfAnAttributeIsReportedOnce() {
        let parsed = Parsed(#"<div class="a" id="x" class="b" class="c">t</div>"# + "\n")
        #expect(parsed.issues == ["duplicateAttribute 1:23-1:28", "duplicateAttribute 1:33-1:38"])
    }
}
