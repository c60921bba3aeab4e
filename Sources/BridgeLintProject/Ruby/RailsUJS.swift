import Foundation

/// Whether the app may run Rails UJS or jquery-ujs next to Turbo: then `data-method`,
/// `data-confirm` and `data-remote` work, and rules must not say they do nothing. UJS is
/// loaded from the app's JavaScript entry points and what they import, from Sprockets
/// manifests (`//= require rails-ujs`, `//= require jquery_ujs`), from a standalone copy of it
/// in `vendor/` or `public/`, or by a gem (`jquery-rails` in `Gemfile.lock`, or in the
/// `Gemfile` when no lockfile is committed: a layout bridgelint cannot read may require it).
public enum RailsUJS {
    /// Module specifiers of Rails UJS and its jQuery predecessor.
    static let modules: Set<String> = ["@rails/ujs", "rails-ujs", "jquery-ujs", "jquery_ujs"]
    private static let moduleBytes = modules.map { Array($0.utf8) }
    /// Gems that ship UJS for Sprockets: where one is bundled, a layout bridgelint cannot read
    /// (the gem's, or another gem's) may load it.
    static let gems: Set<String> = ["jquery-rails", "rails-ujs"]
    /// Gems whose own layout loads UJS on the pages it renders, with the view folders (below
    /// `app/views/`) of the app's templates those pages show: ActiveAdmin's layout loads
    /// `active_admin/base` (jquery_ujs, up to 3) or its `active_admin.js` (which starts
    /// `@rails/ujs`, from 4), and renders its own partial overrides and the views of its
    /// namespace (`admin` by default).
    static let gemsLoadingOnTheirPages: [String: [String]] = ["activeadmin": ["active_admin", "layouts/active_admin", "admin"]]
    /// The selector both UJS libraries bind their `data-method` handler to: a script holding it
    /// is a copy of UJS (or a bundle that includes it).
    private static let selectorBytes = Array("a[data-method]".utf8)
    /// How many files one app's entry points may lead to through their imports.
    static let importLimit = 2_000

    /// What the repository says about UJS for one app.
    public struct Evidence: Sendable, Equatable {
        /// Root-relative files that load UJS: scripts, manifests, vendored copies, `Gemfile.lock`.
        public var loaders: [String] = []
        /// Entry points (and files they import) that could not be read: whether they load UJS
        /// is unknown.
        public var unreadEntryPoints: [String] = []
        /// A file of another app of the browser (see `BrowserPeers`) that loads UJS on that
        /// app's pages, where this app's templates render too.
        public var peerLoader: String?
        /// Root-relative view folders (ending in `/`) whose templates render in a gem's layout
        /// that loads UJS, with the lockfile that bundles the gem (`gemsLoadingOnTheirPages`).
        public var gemPages: [String: String] = [:]

        public init(loaders: [String] = [], unreadEntryPoints: [String] = [], peerLoader: String? = nil) {
            self.loaders = loaders
            self.unreadEntryPoints = unreadEntryPoints
            self.peerLoader = peerLoader
        }

        /// The file that loads UJS, or may (an entry point not read), on the pages of the
        /// template at `templatePath`: a file of this app serving the template's folder (see
        /// `RailsUJS.loader(servingTemplateAt:among:)`), else the lockfile of a gem whose
        /// layout renders the template's folder, else a file of a peer.
        public func loader(servingTemplateAt templatePath: String) -> String? {
            RailsUJS.loader(servingTemplateAt: templatePath, among: loaders + unreadEntryPoints)
                ?? gemPages.first { templatePath.hasPrefix($0.key) }?.value ?? peerLoader
        }
    }

    /// The root-relative files that load UJS (see `evidence`).
    public static func loaders(files: RepositoryFiles, app: String = "", controllerFolders: [String]) -> [String] {
        evidence(files: files, app: app, controllerFolders: controllerFolders).loaders
    }

