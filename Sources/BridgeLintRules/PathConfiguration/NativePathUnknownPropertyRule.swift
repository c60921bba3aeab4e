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
            let properties = configuration.rules.flatMap(\.properties)
            let uses = Dictionary(grouping: properties, by: \.key)
            var seen: Set<String> = []
            return properties.compactMap { property -> ProjectFinding? in
                let isFirstUse = seen.insert(property.key).inserted
                return finding(property, uses: uses[property.key]?.count ?? 1, isFirstUse: isFirstUse, configuration, readers, context)
            }
        }
    }

    /// A near miss is reported at each use (each carries its fix); a name close to nothing is
    /// one cause, said once per configuration at its first use.
    private func finding(_ property: DataEntry, uses: Int, isFirstUse: Bool, _ configuration: PathConfiguration,
                         _ readers: PathConfigurationReaders, _ context: ProjectContext) -> ProjectFinding? {
        guard !readers.knows(property.key) else { return nil }
        let suggestions = StringDistance.suggestions(for: property.key, among: readers.knownNames, limit: 1)
        let place = ProjectFinding.Place.range(property.keyContentRange)
        if let suggestion = suggestions.first {
            let sameWord = StringDistance.normalized(suggestion) == StringDistance.normalized(property.key)
            // Another spelling of a library property may be a custom one the app's own native
            // code reads (Turbo Native's apps routed on `view-controller`): only proven where
            // that code was read.
            if sameWord, readers.isAssumed { return nil }
            return context.finding(
                in: configuration.path, at: place,
                "no native code reads the path property `\(property.key)`, so it does nothing; did you mean `\(suggestion)`?",
                about: nil, help: "rename it to `\(suggestion)`", suggestions: [suggestion],
                fix: Fix(title: "Rename to `\(suggestion)`", edits: [TextEdit(range: property.keyContentRange, replacement: suggestion)],
                         applicability: sameWord ? .safe : .unsafe),
                severity: readers.severity)
        }
        // A name close to nothing may be read by code bridgelint did not see.
        guard isFirstUse, readers.knowsEveryRead else { return nil }
        let platforms = readers.platforms.map(\.displayName).joined(separator: " and ")
        return context.finding(
            in: configuration.path, at: place,
            "no native code reads the path property `\(property.key)`: neither the navigation library nor the \(platforms) app's code, so it does nothing"
                + (uses > 1 ? " (here and in \(uses - 1) more rule\(uses == 2 ? "" : "s") of this configuration)" : ""),
            about: nil, help: "remove it, or read it in the native code (`properties[\"\(property.key)\"]`)", severity: .warning)
    }
}
