import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import BridgeLintTemplate

/// How the rules read a template's blocks of `<% form_tag url do %>`, `<% content_tag … do %>`
/// and the other block helpers called from a code tag (`Template.railsTwoBlocks`): up to Rails
/// 3.0 the helper writes its element around the block, as the parse reads it; from 3.1 on
/// nothing of the block renders (`Template.droppingRailsTwoBlocks()`), so no rule judges its
/// element, its `data:` mounts nothing and what the block holds is no markup. Where the app's
/// version is unknown, both may be right: the rules judge both readings and a finding stands
/// only where both have it (`agreeing`).
struct RailsBlockReadings {
    /// The reading the rules judge and the findings are taken from.
    let judged: Template
    /// The Rails 2 reading, judged too when the version is unknown.
    let alternative: Template?

    /// The readings of `template`; `version` is asked only when it has such a block (most
    /// templates do not, and need not read the app's lockfile).
    init(of template: Template, version: () -> RailsVersion?) {
        guard !template.railsTwoBlocks.isEmpty else {
            (judged, alternative) = (template, nil)
            return
        }
        switch version() {
        case let known? where known.blockHelpersWriteFromCodeTags: (judged, alternative) = (template, nil)
        case .some: (judged, alternative) = (template.droppingRailsTwoBlocks(), nil)
        case nil: (judged, alternative) = (template.droppingRailsTwoBlocks(), template)
        }
    }

    /// The reading whose controller uses the project rules count: the Rails 2 one where the
    /// version is unknown, so that a controller mounted only in such a block is not called unused.
    var counted: Template { alternative ?? judged }

    /// The judgments of `judged` that `alternative`'s share (see `agreeing(_:_:)`), waiting for
    /// the frame index when some judgment of either does.
    static func agreeing(_ judged: [Judgment], _ alternative: [Judgment]) -> [Judgment] {
        let found = { (judgments: [Judgment]) -> [Diagnostic]? in
            judgments.reduce(into: [Diagnostic]?([])) { found, judgment in
                if case .found(let diagnostic) = judgment { found?.append(diagnostic) } else { found = nil }
            }
        }
        if let judgedFound = found(judged), let alternativeFound = found(alternative) {
            return agreeing(judgedFound, alternativeFound).map(Judgment.found)
        }
        return [.afterFrameIndex { corpus in
            agreeing(judged.flatMap { $0.resolved(with: corpus) }, alternative.flatMap { $0.resolved(with: corpus) })
        }]
    }

    /// Each diagnostic of `judged` that `alternative` has too (see `isSameFinding`), at the
    /// milder severity of the two, with that one's message and range: a severity claims what
    /// the mistake does (an error: content moves), and with the version unknown only the milder
    /// claim holds in both readings; the message goes with it, so it claims no more. On a tie,
    /// the modern reading's (`judged`).
    static func agreeing(_ judged: [Diagnostic], _ alternative: [Diagnostic]) -> [Diagnostic] {
        var unmatched = alternative
        return judged.compactMap { diagnostic in
            let index = unmatched.firstIndex { $0.ruleID == diagnostic.ruleID && $0.range == diagnostic.range }
                ?? unmatched.firstIndex { isSameFinding($0, diagnostic) }
            guard let index else { return nil }
            let other = unmatched.remove(at: index)
            return other.severity < diagnostic.severity ? other : diagnostic
        }
    }

    /// Whether two readings' diagnostics are one finding: the same rule at the same token, or
    /// of the same cause (`Diagnostic.cause`: the end tag that closes an element left open,
    /// which may be another element in the other reading).
    private static func isSameFinding(_ one: Diagnostic, _ other: Diagnostic) -> Bool {
        guard one.ruleID == other.ruleID else { return false }
        if one.range == other.range { return true }
        return one.cause != nil && one.cause == other.cause
    }
}
