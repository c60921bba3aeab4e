import Foundation

/// A dependency whose code is outside the repository and may register Stimulus controllers
/// on the app's pages: identifiers bridgelint cannot find may come from it.
public struct UnreadDependency: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable { case gem, npm }

    public var kind: Kind
    public var name: String
    /// Why it may register controllers, as the note says it.
    public var reason: String
    /// The pages it may register controllers on, when only its own layout does and the gem's
    /// conventions bound the pages that layout renders; nil: any page of the app.
    public var pages: GemLayoutPages?

    public var description: String {
        (kind == .gem ? "the gem `\(name)`" : "the npm package `\(name)`") + " (\(reason))"
    }
}

/// The pages a gem's own layout renders, by the gem's conventions (Administrate's layout renders
/// the views of the app's controllers that inherit `Administrate::ApplicationController`, its
/// overrides under `app/views/administrate/` and its field partials under `app/views/fields/`):
/// the render graph decides which templates only those pages show.
public struct GemLayoutPages: Sendable, Hashable {
    /// View folders (below `app/views/`, no trailing `/`) whose templates the gem renders itself.
    public var folders: [String]
    /// The gem's controller class an app's controllers inherit to render in its layout: the
    /// view folders of those controllers, and the namespace of those inheriting it directly,
    /// are its pages too. Nil for a gem whose layout renders only its own controllers' views
    /// (Mission Control): its folders are all its pages.
    public var baseController: String?

    public init(folders: [String], baseController: String?) {
        self.folders = folders
        self.baseController = baseController
    }
}

/// Finds the dependencies an app loads that may register Stimulus controllers bridgelint
/// cannot read. The criterion, in what the repository proves:
///
/// - In an app with `config/importmap.rb`, a gem bundled in `Gemfile.lock` whose lockfile entry
///   depends on `stimulus-rails` or `importmap-rails` (it ships JavaScript for the host's
///   importmap, where the host's `eagerLoadControllersFrom` registers what it pins; Hotwire's
///   and Rails' own gems aside), or one of a few gems known to register
///   controllers on the pages that render the app's templates (`gemsKnownToShipControllers`);
///   unless its source is in the repository (a gem of the repository, or a `PATH` gem whose
///   folder is there), which is read instead. Also a bundled gem whose JavaScript module a
///   script of the app imports (`import "geoblacklight"`) while the app's importmap pins no
///   module of that name: the gem's own importmap pins it, and it runs on the app's pages.
/// - An npm package the app's `package.json` lists whose lockfile entry (`package-lock.json`,
///   `yarn.lock`, `pnpm-lock.yaml`) or installed `package.json` says it depends on Stimulus
///   (`@hotwired/stimulus` or `stimulus`), that a script of the app imports and uses other than
///   as the class of a `register("id", Klass)` call or the argument of `application.load`
///   (those are read): `import "pkg"`, `Pkg.initialize(application)`, `registerAll(app)`.
///   A package whose source is a folder of the repository is read instead.
public enum UnreadDependencies {
    static let stimulusPackages: Set<String> = ["@hotwired/stimulus", "stimulus"]
    static let stimulusGems: Set<String> = ["stimulus-rails", "importmap-rails"]
    /// A gem known to register Stimulus controllers: from which major version, and on which pages
    /// when they are bounded (`pages`; nil: any page).
    struct KnownGem {
        var since = 0
        var pages: GemLayoutPages?
    }

