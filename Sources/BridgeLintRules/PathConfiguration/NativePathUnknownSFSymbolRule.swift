import BridgeLintCore
import BridgeLintProject

/// Reports an SF Symbol name in a path configuration's tab settings (`settings.tabs[].image`)
/// that is renamed or a near miss of a symbol: the native tab bar shows no icon.
public struct NativePathUnknownSFSymbolRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-unknown-sf-symbol",
        summary: "An SF Symbol name in a path configuration's tab settings that does not exist (a typo) or was renamed.",
        defaultSeverity: .warning, fixable: true)

    public init() {}

    /// Keys whose values name an SF Symbol wherever they appear in a tab.
    package static let symbolKeys: Set = ["ios_system_image_name", "system_image_name", "system_image", "sf_symbol", "ios_image", "ios_icon"]
    /// Keys that name an SF Symbol only in a configuration iOS alone reads (Android reads a drawable).
    package static let imageKeys: Set = ["image", "icon", "image_name", "selected_image"]

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let extra = Set(context.project.configuration.extraSFSymbols)
        return context.project.pathConfigurations.configurations.flatMap { configuration -> [ProjectFinding] in
            guard configuration.readingPlatforms.contains(.ios), let tabs = configuration.settings?.entry("tabs")?.value.elements else { return [] }
            let iosOnly = configuration.platforms == [.ios]
            return tabs.flatMap { tab in
                (tab.entries ?? []).compactMap { entry -> ProjectFinding? in
                    guard Self.symbolKeys.contains(entry.key) || (iosOnly && Self.imageKeys.contains(entry.key)),
                          let name = entry.value.string, !name.isEmpty, !name.contains(where: \.isWhitespace), !extra.contains(name) else { return nil }
                    return finding(name, entry, configuration, context)
                }
            }
        }
    }

    private func finding(_ name: String, _ entry: DataEntry, _ configuration: PathConfiguration, _ context: ProjectContext) -> ProjectFinding? {
        let place = ProjectFinding.Place.range(entry.value.contentRange)
        if let renamed = SFSymbolCatalog.newName(for: name) {
            return context.finding(in: configuration.path, at: place, "the SF Symbol `\(name)` was renamed to `\(renamed)`; the old name is a legacy alias",
                                   about: nil, help: "use the current name `\(renamed)`", suggestions: [renamed],
                                   fix: Fix(title: "use `\(renamed)`", edits: [TextEdit(range: entry.value.contentRange, replacement: renamed)], applicability: .safe),
                                   severity: .error)
        }
        guard !SFSymbolCatalog.isKnown(name) else { return nil }
        let suggestions = SFSymbolCatalog.suggestions(for: name)
        guard !suggestions.isEmpty else { return nil }
        return context.finding(
            in: configuration.path, at: place, "`\(name)` is not an SF Symbol name (tab `\(entry.key)`); close names exist",
            about: nil, help: "check the name in the SF Symbols app; if it is newer than 2023 or a custom symbol, add it under `sf_symbols: extra:` in .bridgelint.yml",
            suggestions: suggestions,
            fix: suggestions.count == 1 ? Fix(title: "use `\(suggestions[0])`", edits: [TextEdit(range: entry.value.contentRange, replacement: suggestions[0])], applicability: .unsafe) : nil)
    }
}
