import BridgeLintCore

/// An `if`, `unless` or `case` block: its branches in order (a `case`'s text before its first
/// `when` is none) and the `end` that closes it.
struct ERBConditional {
    var branches: [ERBBranch]
    var end: ERBTag
    /// The last branch is an `else`: some branch renders on every path.
    var hasElse: Bool
    /// `if`, `unless` or `case`.
    var keyword: String
}

/// A start tag opened in the branches of an ERB conditional and finished after its `end`:
///
///     <% if voted %><a class="vote on"<% else %><a class="vote"<% end %> data-id="1">up</a>
///
/// Only one branch renders, so each path renders one well-formed tag: that branch's name and
/// attributes, then the attributes after the `end` up to the `>`. Read straight through, the
/// masked text is one tag holding `<a` as an attribute name; this splits it into one tag per
/// branch that opens one. A branch that opens none (or the path where no branch renders, for a
/// block without `else`) renders the rest of the tag as text: that path is reported, unless the
/// branch writes ERB output, which may render the start tag.
///
/// Left as read (and reported as a tag without `>` where it is one): a tag that never ends, one
/// whose quoted value swallowed markup, markup among the attributes after the `end` or in a
/// branch after its tag's name, a branch with text before its tag, and conditionals nested
/// around the tag that end inside it too.
enum BranchedStartTags {
    struct Split {
        /// Index in the tokenizer's start tags -> the tags each branch renders, in order.
        var tags: [Int: [HTMLStartTag]] = [:]
        var issues: [ParseIssue] = []
    }

    /// `bytes`: the template's text; `masked`: the same with its ERB blanked, as the tokenizer read it.
    static func split(_ startTags: [HTMLStartTag], conditionals: [ERBConditional], erbTags: [ERBTag], bytes: [UInt8], masked: [UInt8]) -> Split {
        var result = Split()
        for conditional in conditionals {
            let end = conditional.end.range
            // The tag read across the `end`: the last one starting before it.
            let index = RenderedText.firstIndex(startTags.count, atOrAfter: end.start) { startTags[$0].range.start } - 1
            guard index >= 0, result.tags[index] == nil else { continue }
            let tag = startTags[index]
            guard tag.closeOffset >= end.end, tag.closeOffset < masked.count, tag.unterminatedValue == nil,
                  let first = conditional.branches.firstIndex(where: { $0.range.start <= tag.range.start && tag.range.start < $0.range.end }),
                  !conditionals.contains(where: { other in
                      other.end.range != end && tag.range.start < other.end.range.start && other.end.range.end <= tag.closeOffset
                          && other.branches.contains { $0.range.start <= tag.range.start && tag.range.start < $0.range.end }
                  }),
                  let split = split(tag, over: conditional, from: first, erbTags: erbTags, bytes: bytes, masked: masked) else { continue }
            result.tags[index] = split.tags
            result.issues += split.issue.map { [$0] } ?? []
        }
        return result
    }

