import BridgeLintCore

/// What the Ruby in a template's ERB tags means for the tree: the helper elements it renders,
/// where their blocks open and close, and which conditional branch each offset sits in.
struct ERBStructure {
    enum Event {
        /// A helper element; `blockID` is set when its block holds child elements.
        case helper(HelperElementSpec, tag: ERBTag, isConditional: Bool, blockID: Int?)
        /// A block that renders no element of its own: `if`, `each do`, `case`. `isLoop`: its
        /// body may render several times (`while`, `until`, `for`, `items.each do`, `n.times {`).
        /// `condition`: for a tag that is only `if x` or `unless x`, its code (`if x`), by which
        /// two blocks on the same condition take the same branch.
        case open(blockID: Int, isLoop: Bool, condition: String?)
        /// Ruby that assigns (`x = ...`, `x ||= ...`): a condition read before that names one of
        /// `names` may change; any condition may when they are not known (nil).
        case assignment(Set<String>?)
        /// `else`, `elsif`, `when`: the block's next branch starts after `tag`.
        case branch(blockID: Int, tag: ERBTag)
        /// The `end` (or `}`) that closes a block.
        case close(blockID: Int, tag: ERBTag)
    }

    private(set) var events: [(offset: Int, event: Event)] = []
    /// The first branch of each `if x` / `unless x` block: what renders only when its condition
    /// holds (see `Template.conditionalBodies`).
    private(set) var conditionalBodies: [ConditionalBody] = []
    /// Every branch of a conditional block (see `Template.branches`), in the order they end.
    private(set) var branches: [ERBBranch] = []
    /// The `if`, `unless` and `case` blocks, each with its branches, in the order they end.
    private(set) var conditionals: [ERBConditional] = []
    /// The code and output tags holding a literal `data:` hash, with their tokens, for
    /// `LooseDataHashes` (most tags hold none).
    private(set) var tagsWithDataHashes: [(tag: ERBTag, tokens: [RubyToken])] = []
    /// `turbo_stream.<method>` calls, in source order.
    private(set) var turboStreamCalls: [TurboStreamCall] = []
    /// See `Template.railsTwoBlocks`.
    private(set) var railsTwoBlocks: [SourceRange] = []
    /// The blocks given to a method in an output tag that is no helper bridgelint models
    /// (`<%= settings_group "Privacy" do %>`, an app's own helper): its block's content renders
    /// inside markup bridgelint does not read (`TreeBuilder.mayCloseUnreadWrapper`).
    private(set) var unreadWrapperBlocks: Set<Int> = []
    /// The token that opens each block (`if`, `unless`, `case`, `begin`, `do`, `{`, `while`), by id.
    private(set) var blockOpeners: [Int: String] = [:]
    /// The `end` (or `}`) tags that close no block opened before them, in order: Ruby cannot
    /// compile such a template (a `<%= link_to ... do %>` lost, an `end` too many).
    private(set) var closersOfNoBlock: [ERBTag] = []
    /// Where the `rescue`, `ensure` and `else` of a `begin` (or of a `do` block) start: they run
    /// after the body, or after the part of it that ran before an exception, not instead of it.
    private(set) var branchesAfterBody: Set<Int> = []
    /// Offsets at which the stack of enclosing blocks and branches changes, with the segment on
    /// top of that stack (0 outside any block). Segment ids are never reused and each is created
    /// on one fixed stack below it, so the top segment identifies the whole stack.
    private var regions: [(offset: Int, key: Int)] = [(0, 0)]

