import BridgeLintCore
import Foundation
import Testing
@testable import BridgeLintTemplate

/// bridgelint's element tree against html5lib's (a WHATWG-conformant parser) on the same
/// snippets with their ERB blanked the same way: our own snippets, every template of the
/// example apps, and generated ones. The trees (tag, depth, order) must agree, and every
/// structural finding must sit where html5lib reports a parse error (or builds another tree).
/// What may differ is listed in `Difference`, each with its reason; anything else fails with
/// both trees. libxml2 (HTML 4 rules) is measured on the same snippets as a cross-check.
@Suite struct HTML5DifferentialTests {
    /// Where bridgelint knowingly builds another tree than a browser, and why.
    enum Difference: String, CaseIterable {
        case erbBranches, helperBlocks, tablePartsOutsideTable, formattingReconstruction, tableModes, tableInTable, selectContent

        var reason: String {
            switch self {
            case .erbBranches:
                "ERB `if`/`else`: bridgelint reads each branch from the `if`'s state and keeps the first branch's result; html5lib sees the tags of every branch one after another"
            case .helperBlocks:
                "a helper's block (`<%= tag.div do %>`) renders an element html5lib never sees, and an HTML end tag inside the block does not close elements outside it"
            case .tablePartsOutsideTable:
                "`<tr>`, `<td>` with no `<table>` in the template (a row partial): browsers parsing the snippet alone drop them, but the template is rendered inside another's table, so bridgelint keeps them"
            case .formattingReconstruction:
                "a misnested formatting end tag (`<b><div>x</b>`, `<p><b>x</p>y`): browsers clone the formatting element (adoption agency, active formatting elements); bridgelint keeps one element per start tag and reports the misnesting"
            case .tableModes:
                "markup in a table outside its rows and cells: browsers move it before the table (foster parenting), add the missing `<tr>`, or drop it; bridgelint keeps it where written"
            case .tableInTable:
                "`<table>` directly in an open table: the standard ends the open table and starts a new one (bridgelint does); html5lib 1.1, parsing a fragment, drops the new one"
            case .selectContent:
                "tags inside `<select>` other than `option`/`optgroup`: html5lib drops them (the rules before 2025); browsers with customizable `<select>` keep them, as bridgelint does"
            }
        }
    }

    /// Structural findings; unclosed ERB and bad bytes are not html5lib's business.
    private static let structuralKinds: Set<ParseIssue.Kind> = [.mismatchedEndTag, .unclosedElement, .invalidNesting, .duplicateAttribute, .unterminatedAttributeValue]
    private static let implied: Set<String> = ["html", "head", "body"]
    private static let formatting: Set<String> = ["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"]

    @Test func treesAgreeWithHTML5lib() throws {
        try HTML5Oracle.require()
        let sources = [("own", DifferentialCorpus.handWritten), ("example", DifferentialCorpus.exampleTemplates()),
                       ("generated", DifferentialCorpus.generated(count: 2_000))]
        let snippets = sources.flatMap(\.1)
        let sourceOf = sources.flatMap { source in source.1.map { _ in source.0 } }
        #expect(snippets.count >= 2_000)
        let templates = snippets.map { TemplateParser.parse(SourceFile(path: "snippet.html.erb", text: $0)) }
        let blanked = templates.map { String(decoding: TextMasker.mask($0.file.bytes, erbTags: $0.erbTags, byteOrderMarkLength: $0.file.byteOrderMarkLength).bytes, as: UTF8.self) }
        let oracle = try HTML5Oracle.parse(blanked)
        try #require(oracle.count == snippets.count)

        var agreements = 0
        var agreementsBySource: [String: Int] = [:]
        var confirmedFindings = 0
        var libxml2Agreements = 0
        var explained: [Difference: Int] = [:]
        var findings = 0
        var unexplained: [String] = []
        for (index, template) in templates.enumerated() {
            let ours = tree(of: template, blanked: blanked[index])
            let theirs = oracle[index]
            if LibXML2Tree.nodes(of: Array(blanked[index].utf8), skipping: HTML5DifferentialTests.implied) == theirs.tree { libxml2Agreements += 1 }
            let sameTree = ours == theirs.tree
            let reasons = differences(in: template, ours: ours, theirs: theirs)
            if sameTree {
                agreements += 1
                agreementsBySource[sourceOf[index], default: 0] += 1
            } else if let reason = reasons.first {
                explained[reason, default: 0] += 1
            } else {
                unexplained.append("tree differs for \(snippets[index].debugDescription)\n  bridgelint: \(ours)\n  html5lib:   \(theirs.tree)\n  html5lib errors: \(theirs.errors.map(\.code))")
            }
            let lines = template.file
            for issue in template.issues where HTML5DifferentialTests.structuralKinds.contains(issue.kind) {
                findings += 1
                let issueLines = [issue.range, issue.relatedRange].compactMap { $0.map { lines.location(of: $0).start.line } }
                let confirmed = theirs.errors.contains { error in
                    issueLines.contains(error.line) || issue.kind == .unterminatedAttributeValue && error.line >= issueLines[0]
                }
                if confirmed { confirmedFindings += 1 }
                if !confirmed, sameTree, reasons.isEmpty {
                    unexplained.append("no html5lib error near `\(issue.kind)` at \(lines.location(of: issue.range).start.line) in \(snippets[index].debugDescription): \(issue.message)\n  html5lib errors: \(theirs.errors.map { "\($0.line):\($0.column) \($0.code)" })")
                }
            }
        }
        let byKind = Difference.allCases.map { "\($0.rawValue) \(explained[$0, default: 0])" }.joined(separator: ", ")
        let bySource = sources.map { "\($0.0) \(agreementsBySource[$0.0, default: 0])/\($0.1.count)" }.joined(separator: ", ")
        print("html5lib differential: \(snippets.count) snippets; trees agree on \(agreements) (\(bySource)), differ as allowed on \(explained.values.reduce(0, +)) (\(byKind)), unexplained \(unexplained.count); \(findings) structural findings, \(confirmedFindings) on a line where html5lib reports a parse error; libxml2's own tree agrees on \(libxml2Agreements)")
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained disagreements:\n\(unexplained.prefix(25).joined(separator: "\n"))")
    }

