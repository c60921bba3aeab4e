/// Turns an import specifier into a root-relative file path: `./x_controller` and `../x`
/// relative to the importing file, `controllers/x_controller` (the importmap `pin_all_from`
/// convention) under each configured folder named `controllers`, the aliases the app's
/// `jsconfig.json`/`tsconfig.json` declares (see `ScriptPathAliases`), and the bundler aliases
/// `~/x` and `@/x` (Vite Ruby's default aliases of its source folder) under each of the app's
/// script roots, and any other bare specifier under the resolve roots the app's bundler
/// configuration names (see `ScriptPathAliases.roots`) when it names a file there. Package
/// names are not resolved.
struct ModuleResolver {
    let controllerFolders: [String]
    /// Root-relative folders `~/` and `@/` may stand for (see `ScriptRoots`).
    var sourceRoots: [String] = []
    /// The app's `jsconfig.json`/`tsconfig.json` aliases, which come first.
    var pathAliases = ScriptPathAliases()

    /// Whether a specifier names one of the app's own modules rather than a package.
    static func isLocal(_ specifier: String) -> Bool {
        specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier.hasPrefix("~/") || specifier.hasPrefix("@/")
            || specifier.hasPrefix("controllers/")
    }

    /// The first candidate file for which `exists` is true.
    func resolve(_ specifier: String, from importer: String, exists: (String) -> Bool) -> String? {
        // An alias the app declares is what its bundler resolves first.
        let aliased = pathAliases.candidates(for: specifier).map(Self.normalize)
        if !aliased.isEmpty, let found = firstExisting(aliased, exists: exists) { return found }
        var bases: [String] = []
        if specifier.hasPrefix("./") || specifier.hasPrefix("../") {
            let folder = importer.split(separator: "/").dropLast().joined(separator: "/")
            bases.append(Self.normalize(folder.isEmpty ? specifier : folder + "/" + specifier))
        } else if specifier.hasPrefix("~/") || specifier.hasPrefix("@/") {
            bases += sourceRoots.map { Self.normalize($0 + "/" + specifier.dropFirst(2)) }
        } else if specifier.hasPrefix("controllers/") {
            let rest = specifier.dropFirst("controllers/".count)
            bases += controllerFolders.filter { $0.hasSuffix("controllers") }.map { $0 + "/" + rest }
        }
        if let found = firstExisting(bases, exists: exists) { return found }
        // A bare specifier (`src/decidim/form`) is looked up in the bundler's resolve roots
        // before `node_modules`; one that names no file there is a package's, or unknown.
        guard !specifier.hasPrefix("."), !specifier.hasPrefix("/"), !specifier.contains(":") else { return nil }
        return firstExisting(pathAliases.roots.map { Self.normalize($0 + "/" + specifier) }, exists: exists)
    }

    /// The first file each of `bases` names as written, with a script extension, or as a folder's `index`.
    private func firstExisting(_ bases: [String], exists: (String) -> Bool) -> String? {
        for base in bases {
            if ControllerIdentifier.isScript(base), exists(base) { return base }
            for fileExtension in ControllerIdentifier.fileExtensions where exists(base + "." + fileExtension) {
                return base + "." + fileExtension
            }
            for fileExtension in ["js", "ts"] where exists(base + "/index." + fileExtension) {
                return base + "/index." + fileExtension
            }
        }
        return nil
    }

    /// Removes `.` and resolves `..` segments (never above the root).
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty { parts.removeLast() } else if part != ".." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
