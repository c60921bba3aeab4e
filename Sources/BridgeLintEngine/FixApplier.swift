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

    /// Applies fixes to every file of `report` on disk; returns the number of fixes and files
    /// changed. A file that cannot be written is left as it is.
    public static func applyInPlace(_ report: LintReport, includingUnsafe: Bool) -> (fixes: Int, files: Int) {
        var fixes = 0
        var files = 0
        for file in report.files {
            let (bytes, applied) = apply(file.diagnostics, to: file.file.bytes, includingUnsafe: includingUnsafe)
            guard applied > 0, FileManager.default.createFile(atPath: file.file.path, contents: Data(bytes)) else { continue }
            fixes += applied
            files += 1
        }
        return (fixes, files)
    }
}
