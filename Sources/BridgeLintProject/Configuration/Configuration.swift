import BridgeLintCore

/// The settings of one project, read from `.bridgelint.yml` at its root (see
/// `ConfigurationLoader`); every key is optional and a missing file means all defaults.
///
/// ```yaml
/// include: ["app/views/**/*.erb"]          # templates to lint (globs relative to the root)
/// exclude: ["app/views/legacy/**"]         # never lint these (a folder excludes its contents)
/// controllers:
///   paths: [app/javascript/controllers]    # folders whose *_controller.js files are controllers
///   known: [dropdown, "acme--menu"]        # identifiers defined where bridgelint cannot see
///   packages: ["@acme/bridge-components"]  # npm packages whose controllers to read
/// native:
///   ios: [ios/App]                         # folders with the iOS (Swift) bridge components
///   android: [android/app/src/main]        # folders with the Android (Kotlin) bridge components
/// platforms: [ios, android]                # native apps that load these pages
/// fail_level: warning                      # exit 1 from this severity up (error|warning|info)
/// rules:
///   stimulus-unknown-target: warning       # off|error|warning|info, or true/false
///   bridge-missing-component:
///     severity: info
///     some_option: [a, b]                  # rule options, checked by the rule
/// sf_symbols:
///   extra: [custom.symbol]                 # image names valid besides the SF Symbols catalog
/// image_attributes: [data-bridge-icon]     # more attributes whose values are image names
/// custom_rules:                            # the project's own rules (see `CustomRuleDefinition`)
///   - id: img-needs-alt
///     css: "img:not([alt])"
///     message: "images need alt text"
/// projects: [web, admin]                   # the Rails apps, when detection should not decide
/// root: ..                                 # the repository root, when it has no `.git`
/// ```
///
/// Paths and globs written in the file are relative to its folder; the defaults are relative to
/// each Rails app (see `forProject(app:configurationFolder:)`).
public struct Configuration: Sendable, Hashable {
    public static let defaultInclude = [
        "app/views/**/*.{erb,html}", "app/components/**/*.{erb,html}",
        // Engines and modular apps (packwerk packs, component-based Rails) keep their views beside
        // the app's; an engine's dummy app renders them.
        "{lib/**,engines/*,components/*,packs/*,spec/dummy,test/dummy}/app/{views,components}/**/*.{erb,html}",
    ]
    public static let defaultControllerPaths = [
        "app/javascript/controllers", "app/frontend/controllers", "app/assets/javascripts/controllers", "app/components",
    ]

    /// Templates to lint, matched against root-relative paths.
    public var include: [Glob]
    /// Templates never linted, even when named on the command line; a pattern naming a folder
    /// excludes everything in it.
    public var exclude: [Glob]
    public var controllers: ControllerSettings
    public var native: NativeSettings
    /// The native platforms that load these pages: rules about a missing native component only
    /// look at these.
    public var platforms: Set<Platform>
    /// Findings at or above this severity make the run fail (exit code 1).
    public var failLevel: Severity
    /// Per-rule settings by rule id, as written; ids are validated by the rules module.
    public var rules: [String: RuleSetting]
    /// The project's own selector rules, in the order written.
    public var customRules: [CustomRuleDefinition] = []
    /// Image names accepted besides the SF Symbols catalog.
    public var extraSFSymbols: [String]
    /// Attribute names, besides the built-in ones, whose values name an image.
    public var imageAttributes: [String]
    /// The file the settings come from, nil for the defaults.
    public var path: String?
    /// Where each key set in the file is written, by key path (`fail_level`,
    /// `controllers.paths`): what `--show-settings` cites. Keys absent here keep their
    /// defaults, which are relative to each app.
    public var locations: [String: FileLocation]
    /// The Rails apps of the repository (folders relative to the file), nil to detect them.
    public var projects: [String]?
    /// The repository root relative to the file, nil to find it (`.git`).
    public var repositoryRoot: String?
    /// Templates and project sources larger than this many bytes are skipped with a warning.
    public var maxFileSize = FileSizeLimit.defaultBytes

    /// Whether the file sets `keyPath` (`include`, `controllers.paths`).
    public func sets(_ keyPath: String) -> Bool { locations[keyPath] != nil }

    /// The native platforms, shared with the native catalog.
    public typealias Platform = BridgeLintProject.Platform

    public struct ControllerSettings: Sendable, Hashable {
        /// Root-relative folders searched for `*_controller.*` files (those that exist).
        public var paths: [String]
        /// Identifiers of controllers defined where bridgelint cannot read them.
        public var known: [String]
        /// npm packages (`node_modules/<name>`) whose controller files to read.
        public var packages: [String]

        public init(paths: [String] = Configuration.defaultControllerPaths, known: [String] = [], packages: [String] = []) {
            self.paths = paths
            self.known = known
            self.packages = packages
        }
    }

