import Foundation

/// A dependency whose code is outside the repository and may register Stimulus controllers
/// on the app's pages: identifiers bridgelint cannot find may come from it.
public struct UnreadDependency: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable { case gem, npm }

    public var kind: Kind
    public var name: String
    /// Why it may register controllers, as the note says it.
    public var reason: String

    public var description: String {
        (kind == .gem ? "the gem `\(name)`" : "the npm package `\(name)`") + " (\(reason))"
    }
}

/// Finds the dependencies an app loads that may register Stimulus controllers bridgelint
/// cannot read. The criterion, in what the repository proves:
///
/// - A gem bundled in `Gemfile.lock` whose lockfile entry depends on `stimulus-rails` or
///   `importmap-rails` (it ships JavaScript for the host's importmap, where the host's
///   `eagerLoadControllersFrom` registers what it pins), or one of a few gems known to register
///   controllers on the pages that render the app's templates (`gemsKnownToShipControllers`);
///   unless its source is in the repository (a gem of the repository, or a `PATH` gem whose
///   folder is there), which is read instead.
/// - An npm package the app's `package.json` lists whose lockfile entry (`package-lock.json`,
///   `yarn.lock`, `pnpm-lock.yaml`) or installed `package.json` says it depends on Stimulus
///   (`@hotwired/stimulus` or `stimulus`), that a script of the app imports and uses other than
///   as the class of a `register("id", Klass)` call or the argument of `application.load`
///   (those are read): `import "pkg"`, `Pkg.initialize(application)`, `registerAll(app)`.
///   A package whose source is a folder of the repository is read instead.
public enum UnreadDependencies {
    static let stimulusPackages: Set<String> = ["@hotwired/stimulus", "stimulus"]
    static let stimulusGems: Set<String> = ["stimulus-rails", "importmap-rails"]
    /// Gems that register Stimulus controllers from their own JavaScript on pages where the
    /// app's templates render (an admin's custom fields and tools, component libraries), though
    /// their lockfile entries do not show it.
    static let gemsKnownToShipControllers: Set<String> = ["avo", "madmin", "spina", "polaris_view_components", "stimulus_reflex"]

    /// The dependencies of the app at `app` (a prefix ending in `/`, or `""`) that may register
    /// controllers bridgelint cannot read, sorted by name.
    public static func find(files: RepositoryFiles, app: String) -> [UnreadDependency] {
        (gems(files: files, app: app) + npmPackages(files: files, app: app)).sorted { $0.name < $1.name }
    }

