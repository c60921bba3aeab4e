import BridgeLintCore
import Foundation

/// The scripts a Vite app's pages can run, when bridgelint can prove it: every entry point of
/// the app's bundlers (vite_ruby's entry points folder, the inputs `vite.config.*` names, and
/// those of a `package.json` build script that runs esbuild or `bun build` beside Vite, see
/// `BundlerScripts`) read, and every import they lead to resolved to a file of the app or to a
/// package its `package.json` lists. A controllers folder none of them reaches is never
/// loaded, whatever its own `index.js` registers (an app moved to `app/frontend` that left
/// `app/javascript` behind).
///
/// Nil (unknown) wherever another way in is possible: importmap, Webpacker, a bundler whose
/// entry points are not read (a configuration file, rollup, webpack, a script's entry points in
/// a shell variable), extra entry points (`additionalEntrypoints`), an entry point or import
/// that cannot be read or resolved, a computed `import(...)`, a glob other than an
/// `import.meta.glob` of literal patterns (which reaches the scripts they match), a
/// `require.context`. A page
/// that loads scripts some other way (`javascript_include_tag`, a pack tag, a `<script src>`)
/// is asked separately (`templatesLoadScriptsOnlyThroughVite`).
struct EntryPointReach: Sendable, Equatable {
    /// The entry points read, root-relative and sorted.
    var entryPoints: [String]
    /// Every script they lead to, entry points included.
    var reached: Set<String>

    /// Whether some reached script is inside `folder` (root-relative).
    func reaches(_ folder: String) -> Bool {
        reached.contains { $0.hasPrefix(folder + "/") }
    }