    private static func split(_ tag: HTMLStartTag, over conditional: ERBConditional, from first: Int, erbTags: [ERBTag],
                              bytes: [UInt8], masked: [UInt8]) -> (tags: [HTMLStartTag], issue: ParseIssue?)? {
        let endTag = conditional.end.range
        let tail = tag.attributes.filter { $0.nameRange.start >= endTag.end }
        guard !tail.contains(where: startsMarkup) else { return nil }
        var tags: [HTMLStartTag] = []
        var withoutTag: [ERBBranch] = []
        for (number, branch) in conditional.branches.enumerated() {
            let own = tag.attributes.filter { branch.range.start <= $0.nameRange.start && $0.nameRange.start < branch.range.end }
            // An attribute running past its branch's end (a value opened in one branch) is not one branch's.
            guard own.allSatisfy({ $0.range.end <= branch.range.end }) else { return nil }
            var opened: HTMLStartTag
            if number == first {
                guard !own.contains(where: startsMarkup) else { return nil }
                opened = tag
                opened.attributes = own
            } else if number < first || !own.contains(where: startsMarkup) {
                // Text (read as attributes straight through): on its path, text before the rest.
                withoutTag.append(branch)
                continue
            } else {
                let markup = own[0]
                guard startsMarkup(markup), markup.valueRange == nil, !own.dropFirst().contains(where: startsMarkup),
                      masked[branch.range.start..<markup.nameRange.start].allSatisfy(HTMLTokenizer.isSpace) else { return nil }
                let nameRange = SourceRange(start: markup.nameRange.start + 1, end: markup.nameRange.end)
                guard nameRange.end > nameRange.start, HTMLTokenizer.isASCIILetter(masked[nameRange.start]),
                      !masked[nameRange.start..<nameRange.end].contains(UInt8(ascii: "/")) else { return nil }
                opened = tag
                opened.range = SourceRange(start: markup.nameRange.start, end: tag.range.end)
                opened.name = HTMLTokenizer.lowercased(masked, nameRange.start, nameRange.end)
                opened.nameRange = nameRange
                opened.attributes = Array(own.dropFirst())
            }
            opened.attributes += tail
            opened.markupAsAttribute = nil
            opened.otherBranches = SourceRange(start: branch.range.end, end: endTag.end)
            tags.append(opened)
        }
        return (tags, textPathIssue(tag, tail: tail, conditional: conditional, withoutTag: withoutTag, erbTags: erbTags, bytes: bytes, masked: masked))
    }

    /// An attribute name starting with `<`: a start tag read as an attribute.
    private static func startsMarkup(_ attribute: HTMLRawAttribute) -> Bool {
        attribute.name.utf8.first == UInt8(ascii: "<")
    }

    /// The finding for the paths that render no start tag before the rest of `tag`: browsers
    /// show that rest as text. Nil when each such branch writes ERB output, which may render one.
    private static func textPathIssue(_ tag: HTMLStartTag, tail: [HTMLRawAttribute], conditional: ERBConditional, withoutTag: [ERBBranch],
                                      erbTags: [ERBTag], bytes: [UInt8], masked: [UInt8]) -> ParseIssue? {
        let silent = withoutTag.filter { branch in
            !erbTags.contains { $0.kind == .output && branch.range.start <= $0.range.start && $0.range.end <= branch.range.end }
        }
        let path: String
        let related: ERBTag
        if let branch = silent.first {
            path = "the \(branchName(branch, conditional: conditional, bytes: bytes)) on line \(line(of: branch.opener.range.start, in: bytes)) renders none"
            related = branch.opener
        } else if !conditional.hasElse {
            let opener = conditional.branches.first?.opener ?? conditional.end
            path = switch conditional.keyword {
            case "unless": "when the `unless` condition holds, no branch renders"
            case "case": "when no `when` matches, no branch renders"
            default: conditional.branches.count > 1 ? "when no condition holds, no branch renders" : "when the `if` condition is false, its body does not render"
            }
            related = opener
        } else {
            return nil
        }
        let shown = tail.first?.nameRange ?? SourceRange(start: tag.closeOffset, end: tag.closeOffset + 1)
        return ParseIssue(kind: .unterminatedAttributeValue,
                          message: "this is the rest of the start tag `<\(tag.name)` that the `\(conditional.keyword)` on line \(line(of: (conditional.branches.first?.opener ?? conditional.end).range.start, in: bytes)) opens in its branches, but \(path): there browsers show it, up to the `>` on line \(line(of: tag.closeOffset, in: bytes)), as text",
                          range: shown, relatedRange: related.range, relatedMessage: "this path opens no `<\(tag.name)`",
                          help: "open the tag in every branch (an `else` with the tag's plain form), or move the attributes into each branch")
    }

    /// How a message names `branch`: its opener's keyword (`if`, `else`, `when`).
    private static func branchName(_ branch: ERBBranch, conditional: ERBConditional, bytes: [UInt8]) -> String {
        let keyword = RubyLexer.tokens(in: bytes, range: branch.opener.contentRange).first { $0.kind == .identifier }?.text ?? conditional.keyword
        return "`\(keyword)` branch"
    }

    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[0..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
