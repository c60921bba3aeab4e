import BridgeLintCore

/// What renders first after an offset, on every path the template's Ruby can take from there:
/// through ERB code that renders nothing, out of the branch of an enclosing conditional, into
/// every branch of a conditional that starts, and at a loop's `end` both into its next
/// iteration and past the loop. Used to tell whether an element one path leaves open is closed
/// anyway by what always follows (`<dd>` by the next iteration's `<dt>`, or by `</dl>`).
struct FollowingMarkup {
    /// The first thing a path meets.
    enum Tag {
        case start(HTMLStartTag)
        case end(HTMLEndTag)
    }

    private let bytes: [UInt8]
    private let erbTags: [ERBTag]
    private let html: HTMLTokenizer
    /// Block events by the offset of their ERB tag (`ERBStructure.events`).
    private let events: [Int: [ERBStructure.Event]]
    /// Per block: where its opening tag ends, its branch tags (`else`, `elsif`, `when`), where its
    /// `end` ends, whether it is a loop, and whether it is a helper's block.
    private var blockOpenEnds: [Int: Int] = [:]
    private var blockBranches: [Int: [ERBTag]] = [:]
    private var blockCloseEnds: [Int: Int] = [:]
    private var loops: Set<Int> = []
    private var helperBlocks: Set<Int> = []

    /// At most this many ERB tags are followed: past it, what follows is unknown.
    private static let stepLimit = 64

    init(bytes: [UInt8], erbTags: [ERBTag], html: HTMLTokenizer, ruby: ERBStructure) {
        self.bytes = bytes
        self.erbTags = erbTags
        self.html = html
        var events: [Int: [ERBStructure.Event]] = [:]
        let tagEnds = Dictionary(erbTags.map { ($0.range.start, $0.range.end) }, uniquingKeysWith: { first, _ in first })
        for (offset, event) in ruby.events {
            events[offset, default: []].append(event)
            let end = tagEnds[offset] ?? offset
            switch event {
            case .open(let blockID, let isLoop, _):
                blockOpenEnds[blockID] = end
                if isLoop { loops.insert(blockID) }
            case .helper(_, _, _, let blockID?):
                helperBlocks.insert(blockID)
            case .branch(let blockID, let tag):
                blockBranches[blockID, default: []].append(tag)
            case .close(let blockID, _):
                blockCloseEnds[blockID] = end
            case .helper, .assignment:
                break
            }
        }
        self.events = events
    }

    /// The first tag on every path from `offset`, or nil when some path meets content first
    /// (text, ERB output), the end of the file, or Ruby whose paths are not followed here (a
    /// helper's block, a tag that both ends and opens blocks).
    func firstTags(after offset: Int) -> [Tag]? {
        var found: [Tag] = []
        var pending = [offset]
        var visited: Set<Int> = []
        var steps = 0
        while let start = pending.popLast() {
            guard visited.insert(start).inserted else { continue }
            var position = start
            while true {
                while position < bytes.count, HTMLTokenizer.isSpace(bytes[position]) { position += 1 }
                guard position < bytes.count else { return nil }
                if let tag = Self.item(at: position, in: erbTags, start: \.range.start) {
                    steps += 1
                    guard steps <= Self.stepLimit else { return nil }
                    switch tag.kind {
                    case .output, .literal:
                        return nil
                    case .comment:
                        position = tag.range.end
                        continue
                    case .code:
                        guard let next = continuations(of: tag) else { return nil }
                        pending += next.dropFirst()
                        position = next[0]
                        continue
                    }
                }
                if let comment = Self.item(at: position, in: html.comments, start: \.start) {
                    position = comment.end
                    continue
                }
                if let tag = Self.item(at: position, in: html.startTags, start: \.range.start) {
                    found.append(.start(tag))
                } else if let tag = Self.item(at: position, in: html.endTags, start: \.range.start) {
                    found.append(.end(tag))
                } else {
                    return nil
                }
                break
            }
        }
        return found
    }

    /// Where the paths through the ERB code tag `tag` go on (at least one), or nil when they are
    /// not followed here.
    private func continuations(of tag: ERBTag) -> [Int]? {
        let structural = (events[tag.range.start] ?? []).filter { event in
            if case .assignment = event { return false }
            return true
        }
        guard let event = structural.first else { return [tag.range.end] }
        guard structural.count == 1 else { return nil }
        switch event {
        case .close(let blockID, _):
            if helperBlocks.contains(blockID) { return nil }
            // A loop's `end` goes back to its body for the next iteration, or on past the loop.
            guard loops.contains(blockID) else { return [tag.range.end] }
            guard let body = blockOpenEnds[blockID] else { return nil }
            return [tag.range.end, body]
        case .branch(let blockID, _):
            // The branch that holds the path ends: the path goes on after the block.
            return blockCloseEnds[blockID].map { [$0] }
        case .open(let blockID, let isLoop, _):
            guard let end = blockCloseEnds[blockID] else { return nil }
            let branches = blockBranches[blockID] ?? []
            // Every branch may start here; with no plain `else` (or in a loop run no time) the
            // path may skip the block.
            let hasElse = branches.contains { ERBStructure.isPlainElse(RubyLexer.tokens(in: bytes, range: $0.contentRange)) }
            return [tag.range.end] + branches.map(\.range.end) + (hasElse && !isLoop ? [] : [end])
        case .helper, .assignment:
            return nil
        }
    }

    /// The item of `items` (sorted by `start`) that starts at `offset`.
    private static func item<Item>(at offset: Int, in items: [Item], start: (Item) -> Int) -> Item? {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if start(items[middle]) < offset { low = middle + 1 } else { high = middle }
        }
        return low < items.count && start(items[low]) == offset ? items[low] : nil
    }
}
