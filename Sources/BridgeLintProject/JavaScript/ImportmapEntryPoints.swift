import BridgeLintCore

extension EntryPointReach {
    /// The scripts an importmap-rails app's pages can run, when bridgelint can prove it (as
    /// `vite` does for Vite): the entry points are the names the app's templates hand
    /// `javascript_importmap_tags` (`application` without an argument), each the file its pin
    /// names, and every import they lead to is followed: a bare name through the app's pins
    /// (`ImportmapPins.file(importedAs:)`), a relative one beside the importing file, and
    /// stimulus-loading's `eagerLoadControllersFrom("controllers", application)` (or
    /// `lazyLoadControllersFrom`) reaches every pinned `*_controller` name under its prefix, the
    /// only names stimulus-loading imports. So a file of a pinned folder that nothing imports (a
    /// `register_all.js` beside the controllers) never runs.
    ///
    /// Nil wherever another way in is possible: another loader (Vite, Webpacker, jsbundling, a
    /// bundler's configuration or build script), an importmap computed in Ruby, a template that
    /// names its entry point by a computed value, a script that cannot be read, a computed
    /// import or glob, an own copy of stimulus-loading or a loader call with a computed prefix,
    /// a relative import that names no file, a bare name the app's importmap does not pin (a
    /// gem's importmap may), and an own copy of stimulus-loading, which may load other names.
    ///
    /// `entryNames` nil takes every name the app pins to a file of its own as an entry point:
    /// at least what any page reaches, without reading a template (see `importmapEntryNames`).
    static func importmap(files: RepositoryFiles, app: String, entryNames: Set<String>?) -> EntryPointReach? {
        guard let importmap = FileReader.bytes(atPath: FileWalker.join(files.root, app + "config/importmap.rb")),
              !ByteSearch.contains(Array("#{".utf8), in: importmap),
              hasNoLoaderBesidesImportmap(files: files, app: app) else { return nil }
        let pins = ImportmapPins.localPins(files: files, app: app)
        guard !DeadImportmapLoaders.hasOwnStimulusLoading(files: files, app: app) else { return nil }
        let folders = ImportmapPins.pinnedFolders(files: files, app: app)
        let pinnedNames = ImportmapPins.names(root: FileWalker.join(files.root, app))
        let file = { (name: String) in ImportmapPins.file(importedAs: name, pins: pins, folders: folders, app: app, files: files) }
        var entryPoints: [String] = []
        for name in (entryNames ?? Set(pins.map(\.name))).sorted() {
            guard let entry = file(name) else { return nil }
            entryPoints.append(entry)
        }
        guard !entryPoints.isEmpty else { return nil }
        var reached = Set(entryPoints)
        var queue = entryPoints
        while let path = queue.popLast() {
            guard reached.count <= RailsUJS.importLimit, let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)),
                  FileReader.notTextReason(bytes) == nil, case let source = JavaScriptSource(path: path, bytes: bytes),
                  let specifiers = staticImports(of: source),
                  let loaded = controllersLoaded(by: source, at: path, bytes: bytes, app: app, files: files) else { return nil }
            var found = loaded
            for specifier in specifiers where !isAsset(specifier) {
                if specifier.hasPrefix("./") || specifier.hasPrefix("../") {
                    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
                    let base = ModuleResolver.normalize(folder + "/" + specifier)
                    guard let resolved = [base, base + ".js", base + "/index.js"].first(where: { ControllerIdentifier.isScript($0) && files.contains($0) }) else { return nil }
                    found.append(resolved)
                } else if let resolved = file(specifier) {
                    found.append(resolved)
                } else if !pinnedNames.contains(specifier) {
                    return nil
                }
            }
            for file in found where reached.insert(file).inserted { queue.append(file) }
        }
        return EntryPointReach(entryPoints: entryPoints, reached: reached)
    }

    /// The files stimulus-loading's calls in `source` import: for a prefix `under`, every
    /// pinned name its RegExp `^${under}/.*_controller$` matches (`DeadImportmapLoaders.matches`). Nil when a
    /// call's prefix is not a literal, is a pattern, or the function is not stimulus-loading's.
    private static func controllersLoaded(by source: JavaScriptSource, at path: String, bytes: [UInt8], app: String, files: RepositoryFiles) -> [String]? {
        guard ByteSearch.contains(Array("ControllersFrom".utf8), in: bytes) else { return [] }
        let calls = source.tokens.filter { $0.isIdentifier("eagerLoadControllersFrom") || $0.isIdentifier("lazyLoadControllersFrom") }.count
        let loaders = ControllerLoaderScanner.scan(bytes: bytes, path: path)
        let prefixes = loaders.compactMap { loader -> String? in
            guard case .importmapPrefix(let under) = loader.kind, loader.call?.isStimulusLoadings == true else { return nil }
            return under
        }
        // An import of the function itself counts as a mention too.
        let imports = source.importedNames().keys.filter { $0 == "eagerLoadControllersFrom" || $0 == "lazyLoadControllersFrom" }.count
        guard prefixes.count == loaders.count, calls - imports == prefixes.count, !prefixes.contains(where: DeadImportmapLoaders.isPattern) else { return nil }
        return DeadImportmapLoaders.namesInPinnedFolders(files: files, app: app)
            .filter { pinned in prefixes.contains { DeadImportmapLoaders.matches(name: pinned.name, under: $0) } }.map(\.file)
    }

    /// The entry names every template of the app hands `javascript_importmap_tags`
    /// (`application` when it names none); nil when a template names one by a computed value
    /// or loads a module otherwise (`javascript_import_module_tag`, an inline module script).
    static func importmapEntryNames(files: RepositoryFiles, app: String) -> Set<String>? {
        let helper = Array("javascript_importmap_tags".utf8)
        var names: Set<String> = []
        for path in files.files(under: app + "app", where: { path in [".erb", ".haml", ".slim"].contains(where: path.hasSuffix) }) {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { return nil }
            if ByteSearch.contains(Array("javascript_import_module_tag".utf8), in: bytes) || ByteSearch.contains(Array("type=\"module\"".utf8), in: bytes)
                || ByteSearch.contains(Array("type='module'".utf8), in: bytes) { return nil }
            guard ByteSearch.contains(helper, in: bytes) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            var rest = text[...]
            while let found = rest.range(of: "javascript_importmap_tags") {
                let after = rest[found.upperBound...].drop { $0 == " " || $0 == "(" }
                if let quote = after.first, quote == "\"" || quote == "'" {
                    let name = after.dropFirst().prefix { $0 != quote }
                    guard !name.contains("#{"), after.dropFirst(name.count + 1).first == quote else { return nil }
                    names.insert(String(name))
                } else if after.first.map({ "%)-\n\r".contains($0) }) ?? true {
                    names.insert("application")
                } else {
                    return nil
                }
                rest = rest[found.upperBound...]
            }
        }
        return names
    }

    /// Importmap-rails and no other loader: no Vite, Webpacker or Shakapacker settings, no other
    /// bundler's configuration or build script, and none of their gems.
    private static func hasNoLoaderBesidesImportmap(files: RepositoryFiles, app: String) -> Bool {
        let configurations = ["config/vite.json", "config/webpacker.yml", "config/shakapacker.yml"] + ScriptRoots.bundlerConfigurations
        guard !configurations.contains(where: { files.contains(app + $0) }),
              let lockfile = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile.lock")) else { return false }
        if files.contains(app + "package.json") {
            guard let (_, scriptEntries) = manifest(files: files, app: app), scriptEntries.isEmpty else { return false }
        }
        let gems = BundledGems.names(inLockfile: lockfile)
        return gems.contains("importmap-rails") && gems.isDisjoint(with: ["jsbundling-rails", "vite_rails", "vite_ruby", "webpacker", "shakapacker"])
    }

    /// Whether no template of the app loads a script of `folders` by another helper than
    /// importmap-rails' own (see `templatesLoadScriptsOnlyThroughVite`).
    static func templatesLoadScriptsOnlyThroughImportmap(files: RepositoryFiles, app: String, folders: [String]) -> Bool {
        let importmapTags = Array("javascript_importmap_tags".utf8)
        return templatesLoadScripts(files: files, app: app, folders: folders,
                                    otherLoaders: otherScriptLoaders.filter { $0 != importmapTags } + [Array("vite_".utf8)], loadsOtherwise: { _ in false })
    }
}