    /// bridgelint's HTML elements as (tag, depth): helper elements, `html`/`head`/`body` and
    /// implied `<tbody>`s are left out (html5lib sees blanks where helpers are, and adds the others itself).
    private func tree(of template: Template, blanked: String) -> [HTML5Oracle.Node] {
        let masked = Array(blanked.utf8)
        var depth: [Int: Int] = [:]
        var nodes: [HTML5Oracle.Node] = []
        // As html5lib_trees.py does: an implied `<tbody>` is left out when the snippet writes none.
        let writesTableBody = blanked.lowercased().contains("<tbody")
        for element in template.elements {
            let parentDepth = element.parent.flatMap { depth[$0] } ?? -1
            let kept = element.origin == .html && !HTML5DifferentialTests.implied.contains(element.name)
                && !(element.isImplied && element.name == "tbody" && !writesTableBody)
            depth[element.index] = kept ? parentDepth + 1 : parentDepth
            guard kept else { continue }
            // `<h<%= n %>>`: html5lib reads the blanked name.
            let name = element.name == "#dynamic"
                ? String(decoding: masked[element.nameRange.start..<element.nameRange.end], as: UTF8.self).lowercased()
                : element.name
            nodes.append(HTML5Oracle.Node(tag: name, depth: parentDepth + 1))
        }
        return nodes
    }

    /// The documented differences that may apply to this snippet.
    private func differences(in template: Template, ours: [HTML5Oracle.Node], theirs: HTML5Oracle.Parse) -> [Difference] {
        var result: [Difference] = []
        let bytes = template.file.bytes
        let branchWords: Set<String> = ["else", "elsif", "when"]
        if template.erbTags.contains(where: { tag in
            let code = String(decoding: bytes[tag.contentRange.start..<tag.contentRange.end], as: UTF8.self)
            return code.split(whereSeparator: { !$0.isLetter }).contains { branchWords.contains(String($0)) }
        }) {
            result.append(.erbBranches)
        }
        if template.elements.contains(where: { $0.origin != .html && !$0.children.isEmpty }) { result.append(.helperBlocks) }
        let tableParts: Set<String> = ["caption", "col", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr"]
        if template.elements.contains(where: { element in
            tableParts.contains(element.name) && !template.selfAndAncestors(of: element).contains { $0.name == "table" }
        }) {
            result.append(.tablePartsOutsideTable)
        }
        let formattingCount = { (nodes: [HTML5Oracle.Node]) in nodes.filter { HTML5DifferentialTests.formatting.contains($0.tag) }.count }
        if theirs.errors.contains(where: { $0.code.hasPrefix("adoption-agency") }) || formattingCount(theirs.tree) > formattingCount(ours) {
            result.append(.formattingReconstruction)
        }
        let tableContainers: Set<String> = ["table", "tbody", "thead", "tfoot", "tr"]
        if template.elements.contains(where: { element in
            let parent = element.parent.map { template.elements[$0].name }
            let misplaced = parent.map(tableContainers.contains) == true && !tableParts.contains(element.name) && !["script", "style", "template"].contains(element.name)
            let cellOutsideRow = ["td", "th"].contains(element.name) && parent != "tr"
            return misplaced || cellOutsideRow
        }) {
            result.append(.tableModes)
        }
        if theirs.errors.contains(where: { $0.code == "unexpected-start-tag-implies-end-tag" }), ours.filter({ $0.tag == "table" }).count > theirs.tree.filter({ $0.tag == "table" }).count {
            result.append(.tableInTable)
        }
        if theirs.errors.contains(where: { $0.code.contains("select") }) { result.append(.selectContent) }
        return result
    }
}
