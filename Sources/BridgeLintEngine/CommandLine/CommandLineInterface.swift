import BridgeLintCore
import BridgeLintProject
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
        /// All of standard input (`--stdin-filename`).
        public var readStandardInput: () -> [UInt8]

        public init(variables: [String: String], standardOutputIsTerminal: Bool, currentDirectory: String,
                    write: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
                    readStandardInput: @escaping () -> [UInt8] = { [] }) {
            self.variables = variables
            self.standardOutputIsTerminal = standardOutputIsTerminal
            self.currentDirectory = currentDirectory
            self.write = write
            self.writeError = writeError
            self.readStandardInput = readStandardInput
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
        case "graph": return try graph(Array(arguments.dropFirst()))
        case "paths": return try paths(Array(arguments.dropFirst()))
        case "query": return try query(Array(arguments.dropFirst()))
        case "init": return try initialize(Array(arguments.dropFirst()))
        case "completions": return try completions(Array(arguments.dropFirst()))
        default:
            if !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first), HelpText.commands.contains(where: { StringDistance.editDistance($0, first) <= 2 }) {
                let guess = StringDistance.suggestions(for: first, among: HelpText.commands, limit: 1).first ?? ""
                throw UsageError("unknown command `\(first)` (did you mean `\(guess)`?)")
            }
            return try check(arguments)
        }
    }

    /// `customRules`: the repository's own rules, which SARIF lists beside the built-in ones.
    func reporter(for format: String, useColor: Bool, customRules: [CustomRuleDefinition] = []) -> any StreamingReporter {
        switch format {
        case "json": JSONReporter(toolVersion: BridgeLintVersion.current)
        case "sarif": SARIFReporter(toolVersion: BridgeLintVersion.current, rules: RuleDescriptor.registered + customRules.map(RuleDescriptor.init(custom:)))
        case "github": GitHubReporter()
        case "junit": JUnitReporter()
        case "checkstyle": CheckstyleReporter()
        case "gitlab": GitLabReporter()
        default: TextReporter(useColor: useColor)
        }
    }

    /// The repository holding `path`, or nil after printing its configuration errors.
    func openRepository(containing path: String) -> Repository? {
        let repository = Repository(containing: path)
        for error in repository.configurationErrors { environment.writeError("error: \(error)\n") }
        return repository.configurationErrors.isEmpty ? repository : nil
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

    /// `rules [--format text|json|ids] [PATH]`: the built-in rules, then the custom rules of
    /// the projects in the repository holding PATH (the current folder). `ids` prints one id a
    /// line, what the shell completions read.
    private func rules(_ arguments: [String]) throws(UsageError) -> ExitCode {
        let parsed = try ParsedArguments.parse(arguments, flags: [], options: ["format"])
        let format = try parsed.choice("format", allowed: ["text", "json", "ids"], default: "text")
        let (custom, readable) = customRules(in: try projectPath(parsed, command: "rules"))
        let builtIn = RuleRegistry.all.map(\.metadata)
        switch format {
        case "ids":
            environment.write((builtIn.map(\.id) + custom.map(\.ruleID)).map { $0 + "\n" }.joined())
        case "json":
            let list = JSONValue.array(builtIn.map { rule in
                .object([("id", .string(rule.id)), ("severity", .string(rule.defaultSeverity.rawValue)),
                         ("fixable", .bool(rule.fixable)), ("summary", .string(rule.summary))])
            } + custom.map { rule in
                .object([("id", .string(rule.ruleID)), ("severity", .string(rule.severity.rawValue)), ("fixable", .bool(false)),
                         ("summary", .string(rule.message)), ("help", .optional(rule.help)), (rule.language.rawValue, .string(rule.selector))])
            })
            environment.write(list.serialized(pretty: true) + "\n")
        default:
            let rows = builtIn.map { ($0.id, $0.defaultSeverity, $0.fixable, $0.summary, String?.none) }
                + custom.map { ($0.ruleID, $0.severity, false, $0.message, $0.help) }
            let width = rows.map(\.0.count).max() ?? 0
            for (id, severity, fixable, summary, help) in rows {
                let padding = String(repeating: " ", count: width - id.count)
                let severity = severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                environment.write("\(id)\(padding)  \(severity) \(fixable ? "fix" : "   ")  \(summary)\n")
                if let help { environment.write(String(repeating: " ", count: width + 15) + "help: \(help)\n") }
            }
        }
        return readable ? .clean : .failure
    }

    /// `explain RULE`: a built-in rule's document, or what `.bridgelint.yml` says of a custom
    /// rule of the repository holding the current folder.
    private func explain(_ arguments: [String]) throws(UsageError) -> ExitCode {
        guard arguments.count == 1, let id = arguments.first else {
            throw UsageError("`bridgelint explain` takes one rule id, e.g. `bridgelint explain html-mismatched-end-tag`")
        }
        if let document = RuleDocumentation.markdown[id] {
            environment.write(document.hasSuffix("\n") ? document : document + "\n")
            return .clean
        }
        let (custom, readable) = id.hasPrefix(CustomRuleDefinition.prefix) ? customRules(in: ".") : ([], true)
        if let rule = custom.first(where: { $0.ruleID == id }), let document = RuleDescriptor(custom: rule).helpMarkdown {
            environment.write(document)
            return .clean
        }
        guard readable else { return .failure }
        let hint = StringDistance.suggestions(for: id, among: RuleRegistry.ids + custom.map(\.ruleID), limit: 1).first.map { " (did you mean `\($0)`?)" } ?? ""
        throw UsageError("unknown rule `\(id)`\(hint); `bridgelint rules` lists them")
    }

    /// The custom rules of the repository holding `path`, and false (after printing the errors)
    /// when its configuration has errors: then none.
    private func customRules(in path: String) -> (rules: [CustomRuleDefinition], readable: Bool) {
        guard let repository = openRepository(containing: path) else { return ([], false) }
        return (repository.customRules, true)
    }
}

/// How paths are shown: relative to a base folder, with `../` steps for a file beside it
/// (`../ios/App/NavComponent.swift` when the run starts in `web/`). Only a path that shares
/// nothing with the base but the file system's root stays absolute.
enum DisplayPath {
    static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        guard path.hasPrefix("/"), base.hasPrefix("/") else { return path }
        let pathParts = path.split(separator: "/")
        let baseParts = base.split(separator: "/")
        let shared = zip(pathParts, baseParts).prefix { $0 == $1 }.count
        guard shared > 0 else { return path }
        let steps = Array(repeating: "..", count: baseParts.count - shared)
        return (steps + pathParts[shared...].map(String.init)).joined(separator: "/")
    }
}
