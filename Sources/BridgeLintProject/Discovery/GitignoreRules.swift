/// The common subset of `.gitignore`: comments, blank lines, `!negation`, `dir/` (folders only),
/// `/anchored` and `a/b` (relative to the root), bare names and globs matching at any depth.
/// The last matching line wins, as in git.
public struct GitignoreRules: Sendable, Hashable {
    struct Rule: Sendable, Hashable {
        var glob: Glob
        var isNegated: Bool
        var matchesFoldersOnly: Bool
    }

    private let rules: [Rule]

    public init(text: String) {
        var rules: [Rule] = []
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            while line.last == " " || line.last == "\t" { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var rule = Rule(glob: Glob(""), isNegated: false, matchesFoldersOnly: false)
            if line.hasPrefix("!") {
                rule.isNegated = true
                line.removeFirst()
            }
            if line.hasPrefix("\\") { line.removeFirst() }  // `\#` and `\!` are literal
            if line.hasSuffix("/") {
                rule.matchesFoldersOnly = true
                while line.hasSuffix("/") { line.removeLast() }
            }
            guard !line.isEmpty else { continue }
            let isAnchored = line.contains("/")
            while line.hasPrefix("/") { line.removeFirst() }
            rule.glob = Glob(isAnchored ? String(line) : "**/" + line)
            rules.append(rule)
        }
        self.rules = rules
    }

    /// Whether the entry itself is ignored, not looking at the folders that contain it (a walker
    /// that does not descend into ignored folders needs no more).
    public func ignoresEntry(_ relativePath: String, isFolder: Bool) -> Bool {
        guard !rules.isEmpty else { return false }
        return ignoresEntry(segments: Glob.segments(of: relativePath), isFolder: isFolder)
    }

    /// The same for a path already split with `Glob.segments(of:)` (a walk splits each folder once).
    func ignoresEntry(segments: [[UInt8]], isFolder: Bool) -> Bool {
        guard !rules.isEmpty else { return false }
        for rule in rules.reversed() where (isFolder || !rule.matchesFoldersOnly) && rule.glob.matches(segments: segments) {
            return !rule.isNegated
        }
        return false
    }

    /// Whether git ignores the file at `relativePath`: it, or a folder containing it, is ignored.
    public func ignores(_ relativePath: String, isFolder: Bool = false) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        var prefix = ""
        for (index, part) in parts.enumerated() {
            prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
            let isLast = index == parts.count - 1
            if ignoresEntry(prefix, isFolder: isLast ? isFolder : true) { return true }
        }
        return false
    }
}