    /// Gems that register Stimulus controllers from their own JavaScript on pages where the
    /// app's templates render (an admin's custom fields and tools, component libraries), though
    /// their lockfile entries do not show it, with the major version they began to (Administrate
    /// 1.0's own layout loads a bundle that registers `select`, `table` and `tooltip`; 0.x used jQuery).
    /// An admin framework whose own layout loads its controllers, and renders only the views of
    /// controllers inheriting its base and of its own folders, has `pages`. Avo (its fields are
    /// components the gem renders, its tools any partial) and Spina (a CMS whose themes render
    /// in the app's layouts) are not bounded that way; a component library
    /// (`polaris_view_components`) and StimulusReflex register on any page. Mission Control's
    /// layout (`layouts/mission_control/jobs/application`) loads the gem's own importmap, whose
    /// controllers no page of the app gets; it depends on importmap-rails for that alone.
    static let gemsKnownToShipControllers: [String: KnownGem] = [
        "avo": KnownGem(), "spina": KnownGem(), "polaris_view_components": KnownGem(), "stimulus_reflex": KnownGem(),
        "madmin": KnownGem(pages: GemLayoutPages(folders: ["madmin", "layouts/madmin"], baseController: "Madmin::BaseController")),
        "mission_control-jobs": KnownGem(pages: GemLayoutPages(
            folders: ["mission_control/jobs", "layouts/mission_control/jobs"], baseController: nil)),
        "administrate": KnownGem(since: 1, pages: GemLayoutPages(
            folders: ["administrate", "fields", "layouts/administrate"], baseController: "Administrate::ApplicationController")),
    ]

    /// The dependencies of the app at `app` (a prefix ending in `/`, or `""`) that may register
    /// controllers bridgelint cannot read, sorted by name.
    public static func find(files: RepositoryFiles, app: String) -> [UnreadDependency] {
        (gems(files: files, app: app) + npmPackages(files: files, app: app)).sorted { $0.name < $1.name }
    }

    /// Hotwire's and Rails' own gems, which depend on `stimulus-rails` or `importmap-rails` to
    /// set them up, not to register controllers of their own.
    static let frameworkGems: Set<String> = [
        "hotwire-rails", "turbo-rails", "rails", "railties", "jsbundling-rails", "cssbundling-rails", "tailwindcss-rails",
        "propshaft", "sprockets-rails", "hotwire-spark", "hotwire-livereload",
    ]

