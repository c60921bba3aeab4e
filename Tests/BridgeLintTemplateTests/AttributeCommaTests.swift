import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// Commas between attributes (`type="submit", name="q"`): browsers read a `,` where a name may
/// start as the start of an attribute name, which runs to the next blank, `/`, `=` or `>`.
@Suite struct AttributeCommaTests {
    /// (template, `Parsed.damage`, the text after applying the issue's edits)
    @Test(arguments: [
        // A blank after each comma: attributes named `,`, which do nothing; one finding per tag, not
        // "`,` set twice".
        (##"<input type="submit", name="q", value="Go">"##, ["commaBetweenAttributes 1:21-1:22 harmless"], ##"<input type="submit" name="q" value="Go">"##),
        (##"<div class="a" , id="b",>x</div>"##, ["commaBetweenAttributes 1:16-1:17 harmless"], ##"<div class="a"  id="b">x</div>"##),
        // Glued to the next name: `,name` is one attribute, and the tag has no `name`.
        (##"<input type="submit",name="q">"##, ["commaBetweenAttributes 1:21-1:26 moves"], ##"<input type="submit" name="q">"##),
        (##"<input type="submit" ,name="q", value="Go">"##, ["commaBetweenAttributes 1:22-1:27 moves"], ##"<input type="submit" name="q" value="Go">"##),
        (##"<input type=submit ,name=q>"##, ["commaBetweenAttributes 1:20-1:25 moves"], ##"<input type=submit name=q>"##),
        // Commas inside a value, or in a Ruby hash of an ERB tag, are not between attributes.
        (##"<meta name="viewport" content="width=device-width, initial-scale=1">"##, [], ""),
        (##"<%= tag.input type: "submit", name: "q" %>"##, [], ""),
    ])
    func commasBetweenAttributes(source: String, damage: [String], fixed: String) throws {
        let parsed = Parsed(source)
        #expect(parsed.damage == damage)
        guard let issue = parsed.template.issues.first, !fixed.isEmpty else { return }
        var bytes = Array(source.utf8)
        #expect(issue.fix?.title == "remove the commas")
        #expect(issue.fix?.applicability == .safe)
        for edit in (issue.fix?.edits ?? []).sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        #expect(String(decoding: bytes, as: UTF8.self) == fixed)
        #expect(Parsed(fixed).issues.isEmpty)
    }

    @Test func theMessageNamesTheLostAttributes() throws {
        let glued = try #require(Parsed(##"<input type="submit",name="q",value="Go">"##).template.issues.first)
        #expect(glued.message.hasSuffix("this tag gets attributes named `,name` and `,value` and the `name` and `value` written here are lost"))
        let spaced = try #require(Parsed(##"<input type="submit", name="q">"##).template.issues.first)
        #expect(spaced.message.contains("an attribute named `,`, which does nothing"))
    }

    /// A pair in Ruby's hash syntax after a comma (`class: "left inline"`, `target: '_blank'`)
    /// sets nothing: browsers read its key and the words of its value as attribute names. No
    /// fix: the value belongs in an attribute of that name, or in the one the tag has.
    @Test(arguments: [
        (##"<div class="large-3 columns", class: "left inline">"##,
         "`class: \"left inline\"` is Ruby's hash syntax, which browsers read as attributes named `class:`, `\"left` and `inline\"`, so it sets no `class`",
         "add `left inline` to the tag's `class` and remove the commas"),
        (##"<a href="/x", target: '_blank'>x</a>"##,
         "`target: '_blank'` is Ruby's hash syntax, which browsers read as attributes named `target:` and `'_blank'`, so it sets no `target`",
         "write it as HTML, `target=\"_blank\"`, and remove the commas"),
    ])
    func aRubyHashPairSetsNothing(source: String, message: String, help: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.message.hasSuffix(message))
        #expect(issue.help == help)
        #expect(issue.fix == nil)
    }

    /// A comma glued to ERB output (`,<%= attrs %>`) joins a name known only at run time.
    @Test func aCommaGluedToOutputIsNotJudged() {
        #expect(Parsed(##"<input type="submit",<%= extra %> name="q">"##).issues.isEmpty)
    }
}
