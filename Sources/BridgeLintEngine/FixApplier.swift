import BridgeLintCore
import BridgeLintReporters
import Foundation

/// Applies the fixes diagnostics carry (`--fix`): safe ones always, unsafe ones only when asked,
/// display-only ones never. Overlapping edits are left for the next run.
public enum FixApplier {
    /// The text of `file` with the chosen fixes applied, and how many fixes were applied.
    public static func apply(_ diagnostics: [Diagnostic], to bytes: [UInt8], includingUnsafe: Bool) -> (bytes: [UInt8], applied: Int) {
        let fixes = diagnostics.compactMap(\.fix).filter { fix in
            fix.applicability == .safe || (includingUnsafe && fix.applicability == .unsafe)
        }
        // Take whole fixes in order, skipping any that touches a range already edited.
        var chosen: [TextEdit] = []
        var applied = 0
        for fix in fixes.sorted(by: { ($0.edits.map(\.range.start).min() ?? 0) < ($1.edits.map(\.range.start).min() ?? 0) }) {
            let overlaps = fix.edits.contains { edit in
                edit.range.end > bytes.count || chosen.contains { $0.range.start < edit.range.end && edit.range.start < $0.range.end || $0.range == edit.range }
            }
            guard !overlaps else { continue }
            chosen.append(contentsOf: fix.edits)
            applied += 1
        }
        var result = bytes
        for edit in chosen.sorted(by: { $0.range.start > $1.range.start }) {
            result.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }

    /// The fixed text of each file of `report` that has fixes to apply, with how many.
    private static func fixedFiles(_ report: LintReport, includingUnsafe: Bool) -> [(file: FileReport, bytes: [UInt8], applied: Int)] {
        report.files.compactMap { file in
            let (bytes, applied) = apply(file.diagnostics, to: file.file.bytes, includingUnsafe: includingUnsafe)
            return applied > 0 ? (file, bytes, applied) : nil
        }
    }

    /// The fixes `applyInPlace` would make, as one unified diff (paths as the report shows
    /// them), and how many fixes in how many files; nothing is written.
    public static func diff(_ report: LintReport, includingUnsafe: Bool) -> (diff: String, fixes: Int, files: Int) {
        let fixed = fixedFiles(report, includingUnsafe: includingUnsafe)
        let diff = fixed.map { UnifiedDiff.render(old: $0.file.file.bytes, new: $0.bytes, path: $0.file.displayPath) }.joined()
        return (diff, fixed.reduce(0) { $0 + $1.applied }, fixed.count)
    }

    /// Applies fixes to every file of `report` on disk; returns the number of fixes and files
    /// changed. A file that cannot be written is left as it is.
    public static func applyInPlace(_ report: LintReport, includingUnsafe: Bool) -> (fixes: Int, files: Int) {
        let written = fixedFiles(report, includingUnsafe: includingUnsafe).filter { fixed in
            FileManager.default.createFile(atPath: fixed.file.file.path, contents: Data(fixed.bytes))
        }
        return (written.reduce(0) { $0 + $1.applied }, written.count)
    }
}