    static func gems(files: RepositoryFiles, app: String) -> [UnreadDependency] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile.lock")) else { return [] }
        let bundle = BundledGems.read(lockfile: bytes)
        let repositoryGems = Set(files.paths.filter { $0.hasSuffix(".gemspec") }.map { path in
            String((path.split(separator: "/").last ?? "").dropLast(".gemspec".count))
        })
        return bundle.names.sorted().compactMap { name in
            guard !stimulusGems.contains(name), !repositoryGems.contains(name) else { return nil }
            if let folder = bundle.pathGems[name], files.hasFolder(ModuleResolver.normalize(app + folder)) { return nil }
            if let stimulus = bundle.dependencies[name]?.intersection(stimulusGems).sorted().first {
                return UnreadDependency(kind: .gem, name: name, reason: "it depends on \(stimulus)")
            }
            if gemsKnownToShipControllers.contains(name) {
                return UnreadDependency(kind: .gem, name: name, reason: "it ships Stimulus controllers")
            }
            return nil
        }
    }

    static func npmPackages(files: RepositoryFiles, app: String) -> [UnreadDependency] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "package.json")),
              let manifest = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return [] }
        let listed = ["dependencies", "devDependencies"].flatMap { (manifest[$0] as? [String: Any])?.keys.map { $0 } ?? [] }
        let candidates = Set(listed).subtracting(stimulusPackages).filter { package in
            RepositoryPackages.entryFile(of: package, files: files) == nil && dependsOnStimulus(package, files: files, app: app) == true
        }
        guard !candidates.isEmpty else { return [] }
        let scripts = ControllerCatalog.appScripts(app: app, files: files)
        return candidates.sorted().compactMap { package in
            let needle = Array(package.utf8)
            let registers = scripts.contains { path in
                guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), bytes.contains(subsequence: needle) else { return false }
                return mayRegister(package, in: JavaScriptSource(path: path, bytes: bytes))
            }
            return registers ? UnreadDependency(kind: .npm, name: package, reason: "it depends on Stimulus and the app hands it more than a class to register") : nil
        }
    }

    /// Whether the lockfile entry or installed manifest of `package` lists Stimulus among its
    /// dependencies or peer dependencies; nil when none of them can be read.
    static func dependsOnStimulus(_ package: String, files: RepositoryFiles, app: String) -> Bool? {
        func read(_ name: String) -> [UInt8]? { FileReader.bytes(atPath: FileWalker.join(files.root, app + name)) }
        if let bytes = read("node_modules/" + package + "/package.json"),
           let manifest = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        {
            return dependencyNames(manifest).contains { stimulusPackages.contains($0) }
        }
        if let bytes = read("package-lock.json"),
           let lock = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
           let entry = (lock["packages"] as? [String: Any])?["node_modules/" + package] as? [String: Any]
        {
            return dependencyNames(entry).contains { stimulusPackages.contains($0) }
        }
        for lockfile in ["yarn.lock", "pnpm-lock.yaml"] {
            if let bytes = read(lockfile), let found = blockNamesStimulus(package, lockfile: bytes) { return found }
        }
        return nil
    }

    private static func dependencyNames(_ manifest: [String: Any]) -> [String] {
        ["dependencies", "peerDependencies"].flatMap { (manifest[$0] as? [String: Any])?.keys.map { $0 } ?? [] }
    }

    /// In a yarn.lock or pnpm-lock.yaml, whether the entry of `package` (a key line `pkg@…:`,
    /// and the lines indented under it) names Stimulus; nil when there is no entry.
    static func blockNamesStimulus(_ package: String, lockfile bytes: [UInt8]) -> Bool? {
        guard bytes.contains(subsequence: Array(package.utf8)) else { return nil }
        var entryIndent: Int?
        var found: Bool?
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let word = line.dropFirst(indent).split(separator: " ").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"':/")) } ?? ""
            if let open = entryIndent, indent > open {
                if stimulusPackages.contains(word) { return true }
                continue
            }
            entryIndent = nil
            let keys = line.dropFirst(indent).split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"':/")) }
            if line.hasSuffix(":"), keys.contains(where: { $0.hasPrefix(package + "@") }) {
                entryIndent = indent
                found = false
            }
        }
        return found
    }

    /// Whether a script imports `package` (or a module of it) and uses it other than as the
    /// class of `register("id", Klass)` or the argument of `load(...)`.
    static func mayRegister(_ package: String, in source: JavaScriptSource) -> Bool {
        func isPackage(_ module: String) -> Bool { module == package || module.hasPrefix(package + "/") }
        let bindings = Set(source.importedNames().filter { isPackage($0.value) }.keys)
        let tokens = source.tokens
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isIdentifier("import"), source.token(at: index + 1).map({ !$0.isPunctuator("(") && !$0.isPunctuator(".") }) == true {
                // A side-effect import runs the package's code; an import statement's names are skipped.
                if let module = source.token(at: index + 1)?.literalValue {
                    if isPackage(module) { return true }
                    index += 2
                    continue
                }
                var end = index + 1
                while end < tokens.count, !(tokens[end].isIdentifier("from") && source.token(at: end + 1)?.literalValue != nil) { end += 1 }
                index = end + 2
                continue
            }
            if let module = token.literalValue, isPackage(module), source.token(at: index - 1)?.isPunctuator("(") == true,
               source.token(at: index - 2).map({ $0.isIdentifier("require") || $0.isIdentifier("import") }) == true
            {
                return true
            }
            if token.kind == .identifier, bindings.contains(token.text), source.token(at: index - 1)?.isPunctuator(".") != true,
               !isRegisteredClass(at: index, in: source)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `register("id", Klass)` with `Klass` at `index`, or `load(Definitions)`.
    private static func isRegisteredClass(at index: Int, in source: JavaScriptSource) -> Bool {
        let closes = source.token(at: index + 1).map { $0.isPunctuator(")") } == true
        if closes, source.token(at: index - 1)?.isPunctuator("(") == true, source.token(at: index - 2)?.isIdentifier("load") == true { return true }
        return closes && source.token(at: index - 1)?.isPunctuator(",") == true && source.token(at: index - 2)?.literalValue != nil
            && source.token(at: index - 3)?.isPunctuator("(") == true && source.token(at: index - 4)?.isIdentifier("register") == true
    }
}
