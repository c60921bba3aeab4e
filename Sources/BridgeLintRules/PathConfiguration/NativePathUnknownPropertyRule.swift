import BridgeLintCore
import BridgeLintProject

/// Reports a path configuration property no native code reads: a near miss of a property the
/// library or the app reads (`pull_to_refesh_enabled`), or, where all the native code is read,
/// a property nothing reads at all.
public struct NativePathUnknownPropertyRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-unknown-property",
        summary: "A path configuration property that neither the Hotwire Native library nor the app's native code reads.",
        defaultSeverity: .error, fixable: true)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        context.project.pathConfigurations.configurationsWithReaders.flatMap { configuration, readers in
            configuration.rules.flatMap { rule in
                rule.properties.compactMap { property in finding(property, configuration, readers, context) }
            }
        }
    }

    private func finding(_ property: DataEntry, _ configuration: PathConfiguration, _ readers: PathConfigurationReaders,
                         _ context: ProjectContext) -> ProjectFinding? {
        guard !readers.knows(property.key) else { return nil }
        let suggestions = StringDistance.suggestions(for: property.key, among: readers.knownNames, limit: 1)
        let place = ProjectFinding.Place.range(property.keyContentRange)
        if let suggestion = suggestions.first {
            let sameWord = StringDistance.normalized(suggestion) == StringDistance.normalized(property.key)
            return context.finding(
                in: configuration.path, at: place,
                "no native code reads the path property `\(property.key)`, so it does nothing; did you mean `\(suggestion)`?",
                about: nil, help: "rename it to `\(suggestion)`", suggestions: [suggestion],
                fix: Fix(title: "Rename to `\(suggestion)`", edits: [TextEdit(range: property.keyContentRange, replacement: suggestion)],
                         applicability: sameWord ? .safe : .unsafe),
                severity: readers.severity)
        }
        // A name close to nothing may be read by code bridgelint did not see.
        guard readers.knowsEveryRead else { return nil }
        let platforms = readers.platforms.map(\.displayName).joined(separator: " and ")
        return context.finding(
            in: configuration.path, at: place,
            "no native code reads the path property `\(property.key)`: neither the navigation library nor the \(platforms) app's code, so it does nothing",
            about: nil, help: "remove it, or read it in the native code (`properties[\"\(property.key)\"]`)", severity: .warning)
    }
}
