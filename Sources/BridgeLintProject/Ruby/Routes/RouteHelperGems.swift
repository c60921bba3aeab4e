import BridgeLintCore
import Foundation

/// Gems that give an app's views route helpers its routes files do not show: helpers a gem
/// defines itself (Devise's `new_session_path(resource_name)`), routes an engine adds to the
/// app's (Clearance's `sign_in_path`, HighVoltage's `page_path`), or the route set of an engine
/// whose views the app overrides under its own `app/views` (Spree's, ActiveAdmin's). With one
/// bundled, a helper the routes do not define may still exist.
enum RouteHelperGems {
    /// By gem name, as `Gemfile.lock` lists it.
    static let names: Set<String> = [
        // Authentication: helpers built from each mapping, routes added by the engine.
        "devise", "devise_invitable", "devise_token_auth", "clearance", "passwordless", "rodauth-rails", "doorkeeper",
        // Admin frameworks and CMSs whose views (overridden in the app) call their own routes.
        "activeadmin", "rails_admin", "trestle", "avo",
        "spree", "spree_core", "spree_backend", "spree_frontend", "spree_api", "solidus", "solidus_core", "solidus_backend",
        "solidus_frontend", "solidus_admin", "refinerycms", "refinerycms-core", "alchemy_cms", "comfortable_mexican_sofa",
        "decidim", "decidim-core", "hyrax", "blacklight", "spina", "camaleon_cms", "sufia",
        // Engines that add routes to the app's (pages, forums, comments).
        "high_voltage", "thredded", "commontator", "forem",
        // Helpers a controller builds from its resource (`collection_url`, `resource_path`).
        "inherited_resources",
    ]

    /// The folders, as the `Gemfile` writes them, of the gems the app loads from a `vendor/`
    /// folder (`gem "x", path: "vendor/gems/x"`): Ruby no scan reads (dependency folders are
    /// not walked), whose helpers are unknown.
    static func vendored(files: RepositoryFiles, app: String) -> [String] {
        guard let gemfile = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile")) else { return [] }
        let loads = GemLoads.read(bytes: gemfile, path: app + "Gemfile")
        return (loads.folders + loads.pathBlocks).filter { $0.split(separator: "/").contains("vendor") }
    }

    /// The git submodules of the repository (`.gitmodules`) in a folder of the app at `app`
    /// that loads Ruby (`vendor/`, `lib/`, `engines/`, `gems/`, `components/`, `plugins/`) whose
    /// files bridgelint does not read: not checked out (a submodule's folder is empty in a
    /// clone without `--recurse-submodules`), or under `vendor/`, which no scan reads. A Rails
    /// plugin or engine there may draw routes and define helpers.
    static func unreadSubmodules(files: RepositoryFiles, app: String) -> [String] {
        guard let bytes = FileReader.bytes(atPath: FileWalker.join(files.root, ".gitmodules")) else { return [] }
        let rubyFolders: Set<Substring> = ["vendor", "lib", "engines", "gems", "components", "plugins"]
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line -> String? in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "path", parts[1].hasPrefix(app) else { return nil }
            let path = parts[1].hasSuffix("/") ? String(parts[1].dropLast()) : parts[1]
            guard let first = path.dropFirst(app.count).split(separator: "/").first, rubyFolders.contains(first) else { return nil }
            return first == "vendor" || files.files(under: path + "/").isEmpty ? path : nil
        }
    }

    /// The gems of `names` the app at `app` bundles: those its `Gemfile.lock` lists, or, with
    /// no lockfile, those its `Gemfile` names.
    static func bundled(files: RepositoryFiles, app: String) -> [String] {
        if let lockfile = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile.lock")) {
            return BundledGems.names(inLockfile: lockfile).intersection(names).sorted()
        }
        guard let gemfile = FileReader.bytes(atPath: FileWalker.join(files.root, app + "Gemfile")) else { return [] }
        return Set(GemLoads.read(bytes: gemfile, path: app + "Gemfile").gems).intersection(names).sorted()
    }
}
