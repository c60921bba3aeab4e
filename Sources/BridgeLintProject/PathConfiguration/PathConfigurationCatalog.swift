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
                propertyReads[platform, default: [:]].merge(scan.propertyReads) { first, _ in first }
                if scan.readsComputedKeys { platformsReadingComputedKeys.insert(platform) }
            }
        }
        for (platform, found) in NativeLibraryManifests(files: files).libraries where nativePlatforms.contains(platform) {
            if libraries[platform] == nil { libraries[platform] = found.library }
            if libraries[platform] == found.library, let version = found.version { libraryVersions[platform] = version }
        }
        let located = PathConfigurationLocator(files: files, app: app, apps: apps)
        unparsable = located.unparsable
        configurations = located.configurations.map { configuration in
            var configuration = configuration
            configuration.loadedBy = loads.filter { $0.names.contains { Self.name($0, names: configuration) } }
            configuration.platforms.formUnion(configuration.loadedBy.map(\.platform))
            if configuration.platforms.isEmpty, configuration.form == .nativeBundle {
                configuration.platforms = Self.platforms(ofBundleFile: configuration.path, swiftFiles: swiftFiles, kotlinFiles: kotlinFiles)
            }
            return configuration
        }
    }

    /// Whether a name a native load gives (`configurations/ios_v1.json`, `path-configuration`)
    /// names this configuration: its file, or the controller action that renders it.
    static func name(_ name: String, names configuration: PathConfiguration) -> Bool {
        let tail = name.split(separator: "/").last.map(String.init) ?? name
        let base = tail.hasSuffix(".json") ? String(tail.dropLast(5)) : tail
        guard !base.isEmpty else { return false }
        let fileName = configuration.path.split(separator: "/").last.map(String.init) ?? configuration.path
        let fileBase = fileName.split(separator: ".").first.map(String.init) ?? fileName
        if configuration.form == .rubyLiteral { return configuration.enclosingName == base }
        return fileBase == base && (!name.contains("/") || configuration.path.hasSuffix(name.drop { $0 == "/" }) || configuration.form == .nativeBundle)
    }

    /// The platform of a bundled file: Android assets, else the platform whose sources share its
    /// top folder (`ios/`, `android/`).
    static func platforms(ofBundleFile path: String, swiftFiles: [(path: String, text: String)], kotlinFiles: [(path: String, text: String)]) -> Set<Platform> {
        if path.contains("/assets/") || path.contains("/src/main/") { return [.android] }
        let top = path.split(separator: "/").first.map(String.init) ?? ""
        var found: Set<Platform> = []
        if swiftFiles.contains(where: { $0.path.hasPrefix(top + "/") }) { found.insert(.ios) }
        if kotlinFiles.contains(where: { $0.path.hasPrefix(top + "/") }) { found.insert(.android) }
        return found.count == 1 ? found : []
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
