/// Which Rails apps of a repository run in one browser with one Stimulus application, so that
/// every controller one of them registers is known to the others' templates.
///
/// A Rails app or engine *loads* another folder of the repository when its `Gemfile` lists it
/// (`gem "admin", path: "admin"`, `gemspec`, or a gem of the repository by name), its gemspec
/// depends on it at run time, or its `config/application.rb` requires it; an application with
/// no `Gemfile` of its own runs with the nearest one above it (a `demo/` app beside a gem). A
/// *host* is a folder no other loads (or only folders it loads itself). Each host's browser holds
/// everything it loads, directly or not. An app's peers are the other apps in any browser that
/// holds it: a host and the engines it loads, engines loaded by the same host, an engine and
/// the demo apps that load it. Two apps that load nothing of each other and share no host (two
/// example apps of one gem) stay apart.
public enum BrowserPeers {
    /// For each of `apps` (root-relative prefixes ending in `/`), the other apps whose
    /// controllers its pages may use, sorted; apps with none are left out.
    public static func peers(among apps: [String], files: RepositoryFiles) -> [String: [String]] {
        guard apps.count > 1 else { return [:] }
        let graph = LoadGraph(apps: apps, files: files)
        let browsers = graph.hosts.map(graph.closure(of:))
        var result: [String: [String]] = [:]
        for app in apps {
            let known = browsers.filter { $0.contains(app) }.reduce(into: Set<String>()) { $0.formUnion($1) }
            let peers = known.filter { $0 != app && apps.contains($0) }.sorted()
            if !peers.isEmpty { result[app] = peers }
        }
        return result
    }
}

/// Folders of a repository (each Rails app, and each other folder with a `Gemfile` or a
/// gemspec) and which loads which (see `BrowserPeers`).
struct LoadGraph {
    /// Each folder's direct loads.
    private(set) var edges: [String: Set<String>] = [:]

    init(apps: [String], files: RepositoryFiles) {
        var gems: [String: String] = [:]
        var manifests: [(folder: String, loads: GemLoads)] = []
        for path in files.paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let folder = String(path.dropLast(name.count))
            let isApplication = path.hasSuffix("config/application.rb") && apps.contains(String(path.dropLast("config/application.rb".count)))
            guard name == "Gemfile" || name.hasSuffix(".gemspec") || isApplication,
                  let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            let loads = GemLoads.read(bytes: bytes, path: path)
            if name.hasSuffix(".gemspec") {
                gems[loads.name ?? String(name.dropLast(".gemspec".count))] = folder
            }
            manifests.append((isApplication ? String(path.dropLast("config/application.rb".count)) : folder, loads))
        }
        func unit(_ folder: String) -> String {
            apps.filter { folder.hasPrefix($0) }.max { $0.count < $1.count } ?? folder
        }
        for (folder, loads) in manifests {
            let targets = loads.gems.compactMap { gems[$0] } + loads.folders.map { ModuleResolver.normalize(folder + $0) }.map { $0.isEmpty ? "" : $0 + "/" }
            for target in targets { edges[unit(folder), default: []].insert(unit(target)) }
        }
        // An application without a Gemfile of its own runs with the nearest one above it (a
        // gem without one is loaded by others, and loads what its gemspec says).
        let gemfileFolders = manifests.map(\.folder).filter { files.contains($0 + "Gemfile") }
        for app in apps where !files.contains(app + "Gemfile") && files.contains(app + "config/application.rb") {
            if let enclosing = gemfileFolders.filter({ app.hasPrefix($0) && $0 != app }).max(by: { $0.count < $1.count }) {
                edges[app, default: []].insert(unit(enclosing))
            }
        }
        for folder in Array(edges.keys) { edges[folder]?.remove(folder) }
        units = Set(apps).union(edges.keys).union(edges.values.flatMap { $0 })
    }

    /// Every folder of the graph.
    private let units: Set<String>

    /// `folder` and everything it loads, directly or not.
    func closure(of folder: String) -> Set<String> {
        var seen: Set<String> = [folder]
        var queue = [folder]
        while let next = queue.popLast() {
            for target in edges[next] ?? [] where seen.insert(target).inserted { queue.append(target) }
        }
        return seen
    }

    /// The folders no folder outside their own closure loads.
    var hosts: [String] {
        let closures = Dictionary(uniqueKeysWithValues: units.map { ($0, closure(of: $0)) })
        return units.sorted().filter { unit in
            let own = closures[unit] ?? [unit]
            return !units.contains { other in !own.contains(other) && closures[other]?.contains(unit) == true }
        }
    }
}
