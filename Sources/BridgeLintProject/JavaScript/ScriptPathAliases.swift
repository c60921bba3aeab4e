import Foundation

/// The module aliases an app's `jsconfig.json` or `tsconfig.json` declares
/// (`compilerOptions.paths`, relative to `baseUrl`), which esbuild, Vite and webpack plugins
/// read: `"@/bops_core/*": ["engines/bops_core/app/javascript/*"]` makes
/// `@/bops_core/controllers/x_controller.js` a file of the repository. Also the importmap's
/// folder pins (`pin_all_from "app/components/ui", under: "ui-controllers"` makes
/// `ui-controllers/menu/menu_controller` the file `app/components/ui/menu/menu_controller.js`),
/// and its file pins (`pin "setup"` is `app/javascript/setup.js`; a folder pinned with no
/// `under:` is a resolve root), and Vite's `resolve.alias` (`"@": "./app/frontend"`). Also the resolve roots where bare
/// specifiers are looked up (see `roots`).
struct ScriptPathAliases: Sendable, Equatable {
    struct Alias: Sendable, Equatable {
        /// The specifier's start (`@/bops_core/`), or the whole specifier when `isExact`.
        var prefix: String
        /// Root-relative replacements for it.
        var targets: [String]
        var isExact: Bool
    }

    var aliases: [Alias] = []
    /// Root-relative folders a bare specifier (`src/decidim/form`, `controllers/x_controller`)
    /// resolves under before `node_modules`: Webpacker's and Shakapacker's `source_path` and
    /// `additional_paths` (`resolved_paths` before version 6), the folders of `resolve.modules`
    /// and `resolve.roots` in `config/webpack/*.js`, and `baseUrl` of `jsconfig.json`/`tsconfig.json`.
    var roots: [String] = []

    /// The aliases of the app at `app` (a prefix ending in `/`, or `""`).
    static func read(files: RepositoryFiles, app: String) -> ScriptPathAliases {
        var result = configured(files: files, app: app)
        result.aliases += ViteAliases.read(files: files, app: app)
        for folder in ResolveRoots.read(files: files, app: app) + result.roots where !result.roots.contains(folder) {
            result.roots.append(folder)
        }
        let folderPins = ImportmapPins.pinnedFolders(files: files, app: app)
        let pins = folderPins.filter { !$0.under.isEmpty }
        for under in Set(pins.map(\.under)).sorted(by: { $0.count > $1.count }) {
            let folders = pins.filter { $0.under == under }.map { app + $0.folder + "/" }
            result.aliases.append(Alias(prefix: under + "/", targets: folders, isExact: false))
        }
        // `pin_all_from "app/javascript/lib"` pins each file by its path in the folder.
        for pin in folderPins where pin.under.isEmpty {
            let folder = ModuleResolver.normalize(app + pin.folder)
            if !result.roots.contains(folder) { result.roots.append(folder) }
        }
        // `pin "setup"`: the app's `app/javascript/setup.js` under a bare name.
        for pin in ImportmapPins.localPins(files: files, app: app) {
            result.aliases.append(Alias(prefix: pin.name, targets: [pin.file], isExact: true))
        }
        return result
    }

    /// The aliases `jsconfig.json` or `tsconfig.json` declares.
    private static func configured(files: RepositoryFiles, app: String) -> ScriptPathAliases {
        for name in ["jsconfig.json", "tsconfig.json"] {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + name)),
                  let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                  let options = object["compilerOptions"] as? [String: Any] else { continue }
            let base = ModuleResolver.normalize(app + ((options["baseUrl"] as? String) ?? "."))
            var result = ScriptPathAliases()
            // `baseUrl` alone makes bare specifiers resolve under it (TypeScript, and the bundler plugins that read it).
            if options["baseUrl"] is String, !base.hasPrefix("..") { result.roots.append(base) }
            guard let paths = options["paths"] as? [String: [String]] else { return result }
            func rooted(_ target: String) -> String { ModuleResolver.normalize(base.isEmpty ? target : base + "/" + target) }
            for (pattern, targets) in paths.sorted(by: { $0.key.count > $1.key.count }) {
                if pattern.hasSuffix("/*") {
                    let stems = targets.filter { $0.hasSuffix("/*") }.map { rooted(String($0.dropLast(2))) + "/" }
                    result.aliases.append(Alias(prefix: String(pattern.dropLast(1)), targets: stems, isExact: false))
                } else if !pattern.contains("*") {
                    result.aliases.append(Alias(prefix: pattern, targets: targets.filter { !$0.contains("*") }.map(rooted), isExact: true))
                }
            }
            return result
        }
        return ScriptPathAliases()
    }

    /// The root-relative paths `specifier` may stand for, by the first alias that applies (the
    /// configuration's longest first, then the importmap's); empty when none applies.
    func candidates(for specifier: String) -> [String] {
        for alias in aliases {
            if alias.isExact, specifier == alias.prefix { return alias.targets }
            if !alias.isExact, specifier.hasPrefix(alias.prefix) {
                let rest = specifier.dropFirst(alias.prefix.count)
                return alias.targets.map { $0 + rest }
            }
        }
        return []
    }
}
