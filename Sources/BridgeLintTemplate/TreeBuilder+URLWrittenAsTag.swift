import BridgeLintCore

extension TreeBuilder {
    /// A URL written in angle brackets as text (`<https://www.gnu.org/licenses/>`, as license
    /// headers and plain-text mail write them): browsers read `<https:` as the start tag of an
    /// element named `https:`, so the URL is never shown and the element holds what follows up
    /// to the end of the element around it. One finding, at the tag; the element's structure
    /// issues (never closed, `/>` ignored) are its damage, not findings of their own (see
    /// `report`). Returns whether it reported.
    mutating func reportURLWrittenAsTag(_ tag: HTMLStartTag) -> Bool {
        guard let scheme = tag.name.split(separator: ":", omittingEmptySubsequences: false).first, tag.name == scheme + ":",
              scheme.first?.isLetter == true, scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
              tag.range.start < damagedFrom else { return false }
        let written = String(decoding: bytes[tag.range.start..<tag.range.end], as: UTF8.self)
        guard written.dropFirst(1 + tag.name.utf8.count).hasPrefix("//") || tag.name == "mailto:", written.hasSuffix(">") else { return false }
        let url = written.dropFirst().dropLast()
        let shown = url.count > 60 ? String(url.prefix(60)) + "…" : String(url)
        var issue = ParseIssue(kind: .textWrittenAsTag,
                               message: "`<\(shown)>` is read as the start tag of an element named `\(tag.name)`, not as text: browsers show nothing of the URL, and what follows it lands inside that element",
                               range: tag.range,
                               help: "write the brackets as `&lt;` and `&gt;` (`&lt;\(shown)&gt;`), or link the URL (`<a href=\"\(shown)\">\(shown)</a>`)")
        issue.fix = Fix(title: "write the brackets as `&lt;` and `&gt;`", edits: [
            TextEdit(range: SourceRange(start: tag.range.start, end: tag.range.start + 1), replacement: "&lt;"),
            TextEdit(range: SourceRange(start: tag.range.end - 1, end: tag.range.end), replacement: "&gt;"),
        ], applicability: .safe)
        issues.append(issue)
        return true
    }
}
