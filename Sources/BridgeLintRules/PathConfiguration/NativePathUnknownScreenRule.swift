import BridgeLintCore
import BridgeLintProject

/// Reports a native screen a path configuration names that the native app does not have: an
/// iOS `view_controller` no view controller's `pathConfigurationIdentifier` (nor any string the
/// app compares with) declares, an Android `uri` or `fallback_uri` no destination's deep link has.
public struct NativePathUnknownScreenRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-unknown-screen",
        summary: "A `view_controller` or `uri` in a path configuration that no native screen of the app declares.",
        defaultSeverity: .error, fixable: true)

    public init() {}

    /// The property naming a screen on each platform.
    package static let screenProperties: [(key: String, platform: Platform)] = [("view_controller", .ios), ("uri", .android), ("fallback_uri", .android)]

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let catalog = context.project.pathConfigurations
        return catalog.configurations.flatMap { configuration in
            configuration.rules.flatMap { rule in
                Self.screenProperties.compactMap { key, platform -> ProjectFinding? in
                    guard configuration.readingPlatforms.contains(platform), let entry = rule.property(key), let value = entry.value.string,
                          Self.knowsEveryScreen(on: platform, catalog), !Self.declares(value, on: platform, catalog) else { return nil }
                    return finding(entry, value: value, on: platform, in: configuration, catalog, context)
                }
            }
        }
    }

    /// The app's native code is read, on a known library, and every screen it declares is a literal.
    static func knowsEveryScreen(on platform: Platform, _ catalog: PathConfigurationCatalog) -> Bool {
        catalog.libraries[platform] != nil && !catalog.platformsWithComputedScreens.contains(platform)
    }

    static func declares(_ value: String, on platform: Platform, _ catalog: PathConfigurationCatalog) -> Bool {
        if catalog.libraries[platform] == .hotwireNative, NativeNavigationLibrary.builtInScreens(on: platform)[value] != nil { return true }
        if catalog.screens.contains(where: { $0.platform == platform && $0.identifier == value }) { return true }
        // iOS apps may compare `proposal.viewController` with a string of their own.
        return platform == .ios && catalog.stringLiterals[.ios]?.contains(value) == true
    }

    private func finding(_ entry: DataEntry, value: String, on platform: Platform, in configuration: PathConfiguration,
                         _ catalog: PathConfigurationCatalog, _ context: ProjectContext) -> ProjectFinding {
        let declared = catalog.screens.filter { $0.platform == platform }
        let builtIn = catalog.libraries[platform] == .hotwireNative ? Array(NativeNavigationLibrary.builtInScreens(on: platform).keys) : []
        let suggestion = StringDistance.suggestions(for: value, among: declared.map(\.identifier) + builtIn, limit: 1).first
        let consequence = platform == .ios
            ? "so the app shows the page as a web screen"
            : "so Android logs \"No destination found\" and the visit goes nowhere" + (entry.key == "uri" ? " (or to its `fallback_uri`)" : "")
        let what = platform == .ios ? "no view controller's `pathConfigurationIdentifier`" : "no destination's `@HotwireDestinationDeepLink`"
        let related = suggestion.flatMap { name in declared.first { $0.identifier == name } }.map { [context.related($0.site, "`\(value)`'s near miss is declared here")] } ?? []
        guard let suggestion else {
            return context.finding(in: configuration.path, at: .range(entry.value.contentRange),
                                   "`\(entry.key)` names `\(value)`, but \(what) in the \(platform.displayName) app is `\(value)`, \(consequence)",
                                   about: nil, help: platform == .ios ? "declare the screen, or remove the property" : "annotate the destination with this URI, or remove the property",
                                   severity: .warning)
        }
        return context.finding(in: configuration.path, at: .range(entry.value.contentRange),
                               "`\(entry.key)` names `\(value)`, but \(what) in the \(platform.displayName) app is `\(value)`, \(consequence); did you mean `\(suggestion)`?",
                               about: nil, help: "write `\(suggestion)`", suggestions: [suggestion],
                               fix: Fix(title: "Replace with `\(suggestion)`", edits: [TextEdit(range: entry.value.contentRange, replacement: suggestion)], applicability: .unsafe),
                               related: related)
    }
}