    static func gems(files: RepositoryFiles, app: String) -> [UnreadDependency] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile.lock")) else { return [] }
        // A gem's importmap pins reach the page only through the app's importmap.
        let usesImportmap = files.contains(app + "config/importmap.rb")
        let bundle = BundledGems.read(lockfile: bytes)
        let repositoryGems = Set(files.paths.filter { $0.hasSuffix(".gemspec") }.map { path in
            String((path.split(separator: "/").last ?? "").dropLast(".gemspec".count))
        })
        let importedModules = usesImportmap ? gemPinnedImports(files: files, app: app) : [:]
        return bundle.names.sorted().compactMap { name in
            guard !stimulusGems.contains(name), !frameworkGems.contains(name), !repositoryGems.contains(name) else { return nil }
            if let folder = bundle.pathGems[name], files.hasFolder(ModuleResolver.normalize(app + folder)) { return nil }
            // Known first: a gem whose own layout loads its own importmap (madmin's, mission
            // control's) depends on importmap-rails for that, and its pages stay bounded.
            if let known = gemsKnownToShipControllers[name], known.since == 0 || (bundle.majorVersions[name] ?? 0) >= known.since {
                return UnreadDependency(kind: .gem, name: name, reason: "it ships Stimulus controllers", pages: known.pages)
            }
            if usesImportmap, let stimulus = bundle.dependencies[name]?.intersection(stimulusGems).sorted().first {
                return UnreadDependency(kind: .gem, name: name, reason: "it depends on \(stimulus)")
            }
            if let module = importedModules[moduleKey(name)] {
                return UnreadDependency(kind: .gem, name: name, reason: "the app imports `\(module)`, which the gem pins")
            }
            return nil
        }
    }

    /// The modules the app's scripts import and run by a name its own importmap does not pin
    /// (by `pin`, or a folder's `pin_all_from`), by `moduleKey` of the name's first segment: a
    /// gem's importmap pins them.
    static func gemPinnedImports(files: RepositoryFiles, app: String) -> [String: String] {
        let folders = ImportmapPins.pinnedFolders(files: files, app: app)
        var pinned = ImportmapPins.names(root: FileWalker.join(files.root, app))
        pinned.formUnion(folders.compactMap { $0.under.split(separator: "/").first.map(String.init) })
        // A folder pinned with no `under:` pins each of its files by its path in the folder.
        func pinsFile(_ module: String) -> Bool {
            folders.contains { pin in
                let path = ModuleResolver.normalize(app + pin.folder + "/" + module)
                return pin.under.isEmpty && (files.contains(path) || files.contains(path + ".js"))
            }
        }
        var result: [String: String] = [:]
        for path in ControllerCatalog.appScripts(roots: ScriptRoots.roots(app: app, files: files).map { app + $0 }, files: files) {
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { continue }
            let source = JavaScriptSource(path: path, bytes: bytes)
            for module in Set(source.importSpecifiers()) {
                guard let first = module.split(separator: "/").first.map(String.init), !module.hasPrefix("."), !module.hasPrefix("@"),
                      !pinned.contains(module), !pinned.contains(first), result[moduleKey(first)] == nil, !pinsFile(module),
                      mayRegister(first, in: source) else { continue }
                result[moduleKey(first)] = module
            }
        }
        return result
    }

    /// Gem and module names compared without the difference between `-` and `_`.
    private static func moduleKey(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    static func npmPackages(files: RepositoryFiles, app: String) -> [UnreadDependency] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "package.json")),
              let manifest = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return [] }
        let listed = ["dependencies", "devDependencies"].flatMap { (manifest[$0] as? [String: Any])?.keys.map { $0 } ?? [] }
        let lockfile = NpmLockfile(files: files, app: app)
        let candidates = Set(listed).subtracting(stimulusPackages).subtracting(packagesThatRegisterNothing).filter { package in
            dependsOnStimulus(package, files: files, app: app, lockfile: lockfile) == true && RepositoryPackages.entryFile(of: package, files: files) == nil
        }
        guard !candidates.isEmpty else { return [] }
        let scripts = ControllerCatalog.appScripts(roots: ScriptRoots.roots(app: app, files: files).map { app + $0 }, files: files)
        return candidates.sorted().compactMap { package in
            let needle = Array(package.utf8)
            let registers = scripts.contains { path in
                guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), bytes.contains(subsequence: needle) else { return false }
                return mayRegister(package, in: JavaScriptSource(path: path, bytes: bytes))
            }
            return registers ? UnreadDependency(kind: .npm, name: package, reason: "it depends on Stimulus and the app hands it more than a class to register") : nil
        }
    }

    /// Packages of Stimulus's own tooling, whose loaders bridgelint reads (identifiers come
    /// from file paths), and libraries around Stimulus that register no controller.
    static let packagesThatRegisterNothing: Set<String> = [
        "@hotwired/stimulus-webpack-helpers", "@hotwired/stimulus-loading", "stimulus-vite-helpers", "esbuild-plugin-stimulus",
        "@hotwired/hotwire-native-bridge", "@hotwired/strada", "@hotwired/turbo", "@hotwired/turbo-rails", "stimulus-use",
    ]

    /// Whether the installed manifest or the lockfile entry of `package` lists Stimulus among
    /// its dependencies or peer dependencies; nil when none of them can be read.
    static func dependsOnStimulus(_ package: String, files: RepositoryFiles, app: String, lockfile: NpmLockfile? = nil) -> Bool? {
        if let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "node_modules/" + package + "/package.json")),
           let manifest = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        {
            return dependencyNames(manifest).contains { stimulusPackages.contains($0) }
        }
        return (lockfile ?? NpmLockfile(files: files, app: app)).depends(package, onAnyOf: stimulusPackages)
    }

    static func dependencyNames(_ manifest: [String: Any]) -> [String] {
        ["dependencies", "peerDependencies"].flatMap { (manifest[$0] as? [String: Any])?.keys.map { $0 } ?? [] }
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
