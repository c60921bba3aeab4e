import BridgeLintCore
import BridgeLintReporters
import BridgeLintRules
import BridgeLintTemplate
import Foundation

/// The `bridgelint` command: arguments in, text out, an exit code. `main.swift` only wires
/// this to the process, so tests can run it in-process as well as through the binary.
public struct CommandLineInterface {
    /// What the process provides: environment, whether stdout is a terminal, where to write.
    public struct Environment {
        public var variables: [String: String]
        public var standardOutputIsTerminal: Bool
        public var currentDirectory: String
        public var write: (String) -> Void
        public var writeError: (String) -> Void

        public init(variables: [String: String], standardOutputIsTerminal: Bool, currentDirectory: String,
                    write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
            self.variables = variables
            self.standardOutputIsTerminal = standardOutputIsTerminal
            self.currentDirectory = currentDirectory
            self.write = write
            self.writeError = writeError
        }
    }

    public enum ExitCode: Int32 {
        /// No finding at or above the fail level.
        case clean = 0
        /// Findings at or above the fail level.
        case findings = 1
        /// Usage, configuration or internal error.
        case failure = 2
    }

    let environment: Environment

    public init(environment: Environment) {
        self.environment = environment
    }

    public func run(_ arguments: [String]) -> ExitCode {
        do {
            return try dispatch(arguments)
        } catch {
            environment.writeError("error: \(error.message)\nRun `bridgelint --help` for usage.\n")
            return .failure
        }
    }