    public struct NativeSettings: Sendable, Hashable {
        /// Root-relative folders holding the iOS app's Swift sources.
        public var ios: [String]
        /// Root-relative folders holding the Android app's Kotlin sources.
        public var android: [String]

        public init(ios: [String] = [], android: [String] = []) {
            self.ios = ios
            self.android = android
        }
    }

    /// The defaults: what a project without `.bridgelint.yml` gets.
    public init() {
        include = Self.defaultInclude.map(Glob.init)
        exclude = []
        controllers = ControllerSettings()
        native = NativeSettings()
        platforms = Set(Platform.allCases)
        failLevel = .error
        rules = [:]
        extraSFSymbols = []
        imageAttributes = []
        path = nil
        locations = [:]
    }

    /// These settings for the Rails app at `app` (a root-relative prefix ending in `/`, `""`
    /// for the root) when they were read from a file in `configurationFolder` (same form):
    /// paths the file sets are made root-relative from its folder, defaults from the app's.
    public func forProject(app: String, configurationFolder: String) -> Configuration {
        var result = self
        func rebase(_ path: String, onto prefix: String) -> String {
            let joined = ModuleResolver.normalize(prefix + path)
            return joined.isEmpty ? "." : joined
        }
        let includePrefix = sets("include") ? configurationFolder : app
        result.include = include.map { Glob(rebase($0.pattern, onto: includePrefix)) }
        result.exclude = exclude.map { Glob(rebase($0.pattern, onto: configurationFolder)) }
        let controllerPrefix = sets("controllers.paths") ? configurationFolder : app
        result.controllers.paths = controllers.paths.map { rebase($0, onto: controllerPrefix) }
        result.native.ios = native.ios.map { rebase($0, onto: configurationFolder) }
        result.native.android = native.android.map { rebase($0, onto: configurationFolder) }
        for index in result.customRules.indices {
            result.customRules[index].include = customRules[index].include.map { Glob(rebase($0.pattern, onto: configurationFolder)) }
            result.customRules[index].exclude = customRules[index].exclude.map { Glob(rebase($0.pattern, onto: configurationFolder)) }
        }
        return result
    }

    /// These settings with the default controller folders of the app or engine at `folder`
    /// (a root-relative prefix ending in `/`) and no packages or known identifiers (the
    /// project's own catalog has those): how an engine folded into a project is read.
    public func withDefaultControllerFolders(of folder: String) -> Configuration {
        var result = self
        result.controllers = ControllerSettings(paths: Self.defaultControllerPaths.map { folder + $0 })
        return result
    }

    /// These settings with the templates of `gems` (root-relative folders ending in `/`, the
    /// gems the app's `Gemfile` loads by path; see `PathGems`) and of `viewFolders` (root-relative
    /// folder globs the app adds to its view paths; see `ConfiguredViewPaths`) included as the
    /// app's own, when the file does not set `include` (then it says what is linted).
    public func includingTemplates(ofGems gems: [String], inViewFolders viewFolders: [String] = []) -> Configuration {
        guard !sets("include") else { return self }
        var result = self
        let patterns = Set(include.map(\.pattern))
        let added = gems.flatMap { gem in Self.gemTemplates.map { gem + $0 } } + viewFolders.map { $0 + "/**/*.{erb,html}" }
        result.include += added.filter { !patterns.contains($0) }.map(Glob.init)
        return result
    }

    /// The templates of a path gem and of the dummy app that exercises it, relative to its folder.
    static let gemTemplates = ["app/{views,components}/**/*.{erb,html}", "{spec,test}/dummy/app/{views,components}/**/*.{erb,html}"]

    /// Whether a root-relative template path is to be linted.
    public func includes(_ relativePath: String) -> Bool {
        let segments = Glob.segments(of: relativePath)
        return include.contains { $0.matches(segments: segments) } && !exclude.contains { $0.matchesPathOrAncestor(segments: segments) }
    }
}

/// One entry under `rules:`.
public struct RuleSetting: Sendable, Hashable {
    public var ruleID: String
    /// Where the rule id is written, for reporting unknown ids and options.
    public var location: FileLocation
    /// False for `off` (or `false`).
    public var isEnabled: Bool
    /// Nil keeps the rule's default severity.
    public var severity: Severity?
    /// Options other than `severity`, as written.
    public var options: [ConfigEntry]

    public init(ruleID: String, location: FileLocation, isEnabled: Bool = true, severity: Severity? = nil, options: [ConfigEntry] = []) {
        self.ruleID = ruleID
        self.location = location
        self.isEnabled = isEnabled
        self.severity = severity
        self.options = options
    }

    /// The value of option `name`, if set.
    public func option(_ name: String) -> ConfigValue? { options.last { $0.key == name }?.value }
}
