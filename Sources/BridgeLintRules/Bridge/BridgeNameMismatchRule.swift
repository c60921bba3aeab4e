import BridgeLintCore
import BridgeLintProject

/// Reports a native component name close to, but not equal to, a web `static component`: the
/// two sides never meet, and each looks right on its own.
public struct BridgeNameMismatchRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "bridge-name-mismatch",
        summary: "A native component name that almost matches a web `static component` name.",
        defaultSeverity: .error,
        fixable: true)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        ComponentNameMismatch.all(in: context.project).map { mismatch in
            let platform = mismatch.native.platform.displayName
            return context.finding(
                in: mismatch.nameSite.path, at: .range(mismatch.nameSite.range),
                "the \(platform) component is named `\(mismatch.nativeName)`, but the web component is `\(mismatch.webName)`; names must match exactly, so neither side ever hears the other",
                about: mismatch.webName,
                help: "use the same name on both sides (\(mismatch.web.path) declares `static component = \"\(mismatch.webName)\"`)",
                suggestions: [mismatch.webName],
                fix: renaming(mismatch),
                related: [context.related(path: mismatch.web.path, location: mismatch.web.componentLocation,
                                          "the web component `\(mismatch.webName)` is declared here")])
        }
    }

    /// Renames the native side, when its literal is a plain `"name"` (the range is the name
    /// plus two quotes). Unsafe: the web side may be the one to change.
    private func renaming(_ mismatch: ComponentNameMismatch) -> Fix? {
        let range = mismatch.nameSite.range
        guard range.end - range.start == mismatch.nativeName.utf8.count + 2 else { return nil }
        return Fix(title: "rename the \(mismatch.native.platform.displayName) component to `\(mismatch.webName)`",
                   edits: [TextEdit(range: SourceRange(start: range.start + 1, end: range.end - 1), replacement: mismatch.webName)],
                   applicability: .unsafe)
    }
}