    private func dispatch(_ arguments: [String]) throws(UsageError) -> ExitCode {
        guard let first = arguments.first else { return try check([]) }
        switch first {
        case "--version", "-V", "version":
            environment.write("bridgelint \(BridgeLintVersion.description)\n")
            return .clean
        case "--help", "-h", "help":
            environment.write(HelpText.main)
            return .clean
        case "check": return try check(Array(arguments.dropFirst()))
        case "parse": return try parse(Array(arguments.dropFirst()))
        case "rules": return try rules(Array(arguments.dropFirst()))
        case "explain": return try explain(Array(arguments.dropFirst()))
        case "components": return try components(Array(arguments.dropFirst()))
        case "init": return try initialize(Array(arguments.dropFirst()))
        default:
            if !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first), HelpText.commands.contains(where: { StringDistance.editDistance($0, first) <= 2 }) {
                let guess = StringDistance.suggestions(for: first, among: HelpText.commands, limit: 1).first ?? ""
                throw UsageError("unknown command `\(first)` (did you mean `\(guess)`?)")
            }
            return try check(arguments)
        }
    }

    // MARK: - check

    private func check(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: ["no-color", "help", "fix", "unsafe-fixes"], options: ["format", "fail-level", "color"])
        if parsed.flags.contains("help") {
            environment.write(HelpText.main)
            return .clean
        }
        let format = try parsed.choice("format", allowed: CommandLineInterface.checkFormats, default: "text")
        let colorChoice = try parsed.choice("color", allowed: ["auto", "always", "never"], default: "auto")
        let paths = parsed.positional.isEmpty ? ["."] : parsed.positional
        guard let workspace = openWorkspace(containing: paths[0]) else { return .failure }
        let failLevelName = try parsed.choice("fail-level", allowed: Severity.allCases.map(\.rawValue), default: workspace.configuration.failLevel.rawValue)
        let failLevel = Severity(rawValue: failLevelName) ?? .error
        let (files, missing) = workspace.templates(for: paths)
        if !missing.isEmpty {
            throw UsageError("no such file or folder: " + missing.map { "`\($0)`" }.joined(separator: ", "))
        }
        for note in workspace.project.limitations { environment.writeError("note: \(note)\n") }
        let linter = Linter(project: workspace.project, corpus: workspace.corpus())
        let base = environment.currentDirectory
        let run = LintRun(workspace: workspace, linter: linter) { path in DisplayPath.relative(path, to: base) }
        let wholeProject = workspace.coversWholeProject(paths)
        var report = run.run(paths: files, wholeProject: wholeProject).report
        if parsed.flags.contains("fix") || parsed.flags.contains("unsafe-fixes") {
            let (fixes, changed) = FixApplier.applyInPlace(report, includingUnsafe: parsed.flags.contains("unsafe-fixes"))
            environment.writeError("Fixed \(fixes) finding\(fixes == 1 ? "" : "s") in \(changed) file\(changed == 1 ? "" : "s").\n")
            // Report what is left, as the files now are.
            if fixes > 0 { report = run.run(paths: files, wholeProject: wholeProject).report }
        }
        let useColor = colorChoice == "always"
            || (colorChoice == "auto" && !parsed.flags.contains("no-color") && environment.standardOutputIsTerminal && environment.variables["NO_COLOR"].map(\.isEmpty) ?? true)
        environment.write(reporter(for: format, useColor: useColor).render(report))
        let failing = report.files.contains { $0.diagnostics.contains { $0.severity >= failLevel } }
        return failing ? .findings : .clean
    }

    /// The values `check --format` takes.
    static let checkFormats = ["text", "json", "sarif", "github", "junit", "checkstyle", "gitlab"]

    private func reporter(for format: String, useColor: Bool) -> any Reporter {
        switch format {
        case "json": JSONReporter(toolVersion: BridgeLintVersion.current)
        case "sarif": SARIFReporter(toolVersion: BridgeLintVersion.current, rules: RuleDescriptor.registered)
        case "github": GitHubReporter()
        case "junit": JUnitReporter()
        case "checkstyle": CheckstyleReporter()
        case "gitlab": GitLabReporter()
        default: TextReporter(useColor: useColor)
        }
    }

    /// The workspace holding `path`, or nil after printing its configuration errors.
    func openWorkspace(containing path: String) -> Workspace? {
        let workspace = Workspace(containing: path)
        for error in workspace.configurationErrors { environment.writeError("error: \(error)\n") }
        return workspace.configurationErrors.isEmpty ? workspace : nil
    }

    // MARK: - parse, rules, explain

    private func parse(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: [], options: ["format"])
        let format = try parsed.choice("format", allowed: ["text", "json"], default: "text")
        guard parsed.positional.count == 1, let path = parsed.positional.first else {
            throw UsageError("`bridgelint parse` takes exactly one template file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read `\(path)`")
        }
        let template = TemplateParser.parse(SourceFile(path: path, bytes: [UInt8](data)))
        environment.write(format == "json" ? TemplateOutline.json(template).serialized(pretty: true) + "\n" : TemplateOutline.text(template))
        return .clean
    }

    private func rules(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: [], options: ["format"])
        let format = try parsed.choice("format", allowed: ["text", "json"], default: "text")
        let all = RuleRegistry.all.map(\.metadata)
        if format == "json" {
            let list = JSONValue.array(all.map { rule in
                .object([("id", .string(rule.id)), ("severity", .string(rule.defaultSeverity.rawValue)),
                         ("fixable", .bool(rule.fixable)), ("summary", .string(rule.summary))])
            })
            environment.write(list.serialized(pretty: true) + "\n")
        } else {
            let width = all.map(\.id.count).max() ?? 0
            for rule in all {
                let padding = String(repeating: " ", count: width - rule.id.count)
                let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                environment.write("\(rule.id)\(padding)  \(severity) \(rule.fixable ? "fix" : "   ")  \(rule.summary)\n")
            }
        }
        return .clean
    }

    private func explain(_ arguments: [String]) throws(UsageError) -> ExitCode {
        guard arguments.count == 1, let id = arguments.first else {
            throw UsageError("`bridgelint explain` takes one rule id, e.g. `bridgelint explain html-mismatched-end-tag`")
        }
        guard let document = RuleDocumentation.markdown[id] else {
            let hint = StringDistance.suggestions(for: id, among: RuleRegistry.ids, limit: 1).first.map { " (did you mean `\($0)`?)" } ?? ""
            throw UsageError("unknown rule `\(id)`\(hint); `bridgelint rules` lists them")
        }
        environment.write(document.hasSuffix("\n") ? document : document + "\n")
        return .clean
    }
}

/// How paths are shown: relative to the current folder when inside it.
enum DisplayPath {
    static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
