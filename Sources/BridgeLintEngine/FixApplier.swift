import BridgeLintCore
import BridgeLintProject
import BridgeLintReporters
import BridgeLintTemplate
import Foundation

/// Applies the fixes diagnostics carry (`--fix`): safe ones always, unsafe ones only when asked,
/// display-only ones never. Overlapping edits are left for the next round.
///
/// Fixes never lose data: they are computed from the text each file had when it was linted,
/// a fix that would give a template a parse problem it did not have is dropped, and a file is
/// written (atomically, see `AtomicFileReplacement`) only if it still holds that text.
public enum FixApplier {
    /// How many lint-and-fix rounds `applyUntilStable` runs at most: fixes that unlock other
    /// fixes settle in a few; a pair of fixes that undo each other must not loop forever.
    public static let maximumRounds = 10

    /// Why a file that changed between lint and write was left alone.
    public static let changedSinceRead = "it changed since it was read"

    /// What `applyInPlace` did.
    public struct Outcome: Sendable {
        public var fixes = 0
        /// The paths written, as the report shows them.
        public var changedFiles: [String] = []
        /// Files whose fixes were not written, each with why (as the report shows the path).
        public var skipped: [(path: String, reason: String)] = []
    }

    /// The text of `file` with the chosen fixes applied, and how many fixes were applied.
    /// `isTemplate`: whether a path names a template of its project (by the formats its app
    /// registers, see `Workspace.isTemplate`): a template's fixes may not add parse problems.
    public static func apply(_ diagnostics: [Diagnostic], to file: SourceFile, includingUnsafe: Bool,
                             isTemplate: (String) -> Bool) -> (bytes: [UInt8], applied: Int) {
        let fixes = diagnostics.compactMap(\.fix).filter { fix in
            fix.applicability == .safe || (includingUnsafe && fix.applicability == .unsafe)
        }
        // Take whole fixes in order, skipping any that touches a range already edited.
        var chosen: [Fix] = []
        for fix in fixes.sorted(by: { ($0.edits.map(\.range.start).min() ?? 0) < ($1.edits.map(\.range.start).min() ?? 0) }) {
            let overlaps = fix.edits.contains { edit in
                edit.range.start < 0 || edit.range.start > edit.range.end || edit.range.end > file.bytes.count
                    || chosen.flatMap(\.edits).contains { $0.range.start < edit.range.end && edit.range.start < $0.range.end || $0.range == edit.range }
            }
            if !overlaps { chosen.append(fix) }
        }
        guard !chosen.isEmpty else { return (file.bytes, 0) }
        let lineBreak = file.bytes.contains(UInt8(ascii: "\r")) && file.bytes.firstRange(of: [13, 10]) != nil ? "\r\n" : "\n"
        let result = edited(file.bytes, with: chosen, lineBreak: lineBreak)
        guard isTemplate(file.path) else { return (result, chosen.count) }
        // A fix that adds a parse problem is dropped; usually none does, and one parse tells.
        let before = parseProblems(file.bytes, path: file.path)
        if !addsProblems(parseProblems(result, path: file.path), to: before) { return (result, chosen.count) }
        var kept: [Fix] = []
        for fix in chosen where !addsProblems(parseProblems(edited(file.bytes, with: kept + [fix], lineBreak: lineBreak), path: file.path), to: before) {
            kept.append(fix)
        }
        return (edited(file.bytes, with: kept, lineBreak: lineBreak), kept.count)
    }

