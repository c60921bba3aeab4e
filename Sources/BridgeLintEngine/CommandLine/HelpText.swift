/// The text of `bridgelint --help`.
enum HelpText {
    static let commands = ["check", "components", "paths", "graph", "query", "init", "parse", "rules", "explain", "lsp", "completions", "help", "version"]

    static let main = """
    bridgelint: lint Hotwire Native bridge and Stimulus markup in Rails templates

    USAGE
      bridgelint [check] [PATH...] [--format FORMAT] [--fail-level LEVEL] [--fix] [--unsafe-fixes]
                 [--diff] [--select RULES] [--extend-select RULES] [--ignore RULES]
                 [--stdin-filename PATH] [--statistics] [--output-file FILE] [--exit-zero]
                 [--max-warnings N] [--quiet] [--show-settings] [--shard K/N]
                 [--update-baseline] [--no-baseline] [--no-cache] [--cache-dir DIR]
                 [--jobs N] [--color auto|always|never]
      bridgelint components [PATH] [--format text|json]
      bridgelint paths [PATH] [--format text|json]
      bridgelint graph [PATH] [--format text|json|dot]
      bridgelint query SELECTOR [PATH...] [--xpath] [--count] [--format text|json]
      bridgelint init [PATH] [--force]
      bridgelint parse FILE [--format text|json]
      bridgelint rules [PATH] [--format text|json|ids]
      bridgelint explain RULE
      bridgelint lsp
      bridgelint completions bash|zsh|fish
      bridgelint --version

    COMMANDS
      check      Lint the templates under PATH (default: the current folder). Each Rails app of
                 the repository (up to the folder with .git) is a project with its own model.
      components Print every bridge component of the project at PATH: its web controller, iOS
                 and Android classes, registration, message keys per side, template uses and the
                 rules that fire on it. Always exits 0 (2 on usage or configuration errors).
      paths      Print the path configurations of the project at PATH (served and bundled JSON,
                 JSON templates, Ruby hashes in controllers and constants): for each rule its
                 patterns, properties and the native screen it names, and which native code loads
                 each file. Always exits 0 (2 on usage or configuration errors).
      graph      Print the render graph of the project at PATH: each template, what it renders
                 (partials, components, layouts) and the layout its controller chooses. For one
                 template (text): its render paths up to the top layout, with the controllers
                 mounted around each render call. dot renders with Graphviz (dot -Tsvg).
                 Paths are relative to the repository root.
      query      Print every element a CSS selector (an XPath 1.0 expression with --xpath)
                 selects in the templates under PATH: path:line:column and the start tag as
                 written. Rails helpers are the elements they render; `bl:mounts('id')`,
                 `bl:controller()`, `bl:target-of('id')` and `bl:rendered-in('layouts/name')`
                 ask the app. --count prints how many. Exits 0 when something matched, 1 when
                 nothing did.
      init       Write a commented starter .bridgelint.yml at the repository root, listing the
                 apps, controller and native folders found. --force replaces an existing file.
      parse      Print the element tree bridgelint sees in one template, with line:column ranges.
      rules      List every rule with its default severity, then the custom rules of the
                 project at PATH (custom_rules: in .bridgelint.yml) with their help. ids: one
                 id a line.
      explain    Print a rule's documentation and examples; for custom:<id>, what the
                 project's .bridgelint.yml says of it.
      lsp        Run the language server (LSP 3.17 on stdin/stdout) for editors: lints open
                 templates as they are typed and offers fixes as quick fixes.
      completions
                 Print a completion script for bash, zsh or fish.

    OPTIONS
      --format FORMAT      Output format of check: text|json|sarif|github|junit|checkstyle|gitlab
                           (default: text). JSON is versioned; see README.md. sarif: SARIF 2.1.0
                           for code scanning; github: GitHub Actions annotations; junit: JUnit XML;
                           checkstyle: Checkstyle XML; gitlab: GitLab Code Quality JSON.
                           parse, rules, components and paths take text|json; graph
                           text|json|dot.
      --fail-level LEVEL   Exit 1 when a finding is at or above LEVEL (default: error, or the
                           configuration's fail_level).
      --fix                Apply the safe fixes findings carry, then report what is left.
      --unsafe-fixes       Apply unsafe fixes too (did-you-mean replacements whose intent may differ).
      --diff               Print the fixes as a unified diff (patch -p1, git apply) and write
                           nothing; exit 1 when there is something to fix.
      --select RULES       Run only these rules: ids or area prefixes (bridge-, stimulus-unknown),
                           comma-separated or repeated; ALL for every rule.
      --extend-select RULES
                           Run these rules as well. The most specific selector wins; a rule the
                           configuration turns off runs only when named by its exact id.
      --ignore RULES       Do not run these rules (ids or prefixes).
      --stdin-filename PATH
                           Lint standard input as if it were the template at PATH.
      --statistics         Print how many findings each rule has, most first (text or json).
      --output-file FILE   Write the report to FILE instead of standard output.
      --exit-zero          Exit 0 even when there are findings (2 still means an error).
      --max-warnings N     Also exit 1 when there are more than N warnings.
      --quiet              Show only findings at or above the fail level; print nothing when
                           there are none.
      --show-settings      Print the resolved settings and where each comes from, then exit.
      --shard K/N          Lint part K of N of the templates (a stable split by path, for a CI
                           job matrix); the rules about the whole app run in part 1.
      --update-baseline    Write every current finding to .bridgelint-baseline.json at the
                           project root; later runs report only new findings.
      --no-baseline        Report every finding, ignoring .bridgelint-baseline.json.
      --no-cache           Lint every template again; read and write no cache. By default the
                           findings of each template are kept in .bridgelint-cache/ at the
                           repository root (it ignores itself in git) and reused while the
                           template, the project and the settings are unchanged.
      --cache-dir DIR      Keep the cache in DIR (also: the BRIDGELINT_CACHE_DIR variable).
      --jobs N             Lint N templates at once (default: one per core).
      --color WHEN         Colour the text output: auto (a terminal, unless NO_COLOR is set),
                           always, never.
      --no-color           Short for --color never.
      --help               Print this help.

    EXIT CODES
      0  no finding at or above the fail level
      1  findings at or above the fail level
      2  usage, configuration or internal error

    EXAMPLES
      bridgelint                                   lint the app in the current folder
      bridgelint app/views/todos/_form.html.erb    lint one template (as a pre-commit hook does)
      bridgelint --format json . > report.json     machine-readable output
      bridgelint --format sarif > bridgelint.sarif code scanning upload
      bridgelint --format github                   annotations in a GitHub Actions job
      bridgelint components                        bridge components before a release
      bridgelint components --format json > components.json
      bridgelint paths                             how each URL is presented in the native apps
      bridgelint init                              write .bridgelint.yml for this app
      bridgelint parse app/views/shared/_nav.html.erb
      bridgelint explain html-mismatched-end-tag
      bridgelint --update-baseline                 accept today's findings; report only new ones
      bridgelint --select bridge- --statistics     how many bridge findings, per rule
      bridgelint --diff | git apply                apply the safe fixes through git
      bridgelint --shard 2/4 --format github       the second of four CI jobs
      source <(bridgelint completions bash)

    """
}
