import BridgeLintCore
import BridgeLintProject
import BridgeLintRules
import Foundation

/// The project a run works in: its root, its configuration, and which templates to lint.
public struct Workspace: Sendable {
    public let root: String
    public let configuration: Configuration
    public let configurationErrors: [ConfigurationError]
    /// The app as a whole: read once, whatever the files linted.
    public let project: ProjectModel

    /// File name endings bridgelint lints.
    public static let templateExtensions = [".html.erb", ".turbo_stream.erb", ".erb", ".html"]

    /// Opens the project that holds `path` (see `ProjectLocator`) and reads its configuration.
    public init(containing path: String) {
        root = ProjectLocator.root(for: path)
        let loaded = ConfigurationLoader.load(root: root)
        configuration = loaded.configuration
        configurationErrors = loaded.errors + Workspace.unknownRuleErrors(in: loaded.configuration)
            + Workspace.ruleOptionErrors(in: loaded.configuration)
        project = ProjectModel.load(root: root, configuration: loaded.configuration)
    }

    /// `rules:` entries naming no rule are configuration errors, with a did-you-mean.
    private static func unknownRuleErrors(in configuration: Configuration) -> [ConfigurationError] {
        let ids = Set(RuleRegistry.ids)
        return configuration.rules.values.filter { !ids.contains($0.ruleID) }.sorted { $0.ruleID < $1.ruleID }.map { setting in
            ConfigurationError(path: configuration.path ?? ProjectLocator.configurationFileName, keyPath: "rules.\(setting.ruleID)",
                               location: setting.location, message: "unknown rule `\(setting.ruleID)`",
                               suggestions: StringDistance.suggestions(for: setting.ruleID, among: ids, limit: 2))
        }
    }

    /// Options a rule does not accept, as the rule explains them.
    private static func ruleOptionErrors(in configuration: Configuration) -> [ConfigurationError] {
        configuration.rules.values.sorted { $0.ruleID < $1.ruleID }.flatMap { setting -> [ConfigurationError] in
            guard let rule = RuleRegistry.rule(withID: setting.ruleID) as? any ConfigurableRule else { return [] }
            return rule.optionProblems(in: setting).map { problem in
                ConfigurationError(path: configuration.path ?? ProjectLocator.configurationFileName,
                                   keyPath: "rules.\(setting.ruleID)" + (problem.keyPath.isEmpty ? "" : "." + problem.keyPath),
                                   location: problem.location, message: problem.message, suggestions: problem.suggestions)
            }
        }
    }

    /// Every template of the project, read when a rule first asks a question one file
    /// cannot answer.
    public func corpus() -> TemplateCorpus {
        let root = root
        let configuration = configuration
        return TemplateCorpus {
            let paths = FileWalker(root: root).files { Workspace.isTemplate($0) && configuration.includes($0) }
            return paths.compactMap { relative in
                FileManager.default.contents(atPath: root + "/" + relative).map { (relative, [UInt8]($0)) }
            }
        }
    }

    public static func isTemplate(_ path: String) -> Bool {
        templateExtensions.contains { path.hasSuffix($0) }
    }

    /// The templates to lint for the paths given: folders are walked (skipping dependency and
    /// build folders and what `.gitignore` ignores) and filtered by `include`/`exclude`; files
    /// named explicitly are linted unless excluded. Returns absolute paths, sorted, and the
    /// paths that do not exist.
    public func templates(for paths: [String]) -> (files: [String], missing: [String]) {
        var files: Set<String> = []
        var missing: [String] = []
        let walker = FileWalker(root: root)
        // Without a configuration, a folder that is not a Rails app is linted whole.
        let includeEverything = configuration.path == nil && !isFolder(root + "/app")
        for path in paths {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: absolute) else {
                missing.append(path)
                continue
            }
            if isFolder(absolute) {
                let folder = relativePath(of: absolute)
                let found = walker.files(under: folder == "." ? "" : folder) { relative in
                    Workspace.isTemplate(relative) && (includeEverything ? !isExcluded(relative) : configuration.includes(relative))
                }
                files.formUnion(found.map { root + "/" + $0 })
            } else if !isExcluded(relativePath(of: absolute)) {
                files.insert(absolute)
            }
        }
        return (files.sorted(), missing)
    }

    /// Whether the paths given include the project root itself: then rules about the whole
    /// app (components on both platforms, unused controllers) run too.
    public func coversWholeProject(_ paths: [String]) -> Bool {
        paths.contains { URL(fileURLWithPath: $0).standardizedFileURL.path == root }
    }

    /// Whether `exclude` in the configuration leaves out the root-relative path (or a folder of it).
    public func isExcluded(_ relative: String) -> Bool {
        configuration.exclude.contains { $0.matchesPathOrAncestor(relative) }
    }

    /// `absolute` relative to the root ("." for the root itself); unchanged when outside it.
    public func relativePath(of absolute: String) -> String {
        if absolute == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