    /// `bytes` with the edits of `fixes` (which do not overlap) made; a line break in a
    /// replacement becomes the file's own line break.
    private static func edited(_ bytes: [UInt8], with fixes: [Fix], lineBreak: String) -> [UInt8] {
        var result = bytes
        for edit in fixes.flatMap(\.edits).sorted(by: { $0.range.start > $1.range.start }) {
            let replacement = lineBreak == "\n" ? edit.replacement : edit.replacement.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: lineBreak)
            result.replaceSubrange(edit.range.start..<edit.range.end, with: Array(replacement.utf8))
        }
        return result
    }

    /// How many parse problems of each kind a template has.
    private static func parseProblems(_ bytes: [UInt8], path: String) -> [ParseIssue.Kind: Int] {
        TemplateParser.parse(SourceFile(path: path, bytes: bytes)).issues.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    }

    private static func addsProblems(_ after: [ParseIssue.Kind: Int], to before: [ParseIssue.Kind: Int]) -> Bool {
        after.contains { kind, count in count > before[kind, default: 0] }
    }

    /// The fixed text of each file of `report` that has fixes to apply, with how many.
    private static func fixedFiles(_ report: LintReport, includingUnsafe: Bool, isTemplate: (String) -> Bool) -> [(file: FileReport, bytes: [UInt8], applied: Int)] {
        report.files.compactMap { file in
            let (bytes, applied) = apply(file.diagnostics, to: file.file, includingUnsafe: includingUnsafe, isTemplate: isTemplate)
            return applied > 0 && bytes != file.file.bytes ? (file, bytes, applied) : nil
        }
    }

    /// The fixes `applyInPlace` would make, as one unified diff (each file under the path
    /// `path` gives it, by default as the report shows it), and how many fixes in how many
    /// files; nothing is written.
    public static func diff(_ report: LintReport, includingUnsafe: Bool, isTemplate: (String) -> Bool,
                            path: (FileReport) -> String = \.displayPath) -> (diff: String, fixes: Int, files: Int) {
        let fixed = fixedFiles(report, includingUnsafe: includingUnsafe, isTemplate: isTemplate)
        let diff = fixed.map { UnifiedDiff.render(old: $0.file.file.bytes, new: $0.bytes, path: path($0.file)) }.joined()
        return (diff, fixed.reduce(0) { $0 + $1.applied }, fixed.count)
    }

    /// Applies fixes to every file of `report` on disk. A file that changed since it was read,
    /// or cannot be written, is left as it is and named in `skipped`.
    public static func applyInPlace(_ report: LintReport, includingUnsafe: Bool, isTemplate: (String) -> Bool) -> Outcome {
        var outcome = Outcome()
        for fixed in fixedFiles(report, includingUnsafe: includingUnsafe, isTemplate: isTemplate) {
            switch AtomicFileReplacement.replace(fixed.file.file.path, expected: fixed.file.file.bytes, with: fixed.bytes) {
            case .success:
                outcome.fixes += fixed.applied
                outcome.changedFiles.append(fixed.file.displayPath)
            case .failure(.changedSinceRead):
                outcome.skipped.append((fixed.file.displayPath, changedSinceRead))
            case .failure(.cannotWrite(let reason)):
                outcome.skipped.append((fixed.file.displayPath, "it cannot be written: \(reason)"))
            }
        }
        return outcome
    }

    /// Fixes what `report` found, lints again, and fixes what that run finds, until a round
    /// changes nothing (at most `maximumRounds`), so that a second `--fix` has nothing left to
    /// do. `lint` reads the files as they are now. Returns the totals and the last report.
    public static func applyUntilStable(_ report: LintReport, includingUnsafe: Bool, isTemplate: (String) -> Bool,
                                        lint: () -> LintReport) -> (outcome: Outcome, report: LintReport) {
        var total = Outcome()
        var report = report
        for _ in 0..<maximumRounds {
            let round = applyInPlace(report, includingUnsafe: includingUnsafe, isTemplate: isTemplate)
            total.fixes += round.fixes
            total.changedFiles += round.changedFiles.filter { !total.changedFiles.contains($0) }
            total.skipped = round.skipped  // What the last round could not write is what is left.
            // A file that changed under us is linted again as it is now, and fixed if need be.
            guard round.fixes > 0 || round.skipped.contains(where: { $0.reason == changedSinceRead }) else { break }
            report = lint()
        }
        return (total, report)
    }
}
