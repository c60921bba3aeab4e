import BridgeLintCore

/// A rule of the project's own, written under `custom_rules:` in `.bridgelint.yml`: a CSS or
/// XPath selector over each template's tree, and what to say where it matches.
///
/// ```yaml
/// custom_rules:
///   - id: img-needs-alt
///     css: "img:not([alt])"            # or xpath: "//img[not(@alt)]"
///     message: "images need alt text for screen readers"
///     severity: warning                # error|warning|info; warning when not set
///     paths: ["app/views/**", "!app/views/admin/**"]   # optional; `!` excludes
///     help: "add alt=\"\" for decorative images"
/// ```
///
/// The shape is checked when the file is read; the selector and the id's clash with a
/// built-in rule are checked by the modules that know selectors and rules.
public struct CustomRuleDefinition: Sendable, Hashable {
    public enum Language: String, Sendable, Hashable, CaseIterable {
        case css
        case xpath
    }

    /// Kebab-case, as written: `img-needs-alt`.
    public var id: String
    public var idLocation: FileLocation
    public var language: Language
    public var selector: String
    /// Where the selector's first character is in the file, when the selector is written on
    /// one line as it reads (no escapes, no folding), so a column in it is a column there.
    public var selectorStart: FileLocation
    public var selectorIsVerbatim: Bool
    public var message: String
    public var severity: Severity
    /// Templates the rule runs on (relative to the project root); none means every template.
    public var include: [Glob]
    /// Templates it never runs on (the `!` globs of `paths:`).
    public var exclude: [Glob]
    public var help: String?

    public init(id: String, idLocation: FileLocation, language: Language, selector: String, selectorStart: FileLocation,
                selectorIsVerbatim: Bool, message: String, severity: Severity, include: [Glob] = [], exclude: [Glob] = [], help: String? = nil) {
        self.id = id
        self.idLocation = idLocation
        self.language = language
        self.selector = selector
        self.selectorStart = selectorStart
        self.selectorIsVerbatim = selectorIsVerbatim
        self.message = message
        self.severity = severity
        self.include = include
        self.exclude = exclude
        self.help = help
    }

    /// The id rules, suppressions, `--select` and reports use: `custom:img-needs-alt`.
    public var ruleID: String { Self.prefix + id }

    public static let prefix = "custom:"

    /// Whether the rule runs on every template (no `paths:`).
    public var isEverywhere: Bool { include.isEmpty && exclude.isEmpty }

    /// Whether the rule runs on the template at root-relative `path`.
    public func applies(to path: String) -> Bool {
        (include.isEmpty || include.contains { $0.matches(path) }) && !exclude.contains { $0.matchesPathOrAncestor(path) }
    }

    /// The place in the file of column `column` (1-based) of the selector: there when the
    /// selector is written verbatim on one line, else its start.
    public func location(ofSelectorColumn column: Int) -> FileLocation {
        guard selectorIsVerbatim else { return selectorStart }
        return FileLocation(line: selectorStart.line, column: selectorStart.column + column - 1)
    }
}
