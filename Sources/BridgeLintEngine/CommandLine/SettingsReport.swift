import BridgeLintCore
import BridgeLintProject
import BridgeLintRules

/// `--show-settings`: the configuration a check resolves to, in the shape of
/// `.bridgelint.yml`, each value followed by where it comes from (`default`, the file's
/// `line:column`, or the command-line option).
struct SettingsReport {
    let workspace: Workspace
    let options: CheckOptions
    /// How the root and the files are shown: relative to the current folder when inside it.
    let show: (String) -> String
    /// The baseline file, and its entry count when it was read.
    let baseline: (path: String, entries: Int?)

    func render() -> String {
        let configuration = workspace.configuration
        let file = configuration.path.map(show) ?? ProjectLocator.configurationFileName
        func source(_ key: String) -> String {
            configuration.locations[key].map { "\(file):\($0.line):\($0.column)" } ?? "default"
        }
        func list(_ items: [String]) -> String {
            "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        var lines: [(String, String)] = [
            ("root: \(show(workspace.root))", "the project root"),
            ("configuration: \(configuration.path.map(show) ?? "none")", configuration.path == nil ? "all defaults" : "read"),
            ("include: \(list(configuration.include.map(\.pattern)))", source("include")),
            ("exclude: \(list(configuration.exclude.map(\.pattern)))", source("exclude")),
            ("controllers:", ""),
            ("  paths: \(list(configuration.controllers.paths))", source("controllers.paths")),
            ("  known: \(list(configuration.controllers.known))", source("controllers.known") + knownSilence),
            ("  packages: \(list(configuration.controllers.packages))", source("controllers.packages")),
            ("native:", ""),
            ("  ios: \(list(configuration.native.ios))", configuration.locations["native.ios"] == nil ? "default: found anywhere" : source("native.ios")),
            ("  android: \(list(configuration.native.android))", configuration.locations["native.android"] == nil ? "default: found anywhere" : source("native.android")),
            ("platforms: \(list(configuration.platforms.map(\.rawValue).sorted()))", source("platforms")),
            ("sf_symbols:", ""),
            ("  extra: \(list(configuration.extraSFSymbols))", source("sf_symbols")),
            ("image_attributes: \(list(configuration.imageAttributes))", source("image_attributes")),
            ("max_file_size: \(FileSizeLimit.describe(configuration.maxFileSize))", source("max_file_size")),
            ("fail_level: \((options.failLevel ?? configuration.failLevel).rawValue)", options.failLevel != nil ? "--fail-level" : source("fail_level")),
            ("format: \(options.format)", options.format == "text" ? "default" : "--format"),
            ("baseline: \(baselineText)", baselineSource),
            ("rules:", ""),
        ]
        let custom = configuration.customRules.map { RuleMetadata(id: $0.ruleID, summary: $0.message, defaultSeverity: $0.severity) }
        for rule in RuleRegistry.all.map(\.metadata) + custom {
            let setting = configuration.rules[rule.id]
            let decision = options.selection.decision(for: rule.id, setting: setting, configurationPath: configuration.path.map(show))
            let level = decision.runs ? (setting?.severity ?? rule.defaultSeverity).rawValue : "off"
            lines.append(("  \(rule.id): \(level)", decision.source))
        }
        // Comments line up, except after the few values too long to wait for.
        let width = min(lines.map(\.0.count).max() ?? 0, 48)
        return lines.map { text, comment in
            comment.isEmpty ? text : text + String(repeating: " ", count: max(width - text.count, 0)) + "  # " + comment
        }.joined(separator: "\n") + "\n"
    }

    /// What declared identifiers silence for the whole app, said where they are listed rather
    /// than on every run: any of them may be a bridge component whose name and reads are unknown.
    private var knownSilence: String {
        workspace.configuration.controllers.known.isEmpty ? ""
            : "; their members are unknown, so app-wide bridge-name-mismatch is silent and bridge-unknown-attribute judges only elements whose components it can prove"
    }

    private var baselineText: String {
        guard options.useBaseline else { return "none" }
        return show(baseline.path) + (baseline.entries.map { " (\($0) entr\($0 == 1 ? "y" : "ies"))" } ?? " (absent)")
    }

    private var baselineSource: String {
        options.useBaseline ? "default: \(Baseline.fileName) at the root" : "--no-baseline"
    }
}