    static func vite(files: RepositoryFiles, app: String, resolve: (String, String) -> String?) -> EntryPointReach? {
        guard let settings = FileReader.bytes(atPath: FileWalker.join(files.root, app + "config/vite.json")),
              let object = try? JSONSerialization.jsonObject(with: Data(settings)) as? [String: Any],
              !object.values.contains(where: { ($0 as? [String: Any])?["additionalEntrypoints"] != nil }),
              let (packages, scriptEntries) = manifest(files: files, app: app),
              hasNoOtherLoader(files: files, app: app, readsBuildScripts: !scriptEntries.isEmpty) else { return nil }
        // vite_ruby's default `additionalEntrypoints`: anything under the source folder's asset folders.
        let sourceFolders = Set(object.values.compactMap { ($0 as? [String: Any])?["sourceCodeDir"] as? String } + ["app/frontend"])
        let assetEntries = sourceFolders.flatMap { source in
            ["assets", "fonts", "icons", "images"].flatMap { files.files(under: ModuleResolver.normalize(app + source + "/" + $0), where: ControllerIdentifier.isScript) }
        }
        let entryPoints = Set(ViteEntryPoints.files(files: files, app: app).filter(ControllerIdentifier.isScript) + assetEntries + scriptEntries).sorted()
        guard !entryPoints.isEmpty else { return nil }
        // Vite's root, where a glob's `/` starts: the source folder, when one is configured.
        let configured = Set(object.values.compactMap { ($0 as? [String: Any])?["sourceCodeDir"] as? String })
        let viteRoot = configured.count <= 1 ? ModuleResolver.normalize(app + (configured.first ?? "app/frontend")) : nil
        var reached = Set(entryPoints)
        var queue = entryPoints
        while let path = queue.popLast() {
            var contexts: [String]?
            var globs: [String]? = []
            guard reached.count <= RailsUJS.importLimit, let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)),
                  FileReader.notTextReason(bytes) == nil,
                  let specifiers = staticImports(of: JavaScriptSource(path: path, bytes: bytes), contexts: &contexts, globs: &globs),
                  let globbed = scripts(matching: globs ?? [], from: path, root: viteRoot, files: files) else { return nil }
            for file in globbed where reached.insert(file).inserted { queue.append(file) }
            for specifier in specifiers {
                if let file = resolve(specifier, path) {
                    if reached.insert(file).inserted { queue.append(file) }
                } else if !isAsset(specifier), !packages.contains(packageName(of: specifier)) {
                    return nil
                }
            }
        }
        return EntryPointReach(entryPoints: entryPoints, reached: reached)
    }

    /// The packages the app's `package.json` lists, and the entry points of its scripts that
    /// run another bundler (`BundlerScripts`); nil without a `package.json` that can be read,
    /// or with a bundler script whose entry points are not read.
    static func manifest(files: RepositoryFiles, app: String) -> (packages: Set<String>, scriptEntries: [String])? {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, app + "package.json")),
              let manifest = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        guard let scriptEntries = BundlerScripts.entryPoints(of: BundlerScripts.scripts(in: manifest), files: files, app: app) else { return nil }
        let packages = Set(["dependencies", "devDependencies", "optionalDependencies"].flatMap { (manifest[$0] as? [String: Any])?.keys.map { $0 } ?? [] })
        return (packages, scriptEntries)
    }

    /// No importmap, Webpacker or Shakapacker, and no other bundler's configuration; jsbundling
    /// only where its build scripts were read (`readsBuildScripts`).
    private static func hasNoOtherLoader(files: RepositoryFiles, app: String, readsBuildScripts: Bool) -> Bool {
        let configurations = ["config/importmap.rb", "config/webpacker.yml", "config/shakapacker.yml"]
            + ScriptRoots.bundlerConfigurations.filter { !$0.hasPrefix("vite.config") }
        guard !configurations.contains(where: { files.contains(app + $0) }),
              let lockfile = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile.lock")) else { return false }
        let otherLoaders: Set = readsBuildScripts ? ["importmap-rails", "webpacker", "shakapacker"] : ["importmap-rails", "jsbundling-rails", "webpacker", "shakapacker"]
        var bundled = BundledGems.read(lockfile: lockfile)
        // importmap-rails that only another gem depends on (madmin's, for its own pages) pins
        // nothing of the app without an importmap file of the app's.
        if !bundled.direct.contains("importmap-rails"), !files.files(under: app + "config", where: { $0.contains("importmap") }).contains(where: { $0.hasSuffix(".rb") }) {
            bundled.names.remove("importmap-rails")
        }
        return bundled.names.isDisjoint(with: otherLoaders)
    }

    /// Whether no template of the app loads a script of `folders` by another helper than Vite's
    /// (asked last: it reads every template, which makes the catalog depend on them). Sprockets'
    /// `javascript_include_tag` serves only what the app's manifest links (`SprocketsLinks`): it
    /// counts only where that may be a file of `folders`.
    static func templatesLoadScriptsOnlyThroughVite(files: RepositoryFiles, app: String, folders: [String]) -> Bool {
        templatesLoadScripts(files: files, app: app, folders: folders, otherLoaders: otherScriptLoaders, loadsOtherwise: namesViteScriptByPath)
    }

    /// The same for Webpacker and Shakapacker, whose pack tags load only entry points: Vite's
    /// tags are another loader there.
    static func templatesLoadScriptsOnlyThroughPacks(files: RepositoryFiles, app: String, folders: [String]) -> Bool {
        let packTags = ["_pack_tag", "_packs_with_chunks_tag"].map { Array($0.utf8) }
        return templatesLoadScripts(files: files, app: app, folders: folders, otherLoaders: otherScriptLoaders.filter { !packTags.contains($0) } + [Array("vite_".utf8)],
                                    loadsOtherwise: { _ in false })
    }

    static func templatesLoadScripts(files: RepositoryFiles, app: String, folders: [String], otherLoaders: [[UInt8]],
                                             loadsOtherwise: ([UInt8]) -> Bool) -> Bool {
        let templates = files.files(under: app + "app") { path in [".erb", ".haml", ".slim"].contains(where: path.hasSuffix) }
        let loaders = SprocketsLinks.cannotServe(folders, files: files, app: app) ? otherLoaders.filter { !sprocketsHelpers.contains($0) } : otherLoaders
        return !templates.contains { path in
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { return true }
            return loaders.contains { ByteSearch.contains($0, in: bytes) } || loadsLocalScript(bytes) || loadsOtherwise(bytes)
        }
    }

    private static let sprocketsHelpers = ["javascript_include_tag", "javascript_path", "javascript_url"].map { Array($0.utf8) }

    /// `vite_javascript_tag "~/controllers/index.js"`: Vite's dev server serves any file of the
    /// source folder, entry point or not.
    private static func namesViteScriptByPath(_ bytes: [UInt8]) -> Bool {
        guard ByteSearch.contains(Array("vite_".utf8), in: bytes) else { return false }
        return String(decoding: bytes, as: UTF8.self).lines.contains { line in
            (line.contains("vite_javascript_tag") || line.contains("vite_typescript_tag")) && ["\"~/", "'~/", "\"/", "'/", "\"../", "'../"].contains { line.contains($0) }
        }
    }

    static let otherScriptLoaders = ["javascript_include_tag", "javascript_importmap_tags", "_pack_tag", "_packs_with_chunks_tag",
                                             "javascript_path", "javascript_url"].map { Array($0.utf8) }

    /// Whether a `<script>` start tag has a `src` that is not another site's (`https://`, `//`).
    static func loadsLocalScript(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        var rest = text[...]
        while let open = rest.range(of: "<script") {
            let tag = rest[open.upperBound...].prefix { $0 != ">" }
            if let src = tag.range(of: "src") {
                let value = tag[src.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
                if !(value.hasPrefix("https://") || value.hasPrefix("http://") || value.hasPrefix("//")) { return true }
            }
            rest = rest[open.upperBound...]
        }
        return false
    }

    /// The specifiers a script imports (`import`, `export ... from`, `require("x")`,
    /// `import("x")`); nil when it imports by a computed name or a glob.
    static func staticImports(of source: JavaScriptSource) -> [String]? {
        var contexts: [String]?
        return staticImports(of: source, contexts: &contexts)
    }

    /// The same, where webpack's `require.context("folder", …)` with a literal folder adds the
    /// folder to `contexts` (when it is not nil) instead of making the imports unknown, and an
    /// AMD `define(["jquery", "./plugin"], …)` names its dependencies. Vite's
    /// `import.meta.glob("./**/*_controller.js")` (a literal pattern, or an array of them) adds
    /// its patterns to `globs` likewise.
    static func staticImports(of source: JavaScriptSource, contexts: inout [String]?) -> [String]? {
        var globs: [String]?
        return staticImports(of: source, contexts: &contexts, globs: &globs)
    }

    static func staticImports(of source: JavaScriptSource, contexts: inout [String]?, globs: inout [String]?) -> [String]? {
        var result: [String] = []
        for (index, token) in source.tokens.enumerated() where token.isIdentifier("import") || token.isIdentifier("require") || contexts != nil && token.isIdentifier("define") {
            // `obj.require(...)` or `x.import` is a method, not the module system.
            if let previous = source.token(at: index - 1), previous.isPunctuator(".") { continue }
            guard let next = source.token(at: index + 1) else { continue }
            if token.isIdentifier("define") {
                // Webpack reads an AMD module's dependency list (`define(["jquery"], factory)`).
                guard next.isPunctuator("("), source.token(at: index + 2)?.isPunctuator("[") == true else { continue }
                var position = index + 3
                while let item = source.token(at: position), !item.isPunctuator("]") {
                    if let literal = item.literalValue {
                        if !["require", "exports", "module"].contains(literal) { result.append(literal) }
                    } else if !item.isPunctuator(",") {
                        return nil
                    }
                    position += 1
                }
                continue
            }
            if next.isPunctuator(".") {
                if token.isIdentifier("import"), source.token(at: index + 2)?.isIdentifier("meta") == true,
                   source.token(at: index + 4)?.isIdentifier("glob") == true, globs != nil {
                    guard source.token(at: index + 5)?.isPunctuator("(") == true, let patterns = literalPatterns(in: source, at: index + 6) else { return nil }
                    globs?.append(contentsOf: patterns)
                    continue
                }
                if token.isIdentifier("require"), source.token(at: index + 2)?.isIdentifier("context") == true, contexts != nil {
                    guard source.token(at: index + 3)?.isPunctuator("(") == true, let folder = source.token(at: index + 4)?.literalValue else { return nil }
                    contexts?.append(folder)
                    continue
                }
                // `import.meta.glob(...)`, `require.context(...)`: a folder's files, which this does not follow.
                if source.token(at: index + 2).map({ $0.isIdentifier("glob") || $0.isIdentifier("context") }) == true { return nil }
                if token.isIdentifier("import"), source.token(at: index + 2)?.isIdentifier("meta") == true,
                   source.token(at: index + 4)?.isIdentifier("glob") == true { return nil }
                continue
            }
            if next.isPunctuator("(") {
                guard let argument = source.token(at: index + 2)?.literalValue, source.token(at: index + 3)?.isPunctuator(")") == true else {
                    // `require` as a name of its own (`function require`) aside, a computed module name.
                    if token.isIdentifier("require"), source.token(at: index - 1)?.isIdentifier("function") == true { continue }
                    return nil
                }
                result.append(argument)
            } else if token.isIdentifier("import"), let literal = next.literalValue {
                result.append(literal)
            }
        }
        for (index, token) in source.tokens.enumerated() where token.isIdentifier("from") {
            if let literal = source.token(at: index + 1)?.literalValue, source.token(at: index - 1)?.isPunctuator(".") != true { result.append(literal) }
        }
        return result
    }

    /// The literal patterns of a glob call's first argument starting at token `index`: one
    /// string, or an array of strings; nil for anything else (a computed pattern).
    private static func literalPatterns(in source: JavaScriptSource, at index: Int) -> [String]? {
        guard let first = source.token(at: index) else { return nil }
        if let literal = first.literalValue {
            return source.token(at: index + 1).map { $0.isPunctuator(",") || $0.isPunctuator(")") } == true ? [literal] : nil
        }
        guard first.isPunctuator("[") else { return nil }
        var patterns: [String] = []
        var position = index + 1
        while let item = source.token(at: position), !item.isPunctuator("]") {
            if let literal = item.literalValue {
                patterns.append(literal)
            } else if !item.isPunctuator(",") {
                return nil
            }
            position += 1
        }
        return patterns
    }

    /// The scripts of the app a Vite glob written in the script at `path` matches: a pattern
    /// relative to that script (`./`, `../`) or to the Vite root (`/`, the source folder
    /// `root`, when it is known); nil for another (an alias, a package's files). Negated patterns (`!./x.js`)
    /// only leave files out, so the files the others match are kept.
    static func scripts(matching patterns: [String], from path: String, root: String?, files: RepositoryFiles) -> [String]? {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        var matched: [String] = []
        for pattern in patterns where !pattern.hasPrefix("!") {
            let absolute: String
            if pattern.hasPrefix("./") || pattern.hasPrefix("../") {
                absolute = ModuleResolver.normalize(folder + "/" + pattern)
            } else if pattern.hasPrefix("/"), let root {
                absolute = ModuleResolver.normalize(root + pattern)
            } else {
                return nil
            }
            guard !absolute.hasPrefix("..") else { return nil }
            // Files under the pattern's folder before its first wildcard.
            let fixed = absolute.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }.joined(separator: "/")
            let glob = Glob(absolute)
            matched += files.files(under: fixed, where: ControllerIdentifier.isScript).filter(glob.matches)
        }
        return matched
    }

    /// `leaflet/dist/leaflet.css` -> `leaflet`, `@rails/ujs` -> `@rails/ujs`.
    static func packageName(of specifier: String) -> String {
        let parts = specifier.split(separator: "/", omittingEmptySubsequences: false)
        let count = specifier.hasPrefix("@") ? 2 : 1
        return parts.prefix(count).joined(separator: "/")
    }

    /// A stylesheet, image or other file that is no script (`./app.css`, `../img/logo.svg`):
    /// Vite bundles it, and it loads no module.
    static func isAsset(_ specifier: String) -> Bool {
        let name = specifier.split(separator: "?").first.map(String.init) ?? specifier
        guard let last = name.split(separator: "/").last, let dot = last.lastIndex(of: ".") else { return false }
        return assetExtensions.contains(String(last[last.index(after: dot)...]).lowercased())
    }

    private static let assetExtensions: Set<String> = ["css", "scss", "sass", "less", "styl", "svg", "png", "jpg", "jpeg", "gif", "webp",
                                                       "avif", "ico", "woff", "woff2", "ttf", "eot", "otf", "json", "html", "txt", "md"]
}

