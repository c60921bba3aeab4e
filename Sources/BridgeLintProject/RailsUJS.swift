/// Whether the app starts Rails UJS next to Turbo (`import Rails from "@rails/ujs"; Rails.start()`,
/// or Sprockets' `//= require rails-ujs`): then `data-method`, `data-confirm` and
/// `data-remote` work, and rules must not say they do nothing.
public enum RailsUJS {
    /// Module specifiers of Rails UJS and its jQuery predecessor.
    static let modules: Set<String> = ["@rails/ujs", "rails-ujs", "jquery-ujs", "jquery_ujs"]
    private static let moduleBytes = modules.map { Array($0.utf8) }

    /// The root-relative scripts that start UJS: an entry point of `app/javascript` (or its
    /// `packs/` folder, for Webpacker), or a Sprockets manifest anywhere under
    /// `app/assets/javascripts` or `vendor/assets/javascripts` (`spree/backend/all.js`), at any
    /// depth of the app: an engine's dummy app (`spec/dummy/`) and the manifest an engine's
    /// install generator copies into the host app (`lib/generators/…/templates/vendor/…`)
    /// count; another Rails app inside the repository does not. Each `app/` folder's prefix is
    /// given by the controller folders, so a Rails app in a subfolder is found too.
    public static func loaders(files: RepositoryFiles, app: String = "", controllerFolders: [String]) -> [String] {
        let prefixes = RailsAppFolders.prefixes(app: app, controllerFolders: controllerFolders)
        let otherApps = files.railsApps.filter { !prefixes.contains($0) }
        var loaders: [String] = []
        for prefix in prefixes {
            let candidates = files.files(under: prefix) { path in
                ControllerIdentifier.isScript(path) && isLoadingPlace(path.dropFirst(prefix.count))
                    && !otherApps.contains { $0.count > prefix.count && path.hasPrefix($0) }
            }
            for path in candidates where !loaders.contains(path) {
                if FileReader.bytes(atPath: FileWalker.join(files.root, path)).map(loadsUJS) == true { loaders.append(path) }
            }
        }
        return loaders
    }

    /// The loader among `loaders` that runs on the pages of the template at `templatePath`:
    /// one whose app folder holds the template (a dummy app's pack serves the dummy app's
    /// views only; the app's own entry point and an engine's generator manifest serve all).
    public static func loader(servingTemplateAt templatePath: String, among loaders: [String]) -> String? {
        loaders.first { templatePath.hasPrefix(servedFolder(of: $0)) }
    }

    /// The folder of the app a loading script serves, ending in `/` (`""` for the root): the
    /// folder above `lib/generators/` for a generator's template, else the one holding its
    /// `app/javascript`, `app/assets/javascripts` or `vendor/assets/javascripts`.
    static func servedFolder(of loader: String) -> String {
        let parts = loader.split(separator: "/").dropLast().map(String.init)
        func pair(_ first: String, _ second: String) -> Int? {
            parts.indices.dropLast().first { parts[$0] == first && parts[$0 + 1] == second }
        }
        var end = parts.count
        if let index = pair("lib", "generators") ?? pair("app", "javascript") {
            end = index
        } else if let index = pair("assets", "javascripts") {
            end = index > 0 && ["app", "vendor"].contains(parts[index - 1]) ? index - 1 : index
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
    /// Sprockets directive `//= require rails-ujs`.
    static func loadsUJS(_ bytes: [UInt8]) -> Bool {
        // Most scripts name none of them: a byte search says so before any string is made
        // (String.contains over every script of an app was a sixth of a cached run).
        guard moduleBytes.contains(where: { bytes.contains(subsequence: $0) }) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("//= require ") || trimmed.hasPrefix("//=require ") {
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