    /// Where UJS is loaded for the app at `app`, and the entry points that could not be read.
    /// Entry points: scripts directly in `…app/javascript` or its `packs/`, Vite's entry points
    /// (see `ViteEntryPoints`), those `config/webpacker.yml` names (`source_path: app/frontend`;
    /// see `EntryPointReach.webpackerEntryPoints`), and Sprockets manifests anywhere under `app/assets/javascripts`
    /// or `vendor/assets/javascripts` (`spree/backend/all.js`), at any depth of the app: an
    /// engine's dummy app (`spec/dummy/`) and the manifest an engine's install generator copies
    /// into the host app (`lib/generators/…/templates/vendor/…`) count; another Rails app inside
    /// the repository does not. Each `app/` folder's prefix is given by the controller folders,
    /// so a Rails app in a subfolder is found too.
    /// `peers`: the other apps of the browser with their controller folders, whose own pages'
    /// loaders count too.
    public static func evidence(files: RepositoryFiles, app: String = "", controllerFolders: [String],
                                peers: [(app: String, controllerFolders: [String])] = []) -> Evidence {
        var evidence = ownEvidence(files: files, app: app, controllerFolders: controllerFolders)
        evidence.peerLoader = peers.lazy.compactMap { peer in
            ownEvidence(files: files, app: peer.app, controllerFolders: peer.controllerFolders).loaders.first { loader in
                servedFolder(of: loader) == peer.app
            }
        }.first
        return evidence
    }

    private static func ownEvidence(files: RepositoryFiles, app: String, controllerFolders: [String]) -> Evidence {
        let prefixes = RailsAppFolders.prefixes(app: app, controllerFolders: controllerFolders)
        let otherApps = files.railsApps.filter { !prefixes.contains($0) }
        func isOwn(_ path: String, of prefix: String) -> Bool {
            !otherApps.contains { $0.count > prefix.count && path.hasPrefix($0) }
        }
        var evidence = Evidence()
        var visited: Set<String> = []
        for prefix in prefixes {
            let viteEntries = ViteEntryPoints.files(files: files, app: prefix)
            let entries = files.files(under: prefix) { path in
                isEntryPointName(path) && isLoadingPlace(path.dropFirst(prefix.count)) && isOwn(path, of: prefix)
            } + viteEntries + EntryPointReach.webpackerEntryPoints(files: files, app: prefix)
                + unlistedVendoredScripts(files: files, under: prefix).filter { $0.hasPrefix("vendor/assets/javascripts/") }
            var queue = entries.filter { visited.insert($0).inserted }
            while let path = queue.first, visited.count <= importLimit {
                queue.removeFirst()
                switch FileReader.read(atPath: FileWalker.join(files.root, path)) {
                case .bytes(let bytes) where FileReader.notTextReason(bytes) == nil:
                    if loadsUJS(bytes) { evidence.loaders.append(path) }
                    // Sprockets manifests `require`; only bundlers' entry points import.
                    if !path.contains("assets/javascripts/") {
                        queue += importedFiles(of: bytes, at: path, files: files).filter { visited.insert($0).inserted }
                    }
                default:
                    evidence.unreadEntryPoints.append(path)
                }
            }
            for path in bundledCopies(files: files, under: prefix) where isOwn(path, of: prefix) && !evidence.loaders.contains(path) {
                evidence.loaders.append(path)
            }
            if let bundle = bundleShippingUJS(files: files, app: prefix) { evidence.loaders.append(bundle) }
            for (folder, lockfile) in pagesOfGemsLoadingUJS(files: files, app: prefix) { evidence.gemPages[folder] = lockfile }
        }
        return evidence
    }