/// What Sprockets serves to `javascript_include_tag`: only the assets the app's manifest
/// (`app/assets/config/manifest.js`) links, and those `config.assets.precompile` adds; a gem's
/// own assets (an admin gem's layout) are the gem's.
enum SprocketsLinks {
    /// Whether Sprockets provably serves no script of `folders` (root-relative): the app uses
    /// Sprockets (not Propshaft, which serves every file of its paths), its manifest links no
    /// folder holding or inside one of them and no script by name, and no configuration adds
    /// assets to precompile.
    static func cannotServe(_ folders: [String], files: RepositoryFiles, app: String) -> Bool {
        let manifestPath = app + "app/assets/config/manifest.js"
        guard !folders.isEmpty, let lockfile = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile.lock")),
              case let gems = BundledGems.names(inLockfile: lockfile), gems.contains("sprockets-rails"), !gems.contains("propshaft"),
              let manifest = FileReader.bytes(atPath: FileWalker.join(files.root, manifestPath)) else { return false }
        let configuration = files.files(under: app + "config") { $0.hasSuffix(".rb") }
        guard !configuration.contains(where: { path in
            guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)) else { return true }
            guard ByteSearch.contains(Array("precompile".utf8), in: bytes) else { return false }
            // Outside comment lines (`# Rails.application.config.assets.precompile += ...`).
            return String(decoding: bytes, as: UTF8.self).lines.contains { $0.contains("precompile") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        }) else { return false }
        for line in String(decoding: manifest, as: UTF8.self).lines {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.count >= 2, words[0] == "//=" || words[0] == "//" && words[1] == "=" else { continue }
            let directive = words[0] == "//=" ? Array(words.dropFirst()) : Array(words.dropFirst(2))
            guard let name = directive.first, directive.count >= 2 else { continue }
            let argument = directive[1].trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
            switch name {
            case "link_tree", "link_directory":
                let linked = ModuleResolver.normalize("app/assets/config/" + argument)
                if argument.hasPrefix("/") || linked.hasPrefix("..") { return false }
                let root = app + linked
                if folders.contains(where: { $0 == root || $0.hasPrefix(root + "/") || root.hasPrefix($0 + "/") }) { return false }
            case "link":
                // A script linked by its logical name may be any file of the asset paths.
                if ControllerIdentifier.isScript(argument) || !argument.contains(".") { return false }
            default:
                return false
            }
        }
        return true
    }
}
