import BridgeLintCore
import BridgeLintProject

/// Reports a `presentation`, `context`, `modal_style` or `query_string_presentation` value no
/// platform reading the configuration accepts: the library falls back to the default silently.
public struct NativePathUnknownValueRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-unknown-value",
        summary: "A path configuration value (`presentation`, `context`, `modal_style`, `query_string_presentation`) the Hotwire Native library does not know.",
        defaultSeverity: .error, fixable: true)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        context.project.pathConfigurations.configurationsWithReaders.flatMap { configuration, readers in
            configuration.rules.flatMap { rule in
                rule.properties.compactMap { property in finding(property, configuration, readers, context) }
            }
        }
    }

    private func finding(_ entry: DataEntry, _ configuration: PathConfiguration, _ readers: PathConfigurationReaders,
                         _ context: ProjectContext) -> ProjectFinding? {
        // Turbo Native apps read these values in their own code.
        let platforms = readers.hotwireNativePlatforms
        let catalog = readers.catalog
        guard let property = PathPropertyTable.property(named: entry.key), property.kind == .choice, let value = entry.value.string,
              !platforms.isEmpty, platforms.contains(where: { property.platforms.contains($0) }),
              !platforms.contains(where: { property.accepts(value, on: $0) }) else { return nil }
        // A spelling an earlier release took: wrong only where the app runs a later one.
        let renamed = platforms.compactMap { PathPropertyTable.renamedValue(value, of: entry.key, on: $0) }
        if !renamed.isEmpty {
            let outdated = renamed.compactMap { rename in
                catalog.libraryVersions[rename.platform].flatMap { $0.version >= rename.since ? (rename, $0) : nil }
            }
            guard outdated.count == renamed.count, let (rename, resolved) = outdated.first else { return nil }
            return context.finding(
                in: configuration.path, at: .range(entry.value.contentRange),
                "`\(value)` was renamed `\(rename.new)` in hotwire-native-ios \(rename.since), and the app resolves \(resolved.version) (\(resolved.source)), so `\(entry.key)` falls back to the default",
                about: nil, help: "write `\(rename.new)`", suggestions: [rename.new],
                fix: Fix(title: "Replace with `\(rename.new)`", edits: [TextEdit(range: entry.value.contentRange, replacement: rename.new)], applicability: .safe))
        }
        let allowed = Array(Set(platforms.flatMap { property.values[$0] ?? [] })).sorted()
        let suggestion = Self.suggestion(for: value, among: allowed)
        // Where the library is assumed, only a near miss is reported.
        guard suggestion != nil || !readers.isAssumed else { return nil }
        let where_ = platforms.map(\.displayName).joined(separator: " and ")
        var message = "`\(value)` is not a `\(entry.key)` value \(where_) know\(platforms.count == 1 ? "s" : ""), so it falls back to the default"
        var severity = readers.severity
        // `push` is Android's alone, and iOS's default pushes: misleading rather than broken.
        if let other = Platform.allCases.first(where: { !platforms.contains($0) && property.accepts(value, on: $0) }) {
            message += " (only \(other.displayName) has `\(value)`)"
            severity = .warning
        }
        let place = ProjectFinding.Place.range(entry.value.contentRange)
        guard let suggestion else {
            return context.finding(in: configuration.path, at: place, message + "; it takes \(allowed.map { "`\($0)`" }.joined(separator: ", "))",
                                   about: nil, help: "use one of the values the library knows", severity: severity)
        }
        let sameWord = StringDistance.normalized(suggestion) == StringDistance.normalized(value)
        return context.finding(
            in: configuration.path, at: place, message + "; did you mean `\(suggestion)`?",
            about: nil, help: "write `\(suggestion)`", suggestions: [suggestion],
            fix: Fix(title: "Replace with `\(suggestion)`", edits: [TextEdit(range: entry.value.contentRange, replacement: suggestion)],
                     applicability: sameWord ? .safe : .unsafe),
            severity: severity)
    }

    /// The allowed value `value` is a near miss of. The sets are small and closed, so two edits
    /// still point at one value (`modle` for `modal`) where a name would need to be closer.
    static func suggestion(for value: String, among allowed: [String]) -> String? {
        if let close = StringDistance.suggestions(for: value, among: allowed, limit: 1).first { return close }
        guard value.count >= 4 else { return nil }
        let near = allowed.filter { StringDistance.editDistance(value.lowercased(), $0) <= 2 }
        return near.count == 1 ? near[0] : nil
    }
}