    /// The app's `Gemfile.lock` when it bundles a gem that ships UJS, else its `Gemfile` when
    /// that lists one (an app whose lockfile is not committed).
    static func bundleShippingUJS(files: RepositoryFiles, app: String) -> String? {
        let lockfile = app + "Gemfile.lock"
        if files.contains(lockfile) {
            let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, lockfile)) ?? []
            return BundledGems.names(inLockfile: bytes).isDisjoint(with: gems) ? nil : lockfile
        }
        let gemfile = app + "Gemfile"
        guard files.contains(gemfile), let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, gemfile)) else { return nil }
        return Set(GemLoads.read(bytes: bytes, path: gemfile).gems).isDisjoint(with: gems) ? nil : gemfile
    }

    /// The view folders of the app at `app` that a bundled gem's UJS-loading layout renders
    /// (`gemsLoadingOnTheirPages`), each with the app's `Gemfile.lock`.
    static func pagesOfGemsLoadingUJS(files: RepositoryFiles, app: String) -> [String: String] {
        let lockfile = app + "Gemfile.lock"
        guard files.contains(lockfile), let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, lockfile)) else { return [:] }
        let bundled = BundledGems.names(inLockfile: bytes)
        var pages: [String: String] = [:]
        for (gem, folders) in gemsLoadingOnTheirPages where bundled.contains(gem) {
            for folder in folders { pages[app + "app/views/" + folder + "/"] = lockfile }
        }
        return pages
    }

    /// Whether a file name can start a page's JavaScript: a script, a CoffeeScript or ERB
    /// Sprockets manifest (`application.js.coffee`, `application.js.erb`).
    static func isEntryPointName(_ path: String) -> Bool {
        ControllerIdentifier.isScript(path) || path.hasSuffix(".coffee") || path.hasSuffix(".js.erb")
    }

    /// Scripts under the app's `vendor/` or `public/` that are a copy of UJS or a bundle
    /// including it (they hold its `a[data-method]` selector): a layout may load them.
    static func bundledCopies(files: RepositoryFiles, under prefix: String) -> [String] {
        let listed = ["vendor", "public"].flatMap { folder in files.files(under: prefix + folder) { $0.hasSuffix(".js") } }
        return Set(listed + unlistedVendoredScripts(files: files, under: prefix)).sorted().filter { path in
            FileReader.bytes(atPath: FileWalker.join(files.root, path))?.contains(subsequence: selectorBytes) == true
        }
    }

    /// The scripts of `vendor/javascript` and `vendor/assets/javascripts` at the root, which
    /// the repository's walk skips with the rest of `vendor/` (installed gems live there).
    static func unlistedVendoredScripts(files: RepositoryFiles, under prefix: String) -> [String] {
        guard prefix.isEmpty else { return [] }
        return ["vendor/javascript", "vendor/assets/javascripts"].flatMap { folder -> [String] in
            let absolute = FileWalker.join(files.root, folder)
            guard FileReader.isFolder(absolute) else { return [] }
            let walker = FileWalker(root: absolute, respectingGitignore: false, skippedNames: FileWalker.defaultSkippedNames, skippedPaths: [])
            return walker.files { $0.hasSuffix(".js") }.map { folder + "/" + $0 }
        }
    }

    /// The files of the repository a script imports by a relative path (`import "./ujs"`,
    /// `require("../setup")`).
    static func importedFiles(of bytes: [UInt8], at path: String, files: RepositoryFiles) -> [String] {
        guard ControllerIdentifier.isScript(path), bytes.contains(subsequence: Array("./".utf8)) else { return [] }
        let source = JavaScriptSource(path: path, bytes: bytes)
        let resolver = ModuleResolver(controllerFolders: [])
        var result: [String] = []
        for (index, token) in source.tokens.enumerated() {
            guard let specifier = token.literalValue, specifier.hasPrefix("./") || specifier.hasPrefix("../"),
                  let previous = source.token(at: index - 1) else { continue }
            let isImport = previous.isIdentifier("from") || previous.isIdentifier("import")
                || previous.isPunctuator("(") && source.token(at: index - 2).map { $0.isIdentifier("require") || $0.isIdentifier("import") } == true
            if isImport, let file = resolver.resolve(specifier, from: path, exists: files.contains) { result.append(file) }
        }
        return result
    }

    /// The loader among `loaders` that runs on the pages of the template at `templatePath`:
    /// one whose app folder holds the template (a dummy app's pack serves the dummy app's
    /// views only; the app's own entry point and an engine's generator manifest serve all).
    public static func loader(servingTemplateAt templatePath: String, among loaders: [String]) -> String? {
        loaders.first { templatePath.hasPrefix(servedFolder(of: $0)) }
    }

    /// The folder of the app a loading file serves, ending in `/` (`""` for the root): the
    /// folder above `lib/generators/` for a generator's template, else the one holding its
    /// `app/javascript`, `app/frontend` or another folder of `app/` (Webpacker's `source_path`,
    /// `app/webpacker`), `app/assets/javascripts` or `vendor/assets/javascripts`, else the one
    /// holding its `vendor/` or `public/` folder, else its own folder (`Gemfile.lock`).
    static func servedFolder(of loader: String) -> String {
        let parts = loader.split(separator: "/").dropLast().map(String.init)
        func pair(_ first: String, _ second: String) -> Int? {
            parts.indices.dropLast().first { parts[$0] == first && parts[$0 + 1] == second }
        }
        var end = parts.count
        if let index = pair("lib", "generators") ?? pair("app", "javascript") ?? pair("app", "frontend")
            ?? parts.indices.dropLast().first(where: { parts[$0] == "app" && parts[$0 + 1] != "assets" }) {
            end = index
        } else if let index = pair("assets", "javascripts") {
            end = index > 0 && ["app", "vendor"].contains(parts[index - 1]) ? index - 1 : index
        } else if let index = parts.firstIndex(where: { $0 == "vendor" || $0 == "public" }) {
            end = index
        }
        return parts[..<end].map { $0 + "/" }.joined()
    }

    /// Whether a script at `path` (relative to an app) is where a page's JavaScript is
    /// started: directly in `…app/javascript` or `…app/javascript/packs`, or anywhere under
    /// `…assets/javascripts`.
    static func isLoadingPlace(_ path: Substring) -> Bool {
        let folder = "/" + path.split(separator: "/").dropLast().joined(separator: "/") + "/"
        return folder.hasSuffix("/app/javascript/") || folder.hasSuffix("/app/javascript/packs/") || folder.contains("/assets/javascripts/")
    }

    /// `import ... from "@rails/ujs"`, `import "@rails/ujs"`, `require("@rails/ujs")`, or a
    /// Sprockets directive `//= require rails-ujs` (`#= require` in CoffeeScript).
    static func loadsUJS(_ bytes: [UInt8]) -> Bool {
        // Most scripts name none of them: a byte search says so before any string is made
        // (String.contains over every script of an app was a sixth of a cached run).
        guard moduleBytes.contains(where: { bytes.contains(subsequence: $0) }) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if ["//= require ", "//=require ", "#= require ", "#=require "].contains(where: trimmed.hasPrefix) {
                let name = trimmed.split(separator: " ").last.map(String.init) ?? ""
                if modules.contains(name) { return true }
            }
        }
        let source = JavaScriptSource(path: "", bytes: bytes)
        for (index, token) in source.tokens.enumerated() {
            guard let value = token.literalValue, modules.contains(value), let previous = source.token(at: index - 1) else { continue }
            if previous.isIdentifier("from") || previous.isIdentifier("import") { return true }
            if previous.isPunctuator("("), source.token(at: index - 2).map({ $0.isIdentifier("require") || $0.isIdentifier("import") }) == true { return true }
        }
        return false
    }
}

/// Where the Rails apps of a repository are: the root, and the folder holding the `app/` of
/// each configured controller folder (`web/app/javascript/controllers` -> `web/`), for a
/// repository that keeps the Rails app next to its iOS and Android apps.
enum RailsAppFolders {
    /// Root-relative prefixes ending in `/` (the root is `""`): `app` first, then the others
    /// sorted.
    static func prefixes(app: String = "", controllerFolders: [String]) -> [String] {
        var prefixes: Set<String> = [app]
        for folder in controllerFolders {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            if let index = parts.lastIndex(of: "app") { prefixes.insert(parts[..<index].map { $0 + "/" }.joined()) }
        }
        prefixes.remove(app)
        return [app] + prefixes.sorted()
    }
}
