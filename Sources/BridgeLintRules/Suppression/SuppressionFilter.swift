import BridgeLintCore
import BridgeLintTemplate

/// Removes the diagnostics that directives silence, and reports directives that silence
/// nothing or name rules that do not exist (`suppression-unused`).
public struct SuppressionFilter: Sendable {
    let directives: [SuppressionDirective]
    let file: SourceFile

    /// Whether the file has no suppression comment: the filter changes nothing.
    public var isEmpty: Bool { directives.isEmpty }

    public init(template: Template) {
        self.init(file: template.file, directives: SuppressionDirective.all(in: template))
    }

    /// The directives of a file that is not a template (see `SuppressionDirective.all(inCodeComments:of:)`).
    public init(file: SourceFile, directives: [SuppressionDirective]) {
        self.directives = directives
        self.file = file
    }

    /// The diagnostics left, plus `suppression-unused` findings at `unusedSeverity` (nil:
    /// that rule is off). A comment naming a rule that did not run (not in `ranRuleIDs`: off
    /// in the configuration, or left out by `--select`/`--ignore`) may still be needed, so it
    /// is never called unused.
    public func apply(to diagnostics: [Diagnostic], knownRuleIDs: Set<String>, ranRuleIDs: Set<String>, unusedSeverity: Severity?) -> [Diagnostic] {
        guard !directives.isEmpty else { return diagnostics }
        var used = Set<Int>()
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            if let index = suppressingDirective(for: diagnostic) {
                used.insert(index)
            } else {
                kept.append(diagnostic)
            }
        }
        guard let severity = unusedSeverity else { return kept }
        let id = SuppressionUnusedRule.id
        for (index, directive) in directives.enumerated() where directive.kind != .enable {
            let unknown = directive.ruleIDs.filter { !knownRuleIDs.contains($0) }
            if let name = unknown.first {
                let hint = StringDistance.suggestions(for: name, among: knownRuleIDs, limit: 1)
                kept.append(Diagnostic(ruleID: id, severity: severity, message: "`\(name)` is not a bridgelint rule, so this comment silences nothing for it",
                                       range: directive.range, help: "`bridgelint rules` lists the rule ids", suggestions: hint))
            } else if !used.contains(index), directive.kind != .disableFile || !directive.ruleIDs.isEmpty,
                      directive.ruleIDs.allSatisfy(ranRuleIDs.contains) {
                let what = directive.ruleIDs.isEmpty ? "any rule" : directive.ruleIDs.map { "`\($0)`" }.joined(separator: ", ")
                kept.append(Diagnostic(ruleID: id, severity: severity, message: "this `\(directive.kind.rawValue)` comment silences no finding of \(what)",
                                       range: directive.range, help: "remove the comment: the code it excused is fine now",
                                       fix: Fix(title: "remove the unused comment", edits: [TextEdit(range: directive.range, replacement: "")], applicability: .safe)))
            }
        }
        return kept
    }

    /// The index of the directive that silences `diagnostic`, if any.
    private func suppressingDirective(for diagnostic: Diagnostic) -> Int? {
        let line = file.position(of: diagnostic.range.start).line
        var regionStart: [String: Int] = [:]
        var allRegion: Int?
        for (index, directive) in directives.enumerated() {
            switch directive.kind {
            case .disableFile:
                if directive.covers(diagnostic.ruleID) { return index }
            case .disableNextLine:
                let directiveEnd = file.position(of: directive.range.end).line
                if directiveEnd + 1 == line, directive.covers(diagnostic.ruleID) { return index }
            case .disable:
                guard directive.range.end <= diagnostic.range.start else { continue }
                if directive.ruleIDs.isEmpty { allRegion = index } else if directive.covers(diagnostic.ruleID) { regionStart[diagnostic.ruleID] = index }
            case .enable:
                guard directive.range.start <= diagnostic.range.start else { continue }
                if directive.ruleIDs.isEmpty {
                    allRegion = nil
                    regionStart = [:]
                } else if directive.covers(diagnostic.ruleID) {
                    regionStart[diagnostic.ruleID] = nil
                }
            }
        }
        return regionStart[diagnostic.ruleID] ?? allRegion
    }
}
