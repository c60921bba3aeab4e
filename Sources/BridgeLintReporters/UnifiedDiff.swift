/// A unified diff of two versions of a file, as `diff -u` prints it, for `--diff`: applies with
/// `patch -p1` and `git apply` from the folder the paths are relative to.
public enum UnifiedDiff {
    /// The diff from `old` to `new` of the file at `path` (shown as `a/path` and `b/path`),
    /// with `context` unchanged lines around each change; empty when the texts are equal.
    public static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let script = editScript(from: oldLines, to: newLines)
        let hunks = self.hunks(of: script, context: context)
        guard !hunks.isEmpty else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            let operations = script[hunk]
            let oldStart = operations.first.map { $0.oldIndex } ?? 0
            let newStart = operations.first.map { $0.newIndex } ?? 0
            let oldCount = operations.filter { $0.kind != .insert }.count
            let newCount = operations.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in operations {
                switch operation.kind {
                case .equal: output += line(" ", oldLines[operation.oldIndex])
                case .delete: output += line("-", oldLines[operation.oldIndex])
                case .insert: output += line("+", newLines[operation.newIndex])
                }
            }
        }
        return output
    }

    /// Lines with their `\n` (the last may have none), so a missing final newline is a change.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private static func line(_ marker: String, _ bytes: ArraySlice<UInt8>) -> String {
        let text = marker + String(decoding: bytes, as: UTF8.self)
        return bytes.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
    }

    /// `start,count` of a hunk, 1-based; an empty side names the line before it, and a count
    /// of one is left out, as `diff -u` does.
    private static func range(_ index: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(index),0"
        case 1: "\(index + 1)"
        default: "\(index + 1),\(count)"
        }
    }

    struct Operation: Equatable {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// The old line this operation is at (for an insert: the old line that follows).
        var oldIndex: Int
        /// The new line this operation is at (for a delete: the new line that follows).
        var newIndex: Int
    }

    /// A shortest edit script (Myers' O(ND) algorithm, iterative), after the common prefix and
    /// suffix are set aside: fixes change a few lines of a file, so D stays small.
    static func editScript(from old: [ArraySlice<UInt8>], to new: [ArraySlice<UInt8>]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var middle = myers(a, b)
        for index in middle.indices {
            middle[index].oldIndex += prefix
            middle[index].newIndex += prefix
        }
        let head = (0..<prefix).map { Operation(kind: .equal, oldIndex: $0, newIndex: $0) }
        let tail = (0..<suffix).map { offset in
            Operation(kind: .equal, oldIndex: old.count - suffix + offset, newIndex: new.count - suffix + offset)
        }
        return head + middle + tail
    }

    private static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
        let n = a.count
        let m = b.count
        let maxD = n + m
        guard maxD > 0 else { return [] }
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back through the saved frontiers, from the end to the start.
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])) ? k + 1 : k - 1
            let previousX = frontier[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(Operation(kind: .equal, oldIndex: x, newIndex: y))
            }
            guard d > 0 else { break }
            operations.append(Operation(kind: x == previousX ? .insert : .delete, oldIndex: previousX, newIndex: previousY))
            x = previousX
            y = previousY
        }
        return operations.reversed()
    }

    /// Ranges of `script` to print: each change with `context` equal lines around it, changes
    /// closer than twice the context joined into one hunk.
    static func hunks(of script: [Operation], context: Int) -> [Range<Int>] {
        let changes = script.indices.filter { script[$0].kind != .equal }
        var hunks: [Range<Int>] = []
        for change in changes {
            let lower = max(change - context, 0)
            let upper = min(change + context + 1, script.count)
            if let last = hunks.last, lower <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<upper
            } else {
                hunks.append(lower..<upper)
            }
        }
        return hunks
    }
}
