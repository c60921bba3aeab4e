/// Everything the linter knows about the app, built once per run and shared by all threads:
/// its configuration, the controllers its markup may use, the native bridge components of the
/// iOS and Android apps, and the database schema and models behind its forms.
public struct ProjectModel: Sendable {
    public let root: String
    public let configuration: Configuration
    public let controllers: ControllerCatalog
    public let native: NativeCatalog
    public let schema: SchemaCatalog
    /// The script that starts Rails UJS next to Turbo, if one does (see `RailsUJS`).
    public let railsUJSEntryPoint: String?

    public init(root: String, configuration: Configuration, controllers: ControllerCatalog,
                native: NativeCatalog = NativeCatalog(scans: []), schema: SchemaCatalog = SchemaCatalog(tables: [], modelScans: []),
                railsUJSEntryPoint: String? = nil) {
        self.root = root
        self.configuration = configuration
        self.controllers = controllers
        self.native = native
        self.schema = schema
        self.railsUJSEntryPoint = railsUJSEntryPoint
    }

    /// Reads the whole project under `root`.
    public static func load(root: String, configuration: Configuration) -> ProjectModel {
        let sources = ProjectSources(root: root, configuration: configuration)
        return ProjectModel(
            root: root, configuration: configuration,
            controllers: ControllerCatalog.load(root: root, configuration: configuration),
            native: NativeCatalog(swiftFiles: sources.swiftFiles, kotlinFiles: sources.kotlinFiles),
            schema: SchemaCatalog(schemaFiles: sources.schemaFiles, modelFiles: sources.modelFiles),
            railsUJSEntryPoint: RailsUJS.entryPoint(root: root, controllerFolders: configuration.controllers.paths))
    }

    /// Whether controller discovery found anything: when it found nothing, rules cannot tell a
    /// typo from a controller they do not see, and stay silent.
    public var knowsControllers: Bool {
        !controllers.controllers.isEmpty
    }

    /// The platforms whose native components rules compare with the web side: the configured
    /// `platforms` that have native sources in the repository.
    public var checkedPlatforms: [Platform] {
        configuration.platforms.intersection(native.platformsFound).sorted()
    }

    /// The `app` folders of the project's Rails apps: `app`, and `web/app` when a controller
    /// folder says the Rails app lives in `web/` next to the native apps.
    public var appFolders: [String] {
        RailsAppFolders.prefixes(controllerFolders: configuration.controllers.paths).map { $0 + "app" }
    }

    /// What the model could not see, said once per run so silence is explained.
    public var limitations: [String] {
        var notes: [String] = []
        if !knowsControllers {
            let folders = configuration.controllers.paths.joined(separator: ", ")
            notes.append("no Stimulus controllers found (searched \(folders)); rules about controllers, targets, actions and values are silent. Set `controllers: paths:` in .bridgelint.yml if they live elsewhere.")
        }
        let unreadable = controllers.controllers.filter { !$0.parseProblems.isEmpty }
        for controller in unreadable.prefix(5) {
            notes.append("\(controller.path): could not read the controller class (\(controller.parseProblems.joined(separator: "; "))); rules about `\(controller.identifier)` are silent.")
        }
        let dynamicReads = controllers.dynamicBridgeAttributeReads
        if let first = dynamicReads.first {
            let more = dynamicReads.count > 1 ? " (and in \(dynamicReads.count - 1) more file\(dynamicReads.count > 2 ? "s" : ""))" : ""
            notes.append("\(first.path):\(first.location.line): `bridgeAttribute` is called with a computed name\(more), so any `data-bridge-*` attribute may be read; bridge-unknown-attribute is silent about the elements such code may read.")
        }
        for package in controllers.missingPackages {
            notes.append("the npm package `\(package)` listed under `controllers: packages:` is not in node_modules; its controllers are unknown, so rules about them are silent.")
        }
        for load in controllers.unreadPackageLoads {
            notes.append("\(load.path):\(load.location.line): the controllers loaded from the package `\(load.package)` cannot be read (it is neither vendored under vendor/javascript nor installed in node_modules); only near misses of known identifiers are reported. Declare its identifiers under `controllers: known:` in .bridgelint.yml.")
        }
        for registration in native.registrations {
            for unresolved in registration.unresolved {
                let platform = registration.platform.displayName
                notes.append("\(unresolved.site.path):\(unresolved.site.line): the \(platform) components registered through `\(unresolved.displayExpression)` cannot be read (\(unresolved.reason)); registration checks for \(platform) are silent.")
            }
        }
        return notes
    }
}

/// The native and Ruby files the model reads, found in one walk: Swift and Kotlin sources
/// (the configured native folders, else anywhere outside build folders), `db/schema.rb` or
/// `db/structure.sql`, and `app/models/**/*.rb` (of the Rails app in a subfolder when the root
/// has none, see `RailsAppFolders`).
struct ProjectSources {
    var swiftFiles: [(path: String, text: String)] = []
    var kotlinFiles: [(path: String, text: String)] = []
    var schemaFiles: [(path: String, text: String)] = []
    var modelFiles: [(path: String, text: String)] = []

    /// Folders no app source lives in: Xcode, CocoaPods, Carthage and Gradle output.
    static let nativeBuildFolders: Set<String> = ["Pods", "DerivedData", "Carthage", "build", ".gradle", "xcuserdata", "node_modules", ".git", ".build"]

    init(root: String, configuration: Configuration) {
        let walker = FileWalker(root: root, skippedNames: FileWalker.defaultSkippedNames.union(Self.nativeBuildFolders))
        func read(_ paths: [String]) -> [(path: String, text: String)] {
            paths.compactMap { path in FileReader.text(atPath: FileWalker.join(root, path)).map { (path, $0) } }
        }
        func files(under folders: [String], ending suffix: String) -> [String] {
            folders.flatMap { walker.files(under: $0 == "." ? "" : $0) { $0.hasSuffix(suffix) } }
        }
        let native = configuration.native
        if native.ios.isEmpty || native.android.isEmpty {
            let all = walker.files { $0.hasSuffix(".swift") || $0.hasSuffix(".kt") }
            swiftFiles = read(native.ios.isEmpty ? all.filter { $0.hasSuffix(".swift") && !Self.isPackageManifest($0) } : files(under: native.ios, ending: ".swift"))
            kotlinFiles = read(native.android.isEmpty ? all.filter { $0.hasSuffix(".kt") } : files(under: native.android, ending: ".kt"))
        } else {
            swiftFiles = read(files(under: native.ios, ending: ".swift"))
            kotlinFiles = read(files(under: native.android, ending: ".kt"))
        }
        // The first Rails app (the root, else one beside the native apps) with a schema.
        let apps = RailsAppFolders.prefixes(controllerFolders: configuration.controllers.paths)
        let app = apps.first { prefix in ["db/schema.rb", "db/structure.sql"].contains { FileReader.exists(FileWalker.join(root, prefix + $0)) } } ?? ""
        schemaFiles = read(["db/schema.rb", "db/structure.sql"].map { app + $0 }.filter { FileReader.exists(FileWalker.join(root, $0)) })
        modelFiles = read(walker.files(under: app + "app/models") { $0.hasSuffix(".rb") })
    }

    /// `Package.swift` describes a Swift package; it declares no components.
    private static func isPackageManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }
}
