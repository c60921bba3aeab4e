import BridgeLintCore

extension EntryPointReach {
    /// The scripts a Webpacker or Shakapacker app's pages can run, when bridgelint can prove it
    /// (as `vite` does for Vite): every file under `source_path`/`source_entry_path` of
    /// `config/webpacker.yml` or `config/shakapacker.yml` (in any section; Webpacker's defaults
    /// `app/javascript` and `packs`) is taken as an entry point (nested ones too: more than
    /// webpack takes is only more reach), and every import they lead to is followed. Webpack's
    /// `require.context("controllers", …)` reaches every script under each folder the name may
    /// resolve to (beside the file, and under each source path and additional path).
    ///
    /// Nil wherever another way in is possible: both files, a value computed in ERB, importmap,
    /// Vite, jsbundling, another bundler's configuration or a `package.json` script that runs
    /// one, a webpack configuration under `config/webpack` that names entries of its own, and
    /// every unknown of `vite` (a script that cannot be read, a computed import, a relative one
    /// that resolves to no file). A bare name the app's module roots do not hold is a package's.
    static func webpacker(files: RepositoryFiles, app: String, resolve: (String, String) -> String?) -> EntryPointReach? {
        let names = ["config/webpacker.yml", "config/shakapacker.yml"].filter { files.contains(app + $0) }
        guard names.count == 1, let settings = FileReader.bytes(atPath: FileWalker.join(files.root, app + names[0])),
              case let text = String(decoding: settings, as: UTF8.self), !text.contains("<%"),
              let (_, scriptEntries) = manifest(files: files, app: app), scriptEntries.isEmpty,
              hasNoLoaderBesidesWebpacker(files: files, app: app) else { return nil }
        let folders = ResolveRoots.webpackerFolders(in: text)
        let sourcePaths = folders.sourcePaths.isEmpty ? ["app/javascript"] : folders.sourcePaths
        let entryPoints = entryPoints(files: files, app: app, settings: text)
        guard !entryPoints.isEmpty else { return nil }
        let moduleRoots = (sourcePaths + folders.additional).map { ModuleResolver.normalize(app + $0) }
        var reached = Set(entryPoints)
        var queue = entryPoints
        while let path = queue.popLast() {
            var contexts: [String]? = []
            guard reached.count <= RailsUJS.importLimit, let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)),
                  FileReader.notTextReason(bytes) == nil,
                  let specifiers = staticImports(of: JavaScriptSource(path: path, bytes: bytes), contexts: &contexts) else { return nil }
            var found: [String] = []
            for specifier in specifiers {
                if let file = resolve(specifier, path) {
                    found.append(file)
                } else if !isAsset(specifier), ModuleResolver.isLocal(specifier) || specifier.hasPrefix("/") {
                    // A bare name no module root of the app holds is a package's (a vendored
                    // plugin's `define(["jquery", "sifter"], …)` names its package's own
                    // dependencies), and a package loads no folder of the app.
                    return nil
                }
            }
            let here = path.split(separator: "/").dropLast().joined(separator: "/")
            for folder in contexts ?? [] {
                let candidates = ModuleResolver.isLocal(folder) ? [here] : [here] + moduleRoots
                found += candidates.flatMap { files.files(under: ModuleResolver.normalize($0 + "/" + folder), where: ControllerIdentifier.isScript) }
            }
            for file in found where reached.insert(file).inserted { queue.append(file) }
        }
        return EntryPointReach(entryPoints: entryPoints, reached: reached)
    }

    /// The scripts under each `source_path`/`source_entry_path` of the app's
    /// `config/webpacker.yml` or `config/shakapacker.yml` (in any section; Webpacker's defaults
    /// `app/javascript` and `packs`): its entry points, nested ones too, and packs written in ERB
    /// (`application.js.erb`, which Webpacker's erb loader builds). None without one of the
    /// files, or with a value computed in ERB.
    static func webpackerEntryPoints(files: RepositoryFiles, app: String) -> [String] {
        guard let name = ["config/webpacker.yml", "config/shakapacker.yml"].first(where: { files.contains(app + $0) }),
              let settings = FileReader.bytes(atPath: FileWalker.join(files.root, app + name)),
              case let text = String(decoding: settings, as: UTF8.self), !text.contains("<%") else { return [] }
        return entryPoints(files: files, app: app, settings: text)
    }

    /// `webpackerEntryPoints`, from the settings file's text.
    private static func entryPoints(files: RepositoryFiles, app: String, settings text: String) -> [String] {
        let sourcePaths = ResolveRoots.webpackerFolders(in: text).sourcePaths
        let entryFolders = Set((sourcePaths.isEmpty ? ["app/javascript"] : sourcePaths).flatMap { source in
            entryPaths(in: text).map { ModuleResolver.normalize(app + source + "/" + $0) }
        })
        return Set(entryFolders.flatMap { files.files(under: $0) { ControllerIdentifier.isScript($0) || $0.hasSuffix(".js.erb") } }).sorted()
    }

    /// The `source_entry_path:` values of every section (`packs` when none is given); `/` is
    /// the source folder itself.
    private static func entryPaths(in text: String) -> [String] {
        let values = text.lines.compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("source_entry_path:") else { return nil }
            var value = trimmed.dropFirst("source_entry_path:".count).prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first { value = String(value.dropFirst().dropLast()) }
            return value.isEmpty ? nil : value
        }
        return values.isEmpty ? ["packs"] : values.map { $0 == "/" ? "." : $0 }
    }

    /// No importmap, Vite, jsbundling or other bundler beside Webpacker, and no webpack
    /// configuration under `config/webpack` that adds entries, aliases or module roots, or
    /// names a path of the app (`entry`, `alias`, `modules`, `path.resolve`, `path.join`).
    private static func hasNoLoaderBesidesWebpacker(files: RepositoryFiles, app: String) -> Bool {
        let configurations = ["config/importmap.rb", "config/vite.json"] + ScriptRoots.bundlerConfigurations
        guard !configurations.contains(where: { files.contains(app + $0) }),
              let lockfile = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile.lock")),
              BundledGems.names(inLockfile: lockfile).isDisjoint(with: ["importmap-rails", "jsbundling-rails", "vite_rails", "vite_ruby"]) else { return false }
        return !files.files(under: app + "config/webpack").contains { path in
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { return true }
            return ["entry", "alias", "modules", "path.resolve", "path.join"].contains { ByteSearch.contains(Array($0.utf8), in: bytes) }
        }
    }
}

