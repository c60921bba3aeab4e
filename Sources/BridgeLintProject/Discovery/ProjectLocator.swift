import Foundation

/// Finds the project root for a path given on the command line.
public enum ProjectLocator {
    public static let configurationFileName = ".bridgelint.yml"

    /// The nearest folder, starting at `path` itself if it is a folder (else its folder), that
    /// holds `.bridgelint.yml`; failing that, the nearest that holds `app/` or a `Gemfile`;
    /// failing that, the starting folder. Paths are made absolute and standardized first.
    public static func root(for path: String) -> String {
        let start = startFolder(for: path)
        let ancestors = ancestors(of: start)
        if let configured = ancestors.first(where: { FileReader.exists(FileWalker.join($0, configurationFileName)) }) {
            return configured
        }
        let railsLike = ancestors.first { folder in
            FileReader.isFolder(FileWalker.join(folder, "app")) || FileReader.exists(FileWalker.join(folder, "Gemfile"))
        }
        return railsLike ?? start
    }

    /// The repository holding `path`, whose Rails apps and native apps one run sees: the nearest
    /// folder with `.git` (a folder, or a worktree's file); else the topmost with
    /// `.bridgelint.yml`; else `root(for:)`, or the folder above it when that folder holds a
    /// native app beside it (a monorepo unpacked from an archive). A `.bridgelint.yml` met on
    /// the way up that sets `root:` decides instead (`root: .` keeps the run inside its folder).
    public static func repositoryRoot(for path: String) -> String {
        let start = startFolder(for: path)
        var topmostConfigured: String?
        for folder in ancestors(of: start) {
            if FileReader.exists(FileWalker.join(folder, configurationFileName)) {
                if let root = ConfigurationLoader.load(root: folder).configuration.repositoryRoot {
                    return URL(fileURLWithPath: FileWalker.join(folder, root)).standardizedFileURL.path
                }
                topmostConfigured = folder
            }
            if FileReader.exists(FileWalker.join(folder, ".git")) { return folder }
        }
        if let topmostConfigured { return topmostConfigured }
        let app = pathGemHost(of: root(for: path))
        let parent = (app as NSString).deletingLastPathComponent
        return parent != app && holdsNativeApp(besides: app, in: parent) ? parent : app
    }

    /// The app above `folder` whose `Gemfile` loads it by path (`gem "ui", path: "component/ui"`,
    /// or a `path` block holding it up to two folders down), followed up to the outermost: a
    /// run inside a path gem sees the app that renders its templates. `folder` itself when no
    /// folder above loads it.
    static func pathGemHost(of folder: String) -> String {
        var host = folder
        for ancestor in ancestors(of: folder).dropFirst() {
            let gemfile = FileWalker.join(ancestor, "Gemfile")
            guard let bytes = FileReader.bytes(atPath: gemfile) else { continue }
            let loads = GemLoads.read(bytes: bytes, path: "Gemfile")
            let below = String(host.dropFirst(ancestor.count)).split(separator: "/")
            // The path itself, or a folder up to two below it holding the gem's gemspec (where
            // Bundler looks for it).
            let holdsGemspec = { (names: [String]) in names.contains { FileReader.exists(FileWalker.join(host, $0 + ".gemspec")) } }
            let sources = loads.pathGems.map { ($0.folder, [$0.name]) } + loads.pathBlocks.map { ($0, loads.gems) }
                + loads.gemspecFolders.map { ($0, [String]()) }
            let loadsHost = sources.contains { written, names in
                guard let parts = PathGems.resolve(written, from: "")?.split(separator: "/"), below.starts(with: parts) else { return false }
                return below.count == parts.count || below.count <= parts.count + 2 && holdsGemspec(names)
            }
            if loadsHost { host = ancestor }
        }
        return host
    }

    /// Files that mark an iOS or Android app's folder.
    static let nativeAppMarkers = ["Package.swift", "build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "Podfile"]

    /// Whether a folder in `parent` other than `app`, named as a native app (`ios`, `android`,
    /// `rss-reader-ios`, `ios-swiftui`), is one: it holds an `.xcodeproj` or one of
    /// `nativeAppMarkers`. The name keeps an unrelated app in the same folder out.
    static func holdsNativeApp(besides app: String, in parent: String) -> Bool {
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        return siblings.contains { name in
            let folder = FileWalker.join(parent, name)
            let words = name.lowercased().split { $0 == "-" || $0 == "_" || $0 == "." }
            guard folder != app, words.contains(where: { $0 == "ios" || $0 == "android" }), FileReader.isFolder(folder) else { return false }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return entries.contains { $0.hasSuffix(".xcodeproj") || nativeAppMarkers.contains($0) }
        }
    }

    /// The nearest folder holding `path` that is a Rails app (`config/application.rb`, or a
    /// `Gemfile` beside `app/`), else `root(for:)`: an editor keeps one project per app even
    /// when the repository holds several.
    public static func appFolder(for path: String) -> String {
        let start = startFolder(for: path)
        let app = ancestors(of: start).first { folder in
            FileReader.exists(FileWalker.join(folder, "config/application.rb"))
                || FileReader.exists(FileWalker.join(folder, "Gemfile")) && FileReader.isFolder(FileWalker.join(folder, "app"))
        }
        return app ?? root(for: path)
    }

    /// `path` made absolute and standardized if it is a folder, else its folder.
    static func startFolder(for path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return FileReader.isFolder(absolute) ? absolute : (absolute as NSString).deletingLastPathComponent
    }

    /// `folder` and each folder above it, nearest first.
    static func ancestors(of folder: String) -> [String] {
        var result = [folder]
        var current = folder
        while true {
            let parent = (current as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == current { break }
            result.append(parent)
            current = parent
        }
        return result
    }
}
