/// The text of `bridgelint --help`.
enum HelpText {
    static let commands = ["check", "components", "init", "parse", "rules", "explain", "lsp", "help", "version"]

    static let main = """
    bridgelint: lint Hotwire Native bridge and Stimulus markup in Rails templates

    USAGE
      bridgelint [check] [PATH...] [--format FORMAT] [--fail-level LEVEL] [--fix] [--unsafe-fixes]
                 [--color auto|always|never]
      bridgelint components [PATH] [--format text|json]
      bridgelint init [PATH] [--force]
      bridgelint parse FILE [--format text|json]
      bridgelint rules [--format text|json]
      bridgelint explain RULE
      bridgelint lsp
      bridgelint --version

    COMMANDS
      check      Lint the templates under PATH (default: the current folder). Each Rails app of
                 the repository (up to the folder with .git) is a project with its own model.
      components Print every bridge component of the project at PATH: its web controller, iOS
                 and Android classes, registration, message keys per side, template uses and the
                 rules that fire on it. Always exits 0 (2 on usage or configuration errors).
      init       Write a commented starter .bridgelint.yml at the repository root, listing the
                 apps, controller and native folders found. --force replaces an existing file.
      parse      Print the element tree bridgelint sees in one template, with line:column ranges.
      rules      List every rule with its default severity.
      explain    Print a rule's documentation and examples.
      lsp        Run the language server (LSP 3.17 on stdin/stdout) for editors: lints open
                 templates as they are typed and offers fixes as quick fixes.

    OPTIONS
      --format FORMAT      Output format of check: text|json|sarif|github|junit|checkstyle|gitlab
                           (default: text). JSON is versioned; see README.md. sarif: SARIF 2.1.0
                           for code scanning; github: GitHub Actions annotations; junit: JUnit XML;
                           checkstyle: Checkstyle XML; gitlab: GitLab Code Quality JSON.
                           parse, rules and components take text|json.
      --fail-level LEVEL   Exit 1 when a finding is at or above LEVEL (default: error, or the
                           configuration's fail_level).
      --fix                Apply the safe fixes findings carry, then report what is left.
      --unsafe-fixes       Apply unsafe fixes too (did-you-mean replacements whose intent may differ).
      --color WHEN         Colour the text output: auto (a terminal, unless NO_COLOR is set),
                           always, never. --no-color is short for --color never.

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
      bridgelint init                              write .bridgelint.yml for this app
      bridgelint parse app/views/shared/_nav.html.erb
      bridgelint explain html-mismatched-end-tag

    """
}