    /// `textOnlyRanges`: where output is text, not markup (inside a start tag, an HTML comment,
    /// a script): a helper call there renders no element. Its block structure still counts.
    init(bytes: [UInt8], erbTags: [ERBTag], textOnlyRanges: [SourceRange]) {
        // `awaitsFirstWhen`: a `case` before its first `when`, which starts no other branch.
        var stack: [(blockID: Int, segment: Int, awaitsFirstWhen: Bool)] = []
        // Blocks on a condition whose first branch has not ended: its code and where it starts.
        var openBodies: [Int: (condition: String, start: Int)] = [:]
        // The branch of each conditional block that is open: the tag that starts it.
        var openBranches: [Int: ERBTag] = [:]
        // The finished branches of each open conditional block, and whether the open one is `else`.
        var finishedBranches: [Int: (branches: [ERBBranch], inElse: Bool)] = [:]
        var nextID = 0
        var rangeCursor = 0
        var locals = LocalAssignsAliases()
        // Blocks of `<% form_tag url do %>` (`Template.railsTwoBlocks`): where each starts.
        var railsTwoStarts: [Int: Int] = [:]
        for tag in erbTags where tag.kind == .code || tag.kind == .output {
            let tokens = RubyLexer.tokens(in: bytes, range: tag.contentRange)
            locals.read(tokens)
            if tokens.indices.contains(where: { LooseDataHashes.isDataKey(tokens, at: $0) }) { tagsWithDataHashes.append((tag, tokens)) }
            if tokens.contains(where: { $0.isIdentifier("turbo_stream") }) { turboStreamCalls += TurboStreamCall.calls(in: tokens) }
            while rangeCursor < textOnlyRanges.count, textOnlyRanges[rangeCursor].end <= tag.range.start { rangeCursor += 1 }
            let rendersText = rangeCursor < textOnlyRanges.count && textOnlyRanges[rangeCursor].start <= tag.range.start
            // An unclosed tag's Ruby is cut off by the end of the file: what it would call is unknown.
            var helper = tag.kind == .output && tag.isClosed && !rendersText ? HelperCallParser.parse(tokens, source: bytes) : nil
            // `<% form_tag url do %>` writes its form as `<%=` does, in Rails 2.
            if tag.kind == .code, tag.isClosed, !rendersText, let name = tokens.first, name.kind == .identifier,
               HelperCatalog.blockHelpersWritingFromCode.contains(name.text),
               let call = HelperCallParser.parse(tokens, source: bytes), call.blockOpenerToken != nil {
                helper = call
            }
            for blockEvent in RubyBlockScanner.events(in: tokens, isOutput: tag.kind == .output) {
                switch blockEvent {
                case .open(let tokenIndex):
                    nextID += 1
                    let blockID = nextID
                    if let call = helper, call.blockOpenerToken == tokenIndex {
                        events.append((tag.range.start, .helper(call.element, tag: tag, isConditional: call.isConditional, blockID: blockID)))
                        if tag.kind == .code { railsTwoStarts[blockID] = tag.range.start }
                        helper = nil
                    } else {
                        if tag.kind == .output, !rendersText, Self.wrapsInUnreadMarkup(tokens, openedAt: tokenIndex) { unreadWrapperBlocks.insert(blockID) }
                        let condition = Self.condition(tokens, openedAt: tokenIndex, in: bytes).map(locals.resolving)
                        events.append((tag.range.start, .open(blockID: blockID, isLoop: Self.opensLoop(tokens, at: tokenIndex), condition: condition)))
                        if let condition { openBodies[blockID] = (condition, tag.range.end) }
                        if ["if", "unless", "case"].contains(where: tokens[tokenIndex].isIdentifier) {
                            openBranches[blockID] = tag
                        }
                    }
                    blockOpeners[blockID] = tokens[tokenIndex].text
                    stack.append((blockID, blockID, tokens[tokenIndex].text == "case"))
                case .branch:
                    guard let innermost = stack.last else { continue }
                    let keyword = tokens.first { $0.kind == .identifier }?.text
                    if keyword == "rescue" || keyword == "ensure" || keyword == "else" && openBranches[innermost.blockID] == nil {
                        branchesAfterBody.insert(tag.range.start)
                    }
                    if let body = openBodies.removeValue(forKey: innermost.blockID) {
                        conditionalBodies.append(ConditionalBody(condition: body.condition, range: SourceRange(start: body.start, end: tag.range.start)))
                        // `<% else %>` of `if x`: what renders only when `x` does not hold.
                        if body.condition.hasPrefix("if "), Self.isPlainElse(tokens) {
                            openBodies[innermost.blockID] = ("unless " + body.condition.dropFirst(3), tag.range.end)
                        }
                    }
                    if let opener = openBranches[innermost.blockID] {
                        let branch = ERBBranch(opener: opener, end: tag.range.start)
                        branches.append(branch)
                        openBranches[innermost.blockID] = tag
                        // A `case` before its first `when` is no branch.
                        if !innermost.awaitsFirstWhen { finishedBranches[innermost.blockID, default: ([], false)].branches.append(branch) }
                        finishedBranches[innermost.blockID, default: ([], false)].inElse = keyword == "else"
                    }
                    nextID += 1
                    stack[stack.count - 1].segment = nextID
                    if innermost.awaitsFirstWhen {
                        stack[stack.count - 1].awaitsFirstWhen = false
                    } else {
                        events.append((tag.range.start, .branch(blockID: innermost.blockID, tag: tag)))
                    }
                case .close:
                    guard let closed = stack.popLast() else {
                        closersOfNoBlock.append(tag)
                        continue
                    }
                    if let body = openBodies.removeValue(forKey: closed.blockID) {
                        conditionalBodies.append(ConditionalBody(condition: body.condition, range: SourceRange(start: body.start, end: tag.range.start)))
                    }
                    if let opener = openBranches.removeValue(forKey: closed.blockID) {
                        let branch = ERBBranch(opener: opener, end: tag.range.start)
                        branches.append(branch)
                        let finished = finishedBranches.removeValue(forKey: closed.blockID) ?? ([], false)
                        conditionals.append(ERBConditional(branches: finished.branches + [branch], end: tag, hasElse: finished.inElse,
                                                           keyword: blockOpeners[closed.blockID] ?? "if"))
                    }
                    events.append((tag.range.start, .close(blockID: closed.blockID, tag: tag)))
                    if let start = railsTwoStarts.removeValue(forKey: closed.blockID) {
                        railsTwoBlocks.append(SourceRange(start: start, end: tag.range.end))
                    }
                }
            }
            if let call = helper, tag.kind == .output {
                events.append((tag.range.start, .helper(call.element, tag: tag, isConditional: call.isConditional, blockID: nil)))
            }
            if tokens.contains(where: { $0.kind == .punctuation && Self.assignments.contains($0.text) }) {
                events.append((tag.range.start, .assignment(Self.assignedNames(tokens))))
            }
            let key = stack.last?.segment ?? 0
            if key != regions.last?.key { regions.append((tag.range.end, key)) }
        }
    }

