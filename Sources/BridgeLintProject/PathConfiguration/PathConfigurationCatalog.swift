import BridgeLintCore

/// The app's path configurations and what its native code says about reading them.
public struct PathConfigurationCatalog: Sendable {
    public var configurations: [PathConfiguration] = []
    /// JSON files shaped like a path configuration that do not parse, with the reason.
    public var unparsable: [(path: String, failure: String, line: Int)] = []
    /// The navigation library each platform's native code imports (or its manifests resolve).
    public var libraries: [Platform: NativeNavigationLibrary] = [:]
    /// The library version each platform's manifests resolve (`Package.resolved`, Gradle).
    public var libraryVersions: [Platform: PackageVersion] = [:]
    /// Platforms whose native sources are in the repository and were read.
    public var nativePlatforms: Set<Platform> = []
    /// Property keys the app's native code reads with a literal key, per platform.
    public var propertyReads: [Platform: [String: DeclarationSite]] = [:]
    /// Platforms whose native code reads a property by a computed key.
    public var platformsReadingComputedKeys: Set<Platform> = []
    public var loads: [PathConfigurationLoad] = []
    public var screens: [NativeScreen] = []
    /// Platforms with a screen whose identifier or URI is not a literal.
    public var platformsWithComputedScreens: Set<Platform> = []
    /// The string literals of each platform's native code.
    public var stringLiterals: [Platform: Set<String>] = [:]
    /// The root-relative folder of the Rails app whose configurations these are.
    private var app = ""
    /// The Swift and Kotlin source paths, which tell whose bundle holds a configuration file.
    private var sourcePaths: (swift: [String], kotlin: [String]) = ([], [])

    public init() {}

    /// Reads the configurations of the Rails app at `app` and the native `sources` (root-relative
    /// path and text) that belong to it.
    init(files: RepositoryFiles, app: String, apps: [String], swiftFiles: [(path: String, text: String)], kotlinFiles: [(path: String, text: String)]) {
        for (platform, sources) in [(Platform.ios, swiftFiles), (.android, kotlinFiles)] {
            if !sources.isEmpty { nativePlatforms.insert(platform) }
            for source in sources {
                let scan = NativeNavigationScan(path: source.path, text: source.text, platform: platform)
                if libraries[platform] == nil, let library = scan.library { libraries[platform] = library }
                loads += scan.loads
                screens += scan.screens
                if scan.declaresComputedScreen { platformsWithComputedScreens.insert(platform) }
                stringLiterals[platform, default: []].formUnion(scan.stringLiterals)
                propertyReads[platform, default: [:]].merge(scan.propertyReads) { first, _ in first }
                if scan.readsComputedKeys { platformsReadingComputedKeys.insert(platform) }
            }
        }
        for (platform, found) in NativeLibraryManifests(files: files).libraries where nativePlatforms.contains(platform) {
            if libraries[platform] == nil { libraries[platform] = found.library }
            if libraries[platform] == found.library, let version = found.version { libraryVersions[platform] = version }
        }
        self.app = app
        sourcePaths = (swiftFiles.map(\.path), kotlinFiles.map(\.path))
        let located = PathConfigurationLocator(files: files, app: app, apps: apps)
        unparsable = located.unparsable
        configurations = located.configurations.map(placed)
    }

    /// A configuration with the platforms that read it: those its name, the native loads that
    /// name it, or the bundle that holds it show.
    private func placed(_ configuration: PathConfiguration) -> PathConfiguration {
        var configuration = configuration
        // A bundled file belongs to the app whose bundle holds it: only that platform loads it.
        let bundle = configuration.form == .nativeBundle
            ? Self.platforms(ofBundleFile: configuration.path, swiftFiles: sourcePaths.swift, kotlinFiles: sourcePaths.kotlin) : []
        configuration.loadedBy = loads.filter { load in
            (bundle.isEmpty || bundle.contains(load.platform)) && load.names.contains { Self.name($0, names: configuration) }
        }
        configuration.platforms.formUnion(configuration.loadedBy.map(\.platform))
        if configuration.platforms.isEmpty { configuration.platforms = bundle }
        return configuration
    }

