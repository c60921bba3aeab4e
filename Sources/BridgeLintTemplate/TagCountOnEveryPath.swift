import BridgeLintCore

extension ERBStructure {
    /// How many more end tags than start tags of one name render on every path through the
    /// template that renders the tag at `offset`, or nil when the paths disagree. Tags outside
    /// any block count once. A block that holds `offset` renders the branch holding it, once
    /// (unless a loop holds it too). Any other block counts only when its count is the same on
    /// every path: a loop, a `do` block (`content_for`, `cache`: it may render elsewhere, or
    /// never) or an `if`/`case` without a plain `else` when each of its branches has as many
    /// start tags as end tags of the name; an `if`/`case` with an `else` (one of its branches
    /// always renders) when every branch has the same excess. `starts` and `ends`: the offsets
    /// of the name's start and end tags, in order.
    func endTagExcess(starts: [Int], ends: [Int], onPathTo offset: Int, bytes: [UInt8]) -> Int? {
        struct Frame {
            var blockID: Int
            var isLoop: Bool
            var branchStart: Int
            /// One of its branches always renders exactly once (`if`/`case` with `else`).
            var hasElse = false
            var branchExcesses: [Int] = []
            var current = 0
            /// The excess of the branch that holds `offset`, when one does.
            var taken: Int?
        }
        var frames: [Frame] = []
        var total = 0
        func add(_ count: Int) {
            if frames.isEmpty { total += count } else { frames[frames.count - 1].current += count }
        }
        var startIndex = 0
        var endIndex = 0
        func countTags(before limit: Int) {
            while startIndex < starts.count || endIndex < ends.count {
                let start = startIndex < starts.count ? starts[startIndex] : Int.max
                let end = endIndex < ends.count ? ends[endIndex] : Int.max
                guard min(start, end) < limit else { return }
                if start < end {
                    add(-1)
                    startIndex += 1
                } else {
                    add(1)
                    endIndex += 1
                }
            }
        }
        /// Ends the innermost frame's current branch at `end`.
        func endBranch(at end: Int) {
            var frame = frames[frames.count - 1]
            if frame.branchStart <= offset, offset < end { frame.taken = frame.current }
            frame.branchExcesses.append(frame.current)
            frame.current = 0
            frame.branchStart = end
            frames[frames.count - 1] = frame
        }
        for (eventOffset, event) in events {
            countTags(before: eventOffset)
            switch event {
            case .open(let blockID, let isLoop, _):
                frames.append(Frame(blockID: blockID, isLoop: isLoop, branchStart: eventOffset))
            case .helper(_, _, let isConditional, let blockID?) where isConditional:
                // `link_to_if cond, url do`: the block may render or not.
                frames.append(Frame(blockID: blockID, isLoop: false, branchStart: eventOffset))
            case .helper, .assignment:
                continue
            case .branch(let blockID, let tag):
                guard frames.last?.blockID == blockID else { return nil }
                endBranch(at: eventOffset)
                if Self.isPlainElse(RubyLexer.tokens(in: bytes, range: tag.contentRange)) { frames[frames.count - 1].hasElse = true }
            case .close(let blockID, _):
                guard let index = frames.lastIndex(where: { $0.blockID == blockID }) else { continue }
                guard index == frames.count - 1 else { return nil }
                endBranch(at: eventOffset)
                let frame = frames.removeLast()
                let insideLoop = frame.isLoop || frames.contains(where: \.isLoop)
                if let taken = frame.taken, !insideLoop {
                    add(taken)
                    continue
                }
                guard let first = frame.branchExcesses.first, frame.branchExcesses.allSatisfy({ $0 == first }),
                      first == 0 || frame.hasElse && !insideLoop else { return nil }
                add(first)
            }
        }
        guard frames.isEmpty else { return nil }
        countTags(before: Int.max)
        return total
    }
}