    /// Whether the block opened by `tokens[index]` is a loop: a `while`, `until` or `for`
    /// statement, or a `do`/`{` block given to an iterating method (`each`, `each_with_index`,
    /// `times`, `loop`, ...), named just before it or before its parenthesized arguments.
    static func opensLoop(_ tokens: [RubyToken], at index: Int) -> Bool {
        let opener = tokens[index]
        if opener.kind == .identifier, ["while", "until", "for"].contains(opener.text) { return true }
        guard opener.isIdentifier("do") || opener.isPunctuation("{") else { return false }
        var cursor = index - 1
        if cursor >= 0, tokens[cursor].isPunctuation(")") {
            var depth = 0
            while cursor >= 0 {
                if tokens[cursor].isPunctuation(")") { depth += 1 }
                if tokens[cursor].isPunctuation("("), depth == 1 { break }
                if tokens[cursor].isPunctuation("(") { depth -= 1 }
                cursor -= 1
            }
            cursor -= 1
        }
        guard cursor >= 0, tokens[cursor].kind == .identifier else { return false }
        let method = tokens[cursor].text
        return method.hasPrefix("each") || loopMethods.contains(method)
    }

    private static let assignments: Set<String> = ["=", "||=", "&&=", "+=", "-="]

    /// The variables the tag's code assigns (`@classes = ...`, `a, b = ...`), or nil when a
    /// target is more than a name (`user.name = `, `list[0] = `): then any condition may change.
    static func assignedNames(_ tokens: [RubyToken]) -> Set<String>? {
        let code = tokens.filter { $0.kind != .newline }
        var names: Set<String> = []
        for (index, token) in code.enumerated() where token.kind == .punctuation && assignments.contains(token.text) {
            var target = index - 1
            while target >= 0 {
                guard code[target].kind == .identifier || code[target].kind == .variable else { return nil }
                names.insert(code[target].text)
                // `a, b = ...`: each name before the operator, separated by commas.
                guard target >= 2, code[target - 1].isPunctuation(","), !code[target - 2].isPunctuation(")") else {
                    if target > 0, [".", "::", "&.", "]"].contains(code[target - 1].text), code[target - 1].kind == .punctuation { return nil }
                    break
                }
                target -= 2
            }
        }
        return names
    }

