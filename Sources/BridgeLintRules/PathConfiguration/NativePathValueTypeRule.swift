import BridgeLintCore
import BridgeLintProject

/// Reports path configuration values of the wrong type: a rule whose `patterns` is not a list of
/// strings or whose `properties` is not an object (iOS then rejects the whole configuration),
/// and a library property whose value is not the type the library reads (`"false"` for a Boolean
/// is a `ClassCastException` on Android and the default on iOS).
public struct NativePathValueTypeRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-value-type",
        summary: "A path configuration rule or property value of the wrong type (a string `\"false\"` where a Boolean is read).",
        defaultSeverity: .error, fixable: true)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        context.project.pathConfigurations.configurationsWithReaders.flatMap { configuration, readers in
            configuration.rules.flatMap { rule in
                shapeFindings(rule, configuration, context)
                    + rule.properties.compactMap { propertyFinding($0, configuration, readers, context) }
            }
        }
    }

    /// Both libraries decode `patterns` as a list of strings and `properties` as an object; on
    /// iOS a rule that is not is an error that discards the whole configuration.
    private func shapeFindings(_ rule: PathRule, _ configuration: PathConfiguration, _ context: ProjectContext) -> [ProjectFinding] {
        guard !rule.node.isUnknown else { return [] }
        let consequence = "iOS then rejects the whole path configuration, and Android fails when it matches the rule"
        guard rule.node.entries != nil else {
            return [context.finding(in: configuration.path, at: .range(rule.node.range),
                                    "a path configuration rule must be an object with `patterns` and `properties`, not \(rule.node.kindDescription); \(consequence)",
                                    about: nil, help: "write the rule as `{ \"patterns\": [...], \"properties\": {...} }`")]
        }
        var findings: [ProjectFinding] = []
        for (key, node, expected) in [("patterns", rule.patternsNode, "a list of regular expressions"), ("properties", rule.propertiesNode, "an object")] {
            guard let node else {
                findings.append(context.finding(in: configuration.path, at: .range(rule.node.range),
                                                "this rule has no `\(key)`; \(consequence)", about: nil, help: "add `\(key)`: \(expected)"))
                continue
            }
            let isRightKind = key == "patterns" ? node.elements != nil : node.entries != nil
            if !node.isUnknown, !isRightKind {
                findings.append(context.finding(in: configuration.path, at: .range(node.range),
                                                "`\(key)` must be \(expected), not \(node.kindDescription); \(consequence)",
                                                about: nil, help: "write `\(key)` as \(expected)"))
            }
        }
        for pattern in rule.patternsNode?.elements ?? [] where !pattern.isUnknown && pattern.string == nil {
            findings.append(context.finding(in: configuration.path, at: .range(pattern.range),
                                            "a pattern must be a string, not \(pattern.kindDescription); \(consequence)",
                                            about: nil, help: "quote it as a regular expression"))
        }
        return findings
    }

    private func propertyFinding(_ entry: DataEntry, _ configuration: PathConfiguration, _ readers: PathConfigurationReaders,
                                 _ context: ProjectContext) -> ProjectFinding? {
        let platforms = readers.hotwireNativePlatforms
        guard let property = PathPropertyTable.property(named: entry.key), !entry.value.isUnknown,
              !platforms.filter({ property.platforms.contains($0) }).isEmpty else { return nil }
        let value = entry.value
        if case .null = value.value { return nil }
        let readsOnAndroid = platforms.contains(.android) && property.platforms.contains(.android)
        switch property.kind {
        case .boolean:
            if case .bool = value.value { return nil }
            let text = value.string
            let literal = text.flatMap { ["true", "false"].contains($0.lowercased()) ? $0.lowercased() : nil }
            let consequence = readsOnAndroid
                ? "Android casts it to a Boolean and throws (`ClassCastException`)" + (platforms.contains(.ios) ? ", and iOS ignores it" : "")
                : "iOS ignores it and uses the default"
            let fix = literal.map { Fix(title: "Write the Boolean `\($0)`", edits: [TextEdit(range: value.range, replacement: $0)], applicability: .safe) }
            return context.finding(in: configuration.path, at: .range(value.range),
                                   "`\(entry.key)` is read as a Boolean, but this is \(value.kindDescription); \(consequence)",
                                   about: nil, help: literal.map { "write `\($0)` without quotes" } ?? "write `true` or `false`",
                                   fix: fix, severity: readsOnAndroid ? readers.severity : .warning)
        case .choice, .string:
            guard value.string == nil else { return nil }
            let consequence = property.kind == .choice || !readsOnAndroid ? "the library ignores it and uses the default" : "iOS ignores it, Android reads its text"
            return context.finding(in: configuration.path, at: .range(value.range),
                                   "`\(entry.key)` is read as a string, but this is \(value.kindDescription); \(consequence)",
                                   about: nil, help: "write it as a quoted string", severity: .warning)
        }
    }
}
