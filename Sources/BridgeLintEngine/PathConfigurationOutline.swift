import BridgeLintCore
import BridgeLintProject
import Foundation

/// What `bridgelint paths` prints: each path configuration of the app, its rules with their
/// patterns and properties, and the native screen each rule names.
struct PathConfigurationOutline {
    let catalog: PathConfigurationCatalog
    /// The file of a root-relative path, for line numbers; nil when it cannot be read.
    let file: (String) -> SourceFile?

    func text() -> String {
        guard !catalog.configurations.isEmpty || !catalog.unparsable.isEmpty else {
            return "No path configuration found.\n" + libraryLines().joined()
        }
        var lines = libraryLines()
        for configuration in catalog.configurations {
            let source = file(configuration.path)
            let line = source.map { ":\($0.position(of: configuration.rulesNode.range.start).line)" } ?? ""
            let platforms = configuration.platforms.isEmpty ? "platform unknown" : configuration.platforms.sorted().map(\.displayName).joined(separator: ", ")
            let name = configuration.enclosingName.map { " in `\($0)`" } ?? ""
            lines.append("\(configuration.path)\(line)\(name) (\(configuration.form.rawValue), \(platforms))\n")
            for load in configuration.loadedBy {
                lines.append("  loaded by \(load.site.path):\(load.site.line)\n")
            }
            if let settings = configuration.settings?.entries, !settings.isEmpty {
                lines.append("  settings: \(settings.map(\.key).joined(separator: ", "))\n")
            }
            for rule in configuration.rules {
                let ruleLine = source.map { " (line \($0.position(of: rule.node.range.start).line))" } ?? ""
                let patterns = rule.patternsNode?.elements?.map { $0.string.map { "\"\($0)\"" } ?? "(computed)" }.joined(separator: ", ") ?? "(no patterns)"
                lines.append("  rule \(rule.index + 1)\(ruleLine): \(patterns)\(rule.comment.map { "  # \($0)" } ?? "")\n")
                for property in rule.properties {
                    lines.append("    \(property.key): \(Self.display(property.value))\n")
                }
                for handler in screens(of: rule, in: configuration) {
                    lines.append("    handled by \(handler)\n")
                }
            }
        }
        for problem in catalog.unparsable {
            lines.append("\(problem.path):\(problem.line): not read: \(problem.failure)\n")
        }
        return lines.joined()
    }

    /// The navigation library of each platform with native sources.
    private func libraryLines() -> [String] {
        catalog.nativePlatforms.sorted().map { platform in
            let version = catalog.libraryVersions[platform].map { " \($0.version) (\($0.source))" } ?? ""
            return "\(platform.displayName) app: \(catalog.libraries[platform]?.rawValue ?? "navigation library not found in its imports")\(version)\n"
        }
    }

    /// The native screens a rule names: iOS `view_controller`, Android `uri`.
    private func screens(of rule: PathRule, in configuration: PathConfiguration) -> [String] {
        [(Platform.ios, "view_controller"), (.android, "uri")].compactMap { platform, key in
            guard configuration.readingPlatforms.contains(platform), let value = rule.property(key)?.value.string else { return nil }
            let declared = catalog.screens.filter { $0.platform == platform && $0.identifier == value }
            if let screen = declared.first { return "\(platform.displayName) `\(value)` (\(screen.site.path):\(screen.site.line))" }
            if let builtIn = NativeNavigationLibrary.builtInScreens(on: platform)[value] { return "\(platform.displayName) `\(value)` (Hotwire Native's \(builtIn))" }
            return "\(platform.displayName) `\(value)` (no native screen found that declares it)"
        }
    }

    static func display(_ node: DataNode) -> String {
        switch node.value {
        case .string(let text): "\"\(text)\""
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number
        case .null: "null"
        case .array(let elements): "[\(elements.count) item\(elements.count == 1 ? "" : "s")]"
        case .object(let entries): "{\(entries.map(\.key).joined(separator: ", "))}"
        case .unknown: "(computed)"
        }
    }

    func json(root: String, toolVersion: String) -> String {
        let configurations = catalog.configurations.map { configuration -> JSONValue in
            .object([
                ("path", .string(configuration.path)),
                ("form", .string(configuration.form.rawValue)),
                ("name", .optional(configuration.enclosingName)),
                ("platforms", .array(configuration.platforms.sorted().map { .string($0.rawValue) })),
                ("loadedBy", .array(configuration.loadedBy.map { .string("\($0.site.path):\($0.site.line)") })),
                ("settings", .array((configuration.settings?.entries ?? []).map { .string($0.key) })),
                ("rules", .array(configuration.rules.map { rule in
                    .object([
                        ("line", file(configuration.path).map { .number($0.position(of: rule.node.range.start).line) } ?? .null),
                        ("patterns", .array(rule.patterns.map { .string($0.text) })),
                        ("properties", .object(rule.properties.map { ($0.key, .string(Self.display($0.value))) })),
                        ("handledBy", .array(screens(of: rule, in: configuration).map { .string($0) })),
                    ])
                })),
            ])
        }
        let libraries = catalog.nativePlatforms.sorted().map { ($0.rawValue, JSONValue.optional(catalog.libraries[$0]?.rawValue)) }
        return JSONValue.object([
            ("version", .number(1)),
            ("tool", .string(toolVersion)),
            ("root", .string(root)),
            ("libraries", .object(libraries)),
            ("configurations", .array(configurations)),
            ("unread", .array(catalog.unparsable.map { .object([("path", .string($0.path)), ("reason", .string($0.failure))]) })),
        ]).serialized(pretty: true) + "\n"
    }
}