    /// The code of a tag that is only `if x` or `unless x` (blanks between tokens normalized),
    /// or nil. A `-` before it (`<% -if x %>`, meant as the trim mark `<%-`) negates the value
    /// of the whole `if` and leaves its branches as they are.
    static func condition(_ tokens: [RubyToken], openedAt index: Int, in bytes: [UInt8]) -> String? {
        guard index == 0 || (index == 1 && tokens[0].isPunctuation("-")),
              tokens[index].isIdentifier("if") || tokens[index].isIdentifier("unless") else { return nil }
        var words = tokens[index...].filter { $0.kind != .newline }.map { String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) }
        if words.last == "then" { words.removeLast() }
        guard words.count > 1, !words.contains("end"), !words.contains(";"), !words.contains(where: assignments.contains) else { return nil }
        return words.joined(separator: " ")
    }

    /// Whether the block opened by `tokens[index]` in an output tag goes to a method whose markup
    /// around it bridgelint does not read: a `do`/`{` block, not a loop, of a method other than
    /// those that write nothing of their own around it (`capture`, `cache`, `content_for`, ...).
    static func wrapsInUnreadMarkup(_ tokens: [RubyToken], openedAt index: Int) -> Bool {
        guard tokens[index].isIdentifier("do") || tokens[index].isPunctuation("{"), !opensLoop(tokens, at: index),
              let method = tokens[..<index].first(where: { $0.kind == .identifier }) else { return false }
        return !unwrappedBlockMethods.contains(method.text)
    }

    /// Methods whose output is their block's content as written (or nothing, where it renders).
    private static let unwrappedBlockMethods: Set<String> = ["capture", "cache", "cache_if", "cache_unless", "content_for", "provide", "with_options"]

    /// Whether the tag is only `else`.
    static func isPlainElse(_ tokens: [RubyToken]) -> Bool {
        let code = tokens.filter { $0.kind != .newline }
        return code.count == 1 && code[0].isIdentifier("else")
    }

    private static let loopMethods: Set<String> = ["times", "loop", "upto", "downto", "step", "map", "collect", "filter_map", "flat_map"]

    /// Where the later branches of the conditional whose branch holds `offset` lie (from the
    /// end of that branch to the end of the last one): nothing there renders with `offset`.
    func laterSiblingBranches(of offset: Int) -> SourceRange? {
        guard let holding = branches.filter({ $0.range.start <= offset && offset < $0.range.end }).min(by: { $0.range.length < $1.range.length }) else { return nil }
        var last = holding
        while let next = branches.first(where: { $0.opener.range.start == last.range.end }) { last = next }
        return last.range.end > holding.range.end ? SourceRange(start: holding.range.end, end: last.range.end) : nil
    }

    /// The branches enclosing `offset`: two offsets with different keys may never both render,
    /// or render a different number of times, so HTML across them cannot be judged.
    func branchKey(at offset: Int) -> Int {
        var low = 0
        var high = regions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if regions[middle].offset <= offset { low = middle } else { high = middle - 1 }
        }
        return regions[low].key
    }
}
