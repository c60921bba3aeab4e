import BridgeLintCore

/// Every file of a repository, listed in one walk (see `FileWalker`) and then only filtered:
/// controller folders, native sources, schema and models, templates and name mentions all come
/// from this list instead of walking the tree again.
public struct RepositoryFiles: Sendable {
    /// The folder walked (absolute).
    public let root: String
    /// Root-relative paths, sorted by their bytes (`sortedInByteOrder`), so the files of a
    /// folder are one contiguous run.
    public let paths: [String]
    /// Files and folders not listed because their names are not valid UTF-8 (see `FileWalker.walk`).
    public private(set) var undecodableNames: [String] = []
    /// Folders that could not be listed: what they hold is unknown.
    public private(set) var unreadableFolders: [String] = []

    /// Folder names never walked: dependencies, git, Xcode, CocoaPods, Carthage and Gradle output.
    static let skippedNames: Set<String> = FileWalker.defaultSkippedNames.union(["Pods", "DerivedData", "Carthage", ".gradle", "xcuserdata"])

    public init(root: String, paths: [String]) {
        self.init(root: root, sortedPaths: paths.sortedInByteOrder())
    }

    private init(root: String, sortedPaths: [String]) {
        self.root = root
        paths = sortedPaths
    }

    /// Walks `root` once.
    public static func walk(root: String) -> RepositoryFiles {
        var walker = FileWalker(root: root, skippedNames: skippedNames)
        walker.skippedFolder = { path in isBuildOutput(path) }
        let listing = walker.walk()
        // The walk's list is sorted: only vendored gems' files need sorting in.
        let vendored = vendoredPathGems(root: root, listed: listing.files)
        var files = RepositoryFiles(root: root, sortedPaths: vendored.isEmpty ? listing.files : (listing.files + vendored).sortedInByteOrder())
        files.undecodableNames = listing.undecodableNames
        files.unreadableFolders = listing.unreadableFolders
        return files
    }

    /// The files of the gems a `Gemfile.lock` bundles from a folder of the repository that the
    /// walk skips (`PATH` `remote: vendor/gems/admin`): a gem vendored into the repository is
    /// read like an engine of the app, not taken for code outside it.
    /// The start of a lockfile's `PATH` section, after a line break.
    private static let pathSection = Array("\nPATH".utf8)

