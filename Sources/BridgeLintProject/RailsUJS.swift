/// Whether the app starts Rails UJS next to Turbo (`import Rails from "@rails/ujs"; Rails.start()`,
/// or Sprockets' `//= require rails-ujs`): then `data-method`, `data-confirm` and
/// `data-remote` work, and rules must not say they do nothing.
public enum RailsUJS {
    /// Module specifiers of Rails UJS and its jQuery predecessor.
    static let modules: Set<String> = ["@rails/ujs", "rails-ujs", "jquery-ujs", "jquery_ujs"]

    /// The root-relative script that loads UJS, if one does: an entry point of `app/javascript`
    /// (or its `packs/` folder, for Webpacker), or a Sprockets manifest anywhere under
    /// `app/assets/javascripts` or `vendor/assets/javascripts` (`spree/backend/all.js`). The
    /// app's own folders count at any depth, so an engine's dummy app (`spec/dummy/`) and the
    /// manifest its install generator copies into the host app
    /// (`lib/generators/…/templates/vendor/assets/javascripts/…`) are found; another Rails app
    /// inside the repository is not this app. Each `app/` folder's prefix is given by the
    /// controller folders, so a Rails app in a subfolder is found too.
    public static func entryPoint(files: RepositoryFiles, app: String = "", controllerFolders: [String]) -> String? {
        let prefixes = RailsAppFolders.prefixes(app: app, controllerFolders: controllerFolders)
        let otherApps = files.railsApps.filter { !prefixes.contains($0) }
        for prefix in prefixes {
            let candidates = files.files(under: prefix) { path in
                ControllerIdentifier.isScript(path) && isLoadingPlace(path.dropFirst(prefix.count))
                    && !otherApps.contains { $0.count > prefix.count && path.hasPrefix($0) }
            }
            for path in candidates {
                guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, path)), loadsUJS(bytes) else { continue }
                return path
            }
        }
        return nil
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
        let text = String(decoding: bytes, as: UTF8.self)
        guard modules.contains(where: { text.contains($0) }) else { return false }
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
