import BridgeLintCore

/// The options of `bridgelint check`, read and checked against each other. The tables below
/// are the one list of them: the parser, the completion scripts and the tests read them.
struct CheckOptions {
    /// One option: its name without `--`, whether it takes a value, the values a shell can
    /// offer (empty: free text), and a summary for completion menus.
    struct Option {
        var name: String
        var takesValue: Bool
        var values: [String] = []
        var summary: String
    }

    static let all: [Option] = [
        Option(name: "format", takesValue: true, values: formats, summary: "output format"),
        Option(name: "fail-level", takesValue: true, values: Severity.allCases.map(\.rawValue), summary: "exit 1 from this severity up"),
        Option(name: "color", takesValue: true, values: ["auto", "always", "never"], summary: "colour the text output"),
        Option(name: "no-color", takesValue: false, summary: "no colour"),
        Option(name: "fix", takesValue: false, summary: "apply safe fixes"),
        Option(name: "unsafe-fixes", takesValue: false, summary: "apply unsafe fixes too"),
        Option(name: "diff", takesValue: false, summary: "print the fixes as a unified diff, write nothing"),
        Option(name: "select", takesValue: true, summary: "run only these rules or prefixes"),
        Option(name: "extend-select", takesValue: true, summary: "run these rules too"),
        Option(name: "ignore", takesValue: true, summary: "do not run these rules or prefixes"),
        Option(name: "stdin-filename", takesValue: true, summary: "lint standard input as this file"),
        Option(name: "statistics", takesValue: false, summary: "count findings per rule"),
        Option(name: "output-file", takesValue: true, summary: "write the report to this file"),
        Option(name: "exit-zero", takesValue: false, summary: "exit 0 even with findings"),
        Option(name: "max-warnings", takesValue: true, summary: "exit 1 above this many warnings"),
        Option(name: "quiet", takesValue: false, summary: "only findings at the fail level; silent when clean"),
        Option(name: "show-settings", takesValue: false, summary: "print the resolved settings and their sources"),
        Option(name: "shard", takesValue: true, summary: "lint part K of N (K/N)"),
        Option(name: "update-baseline", takesValue: false, summary: "write .bridgelint-baseline.json"),
        Option(name: "no-baseline", takesValue: false, summary: "ignore .bridgelint-baseline.json"),
        Option(name: "no-cache", takesValue: false, summary: "lint every template again, read and write no cache"),
        Option(name: "cache-dir", takesValue: true, summary: "keep the cache in this folder"),
        Option(name: "jobs", takesValue: true, summary: "lint this many templates at once (default: the cores)"),
        Option(name: "help", takesValue: false, summary: "show help"),
    ]
    /// Options whose value is a file name.
    static let fileOptions: Set<String> = ["stdin-filename", "output-file", "cache-dir"]
    /// Options whose value is a rule id or prefix.
    static let ruleOptions: Set<String> = ["select", "extend-select", "ignore"]

    static let formats = ["text", "json", "sarif", "github", "junit", "checkstyle", "gitlab"]

    var paths: [String]
    var help: Bool
    var format: String
    var color: String
    /// Nil: the configuration's `fail_level`.
    var failLevel: Severity?
    var fix: Bool
    var unsafeFixes: Bool
    var diff: Bool
    var statistics: Bool
    var outputFile: String?
    var exitZero: Bool
    var maxWarnings: Int?
    var quiet: Bool
    var showSettings: Bool
    var shard: Shard?
    var stdinFilename: String?
    var selection: RuleSelection
    var updateBaseline: Bool
    var useBaseline: Bool
    var useCache: Bool
    /// Nil: `BRIDGELINT_CACHE_DIR`, else `.bridgelint-cache` at the repository root.
    var cacheFolder: String?
    /// Nil: as many as the machine has cores.
    var jobs: Int?

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try ParsedArguments.parse(arguments, flags: Set(Self.all.filter { !$0.takesValue }.map(\.name)),
                                               options: Set(Self.all.filter(\.takesValue).map(\.name)))
        let flags = parsed.flags
        paths = parsed.positional
        help = flags.contains("help")
        format = try parsed.choice("format", allowed: Self.formats, default: "text")
        color = flags.contains("no-color") ? "never" : try parsed.choice("color", allowed: ["auto", "always", "never"], default: "auto")
        failLevel = parsed.options["fail-level"] == nil ? nil
            : Severity(rawValue: try parsed.choice("fail-level", allowed: Severity.allCases.map(\.rawValue), default: "error"))
        unsafeFixes = flags.contains("unsafe-fixes")
        diff = flags.contains("diff")
        fix = !diff && (flags.contains("fix") || unsafeFixes)
        statistics = flags.contains("statistics")
        outputFile = parsed.options["output-file"]
        exitZero = flags.contains("exit-zero")
        quiet = flags.contains("quiet")
        showSettings = flags.contains("show-settings")
        stdinFilename = parsed.options["stdin-filename"]
        selection = RuleSelection(select: parsed.list("select"), extendSelect: parsed.list("extend-select") ?? [], ignore: parsed.list("ignore") ?? [])
        updateBaseline = flags.contains("update-baseline")
        useBaseline = !flags.contains("no-baseline")
        useCache = !flags.contains("no-cache")
        cacheFolder = parsed.options["cache-dir"]
        if let text = parsed.options["max-warnings"] {
            guard let count = Int(text), count >= 0 else { throw UsageError("`--max-warnings` takes a number of warnings, 0 or more; got `\(text)`") }
            maxWarnings = count
        }
        if let text = parsed.options["jobs"] {
            guard let count = Int(text), count >= 1 else { throw UsageError("`--jobs` takes a number of templates linted at once, 1 or more; got `\(text)`") }
            jobs = count
        }
        if let text = parsed.options["shard"] {
            guard let shard = Shard(text) else { throw UsageError("`--shard` takes K/N with 1 <= K <= N, e.g. `--shard 2/4`; got `\(text)`") }
            self.shard = shard
        }
        try checkCombinations()
    }

    private func checkCombinations() throws(UsageError) {
        if statistics, format != "text", format != "json" {
            throw UsageError("`--statistics` prints text or json, not `\(format)`")
        }
        if stdinFilename != nil {
            if !paths.isEmpty { throw UsageError("`--stdin-filename` lints standard input; give no PATH with it") }
            if fix { throw UsageError("`--fix` cannot write standard input back; use `--diff` to see the fixes") }
            if shard != nil { throw UsageError("`--shard` splits the files of a run; standard input is one file") }
        }
        if !useCache, cacheFolder != nil {
            throw UsageError("`--no-cache` and `--cache-dir` contradict each other; give one")
        }
        if updateBaseline {
            if !useBaseline { throw UsageError("`--update-baseline` and `--no-baseline` contradict each other; give one") }
            if fix || diff { throw UsageError("fix first, then run `--update-baseline` on its own") }
            if shard != nil { throw UsageError("write the baseline from one whole run, not from `--shard`") }
        }
    }
}
