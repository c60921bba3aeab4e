import BridgeLintCore

/// The branches of a template's ERB conditionals that conditions of literals alone decide
/// (`LiteralCondition`): `<% if false && x %>` markup kept but switched off never renders;
/// under `<% if true %>`, `<% unless false %>` or an `<% elsif 1 %>` after false branches, the
/// other branches never render, and the one taken renders on every path. The parse reads the
/// template as rendered (see `TemplateParser`): what never renders is absent, and a conditional
/// whose taken branch is known is read as that branch's body alone, written without the
/// conditional, so every rule judges the markup that renders and none the markup that does not.
struct DecidedBranches {
    /// The bodies of the branches never taken, in source order (nested ones included).
    private(set) var neverRendered: [SourceRange] = []
    /// The `if`, `elsif`, `else` and `end` tags of the conditionals whose taken branch is known
    /// (or that take none): they decide nothing where the template renders.
    private(set) var decidingTags: [SourceRange] = []

    private struct Branch {
        var opener: ERBTag
        var taken: Truthiness
        /// The tag holds its keyword, its condition and nothing else.
        var isPlain: Bool
    }

    private struct Block {
        /// Nil for a block other than an `if` or `unless` whose first tag is only that.
        var branches: [Branch]?
    }

    init(bytes: [UInt8], erbTags: [ERBTag]) {
        // Most templates have no literal condition: only their conditional tags are read.
        guard erbTags.contains(where: { Self.hasLiteralCondition($0, in: bytes) }) else { return }
        var stack: [Block] = []
        for tag in erbTags where tag.kind == .code || tag.kind == .output {
            let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
            let events = RubyBlockScanner.events(in: tokens, isOutput: tag.kind == .output)
            let isPlain = tag.kind == .code && events.count == 1
            for event in events {
                switch event {
                case .open(let tokenIndex):
                    let taken = LiteralCondition.branchTaken(tokens, keywordAt: tokenIndex)
                    stack.append(Block(branches: taken.map { [Branch(opener: tag, taken: $0, isPlain: isPlain)] }))
                case .branch:
                    guard let top = stack.indices.last, stack[top].branches != nil else { continue }
                    let keyword = tokens.first { $0.kind != .newline }
                    let taken: Truthiness?
                    if let keyword, keyword.isIdentifier("else") {
                        taken = .truthy
                    } else if let keyword, keyword.isIdentifier("elsif") {
                        taken = LiteralCondition.branchTaken(tokens, keywordAt: tokens.firstIndex { $0.kind != .newline } ?? 0)
                    } else {
                        taken = nil
                    }
                    // `else` plain: the keyword alone.
                    let plainElse = keyword?.isIdentifier("else") != true || tokens.filter { $0.kind != .newline }.count == 1
                    if let taken {
                        stack[top].branches?.append(Branch(opener: tag, taken: taken, isPlain: isPlain && plainElse))
                    } else {
                        stack[top].branches = nil
                    }
                case .close:
                    guard let block = stack.popLast(), let branches = block.branches else { continue }
                    let isPlainEnd = isPlain && tokens.filter { $0.kind != .newline }.count == 1
                    decide(branches, end: tag, isPlainEnd: isPlainEnd, bytes: bytes)
                }
            }
        }
        neverRendered.sort { $0.start < $1.start }
    }

    /// Whether `tag` is a code tag that starts with `if`, `unless` or `elsif` and whose
    /// condition its literals decide.
    private static func hasLiteralCondition(_ tag: ERBTag, in bytes: [UInt8]) -> Bool {
        guard tag.kind == .code, let first = bytes[tag.contentRange.start..<tag.contentRange.end].firstIndex(where: { !HTMLTokenizer.isSpace($0) }),
              [UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "e")].contains(bytes[first]) else { return false }
        let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
        guard let keyword = tokens.firstIndex(where: { $0.kind != .newline }) else { return false }
        return LiteralCondition.branchTaken(tokens, keywordAt: keyword).map { $0 != .unknown } ?? false
    }

    /// Records what `branches`, ended by `end`, leave unrendered: each branch after one always
    /// taken, and each whose condition is false.
    /// The conditional's tags decide nothing when the branch taken (or that none is) is known,
    /// unless they are glued to words on both sides (`bridge--<% if true %>menu<% end %>`):
    /// read as blanks, they would split the word they render into two.
    private mutating func decide(_ branches: [Branch], end: ERBTag, isPlainEnd: Bool, bytes: [UInt8]) {
        var reachable = true
        var decided = true
        var taken: SourceRange?
        for (index, branch) in branches.enumerated() {
            let body = SourceRange(start: branch.opener.range.end, end: index + 1 < branches.count ? branches[index + 1].opener.range.start : end.range.start)
            if !reachable || branch.taken == .falsy {
                neverRendered.append(body)
                continue
            }
            if branch.taken == .truthy {
                reachable = false
                taken = body
            } else {
                decided = false
            }
        }
        guard decided, isPlainEnd, branches.allSatisfy(\.isPlain) else { return }
        let whole = SourceRange(start: branches[0].opener.range.start, end: end.range.end)
        let blanked = taken.map { [SourceRange(start: whole.start, end: $0.start), SourceRange(start: $0.end, end: whole.end)] } ?? [whole]
        guard !blanked.contains(where: { Self.isWordByte(before: $0.start, in: bytes) && Self.isWordByte(at: $0.end, in: bytes) }) else { return }
        decidingTags += branches.map(\.opener.range) + [end.range]
    }

    /// Whether a word (or an ERB tag, whose output may be one) ends at `offset`.
    private static func isWordByte(before offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset > 0 else { return false }
        return bytes[offset - 1] == UInt8(ascii: ">") ? offset > 1 && bytes[offset - 2] == UInt8(ascii: "%") : isWordByte(at: offset - 1, in: bytes)
    }

    /// Whether a word (or an ERB tag) starts at `offset`: not a blank, a quote, `=`, `>`, nor a
    /// `<` other than an ERB tag's.
    private static func isWordByte(at offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset < bytes.count else { return false }
        if bytes[offset] == UInt8(ascii: "<") { return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "%") }
        return !HTMLTokenizer.isSpace(bytes[offset]) && !"<>\"'=".utf8.contains(bytes[offset])
    }
}
