import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports the Stimulus 1 target syntax `data-target="identifier.name"`.
public struct StimulusLegacyTargetRule: Rule {
    public let metadata = RuleMetadata(
        id: "stimulus-legacy-target",
        summary: "A Stimulus 1 `data-target=\"identifier.name\"`; Stimulus 2 and 3 want `data-identifier-target=\"name\"`.",
        defaultSeverity: .warning,
        fixable: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Most templates have no `data-target`: the controllers and the Stimulus version (read
        // from the app's packages) are asked for only when one does.
        guard context.template.elements.contains(where: { element in element.attributes.contains { $0.name == "data-target" } }),
              context.project.knowsControllers else { return [] }
        let catalog = context.project.controllers
        // Before Stimulus 2.0 `data-target="identifier.name"` is the only syntax there is.
        let stimulus = context.project.stimulusVersion
        if let stimulus, stimulus.version < StimulusPackage.targetAttributesVersion { return [] }
        // The version the app runs, where a file says it; both 2 and 3 read the old syntax.
        let reader = stimulus.map { found in
            "Stimulus \(found.version)\(found.isLowerBound ? " or later" : "") (\(found.source)), which this app runs, still finds the target by it but logs a deprecation warning the first time each controller reads it on an element"
        } ?? "Stimulus 2 and 3 still find the target by it but log a deprecation warning the first time each controller reads it on an element"
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in element.attributes where attribute.name == "data-target" {
                guard let value = attribute.value, value.staticText != nil else { continue }
                let tokens = value.staticTokens
                // Other libraries use `data-target` for CSS selectors (`#menu`, `.navbar`):
                // only `identifier.name` with a known identifier is Stimulus' syntax.
                let pairs = tokens.compactMap { Self.split($0.text) }
                // A selector such as `nav.collapse` can name a real controller too: when the
                // controller's targets are known, the name must be one of them.
                guard !tokens.isEmpty, pairs.count == tokens.count, pairs.allSatisfy({ pair in
                    catalog.isKnown(pair.identifier) && (ClosedController.find(pair.identifier, in: catalog)?.targets.contains(pair.name) ?? true)
                }) else { continue }
                var fix: Fix?
                if tokens.count == 1, attribute.origin == .html, let pair = pairs.first,
                   context.template.file.text(in: tokens[0].range) == tokens[0].text,
                   element.attribute(named: "data-\(pair.identifier)-target") == nil {
                    fix = Fix(title: "use `data-\(pair.identifier)-target=\"\(pair.name)\"`",
                              edits: [TextEdit(range: attribute.nameRange, replacement: "data-\(pair.identifier)-target"),
                                      TextEdit(range: tokens[0].range, replacement: pair.name)],
                              applicability: .safe)
                }
                // A `data: { target: }` key is rewritten as a key (`menu_target:`), anything else
                // as the attribute.
                var isDataKey = false
                if case .rubyKey(let key) = attribute.origin, key.hash == "data" { isDataKey = true }
                let modern = isDataKey
                    ? pairs.map { "\(DeclaredName.spelling($0.identifier, for: attribute))_target: \"\($0.name)\"" }.joined(separator: ", ") + "` in `data:"
                    : pairs.map { "data-\($0.identifier)-target=\"\($0.name)\"" }.joined(separator: " ")
                // Read by no controller, the warning never shows: say so, the message claims no log.
                let unread = pairs.filter { !catalog.mayReadTarget($0.name) }.map { "`\($0.name)`" }
                let readNote = unread.count == pairs.count ? " (no controller reads \(unread.joined(separator: ", ")), so none is logged yet)" : ""
                diagnostics.append(context.diagnostic(
                    "`data-target=\"\(value.staticText ?? "")\"` is Stimulus 1 syntax; \(reader)\(readNote)",
                    at: attribute.nameRange,
                    help: "write `\(modern)`",
                    fix: fix))
            }
        }
        return diagnostics
    }

    /// `menu.item` -> (`menu`, `item`).
    static func split(_ text: String) -> (identifier: String, name: String)? {
        guard let dot = text.firstIndex(of: "."), text[..<dot].count > 0 else { return nil }
        let name = text[text.index(after: dot)...]
        guard !name.isEmpty, !name.contains(".") else { return nil }
        return (String(text[..<dot]), String(name))
    }
}

