import BridgeLintCore
import BridgeLintReporters
import Foundation

/// The findings a team accepted when it adopted bridgelint (`.bridgelint-baseline.json` at
/// the project root, written by `--update-baseline`): later runs hide them and report only
/// new ones, and say which entries no longer occur so the file shrinks as they are fixed.
///
/// A finding is keyed by rule, root-relative path and a fingerprint of the text it is about
/// (the offending text and its lines, trimmed), not by line number, so it survives lines
/// moving and re-indenting; `count` says how many identical findings the key stands for.
public struct Baseline: Sendable, Equatable {
    public static let fileName = ".bridgelint-baseline.json"
    public static let formatVersion = 1

    public struct Key: Sendable, Hashable, Comparable {
        /// Root-relative path of the file the finding is in.
        public var path: String
        public var rule: String
        public var fingerprint: String

        public init(path: String, rule: String, fingerprint: String) {
            self.path = path
            self.rule = rule
            self.fingerprint = fingerprint
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.path, lhs.rule, lhs.fingerprint) < (rhs.path, rhs.rule, rhs.fingerprint)
        }
    }

    public struct Entry: Sendable, Equatable {
        public var key: Key
        public var count: Int
        /// The message of the finding, for people reading the file; not used to match.
        public var message: String

        public init(key: Key, count: Int, message: String) {
            self.key = key
            self.count = count
            self.message = message
        }
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        var merged: [Key: Entry] = [:]
        for entry in entries where entry.count > 0 {
            merged[entry.key, default: Entry(key: entry.key, count: 0, message: entry.message)].count += entry.count
        }
        self.entries = merged.values.sorted { $0.key < $1.key }
    }

    /// Which findings a run could have produced: entries outside it are kept as they are by
    /// `--update-baseline` and are never reported as gone.
    public struct Scope: Sendable {
        /// Root-relative paths of the templates linted.
        public var linted: Set<String>
        public var ranRules: Set<String>
        /// Whether the project rules ran (they report in any project file).
        public var wholeProject: Bool

        public init(linted: Set<String>, ranRules: Set<String>, wholeProject: Bool) {
            self.linted = linted
            self.ranRules = ranRules
            self.wholeProject = wholeProject
        }

        public func contains(_ key: Key) -> Bool {
            guard ranRules.contains(key.rule) else { return false }
            return Linter.isProjectRule(key.rule) ? wholeProject : linted.contains(key.path)
        }
    }

    /// What applying the baseline to a report left.
    public struct Outcome: Sendable {
        public var report: LintReport
        public var hidden: Int
        /// Entries (with the number of occurrences) that the run could have found but did not.
        public var gone: [Entry]
    }

    // MARK: - Matching

    /// The key of `diagnostic` in `file`, whose root-relative path is `path`.
    public static func key(of diagnostic: Diagnostic, in file: SourceFile, path: String) -> Key {
        Key(path: path, rule: diagnostic.ruleID, fingerprint: fingerprint(of: diagnostic, in: file))
    }

    /// A hash of the rule, the offending text and the lines it stands on (each trimmed):
    /// unchanged when the lines move or are re-indented, changed when the text itself is edited.
    static func fingerprint(of diagnostic: Diagnostic, in file: SourceFile) -> String {
        let bytes = file.bytes
        let start = min(max(diagnostic.range.start, 0), bytes.count)
        let end = min(max(diagnostic.range.end, start), bytes.count)
        let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let offending = String(decoding: bytes[start..<end], as: UTF8.self)
        let lines = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .joined(separator: "\n")
        return StableHash.fnv1a([diagnostic.ruleID, offending, lines].joined(separator: "\u{0}"))
    }

    /// Counts of the entries by key, to be used up as findings match them.
    public func remainingCounts() -> [Key: Int] {
        Dictionary(entries.map { ($0.key, $0.count) }, uniquingKeysWith: +)
    }

    /// The diagnostics of one file the baseline does not cover, using up `remaining`.
    public static func unmatched(_ diagnostics: [Diagnostic], in file: SourceFile, path: String, remaining: inout [Key: Int]) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            let key = key(of: diagnostic, in: file, path: path)
            guard let left = remaining[key], left > 0 else { return true }
            remaining[key] = left - 1
            return false
        }
    }

    /// The baseline applied file by file, in any order (a key names its file): what it hid so
    /// far, and at the end the entries nothing matched.
    public struct Matcher: Sendable {
        public let baseline: Baseline
        private var remaining: [Key: Int]
        public private(set) var hidden = 0

        public init(_ baseline: Baseline) {
            self.baseline = baseline
            remaining = baseline.remainingCounts()
        }

        /// The findings of `file` the baseline does not cover; `path` is its root-relative path.
        public mutating func unmatched(in file: FileReport, path: String) -> [Diagnostic] {
            let kept = Baseline.unmatched(file.diagnostics, in: file.file, path: path, remaining: &remaining)
            hidden += file.diagnostics.count - kept.count
            return kept
        }

        /// Entries (with the number of occurrences) that the run could have found but did not.
        public func gone(in scope: Scope) -> [Entry] {
            baseline.entries.compactMap { entry -> Entry? in
                guard let left = remaining[entry.key], left > 0, scope.contains(entry.key) else { return nil }
                return Entry(key: entry.key, count: left, message: entry.message)
            }
        }
    }

    /// Hides the findings of `report` that the baseline covers. `relativePath` gives a file's
    /// root-relative path.
    public func apply(to report: LintReport, scope: Scope, relativePath: (FileReport) -> String) -> Outcome {
        var matcher = Matcher(self)
        let files = report.files.map { file in
            FileReport(file: file.file, displayPath: file.displayPath, diagnostics: matcher.unmatched(in: file, path: relativePath(file)))
        }
        return Outcome(report: report.replacingFiles(files, hiddenByBaseline: matcher.hidden), hidden: matcher.hidden, gone: matcher.gone(in: scope))
    }

    /// This baseline with the entries inside `scope` replaced by the findings of `report`.
    public func updated(with report: LintReport, scope: Scope, relativePath: (FileReport) -> String) -> Baseline {
        let found = report.files.flatMap { file in
            let path = relativePath(file)
            return file.diagnostics.map { Entry(key: Baseline.key(of: $0, in: file.file, path: path), count: 1, message: $0.message) }
        }
        return Baseline(entries: entries.filter { !scope.contains($0.key) } + found)
    }

    // MARK: - The file

    /// The file's text: entries sorted by path, rule and fingerprint, so it diffs well.
    public func serialized() -> String {
        let document = JSONValue.object([
            ("version", .number(Baseline.formatVersion)),
            ("tool", .string("bridgelint")),
            ("findings", .array(entries.map { entry in
                .object([
                    ("path", .string(entry.key.path)),
                    ("rule", .string(entry.key.rule)),
                    ("fingerprint", .string(entry.key.fingerprint)),
                    ("count", .number(entry.count)),
                    ("message", .string(entry.message)),
                ])
            })),
        ])
        return document.serialized(pretty: true) + "\n"
    }

    /// A baseline file that cannot be used, with why.
    public struct LoadError: Error, Sendable, Equatable {
        public var message: String
    }

    /// Reads the file at `path`; nil when there is none.
    public static func load(from path: String) throws(LoadError) -> Baseline? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(message: "\(path): cannot read the baseline file")
        }
        return try parse(data, path: path)
    }

    static func parse(_ data: Data, path: String) throws(LoadError) -> Baseline {
        func failure(_ why: String) -> LoadError {
            LoadError(message: "\(path): \(why); write it again with `bridgelint --update-baseline`")
        }
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw failure("not a JSON object")
        }
        guard document["version"] as? Int == formatVersion else {
            throw failure("unsupported version \(document["version"].map { "\($0)" } ?? "(none)"); this bridgelint reads version \(formatVersion)")
        }
        guard let findings = document["findings"] as? [[String: Any]] else { throw failure("`findings` must be a list of objects") }
        var entries: [Entry] = []
        for (index, finding) in findings.enumerated() {
            guard let path = finding["path"] as? String, let rule = finding["rule"] as? String,
                  let fingerprint = finding["fingerprint"] as? String, let count = finding["count"] as? Int, count > 0 else {
                throw failure("finding \(index + 1) needs `path`, `rule`, `fingerprint` and a positive `count`")
            }
            entries.append(Entry(key: Key(path: path, rule: rule, fingerprint: fingerprint), count: count,
                                 message: finding["message"] as? String ?? ""))
        }
        return Baseline(entries: entries)
    }
}
