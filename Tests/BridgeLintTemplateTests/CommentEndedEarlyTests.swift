import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// An ERB comment ends at its first `%>`: in `<%# <td> <%= x %> </td> %>` that of the ERB tag
/// written inside it, so the markup after it, up to the `%>` meant to end the comment, renders.
/// A structure finding in that markup names the comment as its cause; others do not.
@Suite struct CommentEndedEarlyTests {
    static let note = "; the ERB comment at 4:5 ends at the first `%>` (that of the ERB tag opened inside it on line 5), so the markup after it, up to the `%>` on line 6, renders"

    @Test(arguments: [
        // A stray end tag the early end leaves.
        ("<table>\n  <tr>\n    <td>Name</td>\n    <%# <td class=\"old\">\n      <%= person.legacy_id %>\n    </td> %>\n  </tr>\n</table>", [true]),
        ("<section>\n  <p>a</p>\n  <div>\n    <%# <div class=\"old\">\n      <%= render \"old\" %>\n    </div></div></div> %>\n</section>", [true]),
        // A finding outside that markup says nothing of the comment.
        ("<section>\n  <p>a</p>\n  </div>\n    <%# <div class=\"old\">\n      <%= render \"old\" %>\n    </div> %>\n</section>", [false, true]),
        // A comment with `<%` in it but no `%>` after it that no ERB tag holds: no sign it ended early.
        ("<section>\n  <p>a</p>\n  <div>\n    <%# uses <%= the helper %>\n      <%= render \"old\" %>\n    </div></div>\n</section>", [false]),
    ] as [(String, [Bool])])
    func aFindingInTheMarkupNamesTheComment(source: String, named: [Bool]) {
        let issues = Parsed(source).template.issues
        #expect(issues.map { $0.message.hasSuffix(Self.note) } == named, "\(issues.map(\.message))")
        #expect(issues.map { $0.help?.hasPrefix("an ERB comment ends at the first `%>`") == true } == named)
    }
}