    /// Whether the file at a root-relative path is where a path configuration may be written
    /// (a JSON file, a JSON view, a Ruby file of the app's controllers, helpers, models, `lib/`
    /// or `config/`), outside dependencies, build output and tests.
    public static func mayHoldConfiguration(_ path: String) -> Bool {
        PathConfigurationLocator.isCandidate(path)
    }

    /// This catalog with the configurations of the file at `path` read from `bytes` (an
    /// editor's buffer) instead of the file on disk.
    public func replacingFile(_ path: String, with bytes: [UInt8]) -> PathConfigurationCatalog {
        var located = PathConfigurationLocator()
        located.read(path, app: app, bytes: bytes)
        var catalog = self
        catalog.configurations.removeAll { $0.path == path }
        catalog.unparsable.removeAll { $0.path == path }
        catalog.configurations += located.configurations.map(placed)
        catalog.unparsable += located.unparsable
        return catalog
    }

    /// Whether a name a native load gives (`configurations/ios_v1.json`, `path-configuration`)
    /// names this configuration: its file, or the controller action that renders it.
    /// A bare resource name matches the file's name; a path (an asset path, a URL's path) must
    /// end the file's path. A Ruby literal is named by the action that renders it.
    static func name(_ name: String, names configuration: PathConfiguration) -> Bool {
        // `https://host/configurations/ios_v1.json` -> `configurations/ios_v1.json`.
        var path = Substring(name)
        if let scheme = path.range(of: "://") { path = path[scheme.upperBound...].drop { $0 != "/" } }
        path = path.drop { $0 == "/" }
        let tail = path.split(separator: "/").last.map(String.init) ?? String(path)
        let base = tail.hasSuffix(".json") ? String(tail.dropLast(5)) : tail
        guard !base.isEmpty else { return false }
        if configuration.form == .rubyLiteral { return configuration.enclosingName == base }
        let fileName = configuration.path.split(separator: "/").last.map(String.init) ?? configuration.path
        let fileBase = fileName.split(separator: ".").first.map(String.init) ?? fileName
        return fileBase == base && (!path.contains("/") || configuration.path.hasSuffix("/" + path) || configuration.path == path)
    }

    /// The platform of a bundled file: Android assets, else the platform whose sources alone
    /// share the nearest folder above it (`ios/`, `android/`).
    static func platforms(ofBundleFile path: String, swiftFiles: [String], kotlinFiles: [String]) -> Set<Platform> {
        if path.contains("/assets/") || path.contains("/src/main/") { return [.android] }
        var folders = path.split(separator: "/").dropLast().map(String.init)
        while !folders.isEmpty {
            let prefix = folders.joined(separator: "/") + "/"
            let ios = swiftFiles.contains { $0.hasPrefix(prefix) }
            let android = kotlinFiles.contains { $0.hasPrefix(prefix) }
            if ios != android { return ios ? [.ios] : [.android] }
            if ios { return [] }
            folders.removeLast()
        }
        return []
    }

    /// What the checks of path configurations cannot see, said once per run.
    var limitations: [String] {
        var notes = unparsable.map { "\($0.path):\($0.line): not read as a path configuration: \($0.failure); its rules are not checked." }
        let read = Set(configurations.flatMap(\.readingPlatforms))
        let assumed = read.filter { libraries[$0] == nil }.sorted()
        if !assumed.isEmpty {
            let names = assumed.map(\.displayName).joined(separator: " and ")
            let why = assumed.allSatisfy { !nativePlatforms.contains($0) } ? "no \(names) app was found in the repository" : "the \(names) sources import neither Hotwire Native nor Turbo"
            notes.append("path configurations: \(why), so the current Hotwire Native library is assumed for \(names): only near misses of its property names and values and wrong types of its properties are reported there, as warnings.")
        }
        for platform in read.sorted() where libraries[platform] == .turbo {
            notes.append("path configurations: the \(platform.displayName) app is built on Turbo Native, whose app code reads the path properties itself: property names are judged against what its Swift or Kotlin reads, values are not checked.")
        }
        return notes
    }

    /// Property keys the native code of `platform` reads.
    public func reads(_ key: String, on platform: Platform) -> Bool {
        propertyReads[platform]?[key] != nil
    }
}
