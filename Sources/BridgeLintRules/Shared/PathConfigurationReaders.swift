import BridgeLintCore
import BridgeLintProject

/// Which native code reads one path configuration, and so what the `native-path-*` rules may
/// say about it: Hotwire Native proven by the app's imports (full checks), Turbo Native (the
/// app's own code reads the properties), or Hotwire Native assumed because the app is not in
/// the repository (near misses and wrong types only, as warnings).
struct PathConfigurationReaders {
    let catalog: PathConfigurationCatalog
    /// The platforms that read the configuration.
    let platforms: [Platform]

    init(_ configuration: PathConfiguration, catalog: PathConfigurationCatalog) {
        self.catalog = catalog
        platforms = configuration.readingPlatforms
    }

    /// The platforms whose library is Hotwire Native, proven or assumed.
    var hotwireNativePlatforms: [Platform] {
        platforms.filter { catalog.libraries[$0] != .turbo }
    }

    /// Whether the library of some reading platform is assumed: its app is not in the
    /// repository, or its sources name no navigation library.
    var isAssumed: Bool {
        platforms.contains { catalog.libraries[$0] == nil }
    }

    /// A finding's severity: the rule's own where the libraries are proven, a warning where one is assumed.
    var severity: Severity? {
        isAssumed ? .warning : nil
    }

    /// Whether some reader knows the property: the app's code reads it, or it is a library
    /// property (of either platform: a configuration shared by both apps may carry Android's
    /// `uri` into the iOS bundle, which is harmless).
    func knows(_ name: String) -> Bool {
        PathPropertyTable.property(named: name) != nil || platforms.contains { catalog.reads(name, on: $0) }
    }

    /// The names a reader knows, for did-you-mean.
    var knownNames: [String] {
        let read = platforms.flatMap { catalog.propertyReads[$0].map { Array($0.keys) } ?? [] }
        return Array(Set(read + PathPropertyTable.all.filter { !$0.platforms.isDisjoint(with: platforms) }.map(\.name))).sorted()
    }

    /// Whether every property any reader reads is known: each platform's app is in the
    /// repository on a known library, and none reads a property by a computed key.
    var knowsEveryRead: Bool {
        platforms.allSatisfy { catalog.libraries[$0] != nil && !catalog.platformsReadingComputedKeys.contains($0) }
    }
}

extension PathConfigurationCatalog {
    /// Each configuration with its readers.
    var configurationsWithReaders: [(PathConfiguration, PathConfigurationReaders)] {
        configurations.map { ($0, PathConfigurationReaders($0, catalog: self)) }
    }
}
