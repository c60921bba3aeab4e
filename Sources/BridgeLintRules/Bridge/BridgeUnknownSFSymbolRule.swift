import BridgeLintCore
import BridgeLintProject
import BridgeLintTemplate

/// Reports an image attribute value that is a renamed or misspelled SF Symbol name.
public struct BridgeUnknownSFSymbolRule: Rule {
    public let metadata = RuleMetadata(
        id: "bridge-unknown-sf-symbol",
        summary: "An image attribute naming an SF Symbol that does not exist (a typo) or was renamed.",
        defaultSeverity: .warning,
        fixable: true)

    public init() {}

    /// Attributes whose values the apps pass to `UIImage(systemName:)`: `bridgeAttribute("image")`
    /// in the bridge components of the guides and both example apps, and the iOS-only variant.
    package static let builtInImageAttributes: Set<String> = ["data-bridge-image", "data-bridge-ios-image"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let configuration = context.project.configuration
        let imageAttributes = Self.builtInImageAttributes.union(configuration.imageAttributes.map { $0.lowercased() })
        let extra = Set(configuration.extraSFSymbols)
        var diagnostics: [Diagnostic] = []
        for element in context.template.elements {
            for attribute in element.attributes where imageAttributes.contains(attribute.lowercasedName) {
                guard attribute.value != nil, let value = StaticValue(of: attribute, in: context.template.file) else { continue }
                let name = value.text
                guard !name.isEmpty, !name.contains(where: \.isWhitespace), !extra.contains(name) else { continue }
                if let renamed = SFSymbolCatalog.newName(for: name) {
                    diagnostics.append(context.diagnostic(
                        "the SF Symbol `\(name)` was renamed to `\(renamed)`; the old name is a legacy alias",
                        at: value.range,
                        help: "use the current name `\(renamed)`",
                        suggestions: [renamed],
                        fix: value.isVerbatim ? context.replacement(value.range, with: renamed, title: "use `\(renamed)`", applicability: .safe) : nil,
                        severity: .error))
                    continue
                }
                guard !SFSymbolCatalog.isKnown(name) else { continue }
                let suggestions = SFSymbolCatalog.suggestions(for: name)
                guard !suggestions.isEmpty else { continue }
                diagnostics.append(context.diagnostic(
                    "`\(name)` is not an SF Symbol name (`\(attribute.name)`); close names exist",
                    at: value.range,
                    help: "check the name in the SF Symbols app; if it is newer than 2023 or a custom symbol, add it under `sf_symbols: extra:` in .bridgelint.yml",
                    suggestions: suggestions,
                    fix: suggestions.count == 1 && value.isVerbatim
                        ? context.replacement(value.range, with: suggestions[0], title: "use `\(suggestions[0])`", applicability: .unsafe) : nil))
            }
        }
        return diagnostics
    }
}