    static func vendoredPathGems(root: String, listed: [String]) -> [String] {
        var result: [String] = []
        for lockfile in listed where lockfile == "Gemfile.lock" || lockfile.hasSuffix("/Gemfile.lock") {
            // Most lockfiles have no `PATH` section: every run lists the files, so those are not parsed.
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(root, lockfile)),
                  bytes.starts(with: Self.pathSection.dropFirst()) || bytes.contains(subsequence: Self.pathSection) else { continue }
            let folder = String(lockfile.dropLast("Gemfile.lock".count))
            for remote in Set(BundledGems.read(lockfile: bytes).pathGems.values) where !remote.hasPrefix("/") && !remote.split(separator: "/").contains("..") {
                let gem = ModuleResolver.normalize(folder + remote)
                guard !gem.isEmpty, FileReader.isFolder(FileWalker.join(root, gem)),
                      !listed.contains(where: { $0.hasPrefix(gem + "/") }), !result.contains(where: { $0.hasPrefix(gem + "/") }) else { continue }
                let walker = FileWalker(root: FileWalker.join(root, gem), respectingGitignore: false, skippedNames: skippedNames, skippedPaths: [])
                result += walker.files().map { gem + "/" + $0 }
            }
        }
        return result
    }

    /// A `build` folder is Xcode or Gradle output, unless it sits among a Rails app's views,
    /// components or scripts (`app/views/build/`).
    static func isBuildOutput(_ path: String) -> Bool {
        guard path == "build" || path.hasSuffix("/build") else { return false }
        let folders = path.split(separator: "/")
        return !zip(folders, folders.dropFirst()).contains { folder, next in
            folder == "app" && ["views", "components", "javascript", "frontend"].contains(next)
        }
    }

    /// The files under the root-relative `folder` ("" or "." for all) for which `include` is true.
    public func files(under folder: String = "", where include: (String) -> Bool = { _ in true }) -> [String] {
        let trimmed = folder == "." ? "" : (folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
        let prefix = trimmed.isEmpty ? "" : trimmed + "/"
        var result: [String] = []
        var index = lowerBound(prefix)
        while index < paths.count, paths[index].hasPrefix(prefix) {
            if include(paths[index]) { result.append(paths[index]) }
            index += 1
        }
        return result
    }

    /// Whether the root-relative `path` is a file of the repository.
    public func contains(_ path: String) -> Bool {
        let index = lowerBound(path)
        return index < paths.count && paths[index] == path
    }

    /// Whether any file lies under the root-relative `folder`.
    public func hasFolder(_ folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let index = lowerBound(prefix)
        return index < paths.count && paths[index].hasPrefix(prefix)
    }

    /// The files directly in the root-relative `folder`; each subfolder's run of paths is
    /// skipped in one search (`sub/` sorts before `sub0`).
    public func files(directlyIn folder: String) -> [String] {
        let prefix = folder.isEmpty || folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        var result: [String] = []
        var index = lowerBound(prefix)
        while index < paths.count, paths[index].hasPrefix(prefix) {
            let rest = paths[index].utf8.dropFirst(prefix.utf8.count)
            if let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
                index = lowerBound(prefix + String(decoding: rest[..<slash], as: UTF8.self) + "0")
            } else {
                result.append(paths[index])
                index += 1
            }
        }
        return result
    }

    private func lowerBound(_ key: String) -> Int {
        var low = 0
        var high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle].precedesInByteOrder(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: Rails apps

    /// The Rails apps of the repository, as root-relative prefixes ending in `/` (`""` for the
    /// root): folders with `config/application.rb`, or with a `Gemfile` (or an engine's
    /// `*.gemspec`) and an `app/` folder.
    /// Inside another app, a `Gemfile` + `app/` folder is part of it (an engine under
    /// `engines/`, `lib/`, `packs/`), and so is a `test/` or `spec/` dummy app, which exists to
    /// mount the engine around it; an app with its own `config/application.rb` elsewhere inside
    /// another (an example app) is its own. Sorted, shallowest first.
    public var railsApps: [String] {
        let (configured, candidates) = appCandidates
        let apps = candidates.filter { app in
            let enclosing = candidates.filter { other in other != app && app.hasPrefix(other) }
            return enclosing.isEmpty || configured.contains(app) && !enclosing.contains { Self.isDummyApp(app, inside: $0) }
        }
        func depth(_ app: String) -> Int { app.filter { $0 == "/" }.count }
        return apps.sorted { (depth($0), $0) < (depth($1), $1) }
    }

    /// Folders that look like a Rails app or engine: those with `config/application.rb`
    /// (`configured`), and those with a `Gemfile` or `*.gemspec` beside `app/`; `all` holds both.
    private var appCandidates: (configured: Set<String>, all: Set<String>) {
        var configured: Set<String> = []
        var gemfileApps: Set<String> = []
        for path in paths {
            if path == "config/application.rb" || path.hasSuffix("/config/application.rb") {
                configured.insert(String(path.dropLast("config/application.rb".count)))
            } else if path == "Gemfile" || path.hasSuffix("/Gemfile") || path.hasSuffix(".gemspec") {
                // A gemspec beside app/ is an engine gem: in an engines repository (no app at the
                // root), each is linted as a project of its own.
                let prefix = String(path[..<(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)])
                if hasFolder(prefix + "app") { gemfileApps.insert(prefix) }
            }
        }
        return (configured, configured.union(gemfileApps))
    }

    /// The engines and dummy apps folded into the project at `app` (see `railsApps`): folders
    /// inside it that look like an app or engine and lie in no other of `apps`, sorted. Their
    /// pages run in the project's browser, so their controllers are the project's too.
    public func parts(of app: String, among apps: [String]) -> [String] {
        appCandidates.all.filter { part in
            part != app && part.hasPrefix(app) && !apps.contains { $0.count > app.count && part.hasPrefix($0) }
        }.sorted()
    }

    /// Whether the folder `app` (a prefix ending in `/`, `""` for the root) is an engine: a gem
    /// (a `*.gemspec`) with an `app/` folder and no `config/application.rb`. Host apps render
    /// its templates and load its controllers.
    public func isEngine(_ app: String) -> Bool {
        !contains(app + "config/application.rb") && hasFolder(app + "app") && files(directlyIn: app).contains { $0.hasSuffix(".gemspec") }
    }

    /// Whether `app`, an app of the repository beside an engine at its root, only exercises the
    /// engine: a dummy app in `test/` or `spec/`, or a demo app (`sandbox/`, `demo/`,
    /// `example/`, `examples/`, `playground/`). The engine's real hosts are elsewhere.
    static func exercisesEngine(_ app: String) -> Bool {
        isDummyApp(app, inside: "") || app.split(separator: "/").first.map { demoFolders.contains(String($0)) } == true
    }

    private static let demoFolders: Set<String> = ["sandbox", "demo", "example", "examples", "playground"]

    /// Whether `app` sits in a `test/` or `spec/` folder of `enclosing`.
    static func isDummyApp(_ app: String, inside enclosing: String) -> Bool {
        app.dropFirst(enclosing.count).split(separator: "/").contains { $0 == "test" || $0 == "spec" }
    }

    // MARK: Native sources

    /// Whether a root-relative path is a Swift or Kotlin source (not a package manifest).
    static func isNativeSource(_ path: String) -> Bool {
        (path.hasSuffix(".swift") && path != "Package.swift" && !path.hasSuffix("/Package.swift")) || path.hasSuffix(".kt")
    }

    /// How the native sources of the repository are shared among its Rails `apps`: a source
    /// belongs to the app whose *home* holds it (the highest folder above the app that holds no
    /// other app: `ios/` beside `web/` is web's), the innermost home winning; a source in no
    /// home (`ios/` beside both `web/` and `admin/`) belongs to the apps nearest to it in the
    /// tree, and is marked `shared` so the reader can skip files that name no bridge code.
    public func nativeSources(for app: String, among apps: [String]) -> (own: [String], shared: [String]) {
        let homes = apps.map { Self.home(of: $0, among: apps) }
        var own: [String] = []
        var shared: [String] = []
        for path in paths where Self.isNativeSource(path) {
            let holding = apps.indices.filter { path.hasPrefix(homes[$0]) }
            if let innermost = holding.map({ homes[$0].count }).max() {
                if holding.contains(where: { apps[$0] == app && homes[$0].count == innermost }) { own.append(path) }
            } else {
                let depths = apps.map { Self.commonPrefixDepth(path, $0) }
                if let nearest = depths.max(), let index = apps.firstIndex(of: app), depths[index] == nearest { shared.append(path) }
            }
        }
        return (own, shared)
    }

    /// The highest folder above `app` (a prefix ending in `/`, or `""`) holding no other app
    /// outside `app`.
    static func home(of app: String, among apps: [String]) -> String {
        var home = app
        while !home.isEmpty {
            var parts = home.split(separator: "/")
            parts.removeLast()
            let parent = parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
            if apps.contains(where: { $0 != app && !$0.hasPrefix(app) && $0.hasPrefix(parent) }) { break }
            home = parent
        }
        return home
    }

    /// The number of leading folders `path` and the folder prefix `app` share.
    static func commonPrefixDepth(_ path: String, _ app: String) -> Int {
        let folders = path.split(separator: "/").dropLast()
        let appFolders = app.split(separator: "/")
        return zip(folders, appFolders).prefix { $0 == $1 }.count
    }
}
