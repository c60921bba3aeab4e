import BridgeLintCore
import BridgeLintProject

/// Reports a pattern the iOS and the Android configurations both have, where one platform sets a
/// property whose default differs between the platforms and the other leaves it to its default:
/// the same screen then behaves differently (`pull_to_refresh_enabled` is on by default on iOS,
/// off on Android).
public struct NativePathPlatformDriftRule: ProjectRule {
    public let metadata = RuleMetadata(
        id: "native-path-platform-drift",
        summary: "A pattern the iOS and Android configurations share, where one sets a property whose default differs between the platforms and the other does not set it.",
        defaultSeverity: .warning)

    public init() {}

    public func checkProject(_ context: ProjectContext) -> [ProjectFinding] {
        let configurations = context.project.pathConfigurations.configurations.filter { $0.platforms.count == 1 && $0.rules.allSatisfy(\.isFullyKnown) }
        var findings: [ProjectFinding] = []
        var reported: Set<String> = []
        for property in PathPropertyTable.propertiesWithDifferentDefaults {
            for unset in configurations {
                guard let platform = unset.platforms.first, let fallback = property.defaults[platform] else { continue }
                for other in configurations where other.platforms.first != platform {
                    for rule in unset.rules {
                        // The patterns of this rule the other configuration sets, by the rule that sets them.
                        var drifting: [(pattern: PathPattern, value: String, setter: PathRule)] = []
                        for pattern in rule.patterns where !reported.contains(Self.key(unset, pattern)) {
                            guard case .defaulted = Self.value(of: property.name, for: pattern.text, in: unset),
                                  case .set(let value, let setter) = Self.value(of: property.name, for: pattern.text, in: other),
                                  value != fallback, setter.patterns.contains(where: { $0.text == pattern.text }) else { continue }
                            drifting.append((pattern, value, setter))
                        }
                        for group in Dictionary(grouping: drifting, by: { "\($0.setter.index)|\($0.value)" }).values.sorted(by: { $0[0].pattern.node.range.start < $1[0].pattern.node.range.start }) {
                            guard let first = group.first, let otherPlatform = other.platforms.first else { continue }
                            for drift in group { reported.insert(Self.key(unset, drift.pattern)) }
                            let more = group.count > 1 ? " (and \(group.count - 1) more pattern\(group.count == 2 ? "" : "s") of this rule: \(group.dropFirst().map { "`\($0.pattern.text)`" }.joined(separator: ", ")))" : ""
                            findings.append(context.finding(
                                in: unset.path, at: .range(first.pattern.node.contentRange),
                                "`\(first.pattern.text)`\(more) is configured for both platforms, but only the \(otherPlatform.displayName) configuration (`\(other.path)`, rule \(first.setter.index + 1)) sets `\(property.name): \(first.value)`; no rule here sets it, so \(platform.displayName) uses its default `\(fallback)` and the two apps behave differently",
                                about: nil, help: "set `\(property.name)` here too (`\(first.value)` to match, or `\(fallback)` to say the difference is meant)"))
                        }
                    }
                }
            }
        }
        return findings
    }

    private static func key(_ configuration: PathConfiguration, _ pattern: PathPattern) -> String {
        "\(configuration.path)|\(configuration.enclosingName ?? "")|\(pattern.node.range.start)"
    }

    /// What a property is for the URLs a pattern matches, as far as the configuration proves it.
    enum Resolution {
        /// The last rule setting it that surely matches those URLs.
        case set(String, PathRule)
        /// No rule sets it: the platform's default applies.
        case defaulted
        /// A rule that may or may not match those URLs sets it.
        case unknown
    }

    /// Rules are merged in order, later ones winning. A rule surely matches the pattern's URLs
    /// when it has the same pattern or matches every path (`.*`); any other rule that sets the
    /// property might match some of them, so the value is unknown.
    static func value(of key: String, for pattern: String, in configuration: PathConfiguration) -> Resolution {
        var resolution = Resolution.defaulted
        for rule in configuration.rules {
            guard let entry = rule.property(key) else { continue }
            guard rule.patterns.contains(where: { $0.text == pattern || matchesEveryPath($0.text) }) else { return .unknown }
            guard case .bool(let value) = entry.value.value else { return .unknown }
            resolution = .set(value ? "true" : "false", rule)
        }
        return resolution
    }

    /// Patterns that match every path (each starts with `/`): `.*`, `^/.*`, `/`, `^/.*$`.
    static func matchesEveryPath(_ pattern: String) -> Bool {
        var core = Substring(pattern)
        if core.hasPrefix("^") { core = core.dropFirst() }
        if core.hasSuffix(".*$") { core = core.dropLast() }
        return ["", ".*", "/.*", "/", ".+"].contains(core)
    }
}
